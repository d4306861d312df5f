#include "gomoku/gomokureview.h"

#include "gomoku/gomokuboard.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include <algorithm>

namespace gg::gomoku {

namespace {

constexpr int MaxFours = 16;

} // namespace

Reading readPosition(Board &board, Stone mover, const ReviewBudget &budget)
{
    const Stone other = opponent(mover);
    if (board.hasFive(mover))
        return {Outcome::Win, board.fivePoint(mover)};
    if (board.full())
        return {Outcome::Draw, -1};
    ThreatSearch threats(board);
    SearchBudget attack;
    attack.maxNodes = budget.attackNodes;
    attack.stop = budget.stop;
    if (auto line = threats.vcf(mover, MaxFours, attack))
        return {Outcome::Win, line->front()};
    std::vector<int> line;
    if (board.hasFive(other)) {
        line.push_back(board.fivePoint(other));
    } else if (auto found = threats.vcf(other, MaxFours, attack)) {
        line = *found;
    } else {
        return {Outcome::Draw, -1};
    }
    // The opponent threatens a forced win: is there a defence?
    std::vector<int> tries = AlphaBeta::candidates(board, mover, budget.candidates);
    tries.insert(tries.end(), board.fourPoints(mover).begin(), board.fourPoints(mover).end());
    tries.insert(tries.end(), line.begin(), line.end());
    SearchBudget defence = attack;
    defence.maxNodes = budget.defenceNodes;
    std::vector<int> tried;
    for (int p : tries) {
        if (!board.isEmpty(p) || std::find(tried.begin(), tried.end(), p) != tried.end())
            continue;
        tried.push_back(p);
        if (budget.stop && budget.stop->load())
            return {Outcome::Unknown, -1};
        board.place(p, mover);
        const bool lost = board.hasFive(other) || threats.vcf(other, MaxFours, defence).has_value();
        board.remove();
        if (!lost)
            return {Outcome::Draw, p};
    }
    return {Outcome::Loss, -1};
}

std::vector<MoveVerdict> reviewGame(const Game &game, const ReviewBudget &budget)
{
    const std::vector<Point> moves = game.moves();
    std::vector<MoveVerdict> verdicts(moves.size());
    Board board(game.size(), game.rule());
    Game replay(game.options());
    Reading before = readPosition(board, Stone::Black, budget);
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (budget.stop && budget.stop->load())
            break;
        const Stone mover = replay.toMove();
        const MoveResult result = replay.play(moves[k]);
        if (!result.ok())
            break;
        board.place(board.index(moves[k]), mover);
        MoveVerdict &v = verdicts[k];
        v.before = before.outcome;
        Reading next;
        if (result.status == Status::Playing) {
            next = readPosition(board, opponent(mover), budget);
            v.after = flip(next.outcome);
        } else {
            v.after = result.status == Status::Draw ? Outcome::Draw : Outcome::Win;
        }
        if (v.mistake() && before.keep >= 0) {
            const Point p = board.point(before.keep);
            v.better = p.row * game.size() + p.col;
        }
        before = next;
    }
    return verdicts;
}

} // namespace gg::gomoku
