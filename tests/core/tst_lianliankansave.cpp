// Lianliankan save games: a round trip keeps the game (board, clock, score, history, RNG) and
// damaged or hostile text is refused, never trusted.

#include "lianliankan/linkgame.h"

#include <QtTest>

#include <QRegularExpression>

using namespace gg::link;

namespace {

// A game with removals, a shuffle and an undone removal (a redo tail).
Game sampleGame()
{
    Game game(Level::Easy, false, 21);
    const long long waits[] = {500, 800, 400, 300, 200};
    for (int i = 0; i < 5; ++i) {
        game.advanceTime(waits[i]);
        if (i == 2) {
            game.shuffle();
            continue;
        }
        const auto pair = game.hint();
        game.match(pair->a, pair->b);
    }
    game.undo();
    game.advanceTime(1234);
    return game;
}

// Replaces the line "key ..." with "key value" (or removes it when value is null).
QString withField(const QString &text, const QString &key, const char *value)
{
    QStringList lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(key + ' ') || lines[i] == key) {
            if (value)
                lines[i] = key + ' ' + value;
            else
                lines.removeAt(i);
            return lines.join('\n');
        }
    }
    return text;
}

QString field(const QString &text, const QString &key)
{
    for (const QString &line : text.split('\n'))
        if (line.startsWith(key + ' '))
            return line.mid(key.size() + 1);
    return {};
}

} // namespace

class TestLianliankanSave : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void roundTripGravityAndAutoReshuffle();
    void setPositionOnlyWhatSavesHold_data();
    void setPositionOnlyWhatSavesHold();
    void corrupt_data();
    void corrupt();
    void fuzzNeverCrashes();
};

void TestLianliankanSave::roundTrip()
{
    Game game = sampleGame();
    const std::string text = game.serialize();
    auto loaded = Game::deserialize(text);
    QVERIFY(loaded);
    QVERIFY(loaded->board() == game.board());
    QCOMPARE(loaded->score(), game.score());
    QCOMPARE(loaded->combo(), game.combo());
    QCOMPARE(loaded->elapsedMs(), game.elapsedMs());
    QCOMPARE(loaded->shufflesLeft(), game.shufflesLeft());
    QCOMPARE(loaded->assisted(), game.assisted());
    QCOMPARE(loaded->level(), Level::Easy);
    QVERIFY(loaded->options() == game.options());
    QVERIFY(loaded->canRedo() && game.canRedo());
    QVERIFY(loaded->startBoard() == game.startBoard());
    QVERIFY(loaded->startSolution() == game.startSolution());
    QCOMPARE(loaded->serialize(), text);
    // The random state survives: both shuffle the same way from here.
    QVERIFY(loaded->shuffle() && game.shuffle());
    QVERIFY(loaded->board() == game.board());
    QVERIFY(loaded->redo() == false); // a shuffle dropped the redo tail in both
}

void TestLianliankanSave::roundTripGravityAndAutoReshuffle()
{
    Game game(Level::Relaxed, true, 4);
    game.setPosition(Board(3, 2, {0, 0, 1, 2, 2, 1})); // stuck at once: reshuffled
    QCOMPARE(game.autoReshuffles(), 1);
    auto loaded = Game::deserialize(game.serialize());
    QVERIFY(loaded);
    QVERIFY(loaded->board() == game.board());
    QCOMPARE(loaded->autoReshuffles(), 1);
    QVERIFY(loaded->options().gravity);

    Game hard(Level::Hard, true, 6);
    for (int i = 0; i < 30; ++i) {
        hard.advanceTime(900);
        const auto pair = hard.hint();
        hard.match(pair->a, pair->b);
    }
    auto again = Game::deserialize(hard.serialize());
    QVERIFY(again);
    QVERIFY(again->board() == hard.board());
    QCOMPARE(again->score(), hard.score());
}

// Found by fuzz_lianliankan: the test hook took boards a save cannot hold (an odd number of
// cells; with gravity, tiles in the air), so such a game could not be restored.
void TestLianliankanSave::setPositionOnlyWhatSavesHold_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QList<int>>("cells");
    QTest::addColumn<bool>("gravity");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("fuzz: 3x1, odd number of cells")
        << 3 << 1 << QList<int>{0, 1, 1} << false << false;
    QTest::newRow("fuzz: gravity, tiles above gaps")
        << 2 << 2 << QList<int>{1, 1, 0, 0} << true << false;
    QTest::newRow("gravity, settled") << 2 << 2 << QList<int>{0, 0, 1, 1} << true << true;
    QTest::newRow("no gravity, tiles above gaps")
        << 2 << 2 << QList<int>{1, 1, 0, 0} << false << true;
    QTest::newRow("§4 odd count of a kind") << 2 << 2 << QList<int>{1, 1, 1, 0} << false << false;
}

