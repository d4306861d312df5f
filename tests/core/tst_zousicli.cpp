// Transcripts of `gridgames-cli zousi` (issue 7): perft, value and solve, their error
// handling, and the solution cache (written, reused, and rebuilt when damaged). The CLI
// comes from the environment variable GG_CLI, set by ctest.

#include "clirun.h"
#include "common/rng.h"
#include "zousi/zousirules.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// `gridgames-cli zousi ARGS`.
CliRun runZousi(const QStringList &args, const QByteArray &input = {})
{
    return runCli(QStringList{"zousi"} + args, input);
}

} // namespace

class TestZousiCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void perft_data();
    void perft();
    void solveWritesTheCache();
    void valueTranscript();
    void damagedCacheIsRebuilt();
    void analyseAgreesWithValue_data();
    void analyseAgreesWithValue();

private:
    QTemporaryDir m_dir;
    QString m_cache;
};

void TestZousiCli::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (run through ctest)");
    QVERIFY(m_dir.isValid());
    m_cache = m_dir.filePath("zousi.cache");
}

void TestZousiCli::perft_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("out");
    QTest::newRow("start, depth 5")
        << QStringList{"perft", "5"} << 0 << "1 4\n2 16\n3 124\n4 906\n5 6256\n";
    QTest::newRow("start position given, o to move")
        << QStringList{"perft", "2", "xxxx........oooo o"} << 0 << "1 4\n2 16\n";
    QTest::newRow("position as two words")
        << QStringList{"perft", "1", "xxxx........oooo", "x"} << 0 << "1 4\n";
    QTest::newRow("x boxed in: the pass is one ply")
        << QStringList{"perft", "3", "xxo.oo......o... x"} << 0 << "1 1\n2 7\n3 6\n";
    QTest::newRow("over: no successors")
        << QStringList{"perft", "2", "....xx.........o o"} << 0 << "1 0\n2 0\n";
    QTest::newRow("depth 0") << QStringList{"perft", "0"} << 2 << "";
    QTest::newRow("depth not a number") << QStringList{"perft", "two"} << 2 << "";
    QTest::newRow("five pieces") << QStringList{"perft", "1", "xxxxx.......oooo x"} << 2 << "";
    QTest::newRow("bad side") << QStringList{"perft", "1", "xxxx........oooo z"} << 2 << "";
    QTest::newRow("unknown verb") << QStringList{"play"} << 2 << "";
}

void TestZousiCli::perft()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, out);
    const CliRun run = runZousi(args);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.out, out);
    QCOMPARE(run.err.isEmpty(), exitCode == 0);
}

void TestZousiCli::solveWritesTheCache()
{
    const CliRun first = runZousi({"solve", "--cache", m_cache});
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.err.isEmpty(), qPrintable(first.err));
    const QStringList lines = first.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 8);
    QCOMPARE(lines[0], QString("positions 4534506"));
    QCOMPARE(lines[1], QString("wins 2408422"));
    QCOMPARE(lines[2], QString("losses 1352248"));
    QCOMPARE(lines[3], QString("draws 773836"));
    QCOMPARE(lines[4], QString("longest-win 53"));
    QCOMPARE(lines[5], QString("longest-loss 54"));
    QCOMPARE(lines[6], QString("start xxxx........oooo x draw 0"));
    QVERIFY(lines[7].startsWith("time ") && lines[7].endsWith(" s"));
    QVERIFY(QFile::exists(m_cache));

    const CliRun second = runZousi({"solve", "--cache", m_cache});
    QCOMPARE(second.exitCode, 0);
    QVERIFY(second.out.contains("(loaded from cache)"));
    QCOMPARE(second.out.section('\n', 0, 6), first.out.section('\n', 0, 6));
}

void TestZousiCli::valueTranscript()
{
    const QByteArray input = "xxxx........oooo x\n"
                             "bad\n"
                             ".x..x.o.....o... x\n"
                             "xxo.oo......o... x\r\n"
                             "\n"
                             "....xx.........o o\n"
                             "xxxxx.......oooo x\n";
    const CliRun run = runZousi({"value", "--cache", m_cache}, input);
    QCOMPARE(run.exitCode, 1); // invalid lines were reported
    QCOMPARE(run.out, QString("xxxx........oooo x draw 0\n"
                              ".x..x.o.....o... x win 1\n"
                              "xxo.oo......o... x loss 2\n"
                              "....xx.........o o loss 0\n"));
    QCOMPARE(run.err.count("invalid position"), 3);
    QVERIFY(run.err.contains("line 2"));
    QVERIFY(run.err.contains("line 5"));
    QVERIFY(run.err.contains("line 7"));

    const CliRun clean = runZousi({"value", "--cache", m_cache}, "xxxx........oooo o\n");
    QCOMPARE(clean.exitCode, 0);
    QCOMPARE(clean.out, QString("xxxx........oooo o draw 0\n"));
    QVERIFY(clean.err.isEmpty());
}

