#include "zousi/zousisolver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>

namespace gg::zousi {
namespace {

constexpr int LossBase = 1;
constexpr int WinBase = 128;
constexpr int MaxLossPlies = WinBase - LossBase - 1;
constexpr int MaxWinPlies = 255 - WinBase;

// Ranking tables shared by every solver. A position's index is
//   offset[side][nx][no] + rank(x) * C(16 - nx, no) + rank(o squeezed into the points x
//   leaves free),
// where rank() is the colexicographic rank among masks with the same number of bits (which
// equals the rank in increasing numeric order, and does not depend on the width).
struct Tables
{
    std::array<std::uint16_t, 1 << Cells> rank{};
    std::array<std::vector<Mask>, MaxPieces + 1> byCount;
    // squeeze[free][bits]: the bits of `bits` at the set points of `free`, packed low.
    std::array<std::array<std::uint8_t, 256>, 256> squeeze{};
    std::array<std::array<std::array<std::uint32_t, MaxPieces + 1>, MaxPieces + 1>, 2> offset{};
    std::array<std::array<std::uint32_t, MaxPieces + 1>, MaxPieces + 1> oCount{};
    std::uint32_t total = 0;

    Tables()
    {
        std::array<std::uint16_t, Cells + 1> next{};
        for (unsigned mask = 0; mask < (1u << Cells); ++mask) {
            const int bits = bitCount(mask);
            rank[mask] = next[static_cast<std::size_t>(bits)]++;
            if (bits <= MaxPieces)
                byCount[static_cast<std::size_t>(bits)].push_back(static_cast<Mask>(mask));
        }
        for (unsigned freeBits = 0; freeBits < 256; ++freeBits) {
            for (unsigned bits = 0; bits < 256; ++bits) {
                unsigned packed = 0;
                int out = 0;
                for (int i = 0; i < 8; ++i) {
                    if (freeBits >> i & 1) {
                        packed |= (bits >> i & 1) << out;
                        ++out;
                    }
                }
                squeeze[freeBits][bits] = static_cast<std::uint8_t>(packed);
            }
        }
        for (int side = 0; side < 2; ++side) {
            for (int nx = 0; nx <= MaxPieces; ++nx) {
                for (int no = 0; no <= MaxPieces; ++no) {
                    const auto ox = static_cast<std::uint32_t>(choose(Cells - nx, no));
                    oCount[nx][no] = ox;
                    offset[side][nx][no] = total;
                    total += static_cast<std::uint32_t>(choose(Cells, nx)) * ox;
                }
            }
        }
    }

    static long long choose(int n, int k)
    {
        long long result = 1;
        for (int i = 1; i <= k; ++i)
            result = result * (n - k + i) / i;
        return result;
    }

    unsigned squeezeMask(unsigned bits, unsigned freeBits) const
    {
        const unsigned lo = squeeze[freeBits & 0xFF][bits & 0xFF];
        const unsigned hi = squeeze[freeBits >> 8 & 0xFF][bits >> 8 & 0xFF];
        return lo | hi << bitCount(freeBits & 0xFFu);
    }

    static Mask spread(unsigned packed, unsigned freeBits)
    {
        unsigned result = 0;
        for (unsigned rest = freeBits; rest && packed; rest &= rest - 1, packed >>= 1)
            if (packed & 1)
                result |= rest & (~rest + 1);
        return static_cast<Mask>(result);
    }

    std::uint32_t index(Mask x, Mask o, Side side) const
    {
        return index(x, o, side, bitCount(x), bitCount(o));
    }

