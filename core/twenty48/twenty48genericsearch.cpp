// The generic 2048 search: the same expectimax and the same heuristic as the 4×4 bitboard
// search, on a plain array of exponents, for every size from 3×3 to 8×8. It is slower per
// board, so its depth is set by an evaluation budget instead of the number of tiles.

#include "twenty48/twenty48bitboard.h"
#include "twenty48/twenty48searchwatch.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gg::t48::detail {
namespace {

constexpr float DefaultCutoff = 1e-4f;
// Boards the automatic depth may spend on one search (Strength scales it by 4 per level).
constexpr double EvalBudget = 200000.0;
constexpr int MaxGenericDepth = 10;
constexpr int MaxRank = 40;
constexpr int MaxTileRank = std::countr_zero(static_cast<unsigned>(MaxTile)); // 30

using Exponents = std::array<std::uint8_t, 64>;

// rank^power for the default weights, computed once (thread-safe magic static).
struct Powers
{
    std::array<float, MaxRank + 1> sum{};
    std::array<float, MaxRank + 1> mono{};
    bits::HeuristicWeights weights;
    Powers()
    {
        for (int r = 0; r <= MaxRank; ++r) {
            sum[r] = std::pow(static_cast<float>(r), weights.sumPower);
            mono[r] = std::pow(static_cast<float>(r), weights.monotonicityPower);
        }
    }
};

const Powers &powers()
{
    static const Powers instance;
    return instance;
}

class GenericSearch
{
public:
    GenericSearch(int size, float cutoff, Watch &watch)
        : m_n(size), m_cutoff(cutoff), m_watch(watch), m_pow(powers())
    {
        // m_lines[dir][line * n + i]: the i-th cell of `line`, counted from the side the
        // tiles move towards.
        for (Direction dir : AllDirections) {
            auto &map = m_lines[static_cast<int>(dir)];
            map.resize(static_cast<std::size_t>(m_n * m_n));
            for (int line = 0; line < m_n; ++line) {
                for (int i = 0; i < m_n; ++i) {
                    int cell = 0;
                    switch (dir) {
                    case Direction::Left:
                        cell = line * m_n + i;
                        break;
                    case Direction::Right:
                        cell = line * m_n + (m_n - 1 - i);
                        break;
                    case Direction::Up:
                        cell = i * m_n + line;
                        break;
                    case Direction::Down:
                        cell = (m_n - 1 - i) * m_n + line;
                        break;
                    }
                    map[static_cast<std::size_t>(line * m_n + i)] = cell;
                }
            }
        }
    }

    std::optional<float> scoreMove(const Exponents &board, Direction dir, int depth)
    {
        Exponents next;
        if (!slide(board, dir, next))
            return std::nullopt;
        m_depthLimit = depth;
        m_curDepth = 0;
        return chanceNode(next, 1.0f);
    }

    bool aborted() const { return m_aborted; }
    long long evaluations() const { return m_evals; }
    long long nodes() const { return m_nodes; }

    bool slide(const Exponents &in, Direction dir, Exponents &out) const
    {
        out = in;
        bool changed = false;
        const auto &map = m_lines[static_cast<int>(dir)];
        for (int line = 0; line < m_n; ++line) {
            const int *cells = &map[static_cast<std::size_t>(line * m_n)];
            int write = 0;
            int last = 0;
            for (int i = 0; i < m_n; ++i) {
                const int v = in[cells[i]];
                if (v == 0)
                    continue;
                // The largest tile (MaxTile) never merges, as in the rules; so a merged
                // rank never exceeds MaxTileRank.
                if (v == last && v < MaxTileRank) {
                    out[cells[write - 1]] = static_cast<std::uint8_t>(v + 1);
                    last = 0;
                    changed = true;
                } else {
                    out[cells[write]] = static_cast<std::uint8_t>(v);
                    changed = changed || write != i;
                    last = v;
                    ++write;
                }
            }
            for (int i = write; i < m_n; ++i)
                out[cells[i]] = 0;
        }
        return changed;
    }

private:
    // The heuristic of one line (bits::lineHeuristic, the same as on 4×4) of n cells.
    float lineScore(const Exponents &board, const int *cells) const
    {
        return bits::lineHeuristic(
            m_n, [&](int i) { return static_cast<int>(board[cells[i]]); },
            [&](int r) { return m_pow.sum[r]; }, [&](int r) { return m_pow.mono[r]; },
            m_pow.weights);
    }

