#include "zousi/zousipieceitem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include <QPainter>
#include <QRadialGradient>

namespace gg::ui {

ZousiPieceItem::ZousiPieceItem(zousi::Side side, qreal radius, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_side(side), m_radius(radius)
{
    setAcceptedMouseButtons(Qt::NoButton); // clicks go to the scene, which maps points
}

void ZousiPieceItem::setLifted(bool lifted)
{
    if (m_lifted == lifted)
        return;
    m_lifted = lifted;
    update();
}

QRectF ZousiPieceItem::boundingRect() const
{
    const qreal r = m_radius * 1.3;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

void ZousiPieceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    paintPiece(painter, m_side, m_radius, m_lifted);
}

QPainterPath ZousiPieceItem::heartPath()
{
    QPainterPath heart;
    heart.moveTo(0, 0.46);
    heart.cubicTo(-0.22, 0.28, -0.5, 0.08, -0.5, -0.16);
    heart.cubicTo(-0.5, -0.38, -0.33, -0.48, -0.22, -0.48);
    heart.cubicTo(-0.1, -0.48, -0.03, -0.4, 0, -0.3);
    heart.cubicTo(0.03, -0.4, 0.1, -0.48, 0.22, -0.48);
    heart.cubicTo(0.33, -0.48, 0.5, -0.38, 0.5, -0.16);
    heart.cubicTo(0.5, 0.08, 0.22, 0.28, 0, 0.46);
    heart.closeSubpath();
    return heart;
}

QPainterPath ZousiPieceItem::spadePath()
{
    // An upside-down heart for the leaf, and a flared stem below it.
    QPainterPath leaf;
    leaf.moveTo(0, -0.5);
    leaf.cubicTo(-0.2, -0.3, -0.48, -0.12, -0.48, 0.1);
    leaf.cubicTo(-0.48, 0.3, -0.32, 0.38, -0.2, 0.38);
    leaf.cubicTo(-0.1, 0.38, -0.03, 0.32, 0, 0.24);
    leaf.cubicTo(0.03, 0.32, 0.1, 0.38, 0.2, 0.38);
    leaf.cubicTo(0.32, 0.38, 0.48, 0.3, 0.48, 0.1);
    leaf.cubicTo(0.48, -0.12, 0.2, -0.3, 0, -0.5);
    leaf.closeSubpath();
    QPainterPath stem;
    stem.moveTo(-0.05, 0.2);
    stem.quadTo(-0.04, 0.42, -0.2, 0.5);
    stem.lineTo(0.2, 0.5);
    stem.quadTo(0.04, 0.42, 0.05, 0.2);
    stem.closeSubpath();
    return leaf.united(stem);
}

void ZousiPieceItem::paintPiece(QPainter *painter, zousi::Side side, qreal r, bool lifted)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    if (Appearance::instance().highContrast()) {
        // Black pieces framed in white (yellow when picked up): hearts round, spades square,
        // each with its suit in white.
        const bool hearts = side == zousi::Side::X;
        painter->setPen(
            QPen(lifted ? HighContrast::Accent : HighContrast::Ink, r * (lifted ? 0.16 : 0.1)));
        painter->setBrush(HighContrast::Ground);
        if (hearts)
            painter->drawEllipse(QPointF(0, 0), r * 0.95, r * 0.95);
        else
            painter->drawRoundedRect(QRectF(-r * 0.88, -r * 0.88, r * 1.76, r * 1.76), r * 0.18,
                                     r * 0.18);
        QTransform scale;
        scale.scale(r * 1.05, r * 1.05);
        painter->setPen(Qt::NoPen);
        painter->setBrush(HighContrast::Ink);
        painter->drawPath(scale.map(hearts ? heartPath() : spadePath()));
        painter->restore();
        return;
    }
    // A soft shadow on the cement; longer when the piece is picked up.
    const QPointF shadowOffset = lifted ? QPointF(r * 0.16, r * 0.24) : QPointF(r * 0.07, r * 0.11);
    QRadialGradient shade(shadowOffset, r * 1.15);
    shade.setColorAt(0.0, QColor(0, 0, 0, lifted ? 90 : 120));
    shade.setColorAt(0.75, QColor(0, 0, 0, lifted ? 40 : 60));
    shade.setColorAt(1.0, QColor(0, 0, 0, 0));
    painter->setBrush(shade);
    painter->drawEllipse(shadowOffset, r * 1.15, r * 1.15);
    if (lifted)
        painter->translate(-r * 0.04, -r * 0.07);

    const auto colour = [](const char *role) {
        return Themes::instance().colour(QStringLiteral("zousi"), QLatin1String(role));
    };
    const bool hearts = side == zousi::Side::X;
    if (hearts) {
        // A round, glazed red pebble.
        QRadialGradient body(QPointF(-r * 0.35, -r * 0.4), r * 1.5);
        body.setColorAt(0.0, colour("heart-light"));
        body.setColorAt(0.45, colour("heart-middle"));
        body.setColorAt(1.0, colour("heart-dark"));
        painter->setBrush(body);
        painter->setPen(QPen(colour("heart-edge"), r * 0.04));
        painter->drawEllipse(QPointF(0, 0), r, r);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 55));
        painter->drawEllipse(QPointF(-r * 0.34, -r * 0.4), r * 0.34, r * 0.2);
    } else {
        // A square slate tile with bevelled edges.
        const qreal h = r * 0.9;
        const QRectF tile(-h, -h, 2 * h, 2 * h);
        QLinearGradient body(tile.topLeft(), tile.bottomRight());
        body.setColorAt(0.0, colour("spade-light"));
        body.setColorAt(0.5, colour("spade-middle"));
        body.setColorAt(1.0, colour("spade-dark"));
        painter->setBrush(body);
        painter->setPen(QPen(colour("spade-edge"), r * 0.04));
        painter->drawRoundedRect(tile, r * 0.2, r * 0.2);
        painter->setPen(QPen(QColor(255, 255, 255, 50), r * 0.05));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(tile.adjusted(r * 0.12, r * 0.12, -r * 0.12, -r * 0.12), r * 0.12,
                                 r * 0.12);
    }

    // The suit, in ivory with a faint engraved edge.
    QPainterPath symbol = hearts ? heartPath() : spadePath();
    QTransform scale;
    scale.scale(r * 1.05, r * 1.05);
    symbol = scale.map(symbol);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawPath(symbol.translated(r * 0.02, r * 0.04));
    painter->setBrush(colour("suit"));
    painter->drawPath(symbol);
    painter->restore();
}

} // namespace gg::ui
