#include "connectfour/connectfourboard.h"

#include <bit>

namespace gg::c4 {

Geometry Geometry::make(int width, int height)
{
    Geometry geo;
    if (!validSize(width, height)) {
        width = DefaultWidth;
        height = DefaultHeight;
    }
    geo.width = width;
    geo.height = height;
    for (int c = 0; c < width; ++c) {
        geo.bottom |= geo.bottomMask(c);
        geo.board |= geo.columnMask(c);
    }
    return geo;
}

Bits Geometry::winningCells(Bits own, Bits mask) const
{
    // Vertical: only the cell above three stacked discs.
    Bits r = (own << 1) & (own << 2) & (own << 3);
    // Horizontal (shift H+1) and both diagonals (H: down-right, H+2: up-right). For each
    // direction a cell completes a four if three of the four windows' other cells are ours.
    const int shifts[3] = {height + 1, height, height + 2};
    for (int s : shifts) {
        Bits p = (own << s) & (own << 2 * s);
        r |= p & (own << 3 * s);
        r |= p & (own >> s);
        p = (own >> s) & (own >> 2 * s);
        r |= p & (own << s);
        r |= p & (own >> 3 * s);
    }
    return r & (board ^ mask);
}

bool Geometry::hasFour(Bits own) const
{
    const int shifts[4] = {1, height + 1, height, height + 2};
    for (int s : shifts) {
        const Bits m = own & (own >> s);
        if (m & (m >> 2 * s))
            return true;
    }
    return false;
}

Bits Geometry::fourCells(Bits own) const
{
    Bits cells = 0;
    const int shifts[4] = {1, height + 1, height, height + 2};
    for (int s : shifts) {
        const Bits start = own & (own >> s) & (own >> 2 * s) & (own >> 3 * s);
        cells |= start | (start << s) | (start << 2 * s) | (start << 3 * s);
    }
    return cells & board;
}

Board::Board(int width, int height) : m_geo(Geometry::make(width, height)) {}

bool Board::playDigits(std::string_view digits, std::size_t *played)
{
    std::size_t count = 0;
    bool ok = true;
    for (char ch : digits) {
        const int col = ch - '1';
        if (ch < '1' || ch > '9' || !canPlay(col) || lastMoverWon()) {
            ok = false;
            break;
        }
        play(col);
        ++count;
    }
    if (played)
        *played = count;
    return ok;
}

bool Board::canPlay(int col) const
{
    return col >= 0 && col < m_geo.width && (m_mask & m_geo.topMask(col)) == 0;
}

void Board::play(int col)
{
    playBit((m_mask + m_geo.bottomMask(col)) & m_geo.columnMask(col));
}

bool Board::isWinningMove(int col) const
{
    return (ownThreats() & possible() & m_geo.columnMask(col)) != 0;
}

Disc Board::at(int col, int row) const
{
    const Bits bit = m_geo.cell(col, row);
    if (col < 0 || col >= m_geo.width || row < 0 || row >= m_geo.height || !(m_mask & bit))
        return Disc::None;
    const bool mine = (m_current & bit) != 0;
    // `current` belongs to the side to move.
    return mine ? toMove() : other(toMove());
}

int Board::columnHeight(int col) const
{
    return std::popcount(m_mask & m_geo.columnMask(col));
}

int Board::landingRow(int col) const
{
    return canPlay(col) ? columnHeight(col) : -1;
}

std::vector<std::pair<int, int>> Board::winningFour() const
{
    std::vector<std::pair<int, int>> cells;
    const Bits bits = m_geo.fourCells(m_current ^ m_mask);
    for (int c = 0; c < m_geo.width; ++c)
        for (int r = 0; r < m_geo.height; ++r)
            if (bits & m_geo.cell(c, r))
                cells.emplace_back(c, r);
    return cells;
}

Bits Board::mirroredKey() const
{
    const Bits key = this->key();
    const int stride = m_geo.stride();
    const Bits group = (Bits{1} << stride) - 1;
    Bits out = 0;
    for (int c = 0; c < m_geo.width; ++c)
        out |= ((key >> (c * stride)) & group) << ((m_geo.width - 1 - c) * stride);
    return out;
}

Bits Board::nonLosingMoves() const
{
    Bits moves = possible();
    const Bits threats = opponentThreats();
    const Bits forced = moves & threats;
    if (forced) {
        // Two open threats at once cannot both be blocked.
        if (forced & (forced - 1))
            return 0;
        moves = forced;
    }
    // Never play directly below an opponent's winning cell.
    return moves & ~(threats >> 1);
}

int Board::columnOf(const Geometry &geo, Bits move)
{
    return std::countr_zero(move) / geo.stride();
}

std::string Board::toText() const
{
    std::string text;
    for (int r = m_geo.height - 1; r >= 0; --r) {
        for (int c = 0; c < m_geo.width; ++c) {
            const Disc d = at(c, r);
            text.push_back(d == Disc::Red ? 'x' : d == Disc::Yellow ? 'o' : '.');
        }
        text.push_back('\n');
    }
    return text;
}

} // namespace gg::c4
