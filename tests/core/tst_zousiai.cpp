// The Zou Si Qi computer player (issue 7): legal moves at every level, Perfect keeps the
// solved value (fastest wins, slowest losses, never gives up a draw), wins in exactly the
// solved number of plies, never loses to the lower levels; the lower levels make mistakes,
// fewer as the level rises; draw offers; stop flag and time budget; the level ladder's
// scripted player. One solve, in initTestCase().

#include "common/rng.h"
#include "zousi/zousiai.h"
#include "zousi/zousigame.h"

#include <QtTest>

using namespace gg::zousi;

Q_DECLARE_METATYPE(Level)

namespace {

constexpr Level AllLevels[] = {Level::Easy, Level::Medium, Level::Hard, Level::Perfect};

// Result rank for the side to move: 2 win, 1 draw, 0 loss.
int rank(Value v)
{
    return v.result == Result::Win ? 2 : v.result == Result::Draw ? 1 : 0;
}

} // namespace

class TestZousiAi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void legalAtEveryLevel();
    void perfectKeepsTheValue();
    void perfectWinsInTheSolvedPlies();
    void rateMovesOrder();
    void mistakesByLevel();
    void perfectNeverLoses_data();
    void perfectNeverLoses();
    void drawOffers_data();
    void drawOffers();
    void stopAndBudget();
    void scriptedPlayer_data();
    void scriptedPlayer();

private:
    // Random positions that are not over, drawn from the whole table.
    std::vector<Position> samples(std::uint64_t seed, int count) const;

    std::shared_ptr<Solver> m_solver;
};

void TestZousiAi::initTestCase()
{
    m_solver = std::make_shared<Solver>();
    QVERIFY(m_solver->solve());
}

std::vector<Position> TestZousiAi::samples(std::uint64_t seed, int count) const
{
    gg::Rng rng(seed);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        const Position pos = Solver::position(rng.below(Solver::positionCount()));
        if (!pos.over())
            out.push_back(pos);
    }
    return out;
}

void TestZousiAi::legalAtEveryLevel()
{
    const auto positions = samples(11, 150);
    for (Level level : AllLevels) {
        Ai withTable(level, m_solver, 5);
        Ai withoutTable(level, nullptr, 5);
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const Position &pos = positions[i];
            QVERIFY2(isLegal(pos, withTable.choose(pos)), pos.toString().c_str());
            // Without the table Perfect searches deep; a few positions with a budget do.
            if (level != Level::Perfect || i < 20)
                QVERIFY2(isLegal(pos, withoutTable.choose(pos, nullptr, 20)),
                         pos.toString().c_str());
        }
    }
    // A side with no step gets a pass.
    const Position boxed = *Position::parse("oxxox..x........ o");
    for (Level level : AllLevels)
        QCOMPARE(Ai(level, m_solver, 1).choose(boxed), Move::pass());
}

// Perfect's move reaches a position whose value, seen from the mover, is the position's own
// value: wins are the fastest, losses the slowest, draws stay draws.
void TestZousiAi::perfectKeepsTheValue()
{
    gg::Rng rng(3);
    for (const Position &pos : samples(12, 3000)) {
        const Move m = perfectMove(*m_solver, pos, &rng);
        const Value v = m_solver->value(pos);
        QVERIFY2(parentView(m_solver->value(applyMove(pos, m))) == v, pos.toString().c_str());
        QCOMPARE(perfectMove(*m_solver, pos), rateMoves(*m_solver, pos).front().move);
    }
}

// Perfect against Perfect from a won position ends in exactly the solved number of plies
// (no repetition can intervene: the distance falls by one every ply), won by the side that
// had the win.
void TestZousiAi::perfectWinsInTheSolvedPlies()
{
    int checked = 0;
    int longest = 0;
    for (const Position &pos : samples(13, 400)) {
        const Value v = m_solver->value(pos);
        if (v.result != Result::Win)
            continue;
        Game game;
        game.newGame(pos);
        Ai x(Level::Perfect, m_solver, 1);
        Ai o(Level::Perfect, m_solver, 2);
        while (!game.over())
            QVERIFY(game.play((game.toMove() == Side::X ? x : o).choose(game.position())).ok);
        QCOMPARE(game.plyCount(), v.plies);
        QCOMPARE(game.status(), pos.toMove == Side::X ? Status::XWins : Status::OWins);
        longest = std::max(longest, v.plies);
        ++checked;
    }
    QVERIFY(checked > 100);
    QVERIFY(longest >= 9);
}

void TestZousiAi::rateMovesOrder()
{
    for (const Position &pos : samples(14, 500)) {
        const auto rated = rateMoves(*m_solver, pos);
        QCOMPARE(rated.size(), legalMoves(pos).size());
        for (std::size_t i = 1; i < rated.size(); ++i) {
            QVERIFY(!better(rated[i].value, rated[i - 1].value));
            if (rated[i].value == rated[i - 1].value && rated[i].value.result == Result::Draw)
                QVERIFY(rated[i].drawingReplies >= rated[i - 1].drawingReplies);
        }
    }
}

// The lower levels give away results (a win to a draw or loss, a draw to a loss) in some
// positions; higher levels less often; Perfect never.
void TestZousiAi::mistakesByLevel()
{
    const auto positions = samples(15, 400);
    int previous = 1 << 30;
    for (Level level : AllLevels) {
        Ai ai(level, m_solver, 9);
        int mistakes = 0;
        for (const Position &pos : positions) {
            const Move m = ai.choose(pos);
            if (rank(parentView(m_solver->value(applyMove(pos, m)))) < rank(m_solver->value(pos)))
                ++mistakes;
        }
        qInfo("%s: %d results given away in %d positions", levelKey(level), mistakes,
              int(positions.size()));
        QVERIFY(mistakes <= previous);
        if (level == Level::Easy)
            QVERIFY(mistakes > 0);
        if (level == Level::Perfect)
            QCOMPARE(mistakes, 0);
        previous = mistakes;
    }
}

