// docs/RULES.md §6 (Zou Si Qi): the "two hit one" capture in every pattern, direction, line and
// orientation; the non-captures; double captures; passes; the loss below two pieces; the
// position string and notation; and perft against a naive generator written here, apart
// from the core's bitboard code.

#include "common/rng.h"
#include "zousi/zousirules.h"

#include <QtTest>

#include <array>

using namespace gg::zousi;

namespace {

// ---- A naive model of the rules: a char board, string patterns, no bit tricks. ----------

struct NaiveBoard
{
    std::array<char, 16> cells{};
    char toMove = 'x';
};

NaiveBoard naiveFrom(const std::string &text)
{
    NaiveBoard b;
    for (int i = 0; i < 16; ++i)
        b.cells[static_cast<std::size_t>(i)] = text[static_cast<std::size_t>(i)];
    b.toMove = text[17];
    return b;
}

char &at(NaiveBoard &b, int r, int c)
{
    return b.cells[static_cast<std::size_t>(r * 4 + c)];
}

int naiveCount(const NaiveBoard &b, char side)
{
    return static_cast<int>(std::count(b.cells.begin(), b.cells.end(), side));
}

// The enemy point captured on a line written with A (mover), B (enemy), '.', or -1.
int naiveLineCapture(const std::string &line)
{
    for (const char *pattern : {"AAB.", ".AAB", "BAA.", ".BAA"})
        if (line == pattern)
            return static_cast<int>(line.find('B'));
    return -1;
}

std::vector<NaiveBoard> naiveSuccessors(const NaiveBoard &b)
{
    std::vector<NaiveBoard> result;
    const char me = b.toMove;
    const char them = me == 'x' ? 'o' : 'x';
    if (naiveCount(b, 'x') < 2 || naiveCount(b, 'o') < 2)
        return result;
    const int dr[4] = {-1, 1, 0, 0};
    const int dc[4] = {0, 0, -1, 1};
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 4; ++c) {
            NaiveBoard from = b;
            if (at(from, r, c) != me)
                continue;
            for (int d = 0; d < 4; ++d) {
                const int nr = r + dr[d];
                const int nc = c + dc[d];
                if (nr < 0 || nr > 3 || nc < 0 || nc > 3 || at(from, nr, nc) != '.')
                    continue;
                NaiveBoard next = b;
                at(next, r, c) = '.';
                at(next, nr, nc) = me;
                std::string row;
                std::string col;
                for (int i = 0; i < 4; ++i) {
                    const char rc = at(next, nr, i);
                    const char cc = at(next, i, nc);
                    row.push_back(rc == me ? 'A' : rc == them ? 'B' : '.');
                    col.push_back(cc == me ? 'A' : cc == them ? 'B' : '.');
                }
                const int rowHit = naiveLineCapture(row);
                const int colHit = naiveLineCapture(col);
                if (rowHit >= 0)
                    at(next, nr, rowHit) = '.';
                if (colHit >= 0)
                    at(next, colHit, nc) = '.';
                next.toMove = them;
                result.push_back(next);
            }
        }
    }
    if (result.empty()) {
        NaiveBoard passed = b;
        passed.toMove = them;
        result.push_back(passed);
    }
    return result;
}

void naivePerft(const NaiveBoard &b, int ply, int depth, std::vector<quint64> &counts)
{
    if (ply == depth)
        return;
    for (const NaiveBoard &next : naiveSuccessors(b)) {
        ++counts[static_cast<std::size_t>(ply)];
        naivePerft(next, ply + 1, depth, counts);
    }
}

// ---- Capture scenarios built from a line pattern ---------------------------------------

// Cell of point `i` on line `index` (a row, or a column when `vertical`).
int lineCell(bool vertical, int index, int i)
{
    return vertical ? i * 4 + index : index * 4 + i;
}

struct Scenario
{
    QString before;
    QString move;
    QString captured; // cell names, space separated, ascending cell order
};

