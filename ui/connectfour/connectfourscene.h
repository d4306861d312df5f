#pragma once
// Draws the Connect Four board: a blue frame with round holes in front of the discs, the
// ghost disc above the column under the mouse or keyboard cursor, the drop animation
// (accelerating fall and a small bounce), the refusal flash of a full column, the hint's
// pulsing disc, the winning four and the last-move dot. The model is always up to date
// before an animation starts, so a new drop simply finishes the running one at once.

#include "common/gamescene.h"
#include "connectfour/connectfourgame.h"

#include <QGraphicsScene>
#include <QList>

#include <optional>
#include <utility>
#include <vector>

class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QVariantAnimation;

namespace gg::ui {

class ConnectFourDiscItem;

class ConnectFourScene : public GameScene
{
    Q_OBJECT
public:
    explicit ConnectFourScene(QObject *parent = nullptr);

    static constexpr qreal Cell = 100.0;
    static constexpr qreal Pad = 16.0;

    // Redraws every disc and mark from the game, without animation.
    void setBoard(const c4::Game &game);
    // Draws the game after `result`, animating the disc that just fell.
    void animateDrop(const c4::DropResult &result, const c4::Game &game);
    void finishAnimations() override;
    void applyAppearance() override;
    bool animating() const;
    void setAnimationsEnabled(bool on) override;

    // Keyboard / mouse cursor column and the ghost disc shown above it (None hides it).
    void setCursorColumn(int column);
    int cursorColumn() const { return m_cursor; }
    void setGhost(c4::Disc disc);
    c4::Disc ghost() const { return m_ghostDisc; }
    void refuseColumn(int column);
    bool flashing() const;
    void showHint(int column, c4::Disc disc);
    void clearHint();
    int hintColumn() const { return m_hintColumn; }
    // The analysis overlay: a label in the cell where each column's next disc would land
    // (its text, its tone: 1 good for the side to move, 0 even, -1 bad; an estimate is
    // drawn lighter and in italics). An empty list clears it.
    struct ColumnLabel
    {
        QString text;
        int tone = 0;
        bool estimate = false;
    };
    void setColumnLabels(const QList<ColumnLabel> &labels);
    // The labels' texts as drawn, column by column ("" where none), for tests.
    QStringList columnLabelTexts() const;

    // A line of text above the board ("Computer is thinking…"); empty hides it.
    void setBanner(const QString &text);
    QString banner() const;

    // The previews above the board (not discs of the game), for the board census.
    const QGraphicsItem *ghostItem() const;
    const QGraphicsItem *hintItem() const;
    int width() const { return m_width; }
    int height() const { return m_height; }
    // Scene point at the centre of a cell; row -1 is the ghost row above the board.
    QPointF cellCentre(int column, int row) const;
    int columnAt(const QPointF &point) const;
    int discCount() const { return int(m_discs.size()); }
    int winningCount() const;
    std::optional<std::pair<int, int>> lastMarked() const;

signals:
    void columnClicked(int column);
    void columnHovered(int column);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void resize(int width, int height);
    void rebuild(int skipColumn = -1, int skipRow = -1);
    void placeGhost();
    void onDropProgress(qreal p);

    int m_width = 0;
    int m_height = 0;
    std::vector<c4::Disc> m_cells; // column-major: col * height + row
    std::vector<std::pair<int, int>> m_winning;
    std::optional<std::pair<int, int>> m_last;
    QList<ConnectFourDiscItem *> m_discs;
    ConnectFourDiscItem *m_falling = nullptr;
    int m_fallColumn = -1;
    int m_fallRow = -1;
    QVariantAnimation *m_drop = nullptr;
    QGraphicsItem *m_frame = nullptr;
    QGraphicsRectItem *m_highlight = nullptr;
    QGraphicsRectItem *m_flash = nullptr;
    QVariantAnimation *m_flashAnim = nullptr;
    int m_flashColumn = -1;
    ConnectFourDiscItem *m_ghost = nullptr;
    c4::Disc m_ghostDisc = c4::Disc::None;
    ConnectFourDiscItem *m_hint = nullptr;
    QVariantAnimation *m_pulse = nullptr;
    int m_hintColumn = -1;
    QGraphicsSimpleTextItem *m_banner = nullptr;
    int m_cursor = 0;
    QList<QGraphicsPathItem *> m_labels; // analysis labels, by column (nullptr: none)
};

} // namespace gg::ui
