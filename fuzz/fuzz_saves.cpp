// Fuzz target: every reader of text (or bytes) the core accepts from files — gg::Record, each
// game's deserialize(), the Memory computer's saved memory, the RNG state, the Zou Si Qi
// solution cache header, positions, Connect Four book lines and the settings keys of the
// cores. The first byte picks the reader (a readable letter in the seed corpus, see
// fuzz/corpus/fuzz_saves), the rest is the file. Whatever parses must round-trip: its own
// text parses back to the same text; loaded games must also survive a few moves, undo and
// redo, and still round-trip.

#include "fuzzsupport.h"

#include "common/record.h"
#include "common/rng.h"
#include "connectfour/connectfourbookmaker.h"
#include "connectfour/connectfourgame.h"
#include "gomoku/gomokurules.h"
#include "lianliankan/linkgame.h"
#include "memory/memoryrules.h"
#include "twenty48/twenty48rules.h"
#include "zousi/zousigame.h"
#include "zousi/zousisolver.h"

#include <sstream>

namespace {

using gg::fuzz::Bytes;

template <typename G> void roundTrip(const G &game)
{
    const std::string text = game.serialize();
    auto copy = G::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
}

void record(std::string_view text)
{
    auto r = gg::Record::parse(text);
    if (!r)
        return;
    const std::string again = r->toString();
    auto back = gg::Record::parse(again);
    GG_FUZZ_CHECK(back.has_value());
    GG_FUZZ_CHECK(back->fields() == r->fields());
    GG_FUZZ_CHECK(back->toString() == again);
    for (const auto &[key, value] : r->fields()) {
        GG_FUZZ_CHECK(r->get(key).has_value());
        if (auto n = r->getInt(key, -1000, 1000))
            GG_FUZZ_CHECK(*n >= -1000 && *n <= 1000);
        if (auto list = r->getInts(key, -1, 0, 64))
            for (int v : *list)
                GG_FUZZ_CHECK(v >= 0 && v <= 64);
        if (auto list = r->getInts(key, 3, -5, 5))
            GG_FUZZ_CHECK(list->size() == 3);
    }
}

void twenty48(std::string_view text)
{
    auto game = gg::t48::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    for (auto d : {gg::t48::Direction::Left, gg::t48::Direction::Up, gg::t48::Direction::Right,
                   gg::t48::Direction::Down}) {
        const long long score = game->score();
        game->move(d);
        GG_FUZZ_CHECK(game->score() >= score);
        roundTrip(*game);
    }
    while (game->undo())
        ;
    while (game->redo())
        ;
    roundTrip(*game);
}

void connectFour(std::string_view text)
{
    auto game = gg::c4::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    const auto &board = game->board();
    GG_FUZZ_CHECK(board.moves() == game->moveCount());
    for (int col = 0; col < game->width(); ++col)
        if (game->canDrop(col)) {
            game->drop(col);
            break;
        }
    roundTrip(*game);
    game->undoTurn();
    game->redoTurn();
    roundTrip(*game);
}

void gomoku(std::string_view text)
{
    auto game = gg::gomoku::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    const auto moves = game->legalMoves();
    if (!moves.empty())
        GG_FUZZ_CHECK(game->play(moves[moves.size() / 2]).ok());
    roundTrip(*game);
    while (game->undo())
        ;
    roundTrip(*game);
}

void link(std::string_view text)
{
    auto game = gg::link::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    GG_FUZZ_CHECK(game->board().countsEven());
    if (game->status() == gg::link::Status::Playing)
        GG_FUZZ_CHECK(game->board().isEmpty() || !game->removablePairs().empty());
    if (auto pair = game->hint())
        GG_FUZZ_CHECK(game->match(pair->a, pair->b).removed);
    roundTrip(*game);
    game->shuffle();
    game->undo();
    game->advanceTime(1000);
    roundTrip(*game);
}

void memory(std::string_view text)
{
    auto game = gg::memory::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    GG_FUZZ_CHECK(gg::memory::validSize(game->size()));
    for (int i = 0; i < 4; ++i) {
        auto p = game->computerMove();
        game->flip(p.value_or(gg::memory::Point{i % game->size().rows, i}));
        roundTrip(*game);
    }
}

void zousi(std::string_view text)
{
    auto game = gg::zousi::Game::deserialize(text);
    if (!game)
        return;
    roundTrip(*game);
    const auto moves = game->legalMoves();
    if (!moves.empty())
        GG_FUZZ_CHECK(game->play(moves.front()).ok);
    roundTrip(*game);
    game->undo();
    game->undo();
    roundTrip(*game);
}

void memoryComputer(std::string_view text)
{
    auto player = gg::memory::ComputerPlayer::fromString(std::string(text));
    if (!player)
        return;
    const std::string again = player->toString();
    auto back = gg::memory::ComputerPlayer::fromString(again);
    GG_FUZZ_CHECK(back && back->toString() == again);
    std::vector<int> faceDown;
    for (int i = 0; i < 16; ++i)
        faceDown.push_back(i);
    const int cell = player->choose(faceDown, -1, 0, 8);
    GG_FUZZ_CHECK(cell >= 0 && cell < 16);
}

void rng(std::string_view text)
{
    gg::Rng r(1);
    if (!r.fromString(std::string(text)))
        return;
    gg::Rng copy(2);
    GG_FUZZ_CHECK(copy.fromString(r.toString()));
    GG_FUZZ_CHECK(copy.next() == r.next());
    GG_FUZZ_CHECK(r.below(7) < 7);
}

void solverCache(std::string_view text)
{
    std::istringstream in{std::string(text)};
    gg::zousi::Solver solver;
    const auto error = solver.load(in);
    // No fuzzed file can carry a whole valid table (millions of bytes), so it must be refused.
    GG_FUZZ_CHECK(error != gg::zousi::LoadError::None || text.size() > 4'000'000);
    GG_FUZZ_CHECK(error == gg::zousi::LoadError::None || !solver.solved());
}

void position(std::string_view text)
{
    gg::zousi::ParseError error = gg::zousi::ParseError::None;
    auto pos = gg::zousi::Position::parse(text, &error);
    GG_FUZZ_CHECK(pos.has_value() == (error == gg::zousi::ParseError::None));
    if (pos) {
        GG_FUZZ_CHECK(pos->toString() == text);
        GG_FUZZ_CHECK((pos->x & pos->o) == 0);
        gg::zousi::Game game;
        game.newGame(*pos);
        roundTrip(game);
    }
    if (auto move = gg::zousi::parseMove(text))
        GG_FUZZ_CHECK(gg::zousi::parseMove(gg::zousi::moveName(*move)) == move);
    if (auto cell = gg::zousi::parseCell(text))
        GG_FUZZ_CHECK(*cell >= 0 && *cell < gg::zousi::Cells && gg::zousi::cellName(*cell) == text);
}

void bookLine(std::string_view text)
{
    gg::c4::BookLine line;
    if (!gg::c4::parseBookLine(std::string(text), line))
        return;
    const std::string again = gg::c4::formatBookLine(line);
    gg::c4::BookLine back;
    GG_FUZZ_CHECK(gg::c4::parseBookLine(again, back));
    GG_FUZZ_CHECK(gg::c4::formatBookLine(back) == again);
}

void keys(std::string_view text)
{
    if (auto level = gg::link::levelFromKey(text))
        GG_FUZZ_CHECK(gg::link::levelKey(*level) == text);
    if (auto size = gg::memory::sizeFromKey(text))
        GG_FUZZ_CHECK(gg::memory::validSize(*size) &&
                      gg::memory::sizeFromKey(gg::memory::sizeKey(*size)) == size);
    if (auto level = gg::memory::levelFromKey(std::string(text)))
        GG_FUZZ_CHECK(gg::memory::levelKey(*level) == text);
    if (auto level = gg::c4::levelFromName(text))
        GG_FUZZ_CHECK(gg::c4::levelName(*level) == text);
    if (auto dir = gg::t48::directionFromName(text))
        GG_FUZZ_CHECK(text.size() >= 2);
    if (auto n = gg::parseInteger(text))
        GG_FUZZ_CHECK(gg::parseInteger(std::to_string(*n)) == n);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    const char which = static_cast<char>(in.byte());
    const std::string_view text = in.rest();
    switch (which) {
    case 'R':
        record(text);
        break;
    case '2':
        twenty48(text);
        break;
    case 'C':
        connectFour(text);
        break;
    case 'G':
        gomoku(text);
        break;
    case 'L':
        link(text);
        break;
    case 'M':
        memory(text);
        break;
    case 'Z':
        zousi(text);
        break;
    case 'm':
        memoryComputer(text);
        break;
    case 'r':
        rng(text);
        break;
    case 'S':
        solverCache(text);
        break;
    case 'p':
        position(text);
        break;
    case 'B':
        bookLine(text);
        break;
    default:
        keys(text);
        break;
    }
    return 0;
}
