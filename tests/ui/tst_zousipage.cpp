// The Zou Si Qi tab (issue 7, docs/RULES.md §6): selecting and moving by mouse and keyboard,
// illegal targets ignored, captures reported by the controller, passes for a person and for
// the computer, the computer's reply off the GUI thread at every level, undo against the
// computer, cancelling on New game, draw offers answered from the solution, the repetition
// draw, statistics, saving and restoring (also through the main window), rejecting garbage
// and switching language. The solution is solved once for the whole executable.

#include "common/boardview.h"
#include "common/record.h"
#include "highscores.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"
#include "zousi/zousiscene.h"
#include "zousi/zousisolverservice.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <QTextBrowser>
#include <sys/stat.h>

using namespace gg::ui;
namespace zs = gg::zousi;

namespace {

// A save with `position` as the start (16 cells, space, side to move), the page's mode
// and level lines, after `moves` (notation, space separated).
QString savedGame(const char *position, ZousiMode mode, zs::Level level = zs::Level::Medium,
                  const char *moves = "")
{
    auto start = zs::Position::parse(position);
    if (!start)
        qFatal("bad test position %s", position);
    zs::Game game;
    game.newGame(*start);
    for (const auto &word : gg::splitSpaces(moves)) {
        auto move = zs::parseMove(word);
        if (!move || !game.play(*move).ok)
            qFatal("bad test move %s", word.c_str());
    }
    return QString::fromStdString(game.serialize()) +
           QStringLiteral("ui-mode %1\nui-level %2\n").arg(int(mode)).arg(int(level));
}

int cellOf(const char *name)
{
    return *zs::parseCell(name);
}

// The first solved position with o (the person) to move, both sides on two or more pieces
// and a step to make, whose value for the side to move is `result`.
std::optional<zs::Position> findPosition(const zs::Solver &solver, zs::Result result)
{
    for (std::uint32_t i = 0; i < zs::Solver::positionCount(); i += 7) {
        const zs::Position pos = zs::Solver::position(i);
        if (pos.toMove != zs::Side::O || pos.over() || zs::countSteps(pos) == 0 ||
            pos.count(zs::Side::O) < 3 || pos.count(zs::Side::X) < 3)
            continue;
        if (solver.value(pos).result == result)
            return pos;
    }
    return std::nullopt;
}

} // namespace

class TestZousiPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // One solve for the whole executable, cached in a temporary file.
        auto &service = ZousiSolverService::instance();
        service.setCachePath(m_cacheDir.filePath(QStringLiteral("zousi-solution.bin")));
        QSignalSpy ready(&service, &ZousiSolverService::solved);
        service.ensureStarted();
        QVERIFY(service.running());
        QVERIFY(ready.wait(120000));
        QVERIFY(service.ready());
        QVERIFY(QFile::exists(service.cachePath()));
    }
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void mouseSelectsAndMoves()
    {
        ZousiPage page(nullptr, 1);
        page.resize(900, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        auto click = [&](const char *cell) {
            const QPointF at = page.scene()->pointPos(cellOf(cell));
            QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                              page.view()->mapFromScene(at));
        };
        click("b1");
        QCOMPARE(page.selectedCell(), cellOf("b1"));
        QCOMPARE(page.scene()->targets(), std::vector<int>{cellOf("b2")});
        click("c2"); // not a step of b1: the selection goes, nothing moves
        QCOMPARE(page.selectedCell(), -1);
        QCOMPARE(moved.count(), 0);
        click("b1");
        click("b2");
        QCOMPARE(moved.count(), 1);
        QCOMPARE(page.controller()->game().position().at(cellOf("b2")), 'o');
        QCOMPARE(page.selectedCell(), -1);
        QCOMPARE(page.moveList()->count(), 1);
        QVERIFY(page.moveList()->item(0)->text().contains(QStringLiteral("b1-b2")));
        click("b2"); // hearts to move now: spades cannot be picked up
        QCOMPARE(page.selectedCell(), -1);
    }

    void keyboardSelectsAndMoves_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<QString>("expected"); // the move played, or "" for none
        const int enter = Qt::Key_Return;
        QTest::newRow("first key shows the cursor on a1, Enter picks it, Up, Enter moves")
            << QList<int>{Qt::Key_Right, enter, Qt::Key_Up, enter} << QStringLiteral("a1-a2");
        QTest::newRow("Space works like Enter")
            << QList<int>{Qt::Key_Space, Qt::Key_Right, Qt::Key_Space, Qt::Key_Up, Qt::Key_Space}
            << QStringLiteral("b1-b2");
        QTest::newRow("Escape cancels the selection")
            << QList<int>{Qt::Key_Left, enter, Qt::Key_Escape, Qt::Key_Up, enter} << QString();
        QTest::newRow("Enter on a point that is no step does nothing")
            << QList<int>{Qt::Key_Left, enter, Qt::Key_Up, Qt::Key_Right, enter} << QString();
        QTest::newRow("the cursor stops at the edge")
            << QList<int>{Qt::Key_Down, Qt::Key_Down, Qt::Key_Left, enter, Qt::Key_Up, enter}
            << QStringLiteral("a1-a2");
    }
    void keyboardSelectsAndMoves()
    {
        QFETCH(QList<int>, keys);
        QFETCH(QString, expected);
        ZousiPage page(nullptr, 2);
        page.show();
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        for (int key : keys)
            QTest::keyClick(page.view(), Qt::Key(key));
        const zs::Game &game = page.controller()->game();
        if (expected.isEmpty()) {
            QCOMPARE(game.plyCount(), 0);
        } else {
            QCOMPARE(game.plyCount(), 1);
            QCOMPARE(QString::fromStdString(zs::moveName(game.history()[0].move)), expected);
        }
    }

    void captureRemovesPiece_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QList<int>>("captured");
        QTest::addColumn<int>("piecesAfter");
        // docs/RULES.md §6.5: `A A B .` along the row after the piece arrives.
        QTest::newRow("row A A B . captures") << "xxx......o..o.x. o"
                                              << "b2"
                                              << "b1" << QList<int>{cellOf("c1")} << 5;
        // Row and column are checked independently: two pieces fall.
        QTest::newRow("row and column at once")
            << "x..x.o..o.ox.x.. o"
            << "a2"
            << "b2" << QList<int>{cellOf("d2"), cellOf("b1")} << 5;
        QTest::newRow("A B A . does not capture") << "xx........o.ox.. o"
                                                  << "c2"
                                                  << "c1" << QList<int>{} << 5;
    }
    void captureRemovesPiece()
    {
        QFETCH(QString, position);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QList<int>, captured);
        QFETCH(int, piecesAfter);
        ZousiPage page(nullptr, 3);
        QVERIFY(page.restoreState(savedGame(qPrintable(position), ZousiMode::TwoPlayers).toUtf8()));
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        page.activatePoint(cellOf(qPrintable(from)));
        page.activatePoint(cellOf(qPrintable(to)));
        QCOMPARE(moved.count(), 1);
        const auto report = moved.first().first().value<zs::MoveReport>();
        QList<int> got(report.captured.begin(), report.captured.end());
        std::sort(captured.begin(), captured.end());
        QCOMPARE(got, captured);
        QCOMPARE(page.scene()->pieceCount(), piecesAfter);
        if (!captured.isEmpty())
            QVERIFY(page.moveList()->item(0)->text().contains(QChar(u'×')));
    }

    void inputDuringAnimationIsNotLost()
    {
        ZousiPage page(nullptr, 18);
        page.setAnimationsEnabled(true);
        page.show();
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        page.activatePoint(cellOf("a1"));
        page.activatePoint(cellOf("a2"));
        QVERIFY(page.scene()->animating());
        page.activatePoint(cellOf("d4"));
        page.activatePoint(cellOf("d3"));
        QCOMPARE(page.controller()->game().plyCount(), 2);
        QTRY_VERIFY(!page.scene()->animating());
        QCOMPARE(page.scene()->pieceCount(), 8);
    }

    void gameOverMessageWaitsForTheCapture()
    {
        ZousiPage page(nullptr, 19);
        page.setAnimationsEnabled(true);
        page.show();
        QVERIFY(page.restoreState(savedGame("x........o..o.x. o", ZousiMode::TwoPlayers).toUtf8()));
        page.activatePoint(cellOf("b2"));
        page.activatePoint(cellOf("b1"));
        QVERIFY(page.controller()->game().over());
        QVERIFY(page.scene()->animating());
        QVERIFY(!page.scene()->message()->isShown());
        QTRY_VERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("Winner: Spades"));
        QCOMPARE(page.scene()->pieceCount(), 3);
    }

    void personMustPass()
    {
        ZousiPage page(nullptr, 4);
        page.show();
        // Spades (o) on a1 and d1, both walled in by hearts.
        QVERIFY(page.restoreState(savedGame("........x..xoxxo o", ZousiMode::TwoPlayers).toUtf8()));
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("No legal move"));
        QVERIFY(!page.isActionEnabled(GameAction::Hint));
        QTest::keyClick(page.view(), Qt::Key_Return);
        QVERIFY(!page.scene()->message()->isShown());
        QCOMPARE(page.controller()->game().plyCount(), 1);
        QVERIFY(page.controller()->game().history()[0].move.isPass());
        QCOMPARE(page.controller()->game().toMove(), zs::Side::X);
    }

    void computerPassesByItself()
    {
        ZousiPage page(nullptr, 5);
        page.show();
        // Hearts (the computer) on a4 and d4, walled in by spades.
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        QVERIFY(page.restoreState(
            savedGame("xooxo..o........ x", ZousiMode::VsComputer, zs::Level::Easy).toUtf8()));
        QTRY_COMPARE(moved.count(), 1);
        QVERIFY(moved.first().first().value<zs::MoveReport>().move.isPass());
        QCOMPARE(page.scene()->toast()->text(),
                 QStringLiteral("The computer cannot move and passes."));
        QVERIFY(page.controller()->humanToMove());
    }

    void computerRepliesOffTheGuiThread_data()
    {
        QTest::addColumn<int>("level");
        QTest::newRow("Easy") << int(zs::Level::Easy);
        QTest::newRow("Medium") << int(zs::Level::Medium);
        QTest::newRow("Hard") << int(zs::Level::Hard);
        QTest::newRow("Perfect") << int(zs::Level::Perfect);
    }
    void computerRepliesOffTheGuiThread()
    {
        QFETCH(int, level);
        ZousiPage page(nullptr, 6);
        page.show();
        page.controller()->setComputerBudget(300);
        page.controller()->newGame(ZousiMode::VsComputer, zs::Level(level), zs::Side::O);
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        QSignalSpy thinking(page.controller(), &ZousiController::thinkingChanged);
        QVERIFY(page.controller()->play(cellOf("a1"), cellOf("a2")));
        QCOMPARE(moved.count(), 1);
        // The reply comes through the event loop, never inside play().
        QVERIFY(page.controller()->thinking());
        QVERIFY(page.statusText().contains(QStringLiteral("Computer is thinking")));
        QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 2, 10000);
        const auto reply = moved.last().first().value<zs::MoveReport>();
        QCOMPARE(reply.mover, ZousiController::ComputerSide);
        QVERIFY(!page.controller()->thinking());
        QVERIFY(page.controller()->humanToMove());
        QCOMPARE(thinking.count(), 2);
        QCOMPARE(page.controller()->game().plyCount(), 2);
    }

    void computerMovesFirstWhenChosen()
    {
        ZousiPage page(nullptr, 7);
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Perfect, zs::Side::X);
        QTRY_COMPARE(moved.count(), 1);
        QCOMPARE(page.controller()->game().history()[0].mover, zs::Side::X);
        // Undo cannot take back the computer's opening move alone.
        QVERIFY(!page.isActionEnabled(GameAction::Undo));
    }

    void waitingForTheSolution_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("Perfect waits to move") << "perfect";
        QTest::newRow("the hint waits") << "hint";
        QTest::newRow("the draw offer waits") << "draw";
    }
    void waitingForTheSolution()
    {
        QFETCH(QString, what);
        auto &service = ZousiSolverService::instance();
        service.unload(); // loaded again from this run's cache file
        QVERIFY(!service.ready());
        ZousiPage page(nullptr, 20);
        page.show();
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        QSignalSpy hinted(page.controller(), &ZousiController::hintReady);
        QSignalSpy declined(page.controller(), &ZousiController::drawDeclined);
        if (what == QLatin1String("perfect")) {
            page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Perfect, zs::Side::X);
            QVERIFY(page.controller()->thinking());
        } else {
            // Spades can win at once (b2-b1), so hearts decline a draw.
            QVERIFY(
                page.restoreState(savedGame("x........o..o.x. o", ZousiMode::VsComputer).toUtf8()));
            QVERIFY(!service.running());
            if (what == QLatin1String("hint"))
                page.trigger(GameAction::Hint);
            else
                page.offerDraw();
            QVERIFY(!page.scene()->toast()->text().isEmpty());
        }
        QVERIFY(service.running());
        QVERIFY(page.statusText().contains(QStringLiteral("Solving")));
        if (what == QLatin1String("perfect"))
            QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 1, 30000);
        else if (what == QLatin1String("hint"))
            QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, 30000);
        else
            QTRY_COMPARE_WITH_TIMEOUT(declined.count(), 1, 30000);
        QVERIFY(service.ready());
        QVERIFY(!page.statusText().contains(QStringLiteral("Solving")));
    }

    // A named pipe where the solution cache belongs once blocked the Perfect computer and the
    // exit: it is set aside untouched, the table solved and cached anew.
    void cacheThatIsAPipe()
    {
        auto &service = ZousiSolverService::instance();
        const QString saved = service.cachePath();
        QTemporaryDir dir;
        const QString pipe = dir.filePath(QStringLiteral("zousi-solution.bin"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        service.setCachePath(pipe);
        service.unload();
        ZousiPage page(nullptr, 21);
        page.show();
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Perfect, zs::Side::X);
        QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 1, 60000);
        QVERIFY(service.ready());
        QFileInfo cache(pipe);
        QVERIFY(cache.isFile()); // a real cache now
        const QStringList aside =
            QDir(dir.path())
                .entryList({QStringLiteral("*.bad-*")}, QDir::System | QDir::AllEntries);
        QCOMPARE(aside.size(), 1);
        struct stat info = {};
        QCOMPARE(::lstat(QFile::encodeName(dir.filePath(aside.first())).constData(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));
        service.setCachePath(saved);
    }

    void menuShortcutsReachThePage()
    {
        MainWindow window(QStringLiteral("zousi"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = qobject_cast<ZousiPage *>(window.page(QStringLiteral("zousi")));
        QVERIFY(page);
        page->controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        QSignalSpy hinted(page->controller(), &ZousiController::hintReady);
        QTest::keyClick(page->view(), Qt::Key_H);
        QTRY_COMPARE(hinted.count(), 1);
        QVERIFY(page->scene()->hintShown());
        QTest::keyClick(page->view(), Qt::Key_Right);
        QTest::keyClick(page->view(), Qt::Key_Return);
        QTest::keyClick(page->view(), Qt::Key_Up);
        QTest::keyClick(page->view(), Qt::Key_Return);
        QCOMPARE(page->controller()->game().plyCount(), 1);
        QVERIFY(!page->scene()->hintShown());
        QTest::keyClick(page->view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page->controller()->game().plyCount(), 0);
    }

    void undoAgainstComputerTakesBackTwoPlies()
    {
        ZousiPage page(nullptr, 8);
        page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Medium, zs::Side::O);
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        page.controller()->play(cellOf("a1"), cellOf("a2"));
        QTRY_COMPARE(moved.count(), 2);
        page.controller()->play(cellOf("d1"), cellOf("d2"));
        QTRY_COMPARE(moved.count(), 4);
        QVERIFY(page.isActionEnabled(GameAction::Undo));
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().plyCount(), 2);
        QVERIFY(page.controller()->humanToMove());
        QVERIFY(page.controller()->game().assisted());
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().plyCount(), 0);
        QVERIFY(!page.isActionEnabled(GameAction::Undo));
        // Redo brings back the move and the reply; the computer does not move again.
        page.trigger(GameAction::Redo);
        QCOMPARE(page.controller()->game().plyCount(), 2);
        QTest::qWait(100);
        QCOMPARE(page.controller()->game().plyCount(), 2);
        QCOMPARE(page.moveList()->count(), 4); // the undone plies stay listed, greyed
    }

    void newGameCancelsThinking_data()
    {
        QTest::addColumn<bool>("undo");
        QTest::newRow("New game") << false;
        QTest::newRow("Undo") << true;
    }
    void newGameCancelsThinking()
    {
        QFETCH(bool, undo);
        ZousiPage page(nullptr, 9);
        page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Hard, zs::Side::O);
        page.controller()->setComputerDelay(400); // the reply waits; we act before it lands
        QSignalSpy moved(page.controller(), &ZousiController::moved);
        page.controller()->play(cellOf("c1"), cellOf("c2"));
        QVERIFY(page.controller()->thinking());
        page.trigger(undo ? GameAction::Undo : GameAction::New);
        QVERIFY(!page.controller()->thinking());
        // A stale reply would now land at once: the search finishes and reports.
        page.controller()->setComputerDelay(0);
        gg::test::drainComputer();
        QCOMPARE(moved.count(), 1);
        QCOMPARE(page.controller()->game().plyCount(), 0);
    }

    void abandonCountsAsAbandoned_data()
    {
        QTest::addColumn<bool>("humanMoved");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("abandoned");
        QTest::newRow("after a move against the computer")
            << true << int(ZousiMode::VsComputer) << 1;
        QTest::newRow("before any move") << false << int(ZousiMode::VsComputer) << 0;
        QTest::newRow("two players are not counted") << true << int(ZousiMode::TwoPlayers) << 0;
    }
    void abandonCountsAsAbandoned()
    {
        QFETCH(bool, humanMoved);
        QFETCH(int, mode);
        QFETCH(int, abandoned);
        ZousiPage page(nullptr, 9);
        page.controller()->newGame(ZousiMode(mode), zs::Level::Easy, zs::Side::O);
        page.controller()->setComputerDelay(400); // the reply would come later
        if (humanMoved)
            QVERIFY(page.controller()->play(cellOf("c1"), cellOf("c2")));
        page.trigger(GameAction::New);
        QCOMPARE(Statistics::read(QStringLiteral("zousi"), QStringLiteral("easy")).abandoned,
                 abandoned);
        page.trigger(GameAction::New); // nothing played in the new game: not counted again
        QCOMPARE(Statistics::read(QStringLiteral("zousi"), QStringLiteral("easy")).abandoned,
                 abandoned);
    }

    void drawOfferAnsweredFromTheSolution_data()
    {
        QTest::addColumn<int>("result");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("drawn position: accepted") << int(zs::Result::Draw) << true;
        QTest::newRow("person winning: declined") << int(zs::Result::Win) << false;
        QTest::newRow("person losing: declined") << int(zs::Result::Loss) << false;
    }
    void drawOfferAnsweredFromTheSolution()
    {
        QFETCH(int, result);
        QFETCH(bool, accepted);
        const auto solver = ZousiSolverService::instance().solver();
        const auto pos = findPosition(*solver, zs::Result(result));
        QVERIFY(pos);
        ZousiPage page(nullptr, 10);
        const std::string text = pos->toString();
        QVERIFY(page.restoreState(
            savedGame(text.c_str(), ZousiMode::VsComputer, zs::Level::Perfect).toUtf8()));
        QVERIFY(page.controller()->humanToMove());
        QSignalSpy declined(page.controller(), &ZousiController::drawDeclined);
        QVERIFY(page.drawButton()->isEnabled());
        QTest::mouseClick(page.drawButton(), Qt::LeftButton);
        QCOMPARE(page.controller()->game().status() == zs::Status::DrawAgreed, accepted);
        QCOMPARE(declined.count(), accepted ? 0 : 1);
        if (accepted) {
            QVERIFY(page.scene()->message()->isShown());
            QCOMPARE(page.scene()->message()->title(), QStringLiteral("Draw"));
            QCOMPARE(Statistics::read(QStringLiteral("zousi"), QStringLiteral("perfect")).drawn, 1);
        }
    }

    void drawOfferBetweenTwoPlayers_data()
    {
        QTest::addColumn<bool>("accept");
        QTest::newRow("accepted") << true;
        QTest::newRow("declined") << false;
    }
    void drawOfferBetweenTwoPlayers()
    {
        QFETCH(bool, accept);
        ZousiPage page(nullptr, 11);
        page.show();
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        page.controller()->play(cellOf("a1"), cellOf("a2"));
        page.offerDraw();
        MessageItem *message = page.scene()->message();
        QVERIFY(message->isShown());
        QCOMPARE(message->text(), QStringLiteral("Hearts offers a draw. Spades, do you accept?"));
        QCOMPARE(message->currentButton(), 1); // Decline is the default
        if (accept)
            QTest::keyClick(page.view(), Qt::Key_Left);
        QTest::keyClick(page.view(), Qt::Key_Return);
        QCOMPARE(page.controller()->game().status(),
                 accept ? zs::Status::DrawAgreed : zs::Status::Playing);
        QCOMPARE(message->isShown(), accept); // the draw message, or back to the game
        // Two-player games are not counted.
        QCOMPARE(Statistics::read(QStringLiteral("zousi"), QStringLiteral("easy")).played(), 0);
    }

    void thirdRepetitionIsADraw()
    {
        ZousiPage page(nullptr, 12);
        page.show();
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        for (int round = 0; round < 2; ++round) {
            for (auto [from, to] :
                 {std::pair{"a1", "a2"}, {"a4", "a3"}, {"a2", "a1"}, {"a3", "a4"}})
                QVERIFY(page.controller()->play(cellOf(from), cellOf(to)));
        }
        QCOMPARE(page.controller()->game().status(), zs::Status::DrawRepetition);
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("Draw"));
        QCOMPARE(page.scene()->message()->text().section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("The same position came up for the third time."));
        QVERIFY(page.statusText().contains(QStringLiteral("third time")));
    }

    void statisticsPerLevel_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("hint");
        QTest::addColumn<int>("won");
        QTest::addColumn<int>("lost");
        QTest::addColumn<QString>("title");
        // Spades (the person) take hearts' second-to-last piece: b2-b1 makes `o o x .`.
        QTest::newRow("win at Medium")
            << "x........o..o.x. o" << int(zs::Level::Medium) << false << 1 << 0 << "You win!";
        QTest::newRow("win with a hint is not counted")
            << "x........o..o.x. o" << int(zs::Level::Easy) << true << 0 << 0 << "You win!";
        // Hearts (Perfect) to move take spades' piece: b3-b4 makes `x x o .`.
        QTest::newRow("loss at Perfect")
            << "x.o..x.........o x" << int(zs::Level::Perfect) << false << 0 << 1 << "You lose";
    }
    void statisticsPerLevel()
    {
        QFETCH(QString, position);
        QFETCH(int, level);
        QFETCH(bool, hint);
        QFETCH(int, won);
        QFETCH(int, lost);
        QFETCH(QString, title);
        ZousiPage page(nullptr, 13);
        page.show();
        QSignalSpy finished(page.controller(), &ZousiController::finished);
        QVERIFY(page.restoreState(
            savedGame(qPrintable(position), ZousiMode::VsComputer, zs::Level(level)).toUtf8()));
        if (page.controller()->humanToMove()) {
            if (hint) {
                QSignalSpy hinted(page.controller(), &ZousiController::hintReady);
                page.trigger(GameAction::Hint);
                QCOMPARE(hinted.count(), 1);
                QVERIFY(page.scene()->hintShown());
                QVERIFY(page.statusText().contains(QStringLiteral("Hint: b2-b1")));
            }
            page.activatePoint(cellOf("b2"));
            page.activatePoint(cellOf("b1"));
        }
        QTRY_COMPARE(finished.count(), 1);
        const GameStats stats =
            Statistics::read(QStringLiteral("zousi"), ZousiController::levelKey(zs::Level(level)));
        QCOMPARE(stats.won, won);
        QCOMPARE(stats.lost, lost);
        QCOMPARE(page.scene()->message()->title(), title);
        // Counted once: undoing and replaying the end does not count it again.
        if (page.isActionEnabled(GameAction::Undo)) {
            page.trigger(GameAction::Undo);
            QVERIFY(!page.scene()->message()->isShown());
            page.trigger(GameAction::Redo);
            QVERIFY(page.controller()->game().over());
        }
        const GameStats again =
            Statistics::read(QStringLiteral("zousi"), ZousiController::levelKey(zs::Level(level)));
        QCOMPARE(again.played(), stats.played());
        QCOMPARE(page.statsBoards().size(), 4);
    }

    void saveRestoreRoundTrip()
    {
        QString saved;
        std::string position;
        {
            ZousiPage page(nullptr, 14);
            page.controller()->newGame(ZousiMode::VsComputer, zs::Level::Hard, zs::Side::O);
            QSignalSpy moved(page.controller(), &ZousiController::moved);
            page.controller()->play(cellOf("b1"), cellOf("b2"));
            QTRY_COMPARE(moved.count(), 2);
            saved = QString::fromUtf8(page.saveState());
            position = page.controller()->game().position().toString();
        }
        ZousiPage again(nullptr, 15);
        again.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::X);
        QVERIFY(again.restoreState(saved.toUtf8()));
        QCOMPARE(again.controller()->game().position().toString(), position);
        QCOMPARE(again.controller()->mode(), ZousiMode::VsComputer);
        QCOMPARE(again.controller()->level(), zs::Level::Hard);
        QCOMPARE(again.controller()->firstSide(), zs::Side::O);
        QCOMPARE(again.moveList()->count(), 2);
        QCOMPARE(QString::fromUtf8(again.saveState()), saved);
    }

    void quitAndRestartKeepsGame()
    {
        std::string position;
        {
            MainWindow window(QStringLiteral("zousi"));
            window.show();
            auto *page = qobject_cast<ZousiPage *>(window.page(QStringLiteral("zousi")));
            QVERIFY(page);
            page->controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
            page->controller()->play(cellOf("c1"), cellOf("c2"));
            page->controller()->play(cellOf("c4"), cellOf("c3"));
            position = page->controller()->game().position().toString();
            QCoreApplication::processEvents(); // the queued save runs on the event loop
            QVERIFY(QFile::exists(m_sandbox->saveFile(QStringLiteral("zousi"))));
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<ZousiPage *>(again.page(QStringLiteral("zousi")));
        QCOMPARE(page->controller()->game().position().toString(), position);
        QCOMPARE(page->controller()->mode(), ZousiMode::TwoPlayers);
        QVERIFY(again.notices().isEmpty());
    }

    void restoreRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("state");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("another game") << QByteArray("game 2048\nversion 1\n");
        QTest::newRow("illegal move")
            << QByteArray("game zousi\nversion 1\nstart xxxx........oooo o\nmoves a1-a3\n"
                          "cursor 1\nagreed 0\nassisted 0\n");
        QTest::newRow("five pieces")
            << QByteArray("game zousi\nversion 1\nstart xxxxx.......oooo o\nmoves \n"
                          "cursor 0\nagreed 0\nassisted 0\n");
        QTest::newRow("mode out of range") << savedGame("xxxx........oooo o", ZousiMode::TwoPlayers)
                                                  .toUtf8()
                                                  .replace("ui-mode 0", "ui-mode 7");
        QTest::newRow("level not a number")
            << savedGame("xxxx........oooo o", ZousiMode::TwoPlayers)
                   .toUtf8()
                   .replace("ui-level 1", "ui-level hard");
        QTest::newRow("duplicated key")
            << savedGame("xxxx........oooo o", ZousiMode::TwoPlayers).toUtf8() + "ui-mode 1\n";
    }
    void restoreRejectsGarbage()
    {
        QFETCH(QByteArray, state);
        ZousiPage page(nullptr, 16);
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        page.controller()->play(cellOf("a1"), cellOf("a2"));
        const QByteArray before = page.saveState();
        QVERIFY(!page.restoreState(state));
        QCOMPARE(page.saveState(), before);
    }

    void languageSwitchRetranslates()
    {
        ZousiPage page(nullptr, 17);
        page.show();
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::O);
        page.controller()->play(cellOf("a1"), cellOf("a2"));
        page.offerDraw();
        QCOMPARE(page.drawButton()->text(), QStringLiteral("Offer Draw"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(page.drawButton()->text(), QStringLiteral("提议和棋"));
        QCOMPARE(page.title(), QStringLiteral("走四棋"));
        QVERIFY(page.statusText().contains(QStringLiteral("红桃")));
        // The message in the scene follows the language too.
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("求和"));
        QVERIFY(page.howToPlay().contains(QStringLiteral("吃")));
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(page.drawButton()->text(), QStringLiteral("Offer Draw"));
    }

    void zzScreenshots()
    {
        const QString dir = qEnvironmentVariable("GG_SHOTS");
        if (dir.isEmpty())
            QSKIP("set GG_SHOTS to a directory to save screenshots");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            LanguageManager::instance().apply(lang);
            ZousiPage page(nullptr, 21);
            page.resize(1000, 680);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.restoreState(savedGame("xxxx........oooo o", ZousiMode::VsComputer,
                                                zs::Level::Hard, "b1-b2 a4-a3 b2-c2 d4-d3")
                                          .toUtf8()));
            page.activatePoint(cellOf("c2"));
            QTest::keyClick(page.view(), Qt::Key_Left);
            QTest::qWait(50);
            page.grab().save(dir + QStringLiteral("/select-%1.png").arg(lang));
            page.analyseAction()->trigger();
            QTest::qWait(50);
            page.grab().save(dir + QStringLiteral("/analysis-%1.png").arg(lang));
            page.analyseAction()->trigger();
            page.activatePoint(cellOf("c2"));
            page.trigger(GameAction::Hint);
            QTest::qWait(50);
            page.grab().save(dir + QStringLiteral("/hint-%1.png").arg(lang));
            page.resize(600, 420);
            QTest::qWait(50);
            page.grab().save(dir + QStringLiteral("/small-%1.png").arg(lang));
            QVERIFY(
                page.restoreState(savedGame("x........o..o.x. o", ZousiMode::VsComputer).toUtf8()));
            page.resize(1000, 680);
            page.activatePoint(cellOf("b2"));
            page.activatePoint(cellOf("b1"));
            QTest::qWait(300);
            page.grab().save(dir + QStringLiteral("/over-%1.png").arg(lang));
            QVERIFY(
                page.restoreState(savedGame("........x..xoxxo o", ZousiMode::TwoPlayers).toUtf8()));
            QTest::qWait(300);
            page.grab().save(dir + QStringLiteral("/pass-%1.png").arg(lang));
            QVERIFY(
                page.restoreState(savedGame("x..x.o..o.ox.x.. o", ZousiMode::TwoPlayers).toUtf8()));
            page.setAnimationsEnabled(true);
            page.activatePoint(cellOf("a2"));
            page.activatePoint(cellOf("b2"));
            QTest::qWait(330);
            page.grab().save(dir + QStringLiteral("/capture-%1.png").arg(lang));
            QTextBrowser help;
            help.setHtml(page.howToPlay());
            help.resize(620, 1100);
            help.show();
            QTest::qWait(50);
            help.grab().save(dir + QStringLiteral("/help-%1.png").arg(lang));
        }
        LanguageManager::instance().apply(QStringLiteral("en"));
    }

    // Game → Analyse (issue 19): each target of the selected piece carries its move's
    // perfect-play result (the same as zousi::analyseMoves), the status lists every move,
    // the game becomes assisted, and the labels go when the analysis is turned off.
    void analysisLabelsTheTargets_data()
    {
        QTest::addColumn<int>("result");
        QTest::newRow("a won position") << int(zs::Result::Win);
        QTest::newRow("a lost position") << int(zs::Result::Loss);
        QTest::newRow("a drawn position") << int(zs::Result::Draw);
    }
    void analysisLabelsTheTargets()
    {
        QFETCH(int, result);
        const auto solver = ZousiSolverService::instance().solver();
        QVERIFY(solver);
        const auto pos = findPosition(*solver, zs::Result(result));
        QVERIFY(pos);
        ZousiPage page(nullptr, 11);
        QVERIFY(page.restoreState(
            savedGame(pos->toString().c_str(), ZousiMode::VsComputer, zs::Level::Easy).toUtf8()));
        QVERIFY(!page.controller()->game().assisted());
        page.analyseAction()->trigger();
        QVERIFY(page.controller()->analysing());
        QVERIFY(page.controller()->game().assisted());
        const auto values = zs::analyseMoves(*solver, *pos);
        QVERIFY(!values.empty());
        const int from = values.front().move.from;
        page.activatePoint(from);
        QCOMPARE(page.selectedCell(), from);
        const auto &labels = page.scene()->targetLabels();
        int checked = 0;
        for (const zs::MoveValue &m : values) {
            if (m.move.from != from)
                continue;
            QVERIFY(labels.contains(m.move.to));
            const QString expected =
                m.value.result == zs::Result::Win    ? QStringLiteral("Win %1").arg(m.value.plies)
                : m.value.result == zs::Result::Loss ? QStringLiteral("Loss %1").arg(m.value.plies)
                                                     : QStringLiteral("Draw");
            QCOMPARE(labels.value(m.move.to).text, expected);
            ++checked;
        }
        QCOMPARE(labels.size(), checked);
        // The status lists every move.
        for (const zs::MoveValue &m : values)
            QVERIFY2(page.statusText().contains(QString::fromStdString(zs::moveName(m.move))),
                     qPrintable(page.statusText()));
        // The best move's value is the position's value.
        QCOMPARE(std::max_element(values.begin(), values.end(),
                                  [](const zs::MoveValue &a, const zs::MoveValue &b) {
                                      return zs::better(b.value, a.value);
                                  })
                     ->value.result,
                 zs::Result(result));
        page.analyseAction()->trigger();
        QVERIFY(!page.controller()->analysing());
        page.activatePoint(from); // deselects
        page.activatePoint(from);
        QVERIFY(page.scene()->targetLabels().isEmpty());
    }

    // Game → Copy Game / Paste Game (issue 19): the record through the clipboard; a pasted
    // game is replayed as a two-player game and drawn exactly; bad text changes nothing.
    void copyAndPasteGame()
    {
        ZousiPage page(nullptr, 12);
        page.setAnimationsEnabled(false);
        page.controller()->newGame(ZousiMode::TwoPlayers, zs::Level::Easy, zs::Side::X);
        QVERIFY(page.controller()->play(cellOf("a4"), cellOf("a3")));
        page.copyAction()->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("xxxx........oooo x\na4-a3\n"));

        QGuiApplication::clipboard()->setText(QStringLiteral("xxxx........oooo o\nb1-b2 a4-a3\n"));
        page.pasteAction()->trigger();
        QCOMPARE(page.controller()->game().plyCount(), 2);
        QCOMPARE(page.controller()->mode(), ZousiMode::TwoPlayers);
        QCOMPARE(page.boardMismatch(), QString());

        QVERIFY(!page.importText(QStringLiteral("nonsense")));
        QVERIFY(!page.importText(QStringLiteral("xxxx........oooo o\nb1-b3\n")));
        QCOMPARE(page.controller()->game().plyCount(), 2);
    }

private:
    QTemporaryDir m_cacheDir;
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestZousiPage)
#include "tst_zousipage.moc"
