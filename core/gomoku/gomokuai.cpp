#include "gomoku/gomokuai.h"

#include "gomoku/gomokurules.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace gg::gomoku {
namespace {

using Clock = std::chrono::steady_clock;

// What each level may do. Shares are deadlines, as fractions of the move's time budget
// measured from its start, for the successive stages.
struct LevelPlan
{
    int vcfDepth;          // 0: no VCF search
    long long vcfNodes;    // node budget of one VCF search
    bool defendVcf;        // refuse moves that leave the opponent a VCF
    int vctDepth;          // 0: no VCT search (ours or the opponent's)
    int rootWidth;         // root candidates for alpha-beta
    int maxDepth;          // alpha-beta plies
    double vcfShare;       // our VCF
    double defendShare;    // the opponent's VCF and the moves that stop it
    double vctShare;       // our VCT
    double defendVctShare; // the opponent's VCT and the moves that stop it
    double searchShare;    // alpha-beta
};

LevelPlan planFor(Level level)
{
    switch (level) {
    case Level::Easy:
        return {0, 0, false, 0, 5, 0, 0, 0, 0, 0, 0};
    case Level::Medium:
        return {6, 5'000, false, 0, 10, 2, 0.1, 0.1, 0.1, 0.1, 0.5};
    case Level::Hard:
        return {16, 100'000, true, 0, 16, 6, 0.1, 0.25, 0.25, 0.25, 0.6};
    case Level::Expert:
        break;
    }
    // The VCT searches deepen one threat at a time and find most wins within tens of
    // milliseconds, so they end at 20 % and 30 % of the budget (they had 35 % and 60 %, and
    // on quiet positions took 0.57 s of a 1 s move); the search gets the rest.
    return {24, 400'000, true, 7, 24, 60, 0.08, 0.2, 0.2, 0.3, 0.95};
}

// Milliseconds from `start` to now (a stage's end time).
double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A search stage's outcome: found when it ended before the clock did (every depth searched,
// or a proven win or loss).
AiStage::Outcome searchOutcome(const SearchResult &result, int maxDepth)
{
    return result.depth == maxDepth || std::abs(result.score) > WinThreshold
               ? AiStage::Outcome::Found
               : AiStage::Outcome::OutOfBudget;
}

int best(const Board &board, const std::vector<int> &points, Stone mover)
{
    int chosen = -1;
    int chosenValue = -1;
    for (int p : points) {
        const int v = board.value(p, mover) * 3 + board.value(p, opponent(mover)) * 2;
        if (v > chosenValue || (v == chosenValue && p < chosen)) {
            chosen = p;
            chosenValue = v;
        }
    }
    return chosen;
}

} // namespace

Ai::Ai(AiSettings settings)
    : m_settings(settings), m_rng(settings.seed), m_search(std::make_unique<AlphaBeta>())
{
    // Build the pattern tables now (a few tens of milliseconds, once per process) rather
    // than inside the first move's time budget.
    patternTable(Rule::FiveOrMore);
}

Ai::~Ai() = default;

void Ai::setSettings(const AiSettings &settings)
{
    if (settings.seed != m_settings.seed)
        m_rng.reseed(settings.seed);
    m_settings = settings;
}

AiMove Ai::choose(const Game &game)
{
    if (game.over())
        return {};
    Board board = Board::fromGame(game);
    return thinkLegal(board, game.toMove());
}

AiMove Ai::choose(const Board &board, Stone mover)
{
    Board copy = board;
    return thinkLegal(copy, mover);
}

// Under Renju black may not play a forbidden point (docs/RULES.md §3.11). The searches and
// shortcuts skip them; should the chosen point be forbidden all the same (the last resort
// of a lost position, say), the best of the other candidates is searched.
AiMove Ai::thinkLegal(Board &board, Stone mover)
{
    const auto begun = Clock::now();
    AiMove move = think(board, mover);
    if (board.rule() != Rule::Renju || mover != Stone::Black || !move.valid())
        return move;
    if (!board.forbidden(board.index(move.point), Stone::Black))
        return move;
    // The candidates leave black's forbidden points out under Renju.
    std::vector<int> roots = AlphaBeta::candidates(board, mover, 40);
    if (roots.empty()) {
        // No candidate is legal (white's four, or open three, can be stopped only on
        // forbidden points): every move loses. Still play near the stones, the
        // likeliest-looking point, not in a corner.
        std::vector<int> near;
        for (int p : board.nearPoints())
            if (!board.forbidden(p, Stone::Black))
                near.push_back(p);
        if (!near.empty())
            roots.push_back(best(board, near, mover));
    }
    if (roots.empty())
        for (int p : board.points())
            if (board.isEmpty(p) && !board.forbidden(p, Stone::Black)) {
                roots.push_back(p);
                break;
            }
    if (roots.empty())
        return {}; // every point is forbidden: no legal move
    SearchBudget budget;
    budget.stop = m_settings.stop;
    budget.deadline = Clock::now() + std::chrono::milliseconds(std::max(m_settings.timeMs / 2, 10));
    const LevelPlan plan = planFor(m_settings.level);
    const SearchResult result =
        m_search->search(board, mover, roots, std::max(plan.maxDepth, 2), budget, 1);
    AiMove legal;
    legal.point = board.point(result.move);
    legal.reason = Reason::Search;
    legal.score = result.score;
    legal.depth = result.depth;
    legal.nodes = move.nodes + result.nodes;
    // The stages so far, and this search among the legal points.
    legal.stages = std::move(move.stages);
    AiStage again;
    again.kind = AiStage::Kind::Search;
    again.outcome = searchOutcome(result, std::max(plan.maxDepth, 2));
    again.endMs = msSince(begun);
    again.nodes = result.nodes;
    legal.stages.push_back(again);
    return legal;
}

AiMove Ai::think(Board &board, Stone mover)
{
    AiMove move;
    const Stone other = opponent(mover);
    auto finish = [&](int index, Reason reason) {
        move.point = board.point(index);
        move.reason = reason;
        return move;
    };
    if (board.full())
        return move;
    if (board.stoneCount() == 0)
        return finish(board.index(board.size() / 2, board.size() / 2), Reason::Opening);
    if (board.hasFive(mover))
        return finish(board.fivePoint(mover), Reason::Win);
    if (board.hasFive(other))
        return finish(board.fivePoint(other), Reason::BlockFive);
    if (board.comboCount(mover, Combo::OpenFour) > 0) {
        std::vector<int> points;
        for (int p : board.fourPoints(mover))
            if (board.combo(p, mover) == Combo::OpenFour && !board.forbidden(p, mover))
                points.push_back(p);
        if (!points.empty())
            return finish(best(board, points, mover), Reason::OpenFour);
    }
    const LevelPlan plan = planFor(m_settings.level);
    if (m_settings.level == Level::Easy)
        return easy(board, mover, move);

    const auto start = Clock::now();
    const int budgetMs = std::max(m_settings.timeMs, 20);
    auto at = [&](double share) {
        return start + std::chrono::microseconds(static_cast<long long>(budgetMs * 1000.0 * share));
    };
    ThreatSearch threats(board);
    // Records a stage that has just ended; its nodes are added to the move's.
    auto record = [&](AiStage::Kind kind, AiStage::Outcome outcome, long long nodes) {
        AiStage stage;
        stage.kind = kind;
        stage.outcome = outcome;
        stage.endMs = msSince(start);
        stage.nodes = nodes;
        move.nodes += nodes;
        move.stages.push_back(stage);
        return &move.stages.back();
    };
    auto threatOutcome = [&](bool found) {
        return found               ? AiStage::Outcome::Found
               : threats.aborted() ? AiStage::Outcome::OutOfBudget
                                   : AiStage::Outcome::None;
    };
    SearchBudget budget;
    budget.stop = m_settings.stop;
    // The VCF checks are cheap and decide games: they get a few nodes whatever the clock.
    budget.minNodes = std::min<long long>(plan.vcfNodes, 2'000);

    budget.maxNodes = plan.vcfNodes;
    budget.deadline = at(plan.vcfShare);
    const auto ourVcf = threats.vcf(mover, plan.vcfDepth, budget);
    record(AiStage::Kind::Vcf, threatOutcome(ourVcf.has_value()), threats.nodes());
    if (ourVcf)
        return finish(ourVcf->front(), Reason::Vcf);

    std::vector<int> roots = AlphaBeta::candidates(board, mover, plan.rootWidth);
    // An open three (or a four-three) of the opponent's must be answered now; under Renju
    // not a black one whose open-four points are all forbidden.
    bool defending = hasOpenFour(board, other);
    // The moves worth checking against an opponent's forced win: the usual candidates, a
    // wider set, our fours and the points of the opponent's winning line.
    auto defenceCandidates = [&](const std::vector<int> &line) {
        std::vector<int> wide = AlphaBeta::candidates(board, mover, 2 * plan.rootWidth);
        wide.insert(wide.end(), board.fourPoints(mover).begin(), board.fourPoints(mover).end());
        wide.insert(wide.end(), line.begin(), line.end());
        std::vector<int> unique;
        for (int p : wide)
            if (board.isEmpty(p) && std::find(unique.begin(), unique.end(), p) == unique.end())
                unique.push_back(p);
        return unique;
    };
    // The opponent threatens a forced win: keep only the moves that stop it.
    auto defend = [&](AiStage::Kind kind, const std::vector<int> &line, bool vct) {
        AiStage *stage = record(kind, AiStage::Outcome::Found, threats.nodes());
        defending = true;
        const long long found = stage->nodes;
        auto safe = safeMoves(board, mover, defenceCandidates(line), vct, budget, *stage);
        move.nodes += stage->nodes - found; // the checks' nodes
        stage->endMs = msSince(start);
        if (!safe.empty())
            roots = std::move(safe);
    };
    bool opponentVcf = false;
    if (plan.defendVcf) {
        budget.deadline = at(plan.defendShare);
        if (auto line = threats.vcf(other, plan.vcfDepth, budget)) {
            opponentVcf = true;
            defend(AiStage::Kind::OpponentVcf, *line, false);
        } else {
            record(AiStage::Kind::OpponentVcf, threatOutcome(false), threats.nodes());
        }
    }
    if (plan.vctDepth > 0 && !opponentVcf) {
        budget.deadline = at(plan.vctShare);
        budget.maxNodes = 4 * plan.vcfNodes;
        budget.minNodes = 0;
        const auto first = threats.vct(mover, plan.vctDepth, 12, budget);
        record(AiStage::Kind::Vct, threatOutcome(first.has_value()), threats.nodes());
        if (first)
            return finish(*first, Reason::Vct);
        budget.deadline = at(plan.defendVctShare);
        if (auto theirs = threats.vct(other, plan.vctDepth, 12, budget))
            defend(AiStage::Kind::OpponentVct, {*theirs}, true);
        else
            record(AiStage::Kind::OpponentVct, threatOutcome(false), threats.nodes());
    }
    if (roots.size() == 1) {
        return finish(roots.front(), defending ? Reason::Defend : Reason::Search);
    }
    budget.deadline = at(plan.searchShare);
    budget.maxNodes = 1LL << 60;
    budget.minNodes = 0;
    const SearchResult result =
        m_search->search(board, mover, roots, plan.maxDepth, budget, std::min(plan.maxDepth, 2));
    move.score = result.score;
    move.depth = result.depth;
    record(AiStage::Kind::Search, searchOutcome(result, plan.maxDepth), result.nodes);
    return finish(result.move, defending ? Reason::Defend : Reason::Search);
}

// Of `moves`, those after which the opponent has no VCF (or VCT), each searched with a
// small budget; an undecided search counts as safe.
std::vector<int> Ai::safeMoves(Board &board, Stone mover, const std::vector<int> &moves, bool vct,
                               const SearchBudget &budget, AiStage &stage)
{
    std::vector<int> safe;
    ThreatSearch threats(board);
    SearchBudget each = budget;
    each.maxNodes = std::max<long long>(2000, budget.maxNodes / (vct ? 80 : 20));
    const Stone other = opponent(mover);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int p = moves[i];
        // The most likely answers (they come first) are checked even on a late clock.
        each.minNodes = !vct && i < 10 ? 200 : 0;
        board.place(p, mover);
        const bool five = board.hasFive(other);
        const bool lost = five || (vct ? threats.vct(other, 7, 12, each).has_value()
                                       : threats.vcf(other, 24, each).has_value());
        stage.nodes += five ? 0 : threats.nodes();
        board.remove();
        ++stage.checked;
        if (!lost) {
            safe.push_back(p);
            ++stage.kept;
            stage.undecided += threats.aborted();
        }
    }
    return safe;
}

// Easy: answer the opponent's open three or four-three, else a random good point.
AiMove Ai::easy(Board &board, Stone mover, AiMove move)
{
    const Stone other = opponent(mover);
    // The opponent's points that make an open four or a four-three (all among its four
    // points); under Renju black's forbidden ones are no threat (forbidden() is false under
    // the other rules).
    auto threatCount = [&]() {
        int count = 0;
        for (int p : board.fourPoints(other)) {
            const Combo c = board.combo(p, other);
            count += (c == Combo::OpenFour || c == Combo::FourThree) && !board.forbidden(p, other);
        }
        return count;
    };
    std::vector<int> options;
    if (threatCount() > 0) {
        std::vector<int> answers = board.fourPoints(mover);
        for (int p : board.fourPoints(other))
            if (std::find(answers.begin(), answers.end(), p) == answers.end())
                answers.push_back(p);
        // Keep the answers that leave the fewest threats.
        int fewest = 1 << 30;
        for (int p : answers) {
            board.place(p, mover);
            const int left = board.hasFive(mover) ? 0 : threatCount();
            board.remove();
            if (left < fewest) {
                fewest = left;
                options.clear();
            }
            if (left == fewest)
                options.push_back(p);
        }
        move.reason = Reason::Defend;
        const int chosen = best(board, options, mover);
        move.point = board.point(chosen);
        return move;
    }
    options = AlphaBeta::candidates(board, mover, 5);
    const int chosen = m_rng.chance(0.5)
                           ? options.front()
                           : options[m_rng.below(static_cast<std::uint32_t>(options.size()))];
    move.point = board.point(chosen);
    move.reason = Reason::Pattern;
    return move;
}

AiMove hint(const Game &game, int timeMs, const std::atomic<bool> *stop)
{
    Ai ai(AiSettings{Level::Expert, timeMs, 1, stop});
    return ai.choose(game);
}

AiMove quickMove(const Board &board, Stone mover, int timeMs, std::uint64_t seed,
                 const std::atomic<bool> *stop)
{
    Ai ai(AiSettings{Level::Expert, timeMs, seed, stop});
    return ai.choose(board, mover);
}

} // namespace gg::gomoku
