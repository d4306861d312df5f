#pragma once
// The computer players' board: stones plus, for every empty point and both colours, the
// pattern a stone there would make in each line, the combination over the four lines and a
// score. All of it is updated incrementally when a stone is placed (only the points within
// four steps along the four lines can change, five under exactly five), so threat searches
// can ask "where are white's fours?" without scanning; placing logs what it changed, and
// removing the stone puts that back without recomputing anything; totalsAfter() works out
// the totals a stone would leave without placing it. Indices are into a padded array whose
// border of off-board points spares the bounds checks.

#include "gomoku/gomokupatterns.h"
#include "gomoku/gomokutypes.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gg::gomoku {

class Game;

// A set of point indices with O(1) insert, erase and membership.
class IndexSet
{
public:
    void reset(int capacity);
    // insert() returns false if `index` was there already; erase() returns where it was
    // (-1 if absent), for unerase(), which puts it back there (both undo in the reverse
    // order of the changes, so the order of items() comes back exactly).
    bool insert(int index)
    {
        if (m_position[index] >= 0)
            return false;
        m_position[index] = static_cast<int>(m_items.size());
        m_items.push_back(index);
        return true;
    }
    int erase(int index)
    {
        const int pos = m_position[index];
        if (pos < 0)
            return -1;
        const int moved = m_items.back();
        m_items[pos] = moved;
        m_position[moved] = pos;
        m_items.pop_back();
        m_position[index] = -1;
        return pos;
    }
    void unerase(int index, int position);
    bool contains(int index) const { return m_position[index] >= 0; }
    const std::vector<int> &items() const { return m_items; }

private:
    std::vector<int> m_items;
    std::vector<int> m_position;
};

class Board
{
public:
    static constexpr int Pad = LineHalf;

    // What the whole board holds for each colour: how many empty points would make each
    // combo, and the sum of value() over the empty points.
    struct Totals
    {
        int comboCount[2][7] = {};
        long long valueSum[2] = {};

        int count(Stone stone, Combo combo) const
        {
            return comboCount[colour(stone)][static_cast<int>(combo)];
        }
        long long value(Stone stone) const { return valueSum[colour(stone)]; }
        // True if `stone` has some point that makes a four or better (fourPoints() not empty).
        bool anyFour(Stone stone) const
        {
            const int *counts = comboCount[colour(stone)];
            return counts[static_cast<int>(Combo::Four)] +
                       counts[static_cast<int>(Combo::FourThree)] +
                       counts[static_cast<int>(Combo::OpenFour)] +
                       counts[static_cast<int>(Combo::Five)] >
                   0;
        }
    };

    explicit Board(int size = DefaultSize, Rule rule = Rule::FiveOrMore);
    // The position of a game (its moves replayed, so history() follows the game).
    static Board fromGame(const Game &game);
    // A position drawn as rows of 'x' (black), 'o' (white) and '.' (empty), all of the same
    // length as their count; nullopt for anything else. Used by tests and tools.
    static std::optional<Board> fromRows(const std::vector<std::string> &rows,
                                         Rule rule = Rule::FiveOrMore);

    int size() const { return m_size; }
    Rule rule() const { return m_rule; }
    int stride() const { return m_stride; }
    int index(int row, int col) const { return (row + Pad) * m_stride + col + Pad; }
    int index(Point p) const { return index(p.row, p.col); }
    Point point(int index) const { return {index / m_stride - Pad, index % m_stride - Pad}; }
    // Step between neighbours along direction d.
    int step(int d) const { return m_step[d]; }
    // Every on-board point index, row by row.
    const std::vector<int> &points() const { return m_points; }

    bool onBoard(int index) const { return m_cells[index].stone != OffBoardCode; }
    bool isEmpty(int index) const { return m_cells[index].stone == 0; }
    Stone at(int index) const
    {
        const auto code = m_cells[index].stone;
        return code == OffBoardCode ? Stone::Empty : static_cast<Stone>(code);
    }
    int stoneCount() const { return static_cast<int>(m_history.size()); }
    bool full() const { return stoneCount() == m_size * m_size; }
    const std::vector<int> &history() const { return m_history; }
    int lastMove() const { return m_history.empty() ? -1 : m_history.back(); }

    // Places `stone` on the empty point `index` / takes back the last placed stone.
    void place(int index, Stone stone);
    void remove();

