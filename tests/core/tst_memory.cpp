// Memory (记忆翻牌, docs/RULES.md §5): sizes, matching, mismatch resolution, versus turn order,
// best results and save games.

#include "common/record.h"
#include "memory/memoryrules.h"

#include <QtTest>

using namespace gg::memory;

namespace {

// 3 rows × 4 columns with faces 1 1 2 2 / 3 3 4 4 / 5 5 6 6.
Game fixedGame(Mode mode = Mode::Solo, Opponent opponent = Opponent::Human)
{
    Options options;
    options.size = Size{3, 4};
    options.mode = mode;
    options.opponent = opponent;
    Game game(options, 1);
    game.setFaces({1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6});
    return game;
}

Point at(const QString &text)
{
    const QStringList parts = text.split(',');
    return {parts[0].toInt(), parts[1].toInt()};
}

} // namespace

class TestMemory : public QObject
{
    Q_OBJECT

private slots:
    void sizes_data();
    void sizes();
    void deal();
    void flips_data();
    void flips();
    void mismatchResolution();
    void soloWin();
    void versusTurnOrder_data();
    void versusTurnOrder();
    void best_data();
    void best();
    void saveRoundTrip();
    void saveCorrupt_data();
    void saveCorrupt();
    void saveFuzz();
    void longGameSaves();
    void versionOneStillReads();
};

void TestMemory::sizes_data()
{
    QTest::addColumn<QString>("key"); // columns x rows
    QTest::addColumn<bool>("valid");
    QTest::newRow("§5 smallest 4x3") << "4x3" << true;
    QTest::newRow("§5 4x4") << "4x4" << true;
    QTest::newRow("§5 6x5") << "6x5" << true;
    QTest::newRow("§5 largest 8x7") << "8x7" << true;
    QTest::newRow("odd count 5x3 refused") << "5x3" << false;
    QTest::newRow("odd count 7x5 refused") << "7x5" << false;
    QTest::newRow("too large 8x8") << "8x8" << false;
    QTest::newRow("too small 2x2") << "2x2" << false;
    QTest::newRow("garbage") << "axb" << false;
}

void TestMemory::sizes()
{
    QFETCH(QString, key);
    QFETCH(bool, valid);
    const auto size = sizeFromKey(key.toStdString());
    QCOMPARE(size.has_value(), valid);
    if (size) {
        QCOMPARE(QString::fromStdString(sizeKey(*size)), key);
        QVERIFY(std::find(offeredSizes().begin(), offeredSizes().end(), *size) !=
                offeredSizes().end());
        QCOMPARE(size->cols, key.split('x')[0].toInt());
    }
    for (const Size &s : offeredSizes())
        QVERIFY(validSize(s) && s.cells() % 2 == 0);
    // An invalid size never makes a game: it falls back to 4x4.
    Options options;
    options.size = Size{3, 5};
    QCOMPARE(Game(options, 1).size(), (Size{4, 4}));
}

void TestMemory::deal()
{
    Options options;
    options.size = Size{7, 8};
    const Game a(options, 5), b(options, 5), c(options, 6);
    std::vector<int> count(29, 0);
    bool differs = false;
    for (int r = 0; r < 7; ++r) {
        for (int col = 0; col < 8; ++col) {
            ++count[a.kindAt({r, col})];
            QCOMPARE(a.kindAt({r, col}), b.kindAt({r, col}));
            differs |= a.kindAt({r, col}) != c.kindAt({r, col});
            QCOMPARE(a.state({r, col}), CardState::FaceDown);
            QCOMPARE(a.visibleKind({r, col}), 0);
        }
    }
    for (int kind = 1; kind <= 28; ++kind)
        QCOMPARE(count[kind], 2);
    QVERIFY(differs);
    QCOMPARE(a.pairCount(), 28);
}

