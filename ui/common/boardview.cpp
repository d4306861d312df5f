#include "common/boardview.h"

#include "common/boardaccess.h"

#include <QKeyEvent>

namespace gg::ui {

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                   QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setCacheMode(QGraphicsView::CacheNone);
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    if (scene)
        connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::refit);
}

void BoardView::refit()
{
    if (!scene())
        return;
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    refit();
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    bool handled = false;
    emit keyPressed(event, &handled);
    if (handled) {
        event->accept();
        return;
    }
    // Never let the view scroll the board with the arrow keys.
    event->ignore();
}

void BoardView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    // After the view's own focus event (sent once this returns), the cell under the cursor
    // takes the focus, as a table's current cell does.
    QMetaObject::invokeMethod(
        this, [this] { boardFocusMoved(this); }, Qt::QueuedConnection);
}

void BoardView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    emit focusLost();
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    event->ignore(); // the board is always fitted; no scrolling or zooming
}

} // namespace gg::ui