    // The same with the piece counts already known.
    std::uint32_t index(Mask x, Mask o, Side side, int nx, int no) const
    {
        const unsigned freeBits = ~static_cast<unsigned>(x) & 0xFFFFu;
        return offset[static_cast<std::size_t>(side)][nx][no] + rank[x] * oCount[nx][no] +
               rank[squeezeMask(o, freeBits)];
    }
};

const Tables &tables()
{
    static const Tables instance;
    return instance;
}

Value decode(std::uint8_t code)
{
    if (code == 0)
        return {Result::Draw, 0};
    if (code < WinBase)
        return {Result::Loss, code - LossBase};
    return {Result::Win, code - WinBase};
}

constexpr std::uint64_t pack(Mask x, Mask o, Side side)
{
    return std::uint64_t{x} | std::uint64_t{o} << 16 | std::uint64_t{side == Side::O} << 32;
}

constexpr std::array<Mask, Size> RowMasks{0x000F, 0x00F0, 0x0F00, 0xF000};
constexpr std::array<Mask, Size> ColumnMasks{0x1111, 0x2222, 0x4444, 0x8888};

// Calls visit(predecessorX, predecessorO, xCount, oCount) for every non-terminal position, with the
// other side to move, that reaches `pos` in one ply: by a pass, or by a step whose
// captures (re-derived and checked) leave exactly `pos`.
template <typename Visit> void forEachPredecessor(Mask px, Mask po, Side s, Visit &&visit)
{
    const Side t = other(s); // the side that has just played
    const Mask tp = t == Side::X ? px : po;
    const Mask sp = t == Side::X ? po : px;
    const unsigned occupied = static_cast<unsigned>(px | po);
    const int tCount = bitCount(tp);
    const int sCount = bitCount(sp);
    if (tCount < MinPieces)
        return; // t could not have moved: every earlier position is over already

    auto emit = [&](Mask tq, Mask sq, int sqCount) {
        if (t == Side::X)
            visit(tq, sq, tCount, sqCount);
        else
            visit(sq, tq, sqCount, tCount);
    };

    if (sCount >= MinPieces && countSteps(Position{px, po, t}) == 0)
        emit(tp, sp, sCount);

    for (unsigned pieces = tp; pieces; pieces &= pieces - 1) {
        const int a = std::countr_zero(pieces);
        const Mask row = RowMasks[static_cast<std::size_t>(a / Size)];
        const Mask col = ColumnMasks[static_cast<std::size_t>(a % Size)];
        const int neighbours[4] = {a >= Size ? a - Size : -1, a % Size ? a - 1 : -1,
                                   a % Size != Size - 1 ? a + 1 : -1,
                                   a < Cells - Size ? a + Size : -1};
        for (int f : neighbours) {
            if (f < 0 || (occupied >> f & 1))
                continue;
            const Mask tq = static_cast<Mask>((tp & ~(1u << a)) | (1u << f));
            // Points where a captured piece may have stood: empty now, not the start
            // point, on a line that now holds exactly two of t's pieces and none of s's.
            auto candidates = [&](Mask line, std::array<Mask, 3> &options) {
                int n = 1;
                options[0] = 0;
                if (bitCount(tp & line) != 2 || (sp & line))
                    return n;
                const unsigned empty = line & ~occupied & ~(1u << f) & 0xFFFFu;
                for (unsigned rest = empty; rest; rest &= rest - 1)
                    options[static_cast<std::size_t>(n++)] = static_cast<Mask>(rest & (~rest + 1));
                return n;
            };
            std::array<Mask, 3> rowOptions{};
            std::array<Mask, 3> colOptions{};
            const int nRow = candidates(row, rowOptions);
            const int nCol = candidates(col, colOptions);
            for (int i = 0; i < nRow; ++i) {
                for (int j = 0; j < nCol; ++j) {
                    const Mask restored =
                        static_cast<Mask>(rowOptions[static_cast<std::size_t>(i)] |
                                          colOptions[static_cast<std::size_t>(j)]);
                    const Mask sq = static_cast<Mask>(sp | restored);
                    const int sqCount = bitCount(sq);
                    if (sqCount > MaxPieces || sqCount < MinPieces)
                        continue;
                    if (captures(tp, sq, a) != restored)
                        continue;
                    emit(tq, sq, sqCount);
                }
            }
        }
    }
}

std::uint64_t fnv1a(const std::uint8_t *data, std::size_t size)
{
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 0x100000001b3ull;
    }
    return hash;
}

void putU32(std::ostream &out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.put(static_cast<char>(v >> (8 * i) & 0xFF));
}

void putU64(std::ostream &out, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        out.put(static_cast<char>(v >> (8 * i) & 0xFF));
}

bool getBytes(std::istream &in, unsigned char *data, std::size_t size)
{
    in.read(reinterpret_cast<char *>(data), static_cast<std::streamsize>(size));
    return static_cast<std::size_t>(in.gcount()) == size;
}

std::uint64_t littleEndian(const unsigned char *data, int bytes)
{
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = v << 8 | data[i];
    return v;
}

constexpr char Magic[8] = {'G', 'G', 'Z', 'S', 'Q', 'S', 'O', 'L'};

} // namespace

