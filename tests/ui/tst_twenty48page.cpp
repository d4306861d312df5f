// The 2048 tab: controller signals, animation interruption without dropped or doubled keys,
// swipes, in-scene win / game-over messages, hint and auto-play off the GUI thread.

#include "common/boardview.h"
#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "twenty48/twenty48scene.h"
#include "uitestsupport.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>

using namespace gg::ui;
using gg::t48::Cells;
using gg::t48::Direction;

class TestTwenty48Page : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void keysDuringAnimationAreAppliedOnce()
    {
        Twenty48Page page(nullptr, 7);
        page.setAnimationsEnabled(true);
        page.show();
        const Cells start = {2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        page.controller()->game().setPosition(start);
        QSignalSpy moved(page.controller(), &Twenty48Controller::moved);
        QTest::keyClick(page.view(), Qt::Key_Right);
        QVERIFY(page.scene()->animating());
        QTest::keyClick(page.view(), Qt::Key_Down);
        QTest::keyClick(page.view(), Qt::Key_Left);
        QCOMPARE(moved.count(), 3);
        QCOMPARE(page.controller()->game().moves(), 3);
        page.scene()->finishAnimations();
        // The scene shows exactly the model's tiles once the animation is done.
        int tiles = 0;
        for (int v : page.controller()->game().cells())
            tiles += v != 0;
        QCOMPARE(page.scene()->tileCount(), tiles);
    }

    void swipeMoves_data()
    {
        QTest::addColumn<QPoint>("delta");
        QTest::addColumn<int>("direction");
        QTest::newRow("drag left") << QPoint(-120, 5) << int(Direction::Left);
        QTest::newRow("drag right") << QPoint(120, -5) << int(Direction::Right);
        QTest::newRow("drag up") << QPoint(3, -120) << int(Direction::Up);
        QTest::newRow("drag down") << QPoint(-3, 120) << int(Direction::Down);
    }
    void swipeMoves()
    {
        QFETCH(QPoint, delta);
        QFETCH(int, direction);
        Twenty48Page page(nullptr, 3);
        page.resize(800, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy swiped(page.scene(), &Twenty48Scene::swiped);
        QWidget *viewport = page.view()->viewport();
        const QPoint centre = viewport->rect().center();
        QTest::mousePress(viewport, Qt::LeftButton, {}, centre);
        QTest::mouseMove(viewport, centre + delta / 2);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, centre + delta);
        QCOMPARE(swiped.count(), 1);
        QCOMPARE(swiped.first().first().value<Direction>(), Direction(direction));
    }

    void shortClickIsNotASwipe()
    {
        Twenty48Page page(nullptr, 3);
        page.resize(800, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy swiped(page.scene(), &Twenty48Scene::swiped);
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                          page.view()->viewport()->rect().center());
        QCOMPARE(swiped.count(), 0);
    }

    void winShowsKeepGoing()
    {
        Twenty48Page page(nullptr, 5);
        page.show();
        Cells cells(16, 0);
        cells[0] = 1024;
        cells[1] = 1024;
        page.controller()->game().setPosition(cells);
        QTest::keyClick(page.view(), Qt::Key_Left);
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.controller()->game().status(), gg::t48::Status::Won);
        // Keys are held while the choice is open; Enter picks "Keep going".
        QTest::keyClick(page.view(), Qt::Key_Right);
        QCOMPARE(page.controller()->game().moves(), 1);
        QTest::keyClick(page.view(), Qt::Key_Return);
        QVERIFY(!page.scene()->message()->isShown());
        QCOMPARE(page.controller()->game().status(), gg::t48::Status::Playing);
    }

    void gameOverShowsMessageAndRecordsScore()
    {
        Twenty48Page page(nullptr, 5);
        page.show();
        // One merge left; after it and the spawn the board is stuck for this seed.
        const Cells cells = {2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 8, 8};
        page.controller()->game().setPosition(cells, 100);
        QSignalSpy finished(page.controller(), &Twenty48Controller::finished);
        QTest::keyClick(page.view(), Qt::Key_Left);
        if (page.controller()->game().status() != gg::t48::Status::Over)
            QSKIP("this seed left a move; covered by the core tests");
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(finished.count(), 1);
        const auto list = HighScores::entries(QStringLiteral("2048"), QStringLiteral("4x4-2048"));
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].score, page.controller()->game().score());
    }

    void hintArrivesOffTheGuiThreadAndMarksAssisted()
    {
        Twenty48Page page(nullptr, 11);
        page.show();
        QSignalSpy hint(page.controller(), &Twenty48Controller::hintReady);
        page.trigger(GameAction::Hint);
        QVERIFY(page.controller()->game().assisted());
        QVERIFY(hint.wait(20000));
        const Direction dir = hint.first().first().value<Direction>();
        // The hint is a real move on the current board.
        const auto slid = gg::t48::slide(page.controller()->game().cells(), 4, dir);
        QVERIFY(slid.changed);
    }

    void moveCancelsPendingHint()
    {
        Twenty48Page page(nullptr, 11);
        page.show();
        QSignalSpy hint(page.controller(), &Twenty48Controller::hintReady);
        page.trigger(GameAction::Hint);
        page.controller()->move(Direction::Left);
        page.controller()->move(Direction::Up);
        gg::test::drainComputer(); // the cancelled hint has finished and reported
        QCOMPARE(hint.count(), 0);
    }

    void autoPlayMakesMovesAndStops()
    {
        Twenty48Page page(nullptr, 13);
        page.show();
        page.controller()->setAutoPlayDelay(0);
        page.controller()->setAutoPlay(true);
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->game().moves() >= 5, 30000);
        page.controller()->setAutoPlay(false);
        const int moves = page.controller()->game().moves();
        gg::test::drainComputer(); // the search under way and its 0 ms step timer are done
        QCOMPARE(page.controller()->game().moves(), moves);
        QVERIFY(page.controller()->game().assisted());
    }

    void undoRedoThroughActions()
    {
        Twenty48Page page(nullptr, 17);
        page.show();
        QVERIFY(!page.isActionEnabled(GameAction::Undo));
        for (int key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Right})
            QTest::keyClick(page.view(), Qt::Key(key));
        const int moves = page.controller()->game().moves();
        QVERIFY(moves > 0);
        const Cells after = page.controller()->game().cells();
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().moves(), moves - 1);
        QVERIFY(page.isActionEnabled(GameAction::Redo));
        page.trigger(GameAction::Redo);
        QCOMPARE(page.controller()->game().cells(), after);
    }

    void optionsChangeVariant()
    {
        Twenty48Page page(nullptr, 19);
        page.controller()->newGame(5, 1024);
        QCOMPARE(page.controller()->variant(), QStringLiteral("5x5-1024"));
        Twenty48Page again(nullptr, 19); // the options are remembered
        QCOMPARE(again.controller()->game().size(), 5);
        QCOMPARE(again.controller()->game().target(), 1024);
    }

    void bestScoreKept()
    {
        Twenty48Page page(nullptr, 23);
        Cells cells(16, 0);
        cells[0] = 64;
        cells[1] = 64;
        page.controller()->game().setPosition(cells);
        page.controller()->move(Direction::Left);
        QCOMPARE(page.controller()->best(), 128);
        page.controller()->newGame();
        QCOMPARE(page.controller()->best(), 128);
    }

    // Game → Analyse (issue 19): a chip per legal slide with the helper's expected value,
    // the helper's best slide starred, none for a slide that changes nothing; the game is
    // marked assisted; the chips follow the board and go when the analysis is off.
    void analysisShowsEachSlide_data()
    {
        QTest::addColumn<Cells>("cells");
        QTest::addColumn<QList<bool>>("legal"); // left, right, up, down
        QTest::newRow("top-left corner: only right and down")
            << Cells{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
            << QList<bool>{false, true, false, true};
        QTest::newRow("a busy board: all four")
            << Cells{2, 4, 8, 16, 4, 0, 2, 8, 0, 2, 0, 4, 2, 0, 0, 2}
            << QList<bool>{true, true, true, true};
    }
    void analysisShowsEachSlide()
    {
        QFETCH(Cells, cells);
        QFETCH(QList<bool>, legal);
        Twenty48Page page(nullptr, 8);
        page.setAnimationsEnabled(false);
        page.controller()->game().setPosition(cells);
        page.scene()->setBoard(cells, 4);
        QVERIFY(!page.controller()->game().assisted());
        page.analyseAction()->trigger();
        QVERIFY(page.controller()->analysing());
        QVERIFY(page.controller()->game().assisted());
        gg::test::drainComputer();
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty()) {
            page.resize(900, 640);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(dir + QStringLiteral("/2048-analysis-%1.png")
                                       .arg(QString::fromLatin1(QTest::currentDataTag()).left(3)));
        }
        const QStringList texts = page.scene()->directionLabels();
        QCOMPARE(texts.size(), 4);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(!texts[i].isEmpty(), legal[i]);
        const auto best = gg::t48::search(cells, 4, gg::t48::limitsFor(gg::t48::Strength::Normal));
        QVERIFY(best.move);
        QCOMPARE(page.scene()->bestDirectionLabel(), int(*best.move));
        QVERIFY(texts[int(*best.move)].startsWith(QStringLiteral("★")));
        // A move: the chips are for the new board.
        QVERIFY(page.controller()->move(*best.move));
        gg::test::drainComputer();
        const Cells now = page.controller()->game().cells();
        const auto next = gg::t48::search(now, 4, gg::t48::limitsFor(gg::t48::Strength::Normal));
        QCOMPARE(page.scene()->bestDirectionLabel(), next.move ? int(*next.move) : -1);
        page.analyseAction()->trigger();
        QVERIFY(page.scene()->directionLabels().isEmpty());
    }

    // Game → Copy Game / Paste Game (issue 19): the record replays exactly (same board, score
    // and moves, undo still works); a pasted game is assisted; bad text changes nothing.
    void copyAndPasteGame()
    {
        Twenty48Page page(nullptr, 21);
        page.setAnimationsEnabled(false);
        for (Direction d : {Direction::Left, Direction::Up, Direction::Right, Direction::Down,
                            Direction::Left, Direction::Up})
            page.controller()->move(d);
        const Cells cells = page.controller()->game().cells();
        const auto score = page.controller()->game().score();
        const int moves = page.controller()->game().moves();
        page.copyAction()->trigger();
        const QString copied = QGuiApplication::clipboard()->text();

        page.trigger(GameAction::New);
        QVERIFY(page.controller()->game().cells() != cells || moves == 0);
        page.pasteAction()->trigger();
        QCOMPARE(page.controller()->game().cells(), cells);
        QCOMPARE(page.controller()->game().score(), score);
        QCOMPARE(page.controller()->game().moves(), moves);
        QVERIFY(page.controller()->game().assisted());
        QCOMPARE(page.boardMismatch(), QString());
        QVERIFY(page.controller()->game().canUndo());

        QVERIFY(!page.importText(QStringLiteral("4453")));
        QVERIFY(!page.importText(copied.left(copied.size() / 2)));
        QCOMPARE(page.controller()->game().cells(), cells);
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestTwenty48Page)
#include "tst_twenty48page.moc"
