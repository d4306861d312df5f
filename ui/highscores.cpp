#include "highscores.h"

#include "appsettings.h"
#include "settingsstore.h"

#include <QRegularExpression>

#include <algorithm>

namespace gg::ui {
namespace {

bool safeKey(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,40}$"));
    return pattern.match(text).hasMatch();
}

QString groupFor(const QString &game, const QString &variant)
{
    return QStringLiteral("highscores/%1/%2").arg(game, variant);
}

} // namespace

namespace HighScores {

bool better(const ScoreEntry &a, const ScoreEntry &b, ScoreOrder order)
{
    if (order == ScoreOrder::HigherIsBetter) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.timeMs != b.timeMs && a.timeMs > 0 && b.timeMs > 0)
            return a.timeMs < b.timeMs;
    } else if (order == ScoreOrder::LowerIsBetter) {
        if (a.score != b.score)
            return a.score < b.score;
        if (a.timeMs != b.timeMs)
            return a.timeMs < b.timeMs;
    } else {
        if (a.timeMs != b.timeMs)
            return a.timeMs < b.timeMs;
        if (a.score != b.score)
            return a.score < b.score;
    }
    // Clean games rank above assisted ones with the same result; then the older one.
    if (a.assisted != b.assisted)
        return !a.assisted;
    return a.date < b.date;
}

QList<ScoreEntry> entries(const QString &game, const QString &variant)
{
    QList<ScoreEntry> list;
    if (!safeKey(game) || !safeKey(variant))
        return list;
    const QString group = groupFor(game, variant);
    for (int i = 0; i < MaxEntries; ++i) {
        const QString base = QStringLiteral("%1/%2/").arg(group).arg(i);
        const SettingsStore &settings = SettingsStore::instance();
        if (!settings.contains(base + QLatin1String("score")))
            continue;
        ScoreEntry entry;
        entry.score = AppSettings::readInt64(base + QLatin1String("score"), -1, 0, MaxScore);
        // No time is fine (games without a clock); a damaged one makes the entry damaged.
        entry.timeMs =
            AppSettings::readInt64(base + QLatin1String("time"), -1, 0, 1000LL * 3600 * 24 * 365);
        if (entry.timeMs < 0 && !settings.contains(base + QLatin1String("time")))
            entry.timeMs = 0;
        entry.name = AppSettings::readString(base + QLatin1String("name"), QString(), 40);
        entry.serial = AppSettings::readString(base + QLatin1String("game"), QString(), 32);
        entry.assisted = AppSettings::readBool(base + QLatin1String("assisted"), false);
        const QString dateText =
            AppSettings::readString(base + QLatin1String("date"), QString(), 40);
        entry.date = QDateTime::fromString(dateText, Qt::ISODate);
        if (entry.score < 0 || entry.timeMs < 0 || !entry.date.isValid())
            continue; // a damaged entry is dropped; the others stay
        list.append(entry);
    }
    return list;
}

// Number of entries of one table that have a score key, valid or not.
static int storedCount(const QString &game, const QString &variant)
{
    const SettingsStore &settings = SettingsStore::instance();
    int count = 0;
    for (int i = 0; i < MaxEntries; ++i)
        if (settings.contains(QStringLiteral("%1/%2/score").arg(groupFor(game, variant)).arg(i)))
            ++count;
    return count;
}

static void store(const QString &game, const QString &variant, const QList<ScoreEntry> &list)
{
    SettingsStore &settings = SettingsStore::instance();
    const SettingsStore::Batch batch; // the whole table in one write
    const QString group = groupFor(game, variant);
    settings.remove(group);
    for (int i = 0; i < list.size() && i < MaxEntries; ++i) {
        const QString base = QStringLiteral("%1/%2/").arg(group).arg(i);
        settings.setValue(base + QLatin1String("name"), list[i].name);
        settings.setValue(base + QLatin1String("score"), list[i].score);
        settings.setValue(base + QLatin1String("time"), list[i].timeMs);
        settings.setValue(base + QLatin1String("date"), list[i].date.toString(Qt::ISODate));
        settings.setValue(base + QLatin1String("assisted"), list[i].assisted);
        if (!list[i].serial.isEmpty())
            settings.setValue(base + QLatin1String("game"), list[i].serial);
    }
}

