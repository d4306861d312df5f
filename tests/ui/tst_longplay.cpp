// Long play in the real main window: a full 2048 game by the auto-player (kept going past
// the target until no move is left) and Connect Four games of the computer against itself
// (one side asks for a hint and plays it with a number key, the other is the computer
// opponent). The process's resident memory (VmRSS in /proc/self/status) is sampled during
// play; after a warm-up it must stay within GG_LONGPLAY_MAX_GROWTH_MB (default 8). Run
// under ASan with leak checking by tools/longplay.sh; labelled `long` in ctest.

#include "common/boardview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "mainwindow.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace gg::ui;

namespace {

// Resident memory of this process in KiB.
qint64 rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return 0;
}

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

// RSS samples with the level reached after warm-up and the highest one after it.
struct MemoryWatch
{
    qint64 warm = 0;
    qint64 peak = 0;
    qint64 last = 0;
    int samples = 0;
    void sample(bool warmedUp)
    {
        last = rssKiB();
        ++samples;
        if (!warmedUp)
            warm = last;
        peak = std::max(peak, last);
    }
    qint64 growthKiB() const { return peak - warm; }
};

} // namespace

class TestLongPlay : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void twenty48FullAutoPlayGame()
    {
        MainWindow window(QStringLiteral("2048"));
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
        Twenty48Controller *c = page->controller();
        c->setAutoPlayDelay(0);
        QSignalSpy moved(c, &Twenty48Controller::moved);
        QElapsedTimer clock;
        clock.start();
        MemoryWatch memory;
        memory.sample(false);
        int nextSample = 100;
        const int warmUp = 300;
        c->setAutoPlay(true);
        while (c->game().status() != gg::t48::Status::Over) {
            QTest::qWait(5);
            if (c->game().status() == gg::t48::Status::Won)
                c->keepGoing(); // the target is no end for a full game
            if (!c->autoPlaying() && c->game().status() == gg::t48::Status::Playing)
                c->setAutoPlay(true);
            if (moved.count() >= nextSample) {
                memory.sample(moved.count() > warmUp);
                if (nextSample % 500 == 0)
                    std::printf("  2048: %d moves, score %lld, RSS %lld KiB, %lld ms\n",
                                int(moved.count()), c->game().score(), memory.last,
                                clock.elapsed());
                std::fflush(stdout);
                nextSample += 100;
            }
            QVERIFY2(clock.elapsed() < 3600 * 1000, "the game took over an hour");
        }
        memory.sample(true);
        const qint64 ms = clock.elapsed();
        std::printf("2048 auto-play: %d moves, score %lld, max tile %d, %lld ms (%.1f ms/move); "
                    "RSS %lld KiB after %d moves, peak %lld KiB, end %lld KiB: growth %lld KiB\n",
                    c->game().moves(), c->game().score(), c->game().maxTile(), ms,
                    double(ms) / std::max(1, c->game().moves()), memory.warm, warmUp, memory.peak,
                    memory.last, memory.growthKiB());
        QVERIFY(c->game().moves() > warmUp);
        QVERIFY2(memory.growthKiB() <= envInt("GG_LONGPLAY_MAX_GROWTH_MB", 8) * 1024,
                 "memory grew during play");
    }

    void connectFourComputerAgainstComputer()
    {
        QSettings().setValue(QStringLiteral("connect4/opponent"), 1);
        MainWindow window(QStringLiteral("connect4"));
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = qobject_cast<ConnectFourPage *>(window.page(QStringLiteral("connect4")));
        ConnectFourController *c = page->controller();
        const int budget = envInt("GG_LONGPLAY_C4_MS", 60);
        c->setBudgetOverride(budget);
        c->setReplyDelay(0);
        QSignalSpy hints(c, &ConnectFourController::hintReady);
        const int games = envInt("GG_LONGPLAY_C4_GAMES", 6);
        QElapsedTimer clock;
        clock.start();
        MemoryWatch memory;
        memory.sample(false);
        int moves = 0;
        int results[4] = {};
        for (int game = 0; game < games; ++game) {
            window.action(GameAction::New)->trigger();
            while (c->game().status() == gg::c4::Status::Playing) {
                QTRY_VERIFY_WITH_TIMEOUT(
                    c->humanToMove() || c->game().status() != gg::c4::Status::Playing, 60000);
                if (c->game().status() != gg::c4::Status::Playing)
                    break;
                hints.clear();
                c->requestHint();
                QTRY_VERIFY_WITH_TIMEOUT(hints.count() == 1, 60000);
                const int column = hints.first().first().toInt();
                const int before = c->game().moveCount();
                QTest::keyClick(page->view(), Qt::Key(Qt::Key_1 + column));
                QCOMPARE(c->game().moveCount(), before + 1);
                ++moves;
            }
            ++results[int(c->game().status())];
            memory.sample(game > 0); // the first game warms the caches and tables up
        }
        const qint64 ms = clock.elapsed();
        std::printf("connect4 computer vs computer: %d games (%d red wins, %d yellow wins, %d "
                    "draws), %d hinted moves at %d ms, %lld ms; RSS %lld KiB after game 1, peak "
                    "%lld KiB, end %lld KiB: growth %lld KiB\n",
                    games, results[1], results[2], results[3], moves, budget, ms, memory.warm,
                    memory.peak, memory.last, memory.growthKiB());
        QVERIFY2(memory.growthKiB() <= envInt("GG_LONGPLAY_MAX_GROWTH_MB", 8) * 1024,
                 "memory grew during play");
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestLongPlay)
#include "tst_longplay.moc"
