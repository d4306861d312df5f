#pragma once
// The 2048 tab: board, score / best / variant beside it, size and target options, and the
// keyboard (arrows, WASD, R) and swipe input.

#include "gamepage.h"
#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48rules.h"

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace gg::ui {

class Twenty48Controller;
class Twenty48Scene;

class Twenty48Page : public GamePage
{
    Q_OBJECT
public:
    explicit Twenty48Page(QWidget *parent = nullptr, quint64 seed = 0);

    QString gameId() const override { return QStringLiteral("2048"); }
    QString title() const override { return tr("2048"); }
    QString howToPlay() const override;
    QString leavingCost() const override;
    BoardCensus boardCensus() const override;
    QList<ScoreBoard> scoreBoards() const override;
    void setAnimationsEnabled(bool on) override;

    Twenty48Controller *controller() const { return m_controller; }
    Twenty48Scene *scene() const { return m_scene; }
    QAction *analyseAction() const { return m_analyseAction; }
    // The tiles the board shows: the replayed position (Game → Review Game), else the game.
    const t48::Cells &shownCells() const;

    // Screen readers: the tiles as cells, "Row 3, column 2: 64".
    QString accessBoardName() const override;
    int accessRows() const override;
    int accessColumns() const override { return accessRows(); }
    QString accessCellName(int row, int column) const override;
    QRectF accessCellRect(int row, int column) const override;
    QAction *copyAction() const { return copyGameAction(); }
    QAction *pasteAction() const { return pasteGameAction(); }
    // The game from `text` as Paste takes it; false (and a message) when refused.
    bool importText(const QString &text);

protected:
    void retranslate() override;
    bool offersAction(GameAction action) const override;
    bool actionEnabled(GameAction action) const override;
    void runAction(GameAction action) override;
    void handleKey(QKeyEvent *event, bool *handled) override;
    void gameRestored() override;

private:
    QAction *m_autoAction = nullptr;
    QAction *m_analyseAction = nullptr;

    QPushButton *m_analyseButton = nullptr;
    void showAnalysis(const t48::SearchResult &result);
    qint64 m_bestBefore = 0; // the best score before this game began
    enum MessageButton { KeepGoing = 1, NewGame, Undo, Replay };

    void showReplay(int moves);
    QString directionName(t48::Direction dir) const;
    std::optional<t48::Game::Snapshot> m_replayBoard; // the position being replayed

    void refreshStatus();
    void refreshLabels();
    void recordScore(qint64 score, int maxTile, bool assisted);
    void applyOptions();

    Twenty48Controller *m_controller = nullptr;
    Twenty48Scene *m_scene = nullptr;
    QLabel *m_scoreCaption = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_bestCaption = nullptr;
    QLabel *m_best = nullptr;
    QLabel *m_variantCaption = nullptr;
    QLabel *m_variant = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_targetLabel = nullptr;
    QComboBox *m_sizeBox = nullptr;
    QComboBox *m_targetBox = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_hintButton = nullptr;
    QPushButton *m_autoButton = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace gg::ui
