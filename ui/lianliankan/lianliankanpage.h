#pragma once
// The Lianliankan (连连看) tab: the board with its countdown, score / time / tiles / best
// beside it, Hint, Shuffle, Undo and Pause buttons, the level and gravity choice, and the
// mouse and keyboard input (arrows + Enter/Space, K or right-click for "same kind", S to
// shuffle, Esc to drop the selection).

#include "gamepage.h"
#include "lianliankan/linkgame.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace gg::ui {

class LianliankanController;
class LianliankanScene;

class LianliankanPage : public GamePage
{
    Q_OBJECT
public:
    // The words for what a card/tile of `kind` shows (the theme's picture, else the symbol).
    QString tileWord(int kind) const;
    explicit LianliankanPage(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("lianliankan"); }
    QString title() const override { return tr("Lianliankan"); }
    QString howToPlay() const override;
    bool isPaused() const override;
    BoardCensus boardCensus() const override;
    QList<ScoreBoard> scoreBoards() const override;
    QList<StatsBoard> statsBoards() const override;
    void activated() override;
    void deactivated() override;

    LianliankanController *controller() const { return m_controller; }
    LianliankanScene *scene() const { return m_scene; }
    // The side-panel widgets, for tests.
    QLabel *scoreLabel() const { return m_score; }
    QLabel *timeLabel() const { return m_time; }
    QLabel *timeCaption() const { return m_timeCaption; }
    QPushButton *shuffleButton() const { return m_shuffleButton; }
    QPushButton *pauseButton() const { return m_pauseButton; }
    QComboBox *levelBox() const { return m_levelBox; }
    QCheckBox *gravityBox() const { return m_gravityBox; }
    QLabel *statusLabel() const { return m_status; }
    QAction *analyseAction() const { return m_analyseAction; }

protected:
    void retranslate() override;
    bool offersAction(GameAction action) const override;
    bool actionEnabled(GameAction action) const override;
    void runAction(GameAction action) override;
    void handleKey(QKeyEvent *event, bool *handled) override;
    void gameRestored() override;

private:
    QAction *m_shuffleAction = nullptr;
    QAction *m_analyseAction = nullptr;
    QPushButton *m_analyseButton = nullptr;
    enum MessageButton { PlayAgain = 1, Continue };

public:
    // Screen readers: the tiles as cells, "Row 2, column 7: fish, selected".
    QString accessBoardName() const override;
    int accessRows() const override;
    int accessColumns() const override;
    QString accessCellName(int row, int column) const override;
    QRectF accessCellRect(int row, int column) const override;
    int accessCursor() const override;
    void accessActivate(int row, int column) override;

private:
    QString cellWords(link::Point p) const;
    std::optional<link::Point> m_spokenSelection; // the selection a reader last heard of
    int m_spokenSecond = -1;                      // the countdown second last said
    int m_tickedSecond = -1;                      // the countdown second last ticked
    // The status line shown under the buttons, kept as a code so retranslate can redo it.
    enum class StatusLine { None, Hint, Refused, SameKind, NoShuffles };

    void buildSidePanel();
    void connectBoard();
    void connectController();
    void messageButtonClicked(int id);
    void showNewBoard();
    void showSelection();
    void showMatch(const link::MatchResult &result);
    void moveCursor(int dRow, int dCol);
    void clickCell(link::Point cell);
    void highlightKindAt(std::optional<link::Point> cell);
    void refreshLabels();
    void refreshClock();
    void setTimeLow(bool low);
    void refreshStatus();
    void setStatusLine(StatusLine line, int number = 0);
    void recordGame(bool won, qint64 score, qint64 timeMs, bool assisted);
    void applyOptions();
    QString levelName(link::Level level) const;
    QString variantTitle(link::Level level, bool gravity) const;
    // Any input on the board means the player is here: the clock may run.
    void touch();

    LianliankanController *m_controller = nullptr;
    LianliankanScene *m_scene = nullptr;
    QLabel *m_scoreCaption = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_combo = nullptr;
    QLabel *m_timeCaption = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_tilesCaption = nullptr;
    QLabel *m_tiles = nullptr;
    QLabel *m_bestCaption = nullptr;
    QLabel *m_best = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_shuffleButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_pauseButton = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_levelLabel = nullptr;
    QComboBox *m_levelBox = nullptr;
    QCheckBox *m_gravityBox = nullptr;
    QLabel *m_keysLabel = nullptr;

    link::Point m_cursor;
    bool m_cursorVisible = false;
    bool m_timeLow = false;
    int m_lastRank = -1;       // rank the finished game took in the high scores, or -1
    qint64 m_lastMatchMs = -1; // play time of the last match, for the combo display
    StatusLine m_statusLine = StatusLine::None;
    int m_statusNumber = 0;
};

} // namespace gg::ui
