// The Lianliankan keyboard cursor: arrows jump to the nearest tile that way, preferring tiles
// in line; with none that way the cursor steps one cell or stays at the edge.

#include "lianliankan/linkcursor.h"

#include <QTest>

using gg::link::Board;
using gg::link::Point;
using gg::ui::nextCursorCell;

Q_DECLARE_METATYPE(Point)
Q_DECLARE_METATYPE(Board)

class TestLianliankanCursor : public QObject
{
    Q_OBJECT
private slots:
    void moves_data()
    {
        QTest::addColumn<Board>("board");
        QTest::addColumn<Point>("from");
        QTest::addColumn<int>("dRow");
        QTest::addColumn<int>("dCol");
        QTest::addColumn<bool>("moves");
        QTest::addColumn<Point>("to");
        // 1 . . 2
        // . . . .
        // 2 . 3 1   (kinds; . is empty)
        const Board sparse(3, 4, {1, 0, 0, 2, 0, 0, 0, 0, 2, 0, 3, 1});
        const Board full(2, 2, {1, 2, 2, 1});
        QTest::newRow("neighbour on a full board")
            << full << Point{0, 0} << 0 << 1 << true << Point{0, 1};
        QTest::newRow("jumps over empty cells")
            << sparse << Point{0, 0} << 0 << 1 << true << Point{0, 3};
        QTest::newRow("prefers the tile in line")
            << sparse << Point{0, 0} << 1 << 0 << true << Point{2, 0};
        QTest::newRow("nearest in the row")
            << sparse << Point{2, 0} << 0 << 1 << true << Point{2, 2};
        QTest::newRow("no tile in the row: one step right, never diagonal")
            << Board(3, 3, {0, 0, 0, 1, 0, 0, 0, 0, 1}) << Point{1, 0} << 0 << 1 << true
            << Point{1, 1};
        QTest::newRow("steps onto an empty cell when no tile is that way")
            << Board(2, 3, {1, 0, 0, 1, 0, 0}) << Point{0, 0} << 0 << 1 << true << Point{0, 1};
        QTest::newRow("no tile above: one step up, never sideways")
            << sparse << Point{2, 2} << -1 << 0 << true << Point{1, 2};
        QTest::newRow("left jumps to the nearest tile in the row")
            << sparse << Point{2, 3} << 0 << -1 << true << Point{2, 2};
        QTest::newRow("down over empty cells")
            << sparse << Point{0, 3} << 1 << 0 << true << Point{2, 3};
        QTest::newRow("stays at the edge") << full << Point{0, 1} << 0 << 1 << false << Point{};
        QTest::newRow("empty board steps a cell")
            << Board(2, 2) << Point{0, 0} << 1 << 0 << true << Point{1, 0};
    }
    void moves()
    {
        QFETCH(Board, board);
        QFETCH(Point, from);
        QFETCH(int, dRow);
        QFETCH(int, dCol);
        QFETCH(bool, moves);
        QFETCH(Point, to);
        const auto next = nextCursorCell(board, from, dRow, dCol);
        QCOMPARE(next.has_value(), moves);
        if (moves)
            QCOMPARE(*next, to);
    }
};

QTEST_APPLESS_MAIN(TestLianliankanCursor)
#include "tst_lianliankancursor.moc"
