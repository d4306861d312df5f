#include "lianliankan/linkdeal.h"

#include "lianliankan/linkpathfinder.h"

#include <cstdlib>

namespace gg::link {
namespace {

// The chance of preferring a partner that is not a direct neighbour: adjacent pairs are the
// easiest to spot, so deals built mostly from them would be dull.
constexpr double FarPartnerChance = 0.8;

struct Carved
{
    Solution order;                       // positions at the moment of each removal
    std::vector<std::pair<int, int>> ids; // the tile ids removed at each step
};

// Plays a whole game on positions only. `ids` holds id + 1 in every occupied cell (distinct
// per tile) so the tiles can be followed while they fall.
Carved carve(Board ids, bool gravity, Rng &rng)
{
    Carved carved;
    std::vector<Point> tiles, near, far;
    while (!ids.isEmpty()) {
        const PathFinder finder(ids);
        tiles.clear();
        for (int i = 0; i < ids.cellCount(); ++i)
            if (ids.cells()[i] != 0)
                tiles.push_back(ids.point(i));
        rng.shuffle(tiles);
        bool removed = false;
        for (const Point a : tiles) {
            near.clear();
            far.clear();
            for (const Point b : tiles) {
                if (b == a || !finder.route(a, b))
                    continue;
                const bool adjacent = std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1;
                (adjacent ? near : far).push_back(b);
            }
            if (near.empty() && far.empty())
                continue;
            const bool useFar = !far.empty() && (near.empty() || rng.chance(FarPartnerChance));
            const auto &pool = useFar ? far : near;
            const Point b = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
            carved.order.push_back({a, b});
            carved.ids.emplace_back(ids.at(a) - 1, ids.at(b) - 1);
            ids.set(a, 0);
            ids.set(b, 0);
            if (gravity)
                ids.applyGravity();
            removed = true;
            break;
        }
        if (!removed) // cannot happen (see the header); never loop forever on a bug
            return {};
    }
    return carved;
}

// Gives the tiles of every carved pair one kind from `pairKinds` (shuffled) and places them at
// their starting cells `start` (id → cell index).
Board assignKinds(const Board &shape, const std::vector<int> &start, const Carved &carved,
                  std::vector<int> pairKinds, Rng &rng)
{
    rng.shuffle(pairKinds);
    Board board(shape.rows(), shape.cols());
    for (std::size_t i = 0; i < carved.ids.size(); ++i) {
        board.set(board.point(start[carved.ids[i].first]), pairKinds[i]);
        board.set(board.point(start[carved.ids[i].second]), pairKinds[i]);
    }
    return board;
}

// Carves the occupied cells of `shape` and deals `pairKinds` onto the carved pairs; retries a
// few times should verification ever fail.
std::optional<Deal> dealOnto(const Board &shape, const std::vector<int> &pairKinds, bool gravity,
                             Rng &rng)
{
    Board ids(shape.rows(), shape.cols());
    std::vector<int> start;
    for (int i = 0; i < shape.cellCount(); ++i) {
        if (shape.cells()[i] != 0) {
            start.push_back(i);
            ids.set(ids.point(i), static_cast<int>(start.size()));
        }
    }
    for (int attempt = 0; attempt < 8; ++attempt) {
        Carved carved = carve(ids, gravity, rng);
        if (carved.ids.size() != pairKinds.size())
            continue;
        Deal deal{assignKinds(shape, start, carved, pairKinds, rng), std::move(carved.order)};
        if (verifySolution(deal.board, deal.solution, gravity))
            return deal;
    }
    return std::nullopt;
}

} // namespace

DealError checkDealParameters(int rows, int cols, int kinds)
{
    if (rows < MinSide || rows > MaxSide || cols < MinSide || cols > MaxSide)
        return DealError::BadSize;
    if ((rows * cols) % 2 != 0)
        return DealError::OddCells;
    if (kinds < 1 || kinds > rows * cols / 2)
        return DealError::BadKinds;
    return DealError::None;
}

std::optional<Deal> generateDeal(int rows, int cols, int kinds, bool gravity, Rng &rng)
{
    if (checkDealParameters(rows, cols, kinds) != DealError::None)
        return std::nullopt;
    const int pairs = rows * cols / 2;
    std::vector<int> pairKinds;
    pairKinds.reserve(static_cast<std::size_t>(pairs));
    for (int i = 0; i < pairs; ++i)
        pairKinds.push_back(i % kinds + 1); // kinds 1..pairs%kinds get one pair more
    const Board full(rows, cols, std::vector<int>(static_cast<std::size_t>(rows * cols), 1));
    return dealOnto(full, pairKinds, gravity, rng);
}

std::optional<Deal> reshuffle(const Board &board, bool gravity, Rng &rng)
{
    std::vector<int> pairKinds;
    for (const auto &[kind, count] : board.kindCounts()) {
        if (count % 2 != 0)
            return std::nullopt;
        pairKinds.insert(pairKinds.end(), static_cast<std::size_t>(count / 2), kind);
    }
    return dealOnto(board, pairKinds, gravity, rng);
}

bool removePair(Board &board, Point a, Point b, bool gravity, std::vector<Fall> *falls)
{
    if (!PathFinder(board).find(a, b))
        return false;
    board.set(a, 0);
    board.set(b, 0);
    if (gravity) {
        auto fell = board.applyGravity();
        if (falls)
            *falls = std::move(fell);
    } else if (falls) {
        falls->clear();
    }
    return true;
}

bool verifySolution(Board board, const Solution &solution, bool gravity)
{
    for (const Removal &step : solution)
        if (!removePair(board, step.a, step.b, gravity))
            return false;
    return board.isEmpty();
}

} // namespace gg::link
