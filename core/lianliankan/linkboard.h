#pragma once
// The Lianliankan board (docs/RULES.md §4.1): a rectangle of tile kinds, 0 for an empty cell.
// Coordinates are (row, col), row 0 at the top. Cells outside the board are always empty;
// the path finder uses the ring just outside (row -1 / rows, col -1 / cols).

#include <map>
#include <vector>

namespace gg::link {

struct Point
{
    int row = 0;
    int col = 0;
    friend bool operator==(const Point &, const Point &) = default;
    // Row-major order. (Spelt out rather than <=>: Qt's moc cannot parse <compare>, and UI
    // classes include this header.)
    friend bool operator<(const Point &x, const Point &y)
    {
        return x.row != y.row ? x.row < y.row : x.col < y.col;
    }
};

// A connecting path: the first tile, the corners in order, the second tile.
using Path = std::vector<Point>;

// Turns of a path (0, 1 or 2): its number of corners.
inline int turnsOf(const Path &path)
{
    return path.size() < 2 ? -1 : static_cast<int>(path.size()) - 2;
}

// Sum of the segment lengths, in cells.
int pathLength(const Path &path);

// One tile that fell during gravity, for the UI to animate.
struct Fall
{
    Point from;
    Point to;
    int kind = 0;
};

// Board sides the game and the generator accept.
constexpr int MinSide = 1;
constexpr int MaxSide = 32;

class Board
{
public:
    Board() = default;
    // An empty rows×cols board (sides are clamped to [MinSide, MaxSide]).
    Board(int rows, int cols);
    // rows×cols with the given row-major cells; cells is resized to fit, negatives become 0.
    Board(int rows, int cols, std::vector<int> cells);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int cellCount() const { return m_rows * m_cols; }
    bool contains(Point p) const
    {
        return p.row >= 0 && p.row < m_rows && p.col >= 0 && p.col < m_cols;
    }
    // The kind at p; 0 for an empty cell or any point off the board.
    int at(Point p) const { return contains(p) ? m_cells[index(p)] : 0; }
    void set(Point p, int kind);
    int index(Point p) const { return p.row * m_cols + p.col; }
    Point point(int index) const { return {index / m_cols, index % m_cols}; }
    const std::vector<int> &cells() const { return m_cells; }

    int tileCount() const;
    bool isEmpty() const { return tileCount() == 0; }
    // Number of tiles of each kind present (kind → count).
    std::map<int, int> kindCounts() const;
    // True when every kind occurs an even number of times (docs/RULES.md §4.1).
    bool countsEven() const;

    // Gravity variant: tiles fall straight down to fill the gaps below them in their column.
    // Returns the tiles that moved, bottom-most first.
    std::vector<Fall> applyGravity();
    // True when no tile has an empty cell below it.
    bool isSettled() const;

    friend bool operator==(const Board &, const Board &) = default;

private:
    int m_rows = 0;
    int m_cols = 0;
    std::vector<int> m_cells;
};

} // namespace gg::link
