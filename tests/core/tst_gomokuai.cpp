// The Gomoku computer players: VCF/VCT searches on constructed puzzles, the tactical duties
// of every level (take a win in one, block a four, answer an open three), Expert's defence
// against a VCF, legality under every condition, the stop flag, the baseline opponent and
// the scripted player of the level ladder.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokubaseline.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include <QtTest>

#include <algorithm>
#include <atomic>

using namespace gg::gomoku;

Q_DECLARE_METATYPE(gg::gomoku::Level)

namespace {

// A 15x15 board from a picture of its top rows ('x' black, 'o' white, '.' empty).
Board boardOf(const QStringList &rows, Rule rule = Rule::FiveOrMore)
{
    std::vector<std::string> full;
    for (int r = 0; r < DefaultSize; ++r)
        full.push_back(
            (r < rows.size() ? rows[r] : QString()).leftJustified(DefaultSize, '.').toStdString());
    auto board = Board::fromRows(full, rule);
    if (!board)
        qFatal("bad board picture");
    return *board;
}

// The board index of a move written "col,row".
int indexOf(const Board &board, const QString &move)
{
    const QStringList xy = move.split(',');
    return board.index(xy[1].toInt(), xy[0].toInt());
}

// Plays `moves` ("col,row ..." from black's first move) on `board`; returns the side to move.
Stone play(Board &board, const QString &moves)
{
    Stone mover = Stone::Black;
    for (const QString &move : moves.split(' ', Qt::SkipEmptyParts)) {
        board.place(indexOf(board, move), mover);
        mover = opponent(mover);
    }
    return mover;
}

// Checks that `line` is a real VCF for `attacker` on `board`: every attacker move but the
// last makes a four whose only completion is the defender's next move, the defender never
// has a five of his own to play instead, and the last move completes five or makes an
// open four (two five points: the defender can block only one).
bool isVcf(Board board, Stone attacker, const std::vector<int> &line)
{
    const Stone defender = opponent(attacker);
    if (line.empty() || line.size() % 2 == 0)
        return false;
    for (std::size_t i = 0; i < line.size(); i += 2) {
        const int move = line[i];
        if (!board.isEmpty(move))
            return false;
        if (i + 1 == line.size())
            return board.combo(move, attacker) == Combo::Five ||
                   (board.combo(move, attacker) == Combo::OpenFour && !board.hasFive(defender));
        if (board.hasFive(defender) && board.fivePoint(defender) != move)
            return false; // the attacker ignored the defender's four
        board.place(move, attacker);
        if (board.hasFive(defender))
            return false;
        const int reply = line[i + 1];
        if (!board.isEmpty(reply) || board.combo(reply, attacker) != Combo::Five)
            return false;
        board.place(reply, defender);
    }
    return false;
}

// clang-format off
// Puzzle 1: black's closed three on row 5 and column 7 plus a diagonal pair. VCF:
// (5,7) four, white (5,8); (4,7) four-three, white (3,7); then an open four wins.
const QStringList VcfThreeFours = {
    "", "", "", "", "",
    "...oxxx",      // row 5
    ".....x.x",     // row 6: (6,5) and (6,7)
    ".......x",     // row 7
    ".......o",     // row 8
};

// Puzzle 2: a single closed three: fours, but nothing after them.
const QStringList NoVcfClosedThree = {"", "", "", "", "", "...oxxx"};

// Puzzle 3: like puzzle 1, but white's forced block at (5,8) makes white's open four.
const QStringList VcfRefutedByCounterFour = {
    "", "", "", "", "",
    "...oxxx",
    ".....x.xo",
    ".......xo",
    ".......oo",
};

// Puzzle 4: like puzzle 1, but white has a four whose five point is (5,7): black must
// block it, and the block is the first four of the VCF.
const QStringList VcfAfterForcedBlock = {
    "..x",          // (0,2) black: white's diagonal is closed at its top
    "...o",         // (1,3)
    "....o",        // (2,4)
    ".....o",       // (3,5)
    "......o",      // (4,6)
    "...oxxx",      // row 5
    ".....x.x",
    ".......x",
    ".......o",
};

// Black to move: (7,7) makes two open threes at once (a VCT, no four anywhere).
const QStringList VctDoubleThree = {
    "", "", "", "", "",
    ".......x",     // (5,7)
    ".......x",     // (6,7)
    ".....xx",      // (7,5) (7,6)
    "", "", "", "", "",
    "o.o...o",      // row 13: white, far away
    "..o...o",
};

// From a game against Rapfi, black to move: white, were it to move, wins by threats starting
// at (5,6). A search straight to seven threats spent a million nodes deep in other threats
// without finding it; deepening one threat at a time finds it in a few hundred.
const QStringList ShortVctAmongMany = {
    "", "", "", "", "", "",
    ".....xoo",     // row 6
    ".......xo",
    "..o.o.o...x",
    "...xxox",
    "....x....o",
    ".....x",       // row 11
};
// clang-format on

} // namespace

