#pragma once
// Owns the Memory game (core/memory) and everything that happens in time around it: the
// play clock fed into the core, the ~1 s a mismatched pair stays visible, the computer's
// readable pace in versus play, and pausing. The scene sends the player's clicks here and
// redraws from the signals. Against the computer, results, Resign and abandoning and the
// computer's paced reply (chosen on a pool thread) follow common/versuscomputer.h.

#include "common/versuscomputer.h"
#include "memory/memoryrules.h"

#include "highscores.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace gg::ui {

class MemoryController : public QObject
{
    Q_OBJECT
public:
    explicit MemoryController(QObject *parent = nullptr, quint64 seed = 0);

    const memory::Game &game() const { return m_game; }
    // Test hook: tests deal known faces with game().setFaces() before any flip.
    memory::Game &game() { return m_game; }

    bool paused() const { return m_paused; }
    // True while the clock runs: after the first card of the game (or of this session for a
    // restored game), not paused and not finished.
    bool clockRunning() const;
    // The play time, brought up to date first.
    qint64 elapsedMs();
    // The computer is about to turn a card (choosing it, or waiting so the turn is readable).
    bool computerPending() const { return m_versus.thinking(); }
    bool mismatchTimerActive() const { return m_mismatchTimer.isActive(); }
    // Whether the player at the mouse/keyboard may turn a card now.
    bool humanToMove() const;

    // Test hook: deals these faces (row-major) instead, before any card is turned.
    bool setFaces(const std::vector<int> &faces);
    // Test hooks: the clock's time source (milliseconds, monotonic) and the delays.
    void setClock(std::function<qint64()> nowMs);
    void setMismatchDelay(int ms) { m_mismatchTimer.setInterval(ms); }
    void setComputerDelay(int ms) { m_versus.setReplyDelay(ms); }
    int mismatchDelay() const { return m_mismatchTimer.interval(); }
    int computerDelay() const { return m_versus.replyDelay(); }
    // Resign and abandon rules, results, the computer's reply (common/versuscomputer.h).
    const VersusComputer &versus() const { return m_versus; }

    // The best results kept per board size (settings "memory/best/<size>/...").
    static memory::Best best(memory::Size size);
    // High-score tables per size: fewest moves ("4x4") and shortest time ("4x4-fastest").
    static QString variantKey(memory::Size size);
    static QString fastestKey(memory::Size size);
    static QString statsKey(memory::Level level);
    // What the finished solo game improved (valid after finished()).
    memory::Improvement lastImprovement() const { return m_lastImprovement; }
    // The options remembered for the next new game.
    static memory::Options savedOptions();

    QString saveState() const;
    bool restoreState(const QString &text);

public slots:
    void newGame();
    void newGame(const gg::memory::Options &options);
    // A new deal with the same options.
    void restart() { newGame(); }
    // Gives the game against the computer up: counted as resigned, then a new game.
    void resign();
    bool vsComputer() const;
    // Leaving the game now would count it as abandoned.
    bool abandonWouldCount() const;
    // The player turns the card at p; returns true if it turned. A click during the
    // computer's turn only turns a waiting mismatch back (and hurries the computer).
    bool flip(gg::memory::Point p);
    // Turns a visible mismatch back now (the ~1 s timer calls this).
    void hideMismatch();
    void setPaused(bool on);
    void togglePause() { setPaused(!m_paused); }
    // Brings the clock up to date and reports it (a 250 ms timer calls this).
    void tick();

signals:
    // The whole board changed (new game, restore).
    void boardReset();
    void flipped(const gg::memory::FlipResult &result);
    void mismatchHidden(gg::memory::Point a, gg::memory::Point b);
    // Moves, pairs or whose turn it is changed.
    void scoreChanged();
    void clockChanged(qint64 ms);
    void pausedChanged(bool paused);
    // Every pair is face up; solo best results and versus statistics are already recorded.
    void finished();
    // A game against the computer ended, or was given up unfinished: its result for the
    // statistics row `variant` (the page records it).
    void resultReady(gg::ui::Statistics::Result result, const QString &variant);
    // A new game began (after the old one's resultReady, if any).
    void gameStarted();
    // An unfinished game against the computer was given up (counted as a loss).
    void abandoned();
    // The game changed in a way worth saving.
    void changed();

private:
    void startNew(const memory::Options &options);
    bool applyFlip(memory::Point p);
    void scheduleComputer();
    struct ComputerChoice
    {
        std::optional<memory::Point> cell;
        std::optional<memory::ComputerPlayer> after; // the chooser's state afterwards
    };
    void computerStep(const ComputerChoice &choice);
    void syncClock();
    void startClock();
    void stopClock();
    void recordFinish();
    void abandonCurrent();
    void resetTimers();

    memory::Game m_game;
    QTimer m_mismatchTimer;
    QTimer m_tickTimer;
    std::function<qint64()> m_now;
    qint64 m_clockStamp = 0;
    VersusComputer m_versus;
    bool m_started = false;
    bool m_paused = false;
    bool m_clockOn = false;
    memory::Improvement m_lastImprovement;
};

} // namespace gg::ui
