// The Memory computer (issue 6): its memory per level (Easy forgets most cards, Expert
// remembers everything), its use of what it has seen, Expert's optimal choices, legality and
// determinism, the levels' relative strength, and the level ladder's scripted player.

#include "memory/memoryrules.h"

#include <QtTest>

using namespace gg::memory;

namespace {

std::vector<int> range(int from, int to) // [from, to)
{
    std::vector<int> cells;
    for (int i = from; i < to; ++i)
        cells.push_back(i);
    return cells;
}

// Two computers playing a versus game (two "humans" driven from outside), both watching every
// card. Returns player 0's pairs minus player 1's.
int duel(Level zero, Level one, std::uint64_t seed, Size size = Size{5, 6})
{
    Options options;
    options.size = size;
    options.mode = Mode::Versus;
    options.opponent = Opponent::Human;
    options.firstPlayer = static_cast<int>(seed % 2);
    Game game(options, seed);
    ComputerPlayer players[2] = {ComputerPlayer(zero, seed * 2 + 1),
                                 ComputerPlayer(one, seed * 2 + 2)};
    const int cells = size.cells();
    while (game.status() == Status::Playing) {
        const auto first = game.firstTurned();
        const int firstCell = first ? first->row * size.cols + first->col : -1;
        std::vector<int> faceDown;
        for (int i = 0; i < cells; ++i)
            if (game.state({i / size.cols, i % size.cols}) != CardState::Matched && i != firstCell)
                faceDown.push_back(i);
        const int cell = players[game.currentPlayer()].choose(
            faceDown, firstCell, first ? game.kindAt(*first) : 0, game.pairsLeft());
        const Point p{cell / size.cols, cell % size.cols};
        const FlipResult r = game.flip(p);
        if (r.outcome == FlipOutcome::Ignored)
            return 1000; // an illegal choice: the caller fails the test
        for (auto &player : players) {
            player.observe(cell, r.kind);
            if (r.outcome == FlipOutcome::Match)
                player.matched(r.first.row * size.cols + r.first.col, cell);
        }
    }
    return game.pairs(0) - game.pairs(1);
}

} // namespace

class TestMemoryAi : public QObject
{
    Q_OBJECT

private slots:
    void levels_data();
    void levels();
    void forgetting_data();
    void forgetting();
    void expertCompletesKnownPair();
    void expertTakesPartnerOfNewCard();
    void usesWhatItSaw();
    void expertSecondCard_data();
    void expertSecondCard();
    void perfectValues();
    void neverIllegalAndDeterministic();
    void strengthOrder();
    void scriptedPlayer_data();
    void scriptedPlayer();
};

void TestMemoryAi::levels_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("easy") << "easy";
    QTest::newRow("medium") << "medium";
    QTest::newRow("hard") << "hard";
    QTest::newRow("expert") << "expert";
}

void TestMemoryAi::levels()
{
    QFETCH(QString, key);
    const auto level = levelFromKey(key.toStdString());
    QVERIFY(level);
    QCOMPARE(QString(levelKey(*level)), key);
    const LevelParams p = levelParams(*level);
    QVERIFY(p.capacity >= 1 && p.recall > 0 && p.recall <= 1);
    if (*level != Level::Easy) {
        const LevelParams lower = levelParams(static_cast<Level>(int(*level) - 1));
        QVERIFY(p.capacity > lower.capacity && p.recall > lower.recall);
    }
    QVERIFY(!levelFromKey("genius"));
}

void TestMemoryAi::forgetting_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("atMost"); // cards remembered after seeing 20 distinct cards
    QTest::addColumn<int>("atLeast");
    QTest::newRow("issue 6: Easy forgets most cards") << int(Level::Easy) << 2 << 1;
    QTest::newRow("Medium") << int(Level::Medium) << 6 << 4;
    QTest::newRow("Hard") << int(Level::Hard) << 14 << 10;
    QTest::newRow("issue 6: Expert remembers everything") << int(Level::Expert) << 20 << 20;
}

