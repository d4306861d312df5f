#pragma once
// Threat detection and threat-space search.
//
// VCF (victory by continuous fours): the attacker plays only fours, each of which leaves
// the defender a single reply, until a five or an open four. VCT (victory by continuous
// threats) also allows open threes; the defender may then answer at any point of the
// attacker's lines or with a four of his own, and every such answer must lose. Both
// searches work on the caller's board and leave it as they found it.
//
// Under Renju (docs/RULES.md §3.11) black never plays a forbidden point: black's fours,
// threes, blocks and answers skip them, and a white four whose only block is forbidden to
// black wins for white (black cannot stop the five).

#include "gomoku/gomokuboard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace gg::gomoku {

class Game;

// A point where a stone of some colour would make a shape.
struct Threat
{
    Point point;
    Combo combo = Combo::None;
    // The best line pattern of the four and its direction (index into DirRow/DirCol).
    Pattern pattern = Pattern::None;
    int direction = 0;
};

// Every empty point where `stone` would make at least `minimum` (strongest first, then
// row by row). For example Combo::Five lists the points completing `stone`'s fours, and
// Combo::OpenFour the points that turn an open three into an open four.
std::vector<Threat> findThreats(const Game &game, Stone stone, Combo minimum);
std::vector<Threat> findThreats(const Board &board, Stone stone, Combo minimum);
// The pattern `stone` would make on the empty point `at` along direction `dir`.
Pattern patternAt(const Game &game, Point at, int dir, Stone stone);
Combo comboAt(const Game &game, Point at, Stone stone);

// The analysis overlay (issue 19): for both colours the points where a stone would make a
// five (the ends of a four on the board) or an open four (the points of an open three), and
// a forced win by fours for the side to move if the search finds one within the budget (the
// whole line: attacker and defender moves alternating, as vcf() returns it).
struct ThreatMark
{
    Point point;
    Stone stone = Stone::Empty;
    Combo combo = Combo::None; // Five, OpenFour (or a double four) or FourThree
};
struct Analysis
{
    std::vector<ThreatMark> marks;
    std::vector<Point> winningLine; // empty: no forced win by fours found
};
Analysis analysePosition(const Game &game, long long maxNodes = 400'000,
                         const std::atomic<bool> *stop = nullptr);

// Limits shared by the threat searches: a node budget, a deadline and a stop flag.
struct SearchBudget
{
    long long maxNodes = 1'000'000;
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool> *stop = nullptr;
    // The deadline is ignored for the first minNodes nodes, so that a cheap tactical check
    // still happens when the clock is nearly gone (a slow or busy machine).
    long long minNodes = 0;
};

class ThreatSearch
{
public:
    explicit ThreatSearch(Board &board);

    // A winning sequence for `attacker` (to move): attacker and defender moves
    // alternating, ending with the attacker's winning move (a five, or an open four that
    // the defender can block only at one end); nullopt if none was found
    // within `maxFours` attacker fours (and the budget).
    std::optional<std::vector<int>> vcf(Stone attacker, int maxFours,
                                        const SearchBudget &budget = {});
    // Like vcf() with open threes allowed; only the first move is returned, since the
    // continuation depends on the defender's answer. `maxThreats` counts attacker threats;
    // the search deepens one threat at a time, so a short win is found before a long one.
    std::optional<int> vct(Stone attacker, int maxThreats, int maxFours,
                           const SearchBudget &budget = {});

    // Forgets the cached results of earlier searches.
    void clearCache();

    long long nodes() const { return m_nodes; }
    // True if the last search ran out of budget (its "not found" is then not a proof).
    bool aborted() const { return m_aborted; }

private:
    bool vcfAttack(Stone attacker, int depth, std::vector<int> &line);
    bool vctAttack(Stone attacker, int depth, int &first);
    bool vctDefend(Stone attacker, int depth);
    bool outOfBudget();
    std::vector<int> orderedFours(Stone attacker) const;

    struct Entry
    {
        std::uint64_t key = 0;
        std::int8_t depth = -1;
        bool win = false;
    };
    Entry *probe(std::uint64_t key);

    Board &m_board;
    SearchBudget m_budget;
    long long m_nodes = 0;
    long long m_nodeLimit = 0;
    long long m_nextClockCheck = 0;
    bool m_aborted = false;
    int m_vcfDepth = 0;
    std::vector<Entry> m_cache;
};

} // namespace gg::gomoku
