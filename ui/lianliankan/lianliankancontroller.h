#pragma once
// Owns the Lianliankan game (core/lianliankan) and its clock. The core has no clock of its
// own: the controller reads a monotonic clock (a QElapsedTimer unless a test injects one)
// and feeds the elapsed play time to the game, only while the game is running, i.e. playing,
// not paused and shown. The page sends the player's intent here (select, hint, shuffle,
// undo, pause) and redraws from the signals.

#include "lianliankan/linkgame.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

Q_DECLARE_METATYPE(gg::link::MatchResult)
Q_DECLARE_METATYPE(gg::link::Pair)
Q_DECLARE_METATYPE(gg::link::Point)

namespace gg::ui {

class LianliankanController : public QObject
{
    Q_OBJECT
public:
    // A monotonic time in milliseconds.
    using Clock = std::function<qint64()>;

    explicit LianliankanController(QObject *parent = nullptr, quint64 seed = 0);

    const link::Game &game() const { return m_game; }
    // Test hook (setPosition); emit nothing, so call resetBoard() after changing it.
    link::Game &game() { return m_game; }

    // High-score and statistics key: "easy", "hard-gravity", …
    QString variant() const;
    static QString variantKey(link::Level level, bool gravity);
    qint64 best() const;

    bool paused() const { return m_paused; }
    // The analysis overlay (Game → Analyse): the page shows how many pairs can be removed.
    // While it is on, the game (and every later one) is marked assisted.
    bool analysing() const { return m_analysis; }
    void setAnalysis(bool on);
    // Pairs removable now (0 when not playing).
    int removablePairCount() const;
    bool active() const { return m_active; }
    // True while play time is being counted.
    bool clockRunning() const;
    // Replaces the clock (tests use a fake one they advance by hand).
    void setClock(Clock clock);

    // The game as text, with the play time up to this moment.
    QString saveState();
    bool restoreState(const QString &text);

public slots:
    void newGame();
    void newGame(gg::link::Level level, bool gravity);
    void restart();
    // A click (or Enter) on a cell.
    void select(gg::link::Point p);
    void clearSelection();
    void hint();
    bool shuffle();
    void undo();
    void redo();
    void setPaused(bool paused);
    // The page is shown and its window active (the clock may run) or not.
    void setActive(bool active);
    // Reads the clock and feeds the game; the timer calls it several times a second.
    void tick();
    // Emits boardReset() and the state signals after a test changed the game directly.
    void resetBoard();

signals:
    // The whole board changed without a match (new game, restart, undo, redo, restore,
    // shuffle): redraw it from game().
    void boardReset();
    void selectionChanged();
    void matched(const gg::link::MatchResult &result);
    // `a` and `b` are of one kind but cannot be joined; the selection moved to b.
    void refused(gg::link::Point a, gg::link::Point b);
    void hintReady(const gg::link::Pair &pair);
    // A manual shuffle happened (automatic ones arrive with matched()).
    void shuffled();
    void shuffleRefused();
    void scoreChanged();
    void clockChanged();
    void pausedChanged(bool paused);
    // The game was won or lost (the countdown ran out).
    void statusChanged();
    void finished(bool won, qint64 score, qint64 timeMs, bool assisted);
    // A new game began (new, restart, other level).
    void gameStarted();
    // Anything worth saving or re-enabling actions for.
    void changed();

private:
    void startGame();
    void updateTimer();
    void reportEnd();

    link::Game m_game;
    Clock m_clock;
    QElapsedTimer m_elapsed;
    QTimer m_timer;
    qint64 m_last = 0; // the clock's reading at the previous tick
    bool m_paused = false;
    bool m_active = false;
    bool m_analysis = false;
};

} // namespace gg::ui
