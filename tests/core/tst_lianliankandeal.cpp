// Lianliankan deals (docs/RULES.md §4.2: every kind an even number of times, every deal can be
// cleared; docs/RULES.md §4.9: a stuck board is reshuffled) and the gravity variant.

#include "lianliankan/linkdeal.h"
#include "lianliankan/linkpathfinder.h"

#include <QtTest>

#include <algorithm>

using namespace gg::link;

namespace {

Board boardFrom(const QString &text)
{
    const QStringList lines = text.split('|');
    std::vector<int> cells;
    for (const QString &line : lines)
        for (QChar ch : line)
            cells.push_back(ch == '.' ? 0 : ch.toLatin1() - '0');
    return Board(static_cast<int>(lines.size()), static_cast<int>(lines.front().size()), cells);
}

QString textOf(const Board &board)
{
    QStringList lines;
    for (int r = 0; r < board.rows(); ++r) {
        QString line;
        for (int c = 0; c < board.cols(); ++c)
            line += board.at({r, c}) == 0 ? QChar('.') : QChar('0' + board.at({r, c}));
        lines << line;
    }
    return lines.join('|');
}

// Replays a solution step by step with the path finder, gravity after each removal.
bool replays(Board board, const Solution &solution, bool gravity)
{
    for (const Removal &step : solution) {
        if (!PathFinder(board).find(step.a, step.b))
            return false;
        board.set(step.a, 0);
        board.set(step.b, 0);
        if (gravity)
            board.applyGravity();
    }
    return board.isEmpty();
}

} // namespace

class TestLianliankanDeal : public QObject
{
    Q_OBJECT

private slots:
    void parameters_data();
    void parameters();
    void everyDealSolvable_data();
    void everyDealSolvable();
    void deterministic();
    void reshuffleKeepsTilesAndIsSolvable_data();
    void reshuffleKeepsTilesAndIsSolvable();
    void reshufflePartialBoardsAndOddCounts();
    void gravity_data();
    void gravity();
    void removeWithGravity();
};

void TestLianliankanDeal::parameters_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("kinds");
    QTest::addColumn<int>("error");
    QTest::newRow("Hard 10x16, 36 kinds") << 10 << 16 << 36 << int(DealError::None);
    QTest::newRow("smallest: 1x2, one kind") << 1 << 2 << 1 << int(DealError::None);
    QTest::newRow("every pair its own kind") << 4 << 4 << 8 << int(DealError::None);
    QTest::newRow("§4 odd cell count") << 3 << 5 << 2 << int(DealError::OddCells);
    QTest::newRow("kinds zero") << 4 << 4 << 0 << int(DealError::BadKinds);
    QTest::newRow("kinds above cells/2") << 4 << 4 << 9 << int(DealError::BadKinds);
    QTest::newRow("rows zero") << 0 << 4 << 1 << int(DealError::BadSize);
    QTest::newRow("cols above the maximum") << 2 << MaxSide + 1 << 1 << int(DealError::BadSize);
}

void TestLianliankanDeal::parameters()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, kinds);
    QFETCH(int, error);
    QCOMPARE(int(checkDealParameters(rows, cols, kinds)), error);
    gg::Rng rng(1);
    QCOMPARE(generateDeal(rows, cols, kinds, false, rng).has_value(), error == 0);
}

void TestLianliankanDeal::everyDealSolvable_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("kinds");
    QTest::addColumn<bool>("gravity");
    QTest::newRow("Easy 6x8, 8 kinds") << 6 << 8 << 8 << false;
    QTest::newRow("Normal 8x12, 20 kinds") << 8 << 12 << 20 << false;
    QTest::newRow("Hard 10x16, 36 kinds") << 10 << 16 << 36 << false;
    QTest::newRow("Hard with gravity") << 10 << 16 << 36 << true;
    QTest::newRow("one row 1x10") << 1 << 10 << 3 << false;
    QTest::newRow("one column 12x1, gravity") << 12 << 1 << 2 << true;
    QTest::newRow("every pair a kind 4x6") << 4 << 6 << 12 << false;
    QTest::newRow("every pair a kind 4x6, gravity") << 4 << 6 << 12 << true;
    QTest::newRow("one kind 5x4") << 5 << 4 << 1 << false;
    QTest::newRow("odd sides 3x2 gravity") << 3 << 2 << 2 << true;
    QTest::newRow("large 16x24") << 16 << 24 << 60 << false;
}

// docs/RULES.md §4.2: every deal of many seeds and sizes is solvable (its solution replays with the
// path finder), has an even count of every kind, and the counts are as balanced as possible.
void TestLianliankanDeal::everyDealSolvable()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, kinds);
    QFETCH(bool, gravity);
    const int seeds = rows * cols > 200 ? 5 : 40;
    for (int seed = 1; seed <= seeds; ++seed) {
        gg::Rng rng(static_cast<std::uint64_t>(seed));
        auto deal = generateDeal(rows, cols, kinds, gravity, rng);
        QVERIFY(deal);
        QCOMPARE(deal->board.rows(), rows);
        QCOMPARE(deal->board.cols(), cols);
        QCOMPARE(deal->board.tileCount(), rows * cols);
        QCOMPARE(int(deal->solution.size()), rows * cols / 2);
        QVERIFY2(replays(deal->board, deal->solution, gravity), qPrintable(textOf(deal->board)));
        QVERIFY(verifySolution(deal->board, deal->solution, gravity));
        const auto counts = deal->board.kindCounts();
        QCOMPARE(int(counts.size()), kinds);
        int low = rows * cols, high = 0;
        for (const auto &[kind, count] : counts) {
            QVERIFY(kind >= 1 && kind <= kinds);
            QCOMPARE(count % 2, 0);
            low = std::min(low, count);
            high = std::max(high, count);
        }
        QVERIFY(high - low <= 2);
    }
}

