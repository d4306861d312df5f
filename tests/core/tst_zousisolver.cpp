// The Zou Si Qi retrograde solver (issue 7): the compact index, the solved values checked
// against the rules over ALL positions (every win has a move to a loss one ply shorter,
// every loss only moves to wins, draws keep a draw), the board's symmetries, and the
// binary cache's defences. The full solve runs once, in initTestCase().

#include "zousi/zousisolver.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

using namespace gg::zousi;

namespace {

long long choose(int n, int k)
{
    long long r = 1;
    for (int i = 0; i < k; ++i)
        r = r * (n - i) / (i + 1);
    return r;
}

Mask mirrorColumns(Mask m)
{
    Mask out = 0;
    for (int cell = 0; cell < 16; ++cell)
        if (m >> cell & 1)
            out |= static_cast<Mask>(1u << ((cell / 4) * 4 + 3 - cell % 4));
    return out;
}

Mask flipRows(Mask m)
{
    Mask out = 0;
    for (int cell = 0; cell < 16; ++cell)
        if (m >> cell & 1)
            out |= static_cast<Mask>(1u << ((3 - cell / 4) * 4 + cell % 4));
    return out;
}

QString describe(Value v)
{
    const char *name = v.result == Result::Win ? "win" : v.result == Result::Loss ? "loss" : "draw";
    return QStringLiteral("%1 %2").arg(name).arg(v.plies);
}

std::string saved(const Solver &solver)
{
    std::ostringstream out;
    if (!solver.save(out))
        qFatal("save failed");
    return out.str();
}

LoadError loadText(Solver &solver, const std::string &bytes)
{
    std::istringstream in(bytes);
    return solver.load(in);
}

std::uint64_t fnv(const std::string &bytes, std::size_t from)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = from; i < bytes.size(); ++i) {
        h ^= static_cast<unsigned char>(bytes[i]);
        h *= 0x100000001b3ull;
    }
    return h;
}

constexpr std::size_t HeaderSize = 28;

} // namespace

class TestZousiSolver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void indexRoundTrip();
    void counts();
    void consistencyOverAllPositions();
    void symmetry();
    void knownValues_data();
    void knownValues();
    void stopFlag();
    void cacheRoundTrip();
    void cacheRejectsDamage_data();
    void cacheRejectsDamage();

private:
    Solver m_solver;
};

void TestZousiSolver::initTestCase()
{
    QVERIFY(m_solver.solve());
    QVERIFY(m_solver.solved());
}

void TestZousiSolver::indexRoundTrip()
{
    long long expected = 0;
    for (int nx = 0; nx <= 4; ++nx)
        for (int no = 0; no <= 4; ++no)
            expected += 2 * choose(16, nx) * choose(16 - nx, no);
    QCOMPARE(static_cast<long long>(Solver::positionCount()), expected);
    QCOMPARE(Solver::positionCount(), 4534506u);
    for (std::uint32_t i = 0; i < Solver::positionCount(); ++i) {
        const Position pos = Solver::position(i);
        if ((pos.x & pos.o) || pos.count(Side::X) > 4 || pos.count(Side::O) > 4 ||
            Solver::index(pos) != std::optional<std::uint32_t>(i))
            QFAIL(qPrintable(QStringLiteral("index %1 -> %2").arg(i).arg(pos.toString().c_str())));
    }
    QVERIFY(Solver::index(Position::start()));
    QVERIFY(!Solver::index(Position{0x001F, 0xF000, Side::X}));
}

// Pinned totals (a change here means the rules or the solver changed).
void TestZousiSolver::counts()
{
    const SolveStats &s = m_solver.stats();
    QCOMPARE(s.positions, quint64(4534506));
    QCOMPARE(s.wins + s.losses + s.draws, s.positions);
    QCOMPARE(s.wins, quint64(2408422));
    QCOMPARE(s.losses, quint64(1352248));
    QCOMPARE(s.draws, quint64(773836));
    QCOMPARE(s.longestWin, 53);
    QCOMPARE(s.longestLoss, 54);
    // docs/RULES.md §6.7: the longest forced win is shorter than the 100-ply rule.
    QVERIFY(s.longestWin < 100);
}

// Issue 7: every win has a move to a loss (in plies - 1, and none faster), every loss has
// only moves to wins (the slowest in plies - 1), draws have a move to a draw and none to a
// loss; over positions are lost by the side below two pieces.
void TestZousiSolver::consistencyOverAllPositions()
{
    for (std::uint32_t i = 0; i < Solver::positionCount(); ++i) {
        const Position pos = Solver::position(i);
        const Value v = m_solver.valueAt(i);
        auto fail = [&](const char *why) {
            QFAIL(qPrintable(
                QStringLiteral("%1 (%2): %3").arg(pos.toString().c_str(), describe(v), why)));
        };
        if (pos.over()) {
            const Value expect =
                pos.count(pos.toMove) < 2 ? Value{Result::Loss, 0} : Value{Result::Win, 0};
            if (v != expect)
                fail("wrong value for an over position");
            continue;
        }
        int fastestLoss = 1000; // child losses (our wins)
        int slowestWin = -1;    // child wins (our losses)
        bool childDraw = false;
        bool allWins = true;
        for (Move m : legalMoves(pos)) {
            const Value c = m_solver.value(applyMove(pos, m));
            if (c.result == Result::Loss)
                fastestLoss = std::min(fastestLoss, c.plies);
            if (c.result == Result::Win)
                slowestWin = std::max(slowestWin, c.plies);
            else
                allWins = false;
            childDraw = childDraw || c.result == Result::Draw;
        }
        switch (v.result) {
        case Result::Win:
            if (fastestLoss != v.plies - 1)
                fail("a win must reach a loss in plies - 1, and none faster");
            break;
        case Result::Loss:
            if (!allWins || slowestWin != v.plies - 1)
                fail("a loss must have only moves to wins, the slowest in plies - 1");
            break;
        case Result::Draw:
            if (fastestLoss != 1000 || !childDraw || v.plies != 0)
                fail("a draw must have a drawing move and no winning one");
            break;
        }
    }
}

