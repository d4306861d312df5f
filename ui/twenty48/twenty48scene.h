#pragma once
// Draws the 2048 board: the frame, empty slots and tiles, and animates slides, merges
// (a short pop) and spawns (a grow-in). A new move while an animation runs finishes it at
// once, so no key is ever dropped or doubled: the model is always already up to date.

#include "common/gamescene.h"
#include "twenty48/twenty48rules.h"

#include <QGraphicsScene>
#include <QHash>

class QVariantAnimation;

namespace gg::ui {

class Twenty48TileItem;

class Twenty48Scene : public GameScene
{
    Q_OBJECT
public:
    explicit Twenty48Scene(QObject *parent = nullptr);

    static constexpr qreal Cell = 100.0;
    static constexpr qreal Gap = 12.0;

    void setBoard(const t48::Cells &cells, int size);
    void animateMove(const t48::MoveReport &report, const t48::Cells &finalCells);
    void finishAnimations() override;
    bool animating() const;

    void showHint(t48::Direction dir);
    void clearHint();
    void showScorePopup(int gained);
    // The analysis overlay: a chip at the middle of each edge with that slide's value (index
    // = Direction; empty text: no chip), the best one marked. An empty list clears it.
    void setDirectionLabels(const QStringList &texts, int best);
    QStringList directionLabels() const { return m_directionTexts; }
    int bestDirectionLabel() const { return m_bestDirection; }

    QPointF cellPos(int index) const;
    int tileCount() const;

signals:
    void swiped(gg::t48::Direction dir);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuildTiles();
    void clearTiles();
    void onProgress(qreal progress);

    int m_size = 4;
    t48::Cells m_cells;
    QHash<int, Twenty48TileItem *> m_tiles; // resting tiles by cell index
    QList<Twenty48TileItem *> m_moving;     // tiles sliding during the first phase
    QList<t48::TileMotion> m_motions;
    QList<int> m_merged;
    int m_spawn = -1;
    QVariantAnimation *m_anim = nullptr;
    QGraphicsItem *m_hint = nullptr;
    QList<QGraphicsItem *> m_directionItems;
    QStringList m_directionTexts;
    int m_bestDirection = -1;
    QPointF m_pressPos;
    bool m_pressed = false;
};

} // namespace gg::ui
