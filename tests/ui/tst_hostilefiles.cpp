// Hostile files: crafted settings and save files (truncated, wrong types, huge numbers,
// negative scores, 1 MiB strings, unknown versions, random bytes, a directory, a pipe or a
// device where a file should be, ...) are put in place before the main window starts
// offscreen. Every row checks that the app starts and stays usable, that whatever was
// discarded is announced by a notice (damaged saves are set aside, never deleted), that
// every valid high score survives, and that the next start is clean.

#include "common/boardview.h"
#include "gameregistry.h"
#include "highscores.h"
#include "mainwindow.h"
#include "savestore.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

#include "common/rng.h"

#include <functional>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace gg::ui;

namespace {

enum class Expect { No, Yes, Any };

// What a row promises about the start that follows its files.
struct Outcome
{
    bool validScores = false; // the standard valid tables were written and must survive
    bool exactScores = false; // ... and nothing else may remain in those tables
    Expect scoreNotice = Expect::No;
    QStringList setAside; // games whose save must be set aside with a notice
    QStringList restored; // games whose save must be restored without a notice
};

struct ValidScore
{
    const char *game;
    const char *variant;
    int index;
    const char *name;
    qint64 score;
};

// The valid entries most rows write; they sit at these indexes of their tables.
constexpr ValidScore ValidScores[] = {
    {"2048", "4x4-2048", 0, "Alice", 20480}, {"2048", "4x4-2048", 1, "Bob", 9000},
    {"2048", "4x4-2048", 2, "Carol", 512},   {"lianliankan", "normal", 0, "Dan", 3100},
    {"memory", "4x4", 0, "Eve", 14},         {"memory", "4x4", 1, "Fay", 19},
};

QByteArray entryLines(const char *game, const char *variant, int index, const QByteArray &name,
                      const QByteArray &score, const QByteArray &date = "2024-05-01T10:00:00",
                      const QByteArray &time = "0", const QByteArray &assisted = "false")
{
    const QByteArray base = QByteArray(game) + '\\' + variant + '\\' + QByteArray::number(index);
    return base + "\\name=" + name + '\n' + base + "\\score=" + score + '\n' + base +
           "\\time=" + time + '\n' + base + "\\date=" + date + '\n' + base +
           "\\assisted=" + assisted + '\n';
}

// The [highscores] lines of the valid tables (no section header).
QByteArray validScoreLines()
{
    QByteArray text;
    for (const ValidScore &v : ValidScores)
        text += entryLines(v.game, v.variant, v.index, v.name, QByteArray::number(v.score));
    return text;
}

QByteArray randomBytes(std::uint64_t seed, int count)
{
    gg::Rng rng(seed);
    QByteArray bytes(count, '\0');
    for (char &c : bytes)
        c = char(rng.below(256));
    return bytes;
}

// Replaces every whole decimal number of a save with `number`.
QByteArray replaceNumbers(const QByteArray &save, const QString &number)
{
    QString text = QString::fromUtf8(save);
    static const QRegularExpression digits(QStringLiteral("(?<![A-Za-z_])\\d+(?![A-Za-z_])"));
    text.replace(digits, number);
    return text.toUtf8();
}

// The files of one row: the sandbox's settings file and save directory.
class Files
{
public:
    Files(const gg::test::Sandbox &sandbox, const QHash<QString, QByteArray> &valid)
        : m_sandbox(sandbox), m_valid(valid)
    {
    }
    QString settingsPath() const { return m_sandbox.settingsFile(); }
    QString savesDir() const { return m_sandbox.path() + QStringLiteral("/saves"); }
    QString savePath(const QString &game) const { return m_sandbox.saveFile(game); }
    QByteArray valid(const QString &game) const { return m_valid.value(game); }

    void writeSettings(const QByteArray &content) const
    {
        QFile::remove(settingsPath());
        QDir().mkpath(QFileInfo(settingsPath()).absolutePath());
        write(settingsPath(), content);
    }
    // Settings with animations off (fast) and the valid score tables plus `more`.
    void writeScores(const QByteArray &more = {}, const QByteArray &extraSections = {}) const
    {
        writeSettings("[ui]\nanimations=false\n\n[highscores]\n" + validScoreLines() + more + '\n' +
                      extraSections);
    }
    void writeSave(const QString &game, const QByteArray &content) const
    {
        QDir().mkpath(savesDir());
        write(savePath(game), content);
    }
    // Applies `make` to every game's valid save and writes the result in its place.
    QStringList writeEverySave(const std::function<QByteArray(const QString &)> &make) const
    {
        QStringList games;
        for (const QString &game : gameIds()) {
            writeSave(game, make(game));
            games << game;
        }
        return games;
    }

private:
    static void write(const QString &path, const QByteArray &content)
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        file.write(content);
    }

