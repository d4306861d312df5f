#pragma once
// High scores and statistics in QSettings. Per game and variant ("2048" / "4x4-2048") a
// top-10 of {player, score, time, date, assisted}. Group and key names are ASCII and never
// translated (KGameHighscore's rule). Every entry read back is validated; invalid entries
// are dropped, never trusted, and valid ones are kept.

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace gg::ui {

struct ScoreEntry
{
    QString name;
    qint64 score = 0;  // points, or moves for "lower is better" tables
    qint64 timeMs = 0; // 0 when the game has no clock
    QDateTime date;
    bool assisted = false; // undo or hint was used
    // The game this entry is of (a GameLedger serial): one game is one entry, improved when
    // the same game does better (after an undo), never added twice. Empty for none.
    QString serial;
};

enum class ScoreOrder {
    HigherIsBetter, // points (2048, Lianliankan)
    LowerIsBetter,  // moves then time (Memory)
    FasterIsBetter, // time then moves (Memory's fastest games)
};

// One high-score table of a game: the variant key and how entries are ordered.
struct ScoreTable
{
    QString variant;
    ScoreOrder order = ScoreOrder::HigherIsBetter;
};

namespace HighScores {

inline constexpr int MaxEntries = 10;
inline constexpr qint64 MaxScore = 1'000'000'000'000LL;

QList<ScoreEntry> entries(const QString &game, const QString &variant);
// 0-based rank the entry would take, or -1 if it does not make the table. An entry of a game
// (serial) already in the table takes that entry's place when it is better; otherwise the
// rank is that of the stored entry.
int rankFor(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order);
// Inserts and saves (in one settings write); returns the rank taken or -1.
int add(const QString &game, const QString &variant, const ScoreEntry &entry, ScoreOrder order);
void clear(const QString &game, const QString &variant);
// Rewrites every stored table that holds damaged entries (unreadable score, date, ...) with
// only its valid entries, in their order; returns how many entries were dropped.
int removeDamaged();
bool better(const ScoreEntry &a, const ScoreEntry &b, ScoreOrder order);

} // namespace HighScores

// Won / lost / drawn counters per game and level, e.g. ("connect4", "8x6-expert"), with the
// games given up (Resign) and abandoned (a new game, a change of level) counted apart.
struct GameStats
{
    qint64 won = 0;
    qint64 lost = 0;
    qint64 drawn = 0;
    qint64 resigned = 0;
    qint64 abandoned = 0;
    qint64 played() const { return won + lost + drawn + resigned + abandoned; }
};

namespace Statistics {
enum class Result { Won, Lost, Drawn, Resigned, Abandoned };
// The settings key word of a result ("won", …), and back.
const char *resultKey(Result result);
std::optional<Result> resultFromKey(const QString &key);
GameStats read(const QString &game, const QString &variant);
void record(const QString &game, const QString &variant, Result result);
// Extra counters some games keep (e.g. Gomoku's score): read/add a named number.
qint64 counter(const QString &game, const QString &variant, const QString &name);
void addToCounter(const QString &game, const QString &variant, const QString &name, qint64 delta);
} // namespace Statistics

} // namespace gg::ui
