// Gomoku rules, docs/RULES.md §3: five or more in an unbroken line wins (horizontal, vertical,
// both diagonals), broken lines do not, "exactly five" refuses overlines, a full board is
// a draw, black moves first; plus history, undo/redo and saves.

#include "gomoku/gomokurules.h"

#include <QtTest>

using namespace gg::gomoku;

Q_DECLARE_METATYPE(gg::gomoku::Rule)
Q_DECLARE_METATYPE(gg::gomoku::Status)

namespace {

// Plays black on `black` and white on `white`, alternating (black first); white's list may
// be one shorter. Fails the test on an illegal move.
Game playOut(const QList<QPoint> &black, const QList<QPoint> &white, Rule rule = Rule::FiveOrMore,
             int size = DefaultSize)
{
    Game game(Options{size, rule});
    for (qsizetype i = 0; i < black.size(); ++i) {
        if (!game.play(Point{black[i].y(), black[i].x()}).ok())
            qFatal("illegal black move");
        if (i < white.size() && !game.play(Point{white[i].y(), white[i].x()}).ok())
            qFatal("illegal white move");
    }
    return game;
}

// Points (col = x, row = y) along a line from (row, col) with step (dr, dc).
QList<QPoint> line(int row, int col, int dr, int dc, int count)
{
    QList<QPoint> points;
    for (int i = 0; i < count; ++i)
        points.append(QPoint(col + i * dc, row + i * dr));
    return points;
}

} // namespace

class TestGomokuRules : public QObject
{
    Q_OBJECT

private slots:
    void win_data();
    void win();
    void winningLineCells();
    void fullBoardDraw();
    void refusedMoves();
    void blackMovesFirst();
    void undoRedo();
    void moveNumbersAndLastMove();
    void saveRoundTrip();
    void hostileSaves_data();
    void hostileSaves();

    // Game records (issue 19): board notation and .psq round-trip to the same game; bad text
    // and unplayable moves are refused with the move at fault.
    void recordRoundTrips_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("record");
        QTest::newRow("one stone") << 15 << QStringLiteral("H8");
        QTest::newRow("an opening") << 15 << QStringLiteral("H8 I9 J10 G7 K11");
        QTest::newRow("19x19 corners") << 19 << QStringLiteral("A1 S19 A19 S1");
        QTest::newRow("a five") << 15 << QStringLiteral("A1 B2 A2 B3 A3 B4 A4 B5 A5");
    }
    void recordRoundTrips()
    {
        QFETCH(int, size);
        QFETCH(QString, record);
        int bad = 0;
        auto game = gg::gomoku::Game::fromRecord(record.toStdString(), size,
                                                 gg::gomoku::Rule::FiveOrMore, &bad);
        QVERIFY2(game, qPrintable(QString::number(bad)));
        QCOMPARE(QString::fromStdString(game->record()), record);
        // Through .psq (its size in the header; the size argument is ignored).
        auto viaPsq = gg::gomoku::Game::fromRecord(game->psq(), 15, gg::gomoku::Rule::FiveOrMore);
        QVERIFY(viaPsq);
        QCOMPARE(viaPsq->size(), size);
        QCOMPARE(viaPsq->record(), game->record());
        QCOMPARE(viaPsq->status(), game->status());
        // Lower case and commas are read too.
        QVERIFY(gg::gomoku::Game::fromRecord(record.toLower().replace(' ', ',').toStdString(), size,
                                             gg::gomoku::Rule::FiveOrMore));
    }
    void recordRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("badMove");
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("a point twice") << QStringLiteral("H8 H8") << 2;
        QTest::newRow("off the board") << QStringLiteral("H8 P1") << 2;
        QTest::newRow("row 16") << QStringLiteral("H16") << 1;
        QTest::newRow("no number") << QStringLiteral("H8 I") << 2;
        QTest::newRow("a symbol") << QStringLiteral("H8 #9") << 2;
        QTest::newRow("after the five") << QStringLiteral("A1 B2 A2 B3 A3 B4 A4 B5 A5 C1") << 10;
        QTest::newRow("psq of another size")
            << QStringLiteral("Piskvorky 20x20, 11:11, 0\n1,1,0\n") << 0;
    }
    void recordRefusals()
    {
        QFETCH(QString, text);
        QFETCH(int, badMove);
        int bad = -5;
        QVERIFY(!gg::gomoku::Game::fromRecord(text.toStdString(), 15, gg::gomoku::Rule::FiveOrMore,
                                              &bad));
        QCOMPARE(bad, badMove);
    }
};

