// The ledger of finished games: a record's line in a save round-trips and malformed lines
// are refused; a game (serial) counts in the statistics once and has one high-score entry
// (improved by a better result of the same game, never doubled); a result still pending in
// a save is recorded at the next start, once, however often that save is restored; a score
// waiting for the player's name when the app was killed is asked for again.

#include "appsettings.h"
#include "connectfour/connectfourpage.h"
#include "gameledger.h"
#include "playername.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"

#include <QInputDialog>
#include <QTest>

using namespace gg::ui;
namespace t48 = gg::t48;

namespace {

GameRecord sampleRecord()
{
    GameRecord record;
    record.serial = QStringLiteral("0123456789abcdef");
    record.statsVariant = QStringLiteral("7x6-expert");
    record.outcome = Statistics::Result::Won;
    record.tables = {{QStringLiteral("4x4"), ScoreOrder::LowerIsBetter},
                     {QStringLiteral("4x4-fastest"), ScoreOrder::FasterIsBetter}};
    record.entry.score = 17;
    record.entry.timeMs = 42000;
    record.entry.date = QDateTime(QDate(2026, 12, 1), QTime(9, 30, 5), Qt::UTC);
    record.entry.assisted = true;
    record.entry.serial = record.serial;
    record.counters = {{QStringLiteral("score"), 30}};
    return record;
}

// Plays arrow moves until the game is over; false when it never ends.
bool playToTheEnd(Twenty48Page &page)
{
    const t48::Direction order[] = {t48::Direction::Left, t48::Direction::Down,
                                    t48::Direction::Right, t48::Direction::Up};
    for (int i = 0; i < 20000 && page.controller()->game().status() == t48::Status::Playing; ++i)
        page.controller()->move(order[i % 4]);
    return page.controller()->game().status() == t48::Status::Over;
}

} // namespace

