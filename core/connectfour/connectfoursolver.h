#pragma once
// Exact Connect Four solver: negamax with alpha-beta, a transposition table holding both
// score bounds and the best move, centre-first / threat-count move ordering, pruning of moves
// that hand the opponent an immediate win, and a null-window search over the score range at
// the root (the design of Pascal Pons' "Solving Connect 4" series), extended with a
// two-bound table that also keeps the best move and favours costly entries, enhanced
// transposition cutoffs, mirror-shared entries in the opening and no table traffic for
// forced moves.
//
// Score convention (issue 3): 0 draw; positive when the side to move wins, 1 if it wins with
// its very last possible disc, 2 with the one before, ...; negative likewise for a loss.
// With n discs played and a win available at once the score is (W*H + 1 - n) / 2.

#include "connectfour/connectfourboard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace gg::c4 {

class TranspositionTable;

// The score the side to move gets by winning with its next disc.
inline int winNowScore(const Board &board)
{
    return (board.geometry().cells() + 1 - board.moves()) / 2;
}

class Solver
{
public:
    // The table has 2^tableBits entries of 8 bytes (23: 64 MiB), clamped to 22..30.
    explicit Solver(int tableBits = 23);
    ~Solver();
    Solver(const Solver &) = delete;
    Solver &operator=(const Solver &) = delete;

    // Stops the search when *stop becomes true (checked every few thousand nodes).
    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }
    // Stops the search at this time point; clearDeadline() removes the limit.
    void setDeadline(std::chrono::steady_clock::time_point deadline);
    void clearDeadline() { m_hasDeadline = false; }
    // Stops the search once nodes() reaches `limit` (0: no limit). Unlike a deadline this
    // is deterministic: the same calls with the same limit give the same results on any
    // machine (the opening book generator relies on it).
    void setNodeLimit(std::uint64_t limit) { m_nodeLimit = limit; }

    // Exact score of `board`, which must not be over. `weak`: only the sign (-1, 0, 1).
    // nullopt when stopped by the flag or the deadline.
    std::optional<int> solve(const Board &board, bool weak = false);

    // Is the score of `board` at least `bound`? One null-window search. nullopt if stopped.
    std::optional<bool> atLeast(const Board &board, int bound);

    struct Choice
    {
        int column = -1;
        int score = 0;
        std::vector<int> ties; // every column that achieves `score` (includes `column`)
    };
    // A move achieving the exact (or, with `weak`, the sign) score, preferring the centre;
    // `allTies` also lists every other column that achieves it. nullopt if stopped.
    std::optional<Choice> bestMove(const Board &board, bool weak = false, bool allTies = false);

    // Score of each column after playing it, from the mover's point of view (nullopt for a
    // full column). nullopt if stopped.
    std::optional<std::vector<std::optional<int>>> analyze(const Board &board, bool weak = false);

    // The same, column by column, keeping what was proven when the search is stopped: per
    // column, whether a disc can go there and, if proven, the score of playing it (from the
    // mover's point of view: minus the score of the position after it, or the win-now
    // score when it wins at once). Used by the analysis overlay and `connect4 analyse`.
    struct ColumnValue
    {
        bool playable = false;
        std::optional<int> score; // nullopt: not proven before the stop or deadline
    };
    std::vector<ColumnValue> analyzeEach(const Board &board, bool weak = false);

    std::uint64_t nodes() const { return m_nodes; }
    void resetNodes() { m_nodes = 0; }
    // Forgets every stored position (the table stays allocated).
    void clear();

private:
    template <typename G> friend class Search;

    std::optional<int> search(const Board &board, int alpha, int beta);
    bool timeUp(std::uint64_t nodes) const;

    std::unique_ptr<TranspositionTable> m_table;
    std::uint64_t m_nodes = 0;
    const std::atomic<bool> *m_stop = nullptr;
    bool m_hasDeadline = false;
    std::uint64_t m_nodeLimit = 0;
    std::chrono::steady_clock::time_point m_deadline;
};

} // namespace gg::c4
