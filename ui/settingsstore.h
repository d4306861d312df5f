#pragma once
// The settings file (gridgames.conf), held in memory and written by SafeFile. QSettings
// writes its file through QSaveFile, which (Qt 6.4) replaces the good file with an empty one
// when the disk is full; so the app never lets QSettings write. The file is read with Qt's
// own INI reader and written in the same INI dialect (tst_settingsstore checks every kind of
// value the app stores round-trips through Qt's reader), so the file stays a normal
// QSettings file that older versions and tools read.
//
// A failed write changes nothing on disk: the changes stay in memory (and in every read),
// the failure is reported to StorageHealth, and the next commit tries again. Changes made
// together (a high-score table, a game's result) go out in one write with Batch.
//
// A file changed by someone else (a test, a second tool) is read again before the next read
// or write, with the changes not yet written applied on top.

#include "safefile.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <sys/types.h>

namespace gg::ui {

class SettingsStore
{
public:
    using Map = QMap<QString, QVariant>;

    static SettingsStore &instance();
    // The file used when none was opened: $XDG_CONFIG_HOME/GridGames/gridgames.conf.
    static QString defaultPath();

    // Uses the file at `path` from now on (pending changes of the old file are dropped).
    // Something there that is not a regular file (a pipe, a device or a link to one, a
    // directory) is renamed aside untouched; setAsideName() then says to what.
    void open(const QString &path);
    QString fileName() const;
    QString setAsideName() const { return m_setAside; }
    // Looks at the file again as at start (sets aside what is not a regular file, reads it
    // again); changes not yet written are kept. Returns the set-aside name or "".
    QString checkFile();

    QVariant value(const QString &key) const;
    bool contains(const QString &key) const;
    void setValue(const QString &key, const QVariant &value);
    // Removes `key` and every key below it ("a" removes "a" and "a/…").
    void remove(const QString &key);
    QStringList allKeys() const;
    // The first path components below `group` that have keys below them.
    QStringList childGroups(const QString &group) const;

    // Writes the changes not yet on disk; true when there are none left.
    bool commit();
    bool hasPending() const { return !m_pending.isEmpty(); }
    WriteResult lastWrite() const { return m_lastWrite; }

    // While a Batch exists, changes are only collected; the last one to end commits them.
    class Batch
    {
    public:
        Batch();
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;
    };

    // The INI text for `map` (the dialect QSettings reads), and the map of an INI text or
    // file, read as QSettings reads it (keys, sections, quotes, escapes, comments, lists,
    // "@ByteArray(…)"; lists and serialised Qt types come back as an empty QVariantList,
    // which every typed read rejects and writing leaves out).
    static QByteArray toIni(const Map &map);
    static Map parseIni(QByteArrayView text);
    static Map readIni(const QString &path);
    // A settings file is a few KiB; anything past this is not read.
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

private:
    struct Stamp
    {
        bool exists = false;
        dev_t device = 0;
        ino_t inode = 0;
        qint64 size = 0;
        qint64 mtimeNs = 0;
        bool operator==(const Stamp &) const = default;
    };
    static Stamp stampOf(const QString &path);
    void ensureOpen() const;
    void refresh() const;

    QString m_path;
    mutable Map m_values;
    mutable Stamp m_stamp;
    // Keys changed in memory and not yet written: the new value, or an invalid variant for
    // a removal.
    Map m_pending;
    QString m_setAside;
    WriteResult m_lastWrite;
    int m_batchDepth = 0;
    bool m_opened = false;
};

} // namespace gg::ui
