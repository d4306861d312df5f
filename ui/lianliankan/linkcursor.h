#pragma once
// Keyboard cursor moves on the Lianliankan board. An arrow key moves in its own direction
// only (never sideways): to the nearest tile in the cursor's row or column that way, so
// empty stretches of a late board cost no extra key presses; with no tile that way it steps
// one cell while the board goes on.

#include "lianliankan/linkboard.h"

#include <optional>

namespace gg::ui {

// Where the cursor at `from` goes for the direction (dRow, dCol) (one of them ±1, the other
// 0), or nullopt when it stays.
std::optional<link::Point> nextCursorCell(const link::Board &board, link::Point from, int dRow,
                                          int dCol);

} // namespace gg::ui
