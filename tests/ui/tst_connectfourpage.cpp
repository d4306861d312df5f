// The Connect Four tab (issue 3, docs/RULES.md §2): mouse and keyboard drops, the full-column
// refusal, win and draw messages, the computer's reply off the GUI thread at every level,
// undo against the computer, cancelling a search with New game / Undo, the hint,
// statistics (abandoning counts as a loss), saving and restoring, language switch.

#include "common/boardview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "connectfour/connectfourscene.h"
#include "connectfour/connectfoursolver.h"
#include "highscores.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace gg::ui;
namespace c4 = gg::c4;

Q_DECLARE_METATYPE(gg::c4::Level)

namespace {

// Full-board games without any four (found by a search, checked by the core when replayed).
const char Draw8x6[] = "757844241857421823815116441825738556223776636336";
const char Draw7x6[] = "746336637473574166457736351524215222121451";

c4::Options twoPlayers(int width = 8)
{
    c4::Options options;
    options.width = width;
    options.opponent = c4::Opponent::Human;
    return options;
}

c4::Options versus(c4::Level level, c4::FirstPlayer first = c4::FirstPlayer::Human, int width = 8)
{
    c4::Options options;
    options.width = width;
    options.opponent = c4::Opponent::Computer;
    options.level = level;
    options.first = first;
    return options;
}

// A saved game with these options after these 1-based column digits.
QByteArray savedGame(const c4::Options &options, const QString &digits)
{
    c4::Game game(options, 11);
    for (QChar ch : digits)
        game.drop(ch.digitValue() - 1);
    return QByteArray::fromStdString(game.serialize());
}

QPoint columnPoint(ConnectFourPage &page, int column, int row)
{
    return page.view()->mapFromScene(page.scene()->cellCentre(column, row));
}

} // namespace