class TestGomokuAi : public QObject
{
    Q_OBJECT

private slots:
    void vcfFindsForcedWins_data();
    void vcfFindsForcedWins();
    void vcfProvesAbsence_data();
    void vcfProvesAbsence();
    void vctFindsDoubleThree();
    void vctFindsShortWinFirst();
    void searchReadsPuzzles_data();
    void searchReadsPuzzles();
    void searchExtendsSingularMoves_data();
    void searchExtendsSingularMoves();
    void searchGivesUpFutileNodes_data();
    void searchGivesUpFutileNodes();
    void searchWidensDeepNodes_data();
    void searchWidensDeepNodes();
    void searchProvesLossesOverEveryPoint_data();
    void searchProvesLossesOverEveryPoint();
    void winsInOne_data();
    void winsInOne();
    void blocksFour_data();
    void blocksFour();
    void answersOpenThree_data();
    void answersOpenThree();
    void answersFourThree_data();
    void answersFourThree();
    void expertPlaysVcf();
    void defendsAgainstVcf_data();
    void defendsAgainstVcf();
    void stagesAccountForTheMove_data();
    void stagesAccountForTheMove();
    void alwaysLegal_data();
    void alwaysLegal();
    void stopFlagEndsSearch();
    void hintIsExpertsMove();
    void baselinePriorities_data();
    void baselinePriorities();
    void scriptedPriorities_data();
    void scriptedPriorities();
    void testPlayersSkipForbidden_data();
    void testPlayersSkipForbidden();
};

void TestGomokuAi::vcfFindsForcedWins_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QPoint>("firstMove"); // (col, row); (-1, -1): any
    QTest::newRow("three fours to an open four") << VcfThreeFours << QPoint(-1, -1);
    QTest::newRow("the forced block starts the VCF") << VcfAfterForcedBlock << QPoint(7, 5);
}

void TestGomokuAi::vcfFindsForcedWins()
{
    QFETCH(QStringList, rows);
    QFETCH(QPoint, firstMove);
    Board board = boardOf(rows);
    const Board before = board;
    ThreatSearch search(board);
    auto line = search.vcf(Stone::Black, 20);
    QVERIFY(line);
    QVERIFY(isVcf(before, Stone::Black, *line));
    QCOMPARE(board.hash(), before.hash()); // the board is left as found
    if (firstMove.x() >= 0)
        QCOMPARE(board.point(line->front()), (Point{firstMove.y(), firstMove.x()}));
}

void TestGomokuAi::vcfProvesAbsence_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::newRow("a lone closed three") << NoVcfClosedThree;
    QTest::newRow("the defender's block makes an open four") << VcfRefutedByCounterFour;
    QTest::newRow("only open twos (no four at all)") << VctDoubleThree;
}

void TestGomokuAi::vcfProvesAbsence()
{
    QFETCH(QStringList, rows);
    Board board = boardOf(rows);
    ThreatSearch search(board);
    QVERIFY(!search.vcf(Stone::Black, 30));
    QVERIFY(!search.aborted());
}

void TestGomokuAi::vctFindsDoubleThree()
{
    Board board = boardOf(VctDoubleThree);
    ThreatSearch search(board);
    auto first = search.vct(Stone::Black, 4, 10);
    QVERIFY(first);
    QCOMPARE(board.point(*first), (Point{7, 7}));
    // White has nothing of the kind.
    QVERIFY(!search.vct(Stone::White, 4, 10));
}

void TestGomokuAi::vctFindsShortWinFirst()
{
    Board board = boardOf(ShortVctAmongMany);
    const Board before = board;
    ThreatSearch search(board);
    SearchBudget budget;
    budget.maxNodes = 2000;
    auto first = search.vct(Stone::White, 7, 12, budget);
    QVERIFY(first);
    QVERIFY(search.nodes() < 2000);
    QCOMPARE(board.hash(), before.hash());
    // The first move is a threat: a four, or a three that becomes an open four.
    board.place(*first, Stone::White);
    QVERIFY(board.hasFive(Stone::White) || board.comboCount(Stone::White, Combo::OpenFour) > 0);
    board.remove();
    // Black has no threat at all here, and the search proves it within the budget.
    QVERIFY(!search.vct(Stone::Black, 7, 12, budget));
    QVERIFY(!search.aborted());
}

