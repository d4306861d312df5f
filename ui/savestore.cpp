#include "savestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSaveFile>
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
}

QString SaveStore::pathFor(const QString &game) const
{
    return m_directory + QLatin1Char('/') + game + QStringLiteral(".sav");
}

bool SaveStore::save(const QString &game, const QByteArray &data)
{
    if (!enabled())
        return false;
    QDir().mkpath(m_directory);
    QSaveFile file(pathFor(game));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(data);
    return file.commit();
}

std::optional<QByteArray> SaveStore::load(const QString &game) const
{
    if (!enabled())
        return std::nullopt;
    QFile file(pathFor(game));
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    if (file.size() > MaxFileSize)
        return QByteArray("\x01too large", 10); // unreadable on purpose: set aside by caller
    return file.readAll();
}

void SaveStore::remove(const QString &game)
{
    if (enabled())
        QFile::remove(pathFor(game));
}

QString SaveStore::setAside(const QString &game)
{
    if (!enabled())
        return {};
    const QString target =
        pathFor(game) + QStringLiteral(".bad-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QFile::remove(target);
    if (!QFile::rename(pathFor(game), target))
        QFile::remove(pathFor(game));
    return target;
}

} // namespace gg::ui
