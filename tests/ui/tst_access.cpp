// Screen readers (issue 20), through Qt's accessibility interfaces as the AT-SPI bridge reads
// them (tests/atspi/ checks the bus end to end): every board is a table whose cells are
// named in the UI language; the keyboard cursor is the focused cell and each move sends a
// Focus event for it; the computer's moves, matches and the end of the game are said as the
// focused cell's description (DescriptionChanged); the end-of-game box's buttons are
// children that take the focus and can be pressed; the side panel reads "Score 0", names
// its combo boxes by their captions and is reached by Tab.

#include "appsettings.h"
#include "common/boardview.h"
#include "common/messageitem.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gamedriver.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QTest>

using namespace gg::ui;

namespace {

// The events the boards sent (focus, name and description changes), as the screen reader's
// bridge gets them: the object's name, or its description for DescriptionChanged.
struct Heard
{
    QAccessible::Event type;
    QString name;
    QString description;
    bool onCell; // a board child (cell or button), not the board itself
};
QList<Heard> &heard()
{
    static QList<Heard> list;
    return list;
}
void clearHeard()
{
    heard().clear();
}

MessageItem *messageOf(GamePage *page)
{
    for (QGraphicsItem *item : page->view()->scene()->items())
        if (auto *message = dynamic_cast<MessageItem *>(item))
            return message;
    return nullptr;
}

QAccessibleInterface *boardOf(GamePage *page)
{
    return QAccessible::queryAccessibleInterface(page->view());
}

// The Focus events sent since clearHeard(), as the names of their objects.
QStringList focusNames()
{
    QStringList names;
    for (const Heard &h : heard())
        if (h.type == QAccessible::Focus)
            names.append(h.name);
    return names;
}

// The descriptions said since clearHeard() on a board child (not the board).
QStringList saidOnCells()
{
    QStringList said;
    for (const Heard &h : heard())
        if (h.type == QAccessible::DescriptionChanged && h.onCell)
            said.append(h.description);
    return said;
}

// Shows the window, active, with the keyboard on the board; nullptr if it never got there.
GamePage *showFocused(MainWindow &window, const QString &game)
{
    window.restoreGames();
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    GamePage *page = window.page(game);
    page->view()->setFocus();
    return QTest::qWaitFor([page] { return page->view()->hasFocus(); }) ? page : nullptr;
}

void setUpGames()
{
    AppSettings::write(QStringLiteral("2048/size"), 4);
    AppSettings::write(QStringLiteral("connect4/opponent"), 0); // two players
    AppSettings::write(QStringLiteral("gomoku/mode"), 1);       // two players
    AppSettings::write(QStringLiteral("zousi/mode"), 0);
    AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("solo"));
    AppSettings::write(QStringLiteral("memory/size"), QStringLiteral("4x3"));
    AppSettings::write(QStringLiteral("lianliankan/level"), QStringLiteral("relaxed"));
}

} // namespace

