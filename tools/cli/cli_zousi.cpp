// gridgames-cli zousi: perft, the retrograde solver and position values (issue 7), and the
// level ladder (issue 15).

#include "cli.h"
#include "common/rng.h"
#include "zousi/zousiai.h"
#include "zousi/zousigame.h"
#include "zousi/zousirules.h"
#include "zousi/zousisolver.h"

#include <chrono>
#include <cstdio>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

namespace {

using namespace gg::zousi;

const char *parseErrorText(ParseError error)
{
    switch (error) {
    case ParseError::WrongLength:
        return "expected 16 cells, a space and the side to move";
    case ParseError::BadCell:
        return "a cell must be 'x', 'o' or '.'";
    case ParseError::MissingSpace:
        return "expected a single space after the 16 cells";
    case ParseError::BadSide:
        return "the side to move must be 'x' or 'o'";
    case ParseError::TooManyPieces:
        return "a side has more than four pieces";
    case ParseError::None:
        break;
    }
    return "invalid position";
}

const char *resultText(Result result)
{
    switch (result) {
    case Result::Win:
        return "win";
    case Result::Loss:
        return "loss";
    case Result::Draw:
        break;
    }
    return "draw";
}

const char *loadErrorText(LoadError error)
{
    switch (error) {
    case LoadError::Unreadable:
        return "unreadable or missing";
    case LoadError::BadMagic:
        return "not a solution cache";
    case LoadError::BadVersion:
        return "other format version";
    case LoadError::BadSize:
        return "wrong size";
    case LoadError::BadChecksum:
        return "checksum mismatch";
    case LoadError::BadData:
        return "impossible values";
    case LoadError::None:
        break;
    }
    return "ok";
}

// Loads the table from `cache` when given and valid; otherwise solves (and then writes the
// cache when a path was given). Returns seconds spent solving (0 when loaded), or -1.
double obtain(Solver &solver, const std::optional<std::string> &cache, std::ostream &err,
              bool *loaded)
{
    *loaded = false;
    if (cache) {
        const LoadError error = solver.loadFile(*cache);
        if (error == LoadError::None) {
            *loaded = true;
            return 0.0;
        }
        if (error != LoadError::Unreadable)
            err << "zousi: ignoring cache " << *cache << ": " << loadErrorText(error) << '\n';
    }
    const auto begin = std::chrono::steady_clock::now();
    if (!solver.solve()) {
        err << "zousi: the solve failed\n";
        return -1.0;
    }
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - begin;
    if (cache && !solver.saveFile(*cache))
        err << "zousi: could not write cache " << *cache << '\n';
    return took.count();
}

int perftCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() < 2 || args.size() > 4) {
        err << "usage: gridgames-cli zousi perft DEPTH [POSITION]\n";
        return 2;
    }
    auto depth = gg::cli::parseInt(args[1]);
    if (!depth || *depth < 1 || *depth > 40) {
        err << "zousi perft: DEPTH must be an integer from 1 to 40\n";
        return 2;
    }
    Position pos = Position::start();
    if (args.size() > 2) {
        // The position may come as one argument or as its two words.
        std::string text = args[2];
        if (args.size() == 4)
            text += " " + args[3];
        ParseError error = ParseError::None;
        auto parsed = Position::parse(text, &error);
        if (!parsed) {
            err << "zousi perft: invalid position '" << text << "': " << parseErrorText(error)
                << '\n';
            return 2;
        }
        pos = *parsed;
    }
    const auto counts = perft(pos, static_cast<int>(*depth));
    for (std::size_t d = 0; d < counts.size(); ++d)
        out << d + 1 << ' ' << counts[d] << '\n';
    return 0;
}

