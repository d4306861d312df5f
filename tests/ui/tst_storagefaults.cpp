// Storage faults met by the main window (offscreen): a full disk (a file-size limit of 0,
// as `ulimit -f 0` with SIGXFSZ ignored; and, as root, a full 64 KiB tmpfs) and read-only
// storage (a read-only directory; as root, a tmpfs remounted read-only, since root writes
// through directory permissions). While the fault lasts, moves, tab switches, a language
// change and a new high score must leave the settings file and the save byte for byte as
// they were, the player is told once, in the notice bar, why; when the fault ends, the next
// move writes everything, the player is told so, and a restart shows it all.

#include "appsettings.h"
#include "common/boardview.h"
#include "highscores.h"
#include "mainwindow.h"
#include "noticebar.h"
#include "savestore.h"
#include "settingsstore.h"
#include "storagehealth.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTabWidget>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace gg::ui;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    return process.waitForFinished(20000) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

// One kind of fault: where the files live, how the fault starts and how it ends.
struct Fault
{
    QString name;
    QString expectedWords;                           // in the notice
    std::function<bool(const QString &dir)> prepare; // before any file is written
    std::function<bool(const QString &dir)> start;
    std::function<bool(const QString &dir)> end;
    std::function<void(const QString &dir)> cleanup;
};

rlimit g_oldLimit{};

Fault fault(const QString &kind)
{
    const auto nothing = [](const QString &) { return true; };
    const auto noCleanup = [](const QString &) {};
    if (kind == QLatin1String("size limit")) {
        return {kind,
                QStringLiteral("disk is full"),
                nothing,
                [](const QString &) {
                    std::signal(SIGXFSZ, SIG_IGN);
                    ::getrlimit(RLIMIT_FSIZE, &g_oldLimit);
                    const rlimit none{0, g_oldLimit.rlim_max};
                    return ::setrlimit(RLIMIT_FSIZE, &none) == 0;
                },
                [](const QString &) { return ::setrlimit(RLIMIT_FSIZE, &g_oldLimit) == 0; },
                noCleanup};
    }
    if (kind == QLatin1String("read-only directory")) {
        const auto mode = [](const QString &dir, QFile::Permissions permissions) {
            bool ok = true;
            for (const QString &sub : {QStringLiteral("/config"), QStringLiteral("/saves")})
                ok = QFile::setPermissions(dir + sub, permissions) && ok;
            return ok;
        };
        const QFile::Permissions readOnly =
            QFile::ReadOwner | QFile::ExeOwner | QFile::ReadUser | QFile::ExeUser;
        return {kind,
                QStringLiteral("read-only"),
                nothing,
                [=](const QString &dir) { return mode(dir, readOnly); },
                [=](const QString &dir) {
                    return mode(dir, readOnly | QFile::WriteOwner | QFile::WriteUser);
                },
                noCleanup};
    }
    // Root only: a tmpfs of the files' own.
    const auto mount = [](const QString &dir) {
        return run(QStringLiteral("mount"),
                   {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                    QStringLiteral("size=64k"), QStringLiteral("tmpfs"), dir});
    };
    const auto unmount = [](const QString &dir) { run(QStringLiteral("umount"), {dir}); };
    if (kind == QLatin1String("read-only tmpfs")) {
        const auto remount = [](const QString &dir, const char *how) {
            return run(QStringLiteral("mount"), {QStringLiteral("-o"), QLatin1String(how), dir});
        };
        return {kind,
                QStringLiteral("read-only"),
                mount,
                [=](const QString &dir) { return remount(dir, "remount,ro"); },
                [=](const QString &dir) { return remount(dir, "remount,rw"); },
                unmount};
    }
    // A full tmpfs: a filler file takes all the room but a few hundred bytes.
    return {kind,
            QStringLiteral("disk is full"),
            mount,
            [](const QString &dir) {
                QFile filler(dir + QStringLiteral("/filler"));
                if (!filler.open(QIODevice::WriteOnly))
                    return false;
                const QByteArray block(512, 'f');
                while (filler.write(block) == block.size() && filler.flush()) {
                }
                return true;
            },
            [](const QString &dir) { return QFile::remove(dir + QStringLiteral("/filler")); },
            unmount};
}

} // namespace

