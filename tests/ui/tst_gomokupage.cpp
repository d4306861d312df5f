// The Gomoku tab (issue 4, docs/RULES.md §3): mouse and keyboard play, refused points, wins and
// the in-scene message, the exactly-five option, the computer off the GUI thread at every
// level, undo / New game during thinking, hints, statistics, saving and the language.

#include "appsettings.h"
#include "common/boardview.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokuscene.h"
#include "gomoku/gomokustoneitem.h"
#include "gomoku/gomokuthreats.h"
#include "highscores.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace gg::ui;
namespace gomoku = gg::gomoku;
using gg::gomoku::Level;
using gg::gomoku::Point;
using gg::gomoku::Status;
using gg::gomoku::Stone;

Q_DECLARE_METATYPE(QList<Point>)

namespace {
// Alternating moves from a list of (row, col) pairs; black plays the even entries.
void playAll(GomokuController *controller, const QList<Point> &moves)
{
    for (const Point &p : moves)
        QVERIFY2(controller->play(p), qPrintable(QStringLiteral("%1,%2").arg(p.row).arg(p.col)));
}

QList<Point> line(Point start, int dr, int dc, int count)
{
    QList<Point> points;
    for (int i = 0; i < count; ++i)
        points.append({start.row + i * dr, start.col + i * dc});
    return points;
}

// Black's five (or more) in `blackPoints` order, White answering on far away points.
QList<Point> interleave(const QList<Point> &black, const QList<Point> &white)
{
    QList<Point> moves;
    for (int i = 0; i < black.size(); ++i) {
        moves.append(black[i]);
        if (i < white.size())
            moves.append(white[i]);
    }
    return moves;
}
} // namespace

