// The settings store: its INI text read back by Qt's own INI reader gives every value the
// app stores (strings of any characters, numbers, booleans, byte arrays) and every key;
// a failed write changes nothing on disk and keeps the change in memory until a later
// commit succeeds; batches write once; a file changed by another writer is read again with
// the unwritten changes on top; a pipe, a device node or a link to one at the settings path
// is set aside untouched.

#include "safefile.h"
#include "settingsstore.h"
#include "storagehealth.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using gg::ui::SettingsStore;
using gg::ui::StorageError;
using gg::ui::StorageHealth;

Q_DECLARE_METATYPE(SettingsStore::Map)

namespace {

// Test fixtures are written plainly (no fsync: thousands of them).
bool writePlain(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What Qt's reader gives back for a value the store wrote: strings and byte arrays as they
// were, numbers and booleans as their text.
QVariant expectedBack(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QString:
    case QMetaType::QByteArray:
        return value;
    default:
        return value.toString();
    }
}

// Writes a file no bigger than `limit` bytes can be written by this process meanwhile
// (RLIMIT_FSIZE, SIGXFSZ ignored: writes fail with EFBIG as on a full disk).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t limit)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit now{limit, m_old.rlim_max};
        ::setrlimit(RLIMIT_FSIZE, &now);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
};

} // namespace

