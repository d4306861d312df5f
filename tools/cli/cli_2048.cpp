// gridgames-cli 2048: the rules and the computer helper from the command line.
//
//   move   reads `DIR v1 … vN²` lines, prints `GAINED v1 … vN²` (the slide, no spawn)
//   hint   reads `v1 … vN²` lines, prints the helper's move (left/right/up/down or none)
//   play   lets the helper play seeded games and prints one line per game and a summary

#include "cli.h"

#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48rules.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <limits>
#include <string>

namespace {

using gg::t48::Cells;
using gg::t48::Direction;

const char *directionName(Direction dir)
{
    switch (dir) {
    case Direction::Left:
        return "left";
    case Direction::Right:
        return "right";
    case Direction::Up:
        return "up";
    case Direction::Down:
        return "down";
    }
    return "?";
}

// Parses cell values from words[first..]; sets `size` from the count. Returns an error text.
std::string parseCells(const std::vector<std::string> &words, std::size_t first, Cells &cells,
                       int &size)
{
    const std::size_t count = words.size() - first;
    size = 0;
    for (int n = gg::t48::MinSize; n <= gg::t48::MaxSize; ++n)
        if (count == static_cast<std::size_t>(n * n))
            size = n;
    if (size == 0)
        return "expected 9, 16, 25, 36, 49 or 64 cells (3x3 to 8x8), got " + std::to_string(count);
    cells.clear();
    for (std::size_t i = first; i < words.size(); ++i) {
        auto value = gg::cli::parseInt(words[i]);
        if (!value || *value < 0 || *value > (1 << 30) ||
            !gg::t48::isTileValue(static_cast<int>(*value)))
            return "cell " + std::to_string(i - first + 1) + " is not 0 or a power of two: '" +
                   words[i] + "'";
        cells.push_back(static_cast<int>(*value));
    }
    return {};
}

void printCells(std::ostream &out, const Cells &cells)
{
    for (int v : cells)
        out << ' ' << v;
}

int runMove(std::istream &in, std::ostream &out, std::ostream &err)
{
    std::string line;
    int lineNumber = 0;
    bool failed = false;
    while (std::getline(in, line)) {
        ++lineNumber;
        const auto words = gg::cli::splitWords(line);
        if (words.empty())
            continue;
        auto dir = gg::t48::directionFromName(words[0]);
        std::string error;
        Cells cells;
        int size = 0;
        if (!dir)
            error = "unknown direction '" + words[0] + "' (left, right, up or down)";
        else
            error = parseCells(words, 1, cells, size);
        if (!error.empty()) {
            err << "2048 move: line " << lineNumber << ": " << error << '\n';
            failed = true;
            continue;
        }
        const auto slid = gg::t48::slide(cells, size, *dir);
        // Summed here in 64 bits: the merged tiles themselves are exact even on boards
        // built to overflow a 32-bit score.
        long long gained = 0;
        for (int index : slid.mergedCells)
            gained += slid.cells[index];
        out << gained;
        printCells(out, slid.cells);
        out << '\n';
    }
    return failed ? 1 : 0;
}

int runHint(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
            std::ostream &err)
{
    gg::cli::Options options(args, 1, {"ms", "depth"}, {});
    gg::t48::SearchLimits limits;
    limits.budgetMs = static_cast<int>(options.integer("ms", 0, 0, 3600000));
    limits.maxDepth = static_cast<int>(options.integer("depth", 0, 0, 12));
    if (!options.ok()) {
        err << "2048 hint: " << options.error() << '\n';
        return 2;
    }
    std::string line;
    int lineNumber = 0;
    bool failed = false;
    while (std::getline(in, line)) {
        ++lineNumber;
        const auto words = gg::cli::splitWords(line);
        if (words.empty())
            continue;
        Cells cells;
        int size = 0;
        if (auto error = parseCells(words, 0, cells, size); !error.empty()) {
            err << "2048 hint: line " << lineNumber << ": " << error << '\n';
            failed = true;
            continue;
        }
        auto move = gg::t48::bestMove(cells, size, limits);
        out << (move ? directionName(*move) : "none") << '\n';
    }
    return failed ? 1 : 0;
}

struct PlayTotals
{
    long long moves = 0;
    double wallMs = 0;
    double cpuMs = 0;
    long long evaluations = 0;
    int reached[3] = {0, 0, 0}; // 2048, 4096, 8192
};

int runPlay(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(
        args, 1, {"games", "seed", "size", "ms", "stop-at", "depth", "strength"}, {"trace"});
    const bool trace = options.has("trace");
    const int games = static_cast<int>(options.integer("games", 1, 1, 1000000));
    const auto seed = static_cast<std::uint64_t>(
        options.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
    const int size =
        static_cast<int>(options.integer("size", 4, gg::t48::MinSize, gg::t48::MaxSize));
    const int stopAt = static_cast<int>(options.integer("stop-at", 0, 0, 1 << 30));
    gg::t48::Strength strength = gg::t48::Strength::Normal;
    if (auto name = options.value("strength")) {
        if (*name == "quick")
            strength = gg::t48::Strength::Quick;
        else if (*name == "strong")
            strength = gg::t48::Strength::Strong;
        else if (*name != "normal") {
            err << "2048 play: --strength is quick, normal or strong\n";
            return 2;
        }
    }
    gg::t48::SearchLimits limits = gg::t48::limitsFor(strength);
    limits.budgetMs = static_cast<int>(options.integer("ms", 0, 0, 3600000));
    limits.maxDepth = static_cast<int>(options.integer("depth", 0, 0, 12));
    if (!options.ok() || !options.positional().empty()) {
        err << "2048 play: "
            << (options.ok() ? "unexpected argument " + options.positional().front()
                             : options.error())
            << '\n';
        return 2;
    }
    if (stopAt != 0 && (stopAt < 4 || !gg::t48::isTileValue(stopAt))) {
        err << "2048 play: --stop-at must be a power of two from 4\n";
        return 2;
    }

    PlayTotals totals;
    for (int i = 0; i < games; ++i) {
        // Game i's seed: S and i mixed (the RNG's SplitMix seeding spreads it further).
        const std::uint64_t gameSeed = seed + static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ull;
        gg::t48::Game game(size, gg::t48::DefaultTarget, gameSeed);
        double wallMs = 0;
        double cpuMs = 0;
        long long evaluations = 0;
        while (true) {
            if (game.status() == gg::t48::Status::Won)
                game.keepGoing();
            if (game.status() == gg::t48::Status::Over)
                break;
            if (stopAt != 0 && game.maxTile() >= stopAt)
                break;
            if (trace) {
                out << "board";
                printCells(out, game.cells());
                out << '\n';
            }
            const std::clock_t cpuStart = std::clock();
            const auto result = gg::t48::search(game.cells(), size, limits);
            cpuMs += 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
            wallMs += result.elapsedMs;
            evaluations += result.evaluations;
            if (!result.move || !game.move(*result.move).moved) {
                err << "2048 play: the helper returned no legal move\n";
                return 1;
            }
        }
        const int maxTile = game.maxTile();
        for (int k = 0; k < 3; ++k)
            if (maxTile >= (2048 << k))
                ++totals.reached[k];
        const int moves = game.moves();
        totals.moves += moves;
        totals.wallMs += wallMs;
        totals.cpuMs += cpuMs;
        totals.evaluations += evaluations;
        char buffer[256];
        std::snprintf(buffer, sizeof buffer,
                      "game %d: score %lld, max tile %d, moves %d, ms/move %.2f, cpu ms/move %.2f, "
                      "boards/s %.2fM",
                      i + 1, game.score(), maxTile, moves, moves ? wallMs / moves : 0.0,
                      moves ? cpuMs / moves : 0.0,
                      cpuMs > 0 ? static_cast<double>(evaluations) / cpuMs / 1000.0 : 0.0);
        out << buffer << std::endl; // flushed: long runs are watched while they play
    }
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, "total: moves %lld, cpu ms/move %.2f, boards/s %.2fM",
                  totals.moves, totals.moves ? totals.cpuMs / totals.moves : 0.0,
                  totals.cpuMs > 0 ? static_cast<double>(totals.evaluations) / totals.cpuMs / 1000.0
                                   : 0.0);
    out << buffer << '\n';
    std::snprintf(buffer, sizeof buffer,
                  "reached 2048: %d/%d, 4096: %d/%d, 8192: %d/%d; mean ms/move: %.2f",
                  totals.reached[0], games, totals.reached[1], games, totals.reached[2], games,
                  totals.moves ? totals.wallMs / totals.moves : 0.0);
    out << buffer << std::endl;
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    const std::string &verb = args[0];
    if (verb == "move") {
        if (args.size() > 1) {
            err << "2048 move: takes no options (boards come on standard input)\n";
            return 2;
        }
        return runMove(in, out, err);
    }
    if (verb == "hint")
        return runHint(args, in, out, err);
    if (verb == "play")
        return runPlay(args, out, err);
    err << "2048: unknown command '" << verb << "' (move, hint or play)\n";
    return 2;
}

gg::cli::Registrar reg(
    "2048",
    "  2048 move     read 'DIR v1 .. vN^2' lines (DIR left|right|up|down), print 'GAINED v1 ..'\n"
    "  2048 hint [--ms MS] [--depth D]   read 'v1 .. vN^2' lines, print the helper's move\n"
    "  2048 play --games N --seed S [--size 4] [--ms PER_MOVE] [--stop-at TILE]\n"
    "            [--strength quick|normal|strong] [--depth D] [--trace]",
    &run);

} // namespace
