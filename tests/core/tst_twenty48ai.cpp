// The 2048 computer helper: its fast board agrees with the rules, it always answers with a
// legal move, finds forced moves, stops when told, works at every size; and the
// gridgames-cli 2048 front end (run through GG_CLI) prints what issue 2 specifies.

#include "clirun.h"
#include "common/rng.h"
#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48bitboard.h"
#include "twenty48/twenty48rules.h"

#include <QRegularExpression>
#include <QtTest>

#include <thread>

using gg::t48::Cells;
using gg::t48::Direction;

Q_DECLARE_METATYPE(Direction)

namespace {

constexpr Direction AllDirs[4] = {Direction::Left, Direction::Right, Direction::Up,
                                  Direction::Down};

Cells randomBoard(gg::Rng &rng, int size, double density, int maxExponent)
{
    Cells cells(static_cast<std::size_t>(size * size), 0);
    for (int &v : cells)
        if (rng.chance(density))
            v = 2 << rng.below(static_cast<std::uint32_t>(maxExponent));
    return cells;
}

bool isLegal(const Cells &cells, int size, std::optional<Direction> dir)
{
    return dir && gg::t48::slide(cells, size, *dir).changed;
}

// A board whose only legal move is `dir`: the line the tiles would pile against is empty,
// every other cell holds 2 or 4 in a checkerboard (no two neighbours equal).
Cells onlyMoveBoard(int size, Direction dir)
{
    Cells cells(static_cast<std::size_t>(size * size), 0);
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const bool front =
                (dir == Direction::Left && c == 0) || (dir == Direction::Right && c == size - 1) ||
                (dir == Direction::Up && r == 0) || (dir == Direction::Down && r == size - 1);
            cells[r * size + c] = front ? 0 : ((r + c) % 2 ? 2 : 4);
        }
    }
    return cells;
}

} // namespace

class TestTwenty48Ai : public QObject
{
    Q_OBJECT

private slots:
    void bitboardMatchesRules_data();
    void bitboardMatchesRules();
    void bitboardHelpers();
    void fastAndGenericAgree();
    void legalMove_data();
    void legalMove();
    void onlyLegalMove_data();
    void onlyLegalMove();
    void largestTilesNeverMerge_data();
    void largestTilesNeverMerge();
    void noMoveNoAnswer_data();
    void noMoveNoAnswer();
    void stopFlagSetBefore();
    void stopFlagFromAnotherThread();
    void timeBudget();
    void deterministic();
    void playsAGame_data();
    void playsAGame();
    void cliMove_data();
    void cliMove();
    void cliMalformedLines();
    void cliHint();
    void cliPlaySummary();
    void cliPlayOptions();
    void cliBadOptions_data();
    void cliBadOptions();
};

// The precomputed row tables slide exactly like the rules (random boards, all directions).
void TestTwenty48Ai::bitboardMatchesRules_data()
{
    QTest::addColumn<double>("density");
    QTest::addColumn<int>("maxExponent");
    QTest::newRow("sparse small tiles") << 0.3 << 3;
    QTest::newRow("dense small tiles") << 0.9 << 3;
    QTest::newRow("full, many pairs") << 1.0 << 2;
    QTest::newRow("large tiles up to 32768") << 0.8 << 15;
}

void TestTwenty48Ai::bitboardMatchesRules()
{
    QFETCH(double, density);
    QFETCH(int, maxExponent);
    gg::Rng rng(static_cast<std::uint64_t>(density * 100 + maxExponent));
    for (int trial = 0; trial < 2000; ++trial) {
        Cells cells = randomBoard(rng, 4, density, maxExponent);
        // Two 32768s would merge into 65536, beyond a nibble: the bitboard refuses those.
        const auto board = gg::t48::bits::fromCells(cells);
        QVERIFY(board.has_value());
        QCOMPARE(gg::t48::bits::toCells(*board), cells);
        for (Direction dir : AllDirs) {
            const auto expected = gg::t48::slide(cells, 4, dir);
            if (std::find(expected.cells.begin(), expected.cells.end(), 65536) !=
                expected.cells.end())
                continue;
            QCOMPARE(gg::t48::bits::toCells(gg::t48::bits::slide(*board, dir)), expected.cells);
            QCOMPARE(gg::t48::bits::slideGain(*board, dir), expected.gained);
        }
    }
}

