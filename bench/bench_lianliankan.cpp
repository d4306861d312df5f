// Lianliankan hot paths: enumerating every removable pair (the hint and the stuck check) and
// generating / reshuffling a solvable deal. Issue 5 bars: all pairs of a 16×10 board well
// under a millisecond; a 16×10 deal under 50 ms.

#include "lianliankan/linkdeal.h"
#include "lianliankan/linkgame.h"
#include "lianliankan/linkpathfinder.h"

#include <benchmark/benchmark.h>

using namespace gg::link;

namespace {

// A Hard-level deal (10 rows × 16 columns, 36 kinds) with the first `removed` pairs of its
// solution already taken, so the board has open space like a game in progress.
Board boardInProgress(int removed, bool gravity = false)
{
    gg::Rng rng(42);
    auto deal = generateDeal(10, 16, 36, gravity, rng);
    Board board = deal->board;
    for (int i = 0; i < removed; ++i)
        removePair(board, deal->solution[i].a, deal->solution[i].b, gravity);
    return board;
}

// Builds the finder and lists every removable pair with its path.
void BM_AllPairs16x10(benchmark::State &state)
{
    const Board board = boardInProgress(static_cast<int>(state.range(0)));
    std::size_t pairs = 0;
    for (auto _ : state) {
        auto all = PathFinder(board).removablePairs();
        pairs = all.size();
        benchmark::DoNotOptimize(all);
    }
    state.counters["pairs"] = static_cast<double>(pairs);
    state.counters["tiles"] = board.tileCount();
}
BENCHMARK(BM_AllPairs16x10)->Arg(0)->Arg(20)->Arg(40)->Arg(60)->Unit(benchmark::kMicrosecond);

// The stuck check a game makes after every removal.
void BM_FirstPair16x10(benchmark::State &state)
{
    const Board board = boardInProgress(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(PathFinder(board).firstPair());
}
BENCHMARK(BM_FirstPair16x10)->Arg(0)->Arg(40)->Unit(benchmark::kMicrosecond);

// One query on a half-cleared board (two-turn searches dominate).
void BM_SingleQuery(benchmark::State &state)
{
    const Board board = boardInProgress(40);
    const PathFinder finder(board);
    std::vector<std::pair<Point, Point>> queries;
    for (int i = 0; i < board.cellCount(); ++i)
        for (int j = i + 1; j < board.cellCount(); ++j)
            if (board.cells()[i] != 0 && board.cells()[i] == board.cells()[j])
                queries.emplace_back(board.point(i), board.point(j));
    std::size_t k = 0;
    for (auto _ : state) {
        const auto &[a, b] = queries[k++ % queries.size()];
        benchmark::DoNotOptimize(finder.find(a, b));
    }
}
BENCHMARK(BM_SingleQuery)->Unit(benchmark::kNanosecond);

void BM_Deal(benchmark::State &state)
{
    const int rows = static_cast<int>(state.range(0)), cols = static_cast<int>(state.range(1));
    const bool gravity = state.range(2) != 0;
    gg::Rng rng(7);
    for (auto _ : state)
        benchmark::DoNotOptimize(generateDeal(rows, cols, rows * cols / 4, gravity, rng));
}
BENCHMARK(BM_Deal)
    ->Args({6, 8, 0})
    ->Args({10, 16, 0})
    ->Args({10, 16, 1})
    ->Args({16, 24, 0})
    ->Unit(benchmark::kMillisecond);

void BM_Reshuffle16x10(benchmark::State &state)
{
    const Board board = boardInProgress(static_cast<int>(state.range(0)));
    gg::Rng rng(9);
    for (auto _ : state)
        benchmark::DoNotOptimize(reshuffle(board, false, rng));
}
BENCHMARK(BM_Reshuffle16x10)->Arg(0)->Arg(40)->Unit(benchmark::kMillisecond);

// A whole game replayed by the hint: hint, match, repeat until the board is empty.
void BM_HintPlaythroughHard(benchmark::State &state)
{
    for (auto _ : state) {
        Game game(Level::Hard, false, 3);
        while (auto pair = game.hint())
            game.match(pair->a, pair->b);
        benchmark::DoNotOptimize(game.score());
    }
}
BENCHMARK(BM_HintPlaythroughHard)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
