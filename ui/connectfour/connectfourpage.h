#pragma once
// The Connect Four tab (四子棋): the board, whose turn it is and the record at the current
// level beside it, the options (board size, opponent, level, who starts), and mouse and
// keyboard input (click a column, keys 1–8, Left/Right + Enter/Space/Down).

#include "connectfour/connectfourai.h"
#include "connectfour/connectfourgame.h"
#include "gamepage.h"

#include <optional>

class QComboBox;
class QKeyEvent;
class QLabel;
class QPushButton;

namespace gg::ui {

class ConnectFourController;
class ConnectFourScene;
class GameReview;

class ConnectFourPage : public GamePage
{
    Q_OBJECT
public:
    explicit ConnectFourPage(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("connect4"); }
    QString title() const override { return tr("Connect Four"); }
    QString howToPlay() const override;
    QString commandText(GameAction which) const override;
    BoardCensus boardCensus() const override;
    QList<StatsBoard> statsBoards() const override;
    void setAnimationsEnabled(bool on) override;

    ConnectFourController *controller() const { return m_controller; }
    ConnectFourScene *scene() const { return m_scene; }
    // The side panel's status line ("Computer is thinking…", hints).
    QString statusText() const;
    QString turnText() const;
    QString recordText() const;
    // The analysis labels as drawn on the board, column by column.
    QStringList analysisTexts() const;
    QAction *analyseAction() const { return m_analyseAction; }
    // Game → Copy Game / Paste Game: the move string through the clipboard. Paste asks
    // before leaving a game that would count and says why a text was refused.
    QAction *copyAction() const { return copyGameAction(); }
    QAction *pasteAction() const { return pasteGameAction(); }
    // The game from `text` as Paste takes it; false (and a message) when refused.
    bool importText(const QString &text);
    // Starts a new game with these options, as the side panel's combos do.
    void setOptions(const c4::Options &options);
    // The review of the finished game (Game → Review Game) and the game the board shows:
    // the position being replayed, else the game itself.
    GameReview *review() const { return m_review; }
    const c4::Game &shownGame() const;

    // Screen readers: one cell per column, "Column 4: red, yellow; next row 3".
    QString accessBoardName() const override;
    int accessRows() const override { return 1; }
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
    void gameRestored() override { refreshAll(); }

private:
    enum MessageButton { PlayAgain = 1, Undo, Review };

    void play(int column);
    void showAdvice(const std::vector<c4::ColumnAdvice> &advice);
    void showReplay(int moves);
    QString reviewKey() const;
    QString reviewSummary() const;

    void refreshAll();
    void refreshStatus();
    void refreshLabels();
    void refreshGhost();
    void fillCombos();
    void applyOptions();
    QString levelTitle(c4::Level level) const;
    QString discName(c4::Disc disc) const;

    ConnectFourController *m_controller = nullptr;
    ConnectFourScene *m_scene = nullptr;
    QLabel *m_turnCaption = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_recordCaption = nullptr;
    QLabel *m_record = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_redoButton = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_resignButton = nullptr;
    QPushButton *m_analyseButton = nullptr;
    QAction *m_analyseAction = nullptr;
    bool m_adviceShown = false;
    QLabel *m_status = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_opponentLabel = nullptr;
    QLabel *m_levelLabel = nullptr;
    QLabel *m_firstLabel = nullptr;
    QComboBox *m_sizeBox = nullptr;
    QComboBox *m_opponentBox = nullptr;
    QComboBox *m_levelBox = nullptr;
    QComboBox *m_firstBox = nullptr;
    bool m_hintShown = false;
    GameReview *m_review = nullptr;
    std::optional<c4::Game> m_replayGame;
    QString m_resultText; // the end box's text before the review's summary
};

} // namespace gg::ui
