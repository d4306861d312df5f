#include "gomoku/gomokuboard.h"

#include "common/rng.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"

#include <algorithm>
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

// combine() for every quadruple of patterns, indexed by their base-10 digits.
const std::array<std::uint8_t, 10000> &comboTable()
{
    static const std::array<std::uint8_t, 10000> table = [] {
        std::array<std::uint8_t, 10000> t{};
        for (int i = 0; i < 10000; ++i)
            t[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                combine(static_cast<Pattern>(i / 1000), static_cast<Pattern>(i / 100 % 10),
                        static_cast<Pattern>(i / 10 % 10), static_cast<Pattern>(i % 10)));
        return t;
    }();
    return table;
}

Combo comboOf(const std::uint8_t *table, const std::uint8_t (&p)[DirectionCount])
{
    return static_cast<Combo>(
        table[static_cast<std::size_t>(((p[0] * 10 + p[1]) * 10 + p[2]) * 10 + p[3])]);
}

int valueOf(const std::uint8_t (&p)[DirectionCount], Combo combo)
{
    int score = comboBonus(combo);
    for (int d = 0; d < DirectionCount; ++d)
        score += patternScore(static_cast<Pattern>(p[d]));
    return score;
}

} // namespace

int patternScore(Pattern pattern)
{
    static constexpr int scores[] = {0, 1, 3, 6, 16, 18, 60, 70, 400, 5000};
    return scores[static_cast<int>(pattern)];
}

void IndexSet::reset(int capacity)
{
    m_items.clear();
    m_position.assign(static_cast<std::size_t>(capacity), -1);
}

bool IndexSet::insert(int index)
{
    if (m_position[index] >= 0)
        return false;
    m_position[index] = static_cast<int>(m_items.size());
    m_items.push_back(index);
    return true;
}

int IndexSet::erase(int index)
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
      m_line{lineTable(lineRule(rule, Stone::Black), Stone::Black),
             lineTable(lineRule(rule, Stone::White), Stone::White)},
      m_reach(std::max(lineReach(lineRule(rule, Stone::Black)),
                       lineReach(lineRule(rule, Stone::White)))),
      m_comboTable(comboTable().data())
{
    m_cells.assign(static_cast<std::size_t>(m_stride * m_stride), Cell{});
    for (int c = 0; c < 2; ++c) {
        m_fourSet[c].reset(m_stride * m_stride);
        m_threatSet[c].reset(m_stride * m_stride);
    }
    m_nearSet.reset(m_stride * m_stride);
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
    std::vector<Stone> cells(static_cast<std::size_t>(m_size * m_size), Stone::Empty);
    for (int p : m_points) {
        const Point at = point(p);
        cells[static_cast<std::size_t>(at.row * m_size + at.col)] = this->at(p);
    }
    return forbiddenAt(cells, m_size, point(index)) != Forbidden::None;
}