class TestAccess : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        setAccessEventObserver([](QAccessibleEvent *event) {
            QAccessibleInterface *iface = event->accessibleInterface();
            if (!iface)
                return;
            heard().append({event->type(), iface->text(QAccessible::Name),
                            iface->text(QAccessible::Description), iface->object() == nullptr});
        });
    }
    void init()
    {
        m_sandbox = std::make_unique<gg::test::Sandbox>();
        setUpGames();
    }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        clearHeard();
        m_sandbox.reset();
    }

    // Every board is a table with one named cell per point, tile, card or column.
    void cells_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("cell");
        QTest::addColumn<QString>("name"); // a regular expression for the whole name
        QTest::newRow("2048") << "2048"
                              << "en" << 4 << 4 << "2048 board, 4 × 4" << 5
                              << "Row 2, column 2: (empty|2|4)";
        QTest::newRow("2048 zh") << "2048"
                                 << "zh_CN" << 4 << 4 << "2048 棋盘，4 × 4" << 5
                                 << "第 2 行第 2 列：(空|2|4)";
        QTest::newRow("connect4") << "connect4"
                                  << "en" << 1 << 7 << "Connect Four board, 7 columns × 6 rows" << 3
                                  << "Column 4: empty; next row 1";
        QTest::newRow("connect4 zh") << "connect4"
                                     << "zh_CN" << 1 << 7 << "四子棋棋盘，7 列 × 6 行" << 3
                                     << "第 4 列：空；下一子落在第 1 行";
        QTest::newRow("gomoku") << "gomoku"
                                << "en" << 15 << 15 << "Gomoku board, 15 × 15" << 7 * 15 + 7
                                << "H8: empty";
        QTest::newRow("gomoku zh")
            << "gomoku"
            << "zh_CN" << 15 << 15 << "五子棋棋盘，15 × 15" << 7 * 15 + 7 << "H8：空";
        QTest::newRow("lianliankan") << "lianliankan"
                                     << "en" << 8 << 12 << "Lianliankan board, 8 rows × 12 columns"
                                     << 0 << "Row 1, column 1: [a-z ]+";
        QTest::newRow("lianliankan zh")
            << "lianliankan"
            << "zh_CN" << 8 << 12 << "连连看棋盘，8 行 × 12 列" << 0 << "第 1 行第 1 列：\\S+";
        QTest::newRow("memory") << "memory"
                                << "en" << 3 << 4 << "Memory table, 3 rows × 4 columns" << 5
                                << "Card 6 \\(row 2, column 2\\): face down";
        QTest::newRow("memory zh") << "memory"
                                   << "zh_CN" << 3 << 4 << "记忆翻牌桌面，3 行 × 4 列" << 5
                                   << "第 6 张牌（第 2 行第 2 列）：背面朝上";
        QTest::newRow("zousi") << "zousi"
                               << "en" << 4 << 4 << "Zou Si Qi board, 4 × 4 points" << 1
                               << "b4: heart";
        QTest::newRow("zousi zh") << "zousi"
                                  << "zh_CN" << 4 << 4 << "走四棋儿棋盘，4 × 4 个点" << 13
                                  << "b1：黑桃";
    }
    void cells()
    {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(QString, board);
        QFETCH(int, cell);
        QFETCH(QString, name);
        AppSettings::write(QStringLiteral("connect4/width"), 7);
        LanguageManager::instance().apply(lang);
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        QAccessibleInterface *table = boardOf(page);
        QVERIFY(table);
        QCOMPARE(table->role(), QAccessible::Table);
        QCOMPARE(table->text(QAccessible::Name), board);
        QVERIFY(table->tableInterface());
        QCOMPARE(table->tableInterface()->rowCount(), rows);
        QCOMPARE(table->tableInterface()->columnCount(), columns);
        QCOMPARE(table->childCount(), rows * columns);
        // Every cell is a named Cell that knows its place and its parent.
        for (int i = 0; i < rows * columns; ++i) {
            QAccessibleInterface *c = table->child(i);
            QVERIFY(c);
            QCOMPARE(c->role(), QAccessible::Cell);
            QVERIFY2(!c->text(QAccessible::Name).isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(c->parent(), table);
            QCOMPARE(table->indexOfChild(c), i);
            QCOMPARE(c->tableCellInterface()->rowIndex(), i / columns);
            QCOMPARE(c->tableCellInterface()->columnIndex(), i % columns);
            QCOMPARE(table->tableInterface()->cellAt(i / columns, i % columns), c);
            QVERIFY(!c->rect().isEmpty());
            QVERIFY(page->view()
                        ->rect()
                        .translated(page->view()->mapToGlobal(QPoint()))
                        .intersects(c->rect()));
        }
        const QString got = table->child(cell)->text(QAccessible::Name);
        const QRegularExpression re(QLatin1Char('^') + name + QLatin1Char('$'));
        QVERIFY2(re.match(got).hasMatch(), qPrintable(got));
    }

    // The keyboard cursor is the focused cell: every move sends Focus for it.
    void cursorFocus_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("expected"); // the focused names after Right, Down
        QTest::newRow("connect4") << "connect4"
                                  << QStringList{QStringLiteral("Column 5: empty; next row 1")};
        // Memory: the first key shows the cursor and moves it; Zou Si Qi: the first shows it
        // on the first piece that can move (a1), Down stays on the bottom line.
        QTest::newRow("gomoku") << "gomoku"
                                << QStringList{QStringLiteral("I8: empty"),
                                               QStringLiteral("I7: empty")};
        QTest::newRow("memory") << "memory"
                                << QStringList{
                                       QStringLiteral("Card 2 (row 1, column 2): face down"),
                                       QStringLiteral("Card 6 (row 2, column 2): face down")};
        QTest::newRow("zousi") << "zousi"
                               << QStringList{QStringLiteral("a1: spade"),
                                              QStringLiteral("a1: spade")};
    }
    void cursorFocus()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, expected);
        AppSettings::write(QStringLiteral("connect4/width"), 7);
        MainWindow window(game);
        GamePage *page = showFocused(window, game);
        QVERIFY(page);
        QTest::qWait(20); // the focus-in's own Focus event for the cursor cell
        clearHeard();
        QTest::keyClick(page->view(), Qt::Key_Right);
        if (game != QLatin1String("connect4"))
            QTest::keyClick(page->view(), Qt::Key_Down);
        const QStringList names = focusNames();
        QCOMPARE(names, expected);
        // The table says the same cell is its focus child, and that cell is focused.
        QAccessibleInterface *focus = boardOf(page)->focusChild();
        QVERIFY(focus);
        QCOMPARE(focus->text(QAccessible::Name), expected.last());
        QVERIFY(focus->state().focused);
    }

    // What the game says: a move, the computer's reply, whose turn it is.
    void movesAreSaid_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("first");    // said after the player's move
        QTest::addColumn<QString>("computer"); // a regular expression for the reply
        QTest::newRow("connect4")
            << "connect4"
            << "en"
            << "Red in column 4, row 1."
            << "Computer played column \\d, row \\d\\. Your turn \\(Red\\)\\.";
        QTest::newRow("connect4 zh") << "connect4"
                                     << "zh_CN"
                                     << "红方落子第 4 列第 1 行。"
                                     << "电脑落子第 \\d 列第 \\d 行。轮到你了（红方）。";
        QTest::newRow("gomoku") << "gomoku"
                                << "en"
                                << "Black H8."
                                << "Computer played [A-O]\\d+\\. Your move \\(Black\\)\\.";
        QTest::newRow("gomoku zh") << "gomoku"
                                   << "zh_CN"
                                   << "黑棋 H8。"
                                   << "电脑下在 [A-O]\\d+。轮到你了（黑棋）。";
    }
    void movesAreSaid()
    {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        QFETCH(QString, first);
        QFETCH(QString, computer);
        AppSettings::write(QStringLiteral("connect4/opponent"), 1);
        AppSettings::write(QStringLiteral("connect4/first"), 0);
        AppSettings::write(QStringLiteral("connect4/width"), 7);
        AppSettings::write(QStringLiteral("connect4/level"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 0);
        AppSettings::write(QStringLiteral("gomoku/level"), 0);
        LanguageManager::instance().apply(lang);
        MainWindow window(game);
        GamePage *page = showFocused(window, game);
        QVERIFY(page);
        clearHeard();
        QSignalSpy said(page, &GamePage::announced);
        if (game == QLatin1String("connect4"))
            QTest::keyClick(page->view(), Qt::Key_4);
        else
            QTest::keyClick(page->view(), Qt::Key_Return);
        QVERIFY(said.size() >= 1);
        QCOMPARE(said.first().first().toString(), first);
        QTRY_VERIFY_WITH_TIMEOUT(said.size() >= 2, 20000);
        const QString reply = said.at(1).first().toString();
        QVERIFY2(QRegularExpression(QLatin1Char('^') + computer + QLatin1Char('$'))
                     .match(reply)
                     .hasMatch(),
                 qPrintable(reply));
        // Both went out as the focused cell's description, which a screen reader presents.
        const QStringList onCells = saidOnCells();
        QVERIFY2(onCells.contains(first), qPrintable(onCells.join(QLatin1Char('|'))));
        QVERIFY2(onCells.contains(reply), qPrintable(onCells.join(QLatin1Char('|'))));
        QCOMPARE(boardOf(page)->focusChild()->text(QAccessible::Description), reply);
        QCOMPARE(boardOf(page)->text(QAccessible::Description), reply);
        // A move elsewhere takes the description off the cell (it stays on the board).
        QTest::keyClick(page->view(), Qt::Key_Left);
        QCOMPARE(boardOf(page)->focusChild()->text(QAccessible::Description), QString());
        QCOMPARE(boardOf(page)->text(QAccessible::Description), reply);
    }

    // Memory's faces and Lianliankan's matches in words.
    void matchesAreSaid()
    {
        MainWindow window(QStringLiteral("memory"));
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = window.page(QStringLiteral("memory"));
        QSignalSpy said(page, &GamePage::announced);
        QAccessibleInterface *table = boardOf(page);
        // Turn card 1, then find its pair by the names the reader gives.
        QAccessibleInterface *card1 = table->child(0);
        card1->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(said.size(), 1);
        const QString first = said.last().first().toString();
        QVERIFY2(first.startsWith(QStringLiteral("Card 1: ")), qPrintable(first));
        const QString face = first.mid(8).chopped(1);
        // The same card again: nothing turns, and the reader hears why.
        card1->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(said.last().first().toString(), QStringLiteral("Card 1 is already face up."));
        QVERIFY2(card1->text(QAccessible::Name).endsWith(QStringLiteral("face up: ") + face),
                 qPrintable(card1->text(QAccessible::Name)));
        // Another card, then (after the mismatch if any) its pair.
        table->child(1)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        const QString second = said.last().first().toString();
        if (second.contains(QStringLiteral("A pair"))) {
            QCOMPARE(second,
                     QStringLiteral("Card 2: %1. A pair: %1 and %1. Pairs left: 5.").arg(face));
            return;
        }
        QVERIFY2(second.contains(QStringLiteral("No match: %1 and ").arg(face)),
                 qPrintable(second));
    }

    // The end of the game: its text is said, its buttons are the board's focused children,
    // named, moved between by the keys, pressed by a screen reader.
    void endOfGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        for (const char *id : {"connect4", "memory", "zousi"}) {
            QTest::newRow(id) << QString::fromLatin1(id) << "en";
            QTest::newRow(QByteArray(id) + " zh") << QString::fromLatin1(id) << "zh_CN";
        }
    }
    void endOfGame()
    {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        LanguageManager::instance().apply(lang);
        MainWindow window(game);
        GamePage *page = showFocused(window, game);
        QVERIFY(page);
        MessageItem *message = messageOf(page);
        gg::Rng rng(11);
        for (int i = 0; i < 5000 && !message->isShown(); ++i) {
            if (!gg::test::playOneMove(page, rng))
                QTest::qWait(20);
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY_WITH_TIMEOUT(message->isShown(), 5000);
        QTRY_COMPARE(page->lastAnnouncement(),
                     GamePage::sentences({message->title(), message->text()}));
        QAccessibleInterface *table = boardOf(page);
        const int cells = page->accessRows() * page->accessColumns();
        QCOMPARE(table->childCount(), cells + int(message->buttons().size()));
        QAccessibleInterface *focus = table->focusChild();
        QVERIFY(focus);
        QCOMPARE(focus->role(), QAccessible::PushButton);
        QCOMPARE(
            focus->text(QAccessible::Name),
            QString(message->buttons().at(message->currentButton()).text).remove(QLatin1Char('&')));
        QVERIFY(focus->state().focused);
        // Right: the next button takes the focus, and a Focus event says so.
        clearHeard();
        QTest::keyClick(page->view(), Qt::Key_Right);
        const QString next = message->buttons().at(message->currentButton()).text;
        QCOMPARE(focusNames(), QStringList{QString(next).remove(QLatin1Char('&'))});
        // The reader presses View Board: the box is put away and Show Result is offered.
        QAccessibleInterface *view = table->child(table->childCount() - 1);
        QCOMPARE(view->text(QAccessible::Name), lang == QLatin1String("en")
                                                    ? QStringLiteral("View Board")
                                                    : QStringLiteral("查看棋盘"));
        view->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QVERIFY(message->isPeeking());
        QCOMPARE(table->childCount(), cells + 1);
        QAccessibleInterface *back = table->child(cells);
        QCOMPARE(back->role(), QAccessible::PushButton);
        back->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QVERIFY(message->isShown());
    }

    // The side panel: values read with their captions, combo boxes named by their captions,
    // every control reached by Tab from the board.
    void sidePanel_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void sidePanel()
    {
        QFETCH(QString, game);
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        GamePage *page = window.page(game);
        if (game == QLatin1String("2048")) {
            // "Score 0", not "0".
            const QList<QLabel *> labels = page->findChildren<QLabel *>();
            bool found = false;
            for (QLabel *label : labels) {
                QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(label);
                if (iface && iface->text(QAccessible::Name) == QStringLiteral("Score 0"))
                    found = true;
            }
            QVERIFY(found);
        }
        for (const GamePage::Option &option : page->options()) {
            if (!option.box)
                continue;
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(option.box);
            QCOMPARE(iface->text(QAccessible::Name), option.label->text().remove(QLatin1Char('&')));
            QCOMPARE(iface->text(QAccessible::Value), option.box->currentText());
            QCOMPARE(option.label->buddy(), option.box);
        }
        // Tab from the board visits every visible, enabled control of the panel.
        page->view()->setFocus();
        QTRY_VERIFY(page->view()->hasFocus());
        QSet<QWidget *> reached;
        for (int i = 0; i < 60; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QWidget *w = QApplication::focusWidget())
                reached.insert(w);
        }
        QStringList missed;
        for (QWidget *w : page->findChildren<QWidget *>()) {
            const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w);
            if (!control || !w->isVisibleTo(page) || !w->isEnabled() || w->isHidden())
                continue;
            if (!w->isVisible()) // the replay panel's, while no replay is open
                continue;
            if (!reached.contains(w))
                missed.append(QLatin1String(w->metaObject()->className()) + QStringLiteral(" ") +
                              w->accessibleName() +
                              (qobject_cast<QAbstractButton *>(w)
                                   ? qobject_cast<QAbstractButton *>(w)->text()
                                   : QString()));
        }
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral(", "))));
        QVERIFY(reached.contains(page->view())); // and back to the board
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestAccess)
#include "tst_access.moc"
