// What is drawn is what is true: every game in the main window, animations on, 24 moves
// (and a new game started in the middle of an animation); after every move, once the board
// is at rest, the items in the scene — every visible piece, tile, disc, stone or card —
// are exactly the game's (GamePage::boardMismatch). Zou Si Qi left a copy of every moved
// piece behind before this test existed.

#include "appsettings.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gamedriver.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanpage.h"
#include "mainwindow.h"
#include "memory/memorycontroller.h"
#include "memory/memorypage.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "common/rng.h"

using namespace gg::ui;

namespace {

// Runs the event loop until the board is at rest (at most 3 s).
bool settle(GamePage *page)
{
    QElapsedTimer clock;
    clock.start();
    while (!page->boardCensus().atRest && clock.elapsed() < 3000)
        QTest::qWait(10);
    QTest::qWait(5);
    return page->boardCensus().atRest;
}

} // namespace

class TestBoardTruth : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void boardShowsTheGame_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void boardShowsTheGame()
    {
        QFETCH(QString, game);
        // Two players where there is a computer: every move is the test's.
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 1);
        AppSettings::write(QStringLiteral("zousi/mode"), 0);
        AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("solo"));
        AppSettings::setAnimations(true);
        MainWindow window(game);
        window.restoreGames();
        window.setAnimationsEnabled(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        QVERIFY(page->animationsEnabled());
        QVERIFY2(page->boardMismatch().isEmpty(), qPrintable(page->boardMismatch()));

        gg::Rng rng(20261201);
        int moves = 0;
        int checks = 0;
        for (int step = 0; step < 24; ++step) {
            if (step == 12) {
                // A new game while the last move is still animating.
                QVERIFY(gg::test::playOneMove(page, rng));
                window.action(GameAction::New)->trigger();
            } else if (!gg::test::playOneMove(page, rng)) {
                window.action(GameAction::New)->trigger();
            } else {
                ++moves;
            }
            QVERIFY2(settle(page), "the board never came to rest");
            const QString mismatch = page->boardMismatch();
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(QStringLiteral("after step %1: %2").arg(step).arg(mismatch)));
            ++checks;
        }
        std::printf("%s: %d moves, %d checks at rest\n", qPrintable(game), moves, checks);
        QVERIFY(moves >= 18);
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestBoardTruth)
#include "tst_boardtruth.moc"
