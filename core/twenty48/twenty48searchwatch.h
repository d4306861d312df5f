#pragma once
// Internal to the 2048 helper: what the fast 4×4 search and the generic search share (the
// cancellation watch, the direction list, the root of the search with its iterative
// deepening) and the generic search's entry point.

#include "twenty48/twenty48ai.h"

#include <array>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <optional>

namespace gg::t48::detail {

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

constexpr Direction AllDirections[4] = {Direction::Left, Direction::Right, Direction::Up,
                                        Direction::Down};

// Cancellation: the caller's stop flag and the deadline. Reading the clock costs, so the
// searches poll this only every thousand evaluations or so; once expired it stays expired.
class Watch
{
public:
    Watch(const SearchLimits &limits, Clock::time_point start)
        : m_stop(limits.stop), m_hasDeadline(limits.budgetMs > 0),
          m_deadline(start + std::chrono::milliseconds(limits.budgetMs))
    {
    }

    bool expired()
    {
        if (m_expired)
            return true;
        if (m_stop && m_stop->load(std::memory_order_relaxed))
            m_expired = true;
        else if (m_hasDeadline && Clock::now() >= m_deadline)
            m_expired = true;
        return m_expired;
    }
    bool hasDeadline() const { return m_hasDeadline; }
    double remainingMs() const
    {
        return std::chrono::duration<double, std::milli>(m_deadline - Clock::now()).count();
    }

private:
    const std::atomic<bool> *m_stop;
    bool m_hasDeadline;
    Clock::time_point m_deadline;
    bool m_expired = false;
};

// One full iteration at `depth` over the four slides of the root; false when the engine was
// cut short (then `result` keeps the previous iteration's move and scores). An Engine has
// scoreMove(board, dir, depth) -> optional<float> (nullopt: the slide changes nothing),
// aborted(), evaluations() and nodes().
template <typename Engine, typename Board>
bool rootIteration(const Board &board, int depth, Engine &engine, SearchResult &result)
{
    std::array<float, 4> found{};
    std::optional<Direction> best;
    float bestScore = 0.0f;
    for (Direction dir : AllDirections) {
        const std::optional<float> score = engine.scoreMove(board, dir, depth);
        if (engine.aborted())
            return false;
        if (!score)
            continue;
        found[static_cast<int>(dir)] = *score;
        result.legal[static_cast<int>(dir)] = true;
        if (!best || *score > bestScore) {
            bestScore = *score;
            best = dir;
        }
    }
    result.scores = found;
    result.move = best;
    return true;
}

// How deep the iterative deepening goes.
struct Deepening
{
    int target = 0; // the deepest iteration
    int first = 1;  // the first iteration after depth 0 (= target: go straight there)
    // Stop before an iteration whose estimated evaluations exceed this (0: no such limit).
    double evalBudget = 0;
};

// The root loop of both searches. Depth 0 first (one slide, one spawn, static evaluation:
// next to nothing, and not cancellable, so a legal answer always exists), then iterations
// from plan.first to plan.target with a fresh engine bound to `watch`, stopping when the
// watch expires, when the next iteration would overrun the evaluation budget or the time
// left (its cost estimated from this one's growth over the last), or when an iteration
// evaluated exactly as many boards as the one before (the probability cut-off already
// bounds the tree, so deeper is the same). makeEngine(Watch &) returns an Engine.
template <typename Board, typename MakeEngine>
void deepen(const Board &board, const Deepening &plan, Watch &watch, MakeEngine makeEngine,
            SearchResult &result)
{
    Watch never(SearchLimits{}, Clock::now());
    auto quick = makeEngine(never);
    rootIteration(board, 0, quick, result);
    result.evaluations += quick.evaluations();
    result.nodes += quick.nodes();

    auto engine = makeEngine(watch);
    long long lastEvals = std::max<long long>(quick.evaluations(), 1);
    for (int depth = plan.first; depth <= plan.target; ++depth) {
        if (watch.expired()) {
            result.cutShort = true;
            break;
        }
        const long long before = engine.evaluations();
        const auto start = Clock::now();
        if (!rootIteration(board, depth, engine, result)) {
            result.cutShort = true;
            break;
        }
        result.depth = depth;
        const long long used = std::max<long long>(engine.evaluations() - before, 1);
        const double tookMs = msSince(start);
        const double growth = std::max(2.0, static_cast<double>(used) / lastEvals);
        if (plan.evalBudget > 0 && static_cast<double>(used) * growth > plan.evalBudget)
            break;
        if (used == lastEvals && depth > plan.first)
            break;
        if (watch.hasDeadline() && tookMs * growth > watch.remainingMs() && depth < plan.target) {
            result.cutShort = true;
            break;
        }
        lastEvals = used;
    }
    result.evaluations += engine.evaluations();
    result.nodes += engine.nodes();
}

// The search on any size (3×3..8×8) working on plain cells; `cells` is already validated
// and has a legal move. Fills result.move, scores, depth, counters and cutShort.
void searchGeneric(const Cells &cells, int size, const SearchLimits &limits, Watch &watch,
                   SearchResult &result);

} // namespace gg::t48::detail