// Puts `pattern` (A mover, B enemy, '.') on a line with the mover's piece at point `arrive`
// still to come, from the neighbouring parallel line; spare pieces go on a third parallel
// line, away from the column (or row) through the arrival point, so only `pattern` counts.
Scenario lineScenario(const std::string &pattern, bool vertical, int index, int arrive, char mover)
{
    const char enemy = mover == 'x' ? 'o' : 'x';
    std::string board(16, '.');
    for (int i = 0; i < 4; ++i) {
        const char p = pattern[static_cast<std::size_t>(i)];
        if (i != arrive && p != '.')
            board[static_cast<std::size_t>(lineCell(vertical, index, i))] =
                p == 'A' ? mover : enemy;
    }
    const int fromLine = index > 0 ? index - 1 : index + 1;
    int spareLine = 0;
    while (spareLine == index || spareLine == fromLine)
        ++spareLine;
    // Two spare enemy pieces and one spare mover piece keep both sides at two or more.
    int spares = 0;
    for (int i = 0; i < 4; ++i) {
        if (i == arrive)
            continue;
        board[static_cast<std::size_t>(lineCell(vertical, spareLine, i))] =
            spares++ < 2 ? enemy : mover;
    }
    const int from = lineCell(vertical, fromLine, arrive);
    const int to = lineCell(vertical, index, arrive);
    board[static_cast<std::size_t>(from)] = mover;
    Scenario s;
    s.before = QString::fromStdString(board + ' ' + mover);
    s.move = QString::fromStdString(cellName(from) + "-" + cellName(to));
    const std::size_t hit = pattern.find('B');
    if (naiveLineCapture(pattern) >= 0)
        s.captured =
            QString::fromStdString(cellName(lineCell(vertical, index, static_cast<int>(hit))));
    return s;
}

QString capturedNames(Mask mask)
{
    QStringList names;
    for (int cell = 0; cell < 16; ++cell)
        if (mask >> cell & 1)
            names << QString::fromStdString(cellName(cell));
    return names.join(' ');
}

Position parsed(const QString &text)
{
    auto pos = Position::parse(text.toStdString());
    if (!pos)
        qFatal("bad position in a test table: %s", qPrintable(text));
    return *pos;
}

Position randomPosition(gg::Rng &rng)
{
    Position pos;
    std::array<int, 16> cells{};
    for (int i = 0; i < 16; ++i)
        cells[static_cast<std::size_t>(i)] = i;
    rng.shuffle(cells);
    const int nx = 2 + static_cast<int>(rng.below(3));
    const int no = 2 + static_cast<int>(rng.below(3));
    for (int i = 0; i < nx; ++i)
        pos.x |= static_cast<Mask>(1u << cells[static_cast<std::size_t>(i)]);
    for (int i = 0; i < no; ++i)
        pos.o |= static_cast<Mask>(1u << cells[static_cast<std::size_t>(nx + i)]);
    pos.toMove = rng.chance(0.5) ? Side::X : Side::O;
    return pos;
}

} // namespace

class TestZousiRules : public QObject
{
    Q_OBJECT

private slots:
    void parsePosition_data();
    void parsePosition();
    void notation();
    void lineCaptureTable();
    void captureLines_data();
    void captureLines();
    void captureExamples_data();
    void captureExamples();
    void moveGeneration_data();
    void moveGeneration();
    void passAndLoss_data();
    void passAndLoss();
    void perftStart();
    void perftRandom();
};

// docs/RULES.md §6.8 / issue 7: the position string is strict.
void TestZousiRules::parsePosition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("error");
    const auto ok = static_cast<int>(ParseError::None);
    QTest::newRow("start, x to move") << "xxxx........oooo x" << ok;
    QTest::newRow("start, o to move") << "xxxx........oooo o" << ok;
    QTest::newRow("empty board") << "................ x" << ok;
    QTest::newRow("too short") << "xxxx........ooo x" << int(ParseError::WrongLength);
    QTest::newRow("trailing space") << "xxxx........oooo x " << int(ParseError::WrongLength);
    QTest::newRow("no side") << "xxxx........oooo" << int(ParseError::WrongLength);
    QTest::newRow("capital X") << "Xxxx........oooo x" << int(ParseError::BadCell);
    QTest::newRow("tab instead of space") << "xxxx........oooo\tx" << int(ParseError::MissingSpace);
    QTest::newRow("bad side") << "xxxx........oooo y" << int(ParseError::BadSide);
    QTest::newRow("five x") << "xxxxx.......oooo x" << int(ParseError::TooManyPieces);
    QTest::newRow("five o") << "xxxx.......ooooo o" << int(ParseError::TooManyPieces);
}

