#pragma once
// Owns the Zou Si Qi game (core/zousi) and the computer opponent. The page sends the
// players' intent here (step, pass, undo, hint, draw offer) and redraws from the signals.
// The computer's search runs on a pool thread on a copy of the position; Perfect (and the
// Hint, and the computer's answer to a draw offer) read the shared solution, which is
// loaded or solved off the GUI thread the first time it is needed.

#include "common/versuscomputer.h"
#include "zousi/zousiai.h"
#include "zousi/zousigame.h"

#include "highscores.h"

#include <QObject>

#include <memory>

namespace gg::ui {

enum class ZousiMode { TwoPlayers, VsComputer };

class ZousiController : public QObject
{
    Q_OBJECT
public:
    // Against the computer the human plays the bottom side (spades), the computer the top.
    static constexpr zousi::Side HumanSide = zousi::Side::O;
    static constexpr zousi::Side ComputerSide = zousi::Side::X;

    explicit ZousiController(QObject *parent = nullptr, quint64 seed = 0);

    const zousi::Game &game() const { return m_game; }
    ZousiMode mode() const { return m_mode; }
    zousi::Level level() const { return m_level; }
    zousi::Side firstSide() const { return m_game.startPosition().toMove; }
    bool vsComputer() const { return m_mode == ZousiMode::VsComputer; }
    // The side to move is the computer's (and the game is not over).
    bool computerToMove() const;
    // A person may select and move now: the game runs and it is not the computer's turn.
    bool humanToMove() const;
    // The computer is choosing its move (or waits for the solution to do so).
    bool thinking() const { return m_thinking; }
    // The shared solution is being loaded or solved.
    bool solving() const;
    bool canUndo() const;
    bool canRedo() const;
    bool canOfferDraw() const;

    // ASCII statistics keys, one per level ("easy", "medium", "hard", "perfect").
    static QString levelKey(zousi::Level level);

    // Computer pacing: the search budget and the least time between a ply and the
    // computer's reply (so the reply does not cut the previous slide short).
    void setComputerBudget(int milliseconds) { m_budgetMs = milliseconds; }
    void setComputerDelay(int milliseconds) { m_versus.setReplyDelay(milliseconds); }
    // Resign and abandon rules, results, the computer's reply (common/versuscomputer.h).
    const VersusComputer &versus() const { return m_versus; }

    // The analysis overlay (Game → Analyse): the page shows every move's perfect-play
    // result. While it is on, the game (and every later one) is marked assisted.
    bool analysing() const { return m_analysis; }
    void setAnalysis(bool on);

    // The game record: the start position and the moves (zousi::Game::record), and a pasted
    // one replayed as a two-player game; false (nothing changes, `badPly` says where: 0 the
    // position) on bad text.
    QString record() const { return QString::fromStdString(m_game.record()); }
    bool importRecord(const QString &text, int *badPly = nullptr);

    // The core's save text plus "ui-mode", "ui-level" and "ui-reported" lines.
    QString saveState() const;
    bool restoreState(const QString &text);

public slots:
    // A new game with the current mode, level and first side.
    void newGame();
    // Gives the game against the computer up: counted as resigned, then a new game.
    void resign();
    // Leaving the game now would count it as abandoned.
    bool abandonWouldCount() const;
    void newGame(gg::ui::ZousiMode mode, gg::zousi::Level level, gg::zousi::Side first);
    // A person's step; false (and nothing changes) if it is illegal or not their turn.
    bool play(int from, int to);
    // A person's pass, legal only when the side to move has no step.
    bool pass();
    // Against the computer: takes back the person's last move and the replies after it.
    void undo();
    void redo();
    void requestHint();
    // Against the computer: it accepts exactly when the position is a draw with best play
    // (drawAccepted / drawDeclined). Two players: the page asks the other player first,
    // then calls agreeDraw().
    void offerDraw();
    void agreeDraw();

signals:
    // The whole board changed without a move (new game, undo, redo, restore).
    void boardReset();
    // One ply was played; report.captured lists the removed enemy pieces.
    void moved(const gg::zousi::MoveReport &report);
    // Turn, status or game over changed.
    void statusChanged();
    void thinkingChanged(bool thinking);
    void solvingChanged(bool solving);
    // A person to move has no step and must pass (the page shows a message).
    void passRequired(gg::zousi::Side side);
    void hintReady(gg::zousi::Move move);
    void drawDeclined();
    // The game ended (once per game): the status and whether it was recorded.
    void finished(gg::zousi::Status status, bool recorded);
    // An unfinished game against the computer was given up (counted as a loss).
    // A game against the computer ended (and counts), or was given up unfinished: its
    // result for the statistics row `variant` (the page records it).
    void resultReady(gg::ui::Statistics::Result result, const QString &variant);
    // A new game began (after the old one's resultReady, if any).
    void gameStarted();
    void abandoned();
    // Anything to save changed.
    void changed();

private:
    void resetTo(zousi::Game game);
    // `game` begins (new or pasted): nothing of it counted or finished yet.
    void beginGame(zousi::Game game);
    void afterChange();
    void scheduleComputer();
    void applyComputer(zousi::Move move);
    void updateThinking();
    // Marks the game assisted when the analysis is on and the game still runs.
    void noteAnalysis();
    // The person has made a move in this game (within the plies not taken back).
    bool personHasMoved() const;
    void cancelComputer();
    void onSolverReady();
    void recordResult();
    void abandonCurrent();
    void answerDrawOffer();

    zousi::Game m_game;
    ZousiMode m_mode = ZousiMode::VsComputer;
    zousi::Level m_level = zousi::Level::Medium;
    VersusComputer m_versus;
    Rng m_rng;
    int m_budgetMs = 1500;
    bool m_thinking = false;
    bool m_waitingForSolver = false; // the computer (Perfect) waits for the table
    bool m_hintPending = false;
    bool m_drawPending = false;
    bool m_analysis = false;
    bool m_finished = false; // this game's end was handled (finished() emitted)
};

} // namespace gg::ui
