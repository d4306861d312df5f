#include "twenty48/twenty48bitboard.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace gg::t48::bits {
namespace {

constexpr Board RowMask = 0xFFFFull;
constexpr Board ColMask = 0x000F000F000F000Full;

// Spreads the four nibbles of a row into a column (nibble i goes to row i, column 0).
Board unpackColumn(std::uint16_t row)
{
    const Board r = row;
    return (r | (r << 12) | (r << 24) | (r << 36)) & ColMask;
}

std::uint16_t reverseRow(std::uint16_t row)
{
    return static_cast<std::uint16_t>((row >> 12) | ((row >> 4) & 0x00F0) | ((row << 4) & 0x0F00) |
                                      (row << 12));
}

void fillHeuristic(std::vector<float> &table, const HeuristicWeights &weights)
{
    table.resize(65536);
    for (unsigned row = 0; row < 65536; ++row) {
        const int line[4] = {static_cast<int>(row & 0xF), static_cast<int>((row >> 4) & 0xF),
                             static_cast<int>((row >> 8) & 0xF),
                             static_cast<int>((row >> 12) & 0xF)};
        table[row] = lineHeuristic(
            4, [&](int i) { return line[i]; },
            [&](int r) { return std::pow(static_cast<float>(r), weights.sumPower); },
            [&](int r) { return std::pow(static_cast<float>(r), weights.monotonicityPower); },
            weights);
    }
}

// All row tables. The left/right tables hold the new row; the up/down tables hold the
// XOR difference already spread into a column, so a column move is one lookup per column.
struct Tables
{
    std::uint16_t left[65536];
    std::uint16_t right[65536];
    Board up[65536];
    Board down[65536];
    std::uint32_t gain[65536]; // score gained by sliding the row to the left
    std::vector<float> heuristic;

    Tables()
    {
        for (unsigned row = 0; row < 65536; ++row) {
            int line[4] = {static_cast<int>(row & 0xF), static_cast<int>((row >> 4) & 0xF),
                           static_cast<int>((row >> 8) & 0xF), static_cast<int>((row >> 12) & 0xF)};
            // Slide towards index 0, merging each pair once, starting from index 0.
            int out[4] = {0, 0, 0, 0};
            int write = 0;
            int last = 0;
            std::uint32_t gained = 0;
            for (int i = 0; i < 4; ++i) {
                if (line[i] == 0)
                    continue;
                if (last == line[i]) {
                    const int merged = std::min(line[i] + 1, MaxExponent);
                    out[write - 1] = merged;
                    gained += 1u << merged;
                    last = 0;
                } else {
                    out[write++] = line[i];
                    last = line[i];
                }
            }
            const auto result =
                static_cast<std::uint16_t>(out[0] | (out[1] << 4) | (out[2] << 8) | (out[3] << 12));
            const auto rev = reverseRow(static_cast<std::uint16_t>(row));
            const auto revResult = reverseRow(result);
            left[row] = result;
            right[rev] = revResult;
            up[row] = unpackColumn(static_cast<std::uint16_t>(row)) ^ unpackColumn(result);
            down[rev] = unpackColumn(rev) ^ unpackColumn(revResult);
            gain[row] = gained;
        }
        fillHeuristic(heuristic, HeuristicWeights{});
    }
};

const Tables &tables()
{
    // Built once, thread-safely (C++11 magic statics), and never written again.
    static const std::unique_ptr<Tables> instance = std::make_unique<Tables>();
    return *instance;
}

int exponentOf(int value)
{
    int e = 0;
    while ((1 << e) < value)
        ++e;
    return e;
}

} // namespace

std::optional<Board> fromCells(const Cells &cells)
{
    if (cells.size() != 16)
        return std::nullopt;
    Board board = 0;
    for (int i = 0; i < 16; ++i) {
        const int v = cells[i];
        if (v == 0)
            continue;
        if (!isTileValue(v) || v > (1 << MaxExponent))
            return std::nullopt;
        board |= static_cast<Board>(exponentOf(v)) << (4 * i);
    }
    return board;
}

Cells toCells(Board board)
{
    Cells cells(16, 0);
    for (int i = 0; i < 16; ++i) {
        const int e = static_cast<int>((board >> (4 * i)) & 0xF);
        cells[i] = e == 0 ? 0 : 1 << e;
    }
    return cells;
}

