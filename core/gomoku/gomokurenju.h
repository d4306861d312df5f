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

#include "gomoku/gomokupatterns.h"
#include "gomoku/gomokutypes.h"

#include <cstdint>
#include <vector>

namespace gg::gomoku {

enum class Forbidden : std::uint8_t { None, DoubleThree, DoubleFour, Overline };

// What black playing the empty point `p` would be in `cells` (row-major, `size` × `size`);
// None for an occupied or off-board point.
Forbidden forbiddenAt(const std::vector<Stone> &cells, int size, Point p);

struct ForbiddenPoint
{
    Point point;
    Forbidden kind = Forbidden::None;
};
// Every forbidden point for black, row by row.
std::vector<ForbiddenPoint> forbiddenPoints(const std::vector<Stone> &cells, int size);

namespace renju {

// What a black stone at the centre of a line makes in that line alone, from the line's key
// (its ten neighbours, gomokupatterns.h). Nothing beyond five steps can matter: a black run
// through the centre that reaches the fifth neighbour already holds six stones, so it is no
// five, and every five that holds the centre lies within four steps of it.
struct LineFacts
{
    bool five = false;          // the run through the centre is exactly five
    bool overline = false;      // it is six or more
    std::uint8_t fours = 0;     // the fours holding the centre (two at most are counted)
    std::uint8_t straights = 0; // neighbours (bit i: offset i - 4 for i < 4, i - 3 above)
                                // where a black stone makes a straight four holding both
};
// Worked out once per key and kept for the whole process (any thread).
LineFacts lineFacts(std::uint32_t key);

// The offset along the line of bit `bit` of LineFacts::straights.
constexpr int straightOffset(int bit)
{
    return bit < 4 ? bit - 4 : bit - 3;
}

// Black's move on the empty point `p` of `position`, classified by the rules above. A
// Position gives the key of any empty point's line with its own black stones added, and
// keeps a stack of black stones placed for the look-ahead (MaxDepth + 1 at most):
//   std::uint32_t key(Point q, int d) const;  void push(Point q);  void pop();
// The recursion (a three's completion must not be forbidden itself) is bounded at MaxDepth,
// far beyond any position the stones of a board allow.
constexpr int MaxDepth = 24;
template <typename Position> Forbidden classify(Position &position, Point p, int depth = 0)
{
    LineFacts facts[DirectionCount];
    bool overline = false;
    int fours = 0;
    for (int d = 0; d < DirectionCount; ++d) {
        facts[d] = lineFacts(position.key(p, d));
        if (facts[d].five)
            return Forbidden::None; // a five wins, whatever else the move makes
        overline = overline || facts[d].overline;
        fours += facts[d].fours;
    }
    if (overline)
        return Forbidden::Overline;
    if (fours >= 2)
        return Forbidden::DoubleFour;
    if (depth > MaxDepth)
        return Forbidden::None;
    int threes = 0;
    position.push(p);
    for (int d = 0; d < DirectionCount && threes < 2; ++d) {
        if (facts[d].fours != 0)
            continue; // the line's four is no three as well
        for (int bit = 0; bit < 8; ++bit) {
            if ((facts[d].straights >> bit & 1u) == 0)
                continue;
            const int k = straightOffset(bit);
            const Point q{p.row + k * DirRow[d], p.col + k * DirCol[d]};
            if (classify(position, q, depth + 1) == Forbidden::None) {
                ++threes;
                break;
            }
        }
    }
    position.pop();
    return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
}

// The key field that a black stone at `h` adds to the line of `q` along `d`: 0 when `h` is
// not within five steps of `q` on that line.
constexpr std::uint32_t blackBit(Point q, int d, Point h)
{
    const int dr = h.row - q.row;
    const int dc = h.col - q.col;
    int offset = 0;
    switch (d) {
    case 0:
        offset = dr == 0 ? dc : 0;
        break;
    case 1:
        offset = dc == 0 ? dr : 0;
        break;
    case 2:
        offset = dr == dc ? dr : 0;
        break;
    default:
        offset = dr == -dc ? dr : 0;
        break;
    }
    if (offset == 0 || offset < -LineHalf || offset > LineHalf)
        return 0;
    return 1u << (2 * lineField(offset));
}

} // namespace renju

} // namespace gg::gomoku
