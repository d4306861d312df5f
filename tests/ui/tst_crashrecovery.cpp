// Crash recovery: the real `gridgames` binary runs as a separate process on its own X
// server (Xvfb) with its own HOME and XDG directories. Real key presses are sent with
// xdotool (XTEST), and after each one the test waits for the save file to change and keeps
// its content. Then the app is killed with SIGKILL, and the game it restores — printed by
// the read-only `gridgames --dump-state <id>` — must be exactly the one saved after the last
// completed move. A second start of the window and a second SIGKILL must change nothing.

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray digest(const QString &path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestCrashRecovery : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_app = qEnvironmentVariable("GG_APP");
        if (m_app.isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
        m_xdotool = QStandardPaths::findExecutable(QStringLiteral("xdotool"));
        if (xvfb.isEmpty() || m_xdotool.isEmpty())
            QSKIP("Xvfb and xdotool are needed (tools/setup.sh installs them)");
        // A free display: the first number without a lock file whose server comes up.
        for (int display = 90 + int(QCoreApplication::applicationPid() % 50); display < 400;
             ++display) {
            if (QFile::exists(QStringLiteral("/tmp/.X%1-lock").arg(display)))
                continue;
            // -noreset: by default the server resets when its last client leaves, and an app
            // connecting during that reset cannot open the display (seen once under load).
            m_xvfb.start(xvfb, {QStringLiteral(":%1").arg(display), QStringLiteral("-screen"),
                                QStringLiteral("0"), QStringLiteral("1280x1024x24"),
                                QStringLiteral("-nolisten"), QStringLiteral("tcp"),
                                QStringLiteral("-noreset")});
            if (!m_xvfb.waitForStarted(10000))
                continue;
            QElapsedTimer clock;
            clock.start();
            const QString socket = QStringLiteral("/tmp/.X11-unix/X%1").arg(display);
            while (!QFile::exists(socket) && m_xvfb.state() != QProcess::NotRunning &&
                   clock.elapsed() < 10000)
                QThread::msleep(20);
            if (QFile::exists(socket) && m_xvfb.state() == QProcess::Running) {
                m_display = QStringLiteral(":%1").arg(display);
                break;
            }
            m_xvfb.terminate(); // lets the server remove its lock file and socket
            if (!m_xvfb.waitForFinished(5000))
                m_xvfb.kill();
        }
        QVERIFY2(!m_display.isEmpty(), "no X server could be started");
    }
    void cleanupTestCase()
    {
        if (m_xvfb.state() != QProcess::NotRunning) {
            m_xvfb.terminate();
            if (!m_xvfb.waitForFinished(5000))
                m_xvfb.kill();
        }
    }

    void killedAppRestoresLastMove_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<int>("minMoves");
        // 2048: arrow keys; a key that does not change the board is not a move.
        QTest::newRow("2048, arrow keys")
            << QStringLiteral("2048") << QByteArray()
            << QStringLiteral("Left Up Right Down Left Up Right Down Left Up Right Down")
                   .split(QLatin1Char(' '))
            << 6;
        // Connect Four for two players: a number key drops a disc in that column.
        QTest::newRow("connect4, two players, number keys")
            << QStringLiteral("connect4") << QByteArray("[connect4]\nopponent=0\n")
            << QStringLiteral("4 4 3 3 5 5 6").split(QLatin1Char(' ')) << 7;
    }
    void killedAppRestoresLastMove()
    {
        QFETCH(QString, game);
        QFETCH(QByteArray, settings);
        QFETCH(QStringList, keys);
        QFETCH(int, minMoves);

        QTemporaryDir home;
        QVERIFY(home.isValid());
        m_home = home.path();
        const QString configDir = m_home + QStringLiteral("/config/GridGames");
        QDir().mkpath(configDir);
        const QString settingsFile = configDir + QStringLiteral("/gridgames.conf");
        {
            QFile file(settingsFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[ui]\nanimations=false\nlanguage=en\n" + settings);
        }
        const QString saves = m_home + QStringLiteral("/data/GridGames/gridgames/saves");
        const QString save = saves + QStringLiteral("/") + game + QStringLiteral(".sav");

        // First run: real key presses, the save after each completed move is kept.
        QProcess app;
        startApp(app, game);
        const QString window = waitForWindow();
        QVERIFY2(!window.isEmpty(), qPrintable(QString::fromUtf8(app.readAllStandardError())));
        QVERIFY(xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), window}));
        QTest::qWait(300);
        QByteArray last = readAll(save);
        int moves = 0;
        for (const QString &key : keys) {
            QVERIFY(xdotool({QStringLiteral("key"), key}));
            QElapsedTimer clock;
            clock.start();
            while (readAll(save) == last && clock.elapsed() < 2000)
                QTest::qWait(20);
            const QByteArray now = readAll(save);
            if (now != last && !now.isEmpty()) {
                ++moves;
                last = now;
            }
        }
        QVERIFY2(moves >= minMoves, qPrintable(QStringLiteral("only %1 moves saved").arg(moves)));
        app.kill(); // SIGKILL: no close event, no save on quit
        QVERIFY(app.waitForFinished(10000));
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);
        std::printf("%s: %d moves by xdotool, killed; save %lld bytes\n", qPrintable(game), moves,
                    qint64(last.size()));

        // The restored game is exactly the last saved one, and reading it changes nothing.
        const QByteArray settingsBefore = digest(settingsFile);
        QCOMPARE(dumpState(game), last);
        QCOMPARE(readAll(save), last);
        QCOMPARE(digest(settingsFile), settingsBefore);

        // A second start shows that game; killing it again loses nothing.
        QProcess again;
        startApp(again, game);
        QVERIFY(!waitForWindow().isEmpty());
        QTest::qWait(500);
        again.kill();
        QVERIFY(again.waitForFinished(10000));
        QCOMPARE(dumpState(game), last);
        QVERIFY(QDir(saves).entryList({QStringLiteral("*.bad-*")}).isEmpty());
    }