void TestTwenty48Ai::bitboardHelpers()
{
    using namespace gg::t48::bits;
    const Cells cells{2, 0, 4, 0, 0, 0, 0, 8, 2, 0, 0, 0, 32768, 0, 0, 16};
    const Board b = *fromCells(cells);
    QCOMPARE(countEmpty(b), 10);
    QCOMPARE(countDistinct(b), 5);
    QCOMPARE(maxExponent(b), 15);
    QCOMPARE(exponentAt(b, 3, 0), 15);
    QCOMPARE(transpose(transpose(b)), b);
    QCOMPARE(exponentAt(transpose(b), 0, 3), 15);
    QVERIFY(!fromCells(Cells(16, 65536)).has_value()); // beyond a nibble
    QVERIFY(!fromCells(Cells(9, 2)).has_value());      // not 4×4
    QVERIFY(!fromCells(Cells(16, 3)).has_value());     // not a tile
    QCOMPARE(countEmpty(0), 16);
    // A better-shaped board (a monotonic corner) scores above a scattered one.
    const Board corner = *fromCells({256, 128, 64, 32, 2, 4, 8, 16, 0, 0, 0, 2, 0, 0, 0, 0});
    const Board scattered = *fromCells({2, 256, 4, 32, 128, 8, 64, 16, 0, 0, 0, 2, 0, 0, 0, 0});
    QVERIFY(heuristic(corner) > heuristic(scattered));
}

// The generic search (any size) and the bitboard search score 4×4 boards the same way.
void TestTwenty48Ai::fastAndGenericAgree()
{
    gg::Rng rng(123);
    int compared = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const Cells cells = randomBoard(rng, 4, 0.6, 6);
        if (!gg::t48::canMove(cells, 4))
            continue;
        for (int depth : {1, 2}) {
            gg::t48::SearchLimits limits;
            limits.maxDepth = depth;
            const auto fast = gg::t48::search(cells, 4, limits);
            limits.genericOnly = true;
            const auto generic = gg::t48::search(cells, 4, limits);
            QVERIFY(fast.fastPath);
            QVERIFY(!generic.fastPath);
            QCOMPARE(generic.depth, depth);
            QCOMPARE(fast.depth, depth);
            QCOMPARE(generic.legal, fast.legal);
            // The same tree and the same heuristic; only the order of float additions and
            // the 4×4 transposition table differ.
            for (int d = 0; d < 4; ++d)
                QVERIFY2(std::abs(generic.scores[d] - fast.scores[d]) <=
                             2e-4f * std::max(1.0f, std::abs(fast.scores[d])),
                         qPrintable(QString("depth %1 dir %2: %3 vs %4")
                                        .arg(depth)
                                        .arg(d)
                                        .arg(double(generic.scores[d]))
                                        .arg(double(fast.scores[d]))));
        }
        ++compared;
    }
    QVERIFY(compared > 20);
}

void TestTwenty48Ai::legalMove_data()
{
    QTest::addColumn<int>("size");
    for (int size = 3; size <= 8; ++size)
        QTest::addRow("%dx%d", size, size) << size;
}

void TestTwenty48Ai::legalMove()
{
    QFETCH(int, size);
    gg::Rng rng(static_cast<std::uint64_t>(size) * 7919);
    int searched = 0;
    for (int trial = 0; trial < 12; ++trial) {
        const Cells cells = randomBoard(rng, size, trial % 2 ? 0.9 : 0.5, 8);
        // A fixed shallow depth keeps the big boards quick under sanitizers (a depth-2
        // tree on a half-empty 8×8 board has a million leaves); 4×4 searches automatically.
        gg::t48::SearchLimits limits = gg::t48::limitsFor(gg::t48::Strength::Quick);
        if (size != 4)
            limits.maxDepth = size <= 5 ? 2 : 1;
        const auto result = gg::t48::search(cells, size, limits);
        if (!gg::t48::canMove(cells, size)) {
            QVERIFY(!result.move);
            continue;
        }
        QVERIFY(isLegal(cells, size, result.move));
        QCOMPARE(result.fastPath, size == 4);
        QVERIFY(result.evaluations > 0);
        ++searched;
    }
    QVERIFY(searched > 6);
}

void TestTwenty48Ai::onlyLegalMove_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<Direction>("dir");
    const char *names[] = {"left", "right", "up", "down"};
    for (int size = 3; size <= 8; ++size)
        for (Direction dir : AllDirs)
            QTest::addRow("%dx%d only %s", size, size, names[static_cast<int>(dir)]) << size << dir;
}

