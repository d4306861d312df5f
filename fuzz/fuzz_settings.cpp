// Fuzz target: the app's settings and high-score readers (ui/appsettings.cpp,
// ui/highscores.cpp, compiled in as they are) reading a fuzzed settings file. Each input is
// written as the INI file QSettings opens (a fresh file name per input, in a temp dir) and
// read back through the validated readers:
//   * every typed read returns the fallback or a value within its range;
//   * every high-score table holds at most ten entries, each with a score, time, name and
//     date that pass validation;
//   * adding a score keeps every valid entry that still makes the top ten, and the result
//     reads back as valid;
//   * statistics counters are never negative and a recorded result is counted.

#include "fuzzsupport.h"

#include "appsettings.h"
#include "highscores.h"
#include "languagemanager.h"
#include "settingsstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <memory>

namespace {

using namespace gg::ui;

std::unique_ptr<QTemporaryDir> g_dir;
long long g_run = 0;

// The key rule of ui/highscores.cpp: group names from a file are used only when plain.
bool safeKey(const QString &text)
{
    if (text.isEmpty() || text.size() > 40)
        return false;
    for (QChar c : text)
        if (!(c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('_') ||
              c == QLatin1Char('.') || c == QLatin1Char('-')) ||
            c.unicode() > 127)
            return false;
    return true;
}

void checkEntries(const QList<ScoreEntry> &list)
{
    GG_FUZZ_CHECK(list.size() <= HighScores::MaxEntries);
    for (const ScoreEntry &e : list) {
        GG_FUZZ_CHECK(e.score >= 0 && e.score <= HighScores::MaxScore);
        GG_FUZZ_CHECK(e.timeMs >= 0 && e.timeMs <= 1000LL * 3600 * 24 * 365);
        GG_FUZZ_CHECK(e.name.size() <= 40);
        GG_FUZZ_CHECK(e.date.isValid());
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    g_dir = std::make_unique<QTemporaryDir>();
    GG_FUZZ_CHECK(g_dir->isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, g_dir->path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, g_dir->path());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QCoreApplication::setOrganizationName(QStringLiteral("gg-fuzz"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // A new file name per input: QSettings caches files by name.
    const QString app = QStringLiteral("run%1").arg(++g_run);
    QCoreApplication::setApplicationName(app);
    const QString path = QSettings().fileName();
    {
        QDir().mkpath(QFileInfo(path).path());
        QFile file(path);
        GG_FUZZ_CHECK(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
    }
    SettingsStore &store = SettingsStore::instance();
    store.open(path);

    // The store's writer and reader agree: whatever it read, written and read again, is the
    // same (strings and byte arrays as they were; other values are left out by design).
    {
        SettingsStore::Map kept;
        const SettingsStore::Map read = SettingsStore::parseIni(
            QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
        for (auto it = read.cbegin(); it != read.cend(); ++it)
            if (it.value().typeId() == QMetaType::QString ||
                it.value().typeId() == QMetaType::QByteArray)
                kept.insert(it.key(), it.value());
        GG_FUZZ_CHECK(SettingsStore::parseIni(SettingsStore::toIni(kept)) == kept);
    }

    // The shell's typed readers.
    const QString language = AppSettings::language();
    GG_FUZZ_CHECK(language == QLatin1String("system") || LanguageManager::isLanguage(language));
    AppSettings::animations();
    GG_FUZZ_CHECK(AppSettings::lastGame().size() <= 32);
    GG_FUZZ_CHECK(AppSettings::geometry().size() <= 4096);
    GG_FUZZ_CHECK(AppSettings::playerName().size() <= 40);
    const int n = AppSettings::readInt(QStringLiteral("2048/size"), 4, 3, 8);
    GG_FUZZ_CHECK(n >= 3 && n <= 8);
    const qint64 best = AppSettings::readInt64(QStringLiteral("2048/best"), 0, 0, 1LL << 40);
    GG_FUZZ_CHECK(best >= 0 && best <= (1LL << 40));
    GG_FUZZ_CHECK(AppSettings::readString(QStringLiteral("memory/size"), QString(), 8).size() <= 8);
    AppSettings::readBool(QStringLiteral("gomoku/hints"), false);

    // Every high-score table and statistics group the file names, plus the usual ones.
    QList<QPair<QString, QString>> tables{{QStringLiteral("2048"), QStringLiteral("4x4-2048")},
                                          {QStringLiteral("memory"), QStringLiteral("4x4")}};
    {
        const QStringList games = store.childGroups(QStringLiteral("highscores"));
        for (int g = 0; g < games.size() && g < 8; ++g) {
            const QStringList variants =
                store.childGroups(QStringLiteral("highscores/") + games[g]);
            for (int v = 0; v < variants.size() && v < 8; ++v)
                tables.append({games[g], variants[v]});
        }
    }
    for (const auto &[game, variant] : tables) {
        const bool safe = safeKey(game) && safeKey(variant);
        const QList<ScoreEntry> before = HighScores::entries(game, variant);
        checkEntries(before);
        GG_FUZZ_CHECK(safe || before.isEmpty());
        for (auto order : {ScoreOrder::HigherIsBetter, ScoreOrder::LowerIsBetter}) {
            ScoreEntry entry;
            entry.name = QStringLiteral("fuzz");
            entry.score = 12345;
            entry.timeMs = 6000;
            entry.date = QDateTime(QDate(2024, 1, 2), QTime(3, 4, 5), Qt::UTC);
            const QList<ScoreEntry> was = HighScores::entries(game, variant);
            const int expected = safe ? HighScores::rankFor(game, variant, entry, order) : -1;
            const int rank = HighScores::add(game, variant, entry, order);
            GG_FUZZ_CHECK(rank == expected);
            const QList<ScoreEntry> after = HighScores::entries(game, variant);
            checkEntries(after);
            if (rank >= 0) {
                GG_FUZZ_CHECK(after.size() ==
                              std::min<qsizetype>(was.size() + 1, HighScores::MaxEntries));
                GG_FUZZ_CHECK(after[rank].score == entry.score && after[rank].name == entry.name);
            } else {
                GG_FUZZ_CHECK(after.size() == was.size());
            }
        }
        const GameStats stats = Statistics::read(game, variant);
        GG_FUZZ_CHECK(stats.won >= 0 && stats.lost >= 0 && stats.drawn >= 0);
        Statistics::record(game, variant, Statistics::Result::Won);
        const GameStats again = Statistics::read(game, variant);
        GG_FUZZ_CHECK(again.won == (safe ? std::min(stats.won + 1, HighScores::MaxScore) : 0));
    }
    QFile::remove(path);
    return 0;
}