void TestZousiRules::parsePosition()
{
    QFETCH(QString, text);
    QFETCH(int, error);
    ParseError why = ParseError::BadCell;
    auto pos = Position::parse(text.toStdString(), &why);
    QCOMPARE(int(why), error);
    QCOMPARE(pos.has_value(), error == int(ParseError::None));
    if (pos)
        QCOMPARE(QString::fromStdString(pos->toString()), text);
}

// Notation: columns a–d left to right, rows 1–4 from the bottom line up.
void TestZousiRules::notation()
{
    QCOMPARE(cellName(0), std::string("a4"));
    QCOMPARE(cellName(3), std::string("d4"));
    QCOMPARE(cellName(12), std::string("a1"));
    QCOMPARE(cellName(15), std::string("d1"));
    for (int cell = 0; cell < 16; ++cell)
        QCOMPARE(parseCell(cellName(cell)), std::optional<int>(cell));
    QCOMPARE(moveName(Move::step(1, 5)), std::string("b4-b3"));
    QCOMPARE(parseMove("b4-b3"), std::optional<Move>(Move::step(1, 5)));
    QCOMPARE(parseMove("pass"), std::optional<Move>(Move::pass()));
    QVERIFY(!parseMove("e1-e2"));
    QVERIFY(!parseMove("b4b3"));
    QVERIFY(!parseMove("b0-b1"));
    QCOMPARE(Position::start().toString(), std::string("xxxx........oooo x"));
    QCOMPARE(Position::start(Side::O).toString(), std::string("xxxx........oooo o"));
}

// docs/RULES.md §6.5: lineCapture() against the four patterns, for all 256 (mover, enemy) pairs.
void TestZousiRules::lineCaptureTable()
{
    int captures = 0;
    for (unsigned a = 0; a < 16; ++a) {
        for (unsigned b = 0; b < 16; ++b) {
            std::string line;
            for (int i = 0; i < 4; ++i)
                line.push_back((a >> i & 1) && (b >> i & 1) ? '#'
                               : (a >> i & 1)               ? 'A'
                               : (b >> i & 1)               ? 'B'
                                                            : '.');
            const int hit = naiveLineCapture(line);
            QCOMPARE(int(lineCapture(a, b)), hit >= 0 ? 1 << hit : 0);
            captures += hit >= 0;
        }
    }
    QCOMPARE(captures, 4);
}

// docs/RULES.md §6.5 "two hit one": every capture pattern and non-capture, on every row and
// column, read in both directions, with either A as the arriving piece, for both sides.
void TestZousiRules::captureLines_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("captured");
    const std::vector<std::string> patterns = {
        // captures
        "AAB.", ".AAB", "BAA.", ".BAA",
        // non-captures: split pair, gap, full lines, three own pieces, a single A,
        // and the mover walking into the enemy's own pattern (only the mover captures)
        "ABA.", ".ABA", "A.AB", "BA.A", "AABB", "BBAA", "BAAB", "ABAB", "AAAB", "BAAA", "AAA.",
        ".AAA", "A.AA", "AA.A", "BBA.", ".ABB", "AB..", "..BA", "AA..", "..AA", "A..A", "AA.B",
        "B.AA"};
    for (const std::string &pattern : patterns) {
        for (bool vertical : {false, true}) {
            for (int index = 0; index < 4; ++index) {
                for (int arrive = 0; arrive < 4; ++arrive) {
                    if (pattern[static_cast<std::size_t>(arrive)] != 'A')
                        continue;
                    for (char mover : {'x', 'o'}) {
                        const Scenario s = lineScenario(pattern, vertical, index, arrive, mover);
                        const QString name = QStringLiteral("%1 %2 %3, %4 arrives at point %5")
                                                 .arg(QString::fromStdString(pattern))
                                                 .arg(vertical ? "column" : "row")
                                                 .arg(index)
                                                 .arg(mover)
                                                 .arg(arrive);
                        QTest::newRow(qPrintable(name)) << s.before << s.move << s.captured;
                    }
                }
            }
        }
    }
}

void TestZousiRules::captureLines()
{
    QFETCH(QString, before);
    QFETCH(QString, move);
    QFETCH(QString, captured);
    const Position pos = parsed(before);
    const auto m = parseMove(move.toStdString());
    QVERIFY(m);
    QVERIFY2(isLegal(pos, *m), qPrintable(before + " " + move));
    Mask removed = 0;
    const Position after = applyMove(pos, *m, &removed);
    QCOMPARE(capturedNames(removed), captured);
    QCOMPARE(after.toMove, other(pos.toMove));
    QCOMPARE(after.count(pos.toMove), pos.count(pos.toMove));
    QCOMPARE(after.count(other(pos.toMove)),
             pos.count(other(pos.toMove)) - (captured.isEmpty() ? 0 : 1));
}

