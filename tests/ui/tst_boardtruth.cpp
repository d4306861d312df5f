// What is drawn is what is true: every game in the main window, animations on, 24 moves
// (and a new game started in the middle of an animation); after every move, once the board
// is at rest, the items in the scene — every visible piece, tile, disc, stone or card —
// are exactly the game's (GamePage::boardMismatch). Zou Si Qi left a copy of every moved
// piece behind before this test existed.

#include "appsettings.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
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
                QVERIFY(move(page, rng));
                window.action(GameAction::New)->trigger();
            } else if (!move(page, rng)) {
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
    // One legal move of the game, as the page's controller takes it; false when there is
    // none (the game is over).
    static bool move(GamePage *page, gg::Rng &rng)
    {
        if (auto *p = qobject_cast<Twenty48Page *>(page)) {
            const gg::t48::Direction all[] = {gg::t48::Direction::Left, gg::t48::Direction::Up,
                                              gg::t48::Direction::Right, gg::t48::Direction::Down};
            for (int i = 0; i < 4; ++i)
                if (p->controller()->move(all[(rng.below(4) + i) % 4]))
                    return true;
            return false;
        }
        if (auto *p = qobject_cast<ConnectFourPage *>(page)) {
            const gg::c4::Game &g = p->controller()->game();
            if (g.over())
                return false;
            for (int i = 0; i < g.width(); ++i)
                if (p->controller()->drop(int((rng.below(uint32_t(g.width())) + i) % g.width())))
                    return true;
            return false;
        }
        if (auto *p = qobject_cast<GomokuPage *>(page)) {
            const gg::gomoku::Game &g = p->controller()->game();
            if (g.over())
                return false;
            const int n = g.size();
            const int start = int(rng.below(uint32_t(n * n)));
            for (int i = 0; i < n * n; ++i) {
                const int cell = (start + i) % (n * n);
                if (g.at(cell / n, cell % n) == gg::gomoku::Stone::Empty)
                    return p->controller()->play(gg::gomoku::Point{cell / n, cell % n});
            }
            return false;
        }
        if (auto *p = qobject_cast<LianliankanPage *>(page)) {
            if (p->controller()->game().status() != gg::link::Status::Playing)
                return false;
            QSignalSpy hint(p->controller(), &LianliankanController::hintReady);
            p->controller()->hint();
            if (hint.isEmpty())
                return false;
            const auto pair = hint.first().first().value<gg::link::Pair>();
            p->controller()->select(pair.a);
            p->controller()->select(pair.b);
            return true;
        }
        if (auto *p = qobject_cast<MemoryPage *>(page)) {
            const gg::memory::Game &g = p->controller()->game();
            if (g.status() != gg::memory::Status::Playing)
                return false;
            const gg::memory::Size size = g.size();
            const int start = int(rng.below(uint32_t(size.cells())));
            for (int i = 0; i < size.cells(); ++i) {
                const int cell = (start + i) % size.cells();
                const gg::memory::Point point{cell / size.cols, cell % size.cols};
                if (g.state(point) == gg::memory::CardState::FaceDown)
                    return p->controller()->flip(point);
            }
            return false;
        }
        if (auto *p = qobject_cast<ZousiPage *>(page)) {
            const gg::zousi::Game &g = p->controller()->game();
            if (g.over())
                return false;
            const auto legal = g.legalMoves();
            if (legal.empty())
                return p->controller()->pass();
            const gg::zousi::Move m = legal[rng.below(uint32_t(legal.size()))];
            if (m.isPass())
                return p->controller()->pass();
            return p->controller()->play(m.from, m.to);
        }
        return false;
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestBoardTruth)
#include "tst_boardtruth.moc"
