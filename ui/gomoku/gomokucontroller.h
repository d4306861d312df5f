#pragma once
// The Gomoku game behind the tab: owns the core Game, the mode (against the computer or two
// players), the computer's level and colour, and runs the computer's moves and hints on a
// worker thread. The page and scene send commands here and redraw from the signals.

#include "common/aitask.h"
#include "common/versuscomputer.h"
#include "gomoku/gomokuai.h"
#include "gomoku/gomokurif.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokuswap2.h"
#include "gomoku/gomokuthreats.h"
#include "highscores.h"

#include <QObject>
#include <QString>

#include <optional>

namespace gg::ui {

class GomokuController : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Computer, TwoPlayers };

    explicit GomokuController(QObject *parent = nullptr, quint64 seed = 0);

    const gomoku::Game &game() const { return m_game; }
    Mode mode() const { return m_mode; }
    gomoku::Level level() const { return m_level; }
    // Against the computer: the human's colour (black moves first). In a Swap2 game it is
    // settled by the opening; humanPreference() is "You play" as set.
    gomoku::Stone humanStone() const { return m_humanStone; }
    gomoku::Stone humanPreference() const { return m_humanPreference; }
    int aiTimeMs() const { return m_aiTimeMs; }
    // Tests keep the computer quick; Expert's default is about one second per move.
    void setAiTimeMs(int ms) { m_aiTimeMs = ms; }
    void setHintTimeMs(int ms) { m_hintTimeMs = ms; }
    bool thinking() const { return m_versus.thinking(); }
    // The computer's stone never lands sooner than this after the person's (0 in tests and
    // with animations off).
    void setReplyDelay(int milliseconds) { m_versus.setReplyDelay(milliseconds); }
    // Resign and abandon rules, results, the computer's reply (common/versuscomputer.h).
    const VersusComputer &versus() const { return m_versus; }
    bool hinting() const { return m_hintTask.busy(); }
    // True when a click or Enter may place a stone now.
    bool humanToMove() const;
    // True if the computer placed the last stone (in an opening it places both colours).
    bool lastMoveByComputer() const { return m_lastByComputer; }

    // Statistics variant for a level ("easy" … "expert"): games against the computer only.
    static QString levelKey(gomoku::Level level);
    // Score added for a win at `level`: 10, 20, 30, 40 points; half when assisted.
    static int winScore(gomoku::Level level, bool assisted);

    QString saveState() const;
    bool restoreState(const QString &text);

    // Game records: the moves in board notation, Piskvork's .psq, and a pasted record (either)
    // replayed as a two-player game with the current rule; false (nothing changes, `badMove`
    // says where: 0 the text as a whole) on bad text.
    QString record() const { return QString::fromStdString(m_game.record()); }
    QString psq() const { return QString::fromStdString(m_game.psq()); }
    bool importRecord(const QString &text, int *badMove = nullptr);

    // The analysis overlay (Game → Analyse): both colours' threats and a forced win by fours
    // for the side to move, searched off the GUI thread after every move. On, it marks the
    // game (and every later one) assisted.
    bool analysing() const { return m_analysis; }
    void setAnalysis(bool on);

public slots:
    void newGame();
    // Gives the game against the computer up: counted as resigned, then a new game.
    void resign();
    // Leaving the game now would count it as abandoned.
    bool abandonWouldCount() const;
    void newGame(const gomoku::Options &options);
    void setMode(Mode mode);
    void setLevel(gomoku::Level level);
    void setHumanStone(gomoku::Stone stone);
    bool play(gomoku::Point point);
    void undo();
    void redo();
    void requestHint();

signals:
    void boardReset();
    void played(gg::gomoku::Point point);
    void statusChanged();
    void thinkingChanged(bool thinking);
    void hintReady(gg::gomoku::Point point);
    // The game ended.
    void finished(gg::gomoku::Status status);
    // A game against the computer ended, or was given up unfinished: its result for the
    // statistics row `variant` and the points it adds to the score counter (the page records
    // them). Emitted once a game.
    void resultReady(gg::ui::Statistics::Result result, const QString &variant, qint64 points);
    // An unfinished game against the computer was given up (counted as a loss).
    void abandoned();
    // A new game began (after the old one's resultReady, if any).
    void gameStarted();
    // Anything changed that the save file holds.
    void changed();
    // The analysis of the position now (empty: nothing to show).
    void analysisReady(const gg::gomoku::Analysis &analysis);

