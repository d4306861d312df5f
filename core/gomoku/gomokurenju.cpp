#include "gomoku/gomokurenju.h"

#include <algorithm>
#include <array>
#include <utility>

namespace gg::gomoku {

namespace {

// A position black's moves are tried on; stones are placed and taken back.
class Renju
{
public:
    Renju(std::vector<Stone> cells, int size) : m_cells(std::move(cells)), m_size(size) {}

    Forbidden check(Point p, int depth)
    {
        if (!empty(p))
            return Forbidden::None;
        set(p, Stone::Black);
        const Forbidden kind = classify(p, depth);
        set(p, Stone::Empty);
        return kind;
    }

private:
    bool onBoard(Point p) const
    {
        return p.row >= 0 && p.col >= 0 && p.row < m_size && p.col < m_size;
    }
    bool empty(Point p) const { return onBoard(p) && at(p) == Stone::Empty; }
    Stone at(Point p) const { return m_cells[std::size_t(p.row * m_size + p.col)]; }
    void set(Point p, Stone s) { m_cells[std::size_t(p.row * m_size + p.col)] = s; }
    static Point step(Point p, int d, int k)
    {
        return {p.row + k * DirRow[d], p.col + k * DirCol[d]};
    }
    bool black(Point p) const { return onBoard(p) && at(p) == Stone::Black; }

    // The black run through `p` along `d`: its first offset (<= 0) and its length.
    std::pair<int, int> run(Point p, int d) const
    {
        int lo = 0;
        while (black(step(p, d, lo - 1)))
            --lo;
        int hi = 0;
        while (black(step(p, d, hi + 1)))
            ++hi;
        return {lo, hi - lo + 1};
    }

    // The fours through the black stone `p` along `d`: for each, the offsets (from p) of its
    // four stones as a bit set, with how many points complete it to exactly five.
    struct Four
    {
        unsigned stones = 0;
        int completions = 0;
    };
    // At most one four per completion point (eight of them), kept without allocating.
    struct Fours
    {
        std::array<Four, 8> items;
        std::size_t count = 0;
        const Four *begin() const { return items.data(); }
        const Four *end() const { return items.data() + count; }
        std::size_t size() const { return count; }
    };
    // The line through p along d, offsets -LineReach..LineReach (off the board: a wall). A
    // run of black that reaches either end from within four points of p holds at least six
    // stones, so it is no five, and nothing beyond the ends can matter.
    static constexpr int LineReach = 9;
    static constexpr std::uint8_t Wall = 3;
    using Line = std::array<std::uint8_t, 2 * LineReach + 1>;
    Line line(Point p, int d) const
    {
        Line cells;
        for (int i = -LineReach; i <= LineReach; ++i) {
            const Point q = step(p, d, i);
            cells[std::size_t(i + LineReach)] = onBoard(q) ? std::uint8_t(at(q)) : Wall;
        }
        return cells;
    }
    static std::uint8_t &cell(Line &cells, int offset)
    {
        return cells[std::size_t(offset + LineReach)];
    }
    static std::uint8_t cell(const Line &cells, int offset)
    {
        return cells[std::size_t(offset + LineReach)];
    }

    // The fours through the black stone at the line's centre.
    static Fours fours(const Line &cells)
    {
        auto isBlack = [&](int offset) {
            return cell(cells, offset) == std::uint8_t(Stone::Black);
        };
        Fours found;
        for (int k = -4; k <= 4; ++k) {
            if (k == 0 || cell(cells, k) != std::uint8_t(Stone::Empty))
                continue;
            // The black run through k with a stone there (offsets from the centre).
            int first = k;
            while (first - 1 >= -LineReach && isBlack(first - 1))
                --first;
            int last = k;
            while (last + 1 <= LineReach && isBlack(last + 1))
                ++last;
            if (last - first + 1 != 5)
                continue;
            if (first > 0 || first + 4 < 0)
                continue; // the five does not hold the centre
            unsigned stones = 0;
            for (int i = first; i < first + 5; ++i)
                if (i != k)
                    stones |= 1u << (i + 8);
            Four *const first4 = found.items.data();
            Four *const last4 = first4 + found.count;
            Four *same =
                std::find_if(first4, last4, [stones](const Four &f) { return f.stones == stones; });
            if (same != last4)
                ++same->completions;
            else
                found.items[found.count++] = {stones, 1};
        }
        return found;
    }

    // Is there a three through the black stone `p` along `d` (no four there): a point whose
    // stone makes a straight four holding p, and that point not forbidden itself?
    bool three(Point p, int d, int depth)
    {
        Line cells = line(p, d);
        for (int k = -4; k <= 4; ++k) {
            if (k == 0 || cell(cells, k) != std::uint8_t(Stone::Empty))
                continue;
            cell(cells, k) = std::uint8_t(Stone::Black);
            bool straight = false;
            for (const Four &f : fours(cells))
                straight = straight || (f.completions >= 2 && (f.stones >> (k + 8) & 1u));
            cell(cells, k) = std::uint8_t(Stone::Empty);
            if (straight && check(step(p, d, k), depth + 1) == Forbidden::None)
                return true;
        }
        return false;
    }

    // `p` holds the black stone just played.
    Forbidden classify(Point p, int depth)
    {
        bool overline = false;
        for (int d = 0; d < DirectionCount; ++d) {
            const int length = run(p, d).second;
            if (length == 5)
                return Forbidden::None; // a five wins, whatever else the move makes
            overline = overline || length > 5;
        }
        if (overline)
            return Forbidden::Overline;
        int fourCount = 0;
        bool hasFour[DirectionCount] = {};
        for (int d = 0; d < DirectionCount; ++d) {
            const int n = int(fours(line(p, d)).size());
            fourCount += n;
            hasFour[d] = n > 0;
        }
        if (fourCount >= 2)
            return Forbidden::DoubleFour;
        // Deep recursion needs many stones; the bound only guards against the impossible.
        if (depth > 24)
            return Forbidden::None;
        int threes = 0;
        for (int d = 0; d < DirectionCount && threes < 2; ++d)
            if (!hasFour[d] && three(p, d, depth))
                ++threes;
        return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
    }

    std::vector<Stone> m_cells;
    int m_size;
};

} // namespace

Forbidden forbiddenAt(const std::vector<Stone> &cells, int size, Point p)
{
    return forbiddenAt(std::vector<Stone>(cells), size, p); // the checker works on a copy
}

Forbidden forbiddenAt(std::vector<Stone> &&cells, int size, Point p)
{
    if (int(cells.size()) != size * size)
        return Forbidden::None;
    return Renju(std::move(cells), size).check(p, 0);
}

std::vector<ForbiddenPoint> forbiddenPoints(const std::vector<Stone> &cells, int size)
{
    std::vector<ForbiddenPoint> points;
    if (int(cells.size()) != size * size)
        return points;
    Renju renju(cells, size);
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            if (const Forbidden kind = renju.check({r, c}, 0); kind != Forbidden::None)
                points.push_back({{r, c}, kind});
    return points;
}

} // namespace gg::gomoku
