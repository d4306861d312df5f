// The exact Connect Four solver (issue 3): hand-checked scores (immediate wins, forced
// losses, draws at the end), Pascal Pons' public test positions, agreement with a plain
// alpha-beta written here on positions small enough for it, weak = sign of strong, move
// choice and analysis consistency, and clean stopping.

#include "common/rng.h"
#include "connectfour/connectfourboard.h"
#include "connectfour/connectfoursolver.h"

#include <QtTest>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

using gg::c4::Board;
using gg::c4::Solver;

Q_DECLARE_METATYPE(std::string)

namespace {

// Plain memoised negamax over the public Board API, exact on the score convention: a win with
// the disc that makes n discs on the board is worth (W*H + 1 - (n - 1)) / 2 to its player.
// Memoised on the full key, so it also solves tiny boards from the start.
class Reference
{
public:
    int score(const Board &b) { return search(b); }

private:
    int search(const Board &b)
    {
        const int cells = b.width() * b.height();
        if (b.full())
            return 0;
        for (int c = 0; c < b.width(); ++c)
            if (b.canPlay(c) && b.isWinningMove(c))
                return (cells + 1 - b.moves()) / 2;
        if (auto it = m_memo.find(b.key()); it != m_memo.end())
            return it->second;
        int best = -1000;
        for (int c = 0; c < b.width(); ++c) {
            if (!b.canPlay(c))
                continue;
            Board child = b;
            child.play(c);
            best = std::max(best, -search(child));
        }
        m_memo[b.key()] = best;
        return best;
    }
    std::map<gg::c4::Bits, int> m_memo;
};

Board boardOf(int w, int h, const std::string &digits)
{
    Board b(w, h);
    if (!b.playDigits(digits))
        qFatal("illegal test sequence %s", digits.c_str());
    return b;
}

std::vector<std::pair<std::string, int>> loadSet(const char *name, int limit)
{
    std::vector<std::pair<std::string, int>> out;
    const QByteArray dir = qgetenv("GG_SOURCE_DIR");
    std::ifstream in(std::string(dir.constData()) + "/bench/c4data/" + name);
    std::string line;
    while (static_cast<int>(out.size()) < limit && std::getline(in, line)) {
        std::istringstream words(line);
        std::string moves;
        int score = 0;
        if (words >> moves >> score)
            out.emplace_back(moves, score);
    }
    return out;
}

} // namespace

