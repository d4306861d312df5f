// pbrain-gridgames, the Gomocup (Piskvork) protocol engine: whole sessions are fed to the
// real executable through QProcess and its answers are checked line by line.
// The executable sits next to gridgames-cli in the build tree: $GG_CLI's dir/pbrain/.

#include <QtTest>

#include <QProcess>
#include <QRegularExpression>

// Built with AddressSanitizer (GCC says so directly, clang through __has_feature).
#if defined(__SANITIZE_ADDRESS__)
#define GG_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GG_ASAN 1
#endif
#endif

namespace {

QString pbrainPath()
{
    const QString cli = qEnvironmentVariable("GG_CLI");
    if (cli.isEmpty())
        return {};
    return QFileInfo(cli).absolutePath() + "/pbrain/pbrain-gridgames";
}

// Runs one session; returns the non-empty output lines (nullopt if the engine hung/crashed).
std::optional<QStringList> runSession(const QStringList &input, int *exitCode = nullptr)
{
    QProcess process;
    process.start(pbrainPath(), {});
    if (!process.waitForStarted(10000))
        return std::nullopt;
    // The manager ends its lines with CR LF.
    process.write(input.join("\r\n").toUtf8() + "\r\n");
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return std::nullopt;
    }
    if (exitCode)
        *exitCode = process.exitCode();
    QStringList lines;
    for (const QString &line : QString::fromUtf8(process.readAllStandardOutput()).split('\n')) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            lines.append(trimmed);
    }
    return lines;
}

// Matches an expected line: "re:<regex>" or an exact string.
bool matches(const QString &expected, const QString &actual)
{
    if (expected.startsWith("re:"))
        return QRegularExpression("^(?:" + expected.mid(3) + ")$").match(actual).hasMatch();
    return expected == actual;
}

const QString Move = QStringLiteral("re:\\d+,\\d+");

} // namespace

class TestGomokuPbrain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void transcript_data();
    void transcript();
    void movesAreLegal();
    void hugeLineCostsNoMemory();
};

void TestGomokuPbrain::initTestCase()
{
    if (!QFileInfo::exists(pbrainPath()))
        QFAIL(qPrintable("pbrain-gridgames not found at '" + pbrainPath() + "' (set GG_CLI)"));
}