void TestGomokuRules::win_data()
{
    QTest::addColumn<QList<QPoint>>("black");
    QTest::addColumn<QList<QPoint>>("white");
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<Status>("expected");

    // White's stones are scattered far away on the top and bottom rows.
    const QList<QPoint> filler = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}};
    QTest::newRow("§3 horizontal five wins")
        << line(7, 3, 0, 1, 5) << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 vertical five wins")
        << line(3, 7, 1, 0, 5) << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 diagonal five wins")
        << line(3, 3, 1, 1, 5) << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 anti-diagonal five wins")
        << line(3, 11, 1, -1, 5) << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 five along the edge wins")
        << line(14, 0, 0, 1, 5) << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 four is not a win")
        << line(7, 3, 0, 1, 4) << filler << Rule::FiveOrMore << Status::Playing;
    // The tutorial's bug: X X _ X X X counted as a win.
    QTest::newRow("§3 broken line X X _ X X X does not win")
        << QList<QPoint>{{3, 7}, {4, 7}, {6, 7}, {7, 7}, {8, 7}} << filler << Rule::FiveOrMore
        << Status::Playing;
    QTest::newRow("§3 broken diagonal does not win")
        << QList<QPoint>{{3, 3}, {4, 4}, {5, 5}, {7, 7}, {8, 8}} << filler << Rule::FiveOrMore
        << Status::Playing;
    QTest::newRow("§3 line interrupted by the opponent does not win")
        << QList<QPoint>{{3, 7}, {4, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}}
        << QList<QPoint>{{5, 7}, {0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}} << Rule::FiveOrMore
        << Status::Playing;
    // The sixth stone joins two runs (3 + 2) into an overline.
    const QList<QPoint> six = {{3, 7}, {4, 7}, {5, 7}, {7, 7}, {8, 7}, {6, 7}};
    QTest::newRow("§3 overline wins under five-or-more")
        << six << filler << Rule::FiveOrMore << Status::BlackWon;
    QTest::newRow("§3 overline does not win under exactly-five")
        << six << filler << Rule::ExactlyFive << Status::Playing;
    QTest::newRow("§3 exactly five wins under exactly-five")
        << line(7, 3, 0, 1, 5) << filler << Rule::ExactlyFive << Status::BlackWon;
    QTest::newRow("§3 seven on a diagonal under exactly-five does not win")
        << QList<QPoint>{{2, 2}, {3, 3}, {4, 4}, {6, 6}, {7, 7}, {8, 8}, {5, 5}}
        << QList<QPoint>{{0, 14}, {2, 14}, {4, 14}, {6, 14}, {8, 14}, {10, 14}} << Rule::ExactlyFive
        << Status::Playing;
    QTest::newRow("§3 white wins too")
        << QList<QPoint>{{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}} << line(7, 3, 0, 1, 5)
        << Rule::FiveOrMore << Status::WhiteWon;
}

void TestGomokuRules::win()
{
    QFETCH(QList<QPoint>, black);
    QFETCH(QList<QPoint>, white);
    QFETCH(Rule, rule);
    QFETCH(Status, expected);
    // Interleave so that the last stone of the winner is the last move.
    Game game(Options{DefaultSize, rule});
    const bool blackWins = expected != Status::WhiteWon;
    const auto &winner = blackWins ? black : white;
    const auto &loser = blackWins ? white : black;
    for (qsizetype i = 0; i < winner.size(); ++i) {
        if (!blackWins)
            QVERIFY(game.play(Point{loser[i].y(), loser[i].x()}).ok());
        const MoveResult result = game.play(Point{winner[i].y(), winner[i].x()});
        QVERIFY(result.ok());
        if (i + 1 < winner.size())
            QCOMPARE(result.status, Status::Playing);
        if (blackWins && i + 1 < winner.size())
            QVERIFY(game.play(Point{loser[i].y(), loser[i].x()}).ok());
    }
    QCOMPARE(game.status(), expected);
    QCOMPARE(game.over(), expected != Status::Playing);
}