    // What `stone` would make by playing on the empty point `index`.
    Pattern pattern(int index, int dir, Stone stone) const
    {
        return pairPattern(m_cells[index].shapes.pair[dir], colour(stone));
    }
    Combo combo(int index, Stone stone) const
    {
        return static_cast<Combo>(m_cells[index].shapes.combo[colour(stone)]);
    }
    // A heuristic worth of the point for `stone` (sum of its line patterns' scores; under
    // Renju black's double threes and double fours count only black's other lines there).
    int value(int index, Stone stone) const { return m_cells[index].shapes.value[colour(stone)]; }
    // The number of empty points where `stone` would make exactly `combo`.
    int comboCount(Stone stone, Combo combo) const { return m_totals.count(stone, combo); }
    // Empty points where `stone` makes a four or better (Combo >= Four).
    const std::vector<int> &fourPoints(Stone stone) const
    {
        return m_sets[static_cast<int>(fourSet(colour(stone)))].items();
    }
    // Empty points where `stone` makes at least an open three (Combo >= Three).
    const std::vector<int> &threatPoints(Stone stone) const
    {
        return m_sets[static_cast<int>(threatSet(colour(stone)))].items();
    }
    // Under Renju: true if `stone` is black and may not play the empty point `index` (a
    // double three, double four or overline that is not also a five; gomokurenju.h). Points
    // that mayBeForbidden() clears cost nothing; the others a forbidden-move analysis on the
    // board's line keys (renju::classify()).
    bool forbidden(int index, Stone stone) const;
    // False when `index` surely is not forbidden to `stone` (no double threat, no four with
    // more, no overline there): the cheap filter in front of forbidden().
    bool mayBeForbidden(int index, Stone stone) const;
    // An empty point where `stone` would complete five, or -1.
    int fivePoint(Stone stone) const;
    bool hasFive(Stone stone) const { return comboCount(stone, Combo::Five) > 0; }
    // True if some stone lies within two points (a candidate for a move).
    bool nearStones(int index) const { return m_cells[index].near > 0; }
    // The empty points with a stone within two points, in no particular order.
    const std::vector<int> &nearPoints() const
    {
        return m_sets[static_cast<int>(SetId::Near)].items();
    }
    // Sum of value() over all empty points.
    long long valueSum(Stone stone) const { return m_totals.value(stone); }
    const Totals &totals() const { return m_totals; }
    // totals() as they would be once `stone` is placed on the empty point `index`, worked out
    // without placing it (a search's leaves need no more than this).
    Totals totalsAfter(int index, Stone stone) const;
    std::uint64_t hash() const { return m_hash; }
    // hash() once `stone` is placed on `index`.
    std::uint64_t hashAfter(int index, Stone stone) const
    {
        return m_hash ^ m_zobrist[(index * 2) + colour(stone)];
    }

private:
    // What a stone of each colour would make on an empty point: both colours' patterns in
    // each line (a PairTable byte); for each colour its four patterns as the digits of a
    // base-10 number (the first line's the thousands), which indexes comboTable(), and the
    // combination and worth found there.
    struct Shapes
    {
        std::uint8_t pair[DirectionCount];
        std::uint16_t digits[2];
        std::int16_t value[2];
        std::uint8_t combo[2];
    };
    struct Cell
    {
        std::uint32_t key[DirectionCount] = {};
        Shapes shapes;
        std::uint8_t stone = 0;
        std::uint8_t near = 0;
    };

    // What remove() needs to undo a place() without recomputing any pattern: the old data
    // of every empty point whose patterns changed, each change to the point sets, and the
    // totals.
    struct CellUndo
    {
        int index;
        Shapes shapes;
    };
    // Indices into m_sets: each colour's four points, each colour's threat points, the points
    // near stones.
    enum class SetId : std::uint8_t { Four0, Four1, Threat0, Threat1, Near };
    struct SetUndo
    {
        int index;
        int position; // where erase() found it; -1 for an insert
        SetId set;
    };
    struct PlyUndo
    {
        std::size_t cells;
        std::size_t sets;
        Totals totals;
    };

    // A colour's combination over its four lines and the point's worth for it (the sum of
    // its line patterns' scores and the combination's bonus).
    struct ComboValue
    {
        std::uint8_t combo;
        std::int16_t value;
    };
    // The entry for every quadruple of patterns, indexed by their base-10 digits; black's
    // under Renju gives its double threes and double fours no worth (comboTable()).
    static const ComboValue *comboTable(bool renjuBlack);
    // What a colour's digits, worth and combo on a point become when its pattern in line
    // `dir` changes from `from` to `to`: what refresh() stores and totalsAfter() foresees.
    struct ColourChange
    {
        int digits;
        int value;
        std::uint8_t combo;
    };
    ColourChange colourChange(const Shapes &shapes, int c, int from, int to, int dir) const;

    // A stack that keeps its storage when popped (the undo logs): pushing costs no
    // allocation once a search has reached its depth.
    template <typename T> class Stack
    {
    public:
        T &push()
        {
            if (m_top == m_capacity) {
                m_capacity = 2 * m_capacity + 64;
                m_items.resize(m_capacity);
            }
            return m_items[m_top++];
        }
        std::size_t size() const { return m_top; }
        T &operator[](std::size_t i) { return m_items[i]; }
        T &back() { return m_items[m_top - 1]; }
        void pop() { --m_top; }
        void shrink(std::size_t size) { m_top = size; }

    private:
        std::vector<T> m_items;
        std::size_t m_top = 0;
        std::size_t m_capacity = 0;
    };

    static int colour(Stone stone) { return stone == Stone::White ? 1 : 0; }
    void forget(int index);   // removes an empty point's data from the totals
    void remember(int index); // recomputes an empty point's data and adds it to the totals
    void refresh(Cell &cell, int index, int dir, int pair);
    void refreshColour(Cell &cell, int index, int c, int from, int to, int dir);
    void comboChanged(int index, int c, Combo oldCombo, Combo combo);
    void markOffBoard(int index);
    IndexSet &setOf(SetId id) { return m_sets[static_cast<int>(id)]; }
    static SetId fourSet(int c) { return c == 0 ? SetId::Four0 : SetId::Four1; }
    static SetId threatSet(int c) { return c == 0 ? SetId::Threat0 : SetId::Threat1; }
    void insertLogged(SetId id, int index);
    void eraseLogged(SetId id, int index);

    int m_size;
    Rule m_rule;
    int m_stride;
    int m_step[DirectionCount];
    PairTable m_pairs;
    int m_reach;                       // how far along a line a stone changes patterns
    const ComboValue *m_comboTable[2]; // each colour's
    std::vector<Cell> m_cells;
    std::vector<int> m_points;
    std::vector<int> m_history;
    IndexSet m_sets[5];
    Totals m_totals;
    std::uint64_t m_hash = 0;
    const std::uint64_t *m_zobrist; // a key for each point and colour
    Stack<CellUndo> m_cellUndo;
    Stack<SetUndo> m_setUndo;
    Stack<PlyUndo> m_plyUndo;
};

// The score of one line pattern, used by value() and by the evaluations.
int patternScore(Pattern pattern);

} // namespace gg::gomoku