    const gg::test::Sandbox &m_sandbox;
    const QHash<QString, QByteArray> &m_valid;
};

struct Case
{
    const char *name;
    std::function<Outcome(const Files &)> setup;
};

const QByteArray OneMiB(1 << 20, 'x');
// Larger than any save may be (SaveStore::MaxFileSize, Record::MaxBytes: 16 MiB).
const QByteArray Huge((16 << 20) + 1, 'x');

std::vector<Case> cases()
{
    std::vector<Case> list;
    const auto add = [&list](const char *name, std::function<Outcome(const Files &)> setup) {
        list.push_back({name, std::move(setup)});
    };

    // --- settings files ---
    add("settings: empty file", [](const Files &f) {
        f.writeSettings({});
        return Outcome{};
    });
    add("settings: random bytes (seeded, 64 KiB)", [](const Files &f) {
        f.writeSettings(randomBytes(9001, 64 * 1024));
        return Outcome{false, false, Expect::Any, {}, {}};
    });
    add("settings: valid scores, file truncated in a later entry", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, "Trudy", "77").left(60));
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: wrong types", [](const Files &f) {
        f.writeScores(
            entryLines("2048", "4x4-2048", 3, "Vic", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0)") +
                entryLines("2048", "4x4-2048", 4, "Wendy", "1, 2, 3") +
                entryLines("2048", "4x4-2048", 5, "@ByteArray(\\xff)", "300",
                           "@ByteArray(2024-05-01)") +
                entryLines("memory", "4x4", 2, "Xena", "true", "2024-05-01T10:00:00",
                           "@Rect(1 2 3 4)", "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x1)"),
            "[ui]\nlanguage=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)\nanimations=maybe\n"
            "lastGame=@Size(3 4)\ngeometry=12\n[2048]\nsize=abc\ntarget=1, 2\n");
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: huge numbers", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, "Yuri", "99999999999999999999") +
                          entryLines("2048", "4x4-2048", 4, "Zoe", "1e300") +
                          entryLines("memory", "4x4", 2, "Abe", "15", "2024-05-01T10:00:00",
                                     "100000000000000000000"),
                      "[2048]\nsize=100000000000000000000\ntarget=2147483648\n"
                      "[connect4]\nwidth=9223372036854775808\n[gomoku]\naiTimeMs=1e308\n");
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: negative scores", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, "Neg", "-1") +
                          entryLines("2048", "4x4-2048", 4, "Min", "-9223372036854775808") +
                          entryLines("lianliankan", "normal", 1, "Low", "-3100"),
                      "[2048]\nbest\\4x4-2048=-77\n[stats]\nconnect4\\7x6-medium\\won=-5\n");
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: 1 MiB strings", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, OneMiB, "100") +
                          entryLines("2048", "4x4-2048", 4, "Long", "200", OneMiB),
                      "[ui]\nlanguage=" + OneMiB + "\nlastGame=" + OneMiB + "\n[player]\nname=" +
                          OneMiB + "\n[" + OneMiB + "]\n" + OneMiB + '=' + OneMiB + '\n');
        // The entry with a 1 MiB name keeps its score with an empty name.
        return Outcome{true, false, Expect::Yes, {}, {}};
    });
    add("settings: unknown future version", [](const Files &f) {
        f.writeScores("2048\\4x4-2048\\0\\medal=gold\n2048\\4x4-2048\\schema=7\n",
                      "[meta]\nversion=999\n[future]\nwidgets\\a\\b\\c=@Variant(\\0\\0\\0\\x99)\n");
        return Outcome{true, true, Expect::No, {}, {}};
    });
    add("settings: duplicated keys and sections", [](const Files &f) {
        // Later values win in an INI file: the garbage comes first, the valid value last.
        f.writeSettings("[highscores]\n" + entryLines("2048", "4x4-2048", 0, "Alice", "oops") +
                        "2048\\4x4-2048\\1\\score=-4\n[ui]\nanimations=false\n[highscores]\n" +
                        validScoreLines() + "[highscores]\n" + validScoreLines());
        return Outcome{true, true, Expect::No, {}, {}};
    });
    add("settings: valid scores beside garbage entries", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, "Bad date", "40", "yesterday") +
                      "2048\\4x4-2048\\4\\score=41\n" + // no date at all
                      entryLines("2048", "4x4-2048", 5, "Letters", "4l") +
                      entryLines("2048", "4x4-2048", 6, "Empty", "") +
                      entryLines("2048", "4x4-2048", 7, "Month 13", "44", "2024-13-01T10:00:00") +
                      entryLines("memory", "4x4", 2, "Float", "12.5") +
                      entryLines("lianliankan", "normal", 9, "Space", " ") +
                      entryLines("lianliankan", "normal", 12, "Index 12", "5") +
                      entryLines("lianliankan", "normal", -1, "Index -1", "5"));
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: hostile game and variant names", [](const Files &f) {
        QByteArray more;
        for (int i = 0; i < 300; ++i)
            more += entryLines("2048", QByteArray("v" + QByteArray::number(i)).constData(), 0, "V",
                               "-" + QByteArray::number(i));
        more += entryLines("..%2F..", "x", 0, "Dots", "1");
        more += entryLines("2048", "%E4%B8%AD%E6%96%87", 0, "Han", "1");
        more += entryLines("2048", QByteArray(1000, 'w').constData(), 0, "Wide", "1");
        f.writeScores(more);
        return Outcome{true, true, Expect::Yes, {}, {}};
    });
    add("settings: NUL bytes and binary junk between valid lines", [](const Files &f) {
        f.writeScores(QByteArray("\0\0\xff\xfe\n", 5) + "2048\\4x4-2048\\3\\score=\x01\x02\n" +
                      randomBytes(17, 300).replace('\n', ' ').replace('=', ' ') + '\n' +
                      "[ui\n=\n==\n\\\\\\=\n[]\n");
        return Outcome{true, false, Expect::Yes, {}, {}};
    });
    add("settings: 20000 keys", [](const Files &f) {
        QByteArray more = "[junk]\n";
        for (int i = 0; i < 20000; ++i)
            more += "k" + QByteArray::number(i) + "=" + QByteArray::number(i * 7919) + '\n';
        f.writeScores({}, more);
        return Outcome{true, true, Expect::No, {}, {}};
    });
    add("settings: a directory in place of the file", [](const Files &f) {
        QFile::remove(f.settingsPath());
        QDir().mkpath(f.settingsPath());
        return Outcome{};
    });

    // --- save files ---
    add("save: valid save for every game (control)", [](const Files &f) {
        f.writeScores();
        return Outcome{true, true, Expect::No, {}, f.writeEverySave([&f](const QString &game) {
                           return f.valid(game);
                       })};
    });
    add("save: empty file", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([](const QString &) { return QByteArray(); }),
                       {}};
    });
    add("save: random bytes (seeded)", [](const Files &f) {
        return Outcome{
            false,
            false,
            Expect::No,
            f.writeEverySave([](const QString &game) { return randomBytes(qHash(game), 4096); }),
            {}};
    });
    add("save: truncated halfway", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           const QByteArray valid = f.valid(game);
                           return valid.left(valid.size() / 2);
                       }),
                       {}};
    });
    add("save: unknown version", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           QByteArray save = f.valid(game);
                           const int at = save.indexOf("\nversion ");
                           const int end = save.indexOf('\n', at + 1);
                           return save.replace(at, end - at, "\nversion 999");
                       }),
                       {}};
    });
    add("save: binary junk inside", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           QByteArray save = f.valid(game);
                           return save.insert(save.indexOf('\n') + 3,
                                              QByteArray("\0\xff\xfe\x01", 4));
                       }),
                       {}};
    });
    add("save: another game's save", [](const Files &f) {
        const QStringList ids = gameIds();
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f, ids](const QString &game) {
                           return f.valid(ids.at((ids.indexOf(game) + 1) % ids.size()));
                       }),
                       {}};
    });
    add("save: huge numbers", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           return replaceNumbers(f.valid(game),
                                                 QStringLiteral("99999999999999999999"));
                       }),
                       {}};
    });
    add("save: negative numbers", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           return replaceNumbers(f.valid(game), QStringLiteral("-1"));
                       }),
                       {}};
    });
    add("save: a line over 16 MiB", [](const Files &f) {
        return Outcome{false,
                       false,
                       Expect::No,
                       f.writeEverySave([&f](const QString &game) {
                           return f.valid(game) + "note " + Huge + '\n';
                       }),
                       {}};
    });
    add("save: a file over 16 MiB", [](const Files &f) {
        f.writeSave(QStringLiteral("2048"),
                    f.valid(QStringLiteral("2048")) + QByteArray((16 << 20) + 1, '\n'));
        return Outcome{false, false, Expect::No, {QStringLiteral("2048")}, {}};
    });
    add("save: a directory in place of the file", [](const Files &f) {
        QDir().mkpath(f.savePath(QStringLiteral("connect4")) + QStringLiteral("/inner"));
        return Outcome{false, false, Expect::No, {QStringLiteral("connect4")}, {}};
    });
    add("save: a named pipe in place of the file", [](const Files &f) {
        QDir().mkpath(f.savesDir());
        if (::mkfifo(QFile::encodeName(f.savePath(QStringLiteral("gomoku"))).constData(), 0600))
            qFatal("mkfifo failed");
        return Outcome{false, false, Expect::No, {QStringLiteral("gomoku")}, {}};
    });
    add("save: a link to a device node", [](const Files &f) {
        // The node is made inside the sandbox (the numbers of /dev/zero, an endless
        // device) so that nothing outside the test's own directory is ever pointed at; a
        // named pipe stands in when the test cannot make device nodes.
        QDir().mkpath(f.savesDir());
        const QByteArray node = QFile::encodeName(f.savesDir() + QStringLiteral("/node"));
        if (::mknod(node.constData(), S_IFCHR | 0600, makedev(1, 5)) != 0 &&
            ::mkfifo(node.constData(), 0600) != 0)
            qFatal("cannot make a node");
        QFile::link(f.savesDir() + QStringLiteral("/node"), f.savePath(QStringLiteral("memory")));
        return Outcome{false, false, Expect::No, {QStringLiteral("memory")}, {}};
    });
    add("save: a dangling link", [](const Files &f) {
        QDir().mkpath(f.savesDir());
        QFile::link(f.savesDir() + QStringLiteral("/nowhere"), f.savePath(QStringLiteral("zousi")));
        return Outcome{false, false, Expect::No, {QStringLiteral("zousi")}, {}};
    });
    add("save: unreadable file (mode 000)", [](const Files &f) {
        const QString game = QStringLiteral("lianliankan");
        f.writeSave(game, f.valid(game));
        QFile::setPermissions(f.savePath(game), {});
        // Root reads it anyway and restores it; anyone else gets it set aside.
        if (::geteuid() == 0)
            return Outcome{false, false, Expect::No, {}, {game}};
        return Outcome{false, false, Expect::No, {game}, {}};
    });
    add("save: saves directory is a plain file", [](const Files &f) {
        QFile file(f.savesDir());
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write");
        file.write("not a directory");
        // Set aside at start (with a notice), so that every game saves again.
        return Outcome{false, false, Expect::Any, {}, {}};
    });
    add("save: every line twice", [](const Files &f) {
        f.writeEverySave([&f](const QString &game) {
            QByteArray doubled;
            for (const QByteArray &line : f.valid(game).split('\n'))
                if (!line.isEmpty())
                    doubled += line + '\n' + line + '\n';
            return doubled;
        });
        return Outcome{false, false, Expect::No, {}, {}}; // either restored or set aside
    });
    add("save: CRLF line ends", [](const Files &f) {
        f.writeEverySave(
            [&f](const QString &game) { return QByteArray(f.valid(game)).replace("\n", "\r\n"); });
        return Outcome{false, false, Expect::No, {}, {}}; // either restored or set aside
    });

    // --- both at once ---
    add("everything damaged at once, valid scores kept", [](const Files &f) {
        f.writeScores(entryLines("2048", "4x4-2048", 3, "Bad", "-1") + randomBytes(5, 200),
                      "[2048]\nsize=-5\n");
        return Outcome{
            true,
            true,
            Expect::Yes,
            f.writeEverySave([](const QString &game) { return randomBytes(qHash(game) + 1, 512); }),
            {}};
    });
    return list;
}

