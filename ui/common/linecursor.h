#pragma once
// Keyboard cursors on a grid (Lianliankan's tiles, Memory's cards): an arrow moves in its own
// direction only, never sideways: to the nearest cell in the cursor's row or column that way
// that `wanted` accepts (a tile still there, a card still in play), skipping the others;
// with none, one step while the grid goes on; at the edge, nowhere (nullopt).

#include <optional>

namespace gg::ui {

// `Point` has `row` and `col`; `inside(p)` says whether p is on the grid.
template <typename Point, typename Inside, typename Wanted>
std::optional<Point> nextInLine(Point from, int dRow, int dCol, Inside inside, Wanted wanted)
{
    const auto step = [dRow, dCol](Point p) {
        p.row += dRow;
        p.col += dCol;
        return p;
    };
    for (Point p = step(from); inside(p); p = step(p))
        if (wanted(p))
            return p;
    if (inside(step(from)))
        return step(from);
    return std::nullopt;
}

} // namespace gg::ui
