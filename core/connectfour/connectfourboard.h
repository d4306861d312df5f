#pragma once
// Connect Four position (docs/RULES.md §2.1) as a pair of bitboards, after Pascal Pons' encoding:
// `current` holds the discs of the side to move, `mask` every disc. Column c occupies bits
// c*(H+1) .. c*(H+1)+H-1 (row 0 at the bottom) plus one always-empty sentinel bit on top, so
// a disc dropped into a column is just `mask + bottom-of-column`, and four-in-a-row tests are
// a few shifts. Any width×height with 4 <= W, 4 <= H and (H+1)×W <= 64 works.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::c4 {

using Bits = std::uint64_t;

constexpr int DefaultWidth = 8;
constexpr int DefaultHeight = 6;
constexpr int MinSide = 4;

// True for the board sizes this engine supports.
constexpr bool validSize(int width, int height)
{
    // Each side bounded first, so that the product cannot overflow on absurd sizes.
    return width >= MinSide && height >= MinSide && width <= 64 && height <= 64 &&
           (height + 1) * width <= 64;
}

// The i-th column (0-based) in centre-first order: centre, then alternately left and right.
// Central discs take part in more lines, so searches try them first.
constexpr int centreOrder(int width, int i)
{
    return width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
}

enum class Disc { None, Red, Yellow };

// Red always moves first.
constexpr Disc other(Disc d)
{
    return d == Disc::Red ? Disc::Yellow : d == Disc::Yellow ? Disc::Red : Disc::None;
}

// The bit patterns of a board size, computed once and shared by value (it is small).
struct Geometry
{
    int width = DefaultWidth;
    int height = DefaultHeight;
    Bits bottom = 0; // the row-0 bit of every column
    Bits board = 0;  // every playable cell

    static Geometry make(int width, int height);
    int cells() const { return width * height; }
    int stride() const { return height + 1; }
    Bits columnMask(int col) const { return ((Bits{1} << height) - 1) << (col * (height + 1)); }
    Bits bottomMask(int col) const { return Bits{1} << (col * (height + 1)); }
    Bits topMask(int col) const { return Bits{1} << (height - 1 + col * (height + 1)); }
    Bits cell(int col, int row) const { return Bits{1} << (col * (height + 1) + row); }
    // Cells that would complete a four for the owner of `own` (occupied cells excluded).
    Bits winningCells(Bits own, Bits mask) const;
    // True if `own` contains a line of four.
    bool hasFour(Bits own) const;
    // Every cell belonging to some line of four inside `own`.
    Bits fourCells(Bits own) const;
};

class Board
{
public:
    explicit Board(int width = DefaultWidth, int height = DefaultHeight);

    // Plays 1-based column digits ("4453"). Stops at the first character that is not a
    // legal move (bad digit, full column, or any move after a four was made) and returns
    // false; the board then holds the moves before it. Digits go up to 9 only.
    bool playDigits(std::string_view digits, std::size_t *played = nullptr);

    const Geometry &geometry() const { return m_geo; }
    int width() const { return m_geo.width; }
    int height() const { return m_geo.height; }
    int moves() const { return m_moves; }
    Disc toMove() const { return (m_moves & 1) ? Disc::Yellow : Disc::Red; }

    // A column can be played if it exists and is not full (the game state is not checked).
    bool canPlay(int col) const;
    // Drops a disc of the side to move; the column must be playable.
    void play(int col);
    // Low-level: plays a move given as its single bit (from possible()).
    void playBit(Bits move)
    {
        m_current ^= m_mask;
        m_mask |= move;
        ++m_moves;
    }
    // True if playing `col` (which must be playable) makes four for the side to move.
    bool isWinningMove(int col) const;
    // The side that just moved has four: the game is over.
    bool lastMoverWon() const { return m_geo.hasFour(m_current ^ m_mask); }
    bool full() const { return m_moves >= m_geo.cells(); }
    bool over() const { return lastMoverWon() || full(); }

    Disc at(int col, int row) const;
    int columnHeight(int col) const;
    // Row where a disc dropped into `col` lands, or -1 when full.
    int landingRow(int col) const;
    // Cells (col, row) of every four the last mover made, for highlighting.
    std::vector<std::pair<int, int>> winningFour() const;

    // Bitboard access for the solver and the computer players.
    Bits current() const { return m_current; }
    Bits mask() const { return m_mask; }
    Bits possible() const { return (m_mask + m_geo.bottom) & m_geo.board; }
    // Unique per position (and per size): current + mask.
    Bits key() const { return m_current + m_mask; }
    // Key of the left-right mirror image.
    Bits mirroredKey() const;
    // Cells where the side to move / its opponent would complete a four.
    Bits ownThreats() const { return m_geo.winningCells(m_current, m_mask); }
    Bits opponentThreats() const { return m_geo.winningCells(m_current ^ m_mask, m_mask); }
    bool canWinNext() const { return (ownThreats() & possible()) != 0; }
    // Moves that do not hand the opponent an immediate win (Pons' "non-losing moves"):
    // 0 when every move loses at once.
    Bits nonLosingMoves() const;
    // Bit of column `col`'s landing cell (0 when full).
    Bits moveBit(int col) const { return possible() & m_geo.columnMask(col); }
    static int columnOf(const Geometry &geo, Bits move);

    bool operator==(const Board &other) const
    {
        return m_geo.width == other.m_geo.width && m_geo.height == other.m_geo.height &&
               m_current == other.m_current && m_mask == other.m_mask;
    }

    // Rows top to bottom, 'x' red, 'o' yellow, '.' empty: for tests and the CLI.
    std::string toText() const;

private:
    Geometry m_geo;
    Bits m_current = 0;
    Bits m_mask = 0;
    int m_moves = 0;
};

} // namespace gg::c4
