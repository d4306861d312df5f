// gridgames-cli memory: the level ladder of the Memory computer (issue 15).
//
//   memory ladder [--games N] [--seed S] [--size CxR]
//
// Two players take turns on one deal in versus play (whoever finds a pair goes again), both
// watching every card: each level against the one below, Easy and Medium against the scripted
// player (gg::memory::ScriptedPlayer). Games 2k and 2k+1 share a deal, with the other player
// moving first. Prints a Markdown table, then the mean pair margin of each rung.

#include "cli.h"

#include "memory/memoryai.h"
#include "memory/memoryrules.h"

#include <cstdio>
#include <optional>
#include <ostream>
#include <string>
#include <variant>

namespace {

using namespace gg::memory;

// One side of a ladder rung: a level of the computer player, or the scripted player.
struct Contender
{
    std::optional<Level> level; // nullopt: the scripted player
    std::string name() const { return level ? levelKey(*level) : "scripted"; }
};

using Player = std::variant<ComputerPlayer, ScriptedPlayer>;

Player makePlayer(const Contender &who, std::uint64_t seed)
{
    if (who.level)
        return ComputerPlayer(*who.level, seed);
    return ScriptedPlayer(seed);
}

struct RungResult
{
    int won = 0, drawn = 0, lost = 0; // for `a`
    long long margin = 0;             // a's pairs minus b's, summed over the games
};

RungResult playRung(const Contender &a, const Contender &b, int games, Size size,
                    std::uint64_t seed)
{
    RungResult r;
    const int cells = size.cells();
    for (int g = 0; g < games; ++g) {
        Options options;
        options.size = size;
        options.mode = Mode::Versus;
        options.opponent = Opponent::Human; // both players are driven from here
        options.firstPlayer = g % 2;        // `a` is player 0
        const auto gameSeed = seed * 1000003 + static_cast<std::uint64_t>(g);
        Game game(options, seed * 1000003 + static_cast<std::uint64_t>(g / 2));
        Player players[2] = {makePlayer(a, gameSeed * 2 + 1), makePlayer(b, gameSeed * 2 + 2)};
        while (game.status() == Status::Playing) {
            const auto first = game.firstTurned();
            const int firstCell = first ? first->row * size.cols + first->col : -1;
            std::vector<int> faceDown;
            for (int i = 0; i < cells; ++i)
                if (game.state({i / size.cols, i % size.cols}) != CardState::Matched &&
                    i != firstCell)
                    faceDown.push_back(i);
            const int firstKind = first ? game.kindAt(*first) : 0;
            const int cell = std::visit(
                [&](auto &player) {
                    return player.choose(faceDown, firstCell, firstKind, game.pairsLeft());
                },
                players[game.currentPlayer()]);
            const FlipResult flip = game.flip({cell / size.cols, cell % size.cols});
            if (flip.outcome == FlipOutcome::Ignored)
                break; // cannot happen: both players turn face-down cards only
            for (auto &player : players)
                std::visit(
                    [&](auto &p) {
                        p.observe(cell, flip.kind);
                        if (flip.outcome == FlipOutcome::Match)
                            p.matched(flip.first.row * size.cols + flip.first.col, cell);
                    },
                    player);
        }
        const int margin = game.pairs(0) - game.pairs(1);
        r.margin += margin;
        (margin > 0 ? r.won : margin < 0 ? r.lost : r.drawn)++;
    }
    return r;
}

int ladder(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    gg::cli::Options options(args, 1, {"games", "seed", "size"}, {});
    const int games = static_cast<int>(options.integer("games", 100, 2, 1000000));
    const auto seed = static_cast<std::uint64_t>(options.integer("seed", 1, 0, 1LL << 40));
    const std::string sizeText = options.value("size").value_or("4x4");
    const auto size = sizeFromKey(sizeText);
    if (!options.ok() || !size || !options.positional().empty()) {
        err << "memory ladder: "
            << (!options.ok() ? options.error()
                : !size       ? "--size must be COLUMNSxROWS as in the game (4x3 ... 8x7), "
                                "an even number of cards"
                              : "unexpected argument")
            << '\n';
        return 2;
    }
    const std::pair<Contender, Contender> rungs[] = {
        {{Level::Easy}, {}},
        {{Level::Medium}, {}},
        {{Level::Medium}, {Level::Easy}},
        {{Level::Hard}, {Level::Medium}},
        {{Level::Expert}, {Level::Hard}},
    };
    out << "Memory " << sizeKey(*size) << " (" << size->cells() / 2 << " pairs), " << games
        << " games a rung, each deal played twice with the first turn swapped, seed " << seed
        << "\n\n";
    gg::cli::printLadderHeader(out);
    std::string notes;
    for (const auto &[a, b] : rungs) {
        const RungResult r = playRung(a, b, games, *size, seed);
        gg::cli::printLadderRow(out, a.name(), b.name(), r.won, r.drawn, r.lost);
        char margin[32];
        std::snprintf(margin, sizeof margin, "%+.2f", static_cast<double>(r.margin) / games);
        notes += a.name() + " vs " + b.name() + ": " + margin + " pairs a game on average\n";
    }
    out << '\n' << notes;
    return 0;
}

int run(const std::vector<std::string> &args, std::istream &, std::ostream &out, std::ostream &err)
{
    if (args[0] == "ladder")
        return ladder(args, out, err);
    err << "memory: unknown command '" << args[0] << "'\n";
    return 2;
}

gg::cli::Registrar reg("memory",
                       "  memory ladder [--games N] [--seed S] [--size CxR]\n"
                       "      each level against the one below, Easy and Medium against the\n"
                       "      scripted player (remembers only the last two cards turned before\n"
                       "      its move), versus play on a COLUMNSxROWS deal (default 4x4, as in\n"
                       "      the app), each deal played twice with the first turn swapped; a\n"
                       "      Markdown table",
                       &run);

} // namespace
