#include "connectfour/connectfourai.h"

#include "connectfour/connectfourbook.h"
#include "connectfour/connectfoursearch.h"
#include "connectfour/connectfoursolver.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace gg::c4 {

int movesToEnd(const Board &board, int score)
{
    if (score == 0)
        return 0;
    // Score s means the winning disc lands when n discs are down, s = (cells + 1 - n) / 2;
    // n has the winner's parity (the mover's for s > 0, the other side's for s < 0).
    const int cells = board.geometry().cells();
    const int n0 = board.moves();
    const int s = score > 0 ? score : -score;
    const int winnerParity = score > 0 ? n0 % 2 : (n0 + 1) % 2;
    int n = cells + 1 - 2 * s;
    if (n % 2 != winnerParity)
        --n;
    const int firstOwn = score > 0 ? n0 : n0 + 1;
    return (n - firstOwn) / 2 + 1;
}

std::vector<ColumnAdvice> adviseColumns(const Board &board, int timeMs, Solver &solver,
                                        HeuristicSearch &search, const std::atomic<bool> *stop)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::vector<ColumnAdvice> advice(static_cast<std::size_t>(board.width()));
    if (board.over())
        return advice;
    solver.setStopFlag(stop);
    solver.setDeadline(start + std::chrono::milliseconds(timeMs * 3 / 4));
    const auto exact = solver.analyzeEach(board);
    solver.clearDeadline();
    solver.setStopFlag(nullptr);
    bool unproven = false;
    for (std::size_t c = 0; c < advice.size(); ++c) {
        advice[c].playable = exact[c].playable;
        if (exact[c].score) {
            advice[c].proven = true;
            advice[c].score = *exact[c].score;
            advice[c].moves = movesToEnd(board, advice[c].score);
        } else if (exact[c].playable) {
            unproven = true;
        }
    }
    if (!unproven || (stop && stop->load()))
        return advice;
    HeuristicSearch::Limits limits;
    limits.maxDepth = 16;
    limits.allScores = true;
    limits.stop = stop;
    limits.deadline = std::max(Clock::now() + std::chrono::milliseconds(100),
                               start + std::chrono::milliseconds(timeMs));
    const HeuristicSearch::Result result = search.run(board, limits);
    for (std::size_t c = 0; c < advice.size(); ++c) {
        if (!advice[c].playable || advice[c].proven || c >= result.values.size())
            continue;
        const int v = result.values[c];
        // The evaluation counts threats (24 for a good one): a threat or more leans.
        advice[c].estimate = v >= 24 ? 1 : v <= -24 ? -1 : 0;
    }
    return advice;
}

int appBudgetMs(Level level)
{
    switch (level) {
    case Level::Easy:
        return 150;
    case Level::Medium:
        return 300;
    case Level::Hard:
        return 700;
    case Level::Expert:
        return 1000;
    }
    return 1000;
}
namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point after(Clock::time_point start, int ms)
{
    return start + std::chrono::milliseconds(std::max(ms, 1));
}

bool stopped(const SearchLimits &limits)
{
    return limits.stop && limits.stop->load(std::memory_order_relaxed);
}

// Any legal column, centre first: the answer of last resort.
int anyMove(const Board &board)
{
    for (int i = 0; i < board.width(); ++i)
        if (board.canPlay(centreOrder(board.width(), i)))
            return centreOrder(board.width(), i);
    return -1;
}

} // namespace

int urgentMove(const Board &board)
{
    const int w = board.width();
    for (int i = 0; i < w; ++i) {
        const int col = centreOrder(w, i);
        if (board.canPlay(col) && board.isWinningMove(col))
            return col;
    }
    const Bits blocks = board.possible() & board.opponentThreats();
    for (int i = 0; i < w && blocks; ++i) {
        const int col = centreOrder(w, i);
        if (blocks & board.geometry().columnMask(col))
            return col;
    }
    return -1;
}

int scriptedMove(const Board &board, Rng &rng)
{
    const Geometry &geo = board.geometry();
    const Bits possible = board.possible();
    const Bits threats = board.opponentThreats();
    const auto pick = [&](Bits cells) {
        std::vector<int> columns;
        for (int col = 0; col < board.width(); ++col)
            if (board.canPlay(col) && (cells & geo.columnMask(col)))
                columns.push_back(col);
        return columns.empty() ? -1
                               : columns[rng.below(static_cast<std::uint32_t>(columns.size()))];
    };
    if (const int win = pick(board.ownThreats() & possible); win >= 0)
        return win;
    if (const int block = pick(threats & possible); block >= 0)
        return block;
    if (const int safe = pick(possible & ~(threats >> 1)); safe >= 0)
        return safe;
    return pick(possible);
}

ComputerPlayer::ComputerPlayer(std::uint64_t seed, int tableBits)
    : m_rng(seed), m_tableBits(tableBits), m_search(std::make_unique<HeuristicSearch>(18))
{
}

ComputerPlayer::~ComputerPlayer() = default;

Solver &ComputerPlayer::solver(const Board &board)
{
    if (!m_solver)
        m_solver = std::make_unique<Solver>(m_tableBits);
    // Keys are only unique within one board size.
    if (board.width() != m_solverWidth || board.height() != m_solverHeight) {
        m_solver->clear();
        m_solverWidth = board.width();
        m_solverHeight = board.height();
    }
    return *m_solver;
}