public:
    // Renju's standard opening for new games (docs/RULES.md §3.12): "" none, "random", or an
    // opening's key ("kagetsu"); remembered. Under Renju a new game then starts with its
    // three stones on the board (they cannot be taken back); the other rules ignore it.
    QString opening() const { return m_opening; }
    void setOpening(const QString &key);
    // The opening's stones, which cannot be taken back: all of them while a Swap2 or RIF
    // opening runs, then its 3 or 5 (RIF: 5); a Renju standard opening's 3; else 0.
    int openingMoves() const;
    // A move to take back (not one of the opening's stones).
    bool canUndo() const { return m_game.canUndo() && m_game.moveCount() > openingMoves(); }

    // Swap2 (docs/RULES.md §3.13), the option for five-or-more and exactly-five (remembered;
    // Renju has its own openings): a new game then opens with Swap2. Against the computer the
    // person opens (places the first three) when "You play" is Black, else the computer does.
    bool swap2() const { return m_swap2Option; }
    void setSwap2(bool on);
    // The Swap2 opening of this game (nullopt: the game has none).
    const std::optional<gomoku::Swap2> &swap2State() const { return m_swap2; }
    // The opening's choices are still to be made.
    bool inSwap2() const { return m_swap2 && !m_swap2->done(); }
    // Against the computer: the player (0 opener, 1 second) the person is.
    int humanPlayer() const { return m_humanPreference == gomoku::Stone::Black ? 0 : 1; }
    // A Swap2 choice (or RIF's swap, below) is the person's to make now (in two-player mode:
    // whoever's part it is).
    bool humanChooses() const;
    // Makes the choice for the person; false when it is not theirs to make or not allowed.
    // Under RIF's swap choice PlayWhite keeps white and PlayBlack swaps.
    bool chooseSwap2(gomoku::Swap2Choice choice);

    // Five moves, two choices (五手两打, docs/RULES.md §3.14), Renju's tournament rule
    // (remembered): a new Renju game starts from the standard opening chosen (a random one
    // when "Free"), then the swap, white's fourth, black's two offers for the fifth and
    // white's pick. Offers and the pick are made by play() on the point.
    bool rif() const { return m_rifOption; }
    void setRif(bool on);
    const std::optional<gomoku::FiveMoveTwo> &rifState() const { return m_rif; }
    bool inRif() const { return m_rif && !m_rif->done(); }
    // The player (0 first, 1 second) whose part the opening is now (-1 when none).
    int openingActor() const;

private:
    void start();
    void apply(gomoku::Point point, bool byComputer = false);
    void maybeComputer();
    gomoku::AiSettings computerSettings() const;
    void recordResult();
    void cancelAll();
    void abandonCurrent();
    void saveOptions();
    void refreshAnalysis();

    gomoku::Game m_game;
    Mode m_mode = Mode::Computer;
    gomoku::Level m_level = gomoku::Level::Medium;
    gomoku::Stone m_humanStone = gomoku::Stone::Black;
    int m_aiTimeMs = 1000;
    int m_hintTimeMs = 1000;
    quint64 m_seed = 1;
    bool m_finished = false;       // finished() was emitted for this game
    bool m_lastByComputer = false; // the last stone was the computer's
    VersusComputer m_versus;
    AiTask m_hintTask;
    AiTask m_analysisTask;
    bool m_analysis = false;
    QString m_opening;
    int m_openingMoves = 0; // a Renju standard opening's stones (0 or 3)
    bool m_swap2Option = false;
    bool m_rifOption = false;
    std::optional<gomoku::FiveMoveTwo> m_rif;
    void rifSettled();
    void computerRif();
    std::optional<gomoku::Swap2> m_swap2;
    // "You play" as set (in a Swap2 game the colour is settled by the opening; this is who
    // opens): m_humanStone is the person's colour in the game now.
    gomoku::Stone m_humanPreference = gomoku::Stone::Black;
    void swap2Settled();
    void computerSwap2();
    quint64 m_openingDraws = 0; // how many random openings were drawn (the seed's sequence)
    void placeOpening();
};

} // namespace gg::ui
