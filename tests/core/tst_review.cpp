// The review after a game (issue 19, docs/RULES.md §7.2): games with known mistakes in
// Connect Four, Zou Si Qi and Gomoku are marked exactly at those moves, with a move that
// keeps the result; perfect play is never marked; every verdict agrees with the solver
// read directly.

#include "common/rng.h"
#include "connectfour/connectfourreview.h"
#include "connectfour/connectfoursolver.h"
#include "gomoku/gomokureview.h"
#include "gomoku/gomokurules.h"
#include "zousi/zousigame.h"
#include "zousi/zousireview.h"
#include "zousi/zousisolver.h"

#include <QtTest>

using gg::MoveVerdict;
using gg::Outcome;

Q_DECLARE_METATYPE(Outcome)

namespace {

std::vector<int> digits(const char *text)
{
    std::vector<int> moves;
    for (const char *c = text; *c; ++c)
        moves.push_back(*c - '1');
    return moves;
}

QString describe(const std::vector<MoveVerdict> &verdicts)
{
    QStringList words;
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        const MoveVerdict &v = verdicts[i];
        words << QStringLiteral("%1:%2>%3%4")
                     .arg(i + 1)
                     .arg(int(v.before))
                     .arg(int(v.after))
                     .arg(v.mistake() ? QStringLiteral("!") : QString());
    }
    return words.join(' ');
}

Outcome sign(int score)
{
    return score > 0 ? Outcome::Win : score < 0 ? Outcome::Loss : Outcome::Draw;
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void connectFourMistakes_data();
    void connectFourMistakes();
    void connectFourPerfectGameHasNone();
    void connectFourAgreesWithSolver();
    void zousiAgreesWithSolution_data();
    void zousiAgreesWithSolution();
    void zousiPerfectGameHasNone();
    void gomokuMistakes_data();
    void gomokuMistakes();
    void gomokuStopLeavesUnknown();

private:
    gg::c4::Solver m_c4{22};
    gg::zousi::Solver m_zousi;
};

void TestReview::initTestCase()
{
    QVERIFY(m_zousi.solve());
}

void TestReview::connectFourMistakes_data()
{
    QTest::addColumn<QString>("game");    // 1-based column digits, 7 × 6
    QTest::addColumn<int>("move");        // 1-based move that is a mistake
    QTest::addColumn<Outcome>("before");  // what the mover had
    QTest::addColumn<Outcome>("after");   // what the move left
    QTest::addColumn<QString>("keepers"); // columns (1-based) that keep `before`
    QTest::addColumn<QString>("clean");   // other moves (1-based) that are no mistakes

    // Red has three in column 1, yellow three in column 2: red's 7th disc must go to 1.
    QTest::newRow("winning column missed") << "1212123" << 7 << Outcome::Win << Outcome::Loss << "1"
                                           << "";
    // Then yellow, who could win in column 2, plays 4 and lets red win.
    QTest::newRow("winning reply missed") << "12121234" << 8 << Outcome::Win << Outcome::Loss << "2"
                                          << "";
    // The centre column is the only first move that keeps red's win on 7 × 6.
    QTest::newRow("first disc at the edge") << "1" << 1 << Outcome::Win << Outcome::Loss << "4"
                                            << "";
}

void TestReview::connectFourMistakes()
{
    QFETCH(QString, game);
    QFETCH(int, move);
    QFETCH(Outcome, before);
    QFETCH(Outcome, after);
    QFETCH(QString, keepers);
    QFETCH(QString, clean);
    const std::vector<int> moves = digits(game.toLatin1().constData());
    // A small budget: the early positions stay unknown, the ones the rows ask about are not.
    const auto verdicts = gg::c4::reviewGame(7, 6, moves, m_c4, 1'000'000);
    QCOMPARE(int(verdicts.size()), int(moves.size()));
    const MoveVerdict &v = verdicts[std::size_t(move - 1)];
    QVERIFY2(v.mistake(), qPrintable(describe(verdicts)));
    QCOMPARE(v.before, before);
    QCOMPARE(v.after, after);
    QVERIFY2(keepers.split(' ').contains(QString::number(v.better + 1)),
             qPrintable(QStringLiteral("better %1").arg(v.better + 1)));
    for (const QString &n : clean.split(' ', Qt::SkipEmptyParts))
        QVERIFY2(!verdicts[std::size_t(n.toInt() - 1)].mistake(), qPrintable(describe(verdicts)));
}

