#pragma once
// One Gomoku stone, vector-drawn with a soft radial shade and a small shadow; it can carry
// its move number, the last-move mark and the winning-line halo.

#include "gomoku/gomokutypes.h"

#include <QGraphicsItem>

namespace gg::ui {

class GomokuStoneItem : public QGraphicsItem
{
public:
    GomokuStoneItem(gomoku::Stone stone, qreal radius, QGraphicsItem *parent = nullptr);

    gomoku::Stone stone() const { return m_stone; }
    void setNumber(int number);
    int number() const { return m_number; }
    void setShowNumber(bool on);
    void setLast(bool on);
    bool isLast() const { return m_last; }
    void setWinning(bool on);
    bool isWinning() const { return m_winning; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The stone alone (also used for the hover ghost and the side panel's turn icon).
    static void paintStone(QPainter *painter, const QPointF &centre, qreal radius,
                           gomoku::Stone stone, bool shadow);

private:
    gomoku::Stone m_stone;
    qreal m_radius;
    int m_number = 0;
    bool m_showNumber = false;
    bool m_last = false;
    bool m_winning = false;
};

} // namespace gg::ui
