// The Zou Si Qi Game class (docs/RULES.md §6, issue 7): moves and targets for the UI, captures
// reported for animation, passes, the loss below two pieces, the draw rules (agreement,
// third repetition, 100 plies without a capture), undo/redo, the move list and the save
// format's defences.

#include "common/rng.h"
#include "zousi/zousigame.h"

#include <QtTest>

using namespace gg::zousi;

Q_DECLARE_METATYPE(Status)

namespace {

Position parsed(const char *text)
{
    auto pos = Position::parse(text);
    if (!pos)
        qFatal("bad position in a test: %s", text);
    return *pos;
}

Move mv(const char *text)
{
    auto m = parseMove(text);
    if (!m)
        qFatal("bad move in a test: %s", text);
    return *m;
}

// Plays space-separated moves, failing on the first illegal one.
bool playAll(Game &game, const QString &moves)
{
    for (const QString &word : moves.split(' ', Qt::SkipEmptyParts))
        if (!game.play(mv(qPrintable(word))).ok)
            return false;
    return true;
}

QString joined(const std::vector<std::string> &items)
{
    QStringList list;
    for (const auto &item : items)
        list << QString::fromStdString(item);
    return list.join(' ');
}

QString cellNames(const std::vector<int> &cells)
{
    QStringList list;
    for (int cell : cells)
        list << QString::fromStdString(cellName(cell));
    return list.join(' ');
}

const QString Shuffle = "a4-a3 a1-a2 a3-a4 a2-a1";

} // namespace

class TestZousiGame : public QObject
{
    Q_OBJECT

private slots:
    void newGameOptions();
    void selectionAndTargets();
    void captureReport();
    void illegalMovesChangeNothing();
    void passIsAPly();
    void lossAtOnePiece();
    void repetitionDraw();
    void noCaptureDraw();
    void captureResetsTheCount();
    void agreedDraw();
    void undoRedo();
    void saveRoundTrip();
    void saveRejects_data();
    void saveRejects();
    void recordRoundTrip_data();
    void recordRoundTrip();
    void recordRefusals_data();
    void recordRefusals();
};

void TestZousiGame::newGameOptions()
{
    Game game;
    QCOMPARE(game.position().toString(), std::string("xxxx........oooo x"));
    QCOMPARE(game.status(), Status::Playing);
    game.newGame(GameOptions{Side::O});
    QCOMPARE(game.toMove(), Side::O);
    QCOMPARE(game.position().toString(), std::string("xxxx........oooo o"));
    QVERIFY(game.play(mv("a1-a2")).ok);
    QCOMPARE(joined(game.moveList()), QString("a1-a2"));
}

// The UI marks movable pieces, then the selected piece's targets.
void TestZousiGame::selectionAndTargets()
{
    Game game;
    game.newGame(parsed("...x.x......o..o x"));
    QCOMPARE(cellNames(game.movablePieces()), QString("d4 b3"));
    QCOMPARE(cellNames(game.targets(5)), QString("b4 a3 c3 b2"));
    QCOMPARE(cellNames(game.targets(3)), QString("c4 d3"));
    QCOMPARE(cellNames(game.targets(12)), QString()); // not the mover's piece
    QCOMPARE(cellNames(game.targets(0)), QString());  // empty point
    QVERIFY(!game.mustPass());
}

// docs/RULES.md §6.5, §6.6: a double capture is reported cell by cell and ends the game.
void TestZousiGame::captureReport()
{
    Game game;
    game.newGame(parsed(".x..x.o..x...o.. x"));
    const MoveReport r = game.step(1, 5);
    QVERIFY(r.ok);
    QCOMPARE(r.mover, Side::X);
    QCOMPARE(cellNames(r.captured), QString("c3 b1"));
    QCOMPARE(r.status, Status::XWins);
    QCOMPARE(game.status(), Status::XWins);
    QVERIFY(game.over());
    QCOMPARE(joined(game.moveList()), QString("b4-b3**"));
    QCOMPARE(game.pliesWithoutCapture(), 0);
}

void TestZousiGame::illegalMovesChangeNothing()
{
    Game game;
    const std::string before = game.serialize();
    QVERIFY(!game.play(mv("a1-a2")).ok); // o's piece, x to move
    QVERIFY(!game.play(mv("a4-b3")).ok); // diagonal
    QVERIFY(!game.play(mv("a4-a2")).ok); // two points
    QVERIFY(!game.play(mv("a4-b4")).ok); // occupied
    QVERIFY(!game.pass().ok);            // x has steps
    QCOMPARE(game.serialize(), before);
}

