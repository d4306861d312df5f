// Nothing lost, on the real `gridgames` binary (Xvfb, xdotool, a private HOME per row):
// a second start hands over to the running window instead of becoming a second writer (and
// a stopped or killed first window does not lock the player out, nor overwrite the newer
// games when it wakes); SIGTERM, SIGINT and SIGHUP save what lives only in memory (a clock,
// the window geometry) and leave no temporary directory; a disk that fills up or a file-size
// limit reached while playing leaves the settings and the save as they were, says so once,
// and loses nothing once there is room; a HOME that is not UTF-8 is the HOME used;
// --dump-state changes nothing; every option works written "--opt value" and "--opt=value";
// a window scaled 3× on a 640×480 screen fits it.

#include "appsettings.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gameledger.h"
#include "highscores.h"
#include "realapp.h"
#include "settingsstore.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QImage>
#include <QRegularExpression>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using gg::test::Player;
using gg::test::readFile;
using gg::test::XServer;
using gg::ui::SettingsStore;

namespace {

const QByteArray BaseSettings = "[ui]\nanimations=false\nlanguage=en\n";

QByteArray tenHighScores()
{
    QByteArray ini = BaseSettings + "\n[player]\nname=Ada\n\n[highscores]\n";
    for (int i = 0; i < 10; ++i)
        ini += "2048\\4x4-2048\\" + QByteArray::number(i) + "\\name=Ada\n" + "2048\\4x4-2048\\" +
               QByteArray::number(i) + "\\score=" + QByteArray::number(5000 - 100 * i) + "\n" +
               "2048\\4x4-2048\\" + QByteArray::number(i) + "\\date=2026-11-0" +
               QByteArray::number(1 + i % 9) + "T10:00:00Z\n";
    return ini;
}

SettingsStore::Map settingsOf(const Player &player)
{
    return SettingsStore::parseIni(readFile(player.settingsFile()));
}

bool waitFor(const std::function<bool()> &condition, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!condition()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QTest::qWait(50);
    }
    return true;
}

// Every file of the player's under `root` (the private TMPDIR left out, where Qt itself
// makes its runtime directory): path → size, modification time and content hash.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.startsWith(root + QStringLiteral("/tmp")))
            continue;
        struct stat info = {};
        ::lstat(QFile::encodeName(path).constData(), &info);
        files.insert(path,
                     QByteArray::number(qint64(info.st_size)) + ' ' +
                         QByteArray::number(qint64(info.st_mtim.tv_sec)) + '.' +
                         QByteArray::number(qint64(info.st_mtim.tv_nsec)) + ' ' +
                         QCryptographicHash::hash(readFile(path), QCryptographicHash::Md5).toHex());
    }
    return files;
}

bool run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    return process.waitForFinished(20000) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

} // namespace

