// Long play in the real main window: a full 2048 game by the auto-player (kept going past
// the target until no move is left) and Connect Four games of the computer against itself
// (one side asks for a hint and plays it with a number key, the other is the computer
// opponent). Memory is sampled during play: the bytes the program holds on the heap (the
// sanitizer's count under ASan, glibc's mallinfo2 otherwise) must not grow by more than
// GG_LONGPLAY_MAX_GROWTH_MB (default 8) after a warm-up; resident memory (VmRSS) is printed
// beside it, for information only, since it also counts what the allocator keeps cached (under
// ASan: the quarantine and one cache per size class). Run under ASan with leak checking by
// tools/longplay.sh; labelled `long` in ctest.

#include "common/boardview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "mainwindow.h"
#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <cstdio>
#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__)
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

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

// Bytes the program has allocated and not freed, in KiB.
qint64 heapKiB()
{
#if defined(__SANITIZE_ADDRESS__)
    return qint64(__sanitizer_get_current_allocated_bytes() / 1024);
#else
    const struct mallinfo2 info = mallinfo2();
    return qint64((info.uordblks + info.hblkhd) / 1024);
#endif
}

// The heap growth allowed after warm-up.
qint64 maxGrowthKiB()
{
    return qint64(envInt("GG_LONGPLAY_MAX_GROWTH_MB", 8)) * 1024;
}

// Heap and RSS samples: the levels reached after warm-up and the highest ones after it.
struct MemoryWatch
{
    qint64 warm = 0;
    qint64 peak = 0;
    qint64 last = 0;
    qint64 rssWarm = 0;
    qint64 rssPeak = 0;
    qint64 rssLast = 0;
    void sample(bool warmedUp)
    {
        last = heapKiB();
        rssLast = rssKiB();
        if (!warmedUp) {
            warm = last;
            rssWarm = rssLast;
        }
        peak = std::max(peak, last);
        rssPeak = std::max(rssPeak, rssLast);
    }
    qint64 growthKiB() const { return peak - warm; }
    QByteArray report() const
    {
        return QStringLiteral("heap %1 KiB after warm-up, peak %2 KiB, end %3 KiB: growth %4 KiB; "
                              "RSS %5 KiB after warm-up, peak %6 KiB, end %7 KiB")
            .arg(warm)
            .arg(peak)
            .arg(last)
            .arg(growthKiB())
            .arg(rssWarm)
            .arg(rssPeak)
            .arg(rssLast)
            .toUtf8();
    }
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
        warmSearchThreads();
        // A counter, not a QSignalSpy: a spy keeps every move report, which is itself growth.
        int moved = 0;
        connect(c, &Twenty48Controller::moved, this, [&moved] { ++moved; });
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
            if (moved >= nextSample) {
                memory.sample(moved > warmUp);
                if (nextSample % 500 == 0)
                    std::printf("  2048: %d moves, score %lld, heap %lld KiB, RSS %lld KiB, %lld "
                                "ms\n",
                                moved, c->game().score(), memory.last, memory.rssLast,
                                clock.elapsed());
                std::fflush(stdout);
                nextSample += 100;
            }
            QVERIFY2(clock.elapsed() < 3600 * 1000, "the game took over an hour");
        }
        memory.sample(true);
        const qint64 ms = clock.elapsed();
        std::printf("2048 auto-play: %d moves, score %lld, max tile %d, %lld ms (%.1f ms/move); "
                    "warm-up %d moves; %s\n",
                    c->game().moves(), c->game().score(), c->game().maxTile(), ms,
                    double(ms) / std::max(1, c->game().moves()), warmUp,
                    memory.report().constData());
        QVERIFY(c->game().moves() > warmUp);
        QVERIFY2(memory.growthKiB() <= maxGrowthKiB(), "memory grew during play");
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
                    "draws), %d hinted moves at %d ms, %lld ms; warm-up 1 game; %s\n",
                    games, results[1], results[2], results[3], moves, budget, ms,
                    memory.report().constData());
        QVERIFY2(memory.growthKiB() <= maxGrowthKiB(), "memory grew during play");
    }

private:
    // The 2048 search keeps a 4 MB table per pool thread that has searched (thread_local,
    // freed when the thread expires). Keep the pool's threads alive and let every one of
    // them search once, at the same time, so the tables exist before the warm-up sample and
    // a thread joining in later is not counted as growth.
    static void warmSearchThreads()
    {
        QThreadPool *pool = QThreadPool::globalInstance();
        pool->setExpiryTimeout(-1);
        const int threads = pool->maxThreadCount();
        QSemaphore arrived;
        QSemaphore done;
        for (int i = 0; i < threads; ++i)
            pool->start([&] {
                arrived.release();
                arrived.acquire(threads); // every thread is busy: each runs one of these
                arrived.release(threads);
                const gg::t48::Cells cells{2, 4, 8, 16, 0, 2, 0, 4, 0, 0, 2, 0, 0, 0, 0, 2};
                gg::t48::search(cells, 4);
                done.release();
            });
        done.acquire(threads);
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestLongPlay)
#include "tst_longplay.moc"
