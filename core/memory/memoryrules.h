#pragma once
// Memory (记忆翻牌, docs/RULES.md §5): a grid of face-down cards in pairs. A move turns two cards;
// a matching pair stays face up, a mismatch is turned back. Solo play counts moves and time;
// versus play (two humans, or a human and the computer) counts pairs per player, and whoever
// finds a pair goes again.
//
// The core never blocks the UI: after a mismatch both cards stay face up until the UI calls
// hideMismatch() (after its ~1 s delay) or the next flip, which turns them back first and then
// proceeds at once. There is no clock inside: the UI feeds play time with advanceTime().
// There is no undo: it would show hidden cards.

#include "common/rng.h"
#include "memory/memoryai.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::memory {

struct Point
{
    int row = 0;
    int col = 0;
    friend bool operator==(const Point &, const Point &) = default;
};

// Board size as rows × cols. The issue writes sizes width × height (columns × rows): "8×7" is
// 7 rows of 8 cards. sizeKey() uses that columns×rows spelling, e.g. "8x7".
struct Size
{
    int rows = 4;
    int cols = 4;
    int cells() const { return rows * cols; }
    friend bool operator==(const Size &, const Size &) = default;
};

constexpr int MinSide = 3;
constexpr int MaxSide = 8;
constexpr int MaxCards = 56; // 8×7: 28 distinct faces at most

// Sides in [MinSide, MaxSide], an even number of cards, at most MaxCards.
bool validSize(Size size);
// The sizes offered, smallest first (all even): 4×3, 4×4, 5×4, 6×4, 6×5, 6×6, 7×6, 8×7
// (columns × rows).
const std::vector<Size> &offeredSizes();
std::string sizeKey(Size size); // "8x7" = 8 columns × 7 rows
std::optional<Size> sizeFromKey(std::string_view key);

enum class Mode { Solo, Versus };
enum class Opponent { Human, Computer };

struct Options
{
    Size size;
    Mode mode = Mode::Solo;
    Opponent opponent = Opponent::Computer; // versus only: who player 1 is
    Level computerLevel = Level::Medium;
    int firstPlayer = 0; // versus only: 0 or 1 (the computer is always player 1)
    friend bool operator==(const Options &, const Options &) = default;
};

enum class CardState { FaceDown, FaceUp, Matched };

enum class FlipOutcome {
    Ignored,  // game over, a matched card, a face-up card of this move or off the board
    First,    // the first card of a move
    Match,    // the second card matched: both stay up, the same player goes again
    Mismatch, // the second card did not match: both stay up until hidden; the turn passes
};

struct FlipResult
{
    FlipOutcome outcome = FlipOutcome::Ignored;
    Point cell;
    int kind = 0;
    Point first;    // Match / Mismatch: the first card of the move
    int player = 0; // who turned the card
    // A pending mismatch that this flip turned back before proceeding.
    std::optional<std::pair<Point, Point>> hidden;
    bool finished = false; // every pair is face up
};

enum class Status { Playing, Finished };

class Game
{
public:
    explicit Game(const Options &options = {}, std::uint64_t seed = Rng::randomSeed());

    // A new deal (invalid sizes fall back to 4×4; firstPlayer is clamped to 0/1).
    void newGame(const Options &options);
    void newGame() { newGame(m_options); }

    // Turns the card at p (see FlipOutcome). Turns a pending mismatch back first.
    FlipResult flip(Point p);
    // Turns a pending mismatch back; returns the two cells, or nullopt if there was none.
    std::optional<std::pair<Point, Point>> hideMismatch();
    bool mismatchPending() const { return m_mismatch.has_value(); }

    // Versus against the computer: true when the next card is the computer's to turn.
    bool computerToMove() const;
    // The card the computer turns next (call flip() with it, after any animation delay).
    // nullopt when it is not the computer's turn.
    std::optional<Point> computerMove();
    // For a choice made on a worker thread: computerMove() on a copy of this game, then the
    // copy's computer() handed back here (its random generator has moved on), so the live
    // game draws the same numbers as if it had chosen itself. Ignored when this game has no
    // computer or another level.
    void adoptComputer(const ComputerPlayer &after);

    // Adds play time (the UI stops feeding it while paused or after the end).
    void advanceTime(long long deltaMs);

    const Options &options() const { return m_options; }
    Size size() const { return m_options.size; }
    Status status() const
    {
        return m_matchedPairs == pairCount() ? Status::Finished : Status::Playing;
    }
    CardState state(Point p) const;
    // The face of the card (the UI draws it only when the card is not face down).
    int kindAt(Point p) const;
    // The face if visible (face up or matched), else 0.
    int visibleKind(Point p) const { return state(p) == CardState::FaceDown ? 0 : kindAt(p); }
    std::optional<Point> firstTurned() const;
    // The player who found the pair the card at p belongs to, or -1 while it is in play (the
    // UI marks found pairs with the finder's colour in versus play).
    int foundBy(Point p) const;
    int pairCount() const { return m_options.size.cells() / 2; }
    int pairsLeft() const { return pairCount() - m_matchedPairs; }
    int moves() const { return m_moves[0] + m_moves[1]; } // pairs turned, both players
    int moves(int player) const { return m_moves[player & 1]; }
    int pairs(int player) const { return m_pairs[player & 1]; }
    int currentPlayer() const { return m_current; }
    long long elapsedMs() const { return m_elapsedMs; }
    // Versus, finished: 0 or 1 for the winner, -1 for a draw; nullopt while playing or solo.
    std::optional<int> winner() const;
    // The computer opponent (versus against the computer only).
    const ComputerPlayer *computer() const { return m_computer ? &*m_computer : nullptr; }

    // Test hook: deals these faces (row-major, each kind 1..cells/2 exactly twice) instead.
    bool setFaces(const std::vector<int> &faces);

    std::string serialize() const;
    // Replays the saved flips; nullopt for anything inconsistent or hostile.
    static std::optional<Game> deserialize(std::string_view text);

private:
    int index(Point p) const { return p.row * m_options.size.cols + p.col; }
    Point point(int i) const { return {i / m_options.size.cols, i % m_options.size.cols}; }
    bool contains(Point p) const;
    void start(std::vector<int> faces);

    Options m_options;
    Rng m_rng;
    std::vector<int> m_faces;
    std::vector<bool> m_matched;
    std::vector<int> m_foundBy; // per cell: who found its pair, -1 while in play
    std::vector<int> m_flips;   // every card turned, in order (the save game replays these)
    std::optional<int> m_first;
    std::optional<std::pair<int, int>> m_mismatch;
    std::optional<ComputerPlayer> m_computer;
    int m_current = 0;
    int m_moves[2] = {0, 0};
    int m_pairs[2] = {0, 0};
    int m_matchedPairs = 0;
    long long m_elapsedMs = 0;
};

// Best results per board size (docs/RULES.md §5.9: fewest moves, shortest time), kept by the UI.
struct Result
{
    int moves = 0;
    long long ms = 0;
};

struct Best
{
    std::optional<int> fewestMoves;
    std::optional<long long> shortestMs;
};

struct Improvement
{
    bool moves = false; // a new fewest-moves record
    bool time = false;  // a new shortest-time record
    bool any() const { return moves || time; }
};

// Which records `result` beats (strictly: equalling a record is not a new one).
Improvement improves(const Result &result, const Best &best);
// Applies the improvement to best and returns it.
Improvement record(Best &best, const Result &result);
// Ranking for a high-score table: fewer moves first, then less time.
bool rankedBefore(const Result &a, const Result &b);

} // namespace gg::memory
