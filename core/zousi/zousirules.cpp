#include "zousi/zousirules.h"

#include <array>
#include <bit>

namespace gg::zousi {
namespace {

// lineCapture() for every (mover, enemy) pair of 4-bit lines, built at compile time (a
// function-local static would cost a guard check on every capture test in the solver).
constexpr std::array<std::uint8_t, 256> makeCaptureTable()
{
    // The four patterns along a line, as (mover bits, enemy bit); the set is closed under
    // reversal, so "either direction" needs no extra entries.
    constexpr std::array<std::array<unsigned, 2>, 4> patterns{{
        {0b0011, 0b0100}, // A A B .
        {0b0110, 0b1000}, // . A A B
        {0b0110, 0b0001}, // B A A .
        {0b1100, 0b0010}, // . B A A
    }};
    std::array<std::uint8_t, 256> removed{};
    for (const auto &[mover, enemy] : patterns)
        removed[mover << 4 | enemy] = static_cast<std::uint8_t>(enemy);
    return removed;
}

constexpr std::array<std::uint8_t, 256> CaptureTable = makeCaptureTable();

// The four points of column `col` as bits 0..3 (bit i = row i).
unsigned columnBits(Mask mask, int col)
{
    const unsigned v = (static_cast<unsigned>(mask) >> col) & 0x1111u;
    return (v | v >> 3 | v >> 6 | v >> 9) & 0xFu;
}

Mask columnMask(unsigned bits, int col)
{
    const unsigned spread = (bits & 1u) | (bits & 2u) << 3 | (bits & 4u) << 6 | (bits & 8u) << 9;
    return static_cast<Mask>(spread << col);
}

constexpr Mask NotLeftColumn = 0xEEEE;
constexpr Mask NotRightColumn = 0x7777;

} // namespace

Position Position::start(Side first)
{
    return Position{0x000F, 0xF000, first};
}

std::optional<Position> Position::parse(std::string_view text, ParseError *error)
{
    auto fail = [error](ParseError why) -> std::optional<Position> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() != Cells + 2)
        return fail(ParseError::WrongLength);
    Position pos;
    for (int cell = 0; cell < Cells; ++cell) {
        const char c = text[static_cast<std::size_t>(cell)];
        const Mask bit = static_cast<Mask>(1u << cell);
        if (c == 'x')
            pos.x |= bit;
        else if (c == 'o')
            pos.o |= bit;
        else if (c != '.')
            return fail(ParseError::BadCell);
    }
    if (text[Cells] != ' ')
        return fail(ParseError::MissingSpace);
    const char side = text[Cells + 1];
    if (side != 'x' && side != 'o')
        return fail(ParseError::BadSide);
    pos.toMove = side == 'x' ? Side::X : Side::O;
    if (pos.count(Side::X) > MaxPieces || pos.count(Side::O) > MaxPieces)
        return fail(ParseError::TooManyPieces);
    if (error)
        *error = ParseError::None;
    return pos;
}

std::string Position::toString() const
{
    std::string text(Cells + 2, ' ');
    for (int cell = 0; cell < Cells; ++cell)
        text[static_cast<std::size_t>(cell)] = at(cell);
    text[Cells + 1] = sideLetter(toMove);
    return text;
}

int Position::count(Side side) const
{
    return bitCount(pieces(side));
}

char Position::at(int cell) const
{
    if (x >> cell & 1)
        return 'x';
    if (o >> cell & 1)
        return 'o';
    return '.';
}

bool Position::over() const
{
    return count(Side::X) < MinPieces || count(Side::O) < MinPieces;
}

std::optional<Side> Position::winner() const
{
    if (count(toMove) < MinPieces)
        return other(toMove);
    if (count(other(toMove)) < MinPieces)
        return toMove;
    return std::nullopt;
}

Mask lineCapture(unsigned mover, unsigned enemy)
{
    return CaptureTable[(mover & 0xFu) << 4 | (enemy & 0xFu)];
}

Mask captures(Mask mover, Mask enemy, int arrival)
{
    const int row = arrival / Size;
    const int col = arrival % Size;
    const unsigned shift = static_cast<unsigned>(row * Size);
    const Mask rowRemoved = static_cast<Mask>(
        lineCapture(static_cast<unsigned>(mover) >> shift, static_cast<unsigned>(enemy) >> shift)
        << shift);
    const Mask colRemoved =
        columnMask(lineCapture(columnBits(mover, col), columnBits(enemy, col)), col);
    return static_cast<Mask>(rowRemoved | colRemoved);
}

