#pragma once
// Internal to the 2048 helper: what the fast 4×4 search and the generic search share
// (the cancellation watch, the direction list) and the generic search's entry point.

#include "twenty48/twenty48ai.h"

#include <atomic>
#include <chrono>

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

// The search on any size (3×3..8×8) working on plain cells; `cells` is already validated
// and has a legal move. Fills result.move, scores, depth, counters and cutShort.
void searchGeneric(const Cells &cells, int size, const SearchLimits &limits, Watch &watch,
                   SearchResult &result);

} // namespace gg::t48::detail
