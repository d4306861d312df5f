#pragma once
// Items drawn over the Lianliankan board: the connecting path of a match or a hint, and the
// countdown bar above the board. Both are plain vector painting in scene units.

#include <QColor>
#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>

namespace gg::ui {

// The connecting path: a bright line with a light halo through the corner points, and a dot
// on each end, readable on the tiles and on the felt alike.
class LinkPathItem : public QGraphicsItem
{
public:
    LinkPathItem(const QColor &core, bool dashed);
    void setPoints(const QPolygonF &points);
    void setCore(const QColor &core)
    {
        m_core = core;
        update();
    }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QColor m_core;
    bool m_dashed;
    QPolygonF m_points;
};

// The countdown above the board: a track, the part of the time left (green, then amber,
// then red when little is left) and the clock text.
class LinkTimeBarItem : public QGraphicsItem
{
public:
    LinkTimeBarItem();
    void setRect(const QRectF &rect);
    void set(qreal fraction, const QString &text);
    qreal fraction() const { return m_fraction; }
    // Green, amber under 45 % left, red under 20 %.
    QColor colour() const;
    QRectF boundingRect() const override { return m_rect.adjusted(-4, -4, 4, 4); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
    qreal m_fraction = 1;
    QString m_text;
};

} // namespace gg::ui
