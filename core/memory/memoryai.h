#pragma once
// The computer's memory in Memory (记忆翻牌, docs/RULES.md §5.10): it watches every card turned by
// either player, remembers some of them according to its level, and chooses its cards from
// what it remembers.
//
// Levels, as data (see levelParams()): a seen card is memorised with probability `recall`,
// and only the `capacity` most recently memorised cards are kept (older ones are forgotten).
// Easy keeps 2 cards and memorises half of what it sees: it forgets most cards. Expert keeps
// everything and plays optimally from what is known:
//   1. a remembered pair is taken;
//   2. otherwise it turns a card it has never seen; if the partner is remembered, it takes it;
//   3. otherwise it chooses between turning another unseen card (a 1/(u-1) chance of a pair
//      but it may show the opponent a pair) and turning a remembered, useless card (which
//      shows nothing new), whichever gives the larger expected pair difference against a
//      perfect opponent (a small exact dynamic programme over pairs left and known cards,
//      after Zwick & Paterson, "The memory game", 1993).
// The lower levels follow 1 and 2 with their lossy memory and otherwise turn unseen cards.
//
// The choice is O(cells) and instant, so the UI may call it on the GUI thread; it uses the
// memory's own seeded RNG, so games are reproducible.

#include "common/rng.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gg::memory {

enum class Level { Easy, Medium, Hard, Expert };

struct LevelParams
{
    int capacity;  // cards kept at most (the oldest are forgotten first)
    double recall; // chance that a seen card is memorised at all
};

LevelParams levelParams(Level level);
const char *levelKey(Level level); // "easy", ... (settings keys, never translated)
std::optional<Level> levelFromKey(const std::string &key);

// What the computer knows about one face-down card.
struct Memory
{
    int cell = -1;
    int kind = 0;
    friend bool operator==(const Memory &, const Memory &) = default;
};

class ComputerPlayer
{
public:
    explicit ComputerPlayer(Level level = Level::Medium, std::uint64_t seed = 1);

    Level level() const { return m_level; }
    // Forgets everything (a new game).
    void reset();
    // A card was turned face up (by anyone) showing `kind`.
    void observe(int cell, int kind);
    // The pair was matched: it leaves the table and the memory.
    void matched(int cellA, int cellB);

    // The cell to turn next. `faceDown` lists the cells that may be turned; `firstUp` is the
    // cell turned first in this move (-1 at the start of a move) and `firstKind` its face.
    // `pairsLeft` counts unmatched pairs on the table. Never returns a cell outside faceDown
    // (which must not be empty).
    int choose(const std::vector<int> &faceDown, int firstUp, int firstKind, int pairsLeft);

    const std::vector<Memory> &memory() const { return m_memory; }
    bool remembers(int cell) const;

    // State for save games: "level rng cell:kind ..." ; restore validates the shape only (the
    // game checks the memories against the cards).
    std::string toString() const;
    static std::optional<ComputerPlayer> fromString(const std::string &text);

    // Expert's rule for the second card after an unseen first card with no known partner:
    // true to turn another unseen card, false to turn a remembered one. `pairs` counts pairs
    // on the table, `known` the remembered single cards other than the first card.
    static bool secondCardUnseen(int pairs, int known);
    // Expected pair difference for the player to move with perfect play on both sides, with
    // `pairs` pairs left of which `known` have one card known (no known pair).
    static double perfectValue(int pairs, int known);

private:
    int pickRandom(const std::vector<int> &cells);

    Level m_level;
    Rng m_rng;
    std::vector<Memory> m_memory; // oldest first
};

// The simple scripted player the levels are measured against (issue 15's level ladder,
// `gridgames-cli memory ladder`). Its memory is exact but short: the last two cards turned
// before its move (usually the opponent's mismatch), nothing older. At the start of a move it
// (1) takes those two if they are a pair still on the table, else (2) turns a random card it
// does not remember; for the second card it (3) takes the remembered partner of the first
// card when one of the two is, else (4) turns another random card it does not remember.
// The same calls as ComputerPlayer.
class ScriptedPlayer
{
public:
    explicit ScriptedPlayer(std::uint64_t seed = 1) : m_rng(seed) {}

    void reset();
    void observe(int cell, int kind);
    void matched(int cellA, int cellB);
    int choose(const std::vector<int> &faceDown, int firstUp, int firstKind, int pairsLeft);

    // The cards it remembers during the current move (at most two, oldest first).
    const std::vector<Memory> &memory() const { return m_recalled; }

private:
    Rng m_rng;
    std::vector<Memory> m_seen;     // the last two cards turned, oldest first
    std::vector<Memory> m_recalled; // m_seen as it was when this move began
};

} // namespace gg::memory
