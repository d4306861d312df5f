#include "lianliankan/linkcursor.h"

#include "common/linecursor.h"

namespace gg::ui {

std::optional<link::Point> nextCursorCell(const link::Board &board, link::Point from, int dRow,
                                          int dCol)
{
    return nextInLine(
        from, dRow, dCol, [&board](link::Point p) { return board.contains(p); },
        [&board](link::Point p) { return board.at(p) != 0; });
}

} // namespace gg::ui