bool Board::mayBeForbidden(int index, Stone stone) const
{
    if (stone != Stone::Black || m_rule != Rule::Renju)
        return false;
    const Combo c = combo(index, Stone::Black);
    if (c == Combo::DoubleThree || c == Combo::FourThree || c == Combo::OpenFour)
        return true;
    // An overline: black's line rule (exactly five) gives six or more in a row no pattern, so
    // look for own stones on both sides adding up to five or more.
    for (int d = 0; d < DirectionCount; ++d) {
        int run = 0;
        for (int sign : {1, -1})
            for (int k = 1; k <= LineHalf && m_cells[index + sign * k * m_step[d]].stone == 1; ++k)
                ++run;
        if (run >= 5)
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

IndexSet &Board::setOf(SetId id)
{
    switch (id) {
    case SetId::Four0:
        return m_fourSet[0];
    case SetId::Four1:
        return m_fourSet[1];
    case SetId::Threat0:
        return m_threatSet[0];
    case SetId::Threat1:
        return m_threatSet[1];
    case SetId::Near:
        break;
    }
    return m_nearSet;
}

void Board::insertLogged(SetId id, int index)
{
    if (setOf(id).insert(index))
        m_setUndo.push_back({index, -1, id});
}

void Board::eraseLogged(SetId id, int index)
{
    const int position = setOf(id).erase(index);
    if (position >= 0)
        m_setUndo.push_back({index, position, id});
}

// Only called by place(), which logs what it changes.
void Board::forget(int index)
{
    Cell &cell = m_cells[index];
    for (int c = 0; c < 2; ++c) {
        m_totals.valueSum[c] -= cell.shapes.value[c];
        --m_totals.comboCount[c][cell.shapes.combo[c]];
        eraseLogged(c == 0 ? SetId::Four0 : SetId::Four1, index);
        eraseLogged(c == 0 ? SetId::Threat0 : SetId::Threat1, index);
    }
}

// Only called while the board is built, before any place().
void Board::remember(int index)
{
    Cell &cell = m_cells[index];
    for (int c = 0; c < 2; ++c) {
        for (int d = 0; d < DirectionCount; ++d)
            cell.shapes.pattern[c][d] = static_cast<std::uint8_t>(m_line[c](cell.key[d]));
        const Combo combo = comboOf(m_comboTable, cell.shapes.pattern[c]);
        cell.shapes.combo[c] = static_cast<std::uint8_t>(combo);
        cell.shapes.value[c] = valueOf(cell.shapes.pattern[c], combo);
        m_totals.valueSum[c] += cell.shapes.value[c];
        ++m_totals.comboCount[c][static_cast<int>(combo)];
        if (combo >= Combo::Four)
            m_fourSet[c].insert(index);
        if (combo >= Combo::Three)
            m_threatSet[c].insert(index);
    }
}

// Only the line along `dir` changed for this empty point: update that pattern and, where
// it differs, the totals, keeping the old data for remove().
void Board::refresh(int index, int dir)
{
    Cell &cell = m_cells[index];
    bool saved = false;
    for (int c = 0; c < 2; ++c) {
        const auto pattern = static_cast<std::uint8_t>(m_line[c](cell.key[dir]));
        if (pattern == cell.shapes.pattern[c][dir])
            continue;
        if (!saved) {
            m_cellUndo.push_back({index, cell.shapes});
            saved = true;
        }
        cell.shapes.pattern[c][dir] = pattern;
        const auto oldCombo = static_cast<Combo>(cell.shapes.combo[c]);
        const Combo combo = comboOf(m_comboTable, cell.shapes.pattern[c]);
        const int value = valueOf(cell.shapes.pattern[c], combo);
        m_totals.valueSum[c] += value - cell.shapes.value[c];
        cell.shapes.value[c] = value;
        if (combo == oldCombo)
            continue;
        cell.shapes.combo[c] = static_cast<std::uint8_t>(combo);
        --m_totals.comboCount[c][static_cast<int>(oldCombo)];
        ++m_totals.comboCount[c][static_cast<int>(combo)];
        // The point enters or leaves the four and threat sets as its combo crosses theirs.
        const std::pair<Combo, SetId> sets[] = {
            {Combo::Four, c == 0 ? SetId::Four0 : SetId::Four1},
            {Combo::Three, c == 0 ? SetId::Threat0 : SetId::Threat1}};
        for (const auto &[threshold, id] : sets) {
            if ((oldCombo >= threshold) == (combo >= threshold))
                continue;
            if (combo >= threshold)
                insertLogged(id, index);
            else
                eraseLogged(id, index);
        }
    }
}

void Board::place(int index, Stone stone)
{
    m_plyUndo.push_back({m_cellUndo.size(), m_setUndo.size(), m_totals});
    const auto code = static_cast<std::uint32_t>(stone);
    forget(index);
    m_cells[index].stone = static_cast<std::uint8_t>(code);
    // Each point within five steps along a line sees the stone in that line's key (an
    // on-board point's neighbours are all in the padded array); those within m_reach may
    // change their patterns.
    for (int d = 0; d < DirectionCount; ++d) {
        for (int k = -LineHalf; k <= LineHalf; ++k) {
            if (k == 0)
                continue;
            const int q = index + k * m_step[d];
            m_cells[q].key[d] |= code << (2 * lineField(-k));
            if (m_cells[q].stone == 0 && k >= -m_reach && k <= m_reach)
                refresh(q, d);
        }
    }
    eraseLogged(SetId::Near, index);
    for (int dr = -2; dr <= 2; ++dr) {
        for (int dc = -2; dc <= 2; ++dc) {
            const int q = index + dr * m_stride + dc;
            if (++m_cells[q].near == 1 && m_cells[q].stone == 0)
                insertLogged(SetId::Near, q);
        }
    }
    m_hash ^= zobrist()[static_cast<std::size_t>((index * 2) + colour(stone))];
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
    m_hash ^= zobrist()[static_cast<std::size_t>((index * 2) + colour(stone))];
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc)
            --m_cells[index + dr * m_stride + dc].near;
    for (int d = 0; d < DirectionCount; ++d)
        for (int k = -LineHalf; k <= LineHalf; ++k)
            if (k != 0)
                m_cells[index + k * m_step[d]].key[d] &= ~(3u << (2 * lineField(-k)));
    m_cells[index].stone = 0;
    const PlyUndo &ply = m_plyUndo.back();
    for (std::size_t i = m_cellUndo.size(); i-- > ply.cells;) {
        const CellUndo &undo = m_cellUndo[i];
        m_cells[undo.index].shapes = undo.shapes;
    }
    m_cellUndo.resize(ply.cells);
    for (std::size_t i = m_setUndo.size(); i-- > ply.sets;) {
        const SetUndo &undo = m_setUndo[i];
        if (undo.position < 0)
            setOf(undo.set).erase(undo.index);
        else
            setOf(undo.set).unerase(undo.index, undo.position);
    }
    m_setUndo.resize(ply.sets);
    m_totals = ply.totals;
    m_plyUndo.pop_back();
}

} // namespace gg::gomoku
