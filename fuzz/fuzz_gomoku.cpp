// Fuzz target: Gomoku (docs/RULES.md §3) driven through gg::gomoku::Game — stones on any point
// (also off the board and on occupied points), undo/redo, new games with other sizes and both
// rules, save/load — checked after every step against a naive model:
//   * stones alternate, black first: black − white is 0 or 1, the side to move follows;
//   * the status is recomputed by a naive scan of every line of the board for five (or, under
//     the exactly-five rule, runs of exactly five), never for both colours;
//   * the winning line holds the last stone and only the winner's stones;
//   * refusals are exactly the model's (under Renju black's forbidden points too, which are
//     then no legal moves); undo/redo restore the exact earlier board;
//   * serialize → deserialize is the same game;
//   * the computer (now and then, at a tiny budget) only returns legal points.

#include "fuzzsupport.h"

#include "gomoku/gomokuai.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace gg::gomoku;
using gg::fuzz::Bytes;

struct Model
{
    int size = DefaultSize;
    Rule rule = Rule::FiveOrMore;
    std::vector<Point> moves; // including the undone ones kept for redo
    std::size_t cursor = 0;

    std::vector<Stone> board() const
    {
        std::vector<Stone> cells(static_cast<std::size_t>(size * size), Stone::Empty);
        for (std::size_t i = 0; i < cursor; ++i)
            cells[moves[i].row * size + moves[i].col] = i % 2 == 0 ? Stone::Black : Stone::White;
        return cells;
    }
};

// True if `s` has a winning run anywhere: a maximal run of 5+ (exactly 5 under ExactlyFive).
bool naiveWins(const std::vector<Stone> &cells, int n, Rule rule, Stone s)
{
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    auto at = [&](int r, int c) {
        return r >= 0 && c >= 0 && r < n && c < n ? cells[r * n + c] : Stone::Empty;
    };
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            for (const auto &d : dirs) {
                if (at(r, c) != s || at(r - d[0], c - d[1]) == s)
                    continue; // not the start of a maximal run
                int len = 0;
                while (at(r + len * d[0], c + len * d[1]) == s)
                    ++len;
                if (lineRule(rule, s) == Rule::ExactlyFive ? len == 5 : len >= 5)
                    return true;
            }
    return false;
}

Status naiveStatus(const Model &m)
{
    const auto cells = m.board();
    const bool black = naiveWins(cells, m.size, m.rule, Stone::Black);
    const bool white = naiveWins(cells, m.size, m.rule, Stone::White);
    GG_FUZZ_CHECK(!(black && white));
    if (black)
        return Status::BlackWon;
    if (white)
        return Status::WhiteWon;
    if (static_cast<int>(m.cursor) == m.size * m.size)
        return Status::Draw;
    // Renju: black to move with at most 12 points left, every one forbidden.
    const std::size_t empty = cells.size() - m.cursor;
    if (m.rule == Rule::Renju && m.cursor % 2 == 0 && empty <= 12) {
        std::size_t forbidden = 0;
        for (int i = 0; i < m.size * m.size; ++i)
            forbidden += cells[i] == Stone::Empty &&
                         forbiddenAt(cells, m.size, {i / m.size, i % m.size}) != Forbidden::None;
        if (forbidden == empty)
            return Status::Draw;
    }
    return Status::Playing;
}

void check(const Game &game, const Model &m)
{
    GG_FUZZ_CHECK(game.size() == m.size && game.rule() == m.rule);
    const auto cells = m.board();
    GG_FUZZ_CHECK(game.cells() == cells);
    const long black = std::count(cells.begin(), cells.end(), Stone::Black);
    const long white = std::count(cells.begin(), cells.end(), Stone::White);
    GG_FUZZ_CHECK(black - white == 0 || black - white == 1);
    GG_FUZZ_CHECK(black + white == game.moveCount());
    GG_FUZZ_CHECK(game.moveCount() == static_cast<int>(m.cursor));
    GG_FUZZ_CHECK(game.toMove() == (m.cursor % 2 == 0 ? Stone::Black : Stone::White));
    GG_FUZZ_CHECK(game.canUndo() == (m.cursor > 0) &&
                  game.canRedo() == (m.cursor < m.moves.size()));
    const Status status = naiveStatus(m);
    GG_FUZZ_CHECK(game.status() == status);
    const auto &line = game.winningLine();
    if (status == Status::BlackWon || status == Status::WhiteWon) {
        const Stone winner = status == Status::BlackWon ? Stone::Black : Stone::White;
        GG_FUZZ_CHECK(game.winner() == winner);
        GG_FUZZ_CHECK(line.size() >= 5);
        GG_FUZZ_CHECK(std::find(line.begin(), line.end(), m.moves[m.cursor - 1]) != line.end());
        for (const Point &p : line)
            GG_FUZZ_CHECK(game.at(p) == winner);
        // The winner just moved.
        GG_FUZZ_CHECK(game.toMove() != winner);
    } else {
        GG_FUZZ_CHECK(line.empty() && game.winner() == Stone::Empty);
    }
    // Renju: black's forbidden points are no legal moves (and refused, see the play step).
    std::size_t forbidden = 0;
    if (m.rule == Rule::Renju && status == Status::Playing && game.toMove() == Stone::Black &&
        m.size <= 15)
        forbidden = forbiddenPoints(cells, m.size).size();
    if (m.size <= 15 || m.rule != Rule::Renju)
        GG_FUZZ_CHECK(game.legalMoves().size() ==
                      (status == Status::Playing
                           ? static_cast<std::size_t>(m.size * m.size) - m.cursor - forbidden
                           : 0));
    if (m.cursor > 0) {
        GG_FUZZ_CHECK(game.lastMove() == m.moves[m.cursor - 1]);
        GG_FUZZ_CHECK(game.moveNumberAt(m.moves[m.cursor - 1]) == static_cast<int>(m.cursor));
    } else {
        GG_FUZZ_CHECK(!game.lastMove());
    }
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->cells() == game.cells() && copy->status() == game.status());
    GG_FUZZ_CHECK(copy->moves() == game.moves() && copy->canRedo() == game.canRedo());
    GG_FUZZ_CHECK(copy->winningLine() == game.winningLine());
}

