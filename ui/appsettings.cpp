#include "appsettings.h"

#include "languagemanager.h"
#include "settingsstore.h"

#include <QVariant>

#include <atomic>

namespace gg::ui::AppSettings {
namespace {

std::atomic<int> s_rejected{0};

// A value that is present but unusable counts as rejected; a missing one does not.
template <typename T> T reject(const T &fallback)
{
    ++s_rejected;
    return fallback;
}

} // namespace

int rejectedCount()
{
    return s_rejected.load();
}

qint64 readInt64(const QString &key, qint64 fallback, qint64 lo, qint64 hi)
{
    const QVariant value = SettingsStore::instance().value(key);
    if (!value.isValid())
        return fallback;
    bool ok = false;
    // Only plain decimal text or a numeric variant; never a list, map or byte blob.
    const qint64 number =
        value.typeId() == QMetaType::QString
            ? value.toString().trimmed().toLongLong(&ok)
            : (value.canConvert<qint64>() && value.typeId() != QMetaType::QStringList &&
                       value.typeId() != QMetaType::QVariantList &&
                       value.typeId() != QMetaType::QVariantMap &&
                       value.typeId() != QMetaType::QByteArray
                   ? value.toLongLong(&ok)
                   : 0);
    if (!ok || number < lo || number > hi)
        return reject(fallback);
    return number;
}

int readInt(const QString &key, int fallback, int lo, int hi)
{
    return static_cast<int>(readInt64(key, fallback, lo, hi));
}

bool readBool(const QString &key, bool fallback)
{
    const QVariant value = SettingsStore::instance().value(key);
    if (!value.isValid())
        return fallback;
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return reject(fallback);
}

QString readString(const QString &key, const QString &fallback, int maxLength)
{
    const QVariant value = SettingsStore::instance().value(key);
    if (!value.isValid())
        return fallback;
    if (value.typeId() != QMetaType::QString)
        return reject(fallback);
    const QString text = value.toString();
    if (text.size() > maxLength)
        return reject(fallback);
    return text;
}

int removeOversized()
{
    SettingsStore &settings = SettingsStore::instance();
    const SettingsStore::Batch batch; // one write for all the junk
    int removed = 0;
    for (const QString &key : settings.allKeys()) {
        bool junk = key.size() > MaxStringLength;
        if (!junk) {
            const QVariant value = settings.value(key);
            junk = (value.typeId() == QMetaType::QString &&
                    value.toString().size() > MaxStoredLength) ||
                   (value.typeId() == QMetaType::QByteArray &&
                    value.toByteArray().size() > MaxStoredLength);
        }
        if (junk) {
            settings.remove(key);
            ++removed;
        }
    }
    s_rejected += removed;
    return removed;
}

void write(const QString &key, const QVariant &value)
{
    SettingsStore::instance().setValue(key, value);
}

QString language()
{
    const QString code = readString(QLatin1String(keys::Language), QStringLiteral("system"), 16);
    if (code == QLatin1String("system") || LanguageManager::isLanguage(code))
        return code;
    return reject(QStringLiteral("system"));
}

void setLanguage(const QString &code)
{
    write(QLatin1String(keys::Language), code);
}

bool animations()
{
    return readBool(QLatin1String(keys::Animations), true);
}

void setAnimations(bool on)
{
    write(QLatin1String(keys::Animations), on);
}

QString lastGame()
{
    return readString(QLatin1String(keys::LastGame), QString(), 32);
}

void setLastGame(const QString &id)
{
    write(QLatin1String(keys::LastGame), id);
}

QByteArray geometry()
{
    const QVariant value = SettingsStore::instance().value(QLatin1String(keys::Geometry));
    if (value.typeId() != QMetaType::QByteArray || value.toByteArray().size() > 4096)
        return {};
    return value.toByteArray();
}

void setGeometry(const QByteArray &geometry)
{
    write(QLatin1String(keys::Geometry), geometry);
}

bool askBeforeLeaving()
{
    return readBool(QLatin1String(keys::AskBeforeLeaving), true);
}

void setAskBeforeLeaving(bool ask)
{
    write(QLatin1String(keys::AskBeforeLeaving), ask);
}

QString playerName()
{
    return readString(QLatin1String(keys::PlayerName), QString(), 40).trimmed();
}

void setPlayerName(const QString &name)
{
    write(QLatin1String(keys::PlayerName), name.left(40).trimmed());
}

} // namespace gg::ui::AppSettings
