// The Lianliankan tab (issue 5, docs/RULES.md §4): mouse and keyboard play, refused pairs, hint,
// shuffle, the clock (injected, never timed), pause and auto-pause, win and time-out
// messages, high scores, saving and restoring, levels and the language switch.

#include "common/boardview.h"
#include "languagemanager.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanpage.h"
#include "lianliankan/lianliankanscene.h"
#include "lianliankan/lianliankantileitem.h"
#include "mainwindow.h"
#include "playername.h"
#include "uitestsupport.h"

#include "common/rng.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace gg::ui;
using gg::link::Board;
using gg::link::Level;
using gg::link::Point;
using gg::link::Status;

namespace {

// A small hand-made position: the 1s in column 0 touch, the 8s join through the ring below
// the board, and the 4s sit diagonally inside a full board, so they can never be joined.
//   2 2 3 3
//   1 4 5 5
//   1 6 4 7
//   8 6 8 7
Board sample()
{
    return Board(4, 4, {2, 2, 3, 3, 1, 4, 5, 5, 1, 6, 4, 7, 8, 6, 8, 7});
}

} // namespace

class TestLianliankanPage : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void mouseSelectsAndMatches()
    {
        auto page = shownPage(3);
        setPosition(*page, sample());
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        click(*page, {1, 0});
        QCOMPARE(page->controller()->game().selection(), std::optional<Point>(Point{1, 0}));
        QVERIFY(page->scene()->tileAt({1, 0})->hasMark(LianliankanTileItem::Selected));
        click(*page, {2, 0});
        QCOMPARE(matched.count(), 1);
        const auto result = matched.first().first().value<gg::link::MatchResult>();
        QCOMPARE(result.path.size(), std::size_t(2)); // straight, no turn
        QCOMPARE(page->controller()->game().board().at({1, 0}), 0);
        QCOMPARE(page->controller()->game().board().at({2, 0}), 0);
        QCOMPARE(page->scene()->tileItemCount(), 14);
        QCOMPARE(page->scoreLabel()->text(), QStringLiteral("10"));
        // The path is drawn even with animations off, for a moment.
        QVERIFY(page->scene()->pathShown());
        QTRY_VERIFY(!page->scene()->pathShown());
    }

    void pathThroughTheOuterRing()
    {
        auto page = shownPage(3);
        setPosition(*page, sample());
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        click(*page, {3, 0});
        click(*page, {3, 2}); // the 8s: down into the ring below the board and back up
        QCOMPARE(matched.count(), 1);
        const gg::link::Path path = page->scene()->shownPath();
        QCOMPARE(path.size(), std::size_t(4));
        QCOMPARE(path[1], (Point{4, 0}));
        QCOMPARE(path[2], (Point{4, 2}));
        // The ring lies inside the scene, so the path is visible.
        for (const Point &p : path)
            QVERIFY(page->scene()->sceneRect().contains(page->scene()->cellCenter(p)));
    }

    void keyboardCursorAndEnter_data()
    {
        QTest::addColumn<int>("selectKey");
        QTest::newRow("Enter") << int(Qt::Key_Return);
        QTest::newRow("keypad Enter") << int(Qt::Key_Enter);
        QTest::newRow("Space") << int(Qt::Key_Space);
    }
    void keyboardCursorAndEnter()
    {
        QFETCH(int, selectKey);
        auto page = shownPage(5);
        setPosition(*page, sample());
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        QVERIFY(!page->scene()->cursorShown());
        QTest::keyClick(page->view(), Qt::Key_Down); // the first key shows the cursor
        QVERIFY(page->scene()->cursorShown());
        QCOMPARE(page->scene()->cursorCell(), (Point{0, 0}));
        QTest::keyClick(page->view(), Qt::Key_Down);
        QCOMPARE(page->scene()->cursorCell(), (Point{1, 0}));
        QTest::keyClick(page->view(), Qt::Key(selectKey));
        QCOMPARE(page->controller()->game().selection(), std::optional<Point>(Point{1, 0}));
        QTest::keyClick(page->view(), Qt::Key_Down);
        QTest::keyClick(page->view(), Qt::Key(selectKey));
        QCOMPARE(matched.count(), 1);
        // Right and Left move along the row; Up goes back.
        QTest::keyClick(page->view(), Qt::Key_Right);
        QCOMPARE(page->scene()->cursorCell(), (Point{2, 1}));
        QTest::keyClick(page->view(), Qt::Key_Up);
        QCOMPARE(page->scene()->cursorCell(), (Point{1, 1}));
        // (1,0) is empty now and no tile is left of it: Left stays in the row (never the
        // diagonal jump to (0,0) it once made) and steps onto the empty cell.
        QTest::keyClick(page->view(), Qt::Key_Left);
        QCOMPARE(page->scene()->cursorCell(), (Point{1, 0}));
        QTest::keyClick(page->view(), Qt::Key_Up);
        QCOMPARE(page->scene()->cursorCell(), (Point{0, 0}));
    }

    void refusedPairIsShown()
    {
        auto page = shownPage(7);
        setPosition(*page, sample());
        QSignalSpy refused(page->controller(), &LianliankanController::refused);
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        click(*page, {1, 1});
        click(*page, {2, 2});
        QCOMPARE(refused.count(), 1);
        QCOMPARE(matched.count(), 0);
        QVERIFY(page->scene()->refusedShown());
        QVERIFY(page->scene()->tileAt({2, 2})->hasMark(LianliankanTileItem::Refused));
        QVERIFY(!page->statusLabel()->text().isEmpty());
        // docs/RULES.md §4.3: the selection moves to the second tile; the flash then ends.
        QCOMPARE(page->controller()->game().selection(), std::optional<Point>(Point{2, 2}));
        QTRY_VERIFY(!page->scene()->refusedShown());
        QVERIFY(page->scene()->tileAt({2, 2})->hasMark(LianliankanTileItem::Selected));
    }

    void hintShowsAPairAndMarksAssisted()
    {
        auto page = shownPage(9);
        QSignalSpy hint(page->controller(), &LianliankanController::hintReady);
        QVERIFY(!page->controller()->game().assisted());
        page->trigger(GameAction::Hint);
        QCOMPARE(hint.count(), 1);
        QVERIFY(page->controller()->game().assisted());
        QVERIFY(page->scene()->hintShown());
        const auto pair = hint.first().first().value<gg::link::Pair>();
        QVERIFY(page->controller()->game().pathBetween(pair.a, pair.b).has_value());
        QVERIFY(page->scene()->tileAt(pair.a)->hasMark(LianliankanTileItem::Hinted));
        // Playing the hinted pair clears the hint.
        click(*page, pair.a);
        click(*page, pair.b);
        QVERIFY(!page->scene()->hintShown());
    }

    void shuffleUsesOneOfTheShuffles_data()
    {
        QTest::addColumn<bool>("byKey");
        QTest::newRow("button") << false;
        QTest::newRow("S key") << true;
    }
    void shuffleUsesOneOfTheShuffles()
    {
        QFETCH(bool, byKey);
        auto page = shownPage(11);
        const auto &game = page->controller()->game();
        const int before = game.shufflesLeft();
        const auto counts = game.board().kindCounts();
        QVERIFY(page->shuffleButton()->text().contains(QString::number(before)));
        if (byKey)
            QTest::keyClick(page->view(), Qt::Key_S);
        else
            page->shuffleButton()->click();
        QCOMPARE(game.shufflesLeft(), before - 1);
        QCOMPARE(game.board().kindCounts(), counts);
        QVERIFY(page->shuffleButton()->text().contains(QString::number(before - 1)));
    }

    void shuffleButtonDisabledWhenNoneLeft()
    {
        auto page = shownPage(11);
        while (page->controller()->game().shufflesLeft() > 0)
            page->shuffleButton()->click();
        QVERIFY(!page->shuffleButton()->isEnabled());
        QSignalSpy refusedShuffle(page->controller(), &LianliankanController::shuffleRefused);
        QTest::keyClick(page->view(), Qt::Key_S);
        QCOMPARE(refusedShuffle.count(), 1);
    }

    void automaticReshuffleShowsToast()
    {
        auto page = shownPage(13);
        // Removing the 3s leaves 1 2 / 2 1 on the left, where no pair can be joined.
        setPosition(*page, Board(2, 3, {1, 2, 3, 2, 1, 3}));
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        click(*page, {0, 2});
        click(*page, {1, 2});
        QCOMPARE(matched.count(), 1);
        QVERIFY(matched.first().first().value<gg::link::MatchResult>().reshuffled);
        QVERIFY(page->scene()->toast()->isVisible());
        QCOMPARE(page->scene()->toast()->text(),
                 QStringLiteral("No removable pair left: tiles reshuffled"));
        QVERIFY(!page->controller()->game().removablePairs().empty());
        QCOMPARE(page->scene()->tileItemCount(), 4);
    }

    void pauseStopsTheClock()
    {
        auto page = shownPage(15);
        qint64 now = 1000;
        page->controller()->setClock([&now] { return now; });
        page->activated();
        now += 1500;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 1500LL);
        page->trigger(GameAction::Pause);
        QVERIFY(page->isPaused());
        QVERIFY(!page->controller()->clockRunning());
        QVERIFY(page->scene()->message()->isShown());
        QCOMPARE(page->scene()->message()->title(), QStringLiteral("Paused"));
        QVERIFY(page->scene()->tileAt(firstTile(*page))->faceDown());
        now += 60000;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 1500LL);
        // Clicks on the covered board do nothing.
        click(*page, firstTile(*page));
        QVERIFY(!page->controller()->game().selection());
        page->trigger(GameAction::Pause);
        QVERIFY(!page->isPaused());
        QVERIFY(!page->scene()->message()->isShown());
        QVERIFY(!page->scene()->tileAt(firstTile(*page))->faceDown());
        now += 250;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 1750LL);
    }

    void continueButtonResumes()
    {
        auto page = shownPage(15);
        page->activated();
        page->trigger(GameAction::Pause);
        QVERIFY(page->scene()->message()->isShown());
        QTest::keyClick(page->view(), Qt::Key_Return); // the message's only button: Continue
        QVERIFY(!page->isPaused());
        QVERIFY(page->controller()->clockRunning());
    }

    void deactivatedPausesItself()
    {
        auto page = shownPage(17);
        qint64 now = 0;
        page->controller()->setClock([&now] { return now; });
        page->activated();
        now += 700;
        page->controller()->tick();
        page->deactivated();
        QVERIFY(page->isPaused());
        QVERIFY(!page->controller()->clockRunning());
        QVERIFY(page->scene()->message()->isShown());
        now += 10000;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 700LL);
        // Coming back keeps the cover until the player continues.
        page->activated();
        QVERIFY(page->isPaused());
    }

    void switchingTabsPauses()
    {
        MainWindow window(QStringLiteral("lianliankan"));
        window.show();
        auto *page = qobject_cast<LianliankanPage *>(window.page(QStringLiteral("lianliankan")));
        QVERIFY(page);
        QVERIFY(!page->isPaused());
        QVERIFY(window.action(GameAction::Pause)->isEnabled());
        QVERIFY(window.selectGame(QStringLiteral("2048")));
        QVERIFY(page->isPaused());
        QVERIFY(!page->controller()->clockRunning());
        QVERIFY(window.selectGame(QStringLiteral("lianliankan")));
        QVERIFY(page->isPaused()); // back behind the cover until the player continues
        QVERIFY(window.action(GameAction::Pause)->isChecked());
        window.action(GameAction::Pause)->trigger(); // P
        QVERIFY(!page->isPaused());
        QVERIFY(page->controller()->clockRunning());
    }

    void hiddenPageClockDoesNotRun()
    {
        auto page = shownPage(17);
        qint64 now = 0;
        page->controller()->setClock([&now] { return now; });
        now += 5000;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 0LL); // never activated
        click(*page, firstTile(*page));                        // but playing starts it
        now += 300;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().elapsedMs(), 300LL);
    }

    // While the name for a new best is being asked, the side panel's Best already agrees
    // with the end box's "A new best score!".
    void bestAgreesWithTheEndBoxWhileTheNameIsAsked()
    {
        PlayerName::setInteractive(true);
        auto page = shownPage(19);
        page->controller()->newGame(Level::Easy, false);
        qint64 now = 0;
        page->controller()->setClock([&now] { return now; });
        page->activated();
        playSolution(*page, now, 1000);
        const auto &game = page->controller()->game();
        QCOMPARE(game.status(), Status::Won);
        QTest::qWait(20);
        QVERIFY(page->findChild<QInputDialog *>()); // asking for the name
        QVERIFY(page->scene()->message()->text().contains(QStringLiteral("A new best score!")));
        const QList<QLabel *> labels = page->findChildren<QLabel *>();
        QString best;
        for (int i = 0; i + 1 < labels.size(); ++i)
            if (labels[i]->text() == QLatin1String("Best"))
                best = labels[i + 1]->text();
        PlayerName::setInteractive(false);
        QCOMPARE(best, QLocale().toString(game.score()));
    }

    void winShowsMessageAndRecordsHighScore()
    {
        auto page = shownPage(19);
        page->controller()->newGame(Level::Easy, false);
        qint64 now = 0;
        page->controller()->setClock([&now] { return now; });
        page->activated();
        QSignalSpy finished(page->controller(), &LianliankanController::finished);
        playSolution(*page, now, 1000);
        const auto &game = page->controller()->game();
        QCOMPARE(game.status(), Status::Won);
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished.first().at(0).toBool());
        QVERIFY(page->scene()->message()->isShown());
        QCOMPARE(page->scene()->message()->title(), QStringLiteral("You win!"));
        QVERIFY(page->scene()->message()->text().contains(QLocale().toString(game.score())));
        QVERIFY(page->scene()->message()->text().contains(QStringLiteral("0:24"))); // 24 pairs
        const auto list =
            HighScores::entries(QStringLiteral("lianliankan"), QStringLiteral("easy"));
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].score, game.score());
        QCOMPARE(list[0].timeMs, game.elapsedMs());
        QVERIFY(!list[0].assisted);
        QCOMPARE(Statistics::read(QStringLiteral("lianliankan"), QStringLiteral("easy")).won,
                 qint64(1));
        QCOMPARE(page->controller()->best(), game.score());
        // The clock stops with the win.
        now += 5000;
        page->controller()->tick();
        QCOMPARE(game.elapsedMs(), 24000LL);
    }

    void scoreBoardsRankByScoreThenTime()
    {
        auto page = shownPage(19);
        const QList<ScoreBoard> boards = page->scoreBoards();
        QVERIFY(boards.size() >= 4);
        for (const ScoreBoard &board : boards) {
            QCOMPARE(board.order, ScoreOrder::HigherIsBetter);
            QVERIFY(board.showTime);
        }
        QCOMPARE(boards.first().variant, QStringLiteral("easy"));
        QCOMPARE(page->statsBoards().size(), 8);
        ScoreEntry slow{
            QStringLiteral("a"), 500, 90000, QDateTime::currentDateTimeUtc(), false, {}};
        ScoreEntry fast = slow;
        fast.timeMs = 60000;
        QVERIFY(HighScores::better(fast, slow, boards.first().order));
    }

    void timeOutShowsLoss()
    {
        auto page = shownPage(21);
        page->controller()->newGame(Level::Hard, false);
        qint64 now = 0;
        page->controller()->setClock([&now] { return now; });
        page->activated();
        const qint64 limit = page->controller()->game().options().timeLimitMs;
        now += limit - 10000;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().status(), Status::Playing);
        // Ten seconds left: the countdown shows red.
        QCOMPARE(page->scene()->clockColour(), QColor(0xe0, 0x33, 0x2a));
        QCOMPARE(page->timeLabel()->text(), QStringLiteral("0:10"));
        QSignalSpy finished(page->controller(), &LianliankanController::finished);
        now += 10000;
        page->controller()->tick();
        QCOMPARE(page->controller()->game().status(), Status::Lost);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!finished.first().at(0).toBool());
        QVERIFY(page->scene()->message()->isShown());
        QCOMPARE(page->scene()->message()->title(), QStringLiteral("Time is up"));
        QCOMPARE(page->timeLabel()->text(), QStringLiteral("0:00"));
        QCOMPARE(Statistics::read(QStringLiteral("lianliankan"), QStringLiteral("hard")).lost,
                 qint64(1));
        QVERIFY(
            HighScores::entries(QStringLiteral("lianliankan"), QStringLiteral("hard")).isEmpty());
        // Play Again from the message starts a fresh game.
        QTest::keyClick(page->view(), Qt::Key_Return);
        QCOMPARE(page->controller()->game().status(), Status::Playing);
        QCOMPARE(page->controller()->game().elapsedMs(), 0LL);
    }

    void rightClickAndKMarkTheKind()
    {
        auto page = shownPage(23);
        setPosition(*page, sample());
        const QPoint at = page->view()->mapFromScene(page->scene()->cellCenter({0, 2}));
        QTest::mouseClick(page->view()->viewport(), Qt::RightButton, {}, at);
        QCOMPARE(page->scene()->highlightKind(), 3);
        QVERIFY(page->scene()->tileAt({0, 3})->hasMark(LianliankanTileItem::SameKind));
        QVERIFY(!page->scene()->tileAt({0, 0})->hasMark(LianliankanTileItem::SameKind));
        QVERIFY(!page->controller()->game().selection()); // right-click does not select
        QTest::mouseClick(page->view()->viewport(), Qt::RightButton, {}, at);
        QCOMPARE(page->scene()->highlightKind(), 0); // a second right-click clears it
        click(*page, {1, 2});
        QTest::keyClick(page->view(), Qt::Key_K);
        QCOMPARE(page->scene()->highlightKind(), 5);
        QTest::keyClick(page->view(), Qt::Key_Escape);
        QCOMPARE(page->scene()->highlightKind(), 0);
        QVERIFY(!page->controller()->game().selection());
    }

    void undoTakesBackAMatch()
    {
        auto page = shownPage(25);
        setPosition(*page, sample());
        QVERIFY(!page->isActionEnabled(GameAction::Undo));
        click(*page, {1, 0});
        click(*page, {2, 0});
        QVERIFY(page->isActionEnabled(GameAction::Undo));
        page->trigger(GameAction::Undo);
        QCOMPARE(page->controller()->game().board(), sample());
        QCOMPARE(page->scene()->tileItemCount(), 16);
        QVERIFY(page->controller()->game().assisted());
        page->trigger(GameAction::Redo);
        QCOMPARE(page->scene()->tileItemCount(), 14);
    }

    void gravityFallsAndClicksDuringAnimation()
    {
        auto page = shownPage(27);
        page->setAnimationsEnabled(true);
        page->controller()->newGame(Level::Normal, true);
        const auto &game = page->controller()->game();
        QVERIFY(game.options().gravity);
        QSignalSpy matched(page->controller(), &LianliankanController::matched);
        bool sawFall = false;
        for (const auto &step : game.startSolution()) {
            click(*page, step.a);
            click(*page, step.b); // the next click lands while the last match animates
            QVERIFY(matched.count() > 0);
            const auto result = matched.last().first().value<gg::link::MatchResult>();
            QVERIFY(result.removed);
            sawFall = sawFall || !result.falls.empty();
            if (sawFall && matched.count() > 3)
                break;
        }
        QVERIFY(sawFall);
        QVERIFY(page->scene()->animating());
        page->scene()->finishAnimations();
        QCOMPARE(page->scene()->tileItemCount(), game.tilesLeft());
        for (int i = 0; i < game.board().cellCount(); ++i) {
            const Point p = game.board().point(i);
            const int kind = game.board().at(p);
            QCOMPARE(page->scene()->tileAt(p) ? page->scene()->tileAt(p)->kind() : 0, kind);
        }
    }

    void randomClicksKeepSceneInStep_data()
    {
        QTest::addColumn<bool>("gravity");
        QTest::newRow("plain") << false;
        QTest::newRow("gravity") << true;
    }
    // Clicks, keys, hints, shuffles and undos land while animations run: nothing is lost or
    // doubled, and once the animations are finished the scene shows exactly the model.
    void randomClicksKeepSceneInStep()
    {
        QFETCH(bool, gravity);
        auto page = shownPage(41);
        page->setAnimationsEnabled(true);
        page->controller()->newGame(Level::Easy, gravity);
        gg::Rng rng(7);
        const auto &game = page->controller()->game();
        for (int i = 0; i < 120 && game.status() == Status::Playing; ++i) {
            const int what = int(rng.below(20));
            if (what == 0) {
                page->trigger(GameAction::Undo);
            } else if (what == 1) {
                page->trigger(GameAction::Hint);
            } else if (what == 2) {
                QTest::keyClick(page->view(), Qt::Key_S);
            } else if (what < 8) {
                // A removable pair, so the game moves on.
                const auto pairs = game.removablePairs();
                const auto &pair = pairs[rng.below(pairs.size())];
                click(*page, pair.a);
                click(*page, pair.b);
            } else {
                click(*page, {int(rng.below(6)), int(rng.below(8))});
            }
            if (rng.below(4) == 0)
                QTest::qWait(int(rng.below(5)) * 60);
            page->scene()->finishAnimations();
            QCOMPARE(page->scene()->tileItemCount(), game.tilesLeft());
            for (int c = 0; c < game.board().cellCount(); ++c) {
                const Point p = game.board().point(c);
                auto *tile = page->scene()->tileAt(p);
                QCOMPARE(tile ? tile->kind() : 0, game.board().at(p));
                QVERIFY(!tile || (tile->opacity() == 1 &&
                                  tile->pos() == QPointF(p.col * 100.0, p.row * 120.0)));
            }
        }
    }

    void levelChooserStartsNewGame()
    {
        auto page = shownPage(29);
        QComboBox *box = page->levelBox();
        const int hard = box->findData(int(Level::Hard));
        QVERIFY(hard >= 0);
        box->setCurrentIndex(hard);
        emit box->activated(hard);
        QCOMPARE(page->controller()->game().level(), Level::Hard);
        QCOMPARE(page->controller()->game().board().rows(), 10);
        QCOMPARE(page->controller()->game().board().cols(), 16);
        page->gravityBox()->click();
        QVERIFY(page->controller()->game().options().gravity);
        QCOMPARE(page->controller()->variant(), QStringLiteral("hard-gravity"));
        LianliankanPage again(nullptr, 31); // the choice is remembered
        QCOMPARE(again.controller()->game().level(), Level::Hard);
        QVERIFY(again.controller()->game().options().gravity);
        // Relaxed has no countdown.
        const int relaxed = box->findData(int(Level::Relaxed));
        box->setCurrentIndex(relaxed);
        emit box->activated(relaxed);
        QVERIFY(!page->controller()->game().timed());
        QCOMPARE(page->timeCaption()->text(), QStringLiteral("Time"));
    }

    void saveAndRestoreRoundTrip()
    {
        QString saved;
        Board board;
        long long score = 0;
        {
            auto page = shownPage(33);
            qint64 now = 0;
            page->controller()->setClock([&now] { return now; });
            page->activated();
            const auto solution = page->controller()->game().startSolution();
            for (int i = 0; i < 3; ++i) {
                now += 800;
                click(*page, solution[i].a);
                click(*page, solution[i].b);
            }
            now += 450; // counted into the save though no tick ran yet
            saved = QString::fromUtf8(page->saveState());
            board = page->controller()->game().board();
            score = page->controller()->game().score();
            QCOMPARE(page->controller()->game().elapsedMs(), 2850LL);
        }
        auto page = shownPage(35);
        QVERIFY(page->restoreState(saved.toUtf8()));
        const auto &game = page->controller()->game();
        QCOMPARE(game.board(), board);
        QCOMPARE(game.score(), score);
        QCOMPARE(game.elapsedMs(), 2850LL);
        QCOMPARE(page->scene()->tileItemCount(), game.tilesLeft());
        // A game under way comes back paused, behind the cover.
        QVERIFY(page->isPaused());
        QVERIFY(page->scene()->message()->isShown());
    }

    void quitAndRestartKeepsTheGame()
    {
        Board board;
        qint64 now = 0;
        qint64 elapsed = 0;
        {
            MainWindow window(QStringLiteral("lianliankan"));
            window.show();
            auto *page =
                qobject_cast<LianliankanPage *>(window.page(QStringLiteral("lianliankan")));
            QVERIFY(page);
            page->setAnimationsEnabled(false);
            page->controller()->setClock([&now] { return now; });
            const auto solution = page->controller()->game().startSolution();
            now += 4321;
            click(*page, solution[0].a);
            click(*page, solution[0].b);
            board = page->controller()->game().board();
            elapsed = page->controller()->game().elapsedMs();
            QVERIFY(elapsed >= 4321);          // the real clock ran a little before the fake one
            QCoreApplication::processEvents(); // the queued save
            QVERIFY(QFile::exists(m_sandbox->saveFile(QStringLiteral("lianliankan"))));
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<LianliankanPage *>(again.page(QStringLiteral("lianliankan")));
        QCOMPARE(page->controller()->game().board(), board);
        QCOMPARE(page->controller()->game().elapsedMs(), elapsed);
        QVERIFY(page->isPaused());
        QVERIFY(again.notices().isEmpty());
    }

    void restoreRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("another game") << QByteArray("game 2048\nversion 1\nsize 4\n");
        QTest::newRow("truncated") << QByteArray("game lianliankan\nversion 1\nlevel easy\n");
        QTest::newRow("huge number")
            << QByteArray("game lianliankan\nversion 1\nlevel easy\nrows 99999999999999999999\n");
        QTest::newRow("odd tiles")
            << QByteArray("game lianliankan\nversion 1\nlevel custom\nrows 1\ncols 2\nkinds 2\n"
                          "timelimit 0\nshuffles 0\ngravity 0\nstart 1 2\nsolution\nsteps\n"
                          "cursor 0\nelapsed 0\nassisted 0\n");
    }
    void restoreRejectsGarbage()
    {
        QFETCH(QByteArray, content);
        auto page = shownPage(37);
        const Board before = page->controller()->game().board();
        QVERIFY(!page->restoreState(content));
        QCOMPARE(page->controller()->game().board(), before);
        QVERIFY(!page->isPaused());
    }

    void languageSwitchRetranslates()
    {
        auto page = shownPage(39);
        page->activated();
        page->trigger(GameAction::Pause);
        QCOMPARE(page->pauseButton()->text(), QStringLiteral("Resume"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(page->pauseButton()->text(), QStringLiteral("继续"));
        QCOMPARE(page->scene()->message()->title(), QStringLiteral("已暂停"));
        QCOMPARE(page->title(), QStringLiteral("连连看"));
        QVERIFY(page->shuffleButton()->text().startsWith(QStringLiteral("重排")));
        QCOMPARE(page->levelBox()->itemText(0), QStringLiteral("简单 · 8×6"));
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(page->pauseButton()->text(), QStringLiteral("Resume"));
        QCOMPARE(page->scene()->message()->title(), QStringLiteral("Paused"));
    }

    // Game → Analyse (issue 19): the status says how many pairs can be removed now (the
    // path finder's count), follows every removal, and the game is marked assisted.
    void analysisCountsRemovablePairs()
    {
        LianliankanPage page(nullptr, 5);
        QVERIFY(!page.controller()->game().assisted());
        page.analyseAction()->trigger();
        QVERIFY(page.controller()->game().assisted());
        const auto pairs = page.controller()->game().removablePairs();
        QVERIFY(!pairs.empty());
        QCOMPARE(page.statusLabel()->text(),
                 QStringLiteral("Pairs you can remove now: %1").arg(pairs.size()));
        page.controller()->select(pairs.front().a);
        page.controller()->select(pairs.front().b);
        page.scene()->finishAnimations();
        QCOMPARE(page.statusLabel()->text(),
                 QStringLiteral("Pairs you can remove now: %1")
                     .arg(page.controller()->game().removablePairs().size()));
        page.analyseAction()->trigger();
        QVERIFY(page.statusLabel()->text().isEmpty());
    }

private:
    std::unique_ptr<LianliankanPage> shownPage(quint64 seed)
    {
        auto page = std::make_unique<LianliankanPage>(nullptr, seed);
        page->setAnimationsEnabled(false);
        page->resize(1000, 700);
        page->show();
        if (!QTest::qWaitForWindowExposed(page.get()))
            qWarning("page not exposed");
        return page;
    }

    static void setPosition(LianliankanPage &page, const Board &board)
    {
        QVERIFY(page.controller()->game().setPosition(board));
        page.controller()->resetBoard();
    }

    static void click(LianliankanPage &page, Point cell)
    {
        const QPoint at = page.view()->mapFromScene(page.scene()->cellCenter(cell));
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, at);
    }

    static Point firstTile(const LianliankanPage &page)
    {
        const Board &board = page.controller()->game().board();
        for (int i = 0; i < board.cellCount(); ++i)
            if (board.cells()[i] != 0)
                return board.point(i);
        return {0, 0};
    }

    // Plays the deal's own solution by mouse, `stepMs` apart on the fake clock.
    static void playSolution(LianliankanPage &page, qint64 &now, qint64 stepMs)
    {
        const auto solution = page.controller()->game().startSolution();
        for (const auto &step : solution) {
            now += stepMs;
            click(page, step.a);
            click(page, step.b);
        }
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestLianliankanPage)
#include "tst_lianliankanpage.moc"
