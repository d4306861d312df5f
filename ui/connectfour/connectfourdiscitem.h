#pragma once
// One Connect Four disc, drawn with vector painting in scene units: a glossy red or yellow
// disc with an inner ring, plus the marks the scene puts on it (last move dot, winning
// glow). Ghost and hint discs are the same item drawn translucent.

#include "connectfour/connectfourboard.h"

#include <QGraphicsObject>

namespace gg::ui {

class ConnectFourDiscItem : public QGraphicsObject
{
    Q_OBJECT
public:
    enum class Style { Solid, Ghost, Hint };

    ConnectFourDiscItem(c4::Disc disc, qreal diameter, Style style = Style::Solid,
                        QGraphicsItem *parent = nullptr);

    c4::Disc disc() const { return m_disc; }
    void setDisc(c4::Disc disc);
    Style style() const { return m_style; }
    bool lastMove() const { return m_last; }
    void setLastMove(bool on);
    bool winning() const { return m_winning; }
    void setWinning(bool on);

    static QColor baseColor(c4::Disc disc);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintPattern(QPainter *painter, qreal r) const;
    void paintHighContrast(QPainter *painter, qreal r) const;
    c4::Disc m_disc;
    qreal m_diameter;
    Style m_style;
    bool m_last = false;
    bool m_winning = false;
};

} // namespace gg::ui