std::vector<MoveValue> analyseMoves(const Solver &solver, const Position &pos)
{
    std::vector<MoveValue> values;
    for (Move move : legalMoves(pos))
        values.push_back({move, parentView(solver.value(applyMove(pos, move)))});
    return values;
}

Value parentView(Value child)
{
    switch (child.result) {
    case Result::Win:
        return {Result::Loss, child.plies + 1};
    case Result::Loss:
        return {Result::Win, child.plies + 1};
    case Result::Draw:
        break;
    }
    return {Result::Draw, 0};
}

bool better(Value a, Value b)
{
    auto score = [](Value v) {
        switch (v.result) {
        case Result::Win:
            return 1000 - v.plies;
        case Result::Loss:
            return -1000 + v.plies;
        case Result::Draw:
            break;
        }
        return 0;
    };
    return score(a) > score(b);
}

std::uint32_t Solver::positionCount()
{
    return tables().total;
}

std::optional<std::uint32_t> Solver::index(const Position &pos)
{
    if (pos.count(Side::X) > MaxPieces || pos.count(Side::O) > MaxPieces || (pos.x & pos.o))
        return std::nullopt;
    return tables().index(pos.x, pos.o, pos.toMove);
}

Position Solver::position(std::uint32_t index)
{
    const Tables &t = tables();
    for (int side = 1; side >= 0; --side) {
        for (int nx = MaxPieces; nx >= 0; --nx) {
            for (int no = MaxPieces; no >= 0; --no) {
                const std::uint32_t base = t.offset[static_cast<std::size_t>(side)][nx][no];
                if (index < base)
                    continue;
                const std::uint32_t within = index - base;
                const std::uint32_t perX = t.oCount[nx][no];
                const Mask x = t.byCount[static_cast<std::size_t>(nx)][within / perX];
                const Mask packedO = t.byCount[static_cast<std::size_t>(no)][within % perX];
                const Mask o = Tables::spread(packedO, ~static_cast<unsigned>(x) & 0xFFFFu);
                return Position{x, o, side ? Side::O : Side::X};
            }
        }
    }
    return {};
}

