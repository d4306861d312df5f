#include "lianliankan/linkcursor.h"

namespace gg::ui {

std::optional<link::Point> nextCursorCell(const link::Board &board, link::Point from, int dRow,
                                          int dCol)
{
    for (link::Point p{from.row + dRow, from.col + dCol}; board.contains(p);
         p = {p.row + dRow, p.col + dCol})
        if (board.at(p) != 0)
            return p;
    const link::Point next{from.row + dRow, from.col + dCol};
    if (board.contains(next))
        return next;
    return std::nullopt;
}

} // namespace gg::ui