void TestLianliankanSave::setPositionOnlyWhatSavesHold()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QList<int>, cells);
    QFETCH(bool, gravity);
    QFETCH(bool, accepted);
    Game game(Level::Relaxed, gravity, 3);
    const Board before = game.board();
    QCOMPARE(game.setPosition(Board(rows, cols, std::vector<int>(cells.begin(), cells.end()))),
             accepted);
    if (!accepted) {
        QVERIFY(game.board() == before);
        return;
    }
    auto loaded = Game::deserialize(game.serialize());
    QVERIFY(loaded);
    QCOMPARE(loaded->serialize(), game.serialize());
}

void TestLianliankanSave::corrupt_data()
{
    QTest::addColumn<QString>("text");
    const QString good = QString::fromStdString(sampleGame().serialize());
    const QString steps = field(good, "steps");
    const QStringList tokens = steps.split(' ');
    QVERIFY(tokens.size() == 5 && tokens[2].startsWith("s@"));
    const QString backwards =
        QStringList{tokens[1], tokens[0], tokens[2], tokens[3], tokens[4]}.join(' ');
    QString oddStart = field(good, "start");
    oddStart[0] = oddStart[0] == '1' ? '2' : '1';
    QString changedShuffle = field(good, "shuffle0");
    changedShuffle.replace(QRegularExpression("^\\d+"), "7");

    QTest::newRow("empty") << QString();
    QTest::newRow("binary garbage") << QString("\x01\x02\x03 nonsense");
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QTest::newRow("other game") << withField(good, "game", "2048");
    QTest::newRow("future version") << withField(good, "version", "2");
    QTest::newRow("level does not match options") << withField(good, "level", "hard");
    QTest::newRow("unknown level") << withField(good, "level", "insane");
    QTest::newRow("rows zero") << withField(good, "rows", "0");
    QTest::newRow("rows too many") << withField(good, "rows", "33");
    QTest::newRow("kinds zero") << withField(good, "kinds", "0");
    QTest::newRow("negative time limit") << withField(good, "timelimit", "-5");
    QTest::newRow("missing start") << withField(good, "start", nullptr);
    QTest::newRow("§4 start with an odd count")
        << withField(good, "start", oddStart.toLatin1().constData());
    QTest::newRow("start too short") << withField(good, "start", "1 1 2 2");
    QTest::newRow("start kind above kinds")
        << withField(good, "start", QString(field(good, "start")).replace(0, 1, "99").toLatin1());
    QTest::newRow("§4 illegal removal") << withField(good, "steps", "m0,0,0,0@0");
    QTest::newRow("removal of another kind") << withField(good, "steps", "m0,0,5,7@0");
    QTest::newRow("time going backwards")
        << withField(good, "steps", backwards.toLatin1().constData());
    QTest::newRow("removal after the elapsed time") << withField(
        good, "steps",
        QString(tokens[0]).replace(QRegularExpression("@\\d+"), "@999999").toLatin1().constData());
    QTest::newRow("unknown step") << withField(good, "steps", "x@5");
    QTest::newRow("step without time") << withField(good, "steps", "m0,0,0,1");
    QTest::newRow("shuffle changes the tiles")
        << withField(good, "shuffle0", changedShuffle.toLatin1().constData());
    QTest::newRow("shuffle arrangement missing") << withField(good, "shuffle0", nullptr);
    QTest::newRow("more shuffles than allowed") << withField(good, "shuffles", "0");
    QTest::newRow("automatic reshuffle of a board that is not stuck")
        << withField(good, "steps", QString(steps).replace("s@", "a@").toLatin1().constData());
    QTest::newRow("cursor beyond the steps") << withField(good, "cursor", "6");
    QTest::newRow("undo across a shuffle") << withField(good, "cursor", "2");
    QTest::newRow("negative elapsed") << withField(good, "elapsed", "-1");
    QTest::newRow("assisted not a flag") << withField(good, "assisted", "2");
    QTest::newRow("gravity not a flag") << withField(good, "gravity", "yes");
}

void TestLianliankanSave::corrupt()
{
    QFETCH(QString, text);
    QVERIFY(!Game::deserialize(text.toStdString()));
}

// Random damage to a save never crashes the loader; anything it accepts is a sound game.
void TestLianliankanSave::fuzzNeverCrashes()
{
    const std::string good = sampleGame().serialize();
    gg::Rng rng(31);
    int accepted = 0;
    for (int i = 0; i < 3000; ++i) {
        std::string text = good;
        const int edits = 1 + static_cast<int>(rng.below(4));
        for (int e = 0; e < edits; ++e) {
            const auto at = rng.below(static_cast<std::uint32_t>(text.size()));
            switch (rng.below(3)) {
            case 0:
                text[at] = static_cast<char>(32 + rng.below(95));
                break;
            case 1:
                text.erase(at, 1 + rng.below(8));
                break;
            default:
                text.insert(at, 1, "0123456789 -,@\nms"[rng.below(17)]);
                break;
            }
            if (text.empty())
                break;
        }
        auto game = Game::deserialize(text);
        if (!game)
            continue;
        ++accepted;
        QVERIFY(game->board().countsEven());
        QVERIFY(game->status() != Status::Playing || !game->removablePairs().empty());
    }
    QVERIFY(accepted < 3000);
}

QTEST_APPLESS_MAIN(TestLianliankanSave)
#include "tst_lianliankansave.moc"
