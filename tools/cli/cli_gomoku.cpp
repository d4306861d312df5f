// gridgames-cli gomoku: the computer player from the command line, the match runner that
// measures it against the baseline opponent (issue 4's strength bar), and the level ladder
// (issue 15): each level against the one below, Easy and Medium against the scripted player.

#include "cli.h"

#include "gomoku/gomokuai.h"
#include "gomoku/gomokubaseline.h"
#include "gomoku/gomokuopenings.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace {

using namespace gg::gomoku;

const char *reasonName(Reason reason)
{
    switch (reason) {
    case Reason::None:
        return "none";
    case Reason::Opening:
        return "opening";
    case Reason::Win:
        return "win";
    case Reason::BlockFive:
        return "block-five";
    case Reason::OpenFour:
        return "open-four";
    case Reason::Vcf:
        return "vcf";
    case Reason::Vct:
        return "vct";
    case Reason::Defend:
        return "defend";
    case Reason::Search:
        return "search";
    case Reason::Pattern:
        return "pattern";
    }
    return "?";
}

const char *levelName(Level level)
{
    switch (level) {
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    case Level::Expert:
        break;
    }
    return "expert";
}

std::optional<Level> parseLevel(const std::string &text)
{
    if (text == "easy")
        return Level::Easy;
    if (text == "medium")
        return Level::Medium;
    if (text == "hard")
        return Level::Hard;
    if (text == "expert")
        return Level::Expert;
    return std::nullopt;
}

const char *stageName(AiStage::Kind kind)
{
    switch (kind) {
    case AiStage::Kind::Vcf:
        return "vcf";
    case AiStage::Kind::OpponentVcf:
        return "opponent-vcf";
    case AiStage::Kind::Vct:
        return "vct";
    case AiStage::Kind::OpponentVct:
        return "opponent-vct";
    case AiStage::Kind::Search:
        break;
    }
    return "search";
}

const char *outcomeName(AiStage::Outcome outcome)
{
    switch (outcome) {
    case AiStage::Outcome::Found:
        return "found";
    case AiStage::Outcome::None:
        return "none";
    case AiStage::Outcome::OutOfBudget:
        break;
    }
    return "out-of-budget";
}

// "stage KIND OUTCOME at MS ms NODES nodes", and for a defence the candidate moves checked
// against the opponent's win, those kept and those kept undecided.
void printStage(std::ostream &out, const AiStage &stage)
{
    out << "stage " << stageName(stage.kind) << ' ' << outcomeName(stage.outcome) << " at "
        << static_cast<long long>(stage.endMs + 0.5) << " ms " << stage.nodes << " nodes";
    if (stage.checked > 0)
        out << " checked " << stage.checked << " kept " << stage.kept << " undecided "
            << stage.undecided;
    out << '\n';
}

// A --rule value: five (five or more), exact (exactly five) or renju.
std::optional<Rule> parseRule(const std::string &rule)
{
    if (rule == "five")
        return Rule::FiveOrMore;
    if (rule == "exact")
        return Rule::ExactlyFive;
    if (rule == "renju")
        return Rule::Renju;
    return std::nullopt;
}

// Moves as "row,col" words separated by spaces (`xy`: "x,y", x the column, as Gomocup
// writes them), 0-based.
std::optional<Game> parseGame(gg::cli::Options &options, std::ostream &err, bool xy = false,
                              const char *defaultRule = "five")
{
    Options gameOptions;
    gameOptions.size = static_cast<int>(options.integer("size", DefaultSize, MinSize, MaxSize));
    const auto rule = parseRule(options.value("rule").value_or(defaultRule));
    if (!rule) {
        err << "gomoku: --rule must be five, exact or renju\n";
        return std::nullopt;
    }
    gameOptions.rule = *rule;
    Game game(gameOptions);
    for (const auto &word : gg::cli::splitWords(options.value("moves").value_or(""))) {
        const auto comma = word.find(',');
        auto row = gg::cli::parseInt(word.substr(0, comma));
        auto col =
            comma == std::string::npos ? std::nullopt : gg::cli::parseInt(word.substr(comma + 1));
        const auto first = row.value_or(-1);
        const auto second = col.value_or(-1);
        const Point p = xy ? Point{static_cast<int>(second), static_cast<int>(first)}
                           : Point{static_cast<int>(first), static_cast<int>(second)};
        if (!row || !col || !game.play(p).ok()) {
            err << "gomoku: bad or illegal move '" << word << "'\n";
            return std::nullopt;
        }
    }
    return game;
}

