#pragma once
// The real `gridgames` binary on an X server of the test's own (Xvfb), with a private HOME
// and XDG directories, driven by real input events (xdotool, XTEST). Shared by the tests
// that check what a player meets: crash recovery, storage faults, a second window, signals.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace gg::test {

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// An Xvfb server on a free display, stopped with the object.
class XServer
{
public:
    // Empty when Xvfb or xdotool is missing or no server could start (the test skips).
    bool start(const QString &screen = QStringLiteral("1280x1024x24"))
    {
        const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
        m_xdotool = QStandardPaths::findExecutable(QStringLiteral("xdotool"));
        if (xvfb.isEmpty() || m_xdotool.isEmpty())
            return false;
        for (int display =
                 90 + int(QCoreApplication::applicationPid() % 50) + int(screen.size() % 7) * 50;
             display < 600; ++display) {
            if (QFile::exists(QStringLiteral("/tmp/.X%1-lock").arg(display)))
                continue;
            // -noreset: by default the server resets when its last client leaves, and an app
            // connecting during that reset cannot open the display (seen once under load).
            m_process.start(xvfb, {QStringLiteral(":%1").arg(display), QStringLiteral("-screen"),
                                   QStringLiteral("0"), screen, QStringLiteral("-nolisten"),
                                   QStringLiteral("tcp"), QStringLiteral("-noreset")});
            if (!m_process.waitForStarted(10000))
                continue;
            QElapsedTimer clock;
            clock.start();
            const QString socket = QStringLiteral("/tmp/.X11-unix/X%1").arg(display);
            while (!QFile::exists(socket) && m_process.state() != QProcess::NotRunning &&
                   clock.elapsed() < 10000)
                QThread::msleep(20);
            if (QFile::exists(socket) && m_process.state() == QProcess::Running) {
                m_display = QStringLiteral(":%1").arg(display);
                return true;
            }
            stop();
        }
        return false;
    }
    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate(); // lets the server remove its lock file and socket
            if (!m_process.waitForFinished(5000))
                m_process.kill();
        }
    }
    ~XServer() { stop(); }
    QString display() const { return m_display; }
    QString xdotool() const { return m_xdotool; }

private:
    QProcess m_process;
    QString m_display;
    QString m_xdotool;
};

// One player's account: HOME with config, data, cache and a private TMPDIR.
class Player
{
public:
    explicit Player(const XServer *x = nullptr) : m_x(x) { setHome(m_dir.path()); }
    void setHome(const QString &home)
    {
        m_home = home;
        QDir().mkpath(home + QStringLiteral("/tmp"));
    }
    QString home() const { return m_home; }
    QString settingsFile() const
    {
        return m_home + QStringLiteral("/config/GridGames/gridgames.conf");
    }
    QString savesDir() const { return m_home + QStringLiteral("/data/GridGames/gridgames/saves"); }
    QString saveFile(const QString &game) const
    {
        return savesDir() + QLatin1Char('/') + game + QStringLiteral(".sav");
    }
    QString tmpDir() const { return m_home + QStringLiteral("/tmp"); }
    bool writeSettings(const QByteArray &ini) const { return writeFile(settingsFile(), ini); }

    QProcessEnvironment environment(bool onX) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_home + QStringLiteral("/state"));
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.insert(QStringLiteral("TMPDIR"), tmpDir());
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"),
                   onX ? QStringLiteral("xcb") : QStringLiteral("offscreen"));
        if (m_x)
            env.insert(QStringLiteral("DISPLAY"), m_x->display());
        for (auto it = m_extra.cbegin(); it != m_extra.cend(); ++it)
            env.insert(it.key(), it.value());
        return env;
    }
    void setEnv(const QString &name, const QString &value) { m_extra.insert(name, value); }

    static QString app() { return qEnvironmentVariable("GG_APP"); }

    void start(QProcess &process, const QStringList &arguments, bool onX = true) const
    {
        process.setProcessEnvironment(environment(onX));
        process.start(app(), arguments);
    }

    // Runs the app to the end (offscreen); returns its exit code, or -1 when it hangs.
    int run(const QStringList &arguments, QByteArray *out = nullptr, QByteArray *err = nullptr,
            int timeoutMs = 30000) const
    {
        QProcess process;
        start(process, arguments, false);
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished(5000);
            return -1;
        }
        if (out)
            *out = process.readAllStandardOutput();
        if (err)
            *err = process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    QByteArray dumpState(const QString &game) const
    {
        QByteArray out;
        QByteArray err;
        if (run({QStringLiteral("--dump-state"), game}, &out, &err) != 0)
            qWarning("dump-state %s failed: %s", qPrintable(game), err.constData());
        return out;
    }

    // The id of a mapped window of the app, or empty after the timeout.
    QString waitForWindow(int timeoutMs = 30000) const
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs) {
            const QString id =
                xdotoolOutput({QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                               QStringLiteral("--name"), QStringLiteral("Grid Games")})
                    .trimmed();
            if (!id.isEmpty())
                return id.split(QLatin1Char('\n')).first();
            QTest::qWait(100);
        }
        return {};
    }
    QStringList windows() const
    {
        const QString ids =
            xdotoolOutput({QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                           QStringLiteral("--name"), QStringLiteral("Grid Games")})
                .trimmed();
        return ids.isEmpty() ? QStringList() : ids.split(QLatin1Char('\n'));
    }

    bool xdotool(const QStringList &arguments) const
    {
        QProcess process;
        process.setProcessEnvironment(environment(true));
        process.start(m_x->xdotool(), arguments);
        return process.waitForFinished(10000) && process.exitCode() == 0;
    }
    QString xdotoolOutput(const QStringList &arguments) const
    {
        QProcess process;
        process.setProcessEnvironment(environment(true));
        process.start(m_x->xdotool(), arguments);
        process.waitForFinished(10000);
        return QString::fromUtf8(process.readAllStandardOutput());
    }
    bool focus(const QString &window) const
    {
        return xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), window});
    }
    bool key(const QString &name) const { return xdotool({QStringLiteral("key"), name}); }

    // Presses `keys` one by one; after each, waits up to 2 s for the game's save to change.
    // Returns how many presses changed it.
    int pressAndWaitForSaves(const QString &game, const QStringList &keys) const
    {
        QByteArray last = readFile(saveFile(game));
        int moves = 0;
        for (const QString &k : keys) {
            key(k);
            QElapsedTimer clock;
            clock.start();
            while (readFile(saveFile(game)) == last && clock.elapsed() < 2000)
                QTest::qWait(20);
            const QByteArray now = readFile(saveFile(game));
            if (now != last && !now.isEmpty()) {
                ++moves;
                last = now;
            }
        }
        return moves;
    }

private:
    QTemporaryDir m_dir;
    QString m_home;
    const XServer *m_x = nullptr;
    QHash<QString, QString> m_extra;
};

inline bool waitForExit(QProcess &process, int timeoutMs)
{
    return process.state() == QProcess::NotRunning || process.waitForFinished(timeoutMs);
}

} // namespace gg::test
