#include "twenty48/twenty48ai.h"

#include "twenty48/twenty48bitboard.h"
#include "twenty48/twenty48searchwatch.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gg::t48 {
namespace {

using detail::Clock;
using detail::msSince;
using detail::Watch;

constexpr float DefaultCutoff = 1e-4f;
// 4×4 automatic depth: distinct tiles minus this, at least MinAutoDepth.
constexpr int DepthOffset = 4;
constexpr int MinAutoDepth = 2;
// How often (in evaluations) the search looks at the stop flag and the clock.
constexpr long long PollMask = 0x3FF;

using detail::AllDirections;

// ---------------------------------------------------------------------------------------
// The fast 4×4 search.

// A transposition table of chance nodes, reused by every search on the same thread (so
// nothing mutable is shared between threads) and emptied in O(1) by a generation stamp.
class TranspositionTable
{
public:
    static constexpr int Bits = 18;

    struct Entry
    {
        bits::Board board = 0;
        float score = 0;
        std::uint16_t generation = 0;
        std::uint8_t remaining = 0; // player levels searched below this node
    };

    void newSearch()
    {
        if (m_entries.empty())
            m_entries.resize(std::size_t{1} << Bits);
        if (++m_generation == 0) {
            std::fill(m_entries.begin(), m_entries.end(), Entry{});
            m_generation = 1;
        }
    }
    Entry &slot(bits::Board board)
    {
        return m_entries[(board * 0x9E3779B97F4A7C15ull) >> (64 - Bits)];
    }
    std::uint16_t generation() const { return m_generation; }

private:
    std::vector<Entry> m_entries;
    std::uint16_t m_generation = 0;
};

class FastSearch
{
public:
    FastSearch(const float *heuristic, float lostPenalty, float cutoff, Watch &watch,
               TranspositionTable &table)
        : m_heur(heuristic), m_lossOffset(8 * lostPenalty), m_cutoff(cutoff), m_watch(watch),
          m_table(table)
    {
    }

    // Expected value of sliding `board` in `dir` with `depth` player levels below; nullopt
    // when the slide changes nothing. Sets aborted() when the watch expired meanwhile.
    std::optional<float> scoreMove(bits::Board board, Direction dir, int depth)
    {
        const bits::Board next = bits::slide(board, dir);
        if (next == board)
            return std::nullopt;
        m_depthLimit = depth;
        m_curDepth = 0;
        return chanceNode(next, 1.0f);
    }

    bool aborted() const { return m_aborted; }
    long long evaluations() const { return m_evals; }
    long long nodes() const { return m_nodes; }

private:
    float evaluate(bits::Board b)
    {
        if ((++m_evals & PollMask) == 0 && m_watch.expired())
            m_aborted = true;
        const bits::Board x = bits::transpose(b);
        const float *h = m_heur;
        return h[b & 0xFFFF] + h[(b >> 16) & 0xFFFF] + h[(b >> 32) & 0xFFFF] + h[b >> 48] +
               h[x & 0xFFFF] + h[(x >> 16) & 0xFFFF] + h[(x >> 32) & 0xFFFF] + h[x >> 48];
    }

    float moveNode(bits::Board board, float cprob)
    {
        float best = 0.0f;
        bool any = false;
        ++m_curDepth;
        for (Direction dir : AllDirections) {
            const bits::Board next = bits::slide(board, dir);
            ++m_nodes;
            if (next != board) {
                const float score = chanceNode(next, cprob);
                best = any ? std::max(best, score) : score;
                any = true;
            }
        }
        --m_curDepth;
        // No slide possible: the game is lost. A dead board has no empty cell and no pair,
        // so this is its heuristic without the per-line "still alive" bonus: below any
        // living board of the same shape, and still ordered by shape (a plain 0 would make
        // the search prefer dying once big tiles push living scores below 0).
        return any ? best : evaluate(board) - m_lossOffset;
    }