int runBest(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"size", "rule", "moves", "ms", "level", "seed"}, {"stages"});
    auto game = parseGame(options, err);
    const auto level = parseLevel(options.value("level").value_or("expert"));
    const int ms = static_cast<int>(options.integer("ms", 1000, 0, 600000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 62));
    if (!options.ok() || !level || !game) {
        err << "gomoku best: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    Ai ai(AiSettings{*level, ms, seed, nullptr});
    const AiMove move = ai.choose(*game);
    if (!move.valid()) {
        out << "none\n";
        return 0;
    }
    out << move.point.row << ',' << move.point.col << ' ' << reasonName(move.reason) << " depth "
        << move.depth << " score " << move.score << " nodes " << move.nodes << '\n';
    if (options.has("stages"))
        for (const AiStage &stage : move.stages)
            printStage(out, stage);
    return 0;
}

// Fixed-depth alpha-beta without a clock: repeatable node (and instruction) counts.
int runSearch(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"size", "rule", "moves", "depth"}, {});
    auto game = parseGame(options, err);
    const int depth = static_cast<int>(options.integer("depth", 6, 1, 30));
    if (!options.ok() || !game || game->over()) {
        err << "gomoku search: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    Board board = Board::fromGame(*game);
    AlphaBeta search;
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result =
        search.search(board, game->toMove(), AlphaBeta::candidates(board, game->toMove(), 24),
                      depth, SearchBudget{1LL << 60});
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const Point p = board.point(result.move);
    out << p.row << ',' << p.col << " depth " << result.depth << " score " << result.score
        << " nodes " << result.nodes << " time " << std::fixed << std::setprecision(0) << ms
        << " ms\n";
    return 0;
}

int runVcf(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"size", "rule", "moves", "depth"}, {});
    auto game = parseGame(options, err);
    const int depth = static_cast<int>(options.integer("depth", 30, 1, 100));
    if (!options.ok() || !game) {
        err << "gomoku vcf: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    Board board = Board::fromGame(*game);
    ThreatSearch search(board);
    auto line = search.vcf(game->toMove(), depth);
    if (!line) {
        out << "no vcf (" << search.nodes() << " nodes)\n";
        return 1;
    }
    for (int p : *line)
        out << board.point(p).row << ',' << board.point(p).col << ' ';
    out << '(' << search.nodes() << " nodes)\n";
    return 0;
}

std::string showBoard(const Game &game)
{
    std::ostringstream text;
    for (int r = 0; r < game.size(); ++r) {
        for (int c = 0; c < game.size(); ++c) {
            const Stone s = game.at(r, c);
            const bool last = game.lastMove() == Point{r, c};
            text << (s == Stone::Black   ? (last ? 'X' : 'x')
                     : s == Stone::White ? (last ? 'O' : 'o')
                                         : '.');
            text << ' ';
        }
        text << '\n';
    }
    return text.str();
}

// Distinct random points within two of the centre, for a match's shared openings.
std::vector<Point> randomOpening(gg::Rng &rng, int size, int stones)
{
    std::vector<Point> moves;
    const int centre = size / 2;
    while (static_cast<int>(moves.size()) < stones) {
        Point p{centre - 2 + static_cast<int>(rng.below(5)),
                centre - 2 + static_cast<int>(rng.below(5))};
        if (std::find(moves.begin(), moves.end(), p) == moves.end())
            moves.push_back(p);
    }
    return moves;
}

