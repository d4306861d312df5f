#pragma once
// A message inside the scene (win, game over, choices) instead of a modal dialog, after
// libkdegames' KGamePopupItem. It dims the board, shows a card with a title, a line of text
// and buttons; buttons work by mouse and by keyboard (Left/Right/Tab, Enter/Space).

#include <QGraphicsObject>
#include <QList>

class QKeyEvent;
class QPropertyAnimation;

namespace gg::ui {

class MessageItem : public QGraphicsObject
{
    Q_OBJECT
public:
    struct Button
    {
        int id = 0;
        QString text;
    };

    explicit MessageItem(QGraphicsItem *parent = nullptr);

    void showMessage(const QString &title, const QString &text, const QList<Button> &buttons,
                     int defaultButton = 0);
    // The end of a game: the same, with a "View Board" button after the others. It, or
    // Escape, puts the message away to look at the board; a "Show Result" tab at the foot of
    // the board (a click, or Escape again) brings it back. The same in every game.
    void showResult(const QString &title, const QString &text, const QList<Button> &buttons,
                    int defaultButton = 0);
    void hideMessage();
    // New text for the message shown (or put away), the rest unchanged: the review's
    // summary arrives after the end-of-game box is up.
    void setText(const QString &text);
    // Shown, or put away for a look at the board; hideMessage() ends both.
    bool isShown() const { return m_shown; }
    bool isPeeking() const { return m_peeking; }
    void peek();
    void showAgain();
    // Where the Show Result tab is drawn while peeking (item coordinates).
    QRectF tabRect() const;
    // Where button `index` is drawn (item coordinates; empty when none).
    QRectF buttonRect(int index) const;
    // Presses button `index` as a click would (a screen reader's "press").
    void click(int index);
    // The id of the View Board button (handled here, never sent as buttonClicked).
    static constexpr int ViewBoardButton = -1000;
    int currentButton() const { return m_current; }
    QString title() const { return m_title; }
    QString text() const { return m_text; }
    const QList<Button> &buttons() const { return m_buttons; }

    // Keyboard use while shown; returns true when the key was consumed.
    bool handleKey(QKeyEvent *event);
    // The rectangle the message dims and centres in (the scene rect).
    void setArea(const QRectF &area);

    // Reaches well beyond the board so the dimming also covers the view's margins when the
    // window's shape differs from the board's (the view letterboxes the scene rect).
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void buttonClicked(int id);
    // The result was put away (true) or brought back (false).
    void peekChanged(bool peeking);
    // Shown, put away, hidden, new text or another current button: what a screen reader
    // reads of it changed (GamePage speaks it).
    void accessChanged();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QRectF cardRect() const;
    QList<QRectF> buttonRects() const;
    void activate(int index);

    QRectF m_area{0, 0, 100, 100};
    QString m_title;
    QString m_text;
    QList<Button> m_buttons;
    int m_current = 0;
    bool m_shown = false;
    bool m_result = false;  // an end-of-game message (View Board)
    bool m_peeking = false; // put away: only the Show Result tab is drawn
    QPropertyAnimation *m_fade = nullptr;
};

// A short notice that fades out by itself ("No moves left: tiles reshuffled").
class ToastItem : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit ToastItem(QGraphicsItem *parent = nullptr);
    void showToast(const QString &text, int milliseconds = 2200);
    void setArea(const QRectF &area);
    QString text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    // A notice went up (GamePage speaks it).
    void shown(const QString &text);

private:
    QRectF m_area{0, 0, 100, 100};
    QString m_text;
    QPropertyAnimation *m_fade = nullptr;
};

} // namespace gg::ui
