#include "lianliankan/linkpathfinder.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace gg::link {

PathFinder::PathFinder(const Board &board)
    : m_rows(board.rows()), m_cols(board.cols()), m_width(board.cols() + 2)
{
    const int height = m_rows + 2;
    const auto size = static_cast<std::size_t>(height * m_width);
    m_kind.assign(size, 0);
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            m_kind[static_cast<std::size_t>((r + 1) * m_width + c + 1)] = board.at({r, c});

    m_left.resize(size);
    m_right.resize(size);
    m_up.resize(size);
    m_down.resize(size);
    auto empty = [&](int r, int c) {
        return m_kind[static_cast<std::size_t>(r * m_width + c)] == 0;
    };
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < m_width; ++c) {
            const int i = r * m_width + c;
            m_left[i] = static_cast<std::int16_t>(c > 0 && empty(r, c - 1) ? m_left[i - 1] : c);
            m_up[i] = static_cast<std::int16_t>(r > 0 && empty(r - 1, c) ? m_up[i - m_width] : r);
        }
    }
    for (int r = height - 1; r >= 0; --r) {
        for (int c = m_width - 1; c >= 0; --c) {
            const int i = r * m_width + c;
            m_right[i] =
                static_cast<std::int16_t>(c + 1 < m_width && empty(r, c + 1) ? m_right[i + 1] : c);
            m_down[i] = static_cast<std::int16_t>(
                r + 1 < height && empty(r + 1, c) ? m_down[i + m_width] : r);
        }
    }
}

bool PathFinder::isTile(Point p) const
{
    return p.row >= 0 && p.row < m_rows && p.col >= 0 && p.col < m_cols && m_kind[pad(p)] != 0;
}

std::optional<Path> PathFinder::find(Point a, Point b) const
{
    if (a == b || !isTile(a) || !isTile(b) || m_kind[pad(a)] != m_kind[pad(b)])
        return std::nullopt;
    return connect(a, b);
}

std::optional<Path> PathFinder::route(Point a, Point b) const
{
    if (a == b || !isTile(a) || !isTile(b))
        return std::nullopt;
    return connect(a, b);
}

std::optional<Path> PathFinder::connect(Point a, Point b) const
{
    // Padded coordinates: the outer ring is row/col 0 and rows+1/cols+1.
    const int ra = a.row + 1, ca = a.col + 1, rb = b.row + 1, cb = b.col + 1;
    const int ia = ra * m_width + ca, ib = rb * m_width + cb;
    auto in = [](int v, int lo, int hi) { return v >= lo && v <= hi; };
    auto at = [&](int r, int c) { return Point{r - 1, c - 1}; };

    // No turn: a straight run of empty cells between them.
    if (ra == rb) {
        if (ca < cb ? m_right[ia] >= cb - 1 : m_left[ia] <= cb + 1)
            return Path{a, b};
    } else if (ca == cb) {
        if (ra < rb ? m_down[ia] >= rb - 1 : m_up[ia] <= rb + 1)
            return Path{a, b};
    }

    // One turn: the corner (ra, cb) or (rb, ca) is empty and sees both tiles.
    if (ra != rb && ca != cb) {
        const bool viaRowOfA = in(cb, m_left[ia], m_right[ia]) && in(ra, m_up[ib], m_down[ib]);
        const bool viaRowOfB = in(rb, m_up[ia], m_down[ia]) && in(ca, m_left[ib], m_right[ib]);
        if (viaRowOfA && viaRowOfB) // equal lengths: the smaller corner wins
            return Path{a, ra < rb ? at(ra, cb) : at(rb, ca), b};
        if (viaRowOfA)
            return Path{a, at(ra, cb), b};
        if (viaRowOfB)
            return Path{a, at(rb, ca), b};
    }

    // Two turns, horizontal-vertical-horizontal through column x.
    int bestLength = INT_MAX;
    Path best;
    if (ra != rb) {
        const int lo = std::max(m_left[ia], m_left[ib]);
        const int hi = std::min(m_right[ia], m_right[ib]);
        const int top = std::min(ra, rb), bottom = std::max(ra, rb);
        for (int x = lo; x <= hi; ++x) {
            if (x == ca || x == cb || m_down[top * m_width + x] < bottom - 1)
                continue;
            const int length = std::abs(ca - x) + std::abs(cb - x) + (bottom - top);
            if (length < bestLength) {
                bestLength = length;
                best = Path{a, at(ra, x), at(rb, x), b};
            }
        }
    }
    // Two turns, vertical-horizontal-vertical through row y; only a shorter one replaces an
    // H-V-H path, which keeps the documented tie-break.
    if (ca != cb) {
        const int lo = std::max(m_up[ia], m_up[ib]);
        const int hi = std::min(m_down[ia], m_down[ib]);
        const int left = std::min(ca, cb), right = std::max(ca, cb);
        for (int y = lo; y <= hi; ++y) {
            if (y == ra || y == rb || m_right[y * m_width + left] < right - 1)
                continue;
            const int length = std::abs(ra - y) + std::abs(rb - y) + (right - left);
            if (length < bestLength) {
                bestLength = length;
                best = Path{a, at(y, ca), at(y, cb), b};
            }
        }
    }
    if (bestLength == INT_MAX)
        return std::nullopt;
    return best;
}

std::vector<std::vector<Point>> PathFinder::tilesByKind() const
{
    // Sorting (kind, row-major index) keys keeps any kind value cheap, however large.
    std::vector<std::pair<int, int>> keys;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (const int kind = m_kind[pad({r, c})]; kind != 0)
                keys.emplace_back(kind, r * m_cols + c);
    std::sort(keys.begin(), keys.end());
    std::vector<std::vector<Point>> groups;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (i == 0 || keys[i].first != keys[i - 1].first)
            groups.emplace_back();
        groups.back().push_back({keys[i].second / m_cols, keys[i].second % m_cols});
    }
    return groups;
}

std::vector<Pair> PathFinder::removablePairs() const
{
    std::vector<Pair> pairs;
    for (const auto &group : tilesByKind()) {
        for (std::size_t i = 0; i < group.size(); ++i)
            for (std::size_t j = i + 1; j < group.size(); ++j)
                if (auto path = connect(group[i], group[j]))
                    pairs.push_back({group[i], group[j], std::move(*path)});
    }
    std::sort(pairs.begin(), pairs.end(),
              [](const Pair &x, const Pair &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
    return pairs;
}

std::optional<Pair> PathFinder::firstPair() const
{
    std::optional<Pair> first;
    for (const auto &group : tilesByKind()) {
        for (std::size_t i = 0; i < group.size(); ++i) {
            // Only pairs that could precede the best found so far are worth a search.
            if (first && first->a < group[i])
                break;
            for (std::size_t j = i + 1; j < group.size(); ++j) {
                const Pair candidate{group[i], group[j], {}};
                if (first && !(candidate.a < first->a ||
                               (candidate.a == first->a && candidate.b < first->b)))
                    break;
                if (auto path = connect(group[i], group[j])) {
                    first = Pair{group[i], group[j], std::move(*path)};
                    break;
                }
            }
        }
    }
    return first;
}

std::optional<Path> findPath(const Board &board, Point a, Point b)
{
    return PathFinder(board).find(a, b);
}

} // namespace gg::link