class TestConnectFourSolver : public QObject
{
    Q_OBJECT

private slots:
    void handChecked_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<std::string>("moves");
        QTest::addColumn<int>("score");
        // Pons' blog: red wins with its 4th disc.
        QTest::newRow("7x6 4455: win with the 4th disc = 18") << 7 << std::string("4455") << 18;
        // Pons' blog: whatever yellow plays, red wins next move with its 7th disc.
        QTest::newRow("7x6 44455554221: lost at once = -15")
            << 7 << std::string("44455554221") << -15;
        QTest::newRow("8x6 immediate win with the 4th disc = 21")
            << 8 << std::string("112233") << 21;
        QTest::newRow("8x6 immediate win for yellow") << 8 << std::string("8112233") << 21;
        // Red has row 0 open on both sides: yellow cannot block both ends.
        QTest::newRow("7x6 double threat: yellow loses = -15")
            << 7 << std::string("44445555666") << -15;
        QTest::newRow("8x6 double threat on the bottom row = -21")
            << 8 << std::string("44556") << -21;
        // The last disc of a drawn game: no choice left and no four.
        QTest::newRow("7x6 last disc of a draw = 0")
            << 7 << std::string("24222224634154366371751115374165335576677") << 0;
    }
    void handChecked()
    {
        QFETCH(int, width);
        QFETCH(std::string, moves);
        QFETCH(int, score);
        const Board b = boardOf(width, 6, moves);
        Solver solver(18);
        QCOMPARE(*solver.solve(b), score);
        QCOMPARE(*solver.solve(b, true), (score > 0) - (score < 0));
    }

    // Pons' public test sets: scores computed by his solver, as published.
    void publicTestSets_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("count");
        QTest::newRow("Test_L3_R1 end-easy (30)") << "pons_end_easy.txt" << 30;
        QTest::newRow("Test_L2_R2 middle-medium (first 12)") << "pons_middle_medium.txt" << 12;
    }
    void publicTestSets()
    {
        QFETCH(QString, file);
        QFETCH(int, count);
        const auto set = loadSet(file.toUtf8().constData(), count);
        QCOMPARE(static_cast<int>(set.size()), count);
        Solver solver(20);
        for (const auto &[moves, score] : set) {
            const Board b = boardOf(7, 6, moves);
            solver.clear();
            QVERIFY2(*solver.solve(b) == score, moves.c_str());
        }
    }

    // Random positions close enough to the end (or on boards small enough) for the plain
    // reference search.
    void agreesWithReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("discs");
        QTest::addColumn<int>("positions");
        QTest::newRow("7x6 with 10 cells left") << 7 << 6 << 32 << 40;
        QTest::newRow("8x6 with 10 cells left") << 8 << 6 << 38 << 40;
        QTest::newRow("5x4 from 6 discs") << 5 << 4 << 6 << 20;
        QTest::newRow("4x5 from 6 discs") << 4 << 5 << 6 << 20;
        QTest::newRow("6x5 with 10 cells left") << 6 << 5 << 20 << 20;
        QTest::newRow("4x4 from the empty board") << 4 << 4 << 0 << 1;
    }
    void agreesWithReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, discs);
        QFETCH(int, positions);
        gg::Rng rng(static_cast<std::uint64_t>(width * 1000 + discs));
        Solver solver(18);
        int done = 0;
        while (done < positions) {
            Board b(width, height);
            while (b.moves() < discs && !b.over()) {
                const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(width)));
                if (b.canPlay(c))
                    b.play(c);
            }
            if (b.over())
                continue;
            Reference ref;
            const int expected = ref.score(b);
            QCOMPARE(*solver.solve(b), expected);
            QCOMPARE(*solver.solve(b, true), (expected > 0) - (expected < 0));
            ++done;
        }
    }

    // bestMove's column achieves the score; analyze() agrees with solve() and with the
    // list of tied columns.
    void movesAndAnalysis()
    {
        const auto set = loadSet("pons_end_easy.txt", 12);
        QCOMPARE(static_cast<int>(set.size()), 12); // the data file is there (not vacuous)
        Solver solver(18);
        for (const auto &[moves, score] : set) {
            const Board b = boardOf(7, 6, moves);
            auto scores = solver.analyze(b);
            QVERIFY(scores.has_value());
            int best = -100;
            for (const auto &s : *scores)
                if (s)
                    best = std::max(best, *s);
            QCOMPARE(best, score);
            auto choice = solver.bestMove(b, false, true);
            QVERIFY(choice.has_value());
            QCOMPARE(choice->score, score);
            QCOMPARE(*(*scores)[static_cast<std::size_t>(choice->column)], score);
            for (int c = 0; c < 7; ++c) {
                const bool tied =
                    std::find(choice->ties.begin(), choice->ties.end(), c) != choice->ties.end();
                QCOMPARE(tied, (*scores)[static_cast<std::size_t>(c)] == score);
            }
            // Weak: the chosen move keeps the sign.
            auto weak = solver.bestMove(b, true);
            QVERIFY(weak.has_value());
            const int sign = (score > 0) - (score < 0);
            QCOMPARE(weak->score, sign);
            const int through = *(*scores)[static_cast<std::size_t>(weak->column)];
            QVERIFY((through > 0) - (through < 0) == sign);
        }
    }

    // A raised stop flag or a past deadline stops the search with no answer; clearing
    // them lets the next search finish, and nothing wrong was left in the table.
    void stopsCleanly()
    {
        const Board b = boardOf(7, 6, "2416615552"); // Test_L1_R2, score 4
        Solver solver(20);
        std::atomic<bool> stop{true};
        solver.setStopFlag(&stop);
        QVERIFY(!solver.solve(b).has_value());
        QVERIFY(!solver.bestMove(b).has_value());
        stop = false;
        solver.setDeadline(std::chrono::steady_clock::now());
        QVERIFY(!solver.solve(b).has_value());
        solver.clearDeadline();
        QCOMPARE(*solver.solve(b), 4);
        solver.setStopFlag(nullptr);
        QCOMPARE(*solver.solve(b), 4);
    }

    // Positions already over: the last mover's win is a loss for the side to move.
    void finishedPositions()
    {
        Solver solver(16);
        const Board won = boardOf(7, 6, "1212121");
        QVERIFY(won.lastMoverWon());
        QCOMPARE(*solver.solve(won), -(42 + 2 - 7) / 2);
        const Board draw = boardOf(7, 6, "242222246341543663717511153741653355766774");
        QCOMPARE(*solver.solve(draw), 0);
    }
};

QTEST_APPLESS_MAIN(TestConnectFourSolver)
#include "tst_connectfoursolver.moc"