void TestMemoryAi::forgetting()
{
    QFETCH(int, level);
    QFETCH(int, atMost);
    QFETCH(int, atLeast);
    ComputerPlayer computer(static_cast<Level>(level), 3);
    for (int cell = 0; cell < 20; ++cell)
        computer.observe(cell, cell + 1);
    const int kept = static_cast<int>(computer.memory().size());
    QVERIFY2(kept <= atMost && kept >= atLeast, qPrintable(QString::number(kept)));
    for (const Memory &m : computer.memory())
        QCOMPARE(m.kind, m.cell + 1); // what it remembers is true
    // The newest cards are the ones kept.
    if (kept > 0)
        QVERIFY(computer.memory().back().cell >= 20 - atMost - 6);
    computer.matched(computer.memory().back().cell, 99);
    QCOMPARE(int(computer.memory().size()), kept - 1);
}

// Issue 6: Expert always completes a pair it knows, whatever the seed.
void TestMemoryAi::expertCompletesKnownPair()
{
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        ComputerPlayer expert(Level::Expert, seed);
        expert.observe(3, 7);
        for (int cell = 10; cell < 20; ++cell)
            expert.observe(cell, cell); // ten unrelated singles
        expert.observe(25, 7);
        const std::vector<int> faceDown = range(0, 30);
        const int first = expert.choose(faceDown, -1, 0, 15);
        QCOMPARE(first, 3);
        std::vector<int> rest = faceDown;
        std::erase(rest, first);
        QCOMPARE(expert.choose(rest, first, 7, 15), 25);
    }
}

// Expert turns an unseen card first; if its partner was seen, it takes it.
void TestMemoryAi::expertTakesPartnerOfNewCard()
{
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        ComputerPlayer expert(Level::Expert, seed);
        for (int cell = 0; cell < 6; ++cell)
            expert.observe(cell, cell + 1); // kinds 1..6 at cells 0..5
        const std::vector<int> faceDown = range(0, 24);
        const int first = expert.choose(faceDown, -1, 0, 12);
        QVERIFY(first >= 6); // never a known card first
        const int kind = 1 + static_cast<int>(seed % 6);
        expert.observe(first, kind); // pretend it shows the face of a known card
        std::vector<int> rest = faceDown;
        std::erase(rest, first);
        QCOMPARE(expert.choose(rest, first, kind, 12), kind - 1);
    }
}

// Issue 6: each level uses what it has seen: a pair seen eight cards ago is taken always by
// Expert, usually by Hard, less by Medium and seldom by Easy.
void TestMemoryAi::usesWhatItSaw()
{
    int taken[4] = {0, 0, 0, 0};
    const int trials = 300;
    for (int level = 0; level < 4; ++level) {
        for (int seed = 1; seed <= trials; ++seed) {
            ComputerPlayer computer(static_cast<Level>(level), static_cast<std::uint64_t>(seed));
            computer.observe(0, 1);
            computer.observe(1, 1);
            for (int cell = 2; cell < 10; ++cell)
                computer.observe(cell, cell);
            const std::vector<int> faceDown = range(0, 30);
            const int first = computer.choose(faceDown, -1, 0, 15);
            if (first == 0 || first == 1) {
                std::vector<int> rest = faceDown;
                std::erase(rest, first);
                if (computer.choose(rest, first, 1, 15) == 1 - first)
                    ++taken[level];
            }
        }
    }
    const QString counts =
        QString("%1 %2 %3 %4").arg(taken[0]).arg(taken[1]).arg(taken[2]).arg(taken[3]);
    qInfo("pair seen eight cards ago taken (easy medium hard expert, of %d): %s", trials,
          qPrintable(counts));
    QVERIFY2(taken[3] == trials, qPrintable(counts));
    QVERIFY2(taken[2] > trials * 7 / 10, qPrintable(counts));
    QVERIFY2(taken[1] < taken[2], qPrintable(counts));
    QVERIFY2(taken[0] < trials / 10 && taken[0] <= taken[1], qPrintable(counts));
}

