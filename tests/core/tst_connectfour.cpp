// Connect Four rules (docs/RULES.md §2) and the Game class the UI drives: fours in every
// direction on 7×6 and 8×6, full-column refusal, draws, random-playout invariants checked
// against a plain array implementation, undo/redo, and the save format.

#include "common/rng.h"
#include "connectfour/connectfourboard.h"
#include "connectfour/connectfourgame.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using gg::c4::Board;
using gg::c4::Disc;
using gg::c4::DropError;
using gg::c4::Game;
using gg::c4::Options;
using gg::c4::Status;

Q_DECLARE_METATYPE(std::string)

namespace {

// Full-board draws (no four anywhere), found by random play that avoids making fours.
const char *const Draw7x6 = "242222246341543663717511153741653355766774";
const char *const Draw8x6 = "646471115855774861568128425578867427462232133333";

// A plain grid for cross-checking the bitboards: grid[c][r], 0 empty, 1 red, 2 yellow.
struct Grid
{
    int w, h;
    std::vector<std::vector<int>> cells;
    Grid(int width, int height)
        : w(width), h(height), cells(static_cast<std::size_t>(width),
                                     std::vector<int>(static_cast<std::size_t>(height), 0))
    {
    }
    int at(int c, int r) const
    {
        if (c < 0 || c >= w || r < 0 || r >= h)
            return -1;
        return cells[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
    }
    bool fourThrough(int c, int r, int p) const
    {
        const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (const auto &d : dirs) {
            int n = 1;
            for (int s : {1, -1}) {
                int cc = c + d[0] * s, rr = r + d[1] * s;
                while (at(cc, rr) == p) {
                    ++n;
                    cc += d[0] * s;
                    rr += d[1] * s;
                }
            }
            if (n >= 4)
                return true;
        }
        return false;
    }
    bool hasFour(int p) const
    {
        for (int c = 0; c < w; ++c)
            for (int r = 0; r < h; ++r)
                if (at(c, r) == p && fourThrough(c, r, p))
                    return true;
        return false;
    }
    // Empty cells where `p` would complete a four (playable or not).
    std::set<std::pair<int, int>> threats(int p)
    {
        std::set<std::pair<int, int>> out;
        for (int c = 0; c < w; ++c)
            for (int r = 0; r < h; ++r)
                if (at(c, r) == 0) {
                    cells[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)] = p;
                    if (fourThrough(c, r, p))
                        out.insert({c, r});
                    cells[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)] = 0;
                }
        return out;
    }
};

int discCode(Disc d)
{
    return d == Disc::Red ? 1 : d == Disc::Yellow ? 2 : 0;
}

std::set<std::pair<int, int>> cellsOf(const gg::c4::Geometry &g, gg::c4::Bits bits)
{
    std::set<std::pair<int, int>> out;
    for (int c = 0; c < g.width; ++c)
        for (int r = 0; r < g.height; ++r)
            if (bits & g.cell(c, r))
                out.insert({c, r});
    return out;
}

// Plays 1-based digits that must all be legal.
Board boardOf(int w, int h, const std::string &digits)
{
    Board b(w, h);
    std::size_t played = 0;
    const bool ok = b.playDigits(digits, &played);
    if (!ok)
        qFatal("illegal test sequence %s at %zu", digits.c_str(), played);
    return b;
}

} // namespace

