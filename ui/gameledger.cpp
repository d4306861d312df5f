#include "gameledger.h"

#include "appsettings.h"
#include "settingsstore.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace gg::ui {

bool GameRecord::operator==(const GameRecord &other) const
{
    return serial == other.serial && statsVariant == other.statsVariant &&
           outcome == other.outcome && tables.size() == other.tables.size() &&
           std::equal(tables.cbegin(), tables.cend(), other.tables.cbegin(),
                      [](const ScoreTable &a, const ScoreTable &b) {
                          return a.variant == b.variant && a.order == b.order;
                      }) &&
           entry.name == other.entry.name && entry.score == other.entry.score &&
           entry.timeMs == other.entry.timeMs && entry.date == other.entry.date &&
           entry.assisted == other.entry.assisted && counters == other.counters;
}

namespace GameLedger {
namespace {

bool safeWord(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,40}$"));
    return pattern.match(text).hasMatch();
}

QString listKey(const QString &game)
{
    return QStringLiteral("ledger/") + game;
}

QStringList recordedSerials(const QString &game)
{
    const QString text =
        AppSettings::readString(listKey(game), QString(), RememberedGames * 17 + 16);
    QStringList serials;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (isSerial(word))
            serials.append(word);
    return serials;
}

const char *orderKey(ScoreOrder order)
{
    switch (order) {
    case ScoreOrder::HigherIsBetter:
        return "higher";
    case ScoreOrder::LowerIsBetter:
        return "lower";
    case ScoreOrder::FasterIsBetter:
        return "faster";
    }
    return "higher";
}

std::optional<ScoreOrder> orderFromKey(const QString &key)
{
    for (const ScoreOrder o :
         {ScoreOrder::HigherIsBetter, ScoreOrder::LowerIsBetter, ScoreOrder::FasterIsBetter})
        if (key == QLatin1String(orderKey(o)))
            return o;
    return std::nullopt;
}

} // namespace

QString newSerial()
{
    // Never from the seeded game RNG (GG_RANDOM_SEED): two games must never share one.
    return QString::number(QRandomGenerator::system()->generate64(), 16)
        .rightJustified(16, QLatin1Char('0'));
}

bool isSerial(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-f]{16}$"));
    return pattern.match(text).hasMatch();
}

bool recorded(const QString &game, const QString &serial)
{
    return recordedSerials(game).contains(serial);
}

QList<int> ranks(const QString &game, const GameRecord &record)
{
    QList<int> list;
    for (const ScoreTable &table : record.tables)
        list.append(HighScores::rankFor(game, table.variant, record.entry, table.order));
    return list;
}

int apply(const QString &game, const GameRecord &record)
{
    const SettingsStore::Batch batch; // everything below reaches the disk in one write
    int first = -1;
    ScoreEntry entry = record.entry;
    entry.serial = record.serial;
    for (int i = 0; i < record.tables.size(); ++i) {
        const int rank =
            HighScores::add(game, record.tables[i].variant, entry, record.tables[i].order);
        if (i == 0)
            first = rank;
    }
    QStringList serials = recordedSerials(game);
    if (!serials.contains(record.serial)) {
        if (record.outcome && !record.statsVariant.isEmpty())
            Statistics::record(game, record.statsVariant, *record.outcome);
        for (const auto &[name, delta] : record.counters)
            Statistics::addToCounter(game, record.statsVariant, name, delta);
        serials.append(record.serial);
        while (serials.size() > RememberedGames)
            serials.removeFirst();
        AppSettings::write(listKey(game), serials.join(QLatin1Char(' ')));
    }
    return first;
}

