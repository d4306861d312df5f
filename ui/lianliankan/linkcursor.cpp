#include "lianliankan/linkcursor.h"

#include <cstdlib>

namespace gg::ui {

std::optional<link::Point> nextCursorCell(const link::Board &board, link::Point from, int dRow,
                                          int dCol)
{
    std::optional<link::Point> best;
    int bestScore = 0;
    for (int i = 0; i < board.cellCount(); ++i) {
        if (board.cells()[i] == 0)
            continue;
        const link::Point p = board.point(i);
        const int along = (p.row - from.row) * dRow + (p.col - from.col) * dCol;
        const int across = std::abs(dRow != 0 ? p.col - from.col : p.row - from.row);
        if (along <= 0)
            continue;
        // A step sideways counts as three steps ahead.
        const int score = along + 3 * across;
        if (!best || score < bestScore) {
            best = p;
            bestScore = score;
        }
    }
    if (best)
        return best;
    const link::Point next{from.row + dRow, from.col + dCol};
    if (board.contains(next))
        return next;
    return std::nullopt;
}

} // namespace gg::ui
