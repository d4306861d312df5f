#pragma once
// Owns the Connect Four game (core/connectfour) and the computer player. The page and scene
// send the player's intent here (drop, undo, hint, new game) and redraw from the signals.
// The computer's move and the hint are searched on a pool thread (AiTask) on a copy of the
// board; New game, Undo, Redo and restore cancel a running search so no stale move lands.

#include "common/aitask.h"
#include "common/versuscomputer.h"
#include "connectfour/connectfourai.h"
#include "connectfour/connectfourgame.h"
#include "highscores.h"

#include <QObject>

#include <memory>

namespace gg::ui {

class ConnectFourController : public QObject
{
    Q_OBJECT
public:
    // Shared with the worker so a cancelled search can finish with the player it started on.
    struct Engine;
    struct Analyst;

    explicit ConnectFourController(QObject *parent = nullptr, quint64 seed = 0);
    ~ConnectFourController() override;

    const c4::Game &game() const { return m_game; }
    bool vsComputer() const { return m_game.options().opponent == c4::Opponent::Computer; }
    // The computer is searching its move (not a hint).
    bool thinking() const { return m_versus.thinking(); }
    bool hinting() const { return m_hintTask.busy(); }
    // Column of the last hint for the current position, or -1.
    int hintColumn() const { return m_hint; }
    // Can the player at the board drop a disc now (not over, not the computer's turn)?
    bool humanToMove() const;
    bool canUndo() const;
    bool canRedo() const;

    static QString variantKey(int width, int height, c4::Level level);
    QString variant() const;
    // Milliseconds the computer may think per move at `level` (Expert: about one second).
    int budget(c4::Level level) const;
    int extraBudget() const;
    // Tests use small budgets; 0 restores the defaults.
    void setBudgetOverride(int milliseconds) { m_budgetOverride = milliseconds; }
    // The computer's disc never lands sooner than this after the player's own drop (so that
    // drop's animation ends first; 0 in tests and with animations off).
    void setReplyDelay(int milliseconds) { m_versus.setReplyDelay(milliseconds); }
    // Resign and abandon rules, results, the computer's reply (common/versuscomputer.h).
    const VersusComputer &versus() const { return m_versus; }

    QString saveState() const;
    bool restoreState(const QString &text);

    // The game record as a move string ("4453"), and a pasted one replacing the game (as a
    // two-player game on the width its columns need: 7 when they fit, else 8). On bad text
    // nothing changes and `error`/`at` say why.
    QString record() const { return QString::fromStdString(m_game.record()); }
    bool importRecord(const QString &text, c4::Game::RecordError *error = nullptr,
                      int *at = nullptr);

    // The analysis overlay (Game → Analyse): each column's value for the person to move,
    // worked out off the GUI thread after every move. Turning it on marks the game assisted
    // (and every later game while it stays on).
    bool analysing() const { return m_analysis; }
    void setAnalysis(bool on);
    // Milliseconds the analysis may take per position (tests shorten it).
    void setAnalysisBudget(int milliseconds) { m_analysisMs = milliseconds; }

public slots:
    void newGame();
    // Gives the game against the computer up: counted as resigned, then a new game.
    void resign();
    void newGame(const gg::c4::Options &options);
    // A human drop; false (and `refused`) when not allowed.
    bool drop(int column);
    void undo();
    void redo();
    void requestHint();

signals:
    // The whole board changed without a single drop (new game, undo, redo, restore).
    void boardReset();
    void dropped(const gg::c4::DropResult &result);
    // A drop was refused (full column, game over, not your turn).
    void refused(int column, gg::c4::DropError error);
    void statusChanged();
    void thinkingChanged(bool thinking);
    void hintReady(int column);
    // A game against the computer ended, or was abandoned after the human's first move:
    // its result for the statistics row `variant` (the page records it). Emitted once a game.
    void resultReady(gg::ui::Statistics::Result result, const QString &variant);
    // An unfinished game was left and counted as abandoned.
    void abandoned();
    // A new game began (after the old one's resultReady, if any).
    void gameStarted();
    void changed();
    // The analysis of the position now (empty: none to show).
    void adviceReady(const std::vector<gg::c4::ColumnAdvice> &advice);

private:
    void afterChange();
    // The game in m_game has just begun (new, other options, pasted): nothing counted yet,
    // its options remembered, the page told, the computer started if it moves first.
    void beginGame();
    void maybeStartComputer();
    void applyComputer(int column);
    void recordFinished();
    void abandonCurrent();
    void stopAi();
    void refreshAdvice();

    c4::Game m_game;
    std::shared_ptr<Engine> m_engine;
    VersusComputer m_versus;
    AiTask m_hintTask;
    std::shared_ptr<Analyst> m_analyst;
    AiTask m_adviceTask;
    bool m_analysis = false;
    int m_analysisMs = 1500;
    int m_hint = -1;
    int m_budgetOverride = 0;
};

} // namespace gg::ui
