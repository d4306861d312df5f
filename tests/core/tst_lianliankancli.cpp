// gridgames-cli link connect / link deal transcripts (issue 5), run through QProcess with the
// executable named by GG_CLI.

#include "clirun.h"
#include "lianliankan/linkdeal.h"

#include <QtTest>

using namespace gg::link;

class TestLianliankanCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void connect_data();
    void connect();
    void connectErrors_data();
    void connectErrors();
    void deal_data();
    void deal();
    void dealErrors_data();
    void dealErrors();
};

void TestLianliankanCli::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("GG_CLI"))
        QSKIP("GG_CLI is not set (run through ctest)");
}

void TestLianliankanCli::connect_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("issue example: one corner")
        << QByteArray("3 4 0 0 2 3\n1 0 0 0\n0 2 2 0\n0 0 0 1\n") << "1 0,0 0,3 2,3\n";
    QTest::newRow("§4 straight") << QByteArray("1 4 0 0 0 3\n1 0 0 1\n") << "0 0,0 0,3\n";
    QTest::newRow("§4 two corners through the top ring")
        << QByteArray("2 4 0 0 0 3\n1 2 3 1\n4 4 4 4\n") << "2 0,0 -1,0 -1,3 0,3\n";
    QTest::newRow("§4 through the left ring")
        << QByteArray("4 2 0 0 3 0\n1 4\n2 4\n3 4\n1 4\n") << "2 0,0 0,-1 3,-1 3,0\n";
    QTest::newRow("§4 blocked") << QByteArray("3 3 0 0 2 2\n1 2 2\n2 0 2\n2 2 1\n") << "-1\n";
    QTest::newRow("§4 different kinds") << QByteArray("1 2 0 0 0 1\n1 2\n") << "-1\n";
    QTest::newRow("§4 identical cells") << QByteArray("1 2 0 0 0 0\n1 1\n") << "-1\n";
    QTest::newRow("§4 empty cell") << QByteArray("1 3 0 0 0 1\n1 0 1\n") << "-1\n";
    QTest::newRow("several cases, blank lines and CRLF")
        << QByteArray("1 2 0 0 0 1\r\n1 1\r\n\n\n2 2 0 0 1 1\n1 2\n2 1\n") << "0 0,0 0,1\n-1\n";
    QTest::newRow("no cases") << QByteArray("") << "";
}

void TestLianliankanCli::connect()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    const CliRun run = runCli({"link", "connect"}, input);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, expected);
}

void TestLianliankanCli::connectErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    // Whether a valid case after the bad one can still be found and answered.
    QTest::addColumn<bool>("nextAnswered");
    QTest::newRow("header too short") << QByteArray("3 4 0 0 2\n") << "line 1" << true;
    QTest::newRow("header not numbers") << QByteArray("a b c d e f\n") << "header" << true;
    QTest::newRow("missing rows") << QByteArray("2 2 0 0 1 1\n1 1\n") << "end of input" << false;
    QTest::newRow("short row") << QByteArray("2 2 0 0 1 1\n1 1\n1\n") << "line 3" << true;
    QTest::newRow("negative kind") << QByteArray("1 2 0 0 0 1\n1 -1\n") << "line 2" << true;
    QTest::newRow("cell off the board")
        << QByteArray("1 2 0 0 0 5\n1 1\n") << "on the board" << true;
    QTest::newRow("size zero") << QByteArray("0 2 0 0 0 1\n") << "R and C" << true;
    QTest::newRow("size too large") << QByteArray("99 2 0 0 0 1\n") << "R and C" << true;
}

void TestLianliankanCli::connectErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QFETCH(bool, nextAnswered);
    // The bad case alone: an error on stderr and a non-zero exit.
    const CliRun run = runCli({"link", "connect"}, input);
    QVERIFY(run.exitCode > 0);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    // Followed by a good case: that one is still answered, the exit stays non-zero.
    if (nextAnswered) {
        const CliRun more = runCli({"link", "connect"}, input + "1 2 0 0 0 1\n1 1\n");
        QVERIFY(more.exitCode > 0);
        QCOMPARE(more.out, QString::fromLatin1("0 0,0 0,1\n"));
    }
}

void TestLianliankanCli::deal_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("kinds");
    QTest::addColumn<bool>("gravity");
    QTest::newRow("Hard 10x16") << 10 << 16 << 36 << false;
    QTest::newRow("Hard 10x16 gravity") << 10 << 16 << 36 << true;
    QTest::newRow("tiny 1x2") << 1 << 2 << 1 << false;
    QTest::newRow("odd sides 3x4") << 3 << 4 << 6 << false;
}

// The printed board is R lines of C kinds, then "solution", then removals that clear it.
void TestLianliankanCli::deal()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, kinds);
    QFETCH(bool, gravity);
    QStringList args{"link",    "deal",
                     "--rows",  QString::number(rows),
                     "--cols",  QString::number(cols),
                     "--kinds", QString::number(kinds),
                     "--seed",  "12"};
    if (gravity)
        args << "--gravity";
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), rows + 1 + rows * cols / 2);
    QCOMPARE(lines[rows], "solution");
    std::vector<int> cells;
    for (int r = 0; r < rows; ++r) {
        const QStringList words = lines[r].split(' ');
        QCOMPARE(words.size(), cols);
        for (const QString &w : words)
            cells.push_back(w.toInt());
    }
    const Board board(rows, cols, cells);
    QVERIFY(board.countsEven());
    QCOMPARE(int(board.kindCounts().size()), kinds);
    Solution solution;
    for (int i = rows + 1; i < lines.size(); ++i) {
        const QStringList v = lines[i].split(' ');
        QCOMPARE(v.size(), 4);
        solution.push_back({{v[0].toInt(), v[1].toInt()}, {v[2].toInt(), v[3].toInt()}});
    }
    QVERIFY(verifySolution(board, solution, gravity));
    QCOMPARE(runCli(args).out, run.out); // same seed, same deal
}

void TestLianliankanCli::dealErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("§4 odd cell count")
        << QStringList{"--rows", "3", "--cols", "5", "--kinds", "2"} << "odd";
    QTest::newRow("kinds zero") << QStringList{"--rows", "4", "--cols", "4", "--kinds", "0"}
                                << "--kinds";
    QTest::newRow("kinds above cells/2")
        << QStringList{"--rows", "4", "--cols", "4", "--kinds", "9"} << "--kinds";
    QTest::newRow("rows out of range")
        << QStringList{"--rows", "40", "--cols", "4", "--kinds", "2"} << "--rows";
    QTest::newRow("missing kinds")
        << QStringList{"--rows", "4", "--cols", "4"} << "missing --kinds";
    QTest::newRow("unknown option")
        << QStringList{"--rows", "4", "--cols", "4", "--kinds", "2", "--colour", "red"}
        << "unknown option";
    QTest::newRow("seed not a number")
        << QStringList{"--rows", "4", "--cols", "4", "--kinds", "2", "--seed", "x"} << "--seed";
}

void TestLianliankanCli::dealErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{"link", "deal"} + args);
    QVERIFY(run.exitCode > 0);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

QTEST_APPLESS_MAIN(TestLianliankanCli)
#include "tst_lianliankancli.moc"