class TestConnectFourPage : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void mouseClickDropsIntoColumn_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row"); // where in the column the click lands (-1: above)
        QTest::newRow("click on the bottom hole") << 2 << 0;
        QTest::newRow("click near the top of the column") << 5 << 5;
        QTest::newRow("click above the board") << 0 << -1;
        QTest::newRow("click in the last column") << 7 << 3;
    }
    void mouseClickDropsIntoColumn()
    {
        QFETCH(int, column);
        QFETCH(int, row);
        ConnectFourPage page(nullptr, 1);
        page.resize(900, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setOptions(twoPlayers());
        QSignalSpy dropped(page.controller(), &ConnectFourController::dropped);
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                          columnPoint(page, column, row));
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(page.controller()->game().at(column, 0), c4::Disc::Red);
        QCOMPARE(page.scene()->lastMarked(), std::make_optional(std::make_pair(column, 0)));
    }

    void hoverMovesTheGhost()
    {
        ConnectFourPage page(nullptr, 1);
        page.resize(900, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setOptions(twoPlayers());
        QTest::mouseMove(page.view()->viewport(), columnPoint(page, 6, 2));
        QTRY_COMPARE(page.scene()->cursorColumn(), 6);
        QCOMPARE(page.scene()->ghost(), c4::Disc::Red);
    }

    void digitKeysDrop_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("column"); // -1: the key does nothing on this board
        for (int i = 0; i < 8; ++i)
            QTest::addRow("8x6 key %d", i + 1) << 8 << int(Qt::Key_1 + i) << i;
        QTest::newRow("7x6 key 7") << 7 << int(Qt::Key_7) << 6;
        QTest::newRow("7x6 key 8 ignored") << 7 << int(Qt::Key_8) << -1;
        QTest::newRow("8x6 key 9 ignored") << 8 << int(Qt::Key_9) << -1;
    }
    void digitKeysDrop()
    {
        QFETCH(int, width);
        QFETCH(int, key);
        QFETCH(int, column);
        ConnectFourPage page(nullptr, 2);
        page.setOptions(twoPlayers(width));
        QTest::keyClick(page.view(), Qt::Key(key));
        if (column < 0) {
            QCOMPARE(page.controller()->game().moveCount(), 0);
            return;
        }
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QCOMPARE(page.controller()->game().at(column, 0), c4::Disc::Red);
    }

    void cursorKeysDrop_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("column");
        // The cursor starts in the middle column (4 on 8×6, 0-based).
        QTest::newRow("Enter in the middle") << QList<int>{Qt::Key_Return} << 4;
        QTest::newRow("Left Left Down")
            << QList<int>{Qt::Key_Left, Qt::Key_Left, Qt::Key_Down} << 2;
        QTest::newRow("Right Space") << QList<int>{Qt::Key_Right, Qt::Key_Space} << 5;
        QTest::newRow("Left stops at the edge")
            << QList<int>{Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left,
                          Qt::Key_Left, Qt::Key_Left, Qt::Key_Enter}
            << 0;
        QTest::newRow("Right stops at the edge")
            << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right,
                          Qt::Key_Return}
            << 7;
    }
    void cursorKeysDrop()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, column);
        ConnectFourPage page(nullptr, 3);
        page.setOptions(twoPlayers());
        for (int key : keys)
            QTest::keyClick(page.view(), Qt::Key(key));
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QCOMPARE(page.controller()->game().at(column, 0), c4::Disc::Red);
        QCOMPARE(page.scene()->cursorColumn(), column);
    }

    void fullColumnIsRefused()
    {
        // docs/RULES.md §2.3: a disc cannot go into a full column.
        ConnectFourPage page(nullptr, 4);
        page.setOptions(twoPlayers());
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(page.view(), Qt::Key_1);
        QCOMPARE(page.controller()->game().moveCount(), 6);
        QSignalSpy refused(page.controller(), &ConnectFourController::refused);
        QSignalSpy dropped(page.controller(), &ConnectFourController::dropped);
        QTest::keyClick(page.view(), Qt::Key_1);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().at(1).value<c4::DropError>(), c4::DropError::ColumnFull);
        QCOMPARE(dropped.count(), 0);
        QCOMPARE(page.controller()->game().moveCount(), 6);
        QVERIFY(page.scene()->flashing());
    }

    void winAndDrawMessages_data()
    {
        QTest::addColumn<QByteArray>("state");
        QTest::addColumn<int>("lastColumn"); // 1-based
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("winning");
        QTest::newRow("two players: red wins vertically")
            << savedGame(twoPlayers(), QStringLiteral("121212")) << 1
            << QStringLiteral("Winner: Red") << 4;
        QTest::newRow("two players: yellow wins across")
            << savedGame(twoPlayers(), QStringLiteral("1213148")) << 5
            << QStringLiteral("Winner: Yellow") << 4;
        QTest::newRow("against the computer: you win diagonally")
            << savedGame(versus(c4::Level::Easy), QStringLiteral("1223433484")) << 4
            << QStringLiteral("You win!") << 4;
        const QString draw8 = QString::fromLatin1(Draw8x6);
        QTest::newRow("two players: draw on 8x6")
            << savedGame(twoPlayers(), draw8.left(47)) << draw8.right(1).toInt()
            << QStringLiteral("Draw") << 0;
        const QString draw7 = QString::fromLatin1(Draw7x6);
        QTest::newRow("two players: draw on 7x6")
            << savedGame(twoPlayers(7), draw7.left(41)) << draw7.right(1).toInt()
            << QStringLiteral("Draw") << 0;
    }
    void winAndDrawMessages()
    {
        QFETCH(QByteArray, state);
        QFETCH(int, lastColumn);
        QFETCH(QString, title);
        QFETCH(int, winning);
        ConnectFourPage page(nullptr, 5);
        QVERIFY(page.restoreState(state));
        QVERIFY(!page.scene()->message()->isShown());
        page.controller()->drop(lastColumn - 1);
        QVERIFY(page.controller()->game().over());
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), title);
        QCOMPARE(page.scene()->winningCount(), winning);
        QCOMPARE(page.scene()->ghost(), c4::Disc::None);
        // Play Again starts a fresh game.
        QTest::keyClick(page.view(), Qt::Key_Return);
        QCOMPARE(page.controller()->game().moveCount(), 0);
        QVERIFY(!page.scene()->message()->isShown());
    }

    void computerRepliesOffTheGuiThread_data()
    {
        QTest::addColumn<c4::Level>("level");
        QTest::newRow("easy") << c4::Level::Easy;
        QTest::newRow("medium") << c4::Level::Medium;
        QTest::newRow("hard") << c4::Level::Hard;
        QTest::newRow("expert") << c4::Level::Expert;
    }
    void computerRepliesOffTheGuiThread()
    {
        QFETCH(c4::Level, level);
        ConnectFourPage page(nullptr, 6);
        page.controller()->setBudgetOverride(40);
        page.setOptions(versus(level));
        QSignalSpy dropped(page.controller(), &ConnectFourController::dropped);
        QTest::keyClick(page.view(), Qt::Key_4);
        // The drop returned while the computer is still searching: the GUI was not blocked.
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QVERIFY(page.controller()->thinking());
        QCOMPARE(page.scene()->banner(), QStringLiteral("Computer is thinking…"));
        QCOMPARE(page.scene()->ghost(), c4::Disc::None);
        // Keys during its turn are refused.
        QTest::keyClick(page.view(), Qt::Key_1);
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QVERIFY(dropped.wait(10000) || dropped.count() == 2);
        QTRY_COMPARE(dropped.count(), 2);
        QCOMPARE(page.controller()->game().moveCount(), 2);
        QVERIFY(!page.controller()->thinking());
        QCOMPARE(page.scene()->ghost(), c4::Disc::Red);
        QVERIFY(page.scene()->banner().isEmpty());
    }

    void computerStartsWhenChosen()
    {
        ConnectFourPage page(nullptr, 7);
        page.controller()->setBudgetOverride(30);
        page.setOptions(versus(c4::Level::Medium, c4::FirstPlayer::Computer));
        QCOMPARE(page.controller()->game().computerDisc(), c4::Disc::Red);
        QTRY_COMPARE(page.controller()->game().moveCount(), 1);
        QCOMPARE(page.scene()->ghost(), c4::Disc::Yellow);
    }

    void undoAgainstComputerTakesTwoPlies()
    {
        ConnectFourPage page(nullptr, 8);
        page.controller()->setBudgetOverride(30);
        page.setOptions(versus(c4::Level::Medium));
        QTest::keyClick(page.view(), Qt::Key_3);
        QTRY_COMPARE(page.controller()->game().moveCount(), 2);
        QTest::keyClick(page.view(), Qt::Key_5);
        QTRY_COMPARE(page.controller()->game().moveCount(), 4);
        QVERIFY(page.isActionEnabled(GameAction::Undo));
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().moveCount(), 2);
        QCOMPARE(page.controller()->game().at(2, 0), c4::Disc::Red);
        QVERIFY(page.isActionEnabled(GameAction::Redo));
        page.trigger(GameAction::Redo);
        QCOMPARE(page.controller()->game().moveCount(), 4);
        QVERIFY(!page.controller()->thinking());
    }

    void cancelDuringThinking_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<int>("movesAfter");
        QTest::newRow("new game") << int(GameAction::New) << 0;
        QTest::newRow("undo") << int(GameAction::Undo) << 0;
    }
    void cancelDuringThinking()
    {
        QFETCH(int, action);
        QFETCH(int, movesAfter);
        ConnectFourPage page(nullptr, 9);
        page.controller()->setBudgetOverride(400);
        page.setOptions(versus(c4::Level::Expert));
        QSignalSpy dropped(page.controller(), &ConnectFourController::dropped);
        QTest::keyClick(page.view(), Qt::Key_2);
        QVERIFY(page.controller()->thinking());
        page.trigger(GameAction(action));
        QVERIFY(!page.controller()->thinking());
        QCOMPARE(page.controller()->game().moveCount(), movesAfter);
        // The cancelled search finishes and reports: its move is never applied.
        page.setAnimationsEnabled(false); // no reply delay on top of the search
        gg::test::drainComputer();
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(page.controller()->game().moveCount(), movesAfter);
        QCOMPARE(page.scene()->ghost(), c4::Disc::Red);
    }

    void hintMarksAssisted()
    {
        ConnectFourPage page(nullptr, 10);
        page.controller()->setBudgetOverride(60);
        page.setOptions(versus(c4::Level::Easy));
        QVERIFY(!page.controller()->game().assisted());
        QSignalSpy hint(page.controller(), &ConnectFourController::hintReady);
        page.trigger(GameAction::Hint);
        QVERIFY(hint.wait(10000));
        const int column = hint.first().first().toInt();
        QVERIFY(column >= 0 && column < 8);
        QVERIFY(page.controller()->game().assisted());
        QCOMPARE(page.scene()->hintColumn(), column);
        QCOMPARE(page.statusText(), QStringLiteral("Hint: column %1.").arg(column + 1));
        // The hint goes away with the next drop, and the saved game stays assisted.
        QTest::keyClick(page.view(), Qt::Key(Qt::Key_1 + column));
        QCOMPARE(page.scene()->hintColumn(), -1);
        QVERIFY(page.saveState().contains("assisted 1"));
    }

    void statistics_data()
    {
        QTest::addColumn<QByteArray>("state");
        QTest::addColumn<int>("humanColumn"); // 1-based; 0: the computer moves next
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("won");
        QTest::addColumn<int>("lost");
        QTest::addColumn<int>("drawn");
        QTest::newRow("win on 8x6 medium")
            << savedGame(versus(c4::Level::Medium), QStringLiteral("121212")) << 1
            << QStringLiteral("8x6-medium") << 1 << 0 << 0;
        QTest::newRow("loss on 7x6 hard: the computer takes its four")
            << savedGame(versus(c4::Level::Hard, c4::FirstPlayer::Human, 7),
                         QStringLiteral("1717275"))
            << 0 << QStringLiteral("7x6-hard") << 0 << 1 << 0;
        const QString draw = QString::fromLatin1(Draw8x6);
        QTest::newRow("draw on 8x6 expert (you are yellow)")
            << savedGame(versus(c4::Level::Expert, c4::FirstPlayer::Computer), draw.left(47))
            << draw.right(1).toInt() << QStringLiteral("8x6-expert") << 0 << 0 << 1;
    }
    void statistics()
    {
        QFETCH(QByteArray, state);
        QFETCH(int, humanColumn);
        QFETCH(QString, variant);
        QFETCH(int, won);
        QFETCH(int, lost);
        QFETCH(int, drawn);
        ConnectFourPage page(nullptr, 12);
        page.controller()->setBudgetOverride(40);
        QVERIFY(page.restoreState(state));
        if (humanColumn > 0)
            page.controller()->drop(humanColumn - 1);
        QTRY_VERIFY(page.controller()->game().over());
        const GameStats stats = Statistics::read(QStringLiteral("connect4"), variant);
        QCOMPARE(stats.won, won);
        QCOMPARE(stats.lost, lost);
        QCOMPARE(stats.drawn, drawn);
        QCOMPARE(page.recordText(),
                 QStringLiteral("Won %1 · Lost %2 · Drawn %3").arg(won).arg(lost).arg(drawn));
        // Counted once: undo and finishing again does not count a second result.
        page.trigger(GameAction::New);
        QCOMPARE(Statistics::read(QStringLiteral("connect4"), variant).played(), 1);
        // The High Scores dialog lists the row.
        bool listed = false;
        for (const StatsBoard &board : page.statsBoards())
            listed = listed || board.variant == variant;
        QVERIFY(listed);
    }

    void abandonCountsAsAbandoned_data()
    {
        QTest::addColumn<bool>("humanMoved");
        QTest::addColumn<bool>("vsComputer");
        QTest::addColumn<int>("abandoned");
        QTest::newRow("after a move against the computer") << true << true << 1;
        QTest::newRow("before any move") << false << true << 0;
        QTest::newRow("two players are not counted") << true << false << 0;
    }
    void abandonCountsAsAbandoned()
    {
        QFETCH(bool, humanMoved);
        QFETCH(bool, vsComputer);
        QFETCH(int, abandoned);
        ConnectFourPage page(nullptr, 13);
        page.controller()->setBudgetOverride(30);
        page.setOptions(vsComputer ? versus(c4::Level::Easy) : twoPlayers());
        if (humanMoved) {
            QTest::keyClick(page.view(), Qt::Key_4);
            if (vsComputer)
                QTRY_COMPARE(page.controller()->game().moveCount(), 2);
        }
        page.trigger(GameAction::New);
        const GameStats stats =
            Statistics::read(QStringLiteral("connect4"),
                             QString::fromLatin1(vsComputer ? "8x6-easy" : "8x6-medium"));
        QCOMPARE(stats.abandoned, abandoned); // apart from losses
        QCOMPARE(stats.lost, 0);
        QCOMPARE(stats.played(), abandoned);
    }

    void saveRestoreRoundTrip()
    {
        QByteArray state;
        std::vector<int> moves;
        {
            ConnectFourPage page(nullptr, 14);
            page.controller()->setBudgetOverride(30);
            page.setOptions(versus(c4::Level::Hard, c4::FirstPlayer::Human, 7));
            QTest::keyClick(page.view(), Qt::Key_4);
            QTRY_COMPARE(page.controller()->game().moveCount(), 2);
            QTest::keyClick(page.view(), Qt::Key_3);
            QTRY_COMPARE(page.controller()->game().moveCount(), 4);
            moves = page.controller()->game().moves();
            state = page.saveState();
        }
        ConnectFourPage page(nullptr, 15);
        QVERIFY(page.restoreState(state));
        const c4::Game &game = page.controller()->game();
        QCOMPARE(game.moves(), moves);
        QCOMPARE(game.width(), 7);
        QCOMPARE(game.options().level, c4::Level::Hard);
        QCOMPARE(game.computerDisc(), c4::Disc::Yellow);
        QCOMPARE(page.scene()->discCount(), 4);
        QCOMPARE(page.scene()->width(), 7);
        // The restored game keeps its undo history.
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().moveCount(), 2);
    }

    void restoreRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("state");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("another game") << QByteArray("game 2048\nversion 1\nsize 4\n");
        QByteArray good = savedGame(twoPlayers(), QStringLiteral("1234"));
        QTest::newRow("truncated") << good.left(good.size() / 2);
        QByteArray fullColumn = savedGame(twoPlayers(), QStringLiteral("1111111"));
        QTest::newRow("seven discs in a column")
            << fullColumn.replace("moves 0 0 0 0 0 0\ncursor 6", "moves 0 0 0 0 0 0 0\ncursor 7");
        QByteArray badSize = good;
        QTest::newRow("impossible size") << badSize.replace("width 8", "width 99");
    }
    void restoreRejectsGarbage()
    {
        QFETCH(QByteArray, state);
        ConnectFourPage page(nullptr, 16);
        page.setOptions(twoPlayers());
        QTest::keyClick(page.view(), Qt::Key_2);
        const std::vector<int> before = page.controller()->game().moves();
        QVERIFY(!page.restoreState(state));
        QCOMPARE(page.controller()->game().moves(), before);
    }

    void quitAndRestartKeepsTheGame()
    {
        std::vector<int> before;
        {
            MainWindow window(QStringLiteral("connect4"));
            window.show();
            auto *page = qobject_cast<ConnectFourPage *>(window.page(QStringLiteral("connect4")));
            QVERIFY(page);
            page->setOptions(twoPlayers(7));
            for (int key : {Qt::Key_4, Qt::Key_4, Qt::Key_2})
                QTest::keyClick(page->view(), Qt::Key(key));
            before = page->controller()->game().moves();
            QCoreApplication::processEvents(); // the queued save runs on the event loop
            QVERIFY(QFile::exists(m_sandbox->saveFile(QStringLiteral("connect4"))));
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<ConnectFourPage *>(again.page(QStringLiteral("connect4")));
        QVERIFY(page);
        QCOMPARE(page->controller()->game().moves(), before);
        QCOMPARE(page->controller()->game().width(), 7);
        QVERIFY(!page->controller()->vsComputer());
        QVERIFY(again.notices().isEmpty());
    }

    void languageSwitchRetranslates()
    {
        ConnectFourPage page(nullptr, 17);
        page.setOptions(twoPlayers());
        page.show();
        QCOMPARE(page.turnText(), QStringLiteral("Red"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(page.turnText(), QStringLiteral("红方"));
        QCOMPARE(page.title(), QStringLiteral("四子棋"));
        // An in-scene message follows the language too.
        QVERIFY(page.restoreState(savedGame(twoPlayers(), QStringLiteral("121212"))));
        page.controller()->drop(0);
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("胜者：红方"));
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(page.scene()->message()->title(), QStringLiteral("Winner: Red"));
    }

    void pauseIsNotSupported()
    {
        ConnectFourPage page(nullptr, 18);
        QVERIFY(!page.supports(GameAction::Pause));
        QVERIFY(!page.isActionEnabled(GameAction::Pause));
        QVERIFY(page.supports(GameAction::Hint));
    }

    // Pictures for a person to look at (GG_C4_SHOTS=dir); skipped in normal runs.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("GG_C4_SHOTS");
        if (dir.isEmpty())
            QSKIP("set GG_C4_SHOTS to a directory to save screenshots");
        const struct
        {
            const char *name;
            const char *lang;
            int width;
            QSize size;
            const char *moves;
            int extra; // 1-based column dropped after restoring (0: none)
            bool vsComputer;
        } shots[] = {
            {"mid-8x6-en", "en", 8, {1000, 640}, "4453356", 0, true},
            {"won-8x6-en", "en", 8, {1000, 640}, "1223433484", 4, true},
            {"mid-7x6-zh", "zh_CN", 7, {1000, 640}, "44433521", 0, false},
            {"won-7x6-zh", "zh_CN", 7, {1000, 640}, "1213147", 5, false},
            {"small-8x6-zh", "zh_CN", 8, {700, 500}, "4453", 0, true},
            {"small-8x6-en", "en", 8, {640, 420}, "4453", 0, true},
            {"analysis-7x6-en", "en", 7, {1000, 640}, "4443332", 0, false},
            {"analysis-7x6-zh", "zh_CN", 7, {1000, 640}, "44433521", 0, false},
            {"analysis-8x6-en", "en", 8, {800, 600}, "4453", 0, false},
        };
        for (const auto &shot : shots) {
            LanguageManager::instance().apply(QString::fromLatin1(shot.lang));
            ConnectFourPage page(nullptr, 21);
            page.controller()->setBudgetOverride(30);
            page.resize(shot.size);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            const c4::Options options =
                shot.vsComputer ? versus(c4::Level::Hard, c4::FirstPlayer::Human, shot.width)
                                : twoPlayers(shot.width);
            QVERIFY(page.restoreState(savedGame(options, QString::fromLatin1(shot.moves))));
            if (shot.extra)
                page.controller()->drop(shot.extra - 1);
            if (QByteArray(shot.name).startsWith("analysis")) {
                page.controller()->setAnalysisBudget(3000);
                page.analyseAction()->trigger();
                gg::test::drainComputer();
            }
            QTest::mouseMove(page.view()->viewport(), columnPoint(page, 2, 3));
            QTest::qWait(500); // the message fades in
            page.grab().save(dir + QLatin1Char('/') + QLatin1String(shot.name) +
                             QStringLiteral(".png"));
        }
    }

    // Game → Analyse (issue 19): every playable column shows its exact value where the
    // solver proves it (the same as Solver::analyzeEach, with the winner's discs still to
    // play), '?'-marked estimates elsewhere, nothing on full columns; the game becomes
    // assisted; the labels go with the position and come back for the next one.
    void analysisShowsEachColumnsValue_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("moves");
        QTest::newRow("7x6 late, one full column") << 7 << QStringLiteral("444444333333");
        QTest::newRow("8x6 middle game") << 8 << QStringLiteral("582417628745333445545347");
    }
    void analysisShowsEachColumnsValue()
    {
        QFETCH(int, width);
        QFETCH(QString, moves);
        ConnectFourPage page(nullptr, 13);
        page.setOptions(twoPlayers(width));
        for (QChar digit : moves)
            QVERIFY(page.controller()->drop(digit.digitValue() - 1));
        QVERIFY(!page.controller()->game().assisted());
        QVERIFY(page.analysisTexts().isEmpty());
        page.controller()->setAnalysisBudget(20000);
        page.analyseAction()->trigger();
        QVERIFY(page.controller()->analysing());
        QVERIFY(page.analyseAction()->isChecked());
        QVERIFY(page.controller()->game().assisted());
        gg::test::drainComputer();
        const QStringList texts = page.analysisTexts();
        QCOMPARE(texts.size(), width);

        c4::Board board(width, 6);
        QVERIFY(board.playDigits(moves.toStdString()));
        c4::Solver solver(22);
        const auto values = solver.analyzeEach(board);
        for (int col = 0; col < width; ++col) {
            const auto &v = values[std::size_t(col)];
            if (!v.playable) {
                QCOMPARE(texts[col], QString());
                continue;
            }
            QVERIFY(v.score);
            const int n = c4::movesToEnd(board, *v.score);
            const QString expected = *v.score > 0   ? QStringLiteral("Win %1").arg(n)
                                     : *v.score < 0 ? QStringLiteral("Loss %1").arg(n)
                                                    : QStringLiteral("Draw");
            QCOMPARE(texts[col], expected);
        }

        // A drop takes the labels away; the next position's come back.
        QVERIFY(page.controller()->drop(0));
        QVERIFY(page.analysisTexts().isEmpty());
        gg::test::drainComputer();
        QCOMPARE(page.analysisTexts().size(), width);
        // Off: gone, and nothing comes back.
        page.analyseAction()->trigger();
        QVERIFY(page.analysisTexts().isEmpty());
        QVERIFY(page.controller()->drop(1));
        gg::test::drainComputer();
        QVERIFY(page.analysisTexts().isEmpty());
    }

    // Unproven columns are shown as estimates, with a "?".
    void analysisMarksEstimates()
    {
        ConnectFourPage page(nullptr, 14);
        page.setOptions(twoPlayers(8));
        page.controller()->setAnalysisBudget(30);
        page.analyseAction()->trigger();
        gg::test::drainComputer();
        const QStringList texts = page.analysisTexts();
        QCOMPARE(texts.size(), 8);
        for (const QString &text : texts)
            QVERIFY2(text.endsWith(QLatin1Char('?')),
                     qPrintable(text)); // the empty 8x6 board: unproven
    }

    // Game → Copy Game / Paste Game (issue 19): the move string through the clipboard; a
    // pasted game replaces the board (drawn exactly), a bad one changes nothing.
    void copyAndPasteGame()
    {
        ConnectFourPage page(nullptr, 15);
        page.setOptions(twoPlayers(7));
        for (int col : {3, 3, 4, 2})
            QVERIFY(page.controller()->drop(col));
        page.copyAction()->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("4453"));

        QGuiApplication::clipboard()->setText(QStringLiteral("44433521\n"));
        page.pasteAction()->trigger();
        QCOMPARE(page.controller()->record(), QStringLiteral("44433521"));
        QCOMPARE(page.controller()->game().width(), 7);
        QVERIFY(!page.controller()->vsComputer());
        page.scene()->finishAnimations();
        QCOMPARE(page.boardMismatch(), QString());

        QVERIFY(!page.importText(QStringLiteral("44x")));
        QVERIFY(!page.importText(QStringLiteral("4444444")));
        QVERIFY(!page.importText(QString()));
        QCOMPARE(page.controller()->record(), QStringLiteral("44433521"));

        // Column 8 needs the wide board: the game switches to it.
        QVERIFY(page.importText(QStringLiteral("4458")));
        QCOMPARE(page.controller()->game().width(), 8);
        QCOMPARE(page.controller()->record(), QStringLiteral("4458"));

        // Export Game… / Import Game…: the same text through a file; a missing file or one
        // that is no game changes nothing.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.c4"));
        QVERIFY(page.exportRecord(file));
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("4458"));
        QVERIFY(page.importText(QStringLiteral("44")));
        QVERIFY(page.importRecord(file));
        QCOMPARE(page.controller()->record(), QStringLiteral("4458"));
        QVERIFY(!page.importRecord(dir.filePath(QStringLiteral("missing.c4"))));
        QFile junk(dir.filePath(QStringLiteral("junk.c4")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a game");
        junk.close();
        QVERIFY(!page.importRecord(junk.fileName()));
        QCOMPARE(page.controller()->record(), QStringLiteral("4458"));
        QVERIFY(!page.exportRecord(file + QStringLiteral("/inside-a-file.c4"))); // not a folder
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestConnectFourPage)
#include "tst_connectfourpage.moc"