void TestMemoryAi::expertSecondCard_data()
{
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("known"); // remembered singles besides the first card
    QTest::addColumn<bool>("unseen");
    // With no card known there is nothing safe to turn.
    QTest::newRow("no known card: an unseen one") << 10 << 0 << true;
    // Long games: a known (useless) card when pairs + known is even, else an unseen one.
    QTest::newRow("20 pairs, 2 known: safe known card") << 20 << 2 << false;
    QTest::newRow("20 pairs, 3 known: unseen card") << 20 << 3 << true;
    QTest::newRow("28 pairs, 10 known: safe known card") << 28 << 10 << false;
    QTest::newRow("27 pairs, 10 known: unseen card") << 27 << 10 << true;
    // All but one pair known: guess, or the opponent takes everything.
    QTest::newRow("end game, 8 pairs, 7 known: guess") << 8 << 7 << true;
}

// Expert's choice of the second card after an unseen first card with no known partner, in a
// real call to choose(): it follows the exact rule.
void TestMemoryAi::expertSecondCard()
{
    QFETCH(int, pairs);
    QFETCH(int, known);
    QFETCH(bool, unseen);
    QCOMPARE(ComputerPlayer::secondCardUnseen(pairs, known), unseen);
    ComputerPlayer expert(Level::Expert, 4);
    for (int cell = 0; cell < known; ++cell)
        expert.observe(cell, cell + 1);
    const int first = 2 * pairs - 1;
    expert.observe(first, pairs); // a kind nobody has seen yet
    const std::vector<int> faceDown = range(0, 2 * pairs - 1);
    const int second = expert.choose(faceDown, first, pairs, pairs);
    QCOMPARE(second >= known, unseen);
}

void TestMemoryAi::perfectValues()
{
    QCOMPARE(ComputerPlayer::perfectValue(0, 0), 0.0);
    QCOMPARE(ComputerPlayer::perfectValue(1, 0), 1.0);
    // Two pairs, nothing known: 1/3 to find a pair then the other; else the opponent takes both.
    QVERIFY(qAbs(ComputerPlayer::perfectValue(2, 0) + 2.0 / 3.0) < 1e-12);
    for (int n = 1; n <= 28; ++n) {
        QCOMPARE(ComputerPlayer::perfectValue(n, n), double(n));
        for (int k = 0; k <= n; ++k)
            QVERIFY(qAbs(ComputerPlayer::perfectValue(n, k)) <= n);
    }
}

// The computer only ever turns a face-down card, games always finish, and a seed fixes the
// whole game.
void TestMemoryAi::neverIllegalAndDeterministic()
{
    for (int level = 0; level < 4; ++level) {
        for (std::uint64_t seed = 1; seed <= 15; ++seed) {
            QStringList runs[2];
            for (auto &log : runs) {
                Options options;
                options.size = Size{6, 6};
                options.mode = Mode::Versus;
                options.opponent = Opponent::Computer;
                options.computerLevel = static_cast<Level>(level);
                options.firstPlayer = static_cast<int>(seed % 2);
                Game game(options, seed);
                gg::Rng human(seed + 100);
                int guard = 0;
                while (game.status() == Status::Playing && ++guard < 5000) {
                    Point p;
                    if (game.computerToMove()) {
                        p = *game.computerMove();
                        QVERIFY(game.state(p) != CardState::Matched);
                        QVERIFY(game.firstTurned() != p);
                    } else {
                        do {
                            p = {int(human.below(6)), int(human.below(6))};
                        } while (game.state(p) == CardState::Matched || game.firstTurned() == p);
                    }
                    const FlipResult r = game.flip(p);
                    QVERIFY(r.outcome != FlipOutcome::Ignored);
                    log << QString("%1%2").arg(p.row).arg(p.col);
                }
                QCOMPARE(game.status(), Status::Finished);
                QCOMPARE(game.pairs(0) + game.pairs(1), 18);
            }
            QCOMPARE(runs[0], runs[1]);
        }
    }
}

