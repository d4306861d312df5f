#include "lianliankan/linkboard.h"

#include <algorithm>
#include <cstdlib>

namespace gg::link {

int pathLength(const Path &path)
{
    int length = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        length += std::abs(path[i].row - path[i - 1].row) + std::abs(path[i].col - path[i - 1].col);
    return length;
}

Board::Board(int rows, int cols)
    : m_rows(std::clamp(rows, MinSide, MaxSide)), m_cols(std::clamp(cols, MinSide, MaxSide)),
      m_cells(static_cast<std::size_t>(m_rows * m_cols), 0)
{
}

Board::Board(int rows, int cols, std::vector<int> cells) : Board(rows, cols)
{
    cells.resize(m_cells.size(), 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
        m_cells[i] = std::max(cells[i], 0);
}

void Board::set(Point p, int kind)
{
    if (contains(p))
        m_cells[index(p)] = std::max(kind, 0);
}

int Board::tileCount() const
{
    return static_cast<int>(
        std::count_if(m_cells.begin(), m_cells.end(), [](int kind) { return kind != 0; }));
}

std::map<int, int> Board::kindCounts() const
{
    std::map<int, int> counts;
    for (int kind : m_cells)
        if (kind > 0)
            ++counts[kind];
    return counts;
}

bool Board::countsEven() const
{
    for (const auto &[kind, count] : kindCounts())
        if (count % 2 != 0)
            return false;
    return true;
}

std::vector<Fall> Board::applyGravity()
{
    std::vector<Fall> falls;
    for (int col = 0; col < m_cols; ++col) {
        int write = m_rows - 1; // the lowest cell not yet filled in this column
        for (int row = m_rows - 1; row >= 0; --row) {
            const int kind = m_cells[index({row, col})];
            if (kind == 0)
                continue;
            if (row != write) {
                m_cells[index({write, col})] = kind;
                m_cells[index({row, col})] = 0;
                falls.push_back({{row, col}, {write, col}, kind});
            }
            --write;
        }
    }
    return falls;
}

bool Board::isSettled() const
{
    for (int col = 0; col < m_cols; ++col)
        for (int row = 0; row + 1 < m_rows; ++row)
            if (m_cells[index({row, col})] != 0 && m_cells[index({row + 1, col})] == 0)
                return false;
    return true;
}

} // namespace gg::link
