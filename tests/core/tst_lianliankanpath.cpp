// The Lianliankan path finder (docs/RULES.md §4.4, §4.5): tables of hand-made cases and a property
// test against a breadth-first reference on random boards.

#include "lianliankan/linkpathfinder.h"

#include "common/rng.h"

#include <QtTest>

#include <climits>
#include <queue>
#include <tuple>

using namespace gg::link;

namespace gg::link {
// QTest prints points in failure messages through this (found by argument-dependent lookup).
char *toString(const Point &p)
{
    return QTest::toString(QString("(%1,%2)").arg(p.row).arg(p.col));
}
} // namespace gg::link

namespace {

// Rows separated by '|', '.' an empty cell, '1'-'9' and 'a'-'z' tile kinds.
Board boardFrom(const QString &text)
{
    const QStringList lines = text.split('|');
    const int rows = static_cast<int>(lines.size());
    const int cols = static_cast<int>(lines.front().size());
    std::vector<int> cells;
    for (const QString &line : lines) {
        for (QChar ch : line) {
            const char c = ch.toLatin1();
            cells.push_back(c == '.' ? 0 : (c >= 'a' ? c - 'a' + 10 : c - '0'));
        }
    }
    return Board(rows, cols, cells);
}

QString pathText(const std::optional<Path> &path)
{
    if (!path)
        return "-1";
    QStringList parts{QString::number(turnsOf(*path))};
    for (const Point &p : *path)
        parts << QString("%1,%2").arg(p.row).arg(p.col);
    return parts.join(' ');
}

// The reference: Dijkstra over (cell, direction) states of the padded grid, cost (turns,
// length) in lexicographic order. Returns {turns, length} or {-1, -1}.
std::pair<int, int> referenceTurns(const Board &board, Point a, Point b)
{
    const int h = board.rows() + 2, w = board.cols() + 2;
    auto free = [&](int r, int c) {
        return r >= 0 && r < h && c >= 0 && c < w &&
               (board.at({r - 1, c - 1}) == 0 || Point{r - 1, c - 1} == b);
    };
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    using Cost = std::pair<int, int>;
    std::vector<Cost> best(static_cast<std::size_t>(h * w * 4), {INT_MAX, INT_MAX});
    using Item = std::tuple<Cost, int, int, int>; // cost, r, c, dir
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    for (int d = 0; d < 4; ++d) {
        const int r = a.row + 1 + dr[d], c = a.col + 1 + dc[d];
        if (free(r, c)) {
            best[(r * w + c) * 4 + d] = {0, 1};
            queue.push({{0, 1}, r, c, d});
        }
    }
    while (!queue.empty()) {
        auto [cost, r, c, d] = queue.top();
        queue.pop();
        if (cost != best[(r * w + c) * 4 + d])
            continue;
        if (Point{r - 1, c - 1} == b)
            return cost.first <= 2 ? cost : Cost{-1, -1};
        for (int nd = 0; nd < 4; ++nd) {
            if ((d ^ 1) == nd) // no U-turn in place
                continue;
            const int nr = r + dr[nd], nc = c + dc[nd];
            if (!free(nr, nc))
                continue;
            const Cost next{cost.first + (nd != d), cost.second + 1};
            if (next.first > 2)
                continue;
            auto &slot = best[(nr * w + nc) * 4 + nd];
            if (next < slot) {
                slot = next;
                queue.push({next, nr, nc, nd});
            }
        }
    }
    return {-1, -1};
}

// A path is valid when its segments are axis-aligned, turn at every corner and cross only
// empty cells (the ring included) between the two tiles.
bool validPath(const Board &board, const Path &path)
{
    if (path.size() < 2 || path.size() > 4)
        return false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Point p = path[i - 1], q = path[i];
        if ((p.row != q.row) == (p.col != q.col))
            return false;
        if (i >= 2 && (path[i - 2].row == p.row) == (p.row == q.row))
            return false; // no turn at a corner
        const int sr = (q.row > p.row) - (q.row < p.row), sc = (q.col > p.col) - (q.col < p.col);
        for (Point x{p.row + sr, p.col + sc}; x != q; x = {x.row + sr, x.col + sc}) {
            if (x.row < -1 || x.row > board.rows() || x.col < -1 || x.col > board.cols() ||
                board.at(x) != 0)
                return false;
        }
        if (i + 1 < path.size() && board.at(q) != 0)
            return false; // a corner on a tile
    }
    return true;
}

} // namespace

class TestLianliankanPath : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void symmetric();
    void propertyAgainstReference();
    void removablePairsMatchBruteForce();
};