bool Solver::solve(const std::atomic<bool> *stop)
{
    const Tables &t = tables();
    // The code and, while undecided, the number of successors not yet known to be wins,
    // side by side so an update touches one cache line.
    struct Cell
    {
        std::uint8_t code = 0;
        std::uint8_t pending = 0;
    };
    std::vector<Cell> cells(t.total);
    std::vector<std::uint64_t> level;
    auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };

    // Terminal positions and move counts, enumerated in index order.
    std::uint32_t i = 0;
    for (int side = 0; side < 2; ++side) {
        const Side s = side ? Side::O : Side::X;
        for (int nx = 0; nx <= MaxPieces; ++nx) {
            for (int no = 0; no <= MaxPieces; ++no) {
                const std::size_t packedCount = t.oCount[nx][no];
                for (Mask x : t.byCount[static_cast<std::size_t>(nx)]) {
                    const unsigned freeBits = ~static_cast<unsigned>(x) & 0xFFFFu;
                    for (std::size_t k = 0; k < packedCount; ++k, ++i) {
                        const Mask o =
                            Tables::spread(t.byCount[static_cast<std::size_t>(no)][k], freeBits);
                        const int own = s == Side::X ? nx : no;
                        const int theirs = s == Side::X ? no : nx;
                        if (own < MinPieces) {
                            cells[i].code = LossBase;
                            level.push_back(pack(x, o, s));
                        } else if (theirs < MinPieces) {
                            cells[i].code = WinBase; // never reached from play: no predecessors
                        } else {
                            const int n = countSteps(Position{x, o, s});
                            cells[i].pending = static_cast<std::uint8_t>(n ? n : 1);
                        }
                    }
                }
                if (stopped())
                    return false;
            }
        }
    }

    // Retrograde passes: level d holds the positions decided at exactly d plies (losses
    // for even d, wins for odd d), so every win is found at its shortest distance and a
    // loss only when its last (slowest) refutation is in.
    int plies = 0;
    std::vector<std::uint64_t> next;
    struct Hit
    {
        std::uint32_t index;
        std::uint64_t packed;
    };
    constexpr std::size_t BatchSize = 256;
    std::vector<Hit> batch;
    batch.reserve(BatchSize * 40);
    while (!level.empty()) {
        const bool losses = plies % 2 == 0;
        if ((losses ? MaxWinPlies : MaxLossPlies) <= plies)
            return false; // cannot be encoded; never happens for this game
        const auto newCode =
            static_cast<std::uint8_t>(losses ? WinBase + plies + 1 : LossBase + plies + 1);
        next.clear();
        // Predecessors are gathered a batch at a time with their cells prefetched, then
        // updated: the updates are random accesses into a 9 MB table, and waiting for each
        // one in turn was most of the solve time.
        for (std::size_t first = 0; first < level.size(); first += BatchSize) {
            if (stopped())
                return false;
            batch.clear();
            const std::size_t last = std::min(level.size(), first + BatchSize);
            for (std::size_t e = first; e < last; ++e) {
                const std::uint64_t entry = level[e];
                const auto px = static_cast<Mask>(entry & 0xFFFF);
                const auto po = static_cast<Mask>(entry >> 16 & 0xFFFF);
                const Side s = (entry >> 32) ? Side::O : Side::X;
                const Side prev = other(s);
                forEachPredecessor(px, po, s, [&](Mask qx, Mask qo, int nx, int no) {
                    const std::uint32_t q = t.index(qx, qo, prev, nx, no);
                    __builtin_prefetch(&cells[q], 1);
                    batch.push_back({q, pack(qx, qo, prev)});
                });
            }
            for (const Hit &hit : batch) {
                Cell &cell = cells[hit.index];
                if (cell.code != 0)
                    continue;
                if (losses || --cell.pending == 0) {
                    cell.code = newCode;
                    next.push_back(hit.packed);
                }
            }
        }
        level.swap(next);
        ++plies;
    }
    std::vector<std::uint8_t> codes(t.total);
    for (std::size_t k = 0; k < codes.size(); ++k)
        codes[k] = cells[k].code;
    cells = {};
    m_codes = std::move(codes);
    computeStats();
    m_stats.levels = plies;
    return true;
}

Value Solver::value(const Position &pos) const
{
    const auto idx = index(pos);
    if (!idx || !solved())
        return {};
    return decode(m_codes[*idx]);
}

Value Solver::valueAt(std::uint32_t index) const
{
    return index < m_codes.size() ? decode(m_codes[index]) : Value{};
}