class TestGameLedger : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        PlayerName::setInteractive(false);
        m_sandbox.reset();
    }

    void lineRoundTrips_data()
    {
        QTest::addColumn<GameRecord>("record");
        QTest::newRow("everything") << sampleRecord();
        GameRecord statsOnly;
        statsOnly.serial = QStringLiteral("ffffffffffffffff");
        statsOnly.statsVariant = QStringLiteral("easy");
        statsOnly.outcome = Statistics::Result::Abandoned;
        statsOnly.entry.date = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
        statsOnly.entry.serial = statsOnly.serial;
        QTest::newRow("statistics only") << statsOnly;
        GameRecord scoreOnly;
        scoreOnly.serial = QStringLiteral("0000000000000001");
        scoreOnly.tables = {{QStringLiteral("3x3-2048"), ScoreOrder::HigherIsBetter}};
        scoreOnly.entry.score = 1'000'000'000'000LL;
        scoreOnly.entry.date = QDateTime(QDate(2030, 12, 31), QTime(23, 59, 59), Qt::UTC);
        scoreOnly.entry.serial = scoreOnly.serial;
        QTest::newRow("score only, largest score") << scoreOnly;
        for (const auto result :
             {Statistics::Result::Lost, Statistics::Result::Drawn, Statistics::Result::Resigned}) {
            GameRecord r = statsOnly;
            r.outcome = result;
            QTest::newRow(Statistics::resultKey(result)) << r;
        }
    }
    void lineRoundTrips()
    {
        QFETCH(GameRecord, record);
        const QByteArray line = GameLedger::encode(record);
        QVERIFY(!line.contains('\n'));
        const auto back = GameLedger::decode(line);
        QVERIFY2(back.has_value(), line.constData());
        QVERIFY(*back == record);
        QCOMPARE(GameLedger::encode(*back), line);
    }

    void malformedLinesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("line");
        const QByteArray good = GameLedger::encode(sampleRecord());
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("short serial") << QByteArray(good).replace("0123456789abcdef", "0123");
        QTest::newRow("upper-case serial")
            << QByteArray(good).replace("0123456789abcdef", "0123456789ABCDEF");
        QTest::newRow("unknown outcome") << QByteArray(good).replace("outcome=won", "outcome=yes");
        QTest::newRow("negative score") << QByteArray(good).replace("score=17", "score=-17");
        QTest::newRow("score too large")
            << QByteArray(good).replace("score=17", "score=1000000000001");
        QTest::newRow("bad date") << QByteArray(good).replace("2026-12-01", "2026-13-01");
        QTest::newRow("assisted 2") << QByteArray(good).replace("assisted=1", "assisted=2");
        QTest::newRow("unknown order") << QByteArray(good).replace(":lower", ":sideways");
        QTest::newRow("unsafe variant") << QByteArray(good).replace("4x4:", "4x4/../x:");
        QTest::newRow("negative counter") << QByteArray(good).replace("score:30", "score:-30");
        QTest::newRow("a field missing") << QByteArray(good).replace(" assisted=1", "");
        QTest::newRow("fields swapped") << QByteArray(good)
                                               .replace("stats=7x6-expert", "xx")
                                               .replace("outcome=won", "stats=7x6-expert")
                                               .replace("xx", "outcome=won");
        QTest::newRow("an extra field") << good + " extra=1";
        QTest::newRow("3 KiB") << good + QByteArray(3000, 'x');
    }
    void malformedLinesAreRefused()
    {
        QFETCH(QByteArray, line);
        QVERIFY(!GameLedger::decode(line).has_value());
    }

    // The first result of a game stands in the statistics; its counters are added once; its
    // high-score entry is one, improved by a better result and kept against a worse one.
    void aGameCountsOnce()
    {
        GameRecord record = sampleRecord();
        record.entry.name = QStringLiteral("Ada");
        QCOMPARE(GameLedger::apply(QStringLiteral("memory"), record), 0);
        QVERIFY(GameLedger::recorded(QStringLiteral("memory"), record.serial));
        GameRecord again = record;
        again.outcome = Statistics::Result::Lost; // undone and replayed: the first result stands
        again.entry.score = 12;                   // fewer moves: better
        QCOMPARE(GameLedger::apply(QStringLiteral("memory"), again), 0);
        GameRecord worse = record;
        worse.entry.score = 30;
        QCOMPARE(GameLedger::apply(QStringLiteral("memory"), worse), 0);
        const GameStats stats = Statistics::read(QStringLiteral("memory"), record.statsVariant);
        QCOMPARE(stats.won, 1);
        QCOMPARE(stats.lost, 0);
        QCOMPARE(Statistics::counter(QStringLiteral("memory"), record.statsVariant,
                                     QStringLiteral("score")),
                 30);
        const QList<ScoreEntry> table =
            HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4"));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.first().score, 12);
        QCOMPARE(table.first().serial, record.serial);
        // Another game is another entry.
        GameRecord other = record;
        other.serial = other.entry.serial = QStringLiteral("fedcba9876543210");
        other.entry.score = 20;
        QCOMPARE(GameLedger::apply(QStringLiteral("memory"), other), 1);
        QCOMPARE(HighScores::entries(QStringLiteral("memory"), QStringLiteral("4x4")).size(), 2);
        QCOMPARE(Statistics::read(QStringLiteral("memory"), record.statsVariant).won, 2);
    }

    // The list of recorded games keeps the latest RememberedGames serials.
    void recordedSerialsAreBounded()
    {
        QStringList serials;
        for (int i = 0; i < GameLedger::RememberedGames + 5; ++i) {
            GameRecord record;
            record.serial = GameLedger::newSerial();
            record.statsVariant = QStringLiteral("easy");
            record.outcome = Statistics::Result::Drawn;
            record.entry.date = QDateTime::currentDateTimeUtc();
            GameLedger::apply(QStringLiteral("zousi"), record);
            serials.append(record.serial);
        }
        QVERIFY(!GameLedger::recorded(QStringLiteral("zousi"), serials.first()));
        QVERIFY(GameLedger::recorded(QStringLiteral("zousi"), serials.last()));
        QVERIFY(GameLedger::recorded(QStringLiteral("zousi"),
                                     serials.at(serials.size() - GameLedger::RememberedGames)));
        QCOMPARE(Statistics::read(QStringLiteral("zousi"), QStringLiteral("easy")).drawn,
                 GameLedger::RememberedGames + 5);
    }

    // Undo after game over and play on to the end again, ten times: still one entry.
    void undoAndReplayIsOneEntry()
    {
        AppSettings::write(QStringLiteral("2048/size"), 3);
        Twenty48Page page(nullptr, 7);
        QCOMPARE(page.controller()->game().size(), 3);
        for (int round = 0; round < 10; ++round) {
            QVERIFY(playToTheEnd(page));
            page.trigger(GameAction::Undo);
            QCOMPARE(page.controller()->game().status(), t48::Status::Playing);
        }
        QVERIFY(playToTheEnd(page));
        const QList<ScoreEntry> table =
            HighScores::entries(QStringLiteral("2048"), QStringLiteral("3x3-2048"));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.first().serial, page.serial());
        QVERIFY(table.first().assisted);
        // A new game is a new entry.
        page.trigger(GameAction::New);
        QVERIFY(page.serial() != table.first().serial);
        QVERIFY(playToTheEnd(page));
        QCOMPARE(HighScores::entries(QStringLiteral("2048"), QStringLiteral("3x3-2048")).size(), 2);
    }

    // A save holding a result the settings do not have yet (a kill between the two writes):
    // restored, it is recorded once, and leaves the save; restored again, nothing changes.
    void pendingResultIsRecordedOnce()
    {
        QByteArray save;
        QString serial;
        {
            ConnectFourPage page;
            serial = page.serial();
            GameRecord record;
            record.serial = serial;
            record.statsVariant = QStringLiteral("7x6-hard");
            record.outcome = Statistics::Result::Won;
            record.entry.date = QDateTime::currentDateTimeUtc();
            save =
                page.saveState() + GameLedger::PendingKey + ' ' + GameLedger::encode(record) + '\n';
        }
        for (int start = 0; start < 3; ++start) {
            ConnectFourPage page;
            QVERIFY(page.restoreState(save));
            QCOMPARE(page.serial(), serial);
            QTest::qWait(20);
            QCOMPARE(Statistics::read(QStringLiteral("connect4"), QStringLiteral("7x6-hard")).won,
                     1);
            QVERIFY(!page.saveState().contains(GameLedger::PendingKey));
            QCOMPARE(page.pendingResults(), 0);
        }
    }

    // The name prompt is open when the app dies: the score is in the save, and the next
    // start asks again.
    void scoreAwaitingANameIsAskedAgain()
    {
        AppSettings::write(QStringLiteral("2048/size"), 3);
        PlayerName::setInteractive(true);
        QByteArray save;
        qint64 score = 0;
        {
            Twenty48Page page(nullptr, 11);
            QVERIFY(playToTheEnd(page));
            score = page.controller()->game().score();
            QTest::qWait(20);
            QVERIFY(page.findChild<QInputDialog *>()); // asking
            save = page.saveState();
            QVERIFY(save.contains(GameLedger::PendingKey));
            QVERIFY(
                HighScores::entries(QStringLiteral("2048"), QStringLiteral("3x3-2048")).isEmpty());
        } // killed: the page and its dialog are gone
        Twenty48Page again(nullptr, 12);
        QVERIFY(again.restoreState(save));
        QTest::qWait(20);
        auto *dialog = again.findChild<QInputDialog *>();
        QVERIFY2(dialog, "the name was not asked for again");
        dialog->setTextValue(QStringLiteral("Zed"));
        dialog->accept();
        QTest::qWait(20);
        const QList<ScoreEntry> table =
            HighScores::entries(QStringLiteral("2048"), QStringLiteral("3x3-2048"));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.first().name, QStringLiteral("Zed"));
        QCOMPARE(table.first().score, score);
        QVERIFY(!again.saveState().contains(GameLedger::PendingKey));
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestGameLedger)
#include "tst_gameledger.moc"
