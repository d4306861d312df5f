#pragma once
// What every game's scene shares: the in-scene message (end of game, choices) and toast,
// laid over the board area, and whether moves animate. Each game's scene derives from it
// and draws its own pieces; the page reads the drawn pieces back (GamePage::boardCensus)
// to check them against the model.

#include "common/messageitem.h"

#include <QGraphicsScene>
#include <QRectF>

namespace gg::ui {

class GameScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit GameScene(QObject *parent = nullptr);

    MessageItem *message() const { return m_message; }
    ToastItem *toast() const { return m_toast; }

    bool animationsEnabled() const { return m_animations; }
    // Off: every change is drawn at once (and a running animation finishes). A scene with
    // animations of its own to stop overrides it and calls the base.
    virtual void setAnimationsEnabled(bool on) { m_animations = on; }
    // Jumps every running animation to its end (before a command changes the board).
    virtual void finishAnimations() {}
    // The look changed (common/appearance.h): restyle the items drawn with fixed pens and
    // brushes (cursor, marks); painted items follow on the next repaint.
    virtual void applyAppearance() {}

protected:
    // Lays the message and the toast over `area` (the board, in scene coordinates).
    void placeOverlays(const QRectF &area);

    bool m_animations = true;
    MessageItem *m_message = nullptr;
    ToastItem *m_toast = nullptr;
};

} // namespace gg::ui
