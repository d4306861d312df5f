#pragma once
// What a finished (or given-up) game adds to the player's records, written so that no kill
// at any instant loses it or counts it twice, and so that one game is one entry:
//
//  * Every game has a serial (random, in its save). A result is first written into the save
//    as a pending line, then applied to the settings in one write (statistics, counters, the
//    high-score entries and the serial in the list of recorded games), then the pending line
//    goes from the save. A kill before the first step leaves the save one move earlier and
//    no record; between the steps the next start applies what the save holds; after them the
//    serial says it is done. A pending score waiting for the player's name is asked for again
//    at the next start.
//  * Statistics and counters count a serial once (the first result stands: a loss undone and
//    replayed into a win stays a loss). A high-score entry is per serial: a better result of
//    the same game (after undo) improves its entry, never adds a second one.

#include "highscores.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace gg::ui {

struct GameRecord
{
    QString serial;
    QString statsVariant; // statistics row ("8x6-expert"); empty: none
    std::optional<Statistics::Result> outcome;
    QList<ScoreTable> tables;               // high-score tables offered the entry; empty: none
    ScoreEntry entry;                       // the name is filled in when it is known
    QList<QPair<QString, qint64>> counters; // extra statistics counters to add (Gomoku's score)

    bool operator==(const GameRecord &other) const;
};

namespace GameLedger {

inline constexpr int RememberedGames = 64; // serials kept per game
inline constexpr char PendingKey[] = "ledger-pending";
inline constexpr char SerialKey[] = "ledger-serial";

QString newSerial();
bool isSerial(const QString &text);

// True when `serial`'s result is in the settings already.
bool recorded(const QString &game, const QString &serial);

// Applies `record` to the settings in one write (see above); returns the entry's rank in the
// first table, or -1. The settings' own retry takes over when the write fails.
int apply(const QString &game, const GameRecord &record);

// The rank the entry would take in each table (-1: none), without writing.
QList<int> ranks(const QString &game, const GameRecord &record);

// One line of a save (after the key), and back; nullopt for anything malformed.
QByteArray encode(const GameRecord &record);
std::optional<GameRecord> decode(const QByteArray &line);

} // namespace GameLedger
} // namespace gg::ui