void TestZousiAi::perfectNeverLoses_data()
{
    QTest::addColumn<Level>("opponent");
    QTest::addColumn<int>("games");
    QTest::newRow("against easy") << Level::Easy << 8;
    QTest::newRow("against medium") << Level::Medium << 6;
    QTest::newRow("against hard") << Level::Hard << 4;
}

// From the start position (a draw) with the draw rules of the Game in force.
void TestZousiAi::perfectNeverLoses()
{
    QFETCH(Level, opponent);
    QFETCH(int, games);
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        const Side perfectSide = g % 2 ? Side::O : Side::X;
        Game game(GameOptions{g % 4 < 2 ? Side::X : Side::O});
        Ai perfect(Level::Perfect, m_solver, 100 + static_cast<std::uint64_t>(g));
        Ai other(opponent, m_solver, 200 + static_cast<std::uint64_t>(g));
        while (!game.over()) {
            Ai &ai = game.toMove() == perfectSide ? perfect : other;
            QVERIFY(game.play(ai.choose(game.position())).ok);
        }
        const Status lost = perfectSide == Side::X ? Status::OWins : Status::XWins;
        QVERIFY2(game.status() != lost, game.serialize().c_str());
        wins += game.status() == (perfectSide == Side::X ? Status::XWins : Status::OWins);
    }
    qInfo("Perfect won %d of %d games against %s", wins, games, levelKey(opponent));
    if (opponent == Level::Easy)
        QVERIFY(wins > 0);
}

void TestZousiAi::drawOffers_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("xAccepts");
    QTest::addColumn<bool>("oAccepts");
    QTest::newRow("start: a draw, both accept") << "xxxx........oooo x" << true << true;
    QTest::newRow("x wins at once: both refuse") << ".x..x.o.....o... x" << false << false;
    QTest::newRow("o to move, o wins at once: both refuse")
        << "....x....o..o..x o" << false << false;
}

// Issue 7: the computer accepts a draw only when the position is a draw with best play.
void TestZousiAi::drawOffers()
{
    QFETCH(QString, position);
    QFETCH(bool, xAccepts);
    QFETCH(bool, oAccepts);
    const Position pos = *Position::parse(position.toStdString());
    QCOMPARE(acceptsDraw(*m_solver, pos, Side::X), xAccepts);
    QCOMPARE(acceptsDraw(*m_solver, pos, Side::O), oAccepts);
}

void TestZousiAi::stopAndBudget()
{
    const Position pos = *Position::parse(".x..x.o..xo...o. x");
    std::atomic<bool> stop{true};
    Ai ai(Level::Perfect, nullptr, 1);
    QVERIFY(isLegal(pos, ai.choose(pos, &stop)));
    QVERIFY(ai.nodes() <= 1024 * 2);
    QVERIFY(isLegal(pos, ai.choose(pos, nullptr, 1)));
    Ai hard(Level::Hard, nullptr, 1);
    QVERIFY(isLegal(pos, hard.choose(pos)));
    QVERIFY(hard.nodes() > 0);
}

void TestZousiAi::scriptedPlayer_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("expected"); // "capture", "safe" or "pass"
    // A capturing step among several (found by search over the solver's positions).
    QTest::newRow("takes the only capture") << "o.x...o.x....xo. o"
                                            << "capture";
    QTest::newRow("takes the only capture (x)") << ".ox.o.xx..o..... x"
                                                << "capture";
    // No capture; one step of six leaves the opponent no capture.
    QTest::newRow("avoids giving a capture") << ".o....ox....x..x x"
                                             << "safe";
    QTest::newRow("avoids giving a capture (o)") << "....x.xx...x.o.o o"
                                                 << "safe";
    QTest::newRow("passes when it has no step") << "oxxox..x........ o"
                                                << "pass";
}

// Issue 15: the ladder's scripted player takes a capture when there is one, otherwise a step
// after which the opponent cannot capture, whatever its random choice.
void TestZousiAi::scriptedPlayer()
{
    QFETCH(QString, position);
    QFETCH(QString, expected);
    const Position pos = *Position::parse(position.toStdString());
    const auto canCapture = [](const Position &p) {
        for (Move reply : legalMoves(p)) {
            Mask taken = 0;
            applyMove(p, reply, &taken);
            if (taken)
                return true;
        }
        return false;
    };
    // The rows are what they say: a capture exists, or only some steps are safe.
    if (expected == "capture")
        QVERIFY(canCapture(pos));
    if (expected == "safe") {
        QVERIFY(!canCapture(pos));
        int unsafe = 0;
        for (Move m : legalMoves(pos))
            unsafe += canCapture(applyMove(pos, m));
        QVERIFY(unsafe > 0);
    }
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        gg::Rng rng(seed);
        const Move m = scriptedMove(pos, rng);
        QVERIFY(isLegal(pos, m));
        Mask taken = 0;
        const Position next = applyMove(pos, m, &taken);
        if (expected == "capture")
            QVERIFY2(taken != 0, moveName(m).c_str());
        else if (expected == "safe")
            QVERIFY2(taken == 0 && !canCapture(next), moveName(m).c_str());
        else
            QCOMPARE(m, Move::pass());
    }
}

QTEST_APPLESS_MAIN(TestZousiAi)
#include "tst_zousiai.moc"