class TestGomokuPage : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void mouseClickPlacesAndRefusesOccupied()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto click = [&](Point p) {
            const QPoint at = page.view()->mapFromScene(page.scene()->scenePoint(p));
            QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, at);
        };
        click({3, 4});
        QCOMPARE(page.controller()->game().at(Point{3, 4}), Stone::Black);
        QVERIFY(page.scene()->stoneAt({3, 4}));
        QVERIFY(page.scene()->stoneAt({3, 4})->isLast());
        click({3, 4}); // occupied: refused with a notice
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QVERIFY(!page.scene()->toast()->text().isEmpty());
        click({14, 14});
        QCOMPARE(page.controller()->game().at(Point{14, 14}), Stone::White);
        QVERIFY(!page.scene()->stoneAt({3, 4})->isLast());
        QCOMPARE(page.scene()->stoneCount(), 2);
    }

    void keyboardPlaces_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        const int place = Qt::Key_Return;
        QTest::newRow("enter at the centre") << QList<int>{place} << 7 << 7;
        QTest::newRow("arrows") << QList<int>{Qt::Key_Left, Qt::Key_Left, Qt::Key_Up, place} << 6
                                << 5;
        QTest::newRow("right and down")
            << QList<int>{Qt::Key_Right, Qt::Key_Down, Qt::Key_Down, place} << 9 << 8;
        QTest::newRow("home: left edge") << QList<int>{Qt::Key_Home, place} << 7 << 0;
        QTest::newRow("end: right edge") << QList<int>{Qt::Key_End, place} << 7 << 14;
        QTest::newRow("page up: top edge") << QList<int>{Qt::Key_PageUp, place} << 0 << 7;
        QTest::newRow("page down: bottom edge") << QList<int>{Qt::Key_PageDown, place} << 14 << 7;
        QTest::newRow("corner, cursor stops at the edge")
            << QList<int>{Qt::Key_PageUp, Qt::Key_Home, Qt::Key_Up, Qt::Key_Left, Qt::Key_Space}
            << 0 << 0;
        QTest::newRow("keypad enter")
            << QList<int>{Qt::Key_End, Qt::Key_PageDown, Qt::Key_Enter} << 14 << 14;
    }
    void keyboardPlaces()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, row);
        QFETCH(int, col);
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.show();
        QSignalSpy played(page.controller(), &GomokuController::played);
        for (int key : keys)
            QTest::keyClick(page.view(), Qt::Key(key));
        QCOMPARE(played.count(), 1);
        QCOMPARE(page.controller()->game().at(Point{row, col}), Stone::Black);
        QVERIFY(page.scene()->cursorVisible());
        // The same key again on the same (now occupied) point is refused.
        QTest::keyClick(page.view(), Qt::Key_Return);
        QCOMPARE(page.controller()->game().moveCount(), 1);
    }

    void fiveWins_data()
    {
        QTest::addColumn<QList<Point>>("moves");
        QTest::addColumn<QList<Point>>("five");
        const QList<Point> far = {{0, 0}, {0, 2}, {0, 4}, {0, 6}};
        const QList<Point> across = line({7, 3}, 0, 1, 5);
        const QList<Point> down = line({2, 10}, 1, 0, 5);
        const QList<Point> diag = line({5, 5}, 1, 1, 5);
        const QList<Point> anti = line({3, 12}, 1, -1, 5);
        QTest::newRow("§3 horizontal") << interleave(across, far) << across;
        QTest::newRow("§3 vertical") << interleave(down, far) << down;
        QTest::newRow("§3 diagonal") << interleave(diag, far) << diag;
        QTest::newRow("§3 anti-diagonal") << interleave(anti, far) << anti;
        // Filling the gap last: the line is unbroken only then.
        const QList<Point> gap = {{9, 1}, {9, 2}, {9, 4}, {9, 5}, {9, 3}};
        QTest::newRow("§3 gap filled last") << interleave(gap, far) << gap;
    }
    void fiveWins()
    {
        QFETCH(QList<Point>, moves);
        QFETCH(QList<Point>, five);
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        QSignalSpy finished(page.controller(), &GomokuController::finished);
        playAll(page.controller(), moves.mid(0, moves.size() - 1));
        QVERIFY(!page.scene()->message()->isShown());
        playAll(page.controller(), moves.mid(moves.size() - 1));
        QCOMPARE(page.controller()->game().status(), Status::BlackWon);
        QCOMPARE(finished.count(), 1);
        QVERIFY(page.scene()->message()->isShown());
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("Winner: Black"));
        for (const Point &p : five)
            QVERIFY(page.scene()->stoneAt(p)->isWinning());
        QVERIFY(!page.scene()->stoneAt(Point{0, 0})->isWinning());
        // The message's first button is "Play again".
        QCOMPARE(page.scene()->message()->buttons().first().text, QStringLiteral("Play Again"));
        QTest::keyClick(page.view(), Qt::Key_Return);
        QCOMPARE(page.controller()->game().moveCount(), 0);
        QVERIFY(!page.scene()->message()->isShown());
    }

    void exactlyFiveOption_data()
    {
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("status");
        QTest::newRow("§3 five or more: the overline wins")
            << int(gg::gomoku::Rule::FiveOrMore) << int(Status::BlackWon);
        QTest::newRow("§3 exactly five: the overline does not win")
            << int(gg::gomoku::Rule::ExactlyFive) << int(Status::Playing);
    }
    // Renju (issue 18, docs/RULES.md §3.11): while black is to move its forbidden points
    // carry a × (the setting turns them off); a click on one is refused with the reason in
    // words and the game is unchanged; white's turn shows none.
    void renjuForbiddenPoints_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("reason");
        QTest::newRow("English") << "en"
                                 << "double three";
        QTest::newRow("Chinese") << "zh_CN"
                                 << "三三";
    }
    void renjuForbiddenPoints()
    {
        QFETCH(QString, lang);
        QFETCH(QString, reason);
        LanguageManager::instance().apply(lang);
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.controller()->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        page.resize(1000, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Black F8 G8 H6 H7 (white far away): H8 is a double three.
        QVERIFY(page.importText(QStringLiteral("F8 A1 G8 A3 H6 A5 H7 A7")));
        QCOMPARE(page.controller()->game().rule(), gg::gomoku::Rule::Renju);
        const Point h8{7, 7};
        QVERIFY(page.scene()->forbiddenMarks().contains(h8));
        for (const gg::gomoku::ForbiddenPoint &fp : gg::gomoku::forbiddenPoints(
                 page.controller()->game().cells(), page.controller()->game().size()))
            QVERIFY(page.scene()->forbiddenMarks().contains(fp.point));
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
            page.grab().save(dir + QStringLiteral("/gomoku-renju-%1.png").arg(lang));
        const QPoint at = page.view()->mapFromScene(page.scene()->scenePoint(h8));
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(page.controller()->game().moveCount(), 8);
        QVERIFY2(page.scene()->toast()->text().contains(reason),
                 qPrintable(page.scene()->toast()->text()));
        // The keyboard is refused the same way.
        page.scene()->setCursorPoint(h8);
        QTest::keyClick(page.view(), Qt::Key_Return);
        QCOMPARE(page.controller()->game().moveCount(), 8);
        // The marks follow the setting.
        page.setMarkForbidden(false);
        QVERIFY(page.scene()->forbiddenMarks().isEmpty());
        page.setMarkForbidden(true);
        QVERIFY(!page.scene()->forbiddenMarks().isEmpty());
        // White to move: nothing is forbidden, nothing marked.
        QVERIFY(page.controller()->play({0, 14}));
        QVERIFY(page.scene()->forbiddenMarks().isEmpty());
        QVERIFY(page.controller()->play(h8)); // white may take H8
        QVERIFY(page.boardMismatch().isEmpty());
    }

    // Renju's standard openings (docs/RULES.md §3.12): chosen in the side panel, a new game
    // starts with the opening's three stones, white to move, and they cannot be taken back;
    // the save keeps them fixed; the computer as black opens the same way and replies.
    void renjuOpening()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.controller()->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        auto *box = page.findChild<QComboBox *>(QStringLiteral("opening"));
        QVERIFY(box);
        QVERIFY(!box->isHidden());
        QCOMPARE(box->count(), 28);
        box->setCurrentIndex(box->findData(QStringLiteral("kagetsu")));
        emit box->activated(box->currentIndex());
        const gg::gomoku::Game &game = page.controller()->game();
        QCOMPARE(game.moveCount(), 3);
        QCOMPARE(game.at(Point{7, 7}), Stone::Black);
        QCOMPARE(game.at(Point{6, 7}), Stone::White);
        QCOMPARE(game.at(Point{6, 8}), Stone::Black); // I9: Kagetsu
        QCOMPARE(game.toMove(), Stone::White);
        QVERIFY(!page.isActionEnabled(GameAction::Undo));
        QVERIFY(page.boardMismatch().isEmpty());
        // One move on top can be taken back, the opening stays.
        QVERIFY(page.controller()->play({0, 0}));
        QVERIFY(page.isActionEnabled(GameAction::Undo));
        page.trigger(GameAction::Undo);
        QCOMPARE(game.moveCount(), 3);
        page.trigger(GameAction::Undo);
        QCOMPARE(game.moveCount(), 3);
        // The save keeps the opening fixed.
        const QByteArray saved = page.saveState();
        GomokuPage again(nullptr, 6);
        QVERIFY(again.restoreState(saved));
        QCOMPARE(again.controller()->openingMoves(), 3);
        QVERIFY(!again.isActionEnabled(GameAction::Undo));
        // The name is in the language of the UI.
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(box->currentText(), QStringLiteral("花月"));
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty()) {
            page.resize(1000, 720);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(dir + QStringLiteral("/gomoku-opening-zh_CN.png"));
            box->showPopup();
            QTest::qWait(300);
            box->view()->window()->grab().save(dir + QStringLiteral("/gomoku-openings-list.png"));
            box->hidePopup();
        }
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(box->currentText(), QStringLiteral("Kagetsu"));
        // A random standard opening also places three stones; other rules ignore openings.
        box->setCurrentIndex(box->findData(QStringLiteral("random")));
        emit box->activated(box->currentIndex());
        QCOMPARE(page.controller()->game().moveCount(), 3);
        page.controller()->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::FiveOrMore});
        QCOMPARE(page.controller()->game().moveCount(), 0);
        QVERIFY(box->isHidden()); // Renju's options show under Renju only
        // Against the computer playing black: the opening, then the person (white) moves.
        page.controller()->setHumanStone(Stone::White);
        page.controller()->setMode(GomokuController::Mode::Computer);
        page.controller()->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        gg::test::drainComputer();
        QCOMPARE(page.controller()->game().moveCount(), 3);
        QVERIFY(page.controller()->humanToMove());
        QVERIFY(page.controller()->play({4, 4}));
        QTRY_COMPARE(page.controller()->game().moveCount(), 5);
    }

    // Swap2 between two players (docs/RULES.md §3.13), by the side panel: the option starts
    // a game in the opening; three stones, then Player 2's three buttons; "Place Two More",
    // two stones, then Player 1's two buttons; the colours settled, white moves; the
    // opening's stones cannot be taken back; the save keeps the opening, mid-way and done.
    void swap2TwoPlayers_data()
    {
        QTest::addColumn<bool>("placeTwo");
        QTest::addColumn<QString>("button"); // the last choice
        QTest::addColumn<int>("stones");
        QTest::newRow("player 2 plays white") << false << QStringLiteral("swap2White") << 3;
        QTest::newRow("player 2 plays black") << false << QStringLiteral("swap2Black") << 3;
        QTest::newRow("two more, player 1 plays black")
            << true << QStringLiteral("swap2Black") << 5;
    }
    void swap2TwoPlayers()
    {
        QFETCH(bool, placeTwo);
        QFETCH(QString, button);
        QFETCH(int, stones);
        GomokuPage page(nullptr, 5);
        page.resize(1000, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        auto *option = page.findChild<QCheckBox *>(QStringLiteral("swap2"));
        QVERIFY(option && option->isVisible());
        option->click();
        GomokuController *c = page.controller();
        QVERIFY(c->swap2());
        QVERIFY(c->inSwap2());
        auto *white = page.findChild<QPushButton *>(QStringLiteral("swap2White"));
        auto *black = page.findChild<QPushButton *>(QStringLiteral("swap2Black"));
        auto *two = page.findChild<QPushButton *>(QStringLiteral("swap2Two"));
        QVERIFY(white && black && two);
        QVERIFY(!white->isVisible());
        const QList<Point> opening{{7, 7}, {6, 8}, {8, 8}, {5, 9}, {9, 9}};
        for (int i = 0; i < 3; ++i)
            QVERIFY(c->play(opening[i]));
        QVERIFY(!c->humanToMove()); // a choice, not a stone
        QVERIFY(white->isVisible() && black->isVisible() && two->isVisible());
        QVERIFY(!page.isActionEnabled(GameAction::Undo));
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty()) {
            for (const char *lang : {"en", "zh_CN"}) {
                LanguageManager::instance().apply(QLatin1String(lang));
                QCoreApplication::processEvents();
                page.grab().save(dir +
                                 QStringLiteral("/gomoku-swap2-%1.png").arg(QLatin1String(lang)));
            }
            LanguageManager::instance().apply(QStringLiteral("en"));
        }
        if (placeTwo) {
            two->click();
            QVERIFY(!white->isVisible());
            QVERIFY(c->play(opening[3]));
            QVERIFY(c->play(opening[4]));
            QVERIFY(white->isVisible() && black->isVisible());
            QVERIFY(!two->isVisible()); // the first player has two choices
            // Half-way through, the save restores the opening as it is.
            GomokuPage mid(nullptr, 6);
            QVERIFY(mid.restoreState(page.saveState()));
            QVERIFY(mid.controller()->humanChooses());
            QCOMPARE(mid.controller()->swap2State()->phase(), gg::gomoku::Swap2Phase::FirstChooses);
        }
        page.findChild<QPushButton *>(button)->click();
        QVERIFY(!c->inSwap2());
        QVERIFY(!white->isVisible());
        QCOMPARE(c->game().moveCount(), stones);
        QCOMPARE(c->game().toMove(), Stone::White);
        QCOMPARE(c->openingMoves(), stones);
        QVERIFY(c->humanToMove());
        QVERIFY(c->play({0, 0}));
        page.trigger(GameAction::Undo);
        page.trigger(GameAction::Undo);
        QCOMPARE(c->game().moveCount(), stones); // the opening stays
        QVERIFY(page.boardMismatch().isEmpty());
        GomokuPage again(nullptr, 7);
        QVERIFY(again.restoreState(page.saveState()));
        QVERIFY(again.controller()->swap2State() && again.controller()->swap2State()->done());
        QCOMPARE(again.controller()->openingMoves(), stones);
        // A save whose opening does not match its stones is refused.
        QByteArray bad = page.saveState();
        bad.replace("ui-swap2 " + QByteArray::number(stones), "ui-swap2 9");
        QVERIFY(!GomokuPage(nullptr, 8).restoreState(bad));
        // Under Renju the option is not offered.
        c->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        QVERIFY(!option->isVisible());
        QVERIFY(!c->inSwap2());
    }

    // Swap2 against the computer, both roles: the person opens and the computer chooses (a
    // colour, or two more stones and then the person chooses); or the computer opens and the
    // person chooses. Either way the game goes on with the person's colour settled and the
    // computer replying.
    void swap2AgainstComputer_data()
    {
        QTest::addColumn<bool>("personOpens");
        QTest::newRow("the person opens") << true;
        QTest::newRow("the computer opens") << false;
    }
    void swap2AgainstComputer()
    {
        QFETCH(bool, personOpens);
        GomokuPage page(nullptr, 11);
        GomokuController *c = page.controller();
        // What a screen reader hears: each opening stone said as the person's or the
        // computer's, whatever its colour.
        QSignalSpy said(&page, &GamePage::announced);
        auto computerSaid = [&said] {
            int n = 0;
            for (const QList<QVariant> &args : said)
                n += args.first().toString().startsWith(QLatin1String("Computer played"));
            return n;
        };
        c->setAiTimeMs(60);
        c->setMode(GomokuController::Mode::Computer);
        c->setSwap2(true);
        c->setHumanStone(personOpens ? Stone::Black : Stone::White);
        QVERIFY(c->inSwap2());
        QCOMPARE(c->humanPlayer(), personOpens ? 0 : 1);
        if (personOpens) {
            QVERIFY(c->humanToMove());
            QVERIFY(c->play({7, 7}));
            QVERIFY(c->play({6, 8}));
            QVERIFY(c->play({5, 5}));
            QVERIFY(!c->lastMoveByComputer());
            QCOMPARE(computerSaid(), 0); // the person's white stone is not the computer's
            QVERIFY(!c->humanToMove());
            // The computer chooses (off the GUI thread), maybe placing two more.
            QTRY_VERIFY_WITH_TIMEOUT(!c->thinking(), 10000);
            if (c->inSwap2()) {
                QCOMPARE(c->swap2State()->phase(), gg::gomoku::Swap2Phase::FirstChooses);
                QCOMPARE(c->game().moveCount(), 5);
                QVERIFY(c->humanChooses());
                QVERIFY(c->chooseSwap2(gg::gomoku::Swap2Choice::PlayWhite));
            }
        } else {
            QVERIFY(!c->humanToMove());
            QTRY_VERIFY_WITH_TIMEOUT(c->game().moveCount() == 3 && !c->thinking(), 10000);
            // The computer's black, white and black stones, each said as the computer's.
            QVERIFY(c->lastMoveByComputer());
            QCOMPARE(computerSaid(), 3);
            QVERIFY(c->humanChooses());
            QVERIFY(!c->play({0, 0})); // a choice is due, not a stone
            QVERIFY(c->chooseSwap2(gg::gomoku::Swap2Choice::PlayBlack));
            QCOMPARE(c->humanStone(), Stone::Black);
        }
        QVERIFY(!c->inSwap2());
        const int opening = c->openingMoves();
        QVERIFY(opening == 3 || opening == 5);
        // White moves first after the opening: the computer at once when it has white.
        QTRY_VERIFY_WITH_TIMEOUT(!c->thinking(), 10000);
        QCOMPARE(c->game().moveCount(), opening + (c->humanStone() == Stone::White ? 0 : 1));
        QCOMPARE(c->game().toMove(), c->humanStone());
        // The game goes on between the person and the computer.
        QVERIFY(c->humanToMove());
        QVERIFY(c->play({0, 0}));
        const int before = c->game().moveCount();
        QTRY_VERIFY_WITH_TIMEOUT(c->game().moveCount() > before && !c->thinking(), 10000);
        QVERIFY(c->humanToMove());
        QCOMPARE(c->game().toMove(), c->humanStone());
        // The option is remembered, and "You play" still says who opens.
        QVERIFY(AppSettings::readBool(QStringLiteral("gomoku/swap2"), false));
        QCOMPARE(c->humanPreference(), personOpens ? Stone::Black : Stone::White);
    }

    // Five moves, two choices between two players (docs/RULES.md §3.14), through the page:
    // the option under Renju starts from the opening; Player 2 keeps white by the button;
    // white's fourth; black's two offers drawn as A and B (a mirror image refused with a
    // message); white's pick by click plays the fifth; the opening stays; saves mid-way.
    void rifTwoPlayers()
    {
        GomokuPage page(nullptr, 5);
        page.resize(1000, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        GomokuController *c = page.controller();
        c->setMode(GomokuController::Mode::TwoPlayers);
        c->setOpening(QStringLiteral("kansei")); // H8 H9 H10: symmetric about column H
        c->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        auto *option = page.findChild<QCheckBox *>(QStringLiteral("rif"));
        QVERIFY(option && option->isVisible());
        QVERIFY(!page.findChild<QCheckBox *>(QStringLiteral("swap2"))->isVisible());
        option->click();
        QVERIFY(c->rif());
        QVERIFY(c->inRif());
        QCOMPARE(c->game().moveCount(), 3);
        auto *white = page.findChild<QPushButton *>(QStringLiteral("swap2White"));
        QVERIFY(white->isVisible());
        QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("swap2Two"))->isVisible());
        QVERIFY(!c->play({0, 0})); // the swap choice first
        white->click();
        QCOMPARE(c->rifState()->phase(), gg::gomoku::RifPhase::Fourth);
        QVERIFY(c->play({9, 7})); // white's fourth: H6, still symmetric about column H
        QCOMPARE(c->rifState()->phase(), gg::gomoku::RifPhase::Offer);
        GomokuScene *scene = page.scene();
        auto click = [&](Point p) {
            const QPoint at = page.view()->mapFromScene(scene->scenePoint(p));
            QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, at);
        };
        QVERIFY(c->play({8, 6})); // G7
        QCOMPARE(scene->offers().size(), 1);
        QCOMPARE(c->game().moveCount(), 4); // an offer is no stone
        click({8, 8});                      // I7: G7's mirror image
        QCOMPARE(c->rifState()->offers().size(), std::size_t(1));
        QVERIFY(scene->toast()->text().contains(QStringLiteral("symmetry")));
        QVERIFY(!page.isActionEnabled(GameAction::Hint)); // no hint for an offer
        QVERIFY(c->play({9, 9}));                         // J6
        QCOMPARE(scene->offers().size(), 2);
        QCOMPARE(c->rifState()->phase(), gg::gomoku::RifPhase::Pick);
        QCOMPARE(page.accessCellName(9, 9), QStringLiteral("J6: empty, offered fifth B"));
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty()) {
            for (const char *lang : {"en", "zh_CN"}) {
                LanguageManager::instance().apply(QLatin1String(lang));
                QCoreApplication::processEvents();
                page.grab().save(dir +
                                 QStringLiteral("/gomoku-rif-%1.png").arg(QLatin1String(lang)));
            }
            LanguageManager::instance().apply(QStringLiteral("en"));
        }
        // Half-way, the save keeps the offers.
        GomokuPage mid(nullptr, 6);
        QVERIFY(mid.restoreState(page.saveState()));
        QCOMPARE(mid.controller()->rifState()->offers().size(), std::size_t(2));
        QCOMPARE(mid.scene()->offers().size(), 2);
        click({0, 0}); // not an offer
        QCOMPARE(c->game().moveCount(), 4);
        QVERIFY(scene->toast()->text().contains(QStringLiteral("A or B")));
        QVERIFY(scene->toast()->boundingRect().width() < scene->sceneRect().width());
        click({9, 9}); // white picks J6
        QVERIFY(!c->inRif());
        QCOMPARE(c->game().moveCount(), 5);
        QCOMPARE(c->game().at(Point{9, 9}), Stone::Black);
        QCOMPARE(scene->offers().size(), 0);
        QCOMPARE(c->game().toMove(), Stone::White);
        QVERIFY(c->play({0, 0}));
        page.trigger(GameAction::Undo);
        page.trigger(GameAction::Undo);
        QCOMPARE(c->game().moveCount(), 5);
        QVERIFY(page.boardMismatch().isEmpty());
        // A save whose offers sit on stones is refused.
        QByteArray bad = mid.saveState();
        bad.replace("ui-rif 3 1 8,6 9,9", "ui-rif 3 1 7,7 9,9");
        QVERIFY(!GomokuPage(nullptr, 9).restoreState(bad));
    }

    // Five moves, two choices against the computer in both roles: every part the computer
    // has it plays off the GUI thread, the person's parts are asked for, and the game goes
    // on after the fifth with the colours settled.
    void rifAgainstComputer_data()
    {
        QTest::addColumn<bool>("personOpens");
        QTest::newRow("the person opens") << true;
        QTest::newRow("the computer opens") << false;
    }
    void rifAgainstComputer()
    {
        QFETCH(bool, personOpens);
        GomokuPage page(nullptr, 13);
        GomokuController *c = page.controller();
        c->setAiTimeMs(60);
        c->setMode(GomokuController::Mode::Computer);
        c->setRif(true);
        c->setOpening(QStringLiteral("random"));
        c->setHumanStone(personOpens ? Stone::Black : Stone::White);
        c->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule::Renju});
        QVERIFY(c->inRif());
        // The person does their parts whenever asked, until the opening is over.
        for (int step = 0; step < 12 && c->inRif(); ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(!c->thinking(), 10000);
            if (!c->inRif())
                break;
            if (c->humanChooses()) {
                QVERIFY(c->chooseSwap2(gg::gomoku::Swap2Choice::PlayWhite));
                continue;
            }
            QVERIFY(c->humanToMove());
            const auto phase = c->rifState()->phase();
            if (phase == gg::gomoku::RifPhase::Pick) {
                QVERIFY(c->play(c->rifState()->offers().back()));
                continue;
            }
            for (const gg::gomoku::Point &p : c->game().legalMoves())
                if (c->play(p))
                    break;
        }
        QVERIFY(!c->inRif());
        QTRY_VERIFY_WITH_TIMEOUT(!c->thinking(), 10000);
        QVERIFY(c->game().moveCount() >= 5);
        QCOMPARE(c->openingMoves(), 5);
        QCOMPARE(c->game().toMove(), c->humanStone());
        QVERIFY(c->humanToMove());
    }

    void exactlyFiveOption()
    {
        QFETCH(int, rule);
        QFETCH(int, status);
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.controller()->newGame({gg::gomoku::DefaultSize, gg::gomoku::Rule(rule)});
        // _XXX_XX then the gap: six in a row.
        const QList<Point> black = {{7, 1}, {7, 2}, {7, 3}, {7, 5}, {7, 6}, {7, 4}};
        const QList<Point> white = {{0, 0}, {0, 2}, {0, 4}, {0, 6}, {0, 8}};
        playAll(page.controller(), interleave(black, white));
        QCOMPARE(int(page.controller()->game().status()), status);
        QCOMPARE(page.scene()->message()->isShown(), status != int(Status::Playing));
    }

    void computerRepliesOffTheGuiThread_data()
    {
        QTest::addColumn<int>("level");
        QTest::newRow("easy") << int(Level::Easy);
        QTest::newRow("medium") << int(Level::Medium);
        QTest::newRow("hard") << int(Level::Hard);
        QTest::newRow("expert") << int(Level::Expert);
    }
    void computerRepliesOffTheGuiThread()
    {
        QFETCH(int, level);
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(60);
        page.controller()->setLevel(Level(level));
        QSignalSpy played(page.controller(), &GomokuController::played);
        QSignalSpy thinking(page.controller(), &GomokuController::thinkingChanged);
        QVERIFY(page.controller()->play({7, 7}));
        // The reply is not made inside play(): the search runs on a worker thread.
        QCOMPARE(played.count(), 1);
        QVERIFY(page.controller()->thinking());
        QCOMPARE(page.statusLabel()->text(), QStringLiteral("Computer is thinking…"));
        QVERIFY(!page.controller()->play({0, 0})); // no move while the computer thinks
        QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 10000);
        QCOMPARE(page.controller()->game().moveCount(), 2);
        QCOMPARE(page.controller()->game().toMove(), Stone::Black);
        QVERIFY(!page.controller()->thinking());
        QCOMPARE(thinking.count(), 2);
    }

    void computerPlaysBlackWhenHumanIsWhite()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(60);
        QSignalSpy played(page.controller(), &GomokuController::played);
        page.controller()->setHumanStone(Stone::White);
        QVERIFY(page.controller()->thinking());
        QTRY_COMPARE_WITH_TIMEOUT(played.count(), 1, 10000);
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QVERIFY(page.controller()->humanToMove());
    }

    void undoAgainstComputerTakesTwoPlies()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(60);
        page.controller()->setLevel(Level::Easy);
        QSignalSpy played(page.controller(), &GomokuController::played);
        QVERIFY(page.controller()->play({7, 7}));
        QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 10000);
        QVERIFY(page.controller()->play({6, 6}));
        QTRY_COMPARE_WITH_TIMEOUT(played.count(), 4, 10000);
        QVERIFY(page.isActionEnabled(GameAction::Undo));
        page.trigger(GameAction::Undo);
        QCOMPARE(page.controller()->game().moveCount(), 2);
        QVERIFY(page.controller()->game().assisted());
        QCOMPARE(page.scene()->stoneCount(), 2);
        page.trigger(GameAction::Redo);
        QCOMPARE(page.controller()->game().moveCount(), 4);
        QVERIFY(!page.controller()->thinking());
    }

    void cancelDuringThinking_data()
    {
        QTest::addColumn<int>("action");
        QTest::newRow("new game") << int(GameAction::New);
        QTest::newRow("undo") << int(GameAction::Undo);
    }
    void cancelDuringThinking()
    {
        QFETCH(int, action);
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(3000);
        page.controller()->setLevel(Level::Expert);
        QSignalSpy played(page.controller(), &GomokuController::played);
        QVERIFY(page.controller()->play({7, 7}));
        QVERIFY(page.controller()->thinking());
        page.trigger(GameAction(action));
        QVERIFY(!page.controller()->thinking());
        QCOMPARE(page.controller()->game().moveCount(), 0);
        QTest::qWait(200); // a stale result must never arrive
        QCOMPARE(played.count(), 1);
        QCOMPARE(page.controller()->game().moveCount(), 0);
        QVERIFY(page.controller()->humanToMove());
    }

    void hintMarksAssisted()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setHintTimeMs(60);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        playAll(page.controller(), {{7, 7}, {6, 6}, {7, 8}});
        QVERIFY(!page.controller()->game().assisted());
        QSignalSpy hint(page.controller(), &GomokuController::hintReady);
        QTest::keyClick(page.view(), Qt::Key_H);
        QVERIFY(hint.wait(10000));
        const Point p = hint.first().first().value<Point>();
        QVERIFY(page.controller()->game().canPlay(p));
        QVERIFY(page.scene()->hintShown());
        QVERIFY(page.controller()->game().assisted());
        QVERIFY(page.statusLabel()->text().startsWith(QStringLiteral("Hint: play ")));
        QVERIFY(page.controller()->play(p));
        QVERIFY(!page.scene()->hintShown());
    }

    void statisticsRecorded_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("hinted");
        QTest::addColumn<int>("score");
        QTest::newRow("easy win") << int(Level::Easy) << false << 10;
        QTest::newRow("expert win") << int(Level::Expert) << false << 40;
        QTest::newRow("assisted hard win scores half") << int(Level::Hard) << true << 15;
    }
    void statisticsRecorded()
    {
        QFETCH(int, level);
        QFETCH(bool, hinted);
        QFETCH(int, score);
        // Black (the human) has four in a row and is to move.
        gg::gomoku::Game game;
        for (const Point &p : interleave(line({7, 3}, 0, 1, 4), line({0, 0}, 0, 2, 4)))
            QVERIFY(game.play(p).ok());
        if (hinted)
            game.markAssisted();
        QString text = QString::fromStdString(game.serialize());
        text += QStringLiteral("\nui-mode computer\nui-level %1\nui-human black\n")
                    .arg(GomokuController::levelKey(Level(level)));
        GomokuPage page(nullptr, 5);
        QVERIFY(page.restoreState(text.toUtf8()));
        QVERIFY(page.controller()->play({7, 7}));
        QCOMPARE(page.controller()->game().status(), Status::BlackWon);
        QCOMPARE(page.scene()->message()->text().section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("You win!"));
        const QString variant = GomokuController::levelKey(Level(level));
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), variant).won, 1);
        QCOMPARE(Statistics::counter(QStringLiteral("gomoku"), variant, QStringLiteral("score")),
                 score);
        // Undo and win again in the same game: counted once.
        page.trigger(GameAction::Undo);
        QVERIFY(page.controller()->play({7, 7}));
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), variant).played(), 1);
        bool listed = false;
        for (const StatsBoard &board : page.statsBoards())
            listed = listed || board.variant == variant;
        QVERIFY(listed);
    }

    void lossRecorded()
    {
        // White (the computer) has four; the human (black) plays elsewhere.
        gg::gomoku::Game game;
        for (const Point &p : interleave(line({0, 0}, 0, 2, 5), line({7, 3}, 0, 1, 4)))
            QVERIFY(game.play(p).ok());
        gg::gomoku::Game start;
        const auto moves = game.moves();
        for (std::size_t i = 0; i + 1 < moves.size(); ++i)
            QVERIFY(start.play(moves[i]).ok());
        QString text = QString::fromStdString(start.serialize()) +
                       QStringLiteral("\nui-mode computer\nui-level easy\nui-human black\n");
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(60);
        QVERIFY(page.restoreState(text.toUtf8()));
        QSignalSpy finished(page.controller(), &GomokuController::finished);
        QVERIFY(page.controller()->play({14, 14}));
        QVERIFY(finished.wait(10000));
        QCOMPARE(page.controller()->game().status(), Status::WhiteWon);
        QCOMPARE(page.scene()->message()->text().section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("The computer wins."));
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), QStringLiteral("easy")).lost, 1);
    }

    void thinkingTimeIsConfigurable()
    {
        GomokuPage page(nullptr, 5);
        QCOMPARE(page.controller()->aiTimeMs(), 1000); // issue 4: about 1 s by default
        auto *box = page.findChild<QComboBox *>(QStringLiteral("thinkingTime"));
        QVERIFY(box);
        QCOMPARE(box->currentData().toInt(), 1000);
        box->setCurrentIndex(box->findData(2000));
        emit box->activated(box->currentIndex());
        QCOMPARE(page.controller()->aiTimeMs(), 2000);
        GomokuPage again(nullptr, 5); // remembered
        QCOMPARE(again.controller()->aiTimeMs(), 2000);
        QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("thinkingTime"))->currentText(),
                 QStringLiteral("2 s"));
    }

    void abandonCountsAsAbandoned_data()
    {
        QTest::addColumn<bool>("humanMoved");
        QTest::addColumn<bool>("vsComputer");
        QTest::addColumn<int>("abandoned");
        QTest::newRow("after a stone against the computer") << true << true << 1;
        QTest::newRow("before any stone") << false << true << 0;
        QTest::newRow("two players are not counted") << true << false << 0;
    }
    void abandonCountsAsAbandoned()
    {
        QFETCH(bool, humanMoved);
        QFETCH(bool, vsComputer);
        QFETCH(int, abandoned);
        GomokuPage page(nullptr, 5);
        page.controller()->setAiTimeMs(60);
        page.controller()->setHumanStone(gg::gomoku::Stone::Black);
        page.controller()->setLevel(Level::Easy);
        page.controller()->setMode(vsComputer ? GomokuController::Mode::Computer
                                              : GomokuController::Mode::TwoPlayers);
        if (humanMoved) {
            QVERIFY(page.controller()->play({7, 7}));
            if (vsComputer)
                QTRY_COMPARE(page.controller()->game().moveCount(), 2);
        }
        // Changing the level starts a new game too: the loss counts under the old level.
        page.controller()->setLevel(Level::Hard);
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), QStringLiteral("easy")).abandoned,
                 abandoned);
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), QStringLiteral("hard")).lost, 0);
        page.trigger(GameAction::New); // nothing played in the new game: not counted again
        QCOMPARE(Statistics::read(QStringLiteral("gomoku"), QStringLiteral("hard")).lost, 0);
        // The side panel shows the record of the level in play.
        const auto *record = page.findChild<QLabel *>(QStringLiteral("record"));
        QVERIFY(record);
        QCOMPARE(record->text(), vsComputer ? QStringLiteral("Played 0 · Won 0 · Score 0")
                                            : QStringLiteral("Two-player games are not counted."));
        page.controller()->setMode(GomokuController::Mode::Computer);
        page.controller()->setLevel(Level::Easy);
        QCOMPARE(record->text(), QStringLiteral("Played %1 · Won 0 · Score 0").arg(abandoned));
    }

    void saveRestoreRoundTrip()
    {
        QByteArray saved;
        std::vector<Point> moves;
        {
            GomokuPage page(nullptr, 5);
            page.controller()->setLevel(Level::Hard);
            page.controller()->newGame({gg::gomoku::LargeSize, gg::gomoku::Rule::ExactlyFive});
            page.controller()->setMode(GomokuController::Mode::TwoPlayers);
            playAll(page.controller(), {{9, 9}, {9, 10}, {10, 10}, {3, 18}});
            page.trigger(GameAction::Undo); // one ply in two-player mode; redo tail kept
            QCOMPARE(page.controller()->game().moveCount(), 3);
            moves = page.controller()->game().moves();
            saved = page.saveState();
        }
        GomokuPage page(nullptr, 9);
        QVERIFY(page.restoreState(saved));
        const auto &game = page.controller()->game();
        QCOMPARE(game.size(), gg::gomoku::LargeSize);
        QCOMPARE(game.rule(), gg::gomoku::Rule::ExactlyFive);
        QVERIFY(game.moves() == moves);
        QVERIFY(game.canRedo());
        QCOMPARE(page.controller()->mode(), GomokuController::Mode::TwoPlayers);
        QCOMPARE(page.controller()->level(), Level::Hard);
        QCOMPARE(page.scene()->boardSize(), gg::gomoku::LargeSize);
        QCOMPARE(page.scene()->stoneCount(), 3);
        QCOMPARE(page.saveState(), saved);
    }

    void restoreRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("content");
        gg::gomoku::Game game;
        game.play({7, 7});
        const QByteArray good = QByteArray::fromStdString(game.serialize());
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("other game") << QByteArray("game 2048\nversion 1\n");
        QTest::newRow("unknown ui key") << good + "\nui-colour purple\n";
        QTest::newRow("unknown level") << good + "\nui-level grandmaster\n";
        QTest::newRow("bad mode") << good + "\nui-mode robots\n";
        QTest::newRow("occupied twice")
            << QByteArray("game gomoku\nversion 1\nsize 15\nrule 0\nmoves 112 112\ncursor 2\n"
                          "assisted 0\n");
        QTest::newRow("unsupported size")
            << QByteArray("game gomoku\nversion 1\nsize 17\nrule 0\nmoves\ncursor 0\nassisted 0\n");
    }
    void restoreRejectsGarbage()
    {
        QFETCH(QByteArray, content);
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        playAll(page.controller(), {{1, 1}});
        QVERIFY(!page.restoreState(content));
        QCOMPARE(page.controller()->game().moveCount(), 1);
        QCOMPARE(page.controller()->mode(), GomokuController::Mode::TwoPlayers);
    }

    void quitAndRestartKeepsGame()
    {
        std::vector<Point> moves;
        {
            MainWindow window(QStringLiteral("gomoku"));
            window.show();
            auto *page = qobject_cast<GomokuPage *>(window.page(QStringLiteral("gomoku")));
            QVERIFY(page);
            page->controller()->setMode(GomokuController::Mode::TwoPlayers);
            playAll(page->controller(), {{7, 7}, {8, 8}, {6, 8}});
            moves = page->controller()->game().moves();
            QCoreApplication::processEvents(); // the queued save runs on the event loop
            QVERIFY(QFile::exists(m_sandbox->saveFile(QStringLiteral("gomoku"))));
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<GomokuPage *>(again.page(QStringLiteral("gomoku")));
        QVERIFY(page->controller()->game().moves() == moves);
        QCOMPARE(page->controller()->mode(), GomokuController::Mode::TwoPlayers);
        QVERIFY(again.notices().isEmpty());
    }

    void languageSwitchRetranslates()
    {
        GomokuPage page(nullptr, 5);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.show();
        QCOMPARE(page.statusLabel()->text(), QStringLiteral("Black to move."));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_COMPARE(page.statusLabel()->text(), QStringLiteral("轮到黑棋。"));
        QCOMPARE(page.title(), QStringLiteral("五子棋"));
        QCOMPARE(page.turnLabel()->text(), QStringLiteral("● 黑棋"));
        // The in-scene message follows the language too.
        playAll(page.controller(), interleave(line({7, 3}, 0, 1, 5), line({0, 0}, 0, 2, 4)));
        QCOMPARE(page.scene()->message()->title(), QStringLiteral("胜者：黑棋"));
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(page.scene()->message()->title(), QStringLiteral("Winner: Black"));
    }

    void shots()
    {
        if (qEnvironmentVariableIsEmpty("GG_SHOTS"))
            QSKIP("GG_SHOTS not set");
        {
            GomokuPage page(nullptr, 5);
            page.resize(1000, 720);
            page.controller()->setMode(GomokuController::Mode::TwoPlayers);
            page.show();
            playAll(page.controller(),
                    {{7, 7}, {6, 8}, {8, 8}, {6, 6}, {6, 7}, {8, 6}, {5, 7}, {9, 7}, {4, 7}});
            page.setShowNumbers(true);
            page.scene()->setCursorPoint({3, 7});
            page.scene()->setCursorVisible(true);
            QTest::qWait(400);
            page.grab().save(QStringLiteral("/tmp/gmk-mid-en.png"));
            page.setShowNumbers(false);
            page.resize(700, 500);
            QTest::qWait(50);
            page.grab().save(QStringLiteral("/tmp/gmk-small-en.png"));
        }
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        {
            GomokuPage page(nullptr, 5);
            page.resize(1000, 720);
            page.controller()->setMode(GomokuController::Mode::TwoPlayers);
            page.controller()->newGame({gg::gomoku::LargeSize, gg::gomoku::Rule::FiveOrMore});
            page.show();
            playAll(page.controller(),
                    interleave(line({5, 5}, 1, 1, 5), {{9, 3}, {10, 4}, {4, 12}, {12, 12}}));
            QTest::qWait(600);
            page.grab().save(QStringLiteral("/tmp/gmk-won-zh.png"));
            page.scene()->message()->hideMessage();
            QTest::qWait(50);
            page.grab().save(QStringLiteral("/tmp/gmk-won-board-zh.png"));
        }
    }

    // Game → Analyse (issue 19): rings where either colour makes a five or an open four,
    // and the forced win by fours for the side to move drawn as numbered steps; the game is
    // marked assisted; nothing is drawn on a quiet board or with the analysis off.
    void analysisShowsThreatsAndForcedWins_data()
    {
        QTest::addColumn<QList<QPoint>>("moves"); // (row, col), black first
        QTest::addColumn<int>("minMarks");
        QTest::addColumn<bool>("forcedWin");
        QTest::addColumn<int>("rule");
        const int five = int(gomoku::Rule::FiveOrMore);
        QTest::newRow("quiet opening") << QList<QPoint>{{7, 7}, {8, 8}} << 0 << false << five;
        // Black's open four-in-waiting: four in a row, both ends free, black to move.
        QTest::newRow("black has a four")
            << QList<QPoint>{{7, 5}, {0, 0}, {7, 6}, {0, 2}, {7, 7}, {0, 4}, {7, 8}, {14, 14}} << 2
            << true << five;
        // Black's open three (and white's far stones): open-four points, white to move.
        // Black to move with two open threes crossing: a forced win by fours.
        QTest::newRow("black crossing threes")
            << QList<QPoint>{{7, 7}, {0, 0}, {7, 8},  {0, 2}, {8, 6},
                             {0, 4}, {9, 5}, {14, 0}, {6, 8}, {14, 2}}
            << 2 << true << five;
        QTest::newRow("black open three, white to move")
            << QList<QPoint>{{7, 6}, {0, 0}, {7, 7}, {0, 3}, {7, 8}} << 2 << false << five;
        // Black's four E8 F8 G8 (D8 white's) and the threes H9 H10 and I9 J10 all meet at H8:
        // a four-three that wins under five-or-more, a double three forbidden under Renju
        // (no mark there, and black's only four, I8, is blocked at H8: no forced win).
        const QList<QPoint> fourThreeThree{{7, 4}, {7, 3},  {7, 5}, {14, 0}, {7, 6},
                                           {9, 0}, {6, 7},  {4, 0}, {5, 7},  {14, 14},
                                           {6, 8}, {9, 14}, {5, 9}, {4, 14}};
        QTest::newRow("five or more: four-three-three") << fourThreeThree << 1 << true << five;
        QTest::newRow("renju: four-three-three is forbidden")
            << fourThreeThree << 0 << false << int(gomoku::Rule::Renju);
    }
    void analysisShowsThreatsAndForcedWins()
    {
        QFETCH(QList<QPoint>, moves);
        QFETCH(int, minMarks);
        QFETCH(bool, forcedWin);
        QFETCH(int, rule);
        GomokuPage page(nullptr, 9);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        page.controller()->newGame(gomoku::Options{15, gomoku::Rule(rule)});
        QCOMPARE(page.controller()->game().rule(), gomoku::Rule(rule));
        for (const QPoint &m : moves)
            QVERIFY(page.controller()->play(gomoku::Point{m.x(), m.y()}));
        QVERIFY(!page.controller()->game().assisted());
        page.analyseAction()->trigger();
        QVERIFY(page.controller()->game().assisted());
        gg::test::drainComputer();
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty()) {
            page.resize(1000, 720);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(dir + QStringLiteral("/gomoku-analysis-%1.png")
                                       .arg(QString::fromLatin1(QTest::currentDataTag())
                                                .replace(QLatin1Char(' '), QLatin1Char('-'))));
        }
        QVERIFY2(page.scene()->analysisMarkCount() >= minMarks,
                 qPrintable(QString::number(page.scene()->analysisMarkCount())));
        if (minMarks == 0)
            QCOMPARE(page.scene()->analysisMarkCount(), 0);
        QCOMPARE(page.scene()->analysisLineLength() > 0, forcedWin);
        const auto analysis = gomoku::analysePosition(page.controller()->game());
        QCOMPARE(page.scene()->analysisMarkCount(), int(analysis.marks.size()));
        QCOMPARE(page.scene()->analysisLineLength(), int(analysis.winningLine.size()));
        if (forcedWin) {
            // The line starts with a four (or better) of the side to move.
            const gomoku::Combo first =
                gomoku::comboAt(page.controller()->game(), analysis.winningLine.front(),
                                page.controller()->game().toMove());
            QVERIFY(first >= gomoku::Combo::Four);
        }
        page.analyseAction()->trigger();
        QCOMPARE(page.scene()->analysisMarkCount(), 0);
        QCOMPARE(page.scene()->analysisLineLength(), 0);
    }

    // Game → Copy Game / Copy as PSQ / Paste Game (issue 19): records through the
    // clipboard; a pasted game is replayed as a two-player game and drawn exactly.
    void copyAndPasteGame()
    {
        GomokuPage page(nullptr, 10);
        page.setAnimationsEnabled(false);
        page.controller()->setMode(GomokuController::Mode::TwoPlayers);
        QVERIFY(page.controller()->play(Point{7, 7}));
        QVERIFY(page.controller()->play(Point{6, 8}));
        page.copyAction()->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("H8 I9"));
        page.copyPsqAction()->trigger();
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("Piskvorky 15x15")));

        QGuiApplication::clipboard()->setText(QStringLiteral("H8 I9 J10"));
        page.pasteAction()->trigger();
        QCOMPARE(page.controller()->record(), QStringLiteral("H8 I9 J10"));
        QCOMPARE(page.controller()->mode(), GomokuController::Mode::TwoPlayers);
        QCOMPARE(page.boardMismatch(), QString());
        QVERIFY(!page.importText(QStringLiteral("H8 H8")));
        QVERIFY(!page.importText(QStringLiteral("hello")));
        QCOMPARE(page.controller()->record(), QStringLiteral("H8 I9 J10"));
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestGomokuPage)
#include "tst_gomokupage.moc"
