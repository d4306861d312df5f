// The Lianliankan game class (docs/RULES.md §4 and issue 5): levels, selection, removal, score and
// combo, countdown, hint, undo, shuffle, automatic reshuffle, gravity and save games.

#include "lianliankan/linkgame.h"

#include <QtTest>

using namespace gg::link;

namespace {

Board boardFrom(const QString &text)
{
    const QStringList lines = text.split('|');
    std::vector<int> cells;
    for (const QString &line : lines)
        for (QChar ch : line)
            cells.push_back(ch == '.' ? 0 : ch.toLatin1() - '0');
    return Board(static_cast<int>(lines.size()), static_cast<int>(lines.front().size()), cells);
}

Game gameOn(const QString &board, Level level = Level::Relaxed)
{
    Game game(level, false, 1);
    game.setPosition(boardFrom(board));
    return game;
}

Point pointFrom(const QString &text)
{
    const QStringList parts = text.split(',');
    return {parts[0].toInt(), parts[1].toInt()};
}

// Plays the game to the end with the hint; returns false if it ever fails to remove.
bool playOut(Game &game, long long stepMs)
{
    while (game.status() == Status::Playing) {
        auto pair = game.hint();
        if (!pair || !game.match(pair->a, pair->b).removed)
            return false;
        game.advanceTime(stepMs);
    }
    return true;
}

} // namespace

class TestLianliankanGame : public QObject
{
    Q_OBJECT

private slots:
    void levels_data();
    void levels();
    void selection_data();
    void selection();
    void matchReportsPath();
    void scoring_data();
    void scoring();
    void countdown();
    void hintMarksAssisted();
    void undoRedo();
    void shuffleLimited();
    void autoReshuffle();
    void gravityGame();
    void playThroughEveryLevel();
};

void TestLianliankanGame::levels_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("key");
    QTest::newRow("easy") << int(Level::Easy) << "easy";
    QTest::newRow("normal") << int(Level::Normal) << "normal";
    QTest::newRow("hard") << int(Level::Hard) << "hard";
    QTest::newRow("relaxed") << int(Level::Relaxed) << "relaxed";
}

// Issue 5: Easy is small with few kinds and generous time, Hard is 16×10 or larger with many
// kinds and a countdown, Relaxed is untimed; every preset can be dealt.
void TestLianliankanGame::levels()
{
    QFETCH(int, level);
    QFETCH(QString, key);
    const auto lv = static_cast<Level>(level);
    const Options o = levelOptions(lv);
    QVERIFY(validOptions(o));
    QCOMPARE(QString(levelKey(lv)), key);
    QCOMPARE(levelFromKey(key.toStdString()), std::optional<Level>(lv));
    const Options easy = levelOptions(Level::Easy), hard = levelOptions(Level::Hard);
    QVERIFY(easy.rows * easy.cols <= o.rows * o.cols && o.rows * o.cols <= hard.rows * hard.cols);
    QVERIFY(hard.rows * hard.cols >= 160 && hard.kinds >= 30 && hard.timeLimitMs > 0);
    QVERIFY(easy.kinds <= 10 && easy.timeLimitMs / (easy.rows * easy.cols / 2) >= 10'000);
    QCOMPARE(levelOptions(Level::Relaxed).timeLimitMs, 0LL);
    const Game game(lv, false, 5);
    QCOMPARE(game.level(), lv);
    QCOMPARE(game.board().tileCount(), o.rows * o.cols);
    QCOMPARE(game.timed(), o.timeLimitMs > 0);
}

void TestLianliankanGame::selection_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("clicks");
    QTest::addColumn<QString>("outcomes");
    // Outcomes: I ignored, S selected, D deselected, M moved, R refused, X matched.
    QTest::newRow("empty cell ignored") << "1..1|2..2"
                                        << "0,1"
                                        << "I";
    QTest::newRow("off the board ignored") << "1..1|2..2"
                                           << "5,5"
                                           << "I";
    QTest::newRow("select then deselect") << "1..1|2..2"
                                          << "0,0 0,0"
                                          << "S D";
    QTest::newRow("§4 other kind moves the selection") << "1..1|2..2"
                                                       << "0,0 1,0 0,3 0,0"
                                                       << "S M M X";
    QTest::newRow("§4 matching pair removed") << "1..1|2..2"
                                              << "1,3 1,0"
                                              << "S X";
    QTest::newRow("§4 same kind but no path is refused") << "122|2.2|221|33."
                                                         << "0,0 2,2 3,0 3,1"
                                                         << "S R M X";
}

