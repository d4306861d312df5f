#pragma once
// The Memory (记忆翻牌) tab: the card table, moves / time / best results (solo) or the two
// players' pairs with whose turn it is (versus), the options (board size, players, the
// computer's memory level, who starts), mouse and keyboard input, and pause.

#include "gamepage.h"
#include "memory/memoryrules.h"

class QComboBox;
class QFrame;
class QLabel;
class QPushButton;

namespace gg::ui {

class MemoryController;
class MemoryScene;

class MemoryPage : public GamePage
{
    Q_OBJECT
public:
    // The words for what a card/tile of `kind` shows (the theme's picture, else the symbol).
    QString faceWord(int kind) const;
    explicit MemoryPage(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("memory"); }
    QString title() const override { return tr("Memory"); }
    QString howToPlay() const override;
    bool isPaused() const override;
    BoardCensus boardCensus() const override;
    QList<ScoreBoard> scoreBoards() const override;
    QList<StatsBoard> statsBoards() const override;
    void setAnimationsEnabled(bool on) override;
    void deactivated() override;

    MemoryController *controller() const { return m_controller; }
    MemoryScene *scene() const { return m_scene; }
    // The side panel's texts, for tests.
    QString statusText() const;
    QString movesText() const;
    QString timeText() const;
    QString pairsText(int player) const;
    // The player whose box is highlighted (versus), -1 in solo play.
    int highlightedPlayer() const { return m_highlighted; }
    // Rank taken in the High Scores by the last solo game, or -1.
    int lastRank() const { return m_lastRank; }

    // Translated names, shared by the side panel and the messages.
    static QString sizeName(memory::Size size);
    static QString levelName(memory::Level level);

    // Screen readers: the cards as cells, "Card 6 (row 2, column 1): face down".
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

private:
    enum MessageButton { Resume = 1, PlayAgain };
    struct PlayerBox
    {
        QFrame *frame = nullptr;
        QLabel *name = nullptr;
        QLabel *pairs = nullptr;
    };

    void moveCursor(int dRow, int dCol);
    void onCardClicked(memory::Point cell);
    void onFinished();
    void refreshLabels();
    void refreshTime(qint64 ms);
    void refreshMessage();
    void refreshOptions();
    void fillFirstPlayerBox();
    void applyOptions();
    QString playerName(int player) const;
    int cardNumber(memory::Point p) const;
    void sayFlip(const memory::FlipResult &result);
    void turnCard(memory::Point cell);
    void buildPanel();

    MemoryController *m_controller = nullptr;
    MemoryScene *m_scene = nullptr;
    QLabel *m_movesCaption = nullptr;
    QLabel *m_moves = nullptr;
    QLabel *m_timeCaption = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_bestMovesCaption = nullptr;
    QLabel *m_bestMoves = nullptr;
    QLabel *m_bestTimeCaption = nullptr;
    QLabel *m_bestTime = nullptr;
    QLabel *m_pairsLeftCaption = nullptr;
    QLabel *m_pairsLeft = nullptr;
    PlayerBox m_players[2];
    QLabel *m_status = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_pauseButton = nullptr;
    QPushButton *m_resignButton = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_sizeBox = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_modeBox = nullptr;
    QLabel *m_levelLabel = nullptr;
    QComboBox *m_levelBox = nullptr;
    QLabel *m_firstLabel = nullptr;
    QComboBox *m_firstBox = nullptr;
    int m_highlighted = -1;
    int m_lastRank = -1;
    bool m_finishDismissed = true; // the finish message was closed (or never due)
};

} // namespace gg::ui
