#include "gomoku/gomokuboard.h"

#include "common/rng.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

namespace gg::gomoku {
namespace {

constexpr int MaxStride = MaxSize + 2 * Board::Pad;

// Zobrist keys, fixed so hashes are reproducible from run to run.
const std::vector<std::uint64_t> &zobrist()
{
    static const std::vector<std::uint64_t> keys = [] {
        Rng rng(0x60A0C0FFEEull);
        std::vector<std::uint64_t> k(static_cast<std::size_t>(MaxStride * MaxStride * 2));
        for (auto &v : k)
            v = rng.next();
        return k;
    }();
    return keys;
}

// The score of each Pattern (patternScore()). The largest worth of a point, four fives and
// the largest combination bonus, fits Shapes' int16.
constexpr int PatternScores[] = {0, 1, 3, 6, 16, 18, 60, 70, 400, 5000};
static_assert(4 * PatternScores[static_cast<int>(Pattern::Five)] + 800 <= INT16_MAX);

// The weight of each line's pattern among a colour's digits (Shapes::digits).
constexpr int DigitWeight[DirectionCount] = {1000, 100, 10, 1};

// Bonus on top of the line scores for the combinations that decide games.
int comboBonus(Combo combo)
{
    switch (combo) {
    case Combo::OpenFour:
        return 800;
    case Combo::FourThree:
        return 500;
    case Combo::DoubleThree:
        return 200;
    default:
        return 0;
    }
}

} // namespace

int patternScore(Pattern pattern)
{
    return PatternScores[static_cast<int>(pattern)];
}

const Board::ComboValue *Board::comboTable(bool renjuBlack)
{
    // Under Renju black may not play a double three or a double four (docs/RULES.md §3.11):
    // in black's table those lines are worth nothing and earn no bonus, so that neither
    // black's evaluation nor white's (which weighs black's points) counts them as threats;
    // black's other lines through the point still count. Whether the point really is
    // forbidden (a three may be a false one) is left to forbidden(): this table only reads
    // the four patterns.
    auto build = [](bool forbiddenWorthless) {
        std::array<ComboValue, 10000> t{};
        for (int i = 0; i < 10000; ++i) {
            const Pattern p[DirectionCount] = {
                static_cast<Pattern>(i / 1000), static_cast<Pattern>(i / 100 % 10),
                static_cast<Pattern>(i / 10 % 10), static_cast<Pattern>(i % 10)};
            const Combo combo = combine(p[0], p[1], p[2], p[3]);
            int threes = 0;
            int fours = 0;
            int fives = 0;
            for (Pattern q : p) {
                threes += q == Pattern::OpenThree;
                fours += q == Pattern::Four || q == Pattern::OpenFour;
                fives += q == Pattern::Five;
            }
            const bool forbidden = forbiddenWorthless && fives == 0 && (threes >= 2 || fours >= 2);
            int value = forbidden ? 0 : comboBonus(combo);
            for (Pattern q : p)
                if (!forbidden || q < Pattern::OpenThree)
                    value += patternScore(q);
            t[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(combo),
                                              static_cast<std::int16_t>(value)};
        }
        return t;
    };
    static const std::array<ComboValue, 10000> table = build(false);
    static const std::array<ComboValue, 10000> renju = build(true);
    return renjuBlack ? renju.data() : table.data();
}

void IndexSet::reset(int capacity)
{
    m_items.clear();
    m_position.assign(static_cast<std::size_t>(capacity), -1);
}

void IndexSet::unerase(int index, int position)
{
    if (position < static_cast<int>(m_items.size())) {
        // erase() moved the last item into `position`: move it back to the end.
        const int moved = m_items[position];
        m_position[moved] = static_cast<int>(m_items.size());
        m_items.push_back(moved);
        m_items[position] = index;
    } else {
        m_items.push_back(index);
    }
    m_position[index] = position;
}

Board::Board(int size, Rule rule)
    : m_size(std::clamp(size, MinSize, MaxSize)), m_rule(rule),
      m_stride(m_size + 2 * Pad), m_step{1, m_stride, m_stride + 1, m_stride - 1},
      m_pairs(pairTable(rule)), m_reach(std::max(lineReach(lineRule(rule, Stone::Black)),
                                                 lineReach(lineRule(rule, Stone::White)))),
      m_comboTable{comboTable(rule == Rule::Renju), comboTable(false)}, m_zobrist(zobrist().data())
{
    m_cells.assign(static_cast<std::size_t>(m_stride * m_stride), Cell{});
    for (IndexSet &set : m_sets)
        set.reset(m_stride * m_stride);
    for (int i = 0; i < m_stride * m_stride; ++i) {
        const int r = i / m_stride - Pad;
        const int c = i % m_stride - Pad;
        if (r < 0 || c < 0 || r >= m_size || c >= m_size)
            m_cells[i].stone = OffBoardCode;
    }
    // Off-board points are seen by their neighbours' keys once, here.
    for (int i = 0; i < m_stride * m_stride; ++i)
        if (m_cells[i].stone == OffBoardCode)
            markOffBoard(i);
    for (int r = 0; r < m_size; ++r)
        for (int c = 0; c < m_size; ++c)
            m_points.push_back(index(r, c));
    for (int p : m_points)
        remember(p);
}

Board Board::fromGame(const Game &game)
{
    Board board(game.size(), game.rule());
    Stone stone = Stone::Black;
    for (const Point &p : game.moves()) {
        board.place(board.index(p), stone);
        stone = opponent(stone);
    }
    return board;
}

std::optional<Board> Board::fromRows(const std::vector<std::string> &rows, Rule rule)
{
    const int n = static_cast<int>(rows.size());
    if (n < MinSize || n > MaxSize)
        return std::nullopt;
    Board board(n, rule);
    for (int r = 0; r < n; ++r) {
        if (static_cast<int>(rows[r].size()) != n)
            return std::nullopt;
        for (int c = 0; c < n; ++c) {
            const char ch = rows[r][c];
            if (ch == 'x' || ch == 'X')
                board.place(board.index(r, c), Stone::Black);
            else if (ch == 'o' || ch == 'O')
                board.place(board.index(r, c), Stone::White);
            else if (ch != '.')
                return std::nullopt;
        }
    }
    return board;
}

int Board::fivePoint(Stone stone) const
{
    if (!hasFive(stone))
        return -1;
    for (int p : fourPoints(stone))
        if (combo(p, stone) == Combo::Five)
            return p;
    return -1;
}

bool Board::forbidden(int index, Stone stone) const
{
    if (!isEmpty(index) || !mayBeForbidden(index, stone) ||
        combo(index, Stone::Black) == Combo::Five)
        return false;
    // The exact check reads the board's own line keys, adding the black stones it places
    // while it looks ahead (a few, on a stack) to the keys they fall in.
    struct Position
    {
        const Board &board;
        std::array<Point, renju::MaxDepth + 1> placed{};
        int count = 0;
        std::uint32_t key(Point q, int d) const
        {
            std::uint32_t key = board.m_cells[static_cast<std::size_t>(board.index(q))].key[d];
            for (int i = 0; i < count; ++i)
                key |= renju::blackBit(q, d, placed[static_cast<std::size_t>(i)]);
            return key;
        }
        void push(Point q) { placed[static_cast<std::size_t>(count++)] = q; }
        void pop() { --count; }
    };
    Position position{*this};
    return renju::classify(position, point(index)) != Forbidden::None;
}

bool Board::mayBeForbidden(int index, Stone stone) const
{
    if (stone != Stone::Black || m_rule != Rule::Renju)
        return false;
    const Combo c = combo(index, Stone::Black);
    if (c == Combo::DoubleThree || c == Combo::FourThree || c == Combo::OpenFour)
        return true;
    // An overline: black's line rule (exactly five) gives six or more in a row no pattern.
    // It needs five black neighbours in the line's key (a field 01) before the line is read.
    const Cell &cell = m_cells[index];
    for (int d = 0; d < DirectionCount; ++d) {
        const std::uint32_t key = cell.key[d];
        if (std::popcount(key & ~(key >> 1) & 0x55555u) >= 5 && renju::lineFacts(key).overline)
            return true;
    }
    return false;
}

// An off-board point, seen once by its neighbours' keys (which may lie outside the array).
void Board::markOffBoard(int index)
{
    const int limit = m_stride * m_stride;
    for (int d = 0; d < DirectionCount; ++d) {
        for (int k = -LineHalf; k <= LineHalf; ++k) {
            // The point k steps ahead sees this one at offset -k.
            const int q = index + k * m_step[d];
            if (k != 0 && q >= 0 && q < limit)
                m_cells[q].key[d] |= OffBoardCode << (2 * lineField(-k));
        }
    }
}

void Board::insertLogged(SetId id, int index)
{
    if (setOf(id).insert(index))
        m_setUndo.push() = {index, -1, id};
}

void Board::eraseLogged(SetId id, int index)
{
    const int position = setOf(id).erase(index);
    if (position >= 0)
        m_setUndo.push() = {index, position, id};
}

// Only called by place(), which logs what it changes.
void Board::forget(int index)
{
    Cell &cell = m_cells[index];
    for (int c = 0; c < 2; ++c) {
        m_totals.valueSum[c] -= cell.shapes.value[c];
        --m_totals.comboCount[c][cell.shapes.combo[c]];
        eraseLogged(fourSet(c), index);
        eraseLogged(threatSet(c), index);
    }
}

// Only called while the board is built, before any place().
void Board::remember(int index)
{
    Cell &cell = m_cells[index];
    for (int d = 0; d < DirectionCount; ++d)
        cell.shapes.pair[d] = m_pairs(cell.key[d]);
    for (int c = 0; c < 2; ++c) {
        int digits = 0;
        for (int d = 0; d < DirectionCount; ++d)
            digits = digits * 10 + static_cast<int>(pairPattern(cell.shapes.pair[d], c));
        cell.shapes.digits[c] = static_cast<std::uint16_t>(digits);
        const ComboValue &entry = m_comboTable[c][digits];
        const auto combo = static_cast<Combo>(entry.combo);
        cell.shapes.value[c] = entry.value;
        cell.shapes.combo[c] = entry.combo;
        m_totals.valueSum[c] += entry.value;
        ++m_totals.comboCount[c][entry.combo];
        if (combo >= Combo::Four)
            setOf(fourSet(c)).insert(index);
        if (combo >= Combo::Three)
            setOf(threatSet(c)).insert(index);
    }
}

// A colour's combo on a point changed: the counts, and the four and threat sets as the
// combo crosses theirs.
void Board::comboChanged(int index, int c, Combo oldCombo, Combo combo)
{
    --m_totals.comboCount[c][static_cast<int>(oldCombo)];
    ++m_totals.comboCount[c][static_cast<int>(combo)];
    const std::pair<Combo, SetId> sets[] = {{Combo::Four, fourSet(c)},
                                            {Combo::Three, threatSet(c)}};
    for (const auto &[threshold, id] : sets) {
        if ((oldCombo >= threshold) == (combo >= threshold))
            continue;
        if (combo >= threshold)
            insertLogged(id, index);
        else
            eraseLogged(id, index);
    }
}

inline Board::ColourChange Board::colourChange(const Shapes &shapes, int c, int from, int to,
                                               int dir) const
{
    const int digits = shapes.digits[c] + (to - from) * DigitWeight[dir];
    constexpr int Threes = static_cast<int>(Pattern::OpenThree);
    if (from < Threes && to < Threes) {
        // Shapes below an open three never change the combination (see combine()), so the
        // worth moves by the two patterns' scores alone: no table to read.
        return {digits, shapes.value[c] + PatternScores[to] - PatternScores[from], shapes.combo[c]};
    }
    const ComboValue &entry = m_comboTable[c][digits];
    return {digits, entry.value, entry.combo};
}

// A colour's pattern in line `dir` of an empty point changed from `from` to `to`: store the
// digits, worth and combo that go with it, and bring the totals and sets along.
inline void Board::refreshColour(Cell &cell, int index, int c, int from, int to, int dir)
{
    const ColourChange next = colourChange(cell.shapes, c, from, to, dir);
    cell.shapes.digits[c] = static_cast<std::uint16_t>(next.digits);
    m_totals.valueSum[c] += next.value - cell.shapes.value[c];
    cell.shapes.value[c] = static_cast<std::int16_t>(next.value);
    const std::uint8_t oldCombo = cell.shapes.combo[c];
    if (next.combo == oldCombo)
        return;
    cell.shapes.combo[c] = next.combo;
    comboChanged(index, c, static_cast<Combo>(oldCombo), static_cast<Combo>(next.combo));
}

// Only the line along `dir` changed for this empty point, whose pattern byte there is now
// `pair`: update that pattern and, where it differs, the totals, keeping the old data for
// remove().
inline void Board::refresh(Cell &cell, int index, int dir, int pair)
{
    const int old = cell.shapes.pair[dir];
    if (pair == old)
        return;
    // Field by field: a record built whole on the stack and then copied stalls the store.
    CellUndo &undo = m_cellUndo.push();
    undo.index = index;
    undo.shapes = cell.shapes;
    cell.shapes.pair[dir] = static_cast<std::uint8_t>(pair);
    for (int c = 0; c < 2; ++c) {
        const int from = static_cast<int>(pairPattern(static_cast<std::uint8_t>(old), c));
        const int to = static_cast<int>(pairPattern(static_cast<std::uint8_t>(pair), c));
        if (from != to)
            refreshColour(cell, index, c, from, to, dir);
    }
}

// The same changes as place() and refresh() make to the totals, computed on the side.
Board::Totals Board::totalsAfter(int index, Stone stone) const
{
    Totals totals = m_totals;
    const Cell *const cells = m_cells.data();
    const PairTable pairs = m_pairs;
    const Cell &placed = cells[index];
    for (int c = 0; c < 2; ++c) {
        totals.valueSum[c] -= placed.shapes.value[c];
        --totals.comboCount[c][placed.shapes.combo[c]];
    }
    const auto code = static_cast<std::uint32_t>(stone);
    for (int d = 0; d < DirectionCount; ++d) {
        const int step = m_step[d];
        for (int k = -m_reach; k <= m_reach; ++k) {
            const Cell &cell = cells[index + k * step];
            if (k == 0 || cell.stone != 0)
                continue;
            const int pair = pairs(cell.key[d] | code << (2 * lineField(-k)));
            const int old = cell.shapes.pair[d];
            if (pair == old)
                continue;
            for (int c = 0; c < 2; ++c) {
                const int from = static_cast<int>(pairPattern(static_cast<std::uint8_t>(old), c));
                const int to = static_cast<int>(pairPattern(static_cast<std::uint8_t>(pair), c));
                if (from == to)
                    continue;
                const ColourChange next = colourChange(cell.shapes, c, from, to, d);
                totals.valueSum[c] += next.value - cell.shapes.value[c];
                --totals.comboCount[c][cell.shapes.combo[c]];
                ++totals.comboCount[c][next.combo];
            }
        }
    }
    return totals;
}

void Board::place(int index, Stone stone)
{
    m_plyUndo.push() = {m_cellUndo.size(), m_setUndo.size(), m_totals};
    const auto code = static_cast<std::uint32_t>(stone);
    forget(index);
    // Locals, not members: a byte stored into a cell could alias any member as far as the
    // compiler knows, which would have it load them again after every store.
    Cell *const cells = m_cells.data();
    const PairTable pairs = m_pairs;
    const int reach = m_reach;
    cells[index].stone = static_cast<std::uint8_t>(code);
    // Each point within five steps along a line sees the stone in that line's key (an
    // on-board point's neighbours are all in the padded array); those within m_reach may
    // change their patterns.
    for (int d = 0; d < DirectionCount; ++d) {
        const int step = m_step[d];
        for (int k = 1; k <= LineHalf; ++k) {
            cells[index + k * step].key[d] |= code << (2 * lineField(-k));
            cells[index - k * step].key[d] |= code << (2 * lineField(k));
        }
        // In the order of the points along the line, so the sets change in a fixed order.
        for (int k = -reach; k <= reach; ++k) {
            const int q = index + k * step;
            Cell &cell = cells[q];
            if (k != 0 && cell.stone == 0)
                refresh(cell, q, d, pairs(cell.key[d]));
        }
    }
    eraseLogged(SetId::Near, index);
    const int stride = m_stride;
    for (int dr = -2; dr <= 2; ++dr) {
        for (int dc = -2; dc <= 2; ++dc) {
            const int q = index + dr * stride + dc;
            if (++cells[q].near == 1 && cells[q].stone == 0)
                insertLogged(SetId::Near, q);
        }
    }
    m_hash ^= m_zobrist[(index * 2) + colour(stone)];
    m_history.push_back(index);
}

// Undoes the last place() from its log: no pattern is recomputed.
void Board::remove()
{
    if (m_history.empty())
        return;
    const int index = m_history.back();
    m_history.pop_back();
    const Stone stone = static_cast<Stone>(m_cells[index].stone);
    m_hash ^= m_zobrist[(index * 2) + colour(stone)];
    Cell *const cells = m_cells.data(); // a local, as in place()
    const int stride = m_stride;
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc)
            --cells[index + dr * stride + dc].near;
    for (int d = 0; d < DirectionCount; ++d) {
        const int step = m_step[d];
        for (int k = 1; k <= LineHalf; ++k) {
            cells[index + k * step].key[d] &= ~(3u << (2 * lineField(-k)));
            cells[index - k * step].key[d] &= ~(3u << (2 * lineField(k)));
        }
    }
    cells[index].stone = 0;
    const PlyUndo &ply = m_plyUndo.back();
    for (std::size_t i = m_cellUndo.size(); i-- > ply.cells;) {
        const CellUndo &undo = m_cellUndo[i];
        cells[undo.index].shapes = undo.shapes;
    }
    m_cellUndo.shrink(ply.cells);
    for (std::size_t i = m_setUndo.size(); i-- > ply.sets;) {
        const SetUndo &undo = m_setUndo[i];
        if (undo.position < 0)
            setOf(undo.set).erase(undo.index);
        else
            setOf(undo.set).unerase(undo.index, undo.position);
    }
    m_setUndo.shrink(ply.sets);
    m_totals = ply.totals;
    m_plyUndo.pop();
}

} // namespace gg::gomoku