void Solver::computeStats()
{
    SolveStats stats;
    stats.positions = m_codes.size();
    for (std::uint8_t code : m_codes) {
        const Value v = decode(code);
        if (v.result == Result::Win) {
            ++stats.wins;
            stats.longestWin = std::max(stats.longestWin, v.plies);
        } else if (v.result == Result::Loss) {
            ++stats.losses;
            stats.longestLoss = std::max(stats.longestLoss, v.plies);
        } else {
            ++stats.draws;
        }
    }
    stats.levels = m_stats.levels;
    m_stats = stats;
}

bool Solver::save(std::ostream &out) const
{
    if (!solved())
        return false;
    out.write(Magic, sizeof Magic);
    putU32(out, CacheVersion);
    putU32(out, static_cast<std::uint32_t>(m_codes.size()));
    putU32(out, static_cast<std::uint32_t>(m_codes.size()));
    putU64(out, fnv1a(m_codes.data(), m_codes.size()));
    out.write(reinterpret_cast<const char *>(m_codes.data()),
              static_cast<std::streamsize>(m_codes.size()));
    out.flush();
    return static_cast<bool>(out);
}

bool Solver::saveFile(const std::string &path) const
{
    // Only regular files are written: a pipe or a device at the path (or at the temporary
    // name) would block or be overwritten.
    std::error_code error;
    const auto kind = std::filesystem::status(path, error).type();
    if (kind != std::filesystem::file_type::not_found &&
        kind != std::filesystem::file_type::regular)
        return false;
    const std::string temporary = path + ".tmp";
    std::filesystem::remove(temporary, error); // whatever is there, never opened
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out || !save(out)) {
            std::remove(temporary.c_str());
            return false;
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return false;
    }
    return true;
}

LoadError Solver::load(std::istream &in)
{
    unsigned char header[sizeof Magic + 4 + 4 + 4 + 8];
    if (!getBytes(in, header, sizeof header))
        return LoadError::Unreadable;
    for (std::size_t k = 0; k < sizeof Magic; ++k)
        if (header[k] != static_cast<unsigned char>(Magic[k]))
            return LoadError::BadMagic;
    if (littleEndian(header + 8, 4) != CacheVersion)
        return LoadError::BadVersion;
    const std::uint64_t count = littleEndian(header + 12, 4);
    const std::uint64_t payload = littleEndian(header + 16, 4);
    if (count != positionCount() || payload != count)
        return LoadError::BadSize;
    std::vector<std::uint8_t> codes(static_cast<std::size_t>(count));
    if (!getBytes(in, codes.data(), codes.size()))
        return LoadError::Unreadable;
    if (in.peek() != std::char_traits<char>::eof())
        return LoadError::BadSize;
    if (fnv1a(codes.data(), codes.size()) != littleEndian(header + 20, 8))
        return LoadError::BadChecksum;
    // Losses come at even distances and wins at odd ones (or 0, for the unreachable
    // positions where the side not to move is already below two pieces).
    for (std::uint8_t code : codes) {
        const Value v = decode(code);
        if ((v.result == Result::Loss && v.plies % 2 != 0) ||
            (v.result == Result::Win && v.plies != 0 && v.plies % 2 != 1))
            return LoadError::BadData;
    }
    m_codes = std::move(codes);
    m_stats.levels = 0;
    computeStats();
    return LoadError::None;
}

LoadError Solver::loadFile(const std::string &path)
{
    // Only a regular file is opened: a pipe would block, a device never end.
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error))
        return LoadError::Unreadable;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return LoadError::Unreadable;
    return load(in);
}

bool Solver::loadOrSolve(const std::string &cachePath, const std::atomic<bool> *stop,
                         LoadError *loadError)
{
    const LoadError error = cachePath.empty() ? LoadError::Unreadable : loadFile(cachePath);
    if (loadError)
        *loadError = error;
    if (error == LoadError::None)
        return true;
    if (!solve(stop))
        return false;
    if (!cachePath.empty())
        saveFile(cachePath); // a cache that cannot be written only costs the next start-up
    return true;
}

} // namespace gg::zousi
