#include "connectfour/connectfourreview.h"

#include "connectfour/connectfourbook.h"
#include "connectfour/connectfoursolver.h"

namespace gg::c4 {

namespace {

Outcome fromSign(int score)
{
    return score > 0 ? Outcome::Win : score < 0 ? Outcome::Loss : Outcome::Draw;
}

} // namespace

Outcome positionOutcome(const Board &board, Solver &solver, std::uint64_t nodes)
{
    if (!board.over() && !board.canWinNext())
        if (auto book = bookMove(board))
            return fromSign(book->score);
    solver.resetNodes();
    solver.setNodeLimit(nodes);
    const auto score = solver.solve(board, true);
    solver.setNodeLimit(0);
    return score ? fromSign(*score) : Outcome::Unknown;
}

std::vector<MoveVerdict> reviewGame(int width, int height, const std::vector<int> &moves,
                                    Solver &solver, std::uint64_t nodes,
                                    const std::atomic<bool> *stop)
{
    std::vector<MoveVerdict> verdicts(moves.size());
    if (!validSize(width, height))
        return verdicts;
    // The positions of the game; boards[k] is before move k.
    std::vector<Board> boards{Board(width, height)};
    for (int column : moves) {
        Board next = boards.back();
        if (next.over() || column < 0 || column >= width || !next.canPlay(column))
            return verdicts;
        next.play(column);
        boards.push_back(next);
    }
    solver.setStopFlag(stop);
    // From the end: the late positions are solved at once and fill the table for the
    // earlier ones.
    std::vector<Outcome> outcome(boards.size(), Outcome::Unknown);
    for (std::size_t k = boards.size(); k-- > 0;) {
        if (stop && stop->load())
            break;
        outcome[k] = positionOutcome(boards[k], solver, nodes);
    }
    for (std::size_t k = 0; k < moves.size(); ++k) {
        MoveVerdict &v = verdicts[k];
        v.before = outcome[k];
        v.after = flip(outcome[k + 1]);
        // The book stores the best move of its positions, not always the position after it.
        const auto book = boards[k].over() ? std::nullopt : bookMove(boards[k]);
        if (book && v.after == Outcome::Unknown && book->column == moves[k])
            v.after = fromSign(book->score);
        if (!v.mistake() || (stop && stop->load()))
            continue;
        if (book && fromSign(book->score) == v.before) {
            v.better = book->column;
            continue;
        }
        // A column that keeps the result, the centre first.
        for (int i = 0; i < width && v.better < 0; ++i) {
            const int column = centreOrder(width, i);
            if (column == moves[k] || !boards[k].canPlay(column))
                continue;
            Board next = boards[k];
            next.play(column);
            const Outcome kept = flip(positionOutcome(next, solver, nodes));
            if (kept != Outcome::Unknown && kept == v.before)
                v.better = column;
        }
    }
    solver.setStopFlag(nullptr);
    return verdicts;
}

} // namespace gg::c4
