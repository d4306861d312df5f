// Swap2 (issue 18, docs/RULES.md §3.13): the opening's phases, who acts and which choices
// are open in each, the colours each path gives the first player, the save text (and what
// it refuses), and the computer's part: a proposal of three stones near even, two balancing
// stones, and the colour it takes in clearly won or lost positions.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuswap2.h"

#include <QtTest>

#include <cstdlib>

using namespace gg::gomoku;

Q_DECLARE_METATYPE(gg::gomoku::Swap2Choice)
Q_DECLARE_METATYPE(gg::gomoku::Stone)

namespace {

constexpr int Size = 15;

// "H8" → the point the board labels so (column letter, row counted from the bottom).
Point at(const char *name)
{
    return {Size - std::atoi(name + 1), name[0] - 'A'};
}

} // namespace

class TestGomokuSwap2 : public QObject
{
    Q_OBJECT
private slots:
    // Each path through the opening: the stones placed, the choices, and where it ends.
    void paths_data()
    {
        QTest::addColumn<QList<Swap2Choice>>("choices");
        QTest::addColumn<int>("stones");
        QTest::addColumn<Stone>("firstPlays");
        QTest::newRow("second plays white: first is black")
            << QList<Swap2Choice>{Swap2Choice::PlayWhite} << 3 << Stone::Black;
        QTest::newRow("second plays black: first is white")
            << QList<Swap2Choice>{Swap2Choice::PlayBlack} << 3 << Stone::White;
        QTest::newRow("two more, first plays white")
            << QList<Swap2Choice>{Swap2Choice::PlaceTwo, Swap2Choice::PlayWhite} << 5
            << Stone::White;
        QTest::newRow("two more, first plays black")
            << QList<Swap2Choice>{Swap2Choice::PlaceTwo, Swap2Choice::PlayBlack} << 5
            << Stone::Black;
    }
    void paths()
    {
        QFETCH(QList<Swap2Choice>, choices);
        QFETCH(int, stones);
        QFETCH(Stone, firstPlays);
        Swap2 s;
        QCOMPARE(s.phase(), Swap2Phase::PlaceThree);
        QCOMPARE(s.actor(), 0);
        QVERIFY(!s.canChoose(Swap2Choice::PlayWhite)); // stones first
        for (int i = 0; i < 3; ++i) {
            QVERIFY(s.expectsStone());
            QVERIFY(s.stonePlaced());
        }
        QCOMPARE(s.phase(), Swap2Phase::SecondChooses);
        QCOMPARE(s.actor(), 1);
        QVERIFY(!s.stonePlaced()); // no fourth stone before the choice
        QVERIFY(s.choose(choices[0]));
        if (choices[0] == Swap2Choice::PlaceTwo) {
            QCOMPARE(s.phase(), Swap2Phase::PlaceTwo);
            QCOMPARE(s.actor(), 1);
            QVERIFY(s.stonePlaced());
            QVERIFY(!s.canChoose(Swap2Choice::PlayBlack)); // two stones, then the choice
            QVERIFY(s.stonePlaced());
            QCOMPARE(s.phase(), Swap2Phase::FirstChooses);
            QCOMPARE(s.actor(), 0);
            QVERIFY(!s.canChoose(Swap2Choice::PlaceTwo)); // only once, and only the second
            QVERIFY(!s.choose(Swap2Choice::PlaceTwo));
            QVERIFY(s.choose(choices[1]));
        }
        QVERIFY(s.done());
        QCOMPARE(s.actor(), -1);
        QCOMPARE(s.stones(), stones);
        QCOMPARE(s.firstPlays(), firstPlays);
        QCOMPARE(s.playerOf(firstPlays), 0);
        QCOMPARE(s.playerOf(opponent(firstPlays)), 1);
        QVERIFY(!s.stonePlaced());
        QVERIFY(!s.choose(Swap2Choice::PlayWhite));
        // The save text gives the same state back.
        const auto back = Swap2::deserialize(s.serialize());
        QVERIFY(back);
        QCOMPARE(back->serialize(), s.serialize());
        QCOMPARE(back->firstPlays(), firstPlays);
    }