void TestMemory::flips_data()
{
    QTest::addColumn<QString>("cells");
    QTest::addColumn<QString>("outcomes"); // I ignored, F first, M match, X mismatch
    QTest::addColumn<int>("moves");
    QTest::newRow("§5 matching pair") << "0,0 0,1"
                                      << "F M" << 1;
    QTest::newRow("§5 mismatch") << "0,0 0,2"
                                 << "F X" << 1;
    QTest::newRow("same card twice is ignored") << "0,0 0,0"
                                                << "F I" << 0;
    QTest::newRow("matched card is ignored") << "0,0 0,1 0,0"
                                             << "F M I" << 1;
    QTest::newRow("off the board is ignored") << "3,0 0,4"
                                              << "I I" << 0;
    QTest::newRow("§5 moves count pairs turned") << "0,0 0,2 1,0 1,1 2,0 0,3"
                                                 << "F X F M F X" << 3;
    QTest::newRow("§5 clicking a mismatched card turns it again") << "0,0 0,2 0,0 0,1"
                                                                  << "F X F M" << 2;
}

void TestMemory::flips()
{
    QFETCH(QString, cells);
    QFETCH(QString, outcomes);
    QFETCH(int, moves);
    Game game = fixedGame();
    QStringList got;
    for (const QString &c : cells.split(' ')) {
        const FlipResult r = game.flip(at(c));
        got << QString("IFMX").at(int(r.outcome));
        if (r.outcome != FlipOutcome::Ignored) {
            QCOMPARE(r.kind, game.kindAt(at(c)));
            QVERIFY(game.state(at(c)) != CardState::FaceDown);
        }
        if (r.outcome == FlipOutcome::Match) {
            QCOMPARE(game.state(r.first), CardState::Matched);
            QCOMPARE(game.state(r.cell), CardState::Matched);
        }
    }
    QCOMPARE(got.join(' '), outcomes);
    QCOMPARE(game.moves(), moves);
}

// docs/RULES.md §5.6: a mismatch turns back after a delay (hideMismatch) or at the next click,
// which then proceeds at once.
void TestMemory::mismatchResolution()
{
    Game game = fixedGame();
    game.flip({0, 0});
    const FlipResult miss = game.flip({1, 0});
    QCOMPARE(miss.outcome, FlipOutcome::Mismatch);
    QVERIFY(game.mismatchPending());
    QCOMPARE(game.state({0, 0}), CardState::FaceUp);
    QCOMPARE(game.visibleKind({1, 0}), 3);
    const auto hidden = game.hideMismatch();
    QVERIFY(hidden);
    QCOMPARE(hidden->first, (Point{0, 0}));
    QCOMPARE(hidden->second, (Point{1, 0}));
    QCOMPARE(game.state({0, 0}), CardState::FaceDown);
    QVERIFY(!game.hideMismatch());

    game.flip({0, 0});
    game.flip({1, 0});
    const FlipResult next = game.flip({2, 0});
    QCOMPARE(next.outcome, FlipOutcome::First);
    QVERIFY(next.hidden);
    QCOMPARE(game.state({0, 0}), CardState::FaceDown);
    QCOMPARE(game.state({1, 0}), CardState::FaceDown);
    QCOMPARE(game.firstTurned(), std::optional<Point>(Point{2, 0}));
}

void TestMemory::soloWin()
{
    Game game = fixedGame();
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 4; c += 2) {
            QCOMPARE(game.status(), Status::Playing);
            game.advanceTime(1000);
            game.flip({r, c});
            const FlipResult r2 = game.flip({r, c + 1});
            QCOMPARE(r2.outcome, FlipOutcome::Match);
            QCOMPARE(r2.finished, r == 2 && c == 2);
            QCOMPARE(game.currentPlayer(), 0);
        }
    }
    QCOMPARE(game.status(), Status::Finished);
    QCOMPARE(game.moves(), 6);
    QCOMPARE(game.pairs(0), 6);
    QCOMPARE(game.elapsedMs(), 6000LL);
    QVERIFY(!game.winner()); // solo has no winner to name
    game.advanceTime(500);   // the clock stops at the end
    QCOMPARE(game.elapsedMs(), 6000LL);
    QCOMPARE(game.flip({0, 0}).outcome, FlipOutcome::Ignored);
}

