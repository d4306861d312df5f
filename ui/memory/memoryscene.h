#pragma once
// Draws the Memory table: the cards, the keyboard cursor (a focus ring), in-scene messages
// and the pause cover. The scene reads the core game only to draw it; clicks go out as
// cardClicked(cell). sync() brings every card's look in line with the game, animating the
// cards that turned, so it is safe to call after any change.

#include "common/gamescene.h"
#include "memory/memoryrules.h"

#include <QGraphicsScene>
#include <QList>

#include <optional>

namespace gg::ui {

class MemoryCardItem;

class MemoryScene : public GameScene
{
    Q_OBJECT
public:
    explicit MemoryScene(QObject *parent = nullptr);

    static constexpr qreal CardWidth = 100.0;
    static constexpr qreal CardHeight = 128.0;
    static constexpr qreal Gap = 14.0;
    static constexpr qreal Margin = 22.0;

    // Rebuilds the cards for a new deal or a restored game (no animation).
    void setGame(const memory::Game &game);
    // Updates every card's look from the game; cards that turn animate if enabled.
    void sync(const memory::Game &game);
    void finishAnimations() override;
    bool animating() const;

    std::optional<memory::Point> cellAt(const QPointF &scenePos) const;
    QPointF cellCentre(memory::Point p) const;
    MemoryCardItem *card(memory::Point p) const;
    memory::Size size() const { return m_size; }

    // The keyboard cursor, drawn as a focus ring round its card once the keyboard is used.
    void setCursorCell(memory::Point p);
    memory::Point cursorCell() const { return m_cursor; }
    void setCursorVisible(bool on);
    bool cursorVisible() const { return m_cursorVisible; }

    // Pause: the cards are hidden so nothing can be memorised while the clock stands.
    void setCardsHidden(bool hidden);
    bool cardsHidden() const { return m_hidden; }

signals:
    void cardClicked(gg::memory::Point cell);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void placeCursor();

    memory::Size m_size;
    QList<MemoryCardItem *> m_cards; // row-major
    QGraphicsItem *m_cursorItem = nullptr;
    memory::Point m_cursor;
    bool m_cursorVisible = false;
    bool m_hidden = false;
};

} // namespace gg::ui
