// Fuzz target: Connect Four (docs/RULES.md §2) driven through gg::c4::Game — drops into any column
// (also off the board and into full columns), undo/redo by ply and by turn, new games with
// other sizes, opponents and first players, save/load — checked after every step against a
// naive model of the board:
//   * each disc lands on the lowest free cell; red and yellow counts follow the turn order
//     (red moves first, so red − yellow is 0 or 1);
//   * the status is recomputed by a naive four-in-a-row scan (never both colours);
//   * refusals (game over, no such column, full column) are exactly the model's;
//   * undo/redo restore the exact earlier board; serialize → deserialize is the same game;
//   * the computer (now and then, at a tiny budget) only returns playable columns;
//   * the same bytes as a pasted game record are refused with a reason or round-trip.

#include "fuzzsupport.h"

#include "connectfour/connectfourai.h"
#include "connectfour/connectfourgame.h"

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace gg::c4;
using gg::fuzz::Bytes;

struct Model
{
    int width = DefaultWidth;
    int height = DefaultHeight;
    std::vector<int> moves; // including the undone ones kept for redo
    std::size_t cursor = 0;

    // cells[col][row] for the first `cursor` moves.
    std::vector<std::vector<Disc>> board() const
    {
        std::vector<std::vector<Disc>> cells(static_cast<std::size_t>(width));
        for (std::size_t i = 0; i < cursor; ++i)
            cells[static_cast<std::size_t>(moves[i])].push_back(i % 2 == 0 ? Disc::Red
                                                                           : Disc::Yellow);
        for (auto &col : cells)
            col.resize(static_cast<std::size_t>(height), Disc::None);
        return cells;
    }
};

bool hasFour(const std::vector<std::vector<Disc>> &cells, int w, int h, Disc d)
{
    const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int c = 0; c < w; ++c)
        for (int r = 0; r < h; ++r)
            for (const auto &dir : dirs) {
                int k = 0;
                while (k < 4) {
                    const int cc = c + k * dir[0], rr = r + k * dir[1];
                    if (cc < 0 || cc >= w || rr < 0 || rr >= h || cells[cc][rr] != d)
                        break;
                    ++k;
                }
                if (k == 4)
                    return true;
            }
    return false;
}

Status naiveStatus(const Model &m)
{
    const auto cells = m.board();
    const bool red = hasFour(cells, m.width, m.height, Disc::Red);
    const bool yellow = hasFour(cells, m.width, m.height, Disc::Yellow);
    GG_FUZZ_CHECK(!(red && yellow));
    if (red)
        return Status::RedWon;
    if (yellow)
        return Status::YellowWon;
    if (static_cast<int>(m.cursor) == m.width * m.height)
        return Status::Draw;
    return Status::Playing;
}