void TestReview::connectFourPerfectGameHasNone()
{
    // Both sides play the solver's best move from a position the solver proves at once:
    // no move changes the result.
    gg::c4::Board board(7, 6);
    std::vector<int> moves = digits("4444443");
    for (int c : moves)
        board.play(c);
    while (!board.over()) {
        const auto choice = m_c4.bestMove(board);
        QVERIFY(choice.has_value());
        moves.push_back(choice->column);
        board.play(choice->column);
    }
    const auto verdicts = gg::c4::reviewGame(7, 6, moves, m_c4);
    for (std::size_t k = 7; k < verdicts.size(); ++k) {
        QVERIFY2(!verdicts[k].mistake(), qPrintable(describe(verdicts)));
        QVERIFY(verdicts[k].before != Outcome::Unknown);
    }
}

void TestReview::connectFourAgreesWithSolver()
{
    // Random games on 6 × 5 (solved at once): every verdict is the solver's value of the
    // positions before and after, read one by one.
    gg::Rng rng(19);
    int mistakes = 0;
    for (int g = 0; g < 12; ++g) {
        gg::c4::Board board(6, 5);
        std::vector<int> moves;
        while (!board.over()) {
            int c = int(rng.below(6));
            while (!board.canPlay(c))
                c = (c + 1) % 6;
            moves.push_back(c);
            board.play(c);
        }
        const auto verdicts = gg::c4::reviewGame(6, 5, moves, m_c4);
        gg::c4::Board b(6, 5);
        for (std::size_t k = 0; k < moves.size(); ++k) {
            const Outcome before = sign(*m_c4.solve(b, true));
            gg::c4::Board next = b;
            next.play(moves[k]);
            const Outcome after = gg::flip(sign(*m_c4.solve(next, true)));
            QCOMPARE(verdicts[k].before, before);
            QCOMPARE(verdicts[k].after, after);
            if (verdicts[k].mistake()) {
                ++mistakes;
                QVERIFY(verdicts[k].better >= 0);
                gg::c4::Board kept = b;
                kept.play(verdicts[k].better);
                QCOMPARE(gg::flip(sign(*m_c4.solve(kept, true))), before);
            } else {
                QCOMPARE(verdicts[k].better, -1);
            }
            b = next;
        }
    }
    QVERIFY(mistakes > 10); // random play errs often: the check above saw real marks
}

void TestReview::zousiAgreesWithSolution_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::newRow("random game 1") << quint64(1);
    QTest::newRow("random game 2") << quint64(2);
    QTest::newRow("random game 3") << quint64(3);
}

void TestReview::zousiAgreesWithSolution()
{
    using namespace gg::zousi;
    QFETCH(quint64, seed);
    gg::Rng rng(seed);
    Game game;
    while (!game.over() && game.plyCount() < 60) {
        const auto moves = game.legalMoves();
        game.play(moves[rng.below(std::uint32_t(moves.size()))]);
    }
    const auto verdicts = reviewGame(game, m_zousi);
    QCOMPARE(int(verdicts.size()), game.plyCount());
    auto outcome = [](Value v) {
        return v.result == Result::Win    ? Outcome::Win
               : v.result == Result::Loss ? Outcome::Loss
                                          : Outcome::Draw;
    };
    Position pos = game.startPosition();
    int mistakes = 0;
    for (int i = 0; i < game.plyCount(); ++i) {
        const PlyVerdict &v = verdicts[std::size_t(i)];
        const Move played = game.history()[std::size_t(i)].move;
        const Position next = applyMove(pos, played);
        QCOMPARE(v.verdict.before, outcome(m_zousi.value(pos)));
        QCOMPARE(v.verdict.after, gg::flip(outcome(m_zousi.value(next))));
        if (v.verdict.mistake()) {
            ++mistakes;
            QCOMPARE(gg::flip(outcome(m_zousi.value(applyMove(pos, v.better)))), v.verdict.before);
            QVERIFY(!v.better.isPass());
        }
        pos = next;
    }
    QVERIFY2(mistakes > 0, "a random game without a single mistake is not a test");
}

