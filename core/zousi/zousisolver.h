#pragma once
// The complete solution of Zou Si Qi by retrograde analysis: the value (win, loss or draw
// for the side to move) and the distance to the end in plies under perfect play, for every
// placement of 0..4 pieces per side on distinct points with either side to move
// (4,534,506 positions). Repetition and the 100-ply rule are ignored, so endless play is a
// draw. Perfect play means: wins in the fewest plies, losses in the most.
//
// Terminal positions (a side below two pieces) have no moves: the side to move has lost
// if it has fewer than two pieces (even if the other side has too, which play never
// produces), otherwise it has won; both in 0 plies.
//
// Solving takes about a second and is meant to run on a worker thread; the finished table
// is read-only, so any number of threads may query it. The table can be saved to and
// loaded from a binary cache (header, version, checksum) so the UI can skip the solve.

#include "zousi/zousirules.h"

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gg::zousi {

// Always from the point of view of the side to move.
enum class Result : std::uint8_t { Draw, Win, Loss };

struct Value
{
    Result result = Result::Draw;
    int plies = 0; // plies to the end with best play; 0 for a draw

    friend bool operator==(const Value &, const Value &) = default;
};

// The value one ply earlier, seen by the side that made the move leading here.
Value parentView(Value child);
// Orders values for the side to move: better(a, b) is true if a is strictly preferable
// (faster wins, then draws, then slower losses).
bool better(Value a, Value b);

// Every legal move of `pos` with its perfect-play value for the mover (win / draw / loss
// and the plies to the end counting the move itself), in legalMoves() order; empty when the
// game is over. Used by the analysis overlay and `zousi analyse`.
struct MoveValue
{
    Move move;
    Value value;
};
class Solver;
std::vector<MoveValue> analyseMoves(const Solver &solver, const Position &pos);

struct SolveStats
{
    std::uint64_t positions = 0;
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::uint64_t draws = 0;
    int longestWin = 0;  // most plies of any win
    int longestLoss = 0; // most plies of any loss
    int levels = 0;      // retrograde passes made
};

// Why a cache was not loaded; the caller then solves again.
enum class LoadError {
    None,
    Unreadable,  // cannot open or read to the end of the header/payload
    BadMagic,    // not a solution cache
    BadVersion,  // written by another format version
    BadSize,     // position count or payload size does not match, or trailing bytes
    BadChecksum, // the payload was damaged
    BadData,     // a value that no solve can produce
};

class Solver
{
public:
    static constexpr std::uint32_t CacheVersion = 1;

    // Number of positions in the table (both sides to move).
    static std::uint32_t positionCount();
    // The compact index of a position (combinatorial ranking by piece counts); nullopt
    // if a side has more than four pieces.
    static std::optional<std::uint32_t> index(const Position &pos);
    // Inverse of index(); `index` must be below positionCount().
    static Position position(std::uint32_t index);

    // Runs the retrograde analysis. Returns false (and leaves the solver unsolved) if
    // `stop` becomes true while it runs. Safe to call on a worker thread.
    bool solve(const std::atomic<bool> *stop = nullptr);
    bool solved() const { return !m_codes.empty(); }

    // The value of `pos` (which must have at most four pieces per side). Requires solved().
    Value value(const Position &pos) const;
    Value valueAt(std::uint32_t index) const;
    const SolveStats &stats() const { return m_stats; }

    // Binary cache: "GGZSQSOL", version, count, payload size, FNV-1a checksum, one byte per
    // position. save() returns false on a write error; saveFile() writes a temporary file
    // and renames it, so a crash never leaves a half-written cache under `path`.
    bool save(std::ostream &out) const;
    bool saveFile(const std::string &path) const;
    // Replaces the table only when the whole cache checks out.
    LoadError load(std::istream &in);
    LoadError loadFile(const std::string &path);
    // What the UI's worker thread calls at start-up: loads `cachePath` if it holds a valid
    // cache, otherwise solves and (when `cachePath` is not empty) writes the cache. Returns
    // solved(); `loadError` tells why the cache was not used (None if it was).
    bool loadOrSolve(const std::string &cachePath, const std::atomic<bool> *stop = nullptr,
                     LoadError *loadError = nullptr);

private:
    void computeStats();

    // One byte per position: 0 draw, 1 + p loss in p plies, 128 + p win in p plies.
    std::vector<std::uint8_t> m_codes;
    SolveStats m_stats;
};

} // namespace gg::zousi
