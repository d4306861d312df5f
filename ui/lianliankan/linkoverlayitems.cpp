#include "lianliankan/linkoverlayitems.h"

#include "common/appearance.h"

#include <QFontMetricsF>

#include <QLinearGradient>
#include <QPainter>

namespace gg::ui {

LinkPathItem::LinkPathItem(const QColor &core, bool dashed) : m_core(core), m_dashed(dashed)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void LinkPathItem::setPoints(const QPolygonF &points)
{
    prepareGeometryChange();
    m_points = points;
}

QRectF LinkPathItem::boundingRect() const
{
    return m_points.boundingRect().adjusted(-30, -30, 30, 30);
}

void LinkPathItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_points.size() < 2)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    const bool high = Appearance::instance().highContrast();
    painter->setPen(QPen(high ? HighContrast::Ground : QColor(255, 255, 255, 210), 26,
                         Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(m_points);
    QPen core(m_core, 13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (m_dashed)
        core.setDashPattern({1.6, 1.2});
    painter->setPen(core);
    painter->drawPolyline(m_points);
    painter->setPen(QPen(QColor(255, 255, 255, 230), 5));
    painter->setBrush(m_core);
    for (const QPointF &end : {m_points.first(), m_points.last()})
        painter->drawEllipse(end, 15, 15);
}

LinkTimeBarItem::LinkTimeBarItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void LinkTimeBarItem::setRect(const QRectF &rect)
{
    prepareGeometryChange();
    m_rect = rect;
}

void LinkTimeBarItem::set(qreal fraction, const QString &text)
{
    fraction = qBound(0.0, fraction, 1.0);
    if (qFuzzyCompare(fraction + 1, m_fraction + 1) && text == m_text)
        return;
    m_fraction = fraction;
    m_text = text;
    update();
}

QColor LinkTimeBarItem::colour() const
{
    if (Appearance::instance().highContrast())
        return m_fraction <= 0.2 ? HighContrast::Accent : HighContrast::Ink;
    if (m_fraction <= 0.2)
        return QColor(0xe0, 0x33, 0x2a);
    if (m_fraction <= 0.45)
        return QColor(0xf0, 0xa0, 0x1e);
    return QColor(0x4c, 0xc2, 0x6a);
}

void LinkTimeBarItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_rect.height() / 2;
    const bool high = Appearance::instance().highContrast();
    if (high) {
        // A white frame, the time left filled white (yellow when low), the text in black on
        // a black-outlined plate so it reads over both.
        painter->setPen(QPen(HighContrast::Ink, 3));
        painter->setBrush(HighContrast::Ground);
        painter->drawRoundedRect(m_rect, r, r);
        if (m_fraction > 0) {
            QRectF fill = m_rect.adjusted(5, 5, -5, -5);
            fill.setWidth(qMax(fill.height(), fill.width() * m_fraction));
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour());
            painter->drawRoundedRect(fill, fill.height() / 2, fill.height() / 2);
        }
        QFont font;
        font.setPixelSize(qMax(1, qRound(m_rect.height() * 0.62)));
        font.setBold(true);
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        const qreal w = metrics.horizontalAdvance(m_text) + r;
        const QRectF plate(m_rect.center().x() - w / 2, m_rect.top() + 3, w, m_rect.height() - 6);
        painter->setPen(QPen(HighContrast::Ink, 2));
        painter->setBrush(HighContrast::Ground);
        painter->drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
        painter->setPen(HighContrast::Ink);
        painter->drawText(plate, Qt::AlignCenter, m_text);
        return;
    }
    painter->setPen(QPen(QColor(0, 0, 0, 70), 3));
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawRoundedRect(m_rect, r, r);
    if (m_fraction > 0) {
        QRectF fill = m_rect.adjusted(5, 5, -5, -5);
        fill.setWidth(qMax(fill.height(), fill.width() * m_fraction));
        QLinearGradient light(fill.topLeft(), fill.bottomLeft());
        light.setColorAt(0, colour().lighter(125));
        light.setColorAt(1, colour());
        painter->setPen(Qt::NoPen);
        painter->setBrush(light);
        painter->drawRoundedRect(fill, fill.height() / 2, fill.height() / 2);
    }
    QFont font;
    font.setPixelSize(qMax(1, qRound(m_rect.height() * 0.7)));
    font.setBold(true);
    painter->setFont(font);
    // The time on a dark plate, so the white digits read over the light green, orange and
    // red of the bar alike (at least 4.5:1).
    const QFontMetricsF metrics(font);
    const qreal w = metrics.horizontalAdvance(m_text) + r * 1.4;
    const QRectF plate(m_rect.center().x() - w / 2, m_rect.top() + 4, w, m_rect.height() - 8);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x10, 0x20, 0x18, 185));
    painter->drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
    painter->setPen(Qt::white);
    painter->drawText(plate, Qt::AlignCenter, m_text);
}

} // namespace gg::ui
