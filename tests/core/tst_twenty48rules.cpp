// docs/RULES.md §1 (2048), one table row per rule, plus random-board property tests. The save
// format is tested in tst_twenty48save.cpp.

#include "common/rng.h"
#include "twenty48/twenty48rules.h"

#include <QtTest>

#include <numeric>

using gg::t48::Cells;
using gg::t48::Direction;
using gg::t48::Game;

Q_DECLARE_METATYPE(Direction)

namespace {

// Cell index of the i-th cell of `line`, counted from the side the tiles move towards.
// Written independently of the core so the rotation of the examples is checked, not copied.
int towards(int size, Direction dir, int line, int i)
{
    switch (dir) {
    case Direction::Left:
        return line * size + i;
    case Direction::Right:
        return line * size + (size - 1 - i);
    case Direction::Up:
        return i * size + line;
    case Direction::Down:
        return (size - 1 - i) * size + line;
    }
    return -1;
}

const char *dirName(Direction dir)
{
    switch (dir) {
    case Direction::Left:
        return "left";
    case Direction::Right:
        return "right";
    case Direction::Up:
        return "up";
    case Direction::Down:
        return "down";
    }
    return "?";
}

constexpr Direction AllDirs[4] = {Direction::Left, Direction::Right, Direction::Up,
                                  Direction::Down};

long long sum(const Cells &cells)
{
    return std::accumulate(cells.begin(), cells.end(), 0LL);
}

int countTiles(const Cells &cells)
{
    return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](int v) { return v; }));
}

// A random board: each cell empty or a small power of two.
Cells randomBoard(gg::Rng &rng, int size, double density)
{
    Cells cells(static_cast<std::size_t>(size * size), 0);
    for (int &v : cells)
        if (rng.chance(density))
            v = 2 << rng.below(rng.chance(0.2) ? 10 : 3);
    return cells;
}

} // namespace

class TestTwenty48Rules : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void literalBoards_data();
    void literalBoards();
    void scoreIsSumOfMerges();
    void noChangeIsNotAMove_data();
    void noChangeIsNotAMove();
    void spawnDistribution();
    void spawnAfterEveryRealMove();
    void newGameHasTwoTiles_data();
    void newGameHasTwoTiles();
    void winAtTarget_data();
    void winAtTarget();
    void keepGoing();
    void loss_data();
    void loss();
    void undoRedo();
    void restart();
    void sizes_data();
    void sizes();
    void hugeTilesDoNotOverflow();
    void slideProperties_data();
    void slideProperties();
    void moveProperties_data();
    void moveProperties();
    void rotatedBoardsSlideAlike_data();
    void rotatedBoardsSlideAlike();
};

// docs/RULES.md §1.3: the example lines, each in all four directions (the board rotated).
void TestTwenty48Rules::examples_data()
{
    QTest::addColumn<Direction>("dir");
    QTest::addColumn<QList<int>>("line");     // read from the side tiles move towards
    QTest::addColumn<QList<int>>("expected"); // same orientation
    QTest::addColumn<int>("gained");
    struct Example
    {
        const char *name;
        QList<int> line;
        QList<int> expected;
        int gained;
    };
    const Example examples[] = {
        {"[2,2,2,2] -> [4,4,0,0]", {2, 2, 2, 2}, {4, 4, 0, 0}, 8},
        {"[2,2,2,0] -> [4,2,0,0]", {2, 2, 2, 0}, {4, 2, 0, 0}, 4},
        {"[4,4,8,0] -> [8,8,0,0] no chain merge", {4, 4, 8, 0}, {8, 8, 0, 0}, 8},
        {"[2,0,0,2] -> [4,0,0,0]", {2, 0, 0, 2}, {4, 0, 0, 0}, 4},
        {"merge once: [2,2,4,8] -> [4,4,8,0]", {2, 2, 4, 8}, {4, 4, 8, 0}, 4},
        {"merge from the front: [4,2,2,0] -> [4,4,0,0]", {4, 2, 2, 0}, {4, 4, 0, 0}, 4},
        {"slide only: [0,0,0,2] -> [2,0,0,0]", {0, 0, 0, 2}, {2, 0, 0, 0}, 0},
        {"two pairs: [8,8,4,4] -> [16,8,0,0]", {8, 8, 4, 4}, {16, 8, 0, 0}, 24},
    };
    for (const auto &ex : examples)
        for (Direction dir : AllDirs)
            QTest::addRow("§1 %s %s", ex.name, dirName(dir))
                << dir << ex.line << ex.expected << ex.gained;
}

