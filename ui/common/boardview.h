#pragma once
// The QGraphicsView every game board lives in. It keeps the scene square-on and scaled to
// fill the widget at any size; boards are drawn with vector painting in scene units, so the
// scale never blurs them on any DPI. Key presses go to the page first (keyPressed).

#include <QGraphicsView>

namespace gg::ui {

class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);

    // Refits the scene rect into the viewport (call after the scene rect changes).
    void refit();

signals:
    // The page handles game keys; `handled` set to true stops the default view behaviour.
    void keyPressed(QKeyEvent *event, bool *handled);
    void focusLost();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
};

} // namespace gg::ui