void TestGomokuPbrain::transcript_data()
{
    QTest::addColumn<QStringList>("input");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("ABOUT names the brain")
        << QStringList{"ABOUT", "END"}
        << QStringList{"re:name=\"pbrain-gridgames\", version=\"[^\"]+\", author=\"[^\"]+\", "
                       "country=\"[^\"]+\""};
    QTest::newRow("START, INFO (all keys), BEGIN in the centre, TURN")
        << QStringList{"START 15",
                       "INFO timeout_turn 100",
                       "INFO timeout_match 100000",
                       "INFO time_left 100000",
                       "INFO max_memory 83886080",
                       "INFO game_type 1",
                       "INFO rule 0",
                       "INFO evaluate 7,7",
                       "INFO folder /tmp",
                       "BEGIN",
                       "TURN 8,8",
                       "END"}
        << QStringList{"OK", "7,7", Move};
    QTest::newRow("START 19 and 20 are supported")
        << QStringList{"START 19", "INFO timeout_turn 100", "BEGIN", "START 20", "BEGIN", "END"}
        << QStringList{"OK", "9,9", "OK", "10,10"};
    QTest::newRow("unsupported sizes are an ERROR")
        << QStringList{"START 4", "START 33", "RECTSTART 15,20", "START x", "END"}
        << QStringList{"re:ERROR .+", "re:ERROR .+", "re:ERROR .+", "re:ERROR .+"};
    // Bad input is quoted back cut short; a line over 64 KiB is read past and refused, and
    // the session carries on.
    QTest::newRow("a 60 KiB unknown command is answered in 200 characters")
        << QStringList{QString(60 * 1024, 'X'), "ABOUT", "END"}
        << QStringList{"re:UNKNOWN X{192}\\.\\.\\.", "re:name=.+"};
    QTest::newRow("a 60 KiB bad TURN is answered in 200 characters")
        << QStringList{"START 15", "TURN " + QString(60 * 1024, '7'), "END"}
        << QStringList{"OK", "re:ERROR bad coordinates '7{177}\\.\\.\\."};
    QTest::newRow("a 1 MiB line is refused and the session goes on")
        << QStringList{QString(1 << 20, 'Y'), "START 15", "BEGIN", "END"}
        << QStringList{"ERROR line longer than 65536 bytes ignored", "OK", "7,7"};
    QTest::newRow("commands before START are an ERROR")
        << QStringList{"TURN 1,1", "BEGIN", "END"} << QStringList{"re:ERROR .+", "re:ERROR .+"};
    QTest::newRow("unknown commands answer UNKNOWN")
        << QStringList{"START 15", "FOO", "YXSOMETHING", "END"}
        << QStringList{"OK", "re:UNKNOWN FOO.*", "re:UNKNOWN YXSOMETHING.*"};
    QTest::newRow("bad and occupied TURN points are an ERROR")
        << QStringList{"START 15",  "INFO timeout_turn 100",
                       "TURN 15,0", "TURN -1,3",
                       "TURN 3",    "TURN 3,3",
                       "TURN 3,3",  "END"}
        << QStringList{"OK", "re:ERROR .+", "re:ERROR .+", "re:ERROR .+", Move, "re:ERROR .+"};
    // Own four on row 7 (x = 3..6): both ends complete five.
    QTest::newRow("BOARD: the brain completes its five")
        << QStringList{"START 15", "INFO timeout_turn 200",
                       "BOARD",    "3,7,1",
                       "0,0,2",    "4,7,1",
                       "0,2,2",    "5,7,1",
                       "0,4,2",    "6,7,1",
                       "0,6,2",    "DONE",
                       "END"}
        << QStringList{"OK", "re:2,7|7,7"};
    // The opponent's closed four on column 5 (y = 3..6, own stone at y = 2): block at y = 7.
    QTest::newRow("BOARD: the brain blocks the opponent's four")
        << QStringList{"START 15", "INFO timeout_turn 200",
                       "BOARD",    "5,3,2",
                       "5,2,1",    "5,4,2",
                       "10,10,1",  "5,5,2",
                       "12,1,1",   "5,6,2",
                       "DONE",     "END"}
        << QStringList{"OK", "5,7"};
    // Own stones x = 1..4 and x = 6 on row 7: x = 5 would make six, x = 0 exactly five.
    QTest::newRow("INFO rule 1: exactly five, the overline point does not win")
        << QStringList{"START 15",    "INFO timeout_turn 200",
                       "INFO rule 1", "BOARD",
                       "1,7,1",       "2,7,1",
                       "3,7,1",       "4,7,1",
                       "6,7,1",       "1,1,2",
                       "3,1,2",       "5,1,2",
                       "7,1,2",       "9,1,2",
                       "DONE",        "END"}
        << QStringList{"OK", "0,7"};
    // Renju (Gomocup's rule bit 4). As black (as many stones as the opponent): x = 5 would be
    // an overline (forbidden), x = 0 exactly five.
    QTest::newRow("INFO rule 4: black wins with exactly five, never an overline")
        << QStringList{"START 15",    "INFO timeout_turn 200",
                       "INFO rule 4", "BOARD",
                       "1,7,1",       "2,7,1",
                       "3,7,1",       "4,7,1",
                       "6,7,1",       "1,1,2",
                       "3,1,2",       "5,1,2",
                       "7,1,2",       "9,1,2",
                       "DONE",        "END"}
        << QStringList{"OK", "0,7"};
    // As black, the double three at 7,7 (x 5,6 on row 7 and y 5,6 on column 7) is forbidden.
    QTest::newRow("INFO rule 4: black never plays a double three")
        << QStringList{"START 15",    "INFO timeout_turn 200",
                       "INFO rule 4", "BOARD",
                       "5,7,1",       "6,7,1",
                       "7,5,1",       "7,6,1",
                       "0,14,2",      "2,14,2",
                       "4,14,2",      "14,0,2",
                       "DONE",        "END"}
        << QStringList{"OK", "re:^(?!7,7$)\\d+,\\d+$"};
    // As white (fewer stones than the opponent) six in a row wins: x = 0 is taken, x = 5 makes
    // six.
    QTest::newRow("INFO rule 4: white wins with an overline")
        << QStringList{"START 15",    "INFO timeout_turn 200",
                       "INFO rule 4", "BOARD",
                       "1,7,1",       "2,7,1",
                       "3,7,1",       "4,7,1",
                       "6,7,1",       "0,7,2",
                       "1,1,2",       "3,1,2",
                       "5,1,2",       "7,1,2",
                       "9,1,2",       "DONE",
                       "END"}
        << QStringList{"OK", "5,7"};
    // Gomocup's Swap2 (SWAP2BOARD, the stones in the order played, black first).
    QTest::newRow("SWAP2BOARD on an empty board proposes three stones")
        << QStringList{"START 15", "INFO timeout_turn 200", "SWAP2BOARD", "DONE", "END"}
        << QStringList{"OK", "re:^\\d+,\\d+ \\d+,\\d+ \\d+,\\d+$"};
    // Black has an open three (column 7, y = 7..9), white's one stone is in a corner: white
    // would only defend, so the brain takes black.
    QTest::newRow("SWAP2BOARD: facing an open three, take black")
        << QStringList{"START 15",   "INFO timeout_turn 300",
                       "SWAP2BOARD", "7,7,1",
                       "0,0,2",      "7,8,1",
                       "14,14,2",    "7,9,1",
                       "DONE",       "END"}
        << QStringList{"OK", "SWAP"};
    // Black's two stones are in far corners and white holds the centre: play white's move.
    QTest::newRow("SWAP2BOARD: the better white plays on")
        << QStringList{"START 15",   "INFO timeout_turn 300",
                       "SWAP2BOARD", "0,14,1",
                       "7,7,2",      "14,0,1",
                       "DONE",       "END"}
        << QStringList{"OK", Move};
    // A quiet opening: any of the three answers (SWAP, white's move, or two more stones,
    // white then black); with five stones two more are no longer an answer.
    QTest::newRow("SWAP2BOARD with three quiet stones: swap, a move or two more")
        << QStringList{"START 15",   "INFO timeout_turn 300",
                       "SWAP2BOARD", "7,7,1",
                       "6,6,2",      "9,5,1",
                       "DONE",       "END"}
        << QStringList{"OK", "re:SWAP|\\d+,\\d+|\\d+,\\d+ \\d+,\\d+"};
    QTest::newRow("SWAP2BOARD with five stones: swap or a move")
        << QStringList{"START 15",   "INFO timeout_turn 300",
                       "SWAP2BOARD", "7,7,1",
                       "6,6,2",      "9,5,1",
                       "8,4,2",      "5,9,1",
                       "DONE",       "END"}
        << QStringList{"OK", "re:SWAP|\\d+,\\d+"};
    QTest::newRow("SWAP2BOARD with four stones is an ERROR")
        << QStringList{"START 15", "SWAP2BOARD", "7,7,1", "8,8,2", "7,8,1", "9,9,2", "DONE", "END"}
        << QStringList{"OK", "re:ERROR .+"};
    QTest::newRow("BOARD with a bad line is an ERROR")
        << QStringList{"START 15", "BOARD", "3,7,1", "3,7,2", "DONE", "BOARD", "1,2", "DONE", "END"}
        << QStringList{"OK", "re:ERROR .+", "re:ERROR .+"};
    QTest::newRow("TAKEBACK answers OK and frees the point")
        << QStringList{"START 15",     "INFO timeout_turn 100", "BEGIN",
                       "TAKEBACK 7,7", "TAKEBACK 7,7",          "TURN 7,7",
                       "END"}
        << QStringList{"OK", "7,7", "OK", "re:ERROR .+", Move};
    QTest::newRow("RESTART clears the board")
        << QStringList{"START 15", "INFO timeout_turn 100", "BEGIN", "RESTART", "BEGIN", "END"}
        << QStringList{"OK", "7,7", "OK", "7,7"};
    QTest::newRow("lower-case commands and blank lines are accepted")
        << QStringList{"start 15", "", "info timeout_turn 100", "begin", "end"}
        << QStringList{"OK", "7,7"};
    QTest::newRow("nothing is read after END")
        << QStringList{"START 15", "END", "ABOUT"} << QStringList{"OK"};
}

