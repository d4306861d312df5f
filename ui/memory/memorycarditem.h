#pragma once
// One Memory card. It shows its back, its face (turned this move, or a mismatch on show) or
// its face as a found pair (quieter, with a check mark). Turning animates by scaling the
// card's width 1 → 0 → 1 and swapping the side at the middle; a found pair gives a small pop.
// The item is centred on its position so the scaling turns it about its middle.

#include <QGraphicsObject>

class QVariantAnimation;

namespace gg::ui {

class MemoryCardItem : public QGraphicsObject
{
    Q_OBJECT
public:
    enum class Look { Back, Face, Matched };
    // Extra marks on a face-up card.
    enum class Mark { None, Selected, Mismatch };

    MemoryCardItem(int kind, QSizeF size, QGraphicsItem *parent = nullptr);

    int kind() const { return m_kind; }
    // Which card of its pair this is: "" the first (in board order), "b" the second. The 汉字
    // theme shows the character on the first and its picture and pinyin on the second.
    QString variant() const { return m_variant; }
    void setVariant(const QString &variant);
    Look look() const { return m_look; }
    Mark mark() const { return m_mark; }
    // Changes the look; turning between back and face animates when `animate` is true.
    void setLook(Look look, Mark mark, bool animate);
    // Versus: who found this pair (0 or 1); its check badge takes that player's colour.
    // -1 (solo) gives the plain green badge.
    void setFinder(int player);
    void finishAnimation();
    bool animating() const;
    // The side currently drawn (during a turn it changes at the middle).
    bool showingFace() const { return m_drawFace; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static constexpr int TurnMs = 220;
    static constexpr int PopMs = 260;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    void paintHighContrast(QPainter *painter, const QRectF &r, bool matched) const;
    void onProgress(qreal t);

    int m_kind;
    QString m_variant;
    QSizeF m_size;
    Look m_look = Look::Back;
    Mark m_mark = Mark::None;
    bool m_drawFace = false;
    bool m_hover = false;
    int m_finder = -1;
    bool m_turning = false; // the running animation is a turn (else a pop)
    QVariantAnimation *m_anim = nullptr;
};

} // namespace gg::ui
