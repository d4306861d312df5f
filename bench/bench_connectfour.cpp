// Connect Four solver benchmark (issue 3's performance bar). Each benchmark solves every
// position of one data set in bench/c4data with a cleared 2^23-entry table per position (as
// the CLI does), checks the score against the file, and reports per position:
//   ms_wall, ms_cpu (thread CPU time: less sensitive to a loaded machine), nodes, Mnodes/s.
// Environment: GG_C4_LIMIT=N solves only the first N positions of each set (for quick runs
// and callgrind). Run:  nice build/bench/bench_connectfour --benchmark_filter=middle

#include "connectfour/connectfourboard.h"
#include "connectfour/connectfoursolver.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Case
{
    std::string moves;
    int score = 0;
};

std::vector<Case> loadSet(const std::string &name)
{
    const auto path = std::filesystem::path(GG_BENCH_DIR) / "c4data" / name;
    std::ifstream in(path);
    std::vector<Case> cases;
    long limit = -1;
    if (const char *env = std::getenv("GG_C4_LIMIT"))
        limit = std::atol(env);
    std::string line;
    while (std::getline(in, line) && (limit < 0 || static_cast<long>(cases.size()) < limit)) {
        std::istringstream words(line);
        Case c;
        if (words >> c.moves >> c.score)
            cases.push_back(c);
    }
    return cases;
}

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

void solveSet(benchmark::State &state, const std::string &file, int width, int height, bool weak)
{
    const auto cases = loadSet(file);
    if (cases.empty()) {
        state.SkipWithError("data set missing");
        return;
    }
    gg::c4::Solver solver(23);
    double wall = 0;
    double cpu = 0;
    double nodes = 0;
    long wrong = 0;
    long solved = 0;
    for (auto _ : state) {
        for (const auto &c : cases) {
            gg::c4::Board board(width, height);
            board.playDigits(c.moves);
            solver.clear();
            solver.resetNodes();
            const double cpu0 = threadCpuSeconds();
            const auto t0 = std::chrono::steady_clock::now();
            const int score = *solver.solve(board, weak);
            wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            cpu += threadCpuSeconds() - cpu0;
            nodes += static_cast<double>(solver.nodes());
            const int expected = weak ? (c.score > 0) - (c.score < 0) : c.score;
            wrong += score != expected;
            ++solved;
        }
    }
    const double n = static_cast<double>(solved);
    state.counters["positions"] = n;
    state.counters["ms_wall"] = wall / n * 1e3;
    state.counters["ms_cpu"] = cpu / n * 1e3;
    state.counters["nodes"] = nodes / n;
    state.counters["Mnodes_per_s"] = nodes / cpu * 1e-6;
    state.counters["wrong"] = static_cast<double>(wrong);
    if (wrong)
        state.SkipWithError("a score differs from the data set");
}

// Pons' Test_L2_R2 (middle game: 15-28 discs, 14-27 moves left), first 100 positions.
void BM_7x6_middle_medium(benchmark::State &state)
{
    solveSet(state, "pons_middle_medium.txt", 7, 6, false);
}
// Pons' Test_L1_R2 (early: up to 14 discs, 14-27 moves left), first 100 positions.
void BM_7x6_begin_medium(benchmark::State &state)
{
    solveSet(state, "pons_begin_medium.txt", 7, 6, false);
}
void BM_7x6_begin_medium_weak(benchmark::State &state)
{
    solveSet(state, "pons_begin_medium.txt", 7, 6, true);
}
// Random 8x6 positions with 14 discs (generated with `connect4 random`, scored by this solver).
void BM_8x6_random14(benchmark::State &state)
{
    solveSet(state, "random_8x6_14.txt", 8, 6, false);
}

} // namespace

BENCHMARK(BM_7x6_middle_medium)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_7x6_begin_medium)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_7x6_begin_medium_weak)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_8x6_random14)->Iterations(1)->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