// Hand-drawn examples (docs/RULES.md §6.5), including double captures and steps along the line.
void TestZousiRules::captureExamples_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("captured");
    QTest::addColumn<QString>("after");
    // Boards are four rows of four, top row first.
    QTest::newRow("AAB. on a row, arriving from above") << ".x.."
                                                           "x.o."
                                                           "...."
                                                           "oo.."
                                                           " x"
                                                        << "b4-b3"
                                                        << "c3"
                                                        << "...."
                                                           "xx.."
                                                           "...."
                                                           "oo.."
                                                           " o";
    QTest::newRow("step along the line makes .AAB") << "x.xo"
                                                       "...."
                                                       "...."
                                                       "oo.."
                                                       " x"
                                                    << "a4-b4"
                                                    << "d4"
                                                    << ".xx."
                                                       "...."
                                                       "...."
                                                       "oo.."
                                                       " o";
    QTest::newRow("step along the line makes A.AB: no capture") << "xx.o"
                                                                   "...."
                                                                   "...."
                                                                   "oo.."
                                                                   " x"
                                                                << "b4-c4"
                                                                << ""
                                                                << "x.xo"
                                                                   "...."
                                                                   "...."
                                                                   "oo.."
                                                                   " o";
    QTest::newRow("double capture, row and column") << ".x.."
                                                       "x.o."
                                                       ".x.."
                                                       ".o.."
                                                       " x"
                                                    << "b4-b3"
                                                    << "c3 b1"
                                                    << "...."
                                                       "xx.."
                                                       ".x.."
                                                       "...."
                                                       " o";
    QTest::newRow("o captures on a column (.BAA read top-down)") << "...."
                                                                    "x..."
                                                                    "o..."
                                                                    ".o.x"
                                                                    " o"
                                                                 << "b1-a1"
                                                                 << "a3"
                                                                 << "...."
                                                                    "...."
                                                                    "o..."
                                                                    "o..x"
                                                                    " x";
    QTest::newRow("pattern on another line is not triggered") << "xxo."
                                                                 "...."
                                                                 "...x"
                                                                 "oo.."
                                                                 " x"
                                                              << "d2-d3"
                                                              << ""
                                                              << "xxo."
                                                                 "...x"
                                                                 "...."
                                                                 "oo.."
                                                                 " o";
    QTest::newRow("walking into the enemy's AAB. is safe") << "oo.."
                                                              "..x."
                                                              "...."
                                                              "x..o"
                                                              " x"
                                                           << "c3-c4"
                                                           << ""
                                                           << "oox."
                                                              "...."
                                                              "...."
                                                              "x..o"
                                                              " o";
    QTest::newRow("capture leaving one piece ends the game") << ".x.."
                                                                "x.o."
                                                                "...."
                                                                "o..."
                                                                " x"
                                                             << "b4-b3"
                                                             << "c3"
                                                             << "...."
                                                                "xx.."
                                                                "...."
                                                                "o..."
                                                                " o";
}

void TestZousiRules::captureExamples()
{
    QFETCH(QString, before);
    QFETCH(QString, move);
    QFETCH(QString, captured);
    QFETCH(QString, after);
    const Position pos = parsed(before);
    const auto m = parseMove(move.toStdString());
    QVERIFY(m && isLegal(pos, *m));
    Mask removed = 0;
    const Position next = applyMove(pos, *m, &removed);
    QCOMPARE(capturedNames(removed), captured);
    QCOMPARE(QString::fromStdString(next.toString()), after);
    // The naive model agrees.
    bool found = false;
    for (const NaiveBoard &b : naiveSuccessors(naiveFrom(before.toStdString())))
        found = found ||
                std::string(b.cells.begin(), b.cells.end()) + ' ' + b.toMove == after.toStdString();
    QVERIFY(found);
}