void TestTwenty48Ai::onlyLegalMove()
{
    QFETCH(int, size);
    QFETCH(Direction, dir);
    const Cells cells = onlyMoveBoard(size, dir);
    int legal = 0;
    for (Direction d : AllDirs)
        legal += gg::t48::slide(cells, size, d).changed;
    QCOMPARE(legal, 1);
    gg::t48::SearchLimits limits;
    limits.maxDepth = 2;
    const auto result = gg::t48::search(cells, size, limits);
    QVERIFY(result.move.has_value());
    QCOMPARE(*result.move, dir);
    for (Direction d : AllDirs)
        QCOMPARE(result.legal[static_cast<int>(d)], d == dir);
}

// Two largest tiles side by side do not merge (docs/RULES.md §1.3, rule 4), so sliding along them
// is not a move; the search must not offer it (found by CI's fuzz_twenty48 on a 7x7 board).
void TestTwenty48Ai::largestTilesNeverMerge_data()
{
    constexpr int M = gg::t48::MaxTile;
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("cells");
    // Full boards whose only real merge is the 2 over 2 in the last column: up or down.
    QTest::newRow("3x3 largest pair in a row") << 3 << QList<int>{M, M, 2, 4, 8, 2, 16, 32, 64};
    QTest::newRow("3x3 two largest pairs") << 3 << QList<int>{M, M, 2, M, M, 2, 16, 32, 64};
}

void TestTwenty48Ai::largestTilesNeverMerge()
{
    QFETCH(int, size);
    QFETCH(QList<int>, cells);
    const Cells board(cells.begin(), cells.end());
    for (int depth = 1; depth <= 3; ++depth) {
        gg::t48::SearchLimits limits;
        limits.maxDepth = depth;
        const auto result = gg::t48::search(board, size, limits);
        QVERIFY(result.move.has_value());
        QVERIFY2(*result.move == Direction::Up || *result.move == Direction::Down,
                 qPrintable(QStringLiteral("depth %1 chose %2").arg(depth).arg(int(*result.move))));
        QVERIFY(gg::t48::slide(board, size, *result.move).changed);
    }
}

void TestTwenty48Ai::noMoveNoAnswer_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("cells");
    QTest::newRow("4x4 lost") << 4 << QList<int>{2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 4, 2};
    QTest::newRow("3x3 lost") << 3 << QList<int>{2, 4, 8, 4, 8, 2, 8, 2, 4};
    QTest::newRow("wrong cell count") << 4 << QList<int>{2, 2};
    QTest::newRow("size 9") << 9 << QList<int>(81, 0);
    QTest::newRow("not a tile") << 3 << QList<int>{3, 0, 0, 0, 0, 0, 0, 0, 0};
}

void TestTwenty48Ai::noMoveNoAnswer()
{
    QFETCH(int, size);
    QFETCH(QList<int>, cells);
    QVERIFY(!gg::t48::bestMove(Cells(cells.begin(), cells.end()), size).has_value());
}

// Stopped before it starts: still a legal move (from the depth-0 pass), marked cut short.
void TestTwenty48Ai::stopFlagSetBefore()
{
    std::atomic<bool> stop{true};
    gg::t48::SearchLimits limits;
    limits.stop = &stop;
    limits.maxDepth = 12;
    gg::Rng rng(5);
    for (int size = 3; size <= 8; ++size) {
        Cells cells = randomBoard(rng, size, 0.5, 9);
        cells[0] = 0;
        const auto result = gg::t48::search(cells, size, limits);
        QVERIFY2(isLegal(cells, size, result.move), qPrintable(QString::number(size)));
        QVERIFY(result.cutShort);
        QCOMPARE(result.depth, 0);
    }
}

// A search far too deep to finish is stopped from another thread (what the UI does).
void TestTwenty48Ai::stopFlagFromAnotherThread()
{
    const Cells cells{0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4, 0, 0, 0};
    for (int size : {4, 6}) {
        Cells board = cells;
        if (size == 6) {
            board.assign(36, 0);
            for (int i = 0; i < 16; ++i)
                board[(i / 4) * 6 + i % 4] = cells[i];
        }
        std::atomic<bool> stop{false};
        gg::t48::SearchLimits limits;
        limits.stop = &stop;
        limits.maxDepth = 12;
        limits.probabilityCutoff = 1e-30f;
        gg::t48::SearchResult result;
        std::thread worker([&] { result = gg::t48::search(board, size, limits); });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop = true;
        worker.join(); // returns: the flag is honoured (a depth-12 search would take hours)
        QVERIFY(isLegal(board, size, result.move));
        QVERIFY(result.cutShort);
        QVERIFY(result.depth < 12);
    }
}

