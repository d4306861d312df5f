#include "gomoku/gomokustoneitem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include <QFont>
#include <QPainter>
#include <QRadialGradient>

namespace gg::ui {

namespace {
const QString ThemeGame = QStringLiteral("gomoku");
} // namespace

GomokuStoneItem::GomokuStoneItem(gomoku::Stone stone, qreal radius, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_stone(stone), m_radius(radius)
{
    setZValue(2);
    setAcceptedMouseButtons(Qt::NoButton);
}

void GomokuStoneItem::setNumber(int number)
{
    if (m_number != number) {
        m_number = number;
        update();
    }
}

void GomokuStoneItem::setShowNumber(bool on)
{
    if (m_showNumber != on) {
        m_showNumber = on;
        update();
    }
}

void GomokuStoneItem::setLast(bool on)
{
    if (m_last != on) {
        m_last = on;
        update();
    }
}

void GomokuStoneItem::setWinning(bool on)
{
    if (m_winning != on) {
        m_winning = on;
        update();
    }
}

QRectF GomokuStoneItem::boundingRect() const
{
    const qreal r = m_radius * 1.3;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

void GomokuStoneItem::paintStone(QPainter *painter, const QPointF &c, qreal r, gomoku::Stone stone,
                                 bool shadow)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    if (Appearance::instance().highContrast()) {
        // White stones white; black stones black inside a white ring: told apart by fill.
        if (stone == gomoku::Stone::Black) {
            painter->setPen(QPen(HighContrast::Ink, r * 0.14));
            painter->setBrush(HighContrast::Ground);
            painter->drawEllipse(c, r * 0.93, r * 0.93);
        } else {
            painter->setBrush(HighContrast::Ink);
            painter->drawEllipse(c, r, r);
        }
        painter->restore();
        return;
    }
    if (shadow) {
        QRadialGradient shade(c + QPointF(r * 0.12, r * 0.16), r * 1.08);
        const QColor dark = Themes::instance().colour(ThemeGame, QStringLiteral("stone-shadow"));
        shade.setColorAt(0.80, QColor(dark.red(), dark.green(), dark.blue(), 110));
        shade.setColorAt(1.0, QColor(dark.red(), dark.green(), dark.blue(), 0));
        painter->setBrush(shade);
        painter->drawEllipse(c + QPointF(r * 0.12, r * 0.16), r * 1.08, r * 1.08);
    }
    // Light from the upper left: the highlight sits off centre, the rim is darker.
    QRadialGradient body(c, r, c - QPointF(r * 0.38, r * 0.42));
    if (stone == gomoku::Stone::Black) {
        body.setColorAt(0.0, Themes::instance().colour(ThemeGame, QStringLiteral("black-light")));
        body.setColorAt(0.35, Themes::instance().colour(ThemeGame, QStringLiteral("black-middle")));
        body.setColorAt(1.0, Themes::instance().colour(ThemeGame, QStringLiteral("black-dark")));
    } else {
        body.setColorAt(0.0, Themes::instance().colour(ThemeGame, QStringLiteral("white-light")));
        body.setColorAt(0.55, Themes::instance().colour(ThemeGame, QStringLiteral("white-middle")));
        body.setColorAt(1.0, Themes::instance().colour(ThemeGame, QStringLiteral("white-dark")));
    }
    painter->setBrush(body);
    painter->drawEllipse(c, r, r);
    painter->restore();
}

void GomokuStoneItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal r = m_radius;
    painter->setRenderHint(QPainter::Antialiasing);
    if (Appearance::instance().highContrast()) {
        paintStone(painter, QPointF(0, 0), r, m_stone, false);
        const QColor onStone =
            m_stone == gomoku::Stone::Black ? HighContrast::Ink : HighContrast::Ground;
        if (m_showNumber && m_number > 0) {
            QFont font;
            font.setPixelSize(int(r * (m_number >= 100 ? 0.78 : 0.95)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(onStone);
            painter->drawText(boundingRect(), Qt::AlignCenter, QString::number(m_number));
        } else if (m_last) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(onStone);
            painter->drawEllipse(QPointF(0, 0), r * 0.25, r * 0.25);
        }
        painter->setBrush(Qt::NoBrush);
        if (m_last) { // the last move: a cyan ring round the stone
            painter->setPen(QPen(HighContrast::Mark, r * 0.12));
            painter->drawEllipse(QPointF(0, 0), r * 1.1, r * 1.1);
        }
        if (m_winning) { // the five: a thick yellow ring
            painter->setPen(QPen(HighContrast::Accent, r * 0.16));
            painter->drawEllipse(QPointF(0, 0), r * 1.12, r * 1.12);
        }
        return;
    }
    if (m_winning) {
        QRadialGradient glow(QPointF(0, 0), r * 1.3);
        glow.setColorAt(0.70,
                        Themes::instance().colour(ThemeGame, QStringLiteral("win-glow"), 230));
        glow.setColorAt(1.0, Themes::instance().colour(ThemeGame, QStringLiteral("win-glow"), 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(glow);
        painter->drawEllipse(QPointF(0, 0), r * 1.3, r * 1.3);
    }
    paintStone(painter, QPointF(0, 0), r, m_stone, !m_winning);
    const QColor red = Themes::instance().colour(ThemeGame, QStringLiteral("last-move"));
    if (m_showNumber && m_number > 0) {
        QFont font;
        font.setPixelSize(int(r * (m_number >= 100 ? 0.78 : 0.95)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(
            m_last ? red
                   : Themes::instance().colour(ThemeGame, m_stone == gomoku::Stone::Black
                                                              ? QStringLiteral("number-on-black")
                                                              : QStringLiteral("number-on-white")));
        painter->drawText(boundingRect(), Qt::AlignCenter, QString::number(m_number));
    } else if (m_last) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(red);
        painter->drawEllipse(QPointF(0, 0), r * 0.22, r * 0.22);
    }
    if (m_winning) {
        painter->setPen(
            QPen(Themes::instance().colour(ThemeGame, QStringLiteral("win-ring")), r * 0.08));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(0, 0), r * 1.02, r * 1.02);
    }
}

} // namespace gg::ui
