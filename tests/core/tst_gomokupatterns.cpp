// Gomoku pattern recognition and threat detection (docs/RULES.md §3.6 shapes: five, open four,
// four, open three including broken threes, under both rules), and the incremental board
// that keeps them up to date.

#include "gomoku/gomokuboard.h"
#include "gomoku/gomokupatterns.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokuthreats.h"

#include "common/rng.h"

#include <QtTest>

using namespace gg::gomoku;

Q_DECLARE_METATYPE(gg::gomoku::Rule)
Q_DECLARE_METATYPE(gg::gomoku::Pattern)
Q_DECLARE_METATYPE(gg::gomoku::Combo)
Q_DECLARE_METATYPE(gg::gomoku::Stone)

namespace {

std::vector<std::string> toRows(const QStringList &list)
{
    std::vector<std::string> rows;
    for (const QString &row : list)
        rows.push_back(row.toStdString());
    return rows;
}

// A 15x15 board with `rows` drawn at the top left (the rest empty).
Board boardOf(const QStringList &rows, Rule rule = Rule::FiveOrMore)
{
    QStringList full;
    for (int r = 0; r < DefaultSize; ++r) {
        QString row = r < rows.size() ? rows[r] : QString();
        row = row.leftJustified(DefaultSize, '.');
        full.append(row);
    }
    auto board = Board::fromRows(toRows(full), rule);
    if (!board)
        qFatal("bad board picture");
    return *board;
}

// One row for each rule, for the board tests that run under all three.
void addRuleRows()
{
    QTest::addColumn<Rule>("rule");
    QTest::newRow("five or more") << Rule::FiveOrMore;
    QTest::newRow("exactly five") << Rule::ExactlyFive;
    QTest::newRow("renju") << Rule::Renju;
}

// The empty points next to stones (any empty point on an empty board).
std::vector<int> playablePoints(const Board &board)
{
    std::vector<int> points;
    for (int p : board.points())
        if (board.isEmpty(p) && (board.stoneCount() == 0 || board.nearStones(p)))
            points.push_back(p);
    return points;
}

} // namespace

class TestGomokuPatterns : public QObject
{
    Q_OBJECT

private slots:
    void linePatterns_data();
    void linePatterns();
    void coloursAreSymmetric();
    void combos_data();
    void combos();
    void threatDetection_data();
    void threatDetection();
    void gameThreatApi();
    void pairTablesMatchFullTables_data();
    void pairTablesMatchFullTables();
    void incrementalBoardMatchesFreshBoard();
    void removeRestoresExactly_data();
    void removeRestoresExactly();
    void totalsAfterMatchesPlace_data();
    void totalsAfterMatchesPlace();
    void fromRowsRejectsGarbage();
};

