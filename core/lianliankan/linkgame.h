#pragma once
// A game of Lianliankan (docs/RULES.md §4) for the UI: levels, selection, removal with the path to
// draw, hint, undo/redo, limited shuffles, automatic reshuffle of a stuck board, score with a
// combo bonus, countdown, gravity variant and save games.
//
// The core has no clock: the caller feeds the play time with advanceTime(delta) (and simply
// stops feeding it while paused). Every action happens at the current elapsedMs().

#include "common/rng.h"
#include "lianliankan/linkboard.h"
#include "lianliankan/linkdeal.h"
#include "lianliankan/linkpathfinder.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::link {

enum class Level { Easy, Normal, Hard, Relaxed, Custom };

// Everything that defines a game; the levels are presets (see levelOptions()).
struct Options
{
    int rows = 8;
    int cols = 12;
    int kinds = 20;
    long long timeLimitMs = 0; // 0: untimed
    int shuffles = 3;          // manual shuffles allowed per game
    bool gravity = false;
    friend bool operator==(const Options &, const Options &) = default;
};

constexpr long long MaxTimeLimitMs = 24LL * 3600 * 1000;
constexpr int MaxShuffles = 99;

// The level table: Easy 6×8 with 8 kinds and 5 minutes; Normal 8×12, 20 kinds, 6 minutes;
// Hard 10×16, 36 kinds, 7 minutes; Relaxed 8×12, 20 kinds, untimed. Custom returns Normal's.
Options levelOptions(Level level);
// ASCII keys for settings and high-score groups (never translated): "easy", "normal", ...
const char *levelKey(Level level);
std::optional<Level> levelFromKey(std::string_view key);
// The level whose preset these options are (gravity aside), or Custom.
Level levelOf(const Options &options);
// True when the options can make a game (deal parameters, time limit and shuffles in range).
bool validOptions(const Options &options);

// Scoring: every pair is worth PairPoints, plus ComboPoints for each step of the combo; a
// match within ComboWindowMs of the previous one extends the combo (up to MaxCombo). Winning
// a timed game adds TimeBonusPerSecond for every whole second left.
constexpr int PairPoints = 10;
constexpr int ComboPoints = 5;
constexpr int MaxCombo = 10;
constexpr long long ComboWindowMs = 3000;
constexpr int TimeBonusPerSecond = 1;

enum class Status {
    Playing,
    Won,  // the board is empty
    Lost, // the countdown ran out first
};

// What one removal did, for the UI to animate.
struct MatchResult
{
    bool removed = false;
    Point a, b;
    int kind = 0;
    Path path;               // from a to b, corners included
    int combo = 0;           // 0: not a combo; n: the n-th quick match in a row
    long long gained = 0;    // points for this pair (combo and, on a win, time bonus included)
    std::vector<Fall> falls; // gravity variant: tiles that fell after the removal
    bool reshuffled = false; // no removable pair was left, so the board was reshuffled
    bool won = false;
};

enum class SelectOutcome {
    Ignored,    // not playing, or an empty cell / a point off the board
    Selected,   // the tile is now selected
    Deselected, // the selected tile was clicked again
    Moved,      // a tile of another kind: the selection moved to it
    Refused,    // same kind but no path with at most two turns: the selection moved to it
    Matched,    // the pair was removed; see match
};

struct SelectResult
{
    SelectOutcome outcome = SelectOutcome::Ignored;
    std::optional<Point> selection; // the selection after the click
    MatchResult match;
};

class Game
{
public:
    explicit Game(Level level = Level::Normal, bool gravity = false,
                  std::uint64_t seed = Rng::randomSeed());
    Game(const Options &options, std::uint64_t seed);

    // A new deal with the level's options (gravity as given).
    void newGame(Level level, bool gravity);
    // A new deal with these options; invalid options fall back to Normal's.
    void newGame(const Options &options);
    // The same deal again, from the start (clock, score, shuffles and assistance reset).
    void restart();

    // Adds play time; returns true when this made the countdown expire (status becomes Lost).
    bool advanceTime(long long deltaMs);

