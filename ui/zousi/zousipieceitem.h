#pragma once
// One Zou Si Qi piece, drawn with vector paths so it stays crisp at any scale. The two
// sides differ in shape as well as colour, after the tutorial's hearts and spades: the top
// side is a round red pebble marked with a heart, the bottom side a square slate tile
// marked with a spade.

#include "zousi/zousirules.h"

#include <QGraphicsObject>
#include <QPainterPath>

namespace gg::ui {

class ZousiPieceItem : public QGraphicsObject
{
    Q_OBJECT
public:
    ZousiPieceItem(zousi::Side side, qreal radius, QGraphicsItem *parent = nullptr);

    zousi::Side side() const { return m_side; }
    // Raised pieces (selected) cast a longer shadow.
    void setLifted(bool lifted);
    bool lifted() const { return m_lifted; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The whole piece painted centred on the origin with the given radius; shared with the
    // scene's side legend.
    static void paintPiece(QPainter *painter, zousi::Side side, qreal radius, bool lifted);
    // The suit symbols in a 1×1 box centred on the origin.
    static QPainterPath heartPath();
    static QPainterPath spadePath();

private:
    zousi::Side m_side;
    qreal m_radius;
    bool m_lifted = false;
};

} // namespace gg::ui