void TestLianliankanGame::selection()
{
    QFETCH(QString, board);
    QFETCH(QString, clicks);
    QFETCH(QString, outcomes);
    Game game = gameOn(board);
    const QStringList points = clicks.split(' '), expected = outcomes.split(' ');
    QStringList got;
    for (const QString &p : points) {
        const SelectResult r = game.select(pointFrom(p));
        got << QString("ISDMRX").at(int(r.outcome));
        QCOMPARE(r.selection, game.selection());
        if (r.outcome == SelectOutcome::Selected || r.outcome == SelectOutcome::Moved ||
            r.outcome == SelectOutcome::Refused)
            QCOMPARE(game.selection(), std::optional<Point>(pointFrom(p)));
        if (r.outcome == SelectOutcome::Matched)
            QVERIFY(r.match.removed && !game.selection());
    }
    QCOMPARE(got, expected);
}

void TestLianliankanGame::matchReportsPath()
{
    Game game = gameOn("1...|....|...1|2..2");
    QVERIFY(!game.match({0, 0}, {3, 0}).removed); // different kinds
    QCOMPARE(game.tilesLeft(), 4);
    const MatchResult r = game.match({0, 0}, {2, 3});
    QVERIFY(r.removed);
    QCOMPARE(r.kind, 1);
    QVERIFY((r.path == Path{{0, 0}, {0, 3}, {2, 3}}));
    QCOMPARE(r.gained, 10LL);
    QCOMPARE(game.tilesLeft(), 2);
    QCOMPARE(game.board().at({0, 0}), 0);
    QVERIFY(!r.won);
    const MatchResult last = game.match({3, 3}, {3, 0});
    QVERIFY(last.won);
    QCOMPARE(game.status(), Status::Won);
    QVERIFY(!game.match({3, 3}, {3, 0}).removed);
}

void TestLianliankanGame::scoring_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("gaps");  // ms before each of the four matches
    QTest::addColumn<QString>("gains"); // points of each match
    // PairPoints 10, ComboPoints 5 per combo step, ComboWindowMs 3000.
    QTest::newRow("slow matches: no combo") << int(Level::Relaxed) << "0 5000 4000 3001"
                                            << "10 10 10 10";
    QTest::newRow("quick matches build a combo") << int(Level::Relaxed) << "0 1000 3000 500"
                                                 << "10 15 20 25";
    QTest::newRow("a slow match breaks the combo") << int(Level::Relaxed) << "0 1000 9000 100"
                                                   << "10 15 10 15";
    // Easy has a 300 s countdown: the winning match adds a point per whole second left.
    QTest::newRow("timed win adds the time bonus") << int(Level::Easy) << "1000 1000 1000 1500"
                                                   << "10 15 20 320";
}

void TestLianliankanGame::scoring()
{
    QFETCH(int, level);
    QFETCH(QString, gaps);
    QFETCH(QString, gains);
    Game game = gameOn("11223344", static_cast<Level>(level));
    const QStringList waits = gaps.split(' '), expected = gains.split(' ');
    long long total = 0;
    for (int i = 0; i < 4; ++i) {
        game.advanceTime(waits[i].toLongLong());
        const MatchResult r = game.match({0, 2 * i}, {0, 2 * i + 1});
        QVERIFY(r.removed);
        QCOMPARE(r.gained, expected[i].toLongLong());
        total += r.gained;
        QCOMPARE(game.score(), total);
        QCOMPARE(game.combo(), r.combo);
    }
    QCOMPARE(game.status(), Status::Won);
}

// Issue 5: a countdown; the game is lost when it expires with tiles left. No clock inside:
// the caller feeds the elapsed time.
void TestLianliankanGame::countdown()
{
    Game game = gameOn("1122", Level::Hard);
    const long long limit = levelOptions(Level::Hard).timeLimitMs;
    QVERIFY(game.timed());
    QCOMPARE(game.timeLeftMs(), limit);
    QVERIFY(!game.advanceTime(limit - 1));
    QCOMPARE(game.timeLeftMs(), 1LL);
    QVERIFY(game.match({0, 0}, {0, 1}).removed);
    QVERIFY(game.advanceTime(5));
    QCOMPARE(game.status(), Status::Lost);
    QCOMPARE(game.timeLeftMs(), 0LL);
    QVERIFY(!game.advanceTime(5)); // only the expiry itself reports
    QVERIFY(!game.match({0, 2}, {0, 3}).removed);
    QCOMPARE(game.select({0, 2}).outcome, SelectOutcome::Ignored);
    QVERIFY(!game.hint() && !game.shuffle() && !game.canUndo());

    Game relaxed = gameOn("1122", Level::Relaxed);
    QVERIFY(!relaxed.advanceTime(MaxTimeLimitMs));
    QCOMPARE(relaxed.status(), Status::Playing);
    QCOMPARE(relaxed.elapsedMs(), MaxTimeLimitMs);
}

