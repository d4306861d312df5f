#pragma once
// 2048 rules (docs/RULES.md §1): slide and merge, spawn, win at the target, loss when stuck,
// unlimited undo/redo, and a save format that is replayed (never trusted) on load.

#include "common/rng.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::t48 {

enum class Direction { Left, Right, Up, Down };

constexpr int MinSize = 3;
constexpr int MaxSize = 8;
constexpr int DefaultSize = 4;
constexpr int DefaultTarget = 2048;
// The largest tile an int holds; two of them do not merge (no game gets near it: it takes
// some 2^29 moves, but hostile boards from files or the command line may hold it).
constexpr int MaxTile = 1 << 30;

// Cells are row-major, 0 for empty, otherwise a power of two >= 2.
using Cells = std::vector<int>;

// Where one tile went during a slide; used by the UI to animate.
struct TileMotion
{
    int from = 0;        // cell index before the move
    int to = 0;          // cell index after the move
    int value = 0;       // the tile's value before the move
    bool merged = false; // it ended in a merge at `to`
};

struct SlideResult
{
    Cells cells;
    int gained = 0;       // sum of the tiles created by merges (saturates at INT_MAX)
    bool changed = false; // false: the move is not a move
    std::vector<TileMotion> motions;
    std::vector<int> mergedCells; // indices holding a tile created by a merge
};

// Slides `cells` (size×size) in `dir`; pure function, no spawn.
SlideResult slide(const Cells &cells, int size, Direction dir);
// True if some direction changes the board.
bool canMove(const Cells &cells, int size);
// True if `value` is 0 or a power of two in [2, MaxTile].
bool isTileValue(int value);
char directionLetter(Direction dir);
std::optional<Direction> directionFromLetter(char letter);
std::optional<Direction> directionFromName(std::string_view name);

struct Spawn
{
    int index = -1;
    int value = 0;
};

struct MoveReport
{
    bool moved = false;
    int gained = 0;
    std::vector<TileMotion> motions;
    std::vector<int> mergedCells;
    Spawn spawn;
    bool reachedTarget = false; // this move made the first tile >= target
    bool over = false;          // after this move no move is possible
};

enum class Status {
    Playing,
    Won,  // the target was reached and the player has not chosen to keep going
    Over, // no move changes the board
};

class Game
{
public:
    explicit Game(int size = DefaultSize, int target = DefaultTarget,
                  std::uint64_t seed = Rng::randomSeed());

    // Starts a new game with the same options and two spawned tiles.
    void newGame();
    // Changes the options (clamped to the valid range) and starts a new game.
    void newGame(int size, int target);
    // Starts again from this game's first position (same opening tiles).
    void restart();

    MoveReport move(Direction dir);
    bool canUndo() const { return m_cursor > 0; }
    bool canRedo() const { return m_cursor < m_steps.size(); }
    // Undo marks the game assisted (docs/RULES.md §1.9: an undone game's score is not clean).
    bool undo();
    bool redo();
    void keepGoing();
    void markAssisted() { m_assisted = true; }

    int size() const { return m_size; }
    int target() const { return m_target; }
    const Cells &cells() const { return m_current.cells; }
    int at(int row, int col) const { return cells()[row * m_size + col]; }
    long long score() const { return m_current.score; }
    int moves() const { return static_cast<int>(m_cursor); }
    int maxTile() const;
    bool reachedTarget() const { return m_current.reached; }
    bool keptGoing() const { return m_keepGoing; }
    bool assisted() const { return m_assisted; }
    Status status() const;

    // The replay (issue 19): the board and score after `steps` of the moves played
    // (0..moves()), and the direction of the `step`-th move (1-based).
    struct Snapshot
    {
        Cells cells;
        long long score = 0;
    };
    Snapshot snapshotAt(int steps) const;
    Direction directionOf(int step) const;

    // Test hook: replaces the board (and score) as a fresh start position.
    void setPosition(const Cells &cells, long long score = 0);
    Rng &rng() { return m_rng; }

    // The save: version 2 packs each move into 9 bits (base64), so a game of millions of
    // moves still fits; version 1 (one word a move) is still read.
    std::string serialize() const;
    // Replays the saved moves; returns nullopt for anything inconsistent or out of range.
    static std::optional<Game> deserialize(std::string_view text);
    // Every Checkpoint-th position is kept; any other is replayed from the one before it.
    static constexpr std::size_t Checkpoint = 64;

private:
    struct State
    {
        Cells cells;
        long long score = 0;
        bool reached = false;
    };
    struct Step
    {
        Direction dir;
        Spawn spawn;
    };
    // A step in 16 bits: direction (2), a 4 spawned (1), the spawn's cell (13).
    static std::uint16_t pack(const Step &step);
    static Step unpack(std::uint16_t packed);

    Spawn spawnTile(Cells &cells);
    bool apply(const State &from, const Step &step, State &out) const;
    void resetTo(const State &start);
    // The position after `steps` moves (from the nearest checkpoint).
    State stateAt(std::size_t steps) const;

    int m_size;
    int m_target;
    Rng m_rng;
    // Every move made, including undone ones (for redo): 2 bytes each, so unlimited undo
    // stays small (an 8x8 game of 500 000 moves holds about 3 MB).
    std::vector<std::uint16_t> m_steps;
    std::vector<State> m_checkpoints; // [k] is the position after k * Checkpoint steps
    State m_current;                  // the position after m_cursor steps
    std::size_t m_cursor = 0;
    bool m_keepGoing = false;
    bool m_assisted = false;
};

} // namespace gg::t48