// Deep enough for every puzzle's win (four attacker moves and the replies).
constexpr int PuzzleDepth = 7;

// The alpha-beta search, with its candidate widths and late-move reductions, sees the
// puzzles' forced wins (a race of fours, a quiet double three, a four that blocks and then
// threes) and claims none where there is none; the threat search (VCT) agrees on each.
void TestGomokuAi::searchReadsPuzzles_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<bool>("win");
    QTest::addColumn<QPoint>("firstMove"); // (col, row); (-1, -1): any
    QTest::newRow("three fours to an open four") << VcfThreeFours << true << QPoint(-1, -1);
    QTest::newRow("the forced block starts the VCF") << VcfAfterForcedBlock << true << QPoint(7, 5);
    QTest::newRow("a quiet double three") << VctDoubleThree << true << QPoint(7, 7);
    QTest::newRow("a lone closed three") << NoVcfClosedThree << false << QPoint(-1, -1);
    // No VCF (white's block makes an open four), but black's four at (5,8) also closes
    // white's three in column 8, and black's threes win from there.
    QTest::newRow("a blocking four, then threes")
        << VcfRefutedByCounterFour << true << QPoint(8, 5);
}

void TestGomokuAi::searchReadsPuzzles()
{
    QFETCH(QStringList, rows);
    QFETCH(bool, win);
    QFETCH(QPoint, firstMove);
    Board board = boardOf(rows);
    const Board before = board;
    AlphaBeta search;
    const SearchResult result =
        search.search(board, Stone::Black, AlphaBeta::candidates(board, Stone::Black, 24),
                      PuzzleDepth, SearchBudget{1LL << 40});
    QCOMPARE(board.hash(), before.hash());
    QCOMPARE(result.score > WinThreshold, win);
    ThreatSearch threats(board);
    QCOMPARE(threats.vct(Stone::Black, 6, 12).has_value(), win);
    QVERIFY(!threats.aborted());
    if (win) {
        // A winning move here is a threat: a four, or a three that becomes an open four.
        board.place(result.move, Stone::Black);
        QVERIFY(board.hasFive(Stone::Black) || board.comboCount(Stone::Black, Combo::OpenFour) > 0);
        board.remove();
    }
    if (firstMove.x() >= 0)
        QCOMPARE(board.point(result.move), (Point{firstMove.y(), firstMove.x()}));
}

namespace {

// Quiet positions from games against Rapfi, as rows of a "moves" column ("col,row ..." from
// black's first move), for the tests of the search's selectivity.
void addQuietPositions()
{
    QTest::addColumn<QString>("moves");
    QTest::newRow("seven-stone opening, white to move")
        << QStringLiteral("7,7 7,6 6,5 10,5 9,10 6,6 5,6");
    QTest::newRow("eight-stone opening, black to move")
        << QStringLiteral("7,7 7,8 5,10 7,4 7,5 6,5 6,6 8,7");
}

constexpr int QuietDepth = 8;

// A fresh search of `board` for `mover` to QuietDepth over its 24 best points.
SearchResult searchQuiet(Board &board, Stone mover, bool futility = true)
{
    AlphaBeta search(19, futility);
    return search.search(board, mover, AlphaBeta::candidates(board, mover, 24), QuietDepth,
                         SearchBudget{1LL << 40});
}

} // namespace

// Singular extensions (gomokusearch.cpp): on quiet positions from games against Rapfi, a
// fixed-depth search extends some table moves that no other candidate comes near, leaves the
// board as it found it, and reaches the same move and score when run again.
void TestGomokuAi::searchExtendsSingularMoves_data()
{
    addQuietPositions();
}

void TestGomokuAi::searchExtendsSingularMoves()
{
    QFETCH(QString, moves);
    Board board(DefaultSize);
    const Stone mover = play(board, moves);
    const std::uint64_t before = board.hash();
    SearchResult results[2];
    for (SearchResult &result : results) {
        result = searchQuiet(board, mover);
        QCOMPARE(board.hash(), before);
        QCOMPARE(result.depth, QuietDepth);
        QVERIFY2(result.extensions > 0, "no table move was found singular");
    }
    QCOMPARE(results[1].move, results[0].move);
    QCOMPARE(results[1].score, results[0].score);
    QCOMPARE(results[1].extensions, results[0].extensions);
}

