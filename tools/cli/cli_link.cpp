// gridgames-cli link: the Lianliankan path finder and deal generator from the command line.
//
//   link connect        reads cases "R C r1 c1 r2 c2" + R rows of C kinds; prints per case the
//                       minimal number of turns and the path's points, or -1
//   link deal --rows R --cols C --kinds K --seed S [--gravity]
//                       prints a solvable deal, the line "solution" and a removal order

#include "cli.h"

#include "lianliankan/linkdeal.h"
#include "lianliankan/linkpathfinder.h"

#include <istream>
#include <ostream>

namespace {

using gg::link::Board;
using gg::link::Point;

int fail(std::ostream &err, const std::string &verb, const std::string &message)
{
    err << "gridgames-cli link " << verb << ": " << message << '\n';
    return 2;
}

// Reads the next non-blank line as integers; false at the end of input.
bool nextLine(std::istream &in, int &lineNo, std::vector<std::string> &words)
{
    std::string line;
    while (std::getline(in, line)) {
        ++lineNo;
        words = gg::cli::splitWords(line);
        if (!words.empty())
            return true;
    }
    return false;
}

std::optional<std::vector<long long>> integers(const std::vector<std::string> &words)
{
    std::vector<long long> values;
    for (const auto &word : words) {
        auto value = gg::cli::parseInt(word);
        if (!value)
            return std::nullopt;
        values.push_back(*value);
    }
    return values;
}

// A malformed case gets one error line on stderr; its board rows (when the header says how
// many) are read past so that the following cases are still answered. Exit status 2 at the end
// if any case was malformed.
int connect(std::istream &in, std::ostream &out, std::ostream &err)
{
    int lineNo = 0;
    int status = 0;
    std::vector<std::string> words;
    auto error = [&](int line, const std::string &message) {
        status = fail(err, "connect", "line " + std::to_string(line) + ": " + message);
    };
    while (nextLine(in, lineNo, words)) {
        const int headerLine = lineNo;
        auto header = integers(words);
        if (!header || header->size() != 6) {
            error(headerLine, "expected a case header 'R C r1 c1 r2 c2'");
            continue;
        }
        const auto &h = *header;
        if (h[0] < gg::link::MinSide || h[0] > gg::link::MaxSide || h[1] < gg::link::MinSide ||
            h[1] > gg::link::MaxSide) {
            error(headerLine, "R and C must be from " + std::to_string(gg::link::MinSide) + " to " +
                                  std::to_string(gg::link::MaxSide));
            continue;
        }
        const int rows = static_cast<int>(h[0]), cols = static_cast<int>(h[1]);
        auto inside = [&](long long r, long long c) {
            return r >= 0 && r < rows && c >= 0 && c < cols;
        };
        bool ok = true;
        if (!inside(h[2], h[3]) || !inside(h[4], h[5])) {
            error(headerLine, "the two cells must lie on the board");
            ok = false;
        }
        std::vector<int> cells;
        int r = 0;
        for (; r < rows && nextLine(in, lineNo, words); ++r) {
            auto row = integers(words);
            if (!row || static_cast<int>(row->size()) != cols) {
                if (ok)
                    error(lineNo, "expected " + std::to_string(cols) +
                                      " integers (0 empty, k>0 a tile kind)");
                ok = false;
                continue;
            }
            for (long long v : *row) {
                if (v < 0 || v > 1'000'000'000) {
                    if (ok)
                        error(lineNo,
                              "a cell must be 0 (empty) or a tile kind from 1 to 1000000000");
                    ok = false;
                    break;
                }
                cells.push_back(static_cast<int>(v));
            }
        }
        if (r < rows) {
            status =
                fail(err, "connect",
                     "unexpected end of input: the board needs " + std::to_string(rows) + " rows");
            break;
        }
        if (!ok)
            continue;
        const Board board(rows, cols, cells);
        const Point a{static_cast<int>(h[2]), static_cast<int>(h[3])};
        const Point b{static_cast<int>(h[4]), static_cast<int>(h[5])};
        auto path = gg::link::PathFinder(board).find(a, b);
        if (!path) {
            out << "-1\n";
            continue;
        }
        out << gg::link::turnsOf(*path);
        for (const Point &p : *path)
            out << ' ' << p.row << ',' << p.col;
        out << '\n';
    }
    return status;
}

int deal(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"rows", "cols", "kinds", "seed"}, {"gravity"});
    if (!options.ok())
        return fail(err, "deal", options.error());
    if (!options.positional().empty())
        return fail(err, "deal", "unexpected argument '" + options.positional().front() + "'");
    for (const char *name : {"rows", "cols", "kinds"})
        if (!options.value(name))
            return fail(err, "deal", std::string("missing --") + name);
    const long long rows = options.integer("rows", 0, -1'000'000, 1'000'000);
    const long long cols = options.integer("cols", 0, -1'000'000, 1'000'000);
    const long long kinds = options.integer("kinds", 0, -1'000'000'000, 1'000'000'000);
    const long long seed = options.integer("seed", 1, 0, 0x7fffffffffffffffLL);
    if (!options.ok())
        return fail(err, "deal", options.error());
    if (rows < gg::link::MinSide || rows > gg::link::MaxSide || cols < gg::link::MinSide ||
        cols > gg::link::MaxSide)
        return fail(err, "deal",
                    "--rows and --cols must be from " + std::to_string(gg::link::MinSide) + " to " +
                        std::to_string(gg::link::MaxSide));
    if ((rows * cols) % 2 != 0)
        return fail(err, "deal",
                    "the board has an odd number of cells (" + std::to_string(rows * cols) +
                        "): tiles come in pairs");
    if (kinds < 1 || kinds > rows * cols / 2)
        return fail(err, "deal",
                    "--kinds must be from 1 to " + std::to_string(rows * cols / 2) +
                        " (half the number of cells)");
    gg::Rng rng(static_cast<std::uint64_t>(seed));
    auto dealt = gg::link::generateDeal(static_cast<int>(rows), static_cast<int>(cols),
                                        static_cast<int>(kinds), options.has("gravity"), rng);
    if (!dealt)
        return fail(err, "deal", "no deal could be generated");
    for (int r = 0; r < dealt->board.rows(); ++r) {
        for (int c = 0; c < dealt->board.cols(); ++c)
            out << (c ? " " : "") << dealt->board.at({r, c});
        out << '\n';
    }
    out << "solution\n";
    for (const auto &step : dealt->solution)
        out << step.a.row << ' ' << step.a.col << ' ' << step.b.row << ' ' << step.b.col << '\n';
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    const std::string &verb = args.front();
    if (verb == "connect") {
        if (args.size() > 1)
            return fail(err, "connect", "takes no arguments; the cases are read from stdin");
        return connect(in, out, err);
    }
    if (verb == "deal")
        return deal(args, out, err);
    err << "gridgames-cli link: unknown command '" << verb << "' (connect, deal)\n";
    return 2;
}

gg::cli::Registrar reg("link",
                       "  link connect < cases     minimal-turn path per case 'R C r1 c1 r2 c2' "
                       "+ R rows\n"
                       "  link deal --rows R --cols C --kinds K --seed S [--gravity]\n"
                       "                           a solvable deal and a removal order",
                       &run);

} // namespace