void TestLianliankanDeal::deterministic()
{
    gg::Rng a(99), b(99), c(100);
    auto first = generateDeal(8, 12, 20, false, a);
    auto second = generateDeal(8, 12, 20, false, b);
    auto other = generateDeal(8, 12, 20, false, c);
    QVERIFY(first->board == second->board);
    QVERIFY(first->solution == second->solution);
    QVERIFY(!(first->board == other->board));
}

void TestLianliankanDeal::reshuffleKeepsTilesAndIsSolvable_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<bool>("gravity");
    QTest::newRow("§4 stuck 2x2 checkerboard") << "12|21" << false;
    QTest::newRow("§4 stuck, scattered") << "12..|....|..21|...." << false;
    QTest::newRow("§4 stuck ring of pairs") << "122|2.2|221" << false;
    QTest::newRow("two tiles left") << "....|.1..|...1" << false;
    QTest::newRow("gravity: settled stacks") << "....|1...|21.2|3113" << true;
    QTest::newRow("gravity: full 2x2") << "12|21" << true;
}

// docs/RULES.md §4.9: a reshuffle keeps the multiset of tiles on the occupied cells and leaves a
// board with a full removal order.
void TestLianliankanDeal::reshuffleKeepsTilesAndIsSolvable()
{
    QFETCH(QString, board);
    QFETCH(bool, gravity);
    const Board before = boardFrom(board);
    for (int seed = 1; seed <= 30; ++seed) {
        gg::Rng rng(static_cast<std::uint64_t>(seed));
        auto shuffled = reshuffle(before, gravity, rng);
        QVERIFY(shuffled);
        QCOMPARE(shuffled->board.kindCounts(), before.kindCounts());
        for (int i = 0; i < before.cellCount(); ++i)
            QCOMPARE(shuffled->board.cells()[i] == 0, before.cells()[i] == 0);
        QVERIFY(replays(shuffled->board, shuffled->solution, gravity));
        QVERIFY(PathFinder(shuffled->board).hasPair());
    }
}

// Boards from deals in progress: reshuffle keeps the tiles and is solvable; odd counts refused.
void TestLianliankanDeal::reshufflePartialBoardsAndOddCounts()
{
    gg::Rng rng(3);
    QVERIFY(!reshuffle(boardFrom("12|11"), false, rng));
    for (int seed = 1; seed <= 30; ++seed) {
        auto deal = generateDeal(10, 16, 36, seed % 2 == 0, rng);
        Board board = deal->board;
        for (int i = 0; i < seed; ++i)
            removePair(board, deal->solution[i].a, deal->solution[i].b, seed % 2 == 0);
        auto shuffled = reshuffle(board, seed % 2 == 0, rng);
        QVERIFY(shuffled);
        QCOMPARE(shuffled->board.kindCounts(), board.kindCounts());
        QVERIFY(replays(shuffled->board, shuffled->solution, seed % 2 == 0));
    }
}

void TestLianliankanDeal::gravity_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("falls");
    QTest::newRow("settled board stays") << "..|12|34"
                                         << "..|12|34" << 0;
    QTest::newRow("a column with a gap") << "1.|..|2."
                                         << "..|1.|2." << 1;
    QTest::newRow("a stack falls keeping order") << "3.|1.|..|.."
                                                 << "..|..|3.|1." << 2;
    QTest::newRow("columns independent") << "12|..|.3"
                                         << "..|.2|13" << 2;
}

// Gravity variant: tiles fall straight down within their column, keeping their order.
void TestLianliankanDeal::gravity()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, falls);
    Board board = boardFrom(before);
    const auto fell = board.applyGravity();
    QCOMPARE(textOf(board), after);
    QCOMPARE(int(fell.size()), falls);
    QVERIFY(board.isSettled());
    for (const Fall &f : fell) {
        QCOMPARE(f.from.col, f.to.col);
        QVERIFY(f.to.row > f.from.row);
        QCOMPARE(board.at(f.to), f.kind);
    }
}

void TestLianliankanDeal::removeWithGravity()
{
    Board board = boardFrom("2.|1.|13");
    QVERIFY(!removePair(board, {0, 0}, {2, 1}, true)); // different kinds
    std::vector<Fall> falls;
    QVERIFY(removePair(board, {1, 0}, {2, 0}, true, &falls));
    QCOMPARE(textOf(board), "..|..|23");
    QCOMPARE(int(falls.size()), 1);
    QCOMPARE(falls.front().from.row, 0);
    QCOMPARE(falls.front().to.row, 2);
}

QTEST_APPLESS_MAIN(TestLianliankanDeal)
#include "tst_lianliankandeal.moc"