void TestMemory::versusTurnOrder_data()
{
    QTest::addColumn<QString>("cells");
    QTest::addColumn<QString>("players"); // who moves after each pair turned
    QTest::addColumn<int>("winner");      // -2 still playing, -1 draw
    QTest::newRow("§5 pair: same player again") << "0,0 0,1"
                                                << "0" << -2;
    QTest::newRow("§5 miss: the other player") << "0,0 0,2"
                                               << "1" << -2;
    QTest::newRow("§5 miss, miss, back to the first") << "0,0 0,2 1,0 1,2"
                                                      << "1 0" << -2;
    QTest::newRow("§5 pairs extend the turn") << "0,0 0,1 0,2 0,3 1,0 2,0 1,1 1,0"
                                              << "0 0 1 1" << -2;
    QTest::newRow("§5 winner has more pairs")
        << "0,0 0,1 0,2 0,3 1,0 2,0 1,0 1,1 1,2 1,3 2,0 2,1 2,2 2,3"
        << "0 0 1 1 1 1 1" << 1;
    QTest::newRow("§5 draw on equal pairs")
        << "0,0 0,1 0,2 0,3 1,0 1,2 1,0 1,1 1,2 2,0 1,2 1,3 2,0 2,2 2,0 2,1 2,2 2,3"
        << "0 0 1 1 0 0 1 1 1" << -1;
}

void TestMemory::versusTurnOrder()
{
    QFETCH(QString, cells);
    QFETCH(QString, players);
    QFETCH(int, winner);
    Game game = fixedGame(Mode::Versus, Opponent::Human);
    QCOMPARE(game.currentPlayer(), 0);
    QStringList after;
    for (const QString &c : cells.split(' ')) {
        const FlipResult r = game.flip(at(c));
        QVERIFY(r.outcome != FlipOutcome::Ignored);
        if (r.outcome == FlipOutcome::Match || r.outcome == FlipOutcome::Mismatch)
            after << QString::number(game.currentPlayer());
    }
    QCOMPARE(after.join(' '), players);
    QCOMPARE(game.winner().value_or(-2), winner);
    QCOMPARE(game.pairs(0) + game.pairs(1), game.pairCount() - game.pairsLeft());
    QCOMPARE(game.moves(0) + game.moves(1), game.moves());
}

void TestMemory::best_data()
{
    QTest::addColumn<int>("bestMoves"); // -1: no record yet
    QTest::addColumn<int>("bestMs");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("ms");
    QTest::addColumn<bool>("fewerMoves");
    QTest::addColumn<bool>("faster");
    QTest::newRow("§5 first result is both records") << -1 << -1 << 20 << 60000 << true << true;
    QTest::newRow("§5 fewer moves only") << 20 << 60000 << 18 << 70000 << true << false;
    QTest::newRow("§5 shorter time only") << 20 << 60000 << 25 << 50000 << false << true;
    QTest::newRow("§5 both") << 20 << 60000 << 12 << 30000 << true << true;
    QTest::newRow("§5 equal is not a record") << 20 << 60000 << 20 << 60000 << false << false;
    QTest::newRow("§5 worse") << 20 << 60000 << 30 << 90000 << false << false;
}

void TestMemory::best()
{
    QFETCH(int, bestMoves);
    QFETCH(int, bestMs);
    QFETCH(int, moves);
    QFETCH(int, ms);
    QFETCH(bool, fewerMoves);
    QFETCH(bool, faster);
    Best best;
    if (bestMoves >= 0)
        best = Best{bestMoves, bestMs};
    const Result result{moves, ms};
    const Improvement up = improves(result, best);
    QCOMPARE(up.moves, fewerMoves);
    QCOMPARE(up.time, faster);
    record(best, result);
    QCOMPARE(*best.fewestMoves, fewerMoves ? moves : bestMoves);
    QCOMPARE(*best.shortestMs, faster ? (long long)ms : (long long)bestMs);
    QVERIFY(rankedBefore({10, 900}, {11, 100}));
    QVERIFY(rankedBefore({10, 100}, {10, 900}));
    QVERIFY(!rankedBefore({10, 100}, {10, 100}));
}

