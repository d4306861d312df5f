#pragma once
// Screen readers (issue 20): every board is a table of cells for accessibility. The view's
// interface (role Table) has one child per cell, named by the page in the UI language
// ("D5: black stone"), and, while the end-of-game box or a choice is up, its buttons. The
// keyboard cursor is the focused cell: each move sends the Focus event for it, which AT-SPI
// turns into the focus event Orca speaks. Qt 6.4 has no announcement event, so what the
// game says ("Computer played E6") becomes the focused child's description and is sent as a
// DescriptionChanged event (AT-SPI object:property-change:accessible-description), which
// screen readers present for the object with focus; the board's own description keeps the
// last thing said for "where am I". tests/tst_access.cpp and tests/atspi/ check it.

#include <QAccessible>
#include <QRectF>
#include <QString>

#include <functional>

class QWidget;

namespace gg::ui {

class BoardView;

// What a board says to a screen reader; the game's page implements it.
class BoardAccess
{
public:
    virtual ~BoardAccess() = default;
    // "Gomoku board, 15 × 15".
    virtual QString accessBoardName() const = 0;
    virtual int accessRows() const = 0;
    virtual int accessColumns() const = 0;
    // What a cell holds, with its coordinates as the board labels them.
    virtual QString accessCellName(int row, int column) const = 0;
    // Where the cell is drawn (scene coordinates); empty when it is not drawn.
    virtual QRectF accessCellRect(int row, int column) const = 0;
    // The keyboard cursor's cell (row * columns + column), or -1 when the board has none.
    virtual int accessCursor() const = 0;
    // A screen reader's "press" on a cell: what a click there does.
    virtual void accessActivate(int row, int column) = 0;
};

// Installs the factory that gives every BoardView its table interface and every side-panel
// value label (see setCaption) its "caption value" name. Safe to call more than once.
void installBoardAccessibility();

// The board's keyboard focus moved (cursor, end box button): sends the Focus event for the
// focused child while the view has the keyboard focus.
void boardFocusMoved(BoardView *view);
// The focused cell's contents changed: sends NameChanged for it.
void boardCellsChanged(BoardView *view);
// Says `text`: see the top of this file.
void boardAnnounce(BoardView *view, const QString &text);

// Tests: sees every event the boards send (QAccessible delivers events to its own test
// handler only while a platform bridge is active, which the offscreen platform lacks).
void setAccessEventObserver(std::function<void(QAccessibleEvent *)> observer);

// A side-panel value label is read as "<caption> <value>" ("Score 1,752"); a combo box is
// named by its caption, its choice its value. Call before the widget is shown.
void setCaption(QWidget *valueLabel, QWidget *captionLabel);

} // namespace gg::ui