bool hasNotice(const QStringList &notices, const QString &needle)
{
    for (const QString &n : notices)
        if (n.contains(needle, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The valid save of every game, as its page writes it after a fresh start.
        gg::test::Sandbox sandbox;
        for (const GameInfo &info : registeredGames()) {
            std::unique_ptr<GamePage> page(info.create(nullptr));
            m_valid.insert(info.id, page->saveState());
            QVERIFY2(page->saveState().contains("version"), qPrintable(info.id));
        }
    }
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void appStartsAndKeepsValidScores_data()
    {
        QTest::addColumn<int>("index");
        const auto all = cases();
        for (int i = 0; i < int(all.size()); ++i)
            QTest::newRow(all[size_t(i)].name) << i;
    }
    void appStartsAndKeepsValidScores()
    {
        QFETCH(int, index);
        const Files files(*m_sandbox, m_valid);
        const Outcome expect = cases()[size_t(index)].setup(files);
        const QString saves = files.savesDir();

        {
            MainWindow window;
            window.restoreGames();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const QStringList notices = window.notices();

            for (const QString &game : expect.setAside) {
                GamePage *page = window.page(game);
                QVERIFY(page);
                QVERIFY2(hasNotice(notices, page->title()),
                         qPrintable(notices.join(QLatin1Char('\n'))));
                const QStringList aside =
                    QDir(saves).entryList({game + QStringLiteral(".sav.bad-*")},
                                          QDir::AllEntries | QDir::System | QDir::Hidden);
                QVERIFY2(aside.size() == 1, qPrintable(game));
                QVERIFY(!QFileInfo(files.savePath(game)).exists());
                QVERIFY(!QFileInfo(files.savePath(game)).isSymLink());
            }
            for (const QString &game : expect.restored) {
                QVERIFY2(!hasNotice(notices, window.page(game)->title()),
                         qPrintable(notices.join(QLatin1Char('\n'))));
                QVERIFY(QFileInfo(files.savePath(game)).exists());
            }
            const bool scoreNotice = hasNotice(notices, QStringLiteral("high-score"));
            if (expect.scoreNotice != Expect::Any)
                QVERIFY2(scoreNotice == (expect.scoreNotice == Expect::Yes),
                         qPrintable(notices.join(QLatin1Char('\n'))));
            // Every notice is one short line a player can read.
            for (const QString &n : notices)
                QVERIFY(n.size() < 200 && !n.contains(QLatin1Char('\n')));

            // The window is usable: every tab opens, keys reach the board.
            auto *tabs = window.findChild<QTabWidget *>();
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QTest::keyClick(window.currentPage()->view(), Qt::Key_Left);
                QTest::keyClick(window.currentPage()->view(), Qt::Key_Space);
            }
            QCoreApplication::processEvents();
            window.close(); // saves every game
        }
        verifyValidScores(expect);

        // The next start is clean: nothing more set aside, no score notice, games saved.
        MainWindow again;
        again.restoreGames();
        const QStringList notices = again.notices();
        for (const GamePage *page : again.pages())
            QVERIFY2(!hasNotice(notices, page->title()),
                     qPrintable(notices.join(QLatin1Char('\n'))));
        QVERIFY2(!hasNotice(notices, QStringLiteral("high-score")),
                 qPrintable(notices.join(QLatin1Char('\n'))));
        if (QFileInfo(saves).isDir())
            for (const QString &game : gameIds())
                QVERIFY2(QFileInfo(files.savePath(game)).isFile(), qPrintable(game));
        verifyValidScores(expect);
    }

private:
    void verifyValidScores(const Outcome &expect)
    {
        if (!expect.validScores)
            return;
        QHash<QString, int> perTable;
        for (const ValidScore &v : ValidScores) {
            const QString game = QLatin1String(v.game);
            const QString variant = QLatin1String(v.variant);
            const QList<ScoreEntry> list = HighScores::entries(game, variant);
            const bool found = std::any_of(list.begin(), list.end(), [&v](const ScoreEntry &e) {
                return e.name == QLatin1String(v.name) && e.score == v.score;
            });
            QVERIFY2(
                found,
                qPrintable(QStringLiteral("%1 %2 lost").arg(QLatin1String(v.name)).arg(v.score)));
            ++perTable[game + QLatin1Char('/') + variant];
        }
        if (expect.exactScores)
            for (auto it = perTable.begin(); it != perTable.end(); ++it) {
                const QStringList parts = it.key().split(QLatin1Char('/'));
                QCOMPARE(HighScores::entries(parts[0], parts[1]).size(), it.value());
            }
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
    QHash<QString, QByteArray> m_valid;
};

QTEST_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