MoveChoice ComputerPlayer::choose(const Board &board, Level level, const SearchLimits &limits)
{
    MoveChoice choice;
    if (board.over())
        return choice;
    if (const int urgent = urgentMove(board); urgent >= 0) {
        choice.column = urgent;
    } else {
        switch (level) {
        case Level::Easy:
            choice = easy(board);
            break;
        case Level::Medium:
            choice = medium(board, limits);
            break;
        case Level::Hard:
            choice = hard(board, limits);
            break;
        case Level::Expert:
            choice = expert(board, limits);
            break;
        }
    }
    // Whatever happened (cancel, odd input), never answer with an illegal column.
    if (!board.canPlay(choice.column))
        choice.column = anyMove(board);
    choice.cancelled = stopped(limits);
    return choice;
}

MoveChoice ComputerPlayer::easy(const Board &board)
{
    MoveChoice choice;
    const int w = board.width();
    const Bits nonLosing = board.nonLosingMoves();
    // A beginner sees direct threats but now and then misses the one a move further on:
    // a third of the time it does not check whether its move lets the opponent win.
    const bool careful = !m_rng.chance(1.0 / 3.0);
    int best = -HeuristicSearch::Infinity;
    for (int col = 0; col < w; ++col) {
        if (!board.canPlay(col))
            continue;
        if (careful && nonLosing && !(nonLosing & board.geometry().columnMask(col)))
            continue;
        Board child = board;
        child.play(col);
        // One ply of evaluation drowned in noise: it likes the centre and its own lines
        // without reading them.
        const int value =
            -HeuristicSearch::evaluate(child) + static_cast<int>(m_rng.below(121)) - 60;
        if (value > best) {
            best = value;
            choice.column = col;
        }
    }
    return choice;
}

MoveChoice ComputerPlayer::medium(const Board &board, const SearchLimits &limits)
{
    MoveChoice choice;
    HeuristicSearch::Limits hl;
    hl.maxDepth = 4;
    hl.deadline = after(Clock::now(), limits.timeMs);
    hl.stop = limits.stop;
    hl.allScores = true;
    const auto result = m_search->run(board, hl);
    choice.column = result.column;
    choice.depth = result.depth;
    choice.nodes = result.nodes;
    // Random among the moves within a small margin of the best (never a proven loss when a
    // better move exists).
    std::vector<int> near;
    for (int col = 0; col < board.width(); ++col) {
        const int v = result.values[static_cast<std::size_t>(col)];
        if (v > -HeuristicSearch::Win && v >= result.value - 12)
            near.push_back(col);
    }
    if (!near.empty() && result.value < HeuristicSearch::Win)
        choice.column = near[m_rng.below(static_cast<std::uint32_t>(near.size()))];
    return choice;
}

MoveChoice ComputerPlayer::hard(const Board &board, const SearchLimits &limits)
{
    MoveChoice choice;
    const auto start = Clock::now();
    // Near the end the exact solver answers in milliseconds: play perfectly there.
    const int empty = board.geometry().cells() - board.moves();
    if (empty <= 16) {
        Solver &s = solver(board);
        s.setStopFlag(limits.stop);
        s.setDeadline(after(start, limits.timeMs / 2));
        if (auto best = s.bestMove(board)) {
            choice.column = best->column;
            choice.proven = choice.exact = true;
            choice.score = best->score;
            return choice;
        }
    }
    HeuristicSearch::Limits hl;
    hl.maxDepth = 14;
    hl.deadline = after(start, limits.timeMs * 6 / 10);
    hl.stop = limits.stop;
    const auto result = m_search->run(board, hl);
    choice.column = result.column;
    choice.depth = result.depth;
    choice.nodes = result.nodes;
    return choice;
}

MoveChoice ComputerPlayer::expert(const Board &board, const SearchLimits &limits)
{
    MoveChoice choice;
    const auto start = Clock::now();
    if (m_useBook) {
        if (auto book = bookMove(board)) {
            choice.column = book->column;
            choice.score = book->score;
            choice.proven = true;
            choice.exact = book->exact;
            choice.fromBook = true;
            return choice;
        }
    }
    // A quick heuristic answer first, so a move is ready whatever the solver manages.
    HeuristicSearch::Limits hl;
    hl.maxDepth = 12;
    hl.deadline = after(start, limits.timeMs / 5);
    hl.stop = limits.stop;
    const auto fallback = m_search->run(board, hl);
    choice.column = fallback.column;
    choice.depth = fallback.depth;
    choice.nodes = fallback.nodes;
    if (stopped(limits))
        return choice;

    Solver &s = solver(board);
    s.setStopFlag(limits.stop);
    s.resetNodes();
    // Win / draw / loss first (much cheaper to prove), then the exact score if time remains:
    // the table filled by the first search speeds up the second.
    s.setDeadline(after(start, limits.timeMs * 11 / 20));
    auto best = s.bestMove(board, true, true);
    bool exact = false;
    if (best) {
        s.setDeadline(after(start, limits.timeMs * 9 / 10));
        if (auto strong = s.bestMove(board, false, true)) {
            best = strong;
            exact = true;
        }
    }
    if (!best && limits.extraMs > 0 && board.moves() <= EarlyPlies && !stopped(limits)) {
        // Early and unproven: an unproven move here may throw away a won game; think on
        // (the table filled so far carries over).
        s.setDeadline(after(start, limits.timeMs + limits.extraMs));
        best = s.bestMove(board, true, true);
    }
    choice.nodes += s.nodes();
    if (!best)
        return choice; // unproven: the deepest heuristic answer
    choice.proven = true;
    choice.exact = exact;
    choice.score = best->score;
    // Among the moves that keep the proven value, prefer the heuristic's (it sets the
    // opponent the hardest problems), else any of them at random.
    const auto &ties = best->ties;
    if (ties.empty() || std::find(ties.begin(), ties.end(), fallback.column) != ties.end())
        choice.column = ties.empty() ? best->column : fallback.column;
    else
        choice.column = ties[m_rng.below(static_cast<std::uint32_t>(ties.size()))];
    return choice;
}

} // namespace gg::c4
