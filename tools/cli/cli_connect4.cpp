// gridgames-cli connect4: the Connect Four solver front end (issue 3).
//
//   gridgames-cli connect4 solve [--width W] [--height H] [--weak] [--table-bits N]
//
// Reads one position per line (1-based column digits in play order; anything after the
// first space is ignored; blank lines are skipped) and prints
// `POSITION SCORE NODES MICROSECONDS` per position. An invalid line gets a message on stderr,
// the rest continue, and the exit status is 1 at the end.

#include "cli.h"

#include "common/rng.h"
#include "connectfour/connectfourai.h"
#include "connectfour/connectfourboard.h"
#include "connectfour/connectfourbookmaker.h"
#include "connectfour/connectfoursolver.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <istream>
#include <optional>
#include <ostream>

namespace {

// The board after `position` (1-based column digits) on a width x height board, if the game
// is still in play there; otherwise nullopt and "line N: POSITION: why" on `err`.
std::optional<gg::c4::Board> positionOf(const std::string &position, int width, int height,
                                        long lineNumber, std::ostream &err)
{
    gg::c4::Board board(width, height);
    std::size_t played = 0;
    if (board.playDigits(position, &played) && !board.over())
        return board;
    err << "line " << lineNumber << ": " << position << ": ";
    if (played == position.size())
        err << "game already over after move " << played << '\n';
    else if (board.over())
        err << "game already over after move " << played << ", cannot play move " << played + 1
            << '\n';
    else if (position[played] < '1' || position[played] - '1' >= width)
        err << "invalid column '" << position[played] << "' at move " << played + 1 << '\n';
    else
        err << "column " << position[played] << " is full at move " << played + 1 << '\n';
    return std::nullopt;
}

int solve(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
          std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "table-bits"}, {"weak"});
    const int width = static_cast<int>(options.integer("width", gg::c4::DefaultWidth, 4, 12));
    const int height = static_cast<int>(options.integer("height", gg::c4::DefaultHeight, 4, 15));
    const int bits = static_cast<int>(options.integer("table-bits", 23, 22, 30));
    if (options.ok() && !options.positional().empty())
        err << "connect4 solve: unexpected argument '" << options.positional().front() << "'\n";
    if (!options.ok() || !options.positional().empty()) {
        if (!options.ok())
            err << "connect4 solve: " << options.error() << '\n';
        return 2;
    }
    if (!gg::c4::validSize(width, height)) {
        err << "connect4 solve: (height+1)*width must be at most 64\n";
        return 2;
    }
    if (width > 9) {
        err << "connect4 solve: positions are column digits 1-9, so width must be at most 9\n";
        return 2;
    }
    const bool weak = options.has("weak");
    if (!gg::cli::tableFits(bits, 8ULL << bits, "connect4 solve", err))
        return 2;

    gg::c4::Solver solver(bits);
    bool failed = false;
    std::string line;
    long lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        const auto words = gg::cli::splitWords(line);
        if (words.empty())
            continue;
        // Only the first word is the position ("anything after the first space is ignored").
        const std::string &position = words.front();
        const auto board = positionOf(position, width, height, lineNumber, err);
        if (!board) {
            failed = true;
            continue;
        }
        solver.clear();
        solver.resetNodes();
        const auto start = std::chrono::steady_clock::now();
        const int score = *solver.solve(*board, weak);
        const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count();
        out << position << ' ' << score << ' ' << solver.nodes() << ' ' << micros << '\n';
        out.flush();
    }
    return failed ? 1 : 0;
}

// The value of every column of each position: "POSITION v1 ... vW", vi the exact score of
// playing column i (solve's convention, from the mover's side: minus the score after it),
// '-' for a full column, '?' when it was not proven within --ms for the position.
int analyse(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
            std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "ms", "table-bits"}, {});
    const int width = static_cast<int>(options.integer("width", gg::c4::DefaultWidth, 4, 9));
    const int height = static_cast<int>(options.integer("height", gg::c4::DefaultHeight, 4, 15));
    const int ms = static_cast<int>(options.integer("ms", 10000, 1, 86'400'000));
    const int bits = static_cast<int>(options.integer("table-bits", 23, 22, 30));
    if (!options.ok() || !options.positional().empty() || !gg::c4::validSize(width, height)) {
        err << "connect4 analyse: "
            << (!options.ok()                   ? options.error()
                : !options.positional().empty() ? "unexpected argument"
                                                : "(height+1)*width must be at most 64")
            << '\n';
        return 2;
    }
    if (!gg::cli::tableFits(bits, 8ULL << bits, "connect4 analyse", err))
        return 2;
    gg::c4::Solver solver(bits);
    bool failed = false;
    std::string line;
    long lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        const auto words = gg::cli::splitWords(line);
        if (words.empty())
            continue;
        const std::string &position = words.front();
        const auto board = positionOf(position, width, height, lineNumber, err);
        if (!board) {
            failed = true;
            continue;
        }
        solver.clear();
        solver.setDeadline(std::chrono::steady_clock::now() + std::chrono::milliseconds(ms));
        out << position;
        for (const auto &value : solver.analyzeEach(*board)) {
            if (!value.playable)
                out << " -";
            else if (!value.score)
                out << " ?";
            else
                out << ' ' << *value.score;
        }
        out << '\n';
        out.flush();
    }
    return failed ? 1 : 0;
}