// Static futility (gomokusearch.cpp): on quiet positions from games against Rapfi, a
// fixed-depth search gives up some null-window nodes near the leaves on their evaluation and
// so visits fewer nodes than the same search without it; the puzzles' forced wins are still
// seen (searchReadsPuzzles), and the search is repeatable and leaves the board as it was.
void TestGomokuAi::searchGivesUpFutileNodes_data()
{
    addQuietPositions();
    QTest::newRow("fourteen stones, black to move")
        << QStringLiteral("7,7 6,7 5,7 6,6 6,8 5,9 7,6 7,9 5,4 6,9 8,9 4,7 7,4 7,5");
}

void TestGomokuAi::searchGivesUpFutileNodes()
{
    QFETCH(QString, moves);
    Board board(DefaultSize);
    const Stone mover = play(board, moves);
    const std::uint64_t before = board.hash();
    const SearchResult with = searchQuiet(board, mover);
    const SearchResult again = searchQuiet(board, mover);
    const SearchResult without = searchQuiet(board, mover, false);
    QCOMPARE(board.hash(), before);
    for (const SearchResult &result : {with, again, without})
        QCOMPARE(result.depth, QuietDepth);
    QVERIFY2(with.futile > 0, "no node was given up");
    QCOMPARE(without.futile, 0LL);
    QVERIFY2(with.nodes < without.nodes, "futility saved no nodes");
    QCOMPARE(again.move, with.move);
    QCOMPARE(again.score, with.score);
    QCOMPARE(again.nodes, with.nodes);
    QCOMPARE(again.futile, with.futile);
}

void TestGomokuAi::searchWidensDeepNodes_data()
{
    QTest::addColumn<int>("ply");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("width");
    QTest::newRow("ply 1, 6 to go: 16") << 1 << 6 << 16;
    QTest::newRow("ply 1, 7 to go: 20") << 1 << 7 << 20;
    QTest::newRow("ply 2, 12 to go: 20") << 2 << 12 << 20;
    QTest::newRow("ply 3, 6 to go: 12") << 3 << 6 << 12;
    QTest::newRow("ply 4, 7 to go: 16") << 4 << 7 << 16;
    QTest::newRow("ply 5, 1 to go: 9") << 5 << 1 << 9;
    QTest::newRow("ply 9, 8 to go: 13") << 9 << 8 << 13;
}

// A node far from the leaves lists more points; the rest of the tree keeps its widths.
void TestGomokuAi::searchWidensDeepNodes()
{
    QFETCH(int, ply);
    QFETCH(int, depth);
    QFETCH(int, width);
    QCOMPARE(AlphaBeta::width(ply, depth), width);
}

// A node searches only its best few points by pattern score; a loss is proven only when the
// rest lose too (gomokusearch.cpp). Without that, a defence outside the few made a forced win
// one ply up: in a game against Rapfi the engine "won" in 16 plies with (5,3) as white, but
// black's answer (4,3) was not among the 20 points searched there (the width was 20 then; 16
// now, 20 from 7 plies to go), and white went on to lose. At the root a list of moves that all lose
// is widened the same way.
void TestGomokuAi::searchProvesLossesOverEveryPoint_data()
{
    QTest::addColumn<QString>("moves"); // "col,row ..." from black's first move
    QTest::addColumn<QString>("roots"); // the root moves given to the search
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("rootKept"); // the best move is one of `roots`
    QTest::newRow("a defence outside the candidates (game against Rapfi)")
        << QStringLiteral("7,7 5,6 10,10 7,6 7,5 6,6 8,6 4,6 3,6 6,4 6,7 5,5 3,7 5,7 5,4 4,8 "
                          "10,8 9,7 5,8 4,7 4,5 6,3 6,5 9,5 8,2 3,8 4,10 1,8 2,10 6,8 7,9 3,5 "
                          "2,4 4,4 2,6 9,6 9,4 9,8 9,9 2,8 0,8")
        << QStringLiteral("5,3") << 8 << true;
    // White's open three on row 7; the root list holds only a far point, after which white
    // makes an open four: the search adds the other points and blocks.
    QTest::newRow("a lost root list is widened")
        << QStringLiteral("2,2 5,7 4,2 6,7 12,12 7,7") << QStringLiteral("14,0") << 4 << false;
}

