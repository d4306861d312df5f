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
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "gomoku/gomokureview.h"
#include "gomoku/gomokuscene.h"
#include "languagemanager.h"
#include "lianliankan/lianliankanpage.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"
#include "zousi/zousireview.h"
#include "zousi/zousisolverservice.h"

#include "common/rng.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
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
    void zousiStepsAndMarks();
    void gomokuStepsAndMarks();
    void twenty48Replays();
    void chineseTexts();
    void screenshots();

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
    QVERIFY(!page.scene()->message()->isShown());   // put away for the board
    QVERIFY(!page.scene()->message()->isVisible()); // not even its Show Result tab

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
    QVERIFY(page.scene()->message()->isPeeking()); // the result is a tab away again
    QVERIFY(page.scene()->message()->isVisible());
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

// A random game to its end: the review marks exactly the plies the solution calls mistakes,
// the board is the replayed position at every step.
void TestReplay::zousiStepsAndMarks()
{
    QTemporaryDir cache;
    auto &service = ZousiSolverService::instance();
    service.setCachePath(cache.filePath(QStringLiteral("zousi-solution.bin")));
    gg::zousi::Game played;
    gg::Rng rng(7);
    while (!played.over()) {
        const auto moves = played.legalMoves();
        played.play(moves[rng.below(std::uint32_t(moves.size()))]);
    }
    ZousiPage page(nullptr, 3);
    page.resize(1000, 640);
    page.show();
    QVERIFY(page.importText(QString::fromStdString(played.record())));
    QVERIFY(page.controller()->game().over());
    QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
    const int plies = played.plyCount();
    QCOMPARE(int(page.review()->verdicts().size()), plies);

    page.openReplay();
    QVERIFY(page.replaying());
    ReplayPanel *panel = page.replayPanel();
    QCOMPARE(panel->length(), plies);
    // The marks are the solution's: a ply whose result got worse for its mover.
    const auto solver = service.solver();
    QVERIFY(solver);
    const auto verdicts = gg::zousi::reviewGame(played, *solver);
    int marked = 0;
    for (int i = 0; i < plies; ++i) {
        QCOMPARE(panel->steps().at(i).mistake, verdicts[std::size_t(i)].verdict.mistake());
        marked += panel->steps().at(i).mistake;
    }
    QVERIFY2(marked > 0, "random play makes mistakes: the marks were checked");
    for (int i = plies; i >= 0; --i) {
        panel->go(i);
        QCOMPARE(page.shownGame().plyCount(), i);
        QVERIFY2(page.boardMismatch().isEmpty(), qPrintable(page.boardMismatch()));
    }
    key(page, Qt::Key_Escape);
    QVERIFY(!page.replaying());
    QCOMPARE(page.shownGame().plyCount(), plies);
    QVERIFY(page.boardMismatch().isEmpty());
}

// White leaves black's open three (move 6) and loses; black's last stones are no mistakes.
void TestReplay::gomokuStepsAndMarks()
{
    GomokuPage page(nullptr, 3);
    page.resize(1000, 700);
    page.show();
    QVERIFY(page.importText(QStringLiteral("H8 A1 I8 A3 J8 O15 K8 A15 L8")));
    QVERIFY(page.controller()->game().over());
    QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
    QVERIFY2(page.scene()->message()->text().contains(QStringLiteral("1 mistake, at move 6.")),
             qPrintable(page.scene()->message()->text()));
    page.openReplay();
    ReplayPanel *panel = page.replayPanel();
    QCOMPARE(panel->length(), 9);
    QCOMPARE(panel->summary(), QStringLiteral("1 mistake, at move 6."));
    for (int i = 0; i < 9; ++i)
        QCOMPARE(panel->steps().at(i).mistake, i == 5);
    QVERIFY2(panel->steps().at(5).note.contains(QStringLiteral("would have held")),
             qPrintable(panel->steps().at(5).note));
    key(page, Qt::Key_Home);
    QCOMPARE(page.scene()->stoneCount(), 0);
    QVERIFY(panel->nextMistake());
    QCOMPARE(panel->position(), 6);
    QVERIFY(page.scene()->hintPoint().has_value()); // where white had to play
    for (int i = 0; i <= 9; ++i) {
        panel->go(i);
        QCOMPARE(page.scene()->stoneCount(), i);
        QVERIFY2(page.boardMismatch().isEmpty(), qPrintable(page.boardMismatch()));
    }
    page.closeReplay();
    QVERIFY(page.boardMismatch().isEmpty());
}

// 2048 replays a finished game from its record: every earlier position, tile for tile.
void TestReplay::twenty48Replays()
{
    gg::t48::Game game(3, 2048, 99);
    gg::Rng rng(4);
    while (game.status() == gg::t48::Status::Playing)
        game.move(gg::t48::Direction(rng.below(4)));
    QVERIFY(game.moves() > 5);
    Twenty48Page page(nullptr, 3);
    page.resize(900, 640);
    page.show();
    QVERIFY(page.controller()->importRecord(QString::fromStdString(game.serialize())));
    page.refreshActions();
    QVERIFY(page.reviewAction()->isEnabled());
    page.openReplay();
    ReplayPanel *panel = page.replayPanel();
    QCOMPARE(panel->length(), game.moves());
    for (int i = game.moves(); i >= 0; i -= 3) {
        panel->go(i);
        QVERIFY(page.shownCells() == game.snapshotAt(i).cells);
        QVERIFY2(page.boardMismatch().isEmpty(), qPrintable(page.boardMismatch()));
    }
    QVERIFY(panel->steps().last().note.contains(QLocale().toString(game.score())));
    key(page, Qt::Key_Escape);
    QVERIFY(page.shownCells() == game.cells());
    QVERIFY(page.boardMismatch().isEmpty());
}