void TestMemory::saveRoundTrip()
{
    Options options;
    options.size = Size{4, 5};
    options.mode = Mode::Versus;
    options.opponent = Opponent::Computer;
    options.computerLevel = Level::Hard;
    Game game(options, 17);
    // A few moves by both sides, ending in a pending mismatch or a first card up.
    for (int step = 0; step < 9 && game.status() == Status::Playing; ++step) {
        game.advanceTime(700);
        if (auto p = game.computerMove()) {
            game.flip(*p);
            continue;
        }
        for (int i = 0; i < 20; ++i)
            if (game.state({i / 5, i % 5}) == CardState::FaceDown) {
                game.flip({i / 5, i % 5});
                break;
            }
    }
    const std::string text = game.serialize();
    auto loaded = Game::deserialize(text);
    QVERIFY(loaded);
    QCOMPARE(loaded->serialize(), text);
    QVERIFY(loaded->options() == options);
    QCOMPARE(loaded->moves(), game.moves());
    QCOMPARE(loaded->currentPlayer(), game.currentPlayer());
    QCOMPARE(loaded->mismatchPending(), game.mismatchPending());
    QCOMPARE(loaded->elapsedMs(), game.elapsedMs());
    QVERIFY(loaded->computer()->memory() == game.computer()->memory());
    for (int i = 0; i < 20; ++i)
        QCOMPARE(loaded->state({i / 5, i % 5}), game.state({i / 5, i % 5}));
    // Both continue identically (the computer's memory and randomness were restored).
    for (int step = 0; step < 8 && game.status() == Status::Playing; ++step) {
        auto p = game.computerMove();
        const auto q = loaded->computerMove();
        QCOMPARE(p, q);
        for (int i = 0; !p && i < 20; ++i)
            if (game.state({i / 5, i % 5}) != CardState::Matched &&
                !(game.firstTurned() == Point{i / 5, i % 5}))
                p = Point{i / 5, i % 5};
        QCOMPARE(game.flip(*p).outcome, loaded->flip(*p).outcome);
    }
}

void TestMemory::saveCorrupt_data()
{
    QTest::addColumn<QString>("text");
    Game game = fixedGame(Mode::Versus, Opponent::Computer);
    game.flip({0, 0});
    game.flip({0, 2});
    const QString good = QString::fromStdString(game.serialize());
    QVERIFY(Game::deserialize(good.toStdString()));
    auto with = [&](const QString &key, const QString &value) {
        QStringList lines = good.split('\n');
        for (QString &line : lines)
            if (line.startsWith(key + ' '))
                line = key + ' ' + value;
        return lines.join('\n');
    };
    QTest::newRow("empty") << QString();
    QTest::newRow("other game") << with("game", "lianliankan");
    QTest::newRow("§5 odd size") << with("cols", "5");
    QTest::newRow("size too large") << with("rows", "9");
    QTest::newRow("unknown mode") << with("mode", "coop");
    QTest::newRow("unknown level") << with("level", "genius");
    QTest::newRow("§5 a face three times") << with("faces", "1 1 1 2 3 3 4 4 5 5 6 6");
    QTest::newRow("faces too few") << with("faces", "1 1");
    QTest::newRow("flip off the board") << with("flips", "0 12");
    QTest::newRow("flip of a face-up card") << with("flips", "0 0");
    QTest::newRow("flip after the end") << with("flips", "0 1 2 3 4 5 6 7 8 9 10 11 0");
    QTest::newRow("pending without a mismatch") << with("flips", "0 1");
    QString computer;
    for (const QString &line : good.split('\n'))
        if (line.startsWith("computer "))
            computer = line.mid(9);
    const QStringList parts = computer.split('|');
    QCOMPARE(parts.size(), 3);
    QVERIFY(Game::deserialize(with("computer", parts[0] + '|' + parts[1] + "|0:1").toStdString()));
    QTest::newRow("computer remembers an unseen card")
        << with("computer", parts[0] + '|' + parts[1] + "|5:3");
    QTest::newRow("computer remembers a wrong face")
        << with("computer", parts[0] + '|' + parts[1] + "|0:2");
    QTest::newRow("computer remembers a card twice")
        << with("computer", parts[0] + '|' + parts[1] + "|0:1 0:1");
    QTest::newRow("computer level differs") << with("computer", "easy|" + parts[1] + '|');
    QTest::newRow("computer state garbage") << with("computer", "medium|zz|");
    QTest::newRow("negative elapsed") << with("elapsed", "-3");
}

