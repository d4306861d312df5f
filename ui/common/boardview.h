#pragma once
// The QGraphicsView every game board lives in. It keeps the scene square-on and scaled to
// fill the widget at any size; boards are drawn with vector painting in scene units, so the
// scale never blurs them on any DPI. Key presses go to the page first (keyPressed).

#include <QGraphicsView>

namespace gg::ui {

class BoardAccess;

class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);

    // Refits the scene rect into the viewport (call after the scene rect changes).
    void refit();

    // What the board says to a screen reader (common/boardaccess.h); the page sets it.
    BoardAccess *access() const { return m_access; }
    void setAccess(BoardAccess *access) { m_access = access; }

signals:
    // The page handles game keys; `handled` set to true stops the default view behaviour.
    void keyPressed(QKeyEvent *event, bool *handled);
    void focusLost();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    BoardAccess *m_access = nullptr;
};

} // namespace gg::ui
