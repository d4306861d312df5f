#include "common/messageitem.h"

#include "common/appearance.h"

#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPropertyAnimation>

namespace gg::ui {
namespace {

QFont sceneFont(qreal pixelSize, bool bold)
{
    QFont font;
    font.setPixelSize(qMax(1, qRound(pixelSize)));
    font.setBold(bold);
    return font;
}

// The font for a one-line label: `pixelSize`, or smaller when the text would not fit `width`.
// Measured with room to spare, because text drawn at a small view scale runs wider than its
// scene-unit metrics (hinting).
QFont fittedFont(const QString &text, qreal width, qreal pixelSize, bool bold)
{
    const QFont font = sceneFont(pixelSize, bold);
    const qreal needed = QFontMetricsF(font).horizontalAdvance(text);
    const qreal room = width * 0.8;
    if (needed <= room || needed <= 0)
        return font;
    return sceneFont(pixelSize * room / needed, bold);
}

} // namespace

MessageItem::MessageItem(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setZValue(1000);
    setVisible(false);
    setAcceptHoverEvents(true);
    m_fade = new QPropertyAnimation(this, "opacity", this);
    m_fade->setDuration(180);
}

void MessageItem::setArea(const QRectF &area)
{
    prepareGeometryChange();
    m_area = area;
    update();
}

void MessageItem::showMessage(const QString &title, const QString &text,
                              const QList<Button> &buttons, int defaultButton)
{
    prepareGeometryChange();
    const bool wasShown = m_shown;
    m_result = false;
    m_peeking = false;
    m_title = title;
    m_text = text;
    m_buttons = buttons;
    m_current = qBound(0, defaultButton, qMax(0, int(buttons.size()) - 1));
    m_shown = true;
    setAcceptHoverEvents(true);
    setVisible(true);
    if (!wasShown) {
        m_fade->stop();
        m_fade->setStartValue(0.0);
        m_fade->setEndValue(1.0);
        m_fade->start();
    }
    update();
    emit accessChanged();
}

void MessageItem::showResult(const QString &title, const QString &text,
                             const QList<Button> &buttons, int defaultButton)
{
    // Still put away? Then it stays so, with the new text behind the tab.
    const bool peeking = m_peeking && m_result;
    QList<Button> all = buttons;
    all.append({ViewBoardButton, tr("View Board")});
    if (peeking) {
        m_title = title;
        m_text = text;
        m_buttons = all;
        m_current = qBound(0, defaultButton, int(all.size()) - 1);
        emit accessChanged();
        return;
    }
    showMessage(title, text, all, defaultButton);
    m_result = true;
}

void MessageItem::setText(const QString &text)
{
    if (!m_shown && !m_peeking)
        return;
    prepareGeometryChange();
    m_text = text;
    update();
    emit accessChanged();
}

void MessageItem::hideMessage()
{
    const bool wasPeeking = m_peeking;
    m_peeking = false;
    m_result = false;
    if (!m_shown && !wasPeeking)
        return;
    m_shown = false;
    m_fade->stop();
    setOpacity(1.0);
    setVisible(false);
    if (wasPeeking)
        emit peekChanged(false);
    emit accessChanged();
}

void MessageItem::peek()
{
    if (!m_shown || !m_result)
        return;
    m_shown = false;
    m_peeking = true;
    setAcceptHoverEvents(false); // the board below gets the mouse again
    m_fade->stop();
    setOpacity(1.0);
    update();
    emit peekChanged(true);
    emit accessChanged();
}

void MessageItem::showAgain()
{
    if (!m_peeking)
        return;
    m_peeking = false;
    m_shown = true;
    setAcceptHoverEvents(true);
    m_fade->stop();
    m_fade->setStartValue(0.0);
    m_fade->setEndValue(1.0);
    m_fade->start();
    update();
    emit peekChanged(false);
    emit accessChanged();
}

QRectF MessageItem::tabRect() const
{
    const qreal unit = qMin(m_area.width(), m_area.height());
    const qreal w = unit * 0.36;
    const qreal h = unit * 0.075;
    return QRectF(m_area.center().x() - w / 2, m_area.bottom() - h * 1.25, w, h);
}

QRectF MessageItem::boundingRect() const
{
    const qreal dx = m_area.width() * 4;
    const qreal dy = m_area.height() * 4;
    return m_area.adjusted(-dx, -dy, dx, dy);
}

QRectF MessageItem::cardRect() const
{
    const qreal w = m_area.width() * 0.8;
    const qreal h = m_area.height() * (m_buttons.isEmpty() ? 0.3 : 0.42);
    return QRectF(m_area.center().x() - w / 2, m_area.center().y() - h / 2, w, h);
}

QList<QRectF> MessageItem::buttonRects() const
{
    QList<QRectF> rects;
    if (m_buttons.isEmpty())
        return rects;
    const QRectF card = cardRect();
    const qreal gap = card.width() * 0.04;
    const qreal bw = (card.width() * 0.9 - gap * (m_buttons.size() - 1)) / m_buttons.size();
    const qreal bh = card.height() * 0.2;
    qreal x = card.left() + card.width() * 0.05;
    const qreal y = card.bottom() - bh - card.height() * 0.1;
    for (int i = 0; i < m_buttons.size(); ++i) {
        rects.append(QRectF(x, y, bw, bh));
        x += bw + gap;
    }
    return rects;
}

void MessageItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool high = Appearance::instance().highContrast();
    if (m_peeking) {
        // The tab that brings the result back, at the foot of the board.
        const QRectF tab = tabRect();
        const QString label = tr("Show Result (Esc)");
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 70));
        painter->drawRoundedRect(tab.translated(0, tab.height() * 0.08), tab.height() / 2,
                                 tab.height() / 2);
        if (high)
            painter->setPen(QPen(HighContrast::Accent, tab.height() * 0.06));
        painter->setBrush(high ? HighContrast::Ground : QColor(70, 130, 200));
        painter->drawRoundedRect(tab, tab.height() / 2, tab.height() / 2);
        painter->setPen(high ? HighContrast::Accent : QColor(Qt::white));
        painter->setFont(fittedFont(label, tab.width(), tab.height() * 0.45, true));
        painter->drawText(tab, Qt::AlignCenter, label);
        return;
    }
    if (!m_shown)
        return;
    painter->fillRect(boundingRect(), high ? QColor(0, 0, 0, 200) : QColor(20, 20, 30, 120));
    const QRectF card = cardRect();
    const qreal radius = card.height() * 0.08;
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 60));
    painter->drawRoundedRect(card.translated(0, card.height() * 0.03), radius, radius);
    if (high)
        painter->setPen(QPen(HighContrast::Ink, card.height() * 0.01));
    const bool dark = Appearance::instance().dark();
    painter->setBrush(high   ? HighContrast::Ground
                      : dark ? QColor(0x2e, 0x2e, 0x33)
                             : QColor(250, 247, 240));
    painter->drawRoundedRect(card, radius, radius);

    const qreal unit = qMin(m_area.width(), m_area.height());
    const qreal textTop = card.top() + card.height() * 0.1;
    const qreal buttonsTop =
        m_buttons.isEmpty() ? card.bottom() - card.height() * 0.1 : buttonRects().first().top();
    painter->setPen(high   ? HighContrast::Ink
                    : dark ? QColor(0xf0, 0xec, 0xe4)
                           : QColor(60, 50, 40));
    painter->setFont(sceneFont(unit * 0.07, true));
    const QRectF titleRect(card.left() + card.width() * 0.05, textTop, card.width() * 0.9,
                           (buttonsTop - textTop) * 0.5);
    painter->drawText(titleRect, Qt::AlignCenter | Qt::TextWordWrap, m_title);
    painter->setFont(sceneFont(unit * 0.038, false));
    painter->setPen(high   ? HighContrast::Ink
                    : dark ? QColor(0xd6, 0xd0, 0xc6)
                           : QColor(90, 80, 70));
    const QRectF textRect(titleRect.left(), titleRect.bottom(), titleRect.width(),
                          (buttonsTop - textTop) * 0.5);
    painter->drawText(textRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_text);

    const QList<QRectF> rects = buttonRects();
    // One size for every button: the largest that lets each label fit.
    qreal buttonPx = unit * 0.04;
    for (int i = 0; i < rects.size(); ++i)
        buttonPx = qMin(
            buttonPx,
            qreal(fittedFont(m_buttons[i].text, rects[i].width(), buttonPx, true).pixelSize()));
    for (int i = 0; i < rects.size(); ++i) {
        const bool current = i == m_current;
        if (high) {
            // Yellow for the current button, a white frame for the others.
            painter->setPen(QPen(current ? HighContrast::Accent : HighContrast::Ink, unit * 0.006));
            painter->setBrush(current ? HighContrast::Accent : HighContrast::Ground);
        } else {
            painter->setPen(current ? QPen(QColor(40, 90, 160), unit * 0.006) : Qt::NoPen);
            painter->setBrush(current ? QColor(70, 130, 200)
                              : dark  ? QColor(0x48, 0x48, 0x4f)
                                      : QColor(222, 214, 200));
        }
        painter->drawRoundedRect(rects[i], rects[i].height() * 0.25, rects[i].height() * 0.25);
        if (high)
            painter->setPen(current ? HighContrast::Ground : HighContrast::Ink);
        else
            painter->setPen(current ? QColor(Qt::white)
                            : dark  ? QColor(0xf0, 0xec, 0xe4)
                                    : QColor(60, 50, 40));
        painter->setFont(sceneFont(buttonPx, true));
        painter->drawText(rects[i], Qt::AlignCenter, m_buttons[i].text);
    }
}

