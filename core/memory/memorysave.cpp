// Save games of Memory: the options, the deal and every card turned. Loading replays the
// flips through the rules (matches, moves, pairs and whose turn it is are derived); the
// computer's memory is read back and checked against the cards it could have seen.

#include "common/record.h"
#include "memory/memoryrules.h"

#include <algorithm>

namespace gg::memory {
namespace {

// Version 2 writes each flip as one character (a board has at most 64 cards), so even a
// game of millions of turned cards stays a few MB; version 1 (numbers) is still read.
const char Cards[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int cardIndex(char c)
{
    for (int i = 0; i < 64; ++i)
        if (Cards[i] == c)
            return i;
    return -1;
}

} // namespace

std::string Game::serialize() const
{
    Record record;
    record.set("game", "memory");
    record.setInt("version", 2);
    record.setInt("rows", m_options.size.rows);
    record.setInt("cols", m_options.size.cols);
    record.set("mode", m_options.mode == Mode::Solo ? "solo" : "versus");
    record.set("opponent", m_options.opponent == Opponent::Human ? "human" : "computer");
    record.set("level", levelKey(m_options.computerLevel));
    record.setInt("firstplayer", m_options.firstPlayer);
    record.setInts("faces", m_faces);
    std::string flips;
    flips.reserve(m_flips.size());
    for (const int cell : m_flips)
        flips.push_back(Cards[cell & 63]);
    record.set("flips", flips.empty() ? "-" : flips);
    record.setInt("pending", m_mismatch ? 1 : 0);
    record.setInt("elapsed", m_elapsedMs);
    record.set("rng", m_rng.toString());
    if (m_computer)
        record.set("computer", m_computer->toString());
    return record.toString();
}

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "memory")
        return std::nullopt;
    const auto version = record->getInt("version", 1, 2);
    if (!version)
        return std::nullopt;
    auto rows = record->getInt("rows", MinSide, MaxSide);
    auto cols = record->getInt("cols", MinSide, MaxSide);
    auto mode = record->get("mode");
    auto opponent = record->get("opponent");
    auto level = levelFromKey(record->get("level").value_or(""));
    auto first = record->getInt("firstplayer", 0, 1);
    auto pending = record->getInt("pending", 0, 1);
    auto elapsed = record->getInt("elapsed", 0, 1LL << 40);
    if (!rows || !cols || !mode || !opponent || !level || !first || !pending || !elapsed)
        return std::nullopt;
    if ((*mode != "solo" && *mode != "versus") || (*opponent != "human" && *opponent != "computer"))
        return std::nullopt;
    Options options;
    options.size = Size{static_cast<int>(*rows), static_cast<int>(*cols)};
    options.mode = *mode == "solo" ? Mode::Solo : Mode::Versus;
    options.opponent = *opponent == "human" ? Opponent::Human : Opponent::Computer;
    options.computerLevel = *level;
    options.firstPlayer = static_cast<int>(*first);
    if (!validSize(options.size) || (options.mode == Mode::Solo && options.firstPlayer != 0))
        return std::nullopt;
    const int cells = options.size.cells();
    auto faces = record->getInts("faces", cells, 1, cells / 2);
    std::optional<std::vector<int>> flips;
    if (*version == 1) {
        flips = record->getInts("flips", -1, 0, cells - 1);
    } else if (auto letters = record->get("flips")) {
        flips.emplace();
        if (*letters != "-") {
            flips->reserve(letters->size());
            for (const char c : *letters) {
                const int cell = cardIndex(c);
                if (cell < 0 || cell >= cells)
                    return std::nullopt;
                flips->push_back(cell);
            }
        }
    }
    if (!faces || !flips)
        return std::nullopt;

    Game game(options, 1);
    if (game.m_options != options || !game.setFaces(*faces))
        return std::nullopt;
    // Replay without the computer watching: its memory is restored below as it was saved.
    std::optional<ComputerPlayer> computer = std::move(game.m_computer);
    game.m_computer.reset();
    for (int cell : *flips) {
        if (game.status() != Status::Playing)
            return std::nullopt;
        if (game.flip(game.point(cell)).outcome == FlipOutcome::Ignored)
            return std::nullopt;
    }
    if (*pending == 0)
        game.hideMismatch();
    else if (!game.m_mismatch)
        return std::nullopt;

    if (computer) {
        auto saved = ComputerPlayer::fromString(record->get("computer").value_or(""));
        if (!saved || saved->level() != options.computerLevel)
            return std::nullopt;
        // The computer remembers only cards that were turned, are still on the table and show
        // the face it remembers.
        std::vector<bool> turned(static_cast<std::size_t>(cells), false);
        for (const int cell : *flips)
            turned[static_cast<std::size_t>(cell)] = true;
        for (const Memory &m : saved->memory()) {
            if (m.cell < 0 || m.cell >= cells || game.m_matched[m.cell] ||
                game.m_faces[m.cell] != m.kind || !turned[static_cast<std::size_t>(m.cell)])
                return std::nullopt;
        }
        game.m_computer = std::move(*saved);
    } else if (record->has("computer")) {
        return std::nullopt;
    }
    game.m_elapsedMs = *elapsed;
    if (auto rng = record->get("rng"); !rng || !game.m_rng.fromString(*rng))
        game.m_rng.reseed(Rng::randomSeed());
    return game;
}

} // namespace gg::memory
