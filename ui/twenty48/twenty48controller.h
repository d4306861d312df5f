#pragma once
// Owns the 2048 game (core/twenty48) and its computer helper. The scene sends the player's
// intent here (move, undo, hint) and redraws from the signals; the helper's search runs on
// a pool thread and never blocks the GUI.

#include "common/aitask.h"
#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48rules.h"

#include <QObject>

namespace gg::ui {

class Twenty48Controller : public QObject
{
    Q_OBJECT
public:
    explicit Twenty48Controller(QObject *parent = nullptr, quint64 seed = 0);

    const t48::Game &game() const { return m_game; }
    t48::Game &game() { return m_game; }
    QString variant() const;
    static QString variantKey(int size, int target);
    qint64 best() const;
    bool autoPlaying() const { return m_autoPlay; }
    bool thinking() const { return m_ai.busy(); }

    QString saveState() const;
    bool restoreState(const QString &text);

    // The game record: size, target, the start tiles and every move with the tile it
    // spawned (the core's save text), so it replays exactly; a pasted one replaces the
    // game (the current one ends as New Game would end it). False on bad text.
    QString record() const { return QString::fromStdString(m_game.serialize()); }
    bool importRecord(const QString &text);

    // The analysis overlay (Game → Analyse): each slide's expected value from the helper,
    // searched off the GUI thread after every change. On, it marks the game assisted.
    bool analysing() const { return m_analysis; }
    void setAnalysis(bool on);

public slots:
    void newGame();
    void newGame(int size, int target);
    void restart();
    // Returns true when the board changed. A move request stops auto-play.
    bool move(t48::Direction dir);
    void undo();
    void redo();
    void keepGoing();
    void requestHint();
    void setAutoPlay(bool on);
    // Auto-play steps wait for this so the board animates at a readable pace.
    void setAutoPlayDelay(int milliseconds) { m_autoDelay = milliseconds; }

signals:
    // The whole board changed without a move (new game, undo, redo, restore).
    void boardReset();
    void moved(const gg::t48::MoveReport &report);
    void scoreChanged(qint64 score, qint64 best);
    void statusChanged();
    void hintReady(gg::t48::Direction dir);
    void autoPlayChanged(bool on);
    void thinkingChanged(bool thinking);
    // Emitted when a game ends (no moves) or is abandoned with points on the board.
    void finished(qint64 score, int maxTile, bool assisted, bool over);
    // A new game began (new, other size or target, restart), after the old one's finished().
    void gameStarted();
    void changed();
    // The helper's view of the board now: legal slides and their expected values (index =
    // Direction); `best` -1 when none. Empty `legal` (all false) clears the overlay.
    void analysisReady(const gg::t48::SearchResult &result);

private:
    bool applyMove(t48::Direction dir);
    void abandonCurrent();
    void autoStep();
    void updateBest();
    void resetSignals();
    void refreshAnalysis();

    t48::Game m_game;
    AiTask m_ai;
    AiTask m_analysisTask;
    bool m_analysis = false;
    t48::Cells m_analysed; // the board the last analysis was started for
    bool m_autoPlay = false;
    int m_autoDelay = 120;
    bool m_reported = false; // the current game was already reported as finished
};

} // namespace gg::ui
