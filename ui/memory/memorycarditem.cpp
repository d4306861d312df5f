#include "memory/memorycarditem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "memory/memoryfacepainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <cmath>

namespace gg::ui {

MemoryCardItem::MemoryCardItem(int kind, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_kind(kind), m_size(size)
{
    setAcceptHoverEvents(true);
    // Clicks are read by the scene from the position, so they work mid-animation too.
    setAcceptedMouseButtons(Qt::NoButton);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    m_anim = new QVariantAnimation(this);
    m_anim->setStartValue(0.0);
    m_anim->setEndValue(1.0);
    connect(m_anim, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { onProgress(value.toReal()); });
    connect(m_anim, &QVariantAnimation::finished, this, [this] { onProgress(1.0); });
}

QRectF MemoryCardItem::boundingRect() const
{
    // A little room for the shadow and the selection glow.
    const qreal pad = m_size.width() * 0.06;
    return QRectF(-m_size.width() / 2 - pad, -m_size.height() / 2 - pad, m_size.width() + 2 * pad,
                  m_size.height() + 2 * pad);
}

bool MemoryCardItem::animating() const
{
    return m_anim->state() == QAbstractAnimation::Running;
}

void MemoryCardItem::finishAnimation()
{
    if (!animating())
        return;
    m_anim->stop();
    onProgress(1.0);
}

void MemoryCardItem::setFinder(int player)
{
    if (player == m_finder)
        return;
    m_finder = player;
    update();
}

void MemoryCardItem::setLook(Look look, Mark mark, bool animate)
{
    if (look == m_look && mark == m_mark)
        return;
    finishAnimation();
    const bool wasFace = m_look != Look::Back;
    const bool face = look != Look::Back;
    const bool pop = look == Look::Matched && m_look != Look::Matched;
    m_look = look;
    m_mark = mark;
    if (animate && wasFace != face) {
        m_turning = true;
        m_anim->setDuration(TurnMs);
        m_anim->start();
    } else if (animate && pop) {
        m_turning = false;
        m_drawFace = true;
        m_anim->setDuration(PopMs);
        m_anim->start();
    } else {
        m_drawFace = face;
        setTransform(QTransform());
    }
    update();
}

void MemoryCardItem::onProgress(qreal t)
{
    if (!m_turning) {
        // A found pair pops: up to 110 % and back.
        const qreal s = 1 + 0.1 * std::sin(M_PI * t);
        setTransform(QTransform::fromScale(s, s));
        return;
    }
    const bool face = m_look != Look::Back;
    const bool secondHalf = t >= 0.5;
    const bool drawFace = secondHalf ? face : !face;
    if (drawFace != m_drawFace) {
        m_drawFace = drawFace;
        update();
    }
    // Width 1 → 0 → 1, with a slight lift in the middle so it reads as a card turning over.
    const qreal sx = qMax(0.02, std::abs(1 - 2 * t));
    const qreal lift = 1 + 0.06 * std::sin(M_PI * t);
    setTransform(t >= 1.0 ? QTransform() : QTransform::fromScale(sx * lift, lift));
}

void MemoryCardItem::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    update();
}

void MemoryCardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const qreal w = m_size.width();
    const qreal radius = w * 0.09;
    const bool matched = m_drawFace && m_look == Look::Matched;
    if (Appearance::instance().highContrast()) {
        paintHighContrast(painter, r, matched);
        return;
    }

    // Shadow.
    painter->setPen(Qt::NoPen);
    painter->setBrush(Themes::instance().colour(QStringLiteral("memory"),
                                                QStringLiteral("card-shadow"), matched ? 25 : 55));
    painter->drawRoundedRect(r.translated(0, w * 0.035), radius, radius);

    if (!m_drawFace) {
        MemoryFaces::paintBack(painter, r, m_hover);
        return;
    }
    MemoryFaces::paintFace(painter, r, m_kind, matched, m_variant);

