// Benchmarks of the Gomoku hot paths: the incremental board update, candidate generation,
// the VCF search and fixed-depth alpha-beta. Node counts are reported as counters so runs
// on a loaded machine can still be compared.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gg::gomoku;

// A middle-game position (white to move, 15 stones) from a match against the baseline;
// every black move is legal under Renju too.
Game middleGame(Rule rule = Rule::FiveOrMore)
{
    Game game(Options{15, rule});
    const Point moves[] = {{8, 6},  {7, 8}, {10, 8}, {9, 7}, {8, 8}, {8, 7}, {7, 7}, {9, 6},
                           {10, 5}, {6, 6}, {9, 5},  {6, 8}, {6, 9}, {8, 5}, {10, 7}};
    for (const Point &p : moves)
        game.play(p);
    return game;
}

// Puzzle 1 of tst_gomokuai: black's VCF of three fours.
Board vcfPuzzle()
{
    std::vector<std::string> rows(15, std::string(15, '.'));
    rows[5] = "...oxxx........";
    rows[6] = ".....x.x.......";
    rows[7] = ".......x.......";
    rows[8] = ".......o.......";
    return *Board::fromRows(rows);
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
        benchmark::DoNotOptimize(AlphaBeta::candidates(board, Stone::White, 12));
}
BENCHMARK(BM_Candidates);

void BM_Evaluate(benchmark::State &state)
{
    const Board board = Board::fromGame(middleGame());
    for (auto _ : state)
        benchmark::DoNotOptimize(AlphaBeta::evaluate(board, Stone::White));
}
BENCHMARK(BM_Evaluate);

void BM_VcfFound(benchmark::State &state)
{
    Board board = vcfPuzzle();
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

// Alpha-beta to the benchmark's depth on the middle game under `rule`, white to move
// (`futility` off: the same search without static futility, to see what that saves).
void alphaBetaDepth(benchmark::State &state, Rule rule, bool futility = true)
{
    Board board = Board::fromGame(middleGame(rule));
    const int depth = static_cast<int>(state.range(0));
    long long nodes = 0;
    for (auto _ : state) {
        AlphaBeta search(16, futility);
        auto roots = AlphaBeta::candidates(board, Stone::White, 24);
        const SearchResult result = search.search(board, Stone::White, roots, depth, {1LL << 60});
        nodes += result.nodes;
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
    state.counters["nodes/s"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_AlphaBetaDepth(benchmark::State &state)
{
    alphaBetaDepth(state, Rule::FiveOrMore);
}
BENCHMARK(BM_AlphaBetaDepth)->Arg(4)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_AlphaBetaDepthNoFutility(benchmark::State &state)
{
    alphaBetaDepth(state, Rule::FiveOrMore, false);
}
BENCHMARK(BM_AlphaBetaDepthNoFutility)->Arg(8)->Unit(benchmark::kMillisecond);

// The same search under Renju, where black's candidates leave out its forbidden points.
void BM_RenjuAlphaBetaDepth(benchmark::State &state)
{
    alphaBetaDepth(state, Rule::Renju);
}
BENCHMARK(BM_RenjuAlphaBetaDepth)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

// The rules' forbidden-move check on every empty point of the middle game (the line facts
// it reads are worked out once per process, as in play).
void BM_ForbiddenPoints(benchmark::State &state)
{
    const Game game = middleGame(Rule::Renju);
    for (auto _ : state)
        benchmark::DoNotOptimize(forbiddenPoints(game.cells(), game.size()));
}
BENCHMARK(BM_ForbiddenPoints);

// The whole Expert move (VCF, defences, VCT, alpha-beta) on the middle game at 200 ms.
void BM_ExpertMove(benchmark::State &state)
{
    const Game game = middleGame();
    long long nodes = 0;
    for (auto _ : state) {
        Ai ai(AiSettings{Level::Expert, 200, 1, nullptr});
        nodes += ai.choose(game).nodes;
    }
    state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
}
BENCHMARK(BM_ExpertMove)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

BENCHMARK_MAIN();