QByteArray encode(const GameRecord &record)
{
    QStringList tables;
    for (const ScoreTable &table : record.tables)
        tables.append(table.variant + QLatin1Char(':') + QLatin1String(orderKey(table.order)));
    QStringList counters;
    for (const auto &[name, delta] : record.counters)
        counters.append(name + QLatin1Char(':') + QString::number(delta));
    const auto orDash = [](const QString &text) {
        return text.isEmpty() ? QStringLiteral("-") : text;
    };
    const QString line =
        record.serial + QStringLiteral(" outcome=") +
        (record.outcome ? QLatin1String(Statistics::resultKey(*record.outcome))
                        : QLatin1String("-")) +
        QStringLiteral(" stats=") + orDash(record.statsVariant) + QStringLiteral(" score=") +
        QString::number(record.entry.score) + QStringLiteral(" time=") +
        QString::number(record.entry.timeMs) + QStringLiteral(" date=") +
        record.entry.date.toUTC().toString(Qt::ISODate) + QStringLiteral(" assisted=") +
        QString::number(record.entry.assisted ? 1 : 0) + QStringLiteral(" tables=") +
        orDash(tables.join(QLatin1Char(','))) + QStringLiteral(" counters=") +
        orDash(counters.join(QLatin1Char(',')));
    return line.toLatin1();
}

std::optional<GameRecord> decode(const QByteArray &line)
{
    if (line.size() > 2048)
        return std::nullopt;
    const QStringList words = QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() != 9 || !isSerial(words[0]))
        return std::nullopt;
    GameRecord record;
    record.serial = words[0];
    const QStringList keys{QStringLiteral("outcome"), QStringLiteral("stats"),
                           QStringLiteral("score"),   QStringLiteral("time"),
                           QStringLiteral("date"),    QStringLiteral("assisted"),
                           QStringLiteral("tables"),  QStringLiteral("counters")};
    QStringList values;
    for (int i = 0; i < keys.size(); ++i) {
        const QString &word = words[i + 1];
        if (!word.startsWith(keys[i] + QLatin1Char('=')))
            return std::nullopt;
        values.append(word.mid(keys[i].size() + 1));
    }
    if (values[0] != QLatin1String("-")) {
        record.outcome = Statistics::resultFromKey(values[0]);
        if (!record.outcome)
            return std::nullopt;
    }
    if (values[1] != QLatin1String("-")) {
        if (!safeWord(values[1]))
            return std::nullopt;
        record.statsVariant = values[1];
    }
    bool ok = false;
    record.entry.score = values[2].toLongLong(&ok);
    if (!ok || record.entry.score < 0 || record.entry.score > HighScores::MaxScore)
        return std::nullopt;
    record.entry.timeMs = values[3].toLongLong(&ok);
    if (!ok || record.entry.timeMs < 0 || record.entry.timeMs > 1000LL * 3600 * 24 * 365)
        return std::nullopt;
    record.entry.date = QDateTime::fromString(values[4], Qt::ISODate);
    if (!record.entry.date.isValid())
        return std::nullopt;
    if (values[5] != QLatin1String("0") && values[5] != QLatin1String("1"))
        return std::nullopt;
    record.entry.assisted = values[5] == QLatin1String("1");
    if (values[6] != QLatin1String("-")) {
        for (const QString &item : values[6].split(QLatin1Char(','))) {
            const QStringList parts = item.split(QLatin1Char(':'));
            const auto order = parts.size() == 2 ? orderFromKey(parts[1]) : std::nullopt;
            if (!order || !safeWord(parts[0]) || record.tables.size() >= 4)
                return std::nullopt;
            record.tables.append({parts[0], *order});
        }
    }
    if (values[7] != QLatin1String("-")) {
        for (const QString &item : values[7].split(QLatin1Char(','))) {
            const QStringList parts = item.split(QLatin1Char(':'));
            const qint64 delta = parts.size() == 2 ? parts[1].toLongLong(&ok) : 0;
            if (parts.size() != 2 || !ok || !safeWord(parts[0]) || delta < 0 ||
                delta > HighScores::MaxScore || record.counters.size() >= 4)
                return std::nullopt;
            record.counters.append({parts[0], delta});
        }
    }
    record.entry.serial = record.serial;
    return record;
}

} // namespace GameLedger
} // namespace gg::ui
