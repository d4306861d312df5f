// Zou Si Qi hot paths (issue 7): the full retrograde solve, loading the cache, perft, and
// the computer player's move time per level.
//
//   nice ./bench/bench_zousi --benchmark_filter=Solve

#include "zousi/zousiai.h"
#include "zousi/zousirules.h"
#include "zousi/zousisolver.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <sstream>

using namespace gg::zousi;

namespace {

std::shared_ptr<const Solver> sharedSolver()
{
    static const std::shared_ptr<const Solver> solver = [] {
        auto s = std::make_shared<Solver>();
        s->solve();
        return s;
    }();
    return solver;
}

void BM_Solve(benchmark::State &state)
{
    for (auto _ : state) {
        Solver solver;
        benchmark::DoNotOptimize(solver.solve());
        state.counters["positions"] = static_cast<double>(solver.stats().positions);
        state.counters["levels"] = solver.stats().levels;
    }
}
BENCHMARK(BM_Solve)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_CacheLoad(benchmark::State &state)
{
    std::ostringstream out;
    sharedSolver()->save(out);
    const std::string bytes = out.str();
    for (auto _ : state) {
        std::istringstream in(bytes);
        Solver solver;
        benchmark::DoNotOptimize(solver.load(in));
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(bytes.size()));
}
BENCHMARK(BM_CacheLoad)->Unit(benchmark::kMillisecond);

void BM_Perft(benchmark::State &state)
{
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t leaves = 0;
    for (auto _ : state) {
        const auto counts = perft(Position::start(), depth);
        leaves = counts.back();
        benchmark::DoNotOptimize(leaves);
    }
    state.counters["leaves"] = static_cast<double>(leaves);
    state.counters["leaves/s"] =
        benchmark::Counter(static_cast<double>(leaves) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_Index(benchmark::State &state)
{
    std::uint32_t i = 0;
    for (auto _ : state) {
        const Position pos = Solver::position(i);
        benchmark::DoNotOptimize(Solver::index(pos));
        i = (i + 7919) % Solver::positionCount();
    }
}
BENCHMARK(BM_Index);

// A middle-game position with captures about.
const char *const Middle = ".x..x.o..xo...o. x";

void BM_AiChoose(benchmark::State &state)
{
    const auto level = static_cast<Level>(state.range(0));
    Ai ai(level, sharedSolver(), 1);
    const Position pos = *Position::parse(Middle);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ai.choose(pos));
        nodes += ai.nodes();
    }
    state.counters["nodes/move"] =
        static_cast<double>(nodes) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_AiChoose)
    ->Arg(static_cast<int>(Level::Easy))
    ->Arg(static_cast<int>(Level::Medium))
    ->Arg(static_cast<int>(Level::Hard))
    ->Arg(static_cast<int>(Level::Perfect))
    ->Unit(benchmark::kMicrosecond);

// The search alone at the depth Perfect uses when it has no table.
void BM_AiNoTable(benchmark::State &state)
{
    Ai ai(Level::Perfect, nullptr, 1);
    const Position pos = *Position::parse(Middle);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ai.choose(pos));
        nodes += ai.nodes();
    }
    state.counters["nodes/move"] =
        static_cast<double>(nodes) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_AiNoTable)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
