// Game → Review Game (issue 19, docs/RULES.md §7): a finished game steps back and forth by
// the panel's buttons and by keys, the board shows exactly the replayed position at every
// step (the board census), the review marks the known mistakes with a move that keeps the
// result and sums them up in the end box, the game itself never changes, and any command
// closes the replay.

#include "common/boardview.h"
#include "common/gamereview.h"
#include "common/messageitem.h"
#include "common/replaypanel.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "connectfour/connectfourscene.h"
#include "languagemanager.h"
#include "uitestsupport.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace gg::ui;
namespace c4 = gg::c4;

namespace {

void key(GamePage &page, int k)
{
    QTest::keyClick(page.view(), Qt::Key(k));
}

QPushButton *button(GamePage &page, const QString &startsWith)
{
    for (QPushButton *b : page.replayPanel()->findChildren<QPushButton *>())
        if (b->text().contains(startsWith))
            return b;
    return nullptr;
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void connectFourStepsAndMarks();
    void connectFourOnlyAfterTheEnd();
    void connectFourCommandsCloseIt();

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

// Red (1, 1, 1) misses its four in column 1 with its 7th disc; yellow then wins in column 2.
void TestReplay::connectFourStepsAndMarks()
{
    ConnectFourPage page(nullptr, 5);
    page.resize(1000, 640);
    page.show();
    QVERIFY(page.importText(QStringLiteral("12121232")));
    const c4::Game &game = page.controller()->game();
    QVERIFY(game.over());
    const QString record = page.controller()->record();
    QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
    // The end box names the mistakes once the review is done.
    QVERIFY2(page.scene()->message()->text().contains(QStringLiteral("mistake")),
             qPrintable(page.scene()->message()->text()));
    QVERIFY(page.reviewAction()->isEnabled());

    page.reviewAction()->trigger();
    QVERIFY(page.replaying());
    ReplayPanel *panel = page.replayPanel();
    QCOMPARE(panel->length(), 8);
    QCOMPARE(panel->position(), 8);
    QVERIFY(page.boardMismatch().isEmpty());
    QVERIFY(!page.scene()->message()->isShown()); // put away for the board

    // Red's 7th disc is marked, with column 1 as the move that kept the win.
    const ReplayPanel::Step seventh = panel->steps().at(6);
    QVERIFY(seventh.mistake);
    QVERIFY2(seventh.note.contains(QStringLiteral("Column 1 would have kept the win")),
             qPrintable(seventh.note));
    QVERIFY(!panel->steps().at(7).mistake); // yellow's winning disc

    // Keys step through; the board equals the replayed position at each step.
    for (int expected = 7; expected >= 0; --expected) {
        key(page, Qt::Key_Left);
        QCOMPARE(panel->position(), expected);
        QCOMPARE(page.shownGame().moveCount(), expected);
        QVERIFY2(page.boardMismatch().isEmpty(), qPrintable(page.boardMismatch()));
    }
    QCOMPARE(page.scene()->discCount(), 0);
    key(page, Qt::Key_Left); // nothing before the start
    QCOMPARE(panel->position(), 0);
    key(page, Qt::Key_End);
    QCOMPARE(panel->position(), 8);
    key(page, Qt::Key_Home);
    QCOMPARE(panel->position(), 0);
    key(page, Qt::Key_Right);
    QCOMPARE(page.shownGame().moveCount(), 1);
    QVERIFY(page.boardMismatch().isEmpty());

    // N goes to the next mistake; there the better column is shown in the mover's colour.
    int guard = 0;
    do {
        key(page, Qt::Key_N);
    } while (panel->position() != 7 && ++guard < 8);
    QCOMPARE(panel->position(), 7);
    QCOMPARE(page.scene()->hintColumn(), 0);
    QVERIFY(panel->noteText().contains(QStringLiteral("Column 1")));

    // The buttons do the same.
    button(page, QStringLiteral("Back"))->click();
    QCOMPARE(panel->position(), 6);
    button(page, QStringLiteral("Forward"))->click();
    QCOMPARE(panel->position(), 7);
    button(page, QStringLiteral("Start"))->click();
    QCOMPARE(panel->position(), 0);
    // A click on a row of the move list goes there.
    panel->findChild<QListWidget *>()->setCurrentRow(3);
    QCOMPARE(panel->position(), 3);
    QVERIFY(page.boardMismatch().isEmpty());

    // A click on the board plays nothing while replaying.
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                      page.view()->mapFromScene(page.scene()->cellCentre(5, 0)));
    QCOMPARE(page.controller()->record(), record);

    // Escape closes it: the game is as it was, drawn as it is.
    key(page, Qt::Key_Escape);
    QVERIFY(!page.replaying());
    QCOMPARE(page.controller()->record(), record);
    QCOMPARE(page.shownGame().moveCount(), 8);
    QVERIFY(page.boardMismatch().isEmpty());
}

void TestReplay::connectFourOnlyAfterTheEnd()
{
    ConnectFourPage page(nullptr, 5);
    page.show();
    QVERIFY(page.importText(QStringLiteral("4453")));
    page.refreshActions();
    QVERIFY(!page.reviewAction()->isEnabled());
    page.openReplay();
    QVERIFY(!page.replaying());
}

void TestReplay::connectFourCommandsCloseIt()
{
    ConnectFourPage page(nullptr, 5);
    page.show();
    QVERIFY(page.importText(QStringLiteral("1212121")));
    page.openReplay();
    QVERIFY(page.replaying());
    page.trigger(GameAction::Undo);
    QVERIFY(!page.replaying());
    QCOMPARE(page.controller()->game().moveCount(), 6);
    QVERIFY(page.boardMismatch().isEmpty());
    page.controller()->drop(0); // the same end again
    page.openReplay();
    QVERIFY(page.replaying());
    page.trigger(GameAction::New);
    QVERIFY(!page.replaying());
    QCOMPARE(page.controller()->game().moveCount(), 0);
    QCOMPARE(page.scene()->discCount(), 0);
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
