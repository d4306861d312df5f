#include "gomoku/gomokurenju.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <utility>

namespace gg::gomoku {

namespace renju {

namespace {

// A line as cells at offsets -LineHalf..LineHalf (0 empty, 1 black, 2 white, 3 off the
// board), with a black stone at the centre.
constexpr int Reach = LineHalf;
using Line = std::array<std::uint8_t, 2 * Reach + 1>;
constexpr std::uint8_t Empty = 0;
constexpr std::uint8_t Black = 1;

std::uint8_t &cell(Line &cells, int offset)
{
    return cells[std::size_t(offset + Reach)];
}
std::uint8_t cell(const Line &cells, int offset)
{
    return cells[std::size_t(offset + Reach)];
}

// The fours holding the centre: for each, its four stones (offsets as bits) and how many
// points complete it to exactly five. At most one four per completion point.
struct Four
{
    unsigned stones = 0;
    int completions = 0;
};
struct Fours
{
    std::array<Four, 8> items;
    std::size_t count = 0;
    const Four *begin() const { return items.data(); }
    const Four *end() const { return items.data() + count; }
};

Fours fours(const Line &cells)
{
    Fours found;
    for (int k = -4; k <= 4; ++k) {
        if (k == 0 || cell(cells, k) != Empty)
            continue;
        // The black run through k with a stone there. One that reaches an end of the line
        // from within four steps of the centre holds six or more stones: no five.
        int first = k;
        while (first - 1 >= -Reach && cell(cells, first - 1) == Black)
            --first;
        int last = k;
        while (last + 1 <= Reach && cell(cells, last + 1) == Black)
            ++last;
        if (last - first + 1 != 5 || first > 0 || first + 4 < 0)
            continue; // no five, or one that does not hold the centre
        unsigned stones = 0;
        for (int i = first; i < first + 5; ++i)
            if (i != k)
                stones |= 1u << (i + Reach);
        Four *const begin = found.items.data();
        Four *const end = begin + found.count;
        Four *same =
            std::find_if(begin, end, [stones](const Four &f) { return f.stones == stones; });
        if (same != end)
            ++same->completions;
        else
            found.items[found.count++] = {stones, 1};
    }
    return found;
}

LineFacts compute(std::uint32_t key)
{
    Line cells{};
    for (int offset = -Reach; offset <= Reach; ++offset)
        if (offset != 0)
            cell(cells, offset) = std::uint8_t((key >> (2 * lineField(offset))) & 3u);
    cell(cells, 0) = Black;
    LineFacts facts;
    int lo = 0;
    while (lo - 1 >= -Reach && cell(cells, lo - 1) == Black)
        --lo;
    int hi = 0;
    while (hi + 1 <= Reach && cell(cells, hi + 1) == Black)
        ++hi;
    facts.five = hi - lo + 1 == 5;
    facts.overline = hi - lo + 1 > 5;
    facts.fours = std::uint8_t(std::min<std::size_t>(fours(cells).count, 2));
    for (int bit = 0; bit < 8; ++bit) {
        const int k = straightOffset(bit);
        if (cell(cells, k) != Empty)
            continue;
        cell(cells, k) = Black;
        bool straight = false;
        for (const Four &f : fours(cells))
            straight = straight || (f.completions >= 2 && (f.stones >> (k + Reach) & 1u));
        cell(cells, k) = Empty;
        if (straight)
            facts.straights = std::uint8_t(facts.straights | 1u << bit);
    }
    return facts;
}

// Each key's facts packed in 16 bits (bit 15: worked out), filled in as keys come up. Two
// threads may work out the same key at once; both store the same value.
std::array<std::atomic<std::uint16_t>, LineKeyCount> g_facts{};

} // namespace

LineFacts lineFacts(std::uint32_t key)
{
    std::atomic<std::uint16_t> &slot = g_facts[key & (LineKeyCount - 1)];
    std::uint16_t packed = slot.load(std::memory_order_relaxed);
    if ((packed & 0x8000u) == 0) {
        const LineFacts f = compute(key);
        packed = std::uint16_t(0x8000u | unsigned(f.five) | unsigned(f.overline) << 1 |
                               unsigned(f.fours) << 2 | unsigned(f.straights) << 4);
        slot.store(packed, std::memory_order_relaxed);
    }
    LineFacts facts;
    facts.five = (packed & 1u) != 0;
    facts.overline = (packed & 2u) != 0;
    facts.fours = std::uint8_t(packed >> 2 & 3u);
    facts.straights = std::uint8_t(packed >> 4 & 0xFFu);
    return facts;
}

} // namespace renju

namespace {

// The plain rules' position: the cells in a padded array (off-board points round the
// board), black look-ahead stones placed in it and taken back.
class Cells
{
public:
    Cells(const std::vector<Stone> &cells, int size)
        : m_size(size), m_stride(size + 2 * LineHalf),
          m_cells(std::size_t(m_stride * m_stride), std::uint8_t(OffBoardCode))
    {
        for (int r = 0; r < size; ++r)
            for (int c = 0; c < size; ++c)
                m_cells[index({r, c})] = std::uint8_t(cells[std::size_t(r * size + c)]);
    }
    bool empty(Point p) const
    {
        return p.row >= 0 && p.col >= 0 && p.row < m_size && p.col < m_size &&
               m_cells[index(p)] == std::uint8_t(Stone::Empty);
    }
    std::uint32_t key(Point p, int d) const
    {
        const int step = DirRow[d] * m_stride + DirCol[d];
        const std::size_t centre = index(p);
        std::uint32_t key = 0;
        for (int k = 1; k <= LineHalf; ++k) {
            key |= std::uint32_t(m_cells[centre + std::size_t(k * step)]) << (2 * lineField(k));
            key |= std::uint32_t(m_cells[centre - std::size_t(k * step)]) << (2 * lineField(-k));
        }
        return key;
    }
    void push(Point p)
    {
        m_cells[index(p)] = std::uint8_t(Stone::Black);
        m_placed.push_back(p);
    }
    void pop()
    {
        m_cells[index(m_placed.back())] = std::uint8_t(Stone::Empty);
        m_placed.pop_back();
    }

private:
    std::size_t index(Point p) const
    {
        return std::size_t((p.row + LineHalf) * m_stride + p.col + LineHalf);
    }
    int m_size;
    int m_stride;
    std::vector<std::uint8_t> m_cells;
    std::vector<Point> m_placed;
};

} // namespace

Forbidden forbiddenAt(const std::vector<Stone> &cells, int size, Point p)
{
    if (int(cells.size()) != size * size)
        return Forbidden::None;
    Cells position(cells, size);
    return position.empty(p) ? renju::classify(position, p) : Forbidden::None;
}

std::vector<ForbiddenPoint> forbiddenPoints(const std::vector<Stone> &cells, int size)
{
    std::vector<ForbiddenPoint> points;
    if (int(cells.size()) != size * size)
        return points;
    Cells position(cells, size);
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            if (position.empty({r, c}))
                if (const Forbidden kind = renju::classify(position, {r, c});
                    kind != Forbidden::None)
                    points.push_back({{r, c}, kind});
    return points;
}

} // namespace gg::gomoku