void TestGomokuAi::searchProvesLossesOverEveryPoint()
{
    QFETCH(QString, moves);
    QFETCH(QString, roots);
    QFETCH(int, depth);
    QFETCH(bool, rootKept);
    Board board(DefaultSize);
    const Stone mover = play(board, moves);
    std::vector<int> rootMoves;
    for (const QString &move : roots.split(' '))
        rootMoves.push_back(indexOf(board, move));
    const Board before = board;
    AlphaBeta search;
    const SearchResult result =
        search.search(board, mover, rootMoves, depth, SearchBudget{1LL << 40});
    QCOMPARE(board.hash(), before.hash());
    QVERIFY2(result.score <= WinThreshold, "a forced win was claimed");
    QVERIFY2(result.score >= -WinThreshold, "a forced loss was claimed");
    const bool kept = std::find(rootMoves.begin(), rootMoves.end(), result.move) != rootMoves.end();
    QCOMPARE(kept, rootKept);
    QVERIFY(board.isEmpty(result.move));
}

void TestGomokuAi::winsInOne_data()
{
    QTest::addColumn<Level>("level");
    QTest::newRow("easy") << Level::Easy;
    QTest::newRow("medium") << Level::Medium;
    QTest::newRow("hard") << Level::Hard;
    QTest::newRow("expert") << Level::Expert;
}

void TestGomokuAi::winsInOne()
{
    QFETCH(Level, level);
    // Black to move: black's closed four on row 7 beats white's open four on row 9.
    Game game;
    const Point black[] = {{7, 3}, {7, 4}, {7, 5}, {7, 6}, {1, 1}};
    const Point white[] = {{7, 2}, {9, 3}, {9, 4}, {9, 5}, {9, 6}};
    for (int i = 0; i < 5; ++i) {
        QVERIFY(game.play(black[i]).ok());
        QVERIFY(game.play(white[i]).ok());
    }
    Ai ai(AiSettings{level, 100, 3, nullptr});
    const AiMove move = ai.choose(game);
    QCOMPARE(move.point, (Point{7, 7}));
    QCOMPARE(move.reason, Reason::Win);
    QCOMPARE(game.play(move.point).status, Status::BlackWon);

    // 19x19 under exactly-five: black's row 9 holds x x x x . x with an open left end; the
    // gap would make six (no win), only the left end wins.
    Game exact(Options{LargeSize, Rule::ExactlyFive});
    const Point blackExact[] = {{9, 4}, {9, 5}, {9, 6}, {9, 7}, {9, 9}};
    const Point whiteExact[] = {{0, 0}, {0, 2}, {0, 4}, {0, 6}, {18, 18}};
    for (int i = 0; i < 5; ++i) {
        QVERIFY(exact.play(blackExact[i]).ok());
        QVERIFY(exact.play(whiteExact[i]).ok());
    }
    Ai exactAi(AiSettings{level, 100, 3, nullptr});
    const AiMove exactMove = exactAi.choose(exact);
    QCOMPARE(exactMove.point, (Point{9, 3}));
    QCOMPARE(exact.play(exactMove.point).status, Status::BlackWon);
}

void TestGomokuAi::blocksFour_data()
{
    winsInOne_data();
}

void TestGomokuAi::blocksFour()
{
    QFETCH(Level, level);
    // Black to move: white has a closed four on column 10 (rows 3-6, black at row 2) and
    // black an open three that must wait.
    Board board = boardOf({
        "",
        "",
        "..........x",
        "..........o",
        "..........o",
        "..........o",
        "..........o",
        "....xxx....",
    });
    Ai ai(AiSettings{level, 100, 3, nullptr});
    const AiMove move = ai.choose(board, Stone::Black);
    QCOMPARE(move.point, (Point{7, 10}));
    QCOMPARE(move.reason, Reason::BlockFive);
}

void TestGomokuAi::answersOpenThree_data()
{
    winsInOne_data();
}

void TestGomokuAi::answersOpenThree()
{
    QFETCH(Level, level);
    // White's open three (broken) on the diagonal; black has nothing to counter with.
    Board board = boardOf({
        "",
        "",
        "",
        "",
        "....o",
        ".....o",
        "",
        ".......o",
        "",
        "",
        "..x.......x",
        "",
        "....x",
    });
    QVERIFY(board.comboCount(Stone::White, Combo::OpenFour) > 0);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Ai ai(AiSettings{level, 100, seed, nullptr});
        const AiMove move = ai.choose(board, Stone::Black);
        Board after = board;
        QVERIFY(after.isEmpty(after.index(move.point)));
        after.place(after.index(move.point), Stone::Black);
        QVERIFY2(after.comboCount(Stone::White, Combo::OpenFour) == 0,
                 qPrintable(QString("answer %1,%2 leaves the open three")
                                .arg(move.point.row)
                                .arg(move.point.col)));
    }
}

