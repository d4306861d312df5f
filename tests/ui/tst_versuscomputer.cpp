// The versus-computer policy every game with a computer opponent uses
// (ui/common/versuscomputer.h): one result per game, Resign, abandoning, and the computer's
// reply searched off the GUI thread, shown no sooner than the reply delay and never after a
// cancel or a newer reply.

#include "common/versuscomputer.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <atomic>

namespace Statistics = gg::ui::Statistics;
using gg::ui::VersusComputer;

namespace {

// A stand-in game: the policy only asks these four things.
struct FakeGame
{
    bool active = true;
    bool over = false;
    bool moved = false;
    QString variant = QStringLiteral("8x6-expert");
};

VersusComputer::GameView viewOf(FakeGame &game)
{
    return {[&game] { return game.active; }, [&game] { return game.over; },
            [&game] { return game.moved; }, [&game] { return game.variant; }};
}

} // namespace

class TestVersusComputer : public QObject
{
    Q_OBJECT
private slots:
    // Leaving a game: counted as abandoned exactly when it is against the computer, not
    // over, not counted yet, and the person has moved.
    void leaving_data()
    {
        QTest::addColumn<bool>("active");
        QTest::addColumn<bool>("over");
        QTest::addColumn<bool>("moved");
        QTest::addColumn<bool>("counted");
        QTest::addColumn<bool>("abandons");
        QTest::newRow("moved, in play: abandoned") << true << false << true << false << true;
        QTest::newRow("not moved yet: free") << true << false << false << false << false;
        QTest::newRow("finished: free") << true << true << true << false << false;
        QTest::newRow("already counted: free") << true << false << true << true << false;
        QTest::newRow("two players: free") << false << false << true << false << false;
    }
    void leaving()
    {
        QFETCH(bool, active);
        QFETCH(bool, over);
        QFETCH(bool, moved);
        QFETCH(bool, counted);
        QFETCH(bool, abandons);
        FakeGame game{active, over, moved};
        VersusComputer versus(viewOf(game));
        versus.setCounted(counted);
        QSignalSpy results(&versus, &VersusComputer::resultReady);
        QSignalSpy abandoned(&versus, &VersusComputer::abandoned);
        QCOMPARE(versus.abandonWouldCount(), abandons);
        versus.leave();
        QCOMPARE(results.count(), abandons ? 1 : 0);
        QCOMPARE(abandoned.count(), abandons ? 1 : 0);
        if (abandons) {
            QCOMPARE(results.at(0).at(0).value<Statistics::Result>(),
                     Statistics::Result::Abandoned);
            QCOMPARE(results.at(0).at(1).toString(), game.variant);
        }
        // Leaving twice (options changed, then the new game starts) never counts twice.
        versus.leave();
        QCOMPARE(results.count(), abandons ? 1 : 0);
    }

    // Resign counts once, only in a game against the computer still in play.
    void resigning_data()
    {
        QTest::addColumn<bool>("active");
        QTest::addColumn<bool>("over");
        QTest::addColumn<bool>("resigns");
        QTest::newRow("in play") << true << false << true;
        QTest::newRow("finished") << true << true << false;
        QTest::newRow("two players") << false << false << false;
    }
    void resigning()
    {
        QFETCH(bool, active);
        QFETCH(bool, over);
        QFETCH(bool, resigns);
        FakeGame game{active, over, false};
        VersusComputer versus(viewOf(game));
        QSignalSpy results(&versus, &VersusComputer::resultReady);
        QCOMPARE(versus.canResign(), resigns);
        QCOMPARE(versus.resign(), resigns);
        QCOMPARE(versus.resign(), false); // never twice
        QCOMPARE(results.count(), resigns ? 1 : 0);
        if (resigns)
            QCOMPARE(results.at(0).at(0).value<Statistics::Result>(), Statistics::Result::Resigned);
        // A resigned game is not abandoned as well when the new game replaces it.
        game.moved = true;
        versus.leave();
        QCOMPARE(results.count(), resigns ? 1 : 0);
    }