class TestNothingLost : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (Player::app().isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        if (!m_x.start())
            QSKIP("Xvfb and xdotool are needed (tools/setup.sh installs them)");
    }

    // --- One game, one writer -----------------------------------------------------------

    void secondStartHandsOver()
    {
        Player player(&m_x);
        QVERIFY(player.writeSettings(BaseSettings));
        QProcess first;
        player.start(first, {QStringLiteral("--game"), QStringLiteral("2048")});
        const QString window = player.waitForWindow();
        QVERIFY2(!window.isEmpty(), first.readAllStandardError().constData());
        QVERIFY(player.focus(window));
        QTest::qWait(300);
        QVERIFY(player.pressAndWaitForSaves(QStringLiteral("2048"),
                                            {QStringLiteral("Left"), QStringLiteral("Up"),
                                             QStringLiteral("Right"), QStringLiteral("Down"),
                                             QStringLiteral("Left"), QStringLiteral("Up")}) >= 3);
        const QByteArray saved = readFile(player.saveFile(QStringLiteral("2048")));

        // The second start hands "show connect4" to the first and exits at once.
        QElapsedTimer clock;
        clock.start();
        QProcess second;
        player.start(second, {QStringLiteral("--game=connect4")});
        QVERIFY2(second.waitForFinished(10000), "the second start did not hand over");
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 0);
        std::printf("second start handed over and exited in %lld ms\n", clock.elapsed());
        QCOMPARE(player.windows().size(), 1);
        QVERIFY2(waitFor(
                     [&] {
                         return settingsOf(player).value(QStringLiteral("ui/lastGame")) ==
                                QStringLiteral("connect4");
                     },
                     5000),
                 "the running window did not switch to the game asked for");

        // Quitting the only window writes the same games; nothing was overwritten.
        first.terminate();
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(first.exitStatus(), QProcess::NormalExit);
        QCOMPARE(readFile(player.saveFile(QStringLiteral("2048"))), saved);
        QCOMPARE(player.dumpState(QStringLiteral("2048")), saved);
    }

    // A first window that was stopped (SIGSTOP: hung) does not answer; the second start
    // waits a few seconds, then opens anyway. When the first wakes and quits, it must not
    // overwrite the games played in the second meanwhile.
    void stoppedFirstWindowNeitherLocksOutNorOverwrites()
    {
        Player player(&m_x);
        QVERIFY(player.writeSettings(BaseSettings));
        QProcess first;
        player.start(first, {QStringLiteral("--game"), QStringLiteral("2048")});
        const QString firstWindow = player.waitForWindow();
        QVERIFY(!firstWindow.isEmpty());
        QVERIFY(player.focus(firstWindow));
        QTest::qWait(300);
        QVERIFY(player.pressAndWaitForSaves(
                    QStringLiteral("2048"),
                    {QStringLiteral("Left"), QStringLiteral("Up"), QStringLiteral("Right")}) >= 1);
        ::kill(pid_t(first.processId()), SIGSTOP);

        QElapsedTimer clock;
        clock.start();
        QProcess second;
        player.start(second, {QStringLiteral("--game"), QStringLiteral("2048")});
        QVERIFY2(waitFor([&] { return player.windows().size() == 2; }, 30000),
                 "the second start was locked out");
        std::printf("second window open %lld ms after its start (first one stopped)\n",
                    clock.elapsed());
        QString secondWindow;
        for (const QString &id : player.windows())
            if (id != firstWindow)
                secondWindow = id;
        QVERIFY(player.focus(secondWindow));
        QTest::qWait(300);
        QVERIFY(player.pressAndWaitForSaves(QStringLiteral("2048"),
                                            {QStringLiteral("Down"), QStringLiteral("Left"),
                                             QStringLiteral("Up"), QStringLiteral("Right")}) >= 2);
        const QByteArray newer = readFile(player.saveFile(QStringLiteral("2048")));

        ::kill(pid_t(first.processId()), SIGCONT);
        first.terminate();
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(readFile(player.saveFile(QStringLiteral("2048"))), newer);
        QVERIFY(first.readAllStandardError().contains("taken over"));
        second.terminate();
        QVERIFY(second.waitForFinished(10000));
        QCOMPARE(player.dumpState(QStringLiteral("2048")), newer);
    }

    // A first window killed outright leaves its socket behind; the next start is not
    // delayed by it and becomes the window others hand over to.
    void killedFirstWindowLeavesNoLock()
    {
        Player player(&m_x);
        QVERIFY(player.writeSettings(BaseSettings));
        QProcess first;
        player.start(first, {});
        QVERIFY(!player.waitForWindow().isEmpty());
        first.kill();
        QVERIFY(first.waitForFinished(10000));
        QVERIFY(waitFor([&] { return player.windows().isEmpty(); }, 10000));

        QElapsedTimer clock;
        clock.start();
        QProcess second;
        player.start(second, {});
        QVERIFY(!player.waitForWindow().isEmpty());
        const qint64 opened = clock.elapsed();
        std::printf("start after a killed window: window in %lld ms\n", opened);
        QProcess third;
        player.start(third, {QStringLiteral("--game"), QStringLiteral("memory")});
        QVERIFY(third.waitForFinished(10000));
        QCOMPARE(third.exitCode(), 0);
        QCOMPARE(player.windows().size(), 1);
        second.terminate();
        QVERIFY(second.waitForFinished(10000));
    }

    // --- Scores and saves agree at every instant --------------------------------------------

    // The deciding move is pressed in the real window and the app is SIGKILLed 0–14 ms after
    // xdotool starts sending it (one shell runs both), so the kills sweep the instants before,
    // during and after the app handles the move.
    // Whatever instant the kill hits, the score (2048) or the won game (Connect Four) is
    // never in the settings while the save is still one move earlier, and after the next
    // start (and the move replayed when the save had not caught up) it is there exactly once.
    void killJustAfterTheDecidingMove_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("2048, 3x3, the last move") << QStringLiteral("2048");
        QTest::newRow("Connect Four against the computer, the winning disc")
            << QStringLiteral("connect4");
    }
    void killJustAfterTheDecidingMove()
    {
        QFETCH(QString, game);
        // The position one move from the end, made in this process (sandboxed settings).
        QByteArray start;
        QString key;
        {
            gg::test::Sandbox sandbox;
            if (game == QLatin1String("2048")) {
                gg::ui::AppSettings::write(QStringLiteral("2048/size"), 3);
                gg::ui::Twenty48Page page(nullptr, 5);
                const gg::t48::Direction cycle[] = {
                    gg::t48::Direction::Left, gg::t48::Direction::Down, gg::t48::Direction::Right,
                    gg::t48::Direction::Up};
                const char *names[] = {"Left", "Right", "Up", "Down"};
                for (int i = 0; i < 5000 && key.isEmpty(); ++i) {
                    for (const auto d : cycle) {
                        gg::t48::Game copy = page.controller()->game();
                        copy.move(d);
                        if (copy.status() == gg::t48::Status::Over)
                            key = QLatin1String(names[int(d)]);
                    }
                    if (key.isEmpty())
                        page.controller()->move(cycle[i % 4]);
                }
                start = page.saveState();
            } else {
                // Red (you) has 1, 2, 3 in the bottom row; yellow (the computer) three in 7.
                start = "game connectfour\nversion 1\nwidth 7\nheight 6\nopponent computer\n"
                        "first human\nlevel easy\ncomputer yellow\nmoves 0 6 1 6 2 6\n"
                        "cursor 6\nassisted 0\n"
                        "rng 1d0b14e4db018fed b3466f8a7b81a989 9cebe8a6d050dd01 12a764fb66abc9cf\n"
                        "ui-reported 0\n";
                key = QStringLiteral("4");
            }
        }
        QVERIFY(!key.isEmpty());
        const auto over = [&](const QByteArray &state) {
            gg::test::Sandbox sandbox;
            if (game == QLatin1String("2048")) {
                gg::ui::Twenty48Page page;
                return page.restoreState(state) &&
                       page.controller()->game().status() == gg::t48::Status::Over;
            }
            gg::ui::ConnectFourPage page;
            return page.restoreState(state) && page.controller()->game().over();
        };
        const auto recordedCount = [&](const Player &player) -> qint64 {
            const SettingsStore::Map settings = settingsOf(player);
            if (game == QLatin1String("2048")) {
                int entries = 0;
                for (int i = 0; i < 10; ++i)
                    entries += settings.contains(
                        QStringLiteral("highscores/2048/3x3-2048/%1/score").arg(i));
                return entries;
            }
            return settings.value(QStringLiteral("stats/connect4/7x6-easy/won")).toLongLong();
        };
        QVERIFY(!over(start));

        int beforeSave = 0;
        int saveAhead = 0;
        int both = 0;
        for (int step = 0; step < 15; ++step) {
            const double delay = step; // ms
            Player player(&m_x);
            QVERIFY(player.writeSettings(BaseSettings + "\n[player]\nname=Ada\n"));
            QVERIFY(gg::test::writeFile(player.saveFile(game), start));
            QProcess app;
            player.start(app, {QStringLiteral("--game"), game});
            const QString window = player.waitForWindow();
            QVERIFY(!window.isEmpty());
            QVERIFY(player.focus(window));
            QTest::qWait(200);
            QProcess killer;
            killer.setProcessEnvironment(player.environment(true));
            killer.start(QStringLiteral("/bin/sh"),
                         {QStringLiteral("-c"),
                          QStringLiteral("\"$0\" key \"$1\" & sleep \"$2\"; kill -9 \"$3\"; wait"),
                          m_x.xdotool(), key, QString::number(delay / 1000.0, 'f', 4),
                          QString::number(app.processId())});
            QVERIFY(killer.waitForFinished(10000));
            QVERIFY(app.waitForFinished(10000));

            const QByteArray saved = player.dumpState(game);
            const bool saveOver = over(saved);
            const qint64 counted = recordedCount(player);
            // Never: the score stored while the save is one move earlier.
            QVERIFY2(counted == 0 || saveOver,
                     qPrintable(QStringLiteral("kill after %1 ms: recorded %2, save not over")
                                    .arg(delay)
                                    .arg(counted)));
            QVERIFY(counted <= 1);
            (saveOver ? (counted ? both : saveAhead) : beforeSave) += 1;

            // The next start records what the save holds; the move is replayed if needed.
            QProcess again;
            player.start(again, {QStringLiteral("--game"), game});
            const QString second = player.waitForWindow();
            QVERIFY(!second.isEmpty());
            QVERIFY(player.focus(second));
            QTest::qWait(300);
            if (!saveOver)
                QCOMPARE(player.pressAndWaitForSaves(game, {key}), 1);
            QTest::qWait(300);
            again.terminate();
            QVERIFY(again.waitForFinished(10000));
            QCOMPARE(recordedCount(player), 1);
            QVERIFY(over(player.dumpState(game)));
            QVERIFY(!player.dumpState(game).contains(gg::ui::GameLedger::PendingKey));
        }
        std::printf("%s: kills before the save %d, save ahead of the settings %d, both written "
                    "%d\n",
                    qPrintable(game), beforeSave, saveAhead, both);
    }

    // The name prompt for a new high score is open when the app is killed or told to quit:
    // the next start asks again, and the score is stored with the name typed then.
    void nameAskedAgainAfterAKill_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGKILL") << int(SIGKILL);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }
    void nameAskedAgainAfterAKill()
    {
        QFETCH(int, signalNumber);
        QByteArray start;
        QString key;
        {
            gg::test::Sandbox sandbox;
            gg::ui::AppSettings::write(QStringLiteral("2048/size"), 3);
            gg::ui::Twenty48Page page(nullptr, 5);
            const gg::t48::Direction cycle[] = {gg::t48::Direction::Left, gg::t48::Direction::Down,
                                                gg::t48::Direction::Right, gg::t48::Direction::Up};
            const char *names[] = {"Left", "Right", "Up", "Down"};
            for (int i = 0; i < 5000 && key.isEmpty(); ++i) {
                for (const auto d : cycle) {
                    gg::t48::Game copy = page.controller()->game();
                    copy.move(d);
                    if (copy.status() == gg::t48::Status::Over)
                        key = QLatin1String(names[int(d)]);
                }
                if (key.isEmpty())
                    page.controller()->move(cycle[i % 4]);
            }
            start = page.saveState();
        }
        Player player(&m_x);
        QVERIFY(player.writeSettings(BaseSettings)); // no name yet
        QVERIFY(gg::test::writeFile(player.saveFile(QStringLiteral("2048")), start));
        const auto prompt = [&] {
            return player
                .xdotoolOutput({QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                QStringLiteral("--name"), QStringLiteral("High Scores")})
                .trimmed();
        };
        QProcess app;
        player.start(app, {QStringLiteral("--game"), QStringLiteral("2048")});
        const QString window = player.waitForWindow();
        QVERIFY(!window.isEmpty());
        QVERIFY(player.focus(window));
        QTest::qWait(300);
        QVERIFY(player.key(key));
        QVERIFY2(waitFor([&] { return !prompt().isEmpty(); }, 10000), "no name prompt");
        ::kill(pid_t(app.processId()), signalNumber);
        QVERIFY(app.waitForFinished(10000));
        QVERIFY(!settingsOf(player).contains(QStringLiteral("highscores/2048/3x3-2048/0/score")));

        QProcess again;
        player.start(again, {QStringLiteral("--game"), QStringLiteral("2048")});
        QVERIFY(!player.waitForWindow().isEmpty());
        QVERIFY2(waitFor([&] { return !prompt().isEmpty(); }, 10000), "not asked again");
        const QString dialog = prompt().split(QLatin1Char('\n')).first();
        QVERIFY(player.focus(dialog));
        QVERIFY(player.xdotool({QStringLiteral("key"), QStringLiteral("ctrl+a")}));
        QVERIFY(player.xdotool({QStringLiteral("type"), QStringLiteral("Zed")}));
        QVERIFY(player.key(QStringLiteral("Return")));
        QVERIFY(waitFor(
            [&] {
                return settingsOf(player).value(QStringLiteral(
                           "highscores/2048/3x3-2048/0/name")) == QStringLiteral("Zed");
            },
            10000));
        again.terminate();
        QVERIFY(again.waitForFinished(10000));
        QVERIFY(!settingsOf(player).contains(QStringLiteral("highscores/2048/3x3-2048/1/score")));
        QVERIFY(!player.dumpState(QStringLiteral("2048")).contains(gg::ui::GameLedger::PendingKey));
    }

    // --- Signals ------------------------------------------------------------------------

    void signalsSaveAndExit_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGHUP") << int(SIGHUP);
    }
    void signalsSaveAndExit()
    {
        QFETCH(int, signalNumber);
        Player player(&m_x);
        QVERIFY(player.writeSettings(BaseSettings + "\n[memory]\nmode=solo\nsize=4x3\n"));
        QProcess app;
        player.start(app, {QStringLiteral("--game"), QStringLiteral("memory")});
        const QString window = player.waitForWindow();
        QVERIFY(!window.isEmpty());
        QVERIFY(player.focus(window));
        QTest::qWait(300);
        // Two cards turned: the clock runs from the first.
        QVERIFY(player.pressAndWaitForSaves(QStringLiteral("memory"),
                                            {QStringLiteral("Return"), QStringLiteral("Right"),
                                             QStringLiteral("Return")}) >= 2);
        const QByteArray atLastMove = readFile(player.saveFile(QStringLiteral("memory")));
        QTest::qWait(2500); // 2.5 s of play that only the clock in memory knows about

        ::kill(pid_t(app.processId()), signalNumber);
        QVERIFY2(app.waitForFinished(10000), "the app did not exit on the signal");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        const auto elapsed = [](const QByteArray &save) {
            static const QRegularExpression line(QStringLiteral("(?m)^elapsed (\\d+)$"));
            return line.match(QString::fromUtf8(save)).captured(1).toLongLong();
        };
        const QByteArray atExit = readFile(player.saveFile(QStringLiteral("memory")));
        std::printf("clock at the last move %lld ms, saved at the signal %lld ms\n",
                    elapsed(atLastMove), elapsed(atExit));
        QVERIFY(elapsed(atExit) >= elapsed(atLastMove) + 2000);
        QCOMPARE(player.dumpState(QStringLiteral("memory")), atExit);
        QVERIFY(settingsOf(player).contains(QStringLiteral("ui/geometry")));
        // No temporary directory of the app's left behind.
        QCOMPARE(
            QDir(player.tmpDir())
                .entryList({QStringLiteral("gridgames*")}, QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList());
    }

    // --- A full disk while playing -------------------------------------------------------

    void fullDiskWhilePlaying_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("file-size limit reached (prlimit --fsize=0)") << QStringLiteral("limit");
        QTest::newRow("64 KiB tmpfs filled up (root)") << QStringLiteral("tmpfs");
    }
    void fullDiskWhilePlaying()
    {
        QFETCH(QString, kind);
        Player player(&m_x);
        const bool tmpfs = kind == QLatin1String("tmpfs");
        const QString home = player.home() + QStringLiteral("/disk");
        if (tmpfs) {
            if (::geteuid() != 0)
                QSKIP("mounting a tmpfs needs root");
            QVERIFY(QDir().mkpath(home));
            QVERIFY(run(QStringLiteral("mount"),
                        {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                         QStringLiteral("size=64k"), QStringLiteral("tmpfs"), home}));
            player.setHome(home);
        }
        struct Unmount
        {
            QString dir;
            ~Unmount()
            {
                if (!dir.isEmpty())
                    run(QStringLiteral("umount"), {QStringLiteral("-l"), dir});
            }
        } unmount{tmpfs ? home : QString()};
        QVERIFY(player.writeSettings(tenHighScores()));

        QProcess app;
        player.start(app, {QStringLiteral("--game"), QStringLiteral("2048")});
        const QString window = player.waitForWindow();
        QVERIFY2(!window.isEmpty(), app.readAllStandardError().constData());
        QVERIFY(player.focus(window));
        QTest::qWait(300);
        const QStringList arrows{QStringLiteral("Left"), QStringLiteral("Up"),
                                 QStringLiteral("Right"), QStringLiteral("Down")};
        QVERIFY(player.pressAndWaitForSaves(QStringLiteral("2048"), arrows) >= 2);
        const QByteArray goodSettings = readFile(player.settingsFile());
        const QByteArray goodSave = readFile(player.saveFile(QStringLiteral("2048")));
        QVERIFY(goodSettings.contains("Ada"));

        // The disk fills up.
        const QString filler = home + QStringLiteral("/filler");
        if (tmpfs) {
            QFile file(filler);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QByteArray block(256, 'f');
            while (file.write(block) == block.size() && file.flush()) {
            }
        } else {
            QVERIFY(run(QStringLiteral("prlimit"),
                        {QStringLiteral("--pid"), QString::number(app.processId()),
                         QStringLiteral("--fsize=0:unlimited")}));
        }
        // Moves (their saves fail) and a tab switch there and back (settings writes).
        for (const QString &k : arrows + arrows)
            QVERIFY(player.key(k));
        QVERIFY(player.key(QStringLiteral("ctrl+2")));
        QVERIFY(player.key(QStringLiteral("ctrl+1")));
        QVERIFY(player.key(QStringLiteral("Left")));
        QVERIFY(player.key(QStringLiteral("Up")));
        QTest::qWait(800);
        QCOMPARE(readFile(player.settingsFile()), goodSettings);
        QCOMPARE(readFile(player.saveFile(QStringLiteral("2048"))), goodSave);
        QByteArray messages = app.readAllStandardError();
        QCOMPARE(messages.count("not being saved"), 1);
        QVERIFY2(messages.contains("disk is full"), messages.constData());

        // Room again: the next move writes everything.
        if (tmpfs)
            QVERIFY(QFile::remove(filler));
        else
            QVERIFY(run(QStringLiteral("prlimit"),
                        {QStringLiteral("--pid"), QString::number(app.processId()),
                         QStringLiteral("--fsize=unlimited")}));
        QVERIFY(player.pressAndWaitForSaves(QStringLiteral("2048"), arrows) >= 1);
        QVERIFY(waitFor([&] { return app.readAllStandardError().contains("Saving works again"); },
                        5000));
        app.terminate();
        QVERIFY(app.waitForFinished(10000));
        const QByteArray last = readFile(player.saveFile(QStringLiteral("2048")));
        QCOMPARE(player.dumpState(QStringLiteral("2048")), last);
        const SettingsStore::Map settings = settingsOf(player);
        QCOMPARE(settings.value(QStringLiteral("player/name")).toString(), QStringLiteral("Ada"));
        for (int i = 0; i < 10; ++i)
            QCOMPARE(settings.value(QStringLiteral("highscores/2048/4x4-2048/%1/score").arg(i))
                         .toString(),
                     QString::number(5000 - 100 * i));
        QCOMPARE(settings.value(QStringLiteral("ui/lastGame")).toString(), QStringLiteral("2048"));
    }

    // --- Paths ----------------------------------------------------------------------------

    // HOME = ".../h\xff" (not UTF-8), no XDG variables: the files land under that very
    // directory, and --dump-state finds them there.
    void homeThatIsNotUtf8()
    {
        QTemporaryDir base;
        const QString script = QStringLiteral(
            "HOME=\"$(printf '%s/h\\377' \"$GG_BASE\")\"; export HOME; mkdir -p \"$HOME\"; "
            "unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME XDG_RUNTIME_DIR; "
            "exec \"$GG_APP\" \"$@\"");
        auto start = [&](QProcess &process, const QStringList &arguments) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("GG_BASE"), base.path());
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("TMPDIR"), base.path());
            process.setProcessEnvironment(env);
            process.start(QStringLiteral("/bin/sh"),
                          QStringList{QStringLiteral("-c"), script, QStringLiteral("sh")} +
                              arguments);
        };
        QProcess app;
        start(app, {QStringLiteral("--game"), QStringLiteral("2048")});
        QVERIFY(app.waitForStarted(10000));
        QTest::qWait(2500);
        app.terminate(); // saves every game on the way out
        QVERIFY(app.waitForFinished(10000));
        QCOMPARE(app.exitCode(), 0);
        const QByteArray home = QFile::encodeName(base.path()) + "/h\xff";
        const QByteArray save = home + "/.local/share/GridGames/gridgames/saves/2048.sav";
        struct stat info = {};
        QVERIFY2(::stat(save.constData(), &info) == 0, "no save under the real HOME");
        QVERIFY(::stat((home + "/.config/GridGames/gridgames.conf").constData(), &info) == 0);
        // Nothing under the name Qt would have made of it (U+FFFD in UTF-8).
        QVERIFY(::stat((QFile::encodeName(base.path()) + "/h\xef\xbf\xbd").constData(), &info) !=
                0);
        QByteArray saved;
        {
            QFile file;
            const int fd = ::open(save.constData(), O_RDONLY);
            QVERIFY(fd >= 0);
            QVERIFY(file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle));
            saved = file.readAll();
        }
        QProcess dump;
        start(dump, {QStringLiteral("--dump-state"), QStringLiteral("2048")});
        QVERIFY(dump.waitForFinished(20000));
        QCOMPARE(dump.exitCode(), 0);
        QCOMPARE(dump.readAllStandardOutput(), saved);
        // QTemporaryDir cannot name the directory that is not UTF-8; the shell can.
        QProcess::execute(QStringLiteral("rm"), {QStringLiteral("-rf"), base.path()});
    }

    // --- Runs that change nothing ------------------------------------------------------------

    void dumpStateChangesNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<bool>("withSave");
        QTest::addColumn<QByteArray>("save"); // instead of docs/states/<game>.sav when set
        const QByteArray zousiComputer = "\n[zousi]\nmode=1\nlevel=3\nfirst=";
        QTest::newRow("zousi, computer (Perfect) to move, no save")
            << QStringLiteral("zousi") << QByteArray(zousiComputer + "1\n") << false
            << QByteArray();
        QTest::newRow("zousi, computer (Perfect) second, no save")
            << QStringLiteral("zousi") << QByteArray(zousiComputer + "0\n") << false
            << QByteArray();
        // Five plies from the start: the computer (x) is to move, and it plays Perfect.
        QTest::newRow("zousi, a saved game with the computer (Perfect) to move")
            << QStringLiteral("zousi") << QByteArray() << true
            << QByteArray("game zousi\nversion 1\nstart xxxx........oooo o\n"
                          "moves b1-b2 a4-a3 b2-c2 d4-d3 c1-b1\ncursor 5\nagreed 0\n"
                          "assisted 0\nui-mode 1\nui-level 3\nui-reported 0\n");
        for (const char *game : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(qPrintable(QStringLiteral("%1, a saved game").arg(QLatin1String(game))))
                << QString::fromLatin1(game) << QByteArray() << true << QByteArray();
    }
    void dumpStateChangesNothing()
    {
        QFETCH(QString, game);
        QFETCH(QByteArray, settings);
        QFETCH(bool, withSave);
        QFETCH(QByteArray, save);
        Player player;
        QVERIFY(player.writeSettings(BaseSettings + settings));
        if (withSave) {
            const QString source = qEnvironmentVariable("GG_SOURCE_DIR") +
                                   QStringLiteral("/docs/states/") + game + QStringLiteral(".sav");
            QVERIFY(gg::test::writeFile(player.saveFile(game),
                                        save.isEmpty() ? readFile(source) : save));
        }
        const auto before = snapshot(player.home());
        for (const QStringList &arguments : {QStringList{QStringLiteral("--dump-state"), game},
                                             QStringList{QStringLiteral("--dump-state=") + game}}) {
            QByteArray out;
            const int code = player.run(arguments, &out);
            QCOMPARE(code, withSave ? 0 : 1);
            if (withSave)
                QCOMPARE(out.isEmpty(), false);
            QTest::qWait(200);
            QCOMPARE(snapshot(player.home()), before);
        }
    }

    // Every option in both forms; a bad value refused in both.
    void optionsInBothForms_data()
    {
        QTest::addColumn<QStringList>("spaced");
        QTest::addColumn<QStringList>("joined");
        QTest::addColumn<QSize>("size");
        const QString state =
            qEnvironmentVariable("GG_SOURCE_DIR") + QStringLiteral("/docs/states/connect4.sav");
        QTest::newRow("screenshot, game, lang, size, state")
            << QStringList{QStringLiteral("--game"),  QStringLiteral("connect4"),
                           QStringLiteral("--lang"),  QStringLiteral("zh_CN"),
                           QStringLiteral("--size"),  QStringLiteral("640x480"),
                           QStringLiteral("--state"), state}
            << QStringList{QStringLiteral("--game=connect4"), QStringLiteral("--lang=zh_CN"),
                           QStringLiteral("--size=640x480"), QStringLiteral("--state=") + state}
            << QSize(640, 480);
    }
    void optionsInBothForms()
    {
        QFETCH(QStringList, spaced);
        QFETCH(QStringList, joined);
        QFETCH(QSize, size);
        Player player;
        QVERIFY(player.writeSettings(BaseSettings));
        const auto before = snapshot(player.home());
        QTemporaryDir out;
        const QString a = out.filePath(QStringLiteral("a.png"));
        const QString b = out.filePath(QStringLiteral("b.png"));
        QCOMPARE(player.run(QStringList{QStringLiteral("--screenshot"), a} + spaced), 0);
        QCOMPARE(player.run(QStringList{QStringLiteral("--screenshot=") + b} + joined), 0);
        QCOMPARE(QImage(a).size(), size);
        QCOMPARE(QImage(b).size(), size);
        QCOMPARE(QImage(a), QImage(b));
        QCOMPARE(snapshot(player.home()), before); // a screenshot run writes nothing
        for (const QStringList &bad :
             {QStringList{QStringLiteral("--screenshot=") + a, QStringLiteral("--size=big")},
              QStringList{QStringLiteral("--screenshot"), a, QStringLiteral("--size"),
                          QStringLiteral("big")},
              QStringList{QStringLiteral("--game=chess")},
              QStringList{QStringLiteral("--game"), QStringLiteral("chess")},
              QStringList{QStringLiteral("--dump-state=chess")},
              QStringList{QStringLiteral("--lang=fr"), QStringLiteral("--screenshot=") + a},
              QStringList{QStringLiteral("--state=") + a}})
            QCOMPARE(player.run(bad), 2);
    }

    // --- A small screen ------------------------------------------------------------------------

    void scaledWindowFitsASmallScreen()
    {
        XServer small;
        if (!small.start(QStringLiteral("640x480x24")))
            QSKIP("no second X server");
        Player player(&small);
        player.setEnv(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("3"));
        QVERIFY(player.writeSettings(BaseSettings));
        QProcess app;
        player.start(app, {QStringLiteral("--game"), QStringLiteral("zousi")});
        const QString window = player.waitForWindow();
        QVERIFY(!window.isEmpty());
        QTest::qWait(500);
        const QString geometry =
            player.xdotoolOutput({QStringLiteral("getwindowgeometry"), window});
        static const QRegularExpression pattern(QStringLiteral("Geometry: (\\d+)x(\\d+)"));
        const auto match = pattern.match(geometry);
        QVERIFY2(match.hasMatch(), qPrintable(geometry));
        std::printf("window at QT_SCALE_FACTOR=3 on 640x480: %sx%s\n",
                    qPrintable(match.captured(1)), qPrintable(match.captured(2)));
        QVERIFY(match.captured(1).toInt() <= 640);
        QVERIFY(match.captured(2).toInt() <= 480);
        app.terminate();
        QVERIFY(app.waitForFinished(10000));
    }

private:
    XServer m_x;
};

QTEST_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
