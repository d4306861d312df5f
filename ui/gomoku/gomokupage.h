#pragma once
// The Gomoku (五子棋) tab: the board, whose turn it is and the record at the current level
// beside it, mode / level / colour / size / rule options, mouse and keyboard play.

#include "gamepage.h"
#include "gomoku/gomokuopenings.h"

#include <QIcon>

#include "gomoku/gomokuai.h"
#include "gomoku/gomokurules.h"
#include <optional>

class QCheckBox;
class QComboBox;
class QKeyEvent;
class QLabel;
class QPushButton;

namespace gg::ui {

class GameReview;
class GomokuController;
class GomokuScene;

class GomokuPage : public GamePage
{
    Q_OBJECT
public:
    explicit GomokuPage(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("gomoku"); }
    QString title() const override { return tr("Gomoku"); }
    QString howToPlay() const override;
    QString commandText(GameAction which) const override;
    BoardCensus boardCensus() const override;
    QList<StatsBoard> statsBoards() const override;
    void setAnimationsEnabled(bool on) override;

    GomokuController *controller() const { return m_controller; }
    GomokuScene *scene() const { return m_scene; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *turnLabel() const { return m_turn; }
    QAction *analyseAction() const { return m_analyseAction; }
    // Game → Copy Game / Copy as PSQ / Paste Game: records through the clipboard.
    QAction *copyAction() const { return copyGameAction(); }
    QAction *copyPsqAction() const { return m_copyPsqAction; }
    QAction *pasteAction() const { return pasteGameAction(); }
    // The game from `text` as Paste takes it; false (and a message) when refused.
    bool importText(const QString &text);
    void setShowNumbers(bool on);
    // Renju: the × marks on black's forbidden points while black is to move (a setting).
    void setMarkForbidden(bool on);
    // The text the board gives for a forbidden point ("Forbidden for black: double three.").
    QString forbiddenText(gomoku::Forbidden kind) const;
    // The name of RenjuOpenings[index] in the UI language.
    QString openingName(std::size_t index) const;
    static QIcon openingIcon(const gomoku::RenjuOpening &opening);
    // The review of the finished game (Game → Review Game) and the game the board shows:
    // the position being replayed, else the game itself.
    GameReview *review() const { return m_review; }
    const gomoku::Game &shownGame() const;

    // Screen readers: the board's points as cells, "H8: black stone".
    QString accessBoardName() const override;
    int accessRows() const override;
    int accessColumns() const override { return accessRows(); }
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
    void gameRestored() override;

private:
    void showAnalysis(const gomoku::Analysis &analysis);
    QAction *m_analyseAction = nullptr;
    QAction *m_copyPsqAction = nullptr;
    QPushButton *m_analyseButton = nullptr;

    enum MessageButton { PlayAgain = 1, TakeBack, Review };

    void showReplay(int moves);
    QString reviewKey() const;
    QString reviewSummary() const;
    GameReview *m_review = nullptr;
    std::optional<gomoku::Game> m_replayGame;
    QString m_resultText; // the end box's text before the review's summary

    void place(gomoku::Point point);
    void redraw(bool animate);
    void refreshLabels();
    void refreshStatus();
    void refreshOptions();
    static QString thinkingTimeName(int ms);
    void applyOptions();
    QString stoneName(gomoku::Stone stone) const;
    QString levelName(gomoku::Level level) const;

    GomokuController *m_controller = nullptr;
    GomokuScene *m_scene = nullptr;
    QLabel *m_turnCaption = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_recordCaption = nullptr;
    QLabel *m_record = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_redoButton = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_resignButton = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_modeBox = nullptr;
    QLabel *m_levelLabel = nullptr;
    QComboBox *m_levelBox = nullptr;
    QLabel *m_colourLabel = nullptr;
    QComboBox *m_colourBox = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_sizeBox = nullptr;
    QLabel *m_ruleLabel = nullptr;
    QComboBox *m_ruleBox = nullptr;
    QLabel *m_timeLabel = nullptr;
    QComboBox *m_timeBox = nullptr;
    QCheckBox *m_numbersBox = nullptr;
    QCheckBox *m_forbiddenBox = nullptr;
    QLabel *m_openingLabel = nullptr;
    QComboBox *m_openingBox = nullptr;
    QCheckBox *m_swap2Box = nullptr;
    QPushButton *m_swapWhite = nullptr;
    QPushButton *m_swapBlack = nullptr;
    QPushButton *m_swapTwo = nullptr;
    QString swap2Status() const;
    QCheckBox *m_rifBox = nullptr;
    QString rifStatus() const;
    void refreshForbidden();
    bool m_messageDismissed = false;
};

} // namespace gg::ui
