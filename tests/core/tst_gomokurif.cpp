// Five moves, two choices (五手两打, issue 18, docs/RULES.md §3.14): the phases and who acts
// in each, for both swap choices; which offers are refused (occupied, forbidden, repeated,
// the first's mirror image); the symmetry test on symmetric and asymmetric positions; the
// save text and what it refuses; and the computer's part: its swap in a clearly won or lost
// position, two legal offers that are not mirror images, and its pick among them.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuopenings.h"
#include "gomoku/gomokurif.h"
#include "gomoku/gomokurules.h"

#include <QtTest>

#include <cstdlib>

using namespace gg::gomoku;

namespace {

constexpr int Size = 15;

// "H8" → the point the board labels so (column letter, row counted from the bottom).
Point at(const QString &name)
{
    return {Size - name.mid(1).toInt(), name.at(0).toLatin1() - 'A'};
}

// A Renju game from moves in board notation ("H8 H9 I9").
Game game(const QString &moves)
{
    Game g(Options{Size, Rule::Renju});
    for (const QString &m : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        g.play(at(m));
    return g;
}

} // namespace

class TestGomokuRif : public QObject
{
    Q_OBJECT
private slots:
    void phases_data()
    {
        QTest::addColumn<bool>("swap");
        QTest::newRow("second keeps white") << false;
        QTest::newRow("second swaps to black") << true;
    }
    void phases()
    {
        QFETCH(bool, swap);
        Game g = game(QStringLiteral("H8 H9 I9")); // 花月
        FiveMoveTwo rif;
        QCOMPARE(rif.phase(), RifPhase::SwapChoice);
        QCOMPARE(rif.actor(), 1);
        QVERIFY(!rif.fourthPlayed());
        QVERIFY(!rif.offer(g, at(QStringLiteral("J10"))));
        QVERIFY(rif.chooseSwap(swap));
        QVERIFY(!rif.chooseSwap(!swap)); // once
        QCOMPARE(rif.firstPlays(), swap ? Stone::White : Stone::Black);
        const int white = swap ? 0 : 1;
        QCOMPARE(rif.phase(), RifPhase::Fourth);
        QCOMPARE(rif.actor(), white);
        g.play(at(QStringLiteral("J8")));
        QVERIFY(rif.fourthPlayed());
        QCOMPARE(rif.phase(), RifPhase::Offer);
        QCOMPARE(rif.actor(), 1 - white);
        QVERIFY(rif.offer(g, at(QStringLiteral("G7"))));
        QVERIFY(rif.withdrawOffer());
        QVERIFY(rif.offer(g, at(QStringLiteral("G7"))));
        QVERIFY(rif.offer(g, at(QStringLiteral("K10"))));
        QCOMPARE(rif.phase(), RifPhase::Pick);
        QCOMPARE(rif.actor(), white);
        QVERIFY(!rif.pick(at(QStringLiteral("A1"))));
        QVERIFY(rif.pick(at(QStringLiteral("K10"))));
        QVERIFY(rif.done());
        QCOMPARE(rif.actor(), -1);
        QVERIFY(rif.offers().empty());
        const auto back = FiveMoveTwo::deserialize(rif.serialize());
        QVERIFY(back);
        QCOMPARE(back->serialize(), rif.serialize());
    }