// Random positions for benchmarks: uniformly random legal moves, keeping only positions
// that are not over and where the side to move cannot win at once.
int random(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "min", "max", "count", "seed"}, {});
    const int width = static_cast<int>(options.integer("width", gg::c4::DefaultWidth, 4, 9));
    const int height = static_cast<int>(options.integer("height", gg::c4::DefaultHeight, 4, 15));
    const int lo = static_cast<int>(options.integer("min", 14, 0, 120));
    const int hi = static_cast<int>(options.integer("max", lo, lo, 120));
    const long long count = options.integer("count", 10, 1, 10000000);
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 62));
    if (!options.ok() || !gg::c4::validSize(width, height) || hi >= width * height) {
        err << "connect4 random: " << (options.ok() ? "bad size or move count" : options.error())
            << '\n';
        return 2;
    }
    gg::Rng rng(seed);
    for (long long made = 0; made < count;) {
        const int target =
            lo + static_cast<int>(rng.below(static_cast<std::uint32_t>(hi - lo + 1)));
        gg::c4::Board board(width, height);
        std::string moves;
        while (board.moves() < target && !board.over()) {
            int col = static_cast<int>(rng.below(static_cast<std::uint32_t>(width)));
            if (!board.canPlay(col))
                continue;
            board.play(col);
            moves.push_back(static_cast<char>('1' + col));
        }
        if (board.over() || board.canWinNext())
            continue;
        out << moves << '\n';
        ++made;
    }
    return 0;
}