Board transpose(Board x)
{
    const Board a1 = x & 0xF0F00F0FF0F00F0Full;
    const Board a2 = x & 0x0000F0F00000F0F0ull;
    const Board a3 = x & 0x0F0F00000F0F0000ull;
    const Board a = a1 | (a2 << 12) | (a3 >> 12);
    const Board b1 = a & 0xFF00FF0000FF00FFull;
    const Board b2 = a & 0x00FF00FF00000000ull;
    const Board b3 = a & 0x00000000FF00FF00ull;
    return b1 | (b2 >> 24) | (b3 << 24);
}

int countEmpty(Board x)
{
    // A nibble is empty when none of its four bits is set.
    x |= (x >> 2) & 0x3333333333333333ull;
    x |= (x >> 1);
    return __builtin_popcountll(~x & 0x1111111111111111ull);
}

int countDistinct(Board board)
{
    unsigned seen = 0;
    for (; board; board >>= 4)
        seen |= 1u << (board & 0xF);
    seen >>= 1; // exponent 0 is an empty cell
    return __builtin_popcount(seen);
}

int maxExponent(Board board)
{
    int best = 0;
    for (; board; board >>= 4)
        best = std::max(best, static_cast<int>(board & 0xF));
    return best;
}

Board slide(Board board, Direction dir)
{
    const Tables &t = tables();
    switch (dir) {
    case Direction::Left: {
        Board r = 0;
        r |= static_cast<Board>(t.left[(board >> 0) & RowMask]) << 0;
        r |= static_cast<Board>(t.left[(board >> 16) & RowMask]) << 16;
        r |= static_cast<Board>(t.left[(board >> 32) & RowMask]) << 32;
        r |= static_cast<Board>(t.left[(board >> 48) & RowMask]) << 48;
        return r;
    }
    case Direction::Right: {
        Board r = 0;
        r |= static_cast<Board>(t.right[(board >> 0) & RowMask]) << 0;
        r |= static_cast<Board>(t.right[(board >> 16) & RowMask]) << 16;
        r |= static_cast<Board>(t.right[(board >> 32) & RowMask]) << 32;
        r |= static_cast<Board>(t.right[(board >> 48) & RowMask]) << 48;
        return r;
    }
    case Direction::Up: {
        const Board x = transpose(board);
        Board r = board;
        r ^= t.up[(x >> 0) & RowMask] << 0;
        r ^= t.up[(x >> 16) & RowMask] << 4;
        r ^= t.up[(x >> 32) & RowMask] << 8;
        r ^= t.up[(x >> 48) & RowMask] << 12;
        return r;
    }
    case Direction::Down: {
        const Board x = transpose(board);
        Board r = board;
        r ^= t.down[(x >> 0) & RowMask] << 0;
        r ^= t.down[(x >> 16) & RowMask] << 4;
        r ^= t.down[(x >> 32) & RowMask] << 8;
        r ^= t.down[(x >> 48) & RowMask] << 12;
        return r;
    }
    }
    return board;
}

int slideGain(Board board, Direction dir)
{
    const Tables &t = tables();
    Board lines = board;
    bool reversed = false;
    switch (dir) {
    case Direction::Left:
        break;
    case Direction::Right:
        reversed = true;
        break;
    case Direction::Up:
        lines = transpose(board);
        break;
    case Direction::Down:
        lines = transpose(board);
        reversed = true;
        break;
    }
    int gained = 0;
    for (int i = 0; i < 4; ++i) {
        auto row = static_cast<std::uint16_t>((lines >> (16 * i)) & RowMask);
        if (reversed)
            row = reverseRow(row);
        gained += static_cast<int>(t.gain[row]);
    }
    return gained;
}

float heuristic(Board board)
{
    const float *h = tables().heuristic.data();
    const Board x = transpose(board);
    return h[(board >> 0) & RowMask] + h[(board >> 16) & RowMask] + h[(board >> 32) & RowMask] +
           h[(board >> 48) & RowMask] + h[(x >> 0) & RowMask] + h[(x >> 16) & RowMask] +
           h[(x >> 32) & RowMask] + h[(x >> 48) & RowMask];
}

const float *defaultHeuristicRows()
{
    return tables().heuristic.data();
}

HeuristicTable::HeuristicTable(const HeuristicWeights &weights) : m_lostPenalty(weights.lostPenalty)
{
    fillHeuristic(m_rows, weights);
}

float HeuristicTable::operator()(Board board) const
{
    const float *h = m_rows.data();
    const Board x = transpose(board);
    return h[(board >> 0) & RowMask] + h[(board >> 16) & RowMask] + h[(board >> 32) & RowMask] +
           h[(board >> 48) & RowMask] + h[(x >> 0) & RowMask] + h[(x >> 16) & RowMask] +
           h[(x >> 32) & RowMask] + h[(x >> 48) & RowMask];
}

} // namespace gg::t48::bits