// The table with `entry` in it: sorted, one entry per game (the better one), at most
// MaxEntries; `rank` is where the entry's game ended up, or -1 when it is not in the table.
static QList<ScoreEntry> merged(QList<ScoreEntry> list, const ScoreEntry &entry, ScoreOrder order,
                                int *rank)
{
    std::stable_sort(list.begin(), list.end(), [order](const ScoreEntry &a, const ScoreEntry &b) {
        return better(a, b, order);
    });
    ScoreEntry clean = entry;
    clean.name = clean.name.left(40);
    qsizetype same = -1;
    if (!clean.serial.isEmpty())
        for (qsizetype i = 0; i < list.size() && same < 0; ++i)
            if (list[i].serial == clean.serial)
                same = i;
    if (same >= 0 && !better(clean, list[same], order)) {
        *rank = same < MaxEntries ? int(same) : -1;
        return list; // the game's stored entry is as good: it stays as it is
    }
    if (same >= 0)
        list.removeAt(same);
    qsizetype at = 0;
    while (at < list.size() && !better(clean, list[at], order))
        ++at;
    list.insert(at, clean);
    while (list.size() > MaxEntries)
        list.removeLast();
    *rank = at < MaxEntries ? int(at) : -1;
    return list;
}

static bool qualifies(const ScoreEntry &entry, ScoreOrder order)
{
    if (entry.score < 0 || entry.score > MaxScore)
        return false;
    if (order == ScoreOrder::HigherIsBetter && entry.score == 0)
        return false;
    if (order == ScoreOrder::FasterIsBetter && entry.timeMs <= 0)
        return false;
    return true;
}

int rankFor(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order)
{
    if (!safeKey(game) || !safeKey(variant))
        return -1; // add() refuses such a table, so nothing ranks in it
    if (!qualifies(entry, order))
        return -1;
    int rank = -1;
    merged(entries(game, variant), entry, order, &rank);
    return rank;
}

int add(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order)
{
    if (!safeKey(game) || !safeKey(variant) || !qualifies(entry, order))
        return -1;
    const QList<ScoreEntry> before = entries(game, variant);
    int rank = -1;
    const QList<ScoreEntry> after = merged(before, entry, order, &rank);
    if (rank < 0)
        return -1;
    store(game, variant, after);
    return rank;
}

void clear(const QString &game, const QString &variant)
{
    SettingsStore::instance().remove(groupFor(game, variant));
}

int removeDamaged()
{
    const QStringList games = SettingsStore::instance().childGroups(QStringLiteral("highscores"));
    int dropped = 0;
    for (const QString &game : games) {
        if (!safeKey(game))
            continue;
        const QStringList variants =
            SettingsStore::instance().childGroups(QStringLiteral("highscores/") + game);
        for (const QString &variant : variants) {
            if (!safeKey(variant))
                continue;
            const QList<ScoreEntry> list = entries(game, variant);
            const int damaged = storedCount(game, variant) - int(list.size());
            if (damaged > 0) {
                store(game, variant, list);
                dropped += damaged;
            }
        }
    }
    return dropped;
}

} // namespace HighScores

namespace Statistics {

const char *resultKey(Result result)
{
    switch (result) {
    case Result::Won:
        return "won";
    case Result::Lost:
        return "lost";
    case Result::Drawn:
        return "drawn";
    case Result::Resigned:
        return "resigned";
    case Result::Abandoned:
        return "abandoned";
    }
    return "lost";
}

std::optional<Result> resultFromKey(const QString &key)
{
    for (const Result r :
         {Result::Won, Result::Lost, Result::Drawn, Result::Resigned, Result::Abandoned})
        if (key == QLatin1String(resultKey(r)))
            return r;
    return std::nullopt;
}

static QString statKey(const QString &game, const QString &variant, const QString &name)
{
    return QStringLiteral("stats/%1/%2/%3").arg(game, variant, name);
}

qint64 counter(const QString &game, const QString &variant, const QString &name)
{
    if (!safeKey(game) || !safeKey(variant) || !safeKey(name))
        return 0;
    return AppSettings::readInt64(statKey(game, variant, name), 0, 0, HighScores::MaxScore);
}

void addToCounter(const QString &game, const QString &variant, const QString &name, qint64 delta)
{
    if (!safeKey(game) || !safeKey(variant) || !safeKey(name))
        return;
    const qint64 value =
        std::clamp<qint64>(counter(game, variant, name) + delta, 0, HighScores::MaxScore);
    AppSettings::write(statKey(game, variant, name), value);
}

GameStats read(const QString &game, const QString &variant)
{
    GameStats stats;
    stats.won = counter(game, variant, QStringLiteral("won"));
    stats.lost = counter(game, variant, QStringLiteral("lost"));
    stats.drawn = counter(game, variant, QStringLiteral("drawn"));
    stats.resigned = counter(game, variant, QStringLiteral("resigned"));
    stats.abandoned = counter(game, variant, QStringLiteral("abandoned"));
    return stats;
}

void record(const QString &game, const QString &variant, Result result)
{
    addToCounter(game, variant, QLatin1String(resultKey(result)), 1);
}

} // namespace Statistics
} // namespace gg::ui
