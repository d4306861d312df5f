#include "memory/memoryscene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "memory/memorycarditem.h"

#include <QGraphicsSceneMouseEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QSet>

namespace gg::ui {
namespace {

// The keyboard focus ring: a white halo round a strong blue line, visible on the deep card
// backs, on the ivory faces and on the table alike.
class CursorItem : public QGraphicsItem
{
public:
    explicit CursorItem(QSizeF size) : m_size(size)
    {
        setAcceptedMouseButtons(Qt::NoButton);
        setZValue(50);
    }
    QRectF boundingRect() const override
    {
        const qreal pad = m_size.width() * 0.16;
        return QRectF(-m_size.width() / 2 - pad, -m_size.height() / 2 - pad,
                      m_size.width() + 2 * pad, m_size.height() + 2 * pad);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal w = m_size.width();
        const qreal out = w * 0.075;
        const QRectF r(-m_size.width() / 2 - out, -m_size.height() / 2 - out,
                       m_size.width() + 2 * out, m_size.height() + 2 * out);
        const qreal radius = w * 0.14;
        painter->setBrush(Qt::NoBrush);
        if (Appearance::instance().highContrast()) {
            painter->setPen(QPen(HighContrast::Accent, w * 0.06, Qt::DotLine));
            painter->drawRoundedRect(r, radius, radius);
            return;
        }
        painter->setPen(QPen(QColor(255, 255, 255, 235), w * 0.085));
        painter->drawRoundedRect(r, radius, radius);
        painter->setPen(QPen(QColor(0x1f, 0x6f, 0xd1), w * 0.045));
        painter->drawRoundedRect(r, radius, radius);
    }

private:
    QSizeF m_size;
};

MemoryCardItem::Look lookFor(memory::CardState state)
{
    switch (state) {
    case memory::CardState::FaceUp:
        return MemoryCardItem::Look::Face;
    case memory::CardState::Matched:
        return MemoryCardItem::Look::Matched;
    case memory::CardState::FaceDown:
        break;
    }
    return MemoryCardItem::Look::Back;
}

} // namespace

MemoryScene::MemoryScene(QObject *parent) : GameScene(parent)
{
    m_cursorItem = new CursorItem(QSizeF(CardWidth, CardHeight));
    m_cursorItem->setVisible(false);
    addItem(m_cursorItem);
}

QPointF MemoryScene::cellCentre(memory::Point p) const
{
    return QPointF(Margin + p.col * (CardWidth + Gap) + CardWidth / 2,
                   Margin + p.row * (CardHeight + Gap) + CardHeight / 2);
}

std::optional<memory::Point> MemoryScene::cellAt(const QPointF &pos) const
{
    // A click in the gap between cards belongs to no card.
    const qreal x = pos.x() - Margin;
    const qreal y = pos.y() - Margin;
    if (x < 0 || y < 0)
        return std::nullopt;
    const int col = int(x / (CardWidth + Gap));
    const int row = int(y / (CardHeight + Gap));
    if (col >= m_size.cols || row >= m_size.rows)
        return std::nullopt;
    if (x - col * (CardWidth + Gap) > CardWidth || y - row * (CardHeight + Gap) > CardHeight)
        return std::nullopt;
    return memory::Point{row, col};
}

MemoryCardItem *MemoryScene::card(memory::Point p) const
{
    if (p.row < 0 || p.col < 0 || p.row >= m_size.rows || p.col >= m_size.cols)
        return nullptr;
    return m_cards.value(p.row * m_size.cols + p.col);
}

void MemoryScene::setGame(const memory::Game &game)
{
    qDeleteAll(m_cards);
    m_cards.clear();
    m_size = game.size();
    const QRectF rect(0, 0, 2 * Margin + m_size.cols * (CardWidth + Gap) - Gap,
                      2 * Margin + m_size.rows * (CardHeight + Gap) - Gap);
    if (sceneRect() != rect)
        setSceneRect(rect);
    placeOverlays(rect);
    QSet<int> seen; // kinds met so far: the second card of a pair is variant "b"
    for (int row = 0; row < m_size.rows; ++row) {
        for (int col = 0; col < m_size.cols; ++col) {
            const memory::Point p{row, col};
            auto *item = new MemoryCardItem(game.kindAt(p), QSizeF(CardWidth, CardHeight));
            if (seen.contains(item->kind()))
                item->setVariant(QStringLiteral("b"));
            seen.insert(item->kind());
            item->setPos(cellCentre(p));
            item->setZValue(1);
            item->setVisible(!m_hidden);
            addItem(item);
            m_cards.append(item);
        }
    }
    if (m_cursor.row >= m_size.rows || m_cursor.col >= m_size.cols)
        m_cursor = {0, 0};
    const bool animations = m_animations;
    m_animations = false;
    sync(game);
    m_animations = animations;
    placeCursor();
    update();
}

void MemoryScene::sync(const memory::Game &game)
{
    const auto first = game.firstTurned();
    for (int row = 0; row < m_size.rows; ++row) {
        for (int col = 0; col < m_size.cols; ++col) {
            const memory::Point p{row, col};
            MemoryCardItem *item = card(p);
            if (!item)
                continue;
            const memory::CardState state = game.state(p);
            MemoryCardItem::Mark mark = MemoryCardItem::Mark::None;
            if (state == memory::CardState::FaceUp)
                mark = first && *first == p     ? MemoryCardItem::Mark::Selected
                       : game.mismatchPending() ? MemoryCardItem::Mark::Mismatch
                                                : MemoryCardItem::Mark::None;
            item->setFinder(game.options().mode == memory::Mode::Versus ? game.foundBy(p) : -1);
            item->setLook(lookFor(state), mark, m_animations && !m_hidden);
        }
    }
}

void MemoryScene::finishAnimations()
{
    for (MemoryCardItem *item : std::as_const(m_cards))
        item->finishAnimation();
}

bool MemoryScene::animating() const
{
    for (MemoryCardItem *item : m_cards)
        if (item->animating())
            return true;
    return false;
}

void MemoryScene::setCursorCell(memory::Point p)
{
    m_cursor = p;
    placeCursor();
}

void MemoryScene::setCursorVisible(bool on)
{
    m_cursorVisible = on;
    placeCursor();
}

void MemoryScene::placeCursor()
{
    m_cursorItem->setPos(cellCentre(m_cursor));
    m_cursorItem->setVisible(m_cursorVisible && !m_hidden);
}

void MemoryScene::setCardsHidden(bool hidden)
{
    if (m_hidden == hidden)
        return;
    m_hidden = hidden;
    finishAnimations();
    for (MemoryCardItem *item : std::as_const(m_cards))
        item->setVisible(!hidden);
    placeCursor();
    update();
}

void MemoryScene::drawBackground(QPainter *painter, const QRectF &exposed)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = sceneRect();
    if (Appearance::instance().highContrast()) {
        painter->fillRect(exposed, HighContrast::Ground);
        painter->setPen(QPen(HighContrast::Ink, 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), Margin * 0.8, Margin * 0.8);
        return;
    }
    // Around the table: the window's own colour in the dark look, so no second tint shows.
    painter->fillRect(exposed, Appearance::instance().dark()
                                   ? Appearance::instance().palette().color(QPalette::Window)
                                   : QColor(0xf6, 0xf1, 0xe7));
    // The table: a warm green baize with a soft inner edge.
    QLinearGradient baize(r.topLeft(), r.bottomLeft());
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("memory");
    baize.setColorAt(0, themes.colour(game, QStringLiteral("table-top")));
    baize.setColorAt(1, themes.colour(game, QStringLiteral("table-bottom")));
    painter->setPen(QPen(themes.colour(game, QStringLiteral("table-edge")), 3));
    painter->setBrush(baize);
    painter->drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), Margin * 0.8, Margin * 0.8);
    painter->setPen(QPen(QColor(255, 255, 255, 28), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(r.adjusted(Margin * 0.4, Margin * 0.4, -Margin * 0.4, -Margin * 0.4),
                             Margin * 0.5, Margin * 0.5);
    if (m_hidden) {
        // Face-down silhouettes, so the paused table still looks like a table.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 22));
        for (int row = 0; row < m_size.rows; ++row)
            for (int col = 0; col < m_size.cols; ++col) {
                const QPointF c = cellCentre({row, col});
                painter->drawRoundedRect(
                    QRectF(c.x() - CardWidth / 2, c.y() - CardHeight / 2, CardWidth, CardHeight), 9,
                    9);
            }
    }
}

void MemoryScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    // While a message is up, the message takes the clicks (the board under it is dimmed).
    if (m_message->isShown() || event->button() != Qt::LeftButton)
        return;
    if (const auto cell = cellAt(event->scenePos())) {
        event->accept();
        emit cardClicked(*cell);
    }
}

} // namespace gg::ui