    float chanceNode(bits::Board board, float cprob)
    {
        if (m_aborted)
            return 0.0f;
        if (cprob < m_cutoff || m_curDepth >= m_depthLimit)
            return evaluate(board);
        const int remaining = m_depthLimit - m_curDepth;
        TranspositionTable::Entry &entry = m_table.slot(board);
        if (entry.generation == m_table.generation() && entry.board == board &&
            entry.remaining >= remaining)
            return entry.score;

        const int open = bits::countEmpty(board);
        cprob /= static_cast<float>(open);
        float sum = 0.0f;
        bits::Board tmp = board;
        bits::Board tile2 = 1;
        while (tile2) {
            if ((tmp & 0xF) == 0) {
                sum += moveNode(board | tile2, cprob * 0.9f) * 0.9f;
                sum += moveNode(board | (tile2 << 1), cprob * 0.1f) * 0.1f;
            }
            tmp >>= 4;
            tile2 <<= 4;
        }
        const float score = sum / static_cast<float>(open);
        if (!m_aborted) {
            TranspositionTable::Entry &store = m_table.slot(board);
            store = {board, score, m_table.generation(), static_cast<std::uint8_t>(remaining)};
        }
        return score;
    }

    const float *m_heur;
    float m_lossOffset;
    float m_cutoff;
    Watch &m_watch;
    TranspositionTable &m_table;
    int m_depthLimit = 0;
    int m_curDepth = 0;
    bool m_aborted = false;
    long long m_evals = 0;
    long long m_nodes = 0;
};

TranspositionTable &threadTable()
{
    thread_local TranspositionTable table;
    return table;
}

void searchFast(bits::Board board, const SearchLimits &limits, Watch &watch, SearchResult &result)
{
    const float *heur = limits.heuristic ? limits.heuristic->rows() : bits::defaultHeuristicRows();
    const float lost =
        limits.heuristic ? limits.heuristic->lostPenalty() : bits::HeuristicWeights{}.lostPenalty;
    const float cutoff = limits.probabilityCutoff > 0 ? limits.probabilityCutoff : DefaultCutoff;
    TranspositionTable &table = threadTable();
    table.newSearch();

    detail::Deepening plan;
    plan.target = limits.maxDepth;
    if (plan.target <= 0)
        plan.target = std::max(MinAutoDepth, bits::countDistinct(board) - DepthOffset);
    plan.target = std::clamp(plan.target + (limits.maxDepth > 0 ? 0 : limits.depthBias), 0, 12);
    // Without a budget, go straight to the target depth; with one, deepen step by step.
    plan.first = watch.hasDeadline() ? 1 : plan.target;
    detail::deepen(
        board, plan, watch, [&](Watch &w) { return FastSearch(heur, lost, cutoff, w, table); },
        result);
}

} // namespace

SearchLimits limitsFor(Strength strength)
{
    SearchLimits limits;
    switch (strength) {
    case Strength::Quick:
        limits.depthBias = -1;
        break;
    case Strength::Normal:
        break;
    case Strength::Strong:
        limits.depthBias = 1;
        break;
    }
    return limits;
}

SearchResult search(const Cells &cells, int size, const SearchLimits &limits)
{
    const auto start = Clock::now();
    SearchResult result;
    if (size < MinSize || size > MaxSize || cells.size() != static_cast<std::size_t>(size * size))
        return result;
    for (int v : cells)
        if (!isTileValue(v))
            return result;
    if (!canMove(cells, size))
        return result;

    if (size == 4 && !limits.genericOnly) {
        if (auto board = bits::fromCells(cells)) {
            Watch watch(limits, start);
            result.fastPath = true;
            searchFast(*board, limits, watch, result);
            result.elapsedMs = msSince(start);
            return result;
        }
    }
    Watch watch(limits, start);
    detail::searchGeneric(cells, size, limits, watch, result);
    result.elapsedMs = msSince(start);
    return result;
}

std::optional<Direction> bestMove(const Cells &cells, int size, const SearchLimits &limits)
{
    return search(cells, size, limits).move;
}

} // namespace gg::t48
