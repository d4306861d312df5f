#pragma once
// The base of every game's tab: a BoardView on the left, a side panel on the right, and
// the small interface the main window drives (menu actions, saving, scores, language).

#include "common/boardaccess.h"
#include "common/replaypanel.h"
#include "gameledger.h"
#include "highscores.h"

#include <QByteArray>
#include <QList>
#include <QWidget>

#include <functional>

class QAbstractButton;
class QAction;
class QCheckBox;
class QComboBox;
class QKeyEvent;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace gg::ui {

class BoardView;
class GameReview;
class GameScene;
class VersusComputer;

enum class GameAction { New, Restart, Undo, Redo, Hint, Pause, Resign };

// A high-score table the High Scores dialog shows for this game.
struct ScoreBoard
{
    QString variant; // ASCII settings key, e.g. "4x4-2048"
    QString title;   // translated, e.g. "4×4, target 2048"
    ScoreOrder order = ScoreOrder::HigherIsBetter;
    QString scoreTitle; // translated column title: "Score", "Moves"
    bool showTime = false;
};

// A won/lost/drawn statistics row the dialog shows for this game.
struct StatsBoard
{
    QString variant;     // ASCII, e.g. "8x6-expert"
    QString title;       // translated, e.g. "8×6 · Expert"
    bool draws = true;   // the game can end in a draw (a Drawn column)
    bool givenUp = true; // games against the computer: Resigned and Abandoned columns
};

class GamePage : public QWidget, public BoardAccess
{
    Q_OBJECT
public:
    explicit GamePage(QWidget *parent = nullptr);

    virtual QString gameId() const = 0;
    virtual QString title() const = 0;
    // Rich text for the How to Play window.
    virtual QString howToPlay() const = 0;

    // The commands, as every game has them: Resign is the versus-computer policy's (see
    // setVersus), the others the game's own (offersAction / actionEnabled / runAction).
    // trigger() first settles the board's animations, closes the end-of-game box for a new
    // game, a restart, an undo or a resignation, and announces the change (actionsChanged).
    bool supports(GameAction action) const;
    bool isActionEnabled(GameAction action) const;
    void trigger(GameAction action);
    virtual bool isPaused() const { return false; }

    // The game in progress as the save file holds it: the game's own text (the core's save
    // format) and the ledger lines (the game's serial, results not yet in the settings).
    // restoreState returns false for anything it cannot use; the page then keeps a fresh
    // game. Results found pending are recorded soon after (asking for a name if needed).
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);
    // The current game's serial (see GameLedger) and the results not yet recorded for good.
    QString serial() const { return m_serial; }
    int pendingResults() const { return int(m_pending.size()); }

    // What the board shows and what the game holds, each as "cell:what" words, taken from
    // the items actually in the scene (so a stray or missing item shows). Only meaningful
    // when atRest (no animation running).
    struct BoardCensus
    {
        bool atRest = true;
        QStringList drawn;
        QStringList model;
    };
    virtual BoardCensus boardCensus() const { return {}; }
    // Empty when the board at rest shows exactly the game (or is still moving); otherwise
    // what differs, for a test's failure message.
    QString boardMismatch() const;

    virtual QList<ScoreBoard> scoreBoards() const { return {}; }
    virtual QList<StatsBoard> statsBoards() const { return {}; }

    // The scene follows; a game that paces its computer by the animations adds to it.
    virtual void setAnimationsEnabled(bool on);
    bool animationsEnabled() const { return m_animations; }
    // The tab became visible / hidden or the window lost focus: clocks pause.
    virtual void activated() {}
    virtual void deactivated() {}

    BoardView *view() const { return m_view; }

    // What leaving the game in progress now would cost (a new game, a restart, another size,
    // level, opponent, rule or first player), named for the player ("This game will count as
    // abandoned in your statistics."); empty when nothing is lost. By default the
    // versus-computer policy's answer.
    virtual QString leavingCost() const;
    // Asks first when leavingCost() is not empty, unless the player turned the question off
    // (the dialog's "Don't ask again", or Settings → Ask Before Leaving a Game). True: go on.
    bool confirmLeaving();
    // Asks whether to resign the game against the computer; true: resign.
    bool confirmResign();

