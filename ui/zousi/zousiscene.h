#pragma once
// Draws the Zou Si Qi board as chalk lines on cement with the pieces on the crossings, a
// legend of the two sides to the right (the side to move ringed), the selection and its
// legal steps, the keyboard cursor, the last move and the hint. A move slides the piece
// along its line; captured pieces then shrink and fly off to their side's legend. A new
// move while an animation runs finishes it at once: the model is always up to date.

#include "common/gamescene.h"
#include "zousi/zousigame.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPainterPath>

#include <vector>

class QVariantAnimation;

namespace gg::ui {

class ZousiPieceItem;
class ZousiLayerItem;

class ZousiScene : public GameScene
{
    Q_OBJECT
public:
    explicit ZousiScene(QObject *parent = nullptr);

    // Scene units: distance between adjacent points, and the piece radius.
    static constexpr qreal Step = 120.0;
    static constexpr qreal Radius = 37.0;

    void setPosition(const zousi::Position &pos);
    void animateMove(const zousi::MoveReport &report, const zousi::Position &after);
    void finishAnimations() override;
    bool animating() const;

    // -1 clears. Targets are the selected piece's legal steps.
    void setSelection(int cell, const std::vector<int> &targets);
    void setCursor(int cell, bool visible);
    void setLastMove(zousi::Move move, bool valid);
    // The analysis overlay: a short label by each target of the selected piece (its text and
    // tone: 1 a win for the mover, 0 a draw, -1 a loss). Empty clears.
    struct TargetLabel
    {
        QString text;
        int tone = 0;
    };
    void setTargetLabels(const QHash<int, TargetLabel> &labels);
    const QHash<int, TargetLabel> &targetLabels() const { return m_targetLabels; }
    void showHint(zousi::Move move);
    void clearHint();

    QPointF pointPos(int cell) const;
    // The point nearest to `scenePos` within half a step, or -1.
    int cellAt(const QPointF &scenePos) const;
    int pieceCount() const { return int(m_pieces.size()); }
    int selected() const { return m_selected; }
    const std::vector<int> &targets() const { return m_targets; }
    bool hintShown() const { return m_hint.from >= 0; }

signals:
    // A click on (or near) a point; -1 for a click elsewhere on the board.
    void pointClicked(int cell);
    // A move's animation ended (ran out or was finished early): messages may show now.
    void settled();

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    friend class ZousiLayerItem;
    void paintUnderlay(QPainter *painter);
    void paintOverlay(QPainter *painter);
    void rebuildPieces();
    void clearPieces();
    void onProgress(qreal progress);
    QPointF legendPos(zousi::Side side) const;
    void buildTexture();
    void drawHighContrastBoard(QPainter *painter, const QRectF &exposed);
    void drawCoordinates(QPainter *painter, const QColor &colour) const;
    void drawChalkLine(QPainter *painter, QPointF a, QPointF b, qreal width,
                       const QColor &color) const;

    zousi::Position m_pos;
    QHash<int, ZousiPieceItem *> m_pieces; // resting pieces by cell
    ZousiPieceItem *m_moving = nullptr;    // the piece sliding during an animation
    QList<ZousiPieceItem *> m_dying;       // captured pieces leaving the board
    QList<QPointF> m_dyingFrom;
    zousi::Move m_animMove;
    QVariantAnimation *m_anim = nullptr;

    int m_selected = -1;
    std::vector<int> m_targets;
    QHash<int, TargetLabel> m_targetLabels;
    int m_cursor = -1;
    bool m_cursorVisible = false;
    zousi::Move m_last;
    zousi::Move m_hint;

    QPainterPath m_darkSpecks;
    QPainterPath m_lightSpecks;
    QPainterPath m_stains;
    QPainterPath m_scratches;
    ZousiLayerItem *m_underlay = nullptr;
    ZousiLayerItem *m_overlay = nullptr;
};

} // namespace gg::ui
