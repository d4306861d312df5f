#pragma once
// One Lianliankan tile: a light face with a subtle 3D edge and its vector symbol, or its back
// while the game is paused. The marks (selected, hint, same kind, refused) recolour the face
// and its border so they read at a glance at any size.

#include <QGraphicsObject>

namespace gg::ui {

class LianliankanTileItem : public QGraphicsObject
{
    Q_OBJECT
public:
    enum Mark {
        None = 0,
        Selected = 1,
        Hinted = 2,
        SameKind = 4,
        Refused = 8,
    };

    LianliankanTileItem(int kind, const QSizeF &cell, QGraphicsItem *parent = nullptr);

    int kind() const { return m_kind; }
    int marks() const { return m_marks; }
    bool hasMark(Mark mark) const { return m_marks & mark; }
    void setMark(Mark mark, bool on);
    void clearMarks();
    bool faceDown() const { return m_faceDown; }
    void setFaceDown(bool down);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintHighContrast(QPainter *painter, const QRectF &face, qreal unit, qreal radius) const;
    int m_kind;
    QSizeF m_cell;
    int m_marks = None;
    bool m_faceDown = false;
};

} // namespace gg::ui
