// Fuzz target: the command-line input formats of gridgames-cli, through the registered
// commands themselves (tools/cli), with the input as standard input:
//   '2'  2048 move lines           "DIR v1 .. vN^2"
//   'C'  connect4 solve lines      column digits, on boards small enough to solve at once
//   'B'  connect4 bookdata lines   "W H MOVES COLUMN SCORE EXACT"
//   'A'  connect4 analyse lines    column digits on 4×4 to 5×5, 50 ms a position
//   'Y'  zousi analyse lines       "16 cells, space, side"
//   'L'  link connect cases        "R C r1 c1 r2 c2" + R rows of C kinds
//   'Z'  zousi value lines         "16 cells, space, side" (against a solution cache made once)
//   'P'  zousi perft DEPTH POSITION (depth 1-3)
//   'G'  gomoku show --moves "r,c r,c .." --size N --rule five|exact
//   'O'  the option parser on any words
// The first byte picks the command (a readable letter in the seed corpus); the commands must
// never crash, and a refused input must give a non-zero exit status and a message.
// Every output line of `2048 move`, `link connect` and `zousi value` is checked for shape.

#include "fuzzsupport.h"

#include "cli.h"

#include "zousi/zousisolver.h"

#include <algorithm>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <unistd.h>

namespace {

using gg::fuzz::Bytes;

std::string g_cache; // the Zou Si Qi solution cache written once at start-up

int run(const std::string &game, const std::vector<std::string> &args, const std::string &input,
        std::string *output = nullptr)
{
    const gg::cli::Command command = gg::cli::findCommand(game);
    GG_FUZZ_CHECK(command != nullptr);
    std::istringstream in(input);
    std::ostringstream out, err;
    const int status = command(args, in, out, err);
    GG_FUZZ_CHECK(status >= 0 && status <= 2);
    GG_FUZZ_CHECK(status == 0 || !err.str().empty());
    if (output)
        *output = out.str();
    return status;
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    // `zousi value` solves the game unless it finds a cache. The cache is made once (a few
    // seconds under the sanitizers) and kept where GG_FUZZ_ZOUSI_CACHE says (tools/fuzz.sh
    // keeps it in the build dir), else in a temp file removed at exit.
    if (const char *path = std::getenv("GG_FUZZ_ZOUSI_CACHE"); path && *path) {
        g_cache = path;
    } else {
        g_cache = (std::filesystem::temp_directory_path() /
                   ("gg-fuzz-zousi-" + std::to_string(getpid()) + ".cache"))
                      .string();
        std::atexit([] { std::remove(g_cache.c_str()); });
    }
    gg::zousi::Solver solver;
    if (solver.loadFile(g_cache) != gg::zousi::LoadError::None)
        GG_FUZZ_CHECK(solver.solve() && solver.saveFile(g_cache));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    const char which = static_cast<char>(in.byte());
    std::string output;
    switch (which) {
    case '2': {
        const std::string input(in.rest());
        if (run("2048", {"move"}, input, &output) == 0)
            for (const auto &line : lines(output))
                GG_FUZZ_CHECK(gg::cli::splitWords(line).size() >= 10);
        break;
    }
    case 'C': {
        // 4×4 to 5×5: every position solves in well under a millisecond.
        const std::string w = std::to_string(in.in(4, 5)), h = std::to_string(in.in(4, 5));
        const bool weak = in.flag();
        std::vector<std::string> args{"solve", "--width", w, "--height", h, "--table-bits", "22"};
        if (weak)
            args.push_back("--weak");
        run("connect4", args, std::string(in.rest()));
        break;
    }
    case 'B':
        run("connect4", {"bookdata"}, std::string(in.rest()));
        break;
    case 'A': {
        // `connect4 analyse`: one word per column after the position, each a score, - or ?.
        const int width = in.in(4, 5);
        const std::string w = std::to_string(width), h = std::to_string(in.in(4, 5));
        run("connect4", {"analyse", "--width", w, "--height", h, "--ms", "50", "--table-bits", "22"},
            std::string(in.rest()), &output);
        for (const auto &line : lines(output)) {
            const auto words = gg::cli::splitWords(line);
            GG_FUZZ_CHECK(static_cast<int>(words.size()) == width + 1);
            for (std::size_t i = 1; i < words.size(); ++i)
                GG_FUZZ_CHECK(words[i] == "-" || words[i] == "?" || gg::cli::parseInt(words[i]));
        }
        break;
    }
    case 'Y': {
        // `zousi analyse`: MOVE:RESULT:PLIES after the two words of the position.
        run("zousi", {"analyse", "--cache", g_cache}, std::string(in.rest()), &output);
        for (const auto &line : lines(output)) {
            const auto words = gg::cli::splitWords(line);
            GG_FUZZ_CHECK(words.size() >= 3);
            for (std::size_t i = 2; i < words.size(); ++i)
                GG_FUZZ_CHECK(std::count(words[i].begin(), words[i].end(), ':') == 2);
        }
        break;
    }
    case 'L': {
        const std::string input(in.rest());
        run("link", {"connect"}, input, &output);
        for (const auto &line : lines(output)) {
            const auto words = gg::cli::splitWords(line);
            GG_FUZZ_CHECK(!words.empty());
            const auto turns = gg::cli::parseInt(words[0]);
            GG_FUZZ_CHECK(turns && *turns >= -1 && *turns <= 2);
            GG_FUZZ_CHECK(*turns == -1 ? words.size() == 1
                                       : static_cast<long long>(words.size()) == *turns + 3);
        }
        break;
    }
    case 'Z': {
        const std::string input(in.rest());
        run("zousi", {"value", "--cache", g_cache}, input, &output);
        for (const auto &line : lines(output)) {
            const auto words = gg::cli::splitWords(line);
            GG_FUZZ_CHECK(words.size() == 4);
            GG_FUZZ_CHECK(words[2] == "win" || words[2] == "loss" || words[2] == "draw");
        }
        break;
    }
    case 'P': {
        const std::string depth = std::to_string(in.in(0, 3));
        const std::string position(in.rest());
        run("zousi", {"perft", depth, position}, "");
        break;
    }
    case 'G': {
        const std::string n = std::to_string(in.in(3, 34));
        const std::string rule = in.flag() ? "five" : (in.flag() ? "exact" : "other");
        run("gomoku", {"show", "--size", n, "--rule", rule, "--moves", std::string(in.rest())}, "");
        break;
    }
    default: {
        const auto words = gg::cli::splitWords(std::string(in.rest()));
        gg::cli::Options options(words, 0, {"size", "ms", "moves"}, {"weak", "trace"});
        if (options.ok()) {
            options.integer("size", 4, 3, 8);
            options.has("weak");
            options.value("moves");
        } else {
            GG_FUZZ_CHECK(!options.error().empty());
        }
        break;
    }
    }
    return 0;
}