// A point near the last stone most of the time, so lines (and wins) actually form.
Point pickPoint(Bytes &in, const Game &game, const Model &m)
{
    const int mode = in.in(0, 7);
    if (mode == 0)
        return {in.in(-3, m.size + 2), in.in(-3, m.size + 2)};
    Point base{m.size / 2, m.size / 2};
    if (auto last = game.lastMove(); last && mode < 6)
        base = *last;
    return {base.row + in.in(-2, 2), base.col + in.in(-2, 2)};
}

} // namespace

// The game-record importer (issue 19) on the raw bytes: refused with the move at fault, or
// a game whose notation and .psq both import again to the same game.
void checkRecordImport(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), std::min<std::size_t>(size, 600));
    int bad = -2;
    const auto game = gg::gomoku::Game::fromRecord(text, 15, gg::gomoku::Rule::FiveOrMore, &bad);
    if (!game) {
        GG_FUZZ_CHECK(bad >= 0);
        return;
    }
    for (const std::string &again : {game->record(), game->psq()}) {
        const auto back = gg::gomoku::Game::fromRecord(again, game->size(), game->rule());
        GG_FUZZ_CHECK(back && back->record() == game->record() && back->status() == game->status());
    }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    checkRecordImport(data, size);
    Bytes in(data, size);
    Options opts;
    opts.size = in.in(MinSize - 2, MaxSize + 2);
    opts.rule = Rule(in.in(0, 2));
    Game game(opts);
    Model m;
    auto reset = [&m](const Options &o) {
        m.size = std::clamp(o.size, MinSize, MaxSize);
        m.rule = o.rule;
        m.moves.clear();
        m.cursor = 0;
    };
    reset(opts);

    for (int step = 0; step < 1000 && !in.done(); ++step) {
        const int op = in.byte() % 32;
        if (op < 22) {
            const Point p = pickPoint(in, game, m);
            MoveError expected = MoveError::None;
            if (naiveStatus(m) != Status::Playing)
                expected = MoveError::GameOver;
            else if (p.row < 0 || p.col < 0 || p.row >= m.size || p.col >= m.size)
                expected = MoveError::OffBoard;
            else if (m.board()[p.row * m.size + p.col] != Stone::Empty)
                expected = MoveError::Occupied;
            else if (m.rule == Rule::Renju && m.cursor % 2 == 0 &&
                     forbiddenAt(m.board(), m.size, p) != Forbidden::None)
                expected = MoveError::Forbidden;
            GG_FUZZ_CHECK(game.check(p) == expected);
            const MoveResult r = game.play(p);
            GG_FUZZ_CHECK(r.error == expected);
            if (r.ok()) {
                m.moves.resize(m.cursor);
                m.moves.push_back(p);
                ++m.cursor;
                GG_FUZZ_CHECK(r.status == naiveStatus(m));
                GG_FUZZ_CHECK(r.winningLine == game.winningLine());
            }
        } else if (op < 25) {
            const bool could = game.canUndo();
            GG_FUZZ_CHECK(game.undo() == could);
            m.cursor -= could ? 1 : 0;
        } else if (op < 28) {
            const bool could = game.canRedo();
            GG_FUZZ_CHECK(game.redo() == could);
            m.cursor += could ? 1 : 0;
        } else if (op == 28) {
            game.newGame();
            reset(game.options());
        } else if (op == 29) {
            opts.size = in.in(MinSize - 2, MaxSize + 2);
            opts.rule = Rule(in.in(0, 2));
            game.newGame(opts);
            reset(opts);
        } else if (op == 30) {
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        } else if (!game.over() && in.in(0, 3) == 0) {
            // The computer at its two cheapest levels and a 1 ms budget.
            AiSettings settings;
            settings.level = in.flag() ? Level::Easy : Level::Medium;
            settings.timeMs = 1;
            settings.seed = in.byte();
            Ai ai(settings);
            const AiMove move = ai.choose(game);
            GG_FUZZ_CHECK(move.valid());
            GG_FUZZ_CHECK(game.canPlay(move.point));
        }
        check(game, m);
        checkRoundTrip(game);
    }
    return 0;
}
