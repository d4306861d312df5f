#pragma once
// Every settings key the app uses, with its type and default, in one place. Keys are plain
// ASCII and never translated, so switching language never garbles stored values. Reads
// validate type and range: a corrupt or hostile value falls back to the default.

#include <QByteArray>
#include <QString>
#include <QVariant>

namespace gg::ui {

namespace keys {
inline constexpr char Language[] = "ui/language";     // "system", "en", "zh_CN", "zh_TW"
inline constexpr char Animations[] = "ui/animations"; // bool
inline constexpr char LastGame[] = "ui/lastGame";     // game id
inline constexpr char Geometry[] = "ui/geometry";     // QByteArray from saveGeometry()
inline constexpr char PlayerName[] = "player/name";   // asked once, then remembered
inline constexpr char AskBeforeLeaving[] = "ui/askBeforeLeaving"; // bool, default true
} // namespace keys

namespace AppSettings {

// Longest string value accepted from the settings file; longer ones are treated as corrupt.
inline constexpr int MaxStringLength = 256;

QString language();
void setLanguage(const QString &code);
bool animations();
void setAnimations(bool on);
QString lastGame();
void setLastGame(const QString &id);
QByteArray geometry();
void setGeometry(const QByteArray &geometry);
QString playerName();
void setPlayerName(const QString &name);
bool askBeforeLeaving();
void setAskBeforeLeaving(bool ask);

// Typed, validated reads for per-game keys ("<game>/<key>").
int readInt(const QString &key, int fallback, int lo, int hi);
qint64 readInt64(const QString &key, qint64 fallback, qint64 lo, qint64 hi);
bool readBool(const QString &key, bool fallback);
QString readString(const QString &key, const QString &fallback, int maxLength = MaxStringLength);
void write(const QString &key, const QVariant &value);

// Number of values the reads above rejected since start (shown once as a notice).
int rejectedCount();

// No key or value the app writes is longer than this; anything longer in the file is junk.
inline constexpr int MaxStoredLength = 64 * 1024;
// Removes junk keys (names over MaxStringLength, strings or blobs over MaxStoredLength),
// counted as rejected. Called once at start: the settings file is rewritten whole on every
// change, so megabytes of junk would otherwise slow down every later write.
int removeOversized();

} // namespace AppSettings
} // namespace gg::ui
