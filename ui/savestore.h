#pragma once
// The game in progress of every tab, saved after every move and restored at start. Each
// game's state is one small text file written by SafeFile (every step checked, then an
// atomic rename), so a crash, a power cut or a full disk loses at most the move being made
// and never the last good save. Every write is reported to StorageHealth. A file that
// cannot be read back is moved aside, never deleted and never allowed to crash the app.

#include "safefile.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QString>

#include <optional>

namespace gg::ui {

class SaveStore
{
public:
    // The directory used by the app (AppDataLocation/saves); empty string disables saving.
    static QString defaultDirectory();
    static SaveStore &instance();

    void setDirectory(const QString &directory);
    QString directory() const { return m_directory; }
    bool enabled() const { return !m_directory.isEmpty(); }
    // A run that must change nothing (--dump-state) reads saves but never writes one.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    WriteResult save(const QString &game, const QByteArray &data);
    // nullopt when there is no save; empty data when something is there that cannot be a
    // save (no game restores from nothing, so the caller sets it aside).
    std::optional<QByteArray> load(const QString &game) const;
    void remove(const QString &game);
    // When something that is not a directory stands where the save directory belongs, it is
    // renamed "saves.bad-<timestamp>" (returned) so that every game can save again.
    QString prepareDirectory();
    // Renames a damaged save to "<game>.sav.bad-<timestamp>"; returns the new name.
    QString setAside(const QString &game);

    static constexpr qint64 MaxFileSize = 16 * 1024 * 1024;

    QString pathFor(const QString &game) const;

private:
    // What each save file holds, as last read or written (with its size and time): a save
    // of the same bytes to an unchanged file is skipped.
    struct Known
    {
        QByteArray data;
        QDateTime modified;
    };
    void remember(const QString &game, const QByteArray &data) const;

    QString m_directory;
    bool m_readOnly = false;
    mutable QHash<QString, Known> m_known;
};

} // namespace gg::ui
