#pragma once
// One 2048 tile, vector-drawn so it stays sharp at any scale.

#include <QGraphicsItem>

namespace gg::ui {

class Twenty48TileItem : public QGraphicsItem
{
public:
    Twenty48TileItem(int value, qreal size, QGraphicsItem *parent = nullptr);

    int value() const { return m_value; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static QColor background(int value);
    static QColor foreground(int value);

private:
    int m_value;
    qreal m_size;
};

} // namespace gg::ui