void TestGomokuAi::answersFourThree_data()
{
    winsInOne_data();
}

void TestGomokuAi::answersFourThree()
{
    QFETCH(Level, level);
    // White threatens a four-three at (6,6): a closed three on row 6 and an open two on
    // column 6. Whatever black does must leave white without it.
    const Board board = boardOf({
        "",
        "",
        "",
        "",
        "......o",
        "......o",
        "..xooo",
        "",
        "",
        "",
        "..........x",
        "",
        "...x",
    });
    QCOMPARE(board.combo(board.index(6, 6), Stone::White), Combo::FourThree);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Ai ai(AiSettings{level, 100, seed, nullptr});
        const AiMove move = ai.choose(board, Stone::Black);
        Board after = board;
        QVERIFY(after.isEmpty(after.index(move.point)));
        after.place(after.index(move.point), Stone::Black);
        QVERIFY2(after.comboCount(Stone::White, Combo::FourThree) == 0 &&
                     after.comboCount(Stone::White, Combo::OpenFour) == 0,
                 qPrintable(QString("answer %1,%2 leaves the four-three")
                                .arg(move.point.row)
                                .arg(move.point.col)));
    }
}

void TestGomokuAi::expertPlaysVcf()
{
    const Board board = boardOf(VcfThreeFours);
    // A generous budget: the VCF is found in a few nodes, the clock only matters if the
    // machine is slow (a sanitizer build) and the VCF stage would otherwise time out.
    Ai ai(AiSettings{Level::Expert, 10000, 1, nullptr});
    const AiMove move = ai.choose(board, Stone::Black);
    QCOMPARE(move.reason, Reason::Vcf);
    QVERIFY(board.combo(board.index(move.point), Stone::Black) >= Combo::Four);
}

void TestGomokuAi::defendsAgainstVcf_data()
{
    QTest::addColumn<Level>("level");
    QTest::newRow("hard") << Level::Hard;
    QTest::newRow("expert") << Level::Expert;
}

void TestGomokuAi::defendsAgainstVcf()
{
    QFETCH(Level, level);
    // Puzzle 1 seen from the other side: white (to move) must stop black's VCF.
    Board board = boardOf(VcfThreeFours);
    {
        ThreatSearch search(board);
        QVERIFY(search.vcf(Stone::Black, 20));
        QVERIFY(!search.vcf(Stone::White, 20));
    }
    Ai ai(AiSettings{level, 300, 1, nullptr});
    const AiMove move = ai.choose(board, Stone::White);
    QVERIFY(board.isEmpty(board.index(move.point)));
    board.place(board.index(move.point), Stone::White);
    ThreatSearch search(board);
    QVERIFY2(!search.vcf(Stone::Black, 20),
             qPrintable(QString("%1,%2 lets black win").arg(move.point.row).arg(move.point.col)));
}

// Each move above Easy reports its stages in the order they ran (`gridgames-cli gomoku best
// --stages`): which searches it made, what they found, when each ended and its nodes, which
// add up to the move's. A defence counts the candidate moves it checked against the
// opponent's win and those it kept (the undecided ones among them).
void TestGomokuAi::stagesAccountForTheMove_data()
{
    QTest::addColumn<QStringList>("rows"); // empty: `moves` from an empty board
    QTest::addColumn<QString>("moves");
    QTest::addColumn<bool>("whiteToMove");
    QTest::addColumn<Level>("level");
    QTest::addColumn<QString>("stages"); // kind:outcome ..., outcome * for any
    QTest::newRow("expert finds its VCF at once")
        << VcfThreeFours << QString() << false << Level::Expert << "vcf:found";
    QTest::newRow("expert stops the opponent's VCF, then searches")
        << VcfThreeFours << QString() << true << Level::Expert
        << "vcf:none opponent-vcf:found search:*";
    QTest::newRow("a quiet opening: every stage")
        << QStringList() << QStringLiteral("7,7 7,6 6,5 10,5 9,10 6,6 5,6") << true << Level::Expert
        << "vcf:none opponent-vcf:none vct:* opponent-vct:* search:*";
    QTest::newRow("medium: its VCF, then a shallow search")
        << QStringList() << QStringLiteral("7,7 7,6 6,5 10,5 9,10 6,6 5,6") << true << Level::Medium
        << "vcf:none search:found";
    QTest::newRow("easy: no stages")
        << QStringList() << QStringLiteral("7,7 7,6 6,5") << false << Level::Easy << "";
}