int generateSteps(const Position &pos, Move *out)
{
    if (pos.over())
        return 0;
    const Mask own = pos.pieces(pos.toMove);
    const unsigned empty = static_cast<unsigned>(~pos.occupied()) & 0xFFFFu;
    int n = 0;
    for (unsigned rest = own; rest; rest &= rest - 1) {
        const int from = std::countr_zero(rest);
        // Targets in increasing cell order: up, left, right, down.
        if (from >= Size && (empty >> (from - Size) & 1))
            out[n++] = Move::step(from, from - Size);
        if (from % Size != 0 && (empty >> (from - 1) & 1))
            out[n++] = Move::step(from, from - 1);
        if (from % Size != Size - 1 && (empty >> (from + 1) & 1))
            out[n++] = Move::step(from, from + 1);
        if (from < Cells - Size && (empty >> (from + Size) & 1))
            out[n++] = Move::step(from, from + Size);
    }
    return n;
}

int countSteps(const Position &pos)
{
    if (pos.over())
        return 0;
    const unsigned own = pos.pieces(pos.toMove);
    const unsigned empty = static_cast<unsigned>(~pos.occupied()) & 0xFFFFu;
    const unsigned up = (own >> Size) & empty;
    const unsigned down = (own << Size) & empty & 0xFFFFu;
    const unsigned left = (own >> 1) & empty & NotRightColumn;
    const unsigned right = (own << 1) & empty & NotLeftColumn;
    return bitCount(up) + bitCount(down) + bitCount(left) + bitCount(right);
}

std::vector<Move> legalMoves(const Position &pos)
{
    if (pos.over())
        return {};
    Move buffer[MaxMoves];
    const int n = generateSteps(pos, buffer);
    if (n == 0)
        return {Move::pass()};
    return std::vector<Move>(buffer, buffer + n);
}

bool isLegal(const Position &pos, Move move)
{
    for (Move legal : legalMoves(pos))
        if (legal == move)
            return true;
    return false;
}

Position applyMove(const Position &pos, Move move, Mask *captured)
{
    Position next = pos;
    next.toMove = other(pos.toMove);
    if (captured)
        *captured = 0;
    if (move.isPass())
        return next;
    const Side side = pos.toMove;
    Mask mover = pos.pieces(side);
    Mask enemy = pos.pieces(other(side));
    mover = static_cast<Mask>((mover & ~(1u << move.from)) | (1u << move.to));
    const Mask removed = captures(mover, enemy, move.to);
    enemy = static_cast<Mask>(enemy & ~removed);
    if (side == Side::X) {
        next.x = mover;
        next.o = enemy;
    } else {
        next.o = mover;
        next.x = enemy;
    }
    if (captured)
        *captured = removed;
    return next;
}

std::string cellName(int cell)
{
    std::string name(2, ' ');
    name[0] = static_cast<char>('a' + cell % Size);
    name[1] = static_cast<char>('1' + (Size - 1 - cell / Size));
    return name;
}

std::optional<int> parseCell(std::string_view name)
{
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'd' || name[1] < '1' || name[1] > '4')
        return std::nullopt;
    return (Size - 1 - (name[1] - '1')) * Size + (name[0] - 'a');
}

std::string moveName(Move move)
{
    if (move.isPass())
        return "pass";
    return cellName(move.from) + "-" + cellName(move.to);
}

std::optional<Move> parseMove(std::string_view text)
{
    if (text == "pass")
        return Move::pass();
    if (text.size() != 5 || text[2] != '-')
        return std::nullopt;
    auto from = parseCell(text.substr(0, 2));
    auto to = parseCell(text.substr(3, 2));
    if (!from || !to)
        return std::nullopt;
    return Move::step(*from, *to);
}

namespace {

void perftNode(const Position &pos, int ply, int depth, std::vector<std::uint64_t> &counts)
{
    if (ply == depth || pos.over())
        return;
    Move moves[MaxMoves];
    int n = generateSteps(pos, moves);
    if (n == 0) {
        moves[0] = Move::pass();
        n = 1;
    }
    counts[static_cast<std::size_t>(ply)] += static_cast<std::uint64_t>(n);
    if (ply + 1 == depth)
        return;
    for (int i = 0; i < n; ++i)
        perftNode(applyMove(pos, moves[i]), ply + 1, depth, counts);
}

} // namespace

std::vector<std::uint64_t> perft(const Position &pos, int depth)
{
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(depth > 0 ? depth : 0), 0);
    if (depth > 0)
        perftNode(pos, 0, depth, counts);
    return counts;
}

} // namespace gg::zousi
