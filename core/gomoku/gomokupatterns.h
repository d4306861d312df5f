#pragma once
// Pattern recognition for one line. A point's "line key" holds its ten neighbours along
// one direction (five on each side, two bits each: 0 empty, 1 black, 2 white, 3 off the
// board); a precomputed table maps every key to the Pattern a stone placed on the point
// would make. Five cells per side are needed so Rule::ExactlyFive can see an overline.

#include "gomoku/gomokutypes.h"

#include <array>
#include <cstdint>
#include <optional>
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

// Both colours' pattern tables as the board reads them: a stone of either colour on a point
// whose line key is `key` makes the patterns held in the byte data[(key >> shift) & mask],
// black's in its low four bits and white's in its high four, so one load serves both. Under
// five or more for both colours a pattern never depends on the fifth neighbour on either side
// (every five through the point lies within four steps of it), so that table drops the two
// outer fields: 64 KiB, which the cache keeps, against 1 MiB.
struct PairTable
{
    const std::uint8_t *data;
    int shift;
    std::uint32_t mask;
    std::uint8_t operator()(std::uint32_t key) const { return data[(key >> shift) & mask]; }
};

// The pattern of colour `colour` (0 black, 1 white) in a byte of a PairTable.
constexpr Pattern pairPattern(std::uint8_t pair, int colour)
{
    return static_cast<Pattern>((pair >> (4 * colour)) & 15);
}

// The table for a game's rule (Renju: black's lines by exactly five, white's by five or more).
PairTable pairTable(Rule rule);

// How far along a line a stone changes other points' patterns: four steps under five or
// more, five under exactly five (an overline needs the fifth).
constexpr int lineReach(Rule lineRule)
{
    return lineRule == Rule::ExactlyFive ? LineHalf : LineHalf - 1;
}

inline Pattern linePattern(std::uint32_t key, Stone stone, Rule rule)
{
    return static_cast<Pattern>(
        patternTable(lineRule(rule, stone))[stone == Stone::White ? swapColours(key) : key]);
}

// What a move makes over its four lines.
Combo combine(Pattern a, Pattern b, Pattern c, Pattern d);

// Convenience for tests and tools: the line key of the '?' in a line written with 'X'
// (black), 'O' (white), '#' (edge of the board) and '.' (empty); points beyond the text count
// as empty. nullopt if the text has no '?'.
std::optional<std::uint32_t> lineKeyOfText(std::string_view line);
// The pattern made by playing 'X' on the '?' of such a line ('X' own, 'O' opponent). Returns
// Pattern::None if the text has no '?'.
Pattern patternOfLine(std::string_view line, Rule rule = Rule::FiveOrMore);

} // namespace gg::gomoku