class TestStorageFaults : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void nothingIsLostAndThePlayerIsToldOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("full disk: file-size limit 0") << QStringLiteral("size limit");
        QTest::newRow("read-only directory") << QStringLiteral("read-only directory");
        QTest::newRow("full disk: 64 KiB tmpfs (root)") << QStringLiteral("full tmpfs");
        QTest::newRow("read-only tmpfs (root)") << QStringLiteral("read-only tmpfs");
    }
    void nothingIsLostAndThePlayerIsToldOnce()
    {
        QFETCH(QString, kind);
        const bool root = ::geteuid() == 0;
        if (kind.contains(QLatin1String("tmpfs")) && !root)
            QSKIP("mounting a tmpfs needs root");
        if (kind == QLatin1String("read-only directory") && root)
            QSKIP("root writes through directory permissions (the tmpfs rows cover it)");
        const Fault f = fault(kind);

        // The files live in a directory of their own (the tmpfs when there is one).
        const QString dir = m_sandbox->path() + QStringLiteral("/files");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY2(f.prepare(dir), "could not prepare the file system");
        struct Cleanup
        {
            std::function<void()> run;
            ~Cleanup() { run(); }
        } undo{[&] {
            f.end(dir);
            SaveStore::instance().setDirectory(m_sandbox->path() + QStringLiteral("/saves"));
            SettingsStore::instance().open(m_sandbox->settingsFile());
            f.cleanup(dir);
        }};
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/config")));
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/saves")));
        const QString settingsFile = dir + QStringLiteral("/config/gridgames.conf");
        const QString saveFile = dir + QStringLiteral("/saves/2048.sav");
        SettingsStore::instance().open(settingsFile);
        SaveStore::instance().setDirectory(dir + QStringLiteral("/saves"));

        // Ten high scores, a name and options, as a player has them.
        AppSettings::setPlayerName(QStringLiteral("Ada"));
        AppSettings::setLanguage(QStringLiteral("en"));
        for (int i = 0; i < 10; ++i) {
            const ScoreEntry entry{QStringLiteral("Ada"),           1000 + 100 * i, 0,
                                   QDateTime::currentDateTimeUtc(), false,          {}};
            QVERIFY(HighScores::add(QStringLiteral("2048"), QStringLiteral("4x4-2048"), entry,
                                    ScoreOrder::HigherIsBetter) >= 0);
        }

        MainWindow window(QStringLiteral("2048"));
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(makeMoves(window, 3));
        const QByteArray goodSettings = readAll(settingsFile);
        const QByteArray goodSave = readAll(saveFile);
        QVERIFY(goodSettings.contains("Ada"));
        QVERIFY(!goodSave.isEmpty());

        // The fault: moves, tab switches, a language change, a new high score.
        QVERIFY2(f.start(dir), "could not start the fault");
        QVERIFY(makeMoves(window, 4));
        auto *tabs = window.findChild<QTabWidget *>();
        tabs->setCurrentIndex(1);
        tabs->setCurrentIndex(0);
        AppSettings::setLanguage(QStringLiteral("zh_CN"));
        const ScoreEntry newBest{QStringLiteral("Ada"),           99999, 0,
                                 QDateTime::currentDateTimeUtc(), false, {}};
        QCOMPARE(HighScores::add(QStringLiteral("2048"), QStringLiteral("4x4-2048"), newBest,
                                 ScoreOrder::HigherIsBetter),
                 0);
        QVERIFY(makeMoves(window, 3));
        QCOMPARE(readAll(settingsFile), goodSettings);
        QCOMPARE(readAll(saveFile), goodSave);
        // Nothing half-written was left next to them either.
        QCOMPARE(QDir(dir + QStringLiteral("/saves"))
                     .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("2048.sav")});
        // In memory everything is there.
        QCOMPARE(AppSettings::language(), QStringLiteral("zh_CN"));
        QCOMPARE(
            HighScores::entries(QStringLiteral("2048"), QStringLiteral("4x4-2048")).first().score,
            99999);
        // Told once, in the notice bar, and why.
        QVERIFY(window.noticeBar()->isVisible());
        QCOMPARE(window.noticeBar()->kind(), NoticeBar::Kind::Warning);
        QVERIFY2(window.noticeBar()->text().contains(f.expectedWords),
                 qPrintable(window.noticeBar()->text()));
        QCOMPARE(storageNotices(window), 1);

        // The fault ends: the next move writes everything.
        QVERIFY2(f.end(dir), "could not end the fault");
        QVERIFY(makeMoves(window, 1));
        QCOMPARE(window.noticeBar()->kind(), NoticeBar::Kind::Information);
        QCOMPARE(storageNotices(window), 1);
        QVERIFY(!StorageHealth::instance().failing());
        QCOMPARE(readAll(saveFile), window.page(QStringLiteral("2048"))->saveState());
        const SettingsStore::Map onDisk = SettingsStore::readIni(settingsFile);
        QCOMPARE(onDisk.value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
        QCOMPARE(onDisk.value(QStringLiteral("player/name")).toString(), QStringLiteral("Ada"));
        QCOMPARE(onDisk.value(QStringLiteral("highscores/2048/4x4-2048/0/score")).toString(),
                 QStringLiteral("99999"));
        QCOMPARE(onDisk.value(QStringLiteral("highscores/2048/4x4-2048/9/score")).toString(),
                 QStringLiteral("1100")); // 1000 fell out
        const QByteArray state = window.page(QStringLiteral("2048"))->saveState();
        window.close();

        // A restart shows it all.
        SettingsStore::instance().open(settingsFile);
        MainWindow again(QStringLiteral("2048"));
        again.restoreGames();
        QCOMPARE(again.page(QStringLiteral("2048"))->saveState(), state);
        QCOMPARE(HighScores::entries(QStringLiteral("2048"), QStringLiteral("4x4-2048")).size(),
                 10);
        QCOMPARE(AppSettings::playerName(), QStringLiteral("Ada"));
        QVERIFY(again.notices().isEmpty());
    }

    // A save of the bytes the file already holds is skipped (no rewrite, no fsync); a file
    // changed meanwhile, or different bytes, are written.
    void anUnchangedSaveIsNotRewritten()
    {
        SaveStore &store = SaveStore::instance();
        const QString path = store.pathFor(QStringLiteral("memory"));
        const auto inode = [&path] {
            struct stat st;
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : ino_t(0);
        };
        QVERIFY(store.save(QStringLiteral("memory"), "one").ok());
        const auto first = inode();
        QVERIFY(first != 0);
        QVERIFY(store.save(QStringLiteral("memory"), "one").ok());
        QCOMPARE(inode(), first);
        QVERIFY(store.save(QStringLiteral("memory"), "two").ok());
        const auto second = inode();
        QVERIFY(second != first);
        QCOMPARE(*store.load(QStringLiteral("memory")), QByteArray("two"));
        // Changed behind the store's back (same size): written again.
        QTest::qWait(20);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(file.write("TWO"), qint64(3));
        }
        QVERIFY(store.save(QStringLiteral("memory"), "two").ok());
        QCOMPARE(*store.load(QStringLiteral("memory")), QByteArray("two"));
        // Removed: written again.
        QVERIFY(QFile::remove(path));
        QVERIFY(store.save(QStringLiteral("memory"), "two").ok());
        QCOMPARE(*store.load(QStringLiteral("memory")), QByteArray("two"));
    }

private:
    // Presses arrow keys until `count` moves changed the board.
    static bool makeMoves(MainWindow &window, int count)
    {
        GamePage *page = window.page(QStringLiteral("2048"));
        const Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Up, Qt::Key_Right, Qt::Key_Down};
        int made = 0;
        for (int i = 0; i < 200 && made < count; ++i) {
            const QByteArray before = page->saveState();
            QTest::keyClick(page->view(), keys[i % 4]);
            QCoreApplication::processEvents();
            if (page->saveState() != before)
                ++made;
        }
        QCoreApplication::processEvents();
        return made == count;
    }

    static int storageNotices(const MainWindow &window)
    {
        int count = 0;
        for (const QString &notice : window.notices())
            if (notice.contains(QLatin1String("not being saved")))
                ++count;
        return count;
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestStorageFaults)
#include "tst_storagefaults.moc"