void TestMemory::saveCorrupt()
{
    QFETCH(QString, text);
    QVERIFY(!Game::deserialize(text.toStdString()));
}

void TestMemory::saveFuzz()
{
    Game game = fixedGame(Mode::Versus, Opponent::Computer);
    for (const Point p : {Point{0, 0}, Point{0, 1}, Point{1, 0}, Point{2, 0}})
        game.flip(p);
    const std::string good = game.serialize();
    gg::Rng rng(8);
    for (int i = 0; i < 3000; ++i) {
        std::string text = good;
        for (int e = 0; e < 3 && !text.empty(); ++e) {
            const auto pos = rng.below(static_cast<std::uint32_t>(text.size()));
            if (rng.chance(0.5))
                text[pos] = "0123456789 |:x\n-"[rng.below(16)];
            else
                text.erase(pos, 1 + rng.below(5));
        }
        if (auto loaded = Game::deserialize(text)) {
            QVERIFY(loaded->pairsLeft() >= 0);
            if (loaded->computerToMove())
                QVERIFY(loaded->computerMove().has_value());
        }
    }
}

// A solo game where the same two different cards are turned 1 000 000 times (500 000
// moves, never finished) saves within the readers' limit, one byte a card, and restores.
void TestMemory::longGameSaves()
{
    Options options;
    options.size = Size{3, 4};
    Game game(options, 5);
    const Point a{0, 0};
    Point b{0, 1};
    while (game.kindAt(b) == game.kindAt(a))
        b.col += 1;
    for (int i = 0; i < 1000000; ++i) {
        QVERIFY(game.flip(i % 2 ? b : a).outcome != FlipOutcome::Ignored);
        if (i % 2)
            game.hideMismatch();
    }
    const std::string text = game.serialize();
    std::printf("Memory, 1 000 000 cards turned: save %zu bytes\n", text.size());
    QVERIFY(text.size() < gg::Record::MaxBytes);
    QVERIFY(text.size() < 1100000);
    auto back = Game::deserialize(text);
    QVERIFY(back.has_value());
    QCOMPARE(back->moves(), game.moves());
    QCOMPARE(back->serialize(), text);
}

// A save of the first format (turned cards as numbers) still loads, and is written anew in
// the second (one letter a card) with the same game in it.
void TestMemory::versionOneStillReads()
{
    const std::string v1 = "game memory\nversion 1\nrows 3\ncols 4\nmode solo\nopponent computer\n"
                           "level medium\nfirstplayer 0\nfaces 1 2 3 4 5 6 1 2 3 4 5 6\n"
                           "flips 0 6 1 2\npending 1\nelapsed 1234\n";
    auto game = Game::deserialize(v1);
    QVERIFY(game.has_value());
    QCOMPARE(game->moves(), 2);
    QCOMPARE(game->pairsLeft(), 5);
    const std::string v2 = game->serialize();
    QVERIFY(v2.find("\nversion 2\n") != std::string::npos);
    QVERIFY(v2.find("\nflips AGBC\n") != std::string::npos);
    auto again = Game::deserialize(v2);
    QVERIFY(again.has_value());
    QCOMPARE(again->serialize(), v2);
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