    float evaluate(const Exponents &board)
    {
        if ((++m_evals & 0xFF) == 0 && m_watch.expired())
            m_aborted = true;
        float total = 0;
        const auto &rows = m_lines[static_cast<int>(Direction::Left)];
        const auto &cols = m_lines[static_cast<int>(Direction::Up)];
        for (int line = 0; line < m_n; ++line) {
            total += lineScore(board, &rows[static_cast<std::size_t>(line * m_n)]);
            total += lineScore(board, &cols[static_cast<std::size_t>(line * m_n)]);
        }
        return total;
    }

    float moveNode(const Exponents &board, float cprob)
    {
        float best = 0.0f;
        bool any = false;
        ++m_curDepth;
        Exponents next;
        for (Direction dir : AllDirections) {
            ++m_nodes;
            if (slide(board, dir, next)) {
                const float score = chanceNode(next, cprob);
                best = any ? std::max(best, score) : score;
                any = true;
            }
        }
        --m_curDepth;
        // Lost: the dead board's heuristic without the per-line bonus (as on 4×4).
        return any ? best
                   : evaluate(board) - 2.0f * static_cast<float>(m_n) * m_pow.weights.lostPenalty;
    }

    float chanceNode(const Exponents &board, float cprob)
    {
        if (m_aborted)
            return 0.0f;
        if (cprob < m_cutoff || m_curDepth >= m_depthLimit)
            return evaluate(board);
        int open = 0;
        for (int i = 0; i < m_n * m_n; ++i)
            open += board[i] == 0;
        cprob /= static_cast<float>(open);
        float sum = 0.0f;
        Exponents child = board;
        for (int i = 0; i < m_n * m_n && !m_aborted; ++i) {
            if (board[i] != 0)
                continue;
            child[i] = 1;
            sum += moveNode(child, cprob * 0.9f) * 0.9f;
            child[i] = 2;
            sum += moveNode(child, cprob * 0.1f) * 0.1f;
            child[i] = 0;
        }
        return sum / static_cast<float>(open);
    }

    int m_n;
    float m_cutoff;
    Watch &m_watch;
    const Powers &m_pow;
    std::array<std::vector<int>, 4> m_lines;
    int m_depthLimit = 0;
    int m_curDepth = 0;
    bool m_aborted = false;
    long long m_evals = 0;
    long long m_nodes = 0;
};

int exponentOf(int value)
{
    int e = 0;
    while (e < 31 && (1 << e) < value)
        ++e;
    return e;
}

} // namespace

void searchGeneric(const Cells &cells, int size, const SearchLimits &limits, Watch &watch,
                   SearchResult &result)
{
    Exponents board{};
    for (int i = 0; i < size * size; ++i)
        board[i] = static_cast<std::uint8_t>(cells[i] == 0 ? 0 : exponentOf(cells[i]));
    const float cutoff = limits.probabilityCutoff > 0 ? limits.probabilityCutoff : DefaultCutoff;

    Deepening plan;
    const bool automatic = limits.maxDepth <= 0;
    plan.target = automatic ? MaxGenericDepth : std::min(limits.maxDepth, MaxGenericDepth);
    if (automatic)
        plan.evalBudget = EvalBudget * std::pow(4.0, std::clamp(limits.depthBias, -3, 3));
    deepen(
        board, plan, watch, [&](Watch &w) { return GenericSearch(size, cutoff, w); }, result);
}

} // namespace gg::t48::detail
