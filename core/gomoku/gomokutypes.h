#pragma once
// Gomoku (docs/RULES.md §3): the small vocabulary shared by the rules, the pattern tables, the
// computer players and the engine protocol.

#include <cstdint>

namespace gg::gomoku {

constexpr int MinSize = 5;
constexpr int MaxSize = 32;
constexpr int DefaultSize = 15;
constexpr int LargeSize = 19;

// Empty = 0 so a zero-initialised board is empty; the numbers double as table codes.
enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2 };

constexpr Stone opponent(Stone stone)
{
    return stone == Stone::Black ? Stone::White
                                 : (stone == Stone::White ? Stone::Black : Stone::Empty);
}

// The winning condition (docs/RULES.md §3.4): five or more in an unbroken line (default), or
// exactly five, where an overline (six or more) does not win; or Renju (§3.11): black wins
// with exactly five only and may not play a forbidden point (gomokurenju.h), white wins
// with five or more.
enum class Rule : std::uint8_t { FiveOrMore = 0, ExactlyFive = 1, Renju = 2 };

// The rule one colour's lines follow: under Renju black's is exactly five, white's five or
// more.
constexpr Rule lineRule(Rule rule, Stone stone)
{
    return rule != Rule::Renju ? rule
                               : (stone == Stone::Black ? Rule::ExactlyFive : Rule::FiveOrMore);
}

// The shape one stone makes in one line when it is placed on an empty point, ordered by
// strength. "Closed" shapes can grow in one way only; "open" ones in two. A Four has one
// point that completes five; an OpenFour has two (an unstoppable four). An OpenThree is a
// line where one more stone makes an OpenFour (this includes broken threes such as
// `_XX_X_`). Under Rule::ExactlyFive an overline counts as nothing.
enum class Pattern : std::uint8_t {
    None,
    ClosedOne,
    OpenOne,
    ClosedTwo,
    OpenTwo,
    ClosedThree,
    OpenThree,
    Four,
    OpenFour,
    Five,
};

// What a move makes over its four lines together, ordered by strength. OpenFour also
// covers a double four (two fours at once: also unstoppable).
enum class Combo : std::uint8_t {
    None,
    Three,       // one open three
    DoubleThree, // two or more open threes
    Four,        // one four (a forcing move)
    FourThree,   // a four and an open three
    OpenFour,    // an open four or a double four: wins on the next move
    Five,        // wins now
};

// The four line directions: horizontal, vertical, diagonal (down-right), anti-diagonal
// (down-left), as (row, col) steps.
constexpr int DirectionCount = 4;
constexpr int DirRow[DirectionCount] = {0, 1, 1, 1};
constexpr int DirCol[DirectionCount] = {1, 0, 1, -1};

struct Point
{
    int row = 0;
    int col = 0;
    friend bool operator==(const Point &, const Point &) = default;
};

} // namespace gg::gomoku
