// Every game's end-of-game box, the same way everywhere: it offers "View Board" (its last
// button); the button or Escape puts the box away so the whole board shows (the winning
// four of Connect Four could not be seen before); a "Show Result" tab at the foot of the
// board — a click, or Escape again — brings it back; New Game ends it.

#include "appsettings.h"
#include "common/boardview.h"
#include "common/messageitem.h"
#include "gamedriver.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTest>

using namespace gg::ui;

namespace {

MessageItem *messageOf(GamePage *page)
{
    for (QGraphicsItem *item : page->view()->scene()->items())
        if (auto *message = dynamic_cast<MessageItem *>(item))
            return message;
    return nullptr;
}

} // namespace

class TestEndMessage : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void viewTheBoardAndComeBack_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void viewTheBoardAndComeBack()
    {
        QFETCH(QString, game);
        AppSettings::write(QStringLiteral("2048/size"), 3);
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 1);
        AppSettings::write(QStringLiteral("zousi/mode"), 0);
        AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("solo"));
        AppSettings::write(QStringLiteral("memory/size"), QStringLiteral("4x3"));
        AppSettings::write(QStringLiteral("lianliankan/level"), QStringLiteral("relaxed"));
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        MessageItem *message = messageOf(page);
        QVERIFY(message);

        // Play to the end (2048 and Zou Si Qi end when stuck or drawn by rule).
        gg::Rng rng(5);
        for (int i = 0; i < 5000 && !message->isShown(); ++i) {
            if (!gg::test::playOneMove(page, rng)) {
                QTest::qWait(50);
                continue;
            }
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY_WITH_TIMEOUT(message->isShown(), 5000);
        QVERIFY(message->buttons().size() >= 2);
        QCOMPARE(message->buttons().last().id, MessageItem::ViewBoardButton);
        QCOMPARE(message->buttons().last().text, QStringLiteral("View Board"));
        const QString title = message->title();

        // Escape: the board, with the tab that brings the result back.
        QTest::keyClick(page->view(), Qt::Key_Escape);
        QVERIFY(!message->isShown());
        QVERIFY(message->isPeeking());
        QVERIFY(message->isVisible()); // the tab
        if (const QString dir = qEnvironmentVariable("GG_SCREENSHOT_DIR"); !dir.isEmpty()) {
            window.resize(1000, 720);
            QTest::qWait(50);
            window.grab().save(dir + QStringLiteral("/endmessage-peek-") + game +
                               QStringLiteral(".png"));
        }
        // Escape again: the result is back.
        QTest::keyClick(page->view(), Qt::Key_Escape);
        QVERIFY(message->isShown());
        QCOMPARE(message->title(), title);

        // The View Board button by keyboard (the last button), then a click on the tab.
        for (int i = 0; i < message->buttons().size(); ++i)
            if (message->currentButton() != message->buttons().size() - 1)
                QTest::keyClick(page->view(), Qt::Key_Right);
        QTest::keyClick(page->view(), Qt::Key_Return);
        QVERIFY(message->isPeeking());
        QTest::mouseClick(
            page->view()->viewport(), Qt::LeftButton, {},
            page->view()->mapFromScene(message->mapToScene(message->tabRect().center())));
        QVERIFY2(message->isShown(), "a click on the tab did not bring the result back");

        // New Game: no box, no tab.
        window.action(GameAction::New)->trigger();
        QVERIFY(!message->isShown());
        QVERIFY(!message->isPeeking());
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestEndMessage)
#include "tst_endmessage.moc"