void TestLianliankanPath::table_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("r1");
    QTest::addColumn<int>("c1");
    QTest::addColumn<int>("r2");
    QTest::addColumn<int>("c2");
    QTest::addColumn<QString>("expected");

    // docs/RULES.md §4.4: straight line (no turn).
    QTest::newRow("§4 straight, horizontal neighbours") << "11" << 0 << 0 << 0 << 1 << "0 0,0 0,1";
    QTest::newRow("§4 straight, vertical neighbours") << "1|1" << 0 << 0 << 1 << 0 << "0 0,0 1,0";
    QTest::newRow("§4 straight across empty cells") << "1..1" << 0 << 3 << 0 << 0 << "0 0,3 0,0";
    QTest::newRow("§4 straight, vertical with a gap")
        << "1|.|.|1" << 3 << 0 << 0 << 0 << "0 3,0 0,0";
    // docs/RULES.md §4.4, §4.5: one corner.
    QTest::newRow("§4 one corner, both free: smaller corner")
        << "1...|....|...1" << 0 << 0 << 2 << 3 << "1 0,0 0,3 2,3";
    QTest::newRow("§4 one corner, same pair reversed")
        << "1...|....|...1" << 2 << 3 << 0 << 0 << "1 2,3 0,3 0,0";
    QTest::newRow("§4 one corner, only the lower one")
        << "1.2.|....|...1" << 0 << 0 << 2 << 3 << "1 0,0 2,0 2,3";
    QTest::newRow("§4 one corner, b above a")
        << "...1|....|1..." << 2 << 0 << 0 << 3 << "1 2,0 0,0 0,3";
    // docs/RULES.md §4.4, §4.5: two corners.
    QTest::newRow("§4 two corners inside the board")
        << "1222|....|2221" << 0 << 0 << 2 << 3 << "2 0,0 1,0 1,3 2,3";
    QTest::newRow("§4 two corners, shortest wins")
        << ".....|12221|....." << 1 << 0 << 1 << 4 << "2 1,0 0,0 0,4 1,4";
    QTest::newRow("§4 two corners, H-V-H before V-H-V on a tie")
        << "1.2|...|2.1" << 0 << 0 << 2 << 2 << "2 0,0 0,1 2,1 2,2";
    // docs/RULES.md §4.4: the empty ring outside the board, every side.
    QTest::newRow("§4 outer ring, top") << "1231|4444" << 0 << 0 << 0 << 3 << "2 0,0 -1,0 -1,3 0,3";
    QTest::newRow("§4 outer ring, bottom")
        << "4444|1231" << 1 << 0 << 1 << 3 << "2 1,0 2,0 2,3 1,3";
    QTest::newRow("§4 outer ring, left")
        << "14|24|34|14" << 0 << 0 << 3 << 0 << "2 0,0 0,-1 3,-1 3,0";
    QTest::newRow("§4 outer ring, right")
        << "41|42|43|41" << 0 << 1 << 3 << 1 << "2 0,1 0,2 3,2 3,1";
    QTest::newRow("§4 outer ring, one-row board")
        << "1221" << 0 << 0 << 0 << 3 << "2 0,0 -1,0 -1,3 0,3";
    QTest::newRow("§4 same outer edge always joins")
        << "12345671|22222222|33333333" << 0 << 7 << 0 << 0 << "2 0,7 -1,7 -1,0 0,0";
    // Blocked.
    QTest::newRow("§4 blocked: corners taken") << "122|2.2|221" << 0 << 0 << 2 << 2 << "-1";
    QTest::newRow("§4 blocked: round a corner needs three turns")
        << "212|122|222" << 0 << 1 << 1 << 0 << "-1";
    QTest::newRow("§4 blocked: enclosed tile") << "22222|21212|22222" << 1 << 1 << 1 << 3 << "-1";
    QTest::newRow("§4 blocked: 2x2 checkerboard") << "12|21" << 0 << 0 << 1 << 1 << "-1";
    // Refusals.
    QTest::newRow("§4 same cell") << "11" << 0 << 0 << 0 << 0 << "-1";
    QTest::newRow("§4 different kinds") << "12" << 0 << 0 << 0 << 1 << "-1";
    QTest::newRow("§4 empty cell") << "1.1" << 0 << 0 << 0 << 1 << "-1";
    QTest::newRow("§4 point off the board") << "11" << 0 << 0 << -1 << 0 << "-1";
}