// docs/RULES.md §6.3: one step up, down, left or right to an adjacent empty point.
void TestZousiRules::moveGeneration_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("moves");
    QTest::newRow("start: each piece steps down") << "xxxx........oooo x"
                                                  << "a4-a3 b4-b3 c4-c3 d4-d3";
    QTest::newRow("start, o first: each piece steps up") << "xxxx........oooo o"
                                                         << "a1-a2 b1-b2 c1-c2 d1-d2";
    QTest::newRow("centre piece: four directions, no diagonals")
        << "...x"
           ".x.."
           "...."
           "o..o"
           " x"
        << "d4-c4 d4-d3 b3-b4 b3-a3 b3-c3 b3-b2";
    QTest::newRow("no jumping over a piece") << "xo.."
                                                "o..."
                                                "...."
                                                "...x"
                                                " x"
                                             << "d1-d2 d1-c1";
}

void TestZousiRules::moveGeneration()
{
    QFETCH(QString, position);
    QFETCH(QString, moves);
    QStringList names;
    for (Move m : legalMoves(parsed(position)))
        names << QString::fromStdString(moveName(m));
    QCOMPARE(names.join(' '), moves);
}

// docs/RULES.md §6.4, §6.6: a side with no step passes; a side below two pieces has lost.
void TestZousiRules::passAndLoss_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("winner");
    QTest::newRow("o boxed in: must pass") << "oxxo"
                                              "x..x"
                                              "...."
                                              "...."
                                              " o"
                                           << "pass" << false << "";
    QTest::newRow("x may still move there") << "oxxo"
                                               "x..x"
                                               "...."
                                               "...."
                                               " x"
                                            << "b4-b3 c4-c3 a3-b3 a3-a2 d3-c3 d3-d2" << false << "";
    QTest::newRow("o has one piece: x has won") << "xx.."
                                                   "...."
                                                   "...."
                                                   "...o"
                                                   " o"
                                                << "" << true << "x";
    QTest::newRow("x has one piece, x to move: o has won") << "x..."
                                                              "...."
                                                              "...."
                                                              "oo.."
                                                              " x"
                                                           << "" << true << "o";
    QTest::newRow("x has no piece") << "...."
                                       "...."
                                       "...."
                                       "oo.."
                                       " o"
                                    << "" << true << "o";
}

void TestZousiRules::passAndLoss()
{
    QFETCH(QString, position);
    QFETCH(QString, moves);
    QFETCH(bool, over);
    QFETCH(QString, winner);
    const Position pos = parsed(position);
    QStringList names;
    for (Move m : legalMoves(pos))
        names << QString::fromStdString(moveName(m));
    QCOMPARE(names.join(' '), moves);
    QCOMPARE(pos.over(), over);
    const auto w = pos.winner();
    QCOMPARE(w ? QString(QChar(sideLetter(*w))) : QString(), winner);
    if (moves == "pass") {
        const Position after = applyMove(pos, Move::pass());
        QCOMPARE(after.x, pos.x);
        QCOMPARE(after.o, pos.o);
        QCOMPARE(after.toMove, other(pos.toMove));
        QCOMPARE(perft(pos, 1), std::vector<std::uint64_t>{1});
    }
    if (over)
        QCOMPARE(perft(pos, 2), (std::vector<std::uint64_t>{0, 0}));
}

// Issue 7: perft from the start against the naive generator (and pinned figures).
void TestZousiRules::perftStart()
{
    const int depth = 7;
    const auto core = perft(Position::start(), depth);
    std::vector<quint64> naive(depth, 0);
    naivePerft(naiveFrom(Position::start().toString()), 0, depth, naive);
    for (int d = 0; d < depth; ++d)
        QCOMPARE(core[static_cast<std::size_t>(d)], naive[static_cast<std::size_t>(d)]);
    const std::vector<std::uint64_t> pinned = {4, 16, 124, 906, 6256, 41644, 306458};
    QCOMPARE(core, pinned);
}

// Perft from random positions (seeded), including positions that pass or end quickly.
void TestZousiRules::perftRandom()
{
    gg::Rng rng(7);
    for (int n = 0; n < 300; ++n) {
        const Position pos = randomPosition(rng);
        const int depth = 4;
        const auto core = perft(pos, depth);
        std::vector<quint64> naive(depth, 0);
        naivePerft(naiveFrom(pos.toString()), 0, depth, naive);
        for (int d = 0; d < depth; ++d)
            QVERIFY2(core[static_cast<std::size_t>(d)] == naive[static_cast<std::size_t>(d)],
                     pos.toString().c_str());
    }
}

QTEST_APPLESS_MAIN(TestZousiRules)
#include "tst_zousirules.moc"