QRectF MessageItem::buttonRect(int index) const
{
    const QList<QRectF> rects = buttonRects();
    return index >= 0 && index < rects.size() ? rects[index] : QRectF();
}

void MessageItem::click(int index)
{
    if (!m_shown || index < 0 || index >= m_buttons.size())
        return;
    m_current = index;
    update();
    activate(index);
}

void MessageItem::activate(int index)
{
    if (index < 0 || index >= m_buttons.size())
        return;
    const int id = m_buttons[index].id;
    if (id == ViewBoardButton) {
        peek();
        return;
    }
    emit buttonClicked(id);
}

bool MessageItem::handleKey(QKeyEvent *event)
{
    if (m_peeking && event->key() == Qt::Key_Escape) {
        showAgain();
        return true;
    }
    if (!m_shown)
        return false;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!m_result)
            return false;
        peek();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Backtab:
        if (!m_buttons.isEmpty())
            m_current = (m_current + m_buttons.size() - 1) % m_buttons.size();
        update();
        emit accessChanged();
        return true;
    case Qt::Key_Right:
    case Qt::Key_Tab:
        if (!m_buttons.isEmpty())
            m_current = (m_current + 1) % m_buttons.size();
        update();
        emit accessChanged();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activate(m_current);
        return true;
    default:
        return false;
    }
}

void MessageItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_peeking && tabRect().contains(event->pos())) {
        showAgain();
        return;
    }
    if (!m_shown) {
        event->ignore(); // the board below takes it
        return;
    }
    const QList<QRectF> rects = buttonRects();
    for (int i = 0; i < rects.size(); ++i) {
        if (rects[i].contains(event->pos())) {
            m_current = i;
            update();
            activate(i);
            return;
        }
    }
    event->accept(); // clicks on the dimmed board do nothing while a message is up
}

void MessageItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    if (!m_shown)
        return;
    const QList<QRectF> rects = buttonRects();
    for (int i = 0; i < rects.size(); ++i) {
        if (rects[i].contains(event->pos()) && m_current != i) {
            m_current = i;
            update();
            emit accessChanged();
        }
    }
}

ToastItem::ToastItem(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setZValue(900);
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton);
    m_fade = new QPropertyAnimation(this, "opacity", this);
    connect(m_fade, &QPropertyAnimation::finished, this, [this] { setVisible(false); });
}

void ToastItem::setArea(const QRectF &area)
{
    prepareGeometryChange();
    m_area = area;
}

QRectF ToastItem::boundingRect() const
{
    const qreal h = m_area.height() * 0.09;
    return QRectF(m_area.left() + m_area.width() * 0.08, m_area.bottom() - h * 1.6,
                  m_area.width() * 0.84, h);
}

void ToastItem::showToast(const QString &text, int milliseconds)
{
    m_text = text;
    setVisible(true);
    m_fade->stop();
    m_fade->setDuration(milliseconds);
    m_fade->setKeyValueAt(0.0, 1.0);
    m_fade->setKeyValueAt(0.8, 1.0);
    m_fade->setKeyValueAt(1.0, 0.0);
    m_fade->start();
    update();
    emit shown(text);
}

void ToastItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF r = boundingRect();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool high = Appearance::instance().highContrast();
    if (high)
        painter->setPen(QPen(HighContrast::Ink, r.height() * 0.05));
    else
        painter->setPen(Qt::NoPen);
    painter->setBrush(high ? HighContrast::Ground : QColor(30, 30, 40, 210));
    painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    painter->setPen(Qt::white);
    painter->setFont(sceneFont(r.height() * 0.42, true));
    painter->drawText(r, Qt::AlignCenter, m_text);
}

} // namespace gg::ui
