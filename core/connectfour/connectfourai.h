#pragma once
// The computer player (issue 3): four levels behind one call, run on a worker thread on a
// copy of the board, cancellable through a stop flag and bounded by a time budget.
//
//   Easy    takes an immediate win and blocks an immediate loss, otherwise plays a shallow,
//           noisy evaluation and now and then overlooks a threat two moves ahead, like a
//           beginner.
//   Medium  a 4-ply search with a threat-based evaluation, random among near-equal moves.
//   Hard    an iterative-deepening search (up to 14 plies, at most 60% of the budget), and
//           exact play once the end is within easy reach of the solver.
//   Expert  the opening book, then the exact solver within the budget (perfect play when it
//           proves the outcome); in an early position still unproven it may think on
//           (SearchLimits::extraMs); otherwise the deepest heuristic search it completed.
//
// Every level returns a legal column for any position that is not over.

#include "common/rng.h"
#include "connectfour/connectfourboard.h"
#include "connectfour/connectfourgame.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace gg::c4 {

class Solver;
class HeuristicSearch;

struct SearchLimits
{
    int timeMs = 1000; // budget for this move
    // Expert only: when the solver has proven nothing within timeMs in an early position
    // (at most EarlyPlies discs), it keeps solving for up to this much longer rather than
    // play an unproven move (the UI shows it thinking). 0: never.
    int extraMs = 0;
    const std::atomic<bool> *stop = nullptr; // set from another thread to cancel
};

// The thinking time the app gives each level per move (Expert: about a second), and the
// Expert's extra time in an early unproven position (SearchLimits::extraMs).
int appBudgetMs(Level level);
constexpr int ExpertExtraMs = 4000;

struct MoveChoice
{
    int column = -1;
    bool proven = false;   // `score` is the solver's exact (or sign-only) value of the move
    bool exact = false;    // proven with the exact score, not only win/draw/loss
    int score = 0;         // solver score when proven (issue 3's convention), else 0
    bool fromBook = false; // taken from the opening book
    int depth = 0;         // plies of the deepest completed heuristic search (0: none)
    std::uint64_t nodes = 0;
    bool cancelled = false; // the stop flag was raised (column is still legal)
};

// The simple scripted player the levels are measured against (benchmarks, `gridgames-cli
// connect4 ladder`): takes a win, else blocks the opponent's, never plays under an opponent's
// winning cell when it can help it, otherwise a random legal column.
int scriptedMove(const Board &board, Rng &rng);

// Positions with at most this many discs count as early for SearchLimits::extraMs: there an
// unproven move can give away a won game that the solver proves in a few seconds.
inline constexpr int EarlyPlies = 16;

// One object per computer opponent (or per hint helper). Not thread-safe: run one choose()
// at a time, typically on a worker thread with a copy of the board; keep the object between
// moves so the solver's table carries over.
class ComputerPlayer
{
public:
    // `tableBits`: size of the solver's table (2^bits entries of 8 bytes), allocated on first
    // use by Hard or Expert and kept between moves so earlier work is reused.
    explicit ComputerPlayer(std::uint64_t seed = Rng::randomSeed(), int tableBits = 22);
    ~ComputerPlayer();
    ComputerPlayer(const ComputerPlayer &) = delete;
    ComputerPlayer &operator=(const ComputerPlayer &) = delete;

    // A move for the side to move. `board` must not be over.
    MoveChoice choose(const Board &board, Level level, const SearchLimits &limits = {});
    // The Expert's move (the UI's Hint).
    MoveChoice hint(const Board &board, const SearchLimits &limits = {})
    {
        return choose(board, Level::Expert, limits);
    }

    // Use the opening book (on by default; tests switch it off to exercise the search).
    void setUseBook(bool use) { m_useBook = use; }
    Rng &rng() { return m_rng; }

private:
    MoveChoice easy(const Board &board);
    MoveChoice medium(const Board &board, const SearchLimits &limits);
    MoveChoice hard(const Board &board, const SearchLimits &limits);
    MoveChoice expert(const Board &board, const SearchLimits &limits);
    Solver &solver(const Board &board);

    Rng m_rng;
    int m_tableBits;
    bool m_useBook = true;
    std::unique_ptr<Solver> m_solver;
    int m_solverWidth = 0;
    int m_solverHeight = 0;
    std::unique_ptr<HeuristicSearch> m_search;
};

// The analysis overlay (issue 19): what each column is worth to the side to move. Exact
// where the solver proves it within the time; otherwise the heuristic search's estimate,
// shown as such.
struct ColumnAdvice
{
    bool playable = false;
    bool proven = false;
    int score = 0;    // proven: the exact score of playing the column (connect4 solve's sign)
    int moves = 0;    // proven win or loss: the winner's discs still to play, counting this
                      // one for a win (0 for a draw)
    int estimate = 0; // unproven: the search's leaning, +1 good, 0 even, -1 bad
};
// Runs on a worker thread: the solver first (most of the time), then the search for the
// columns it did not prove. `solver` and `search` keep their tables between calls.
std::vector<ColumnAdvice> adviseColumns(const Board &board, int timeMs, Solver &solver,
                                        HeuristicSearch &search,
                                        const std::atomic<bool> *stop = nullptr);
// The winner's discs still to play for a proven `score` of playing a column in `board`
// (counting that disc when the mover wins); 0 for a draw.
int movesToEnd(const Board &board, int score);

// A move that wins at once, else the only block of an immediate threat (or one of them if
// there are two), else -1. Every level plays this first.
int urgentMove(const Board &board);

} // namespace gg::c4
