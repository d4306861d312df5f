// High scores and statistics in QSettings: ordering, the top-10 cut, round trips through a
// temporary settings file, and hostile values that must be ignored while valid ones stay.

#include "appsettings.h"
#include "highscores.h"
#include "highscoresdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QFile>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

using namespace gg::ui;

namespace {

ScoreEntry entry(const QString &name, qint64 score, qint64 timeMs = 0, bool assisted = false)
{
    ScoreEntry e;
    e.name = name;
    e.score = score;
    e.timeMs = timeMs;
    e.assisted = assisted;
    e.date = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    return e;
}

} // namespace

class TestHighScores : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup() { m_sandbox.reset(); }

    void roundTrip()
    {
        QCOMPARE(HighScores::add(QStringLiteral("2048"), QStringLiteral("4x4-2048"),
                                 entry(QStringLiteral("李雷"), 1200, 0, true),
                                 ScoreOrder::HigherIsBetter),
                 0);
        const QList<ScoreEntry> list =
            HighScores::entries(QStringLiteral("2048"), QStringLiteral("4x4-2048"));
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].name, QStringLiteral("李雷"));
        QCOMPARE(list[0].score, 1200);
        QCOMPARE(list[0].assisted, true);
        QCOMPARE(list[0].date, entry(QString(), 0).date);
    }

    void ordering_data()
    {
        QTest::addColumn<int>("order");
        QTest::addColumn<QList<qint64>>("scores");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("points: higher first")
            << int(ScoreOrder::HigherIsBetter) << QList<qint64>{100, 300, 200}
            << QList<qint64>{300, 200, 100};
        QTest::newRow("moves: lower first")
            << int(ScoreOrder::LowerIsBetter) << QList<qint64>{30, 10, 20}
            << QList<qint64>{10, 20, 30};
    }
    void ordering()
    {
        QFETCH(int, order);
        QFETCH(QList<qint64>, scores);
        QFETCH(QList<qint64>, expected);
        for (qint64 s : scores)
            HighScores::add(QStringLiteral("g"), QStringLiteral("v"), entry(QStringLiteral("p"), s),
                            ScoreOrder(order));
        QList<qint64> got;
        for (const ScoreEntry &e : HighScores::entries(QStringLiteral("g"), QStringLiteral("v")))
            got.append(e.score);
        QCOMPARE(got, expected);
    }

    void tieBreaks_data()
    {
        QTest::addColumn<bool>("aAssisted");
        QTest::addColumn<qint64>("aTime");
        QTest::addColumn<bool>("bAssisted");
        QTest::addColumn<qint64>("bTime");
        QTest::addColumn<bool>("aBetter");
        QTest::newRow("clean beats assisted") << false << qint64(0) << true << qint64(0) << true;
        QTest::newRow("faster beats slower")
            << false << qint64(1000) << false << qint64(2000) << true;
    }
    void tieBreaks()
    {
        QFETCH(bool, aAssisted);
        QFETCH(qint64, aTime);
        QFETCH(bool, bAssisted);
        QFETCH(qint64, bTime);
        QFETCH(bool, aBetter);
        const ScoreEntry a = entry(QStringLiteral("a"), 50, aTime, aAssisted);
        const ScoreEntry b = entry(QStringLiteral("b"), 50, bTime, bAssisted);
        QCOMPARE(HighScores::better(a, b, ScoreOrder::HigherIsBetter), aBetter);
        QCOMPARE(HighScores::better(a, b, ScoreOrder::LowerIsBetter), aBetter);
    }

    void keepsTopTen()
    {
        for (int i = 1; i <= 15; ++i)
            HighScores::add(QStringLiteral("g"), QStringLiteral("v"),
                            entry(QStringLiteral("p"), i * 10), ScoreOrder::HigherIsBetter);
        const auto list = HighScores::entries(QStringLiteral("g"), QStringLiteral("v"));
        QCOMPARE(list.size(), HighScores::MaxEntries);
        QCOMPARE(list.first().score, 150);
        QCOMPARE(list.last().score, 60);
        QCOMPARE(HighScores::rankFor(QStringLiteral("g"), QStringLiteral("v"),
                                     entry(QStringLiteral("p"), 55), ScoreOrder::HigherIsBetter),
                 -1);
        QCOMPARE(HighScores::rankFor(QStringLiteral("g"), QStringLiteral("v"),
                                     entry(QStringLiteral("p"), 1000), ScoreOrder::HigherIsBetter),
                 0);
    }

    void zeroScoreDoesNotQualify()
    {
        QCOMPARE(HighScores::rankFor(QStringLiteral("g"), QStringLiteral("v"),
                                     entry(QStringLiteral("p"), 0), ScoreOrder::HigherIsBetter),
                 -1);
    }

    void unsafeKeysRankNowhere_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::newRow("slash in variant") << QStringLiteral("g") << QStringLiteral("4/4");
        QTest::newRow("empty variant") << QStringLiteral("g") << QString();
        QTest::newRow("Chinese variant") << QStringLiteral("g") << QStringLiteral("简单");
        QTest::newRow("too long game") << QString(41, u'g') << QStringLiteral("v");
        QTest::newRow("space in game") << QStringLiteral("g g") << QStringLiteral("v");
    }
    void unsafeKeysRankNowhere()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        const ScoreEntry e = entry(QStringLiteral("p"), 500);
        const QStringList keysBefore = QSettings().allKeys();
        // rankFor and add agree: a table add() refuses is one no score qualifies for.
        QCOMPARE(HighScores::rankFor(game, variant, e, ScoreOrder::HigherIsBetter), -1);
        QCOMPARE(HighScores::add(game, variant, e, ScoreOrder::HigherIsBetter), -1);
        QVERIFY(HighScores::entries(game, variant).isEmpty());
        QCOMPARE(QSettings().allKeys(), keysBefore); // nothing written
    }

    void hostileEntriesIgnored_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("negative score") << QStringLiteral("score") << QVariant(-5);
        QTest::newRow("text score") << QStringLiteral("score") << QVariant(QStringLiteral("lots"));
        QTest::newRow("absurd score")
            << QStringLiteral("score") << QVariant(QStringLiteral("99999999999999999999999"));
        QTest::newRow("list score")
            << QStringLiteral("score")
            << QVariant(QStringList{QStringLiteral("1"), QStringLiteral("2")});
        QTest::newRow("bad date") << QStringLiteral("date")
                                  << QVariant(QStringLiteral("yesterday"));
    }
    void hostileEntriesIgnored()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        HighScores::add(QStringLiteral("g"), QStringLiteral("v"), entry(QStringLiteral("a"), 300),
                        ScoreOrder::HigherIsBetter);
        HighScores::add(QStringLiteral("g"), QStringLiteral("v"), entry(QStringLiteral("b"), 200),
                        ScoreOrder::HigherIsBetter);
        {
            QSettings settings;
            settings.setValue(QStringLiteral("highscores/g/v/0/") + key, value);
        }
        const auto list = HighScores::entries(QStringLiteral("g"), QStringLiteral("v"));
        QCOMPARE(list.size(), 1); // the damaged entry is dropped, the valid one kept
        QCOMPARE(list[0].name, QStringLiteral("b"));
    }

    void hugeNameIgnored()
    {
        HighScores::add(QStringLiteral("g"), QStringLiteral("v"), entry(QStringLiteral("a"), 300),
                        ScoreOrder::HigherIsBetter);
        QSettings().setValue(QStringLiteral("highscores/g/v/0/name"), QString(1 << 20, u'x'));
        const auto list = HighScores::entries(QStringLiteral("g"), QStringLiteral("v"));
        QCOMPARE(list.size(), 1);
        QVERIFY(list[0].name.isEmpty());
        QCOMPARE(list[0].score, 300);
    }

    void statisticsCount()
    {
        Statistics::record(QStringLiteral("connect4"), QStringLiteral("8x6-easy"),
                           Statistics::Result::Won);
        Statistics::record(QStringLiteral("connect4"), QStringLiteral("8x6-easy"),
                           Statistics::Result::Won);
        Statistics::record(QStringLiteral("connect4"), QStringLiteral("8x6-easy"),
                           Statistics::Result::Drawn);
        const GameStats s =
            Statistics::read(QStringLiteral("connect4"), QStringLiteral("8x6-easy"));
        QCOMPARE(s.won, 2);
        QCOMPARE(s.drawn, 1);
        QCOMPARE(s.lost, 0);
        QCOMPARE(s.played(), 3);
        QSettings().setValue(QStringLiteral("stats/connect4/8x6-easy/lost"), -40);
        QCOMPARE(Statistics::read(QStringLiteral("connect4"), QStringLiteral("8x6-easy")).lost, 0);
    }

    void keysSurviveLanguageSwitch()
    {
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        HighScores::add(QStringLiteral("2048"), QStringLiteral("4x4-2048"),
                        entry(QStringLiteral("p"), 64), ScoreOrder::HigherIsBetter);
        LanguageManager::instance().apply(QStringLiteral("en"));
        QCOMPARE(HighScores::entries(QStringLiteral("2048"), QStringLiteral("4x4-2048")).size(), 1);
        for (const QString &key : QSettings().allKeys())
            for (QChar c : key)
                QVERIFY2(c.unicode() < 128, qPrintable(key));
    }

    void dialogHasTabPerGame()
    {
        MainWindow window;
        HighScoresDialog dialog(window.pages(), window.currentPage());
        QCOMPARE(dialog.tabs()->count(), int(window.pages().size()));
    }

    void formatsDurations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0:00");
        QTest::newRow("minute") << qint64(65'000) << QStringLiteral("1:05");
        QTest::newRow("hour") << qint64(3'723'000) << QStringLiteral("1:02:03");
        QTest::newRow("negative") << qint64(-5) << QStringLiteral("0:00");
    }
    void formatsDurations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(formatDuration(ms), text);
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestHighScores)
#include "tst_highscores.moc"
