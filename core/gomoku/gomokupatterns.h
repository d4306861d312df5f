#pragma once
// Pattern recognition for one line. A point's "line key" holds its ten neighbours along
// one direction (five on each side, two bits each: 0 empty, 1 black, 2 white, 3 off the
// board); a precomputed table maps every key to the Pattern a stone placed on the point
// would make. Five cells per side are needed so Rule::ExactlyFive can see an overline.

#include "gomoku/gomokutypes.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace gg::gomoku {

constexpr int LineHalf = 5;
constexpr int LineKeyBits = 4 * LineHalf;
constexpr std::uint32_t LineKeyCount = 1u << LineKeyBits;

// Field number in a line key of the neighbour at `offset` (-5..-1, 1..5) along the line.
constexpr int lineField(int offset)
{
    return offset < 0 ? offset + LineHalf : offset + LineHalf - 1;
}

constexpr std::uint32_t OffBoardCode = 3;

// The key of a point with no neighbour at all: every field empty.
constexpr std::uint32_t EmptyLineKey = 0;

// The same key seen by the other colour: black and white swapped, off-board kept.
constexpr std::uint32_t swapColours(std::uint32_t key)
{
    constexpr std::uint32_t low = 0x55555;
    return ((key & low) << 1) | ((key >> 1) & low);
}

// The table for one line rule (FiveOrMore or ExactlyFive; Renju gives black's), for black
// stones (index a key, get a Pattern as a byte).
const std::array<std::uint8_t, LineKeyCount> &patternTable(Rule rule);

inline Pattern linePattern(std::uint32_t key, Stone stone, Rule rule)
{
    return static_cast<Pattern>(
        patternTable(lineRule(rule, stone))[stone == Stone::White ? swapColours(key) : key]);
}

// What a move makes over its four lines.
Combo combine(Pattern a, Pattern b, Pattern c, Pattern d);

// Convenience for tests and tools: the pattern made by playing 'X' on the '?' of a line
// written with 'X' (own), 'O' (opponent), '#' (edge of the board) and '.' (empty). Points
// beyond the text count as empty. Returns Pattern::None if the text has no '?'.
Pattern patternOfLine(std::string_view line, Rule rule = Rule::FiveOrMore);

} // namespace gg::gomoku