void TestGomokuRules::winningLineCells()
{
    // docs/RULES.md §3.4: the winning line is the whole unbroken run (six stones on an overline).
    const QList<QPoint> black = {{3, 7}, {4, 7}, {5, 7}, {7, 7}, {8, 7}, {6, 7}};
    const QList<QPoint> white = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}};
    Game game = playOut(black, white);
    QCOMPARE(game.status(), Status::BlackWon);
    QCOMPARE(game.winner(), Stone::Black);
    QCOMPARE(game.winningLine().size(), std::size_t(6));
    for (const Point &p : game.winningLine())
        QCOMPARE(p.row, 7);

    // A move that completes two fives at once reports both lines (9 distinct stones).
    Game cross = playOut({{3, 7}, {4, 7}, {6, 7}, {7, 7}, {5, 5}, {5, 6}, {5, 8}, {5, 9}, {5, 7}},
                         {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}, {12, 0}, {14, 0}});
    QCOMPARE(cross.status(), Status::BlackWon);
    QCOMPARE(cross.winningLine().size(), std::size_t(10)); // the centre counted in each line
}

void TestGomokuRules::fullBoardDraw()
{
    // docs/RULES.md §3.5: a full board without five is a draw. Fill 5x5 with a pattern that has no
    // five: rows alternate colours in pairs of columns, shifted so no line of five forms.
    Game game(Options{5, Rule::FiveOrMore});
    // Colour of (r, c): black if (c + 2 * r) % 4 < 2. Count: 13 black, 12 white (25 cells).
    std::vector<Point> blacks;
    std::vector<Point> whites;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            ((c + 2 * r) % 4 < 2 ? blacks : whites).push_back({r, c});
    QCOMPARE(blacks.size(), std::size_t(13));
    for (std::size_t i = 0; i < blacks.size(); ++i) {
        QVERIFY(game.play(blacks[i]).ok());
        if (i < whites.size())
            QVERIFY(game.play(whites[i]).ok());
        if (i + 1 < blacks.size())
            QCOMPARE(game.status(), Status::Playing);
    }
    QCOMPARE(game.status(), Status::Draw);
    QVERIFY(game.legalMoves().empty());
    QCOMPARE(game.check({0, 0}), MoveError::GameOver);
}

void TestGomokuRules::refusedMoves()
{
    Game game;
    QVERIFY(game.play({7, 7}).ok());
    QCOMPARE(game.play({7, 7}).error, MoveError::Occupied);
    QCOMPARE(game.play({-1, 3}).error, MoveError::OffBoard);
    QCOMPARE(game.play({3, 15}).error, MoveError::OffBoard);
    QCOMPARE(game.moveCount(), 1);
    QCOMPARE(game.legalMoves().size(), std::size_t(224));
    Game big(Options{LargeSize, Rule::FiveOrMore});
    QVERIFY(big.play({18, 18}).ok());
}

void TestGomokuRules::blackMovesFirst()
{
    Game game;
    QCOMPARE(game.toMove(), Stone::Black);
    game.play({7, 7});
    QCOMPARE(game.at(7, 7), Stone::Black);
    QCOMPARE(game.toMove(), Stone::White);
    game.play({7, 8});
    QCOMPARE(game.at(7, 8), Stone::White);
}