void TestGomokuAi::stagesAccountForTheMove()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, moves);
    QFETCH(bool, whiteToMove);
    QFETCH(Level, level);
    QFETCH(QString, stages);
    Board board = rows.isEmpty() ? Board(DefaultSize) : boardOf(rows);
    if (!moves.isEmpty())
        play(board, moves);
    const Stone mover = whiteToMove ? Stone::White : Stone::Black;
    Ai ai(AiSettings{level, 500, 1, nullptr});
    const AiMove move = ai.choose(board, mover);
    QVERIFY(move.valid());
    static const char *const kinds[] = {"vcf", "opponent-vcf", "vct", "opponent-vct", "search"};
    static const char *const outcomes[] = {"found", "none", "out-of-budget"};
    const QStringList expected = stages.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QCOMPARE(move.stages.size(), static_cast<std::size_t>(expected.size()));
    long long nodes = 0;
    double last = 0;
    for (std::size_t i = 0; i < move.stages.size(); ++i) {
        const AiStage &stage = move.stages[i];
        const QStringList want = expected[static_cast<qsizetype>(i)].split(QLatin1Char(':'));
        QCOMPARE(QString(kinds[static_cast<int>(stage.kind)]), want[0]);
        if (want[1] != QLatin1String("*"))
            QCOMPARE(QString(outcomes[static_cast<int>(stage.outcome)]), want[1]);
        QVERIFY(stage.endMs >= last);
        last = stage.endMs;
        QVERIFY(stage.nodes >= 0);
        nodes += stage.nodes;
        const bool defence = (stage.kind == AiStage::Kind::OpponentVcf ||
                              stage.kind == AiStage::Kind::OpponentVct) &&
                             stage.outcome == AiStage::Outcome::Found;
        QCOMPARE(stage.checked > 0, defence);
        QVERIFY(stage.kept <= stage.checked);
        QVERIFY(stage.undecided <= stage.kept);
    }
    QCOMPARE(nodes, move.nodes);
    for (const AiStage &stage : move.stages)
        if (stage.kind == AiStage::Kind::OpponentVcf && stage.outcome == AiStage::Outcome::Found) {
            // Black's VCF is refuted or not within a few nodes: some moves are dropped and
            // none is kept undecided.
            QVERIFY(stage.kept < stage.checked);
            QCOMPARE(stage.undecided, 0);
        }
}

void TestGomokuAi::alwaysLegal_data()
{
    winsInOne_data();
}

void TestGomokuAi::alwaysLegal()
{
    QFETCH(Level, level);
    // A game of the level against itself on a small board, to the end: every move legal.
    Game game(Options{7, Rule::ExactlyFive});
    Ai ai(AiSettings{level, 20, 5, nullptr});
    while (!game.over()) {
        const AiMove move = ai.choose(game);
        QVERIFY(move.valid());
        QVERIFY(game.play(move.point).ok());
    }
    QVERIFY(!ai.choose(game).valid()); // nothing to play once it is over
    // The last empty point of an otherwise full board (no five anywhere) is found.
    Board board(5);
    int placed = 0;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (!(r == 0 && c == 4)) {
                board.place(board.index(r, c), (c + 2 * r) % 4 < 2 ? Stone::Black : Stone::White);
                ++placed;
            }
    QCOMPARE(placed, 24);
    const AiMove last = ai.choose(board, Stone::Black);
    QCOMPARE(last.point, (Point{0, 4}));
}

void TestGomokuAi::stopFlagEndsSearch()
{
    std::atomic<bool> stop{true};
    Game game;
    game.play({7, 7});
    game.play({7, 8});
    game.play({8, 8});
    Ai ai(AiSettings{Level::Expert, 60000, 1, &stop});
    const AiMove move = ai.choose(game); // would take a minute without the flag
    QVERIFY(move.valid());
    QVERIFY(game.canPlay(move.point));
}

void TestGomokuAi::hintIsExpertsMove()
{
    Game game;
    for (int c = 3; c < 7; ++c) {
        game.play({7, c});
        game.play({c == 3 ? 0 : 14, 2 * c});
    }
    // Black to move with an open four: the hint completes five at either end.
    const AiMove move = hint(game, 100);
    QCOMPARE(move.reason, Reason::Win);
    QVERIFY(move.point == (Point{7, 2}) || move.point == (Point{7, 7}));
}