void TestGomokuPatterns::linePatterns_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<Pattern>("expected");
    const Rule any = Rule::FiveOrMore;
    const Rule exact = Rule::ExactlyFive;
    // '?' is the point played by X; '#' the board's edge; beyond the text is empty.
    QTest::newRow("five at the end") << "XXXX?" << any << Pattern::Five;
    QTest::newRow("five in the middle") << "XX?XX" << any << Pattern::Five;
    QTest::newRow("five exactly under exactly-five") << "OXX?XXO" << exact << Pattern::Five;
    QTest::newRow("overline wins under five-or-more") << "XXX?XX" << any << Pattern::Five;
    QTest::newRow("overline is nothing under exactly-five") << "XXX?XX" << exact << Pattern::None;
    QTest::newRow("open four") << ".XXX?." << any << Pattern::OpenFour;
    QTest::newRow("open four at the edge is a four") << "#XXX?." << any << Pattern::Four;
    QTest::newRow("closed four") << "OXXX?." << any << Pattern::Four;
    QTest::newRow("broken four XXX.X") << "XXX.?" << any << Pattern::Four;
    QTest::newRow("broken four X.XXX") << "X.XX?" << any << Pattern::Four;
    QTest::newRow("broken four XX.XX") << "XX.X?O" << any << Pattern::Four;
    QTest::newRow("double four in one line") << "X.X?X.X" << any << Pattern::OpenFour;
    QTest::newRow("gap would make six: open four under five-or-more")
        << "X.XXX?." << any << Pattern::OpenFour;
    QTest::newRow("gap would make six: only a four under exactly-five")
        << "X.XXX?." << exact << Pattern::Four;
    QTest::newRow("open four next to an own stone, exactly-five")
        << ".XXX?.X" << exact << Pattern::Four;
    QTest::newRow("open three") << "..XX?.." << any << Pattern::OpenThree;
    QTest::newRow("open three, stone in the middle") << "..X?X.." << any << Pattern::OpenThree;
    QTest::newRow("broken three X.XX") << "..X.X?.." << any << Pattern::OpenThree;
    QTest::newRow("broken three XX.X") << "..X?.X.." << any << Pattern::OpenThree;
    QTest::newRow("three between edges is closed") << "#.XX?.#" << any << Pattern::ClosedThree;
    QTest::newRow("three against the opponent is closed")
        << "OXX?.." << any << Pattern::ClosedThree;
    QTest::newRow("broken three blocked on one side is closed")
        << "OX.X?.." << any << Pattern::ClosedThree;
    QTest::newRow("split three X..XX is closed") << "..X..X?.." << any << Pattern::ClosedThree;
    QTest::newRow("open two") << "...X?..." << any << Pattern::OpenTwo;
    QTest::newRow("closed two") << "OX?...O" << any << Pattern::ClosedTwo;
    QTest::newRow("single stone") << "....?...." << any << Pattern::OpenOne;
    QTest::newRow("no room for five") << "O.X?.O" << any << Pattern::None;
    QTest::newRow("opponent stones do not count") << "OOOO?O" << any << Pattern::None;
    QTest::newRow("a four that can only make six is nothing under exactly-five")
        << "OXXXX?XO" << exact << Pattern::None;
}

void TestGomokuPatterns::linePatterns()
{
    QFETCH(QString, line);
    QFETCH(Rule, rule);
    QFETCH(Pattern, expected);
    QCOMPARE(patternOfLine(line.toStdString(), rule), expected);
}

void TestGomokuPatterns::coloursAreSymmetric()
{
    // Every key classifies the same for white as the colour-swapped key for black.
    const auto &table = patternTable(Rule::ExactlyFive);
    gg::Rng rng(7);
    for (int i = 0; i < 20000; ++i) {
        const std::uint32_t key = static_cast<std::uint32_t>(rng.next()) & (LineKeyCount - 1);
        QCOMPARE(linePattern(key, Stone::White, Rule::ExactlyFive),
                 static_cast<Pattern>(table[swapColours(key)]));
        QCOMPARE(swapColours(swapColours(key)), key);
    }
}

void TestGomokuPatterns::combos_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    QTest::addColumn<Combo>("expected");
    // Black plays at (row, col) of the picture.
    QTest::newRow("five") << QStringList{"", ".xxxx."} << 1 << 5 << Combo::Five;
    QTest::newRow("open four") << QStringList{"", "..xxx..."} << 1 << 5 << Combo::OpenFour;
    QTest::newRow("double four (two closed fours cross)")
        << QStringList{"", ".oxxx.", ".....x", ".....x", ".....x", ".....o"} << 1 << 5
        << Combo::OpenFour;
    QTest::newRow("four-three") << QStringList{"", ".oxxx.", "......", ".....x", ".....x", "......"}
                                << 1 << 5 << Combo::FourThree;
    QTest::newRow("double three") << QStringList{"",         "",         "..xx....", "........",
                                                 "....x...", "....x...", "........"}
                                  << 2 << 4 << Combo::DoubleThree;
    QTest::newRow("closed four alone") << QStringList{"", ".oxxx."} << 1 << 5 << Combo::Four;
    QTest::newRow("open three alone") << QStringList{"", "...xx...."} << 1 << 5 << Combo::Three;
    QTest::newRow("nothing") << QStringList{"", "..x......"} << 1 << 8 << Combo::None;
}

