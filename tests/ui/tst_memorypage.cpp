// The Memory tab (docs/RULES.md §5): turning cards by mouse and keyboard, the mismatch shown for a
// moment or until the next click, moves and time, solo best results and high scores, versus
// turns and pairs, the computer's paced turn, pause and auto-pause, saving and language.

#include "common/boardview.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "memory/memorycarditem.h"
#include "memory/memorycontroller.h"
#include "memory/memoryfacepainter.h"
#include "memory/memorypage.h"
#include "memory/memoryscene.h"
#include "uitestsupport.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace gg::ui;
using gg::memory::CardState;
using gg::memory::Point;

namespace {

// A known 4×4 deal (row-major):   1 2 2 3
//                                 4 5 6 3
//                                 4 5 6 7
//                                 8 8 1 7
const std::vector<int> Deal = {1, 2, 2, 3, 4, 5, 6, 3, 4, 5, 6, 7, 8, 8, 1, 7};

// The pairs of the current deal, read from the core.
std::vector<std::pair<Point, Point>> pairsOf(const gg::memory::Game &game)
{
    std::vector<std::pair<Point, Point>> pairs(std::size_t(game.pairCount()));
    std::vector<bool> seen(pairs.size(), false);
    for (int row = 0; row < game.size().rows; ++row)
        for (int col = 0; col < game.size().cols; ++col) {
            const auto k = std::size_t(game.kindAt({row, col}) - 1);
            if (!seen[k]) {
                pairs[k].first = {row, col};
                seen[k] = true;
            } else {
                pairs[k].second = {row, col};
            }
        }
    return pairs;
}

gg::memory::Options versus(gg::memory::Opponent opponent, int first,
                           gg::memory::Level level = gg::memory::Level::Medium)
{
    gg::memory::Options options;
    options.size = {4, 4};
    options.mode = gg::memory::Mode::Versus;
    options.opponent = opponent;
    options.computerLevel = level;
    options.firstPlayer = first;
    return options;
}

// A clock the test moves by hand.
struct FakeClock
{
    std::shared_ptr<qint64> now = std::make_shared<qint64>(1000);
    void install(MemoryController *controller) const
    {
        controller->setClock([now = now] { return *now; });
    }
    void advance(qint64 ms) const { *now += ms; }
};

} // namespace

