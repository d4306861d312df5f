#pragma once
// High scores and statistics in QSettings. Per game and variant ("2048" / "4x4-2048") a
// top-10 of {player, score, time, date, assisted}. Group and key names are ASCII and never
// translated (KGameHighscore's rule). Every entry read back is validated; invalid entries
// are dropped, never trusted, and valid ones are kept.

#include <QDateTime>
#include <QList>
#include <QString>

namespace gg::ui {

struct ScoreEntry
{
    QString name;
    qint64 score = 0;  // points, or moves for "lower is better" tables
    qint64 timeMs = 0; // 0 when the game has no clock
    QDateTime date;
    bool assisted = false; // undo or hint was used
};

enum class ScoreOrder {
    HigherIsBetter, // points (2048, Lianliankan)
    LowerIsBetter,  // moves then time (Memory)
    FasterIsBetter, // time then moves (Memory's fastest games)
};

namespace HighScores {

inline constexpr int MaxEntries = 10;
inline constexpr qint64 MaxScore = 1'000'000'000'000LL;

QList<ScoreEntry> entries(const QString &game, const QString &variant);
// 0-based rank the entry would take, or -1 if it does not make the table.
int rankFor(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order);
// Inserts and saves; returns the rank taken or -1.
int add(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order);
void clear(const QString &game, const QString &variant);
// Rewrites every stored table that holds damaged entries (unreadable score, date, ...) with
// only its valid entries, in their order; returns how many entries were dropped.
int removeDamaged();
bool better(const ScoreEntry &a, const ScoreEntry &b, ScoreOrder order);

} // namespace HighScores

// Won / lost / drawn counters per game and level, e.g. ("connect4", "8x6-expert").
struct GameStats
{
    qint64 won = 0;
    qint64 lost = 0;
    qint64 drawn = 0;
    qint64 played() const { return won + lost + drawn; }
};

namespace Statistics {
enum class Result { Won, Lost, Drawn };
GameStats read(const QString &game, const QString &variant);
void record(const QString &game, const QString &variant, Result result);
// Extra counters some games keep (e.g. Gomoku's score): read/add a named number.
qint64 counter(const QString &game, const QString &variant, const QString &name);
void addToCounter(const QString &game, const QString &variant, const QString &name, qint64 delta);
} // namespace Statistics

} // namespace gg::ui