void TestTwenty48Ai::timeBudget()
{
    const Cells cells{0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4, 0, 0, 0};
    gg::t48::SearchLimits limits;
    limits.budgetMs = 5;
    limits.maxDepth = 12;
    const auto result = gg::t48::search(cells, 4, limits);
    QVERIFY(isLegal(cells, 4, result.move));
    QVERIFY(result.cutShort);
}

// Same position, same answer: the search has no hidden randomness.
void TestTwenty48Ai::deterministic()
{
    gg::Rng rng(77);
    for (int size : {3, 4, 5}) {
        const Cells cells = randomBoard(rng, size, 0.6, 7);
        const auto a = gg::t48::search(cells, size);
        const auto b = gg::t48::search(cells, size);
        QCOMPARE(a.move, b.move);
        QCOMPARE(a.scores, b.scores);
        QCOMPARE(a.evaluations, b.evaluations);
    }
}

// The helper plays whole games at every size (quick strength, so the test stays fast):
// every move legal, and it gets well past what random play reaches.
void TestTwenty48Ai::playsAGame_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("goal");
    QTest::newRow("3x3 reaches 128") << 3 << 128;
    QTest::newRow("4x4 reaches 512") << 4 << 512;
    QTest::newRow("5x5 reaches 512") << 5 << 512;
    QTest::newRow("8x8 reaches 128") << 8 << 128;
}

void TestTwenty48Ai::playsAGame()
{
    QFETCH(int, size);
    QFETCH(int, goal);
    gg::t48::Game game(size, goal, 2024);
    gg::t48::SearchLimits limits;
    limits.maxDepth = 1;
    while (game.status() == gg::t48::Status::Playing) {
        const auto move = gg::t48::bestMove(game.cells(), size, limits);
        QVERIFY(isLegal(game.cells(), size, move));
        QVERIFY(game.move(*move).moved);
    }
    QCOMPARE(game.status(), gg::t48::Status::Won);
}

// `gridgames-cli 2048 move`: the docs/RULES.md §1.3 examples, all four directions, sizes 3 to 8.
void TestTwenty48Ai::cliMove_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("output");
    QTest::newRow("§1 [2,2,2,2] left") << "left 2 2 2 2 0 0 0 0 0 0 0 0 0 0 0 0"
                                       << "8 4 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [2,2,2,0] left") << "left 2 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0"
                                       << "4 4 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [2,2,2,0] right") << "right 2 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0"
                                        << "4 0 0 2 4 0 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [4,4,8,0] left") << "left 4 4 8 0 0 0 0 0 0 0 0 0 0 0 0 0"
                                       << "8 8 8 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [2,0,0,2] left") << "left 2 0 0 2 0 0 0 0 0 0 0 0 0 0 0 0"
                                       << "4 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [2,2,2,2] column up") << "up 2 0 0 0 2 0 0 0 2 0 0 0 2 0 0 0"
                                            << "8 4 0 0 0 4 0 0 0 0 0 0 0 0 0 0 0";
    QTest::newRow("§1 [4,4,8,0] column down") << "down 0 0 0 0 8 0 0 0 4 0 0 0 4 0 0 0"
                                              << "8 0 0 0 0 0 0 0 0 8 0 0 0 8 0 0 0";
    QTest::newRow("no change is GAINED 0, same board") << "left 2 4 0 0 0 0 0 0 0"
                                                       << "0 2 4 0 0 0 0 0 0 0";
    QTest::newRow("5x5 right") << "right 2 2 2 2 2" + QString(" 0").repeated(20)
                               << "8 0 0 2 4 4" + QString(" 0").repeated(20);
    QTest::newRow("8x8 down, 2^30 tiles do not merge")
        << "down 1073741824" + QString(" 0").repeated(55) + " 1073741824" +
               QString(" 0").repeated(7)
        << "0" + QString(" 0").repeated(48) + " 1073741824" + QString(" 0").repeated(7) +
               " 1073741824" + QString(" 0").repeated(7);
}