    // A finished game's result: once, with its points; uncounted games say nothing; a new
    // game can be counted again.
    void finishing()
    {
        FakeGame game;
        VersusComputer versus(viewOf(game));
        QSignalSpy results(&versus, &VersusComputer::resultReady);
        game.over = true;
        versus.finish(Statistics::Result::Won, 30);
        versus.finish(Statistics::Result::Won, 30);
        QCOMPARE(results.count(), 1);
        QCOMPARE(results.at(0).at(2).toLongLong(), 30);
        QVERIFY(versus.counted());
        versus.gameStarted();
        QVERIFY(!versus.counted());
        versus.finish(Statistics::Result::Drawn, 0, false); // e.g. help was used
        QCOMPARE(results.count(), 1);
        QVERIFY(versus.counted());
        game.active = false;
        versus.gameStarted();
        versus.finish(Statistics::Result::Lost);
        QCOMPARE(results.count(), 1); // two players: no statistics
    }

    // The reply is searched on a pool thread and shown no sooner than the delay after the
    // last move; thinking() covers the search and the wait.
    void replyWaitsForTheDelay()
    {
        FakeGame game;
        VersusComputer versus(viewOf(game));
        versus.setReplyDelay(150);
        QSignalSpy thinking(&versus, &VersusComputer::thinkingChanged);
        QElapsedTimer clock;
        versus.markMoved();
        clock.start();
        std::atomic<bool> ranOffGuiThread{false};
        QThread *gui = QThread::currentThread();
        int applied = -1;
        qint64 appliedAt = -1;
        versus.reply<int>(
            [&](const std::atomic<bool> &) {
                ranOffGuiThread = QThread::currentThread() != gui;
                return 7;
            },
            [&](int value) {
                applied = value;
                appliedAt = clock.elapsed();
            });
        QVERIFY(versus.thinking());
        gg::test::drainComputer();
        QCOMPARE(applied, -1); // searched, but still waiting for its moment
        QVERIFY(versus.thinking());
        QTRY_COMPARE(applied, 7);
        QVERIFY(ranOffGuiThread);
        QVERIFY2(appliedAt >= 150, qPrintable(QString::number(appliedAt)));
        QVERIFY(!versus.thinking());
        QCOMPARE(thinking.count(), 2); // on, then off
    }

    // cancel() drops a reply during its search and during its wait; a newer reply
    // supersedes an older one.
    void staleRepliesAreDropped_data()
    {
        QTest::addColumn<int>("delayMs");
        QTest::newRow("cancelled while waiting to be shown") << 100;
        QTest::newRow("cancelled after the search") << 0;
    }
    void staleRepliesAreDropped()
    {
        QFETCH(int, delayMs);
        FakeGame game;
        VersusComputer versus(viewOf(game));
        versus.setReplyDelay(delayMs);
        versus.markMoved();
        QList<int> applied;
        const auto work = [](int value) {
            return std::function<int(const std::atomic<bool> &)>(
                [value](const std::atomic<bool> &) { return value; });
        };
        const std::function<void(int)> apply = [&](int value) { applied.append(value); };
        versus.reply<int>(work(1), apply);
        if (delayMs == 0) {
            // The search finishes, but its result has not reached the GUI thread yet.
            QThreadPool::globalInstance()->waitForDone();
        } else {
            gg::test::drainComputer(); // searched; now waiting
        }
        versus.cancel();
        QVERIFY(!versus.thinking());
        gg::test::drainComputer();
        QTest::qWait(delayMs + 50);
        QCOMPARE(applied, QList<int>());

        versus.reply<int>(work(2), apply);
        versus.reply<int>(work(3), apply); // the position moved on: only this one counts
        gg::test::drainComputer();
        QTRY_COMPARE(applied, QList<int>{3});
        QTest::qWait(delayMs + 50);
        QCOMPARE(applied, QList<int>{3});
    }
};

QTEST_MAIN(TestVersusComputer)
#include "tst_versuscomputer.moc"
