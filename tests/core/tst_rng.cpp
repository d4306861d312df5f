// The shared random generator (core/common/rng.h): seeding is deterministic, the state
// round-trips through text and garbage is refused, below() stays in range, and
// GG_RANDOM_SEED turns Rng::randomSeed() into a repeatable sequence.

#include "common/rng.h"

#include <QtTest>

#include <set>

using gg::Rng;

class TestRng : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { qunsetenv("GG_RANDOM_SEED"); }

    void sameSeedSameSequence_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("zero") << quint64(0);
        QTest::newRow("one") << quint64(1);
        QTest::newRow("large") << quint64(0xFFFFFFFFFFFFFFFFull);
    }
    void sameSeedSameSequence()
    {
        QFETCH(quint64, seed);
        Rng a(seed);
        Rng b(seed);
        Rng other(seed + 1);
        int differ = 0;
        for (int i = 0; i < 100; ++i) {
            const auto x = a.next();
            QCOMPARE(b.next(), x);
            differ += other.next() != x;
        }
        QVERIFY(differ > 90);
    }

    void stateRoundTripsThroughText()
    {
        Rng a(42);
        for (int i = 0; i < 7; ++i)
            a.next();
        Rng b(1);
        QVERIFY(b.fromString(a.toString()));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(b.next(), a.next());
    }

    void fromStringRefusesGarbage_data()
    {
        QTest::addColumn<QString>("text");
        const QString word = QStringLiteral("0123456789abcdef");
        QTest::newRow("empty") << QString();
        QTest::newRow("three words") << QStringList{word, word, word}.join(u' ');
        QTest::newRow("five words") << QStringList{word, word, word, word, word}.join(u' ');
        QTest::newRow("short word")
            << QStringList{word, word, word, QStringLiteral("12")}.join(u' ');
        QTest::newRow("not hex")
            << QStringList{word, word, word, QStringLiteral("0123456789abcdeg")}.join(u' ');
        QTest::newRow("all zero state") << QStringList(4, QString(16, u'0')).join(u' ');
    }
    void fromStringRefusesGarbage()
    {
        QFETCH(QString, text);
        Rng rng(5);
        const std::string before = rng.toString();
        QVERIFY(!rng.fromString(text.toStdString()));
        QCOMPARE(rng.toString(), before); // a refused text leaves the state alone
    }

    void belowStaysInRange_data()
    {
        QTest::addColumn<quint32>("bound");
        QTest::newRow("one") << quint32(1);
        QTest::newRow("two") << quint32(2);
        QTest::newRow("seven") << quint32(7);
        QTest::newRow("power of two") << quint32(1u << 20);
        QTest::newRow("near max") << quint32(0xFFFFFFF0u);
    }
    void belowStaysInRange()
    {
        QFETCH(quint32, bound);
        Rng rng(9);
        std::set<quint32> seen;
        for (int i = 0; i < 2000; ++i) {
            const quint32 v = rng.below(bound);
            QVERIFY(v < bound);
            seen.insert(v);
        }
        QVERIFY(seen.size() >= std::min<std::size_t>(bound, 1000));
    }

    void environmentSeedRepeats_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<bool>("fixed");
        QTest::newRow("decimal") << QByteArray("12345") << true;
        QTest::newRow("zero") << QByteArray("0") << true;
        QTest::newRow("max") << QByteArray("18446744073709551615") << true;
        QTest::newRow("negative ignored") << QByteArray("-3") << false;
        QTest::newRow("trailing junk ignored") << QByteArray("12x") << false;
        QTest::newRow("hex ignored") << QByteArray("0x10") << false;
        QTest::newRow("overflow ignored") << QByteArray("18446744073709551616") << false;
        QTest::newRow("empty ignored") << QByteArray("") << false;
    }
    void environmentSeedRepeats()
    {
        QFETCH(QByteArray, value);
        QFETCH(bool, fixed);
        qputenv("GG_RANDOM_SEED", value);
        const auto first = Rng::randomSeed();
        const auto second = Rng::randomSeed();
        QVERIFY(first != second);         // successive seeds differ either way
        qputenv("GG_RANDOM_SEED", "777"); // another value restarts the sequence...
        Rng::randomSeed();
        qputenv("GG_RANDOM_SEED", value); // ...and coming back replays this one
        const auto again = Rng::randomSeed();
        QCOMPARE(again == first, fixed);
    }

    void environmentSeedIsSplitMixOfTheValue()
    {
        // The sequence is documented as SplitMix64 of the value: pin its first output so a
        // replay recipe written down today still works after a change to the code.
        qputenv("GG_RANDOM_SEED", "0");
        QCOMPARE(Rng::randomSeed(), quint64(0xE220A8397B1DCDAFull));
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