    // A click on a cell (docs/RULES.md §4.3: a tile of another kind just moves the selection).
    SelectResult select(Point p);
    void clearSelection() { m_selection.reset(); }
    // Removes a and b if they are a removable pair.
    MatchResult match(Point a, Point b);
    // One removable pair with its path; marks the game assisted. nullopt when not playing.
    std::optional<Pair> hint();
    // Reshuffles the remaining tiles into a solvable arrangement; uses one of the shuffles.
    bool shuffle();

    // Undo takes back one removal (not across a shuffle) and marks the game assisted.
    bool canUndo() const;
    bool canRedo() const { return m_cursor < m_steps.size(); }
    bool undo();
    bool redo();

    const Board &board() const { return m_states[m_cursor].board; }
    const Options &options() const { return m_options; }
    Level level() const { return m_level; }
    Status status() const;
    long long score() const { return m_states[m_cursor].score; }
    int combo() const { return m_states[m_cursor].combo; }
    long long elapsedMs() const { return m_elapsedMs; }
    bool timed() const { return m_options.timeLimitMs > 0; }
    // Countdown left (0 when untimed or expired).
    long long timeLeftMs() const;
    int shufflesLeft() const { return m_options.shuffles - m_shufflesUsed; }
    int autoReshuffles() const;
    bool assisted() const { return m_assisted; }
    // Help outside the game's own commands (the analysis overlay) marks it too.
    void markAssisted() { m_assisted = true; }
    int tilesLeft() const { return board().tileCount(); }
    std::optional<Point> selection() const { return m_selection; }
    // Every removable pair (the legal moves), a before b in row-major order.
    std::vector<Pair> removablePairs() const { return PathFinder(board()).removablePairs(); }
    std::optional<Path> pathBetween(Point a, Point b) const
    {
        return PathFinder(board()).find(a, b);
    }
    // The start deal and a way to clear it (for tests and a "show solution" feature).
    const Board &startBoard() const { return m_states.front().board; }
    const Solution &startSolution() const { return m_startSolution; }

    // Test hook: starts from this board with a fresh history; the options take its size and
    // its largest kind. False (nothing changes) for odd counts, kinds above cells / 2, an odd
    // number of cells or, with gravity, tiles that have not fallen: exactly the boards a save
    // game can hold, so every game can be saved and restored.
    bool setPosition(const Board &board);

    std::string serialize() const;
    // Replays the saved steps; nullopt for anything inconsistent, out of range or hostile.
    static std::optional<Game> deserialize(std::string_view text);

private:
    friend class SaveReader; // deserialize()'s steps (linkgamesave.cpp)

    // An empty shell for deserialize() to fill in (no deal is generated); not a playable game
    // until its first state is set.
    struct Unstarted
    {
    };
    explicit Game(Unstarted) {}

    enum class StepKind { Match, Shuffle, AutoShuffle };
    struct Step
    {
        StepKind kind = StepKind::Match;
        Removal pair; // Match
        long long atMs = 0;
        int shuffleIndex = -1; // Shuffle/AutoShuffle: index into m_shuffles
    };
    struct State
    {
        Board board;
        long long score = 0;
        int combo = 0;
        long long lastMatchMs = -1;
    };

    void start(const Board &board, Solution solution);
    // The state after a match of a and b at atMs, or nullopt when it is not removable.
    std::optional<State> applyMatch(const State &from, Removal pair, long long atMs,
                                    MatchResult *result) const;
    void push(Step step, State state);
    bool stuck() const { return !board().isEmpty() && !PathFinder(board()).hasPair(); }
    // Appends an automatic reshuffle when the board is stuck; true when it did.
    bool autoReshuffle();

    Options m_options;
    Level m_level = Level::Normal;
    Rng m_rng;
    Solution m_startSolution;
    std::vector<Step> m_steps;
    std::vector<State> m_states;   // m_states[i]: after i steps
    std::vector<Board> m_shuffles; // the arrangements shuffles produced, in order
    std::size_t m_cursor = 0;
    long long m_elapsedMs = 0;
    int m_shufflesUsed = 0;
    bool m_assisted = false;
    std::optional<Point> m_selection;
};

} // namespace gg::link
