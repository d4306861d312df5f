#pragma once
// Depth-limited alpha-beta search with a threat-based evaluation, for the computer levels
// that do not (or cannot yet) solve the position exactly. It shares the solver's bitboard
// tricks (never play a move that hands the opponent an immediate win, block a single
// threat, stop at a double threat) so even a shallow search never blunders one move deep.

#include "connectfour/connectfourboard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace gg::c4 {

class HeuristicSearch
{
public:
    // Values at or beyond Win are proven wins found inside the horizon: Win + (cells - discs
    // on the board when the winning disc lands), so a sooner win is worth more.
    static constexpr int Win = 1000000;
    static constexpr int Infinity = 2000000;

    explicit HeuristicSearch(int tableBits = 18);

    struct Limits
    {
        int maxDepth = 8;
        std::chrono::steady_clock::time_point deadline =
            std::chrono::steady_clock::time_point::max();
        const std::atomic<bool> *stop = nullptr;
        // Score every root move with a full window (for levels that pick among near-equal
        // moves); otherwise only the best move is exact.
        bool allScores = false;
    };
    struct Result
    {
        int column = -1;
        int value = 0;
        int depth = 0; // deepest completed iteration
        bool stopped = false;
        std::uint64_t nodes = 0;
        // Per column value at `depth` (-Infinity: not a candidate); exact only with allScores.
        std::vector<int> values;
    };

    // Iterative deepening from depth 1 to limits.maxDepth. The board must not be over.
    // Always returns a legal column, even when stopped before depth 1 completes.
    Result run(const Board &board, const Limits &limits);

    // Static evaluation for the side to move (exposed for tests).
    static int evaluate(const Board &board);

private:
    struct Entry
    {
        std::uint64_t key = 0;
        int value = 0;
        std::int8_t depth = -1;
        std::uint8_t bound = 0; // 1 lower, 2 upper, 3 exact
        std::int8_t move = -1;
    };

    int negamax(Bits cur, Bits mask, int moves, int depth, int alpha, int beta);
    int eval(Bits cur, Bits mask, int moves) const;
    bool timeUp();

    Geometry m_geo;
    std::vector<Entry> m_table;
    std::uint64_t m_tableMask = 0;
    int m_tableBits = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    Limits m_limits;
    Bits m_centre = 0;
    Bits m_evenRows = 0; // rows 0, 2, 4, ... (0-based): the first player's good threat rows
};

} // namespace gg::c4