// docs/RULES.md §6.4: a side with no step passes; the pass is a ply of its own.
void TestZousiGame::passIsAPly()
{
    Game game;
    // o's pieces on a4 and d4 are boxed in.
    game.newGame(parsed("oxxox..x........ o"));
    QVERIFY(game.mustPass());
    QCOMPARE(game.legalMoves(), std::vector<Move>{Move::pass()});
    QVERIFY(!game.step(0, 4).ok);
    const MoveReport p = game.pass();
    QVERIFY(p.ok);
    QVERIFY(p.move.isPass());
    QCOMPARE(game.toMove(), Side::X);
    QCOMPARE(game.pliesWithoutCapture(), 1);
    QCOMPARE(joined(game.moveList()), QString("pass"));
    // A step that boxes the opponent in reports it.
    game.newGame(parsed("o.xoxx.x........ x"));
    const MoveReport boxing = game.play(mv("b3-b4"));
    QVERIFY(boxing.ok);
    QVERIFY(boxing.nextMustPass);
    QVERIFY(game.mustPass());
}

// docs/RULES.md §6.6: a side left with fewer than two pieces loses.
void TestZousiGame::lossAtOnePiece()
{
    Game game;
    game.newGame(parsed(".x..x.o.....o... x"));
    const MoveReport r = game.step(1, 5);
    QCOMPARE(cellNames(r.captured), QString("c3"));
    QCOMPARE(r.status, Status::XWins);
    QVERIFY(game.legalMoves().empty());
    QVERIFY(!game.pass().ok);
    // o takes with .BAA on column a and leaves x one piece.
    game.newGame(parsed("....x....o..o..x o"));
    const MoveReport r2 = game.play(mv("b2-a2"));
    QCOMPARE(cellNames(r2.captured), QString("a3"));
    QCOMPARE(r2.status, Status::OWins);
    // A game set up with x already below two pieces is over from the start.
    game.newGame(parsed("...o.......x..oo o"));
    QCOMPARE(game.status(), Status::OWins);
}

// docs/RULES.md §6.7: the third occurrence of a position, same side to move, is a draw.
void TestZousiGame::repetitionDraw()
{
    Game game;
    QCOMPARE(game.repetitions(), 1);
    QVERIFY(playAll(game, Shuffle));
    QCOMPARE(game.repetitions(), 2);
    QCOMPARE(game.status(), Status::Playing);
    QVERIFY(playAll(game, "a4-a3 a1-a2 a3-a4"));
    QCOMPARE(game.status(), Status::Playing);
    const MoveReport last = game.play(mv("a2-a1"));
    QCOMPARE(last.status, Status::DrawRepetition);
    QCOMPARE(game.repetitions(), 3);
    QVERIFY(game.legalMoves().empty());
    QVERIFY(!game.play(mv("a4-a3")).ok);
    // Undo reopens the game.
    QVERIFY(game.undo());
    QCOMPARE(game.status(), Status::Playing);
    // Passes count, and the same board with the other side to move is another position:
    // o is boxed in on a4/b4 and passes while x walks d1-d2-d1.
    game.newGame(parsed("oox.xx.........x o"));
    QVERIFY(playAll(game, "pass d1-d2 pass d2-d1 pass"));
    QCOMPARE(game.repetitions(), 2); // the board with x to move: 2; with o to move: 2
    QCOMPARE(game.status(), Status::Playing);
    QVERIFY(playAll(game, "d1-d2 pass"));
    QCOMPARE(game.status(), Status::Playing);
    QCOMPARE(game.play(mv("d2-d1")).status, Status::DrawRepetition);
    QCOMPARE(joined(game.moveList()), QString("pass d1-d2 pass d2-d1 pass d1-d2 pass d2-d1"));
}

