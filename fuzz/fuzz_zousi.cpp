// Fuzz target: Zou Si Qi (docs/RULES.md §6) driven through gg::zousi::Game — steps (legal or not),
// passes, draw agreements, undo/redo, new games from the start or from any position, save/load
// and the computer at a tiny budget — checked after every step against naive rules written
// here from docs/RULES.md §6:
//   * the legal moves are the naive steps to adjacent empty points, or a single pass;
//   * a step moves one piece; captures ("two hit one", row and column through the arrival
//     point) remove only pieces of the side not moving, exactly the naive ones; piece counts
//     only fall;
//   * the status is recomputed from the history: fewer than two pieces, third repetition,
//     100 plies without a capture, agreement;
//   * undo/redo restore the exact earlier position; serialize → deserialize is the same game;
//   * the computer returns a legal move; a position's text parses back to itself.

#include "fuzzsupport.h"

#include "zousi/zousiai.h"
#include "zousi/zousigame.h"

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace gg::zousi;
using gg::fuzz::Bytes;

int countOf(Mask m)
{
    int n = 0;
    for (int i = 0; i < Cells; ++i)
        n += (m >> i) & 1;
    return n;
}

bool naiveOver(const Position &p)
{
    return countOf(p.x) < MinPieces || countOf(p.o) < MinPieces;
}

std::vector<Move> naiveSteps(const Position &p)
{
    std::vector<Move> moves;
    if (naiveOver(p))
        return moves;
    const Mask own = p.toMove == Side::X ? p.x : p.o;
    const Mask all = static_cast<Mask>(p.x | p.o);
    for (int from = 0; from < Cells; ++from) {
        if (!((own >> from) & 1))
            continue;
        const int r = from / Size, c = from % Size;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; ++d) {
            const int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= Size || nc >= Size || ((all >> (nr * Size + nc)) & 1))
                continue;
            moves.push_back(Move::step(from, nr * Size + nc));
        }
    }
    std::sort(moves.begin(), moves.end(),
              [](Move a, Move b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
    return moves;
}

// The naive "two hit one" on the row and column through `at`, after the mover arrived there.
Mask naiveCaptures(Mask mover, Mask enemy, int at)
{
    Mask captured = 0;
    for (int line = 0; line < 2; ++line) {
        int cells[4];
        for (int i = 0; i < 4; ++i)
            cells[i] = line == 0 ? (at / Size) * Size + i : i * Size + at % Size;
        char text[5] = {};
        for (int i = 0; i < 4; ++i)
            text[i] = (mover >> cells[i]) & 1 ? 'A' : ((enemy >> cells[i]) & 1 ? 'B' : '.');
        const std::string s(text);
        for (const char *pattern : {"AAB.", ".AAB", "BAA.", ".BAA"})
            if (s == pattern)
                captured |= static_cast<Mask>(1u << cells[s.find('B')]);
    }
    return captured;
}

struct Model
{
    std::vector<Position> states; // states[i]: after i plies (the redo tail included)
    std::vector<int> quiet;       // plies since the last capture
    std::size_t cursor = 0;
    bool agreed = false;

    void reset(const Position &start)
    {
        states.assign(1, start);
        quiet.assign(1, 0);
        cursor = 0;
        agreed = false;
    }
    Status status() const
    {
        if (agreed)
            return Status::DrawAgreed;
        const Position &p = states[cursor];
        const bool xLow = countOf(p.x) < MinPieces, oLow = countOf(p.o) < MinPieces;
        if (xLow || oLow) {
            if (xLow && oLow) // never in play; the side to move is taken to have lost
                return p.toMove == Side::X ? Status::OWins : Status::XWins;
            return xLow ? Status::OWins : Status::XWins;
        }
        int seen = 0;
        for (std::size_t i = 0; i <= cursor; ++i)
            seen += states[i] == p;
        if (seen >= Game::RepetitionLimit)
            return Status::DrawRepetition;
        if (quiet[cursor] >= Game::NoCaptureLimit)
            return Status::DrawNoCapture;
        return Status::Playing;
    }
};

void check(const Game &g, const Model &m)
{
    const Position &p = m.states[m.cursor];
    GG_FUZZ_CHECK(g.position() == p);
    GG_FUZZ_CHECK((p.x & p.o) == 0 && countOf(p.x) <= MaxPieces && countOf(p.o) <= MaxPieces);
    GG_FUZZ_CHECK(g.plyCount() == static_cast<int>(m.cursor));
    GG_FUZZ_CHECK(g.pliesWithoutCapture() == m.quiet[m.cursor]);
    const Status status = m.status();
    GG_FUZZ_CHECK(g.status() == status);
    std::vector<Move> expected;
    if (status == Status::Playing) {
        expected = naiveSteps(p);
        if (expected.empty())
            expected.push_back(Move::pass());
    }
    GG_FUZZ_CHECK(g.legalMoves() == expected);
    GG_FUZZ_CHECK(g.mustPass() == (expected.size() == 1 && expected[0].isPass()));
    GG_FUZZ_CHECK(g.canUndo() == (m.agreed || m.cursor > 0));
    GG_FUZZ_CHECK(g.canRedo() == (!m.agreed && m.cursor + 1 < m.states.size()));
    GG_FUZZ_CHECK(g.moveList().size() == m.cursor);
    auto parsed = Position::parse(p.toString());
    GG_FUZZ_CHECK(parsed && *parsed == p);
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->position() == game.position() && copy->status() == game.status());
    GG_FUZZ_CHECK(copy->plyCount() == game.plyCount() && copy->canRedo() == game.canRedo());
    GG_FUZZ_CHECK(copy->repetitions() == game.repetitions() &&
                  copy->pliesWithoutCapture() == game.pliesWithoutCapture());
}