void TestGomokuPatterns::combos()
{
    QFETCH(QStringList, rows);
    QFETCH(int, row);
    QFETCH(int, col);
    QFETCH(Combo, expected);
    const Board board = boardOf(rows);
    QCOMPARE(board.combo(board.index(row, col), Stone::Black), expected);
}

void TestGomokuPatterns::threatDetection_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Stone>("stone");
    QTest::addColumn<Combo>("minimum");
    QTest::addColumn<QList<QPoint>>("expected"); // (col, row) of every point found

    const QStringList fourVertical = {"", ".o", ".x", ".x", ".x", ".x"};
    QTest::newRow("five point of a vertical closed four")
        << fourVertical << Stone::Black << Combo::Five << QList<QPoint>{{1, 6}};
    QTest::newRow("five points of an open four (white, diagonal)")
        << QStringList{"", "", "..o", "...o", "....o", ".....o"} << Stone::White << Combo::Five
        << QList<QPoint>{{1, 1}, {6, 6}};
    QTest::newRow("broken four has its gap as the five point")
        << QStringList{"", "..xx.xx"} << Stone::Black << Combo::Five << QList<QPoint>{{4, 1}};
    QTest::newRow("anti-diagonal four")
        << QStringList{"", "......x", ".....x", "....x", "...x"} << Stone::Black << Combo::Five
        << QList<QPoint>{{7, 0}, {2, 5}};
    QTest::newRow("open three gives two open-four points")
        << QStringList{"", "", "....xxx....."} << Stone::Black << Combo::OpenFour
        << QList<QPoint>{{3, 2}, {7, 2}};
    QTest::newRow("broken three gives its gap as the open-four point")
        << QStringList{"", "", "....xx.x....."} << Stone::Black << Combo::OpenFour
        << QList<QPoint>{{6, 2}};
    QTest::newRow("closed three gives no open-four point")
        << QStringList{"", "", "...oxxx......"} << Stone::Black << Combo::OpenFour
        << QList<QPoint>{};
    QTest::newRow("closed three gives two four points")
        << QStringList{"", "", "...oxxx.....", "", "", "", "", "", "", "", "", "", "", "", "o"}
        << Stone::Black << Combo::Four << QList<QPoint>{{7, 2}, {8, 2}};
    QTest::newRow("overline point is not a five point under exactly-five")
        << QStringList{"", "xxxx.x"} << Stone::Black << Combo::Five << QList<QPoint>{};
}

void TestGomokuPatterns::threatDetection()
{
    QFETCH(QStringList, rows);
    QFETCH(Stone, stone);
    QFETCH(Combo, minimum);
    QFETCH(QList<QPoint>, expected);
    const bool exact = QString(QTest::currentDataTag()).contains("exactly-five");
    const Board board = boardOf(rows, exact ? Rule::ExactlyFive : Rule::FiveOrMore);
    QList<QPoint> found;
    for (const Threat &t : findThreats(board, stone, minimum))
        found.append(QPoint(t.point.col, t.point.row));
    auto byPosition = [](const QPoint &a, const QPoint &b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    };
    std::sort(found.begin(), found.end(), byPosition);
    std::sort(expected.begin(), expected.end(), byPosition);
    QCOMPARE(found, expected);
}

void TestGomokuPatterns::gameThreatApi()
{
    Game game;
    // Black builds an open three on row 7 while white plays elsewhere.
    game.play({7, 6});
    game.play({0, 0});
    game.play({7, 7});
    game.play({0, 2});
    game.play({7, 8});
    QCOMPARE(patternAt(game, {7, 9}, 0, Stone::Black), Pattern::OpenFour);
    QCOMPARE(patternAt(game, {7, 9}, 1, Stone::Black), Pattern::OpenOne);
    QCOMPARE(patternAt(game, {7, 7}, 0, Stone::Black), Pattern::None); // occupied
    QCOMPARE(comboAt(game, {7, 5}, Stone::Black), Combo::OpenFour);
    const auto threats = findThreats(game, Stone::Black, Combo::OpenFour);
    QCOMPARE(threats.size(), std::size_t(2));
    QCOMPARE(threats.front().pattern, Pattern::OpenFour);
    QCOMPARE(threats.front().direction, 0);
    QVERIFY(findThreats(game, Stone::White, Combo::Three).empty());
}