class TestSettingsStore : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        StorageHealth::instance().reset();
    }

    void qtReadsWhatTheStoreWrites_data()
    {
        QTest::addColumn<SettingsStore::Map>("map");
        auto row = [](const char *name, const QString &key, const QVariant &value) {
            QTest::newRow(name) << SettingsStore::Map{{key, value}};
        };
        row("plain string", QStringLiteral("player/name"), QStringLiteral("Ada"));
        row("empty string", QStringLiteral("player/name"), QString());
        row("leading and trailing spaces", QStringLiteral("a/b"), QStringLiteral("  x  "));
        row("semicolon, comma, equals", QStringLiteral("a/b"), QStringLiteral("a;b,c=d"));
        row("quotes and backslashes", QStringLiteral("a/b"), QStringLiteral("say \"hi\" \\o/"));
        row("starts with @", QStringLiteral("a/b"), QStringLiteral("@ByteArray(not one)"));
        row("only @@", QStringLiteral("a/b"), QStringLiteral("@@"));
        row("Chinese", QStringLiteral("player/name"), QStringLiteral("张三丰"));
        row("emoji (outside the BMP)", QStringLiteral("a/b"), QStringLiteral("🀄 ok"));
        row("newline, tab, CR", QStringLiteral("a/b"), QStringLiteral("one\ntwo\tthree\rfour"));
        row("control then hex digit", QStringLiteral("a/b"),
            QString(QChar(1)) + QStringLiteral("ab12"));
        row("NUL then digit", QStringLiteral("a/b"), QString(QChar(0)) + QStringLiteral("7"));
        row("DEL", QStringLiteral("a/b"), QString(QChar(0x7F)) + QStringLiteral("f"));
        row("looks like a list", QStringLiteral("a/b"), QStringLiteral("1, 2, 3"));
        row("looks like a bool", QStringLiteral("a/b"), QStringLiteral("true"));
        row("int", QStringLiteral("2048/size"), 4);
        row("negative int", QStringLiteral("x/y"), -17);
        row("int64 max", QStringLiteral("x/y"), std::numeric_limits<qint64>::max());
        row("int64 min", QStringLiteral("x/y"), std::numeric_limits<qint64>::min());
        row("bool true", QStringLiteral("ui/animations"), true);
        row("bool false", QStringLiteral("ui/animations"), false);
        QByteArray all;
        for (int b = 0; b < 256; ++b)
            all.append(char(b));
        row("every byte", QStringLiteral("ui/geometry"), all);
        row("empty bytes", QStringLiteral("ui/geometry"), QByteArray());
        row("bytes with ) and hex", QStringLiteral("ui/geometry"),
            QByteArray("\x01\x02)(ff\x7f"
                       "9"));
        row("top-level key", QStringLiteral("toplevel"), QStringLiteral("v"));
        row("group called General", QStringLiteral("General/x"), QStringLiteral("v"));
        row("group called general", QStringLiteral("general/x"), QStringLiteral("v"));
        row("deep key", QStringLiteral("highscores/2048/4x4-2048/0/name"), QStringLiteral("v"));
        row("key with space and %", QStringLiteral("a b/c%d"), QStringLiteral("v"));
        row("key with Chinese", QStringLiteral("组/键"), QStringLiteral("v"));
        row("key with backslash", QStringLiteral("a\\b/c"), QStringLiteral("v"));
        row("key with brackets and =", QStringLiteral("[a]/b=c"), QStringLiteral("v"));
        QTest::newRow("several sections")
            << SettingsStore::Map{{QStringLiteral("ui/language"), QStringLiteral("zh_CN")},
                                  {QStringLiteral("ui/animations"), false},
                                  {QStringLiteral("toplevel"), 3},
                                  {QStringLiteral("stats/connect4/7x6-expert/won"), 12}};
    }
    void qtReadsWhatTheStoreWrites()
    {
        QFETCH(SettingsStore::Map, map);
        checkRoundTrip(map);
    }

    // 1000 random maps of the kinds of keys and values above.
    void qtReadsRandomMaps()
    {
        QRandomGenerator rng(20261201);
        const QString alphabet = QStringLiteral("aZ09_-./ %\\@\"';,=[]#\t\n\r字😀");
        auto randomText = [&](int maxLength) {
            QString text;
            const int length = int(rng.bounded(maxLength + 1));
            for (int i = 0; i < length; ++i) {
                const int pick = int(rng.bounded(10));
                if (pick < 6) {
                    const int at = int(rng.bounded(alphabet.size()));
                    text += alphabet.at(at);
                    if (alphabet.at(at).isHighSurrogate() && at + 1 < alphabet.size())
                        text += alphabet.at(at + 1);
                } else if (pick < 8) {
                    text += QChar(char16_t(rng.bounded(0x20, 0x7F)));
                } else {
                    text += QChar(char16_t(rng.bounded(1, 0x30)));
                }
            }
            // No lone surrogates: QString cannot store them in UTF-8 either.
            QString clean;
            for (int i = 0; i < text.size(); ++i) {
                if (text.at(i).isHighSurrogate() && i + 1 < text.size() &&
                    text.at(i + 1).isLowSurrogate()) {
                    clean += text.at(i);
                    clean += text.at(++i);
                } else if (!text.at(i).isSurrogate()) {
                    clean += text.at(i);
                }
            }
            return clean;
        };
        for (int round = 0; round < 1000; ++round) {
            SettingsStore::Map map;
            const int keys = int(rng.bounded(1, 6));
            for (int k = 0; k < keys; ++k) {
                QStringList parts;
                const int depth = int(rng.bounded(1, 4));
                for (int d = 0; d < depth; ++d) {
                    QString part = randomText(6).remove(QLatin1Char('/'));
                    part = part.trimmed();
                    if (part.isEmpty())
                        part = QStringLiteral("k");
                    parts.append(part);
                }
                const QString key = parts.join(QLatin1Char('/'));
                switch (rng.bounded(5)) {
                case 0:
                    map.insert(key, qint64(rng.generate64()));
                    break;
                case 1:
                    map.insert(key, rng.bounded(2) == 1);
                    break;
                case 2: {
                    QByteArray bytes;
                    for (int i = int(rng.bounded(12)); i > 0; --i)
                        bytes.append(char(rng.bounded(256)));
                    map.insert(key, bytes);
                    break;
                }
                default:
                    map.insert(key, randomText(20));
                }
            }
            checkRoundTrip(map);
            if (QTest::currentTestFailed()) {
                qWarning("round %d failed", round);
                return;
            }
        }
    }

    // Hand-made and damaged files: the store reads every one as Qt's reader does (strings
    // and byte arrays exactly; lists and serialised types as values it does not use).
    void readersAgreeOnJunk()
    {
        QRandomGenerator rng(7);
        const QList<QByteArray> tokens = {
            "[",         "]",          "=",           "\"",      "\\",
            ";",         ",",          "\n",          "\r\n",    "\r",
            " ",         "\t",         "%",           "%U",      "%4",
            "0",         "7",          "f",           "x",       "a",
            "Z",         "_",          "/",           "\\x",     "\\0",
            "\\n",       "\\\n",       "@ByteArray(", ")",       "@@",
            "@Variant(", "@Invalid()", "@String(",    "general", "General",
            "%General",  "字",         "\xff",        "\xc3",    "\xef\xbb\xbf",
            "#",         "true",       "12",          "\x01"};
        for (int round = 0; round < 2000; ++round) {
            QByteArray text;
            const int count = int(rng.bounded(1, 40));
            for (int i = 0; i < count; ++i)
                text += tokens.at(int(rng.bounded(tokens.size())));
            const QString path = freshPath();
            QVERIFY(writePlain(path, text));
            const SettingsStore::Map qt = normalised(qtRead(path));
            const SettingsStore::Map ours = normalised(SettingsStore::readIni(path));
            if (qt != ours) {
                qWarning("round %d, file:\n%s\nQt read:\n%s\nthe store read:\n%s", round,
                         text.toPercentEncoding().constData(), qPrintable(describe(qt)),
                         qPrintable(describe(ours)));
                QFAIL("the readers differ");
            }
        }
    }

    // Whatever the store read from a damaged file (strings and byte arrays), written by its
    // own writer and read again, is the same: found by fuzz_settings.
    void writerKeepsWhatTheReaderRead_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("fuzz: bytes that are not UTF-8, NULs, an escaped key")
            << QByteArray::fromHex("5b75695d0a6c616e67756167653d656e2c207a685f434e0a616e696d6174696"
                                   "f6e733d7472ffefbb"
                                   "bffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
                                   "fffff000000000000"
                                   "000000000000000000000000000000000000000000000000000000000000000"
                                   "00000000000003034"
                                   "385c3d22202071756f7465642020220a");
        QTest::newRow("a byte order mark inside a value") << QByteArray("k=a\xef\xbb\xbf b\n");
        QTest::newRow("a byte order mark starting a value") << QByteArray("k=\xef\xbb\xbf b\n");
        QTest::newRow("a byte order mark in a byte array")
            << QByteArray("k=@ByteArray(\xef\xbb\xbf)\n");
        QTest::newRow("four-byte UTF-8") << QByteArray("k=\xf0\x9f\x80\x84\n");
        QTest::newRow("fuzz: an escape that is half a surrogate pair")
            << QByteArray("[ui]\ngeometry=@ByteArray(\\x1\\xd980\n");
        QTest::newRow("a lone low surrogate in quotes") << QByteArray("k=\"a\\xdc00\"\n");
        QTest::newRow("a surrogate in a byte array") << QByteArray("k=@ByteArray(\\xd800)\n");
        QTest::newRow("an escaped surrogate pair") << QByteArray("k=\\xd83d\\xde00\n");
    }
    void writerKeepsWhatTheReaderRead()
    {
        QFETCH(QByteArray, text);
        SettingsStore::Map kept;
        const SettingsStore::Map read = SettingsStore::parseIni(text);
        for (auto it = read.cbegin(); it != read.cend(); ++it)
            if (it.value().typeId() == QMetaType::QString ||
                it.value().typeId() == QMetaType::QByteArray)
                kept.insert(it.key(), it.value());
        const QByteArray written = SettingsStore::toIni(kept);
        const SettingsStore::Map again = SettingsStore::parseIni(written);
        if (again != kept)
            qWarning("wrote:\n%s\nread:\n%s\nread again:\n%s",
                     written.toPercentEncoding(" =[]\n").constData(), qPrintable(describe(kept)),
                     qPrintable(describe(again)));
        QCOMPARE(again, kept);
    }

    // A backslash as the very last byte (the file cut after an escape): read as Qt reads
    // it, never a byte past the end (the Debug + ASan build asserted once).
    void escapeAtTheVeryEnd_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("after a value") << QByteArray("[a]\nb=c\\");
        QTest::newRow("alone") << QByteArray("\\");
        QTest::newRow("in a section name") << QByteArray("[s\\");
        QTest::newRow("inside quotes") << QByteArray("k=\"x\\");
        QTest::newRow("after a key") << QByteArray("k\\");
    }
    void escapeAtTheVeryEnd()
    {
        QFETCH(QByteArray, text);
        const QString path = freshPath();
        QVERIFY(writePlain(path, text));
        QCOMPARE(normalised(SettingsStore::readIni(path)), normalised(qtRead(path)));
    }

    void valuesSurviveAReopen()
    {
        const QString path = m_dir.filePath(QStringLiteral("reopen.conf"));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        store.setValue(QStringLiteral("player/name"), QStringLiteral("王小明"));
        store.setValue(QStringLiteral("stats/connect4/7x6-expert/won"), 3);
        QVERIFY(!store.hasPending());
        store.open(m_dir.filePath(QStringLiteral("other.conf")));
        QVERIFY(!store.contains(QStringLiteral("player/name")));
        store.open(path);
        QCOMPARE(store.value(QStringLiteral("player/name")).toString(), QStringLiteral("王小明"));
        QCOMPARE(store.value(QStringLiteral("stats/connect4/7x6-expert/won")).toInt(), 3);
    }

    // Setting what the file already says writes nothing (a number read back is the string
    // "1"): every start set each game's options again, four fsyncs a game, 100 ms in all.
    void theSameValueWritesNothing_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("same");
        QTest::addColumn<QVariant>("other");
        QTest::newRow("a number written bare") << "g/level" << QVariant(1) << QVariant(2);
        QTest::newRow("a flag") << "g/flag" << QVariant(true) << QVariant(false);
        QTest::newRow("a string") << "g/name" << QVariant(QStringLiteral("x"))
                                  << QVariant(QStringLiteral("y"));
        QTest::newRow("a big number") << "g/best" << QVariant(qint64(1) << 40) << QVariant(7LL);
        QTest::newRow("a quoted number") << "g/quoted" << QVariant(5) << QVariant(6);
    }
    void theSameValueWritesNothing()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, same);
        QFETCH(QVariant, other);
        const QString path = freshPath();
        QVERIFY(writePlain(path, "[g]\nlevel=1\nflag=true\nname=x\nbest=1099511627776\n"
                                 "quoted=\"5\"\n"));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        const auto inode = [&path] {
            struct stat st;
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : ino_t(0);
        };
        const auto before = inode();
        QVERIFY(before != 0);
        store.setValue(key, same);
        QVERIFY(!store.hasPending());
        QCOMPARE(inode(), before); // not replaced: nothing was written
        store.setValue(key, other);
        QVERIFY(inode() != before); // a real change is written (a new file renamed in)
        QCOMPARE(SettingsStore::readIni(path).value(key).toString(), other.toString());
    }

    void removeTakesTheGroup()
    {
        SettingsStore &store = SettingsStore::instance();
        store.open(m_dir.filePath(QStringLiteral("remove.conf")));
        store.setValue(QStringLiteral("a/b/c"), 1);
        store.setValue(QStringLiteral("a/b/d"), 2);
        store.setValue(QStringLiteral("a/bc"), 3);
        store.remove(QStringLiteral("a/b"));
        QCOMPARE(store.allKeys(), QStringList{QStringLiteral("a/bc")});
        QCOMPARE(store.childGroups(QString()), QStringList{QStringLiteral("a")});
        QCOMPARE(SettingsStore::readIni(store.fileName()).keys(),
                 QStringList{QStringLiteral("a/bc")});
    }

    // A file that cannot be written keeps its old content; the change stays readable in
    // memory, StorageHealth hears it once, and the next commit with room writes everything.
    void failedWriteKeepsTheFileAndRetries()
    {
        const QString path = m_dir.filePath(QStringLiteral("full.conf"));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        {
            const SettingsStore::Batch batch;
            for (int i = 0; i < 10; ++i)
                store.setValue(QStringLiteral("highscores/2048/4x4-2048/%1/score").arg(i),
                               1000 - i);
            store.setValue(QStringLiteral("player/name"), QStringLiteral("Ada"));
        }
        const QByteArray good = readAll(path);
        QVERIFY(good.size() > 100);
        QSignalSpy failed(&StorageHealth::instance(), &StorageHealth::failed);
        QSignalSpy recovered(&StorageHealth::instance(), &StorageHealth::recovered);
        {
            const FileSizeLimit limit(64); // the file is larger: every rewrite fails
            store.setValue(QStringLiteral("player/name"), QStringLiteral("Grace"));
            store.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
            QVERIFY(store.hasPending());
            QCOMPARE(store.lastWrite().error, StorageError::DiskFull);
            QCOMPARE(readAll(path), good); // never replaced
            QCOMPARE(store.value(QStringLiteral("player/name")).toString(),
                     QStringLiteral("Grace"));
            QVERIFY(!store.commit());
        }
        QCOMPARE(failed.size(), 1); // told once, not per write
        QCOMPARE(failed.first().first().value<StorageError>(), StorageError::DiskFull);
        QCOMPARE(QDir(m_dir.path())
                     .entryList({QStringLiteral(".full.conf.tmp-*")}, QDir::Hidden | QDir::Files),
                 QStringList()); // no temporary file left behind
        QVERIFY(store.commit());
        QCOMPARE(recovered.size(), 1);
        const SettingsStore::Map back = SettingsStore::readIni(path);
        QCOMPARE(back.value(QStringLiteral("player/name")).toString(), QStringLiteral("Grace"));
        QCOMPARE(back.value(QStringLiteral("ui/language")).toString(), QStringLiteral("en"));
        QCOMPARE(back.value(QStringLiteral("highscores/2048/4x4-2048/9/score")).toString(),
                 QStringLiteral("991"));
    }

    void batchWritesOnce()
    {
        const QString path = m_dir.filePath(QStringLiteral("batch.conf"));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        {
            const SettingsStore::Batch outer;
            store.setValue(QStringLiteral("a/x"), 1);
            {
                const SettingsStore::Batch inner;
                store.setValue(QStringLiteral("a/y"), 2);
            }
            QVERIFY(!QFile::exists(path)); // nothing written until the outer batch ends
            QVERIFY(store.hasPending());
        }
        QVERIFY(!store.hasPending());
        QCOMPARE(SettingsStore::readIni(path).size(), 2);
    }

    // Another writer (Qt's own QSettings here) changes the file: the store reads it again,
    // with its own unwritten change kept on top.
    void externalChangeIsReadWithPendingOnTop()
    {
        const QString path = m_dir.filePath(QStringLiteral("external.conf"));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        store.setValue(QStringLiteral("a/mine"), 1);
        {
            const FileSizeLimit limit(0);
            store.setValue(QStringLiteral("a/pending"), QStringLiteral("kept"));
        }
        QVERIFY(store.hasPending());
        {
            QSettings other(path, QSettings::IniFormat);
            other.setValue(QStringLiteral("b/theirs"), 7);
        }
        QCOMPARE(store.value(QStringLiteral("b/theirs")).toString(), QStringLiteral("7"));
        QCOMPARE(store.value(QStringLiteral("a/pending")).toString(), QStringLiteral("kept"));
        QVERIFY(store.commit());
        const SettingsStore::Map back = SettingsStore::readIni(path);
        QCOMPARE(back.value(QStringLiteral("b/theirs")).toString(), QStringLiteral("7"));
        QCOMPARE(back.value(QStringLiteral("a/pending")).toString(), QStringLiteral("kept"));
        QCOMPARE(back.value(QStringLiteral("a/mine")).toString(), QStringLiteral("1"));
    }

    // Something that is not a regular file at the settings path is renamed aside untouched
    // (a link keeps pointing where it did) and the store starts empty; nothing blocks.
    void unusableFileIsSetAside_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("named pipe") << QStringLiteral("fifo");
        QTest::newRow("link to a named pipe") << QStringLiteral("link-fifo");
        QTest::newRow("directory") << QStringLiteral("dir");
        QTest::newRow("dangling link") << QStringLiteral("dangling");
        QTest::newRow("fake device node (root)") << QStringLiteral("device");
        QTest::newRow("link to a fake device node (root)") << QStringLiteral("link-device");
    }
    void unusableFileIsSetAside()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gridgames.conf"));
        const QString node = dir.filePath(QStringLiteral("node"));
        const QByteArray nodeName = QFile::encodeName(node);
        if (kind.endsWith(QLatin1String("fifo")))
            QCOMPARE(::mkfifo(nodeName.constData(), 0600), 0);
        if (kind.endsWith(QLatin1String("device"))) {
            if (::geteuid() != 0)
                QSKIP("making a device node needs root");
            // A node of its own (the numbers of /dev/null) inside the temporary directory:
            // the real /dev is never pointed at.
            QCOMPARE(::mknod(nodeName.constData(), S_IFCHR | 0600, makedev(1, 3)), 0);
        }
        if (kind == QLatin1String("dir"))
            QVERIFY(QDir().mkpath(path));
        else if (kind.startsWith(QLatin1String("link")))
            QVERIFY(QFile::link(node, path));
        else if (kind == QLatin1String("dangling"))
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere")), path));
        else if (kind != QLatin1String("dir"))
            QVERIFY(QFile::rename(node, path));

        struct stat before = {};
        if (kind.startsWith(QLatin1String("link")))
            QCOMPARE(::stat(nodeName.constData(), &before), 0);
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        QVERIFY(!store.setAsideName().isEmpty());
        QVERIFY(store.allKeys().isEmpty());
        store.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        QVERIFY(!store.hasPending());
        QVERIFY(gg::ui::SafeFile::isRegularFile(path));
        QVERIFY(!QFileInfo(path).isSymLink());
        if (kind.startsWith(QLatin1String("link"))) {
            // The link was moved, its target is the same node as before.
            QVERIFY(QFileInfo(store.setAsideName()).isSymLink());
            struct stat after = {};
            QCOMPARE(::stat(nodeName.constData(), &after), 0);
            QCOMPARE(after.st_ino, before.st_ino);
            QCOMPARE(after.st_mode & S_IFMT, before.st_mode & S_IFMT);
        }
    }

    // A dotfile manager's link to a regular file is written through: the link stays.
    void linkToRegularFileIsWrittenThrough()
    {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("dotfiles/gridgames.conf"));
        QVERIFY(QDir().mkpath(QFileInfo(real).path()));
        {
            QFile file(real);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[player]\nname=Ada\n");
        }
        const QString path = dir.filePath(QStringLiteral("gridgames.conf"));
        QVERIFY(QFile::link(QStringLiteral("dotfiles/gridgames.conf"), path));
        SettingsStore &store = SettingsStore::instance();
        store.open(path);
        QVERIFY(store.setAsideName().isEmpty());
        QCOMPARE(store.value(QStringLiteral("player/name")).toString(), QStringLiteral("Ada"));
        store.setValue(QStringLiteral("ui/language"), QStringLiteral("zh_CN"));
        QVERIFY(!store.hasPending());
        QVERIFY(QFileInfo(path).isSymLink());
        QCOMPARE(SettingsStore::readIni(real).value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("zh_CN"));
    }

    void cleanupTestCase() { SettingsStore::instance().open(m_dir.filePath(QStringLiteral("x"))); }