void doPlay(Game &g, Model &m, Move move)
{
    const Position before = m.states[m.cursor];
    const bool playing = m.status() == Status::Playing;
    auto legal = naiveSteps(before);
    if (legal.empty() && !naiveOver(before))
        legal.push_back(Move::pass());
    const bool isLegal = playing && std::find(legal.begin(), legal.end(), move) != legal.end();
    const MoveReport r = g.play(move);
    GG_FUZZ_CHECK(r.ok == isLegal);
    if (!r.ok) {
        GG_FUZZ_CHECK(g.position() == before);
        return;
    }
    const Side mover = before.toMove;
    GG_FUZZ_CHECK(r.mover == mover);
    Position next = before;
    next.toMove = other(mover);
    Mask captured = 0;
    if (!move.isPass()) {
        Mask &own = mover == Side::X ? next.x : next.o;
        Mask &enemy = mover == Side::X ? next.o : next.x;
        own = static_cast<Mask>((own & ~(1u << move.from)) | (1u << move.to));
        captured = naiveCaptures(own, enemy, move.to);
        enemy = static_cast<Mask>(enemy & ~captured);
    }
    GG_FUZZ_CHECK(g.position() == next);
    // Captures only of the side not moving; the mover keeps every piece.
    const Mask enemyBefore = mover == Side::X ? before.o : before.x;
    GG_FUZZ_CHECK((captured & ~enemyBefore) == 0);
    GG_FUZZ_CHECK(countOf(next.pieces(mover)) == countOf(before.pieces(mover)));
    GG_FUZZ_CHECK(countOf(next.pieces(other(mover))) ==
                  countOf(before.pieces(other(mover))) - countOf(captured));
    std::vector<int> cells;
    for (int i = 0; i < Cells; ++i)
        if ((captured >> i) & 1)
            cells.push_back(i);
    GG_FUZZ_CHECK(r.captured == cells);
    m.states.resize(m.cursor + 1);
    m.quiet.resize(m.cursor + 1);
    m.states.push_back(next);
    m.quiet.push_back(captured ? 0 : m.quiet[m.cursor] + 1);
    ++m.cursor;
    GG_FUZZ_CHECK(r.status == m.status());
}

Position randomPosition(Bytes &in)
{
    Position p;
    const int xs = in.in(0, 4), os = in.in(0, 4);
    for (int i = 0; i < xs + os; ++i) {
        const int cell = in.in(0, Cells - 1);
        if (((p.x | p.o) >> cell) & 1)
            continue;
        (i < xs ? p.x : p.o) |= static_cast<Mask>(1u << cell);
    }
    p.toMove = in.flag() ? Side::O : Side::X;
    return p;
}

} // namespace

// The game-record importer (issue 19) on the raw bytes: refused with the ply at fault, or a
// game whose own record imports again to the same game.
void checkRecordImport(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), std::min<std::size_t>(size, 400));
    int bad = -2;
    const auto game = Game::fromRecord(text, &bad);
    if (!game) {
        GG_FUZZ_CHECK(bad >= 0);
        return;
    }
    GG_FUZZ_CHECK(bad == -1);
    const auto again = Game::fromRecord(game->record());
    GG_FUZZ_CHECK(again && again->position() == game->position() &&
                  again->status() == game->status() && again->plyCount() == game->plyCount() &&
                  again->record() == game->record());
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    checkRecordImport(data, size);
    Bytes in(data, size);
    Game game(GameOptions{in.flag() ? Side::O : Side::X});
    Model m;
    m.reset(game.position());
    GG_FUZZ_CHECK(countOf(game.position().x) == 4 && countOf(game.position().o) == 4);

    for (int step = 0; step < 1000 && !in.done(); ++step) {
        const int op = in.byte() % 32;
        if (op < 20) {
            // Mostly a legal move, sometimes any step or a pass.
            const auto legal = game.legalMoves();
            Move move = Move::step(in.in(-1, Cells), in.in(-1, Cells));
            if (op < 17 && !legal.empty())
                move = legal[static_cast<std::size_t>(in.in(0, 255)) % legal.size()];
            else if (op == 19)
                move = Move::pass();
            doPlay(game, m, move);
        } else if (op < 24) {
            const bool could = m.agreed || m.cursor > 0;
            GG_FUZZ_CHECK(game.undo() == could);
            if (m.agreed)
                m.agreed = false;
            else if (could)
                --m.cursor;
        } else if (op < 27) {
            const bool could = !m.agreed && m.cursor + 1 < m.states.size();
            GG_FUZZ_CHECK(game.redo() == could);
            m.cursor += could ? 1 : 0;
        } else if (op == 27) {
            const bool could = m.status() == Status::Playing;
            GG_FUZZ_CHECK(game.agreeDraw() == could);
            m.agreed = m.agreed || could;
        } else if (op == 28) {
            game.newGame(GameOptions{in.flag() ? Side::O : Side::X});
            m.reset(game.position());
            GG_FUZZ_CHECK(game.position() == Position::start(game.toMove()));
        } else if (op == 29) {
            const Position start = randomPosition(in);
            game.newGame(start);
            m.reset(start);
        } else if (op == 30) {
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        } else if (!game.over()) {
            // The computer without the solved table, at a 1 ms budget: a legal move.
            Ai ai(static_cast<Level>(in.in(0, 3)), nullptr, in.u64());
            const Move move = ai.choose(game.position(), nullptr, 1);
            GG_FUZZ_CHECK(game.isLegal(move));
        }
        check(game, m);
        checkRoundTrip(game);
    }
    return 0;
}