    // Offers refused: on a stone, on a point forbidden to black, twice the same, or the
    // first offer's mirror image in a symmetric position.
    void refusedOffers_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("accepted");
        // H8 H9 H10 (寒星) and white I8: symmetric about no axis through... the column H
        // carries the stones, I8 breaks the mirror: G and J differ.
        QTest::newRow("occupied") << "H8 H9 H10 I8"
                                  << "G7"
                                  << "H10" << false;
        QTest::newRow("the same place twice") << "H8 H9 H10 I8"
                                              << "G7"
                                              << "G7" << false;
        QTest::newRow("not a mirror: I8 breaks the symmetry") << "H8 H9 H10 I8"
                                                              << "G7"
                                                              << "I7" << true;
        // H8 H9 H10 with white H6: every stone on column H; G and J mirror each other.
        QTest::newRow("mirror image across column H") << "H8 H9 H10 H6"
                                                      << "G7"
                                                      << "I7" << false;
        QTest::newRow("a different place across column H") << "H8 H9 H10 H6"
                                                           << "G7"
                                                           << "J6" << true;
        // K8 is black's double three (H8 I8 · K8 across, K8 K9 K10 down): forbidden to black.
        QTest::newRow("forbidden to black") << "H8 A1 I8 A15 K10 O1 K9 O15"
                                            << "G7"
                                            << "K8" << false;
    }
    void refusedOffers()
    {
        QFETCH(QString, moves);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, accepted);
        const Game g = game(moves);
        FiveMoveTwo rif = *FiveMoveTwo::deserialize("rif 2 1");
        QVERIFY(rif.offer(g, at(first)));
        QCOMPARE(rif.offer(g, at(second)), accepted);
    }

    void symmetry_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("one stone: a half turn") << "H8"
                                                << "G7"
                                                << "I9" << true;
        QTest::newRow("one stone: a quarter turn") << "H8"
                                                   << "G7"
                                                   << "I7" << true;
        QTest::newRow("one stone: not an image") << "H8"
                                                 << "G7"
                                                 << "G6" << false;
        QTest::newRow("diagonal pair: the other diagonal") << "H8 I9"
                                                           << "G9"
                                                           << "I7" << true;
        QTest::newRow("diagonal pair: not across the other diagonal") << "H8 I9"
                                                                      << "G7"
                                                                      << "G9" << false;
        QTest::newRow("column H: left and right") << "H8 H9 H10"
                                                  << "F9"
                                                  << "K9" << false;
        QTest::newRow("column H: mirror") << "H8 H9 H10"
                                          << "F9"
                                          << "J9" << true;
        // Black H8 and white H9: only the mirror across column H keeps them; F9 and K7 are
        // not images of each other.
        QTest::newRow("black and white on column H: no image") << "H8 H9"
                                                               << "F9"
                                                               << "K7" << false;
        QTest::newRow("asymmetric: nothing") << "H8 H9 J10"
                                             << "G8"
                                             << "I8" << false;
    }
    void symmetry()
    {
        QFETCH(QString, moves);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(FiveMoveTwo::equivalent(game(moves), at(a), at(b)), same);
    }

    void badSaves_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("other word") << QStringLiteral("swap2 0 1");
        QTest::newRow("phase out of range") << QStringLiteral("rif 7 1");
        QTest::newRow("colour out of range") << QStringLiteral("rif 1 0");
        QTest::newRow("swapped before the choice") << QStringLiteral("rif 0 2");
        QTest::newRow("offers before the offer phase") << QStringLiteral("rif 1 1 3,4");
        QTest::newRow("three offers") << QStringLiteral("rif 3 1 3,4 5,6 7,8");
        QTest::newRow("one offer at the pick") << QStringLiteral("rif 3 1 3,4");
        QTest::newRow("the same offer twice") << QStringLiteral("rif 3 1 3,4 3,4");
        QTest::newRow("bad point") << QStringLiteral("rif 2 1 3;4");
        QTest::newRow("negative point") << QStringLiteral("rif 2 1 -3,4");
    }
    void badSaves()
    {
        QFETCH(QString, text);
        QVERIFY(!FiveMoveTwo::deserialize(text.toStdString()));
    }

    // The computer's part from each of the 26 standard openings: its swap choice is made, its
    // two offers are legal and no mirror images, and its pick is one of them.
    void computer_data()
    {
        QTest::addColumn<int>("opening");
        for (int i = 0; i < int(RenjuOpenings.size()); ++i)
            QTest::newRow(RenjuOpenings[std::size_t(i)].key) << i;
    }
    void computer()
    {
        QFETCH(int, opening);
        Game g(Options{Size, Rule::Renju});
        for (const Point &p : openingStones(RenjuOpenings[std::size_t(opening)], Size))
            g.play(p);
        AiSettings settings;
        settings.timeMs = 60;
        Ai ai(settings);
        rifSwap(g, ai); // either answer; it must return
        const AiMove fourth = ai.choose(g);
        QVERIFY(fourth.valid());
        QVERIFY(g.play(fourth.point).ok());
        const std::array<Point, 2> offers = rifOffers(g, 10);
        QVERIFY(g.canPlay(offers[0]));
        QVERIFY(g.canPlay(offers[1]));
        QVERIFY(!FiveMoveTwo::equivalent(g, offers[0], offers[1]));
        FiveMoveTwo rif = *FiveMoveTwo::deserialize("rif 2 1");
        QVERIFY(rif.offer(g, offers[0]));
        QVERIFY(rif.offer(g, offers[1]));
        const Point picked = rifPick(g, rif.offers(), 10);
        QVERIFY(picked == offers[0] || picked == offers[1]);
        QVERIFY(rif.pick(picked));
    }

    // A position where black already has an open three: the second player takes black.
    void swapWhenBlackBetter()
    {
        const Game g = game(QStringLiteral("H8 A1 I8 A15 J8")); // black G-K row open three
        AiSettings settings;
        settings.timeMs = 100;
        Ai ai(settings);
        QVERIFY(rifSwap(g, ai));
    }
};

QTEST_MAIN(TestGomokuRif)
#include "tst_gomokurif.moc"