void TestReplay::chineseTexts()
{
    LanguageManager::instance().apply(QStringLiteral("zh_CN"));
    GomokuPage page(nullptr, 3);
    page.show();
    QVERIFY(page.importText(QStringLiteral("H8 A1 I8 A3 J8 O15 K8 A15 L8")));
    QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
    page.openReplay();
    ReplayPanel *panel = page.replayPanel();
    QCOMPARE(page.reviewAction()->text(), QStringLiteral("复盘(&V)"));
    QVERIFY2(panel->summary().contains(QStringLiteral("第6步")), qPrintable(panel->summary()));
    QVERIFY2(panel->steps().at(5).note.contains(QStringLiteral("K8")) ||
                 panel->steps().at(5).note.contains(QStringLiteral("G8")),
             qPrintable(panel->steps().at(5).note));
    for (const QPushButton *b : panel->findChildren<QPushButton *>())
        QVERIFY2(!b->text().contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))),
                 qPrintable(b->text()));
}

// Pictures for a person to look at (GG_REPLAY_SHOTS=dir); skipped in normal runs.
void TestReplay::screenshots()
{
    const QString dir = qEnvironmentVariable("GG_REPLAY_SHOTS");
    if (dir.isEmpty())
        QSKIP("set GG_REPLAY_SHOTS to a directory to save screenshots");
    QTemporaryDir cache;
    ZousiSolverService::instance().setCachePath(cache.filePath(QStringLiteral("z.bin")));
    auto save = [&](QWidget &w, const QString &name) {
        QTest::qWait(400);
        w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    };
    for (const char *lang : {"en", "zh_CN"}) {
        const QString l = QString::fromLatin1(lang);
        LanguageManager::instance().apply(l);
        {
            ConnectFourPage page(nullptr, 5);
            page.resize(1000, 640);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.importText(QStringLiteral("12121232")));
            QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
            save(page, QStringLiteral("c4-end-") + l);
            page.openReplay();
            page.replayPanel()->go(7);
            save(page, QStringLiteral("c4-review-") + l);
        }
        {
            GomokuPage page(nullptr, 3);
            page.resize(1000, 700);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.importText(QStringLiteral("H8 A1 I8 A3 J8 O15 K8 A15 L8")));
            QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
            save(page, QStringLiteral("gomoku-end-") + l);
            page.openReplay();
            page.replayPanel()->go(6);
            save(page, QStringLiteral("gomoku-review-") + l);
        }
        {
            gg::zousi::Game played;
            gg::Rng rng(7);
            while (!played.over()) {
                const auto moves = played.legalMoves();
                played.play(moves[rng.below(std::uint32_t(moves.size()))]);
            }
            ZousiPage page(nullptr, 3);
            page.resize(1000, 640);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.importText(QString::fromStdString(played.record())));
            QTRY_VERIFY_WITH_TIMEOUT(page.review()->ready(), 60000);
            page.openReplay();
            page.replayPanel()->nextMistake();
            save(page, QStringLiteral("zousi-review-") + l);
        }
        {
            gg::t48::Game game(4, 2048, 99);
            gg::Rng rng(4);
            while (game.status() == gg::t48::Status::Playing)
                game.move(gg::t48::Direction(rng.below(4)));
            Twenty48Page page(nullptr, 3);
            page.resize(900, 640);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.controller()->importRecord(QString::fromStdString(game.serialize())));
            page.openReplay();
            page.replayPanel()->go(game.moves() / 2);
            save(page, QStringLiteral("2048-replay-") + l);
            // The analysis overlay, in this language too.
            gg::t48::Game fresh(4, 2048, 5);
            for (int i = 0; i < 30; ++i)
                fresh.move(gg::t48::Direction(rng.below(4)));
            page.closeReplay();
            QVERIFY(page.controller()->importRecord(QString::fromStdString(fresh.serialize())));
            page.analyseAction()->trigger();
            gg::test::drainComputer();
            save(page, QStringLiteral("2048-analysis-") + l);
        }
        {
            GomokuPage page(nullptr, 3);
            page.resize(1000, 700);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.importText(QStringLiteral("H8 I9 I8 J9 G9 H10 J7 K9 F10")));
            page.analyseAction()->trigger();
            gg::test::drainComputer();
            save(page, QStringLiteral("gomoku-analysis-") + l);
        }
        {
            LianliankanPage page(nullptr, 3);
            page.resize(1000, 700);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.analyseAction()->trigger();
            gg::test::drainComputer();
            save(page, QStringLiteral("lianliankan-analysis-") + l);
        }
    }
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