// The opening a pair of games shares: under Renju one of the 26 standard openings (three
// stones, white to move) at random, otherwise `stones` random points round the centre.
std::vector<Point> pairOpening(gg::Rng &rng, int size, int stones, Rule rule)
{
    if (rule != Rule::Renju)
        return randomOpening(rng, size, stones);
    const RenjuOpening &opening =
        RenjuOpenings[rng.below(static_cast<std::uint32_t>(RenjuOpenings.size()))];
    const auto placed = openingStones(opening, size);
    return {placed.begin(), placed.end()};
}

// Expert (or another level) against the baseline, alternating colours; games 2k and 2k+1
// share an opening (pairOpening()) so each colour gets its turn.
int runMatch(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"games", "ms", "seed", "level", "size", "rule", "opening"},
                             {"verbose"});
    const int games = static_cast<int>(options.integer("games", 20, 1, 10000));
    const int ms = static_cast<int>(options.integer("ms", 1000, 0, 600000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 62));
    const int size = static_cast<int>(options.integer("size", DefaultSize, MinSize, MaxSize));
    const int opening = static_cast<int>(options.integer("opening", 2, 0, 8));
    const auto level = parseLevel(options.value("level").value_or("expert"));
    const auto rule = parseRule(options.value("rule").value_or("five"));
    if (!options.ok() || !level || !rule) {
        err << "gomoku match: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    const bool verbose = options.has("verbose");
    const std::string name = options.value("level").value_or("expert");
    gg::Rng rng(seed);
    int won = 0;
    int lost = 0;
    int drawn = 0;
    std::vector<Point> openingMoves;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0)
            openingMoves = pairOpening(rng, size, opening, *rule);
        const Stone aiColour = g % 2 == 0 ? Stone::Black : Stone::White;
        Game game(Options{size, *rule});
        for (const Point &p : openingMoves)
            game.play(p);
        Ai ai(AiSettings{*level, ms, seed + static_cast<std::uint64_t>(g), nullptr});
        Baseline baseline(seed * 7919 + static_cast<std::uint64_t>(g));
        long long nodes = 0;
        long long depthSum = 0;
        int aiMoves = 0;
        double slowest = 0;
        while (!game.over()) {
            Point p;
            if (game.toMove() == aiColour) {
                const auto start = std::chrono::steady_clock::now();
                const AiMove move = ai.choose(game);
                const double took = std::chrono::duration<double, std::milli>(
                                        std::chrono::steady_clock::now() - start)
                                        .count();
                slowest = std::max(slowest, took);
                nodes += move.nodes;
                depthSum += move.depth;
                ++aiMoves;
                p = move.point;
                if (verbose)
                    out << "  " << name << ' ' << p.row << ',' << p.col << ' '
                        << reasonName(move.reason) << " d" << move.depth << " s" << move.score
                        << " n" << move.nodes << ' ' << std::fixed << std::setprecision(0) << took
                        << "ms\n";
            } else {
                p = baseline.choose(game);
                if (verbose)
                    out << "  baseline " << p.row << ',' << p.col << '\n';
            }
            if (!game.play(p).ok()) {
                err << "gomoku match: illegal move " << p.row << ',' << p.col << " in game "
                    << g + 1 << '\n';
                return 1;
            }
        }
        const Stone winner = game.winner();
        const char *result =
            winner == Stone::Empty ? "drawn" : (winner == aiColour ? "won" : "lost");
        (winner == Stone::Empty ? drawn : (winner == aiColour ? won : lost))++;
        out << "game " << g + 1 << ": " << name << " plays "
            << (aiColour == Stone::Black ? "black" : "white") << ", " << result << " in "
            << game.moveCount() << " moves (avg depth " << std::fixed << std::setprecision(1)
            << (aiMoves ? static_cast<double>(depthSum) / aiMoves : 0.0) << ", "
            << (aiMoves ? nodes / aiMoves : 0) << " nodes/move, slowest " << std::setprecision(0)
            << slowest << " ms)\n";
        if (verbose || winner != aiColour) {
            out << "moves:";
            for (const Point &p : game.moves())
                out << ' ' << p.row << ',' << p.col;
            out << '\n' << showBoard(game);
        }
        out.flush();
    }
    out << name << " won " << won << ", lost " << lost << ", drawn " << drawn << " of " << games
        << '\n';
    return 0;
}