void check(const Game &game, const Model &m)
{
    GG_FUZZ_CHECK(game.width() == m.width && game.height() == m.height);
    GG_FUZZ_CHECK(validSize(game.width(), game.height()));
    const auto cells = m.board();
    int red = 0, yellow = 0;
    for (int c = 0; c < m.width; ++c)
        for (int r = 0; r < m.height; ++r) {
            GG_FUZZ_CHECK(game.at(c, r) == cells[c][r]);
            red += game.at(c, r) == Disc::Red;
            yellow += game.at(c, r) == Disc::Yellow;
        }
    GG_FUZZ_CHECK(red - yellow == 0 || red - yellow == 1);
    GG_FUZZ_CHECK(red + yellow == game.moveCount());
    GG_FUZZ_CHECK(game.moveCount() == static_cast<int>(m.cursor));
    GG_FUZZ_CHECK(game.toMove() == (m.cursor % 2 == 0 ? Disc::Red : Disc::Yellow));
    GG_FUZZ_CHECK(game.moves() ==
                  std::vector<int>(m.moves.begin(), m.moves.begin() + static_cast<long>(m.cursor)));
    GG_FUZZ_CHECK(game.canUndo() == (m.cursor > 0));
    GG_FUZZ_CHECK(game.canRedo() == (m.cursor < m.moves.size()));
    const Status status = naiveStatus(m);
    GG_FUZZ_CHECK(game.status() == status);
    const auto four = game.winningCells();
    if (status == Status::RedWon || status == Status::YellowWon) {
        const Disc winner = status == Status::RedWon ? Disc::Red : Disc::Yellow;
        GG_FUZZ_CHECK(four.size() >= 4);
        for (auto [c, r] : four)
            GG_FUZZ_CHECK(c >= 0 && c < m.width && r >= 0 && r < m.height && cells[c][r] == winner);
        // The winner is the side that just moved.
        GG_FUZZ_CHECK(game.toMove() != winner);
    } else {
        GG_FUZZ_CHECK(four.empty());
    }
    if (m.cursor > 0) {
        const int col = m.moves[m.cursor - 1];
        int row = 0;
        while (row + 1 < m.height && cells[col][row + 1] != Disc::None)
            ++row;
        GG_FUZZ_CHECK(game.lastMove() == std::make_pair(col, row));
    } else {
        GG_FUZZ_CHECK(!game.lastMove());
    }
    for (int col = -1; col <= m.width; ++col) {
        DropError expected = DropError::None;
        if (status != Status::Playing)
            expected = DropError::GameOver;
        else if (col < 0 || col >= m.width)
            expected = DropError::NoSuchColumn;
        else if (cells[col][m.height - 1] != Disc::None)
            expected = DropError::ColumnFull;
        GG_FUZZ_CHECK(game.check(col) == expected);
    }
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->board() == game.board() && copy->options() == game.options());
    GG_FUZZ_CHECK(copy->computerDisc() == game.computerDisc() &&
                  copy->canRedo() == game.canRedo() && copy->status() == game.status());
}

ComputerPlayer &computer()
{
    // One player for the process: its solver table (32 MB) is allocated once.
    static ComputerPlayer player(1);
    return player;
}

} // namespace

