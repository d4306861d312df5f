#include "connectfour/connectfourdiscitem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include <QPainterPath>

#include <QPainter>
#include <QRadialGradient>

namespace gg::ui {

ConnectFourDiscItem::ConnectFourDiscItem(c4::Disc disc, qreal diameter, Style style,
                                         QGraphicsItem *parent)
    : QGraphicsObject(parent), m_disc(disc), m_diameter(diameter), m_style(style)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QColor ConnectFourDiscItem::baseColor(c4::Disc disc)
{
    return Themes::instance().colour(QStringLiteral("connect4"),
                                     disc == c4::Disc::Red ? QStringLiteral("disc-red")
                                                           : QStringLiteral("disc-yellow"));
}

void ConnectFourDiscItem::setDisc(c4::Disc disc)
{
    if (disc == m_disc)
        return;
    m_disc = disc;
    update();
}

void ConnectFourDiscItem::setLastMove(bool on)
{
    if (on == m_last)
        return;
    m_last = on;
    update();
}

void ConnectFourDiscItem::setWinning(bool on)
{
    if (on == m_winning)
        return;
    m_winning = on;
    update();
}

QRectF ConnectFourDiscItem::boundingRect() const
{
    // Centred on the item's position; a little room for the hint's outline.
    const qreal r = m_diameter / 2 + 4;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

void ConnectFourDiscItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_diameter / 2;
    const QColor base = baseColor(m_disc);
    if (Appearance::instance().highContrast()) {
        // No see-through discs: faded colours would fall below 7:1.
        paintHighContrast(painter, r);
        return;
    }
    if (m_style != Style::Solid)
        // The preview is see-through; on the dark look's near-black less so, or its yellow
        // turns to mud.
        painter->setOpacity(m_style == Style::Ghost ? (Appearance::instance().dark() ? 0.8 : 0.55)
                                                    : 0.8);

    QRadialGradient shade(QPointF(-r * 0.35, -r * 0.4), r * 1.5);
    shade.setColorAt(0, base.lighter(135));
    shade.setColorAt(0.55, base);
    shade.setColorAt(1, base.darker(135));
    painter->setPen(QPen(base.darker(160), r * 0.05));
    painter->setBrush(shade);
    painter->drawEllipse(QPointF(0, 0), r * 0.97, r * 0.97);
    // The embossed inner ring real discs have.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(base.darker(125), r * 0.07));
    painter->drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68);
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("connect4");
    const QColor mark = themes.colour(game, QStringLiteral("disc-mark"));
    painter->setPen(QPen(themes.colour(game, QStringLiteral("disc-mark"), 70), r * 0.04));
    painter->drawArc(QRectF(-r * 0.62, -r * 0.62, r * 1.24, r * 1.24), 40 * 16, 100 * 16);
    // A theme for colour-blind players: the discs differ by pattern too (a ring, stripes).
    if (themes.current(game).value(QStringLiteral("discs")) == QLatin1String("patterns"))
        paintPattern(painter, r);

    if (m_style == Style::Hint) {
        QPen dash(themes.colour(game, QStringLiteral("disc-mark"), 230), r * 0.08, Qt::DashLine);
        painter->setPen(dash);
        painter->drawEllipse(QPointF(0, 0), r * 0.97, r * 0.97);
    }
    if (m_winning) {
        painter->setPen(QPen(themes.colour(game, QStringLiteral("disc-mark"), 235), r * 0.14));
        painter->drawEllipse(QPointF(0, 0), r * 0.8, r * 0.8);
        painter->setPen(QPen(themes.colour(game, QStringLiteral("win-ring")), r * 0.06));
        painter->drawEllipse(QPointF(0, 0), r * 0.8, r * 0.8);
    }
    if (m_last) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(mark);
        painter->drawEllipse(QPointF(0, 0), r * 0.16, r * 0.16);
        painter->setBrush(QColor(0, 0, 0, 60));
        painter->drawEllipse(QPointF(0, 0), r * 0.07, r * 0.07);
    }
}

// The patterns theme: red carries a light ring, yellow dark diagonal stripes, so the two
// differ for any eye (and in greyscale), colour aside.
void ConnectFourDiscItem::paintPattern(QPainter *painter, qreal r) const
{
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("connect4");
    painter->save();
    painter->setBrush(Qt::NoBrush);
    if (m_disc == c4::Disc::Red) {
        painter->setPen(QPen(themes.colour(game, QStringLiteral("disc-pattern-red")), r * 0.14));
        painter->drawEllipse(QPointF(0, 0), r * 0.5, r * 0.5);
    } else {
        QPainterPath disc;
        disc.addEllipse(QPointF(0, 0), r * 0.9, r * 0.9);
        painter->setClipPath(disc);
        painter->setPen(QPen(themes.colour(game, QStringLiteral("disc-pattern-yellow")), r * 0.12));
        for (qreal d = -2 * r; d <= 2 * r; d += r * 0.42)
            painter->drawLine(QPointF(d - r, r), QPointF(d + r, -r));
    }
    painter->restore();
}

// High contrast: the discs differ by pattern, not only by colour. Red is a white disc with
// a black ring; yellow a yellow disc with black diagonal stripes. The winning four get a
// cyan ring outside, the last move a black dot in a cyan ring.
void ConnectFourDiscItem::paintHighContrast(QPainter *painter, qreal r) const
{
    const bool red = m_disc == c4::Disc::Red;
    const QColor face = red ? HighContrast::Ink : HighContrast::Accent;
    painter->setPen(Qt::NoPen);
    painter->setBrush(face);
    painter->drawEllipse(QPointF(0, 0), r * 0.97, r * 0.97);
    painter->setBrush(Qt::NoBrush);
    if (red) {
        painter->setPen(QPen(HighContrast::Ground, r * 0.16));
        painter->drawEllipse(QPointF(0, 0), r * 0.58, r * 0.58);
    } else {
        QPainterPath disc;
        disc.addEllipse(QPointF(0, 0), r * 0.97, r * 0.97);
        painter->save();
        painter->setClipPath(disc);
        painter->setPen(QPen(HighContrast::Ground, r * 0.13));
        for (qreal d = -2 * r; d <= 2 * r; d += r * 0.42)
            painter->drawLine(QPointF(d - r, r), QPointF(d + r, -r));
        painter->restore();
    }
    if (m_style == Style::Hint) {
        painter->setPen(QPen(HighContrast::Mark, r * 0.1, Qt::DashLine));
        painter->drawEllipse(QPointF(0, 0), r * 0.97, r * 0.97);
    }
    if (m_winning) {
        painter->setPen(QPen(HighContrast::Mark, r * 0.12));
        painter->drawEllipse(QPointF(0, 0), r * 1.02, r * 1.02);
    }
    if (m_last) {
        painter->setPen(QPen(HighContrast::Mark, r * 0.08));
        painter->setBrush(HighContrast::Ground);
        painter->drawEllipse(QPointF(0, 0), r * 0.2, r * 0.2);
    }
}

} // namespace gg::ui
