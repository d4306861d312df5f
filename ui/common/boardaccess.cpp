#include "common/boardaccess.h"

#include "common/boardview.h"
#include "common/gamescene.h"

#include <QAbstractItemView>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QPointer>
#include <QWindow>

namespace gg::ui {

namespace {

QString plain(QString text)
{
    // Button and caption texts may carry a mnemonic; a reader says the words.
    text.remove(QLatin1Char('&'));
    return text.simplified();
}

class BoardAccessible;

// One child of the board: a cell (role Cell) or a button of the in-scene message.
class BoardItemAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface
{
public:
    enum Kind { Cell, Button, ShowResult };
    BoardItemAccessible(BoardView *view, Kind kind, int index)
        : m_view(view), m_kind(kind), m_index(index)
    {
    }

    bool isValid() const override;
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;
    QAccessible::Role role() const override
    {
        return m_kind == Cell ? QAccessible::Cell : QAccessible::PushButton;
    }
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface && m_kind == Cell)
            return static_cast<QAccessibleTableCellInterface *>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface *>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    int columnExtent() const override { return 1; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowExtent() const override { return 1; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int rowIndex() const override;
    bool isSelected() const override { return false; }
    QAccessibleInterface *table() const override { return parent(); }

    // QAccessibleActionInterface
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString &name) override;
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

    Kind kind() const { return m_kind; }
    int index() const { return m_index; }

private:
    BoardAccess *access() const { return m_view ? m_view->access() : nullptr; }
    MessageItem *message() const
    {
        auto *scene = m_view ? qobject_cast<GameScene *>(m_view->scene()) : nullptr;
        return scene ? scene->message() : nullptr;
    }
    bool isFocusChild() const;

    QPointer<BoardView> m_view;
    Kind m_kind;
    int m_index;
};

// The view: a table of cells, then the message's buttons.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit BoardAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::Table) {}
    ~BoardAccessible() override
    {
        for (QAccessible::Id id : std::as_const(m_ids))
            QAccessible::deleteAccessibleInterface(id);
    }

    BoardView *view() const { return static_cast<BoardView *>(widget()); }
    BoardAccess *access() const { return view()->access(); }
    MessageItem *message() const
    {
        auto *scene = qobject_cast<GameScene *>(view()->scene());
        return scene ? scene->message() : nullptr;
    }
    int cellCount() const
    {
        BoardAccess *a = access();
        return a ? qMax(0, a->accessRows()) * qMax(0, a->accessColumns()) : 0;
    }
    // The message's buttons as children: all while it is up, the Show Result tab while it
    // is put away.
    int buttonCount() const
    {
        MessageItem *m = message();
        if (!m)
            return 0;
        if (m->isShown())
            return int(m->buttons().size());
        return m->isPeeking() ? 1 : 0;
    }

    QAccessibleInterface *item(BoardItemAccessible::Kind kind, int index) const
    {
        const int key = (int(kind) << 24) | index;
        if (const auto it = m_ids.constFind(key); it != m_ids.constEnd()) {
            if (QAccessibleInterface *iface = QAccessible::accessibleInterface(*it))
                return iface;
        }
        auto *iface = new BoardItemAccessible(view(), kind, index);
        const QAccessible::Id id = QAccessible::registerAccessibleInterface(iface);
        m_ids.insert(key, id);
        return iface;
    }

    // The child with the keyboard focus: the message's current button, else the cursor.
    int focusIndex() const
    {
        MessageItem *m = message();
        const int cells = cellCount();
        if (m && m->isShown() && !m->buttons().isEmpty())
            return cells + qBound(0, m->currentButton(), int(m->buttons().size()) - 1);
        BoardAccess *a = access();
        const int cursor = a ? a->accessCursor() : -1;
        return cursor >= 0 && cursor < cells ? cursor : -1;
    }

    // Said most recently, and the child it was said on (its description until focus moves).
    QString spoken;
    int spokenOn = -2;

    // QAccessibleInterface
    int childCount() const override { return cellCount() + buttonCount(); }
    QAccessibleInterface *child(int index) const override
    {
        const int cells = cellCount();
        if (index < 0 || index >= cells + buttonCount())
            return nullptr;
        if (index < cells)
            return item(BoardItemAccessible::Cell, index);
        MessageItem *m = message();
        if (m && m->isPeeking())
            return item(BoardItemAccessible::ShowResult, 0);
        return item(BoardItemAccessible::Button, index - cells);
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        auto *item = dynamic_cast<const BoardItemAccessible *>(child);
        if (!item || !item->isValid())
            return -1;
        return item->kind() == BoardItemAccessible::Cell ? item->index()
                                                         : cellCount() + item->index();
    }
    QAccessibleInterface *focusChild() const override
    {
        const int i = focusIndex();
        return i >= 0 ? child(i) : nullptr;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        for (int i = 0, n = childCount(); i < n; ++i) {
            QAccessibleInterface *c = child(i);
            if (c && c->rect().contains(x, y))
                return c;
        }
        return nullptr;
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name) {
            BoardAccess *a = access();
            return a ? a->accessBoardName() : QString();
        }
        if (t == QAccessible::Description)
            return spoken;
        return QAccessibleWidget::text(t);
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override
    {
        BoardAccess *a = access();
        if (!a || row < 0 || column < 0 || row >= a->accessRows() || column >= a->accessColumns())
            return nullptr;
        return child(row * a->accessColumns() + column);
    }
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int) const override { return {}; }
    int columnCount() const override
    {
        BoardAccess *a = access();
        return a ? a->accessColumns() : 0;
    }
    int rowCount() const override
    {
        BoardAccess *a = access();
        return a ? a->accessRows() : 0;
    }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override {}

private:
    mutable QHash<int, QAccessible::Id> m_ids;
};

