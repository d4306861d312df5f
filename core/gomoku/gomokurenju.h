#pragma once
// Renju's forbidden moves (禁手, docs/RULES.md §3.11) for black, after the RIF rules:
//  - a five is exactly five in a row; a move that makes one is never forbidden, whatever
//    else it makes;
//  - an overline (six or more in a row, 长连) is forbidden;
//  - a double four (四四): two or more fours at once, also two in one line (`X.XXX.X` with
//    the middle stone played); a four is a line that one more stone turns into a five, and
//    an open (straight) four, with two such points, is one four;
//  - a double three (三三): two or more threes at once, where a three is a line that one
//    more stone turns into a straight four, and that stone must itself not be forbidden
//    (so a "false three" whose only completion is a forbidden point is no three; checked
//    recursively). A four-three-three is a double three; a four-three is allowed.
// White has no forbidden moves and wins with five or more.

#include "gomoku/gomokutypes.h"

#include <vector>

namespace gg::gomoku {

enum class Forbidden : std::uint8_t { None, DoubleThree, DoubleFour, Overline };

// What black playing the empty point `p` would be in `cells` (row-major, `size` × `size`);
// None for an occupied or off-board point.
Forbidden forbiddenAt(const std::vector<Stone> &cells, int size, Point p);
// The same, taking the cells over instead of copying them.
Forbidden forbiddenAt(std::vector<Stone> &&cells, int size, Point p);

struct ForbiddenPoint
{
    Point point;
    Forbidden kind = Forbidden::None;
};
// Every forbidden point for black, row by row.
std::vector<ForbiddenPoint> forbiddenPoints(const std::vector<Stone> &cells, int size);

} // namespace gg::gomoku