// One side of a ladder rung: a level of the computer player, or the scripted player.
struct Contender
{
    std::optional<Level> level; // nullopt: gg::gomoku::scriptedMove
    std::string name() const { return level ? levelName(*level) : "scripted"; }
};

struct RungResult
{
    int won = 0, drawn = 0, lost = 0; // for `a`
};

// `games` games of `a` against `b`, `a` black in even games and white in odd ones; games 2k
// and 2k+1 start from the same opening (pairOpening()). A game ends as the rules end it (under
// Renju also drawn when every point left is forbidden to black); a move the rules refuse is a
// fault of the player, reported as `gomoku match` reports it, and ends the rung.
std::optional<RungResult> playRung(const Contender &a, const Contender &b, int games, int ms,
                                   int size, Rule rule, int opening, std::uint64_t seed,
                                   std::ostream &err)
{
    gg::Rng openings(seed);
    RungResult r;
    std::vector<Point> openingMoves;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0)
            openingMoves = pairOpening(openings, size, opening, rule);
        const Stone aColour = g % 2 == 0 ? Stone::Black : Stone::White;
        Game game(Options{size, rule});
        for (const Point &p : openingMoves)
            game.play(p);
        const auto gameSeed = seed * 1000003 + static_cast<std::uint64_t>(g);
        Ai aiA(AiSettings{a.level.value_or(Level::Easy), ms, gameSeed * 2 + 1, nullptr});
        Ai aiB(AiSettings{b.level.value_or(Level::Easy), ms, gameSeed * 2 + 2, nullptr});
        gg::Rng scriptA(gameSeed * 2 + 101), scriptB(gameSeed * 2 + 102);
        while (!game.over()) {
            const bool aToMove = game.toMove() == aColour;
            const Contender &who = aToMove ? a : b;
            const Point p = who.level ? (aToMove ? aiA : aiB).choose(game).point
                                      : scriptedMove(game, aToMove ? scriptA : scriptB);
            if (!game.play(p).ok()) {
                err << "gomoku ladder: " << who.name() << " played the illegal move " << p.row
                    << ',' << p.col << " in game " << g + 1 << '\n';
                return std::nullopt;
            }
        }
        const Stone winner = game.winner();
        (winner == Stone::Empty ? r.drawn : (winner == aColour ? r.won : r.lost))++;
    }
    return r;
}

int runLadder(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"games", "ms", "seed", "size", "rule", "opening", "level"},
                             {});
    const int games = static_cast<int>(options.integer("games", 100, 2, 10000));
    const int ms = static_cast<int>(options.integer("ms", 200, 0, 600000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 40));
    const int size = static_cast<int>(options.integer("size", DefaultSize, MinSize, MaxSize));
    const int opening = static_cast<int>(options.integer("opening", 2, 0, 8));
    const auto rule = parseRule(options.value("rule").value_or("five"));
    // --level L: only the rungs where L is the level measured (the slow top rung alone).
    const auto only = options.value("level");
    if (!options.ok() || !rule || !options.positional().empty() || (only && !parseLevel(*only))) {
        err << "gomoku ladder: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    const std::pair<Contender, Contender> rungs[] = {
        {{Level::Easy}, {}},
        {{Level::Medium}, {}},
        {{Level::Medium}, {Level::Easy}},
        {{Level::Hard}, {Level::Medium}},
        {{Level::Expert}, {Level::Hard}},
    };
    out << "Gomoku " << size << "x" << size
        << (*rule == Rule::ExactlyFive ? " (exactly five)"
            : *rule == Rule::Renju     ? " (Renju)"
                                       : "")
        << ", " << games << " games a rung, colours alternating, a shared "
        << (*rule == Rule::Renju ? std::string("random standard opening")
                                 : "random opening of " + std::to_string(opening) + " stones")
        << " per pair of games, " << ms << " ms a move, seed " << seed << "\n\n";
    gg::cli::printLadderHeader(out);
    for (const auto &[a, b] : rungs) {
        if (only && a.level != parseLevel(*only))
            continue;
        const auto r = playRung(a, b, games, ms, size, *rule, opening, seed, err);
        if (!r)
            return 1;
        gg::cli::printLadderRow(out, a.name(), b.name(), r->won, r->drawn, r->lost);
    }
    return 0;
}