// Better memory wins: over many seeded games Expert beats Easy and Hard beats Easy on
// average, and Expert is not worse than Hard.
void TestMemoryAi::strengthOrder()
{
    long long expertVsEasy = 0, hardVsEasy = 0, expertVsHard = 0;
    const int games = 200;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        const int a = duel(Level::Expert, Level::Easy, seed);
        const int b = duel(Level::Hard, Level::Easy, seed);
        const int c = duel(Level::Expert, Level::Hard, seed);
        QVERIFY(a < 1000 && b < 1000 && c < 1000);
        expertVsEasy += a;
        hardVsEasy += b;
        expertVsHard += c;
    }
    const QString sums = QString("%1 %2 %3").arg(expertVsEasy).arg(hardVsEasy).arg(expertVsHard);
    qInfo("pair difference over %d games: expert-easy, hard-easy, expert-hard: %s", games,
          qPrintable(sums));
    QVERIFY2(expertVsEasy > games * 3, qPrintable(sums)); // > 3 pairs a game on 15 pairs
    QVERIFY2(hardVsEasy > games * 2, qPrintable(sums));
    QVERIFY2(expertVsHard >= 0, qPrintable(sums));
}

void TestMemoryAi::scriptedPlayer_data()
{
    QTest::addColumn<QString>("seen");       // "cell:kind ..." turned before its move
    QTest::addColumn<int>("expectedFirst");  // -1: a card it does not remember
    QTest::addColumn<int>("firstKind");      // what its first card shows
    QTest::addColumn<int>("expectedSecond"); // -1: a card it does not remember
    QTest::addColumn<QString>("remembered"); // the cells it remembers
    QTest::newRow("takes the partner among the last two cards")
        << "3:7 8:5" << -1 << 5 << 8 << "3 8";
    QTest::newRow("takes the partner, the older of the two") << "3:7 8:5" << -1 << 7 << 3 << "3 8";
    QTest::newRow("no partner remembered: another unknown card")
        << "3:7 8:5" << -1 << 6 << -1 << "3 8";
    QTest::newRow("remembers only the last two cards") << "3:7 8:5 10:9" << -1 << 7 << -1 << "8 10";
    QTest::newRow("takes a remembered pair") << "2:4 6:4" << 2 << 4 << 6 << "2 6";
}

// Issue 15: the ladder's scripted player remembers exactly the last two cards turned before
// its move, takes a pair from them, and otherwise turns cards it does not remember.
void TestMemoryAi::scriptedPlayer()
{
    QFETCH(QString, seen);
    QFETCH(int, expectedFirst);
    QFETCH(int, firstKind);
    QFETCH(int, expectedSecond);
    QFETCH(QString, remembered);
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        ScriptedPlayer player(seed);
        for (const QString &word : seen.split(' ')) {
            const QStringList parts = word.split(':');
            player.observe(parts[0].toInt(), parts[1].toInt());
        }
        const std::vector<int> faceDown = range(0, 16);
        const int first = player.choose(faceDown, -1, 0, 8);
        QStringList cells;
        for (const Memory &m : player.memory())
            cells << QString::number(m.cell);
        QCOMPARE(cells.join(' '), remembered);
        if (expectedFirst >= 0)
            QCOMPARE(first, expectedFirst);
        else
            QVERIFY(!cells.contains(QString::number(first)));
        player.observe(first, firstKind);
        std::vector<int> rest = faceDown;
        std::erase(rest, first);
        const int second = player.choose(rest, first, firstKind, 8);
        QVERIFY(second != first);
        if (expectedSecond >= 0)
            QCOMPARE(second, expectedSecond);
        else
            QVERIFY(!cells.contains(QString::number(second)));
    }
}

QTEST_APPLESS_MAIN(TestMemoryAi)
#include "tst_memoryai.moc"