// Opening book generation: positions and best moves as text lines on stdout (progress on
// stderr), after a first line "# gridgames-cli connect4 book ..." that states every setting
// the result depends on; `bookdata` turns such output into connectfourbookdata.cpp and
// copies those command lines into its header.
int book(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "plies", "nodes", "table-bits", "side"},
                             {"exact"});
    gg::c4::BookSettings settings;
    settings.width = static_cast<int>(options.integer("width", 7, 4, 9));
    settings.height = static_cast<int>(options.integer("height", 6, 4, 15));
    settings.maxPly = static_cast<int>(options.integer("plies", 6, 0, 40));
    settings.nodesPerPosition = static_cast<std::uint64_t>(
        options.integer("nodes", 2'000'000'000, 1'000, 1'000'000'000'000'000));
    settings.tableBits = static_cast<int>(options.integer("table-bits", 24, 22, 30));
    const std::string side = options.value("side").value_or("both");
    settings.expertFirst = side != "second";
    settings.expertSecond = side != "first";
    settings.exact = options.has("exact");
    if (!options.ok() || !gg::c4::validSize(settings.width, settings.height) ||
        (side != "both" && side != "first" && side != "second")) {
        err << "connect4 book: " << (options.ok() ? "bad size or side" : options.error()) << '\n';
        return 2;
    }
    if (!gg::cli::tableFits(settings.tableBits, 8ULL << settings.tableBits, "connect4 book", err))
        return 2;
    out << "# gridgames-cli connect4 book --width " << settings.width << " --height "
        << settings.height << " --side " << side << " --plies " << settings.maxPly << " --nodes "
        << settings.nodesPerPosition << " --table-bits " << settings.tableBits
        << (settings.exact ? " --exact" : "") << std::endl;
    gg::c4::makeBook(
        settings,
        [&](const gg::c4::BookLine &line) { out << gg::c4::formatBookLine(line) << std::endl; },
        &err);
    return 0;
}

int bookData(std::istream &in, std::ostream &out, std::ostream &err)
{
    std::vector<gg::c4::BookLine> lines;
    std::vector<std::string> commands;
    std::string text;
    long number = 0;
    while (std::getline(in, text)) {
        ++number;
        const std::vector<std::string> words = gg::cli::splitWords(text);
        if (words.empty())
            continue;
        if (words.front() == "#") {
            std::string command;
            for (std::size_t i = 1; i < words.size(); ++i)
                command += (i > 1 ? " " : "") + words[i];
            commands.push_back(command);
            continue;
        }
        gg::c4::BookLine line;
        if (!gg::c4::parseBookLine(text, line)) {
            err << "connect4 bookdata: line " << number << " is not a valid book line\n";
            return 1;
        }
        lines.push_back(line);
    }
    out << gg::c4::bookSource(lines, commands);
    return 0;
}

// One side of a match: a level of the computer player, or the scripted baseline.
struct Contender
{
    std::optional<gg::c4::Level> level; // nullopt: the scripted player
    std::string name() const { return level ? gg::c4::levelName(*level) : "scripted"; }
};

std::optional<Contender> contenderFromName(const std::string &name)
{
    if (name == "scripted")
        return Contender{};
    if (auto level = gg::c4::levelFromName(name))
        return Contender{level};
    return std::nullopt;
}

struct MatchResult
{
    int winsA = 0, winsB = 0, draws = 0;
    double timeA = 0, timeB = 0, slowestA = 0, slowestB = 0;
    long movesA = 0, movesB = 0;
};

// `games` games, `a` red in even games and yellow in odd ones; each finished game is passed
// to `log` (its moves and result) when given.
// `ms` 0: each level thinks as long as the app lets it (appBudgetMs, and the Expert's extra
// time in early unproven positions).
MatchResult playMatch(const Contender &a, const Contender &b, long long games, int width,
                      int height, int ms, std::uint64_t seed,
                      const std::function<void(const std::string &)> &log = {})
{
    gg::c4::ComputerPlayer playerA(seed * 2 + 1);
    gg::c4::ComputerPlayer playerB(seed * 2 + 2);
    gg::Rng scriptA(seed * 2 + 101), scriptB(seed * 2 + 102);
    const auto limitsFor = [ms](gg::c4::Level level) {
        gg::c4::SearchLimits limits;
        limits.timeMs = ms > 0 ? ms : gg::c4::appBudgetMs(level);
        limits.extraMs = ms > 0 ? 0 : gg::c4::ExpertExtraMs;
        return limits;
    };
    MatchResult r;
    for (long long g = 0; g < games; ++g) {
        gg::c4::Board board(width, height);
        std::string moves;
        const bool aIsRed = g % 2 == 0;
        while (!board.over()) {
            const bool aToMove = (board.toMove() == gg::c4::Disc::Red) == aIsRed;
            const Contender &who = aToMove ? a : b;
            const auto t0 = std::chrono::steady_clock::now();
            const int col = who.level ? (aToMove ? playerA : playerB)
                                            .choose(board, *who.level, limitsFor(*who.level))
                                            .column
                                      : gg::c4::scriptedMove(board, aToMove ? scriptA : scriptB);
            const double spent =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            (aToMove ? r.timeA : r.timeB) += spent;
            (aToMove ? r.movesA : r.movesB) += 1;
            (aToMove ? r.slowestA : r.slowestB) =
                std::max(aToMove ? r.slowestA : r.slowestB, spent);
            board.play(col);
            moves.push_back(static_cast<char>('1' + col));
        }
        const char *result = "draw";
        if (board.lastMoverWon()) {
            const bool redWon = board.toMove() == gg::c4::Disc::Yellow;
            (redWon == aIsRed ? r.winsA : r.winsB)++;
            result = redWon ? "red" : "yellow";
        } else {
            ++r.draws;
        }
        if (log)
            log(moves + ' ' + result + " (a is " + (aIsRed ? "red" : "yellow") + ")");
    }
    return r;
}

// Computer against computer (or the scripted player): `--a` plays red in even games,
// yellow in odd ones.
int match(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "a", "b", "games", "ms", "seed"}, {});
    const int width = static_cast<int>(options.integer("width", gg::c4::DefaultWidth, 4, 9));
    const int height = static_cast<int>(options.integer("height", gg::c4::DefaultHeight, 4, 15));
    const long long games = options.integer("games", 10, 1, 100000);
    const int ms = static_cast<int>(options.integer("ms", 1000, 0, 600000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 62));
    const auto a = contenderFromName(options.value("a").value_or("expert"));
    const auto b = contenderFromName(options.value("b").value_or("hard"));
    if (!options.ok() || !a || !b || !gg::c4::validSize(width, height)) {
        err << "connect4 match: "
            << (options.ok() ? "bad player (easy, medium, hard, expert, scripted) or size"
                             : options.error())
            << '\n';
        return 2;
    }
    const MatchResult r = playMatch(*a, *b, games, width, height, ms, seed,
                                    [&out](const std::string &line) { out << line << std::endl; });
    out << "a " << a->name() << " won " << r.winsA << ", b " << b->name() << " won " << r.winsB
        << ", drawn " << r.draws << "; ms per move: a mean "
        << (r.movesA ? r.timeA / static_cast<double>(r.movesA) : 0) << " max " << r.slowestA
        << ", b mean " << (r.movesB ? r.timeB / static_cast<double>(r.movesB) : 0) << " max "
        << r.slowestB << '\n';
    return 0;
}