    if (matched) {
        // A small check badge in the corner says "found" without relying on colour.
        const qreal b = w * 0.13;
        const QPointF c = r.topRight() + QPointF(-b * 1.25, b * 1.25);
        painter->setPen(QPen(Qt::white, w * 0.02));
        // The same accents as the players' boxes in the side panel.
        painter->setBrush(m_finder == 0   ? QColor(0x2f, 0x6d, 0xb5)
                          : m_finder == 1 ? QColor(0xc0, 0x62, 0x1b)
                                          : QColor(0x2e, 0x8b, 0x57));
        painter->drawEllipse(c, b, b);
        QPainterPath tick;
        tick.moveTo(c + QPointF(-b * 0.5, 0));
        tick.lineTo(c + QPointF(-b * 0.12, b * 0.4));
        tick.lineTo(c + QPointF(b * 0.52, -b * 0.38));
        painter->setPen(QPen(Qt::white, w * 0.035, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(tick);
        return;
    }
    if (m_mark == Mark::None)
        return;
    // Selected: a solid gold rim. Mismatch: a dashed vermilion rim and a ✕ badge, so it reads
    // apart from the selection without colour too.
    const bool mismatch = m_mark == Mark::Mismatch;
    const QColor accent = mismatch ? QColor(0xd5, 0x4a, 0x1a) : QColor(0xe3, 0xa6, 0x1c);
    QPen rim(accent, w * 0.05, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    if (mismatch)
        rim.setDashPattern({2.2, 1.1});
    painter->setPen(rim);
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(r.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025), radius,
                             radius);
    if (!mismatch)
        return;
    const qreal b = w * 0.13;
    const QPointF c = r.topRight() + QPointF(-b * 1.25, b * 1.25);
    painter->setPen(QPen(Qt::white, w * 0.02));
    painter->setBrush(accent);
    painter->drawEllipse(c, b, b);
    painter->setPen(QPen(Qt::white, w * 0.035, Qt::SolidLine, Qt::RoundCap));
    const qreal x = b * 0.42;
    painter->drawLine(c + QPointF(-x, -x), c + QPointF(x, x));
    painter->drawLine(c + QPointF(-x, x), c + QPointF(x, -x));
}

void MemoryCardItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = true;
    update();
}

void MemoryCardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = false;
    update();
}

// High contrast: every card black with a white frame. The back: a white lattice; a face:
// its symbol in white; a found pair: the symbol in grey-white with a check in a white
// circle; selected: a thick yellow frame; a mismatch: a thick dashed yellow frame and a ✕.
void MemoryCardItem::paintHighContrast(QPainter *painter, const QRectF &r, bool matched) const
{
    using namespace HighContrast;
    const qreal w = m_size.width();
    const qreal radius = w * 0.09;
    QPen frame(Ink, w * 0.025);
    if (m_drawFace && !matched && m_mark == Mark::Selected)
        frame = QPen(Accent, w * 0.07);
    else if (m_drawFace && !matched && m_mark == Mark::Mismatch)
        frame = QPen(Accent, w * 0.07, Qt::DashLine);
    painter->setPen(frame);
    painter->setBrush(Ground);
    const qreal half = frame.widthF() / 2;
    painter->drawRoundedRect(r.adjusted(half, half, -half, -half), radius, radius);
    if (!m_drawFace) {
        // The back: a diamond lattice, brighter under the mouse.
        painter->setPen(QPen(m_hover ? Accent : Quiet, w * 0.02));
        painter->setBrush(Qt::NoBrush);
        const QRectF inner = r.adjusted(w * 0.16, w * 0.16, -w * 0.16, -w * 0.16);
        const QPointF c = inner.center();
        for (const qreal k : {0.45, 0.25}) {
            const qreal dx = inner.width() * k, dy = inner.height() * k;
            painter->drawPolygon(QPolygonF({c + QPointF(0, -dy), c + QPointF(dx, 0),
                                            c + QPointF(0, dy), c + QPointF(-dx, 0)}));
        }
        return;
    }
    const qreal side = w * (matched ? 0.6 : 0.72);
    const QRectF box(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
    QTransform t;
    t.translate(box.center().x(), box.center().y());
    t.scale(side / 2, side / 2);
    painter->setPen(Qt::NoPen);
    painter->setBrush(matched ? Quiet : Ink);
    painter->drawPath(t.map(MemoryFaces::symbol(m_kind)));
    const qreal b = w * 0.13;
    const QPointF c = r.topRight() + QPointF(-b * 1.25, b * 1.25);
    if (matched) {
        painter->setPen(QPen(Ink, w * 0.02));
        painter->setBrush(Ground);
        painter->drawEllipse(c, b, b);
        QPainterPath tick;
        tick.moveTo(c + QPointF(-b * 0.5, 0));
        tick.lineTo(c + QPointF(-b * 0.12, b * 0.4));
        tick.lineTo(c + QPointF(b * 0.52, -b * 0.38));
        painter->setPen(QPen(Ink, w * 0.035, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(tick);
    } else if (m_mark == Mark::Mismatch) {
        painter->setPen(QPen(Accent, w * 0.035, Qt::SolidLine, Qt::RoundCap));
        const qreal x = b * 0.5;
        painter->drawLine(c + QPointF(-x, -x), c + QPointF(x, x));
        painter->drawLine(c + QPointF(-x, x), c + QPointF(x, -x));
    }
}

} // namespace gg::ui