void TestGomokuPbrain::transcript()
{
    QFETCH(QStringList, input);
    QFETCH(QStringList, expected);
    int exitCode = -1;
    auto output = runSession(input, &exitCode);
    QVERIFY2(output, "the engine did not finish");
    QCOMPARE(exitCode, 0);
    for (qsizetype i = 0; i < std::max(output->size(), expected.size()); ++i) {
        const QString actual = i < output->size() ? output->at(i) : QStringLiteral("<none>");
        const QString wanted = i < expected.size() ? expected.at(i) : QStringLiteral("<none>");
        QVERIFY2(
            matches(wanted, actual),
            qPrintable(QString("line %1: expected '%2', got '%3'").arg(i + 1).arg(wanted, actual)));
    }
}

void TestGomokuPbrain::movesAreLegal()
{
    // A whole game on a 7x7 board, played interactively: the opponent takes the first empty
    // point in reading order; every answer must be on the board and on an empty point.
    QProcess process;
    process.start(pbrainPath(), {});
    QVERIFY(process.waitForStarted(10000));
    auto ask = [&](const QString &command) -> QString {
        process.write(command.toUtf8() + "\r\n");
        while (!process.canReadLine())
            if (!process.waitForReadyRead(20000))
                return QStringLiteral("<timeout>");
        return QString::fromUtf8(process.readLine()).trimmed();
    };
    QCOMPARE(ask("START 7"), QStringLiteral("OK"));
    process.write("INFO timeout_turn 60\r\n");
    QSet<QString> used;
    QString reply = ask("BEGIN");
    for (int turn = 0; turn < 24; ++turn) {
        QVERIFY2(matches("re:[0-6],[0-6]", reply), qPrintable(reply));
        QVERIFY2(!used.contains(reply), qPrintable("occupied point " + reply));
        used.insert(reply);
        QString mine;
        for (int i = 0; i < 49 && mine.isEmpty(); ++i) {
            const QString candidate = QString("%1,%2").arg(i % 7).arg(i / 7);
            if (!used.contains(candidate))
                mine = candidate;
        }
        used.insert(mine);
        reply = ask("TURN " + mine);
    }
    // 49 points: 25 of the brain's and 24 of ours fill the board.
    QVERIFY2(matches("re:[0-6],[0-6]", reply), qPrintable(reply));
    QVERIFY(!used.contains(reply));
    process.write("END\r\n");
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 0);
}

// A 100 MB line under a 300 MB address-space limit (ulimit -v): it once took five times its
// size in memory (a 200 MB line, 990 MB); now it is read past in 64 KiB.
void TestGomokuPbrain::hugeLineCostsNoMemory()
{
#ifdef GG_ASAN
    QSKIP("ulimit -v cannot hold a build with AddressSanitizer (it maps terabytes of shadow)");
#endif
    QProcess process;
    process.start(
        QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"), QStringLiteral("ulimit -v 300000 && exec \"$0\""), pbrainPath()});
    QVERIFY(process.waitForStarted(10000));
    const QByteArray block(1 << 20, 'Z');
    for (int i = 0; i < 100; ++i) {
        process.write(block);
        QVERIFY(process.waitForBytesWritten(30000) || process.bytesToWrite() == 0);
    }
    process.write("\r\nABOUT\r\nEND\r\n");
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].trimmed(), QByteArray("ERROR line longer than 65536 bytes ignored"));
    QVERIFY(lines[1].startsWith("name="));
}

QTEST_APPLESS_MAIN(TestGomokuPbrain)
#include "tst_gomokupbrain.moc"
