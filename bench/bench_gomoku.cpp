// Benchmarks of the Gomoku hot paths: the incremental board update, candidate generation,
// the VCF search and fixed-depth alpha-beta. Node counts are reported as counters so runs
// on a loaded machine can still be compared.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gg::gomoku;

// A middle-game position (black to move) reached by a short game.
Game middleGame()
{
    Game game;
    const Point moves[] = {{7, 7}, {7, 8}, {8, 8}, {6, 6}, {8, 7},  {8, 6}, {9, 6},
                           {6, 9}, {6, 8}, {5, 9}, {9, 8}, {10, 9}, {9, 7}, {9, 9}};
    for (const Point &p : moves)
        game.play(p);
    return game;
}

void BM_PlaceRemove(benchmark::State &state)
{
    Board board = Board::fromGame(middleGame());
    const int p = board.index(10, 7);
    for (auto _ : state) {
        board.place(p, Stone::Black);
        board.remove();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PlaceRemove);

void BM_Candidates(benchmark::State &state)
{
    const Board board = Board::fromGame(middleGame());
    for (auto _ : state)
        benchmark::DoNotOptimize(AlphaBeta::candidates(board, Stone::Black, 12));
}
BENCHMARK(BM_Candidates);

void BM_Evaluate(benchmark::State &state)
{
    const Board board = Board::fromGame(middleGame());
    for (auto _ : state)
        benchmark::DoNotOptimize(AlphaBeta::evaluate(board, Stone::Black));
}
BENCHMARK(BM_Evaluate);

// A position with a known VCF for black (three fours lead to a four-three).
void BM_VcfFound(benchmark::State &state)
{
    Game game;
    const Point moves[] = {{7, 7},  {0, 0}, {7, 8},  {0, 2}, {7, 9},   {0, 4},
                           {8, 10}, {0, 6}, {9, 10}, {0, 8}, {10, 10}, {0, 10}};
    for (const Point &p : moves)
        game.play(p);
    Board board = Board::fromGame(game);
    ThreatSearch search(board);
    long long nodes = 0;
    for (auto _ : state) {
        search.clearCache();
        benchmark::DoNotOptimize(search.vcf(Stone::Black, 20));
        nodes += search.nodes();
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
}
BENCHMARK(BM_VcfFound);

void BM_VcfNone(benchmark::State &state)
{
    Board board = Board::fromGame(middleGame());
    ThreatSearch search(board);
    long long nodes = 0;
    for (auto _ : state) {
        search.clearCache();
        benchmark::DoNotOptimize(search.vcf(Stone::White, 20));
        nodes += search.nodes();
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
}
BENCHMARK(BM_VcfNone);

void BM_AlphaBetaDepth(benchmark::State &state)
{
    Board board = Board::fromGame(middleGame());
    const int depth = static_cast<int>(state.range(0));
    long long nodes = 0;
    for (auto _ : state) {
        AlphaBeta search(16);
        auto roots = AlphaBeta::candidates(board, Stone::Black, 24);
        const SearchResult result = search.search(board, Stone::Black, roots, depth, {1LL << 60});
        nodes += result.nodes;
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
    state.counters["nodes/s"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_AlphaBetaDepth)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