class TestMemoryPage : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void mouseClickTurnsCard()
    {
        MemoryPage page(nullptr, 7);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.controller()->setFaces(Deal));
        QSignalSpy flipped(page.controller(), &MemoryController::flipped);
        click(page, {1, 2});
        QCOMPARE(flipped.count(), 1);
        QCOMPARE(page.controller()->game().state({1, 2}), CardState::FaceUp);
        QVERIFY(page.scene()->card({1, 2})->showingFace());
        QVERIFY(!page.scene()->card({0, 0})->showingFace());
        // A click in the gap between two cards turns nothing.
        const QPointF gap = page.scene()->cellCentre({0, 0}) +
                            QPointF(MemoryScene::CardWidth / 2 + MemoryScene::Gap / 2, 0);
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                          page.view()->mapFromScene(gap));
        QCOMPARE(flipped.count(), 1);
    }

    void cursorSkipsFoundPairs_data()
    {
        QTest::addColumn<Point>("from");
        QTest::addColumn<int>("key");
        QTest::addColumn<Point>("to");
        // Found pairs in the deal: kind 2 at (0,1) (0,2) and kind 4 at (1,0) (2,0).
        QTest::newRow("right jumps over a found pair")
            << Point{0, 0} << int(Qt::Key_Right) << Point{0, 3};
        QTest::newRow("left jumps over a found pair")
            << Point{0, 3} << int(Qt::Key_Left) << Point{0, 0};
        QTest::newRow("down jumps over a found pair")
            << Point{0, 0} << int(Qt::Key_Down) << Point{3, 0};
        QTest::newRow("up jumps over a found pair")
            << Point{3, 0} << int(Qt::Key_Up) << Point{0, 0};
        QTest::newRow("plain step") << Point{1, 1} << int(Qt::Key_Right) << Point{1, 2};
        QTest::newRow("edge keeps the cursor") << Point{0, 3} << int(Qt::Key_Right) << Point{0, 3};
        QTest::newRow("from a found card") << Point{0, 1} << int(Qt::Key_Down) << Point{1, 1};
        QTest::newRow("only a found card that way: one step, never diagonal")
            << Point{1, 1} << int(Qt::Key_Up) << Point{0, 1};
        QTest::newRow("only found cards to the left: one step, never diagonal")
            << Point{2, 1} << int(Qt::Key_Left) << Point{2, 0};
    }
    void cursorSkipsFoundPairs()
    {
        QFETCH(Point, from);
        QFETCH(int, key);
        QFETCH(Point, to);
        MemoryPage page(nullptr, 7);
        page.show();
        QVERIFY(page.controller()->setFaces(Deal));
        for (const Point &p : {Point{0, 1}, Point{0, 2}, Point{1, 0}, Point{2, 0}})
            QVERIFY(page.controller()->flip(p));
        QCOMPARE(page.controller()->game().pairs(0), 2);
        page.scene()->setCursorCell(from);
        QTest::keyClick(page.view(), Qt::Key(key));
        QCOMPARE(page.scene()->cursorCell(), to);
        QVERIFY(page.scene()->cursorVisible());
    }

    void enterAndSpaceTurnTheCursorCard_data()
    {
        QTest::addColumn<int>("key");
        QTest::newRow("Enter") << int(Qt::Key_Return);
        QTest::newRow("keypad Enter") << int(Qt::Key_Enter);
        QTest::newRow("Space") << int(Qt::Key_Space);
    }
    void enterAndSpaceTurnTheCursorCard()
    {
        QFETCH(int, key);
        MemoryPage page(nullptr, 7);
        page.show();
        QVERIFY(page.controller()->setFaces(Deal));
        QTest::keyClick(page.view(), Qt::Key_Down); // (1,0)
        QTest::keyClick(page.view(), Qt::Key(key));
        QCOMPARE(page.controller()->game().state({1, 0}), CardState::FaceUp);
        QTest::keyClick(page.view(), Qt::Key_Down); // (2,0): the partner
        QTest::keyClick(page.view(), Qt::Key(key));
        QCOMPARE(page.controller()->game().state({2, 0}), CardState::Matched);
        QCOMPARE(page.controller()->game().moves(), 1);
        QCOMPARE(page.movesText(), QStringLiteral("1"));
    }

    void turnAnimatesAndNeverHoldsInput()
    {
        MemoryPage page(nullptr, 7);
        page.setAnimationsEnabled(true);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.controller()->setFaces(Deal));
        MemoryCardItem *card = page.scene()->card({0, 0});
        click(page, {0, 0});
        // The model is ahead of the picture: the card turns (width 1 → 0 → 1) ...
        QVERIFY(card->animating());
        QVERIFY(!card->showingFace());
        // ... and a click meanwhile is taken at once.
        click(page, {3, 2});
        QCOMPARE(page.controller()->game().state({3, 2}), CardState::Matched);
        // The turn finished at once when the card's look changed again (now the pair pops).
        QVERIFY(card->showingFace());
        QTRY_VERIFY(!page.scene()->animating());
        QVERIFY(card->showingFace());
        QCOMPARE(card->transform(), QTransform());
    }

    void mismatchTurnsBackAfterTheDelay()
    {
        MemoryPage page(nullptr, 7);
        page.show();
        QCOMPARE(page.controller()->mismatchDelay(), 1000); // "about one second"
        page.controller()->setMismatchDelay(40);
        QVERIFY(page.controller()->setFaces(Deal));
        QSignalSpy hidden(page.controller(), &MemoryController::mismatchHidden);
        page.controller()->flip({0, 0});
        page.controller()->flip({0, 3});
        QCOMPARE(page.controller()->game().state({0, 3}), CardState::FaceUp);
        QCOMPARE(page.scene()->card({0, 3})->mark(), MemoryCardItem::Mark::Mismatch);
        QVERIFY(page.controller()->mismatchTimerActive());
        QVERIFY(hidden.wait(2000));
        QCOMPARE(page.controller()->game().state({0, 0}), CardState::FaceDown);
        QCOMPARE(page.controller()->game().state({0, 3}), CardState::FaceDown);
        QVERIFY(!page.scene()->card({0, 3})->showingFace());
        QCOMPARE(page.controller()->game().moves(), 1);
    }

    void nextClickTurnsMismatchBackAndProceeds()
    {
        MemoryPage page(nullptr, 7);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.controller()->setFaces(Deal));
        QSignalSpy hidden(page.controller(), &MemoryController::mismatchHidden);
        click(page, {0, 0});
        click(page, {0, 3});
        QVERIFY(page.controller()->game().mismatchPending());
        click(page, {3, 2}); // at once, without waiting for the second
        QCOMPARE(hidden.count(), 1);
        QVERIFY(!page.controller()->mismatchTimerActive());
        QCOMPARE(page.controller()->game().state({0, 0}), CardState::FaceDown);
        QCOMPARE(page.controller()->game().state({0, 3}), CardState::FaceDown);
        QCOMPARE(page.controller()->game().state({3, 2}), CardState::FaceUp);
        QCOMPARE(page.scene()->card({3, 2})->mark(), MemoryCardItem::Mark::Selected);
        click(page, {0, 0}); // kind 1 again: a pair
        QCOMPARE(page.controller()->game().state({0, 0}), CardState::Matched);
        QCOMPARE(page.controller()->game().moves(), 2);
        QCOMPARE(page.movesText(), QStringLiteral("2"));
    }

    void soloWinRecordsBestResults()
    {
        FakeClock clock;
        MemoryPage page(nullptr, 7);
        page.show();
        clock.install(page.controller());
        QSignalSpy finished(page.controller(), &MemoryController::finished);

        // Game 1: one mismatch, 9 moves, 30 s: both records are new.
        playSolo(page, clock, 1, 30000);
        QCOMPARE(finished.count(), 1);
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("All pairs found!"));
        QVERIFY(page.scene()->message()->text().contains(QStringLiteral("9 moves in 0:30")));
        QVERIFY(page.scene()->message()->text().contains(
            QStringLiteral("fewest moves and shortest time")));
        auto best = MemoryController::best({4, 4});
        QCOMPARE(best.fewestMoves.value_or(0), 9);
        QCOMPARE(best.shortestMs.value_or(0), 30000LL);
        auto table = HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4"));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table[0].score, 9);
        QCOMPARE(table[0].timeMs, 30000LL);
        QCOMPARE(page.lastRank(), 0);

        // Game 2: no mismatch (8 moves) but slower: only the moves record is new.
        page.controller()->newGame();
        QVERIFY(!page.scene()->message()->isShown());
        playSolo(page, clock, 0, 45000);
        QVERIFY(page.controller()->lastImprovement().moves);
        QVERIFY(!page.controller()->lastImprovement().time);
        QVERIFY(
            page.scene()->message()->text().contains(QStringLiteral("New record: fewest moves!")));
        best = MemoryController::best({4, 4});
        QCOMPARE(best.fewestMoves.value_or(0), 8);
        QCOMPARE(best.shortestMs.value_or(0), 30000LL);
        // The High Scores dialog has both orders: game 2 leads on moves, game 1 on time.
        table = HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4"));
        QCOMPARE(table[0].score, 8);
        auto fastest = HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4-fastest"));
        QCOMPARE(fastest.size(), 2);
        QCOMPARE(fastest[0].timeMs, 30000LL);
        QCOMPARE(fastest[0].score, 9);
        QCOMPARE(fastest[1].timeMs, 45000LL);
        const auto boards = page.scoreBoards();
        const bool listed = std::any_of(boards.begin(), boards.end(), [](const ScoreBoard &b) {
            return b.variant == QLatin1String("4x4-fastest") &&
                   b.order == ScoreOrder::FasterIsBetter && b.showTime;
        });
        QVERIFY(listed);

        // Game 3: equal to the records: no new record, but a place in the table.
        page.controller()->newGame();
        playSolo(page, clock, 0, 30000);
        QVERIFY(!page.controller()->lastImprovement().any());
        QVERIFY(!page.scene()->message()->text().contains(QStringLiteral("New record")));
        table = HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4"));
        QCOMPARE(table.size(), 3);
        QCOMPARE(table[0].score, 8); // fewest moves first, then less time
        QCOMPARE(table[0].timeMs, 30000LL);

        // "Play Again" from the message deals anew.
        QTest::keyClick(page.view(), Qt::Key_Return);
        QVERIFY(!page.scene()->message()->isShown());
        QCOMPARE(page.controller()->game().moves(), 0);
    }

    void versusTurnOrderAndPairs()
    {
        MemoryPage page(nullptr, 7);
        page.show();
        page.controller()->newGame(versus(gg::memory::Opponent::Human, 1));
        QVERIFY(page.controller()->setFaces(Deal));
        QCOMPARE(page.highlightedPlayer(), 1); // player 2 was chosen to start
        QCOMPARE(page.statusText(), QStringLiteral("Player 2's turn"));
        // Player 2 finds a pair and goes again.
        page.controller()->flip({0, 1});
        page.controller()->flip({0, 2});
        QCOMPARE(page.controller()->game().currentPlayer(), 1);
        QCOMPARE(page.pairsText(1), QStringLiteral("1"));
        QCOMPARE(page.controller()->game().foundBy({0, 2}), 1); // the badge takes her colour
        // A mismatch passes the turn.
        page.controller()->flip({0, 0});
        page.controller()->flip({0, 3});
        QCOMPARE(page.controller()->game().currentPlayer(), 0);
        QCOMPARE(page.highlightedPlayer(), 0);
        QCOMPARE(page.statusText(), QStringLiteral("Player 1's turn"));
        // Player 1 clicks at once: the mismatch turns back and the card turns.
        page.controller()->flip({1, 0});
        page.controller()->flip({2, 0});
        QCOMPARE(page.pairsText(0), QStringLiteral("1"));
        QCOMPARE(page.pairsText(1), QStringLiteral("1"));
        QCOMPARE(page.controller()->game().currentPlayer(), 0);
    }

    void computerPlaysItsTurnAtAPace()
    {
        MemoryPage page(nullptr, 11);
        page.show();
        QCOMPARE(page.controller()->computerDelay(), 600);
        page.controller()->setComputerDelay(20);
        page.controller()->setMismatchDelay(20);
        page.controller()->newGame(
            versus(gg::memory::Opponent::Computer, 1, gg::memory::Level::Expert));
        QVERIFY(page.controller()->setFaces(Deal));
        QVERIFY(page.controller()->computerPending());
        // The player cannot turn cards for the computer.
        QVERIFY(!page.controller()->flip({0, 0}));
        QSignalSpy flipped(page.controller(), &MemoryController::flipped);
        QVERIFY(flipped.wait(2000));
        const auto first = flipped.first().first().value<gg::memory::FlipResult>();
        QCOMPARE(first.player, 1);
        // One card at a time: the second comes with the next tick of the pace.
        QCOMPARE(flipped.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->game().currentPlayer() == 0 ||
                                     page.controller()->game().status() ==
                                         gg::memory::Status::Finished,
                                 10000);
        QVERIFY(page.controller()->game().moves(1) >= 1);
        if (page.controller()->game().status() == gg::memory::Status::Playing) {
            QCOMPARE(page.statusText(), QStringLiteral("Your turn"));
            QCOMPARE(page.highlightedPlayer(), 0);
        }
    }

    void beatingTheComputerCountsAWin()
    {
        MemoryPage page(nullptr, 7);
        page.show();
        page.controller()->newGame(
            versus(gg::memory::Opponent::Computer, 0, gg::memory::Level::Hard));
        QVERIFY(page.controller()->setFaces(Deal));
        // Whoever finds a pair goes again: eight pairs in a row and the computer never moves.
        for (const auto &[a, b] : pairsOf(page.controller()->game())) {
            QVERIFY(page.controller()->flip(a));
            QVERIFY(page.controller()->flip(b));
        }
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("You win!"));
        const GameStats stats = Statistics::read(
            QStringLiteral("memory"), MemoryController::statsKey(gg::memory::Level::Hard));
        QCOMPARE(stats.won, 1);
        QCOMPARE(stats.played(), 1);
        QVERIFY(HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4")).isEmpty());
    }

    void abandonCountsAsAbandoned_data()
    {
        QTest::addColumn<bool>("turnedAPair");
        QTest::addColumn<bool>("vsComputer");
        QTest::addColumn<int>("abandoned");
        QTest::newRow("after a pair against the computer") << true << true << 1;
        QTest::newRow("before any pair") << false << true << 0;
        QTest::newRow("two players are not counted") << true << false << 0;
    }
    void abandonCountsAsAbandoned()
    {
        QFETCH(bool, turnedAPair);
        QFETCH(bool, vsComputer);
        QFETCH(int, abandoned);
        MemoryPage page(nullptr, 7);
        page.controller()->newGame(
            versus(vsComputer ? gg::memory::Opponent::Computer : gg::memory::Opponent::Human, 0,
                   gg::memory::Level::Easy));
        QVERIFY(page.controller()->setFaces(Deal));
        if (turnedAPair) {
            QVERIFY(page.controller()->flip({0, 1})); // 2 and 2: a pair, the player goes again
            QVERIFY(page.controller()->flip({0, 2}));
        }
        page.trigger(GameAction::New);
        const QString key = MemoryController::statsKey(gg::memory::Level::Easy);
        QCOMPARE(Statistics::read(QStringLiteral("memory"), key).abandoned, abandoned);
        page.trigger(GameAction::New); // nothing turned in the new game: not counted again
        QCOMPARE(Statistics::read(QStringLiteral("memory"), key).abandoned, abandoned);
    }

    void pauseStopsTheClockAndHidesCards()
    {
        FakeClock clock;
        MemoryPage page(nullptr, 7);
        page.show();
        clock.install(page.controller());
        QVERIFY(page.controller()->setFaces(Deal));
        QVERIFY(!page.controller()->clockRunning()); // not before the first card
        clock.advance(5000);
        page.controller()->flip({0, 0});
        QVERIFY(page.controller()->clockRunning());
        clock.advance(4000);
        page.controller()->tick();
        QCOMPARE(page.controller()->game().elapsedMs(), 4000LL);
        QCOMPARE(page.timeText(), QStringLiteral("0:04"));

        QVERIFY(page.isActionEnabled(GameAction::Pause));
        page.trigger(GameAction::Pause);
        QVERIFY(page.isPaused());
        QVERIFY(page.scene()->cardsHidden());
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("Paused"));
        clock.advance(60000);
        page.controller()->tick();
        QCOMPARE(page.controller()->game().elapsedMs(), 4000LL);
        QVERIFY(!page.controller()->flip({0, 1})); // no play while paused
        QTest::keyClick(page.view(), Qt::Key_Right);
        QCOMPARE(page.scene()->cursorCell(), Point({0, 0}));

        QTest::keyClick(page.view(), Qt::Key_Return); // the message's Resume button
        QVERIFY(!page.isPaused());
        QVERIFY(!page.scene()->cardsHidden());
        clock.advance(1500);
        QCOMPARE(page.controller()->elapsedMs(), 5500LL);
    }

    void deactivationPausesARunningClock()
    {
        FakeClock clock;
        MemoryPage page(nullptr, 7);
        page.show();
        clock.install(page.controller());
        page.deactivated(); // nothing started: nothing to pause
        QVERIFY(!page.isPaused());
        page.controller()->flip({0, 0});
        clock.advance(2000);
        page.deactivated();
        QVERIFY(page.isPaused());
        clock.advance(10000);
        QCOMPARE(page.controller()->elapsedMs(), 2000LL);
        page.trigger(GameAction::Pause); // P resumes
        QVERIFY(!page.isPaused());
    }

    void actionsOfferedAndDisabled()
    {
        MemoryPage page(nullptr, 7);
        for (GameAction action : {GameAction::Undo, GameAction::Redo, GameAction::Hint}) {
            QVERIFY(!page.supports(action));
            QVERIFY(!page.isActionEnabled(action));
        }
        QVERIFY(page.supports(GameAction::New));
        QVERIFY(page.supports(GameAction::Restart));
        QVERIFY(page.supports(GameAction::Pause));
        QVERIFY(!page.isActionEnabled(GameAction::Restart));
        page.controller()->flip({0, 0});
        QVERIFY(page.isActionEnabled(GameAction::Restart));
        page.trigger(GameAction::Restart);
        QCOMPARE(page.controller()->game().state({0, 0}), CardState::FaceDown);
        QCOMPARE(page.controller()->game().size(), gg::memory::Size({4, 4}));
    }

    void sizesOfferedAndFacesDistinct()
    {
        const auto &sizes = gg::memory::offeredSizes();
        for (const gg::memory::Size size : {gg::memory::Size{4, 4}, gg::memory::Size{5, 6},
                                            gg::memory::Size{7, 8}, gg::memory::Size{3, 4}})
            QVERIFY(std::find(sizes.begin(), sizes.end(), size) != sizes.end());
        MemoryPage page(nullptr, 7);
        QCOMPARE(page.scoreBoards().size(), 2 * int(sizes.size())); // fewest moves, fastest
        QCOMPARE(page.scoreBoards().first().order, ScoreOrder::LowerIsBetter);
        QVERIFY(page.scoreBoards().first().showTime);
        QCOMPARE(page.statsBoards().size(), 4);
        // 28 faces for 8×7, every one a different shape.
        QSet<QString> shapes;
        for (int kind = 1; kind <= MemoryFaces::KindCount; ++kind) {
            QVERIFY(!MemoryFaces::symbol(kind).isEmpty());
            shapes.insert(MemoryFaces::shapeName(kind));
        }
        QCOMPARE(shapes.size(), MemoryFaces::KindCount);
        QCOMPARE(MemoryFaces::KindCount, gg::memory::MaxCards / 2);
    }

    void restoredSizeNotOfferedJoinsTheList()
    {
        // 7 columns × 8 rows is a valid board (docs/RULES.md §5.1) the size list does not offer.
        gg::memory::Options options;
        options.size = {8, 7};
        const gg::memory::Game game(options, 5);
        MemoryPage page(nullptr, 7);
        QVERIFY(page.restoreState(QByteArray::fromStdString(game.serialize())));
        auto *box = page.findChild<QComboBox *>(QStringLiteral("sizeBox"));
        QVERIFY(box);
        QCOMPARE(box->currentText(), QStringLiteral("7 × 8"));
        QCOMPARE(page.controller()->game().size().rows, 8);
    }

    void saveRestoreRoundTrip_data()
    {
        QTest::addColumn<int>("mode"); // 0 solo, 1 two players, 2 computer
        QTest::newRow("solo, mismatch on show") << 0;
        QTest::newRow("two players") << 1;
        QTest::newRow("against the computer") << 2;
    }
    void saveRestoreRoundTrip()
    {
        QFETCH(int, mode);
        QByteArray saved;
        gg::memory::Game before;
        {
            MemoryPage page(nullptr, 7);
            FakeClock().install(page.controller()); // time stands still but for advanceTime
            if (mode > 0)
                page.controller()->newGame(
                    versus(mode == 1 ? gg::memory::Opponent::Human : gg::memory::Opponent::Computer,
                           0, gg::memory::Level::Easy));
            QVERIFY(page.controller()->setFaces(Deal));
            for (const Point &p : {Point{0, 1}, Point{0, 2}, Point{0, 0}, Point{0, 3}})
                page.controller()->flip(p);
            page.controller()->game().advanceTime(12345);
            saved = page.saveState();
            before = page.controller()->game();
        }
        MemoryPage page(nullptr, 99);
        QVERIFY(page.restoreState(saved));
        const gg::memory::Game &after = page.controller()->game();
        QCOMPARE(after.options(), before.options());
        QCOMPARE(after.moves(), before.moves());
        QCOMPARE(after.pairs(0), before.pairs(0));
        QCOMPARE(after.currentPlayer(), before.currentPlayer());
        QCOMPARE(after.elapsedMs(), 12345LL);
        QCOMPARE(after.mismatchPending(), before.mismatchPending());
        for (int row = 0; row < 4; ++row)
            for (int col = 0; col < 4; ++col) {
                QCOMPARE(after.kindAt({row, col}), before.kindAt({row, col}));
                QCOMPARE(after.state({row, col}), before.state({row, col}));
                QCOMPARE(page.scene()->card({row, col})->showingFace(),
                         after.state({row, col}) != CardState::FaceDown);
            }
        QCOMPARE(page.movesText(), QString::number(before.moves()));
        // The restored options are the ones offered for the next game.
        QCOMPARE(MemoryController::savedOptions(), before.options());
    }

    void restoreRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("another game") << QByteArray("game 2048\nversion 1\nsize 4\n");
        QTest::newRow("truncated") << QByteArray("game memory\nversion 1\nrows 4\n");
        QTest::newRow("bad faces")
            << QByteArray("game memory\nversion 1\nrows 4\ncols 4\nmode solo\nopponent "
                          "computer\nlevel medium\nfirstplayer 0\nfaces 1 1 1 1 2 2 3 3 4 4 5 5 "
                          "6 6 7 7\nflips\npending 0\nelapsed 0\n");
        QTest::newRow("flip of a found card")
            << QByteArray("game memory\nversion 1\nrows 4\ncols 4\nmode solo\nopponent "
                          "computer\nlevel medium\nfirstplayer 0\nfaces 1 1 2 2 3 3 4 4 5 5 6 "
                          "6 7 7 8 8\nflips 0 1 0\npending 0\nelapsed 0\n");
    }
    void restoreRejectsGarbage()
    {
        QFETCH(QByteArray, content);
        MemoryPage page(nullptr, 7);
        page.controller()->flip({0, 0});
        const std::string before = page.controller()->game().serialize();
        QVERIFY(!page.restoreState(content));
        QCOMPARE(page.controller()->game().serialize(), before);
    }

    void quitAndRestartKeepsTheGame()
    {
        std::string before;
        {
            MainWindow window(QStringLiteral("memory"));
            window.show();
            auto *page = qobject_cast<MemoryPage *>(window.page(QStringLiteral("memory")));
            QVERIFY(page);
            page->controller()->flip({0, 0});
            page->controller()->flip({2, 3});
            before = page->controller()->game().serialize();
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<MemoryPage *>(again.page(QStringLiteral("memory")));
        const gg::memory::Game &game = page->controller()->game();
        QCOMPARE(game.moves(), 1);
        QCOMPARE(game.kindAt({0, 0}), gg::memory::Game::deserialize(before)->kindAt({0, 0}));
        QVERIFY(again.notices().isEmpty());
    }

    void languageSwitchRetranslates()
    {
        MemoryPage page(nullptr, 7);
        page.show();
        page.controller()->flip({0, 0});
        page.trigger(GameAction::Pause);
        QCOMPARE(page.title(), QStringLiteral("Memory"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(page.title(), QStringLiteral("记忆翻牌"));
        QTRY_COMPARE(page.scene()->message()->title(), QStringLiteral("暂停"));
        QCOMPARE(page.scene()->message()->buttons().first().text, QStringLiteral("继续"));
        QCOMPARE(MemoryPage::levelName(gg::memory::Level::Expert), QStringLiteral("大师"));
        QCOMPARE(page.scoreBoards().first().scoreTitle, QStringLiteral("步数"));
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(page.scene()->message()->title(), QStringLiteral("Paused"));
    }

private:
    static void click(MemoryPage &page, Point p)
    {
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                          page.view()->mapFromScene(page.scene()->cellCentre(p)));
    }

    // Plays the current solo deal to the end: `mismatches` wrong moves first, then every
    // pair, with `ms` of play time spread over the game.
    static void playSolo(MemoryPage &page, const FakeClock &clock, int mismatches, qint64 ms)
    {
        const auto pairs = pairsOf(page.controller()->game());
        for (int i = 0; i < mismatches; ++i) {
            page.controller()->flip(pairs[0].first);
            page.controller()->flip(pairs[1].first);
        }
        const qint64 step = ms / qint64(pairs.size());
        qint64 spent = 0;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            page.controller()->flip(pairs[i].first);
            const qint64 now = i + 1 == pairs.size() ? ms - spent : step;
            clock.advance(now);
            spent += now;
            page.controller()->flip(pairs[i].second);
        }
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestMemoryPage)
#include "tst_memorypage.moc"
