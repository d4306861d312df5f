#pragma once
// The Zou Si Qi (走四棋) tab: the chalk board, turn / move list / options beside it, the
// mouse and keyboard input (select a piece, then one of its marked steps), passes, draw
// offers and the in-scene messages. Game logic lives in ZousiController and core/zousi.

#include "gamepage.h"
#include "zousi/zousigame.h"
#include "zousi/zousisolver.h"

#include <optional>

class QComboBox;
class QKeyEvent;
class QLabel;
class QListWidget;
class QPushButton;

namespace gg::ui {

class GameReview;
class ZousiController;
class ZousiScene;

class ZousiPage : public GamePage
{
    Q_OBJECT
public:
    explicit ZousiPage(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("zousi"); }
    QString title() const override { return tr("Zou Si Qi"); }
    QString howToPlay() const override;
    QString commandText(GameAction which) const override;
    BoardCensus boardCensus() const override;
    QList<StatsBoard> statsBoards() const override;
    void setAnimationsEnabled(bool on) override;
    void activated() override;

    ZousiController *controller() const { return m_controller; }
    ZousiScene *scene() const { return m_scene; }
    int selectedCell() const { return m_selected; }
    int cursorCell() const { return m_cursor; }
    QString statusText() const;
    QListWidget *moveList() const { return m_moveList; }
    QPushButton *drawButton() const { return m_drawButton; }
    QAction *analyseAction() const { return m_analyseAction; }
    // Game → Copy Game / Paste Game: the start position and the moves through the clipboard.
    QAction *copyAction() const { return copyGameAction(); }
    QAction *pasteAction() const { return pasteGameAction(); }
    // The game from `text` as Paste takes it; false (and a message) when refused.
    bool importText(const QString &text);

    // The review of the finished game (Game → Review Game) and the game the board shows:
    // the position being replayed, else the game itself.
    GameReview *review() const { return m_review; }
    const zousi::Game &shownGame() const;

    // Selects a piece or plays to a marked point, as a click or Enter on `cell` does.
    void activatePoint(int cell);
    void offerDraw();

    // Screen readers: the 16 points as cells, "b2: spade".
    QString accessBoardName() const override;
    int accessRows() const override;
    int accessColumns() const override;
    QString accessCellName(int row, int column) const override;
    QRectF accessCellRect(int row, int column) const override;
    int accessCursor() const override;
    void accessActivate(int row, int column) override;

protected:
    void retranslate() override;
    bool offersAction(GameAction action) const override;
    bool actionEnabled(GameAction action) const override;
    void runAction(GameAction action) override;
    void handleKey(QKeyEvent *event, bool *handled) override;
    void gameRestored() override { refreshOptions(); }

private:
    // The analysis labels for the selected piece's targets and the status list of all moves.
    void refreshAnalysis();
    QString analysisText(const zousi::Value &value) const;
    QAction *m_analyseAction = nullptr;

    QPushButton *m_analyseButton = nullptr;

    enum class Message { None, GameOver, Pass, DrawOffer };
    enum MessageButton { PlayAgain = 1, PassOk, AcceptDraw, DeclineDraw, Review };

    void startReview();
    void showReplay(int plies);
    QString reviewKey() const;
    QString reviewSummary() const;
    QString resultText() const;
    GameReview *m_review = nullptr;
    std::optional<zousi::Game> m_replayGame;

    void moveCursor(int dx, int dy);
    void select(int cell);
    void clearSelection();
    void showMessage(Message kind);
    // Shows the message once the move on the board has finished animating.
    void showWhenSettled(Message kind);
    void onMessageButton(int id);
    void refreshStatus();
    void refreshMoves();
    void refreshOptions();
    void applyOptions();
    void syncScene();
    QString sideName(zousi::Side side) const;
    QString pieceWord(char piece) const;
    static QString cellText(int cell);
    QString playerName(zousi::Side side) const;
    QString symbolHtml(zousi::Side side) const;
    QString gameOverTitle() const;
    QString gameOverText() const;
    QString levelName(int level) const;

    ZousiController *m_controller = nullptr;
    ZousiScene *m_scene = nullptr;
    QLabel *m_turnCaption = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_drawButton = nullptr;
    QPushButton *m_resignButton = nullptr;
    QAction *m_drawAction = nullptr;
    QLabel *m_movesCaption = nullptr;
    QListWidget *m_moveList = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_modeBox = nullptr;
    QLabel *m_levelLabel = nullptr;
    QComboBox *m_levelBox = nullptr;
    QLabel *m_firstLabel = nullptr;
    QComboBox *m_firstBox = nullptr;

    int m_selected = -1;
    int m_cursor = 13; // b1: the bottom side's second piece
    bool m_cursorVisible = false;
    zousi::Move m_hint;
    bool m_hintShown = false;
    Message m_message = Message::None;
    Message m_deferred = Message::None; // waits for the animation to end
    bool m_overDismissed = false;       // the game-over message was closed for this position
    zousi::Side m_drawOfferer = zousi::Side::O;
};

} // namespace gg::ui