// The level ladder: each level against the one below (Easy and Medium also against the
// scripted player), colours alternating; prints a Markdown table.
int ladder(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"width", "height", "games", "ms", "seed"}, {});
    const int width = static_cast<int>(options.integer("width", gg::c4::DefaultWidth, 4, 9));
    const int height = static_cast<int>(options.integer("height", gg::c4::DefaultHeight, 4, 15));
    const long long games = options.integer("games", 100, 2, 100000);
    const int ms = static_cast<int>(options.integer("ms", 200, 0, 600000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 62));
    if (!options.ok() || !gg::c4::validSize(width, height)) {
        err << "connect4 ladder: " << (options.ok() ? "bad size" : options.error()) << '\n';
        return 2;
    }
    using gg::c4::Level;
    const std::pair<Contender, Contender> rungs[] = {
        {{Level::Easy}, {}},
        {{Level::Medium}, {}},
        {{Level::Medium}, {Level::Easy}},
        {{Level::Hard}, {Level::Medium}},
        {{Level::Expert}, {Level::Hard}},
    };
    out << "Connect Four " << width << "x" << height << ", " << games
        << " games a rung, colours alternating, " << ms << " ms a move, seed " << seed << "\n\n";
    gg::cli::printLadderHeader(out);
    for (const auto &[a, b] : rungs) {
        const MatchResult r = playMatch(a, b, games, width, height, ms, seed);
        gg::cli::printLadderRow(out, a.name(), b.name(), r.winsA, r.draws, r.winsB);
    }
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    if (args[0] == "solve")
        return solve(args, in, out, err);
    if (args[0] == "random")
        return random(args, out, err);
    if (args[0] == "match")
        return match(args, out, err);
    if (args[0] == "ladder")
        return ladder(args, out, err);
    if (args[0] == "book")
        return book(args, out, err);
    if (args[0] == "bookdata")
        return bookData(in, out, err);
    if (args[0] == "analyse" || args[0] == "analyze")
        return analyse(args, in, out, err);
    err << "connect4: unknown command '" << args[0] << "'\n";
    return 2;
}

gg::cli::Registrar
    reg("connect4",
        "  connect4 solve [--width W] [--height H] [--weak] [--table-bits N]\n"
        "      read positions (column digits 1-W, one per line) from stdin,\n"
        "      print POSITION SCORE NODES MICROSECONDS (score: Pons' convention);\n"
        "      the board is 8x6 unless --width says otherwise (7 for the classic 7x6);\n"
        "      the table has 2^N entries of 8 bytes (N 22-30, default 23: 64 MiB)\n"
        "  connect4 analyse [--width W] [--height H] [--ms T] [--table-bits N]\n"
        "      read positions, print POSITION v1 ... vW: the exact score of playing each\n"
        "      column (solve's convention), '-' full, '?' not proven within T ms (default\n"
        "      10000 per position); 8x6 unless --width says otherwise\n"
        "  connect4 random [--width W] [--height H] [--min N] [--max M] [--count K]\n"
        "      [--seed S]: random positions with N..M discs, not over, no win in 1\n"
        "  connect4 book [--width W] [--height H] [--plies P] [--nodes N]\n"
        "      [--side first|second|both] [--table-bits N] [--exact]: solve the Expert's\n"
        "      opening positions with at most N solver nodes each (default 2000000000; a\n"
        "      budget, not a clock, so every machine gives the same lines), print book lines\n"
        "  connect4 bookdata: book lines on stdin -> connectfourbookdata.cpp (the runs'\n"
        "      '# ...' command lines go into its header)\n"
        "  connect4 match [--a LEVEL] [--b LEVEL] [--games N] [--ms M] [--width W]\n"
        "      [--seed S]: computer against computer (LEVEL: easy, medium, hard, expert or\n"
        "      scripted: takes a win, blocks a loss, gives no win), colours alternating;\n"
        "      --ms 0: each level's time in the app (150/300/700/1000 ms, Expert +4 s early)\n"
        "  connect4 ladder [--games N] [--ms M] [--width W] [--seed S]: each level against\n"
        "      the one below and Easy/Medium against the scripted player; a Markdown table",
        &run);

} // namespace
