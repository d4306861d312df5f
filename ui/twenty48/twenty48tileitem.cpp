#include "twenty48/twenty48tileitem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include <QPainter>

namespace gg::ui {

Twenty48TileItem::Twenty48TileItem(int value, qreal size, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_value(value), m_size(size)
{
    setTransformOriginPoint(size / 2, size / 2);
    setCacheMode(QGraphicsItem::NoCache);
}

QRectF Twenty48TileItem::boundingRect() const
{
    return QRectF(0, 0, m_size, m_size);
}

// The theme's colour for the tile (tile-2 … tile-32768, then tile-larger).
QColor Twenty48TileItem::background(int value)
{
    const bool known = value >= 2 && value <= 32768 && (value & (value - 1)) == 0;
    return Themes::instance().colour(QStringLiteral("2048"),
                                     known ? QStringLiteral("tile-%1").arg(value)
                                           : QStringLiteral("tile-larger"));
}

// The digits: the theme's dark or light digit colour, whichever stands out more on the tile
// (at least 3:1 for the large bold digits with the classic colours: dark brown on the sand,
// orange and gold tiles, white on the violets and the largest).
QColor Twenty48TileItem::foreground(int value)
{
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("2048");
    const QColor tile = background(value);
    const QColor dark = themes.colour(game, QStringLiteral("digits-dark"));
    const QColor light = themes.colour(game, QStringLiteral("digits"));
    return contrastRatio(dark, tile) >= contrastRatio(light, tile) ? dark : light;
}

void Twenty48TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    const bool high = Appearance::instance().highContrast();
    // High contrast: white tiles, yellow from 2048 on, black digits.
    const QColor base =
        high ? (m_value >= 2048 ? HighContrast::Accent : HighContrast::Ink) : background(m_value);
    painter->setBrush(base);
    const qreal radius = m_size * 0.07;
    painter->drawRoundedRect(boundingRect(), radius, radius);
    // A faint glow on the big tiles, as the eye expects from the original game.
    if (m_value >= 128 && !high) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(base.lighter(115), m_size * 0.03));
        painter->drawRoundedRect(
            boundingRect().adjusted(m_size * 0.02, m_size * 0.02, -m_size * 0.02, -m_size * 0.02),
            radius, radius);
    }
    const QString text = QString::number(m_value);
    QFont font;
    font.setBold(true);
    // Digits shrink with their count so every value fits on one line.
    const qreal scale = text.size() <= 2   ? 0.5
                        : text.size() == 3 ? 0.42
                        : text.size() == 4 ? 0.34
                                           : 0.27;
    font.setPixelSize(qMax(1, qRound(m_size * scale)));
    painter->setFont(font);
    painter->setPen(high ? HighContrast::Ground : foreground(m_value));
    painter->drawText(boundingRect(), Qt::AlignCenter, text);
}

} // namespace gg::ui
