#pragma once
// What every game against the computer does the same way, in one place (Connect Four,
// Gomoku, Memory and Zou Si Qi each own one of these):
//
// - Results, exactly one per game: a finished game's result; Resign (counted as resigned);
//   leaving a game the person has moved in (a new game, other options) counts it as
//   abandoned, so New Game is no free escape from a lost position. Resigned and abandoned
//   games are kept apart from losses in the statistics.
// - The computer's reply: its search runs on a pool thread (AiTask) and its move is applied
//   on the GUI thread, never sooner than the reply delay after the last move shown (so it
//   does not land before the person's own move has finished animating), and never after
//   cancel() or a newer reply().
//
// The game tells the policy what it needs through four functions (against the computer now,
// over, the person has moved, the statistics row); the controller forwards resultReady() and
// abandoned() to its page.

#include "common/aitask.h"
#include "highscores.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace gg::ui {

class VersusComputer : public QObject
{
    Q_OBJECT
public:
    struct GameView
    {
        std::function<bool()> active;         // the game is played against the computer
        std::function<bool()> over;           // the game has ended
        std::function<bool()> personHasMoved; // the person has moved in this game
        std::function<QString()> variant;     // the statistics row
    };

    explicit VersusComputer(GameView game, QObject *parent = nullptr);

    // The game is played against the computer now.
    bool active() const { return m_game.active(); }

    // --- Results
    // This game's result is already counted (it ended, was resigned or restored as counted).
    bool counted() const { return m_counted; }
    // Leaving the game now would count it as abandoned.
    bool abandonWouldCount() const;
    bool canResign() const;
    // The game is being left (before a new game or other options): stops the computer and
    // counts the game as abandoned when abandonWouldCount().
    void leave();
    // A new game began: nothing of it is counted yet.
    void gameStarted() { m_counted = false; }
    // Counts the game as resigned and stops the computer; false (nothing happens) when it
    // cannot be resigned. The caller then starts a new game.
    bool resign();
    // The game ended: counts `result` (once; `points` for the score counter). A game that
    // ends without counting (help was used, say) calls it with `count` false.
    void finish(Statistics::Result result, qint64 points = 0, bool count = true);
    // A game was restored: whether its result is already in the statistics.
    void setCounted(bool counted) { m_counted = counted; }

    // --- The computer's reply
    template <typename Result>
    void reply(std::function<Result(const std::atomic<bool> &stop)> work,
               std::function<void(Result)> apply)
    {
        cancel();
        const quint64 generation = m_generation;
        setThinking(true);
        m_task.start<Result>(std::move(work),
                             [this, generation, apply = std::move(apply)](Result result) {
                                 auto deliver = [this, generation, apply, result] {
                                     if (generation != m_generation)
                                         return;
                                     setThinking(false);
                                     apply(result);
                                 };
                                 const qint64 wait = m_replyDelayMs - m_sinceMove.elapsed();
                                 if (wait <= 0)
                                     deliver();
                                 else
                                     QTimer::singleShot(int(wait), this, deliver);
                             });
    }
    // Stops the search and drops a reply waiting for its moment.
    void cancel();
    // A reply is being searched or waits to be shown.
    bool thinking() const { return m_thinking; }
    // The least time between a move shown and the computer's reply (0 in tests and with
    // animations off).
    void setReplyDelay(int milliseconds) { m_replyDelayMs = milliseconds; }
    int replyDelay() const { return m_replyDelayMs; }
    // A move (or any change the person should see before the reply) was just shown.
    void markMoved() { m_sinceMove.restart(); }

signals:
    void resultReady(gg::ui::Statistics::Result result, const QString &variant, qint64 points);
    // An unfinished game was left and counted as abandoned.
    void abandoned();
    void thinkingChanged(bool thinking);

private:
    void setThinking(bool on);

    GameView m_game;
    AiTask m_task;
    QElapsedTimer m_sinceMove;
    quint64 m_generation = 0;
    int m_replyDelayMs = 0;
    bool m_thinking = false;
    bool m_counted = false;
};

} // namespace gg::ui
