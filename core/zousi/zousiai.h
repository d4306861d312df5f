#pragma once
// The Zou Si Qi computer player (issue 7). Perfect plays from the solved table; the lower
// levels search a few plies with a material-and-mobility evaluation and make the kind of
// mistakes a casual player makes (short sight, some randomness).
//
// Run choose() on a worker thread with a COPY of the position; it honours a stop flag and
// a time budget and always returns a legal move (a pass when the side has no step).

#include "common/rng.h"
#include "zousi/zousirules.h"
#include "zousi/zousisolver.h"

#include <atomic>
#include <memory>
#include <vector>

namespace gg::zousi {

enum class Level { Easy, Medium, Hard, Perfect };
// "easy", "medium", "hard", "perfect": statistics keys and command-line names, never shown.
const char *levelKey(Level level);

// A move with the value it leads to, from the point of view of the side making it.
struct RatedMove
{
    Move move;
    Value value;
    // Drawing moves only: how many replies keep the draw for the opponent (fewer is better
    // for us: more ways for the opponent to go wrong).
    int drawingReplies = 0;
};

// Every legal move of `pos` rated from the table, best first (fastest win, then draws with
// the fewest drawing replies, then slowest loss; ties in move order). Empty when over.
std::vector<RatedMove> rateMoves(const Solver &solver, const Position &pos);
// The perfect move: the first of rateMoves(), or a random one among the equally good when
// `rng` is given. This is the Hint. `pos` must not be over and the solver must be solved.
Move perfectMove(const Solver &solver, const Position &pos, Rng *rng = nullptr);
// Whether the computer, playing `computer`, accepts a draw offer in `pos`: only when the
// position is a draw with best play (a won position is kept and a lost one played out:
// the person has to find the win). docs/RULES.md §6.7.
bool acceptsDraw(const Solver &solver, const Position &pos, Side computer);

// The simple scripted player the levels are measured against (issue 15's level ladder,
// `gridgames-cli zousi ladder`): (a) a random capturing step, else (b) a random step after
// which the opponent has no capturing step, else (c) a random step; a pass when the side
// has no step. `pos` must not be over. It looks one reply ahead and no further.
Move scriptedMove(const Position &pos, Rng &rng);

class Ai
{
public:
    // `solver` may be null or unsolved: Perfect and Hard then fall back to a deep search.
    explicit Ai(Level level, std::shared_ptr<const Solver> solver = nullptr,
                std::uint64_t seed = Rng::randomSeed());

    Level level() const { return m_level; }
    void setLevel(Level level) { m_level = level; }
    Rng &rng() { return m_rng; }

    // A legal move for the side to move in `pos` (which must not be over). `budgetMs` <= 0
    // means no time limit; when `stop` turns true or time runs out the best move found so
    // far is returned.
    Move choose(const Position &pos, const std::atomic<bool> *stop = nullptr, int budgetMs = 0);

    // Nodes visited by the last search (0 when the table answered); for benchmarks.
    std::uint64_t nodes() const { return m_nodes; }

private:
    Move searchMove(const Position &pos, int depth, int noise, const std::atomic<bool> *stop,
                    int budgetMs);

    Level m_level;
    std::shared_ptr<const Solver> m_solver;
    Rng m_rng;
    std::uint64_t m_nodes = 0;
};

} // namespace gg::zousi