// Renju's forbidden points for black in the position (black to move or not): "x,y KIND"
// sorted by x then y, KIND 33, 44 or overline; "none" when there are none.
int runForbidden(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"size", "moves"}, {});
    auto game = parseGame(options, err, true, "renju");
    if (!options.ok() || !game) {
        err << "gomoku forbidden: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    std::vector<std::pair<std::pair<int, int>, Forbidden>> found;
    for (const ForbiddenPoint &fp : forbiddenPoints(game->cells(), game->size()))
        found.push_back({{fp.point.col, fp.point.row}, fp.kind});
    std::sort(found.begin(), found.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    if (found.empty())
        out << "none\n";
    for (const auto &[xy, kind] : found)
        out << xy.first << ',' << xy.second << ' '
            << (kind == Forbidden::DoubleThree  ? "33"
                : kind == Forbidden::DoubleFour ? "44"
                                                : "overline")
            << '\n';
    return 0;
}

int runShow(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"size", "rule", "moves"}, {});
    auto game = parseGame(options, err);
    if (!options.ok() || !game) {
        err << "gomoku show: " << (options.ok() ? "bad arguments" : options.error()) << '\n';
        return 2;
    }
    out << showBoard(*game);
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &, std::ostream &out, std::ostream &err)
{
    if (args[0] == "show")
        return runShow(args, out, err);
    if (args[0] == "match")
        return runMatch(args, out, err);
    if (args[0] == "ladder")
        return runLadder(args, out, err);
    if (args[0] == "best")
        return runBest(args, out, err);
    if (args[0] == "search")
        return runSearch(args, out, err);
    if (args[0] == "vcf")
        return runVcf(args, out, err);
    if (args[0] == "forbidden")
        return runForbidden(args, out, err);
    err << "gomoku: unknown command '" << args[0] << "'\n";
    return 2;
}

gg::cli::Registrar reg(
    "gomoku",
    "  gomoku best  [--moves \"r,c r,c ...\"] [--size N] [--rule five|exact|renju] [--level L]\n"
    "               [--ms T] [--stages] (--stages: a line for each stage of the move, in order:\n"
    "               \"stage KIND OUTCOME at MS ms NODES nodes\", KIND vcf, opponent-vcf, vct,\n"
    "               opponent-vct or search, OUTCOME found, none or out-of-budget; a defence adds\n"
    "               \"checked N kept K undecided U\")\n"
    "  gomoku forbidden [--moves \"x,y x,y ...\"] [--size N]   Renju: black's forbidden points,\n"
    "               \"x,y 33|44|overline\" per line (x the column, 0-based), or none\n"
    "  gomoku show  [--moves \"r,c r,c ...\"] [--size N]\n"
    "  gomoku search [--moves \"r,c r,c ...\"] [--size N] [--rule five|exact|renju] [--depth D]\n"
    "  gomoku vcf   [--moves \"r,c r,c ...\"] [--size N] [--rule five|exact|renju] [--depth D]\n"
    "  gomoku match [--games N] [--ms T] [--seed S] [--level L] [--opening K] [--size N]\n"
    "               [--rule five|exact|renju] [--verbose]\n"
    "               the computer (L = easy|medium|hard|expert) against the baseline opponent\n"
    "  gomoku ladder [--games N] [--ms T] [--seed S] [--opening K] [--size N]\n"
    "               [--rule five|exact|renju] [--level L] (only L's rungs)\n"
    "               each level against the one below, Easy and Medium against the scripted\n"
    "               player (completes a five, blocks a five or an open four, else a random\n"
    "               point near the stones), colours alternating; a Markdown table\n"
    "               (match and ladder: each pair of games shares an opening of K random\n"
    "               stones round the centre, under Renju a random standard opening)\n"
    "               (defaults: 100 games a rung, 200 ms a move)",
    &run);

} // namespace