void TestZousiCli::damagedCacheIsRebuilt()
{
    const QString damaged = m_dir.filePath("damaged.cache");
    QFile file(damaged);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("GGZSQSOL this is not a solution table");
    file.close();
    const CliRun run = runZousi({"value", "--cache", damaged}, "xxxx........oooo x\n");
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QString("xxxx........oooo x draw 0\n"));
    QVERIFY(run.err.contains("ignoring cache"));
    // The rebuilt cache loads cleanly next time.
    const CliRun again = runZousi({"value", "--cache", damaged}, "xxxx........oooo x\n");
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.err.isEmpty());
}

QTEST_APPLESS_MAIN(TestZousiCli)
// `zousi analyse` (issue 19) lists every legal move with the mover's result, and each agrees
// with `zousi value` of the position after the move, seen one ply earlier: a child lost in p
// plies is a win in p + 1, a child won in p is a loss in p + 1, a draw stays 0.
void TestZousiCli::analyseAgreesWithValue_data()
{
    QTest::addColumn<QStringList>("positions");
    QTest::newRow("start, either side to move")
        << QStringList{"xxxx........oooo x", "xxxx........oooo o"};
    QTest::newRow("a capture that wins at once") << QStringList{".x..x.o.....o... x"};
    QTest::newRow("only a pass") << QStringList{"ox..x......x..xo o"};
    // Random walks from the start: middle games and endings.
    QStringList walked;
    gg::Rng rng(19);
    for (int walk = 0; walk < 12; ++walk) {
        gg::zousi::Position pos =
            gg::zousi::Position::start(walk % 2 ? gg::zousi::Side::O : gg::zousi::Side::X);
        const int length = 4 + 6 * walk;
        for (int ply = 0; ply < length && !pos.over(); ++ply) {
            const auto moves = gg::zousi::legalMoves(pos);
            pos = gg::zousi::applyMove(pos, moves[rng.below(std::uint32_t(moves.size()))]);
        }
        if (!pos.over())
            walked << QString::fromStdString(pos.toString());
    }
    QTest::newRow("random walks") << walked;
}

void TestZousiCli::analyseAgreesWithValue()
{
    QFETCH(QStringList, positions);
    QVERIFY(!positions.isEmpty());
    const CliRun analysed =
        runZousi({"analyse", "--cache", m_cache}, (positions.join('\n') + '\n').toUtf8());
    QCOMPARE(analysed.exitCode, 0);
    const QStringList lines = analysed.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), positions.size());
    for (int i = 0; i < lines.size(); ++i) {
        const auto pos = gg::zousi::Position::parse(positions[i].toStdString());
        QVERIFY(pos);
        QVERIFY2(lines[i].startsWith(positions[i] + ' '), qPrintable(lines[i]));
        const QStringList items = lines[i].mid(positions[i].size() + 1).split(' ');
        const auto moves = gg::zousi::legalMoves(*pos);
        QCOMPARE(items.size(), int(moves.size()));
        QStringList children;
        for (const auto &move : moves)
            children << QString::fromStdString(gg::zousi::applyMove(*pos, move).toString());
        const CliRun values =
            runZousi({"value", "--cache", m_cache}, (children.join('\n') + '\n').toUtf8());
        QCOMPARE(values.exitCode, 0);
        const QStringList childValues = values.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(childValues.size(), children.size());
        for (std::size_t m = 0; m < moves.size(); ++m) {
            const QStringList parts = items[int(m)].split(':');
            QCOMPARE(parts.size(), 3);
            QCOMPARE(parts[0], QString::fromStdString(gg::zousi::moveName(moves[m])));
            // "CELLS SIDE RESULT PLIES" for the child, from the opponent's side.
            const QStringList child = childValues[int(m)].split(' ');
            const QString childResult = child.value(2);
            const int childPlies = child.value(3).toInt();
            const QString expected = childResult == "win"    ? "loss"
                                     : childResult == "loss" ? "win"
                                                             : "draw";
            QCOMPARE(parts[1], expected);
            QCOMPARE(parts[2].toInt(), expected == "draw" ? 0 : childPlies + 1);
        }
    }
    // A bad line is reported and the others still answered.
    const CliRun mixed = runZousi({"analyse", "--cache", m_cache}, "bad\nxxxx........oooo x\n");
    QCOMPARE(mixed.exitCode, 1);
    QVERIFY(mixed.out.startsWith("xxxx........oooo x a4-a3:"));
    QVERIFY(mixed.err.contains("line 1"));
}

#include "tst_zousicli.moc"