    // One action per command, the single source of its text, enabled and checked state: the
    // side-panel buttons show it, the main window's Game menu mirrors the current page's.
    QAction *gameAction(GameAction which) const;
    // A command as the player gives it (menu, shortcut, button): confirmations first (leaving
    // a game, resigning), then trigger().
    void request(GameAction which);
    // Brings every action's enabled and checked state up to date (on actionsChanged()).
    void refreshActions();
    // The translated menu text of a command ("&New Game").
    static QString actionText(GameAction which);
    // This game's text for a command (board games take back a move: 悔棋, not 撤销).
    virtual QString commandText(GameAction which) const { return actionText(which); }
    // Commands of this game only (Auto-play, Shuffle, Offer Draw), in the Game menu too.
    QList<QAction *> extraActions() const { return m_extra; }
    // The game's options as the side panel shows them (for the Game menu's Options).
    struct Option
    {
        QLabel *label = nullptr;
        QComboBox *box = nullptr;
        QCheckBox *check = nullptr;
    };
    QList<Option> options() const { return m_options; }

    // Game → Export Game… / Import Game… without the dialogs (the menu asks for the path):
    // false and a message on the board when the file cannot be written, read, or is no game.
    bool exportRecord(const QString &path);
    bool importRecord(const QString &path);

    // Game → Review Game (issue 19, docs/RULES.md §7): the finished game step by step in
    // place of the side panel, the board showing each position, the review's marks in the
    // move list. Any command (New, Undo, Paste, …) closes it first.
    bool replaying() const;
    void openReplay();
    void closeReplay();
    ReplayPanel *replayPanel() const { return m_replay; }
    QAction *reviewAction() const { return m_reviewAction; }

    // Screen readers (issue 20, common/boardaccess.h): says `text` (the computer's move, a
    // match, the end of the game) on the board's focused cell. Tests read what was said.
    void announce(const QString &text);
    QString lastAnnouncement() const { return m_announcement; }
    // Sentences joined as the UI language writes them: "You won. 21 moves." / "你赢了。21 步。"
    static QString sentences(const QStringList &parts);

    // BoardAccess: a page without a grid says only the board's name.
    QString accessBoardName() const override;
    int accessRows() const override { return 0; }
    int accessColumns() const override { return 0; }
    QString accessCellName(int, int) const override { return {}; }
    QRectF accessCellRect(int, int) const override { return {}; }
    int accessCursor() const override { return -1; }
    void accessActivate(int, int) override {}

signals:
    void announced(const QString &text);
    void actionsChanged();
    // The game changed: the main window saves it soon (coalesced, on the event loop).
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;
    virtual void retranslate() = 0;
    // The game's own commands (every one but Resign).
    virtual bool offersAction(GameAction action) const = 0;
    virtual bool actionEnabled(GameAction action) const { return offersAction(action); }
    virtual void runAction(GameAction action) = 0;
    // A key on the board that the end-of-game box did not take.
    virtual void handleKey(QKeyEvent *event, bool *handled) = 0;

    // The game's own part of the save, and back (see saveState): by default the controller's
    // text (setSaveText), refused above `maxBytes`, then gameRestored() to refresh the page.
    virtual QByteArray saveGame() const;
    virtual bool restoreGame(const QByteArray &state);
    virtual void gameRestored() {}
    void setSaveText(std::function<QString()> save, std::function<bool(const QString &)> restore,
                     int maxBytes = 4 * 1024 * 1024);
    // Against the computer: the policy that says whether Resign applies and what leaving
    // costs, and how this game resigns (its controller counts it and starts a new game).
    // The policy's results are recorded here (a positive `points` adds to the "score"
    // counter); `recorded` runs once one is in the settings.
    void setVersus(const VersusComputer *versus, std::function<void()> resign,
                   std::function<void()> recorded);

    // A new game begins (new, restart, other options): it gets a serial of its own. Call it
    // when the controller starts one, after the old game's result (if any) was recorded.
    void beginGame();
    // Records the end of the current game, or its abandonment: written into the save first,
    // then into the settings in one write, once per game (see GameLedger). When the entry
    // makes a high-score table, the player's name is asked (once, then remembered);
    // `stored(rank)` runs when the record is in the settings. Returns the rank the entry
    // takes in the first table, or -1.
    int recordResult(GameRecord record, std::function<void(int rank)> stored = {});

    // The keyboard cursor moved, or the focused cell's contents changed: a screen reader
    // hears the cell (common/boardaccess.h).
    void accessCursorMoved();
    void accessCellsChanged();