private:
    QProcessEnvironment environment(bool onX) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_home + QStringLiteral("/state"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("DISPLAY"), m_display);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"),
                   onX ? QStringLiteral("xcb") : QStringLiteral("offscreen"));
        return env;
    }

    void startApp(QProcess &app, const QString &game)
    {
        app.setProcessEnvironment(environment(true));
        app.start(m_app, {QStringLiteral("--game"), game});
        QVERIFY(app.waitForStarted(10000));
    }

    // The id of the app's main window once it is mapped, or empty after 30 s.
    QString waitForWindow()
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000) {
            QProcess search;
            search.setProcessEnvironment(environment(true));
            search.start(m_xdotool, {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                     QStringLiteral("--name"), QStringLiteral("Grid Games")});
            search.waitForFinished(10000);
            const QString id = QString::fromUtf8(search.readAllStandardOutput()).trimmed();
            if (!id.isEmpty())
                return id.split(QLatin1Char('\n')).first();
            QTest::qWait(100);
        }
        return {};
    }

    bool xdotool(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessEnvironment(environment(true));
        process.start(m_xdotool, arguments);
        return process.waitForFinished(10000) && process.exitCode() == 0;
    }

    QByteArray dumpState(const QString &game)
    {
        QProcess dump;
        dump.setProcessEnvironment(environment(false));
        dump.start(m_app, {QStringLiteral("--dump-state"), game});
        if (!dump.waitForFinished(30000) || dump.exitCode() != 0)
            qWarning("dump-state failed: %s", dump.readAllStandardError().constData());
        return dump.readAllStandardOutput();
    }

    QString m_app;
    QString m_xdotool;
    QString m_display;
    QString m_home;
    QProcess m_xvfb;
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