// The rules are symmetric under a left-right mirror, and under an upside-down flip with
// the colours swapped; the solution must be too.
void TestZousiSolver::symmetry()
{
    for (std::uint32_t i = 0; i < Solver::positionCount(); ++i) {
        const Position pos = Solver::position(i);
        const Value v = m_solver.valueAt(i);
        const Position mirrored{mirrorColumns(pos.x), mirrorColumns(pos.o), pos.toMove};
        const Position swapped{flipRows(pos.o), flipRows(pos.x), other(pos.toMove)};
        if (m_solver.value(mirrored) != v || m_solver.value(swapped) != v)
            QFAIL(pos.toString().c_str());
    }
}

void TestZousiSolver::knownValues_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("value");
    QTest::newRow("start, x to move: a draw") << "xxxx........oooo x"
                                              << "draw 0";
    QTest::newRow("start, o to move: a draw") << "xxxx........oooo o"
                                              << "draw 0";
    QTest::newRow("o has one piece, o to move") << "....xx.........o o"
                                                << "loss 0";
    QTest::newRow("x captures the second-last o piece") << ".x..x.o.....o... x"
                                                        << "win 1";
    QTest::newRow("x is boxed in and passes, then o takes with BAA. on a column")
        << "xxo.oo......o... x"
        << "loss 2";
}

void TestZousiSolver::knownValues()
{
    QFETCH(QString, position);
    QFETCH(QString, value);
    const auto pos = Position::parse(position.toStdString());
    QVERIFY(pos);
    QCOMPARE(describe(m_solver.value(*pos)), value);
}

void TestZousiSolver::stopFlag()
{
    std::atomic<bool> stop{true};
    Solver solver;
    QVERIFY(!solver.solve(&stop));
    QVERIFY(!solver.solved());
}

void TestZousiSolver::cacheRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("zousi.cache").toStdString();
    QVERIFY(m_solver.saveFile(path));
    Solver loaded;
    QCOMPARE(int(loaded.loadFile(path)), int(LoadError::None));
    QVERIFY(loaded.solved());
    QCOMPARE(loaded.stats().wins, m_solver.stats().wins);
    QCOMPARE(loaded.stats().draws, m_solver.stats().draws);
    QCOMPARE(saved(loaded), saved(m_solver));
    QCOMPARE(int(loaded.loadFile(path + ".missing")), int(LoadError::Unreadable));
    QVERIFY(loaded.solved()); // a failed load keeps the table it had

    // loadOrSolve(): a good cache is used as is; a damaged one is reported and the solve
    // starts (stopped here at once, to keep the test short).
    Solver viaCache;
    LoadError why = LoadError::BadData;
    QVERIFY(viaCache.loadOrSolve(path, nullptr, &why));
    QCOMPARE(int(why), int(LoadError::None));
    QFile file(QString::fromStdString(path));
    QVERIFY(file.open(QIODevice::ReadWrite));
    file.seek(HeaderSize + 5);
    file.write("\x7f");
    file.close();
    std::atomic<bool> stop{true};
    Solver damaged;
    QVERIFY(!damaged.loadOrSolve(path, &stop, &why));
    QCOMPARE(int(why), int(LoadError::BadChecksum));
    QVERIFY(!damaged.solved());
}

void TestZousiSolver::cacheRejectsDamage_data()
{
    QTest::addColumn<int>("damage");
    QTest::addColumn<int>("error");
    QTest::newRow("empty file") << 0 << int(LoadError::Unreadable);
    QTest::newRow("wrong magic") << 1 << int(LoadError::BadMagic);
    QTest::newRow("other version") << 2 << int(LoadError::BadVersion);
    QTest::newRow("wrong count") << 3 << int(LoadError::BadSize);
    QTest::newRow("truncated payload") << 4 << int(LoadError::Unreadable);
    QTest::newRow("trailing byte") << 5 << int(LoadError::BadSize);
    QTest::newRow("flipped payload byte") << 6 << int(LoadError::BadChecksum);
    QTest::newRow("impossible value, valid checksum") << 7 << int(LoadError::BadData);
}

void TestZousiSolver::cacheRejectsDamage()
{
    QFETCH(int, damage);
    QFETCH(int, error);
    std::string bytes = saved(m_solver);
    switch (damage) {
    case 0:
        bytes.clear();
        break;
    case 1:
        bytes[0] = 'X';
        break;
    case 2:
        bytes[8] = 2;
        break;
    case 3:
        bytes[12] = static_cast<char>(bytes[12] + 1);
        break;
    case 4:
        bytes.resize(bytes.size() - 1);
        break;
    case 5:
        bytes.push_back('\0');
        break;
    case 6:
        bytes[HeaderSize + 1000] = static_cast<char>(bytes[HeaderSize + 1000] ^ 0x40);
        break;
    case 7: {
        bytes[HeaderSize + 1000] = 2; // "loss in 1 ply": losses are at even distances
        const std::uint64_t h = fnv(bytes, HeaderSize);
        for (int k = 0; k < 8; ++k)
            bytes[20 + static_cast<std::size_t>(k)] = static_cast<char>(h >> (8 * k) & 0xFF);
        break;
    }
    }
    Solver solver;
    QCOMPARE(int(loadText(solver, bytes)), error);
    QVERIFY(!solver.solved());
}

QTEST_APPLESS_MAIN(TestZousiSolver)
#include "tst_zousisolver.moc"