void TestLianliankanGame::hintMarksAssisted()
{
    Game game = gameOn("1.2|2.1|3.3");
    QVERIFY(!game.assisted());
    const auto pair = game.hint();
    QVERIFY(pair);
    QVERIFY(game.assisted());
    QVERIFY(pair->path == *game.pathBetween(pair->a, pair->b));
    QCOMPARE(game.board().at(pair->a), game.board().at(pair->b));
    QVERIFY(game.match(pair->a, pair->b).removed);
}

// Undo restores the pair, the score and the combo; it marks the game assisted; redo replays;
// a new removal drops the redo tail; a shuffle cannot be undone.
void TestLianliankanGame::undoRedo()
{
    Game game = gameOn("11223344");
    QVERIFY(!game.canUndo());
    game.match({0, 0}, {0, 1});
    game.advanceTime(100);
    game.match({0, 2}, {0, 3});
    QCOMPARE(game.score(), 25LL);
    QVERIFY(game.undo());
    QVERIFY(game.assisted());
    QCOMPARE(game.board().at({0, 2}), 2);
    QCOMPARE(game.board().at({0, 3}), 2);
    QCOMPARE(game.score(), 10LL);
    QVERIFY(game.canRedo());
    QVERIFY(game.redo());
    QCOMPARE(game.score(), 25LL);
    QCOMPARE(game.board().at({0, 2}), 0);
    QVERIFY(game.undo());
    QVERIFY(game.match({0, 6}, {0, 7}).removed);
    QVERIFY(!game.canRedo());
    QVERIFY(game.shuffle());
    QVERIFY(!game.canUndo());
    QVERIFY(!game.undo());
}

void TestLianliankanGame::shuffleLimited()
{
    Game game(Level::Hard, false, 8);
    const int allowed = levelOptions(Level::Hard).shuffles;
    QCOMPARE(game.shufflesLeft(), allowed);
    const auto counts = game.board().kindCounts();
    for (int i = 0; i < allowed; ++i) {
        const Board before = game.board();
        QVERIFY(game.shuffle());
        QCOMPARE(game.board().kindCounts(), counts);
        QVERIFY(!(game.board() == before));
        QVERIFY(!game.removablePairs().empty());
    }
    QCOMPARE(game.shufflesLeft(), 0);
    QVERIFY(!game.shuffle());
}

// docs/RULES.md §4.9: with no removable pair left, the remaining tiles are reshuffled (reported).
void TestLianliankanGame::autoReshuffle()
{
    Game stuck = gameOn("12|21");
    QCOMPARE(stuck.autoReshuffles(), 1);
    QVERIFY(!stuck.removablePairs().empty());
    QCOMPARE(stuck.board().kindCounts(), boardFrom("12|21").kindCounts());

    Game game = gameOn("12|21|33");
    QCOMPARE(game.autoReshuffles(), 0);
    const MatchResult r = game.match({2, 0}, {2, 1});
    QVERIFY(r.removed && r.reshuffled);
    QCOMPARE(game.autoReshuffles(), 1);
    QCOMPARE(game.shufflesLeft(), levelOptions(Level::Relaxed).shuffles); // not the player's
    QVERIFY(!game.removablePairs().empty());
    QVERIFY(playOut(game, 10));
    QCOMPARE(game.status(), Status::Won);
}

// Issue 5, gravity variant: tiles fall after each removal; deals and reshuffles stay solvable.
void TestLianliankanGame::gravityGame()
{
    Game small(Level::Relaxed, true, 1);
    QVERIFY(small.options().gravity);
    small.setPosition(boardFrom("1.|2.|21"));
    const MatchResult r = small.match({1, 0}, {2, 0});
    QVERIFY(r.removed);
    QCOMPARE(int(r.falls.size()), 1);
    QCOMPARE(r.falls.front().to, (Point{2, 0}));
    QCOMPARE(small.board().at({2, 0}), 1);

    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Game game(Level::Hard, true, seed);
        QVERIFY(game.board().isSettled());
        QVERIFY(game.shuffle());
        QVERIFY(game.board().isSettled());
        QVERIFY(playOut(game, 700));
        QCOMPARE(game.status(), Status::Won);
    }
}

void TestLianliankanGame::playThroughEveryLevel()
{
    for (Level level : {Level::Easy, Level::Normal, Level::Hard, Level::Relaxed}) {
        Game game(level, false, 77);
        QVERIFY(playOut(game, 1000));
        QCOMPARE(game.status(), Status::Won);
        QVERIFY(game.score() >= 10LL * levelOptions(level).rows * levelOptions(level).cols / 2);
        game.restart();
        QCOMPARE(game.tilesLeft(), levelOptions(level).rows * levelOptions(level).cols);
        QCOMPARE(game.score(), 0LL);
        QVERIFY(!game.assisted());
        QVERIFY(verifySolution(game.startBoard(), game.startSolution(), false));
    }
}

QTEST_APPLESS_MAIN(TestLianliankanGame)
#include "tst_lianliankangame.moc"