// docs/RULES.md §6.7: 100 plies in a row (passes included) without a capture draw the game.
void TestZousiGame::noCaptureDraw()
{
    // A seeded walk of quiet moves that never repeats a position a third time.
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        gg::Rng rng(seed);
        Game game;
        bool stuck = false;
        while (game.plyCount() < Game::NoCaptureLimit - 1 && !stuck) {
            std::vector<Move> quiet;
            for (Move m : game.legalMoves()) {
                Game trial = game;
                const MoveReport r = trial.play(m);
                if (r.captured.empty() && trial.repetitions() < 2 &&
                    trial.status() == Status::Playing)
                    quiet.push_back(m);
            }
            if (quiet.empty())
                stuck = true;
            else
                game.play(quiet[rng.below(static_cast<std::uint32_t>(quiet.size()))]);
        }
        if (stuck)
            continue;
        QCOMPARE(game.pliesWithoutCapture(), Game::NoCaptureLimit - 1);
        QCOMPARE(game.status(), Status::Playing);
        for (Move m : game.legalMoves()) {
            Game trial = game;
            const MoveReport r = trial.play(m);
            if (r.captured.empty() && trial.repetitions() < 3) {
                QCOMPARE(r.status, Status::DrawNoCapture);
                QVERIFY(trial.legalMoves().empty());
                return;
            }
        }
    }
    QFAIL("no seed gave a quiet walk of 99 plies");
}

void TestZousiGame::captureResetsTheCount()
{
    Game game;
    game.newGame(parsed(".x..x.o.....oo.. x"));
    QVERIFY(playAll(game, "a3-a2 b1-b2 a2-a3"));
    QCOMPARE(game.pliesWithoutCapture(), 3);
    QVERIFY(playAll(game, "b2-b1"));
    const MoveReport r = game.step(1, 5);
    QCOMPARE(cellNames(r.captured), QString("c3"));
    QCOMPARE(game.pliesWithoutCapture(), 0);
    QCOMPARE(game.repetitions(), 1);
}

void TestZousiGame::agreedDraw()
{
    Game game;
    QVERIFY(playAll(game, "a4-a3"));
    QVERIFY(game.agreeDraw());
    QCOMPARE(game.status(), Status::DrawAgreed);
    QVERIFY(game.legalMoves().empty());
    QVERIFY(!game.play(mv("a1-a2")).ok);
    QVERIFY(!game.agreeDraw());
    QVERIFY(!game.canRedo());
    // Undo withdraws the agreement only.
    QVERIFY(game.undo());
    QCOMPARE(game.status(), Status::Playing);
    QCOMPARE(game.plyCount(), 1);
}

void TestZousiGame::undoRedo()
{
    Game game;
    QVERIFY(!game.canUndo());
    QVERIFY(playAll(game, "a4-a3 a1-a2 b4-b3"));
    const std::string third = game.position().toString();
    QVERIFY(game.undo());
    QVERIFY(game.undo());
    QCOMPARE(game.plyCount(), 1);
    QCOMPARE(joined(game.moveList()), QString("a4-a3"));
    QVERIFY(game.canRedo());
    QVERIFY(game.redo());
    QVERIFY(game.redo());
    QVERIFY(!game.redo());
    QCOMPARE(game.position().toString(), third);
    QVERIFY(game.undo());
    QVERIFY(playAll(game, "d4-d3")); // a new move drops the undone one
    QVERIFY(!game.canRedo());
    QCOMPARE(joined(game.moveList()), QString("a4-a3 a1-a2 d4-d3"));
    while (game.undo()) {
    }
    QCOMPARE(game.position(), Position::start());
}

void TestZousiGame::saveRoundTrip()
{
    Game game(GameOptions{Side::O});
    QVERIFY(playAll(game, "a1-a2 a4-a3 b1-b2 b4-b3"));
    QVERIFY(game.undo());
    game.markAssisted();
    auto copy = Game::deserialize(game.serialize());
    QVERIFY(copy);
    QCOMPARE(copy->serialize(), game.serialize());
    QCOMPARE(copy->position(), game.position());
    QVERIFY(copy->assisted());
    QVERIFY(copy->canRedo());
    QVERIFY(copy->redo());
    QCOMPARE(joined(copy->moveList()), QString("a1-a2 a4-a3 b1-b2 b4-b3"));

    game.redo();
    QVERIFY(game.agreeDraw());
    auto agreed = Game::deserialize(game.serialize());
    QVERIFY(agreed);
    QCOMPARE(agreed->status(), Status::DrawAgreed);
}

