#pragma once
// The fast 4×4 board the 2048 computer helper searches on: 16 cells of 4 bits (the tile's
// exponent, 0 empty) in one 64-bit word, and precomputed 65536-entry row tables for the
// four slides and for the heuristic. Cell (row, col) sits at bits 4 * (4 * row + col).
//
// The tables are built once, on first use, in a function-local static (thread-safe by the
// language), and are read-only afterwards, so any number of threads may search at once.

#include "twenty48/twenty48rules.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace gg::t48::bits {

using Board = std::uint64_t;

// The largest exponent a nibble holds: 2^15 = 32768.
constexpr int MaxExponent = 15;

// Weights of the board heuristic, per row and per column (the well-known design: empty
// cells and merge chances are good, non-monotonic lines and large tiles away from a
// gradient cost). Exposed so a benchmark or a tuning run can try other values.
struct HeuristicWeights
{
    float lostPenalty = 200000.0f;
    float monotonicityPower = 4.0f;
    float monotonicityWeight = 47.0f;
    float sumPower = 3.5f;
    float sumWeight = 11.0f;
    float mergesWeight = 700.0f;
    float emptyWeight = 270.0f;
};

// The heuristic of one line (a row or a column) of n exponents: the one definition both
// searches use (the 4×4 row tables are filled from it; the generic search calls it on every
// line). `rank(i)` is the line's i-th exponent (0 empty), `sumPow(r)` is r^sumPower and
// `monoPow(r)` is r^monotonicityPower, so a caller may pass precomputed powers.
template <typename Rank, typename SumPow, typename MonoPow>
float lineHeuristic(int n, Rank rank, SumPow sumPow, MonoPow monoPow, const HeuristicWeights &w)
{
    float sum = 0;
    int empty = 0;
    int merges = 0;
    int prev = 0;
    int counter = 0;
    float monoLeft = 0;
    float monoRight = 0;
    for (int i = 0; i < n; ++i) {
        const int r = rank(i);
        sum += sumPow(r);
        if (r == 0) {
            ++empty;
        } else {
            if (prev == r) {
                ++counter;
            } else if (counter > 0) {
                merges += 1 + counter;
                counter = 0;
            }
            prev = r;
        }
        if (i > 0) {
            const int before = rank(i - 1);
            if (before > r)
                monoLeft += monoPow(before) - monoPow(r);
            else
                monoRight += monoPow(r) - monoPow(before);
        }
    }
    if (counter > 0)
        merges += 1 + counter;
    return w.lostPenalty + w.emptyWeight * static_cast<float>(empty) +
           w.mergesWeight * static_cast<float>(merges) -
           w.monotonicityWeight * std::min(monoLeft, monoRight) - w.sumWeight * sum;
}

// Converts a 4×4 board; nullopt when a tile is not a power of two up to 2^MaxExponent.
std::optional<Board> fromCells(const Cells &cells);
Cells toCells(Board board);

// Cell exponent at (row, col).
inline int exponentAt(Board board, int row, int col)
{
    return static_cast<int>((board >> (4 * (4 * row + col))) & 0xF);
}

Board transpose(Board board);
int countEmpty(Board board);
// Number of different non-empty tile values on the board (it sets the search depth).
int countDistinct(Board board);
int maxExponent(Board board);

// The slide in `dir`, without spawn. A slide that merges two 2^15 tiles saturates at 2^15
// (never reached in practice; the rules core handles those boards).
Board slide(Board board, Direction dir);
// Sum of the tiles created by merges in the slide (the score the move gains).
int slideGain(Board board, Direction dir);

// The static evaluation: higher is better for the player. Uses the default weights.
float heuristic(Board board);
// The default per-line score table behind heuristic().
const float *defaultHeuristicRows();

// A heuristic table built with other weights (for tuning); same layout as the default.
class HeuristicTable
{
public:
    explicit HeuristicTable(const HeuristicWeights &weights);
    float operator()(Board board) const;
    // The 65536 per-line scores (a board scores the sum over its rows and columns).
    const float *rows() const { return m_rows.data(); }
    float lostPenalty() const { return m_lostPenalty; }

private:
    std::vector<float> m_rows;
    float m_lostPenalty;
};

} // namespace gg::t48::bits