void TestGomokuPatterns::incrementalBoardMatchesFreshBoard()
{
    // Random stones placed and removed; every point's data must equal a fresh board's.
    for (Rule rule : {Rule::FiveOrMore, Rule::ExactlyFive, Rule::Renju}) {
        gg::Rng rng(11 + static_cast<int>(rule));
        const int n = 9;
        Board board(n, rule);
        std::vector<std::string> rows(n, std::string(n, '.'));
        for (int step = 0; step < 400; ++step) {
            const bool removing =
                board.stoneCount() > 0 && (board.stoneCount() > 50 || rng.chance(0.3));
            if (removing) {
                const Point p = board.point(board.lastMove());
                rows[p.row][p.col] = '.';
                board.remove();
            } else {
                int r = 0;
                int c = 0;
                do {
                    r = static_cast<int>(rng.below(n));
                    c = static_cast<int>(rng.below(n));
                } while (rows[r][c] != '.');
                const Stone stone = rng.chance(0.5) ? Stone::Black : Stone::White;
                rows[r][c] = stone == Stone::Black ? 'x' : 'o';
                board.place(board.index(r, c), stone);
            }
            if (step % 20 != 19)
                continue;
            const auto fresh = Board::fromRows(rows, rule);
            QVERIFY(fresh);
            for (int p : board.points()) {
                QCOMPARE(board.at(p), fresh->at(p));
                if (!board.isEmpty(p))
                    continue;
                QCOMPARE(board.nearStones(p), fresh->nearStones(p));
                for (Stone s : {Stone::Black, Stone::White}) {
                    QCOMPARE(board.combo(p, s), fresh->combo(p, s));
                    QCOMPARE(board.value(p, s), fresh->value(p, s));
                    for (int d = 0; d < DirectionCount; ++d)
                        QCOMPARE(board.pattern(p, d, s), fresh->pattern(p, d, s));
                }
            }
            auto nearA = board.nearPoints();
            auto nearB = fresh->nearPoints();
            std::sort(nearA.begin(), nearA.end());
            std::sort(nearB.begin(), nearB.end());
            QVERIFY(nearA == nearB);
            for (Stone s : {Stone::Black, Stone::White}) {
                QCOMPARE(board.valueSum(s), fresh->valueSum(s));
                QCOMPARE(board.fourPoints(s).size(), fresh->fourPoints(s).size());
                QCOMPARE(board.threatPoints(s).size(), fresh->threatPoints(s).size());
                for (int c = 0; c <= static_cast<int>(Combo::Five); ++c)
                    QCOMPARE(board.comboCount(s, static_cast<Combo>(c)),
                             fresh->comboCount(s, static_cast<Combo>(c)));
            }
        }
    }
}

void TestGomokuPatterns::pairTablesMatchFullTables_data()
{
    addRuleRows();
}

void TestGomokuPatterns::pairTablesMatchFullTables()
{
    // The board's table for a rule (the five-or-more one drops the fifth neighbour on each
    // side; each byte holds black's pattern and white's, seen with the colours swapped, in
    // that colour's line rule) gives every key's patterns as the full tables.
    QFETCH(Rule, rule);
    const PairTable table = pairTable(rule);
    for (std::uint32_t key = 0; key < LineKeyCount; ++key) {
        for (const Stone stone : {Stone::Black, Stone::White}) {
            const Pattern expected = linePattern(key, stone, rule);
            const Pattern got = pairPattern(table(key), stone == Stone::White ? 1 : 0);
            if (got != expected)
                QFAIL(qPrintable(QStringLiteral("key %1, %2: %3, expected %4")
                                     .arg(key, 5, 16, QLatin1Char('0'))
                                     .arg(stone == Stone::White ? "white" : "black")
                                     .arg(static_cast<int>(got))
                                     .arg(static_cast<int>(expected))));
        }
    }
}

void TestGomokuPatterns::removeRestoresExactly_data()
{
    addRuleRows();
}