void TestZousiGame::saveRejects_data()
{
    QTest::addColumn<QString>("text");
    const QString good = "game zousi\nversion 1\nstart xxxx........oooo x\nmoves a4-a3 a1-a2\n"
                         "cursor 2\nagreed 0\nassisted 0\n";
    QTest::newRow("the good one loads") << QString();
    QTest::newRow("empty") << "";
    QTest::newRow("other game") << QString(good).replace("zousi", "2048");
    QTest::newRow("other version") << QString(good).replace("version 1", "version 2");
    QTest::newRow("bad start") << QString(good).replace("start xxxx", "start xxxxx");
    QTest::newRow("start with five pieces")
        << QString(good).replace("xxxx........oooo", "xxxxx.......oooo");
    QTest::newRow("illegal move") << QString(good).replace("a1-a2", "a1-a3");
    QTest::newRow("garbage move") << QString(good).replace("a1-a2", "zz");
    QTest::newRow("cursor beyond the moves") << QString(good).replace("cursor 2", "cursor 3");
    QTest::newRow("negative cursor") << QString(good).replace("cursor 2", "cursor -1");
    QTest::newRow("duplicate key") << good + "cursor 1\n";
    QTest::newRow("missing flags") << QString(good).replace("agreed 0\n", "");
    QTest::newRow("move after the game ended")
        << "game zousi\nversion 1\nstart .x..x.o.....o... x\nmoves b4-b3 a1-a2\ncursor 2\n"
           "agreed 0\nassisted 0\n";
    QTest::newRow("agreed draw after a win")
        << "game zousi\nversion 1\nstart .x..x.o.....o... x\nmoves b4-b3\ncursor 1\n"
           "agreed 1\nassisted 0\n";
}

void TestZousiGame::saveRejects()
{
    QFETCH(QString, text);
    if (text.isNull()) {
        QVERIFY(Game::deserialize("game zousi\nversion 1\nstart xxxx........oooo x\nmoves "
                                  "a4-a3 a1-a2\ncursor 2\nagreed 0\nassisted 0\n"));
        return;
    }
    QVERIFY(!Game::deserialize(text.toStdString()));
}

// Game records (issue 19): start position and moves; replaying the record gives the same
// game (position, status, plies), also for a pass and a game that ended.
void TestZousiGame::recordRoundTrip_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("moves");
    QTest::newRow("start, no moves") << "xxxx........oooo x"
                                     << "";
    QTest::newRow("a few steps") << "xxxx........oooo x"
                                 << "a4-a3 a1-a2 b4-b3";
    QTest::newRow("o first") << "xxxx........oooo o"
                             << "b1-b2 a4-a3";
    QTest::newRow("a pass") << "ox..x......x..xo o"
                            << "pass";
    QTest::newRow("a capture that ends it") << ".x..x.o.....o... x"
                                            << "b4-b3";
}

void TestZousiGame::recordRoundTrip()
{
    QFETCH(QString, start);
    QFETCH(QString, moves);
    const std::string text = start.toStdString() + "\n" + moves.toStdString() + "\n";
    int bad = 0;
    auto game = Game::fromRecord(text, &bad);
    QVERIFY2(game, qPrintable(QString::number(bad)));
    QCOMPARE(QString::fromStdString(game->record()), QString::fromStdString(text));
    auto again = Game::fromRecord(game->record());
    QVERIFY(again);
    QCOMPARE(again->position(), game->position());
    QCOMPARE(again->status(), game->status());
    QCOMPARE(again->plyCount(), game->plyCount());
    // Windows line ends and a missing moves line are accepted.
    if (moves.isEmpty())
        QVERIFY(Game::fromRecord(start.toStdString() + "\r\n"));
}

void TestZousiGame::recordRefusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("badPly");
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("not a position") << "hello\n" << 0;
    QTest::newRow("a finished position") << "....xx.........o o\n" << 0;
    QTest::newRow("an illegal step") << "xxxx........oooo x\na4-a2\n" << 1;
    QTest::newRow("the wrong side's piece") << "xxxx........oooo x\na1-a2\n" << 1;
    QTest::newRow("a pass that is not forced") << "xxxx........oooo x\na4-a3 pass\n" << 2;
    QTest::newRow("a move after the end") << ".x..x.o.....o... x\nb4-b3 a1-a2\n" << 2;
    QTest::newRow("a third line") << "xxxx........oooo x\na4-a3\nmore\n" << 0;
}

void TestZousiGame::recordRefusals()
{
    QFETCH(QString, text);
    QFETCH(int, badPly);
    int bad = -5;
    QVERIFY(!Game::fromRecord(text.toStdString(), &bad));
    QCOMPARE(bad, badPly);
}

QTEST_APPLESS_MAIN(TestZousiGame)
#include "tst_zousigame.moc"