void TestGomokuAi::baselinePriorities_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QPoint>("expected"); // (col, row); black to move
    QTest::newRow("(a) completes its five before blocking")
        << QStringList{"", ".oxxxx", "", "..oooo."} << QPoint(6, 1);
    QTest::newRow("(b) blocks the opponent's four")
        << QStringList{"", ".xoooo", "", "...xx"} << QPoint(6, 1);
    QTest::newRow("(c) makes its open four before blocking a three")
        << QStringList{"", "", "...xxx", "", "...ooo"} << QPoint(-1, -1);
    QTest::newRow("(d) blocks the opponent's open three (its gap)")
        << QStringList{"", "", "", "....oo.o", "", "", "", "..x"} << QPoint(6, 3);
}

void TestGomokuAi::baselinePriorities()
{
    QFETCH(QStringList, rows);
    QFETCH(QPoint, expected);
    const Board board = boardOf(rows);
    Baseline baseline(9);
    const int move = baseline.choose(board, Stone::Black);
    if (expected.x() >= 0) {
        QCOMPARE(board.point(move), (Point{expected.y(), expected.x()}));
    } else {
        // Either end of the open three makes the open four.
        QCOMPARE(board.combo(move, Stone::Black), Combo::OpenFour);
    }
}

void TestGomokuAi::scriptedPriorities_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QPoint>("expected"); // (col, row); (-1, -1): a random point near a stone
    QTest::newRow("(a) completes its five before blocking")
        << QStringList{"", ".oxxxx", "", "..oooo."} << QPoint(6, 1);
    QTest::newRow("(b) blocks the opponent's five")
        << QStringList{"", ".xoooo", "", "...xx"} << QPoint(6, 1);
    QTest::newRow("(c) blocks the opponent's open four (the gap of its three)")
        << QStringList{"", "", "", "....oo.o", "", "", "", "..x"} << QPoint(6, 3);
    QTest::newRow("(d) its own three is no reason: a random point near the stones")
        << QStringList{"", "", "...xxx", "", ".......o"} << QPoint(-1, -1);
}

// Issue 15: the ladder's scripted player completes a five, blocks a five or an open four,
// and otherwise plays at random near the stones (it makes no open four of its own).
void TestGomokuAi::scriptedPriorities()
{
    QFETCH(QStringList, rows);
    QFETCH(QPoint, expected);
    const Board board = boardOf(rows);
    QSet<int> seen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        gg::Rng rng(seed);
        const int move = scriptedMove(board, Stone::Black, rng);
        if (expected.x() >= 0) {
            QCOMPARE(board.point(move), (Point{expected.y(), expected.x()}));
        } else {
            QVERIFY(board.isEmpty(move));
            QVERIFY(board.nearStones(move));
            seen.insert(move);
        }
    }
    if (expected.x() < 0)
        QVERIFY2(seen.size() > 10, "random points, not a fixed preference");
}

// The baseline opponent and the scripted player under Renju (`gridgames-cli gomoku match`
// and `ladder --rule renju`): white's four can be blocked only on black's double three at
// F6, which black may not play, so both play some other legal point; under five-or-more
// they block there.
void TestGomokuAi::testPlayersSkipForbidden_data()
{
    QTest::addColumn<bool>("scripted");
    QTest::addColumn<int>("rule");
    QTest::addColumn<bool>("blocks");
    QTest::newRow("baseline, renju: not on the double three") << false << int(Rule::Renju) << false;
    QTest::newRow("baseline, five or more: blocks") << false << int(Rule::FiveOrMore) << true;
    QTest::newRow("scripted, renju: not on the double three") << true << int(Rule::Renju) << false;
    QTest::newRow("scripted, five or more: blocks") << true << int(Rule::FiveOrMore) << true;
}

void TestGomokuAi::testPlayersSkipForbidden()
{
    QFETCH(bool, scripted);
    QFETCH(int, rule);
    QFETCH(bool, blocks);
    const QStringList rows{"x", ".o", "..o", "...o.x", "....ox", "...xx"};
    const Board board = boardOf(rows, Rule(rule));
    const int block = board.index(5, 5);
    QCOMPARE(board.combo(block, Stone::White), Combo::Five);
    QCOMPARE(board.forbidden(block, Stone::Black), Rule(rule) == Rule::Renju);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        gg::Rng rng(seed);
        Baseline baseline(seed);
        const int move = scripted ? scriptedMove(board, Stone::Black, rng)
                                  : baseline.choose(board, Stone::Black);
        QVERIFY(move >= 0 && board.isEmpty(move));
        QCOMPARE(move == block, blocks);
        QVERIFY(!board.forbidden(move, Stone::Black));
    }
}

QTEST_APPLESS_MAIN(TestGomokuAi)
#include "tst_gomokuai.moc"
