#pragma once
// Game sounds (issue 17): short synthesized effects (tools/make_sounds.py makes
// resources/sounds/*.wav) for each game's events. The games call playSound(); it goes to the
// sound service, which is the app's QSoundEffect player (every effect preloaded, so a sound
// never lags its animation) or, in tests, a spy. Settings → Sound turns them on or off and
// sets the volume (remembered); Ctrl+M mutes. Without an audio output the player stays
// silent: no effect is made, nothing is printed, nothing waits.

#include <QList>
#include <QObject>
#include <QString>

class QSoundEffect;

namespace gg::ui {

enum class Sound {
    Place,   // a Gomoku stone
    Drop,    // a Connect Four disc
    Slide,   // 2048 tiles, a Zou Si Qi piece
    Merge,   // 2048 tiles joining
    Match,   // a pair removed (Lianliankan) or found (Memory)
    NoMatch, // two that do not pair
    Flip,    // a Memory card turned
    Capture, // a Zou Si Qi capture
    Illegal, // a move refused
    Win,
    Lose,
    Draw,
    Tick, // the countdown's last seconds
};
inline constexpr int SoundCount = int(Sound::Tick) + 1;

// The file name of each sound (resources/sounds/NAME.wav), "place" …
QString soundName(Sound sound);

class SoundService
{
public:
    virtual ~SoundService() = default;
    virtual void play(Sound sound) = 0;
};

// Plays `sound` when sounds are on (the games' one entry point).
void playSound(Sound sound);
// Tests: routes the sounds to `spy` instead of the speakers (nullptr: back to the player).
void setSoundServiceForTest(SoundService *spy);

class SoundPlayer : public QObject, public SoundService
{
    Q_OBJECT
public:
    static SoundPlayer &instance();

    // Settings → Sound ("sound/enabled", default on) and its volume ("sound/volume", 0–100,
    // default 70). Muting (Ctrl+M) is the same switch.
    static bool enabled();
    static void setEnabled(bool on);
    static int volume();
    static void setVolume(int percent);
    // Opens the audio output and loads every effect (once; the first play() does it too).
    // The app calls it at start so no sound waits for its file; a --screenshot run never
    // does, so it touches no audio system at all.
    void load();
    // An audio output exists: the effects are loaded and can be heard.
    bool available() const { return !m_effects.isEmpty(); }

    void play(Sound sound) override;

signals:
    void settingsChanged();

private:
    SoundPlayer();
    void applyVolume();
    QList<QSoundEffect *> m_effects; // by Sound; empty without an audio output
    bool m_loaded = false;
};

} // namespace gg::ui