// The shared reading loop of `value` and `analyse`: the solution (from --cache or solved),
// then each stdin line parsed as a position and passed to `answer`; an invalid line is
// reported on stderr and makes the status 1.
int eachPosition(const char *verb, const std::vector<std::string> &args, std::istream &in,
                 std::ostream &err,
                 const std::function<void(const Solver &, const Position &)> &answer)
{
    gg::cli::Options options(args, 1, {"cache"}, {});
    if (!options.ok() || !options.positional().empty()) {
        err << "zousi " << verb << ": " << (options.ok() ? "unexpected argument" : options.error())
            << "\nusage: gridgames-cli zousi " << verb << " [--cache FILE] < positions\n";
        return 2;
    }
    Solver solver;
    bool loaded = false;
    if (obtain(solver, options.value("cache"), err, &loaded) < 0)
        return 1;
    bool failed = false;
    std::string line;
    long long number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        ParseError error = ParseError::None;
        auto pos = Position::parse(line, &error);
        if (!pos) {
            err << "zousi " << verb << ": line " << number << ": invalid position '" << line
                << "': " << parseErrorText(error) << '\n';
            failed = true;
            continue;
        }
        answer(solver, *pos);
    }
    return failed ? 1 : 0;
}

int valueCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
                 std::ostream &err)
{
    return eachPosition("value", args, in, err, [&out](const Solver &solver, const Position &pos) {
        const Value v = solver.value(pos);
        out << pos.toString() << ' ' << resultText(v.result) << ' ' << v.plies << '\n';
    });
}

// Every legal move of each position with its perfect-play result for the mover:
// "POSITION MOVE:RESULT:PLIES ...", e.g. "b1-b2:win:13", "pass:loss:8".
int analyseCommand(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
                   std::ostream &err)
{
    return eachPosition("analyse", args, in, err,
                        [&out](const Solver &solver, const Position &pos) {
                            out << pos.toString();
                            for (const MoveValue &m : analyseMoves(solver, pos))
                                out << ' ' << moveName(m.move) << ':' << resultText(m.value.result)
                                    << ':' << m.value.plies;
                            out << '\n';
                        });
}

int solveCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"cache"}, {});
    if (!options.ok() || !options.positional().empty()) {
        err << "zousi solve: " << (options.ok() ? "unexpected argument" : options.error())
            << "\nusage: gridgames-cli zousi solve [--cache FILE]\n";
        return 2;
    }
    Solver solver;
    bool loaded = false;
    const double seconds = obtain(solver, options.value("cache"), err, &loaded);
    if (seconds < 0)
        return 1;
    const SolveStats &stats = solver.stats();
    const Position start = Position::start();
    const Value v = solver.value(start);
    char time[64];
    std::snprintf(time, sizeof time, "%.3f", seconds);
    out << "positions " << stats.positions << '\n'
        << "wins " << stats.wins << '\n'
        << "losses " << stats.losses << '\n'
        << "draws " << stats.draws << '\n'
        << "longest-win " << stats.longestWin << '\n'
        << "longest-loss " << stats.longestLoss << '\n'
        << "start " << start.toString() << ' ' << resultText(v.result) << ' ' << v.plies << '\n'
        << "time " << time << " s" << (loaded ? " (loaded from cache)" : "") << '\n';
    return 0;
}

// One side of a ladder rung: a level of the computer player, or the scripted player.
struct Contender
{
    std::optional<Level> level; // nullopt: gg::zousi::scriptedMove
    std::string name() const { return level ? levelKey(*level) : "scripted"; }
};

struct RungResult
{
    int won = 0, drawn = 0, lost = 0;   // for `a`
    int repetitions = 0, noCapture = 0; // how the draws came about
    long long plies = 0;
};