    // Builds the layout around `scene`; call once from the subclass constructor.
    void setBoard(GameScene *scene);
    GameScene *gameScene() const { return m_scene; }
    // The side panel's buttons, two to a row (so every option still fits at 800×600); an odd
    // last one takes the whole row.
    void addButtons(const QList<QPushButton *> &buttons);
    // A side-panel button showing `action` (text, enabled, checked) and triggering it.
    void bindButton(QAbstractButton *button, QAction *action);
    // A command of this game; `enabled` says when it can run.
    QAction *addExtraAction(std::function<void()> run, std::function<bool()> enabled,
                            bool checkable = false, std::function<bool()> checked = {});
    // Game → Copy Game and Paste Game (Ctrl+Shift+C / Ctrl+Shift+V), Export Game… and Import
    // Game… (the same text in a file, `suffix` such as "c4"): `record` gives the text; `paste`
    // replays a text (after confirmLeaving()) and tells the player itself why it refused one.
    // Copy and Export are enabled while `canCopy` says so.
    void addRecordActions(
        std::function<QString()> record, std::function<bool(const QString &)> paste,
        std::function<bool()> canCopy = [] { return true; },
        const QString &suffix = QStringLiteral("txt"));
    QAction *copyGameAction() const { return m_copyGame; }
    // Game → Analyse, a checkable command shown by `button` too: `analysing` says whether it
    // is on, `setAnalysis` turns it on or off (the game marks itself assisted).
    QAction *addAnalyseAction(std::function<bool()> analysing,
                              std::function<void(bool)> setAnalysis, QPushButton *button);
    QAction *pasteGameAction() const { return m_pasteGame; }
    // The game's side of the replay: `available` (a finished game with moves), its `steps`
    // (with the review's notes once known), `show` (draw the position after n moves; -1:
    // the game itself again) and the review's `summary` (empty while it runs or without one).
    struct Replay
    {
        std::function<bool()> available;
        std::function<QList<ReplayPanel::Step>()> steps;
        std::function<void(int)> show;
        std::function<QString()> summary = [] { return QString(); };
        bool marks = true; // a review marks mistakes (false: a plain replay)
    };
    void setReplay(Replay replay);
    // The review of finished games, owned by the page: when one finishes, an open replay
    // takes its marks and, while `over()`, the end box its text from `endText()` (the result
    // and the review's summary).
    GameReview *makeReview(std::function<bool()> over, std::function<QString()> endText);
    // The review's notes arrived: an open replay takes the new steps and summary.
    void refreshReplay();
    // Registers an option shown in the side panel (in Tab order) and in the Game menu.
    void addOption(QLabel *label, QComboBox *box);
    void addOption(QCheckBox *check);
    QVBoxLayout *sidePanel() const { return m_side; }
    // A side-panel label drawn in `colour` in the standard look (white in high contrast);
    // re-applied when the look changes.
    static void setTextColour(QLabel *label, const QString &colour);
    // The look changed (Settings → Appearance): the page re-styles its labels and redraws.
    virtual void appearanceChanged();
    // A caption + big value pair in the side panel; returns the value label.
    QLabel *addInfo(QLabel **caption);
    // The How to Play paragraph shared by the games with a computer opponent.
    static QString abandonedGameNote();

    bool m_animations = true;

private:
    struct Pending
    {
        GameRecord record;
        bool applied = false; // in the settings (in memory at least)
    };
    void applyPending(const QString &serial, std::function<void(int rank)> stored);
    void applyRestoredPending();

    void showEvent(QShowEvent *event) override;
    void boardKey(QKeyEvent *event, bool *handled);
    void messageChanged();
    void nameOptions();
    // The side panel as wide as its content needs (large fonts, long translations), so no
    // text is cut; the board keeps at least 400 px.
    void fitSidePanel();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

    BoardView *m_view = nullptr;
    GameScene *m_scene = nullptr;
    const VersusComputer *m_versus = nullptr;
    std::function<void()> m_resign;
    std::function<QString()> m_saveText;
    std::function<bool(const QString &)> m_restoreText;
    int m_maxSaveBytes = 0;
    QAction *m_copyGame = nullptr;
    QAction *m_exportGame = nullptr;
    QAction *m_importGame = nullptr;
    std::function<QString()> m_record;
    std::function<bool(const QString &)> m_paste;
    QString m_recordSuffix;
    void retranslateRecordActions();
    QAction *m_analyse = nullptr;
    QAction *m_pasteGame = nullptr;
    QList<QAction *> m_actions; // by GameAction
    QList<QAction *> m_extra;
    QList<std::function<bool()>> m_extraEnabled;
    QList<std::function<bool()>> m_extraChecked;
    QList<Option> m_options;
    QString m_serial;
    mutable QList<Pending> m_pending;
    QVBoxLayout *m_side = nullptr;
    QScrollArea *m_sideScroll = nullptr;
    ReplayPanel *m_replay = nullptr;
    Replay m_replaySpec;
    QAction *m_reviewAction = nullptr;
    QString m_announcement;
    QString m_messageSaid; // the in-scene message as last spoken
};

} // namespace gg::ui