void TestTwenty48Rules::examples()
{
    QFETCH(Direction, dir);
    QFETCH(QList<int>, line);
    QFETCH(QList<int>, expected);
    QFETCH(int, gained);
    // The example on line 1 of a 4×4 board; the other lines hold tiles that cannot move.
    Cells cells(16, 0);
    Cells want(16, 0);
    for (int l = 0; l < 4; ++l) {
        for (int i = 0; i < 4; ++i) {
            const int filler = (l == 1) ? 0 : 1 << (1 + l * 4 + i + 3);
            cells[towards(4, dir, l, i)] = l == 1 ? line[i] : filler;
            want[towards(4, dir, l, i)] = l == 1 ? expected[i] : filler;
        }
    }
    const auto result = gg::t48::slide(cells, 4, dir);
    QCOMPARE(result.cells, want);
    QCOMPARE(result.gained, gained);
    QCOMPARE(result.changed, true);
}

// docs/RULES.md §1.3's examples as whole boards, row-major, no rotation helper involved.
void TestTwenty48Rules::literalBoards_data()
{
    QTest::addColumn<Direction>("dir");
    QTest::addColumn<QList<int>>("before");
    QTest::addColumn<QList<int>>("after");
    QTest::newRow("§1 [2,2,2,0] right -> [0,0,2,4]")
        << Direction::Right << QList<int>{2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
        << QList<int>{0, 0, 2, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    QTest::newRow("§1 [2,2,2,2] column up -> [4,4,0,0]")
        << Direction::Up << QList<int>{2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0}
        << QList<int>{4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    QTest::newRow("§1 [4,4,8,0] column down -> [0,0,8,8]")
        << Direction::Down << QList<int>{0, 4, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0}
        << QList<int>{0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 8, 0, 0};
    QTest::newRow("§1 3x3 [2,0,2] left -> [4,0,0]")
        << Direction::Left << QList<int>{2, 0, 2, 0, 0, 0, 4, 4, 4}
        << QList<int>{4, 0, 0, 0, 0, 0, 8, 4, 0};
}

void TestTwenty48Rules::literalBoards()
{
    QFETCH(Direction, dir);
    QFETCH(QList<int>, before);
    QFETCH(QList<int>, after);
    const int size = before.size() == 9 ? 3 : 4;
    const auto result = gg::t48::slide(Cells(before.begin(), before.end()), size, dir);
    QCOMPARE(result.cells, Cells(after.begin(), after.end()));
}

// docs/RULES.md §1.6: the score grows by the value of every tile created by a merge.
void TestTwenty48Rules::scoreIsSumOfMerges()
{
    Game game(4, 2048, 7);
    game.setPosition({2, 2, 4, 4, 8, 8, 0, 0, 16, 0, 16, 0, 0, 0, 0, 0}, 100);
    const auto report = game.move(Direction::Left);
    QVERIFY(report.moved);
    QCOMPARE(report.gained, 4 + 8 + 16 + 32);
    QCOMPARE(game.score(), 100 + 60);
    QCOMPARE(report.mergedCells.size(), std::size_t{4});
}

// docs/RULES.md §1.4: a move that changes nothing is not a move: no spawn, no score, no undo step.
void TestTwenty48Rules::noChangeIsNotAMove_data()
{
    QTest::addColumn<QList<int>>("cells");
    QTest::addColumn<Direction>("dir");
    QTest::newRow("§1 tiles already left")
        << QList<int>{2, 4, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 16, 2, 0, 0} << Direction::Left;
    QTest::newRow("§1 tiles already down")
        << QList<int>{0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 4, 8, 16, 2} << Direction::Down;
    QTest::newRow("§1 full board, no pair")
        << QList<int>{2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 4, 2} << Direction::Up;
}

void TestTwenty48Rules::noChangeIsNotAMove()
{
    QFETCH(QList<int>, cells);
    QFETCH(Direction, dir);
    Game game(4, 2048, 11);
    const Cells start(cells.begin(), cells.end());
    game.setPosition(start, 40);
    const std::string rngBefore = game.rng().toString();
    const auto report = game.move(dir);
    QVERIFY(!report.moved);
    QCOMPARE(report.gained, 0);
    QCOMPARE(report.spawn.index, -1);
    QCOMPARE(game.cells(), start);
    QCOMPARE(game.score(), 40LL);
    QCOMPARE(game.moves(), 0);
    QVERIFY(!game.canUndo());
    QCOMPARE(game.rng().toString(), rngBefore); // not even a random number was drawn
}

// docs/RULES.md §1.5: 2 with probability 0.9, 4 with 0.1, on a uniformly random empty cell.
void TestTwenty48Rules::spawnDistribution()
{
    Game game(4, 2048, 20240501);
    int fours = 0;
    int tiles = 0;
    std::vector<int> where(16, 0);
    for (int g = 0; g < 5000; ++g) {
        game.newGame();
        for (int i = 0; i < 16; ++i) {
            const int v = game.cells()[i];
            if (v == 0)
                continue;
            QVERIFY(v == 2 || v == 4);
            ++tiles;
            fours += v == 4;
            ++where[i];
        }
    }
    QCOMPARE(tiles, 10000);
    // Expected 1000 fours; the standard deviation is 30, the bound is over 6 of them.
    QVERIFY2(fours > 800 && fours < 1200, qPrintable(QString::number(fours)));
    // Each cell expects 625 tiles (sd ~24): all within ±150.
    for (int count : where)
        QVERIFY2(count > 475 && count < 775, qPrintable(QString::number(count)));
}

void TestTwenty48Rules::spawnAfterEveryRealMove()
{
    Game game(4, 2048, 5);
    game.setPosition({2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    const auto report = game.move(Direction::Right);
    QVERIFY(report.moved);
    QVERIFY(report.spawn.index >= 0 && report.spawn.index < 16);
    QVERIFY(report.spawn.index != 3); // the moved tile's cell was not empty
    QVERIFY(report.spawn.value == 2 || report.spawn.value == 4);
    QCOMPARE(game.cells()[report.spawn.index], report.spawn.value);
    QCOMPARE(countTiles(game.cells()), 2);
}

// docs/RULES.md §1.2: a new game starts with two spawned tiles (every size).
void TestTwenty48Rules::newGameHasTwoTiles_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("seed");
    for (int size = 3; size <= 8; ++size)
        for (quint64 seed : {1ull, 2ull, 99ull})
            QTest::addRow("§1 %dx%d seed %llu", size, size, seed) << size << seed;
}

void TestTwenty48Rules::newGameHasTwoTiles()
{
    QFETCH(int, size);
    QFETCH(quint64, seed);
    Game game(size, 2048, seed);
    QCOMPARE(game.size(), size);
    QCOMPARE(game.cells().size(), std::size_t(size * size));
    QCOMPARE(countTiles(game.cells()), 2);
    for (int v : game.cells())
        QVERIFY(v == 0 || v == 2 || v == 4);
    QCOMPARE(game.score(), 0LL);
    QCOMPARE(game.moves(), 0);
    QVERIFY(!game.canUndo());
    QVERIFY(!game.canRedo());
    QCOMPARE(game.status(), gg::t48::Status::Playing);
    game.newGame(); // again, same options
    QCOMPARE(countTiles(game.cells()), 2);
}

// docs/RULES.md §1.7: win when a tile reaches the target (2048 or a custom one such as 32).
void TestTwenty48Rules::winAtTarget_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("effective");
    QTest::newRow("§1 default 2048") << 2048 << 2048;
    QTest::newRow("§1 custom 32 (tutorial)") << 32 << 32;
    QTest::newRow("smallest target 8") << 8 << 8;
    QTest::newRow("target rounded up to a power of two") << 48 << 64;
    QTest::newRow("absurd target clamped") << -5 << 8;
}

void TestTwenty48Rules::winAtTarget()
{
    QFETCH(int, target);
    QFETCH(int, effective);
    Game game(4, target, 3);
    QCOMPARE(game.target(), effective);
    const int half = effective / 2;
    game.setPosition({half, half, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    QCOMPARE(game.status(), gg::t48::Status::Playing);
    const auto report = game.move(Direction::Left);
    QVERIFY(report.moved);
    QVERIFY(report.reachedTarget);
    QVERIFY(game.reachedTarget());
    QCOMPARE(game.status(), gg::t48::Status::Won);
    // While the win is shown, moves wait for the player's choice.
    const auto refused = game.move(Direction::Right);
    QVERIFY(!refused.moved);
    QCOMPARE(game.moves(), 1);
}

// docs/RULES.md §1.7: the player may keep playing after the win; the win is told once.
void TestTwenty48Rules::keepGoing()
{
    Game game(4, 32, 3);
    game.setPosition({16, 16, 0, 0, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    QVERIFY(game.move(Direction::Left).reachedTarget);
    QCOMPARE(game.status(), gg::t48::Status::Won);
    game.keepGoing();
    QVERIFY(game.keptGoing());
    QCOMPARE(game.status(), gg::t48::Status::Playing);
    const auto report = game.move(Direction::Up); // 32 + 32 -> 64
    QVERIFY(report.moved);
    QVERIFY(!report.reachedTarget);
    QCOMPARE(game.maxTile(), 64);
    QCOMPARE(game.status(), gg::t48::Status::Playing);
}

// docs/RULES.md §1.8: loss when the board is full and no move changes it.
void TestTwenty48Rules::loss_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("cells");
    QTest::addColumn<bool>("over");
    QTest::newRow("§1 full, no pair: over")
        << 4 << QList<int>{2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 4, 2} << true;
    QTest::newRow("§1 full, a pair in a row: playing")
        << 4 << QList<int>{2, 2, 8, 4, 4, 8, 4, 2, 2, 4, 2, 4, 4, 2, 4, 2} << false;
    QTest::newRow("§1 full, a pair in a column: playing")
        << 4 << QList<int>{2, 4, 2, 4, 2, 8, 4, 2, 8, 4, 2, 4, 4, 2, 4, 2} << false;
    QTest::newRow("§1 one empty cell: playing")
        << 4 << QList<int>{2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 0, 4, 4, 2, 4, 2} << false;
    QTest::newRow("§1 3x3 full, no pair: over")
        << 3 << QList<int>{2, 4, 8, 4, 8, 2, 8, 2, 4} << true;
    // Found by fuzz_twenty48: an empty board (a hostile save's start) has empty cells but no
    // slide changes it, so it is stuck, not in play.
    QTest::newRow("fuzz: empty board, no move changes it: over")
        << 3 << QList<int>{0, 0, 0, 0, 0, 0, 0, 0, 0} << true;
    QTest::newRow("one tile in a corner: playing")
        << 3 << QList<int>{0, 0, 0, 0, 0, 0, 0, 0, 2} << false;
}

void TestTwenty48Rules::loss()
{
    QFETCH(int, size);
    QFETCH(QList<int>, cells);
    QFETCH(bool, over);
    Game game(size, 2048, 1);
    game.setPosition(Cells(cells.begin(), cells.end()));
    QCOMPARE(game.status() == gg::t48::Status::Over, over);
    QCOMPARE(gg::t48::canMove(game.cells(), size), !over);
    if (over)
        for (Direction dir : AllDirs)
            QVERIFY(!game.move(dir).moved);
}

void TestTwenty48Rules::undoRedo()
{
    Game game(4, 2048, 42);
    std::vector<Cells> boards{game.cells()};
    std::vector<long long> scores{game.score()};
    gg::Rng pick(9);
    while (game.moves() < 12) {
        if (game.move(AllDirs[pick.below(4)]).moved) {
            boards.push_back(game.cells());
            scores.push_back(game.score());
        }
    }
    QVERIFY(!game.assisted());
    for (int i = 11; i >= 0; --i) {
        QVERIFY(game.undo());
        QCOMPARE(game.cells(), boards[i]);
        QCOMPARE(game.score(), scores[i]);
        QCOMPARE(game.moves(), i);
    }
    QVERIFY(!game.undo());
    QVERIFY(game.assisted()); // an undone game's score is marked assisted
    for (int i = 1; i <= 12; ++i) {
        QVERIFY(game.redo());
        QCOMPARE(game.cells(), boards[i]);
        QCOMPARE(game.score(), scores[i]);
    }
    QVERIFY(!game.redo());
    // A new move after an undo drops the redo history.
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    Direction dir = Direction::Left;
    for (Direction d : AllDirs)
        if (gg::t48::slide(game.cells(), 4, d).changed)
            dir = d;
    QVERIFY(game.move(dir).moved);
    QVERIFY(!game.canRedo());
    QCOMPARE(game.moves(), 11);
}

void TestTwenty48Rules::restart()
{
    Game game(4, 2048, 8);
    const Cells start = game.cells();
    for (Direction dir : AllDirs)
        game.move(dir);
    game.undo();
    game.restart();
    QCOMPARE(game.cells(), start);
    QCOMPARE(game.moves(), 0);
    QCOMPARE(game.score(), 0LL);
    QVERIFY(!game.canUndo());
}

// docs/RULES.md §1.1: sizes 3×3 to 8×8 (4×4 default); out-of-range sizes are clamped.
void TestTwenty48Rules::sizes_data()
{
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("size");
    QTest::newRow("§1 default") << 0 << 4;
    for (int n = 3; n <= 8; ++n)
        QTest::addRow("§1 %dx%d", n, n) << n << n;
    QTest::newRow("2 clamps to 3") << 2 << 3;
    QTest::newRow("100 clamps to 8") << 100 << 8;
}

void TestTwenty48Rules::sizes()
{
    QFETCH(int, requested);
    QFETCH(int, size);
    Game game = requested == 0 ? Game() : Game(requested, 2048, 1);
    QCOMPARE(game.size(), size);
    QCOMPARE(game.cells().size(), std::size_t(size * size));
    // The first example along the top row, padded with empty cells.
    Cells cells(std::size_t(size * size), 0);
    cells[0] = 2;
    cells[1] = 2;
    cells[2] = 2;
    const auto result = gg::t48::slide(cells, size, Direction::Right);
    QCOMPARE(result.cells[size - 1], 4);
    QCOMPARE(result.cells[size - 2], 2);
    QCOMPARE(countTiles(result.cells), 2);
    // A game of this size plays: 300 random slides, every position well formed.
    gg::Rng pick(static_cast<std::uint64_t>(size));
    for (int i = 0; i < 300 && game.status() != gg::t48::Status::Over; ++i) {
        if (game.status() == gg::t48::Status::Won)
            game.keepGoing();
        game.move(AllDirs[pick.below(4)]);
        QCOMPARE(game.cells().size(), std::size_t(size * size));
        for (int v : game.cells())
            QVERIFY(gg::t48::isTileValue(v));
    }
    QVERIFY(game.moves() > 0);
}

// Boards from files or the command line may hold the largest tile: no int overflow.
void TestTwenty48Rules::hugeTilesDoNotOverflow()
{
    const int big = gg::t48::MaxTile;
    Cells cells(64, big / 2);
    const auto merged = gg::t48::slide(cells, 8, Direction::Left);
    QVERIFY(merged.changed);
    QCOMPARE(merged.cells[0], big);
    QCOMPARE(merged.gained, std::numeric_limits<int>::max()); // 32 * 2^30 saturates
    Cells top(9, 0);
    top[0] = big;
    top[1] = big;
    QVERIFY(!gg::t48::slide(top, 3, Direction::Left).changed);
    QVERIFY(gg::t48::isTileValue(big));
    QVERIFY(!gg::t48::isTileValue(3));
    QVERIFY(!gg::t48::isTileValue(-2));
    Cells stuck{big, big, 2, 4, 8, 16, 32, 64, 128};
    QVERIFY(!gg::t48::canMove(stuck, 3)); // consistent with slide: they cannot merge
}

// Property: a slide conserves the tile sum; the score gained is the sum of the tiles made
// by merges; the motions describe exactly the board after the slide.
void TestTwenty48Rules::slideProperties_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<double>("density");
    for (int size = 3; size <= 8; ++size)
        for (double density : {0.3, 0.7, 1.0})
            QTest::addRow("%dx%d density %.1f", size, size, density) << size << density;
}

void TestTwenty48Rules::slideProperties()
{
    QFETCH(int, size);
    QFETCH(double, density);
    gg::Rng rng(static_cast<std::uint64_t>(size * 1000 + density * 10));
    for (int trial = 0; trial < 300; ++trial) {
        const Cells cells = randomBoard(rng, size, density);
        for (Direction dir : AllDirs) {
            const auto r = gg::t48::slide(cells, size, dir);
            QCOMPARE(sum(r.cells), sum(cells));
            long long merged = 0;
            for (int index : r.mergedCells)
                merged += r.cells[index];
            QCOMPARE(static_cast<long long>(r.gained), merged);
            QCOMPARE(r.changed, r.cells != cells);
            QCOMPARE(countTiles(r.cells),
                     countTiles(cells) - static_cast<int>(r.mergedCells.size()));
            // Rebuild the board from the motions (what the UI animates).
            Cells rebuilt(cells.size(), 0);
            for (const auto &m : r.motions) {
                QCOMPARE(cells[m.from], m.value);
                rebuilt[m.to] = m.merged ? m.value * 2 : m.value;
            }
            QCOMPARE(rebuilt, r.cells);
            QCOMPARE(static_cast<int>(r.motions.size()), countTiles(cells));
        }
    }
}

// Property, with no index formula shared with the core or the tables above: turning the
// board a quarter turn clockwise and sliding in the turned direction gives the turned
// result (Left turns into Up, Up into Right, Right into Down, Down into Left).
void TestTwenty48Rules::rotatedBoardsSlideAlike_data()
{
    QTest::addColumn<int>("size");
    for (int size = 3; size <= 8; ++size)
        QTest::addRow("%dx%d", size, size) << size;
}

void TestTwenty48Rules::rotatedBoardsSlideAlike()
{
    QFETCH(int, size);
    // A quarter turn clockwise: the cell at (row, col) goes to (col, size - 1 - row).
    const auto turn = [size](const Cells &cells) {
        Cells out(cells.size(), 0);
        for (int row = 0; row < size; ++row)
            for (int col = 0; col < size; ++col)
                out[static_cast<std::size_t>(col * size + (size - 1 - row))] =
                    cells[static_cast<std::size_t>(row * size + col)];
        return out;
    };
    const auto turned = [](Direction dir) {
        switch (dir) {
        case Direction::Left:
            return Direction::Up;
        case Direction::Up:
            return Direction::Right;
        case Direction::Right:
            return Direction::Down;
        case Direction::Down:
            return Direction::Left;
        }
        return dir;
    };
    gg::Rng rng(static_cast<std::uint64_t>(size) * 77);
    for (int trial = 0; trial < 300; ++trial) {
        const Cells cells = randomBoard(rng, size, 0.6);
        for (Direction dir : AllDirs) {
            const auto straight = gg::t48::slide(cells, size, dir);
            const auto rotated = gg::t48::slide(turn(cells), size, turned(dir));
            QCOMPARE(rotated.cells, turn(straight.cells));
            QCOMPARE(rotated.gained, straight.gained);
            QCOMPARE(rotated.changed, straight.changed);
        }
    }
}

// Property: after a real move the sum grows by exactly the spawned tile; a no-change move
// changes nothing at all.
void TestTwenty48Rules::moveProperties_data()
{
    QTest::addColumn<int>("size");
    for (int size = 3; size <= 8; ++size)
        QTest::addRow("%dx%d", size, size) << size;
}

void TestTwenty48Rules::moveProperties()
{
    QFETCH(int, size);
    gg::Rng rng(static_cast<std::uint64_t>(size));
    for (int trial = 0; trial < 200; ++trial) {
        Game game(size, 1 << 20, rng.next());
        game.setPosition(randomBoard(rng, size, 0.6));
        for (int step = 0; step < 10; ++step) {
            const Cells before = game.cells();
            const long long score = game.score();
            const Direction dir = AllDirs[rng.below(4)];
            const auto slid = gg::t48::slide(before, size, dir);
            const auto report = game.move(dir);
            QCOMPARE(report.moved, slid.changed);
            if (report.moved) {
                QCOMPARE(sum(game.cells()), sum(before) + report.spawn.value);
                QCOMPARE(game.score(), score + slid.gained);
                QCOMPARE(slid.cells[report.spawn.index], 0);
            } else {
                QCOMPARE(game.cells(), before);
                QCOMPARE(game.score(), score);
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestTwenty48Rules)
#include "tst_twenty48rules.moc"
