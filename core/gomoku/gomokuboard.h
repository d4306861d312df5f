#pragma once
// The computer players' board: stones plus, for every empty point and both colours, the
// pattern a stone there would make in each line, the combination over the four lines and a
// score. All of it is updated incrementally when a stone is placed (only the points within
// four steps along the four lines can change, five under exactly five), so threat searches
// can ask "where are white's fours?" without scanning; placing logs what it changed, and
// removing the stone puts that back without recomputing anything. Indices are into a
// padded array whose border of off-board points spares the bounds checks.

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
    bool insert(int index);
    int erase(int index);
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
        return static_cast<Pattern>(m_cells[index].shapes.pattern[colour(stone)][dir]);
    }
    Combo combo(int index, Stone stone) const
    {
        return static_cast<Combo>(m_cells[index].shapes.combo[colour(stone)]);
    }
    // A heuristic worth of the point for `stone` (sum of its line patterns' scores).
    int value(int index, Stone stone) const { return m_cells[index].shapes.value[colour(stone)]; }
    // The number of empty points where `stone` would make exactly `combo`.
    int comboCount(Stone stone, Combo combo) const
    {
        return m_totals.comboCount[colour(stone)][static_cast<int>(combo)];
    }
    // Empty points where `stone` makes a four or better (Combo >= Four).
    const std::vector<int> &fourPoints(Stone stone) const
    {
        return m_fourSet[colour(stone)].items();
    }
    // Empty points where `stone` makes at least an open three (Combo >= Three).
    const std::vector<int> &threatPoints(Stone stone) const
    {
        return m_threatSet[colour(stone)].items();
    }
    // Under Renju: true if `stone` is black and may not play the empty point `index` (a
    // double three, double four or overline that is not also a five; gomokurenju.h). Points
    // that mayBeForbidden() clears cost nothing; the others a full forbidden-move analysis.
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
    const std::vector<int> &nearPoints() const { return m_nearSet.items(); }
    // Sum of value() over all empty points.
    long long valueSum(Stone stone) const { return m_totals.valueSum[colour(stone)]; }
    std::uint64_t hash() const { return m_hash; }

private:
    // What a stone of each colour would make on an empty point.
    struct Shapes
    {
        std::uint8_t pattern[2][DirectionCount] = {};
        std::uint8_t combo[2] = {};
        int value[2] = {};
    };
    struct Cell
    {
        std::uint32_t key[DirectionCount] = {};
        Shapes shapes;
        std::uint8_t stone = 0;
        std::uint8_t near = 0;
    };
    struct Totals
    {
        int comboCount[2][7] = {};
        long long valueSum[2] = {};
    };

    // What remove() needs to undo a place() without recomputing any pattern: the old data
    // of every empty point whose patterns changed, each change to the point sets, and the
    // totals.
    struct CellUndo
    {
        int index;
        Shapes shapes;
    };
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

    static int colour(Stone stone) { return stone == Stone::White ? 1 : 0; }
    void forget(int index);   // removes an empty point's data from the totals
    void remember(int index); // recomputes an empty point's data and adds it to the totals
    void refresh(int index, int dir);
    void markOffBoard(int index);
    IndexSet &setOf(SetId id);
    void insertLogged(SetId id, int index);
    void eraseLogged(SetId id, int index);

    int m_size;
    Rule m_rule;
    int m_stride;
    int m_step[DirectionCount];
    LineTable m_line[2]; // black's, white's
    int m_reach;         // how far along a line a stone changes patterns
    const std::uint8_t *m_comboTable;
    std::vector<Cell> m_cells;
    std::vector<int> m_points;
    std::vector<int> m_history;
    IndexSet m_fourSet[2];
    IndexSet m_threatSet[2];
    IndexSet m_nearSet;
    Totals m_totals;
    std::uint64_t m_hash = 0;
    std::vector<CellUndo> m_cellUndo;
    std::vector<SetUndo> m_setUndo;
    std::vector<PlyUndo> m_plyUndo;
};

// The score of one line pattern, used by value() and by the evaluations.
int patternScore(Pattern pattern);

} // namespace gg::gomoku