BoardAccessible *boardInterface(const QWidget *view)
{
    if (!view)
        return nullptr;
    return dynamic_cast<BoardAccessible *>(
        QAccessible::queryAccessibleInterface(const_cast<QWidget *>(view)));
}

bool BoardItemAccessible::isValid() const
{
    const BoardAccessible *board = boardInterface(m_view.data());
    if (!board)
        return false;
    switch (m_kind) {
    case Cell:
        return m_index < board->cellCount();
    case Button: {
        MessageItem *m = message();
        return m && m->isShown() && m_index < m->buttons().size();
    }
    case ShowResult: {
        MessageItem *m = message();
        return m && m->isPeeking();
    }
    }
    return false;
}

int BoardItemAccessible::columnIndex() const
{
    BoardAccess *a = access();
    return a && a->accessColumns() > 0 && m_kind == Cell ? m_index % a->accessColumns() : -1;
}

int BoardItemAccessible::rowIndex() const
{
    BoardAccess *a = access();
    return a && a->accessColumns() > 0 && m_kind == Cell ? m_index / a->accessColumns() : -1;
}

bool BoardItemAccessible::isFocusChild() const
{
    const BoardAccessible *board = boardInterface(m_view.data());
    if (!board)
        return false;
    const int i = board->focusIndex();
    return i >= 0 && board->child(i) == this;
}

QString BoardItemAccessible::text(QAccessible::Text t) const
{
    if (!isValid())
        return {};
    const BoardAccessible *board = boardInterface(m_view.data());
    if (t == QAccessible::Description) {
        // What was just said, on the child it was said on, until the focus moves on.
        const int me = board->indexOfChild(this);
        if (me == board->spokenOn)
            return board->spoken;
        if (m_kind != Cell) {
            MessageItem *m = message();
            return plain(m->title() + QLatin1String(". ") + m->text());
        }
        return {};
    }
    if (t != QAccessible::Name)
        return {};
    switch (m_kind) {
    case Cell: {
        BoardAccess *a = access();
        const int columns = a->accessColumns();
        return a->accessCellName(m_index / columns, m_index % columns);
    }
    case Button:
        return plain(message()->buttons().at(m_index).text);
    case ShowResult:
        return plain(MessageItem::tr("Show Result (Esc)"));
    }
    return {};
}

QRect BoardItemAccessible::rect() const
{
    if (!isValid())
        return {};
    QRectF scene;
    if (m_kind == Cell) {
        BoardAccess *a = access();
        const int columns = a->accessColumns();
        scene = a->accessCellRect(m_index / columns, m_index % columns);
    } else if (m_kind == ShowResult) {
        MessageItem *m = message();
        scene = m->mapRectToScene(m->tabRect());
    } else {
        MessageItem *m = message();
        scene = m->mapRectToScene(m->buttonRect(m_index));
    }
    if (scene.isEmpty())
        return {};
    const QRect local = m_view->mapFromScene(scene).boundingRect();
    return QRect(m_view->viewport()->mapToGlobal(local.topLeft()), local.size());
}

QAccessible::State BoardItemAccessible::state() const
{
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    s.focusable = true;
    if (isFocusChild() && m_view->hasFocus())
        s.focused = true;
    if (m_kind == Cell)
        s.selectable = true;
    if (rect().isEmpty())
        s.invisible = true;
    return s;
}

void BoardItemAccessible::doAction(const QString &name)
{
    if (name != pressAction() || !isValid())
        return;
    if (m_kind == Cell) {
        BoardAccess *a = access();
        const int columns = a->accessColumns();
        a->accessActivate(m_index / columns, m_index % columns);
    } else if (m_kind == ShowResult) {
        message()->showAgain();
    } else {
        message()->click(m_index);
    }
}

// A side-panel value label read with its caption: "Score 1,752".
class CaptionedLabelAccessible : public QAccessibleWidget
{
public:
    CaptionedLabelAccessible(QLabel *label, QWidget *caption)
        : QAccessibleWidget(label, QAccessible::StaticText), m_caption(caption)
    {
    }
    QString text(QAccessible::Text t) const override
    {
        auto *label = static_cast<QLabel *>(widget());
        if (t == QAccessible::Name) {
            const QString value = label->text();
            auto *caption = qobject_cast<QLabel *>(m_caption.data());
            const QString title = caption ? plain(caption->text()) : QString();
            if (title.isEmpty())
                return value;
            if (value.isEmpty())
                return title;
            return title + QLatin1Char(' ') + value;
        }
        if (t == QAccessible::Value)
            return label->text();
        return QAccessibleWidget::text(t);
    }

private:
    QPointer<QWidget> m_caption;
};

