#pragma once
// The Lianliankan path finder (docs/RULES.md §4.4, §4.5): two tiles of one kind are removable when
// a path of horizontal and vertical segments with at most two turns joins them through empty cells,
// including the empty ring just outside the board.
//
// Which path is returned, when several qualify:
//   1. the fewest turns (0, then 1, then 2);
//   2. then the shortest (sum of segment lengths);
//   3. then, for one turn, the corner with the smaller (row, col);
//      for two turns, a horizontal-vertical-horizontal path (vertical middle segment) before a
//      vertical-horizontal-vertical one, then the middle segment with the smaller column (or
//      row); the outer ring (-1) counts as smallest.
// The rule depends only on the two cells, not on their order, so find(a, b) is always
// find(b, a) reversed.
//
// The finder snapshots the board into a padded grid and precomputes, for every cell, how far
// the run of empty cells reaches in each direction; each query is then O(rows + cols) with
// O(1) work per candidate middle segment.

#include "lianliankan/linkboard.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gg::link {

// A removable pair: a precedes b in row-major order; path runs from a to b.
struct Pair
{
    Point a;
    Point b;
    Path path;
    int turns() const { return turnsOf(path); }
};

class PathFinder
{
public:
    explicit PathFinder(const Board &board);

    // The best path joining two distinct tiles of the same kind, or nullopt (also for a point
    // off the board, an empty cell, different kinds or the same cell).
    std::optional<Path> find(Point a, Point b) const;
    // As find(), but any two tiles qualify whatever their kinds (used to build deals).
    std::optional<Path> route(Point a, Point b) const;

    // Every removable pair, a before b in row-major order, sorted by a then b.
    std::vector<Pair> removablePairs() const;
    // The first removable pair in that order, or nullopt when the player is stuck.
    std::optional<Pair> firstPair() const;
    bool hasPair() const { return firstPair().has_value(); }

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }

private:
    int pad(Point p) const { return (p.row + 1) * m_width + (p.col + 1); }
    bool isTile(Point p) const;
    // The search proper, on tiles known to be distinct and occupied.
    std::optional<Path> connect(Point a, Point b) const;
    // Tiles grouped by kind, each group in row-major order.
    std::vector<std::vector<Point>> tilesByKind() const;

    int m_rows = 0;
    int m_cols = 0;
    int m_width = 0; // cols + 2
    std::vector<int> m_kind;
    // Reach of the run of empty cells from each padded cell, as a column (left/right) or row
    // (up/down) index in padded coordinates; a blocked direction reaches the cell itself.
    std::vector<std::int16_t> m_left, m_right, m_up, m_down;
};

// Convenience for one query.
std::optional<Path> findPath(const Board &board, Point a, Point b);

} // namespace gg::link
