#include "twenty48/twenty48tileitem.h"

#include "common/appearance.h"

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

QColor Twenty48TileItem::background(int value)
{
    switch (value) {
    case 2:
        return QColor(0xee, 0xe4, 0xda);
    case 4:
        return QColor(0xed, 0xe0, 0xc8);
    case 8:
        return QColor(0xf2, 0xb1, 0x79);
    case 16:
        return QColor(0xf5, 0x95, 0x63);
    case 32:
        return QColor(0xf6, 0x7c, 0x5f);
    case 64:
        return QColor(0xf6, 0x5e, 0x3b);
    case 128:
        return QColor(0xed, 0xcf, 0x72);
    case 256:
        return QColor(0xed, 0xcc, 0x61);
    case 512:
        return QColor(0xed, 0xc8, 0x50);
    case 1024:
        return QColor(0xed, 0xc5, 0x3f);
    case 2048:
        return QColor(0xed, 0xc2, 0x2e);
    case 4096:
        return QColor(0xb7, 0x84, 0xab);
    case 8192:
        return QColor(0xa0, 0x5a, 0x9e);
    case 16384:
        return QColor(0x7d, 0x4a, 0xa8);
    case 32768:
        return QColor(0x50, 0x4a, 0xa8);
    default:
        return QColor(0x3c, 0x3a, 0x32);
    }
}

QColor Twenty48TileItem::foreground(int value)
{
    return value <= 4 ? QColor(0x77, 0x6e, 0x65) : QColor(0xf9, 0xf6, 0xf2);
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