const char *const CaptionProperty = "ggAccessCaption";

// A side-panel combo box named by its caption, its choice as its value. (Qt's own interface
// names a combo box by its current text on Linux and leaves the caption to a relation, so a
// reader says "4 × 4" where it should say "Board size: 4 × 4".)
class CaptionedComboAccessible : public QAccessibleWidget
{
public:
    explicit CaptionedComboAccessible(QComboBox *box)
        : QAccessibleWidget(box, QAccessible::ComboBox)
    {
        addControllingSignal(QLatin1String("currentIndexChanged(int)"));
    }
    QComboBox *box() const { return static_cast<QComboBox *>(widget()); }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name) {
            auto *caption =
                qobject_cast<QLabel *>(box()->property(CaptionProperty).value<QWidget *>());
            const QString name = caption ? plain(caption->text()) : QString();
            return name.isEmpty() ? box()->currentText() : name;
        }
        if (t == QAccessible::Value)
            return box()->currentText();
        return QAccessibleWidget::text(t);
    }
    int childCount() const override { return 1; }
    QAccessibleInterface *child(int index) const override
    {
        return index == 0 ? QAccessible::queryAccessibleInterface(box()->view()) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child && child->object() == box()->view() ? 0 : -1;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        s.expandable = true;
        s.expanded = box()->view()->isVisible();
        s.collapsed = !s.expanded;
        s.hasPopup = true;
        return s;
    }
    QStringList actionNames() const override
    {
        return QStringList{showMenuAction(), pressAction()} + QAccessibleWidget::actionNames();
    }
    void doAction(const QString &name) override
    {
        if (name == showMenuAction() || name == pressAction()) {
            if (box()->view()->isVisible())
                box()->hidePopup();
            else
                box()->showPopup();
            return;
        }
        QAccessibleWidget::doAction(name);
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }
};

std::function<void(QAccessibleEvent *)> &observer()
{
    static std::function<void(QAccessibleEvent *)> o;
    return o;
}

void send(QAccessibleEvent &event)
{
    if (observer())
        observer()(&event);
    QAccessible::updateAccessibility(&event);
}

QAccessibleInterface *factory(const QString &className, QObject *object)
{
    Q_UNUSED(className);
    if (auto *view = qobject_cast<BoardView *>(object))
        return new BoardAccessible(view);
    if (auto *label = qobject_cast<QLabel *>(object)) {
        const QVariant caption = label->property(CaptionProperty);
        if (caption.isValid())
            return new CaptionedLabelAccessible(label, caption.value<QWidget *>());
    }
    if (auto *box = qobject_cast<QComboBox *>(object)) {
        if (box->property(CaptionProperty).isValid() && !box->isEditable())
            return new CaptionedComboAccessible(box);
    }
    return nullptr;
}

} // namespace

void installBoardAccessibility()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(factory);
}

void boardFocusMoved(BoardView *view)
{
    BoardAccessible *board = boardInterface(view);
    if (!board)
        return;
    board->spokenOn = -2; // what was said stays on the board, not on the next cell
    const int i = board->focusIndex();
    if (i < 0 || !view->hasFocus())
        return;
    QAccessibleEvent event(board->child(i), QAccessible::Focus);
    send(event);
}

void boardCellsChanged(BoardView *view)
{
    BoardAccessible *board = boardInterface(view);
    if (!board)
        return;
    const int i = board->focusIndex();
    if (i < 0)
        return;
    QAccessibleEvent event(board->child(i), QAccessible::NameChanged);
    send(event);
}

void boardAnnounce(BoardView *view, const QString &text)
{
    BoardAccessible *board = boardInterface(view);
    if (!board || text.isEmpty())
        return;
    board->spoken = text;
    const int i = board->focusIndex();
    board->spokenOn = i;
    // On the focused child, which a screen reader presents; and on the board itself.
    if (i >= 0) {
        QAccessibleEvent event(board->child(i), QAccessible::DescriptionChanged);
        send(event);
    }
    QAccessibleEvent event(view, QAccessible::DescriptionChanged);
    send(event);
}

void setAccessEventObserver(std::function<void(QAccessibleEvent *)> o)
{
    observer() = std::move(o);
}

void setCaption(QWidget *valueLabel, QWidget *captionLabel)
{
    valueLabel->setProperty(CaptionProperty, QVariant::fromValue(captionLabel));
    // An interface Qt made before (a combo box announces its first item as it is filled)
    // goes, so the next query makes the captioned one.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(valueLabel);
    if (iface && !dynamic_cast<CaptionedLabelAccessible *>(iface) &&
        !dynamic_cast<CaptionedComboAccessible *>(iface))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
}

} // namespace gg::ui
