#pragma once
// Alpha-beta (principal variation) search for Gomoku: negamax over a pruned list of
// candidate points (the best few by pattern score; all of them before a node is called
// lost), forced replies to fours without spending depth, a ply more for a table move no
// other candidate comes near (singular extensions), a node near the leaves given up when its
// evaluation lies far above beta (static futility), a transposition table and iterative
// deepening within a time budget.

#include "gomoku/gomokuboard.h"
#include "gomoku/gomokuthreats.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace gg::gomoku {

// Scores above WinThreshold (or below its negation) are forced wins (losses).
constexpr int WinScore = 1'000'000;
constexpr int WinThreshold = WinScore - 1000;

struct SearchResult
{
    int move = -1;            // board index of the best root move
    int score = 0;            // from the mover's point of view
    int depth = 0;            // last depth fully searched
    long long nodes = 0;      // nodes visited by all iterations
    long long extensions = 0; // singular extensions made by all iterations
    long long futile = 0;     // nodes given up by static futility in all iterations
};

class AlphaBeta
{
public:
    // `ttBits`: log2 of the transposition table's entry count; `futility`: whether nodes
    // near the leaves may be given up on their evaluation (off only to measure what that
    // changes).
    explicit AlphaBeta(int ttBits = 19, bool futility = true);

    // Searches `board` for `mover` over `rootMoves` (none empty), deepening from 1 to
    // `maxDepth` plies until the budget runs out; returns one of the root moves unless they
    // all lose, when every other candidate point joins them (a loss is proven over all).
    // Depths up to `minDepth` are finished whatever the clock says (the stop flag still
    // stops them), so a shallow tactical look is never skipped on a busy machine.
    SearchResult search(Board &board, Stone mover, std::vector<int> rootMoves, int maxDepth,
                        const SearchBudget &budget, int minDepth = 0);

    // Static evaluation for the side to move, of a board or of its totals. From totals alone
    // a Renju black four-three point counts even if it is forbidden (a four with two threes);
    // the board's evaluation asks.
    static int evaluate(const Board &board, Stone mover);
    static int evaluate(const Board::Totals &totals, Stone mover);

    // Candidate points for `mover`, best first: if the opponent threatens an open four only
    // the points that answer it; otherwise the `width` best points by pattern score.
    static std::vector<int> candidates(const Board &board, Stone mover, int width);
    // The same into `moves` (its old content replaced), reusing its storage.
    static void candidates(const Board &board, Stone mover, int width, std::vector<int> &moves);
    // How many candidates a node at `ply` below the root with `depth` plies still to search
    // lists when no open three forces its answers: 16, 12 or 9 by ply, 4 more from 7 plies
    // to go (a deeper search gets more points to choose from).
    static int width(int ply, int depth);

private:
    int negamax(Stone mover, int depth, int alpha, int beta, int ply);
    // negamax() at depth 0 after `mover` plays `move`, if that leaf is quiet (no five to
    // play or stop, no open four or four-three for the side to move there): worked out from
    // Board::totalsAfter() without placing the stone. nullopt for any other leaf.
    std::optional<int> quietLeaf(Stone mover, int move, int ply);
    bool outOfBudget();

    struct Entry
    {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::int16_t move = -1;
        std::int8_t depth = -1;
        std::uint8_t flag = 0;
    };

    Board *m_board = nullptr;
    // Leaf VCF checks; made for the board of each search.
    std::unique_ptr<ThreatSearch> m_threats;
    SearchBudget m_budget;
    long long m_nodes = 0;
    long long m_nextClockCheck = 0;
    bool m_ignoreClock = false;
    bool m_aborted = false;
    int m_rootDepth = 0;
    long long m_extensions = 0;
    bool m_futility = true;
    long long m_futile = 0;
    // Each ply's static evaluation for its side to move, to tell whether a side's position
    // improved since its last move (two plies up).
    std::vector<int> m_evals;
    // Each ply's candidate list, kept from node to node so no node allocates one (a node at
    // ply p has p stones more than the root, so MaxSize² + 1 lists are enough; the outer
    // vector never grows while a search holds references into it).
    std::vector<std::vector<int>> m_moves;
    std::vector<Entry> m_table;
    std::uint64_t m_mask = 0;
};

// True if `mover` has an open four (or a double four) to play: under Renju, at a point
// that is not forbidden to black (docs/RULES.md §3.11).
bool hasOpenFour(const Board &board, Stone mover);

} // namespace gg::gomoku