private:
    // Qt's reader caches files by name: every read here gets a file name of its own.
    QString freshPath() { return m_dir.filePath(QStringLiteral("file-%1.conf").arg(++m_files)); }

    static SettingsStore::Map qtRead(const QString &path)
    {
        SettingsStore::Map map;
        const QSettings ini(path, QSettings::IniFormat);
        for (const QString &key : ini.allKeys())
            // QSettings cannot read a value named "", and looks up "a/b" for "/a//b/".
            if (!key.isEmpty() && !key.startsWith(u'/') && !key.endsWith(u'/') &&
                !key.contains(QLatin1String("//")))
                map.insert(key, ini.value(key));
        return map;
    }

    // Strings and byte arrays as they are; anything else (lists, serialised types, invalid)
    // as one marker, since the store keeps no other kind of value.
    static SettingsStore::Map normalised(const SettingsStore::Map &map)
    {
        SettingsStore::Map out;
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            const int type = it.value().typeId();
            out.insert(it.key(), type == QMetaType::QString || type == QMetaType::QByteArray
                                     ? it.value()
                                     : QVariant(QStringLiteral("<other>")));
        }
        return out;
    }

    static QString describe(const SettingsStore::Map &map)
    {
        QString text;
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            text += QString::fromLatin1(it.key().toUtf8().toPercentEncoding()) +
                    QStringLiteral(" = ") + QString::fromLatin1(it.value().typeName()) +
                    QStringLiteral(" ") +
                    QString::fromLatin1((it.value().typeId() == QMetaType::QByteArray
                                             ? it.value().toByteArray()
                                             : it.value().toString().toUtf8())
                                            .toPercentEncoding()) +
                    u'\n';
        return text;
    }

    // Both readers, Qt's and the store's, give `expected` for `text`.
    void checkReaders(const QByteArray &text, const SettingsStore::Map &expected)
    {
        const QString path = freshPath();
        QVERIFY(writePlain(path, text));
        const SettingsStore::Map qt = normalised(qtRead(path));
        const SettingsStore::Map ours = normalised(SettingsStore::readIni(path));
        if (qt != expected || ours != expected) {
            qWarning("file:\n%s\nexpected:\n%s\nQt read:\n%s\nthe store read:\n%s",
                     text.constData(), qPrintable(describe(expected)), qPrintable(describe(qt)),
                     qPrintable(describe(ours)));
            QFAIL("a reader differs");
        }
    }

    void checkRoundTrip(const SettingsStore::Map &map)
    {
        SettingsStore::Map expected;
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            expected.insert(it.key(), expectedBack(it.value()));
        checkReaders(SettingsStore::toIni(map), expected);
        // And what Qt's own writer makes of the same map, read by both. (Qt writes a group
        // "general" as "[%General]", which reads back as "General": its own slip.)
        SettingsStore::Map expectedFromQt;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QString key = it.key();
            if (key.section(QLatin1Char('/'), 0, 0)
                        .compare(QLatin1String("general"), Qt::CaseInsensitive) == 0 &&
                key.contains(QLatin1Char('/')))
                key.replace(0, 7, QStringLiteral("General"));
            expectedFromQt.insert(key, it.value());
        }
        const QString qtFile = freshPath();
        {
            QSettings qt(qtFile, QSettings::IniFormat);
            for (auto it = map.cbegin(); it != map.cend(); ++it)
                qt.setValue(it.key(), it.value());
        }
        QFile file(qtFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        checkReaders(file.readAll(), expectedFromQt);
    }

    int m_files = 0;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"
