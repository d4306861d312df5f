// `gridgames-cli connect4` transcripts (issue 3): solve prints POSITION SCORE NODES
// MICROSECONDS per line, ignores anything after the first space, reports invalid lines on
// stderr and carries on, exits non-zero at the end if any line was bad; --weak prints the
// sign; random makes reproducible positions.

#include "clirun.h"
#include "connectfour/connectfourboard.h"
#include "connectfour/connectfoursolver.h"

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

// Built with AddressSanitizer (GCC says so directly, clang through __has_feature).
#if defined(__SANITIZE_ADDRESS__)
#define GG_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GG_ASAN 1
#endif
#endif

namespace {

// "POSITION SCORE" of an output line, checking NODES and MICROSECONDS are numbers.
QString positionAndScore(const QString &line)
{
    static const QRegularExpression shape(QStringLiteral("^(\\S*) (-?\\d+) (\\d+) (\\d+)$"));
    const auto m = shape.match(line);
    if (!m.hasMatch())
        return QStringLiteral("malformed: ") + line;
    return m.captured(1) + QLatin1Char(' ') + m.captured(2);
}

} // namespace

class TestConnectFourCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("GG_CLI").isEmpty())
            QSKIP("GG_CLI is not set (run through ctest)");
    }

    void solveTranscripts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("expected"); // "POSITION SCORE" per output line
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("errors"); // substrings expected on stderr
        const QStringList none;
        QTest::newRow("7x6 scores from Pons' blog")
            << QStringList{"connect4", "solve", "--width", "7"} << "4455\n44455554221\n"
            << QStringList{"4455 18", "44455554221 -15"} << 0 << none;
        QTest::newRow("text after the first space is ignored")
            << QStringList{"connect4", "solve", "--width", "7"}
            << "2252576253462244111563365343671351441 -1 C6\n"
            << QStringList{"2252576253462244111563365343671351441 -1"} << 0 << none;
        QTest::newRow("8x6 is the default size")
            << QStringList{"connect4", "solve"} << "112233\n44556\n"
            << QStringList{"112233 21", "44556 -21"} << 0 << none;
        QTest::newRow("--weak prints the sign")
            << QStringList{"connect4", "solve", "--width", "7", "--weak"} << "4455\n44455554221\n"
            << QStringList{"4455 1", "44455554221 -1"} << 0 << none;
        QTest::newRow("blank lines are skipped")
            << QStringList{"connect4", "solve", "--width", "7"} << "\n4455\n   \n"
            << QStringList{"4455 18"} << 0 << none;
        QTest::newRow("invalid lines are reported and the rest continue")
            << QStringList{"connect4", "solve", "--width", "7"}
            << "4x55\n4455\n1111111\n8\n12121212\n1212121\n44455554221\n"
            << QStringList{"4455 18", "44455554221 -15"} << 1
            << QStringList{"line 1: 4x55: invalid column 'x' at move 2",
                           "line 3: 1111111: column 1 is full at move 7",
                           "line 4: 8: invalid column '8' at move 1",
                           "line 5: 12121212: game already over after move 7",
                           "line 6: 1212121: game already over after move 7"};
        QTest::newRow("a full board is over too")
            << QStringList{"connect4", "solve", "--width", "7"}
            << "242222246341543663717511153741653355766774\n"
            << QStringList{} << 1 << QStringList{"game already over after move 42"};
    }
    void solveTranscripts()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, input);
        QFETCH(QStringList, expected);
        QFETCH(int, exitCode);
        QFETCH(QStringList, errors);
        const CliRun run = runCli(args, input.toUtf8());
        QStringList got;
        for (const QString &line : run.lines())
            got << positionAndScore(line);
        QCOMPARE(got, expected);
        QCOMPARE(run.exitCode, exitCode);
        for (const QString &e : errors)
            QVERIFY2(run.err.contains(e), qPrintable(run.err));
        if (errors.isEmpty())
            QCOMPARE(run.err, QString());
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("width too small") << QStringList{"connect4", "solve", "--width", "3"};
        QTest::newRow("board over 64 bits")
            << QStringList{"connect4", "solve", "--width", "9", "--height", "7"};
        QTest::newRow("unknown option") << QStringList{"connect4", "solve", "--fast"};
        QTest::newRow("unknown command") << QStringList{"connect4", "play"};
        QTest::newRow("stray argument") << QStringList{"connect4", "solve", "4455"};
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        const CliRun run = runCli(args, "4455\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.lines().isEmpty());
        QVERIFY(!run.err.isEmpty());
    }

    // `book` on a board small enough to solve at once, and `bookdata` turning its lines into
    // the C++ table.
    // A table that does not fit in the memory the process may use is refused with a clear
    // message (a 2^30-entry table once took 7 GB); 300 MB of address space fits 2^24 entries.
    void tableBitsCappedToMemory_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<int>("bits");
        QTest::addColumn<int>("expectedExit");
        QTest::newRow("solve, 2^26 entries (512 MiB): refused") << "solve" << 26 << 2;
        QTest::newRow("solve, 2^30 entries (8 GiB): refused") << "solve" << 30 << 2;
        QTest::newRow("solve, 2^22 entries (32 MiB): runs") << "solve" << 22 << 0;
        QTest::newRow("book, 2^27 entries (1 GiB): refused") << "book" << 27 << 2;
    }
    void tableBitsCappedToMemory()
    {
#ifdef GG_ASAN
        QSKIP("ulimit -v cannot hold a build with AddressSanitizer (it maps terabytes of shadow)");
#endif
        QFETCH(QString, verb);
        QFETCH(int, bits);
        QFETCH(int, expectedExit);
        QProcess process;
        process.start("/bin/sh", {"-c", "ulimit -v 300000 && exec \"$0\" \"$@\"",
                                  qEnvironmentVariable("GG_CLI"), "connect4", verb, "--width", "7",
                                  "--table-bits", QString::number(bits)});
        QVERIFY(process.waitForStarted(10000));
        process.write(verb == "solve" ? "44444455555\n" : "");
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), expectedExit);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (expectedExit == 2)
            QVERIFY2(err.contains(QRegularExpression(
                         "--table-bits \\d+ needs \\d+ MiB, but only \\d+ MiB of memory is "
                         "available; use --table-bits 2[0-4] or less")),
                     qPrintable(err));
        else
            QVERIFY(process.readAllStandardOutput().startsWith("44444455555 "));
    }

    void bookGeneration()
    {
        const CliRun book = runCli({"connect4", "book", "--width", "5", "--height", "4", "--plies",
                                    "3", "--nodes", "100000000", "--table-bits", "22", "--exact"},
                                   {});
        QCOMPARE(book.exitCode, 0);
        const QStringList bookLines = book.lines();
        QVERIFY(bookLines.size() >= 5);
        QCOMPARE(bookLines.front(),
                 QStringLiteral("# gridgames-cli connect4 book --width 5 --height "
                                "4 --side both --plies 3 --nodes 100000000 "
                                "--table-bits 22 --exact"));
        QVERIFY(bookLines.at(1).startsWith(QStringLiteral("5 4 - ")));
        const CliRun data =
            runCli({"connect4", "bookdata"},
                   (bookLines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        QCOMPARE(data.exitCode, 0);
        const QString source = data.lines().join(QLatin1Char('\n'));
        QVERIFY(source.contains(QStringLiteral("const int BookTableCount = 1;")));
        QVERIFY(source.contains(QStringLiteral("{5, 4, Book0, %1}").arg(bookLines.size() - 1)));
        QVERIFY(source.contains(QStringLiteral("//   gridgames-cli connect4 book --width 5")));
        const CliRun bad = runCli({"connect4", "bookdata"}, "7 6 1212121 3 1 1\n");
        QCOMPARE(bad.exitCode, 1);
    }

    // `analyse` (issue 19): each column's value is the exact score of playing it, the same as
    // `solve` of the position after it (negated), or the win-now score; '-' for a full column.
    void analyseAgreesWithSolve_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QStringList>("positions");
        QTest::newRow("7x6 near the end, full columns")
            << 7 << QStringList{"444444333333", "12345671234567"};
        const CliRun random7 = runCli({"connect4", "random", "--width", "7", "--min", "22", "--max",
                                       "30", "--count", "6", "--seed", "19"},
                                      {});
        QTest::newRow("7x6 random middle games") << 7 << random7.lines();
        const CliRun random8 = runCli({"connect4", "random", "--width", "8", "--min", "26", "--max",
                                       "32", "--count", "4", "--seed", "19"},
                                      {});
        QTest::newRow("8x6 random") << 8 << random8.lines();
    }
    void analyseAgreesWithSolve()
    {
        QFETCH(int, width);
        QFETCH(QStringList, positions);
        QVERIFY(!positions.isEmpty());
        const QString w = QString::number(width);
        const CliRun analysed = runCli({"connect4", "analyse", "--width", w, "--ms", "60000"},
                                       (positions.join('\n') + '\n').toUtf8());
        QCOMPARE(analysed.exitCode, 0);
        const QStringList analysedLines = analysed.lines();
        QCOMPARE(analysedLines.size(), positions.size());
        QStringList children;
        QList<QPair<int, int>> where; // (position, column) of each child to solve
        QList<QStringList> values;
        for (int i = 0; i < positions.size(); ++i) {
            const QStringList words = analysedLines[i].split(' ');
            QCOMPARE(words.size(), width + 1);
            QCOMPARE(words[0], positions[i]);
            values << words.mid(1);
            gg::c4::Board board(width, 6);
            QVERIFY(board.playDigits(positions[i].toStdString()));
            for (int col = 0; col < width; ++col) {
                const QString v = words[col + 1];
                if (!board.canPlay(col)) {
                    QCOMPARE(v, QStringLiteral("-"));
                } else if (board.isWinningMove(col)) {
                    QCOMPARE(v.toInt(), gg::c4::winNowScore(board));
                } else {
                    children << positions[i] + QString::number(col + 1);
                    where.append({i, col});
                }
            }
        }
        const CliRun solved =
            runCli({"connect4", "solve", "--width", w}, (children.join('\n') + '\n').toUtf8());
        QCOMPARE(solved.exitCode, 0);
        const QStringList solvedLines = solved.lines();
        QCOMPARE(solvedLines.size(), children.size());
        for (int k = 0; k < children.size(); ++k) {
            const QStringList words = solvedLines[k].split(' ');
            QCOMPARE(words[0], children[k]);
            QCOMPARE(values[where[k].first][where[k].second].toInt(), -words[1].toInt());
        }
        // Unproven in time: '?', never a guess.
        const CliRun hurried = runCli({"connect4", "analyse", "--width", "7", "--ms", "1"}, "4\n");
        QCOMPARE(hurried.exitCode, 0);
        const QString hurriedLine = hurried.lines().value(0);
        QVERIFY2(hurriedLine.startsWith("4 ") && hurriedLine.contains('?'),
                 qPrintable(hurriedLine));
        const CliRun bad = runCli({"connect4", "analyse", "--width", "7"}, "1212121\n");
        QCOMPARE(bad.exitCode, 1);
    }

    // `random` is reproducible and its positions are accepted by `solve --weak`.
    void randomPositions()
    {
        const QStringList args{"connect4", "random", "--width", "7", "--min",  "30",
                               "--max",    "32",     "--count", "5", "--seed", "4"};
        const CliRun a = runCli(args, {});
        const CliRun b = runCli(args, {});
        QCOMPARE(a.exitCode, 0);
        const QStringList positions = a.lines();
        QCOMPARE(positions, b.lines());
        QCOMPARE(positions.size(), 5);
        for (const QString &line : positions)
            QVERIFY(line.size() >= 30 && line.size() <= 32);
        const CliRun solved =
            runCli({"connect4", "solve", "--width", "7", "--weak"},
                   (positions.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        QCOMPARE(solved.exitCode, 0);
        QCOMPARE(solved.lines().size(), 5);
    }
};

QTEST_APPLESS_MAIN(TestConnectFourCli)
#include "tst_connectfourcli.moc"
