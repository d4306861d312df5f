#pragma once
// Zou Si Qi rules (docs/RULES.md §6) on a 4×4 board of points: positions, steps, the "two hit
// one" capture, passes and the loss at fewer than two pieces. Draw rules live in Game
// (zousigame.h) because they depend on history, not on the position alone.
//
// Cells are numbered row-major from the top-left: cell = row * 4 + column, row 0 is the top
// line (where x starts), row 3 the bottom line (where o starts). A board is two 16-bit
// masks, bit `cell` set where that side has a piece.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::zousi {

constexpr int Size = 4;
constexpr int Cells = Size * Size;
constexpr int MaxPieces = 4;
// A side with fewer pieces than this has lost (docs/RULES.md §6.6).
constexpr int MinPieces = 2;
// The longest move list: four pieces, four directions each.
constexpr int MaxMoves = MaxPieces * 4;

using Mask = std::uint16_t;

namespace detail {
constexpr std::array<std::uint8_t, 256> makeBitCounts()
{
    std::array<std::uint8_t, 256> counts{};
    for (unsigned i = 1; i < 256; ++i)
        counts[i] = static_cast<std::uint8_t>(counts[i >> 1] + (i & 1));
    return counts;
}
inline constexpr std::array<std::uint8_t, 256> BitCounts = makeBitCounts();
} // namespace detail

// Number of set bits of a 16-bit mask. std::popcount becomes a library call on the baseline
// x86-64 target (no popcnt instruction), which made it the solver's hottest function.
constexpr int bitCount(unsigned mask)
{
    return detail::BitCounts[mask & 0xFFu] + detail::BitCounts[mask >> 8 & 0xFFu];
}

// x starts on the top line, o on the bottom line.
enum class Side : std::uint8_t { X, O };

constexpr Side other(Side side)
{
    return side == Side::X ? Side::O : Side::X;
}
constexpr char sideLetter(Side side)
{
    return side == Side::X ? 'x' : 'o';
}

// Why a position string was rejected; the UI or CLI turns it into text.
enum class ParseError {
    None,
    WrongLength,   // not exactly 16 cells, a space and the side letter
    BadCell,       // a cell character other than 'x', 'o' or '.'
    MissingSpace,  // the 17th character is not a single space
    BadSide,       // the side to move is not 'x' or 'o'
    TooManyPieces, // a side has more than four pieces
};

// A step from one point to an adjacent empty one, or a pass (from == to == -1), which is
// legal only when the side to move has no step.
struct Move
{
    std::int8_t from = -1;
    std::int8_t to = -1;

    static constexpr Move pass() { return {}; }
    static constexpr Move step(int from, int to)
    {
        return {static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)};
    }
    constexpr bool isPass() const { return from < 0; }
    friend constexpr bool operator==(Move, Move) = default;
};

struct Position
{
    Mask x = 0;
    Mask o = 0;
    Side toMove = Side::X;

    // The start position: x on the top line, o on the bottom line, `first` to move.
    static Position start(Side first = Side::X);
    // Strict parse of "16 cells, space, side" (e.g. "xxxx........oooo x"); rejects
    // anything else, including more than four pieces of a side.
    static std::optional<Position> parse(std::string_view text, ParseError *error = nullptr);
    std::string toString() const;

    Mask pieces(Side side) const { return side == Side::X ? x : o; }
    Mask occupied() const { return static_cast<Mask>(x | o); }
    int count(Side side) const;
    // 'x', 'o' or '.'.
    char at(int cell) const;
    // Either side has fewer than two pieces: the game is over, no move is legal.
    bool over() const;
    // The side with at least two pieces when the other has fewer; nullopt while playing.
    // (Both below two cannot arise in play; then the side to move is taken to have lost.)
    std::optional<Side> winner() const;

    friend bool operator==(const Position &, const Position &) = default;
};

// The "two hit one" table: given the mover's and the enemy's pieces on one line of four
// (bit i = point i along the line), the enemy bit that is captured, or 0. A line captures
// when it holds exactly two mover pieces side by side, one enemy piece next to them and one
// empty point: `AAB.`, `.AAB`, `BAA.`, `.BAA` read in either direction.
Mask lineCapture(unsigned mover, unsigned enemy);
// The enemy pieces removed when the mover's piece has just arrived at `arrival` (the
// board already shows it there): the row and the column through `arrival` are checked
// independently, so up to two pieces fall.
Mask captures(Mask mover, Mask enemy, int arrival);

// Fills `out` (room for MaxMoves) with the steps of the side to move, in increasing order
// of (from, to); returns how many. Passes are not included; none when the game is over.
int generateSteps(const Position &pos, Move *out);
// Number of steps without building them.
int countSteps(const Position &pos);
// The legal moves: the steps, or a single pass when there is none; empty when over.
std::vector<Move> legalMoves(const Position &pos);
bool isLegal(const Position &pos, Move move);
// Plays a legal move (unchecked) and returns the new position; `captured` receives the
// cells of the removed enemy pieces.
Position applyMove(const Position &pos, Move move, Mask *captured = nullptr);

// Notation: columns a–d from left to right, rows 1–4 from the BOTTOM line up (as on a
// chess board seen by o), so x's home line is row 4 and o's is row 1. A step is "b4-b3",
// a pass is "pass".
std::string cellName(int cell);
std::optional<int> parseCell(std::string_view name);
std::string moveName(Move move);
std::optional<Move> parseMove(std::string_view text);

// Counts the leaf positions reached in exactly 1..depth plies from `pos` (a pass is one
// ply; an over position has no successors; no draw rules). counts[d-1] is depth d.
std::vector<std::uint64_t> perft(const Position &pos, int depth);

} // namespace gg::zousi