void TestTwenty48Ai::cliMove()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    QFETCH(QString, input);
    QFETCH(QString, output);
    const CliRun run = runCli({"2048", "move"}, (input + '\n').toUtf8());
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, output + '\n');
}

// A malformed line gets one error line on stderr; the others are answered; exit non-zero.
void TestTwenty48Ai::cliMalformedLines()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    const QByteArray input = "left 2 2 0 0 0 0 0 0 0\n"
                             "sideways 2 2 0 0 0 0 0 0 0\n"                // bad direction
                             "left 2 2 0 0 0 0 0 0\n"                      // 8 cells
                             "left 2 3 0 0 0 0 0 0 0\n"                    // 3 is not a tile
                             "left 2 -2 0 0 0 0 0 0 0\n"                   // negative
                             "left 2 x 0 0 0 0 0 0 0\n"                    // not a number
                             "left 2 99999999999999999999 0 0 0 0 0 0 0\n" // huge
                             "left 2 2147483648 0 0 0 0 0 0 0\n"           // 2^31: beyond an int
                             "\n"                                          // blank: ignored
                             "right 2 2 0 0 0 0 0 0 0\n";
    const CliRun run = runCli({"2048", "move"}, input);
    QVERIFY(run.exitCode != 0);
    QCOMPARE(run.out, QString("4 4 0 0 0 0 0 0 0 0\n4 0 0 4 0 0 0 0 0 0\n"));
    const QStringList errors = run.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(errors.size(), 7);
    for (int i = 0; i < errors.size(); ++i)
        QVERIFY2(errors[i].startsWith(QString("2048 move: line %1: ").arg(i + 2)),
                 qPrintable(errors[i]));
}

void TestTwenty48Ai::cliHint()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    QByteArray input;
    for (int v : onlyMoveBoard(4, Direction::Up))
        input += QByteArray::number(v) + ' ';
    input += "\n2 4 8 4 8 2 8 2 4\n";
    const CliRun run = runCli({"2048", "hint"}, input);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QString("up\nnone\n"));
}

// `play --games 1 --stop-at 64`: one game line, then the summary line in the exact format.
void TestTwenty48Ai::cliPlaySummary()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    const CliRun run = runCli({"2048", "play", "--games", "1", "--seed", "7", "--stop-at", "64"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 2);
    QVERIFY2(
        lines.first().contains(QRegularExpression("^game 1: score \\d+, max tile 64, moves \\d+")),
        qPrintable(lines.first()));
    QVERIFY2(lines.last().contains(QRegularExpression(
                 "^reached 2048: 0/1, 4096: 0/1, 8192: 0/1; mean ms/move: \\d+(\\.\\d+)?$")),
             qPrintable(lines.last()));
}

// Other sizes, a time budget and a strength: one line per game, then the summary.
void TestTwenty48Ai::cliPlayOptions()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    const CliRun run = runCli({"2048", "play", "--games", "2", "--seed", "3", "--size", "3", "--ms",
                               "2", "--strength", "quick", "--stop-at", "32"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.filter(QRegularExpression("^game [12]: score \\d+, max tile 32,")).size(), 2);
    QVERIFY(lines.last().startsWith("reached 2048: 0/2, 4096: 0/2, 8192: 0/2; mean ms/move: "));
}

void TestTwenty48Ai::cliBadOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown verb") << QStringList{"2048", "fly"};
    QTest::newRow("unknown option") << QStringList{"2048", "play", "--speed", "3"};
    QTest::newRow("games 0") << QStringList{"2048", "play", "--games", "0"};
    QTest::newRow("size 9") << QStringList{"2048", "play", "--size", "9"};
    QTest::newRow("stop-at 100") << QStringList{"2048", "play", "--stop-at", "100"};
    QTest::newRow("seed not a number") << QStringList{"2048", "play", "--seed", "abc"};
    QTest::newRow("move takes no options") << QStringList{"2048", "move", "--size", "4"};
    QTest::newRow("unknown strength") << QStringList{"2048", "play", "--strength", "godlike"};
    QTest::newRow("stray argument") << QStringList{"2048", "play", "extra"};
}

void TestTwenty48Ai::cliBadOptions()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (ctest sets it)");
    QFETCH(QStringList, args);
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
    QCOMPARE(run.out, QString());
}

QTEST_APPLESS_MAIN(TestTwenty48Ai)
#include "tst_twenty48ai.moc"