void TestGomokuRules::undoRedo()
{
    Game game;
    for (int c = 0; c < 4; ++c) {
        game.play({7, c});
        game.play({8, c});
    }
    QVERIFY(game.play({7, 4}).ok());
    QCOMPARE(game.status(), Status::BlackWon);
    QVERIFY(game.undo());
    QCOMPARE(game.status(), Status::Playing);
    QVERIFY(game.winningLine().empty());
    QCOMPARE(game.at(7, 4), Stone::Empty);
    QCOMPARE(game.toMove(), Stone::Black);
    QVERIFY(game.redo());
    QCOMPARE(game.status(), Status::BlackWon);
    QCOMPARE(game.winningLine().size(), std::size_t(5));
    QVERIFY(!game.redo());
    // A new move after undo drops the redo tail.
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QVERIFY(game.canRedo());
    QVERIFY(game.play({0, 0}).ok());
    QVERIFY(!game.canRedo());
    while (game.undo()) {
    }
    QCOMPARE(game.moveCount(), 0);
    QVERIFY(!game.lastMove());
}

void TestGomokuRules::moveNumbersAndLastMove()
{
    Game game;
    game.play({7, 7});
    game.play({3, 4});
    game.play({8, 8});
    QCOMPARE(game.moveNumberAt({7, 7}), 1);
    QCOMPARE(game.moveNumberAt({3, 4}), 2);
    QCOMPARE(game.moveNumberAt({8, 8}), 3);
    QCOMPARE(game.moveNumberAt({0, 0}), 0);
    QVERIFY(game.lastMove() == Point(8, 8));
    game.undo();
    QCOMPARE(game.moveNumberAt({8, 8}), 0);
    QVERIFY(game.lastMove() == Point(3, 4));
}

void TestGomokuRules::saveRoundTrip()
{
    Game game(Options{LargeSize, Rule::ExactlyFive});
    for (int i = 0; i < 9; ++i)
        game.play({i, (i * 7) % 19});
    game.undo();
    game.undo();
    game.markAssisted();
    const std::string text = game.serialize();
    auto loaded = Game::deserialize(text);
    QVERIFY(loaded);
    QCOMPARE(loaded->size(), LargeSize);
    QCOMPARE(loaded->rule(), Rule::ExactlyFive);
    QCOMPARE(loaded->moveCount(), 7);
    QVERIFY(loaded->canRedo());
    QVERIFY(loaded->assisted());
    QVERIFY(loaded->cells() == game.cells());
    QCOMPARE(loaded->serialize(), text);
    loaded->redo();
    loaded->redo();
    QCOMPARE(loaded->moveCount(), 9);

    // A finished game stays finished.
    Game won;
    for (int c = 0; c < 4; ++c) {
        won.play({7, c});
        won.play({8, c});
    }
    won.play({7, 4});
    auto again = Game::deserialize(won.serialize());
    QVERIFY(again);
    QCOMPARE(again->status(), Status::BlackWon);
}

void TestGomokuRules::hostileSaves_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("wrong game")
        << "game 2048\nversion 1\nsize 15\nrule 0\nmoves\ncursor 0\nassisted 0\n";
    QTest::newRow("size too small")
        << "game gomoku\nversion 1\nsize 4\nrule 0\nmoves\ncursor 0\nassisted 0\n";
    QTest::newRow("bad rule")
        << "game gomoku\nversion 1\nsize 15\nrule 3\nmoves\ncursor 0\nassisted 0\n";
    QTest::newRow("repeated point")
        << "game gomoku\nversion 1\nsize 15\nrule 0\nmoves 5 5\ncursor 2\nassisted 0\n";
    QTest::newRow("off the board")
        << "game gomoku\nversion 1\nsize 15\nrule 0\nmoves 225\ncursor 1\nassisted 0\n";
    QTest::newRow("cursor beyond moves")
        << "game gomoku\nversion 1\nsize 15\nrule 0\nmoves 5\ncursor 2\nassisted 0\n";
    QTest::newRow("move after the win") << "game gomoku\nversion 1\nsize 15\nrule 0\nmoves 0 15 1 "
                                           "16 2 17 3 18 4 19\ncursor 10\nassisted 0\n";
    QTest::newRow("garbage number")
        << "game gomoku\nversion 1\nsize 15\nrule 0\nmoves 1 x\ncursor 1\nassisted 0\n";
}

void TestGomokuRules::hostileSaves()
{
    QFETCH(QString, text);
    QVERIFY(!Game::deserialize(text.toStdString()));
}

QTEST_APPLESS_MAIN(TestGomokuRules)
#include "tst_gomokurules.moc"
