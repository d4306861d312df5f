#include "common/gamescene.h"

namespace gg::ui {

GameScene::GameScene(QObject *parent) : QGraphicsScene(parent)
{
    m_message = new MessageItem;
    addItem(m_message);
    m_toast = new ToastItem;
    addItem(m_toast);
}

void GameScene::placeOverlays(const QRectF &area)
{
    m_message->setArea(area);
    m_toast->setArea(area);
}

} // namespace gg::ui
