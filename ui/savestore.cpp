#include "savestore.h"

#include "saveowner.h"
#include "storagehealth.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gg::ui {

QString SaveStore::defaultDirectory()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return base.isEmpty() ? QString() : base + QStringLiteral("/saves");
}

SaveStore &SaveStore::instance()
{
    static SaveStore store;
    return store;
}

void SaveStore::setDirectory(const QString &directory)
{
    m_directory = directory;
    m_known.clear();
}

QString SaveStore::pathFor(const QString &game) const
{
    return m_directory + QLatin1Char('/') + game + QStringLiteral(".sav");
}

WriteResult SaveStore::save(const QString &game, const QByteArray &data)
{
    if (!enabled() || m_readOnly) {
        WriteResult off;
        off.error = StorageError::Other;
        off.step = QStringLiteral("disabled");
        return off;
    }
    const QString path = pathFor(game);
    if (!SaveOwner::stillOwner()) {
        WriteResult refused;
        refused.error = StorageError::NotOwner;
        refused.step = QStringLiteral("owner");
        StorageHealth::instance().report(StorageHealth::Area::Saves, refused, path);
        return refused;
    }
    // The same bytes as the file already holds (read at start or written last): nothing to
    // write, and no fsync to wait for.
    if (const auto known = m_known.constFind(game); known != m_known.cend()) {
        const QFileInfo file(path);
        if (known->data == data && file.isFile() && file.size() == data.size() &&
            file.lastModified() == known->modified)
            return WriteResult{};
    }
    const WriteResult result = SafeFile::write(path, data);
    StorageHealth::instance().report(StorageHealth::Area::Saves, result, path);
    if (result.ok())
        remember(game, data);
    else
        m_known.remove(game);
    return result;
}

void SaveStore::remember(const QString &game, const QByteArray &data) const
{
    m_known.insert(game, {data, QFileInfo(pathFor(game)).lastModified()});
}

std::optional<QByteArray> SaveStore::load(const QString &game) const
{
    if (!enabled())
        return std::nullopt;
    const QFileInfo info(pathFor(game));
    if (!info.exists() && !info.isSymLink())
        return std::nullopt;
    // No data, so the caller sets the file aside: a directory, a pipe or a device in place of
    // the save (opening a pipe would block, a device may never end), a file that cannot be
    // opened, or one far larger than any real save.
    if (!info.isFile() || info.size() > MaxFileSize)
        return QByteArray();
    QFile file(info.filePath());
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    const QByteArray data = file.readAll(); // (read(max) would allocate max bytes up front)
    if (data.size() > MaxFileSize)
        return QByteArray();
    remember(game, data);
    return data;
}

void SaveStore::remove(const QString &game)
{
    m_known.remove(game);
    if (enabled())
        QFile::remove(pathFor(game));
}

QString SaveStore::prepareDirectory()
{
    if (!enabled())
        return {};
    const QFileInfo info(m_directory);
    if ((!info.exists() && !info.isSymLink()) || info.isDir())
        return {};
    m_known.clear();
    const QString target =
        m_directory + QStringLiteral(".bad-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return QDir().rename(m_directory, target) ? target : QString();
}

QString SaveStore::setAside(const QString &game)
{
    m_known.remove(game);
    if (!enabled())
        return {};
    const QString target =
        pathFor(game) + QStringLiteral(".bad-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QFile::remove(target);
    // A plain rename also moves a directory, a pipe or a symbolic link aside untouched.
    if (!QDir().rename(pathFor(game), target))
        QFile::remove(pathFor(game));
    return target;
}

} // namespace gg::ui