class TestConnectFour : public QObject
{
    Q_OBJECT

private slots:
    // docs/RULES.md §2.4: four in an unbroken line, horizontal, vertical or diagonal, wins.
    void fourInEveryDirection_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<std::string>("moves");
        QTest::addColumn<bool>("won");
        QTest::addColumn<QString>("cells"); // expected winning cells "c,r c,r ..." (0-based)
        // Red plays the listed cells; yellow's replies are placed out of the way.
        QTest::newRow("§2 horizontal bottom left 8x6")
            << 8 << std::string("1122334") << true << "0,0 1,0 2,0 3,0";
        QTest::newRow("§2 horizontal bottom right edge 8x6")
            << 8 << std::string("8877665") << true << "4,0 5,0 6,0 7,0";
        QTest::newRow("§2 horizontal bottom right edge 7x6")
            << 7 << std::string("7766554") << true << "3,0 4,0 5,0 6,0";
        QTest::newRow("§2 vertical first column")
            << 8 << std::string("1212121") << true << "0,0 0,1 0,2 0,3";
        QTest::newRow("§2 yellow vertical at the top of a column")
            << 7 << std::string("1711717171") << true << "0,2 0,3 0,4 0,5";
        QTest::newRow("§2 red vertical at the top of a column")
            << 7 << std::string("111212131") << true << "0,2 0,3 0,4 0,5";
        QTest::newRow("§2 diagonal up-right from a corner")
            << 8 << std::string("12243338444") << true << "0,0 1,1 2,2 3,3";
        QTest::newRow("§2 diagonal down-right to a corner 8x6")
            << 8 << std::string("87756661555") << true << "4,3 5,2 6,1 7,0";
        QTest::newRow("§2 diagonal down-right 7x6")
            << 7 << std::string("76645551444") << true << "3,3 4,2 5,1 6,0";
        QTest::newRow("§2 three in a row is not a win") << 8 << std::string("11223") << false << "";
        QTest::newRow("§2 four split by a gap is not a win")
            << 8 << std::string("1122445") << false << "";
        QTest::newRow("§2 yellow wins horizontally")
            << 8 << std::string("81122334") << true << "0,0 1,0 2,0 3,0";
    }
    void fourInEveryDirection()
    {
        QFETCH(int, width);
        QFETCH(std::string, moves);
        QFETCH(bool, won);
        QFETCH(QString, cells);
        const Board b = boardOf(width, 6, moves);
        QCOMPARE(b.lastMoverWon(), won);
        QStringList got;
        for (auto [c, r] : b.winningFour())
            got << QStringLiteral("%1,%2").arg(c).arg(r);
        QCOMPARE(got.join(QLatin1Char(' ')), cells);
        // Independent check with the plain grid.
        Grid g(width, 6);
        for (int c = 0; c < width; ++c)
            for (int r = 0; r < 6; ++r)
                g.cells[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)] =
                    discCode(b.at(c, r));
        QCOMPARE(g.hasFour(1) || g.hasFour(2), won);
    }

    // A column's top disc and the next column's bottom disc are not neighbours (the bitboard
    // keeps an empty sentinel bit between columns).
    void noFourAcrossColumnBoundaries_data()
    {
        QTest::addColumn<std::string>("moves");
        // Red: column 1 rows 3..5 and column 2 row 0, consecutive cells in column-major order.
        QTest::newRow("§2 top of a column and bottom of the next") << std::string("211151515");
    }
    void noFourAcrossColumnBoundaries()
    {
        QFETCH(std::string, moves);
        Board b(7, 6);
        QVERIFY(b.playDigits(moves));
        QVERIFY(!b.lastMoverWon());
        QVERIFY(b.winningFour().empty());
    }

    // docs/RULES.md §2.3: the disc lands on the lowest empty cell; a full column is refused.
    void dropAndFullColumn_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("expectedRow");
        QTest::addColumn<int>("error");
        // After "121212" column 1 (0-based 0) holds 3 discs, column 2 holds 3.
        QTest::newRow("§2 falls onto the pile") << 8 << 0 << 3 << int(DropError::None);
        QTest::newRow("§2 falls to the bottom") << 8 << 7 << 0 << int(DropError::None);
        QTest::newRow("§2 no column 9 on 8x6") << 8 << 8 << -1 << int(DropError::NoSuchColumn);
        QTest::newRow("§2 no column 8 on 7x6") << 7 << 7 << -1 << int(DropError::NoSuchColumn);
        QTest::newRow("§2 negative column") << 8 << -1 << -1 << int(DropError::NoSuchColumn);
        QTest::newRow("§2 full column refused") << 8 << 2 << -1 << int(DropError::ColumnFull);
    }
    void dropAndFullColumn()
    {
        QFETCH(int, width);
        QFETCH(int, column);
        QFETCH(int, expectedRow);
        QFETCH(int, error);
        Options o;
        o.width = width;
        o.opponent = gg::c4::Opponent::Human;
        Game g(o, 1);
        for (int col : {0, 1, 0, 1, 0, 1, 2, 2, 2, 2, 2, 2})
            QCOMPARE(g.drop(col).error, DropError::None);
        const auto before = g.moves();
        const auto r = g.drop(column);
        QCOMPARE(int(r.error), error);
        QCOMPARE(r.row, expectedRow);
        if (error != int(DropError::None)) {
            QCOMPARE(g.moves(), before);
            QVERIFY(!g.canDrop(column));
        } else {
            QCOMPARE(g.lastMove()->first, column);
            QCOMPARE(g.lastMove()->second, expectedRow);
        }
    }

    // docs/RULES.md §2.5: a full board without a four is a draw; nothing can follow a result.
    void drawAndGameOver_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<std::string>("moves");
        QTest::addColumn<int>("status");
        QTest::newRow("§2 full 7x6 board without four is a draw")
            << 7 << std::string(Draw7x6) << int(Status::Draw);
        QTest::newRow("§2 full 8x6 board without four is a draw")
            << 8 << std::string(Draw8x6) << int(Status::Draw);
        QTest::newRow("§2 red wins") << 8 << std::string("1212121") << int(Status::RedWon);
        QTest::newRow("§2 yellow wins") << 8 << std::string("31212121") << int(Status::YellowWon);
        QTest::newRow("§2 one disc short of full is still playing")
            << 7 << std::string(Draw7x6).substr(0, 41) << int(Status::Playing);
    }
    void drawAndGameOver()
    {
        QFETCH(int, width);
        QFETCH(std::string, moves);
        QFETCH(int, status);
        Options o;
        o.width = width;
        o.opponent = gg::c4::Opponent::Human;
        Game g(o, 1);
        for (char ch : moves)
            QCOMPARE(g.drop(ch - '1').error, DropError::None);
        QCOMPARE(int(g.status()), status);
        if (status != int(Status::Playing)) {
            for (int c = 0; c < width; ++c)
                QCOMPARE(g.drop(c).error, DropError::GameOver);
            QCOMPARE(g.winningCells().empty(), status == int(Status::Draw));
        }
        // The board parser refuses a move after the end as well.
        Board b(width, 6);
        QVERIFY(b.playDigits(moves));
        if (status != int(Status::Playing) && status != int(Status::Draw))
            QVERIFY(!b.playDigits("1"));
    }

    // Random games: the bitboards agree with a plain grid on every cell, every threat and every
    // result; red and yellow alternate; the game stops at the first four.
    void randomPlayoutInvariants_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("8x6") << 8 << 6;
        QTest::newRow("7x6") << 7 << 6;
        QTest::newRow("5x4") << 5 << 4;
        QTest::newRow("4x12 (tall)") << 4 << 12;
        QTest::newRow("9x5") << 9 << 5;
    }
    void randomPlayoutInvariants()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        gg::Rng rng(static_cast<std::uint64_t>(width * 100 + height));
        for (int game = 0; game < 60; ++game) {
            Board b(width, height);
            Grid g(width, height);
            while (!b.over()) {
                // Threats and non-losing moves against the grid.
                const int me = discCode(b.toMove());
                const int them = 3 - me;
                QCOMPARE(cellsOf(b.geometry(), b.ownThreats()), g.threats(me));
                QCOMPARE(cellsOf(b.geometry(), b.opponentThreats()), g.threats(them));
                const auto nonLosing = b.nonLosingMoves();
                for (int c = 0; c < width; ++c) {
                    if (!b.canPlay(c) || b.isWinningMove(c))
                        continue;
                    Board child = b;
                    child.play(c);
                    // A move is "non-losing" exactly when the opponent cannot win at once.
                    QCOMPARE((nonLosing & b.geometry().columnMask(c)) != 0, !child.canWinNext());
                }
                int col;
                do {
                    col = static_cast<int>(rng.below(static_cast<std::uint32_t>(width)));
                } while (!b.canPlay(col));
                const int row = b.landingRow(col);
                QCOMPARE(g.at(col, row), 0);
                QVERIFY(row == 0 || g.at(col, row - 1) != 0);
                const Disc mover = b.toMove();
                QCOMPARE(b.isWinningMove(col), g.threats(discCode(mover)).count({col, row}) == 1);
                b.play(col);
                g.cells[static_cast<std::size_t>(col)][static_cast<std::size_t>(row)] =
                    discCode(mover);
                QCOMPARE(b.at(col, row), mover);
                QCOMPARE(b.lastMoverWon(), g.hasFour(discCode(mover)));
                QVERIFY(!g.hasFour(3 - discCode(mover)));
                QCOMPARE(b.toMove(), gg::c4::other(mover));
                // The key is a function of the position only; the mirror is an involution.
                QCOMPARE(b.key(), b.current() + b.mask());
            }
            QVERIFY(b.lastMoverWon() || b.moves() == width * height);
        }
    }

    // Game: undo/redo of single plies and of whole turns against the computer.
    void undoRedo()
    {
        Options o;
        o.opponent = gg::c4::Opponent::Computer;
        o.first = gg::c4::FirstPlayer::Human;
        Game g(o, 1);
        QCOMPARE(g.computerDisc(), Disc::Yellow);
        QVERIFY(!g.canUndoTurn());
        g.drop(3); // human
        QVERIFY(g.isComputerTurn());
        g.drop(4); // computer
        g.drop(3); // human
        g.drop(2); // computer
        QCOMPARE(g.moveCount(), 4);
        QVERIFY(g.undoTurn());
        QCOMPARE(g.moves(), (std::vector<int>{3, 4}));
        QVERIFY(!g.isComputerTurn());
        QVERIFY(g.redoTurn());
        QCOMPARE(g.moves(), (std::vector<int>{3, 4, 3, 2}));
        // While the computer is still to reply, undo takes back only the human's move.
        QVERIFY(g.undo());
        QVERIFY(g.isComputerTurn());
        QVERIFY(g.undoTurn());
        QCOMPARE(g.moves(), (std::vector<int>{3, 4}));
        // A new move clears the redo list.
        g.drop(0);
        QVERIFY(!g.canRedo());
        // Computer first: its opening move alone cannot be undone by the human.
        o.first = gg::c4::FirstPlayer::Computer;
        g.newGame(o);
        QCOMPARE(g.computerDisc(), Disc::Red);
        g.drop(3);
        QVERIFY(!g.canUndoTurn());
        QVERIFY(!g.undoTurn());
        QCOMPARE(g.moveCount(), 1);
        g.drop(3);
        g.drop(3);
        QVERIFY(g.undoTurn());
        QCOMPARE(g.moves(), (std::vector<int>{3}));
        // Two humans: one ply at a time.
        o.opponent = gg::c4::Opponent::Human;
        g.newGame(o);
        QCOMPARE(g.computerDisc(), Disc::None);
        g.drop(1);
        g.drop(2);
        QVERIFY(g.undoTurn());
        QCOMPARE(g.moves(), (std::vector<int>{1}));
        // Undo after a win reopens the game; the winning four disappears.
        g.newGame(o);
        for (int c : {0, 1, 0, 1, 0, 1, 0})
            g.drop(c);
        QCOMPARE(g.status(), Status::RedWon);
        QCOMPARE(g.winningCells().size(), std::size_t{4});
        QVERIFY(g.undo());
        QCOMPARE(g.status(), Status::Playing);
        QVERIFY(g.winningCells().empty());
        QVERIFY(g.redo());
        QCOMPARE(g.status(), Status::RedWon);
    }

    void randomFirstPlayer()
    {
        Options o;
        o.first = gg::c4::FirstPlayer::Random;
        Game g(o, 42);
        std::set<Disc> seen;
        for (int i = 0; i < 40; ++i) {
            g.newGame();
            seen.insert(g.computerDisc());
        }
        QCOMPARE(seen, (std::set<Disc>{Disc::Red, Disc::Yellow}));
    }

    void saveRoundTrip()
    {
        Options o;
        o.width = 7;
        o.level = gg::c4::Level::Expert;
        o.first = gg::c4::FirstPlayer::Random;
        Game g(o, 9);
        for (int c : {3, 3, 2, 4, 5, 1})
            g.drop(c);
        g.undo();
        g.markAssisted();
        const std::string text = g.serialize();
        auto back = Game::deserialize(text);
        QVERIFY(back.has_value());
        QCOMPARE(back->options(), g.options());
        QCOMPARE(back->computerDisc(), g.computerDisc());
        QCOMPARE(back->moves(), g.moves());
        QCOMPARE(back->board(), g.board());
        QVERIFY(back->canRedo());
        QVERIFY(back->assisted());
        QCOMPARE(back->serialize(), text);
        back->redo();
        QCOMPARE(back->moveCount(), 6);
        // A finished game round-trips too.
        Game won(o, 3);
        for (int c : {0, 1, 0, 1, 0, 1, 0})
            won.drop(c);
        auto wonBack = Game::deserialize(won.serialize());
        QVERIFY(wonBack.has_value());
        QCOMPARE(wonBack->status(), Status::RedWon);
    }

    void corruptSavesRejected_data()
    {
        QTest::addColumn<QString>("from"); // text to replace in a valid save ("" = whole)
        QTest::addColumn<QString>("to");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("garbage") << QString() << QStringLiteral("\x01\x02 nonsense\n");
        QTest::newRow("wrong game") << "game connectfour"
                                    << "game gomoku";
        QTest::newRow("future version") << "version 1"
                                        << "version 2";
        QTest::newRow("width too small") << "width 8"
                                         << "width 3";
        QTest::newRow("board too big for 64 bits") << "width 8"
                                                   << "width 10";
        QTest::newRow("unknown level") << "level medium"
                                       << "level godlike";
        QTest::newRow("unknown opponent") << "opponent computer"
                                          << "opponent robot";
        QTest::newRow("computer colour contradicts first player") << "computer yellow"
                                                                  << "computer red";
        QTest::newRow("column out of range") << "moves 3 3 4"
                                             << "moves 3 3 9";
        QTest::newRow("negative column") << "moves 3 3 4"
                                         << "moves 3 -1 4";
        QTest::newRow("overfull column") << "moves 3 3 4"
                                         << "moves 3 3 3 3 3 3 3";
        QTest::newRow("move after a win") << "moves 3 3 4"
                                          << "moves 0 1 0 1 0 1 0 1";
        QTest::newRow("cursor beyond moves") << "cursor 3"
                                             << "cursor 4";
        QTest::newRow("negative cursor") << "cursor 3"
                                         << "cursor -1";
        QTest::newRow("bad rng") << "rng "
                                 << "rng zz ";
        QTest::newRow("missing moves") << "moves 3 3 4"
                                       << "nomoves 3 3 4";
        QTest::newRow("assisted not a flag") << "assisted 0"
                                             << "assisted 7";
    }
    void corruptSavesRejected()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        Game g(Options{}, 5);
        for (int c : {3, 3, 4})
            g.drop(c);
        QString text = QString::fromStdString(g.serialize());
        QVERIFY(Game::deserialize(text.toStdString()).has_value());
        if (from.isEmpty()) {
            text = to;
        } else {
            QVERIFY2(text.contains(from), qPrintable(text));
            text.replace(from, to);
        }
        QVERIFY(!Game::deserialize(text.toStdString()).has_value());
    }

    // Random damage never crashes the loader (and whatever loads is a legal game).
    void fuzzedSaves()
    {
        Game g(Options{}, 5);
        for (int c : {3, 3, 4, 2, 5, 5})
            g.drop(c);
        const std::string text = g.serialize();
        gg::Rng rng(77);
        for (int i = 0; i < 2000; ++i) {
            std::string damaged = text;
            const int edits = 1 + static_cast<int>(rng.below(4));
            for (int e = 0; e < edits; ++e) {
                const auto pos = rng.below(static_cast<std::uint32_t>(damaged.size()));
                damaged[pos] = static_cast<char>(rng.below(128));
            }
            if (auto loaded = Game::deserialize(damaged)) {
                const Board &b = loaded->board();
                QVERIFY(b.moves() <= b.width() * b.height());
            }
        }
    }

    // Game records (issue 19): the move string round-trips through fromRecord() to the same
    // moves, board and status; bad text is refused with the reason and the move at fault.
    void recordRoundTrips_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("moves");
        QTest::newRow("one disc") << 7 << QStringLiteral("4");
        QTest::newRow("7x6 middle game") << 7 << QStringLiteral("44433521");
        QTest::newRow("8x6 with column 8") << 8 << QStringLiteral("4453388");
        QTest::newRow("ends in a win") << 7 << QStringLiteral("1212121");
        QTest::newRow("full-board draw 7x6")
            << 7 << QStringLiteral("746336637473574166457736351524215222121451");
    }
    void recordRoundTrips()
    {
        QFETCH(int, width);
        QFETCH(QString, moves);
        auto game = Game::fromRecord(moves.toStdString(), width);
        QVERIFY(game);
        QCOMPARE(QString::fromStdString(game->record()), moves);
        QCOMPARE(game->moveCount(), int(moves.size()));
        QCOMPARE(game->width(), width);
        Board board(width, 6);
        QVERIFY(board.playDigits(moves.toStdString()));
        QCOMPARE(game->board().key(), board.key());
        auto again = Game::fromRecord(game->record() + "\n", width);
        QVERIFY(again);
        QCOMPARE(again->status(), game->status());
        // Spaces between moves are allowed (as other programs print them).
        QString spaced;
        for (QChar c : moves)
            spaced += c + QLatin1Char(' ');
        QVERIFY(Game::fromRecord(spaced.toStdString(), width));
    }
    void recordRefusals_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("at");
        using E = Game::RecordError;
        QTest::newRow("empty") << 7 << QString() << int(E::Empty) << 0;
        QTest::newRow("a letter") << 7 << QStringLiteral("44x3") << int(E::BadCharacter) << 3;
        QTest::newRow("column 0") << 7 << QStringLiteral("40") << int(E::BadCharacter) << 2;
        QTest::newRow("column 8 on 7x6")
            << 7 << QStringLiteral("448") << int(E::ColumnOutOfRange) << 3;
        QTest::newRow("seventh disc in a column")
            << 7 << QStringLiteral("4444444") << int(E::ColumnFull) << 7;
        QTest::newRow("a move after the win")
            << 7 << QStringLiteral("12121213") << int(E::AfterEnd) << 8;
    }
    void recordRefusals()
    {
        QFETCH(int, width);
        QFETCH(QString, text);
        QFETCH(int, error);
        QFETCH(int, at);
        Game::RecordError got = Game::RecordError::None;
        int where = -1;
        QVERIFY(!Game::fromRecord(text.toStdString(), width, &got, &where));
        QCOMPARE(int(got), error);
        QCOMPARE(where, at);
    }
};

QTEST_APPLESS_MAIN(TestConnectFour)
#include "tst_connectfour.moc"