// `games` games of `a` against `b` from the start position under the Game's draw rules
// (third repetition, 100 plies without a capture); `a` moves first in even games.
RungResult playRung(const Contender &a, const Contender &b, int games,
                    const std::shared_ptr<const Solver> &solver, std::uint64_t seed)
{
    RungResult r;
    for (int g = 0; g < games; ++g) {
        const Side aSide = g % 2 == 0 ? Side::X : Side::O;
        Game game(GameOptions{Side::X});
        const auto gameSeed = seed * 1000003 + static_cast<std::uint64_t>(g);
        Ai aiA(a.level.value_or(Level::Easy), solver, gameSeed * 2 + 1);
        Ai aiB(b.level.value_or(Level::Easy), solver, gameSeed * 2 + 2);
        gg::Rng scriptA(gameSeed * 2 + 101), scriptB(gameSeed * 2 + 102);
        while (!game.over()) {
            const bool aToMove = game.toMove() == aSide;
            const Contender &who = aToMove ? a : b;
            const Move move = who.level
                                  ? (aToMove ? aiA : aiB).choose(game.position())
                                  : scriptedMove(game.position(), aToMove ? scriptA : scriptB);
            game.play(move);
        }
        r.plies += game.plyCount();
        switch (game.status()) {
        case Status::XWins:
        case Status::OWins:
            ((game.status() == Status::XWins) == (aSide == Side::X) ? r.won : r.lost)++;
            break;
        case Status::DrawRepetition:
            ++r.repetitions;
            ++r.drawn;
            break;
        case Status::DrawNoCapture:
            ++r.noCapture;
            ++r.drawn;
            break;
        case Status::DrawAgreed: // nobody offers a draw here
        case Status::Playing:
            break;
        }
    }
    return r;
}

int ladderCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"games", "seed", "cache"}, {});
    const int games = static_cast<int>(options.integer("games", 100, 2, 100000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 40));
    if (!options.ok() || !options.positional().empty()) {
        err << "zousi ladder: " << (options.ok() ? "unexpected argument" : options.error())
            << "\nusage: gridgames-cli zousi ladder [--games N] [--seed S] [--cache FILE]\n";
        return 2;
    }
    auto solver = std::make_shared<Solver>();
    bool loaded = false;
    if (obtain(*solver, options.value("cache"), err, &loaded) < 0)
        return 1;
    const std::pair<Contender, Contender> rungs[] = {
        {{Level::Easy}, {}},
        {{Level::Medium}, {}},
        {{Level::Medium}, {Level::Easy}},
        {{Level::Hard}, {Level::Medium}},
        {{Level::Perfect}, {Level::Hard}},
    };
    out << "Zou Si Qi, " << games
        << " games a rung from the start position, first move alternating, draws by third "
           "repetition or "
        << Game::NoCaptureLimit << " plies without a capture, seed " << seed << "\n\n";
    gg::cli::printLadderHeader(out);
    std::string notes;
    for (const auto &[a, b] : rungs) {
        const RungResult r = playRung(a, b, games, solver, seed);
        gg::cli::printLadderRow(out, a.name(), b.name(), r.won, r.drawn, r.lost);
        notes += a.name() + " vs " + b.name() + ": " + std::to_string(r.repetitions) +
                 " drawn by repetition, " + std::to_string(r.noCapture) + " by the 100-ply rule, " +
                 std::to_string(r.plies / games) + " plies a game on average\n";
    }
    out << '\n' << notes;
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
        std::ostream &err)
{
    const std::string &verb = args[0];
    if (verb == "perft")
        return perftCommand(args, out, err);
    if (verb == "value")
        return valueCommand(args, in, out, err);
    if (verb == "analyse" || verb == "analyze")
        return analyseCommand(args, in, out, err);
    if (verb == "solve")
        return solveCommand(args, out, err);
    if (verb == "ladder")
        return ladderCommand(args, out, err);
    err << "zousi: unknown command '" << verb << "'\n";
    return 2;
}

gg::cli::Registrar reg("zousi",
                       "  zousi perft DEPTH [POSITION]   count leaf positions (a pass is a ply)\n"
                       "  zousi value [--cache FILE]     read positions, print RESULT PLIES\n"
                       "  zousi analyse [--cache FILE]   read positions, print every legal move\n"
                       "      as MOVE:RESULT:PLIES (the mover's result, plies including the move)\n"
                       "  zousi solve [--cache FILE]     solve the game, print the counts\n"
                       "  zousi ladder [--games N] [--seed S] [--cache FILE]\n"
                       "      each level against the one below, Easy and Medium against the\n"
                       "      scripted player (takes a capture, else avoids giving one, else\n"
                       "      random), first move alternating, the game's draw rules; a\n"
                       "      Markdown table",
                       &run);

} // namespace