    // Save texts the opening cannot reach are refused.
    void badSaves_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("other word") << QStringLiteral("swap3 0 0 0");
        QTest::newRow("phase out of range") << QStringLiteral("swap2 3 9 0");
        QTest::newRow("colour out of range") << QStringLiteral("swap2 3 4 7");
        QTest::newRow("four stones, still placing three") << QStringLiteral("swap2 4 0 0");
        QTest::newRow("choosing with two stones") << QStringLiteral("swap2 2 1 0");
        QTest::newRow("done without a colour") << QStringLiteral("swap2 3 4 0");
        QTest::newRow("done with four stones") << QStringLiteral("swap2 4 4 1");
        QTest::newRow("a colour before the choice") << QStringLiteral("swap2 3 1 2");
        QTest::newRow("trailing junk") << QStringLiteral("swap2 3 4 1 x");
        QTest::newRow("negative") << QStringLiteral("swap2 -1 0 0");
    }
    void badSaves()
    {
        QFETCH(QString, text);
        QVERIFY(!Swap2::deserialize(text.toStdString()));
    }

    // The computer's three stones: on the board, apart, round the centre, and a position
    // that is no forced line for either side (white's best answer is a plain search move).
    void proposal_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("15, seed 0") << 15 << quint64(0);
        QTest::newRow("15, seed 7") << 15 << quint64(7);
        QTest::newRow("19, seed 3") << 19 << quint64(3);
    }
    void proposal()
    {
        QFETCH(int, size);
        QFETCH(quint64, seed);
        const std::array<Point, 3> stones = swap2Proposal(size, Rule::FiveOrMore, seed);
        const int c = size / 2;
        QCOMPARE(stones[0], (Point{c, c}));
        for (const Point &p : stones)
            QVERIFY(std::abs(p.row - c) <= 2 && std::abs(p.col - c) <= 2);
        QVERIFY(!(stones[0] == stones[1]) && !(stones[0] == stones[2]) &&
                !(stones[1] == stones[2]));
        Board board(size, Rule::FiveOrMore);
        board.place(board.index(stones[0]), Stone::Black);
        board.place(board.index(stones[1]), Stone::White);
        board.place(board.index(stones[2]), Stone::Black);
        AiSettings settings;
        settings.timeMs = 100;
        Ai ai(settings);
        QCOMPARE(ai.choose(board, Stone::White).reason, Reason::Search);
        // A stop already set ends the sampling at once, still with three stones.
        const std::atomic<bool> stop{true};
        const std::array<Point, 3> quick = swap2Proposal(size, Rule::FiveOrMore, seed, 15, &stop);
        QCOMPARE(quick[0], (Point{c, c}));
    }

    // Two more stones: a white one and a black one, on empty points near the others, and the
    // position after them no more lopsided than a few twos.
    void balance()
    {
        Board board(Size, Rule::FiveOrMore);
        const std::array<Point, 3> stones = swap2Proposal(Size, Rule::FiveOrMore);
        board.place(board.index(stones[0]), Stone::Black);
        board.place(board.index(stones[1]), Stone::White);
        board.place(board.index(stones[2]), Stone::Black);
        AiSettings settings;
        settings.timeMs = 50;
        Ai ai(settings);
        const std::array<Point, 2> two = swap2Balance(board, ai);
        QVERIFY(board.isEmpty(board.index(two[0])));
        QVERIFY(board.isEmpty(board.index(two[1])));
        QVERIFY(!(two[0] == two[1]));
        board.place(board.index(two[0]), Stone::White);
        board.place(board.index(two[1]), Stone::Black);
        // White to move is not lost: no forced line for black, and black's threats (if the
        // short search sees one) can be stopped, the position staying near even.
        const AiMove answer = ai.choose(board, Stone::White);
        QVERIFY2(
            (answer.reason == Reason::Search || answer.reason == Reason::Defend) &&
                std::abs(answer.score) < 2000,
            qPrintable(
                QStringLiteral("reason %1 score %2").arg(int(answer.reason)).arg(answer.score)));
    }

    // The colour the computer takes, white to move: black's open four (white lost) → black;
    // white's own four about to win → white; black's open three that white must answer →
    // black.
    void decide_data()
    {
        QTest::addColumn<QStringList>("black");
        QTest::addColumn<QStringList>("white");
        QTest::addColumn<bool>("mayPlaceTwo");
        QTest::addColumn<Swap2Choice>("choice");
        QTest::newRow("black has an open four: take black")
            << QStringList{"G8", "H8", "I8", "J8"} << QStringList{"G9", "H9", "I10"} << true
            << Swap2Choice::PlayBlack;
        QTest::newRow("white has four to five: take white")
            << QStringList{"H8", "H7", "I6", "J9"} << QStringList{"G10", "H10", "I10", "J10"}
            << false << Swap2Choice::PlayWhite;
        QTest::newRow("white must stop an open three: take black")
            << QStringList{"G8", "H8", "I8"} << QStringList{"H10", "L12"} << false
            << Swap2Choice::PlayBlack;
    }
    void decide()
    {
        QFETCH(QStringList, black);
        QFETCH(QStringList, white);
        QFETCH(bool, mayPlaceTwo);
        QFETCH(Swap2Choice, choice);
        Board board(Size, Rule::FiveOrMore);
        for (const QString &p : black)
            board.place(board.index(at(qPrintable(p))), Stone::Black);
        for (const QString &p : white)
            board.place(board.index(at(qPrintable(p))), Stone::White);
        AiSettings settings;
        settings.timeMs = 100;
        Ai ai(settings);
        QCOMPARE(swap2Decide(board, ai, mayPlaceTwo), choice);
    }

    // The judgement from white's best move: a defence → black; a win → white; a search
    // score near even → two more (when allowed), else the side the score favours.
    void judge_data()
    {
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("score");
        QTest::addColumn<bool>("mayPlaceTwo");
        QTest::addColumn<Swap2Choice>("choice");
        QTest::newRow("block five")
            << int(Reason::BlockFive) << 0 << true << Swap2Choice::PlayBlack;
        QTest::newRow("defend") << int(Reason::Defend) << 0 << true << Swap2Choice::PlayBlack;
        QTest::newRow("vcf") << int(Reason::Vcf) << 0 << true << Swap2Choice::PlayWhite;
        QTest::newRow("even, may place two")
            << int(Reason::Search) << 40 << true << Swap2Choice::PlaceTwo;
        QTest::newRow("even, may not")
            << int(Reason::Search) << -40 << false << Swap2Choice::PlayBlack;
        QTest::newRow("white better")
            << int(Reason::Search) << 900 << true << Swap2Choice::PlayWhite;
        QTest::newRow("white worse")
            << int(Reason::Search) << -900 << true << Swap2Choice::PlayBlack;
    }
    void judge()
    {
        QFETCH(int, reason);
        QFETCH(int, score);
        QFETCH(bool, mayPlaceTwo);
        QFETCH(Swap2Choice, choice);
        AiMove move;
        move.point = {7, 7};
        move.reason = Reason(reason);
        move.score = score;
        QCOMPARE(swap2Judge(move, mayPlaceTwo), choice);
    }
};

QTEST_MAIN(TestGomokuSwap2)
#include "tst_gomokuswap2.moc"