// The game-record importer (issue 19) on the raw bytes: it either refuses them or gives a game
// whose record is the digits of the input and that imports again to the same board.
void checkRecordImport(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), std::min<std::size_t>(size, 200));
    for (int width : {7, 8}) {
        Game::RecordError error = Game::RecordError::None;
        int at = -1;
        const auto game = Game::fromRecord(text, width, &error, &at);
        if (!game) {
            GG_FUZZ_CHECK(error != Game::RecordError::None);
            GG_FUZZ_CHECK(at >= 0 && at <= static_cast<int>(text.size()));
            continue;
        }
        std::string digits;
        for (char c : text)
            if (c >= '1' && c <= '9')
                digits.push_back(c);
        GG_FUZZ_CHECK(game->record() == digits);
        const auto again = Game::fromRecord(game->record(), width);
        GG_FUZZ_CHECK(again && again->board().key() == game->board().key() &&
                      again->status() == game->status());
    }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    checkRecordImport(data, size);
    Bytes in(data, size);
    auto options = [&in] {
        Options o;
        o.width = in.in(MinSide - 1, 12);
        o.height = in.in(MinSide - 1, 12);
        o.opponent = in.flag() ? Opponent::Computer : Opponent::Human;
        o.first = static_cast<FirstPlayer>(in.in(0, 2));
        o.level = static_cast<Level>(in.in(0, 3));
        return o;
    };
    auto reset = [](const Game &g, Model &m, const Options &o) {
        m.width = validSize(o.width, o.height) ? o.width : DefaultWidth;
        m.height = validSize(o.width, o.height) ? o.height : DefaultHeight;
        m.moves.clear();
        m.cursor = 0;
        const Disc comp = g.computerDisc();
        if (o.opponent == Opponent::Human)
            GG_FUZZ_CHECK(comp == Disc::None);
        else if (o.first == FirstPlayer::Human)
            GG_FUZZ_CHECK(comp == Disc::Yellow);
        else if (o.first == FirstPlayer::Computer)
            GG_FUZZ_CHECK(comp == Disc::Red);
        else
            GG_FUZZ_CHECK(comp != Disc::None);
    };
    Options opts = options();
    Game game(opts, in.u64());
    Model m;
    reset(game, m, opts);

    for (int step = 0; step < 1000 && !in.done(); ++step) {
        const int op = in.byte() % 32;
        if (op < 20) {
            const int col = op < 18 ? in.in(-2, m.width + 1) : op - 20 + in.in(0, 11);
            const DropError expected = game.check(col);
            const auto cellsBefore = m.board();
            const DropResult r = game.drop(col);
            GG_FUZZ_CHECK(r.error == expected);
            if (r.error == DropError::None) {
                int row = 0;
                while (cellsBefore[col][row] != Disc::None)
                    ++row;
                GG_FUZZ_CHECK(r.row == row && r.column == col);
                GG_FUZZ_CHECK(r.disc == (m.cursor % 2 == 0 ? Disc::Red : Disc::Yellow));
                m.moves.resize(m.cursor);
                m.moves.push_back(col);
                ++m.cursor;
                GG_FUZZ_CHECK(r.status == naiveStatus(m));
            }
        } else if (op < 23) {
            const bool could = game.canUndo();
            GG_FUZZ_CHECK(game.undo() == could);
            m.cursor -= could ? 1 : 0;
        } else if (op < 25) {
            const bool could = game.canRedo();
            GG_FUZZ_CHECK(game.redo() == could);
            m.cursor += could ? 1 : 0;
        } else if (op == 25) {
            const Disc comp = game.computerDisc();
            const bool could = game.canUndoTurn();
            GG_FUZZ_CHECK(game.undoTurn() == could);
            if (could) {
                if (comp == Disc::None) {
                    --m.cursor;
                } else {
                    // At least one human ply went, and it is the human's turn (or the start).
                    const std::size_t before = m.cursor;
                    m.cursor = static_cast<std::size_t>(game.moveCount());
                    GG_FUZZ_CHECK(m.cursor < before);
                    bool human = false;
                    for (std::size_t i = m.cursor; i < before; ++i)
                        human |= (i % 2 == 0 ? Disc::Red : Disc::Yellow) != comp;
                    GG_FUZZ_CHECK(human);
                    GG_FUZZ_CHECK(m.cursor == 0 || game.toMove() != comp);
                    // No earlier stopping point would have done: the ply just above is human.
                    GG_FUZZ_CHECK((m.cursor % 2 == 0 ? Disc::Red : Disc::Yellow) != comp);
                }
            } else if (comp != Disc::None) {
                for (std::size_t i = 0; i < m.cursor; ++i)
                    GG_FUZZ_CHECK((i % 2 == 0 ? Disc::Red : Disc::Yellow) == comp);
            }
        } else if (op == 26) {
            const bool could = game.canRedoTurn();
            GG_FUZZ_CHECK(game.redoTurn() == could);
            if (could) {
                ++m.cursor;
                const Disc next = m.cursor % 2 == 0 ? Disc::Red : Disc::Yellow;
                if (game.computerDisc() != Disc::None && next == game.computerDisc() &&
                    m.cursor < m.moves.size() && naiveStatus(m) == Status::Playing)
                    ++m.cursor;
            }
        } else if (op == 27) {
            game.newGame();
            reset(game, m, game.options());
        } else if (op == 28) {
            opts = options();
            game.newGame(opts);
            reset(game, m, opts);
            GG_FUZZ_CHECK(game.options().level == opts.level &&
                          game.options().opponent == opts.opponent);
        } else if (op == 29) {
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        } else if (op == 30 && !game.over() && in.flag()) {
            const Level level = static_cast<Level>(in.in(0, 3));
            SearchLimits limits;
            limits.timeMs = 1;
            const MoveChoice choice = computer().choose(game.board(), level, limits);
            GG_FUZZ_CHECK(game.canDrop(choice.column));
            const int urgent = urgentMove(game.board());
            GG_FUZZ_CHECK(urgent == -1 || game.canDrop(urgent));
        } else if (op == 31) {
            game.markAssisted();
            GG_FUZZ_CHECK(game.assisted());
        }
        check(game, m);
        checkRoundTrip(game);
    }
    return 0;
}