void TestGomokuPatterns::removeRestoresExactly()
{
    // remove() undoes place() from a log: the point sets come back in the same order (the
    // searches iterate them), and every total as it was.
    QFETCH(Rule, rule);
    gg::Rng rng(21 + static_cast<int>(rule));
    Board board(DefaultSize, rule);
    for (int step = 0; step < 150; ++step) {
        const std::vector<int> empty = playablePoints(board);
        if (empty.empty())
            break;
        const auto snapshot = [&] {
            std::vector<std::vector<int>> sets{board.nearPoints()};
            std::vector<long long> totals;
            for (Stone s : {Stone::Black, Stone::White}) {
                sets.push_back(board.fourPoints(s));
                sets.push_back(board.threatPoints(s));
                totals.push_back(board.valueSum(s));
                for (int c = 0; c <= static_cast<int>(Combo::Five); ++c)
                    totals.push_back(board.comboCount(s, static_cast<Combo>(c)));
            }
            totals.push_back(static_cast<long long>(board.hash()));
            return std::make_pair(sets, totals);
        };
        const auto before = snapshot();
        // Try a few stones here, each taken back, then keep one.
        for (int trial = 0; trial < 3; ++trial) {
            const int p = empty[rng.below(static_cast<std::uint32_t>(empty.size()))];
            board.place(p, rng.chance(0.5) ? Stone::Black : Stone::White);
            board.remove();
            QVERIFY2(snapshot() == before, qPrintable(QStringLiteral("step %1").arg(step)));
        }
        board.place(empty[rng.below(static_cast<std::uint32_t>(empty.size()))],
                    step % 2 == 0 ? Stone::Black : Stone::White);
    }
    QVERIFY(board.stoneCount() > 40);
}

void TestGomokuPatterns::totalsAfterMatchesPlace_data()
{
    addRuleRows();
}

void TestGomokuPatterns::totalsAfterMatchesPlace()
{
    // totalsAfter() and hashAfter() foresee exactly what place() leaves (the searches judge
    // quiet leaves from them without placing the stone), for every empty point near the
    // stones and both colours, through a game of 120 stones.
    QFETCH(Rule, rule);
    gg::Rng rng(33 + static_cast<int>(rule));
    Board board(DefaultSize, rule);
    int checked = 0;
    for (int step = 0; step < 120; ++step) {
        const std::vector<int> empty = playablePoints(board);
        if (empty.empty())
            break;
        for (int p : empty) {
            for (const Stone stone : {Stone::Black, Stone::White}) {
                const Board::Totals foreseen = board.totalsAfter(p, stone);
                const std::uint64_t hash = board.hashAfter(p, stone);
                board.place(p, stone);
                const Board::Totals &totals = board.totals();
                for (const Stone s : {Stone::Black, Stone::White}) {
                    QCOMPARE(foreseen.value(s), totals.value(s));
                    QCOMPARE(foreseen.anyFour(s), !board.fourPoints(s).empty());
                    for (int c = 0; c <= static_cast<int>(Combo::Five); ++c)
                        QCOMPARE(foreseen.count(s, static_cast<Combo>(c)),
                                 totals.count(s, static_cast<Combo>(c)));
                }
                QCOMPARE(hash, board.hash());
                board.remove();
                ++checked;
            }
        }
        board.place(empty[rng.below(static_cast<std::uint32_t>(empty.size()))],
                    step % 2 == 0 ? Stone::Black : Stone::White);
    }
    QVERIFY(checked > 5000);
}

void TestGomokuPatterns::fromRowsRejectsGarbage()
{
    QVERIFY(!Board::fromRows({"....", "....", "....", "...."}));
    QVERIFY(!Board::fromRows({".....", ".....", "..?..", ".....", "....."}));
    QVERIFY(!Board::fromRows({".....", ".....", "......", ".....", "....."}));
    QVERIFY(Board::fromRows({".....", ".....", "..x..", ".....", "....o"}));
}

QTEST_APPLESS_MAIN(TestGomokuPatterns)
#include "tst_gomokupatterns.moc"