void TestReview::zousiPerfectGameHasNone()
{
    using namespace gg::zousi;
    Game game;
    // Both sides follow the solution for 40 plies: nothing is marked.
    while (!game.over() && game.plyCount() < 40) {
        const auto values = analyseMoves(m_zousi, game.position());
        MoveValue best = values.front();
        for (const MoveValue &mv : values)
            if (better(mv.value, best.value))
                best = mv;
        game.play(best.move);
    }
    for (const PlyVerdict &v : reviewGame(game, m_zousi))
        QVERIFY(!v.verdict.mistake());
}

void TestReview::gomokuMistakes_data()
{
    QTest::addColumn<QString>("game"); // the record, 15 × 15 five-or-more
    QTest::addColumn<int>("move");
    QTest::addColumn<Outcome>("before");
    QTest::addColumn<Outcome>("after");
    QTest::addColumn<QString>("keepers"); // points that keep `before`
    QTest::addColumn<QString>("clean");   // moves that are no mistakes

    // Black makes an open three (H8 I8 J8); white plays far away instead of blocking.
    QTest::newRow("open three not blocked")
        << "H8 A1 I8 A3 J8 O15" << 6 << Outcome::Draw << Outcome::Loss << "G8 K8 F8 L8"
        << "1 2 3 4 5";
    // Then black, with an open four to make, plays elsewhere: the win is gone.
    QTest::newRow("open four not made")
        << "H8 A1 I8 A3 J8 O15 A15" << 7 << Outcome::Win << Outcome::Draw << "G8 K8"
        << "1 2 3 4 5";
    // White blocks the three at one end; black's four then has one open end, which white
    // leaves open.
    QTest::newRow("four not blocked")
        << "H8 A1 I8 A3 J8 G8 K8 O15" << 8 << Outcome::Draw << Outcome::Loss << "L8"
        << "1 2 3 4 5 6 7";
    // A move already lost is no mistake: white left the open three, black made the open
    // four, and whatever white does now loses.
    QTest::newRow("lost already: only the first error counts")
        << "H8 A1 I8 A3 J8 A5 K8 O15" << 6 << Outcome::Draw << Outcome::Loss << "G8 K8 F8 L8"
        << "1 2 3 4 5 7 8";
}

void TestReview::gomokuMistakes()
{
    using namespace gg::gomoku;
    QFETCH(QString, game);
    QFETCH(int, move);
    QFETCH(Outcome, before);
    QFETCH(Outcome, after);
    QFETCH(QString, keepers);
    QFETCH(QString, clean);
    auto g = Game::fromRecord(game.toStdString(), 15, Rule::FiveOrMore);
    QVERIFY(g.has_value());
    const auto verdicts = reviewGame(*g);
    QCOMPARE(int(verdicts.size()), g->moveCount());
    const MoveVerdict &v = verdicts[std::size_t(move - 1)];
    QVERIFY2(v.mistake(), qPrintable(describe(verdicts)));
    QCOMPARE(v.before, before);
    QCOMPARE(v.after, after);
    QVERIFY(v.better >= 0);
    const QString better =
        QStringLiteral("%1%2").arg(QChar('A' + v.better % 15)).arg(15 - v.better / 15);
    QVERIFY2(keepers.split(' ').contains(better), qPrintable(better));
    for (const QString &n : clean.split(' ', Qt::SkipEmptyParts))
        QVERIFY2(!verdicts[std::size_t(n.toInt() - 1)].mistake(), qPrintable(describe(verdicts)));
}

void TestReview::gomokuStopLeavesUnknown()
{
    using namespace gg::gomoku;
    auto g = Game::fromRecord("H8 A1 I8 A3 J8 O15", 15, Rule::FiveOrMore);
    QVERIFY(g.has_value());
    std::atomic<bool> stop{true};
    ReviewBudget budget;
    budget.stop = &stop;
    for (const MoveVerdict &v : reviewGame(*g, budget))
        QVERIFY(!v.mistake());
}

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