void TestLianliankanPath::table()
{
    QFETCH(QString, board);
    QFETCH(int, r1);
    QFETCH(int, c1);
    QFETCH(int, r2);
    QFETCH(int, c2);
    QFETCH(QString, expected);
    const Board b = boardFrom(board);
    const auto path = PathFinder(b).find({r1, c1}, {r2, c2});
    QCOMPARE(pathText(path), expected);
    if (path)
        QVERIFY(validPath(b, *path));
}

// docs/RULES.md §4.5: joining is a property of the pair; the returned path does not depend on the
// order of the two tiles.
void TestLianliankanPath::symmetric()
{
    gg::Rng rng(11);
    int checked = 0;
    for (int n = 0; n < 200; ++n) {
        Board board(1 + static_cast<int>(rng.below(8)), 1 + static_cast<int>(rng.below(8)));
        for (int i = 0; i < board.cellCount(); ++i)
            if (rng.chance(0.5))
                board.set(board.point(i), 1);
        const PathFinder finder(board);
        for (int i = 0; i < board.cellCount(); ++i) {
            for (int j = i + 1; j < board.cellCount(); ++j) {
                auto forward = finder.find(board.point(i), board.point(j));
                auto backward = finder.find(board.point(j), board.point(i));
                QCOMPARE(forward.has_value(), backward.has_value());
                if (forward) {
                    std::reverse(backward->begin(), backward->end());
                    QVERIFY(*forward == *backward);
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 1000);
}

// docs/RULES.md §4.4, §4.5 (at most two turns, through empty cells and the outer ring): on many
// random boards the finder's turn count and length agree with a breadth-first search over
// (cell, direction, turns) states, and every path it returns is a valid path.
void TestLianliankanPath::propertyAgainstReference()
{
    gg::Rng rng(2024);
    int joined = 0, refused = 0;
    for (int n = 0; n < 600; ++n) {
        Board board(1 + static_cast<int>(rng.below(9)), 1 + static_cast<int>(rng.below(9)));
        const double density = 0.2 + 0.7 * rng.unit();
        for (int i = 0; i < board.cellCount(); ++i)
            if (rng.chance(density))
                board.set(board.point(i), 1);
        const PathFinder finder(board);
        std::vector<Point> tiles;
        for (int i = 0; i < board.cellCount(); ++i)
            if (board.cells()[i] != 0)
                tiles.push_back(board.point(i));
        if (tiles.size() < 2)
            continue;
        for (int k = 0; k < 40; ++k) {
            const Point a = tiles[rng.below(static_cast<std::uint32_t>(tiles.size()))];
            const Point b = tiles[rng.below(static_cast<std::uint32_t>(tiles.size()))];
            if (a == b)
                continue;
            const auto path = finder.find(a, b);
            const auto [turns, length] = referenceTurns(board, a, b);
            QCOMPARE(path ? turnsOf(*path) : -1, turns);
            if (path) {
                QVERIFY(validPath(board, *path));
                QCOMPARE(pathLength(*path), length);
                QCOMPARE(path->front(), a);
                QCOMPARE(path->back(), b);
                ++joined;
            } else {
                ++refused;
            }
        }
    }
    QVERIFY(joined > 3000);
    QVERIFY(refused > 1000);
}

// removablePairs() lists exactly the pairs find() joins; firstPair() is the first of them.
void TestLianliankanPath::removablePairsMatchBruteForce()
{
    gg::Rng rng(5);
    for (int n = 0; n < 100; ++n) {
        Board board(2 + static_cast<int>(rng.below(9)), 2 + static_cast<int>(rng.below(9)));
        for (int i = 0; i < board.cellCount(); ++i)
            if (rng.chance(0.7))
                board.set(board.point(i), 1 + static_cast<int>(rng.below(4)));
        const PathFinder finder(board);
        std::vector<std::pair<Point, Point>> expected;
        for (int i = 0; i < board.cellCount(); ++i)
            for (int j = i + 1; j < board.cellCount(); ++j)
                if (finder.find(board.point(i), board.point(j)))
                    expected.emplace_back(board.point(i), board.point(j));
        const auto pairs = finder.removablePairs();
        QCOMPARE(pairs.size(), expected.size());
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            QCOMPARE(pairs[i].a, expected[i].first);
            QCOMPARE(pairs[i].b, expected[i].second);
            QVERIFY(pairs[i].path == *finder.find(pairs[i].a, pairs[i].b));
        }
        const auto first = finder.firstPair();
        QCOMPARE(first.has_value(), !pairs.empty());
        if (first) {
            QCOMPARE(first->a, pairs.front().a);
            QCOMPARE(first->b, pairs.front().b);
        }
    }
}

QTEST_APPLESS_MAIN(TestLianliankanPath)
#include "tst_lianliankanpath.moc"
