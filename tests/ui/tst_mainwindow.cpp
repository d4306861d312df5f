// The app shell: starts offscreen, routes keys to the 2048 board through its controller,
// switches language at run time, saves and restores games, and survives damaged files.

#include "appsettings.h"
#include "common/boardview.h"
#include "gameregistry.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "savestore.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

using namespace gg::ui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    void startsWithOneTabPerGame()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), int(registeredGames().size()));
        for (int i = 0; i < tabs->count(); ++i)
            QVERIFY(!tabs->tabText(i).isEmpty());
        QVERIFY(window.page(QStringLiteral("2048")));
    }

    void gameOptionSelectsTab_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString &id : gameIds())
            QTest::newRow(qPrintable(id)) << id;
    }
    void gameOptionSelectsTab()
    {
        QFETCH(QString, id);
        MainWindow window(id);
        QCOMPARE(window.currentPage()->gameId(), id);
    }

    void keyPressMovesBoard_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("expectedCell");
        QTest::newRow("left arrow") << int(Qt::Key_Left) << 0;
        QTest::newRow("A") << int(Qt::Key_A) << 0;
        QTest::newRow("right arrow") << int(Qt::Key_Right) << 3;
        QTest::newRow("D") << int(Qt::Key_D) << 3;
    }
    void keyPressMovesBoard()
    {
        QFETCH(int, key);
        QFETCH(int, expectedCell);
        MainWindow window(QStringLiteral("2048"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
        QVERIFY(page);
        gg::t48::Cells cells(16, 0);
        cells[0] = 2;
        cells[3] = 2;
        page->controller()->game().setPosition(cells);
        QSignalSpy moved(page->controller(), &Twenty48Controller::moved);
        QTest::keyClick(page->view(), Qt::Key(key));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(page->controller()->game().cells()[expectedCell], 4);
        QCOMPARE(page->controller()->game().score(), 4LL);
    }

    void shortcutsSwitchTabsAndLastTabIsRemembered()
    {
        const QStringList ids = gameIds();
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *tabs = window.findChild<QTabWidget *>();
            const int last = int(ids.size()) - 1;
            QTest::keyClick(&window, Qt::Key(Qt::Key_1 + last), Qt::ControlModifier);
            QCOMPARE(tabs->currentIndex(), last);
            QTest::keyClick(&window, Qt::Key_Tab, Qt::ControlModifier);
            QCOMPARE(tabs->currentIndex(), 0); // Ctrl+Tab wraps around
            QTest::keyClick(&window, Qt::Key(Qt::Key_1 + last), Qt::ControlModifier);
            window.resize(777, 555);
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.currentPage()->gameId(), ids.last());
        QCOMPARE(again.size(), QSize(777, 555));
    }

    void aboutAndHowToPlayOpen()
    {
        MainWindow window;
        window.show();
        window.showHowToPlay();
        auto dialogs = window.findChildren<QDialog *>();
        QCOMPARE(dialogs.size(), 1);
        QVERIFY(dialogs.first()->isVisible());
        QVERIFY(dialogs.first()->windowTitle().contains(window.currentPage()->title()));
        dialogs.first()->close();
        QTimer::singleShot(0, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        window.showAbout();
    }

    // F1 three times: one window, raised each time; it follows the tab and the language.
    void helpIsOneWindow()
    {
        MainWindow window(QStringLiteral("2048"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(&window, Qt::Key_F1);
            QCoreApplication::processEvents();
        }
        const auto helps = [&] {
            QList<QDialog *> shown;
            for (QDialog *d : window.findChildren<QDialog *>())
                if (d->isVisible())
                    shown << d;
            return shown;
        };
        QCOMPARE(helps().size(), 1);
        QDialog *help = helps().first();
        QVERIFY(help->windowTitle().contains(QLatin1String("2048")));
        window.page(QStringLiteral("connect4"))->activateWindow();
        QTabWidget *tabs = window.findChild<QTabWidget *>();
        tabs->setCurrentWidget(window.page(QStringLiteral("connect4")));
        QVERIFY2(help->windowTitle().contains(window.page(QStringLiteral("connect4"))->title()),
                 qPrintable(help->windowTitle()));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QTRY_VERIFY2(help->windowTitle().contains(QString::fromUtf8("四子棋")),
                     qPrintable(help->windowTitle()));
        LanguageManager::instance().apply(QStringLiteral("en"));
        help->close();
        QTRY_COMPARE(helps().size(), 0);
        QTest::keyClick(&window, Qt::Key_F1); // closed, then opened again
        QCOMPARE(helps().size(), 1);
        helps().first()->close();
    }

    void menusHaveStandardShortcuts()
    {
        MainWindow window;
        QCOMPARE(window.action(GameAction::New)->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(window.action(GameAction::Undo)->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(window.action(GameAction::Hint)->shortcut(), QKeySequence(Qt::Key_H));
        QCOMPARE(window.action(GameAction::Pause)->shortcut(), QKeySequence(Qt::Key_P));
        QCOMPARE(window.highScoresAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_H));
        // 2048 has no pause: the action is there but disabled.
        window.selectGame(QStringLiteral("2048"));
        QVERIFY(!window.action(GameAction::Pause)->isEnabled());
        QVERIFY(window.action(GameAction::New)->isEnabled());
    }

    void languageSwitchRetranslatesMenus()
    {
        MainWindow window;
        window.show();
        QCOMPARE(window.gameMenu()->title(), QStringLiteral("&Game"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        // Qt delivers LanguageChange through the event loop.
        QTRY_COMPARE(window.gameMenu()->title(), QStringLiteral("游戏(&G)"));
        QCOMPARE(window.action(GameAction::New)->text(), QStringLiteral("新游戏(&N)"));
        auto *page = window.page(QStringLiteral("2048"));
        QCOMPARE(window.findChild<QTabWidget *>()->tabText(0), page->title());
        LanguageManager::instance().apply(QStringLiteral("en"));
        QTRY_COMPARE(window.gameMenu()->title(), QStringLiteral("&Game"));
    }

    void quitAndRestoreKeepsBoard()
    {
        gg::t48::Cells before;
        long long score = 0;
        {
            MainWindow window(QStringLiteral("2048"));
            window.show();
            auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
            for (int key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Right, Qt::Key_Down, Qt::Key_Left})
                QTest::keyClick(page->view(), Qt::Key(key));
            QVERIFY(page->controller()->game().moves() > 0);
            before = page->controller()->game().cells();
            score = page->controller()->game().score();
            QCoreApplication::processEvents(); // the queued save runs on the event loop
            QVERIFY(QFile::exists(m_sandbox->saveFile(QStringLiteral("2048"))));
            window.close();
        }
        MainWindow again;
        again.restoreGames();
        auto *page = qobject_cast<Twenty48Page *>(again.page(QStringLiteral("2048")));
        QCOMPARE(page->controller()->game().cells(), before);
        QCOMPARE(page->controller()->game().score(), score);
        QVERIFY(again.notices().isEmpty());
    }

    // A game against the computer with the computer to open: with no save, or with a save
    // that has to be set aside, the computer makes the first move (it once never did, and
    // the board refused every key).
    void computerOpensWithoutAUsableSave_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("settings"); // key=value
        QTest::addColumn<bool>("damagedSave");
        QTest::addColumn<QByteArray>("movedMarker"); // in the save once the computer moved
        const QStringList zousi{QStringLiteral("zousi/mode=1"), QStringLiteral("zousi/level=1"),
                                QStringLiteral("zousi/first=0")};
        const QStringList memory{QStringLiteral("memory/mode=computer"),
                                 QStringLiteral("memory/first=1"),
                                 QStringLiteral("memory/level=medium")};
        QTest::newRow("zousi, no save")
            << QStringLiteral("zousi") << zousi << false << QByteArray("\nmoves ");
        QTest::newRow("zousi, damaged save")
            << QStringLiteral("zousi") << zousi << true << QByteArray("\nmoves ");
        QTest::newRow("memory, no save")
            << QStringLiteral("memory") << memory << false << QByteArray("\nflips ");
        QTest::newRow("memory, damaged save")
            << QStringLiteral("memory") << memory << true << QByteArray("\nflips ");
    }
    void computerOpensWithoutAUsableSave()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, settings);
        QFETCH(bool, damagedSave);
        QFETCH(QByteArray, movedMarker);
        for (const QString &pair : settings)
            AppSettings::write(pair.section(QLatin1Char('='), 0, 0),
                               pair.section(QLatin1Char('='), 1));
        if (damagedSave) {
            QDir().mkpath(SaveStore::instance().directory());
            QFile file(m_sandbox->saveFile(game));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("game " + game.toLatin1() + "\nversion 1\nthis is not a save\n");
        }
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        QTRY_VERIFY_WITH_TIMEOUT(page->saveState().contains(movedMarker) &&
                                     !page->saveState().contains(movedMarker + '\n'),
                                 10000);
    }

    void damagedSaveIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("random bytes") << QByteArray("\x00\xff\x13garbage\n\n\x01", 13);
        QTest::newRow("truncated") << QByteArray("game 2048\nversion 1\nsize 4\n");
        QTest::newRow("other version") << QByteArray("game 2048\nversion 99\n");
        QTest::newRow("impossible replay")
            << QByteArray("game 2048\nversion 1\nsize 4\ntarget 2048\nstartscore 0\n"
                          "start 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\nsteps L0. L0.\ncursor 2\n"
                          "keepgoing 0\nassisted 0\n");
        QTest::newRow("huge number")
            << QByteArray("game 2048\nversion 1\nsize 99999999999999999999\n");
    }
    void damagedSaveIsSetAside()
    {
        QFETCH(QByteArray, content);
        QDir().mkpath(m_sandbox->path() + QStringLiteral("/saves"));
        QFile file(m_sandbox->saveFile(QStringLiteral("2048")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        MainWindow window;
        window.restoreGames();
        QCOMPARE(window.notices().size(), 1);
        QVERIFY(!QFile::exists(m_sandbox->saveFile(QStringLiteral("2048"))));
        const QStringList aside = QDir(m_sandbox->path() + QStringLiteral("/saves"))
                                      .entryList({QStringLiteral("2048.sav.bad-*")});
        QCOMPARE(aside.size(), 1);
        auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
        QCOMPARE(page->controller()->game().moves(), 0); // a fresh game instead
    }

    void corruptSettingsDoNotCrash_data()
    {
        QTest::addColumn<QByteArray>("content");
        static const char garbage[] = "\x00\x01\x02[[[\xff\xfe=\n=";
        QTest::newRow("binary garbage") << QByteArray(garbage, sizeof garbage - 1);
        QTest::newRow("wrong types")
            << QByteArray("[ui]\nlanguage=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)\nanimations=maybe\n"
                          "lastGame=nonsense-game-id\ngeometry=12\n[2048]\nsize=-5\ntarget=abc\n");
        QTest::newRow("absurd numbers")
            << QByteArray("[2048]\nsize=100000000000000000000\nbest\\4x4-2048=-77\n");
        QTest::newRow("huge string")
            << (QByteArray("[player]\nname=") + QByteArray(1 << 20, 'x') + "\n");
    }
    void corruptSettingsDoNotCrash()
    {
        QFETCH(QByteArray, content);
        QFile file(m_sandbox->settingsFile());
        QDir().mkpath(QFileInfo(file).absolutePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        MainWindow window;
        window.restoreGames();
        window.show();
        auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
        QVERIFY(page);
        const int size = page->controller()->game().size();
        QVERIFY(size >= 3 && size <= 8);
        QTest::keyClick(page->view(), Qt::Key_Left);
        QTest::keyClick(page->view(), Qt::Key_Up);
    }

    void screenshotOptionWritesPng_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("english") << QStringLiteral("en");
        QTest::newRow("chinese") << QStringLiteral("zh_CN");
    }
    void screenshotOptionWritesPng()
    {
        QFETCH(QString, lang);
        const QString app = qEnvironmentVariable("GG_APP");
        if (app.isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        const QString png = m_sandbox->path() + QStringLiteral("/shot.png");
        QProcess process;
        process.start(app, {QStringLiteral("--screenshot"), png, QStringLiteral("--lang"), lang,
                            QStringLiteral("--size"), QStringLiteral("640x480")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QImage image(png);
        QCOMPARE(image.size(), QSize(640, 480));
    }

    void screenshotOfASavedGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("state"); // a file under docs/states, or literal junk
        QTest::addColumn<int>("exitCode");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id)
                              << QStringLiteral("docs/states/%1.sav").arg(QLatin1String(id)) << 0;
        QTest::newRow("another game's save")
            << QStringLiteral("gomoku") << QStringLiteral("docs/states/connect4.sav") << 2;
        QTest::newRow("junk") << QStringLiteral("connect4") << QStringLiteral("junk") << 2;
        QTest::newRow("missing file") << QStringLiteral("connect4") << QStringLiteral("") << 2;
    }
    void screenshotOfASavedGame()
    {
        QFETCH(QString, game);
        QFETCH(QString, state);
        QFETCH(int, exitCode);
        const QString app = qEnvironmentVariable("GG_APP");
        const QString source = qEnvironmentVariable("GG_SOURCE_DIR");
        if (app.isEmpty() || source.isEmpty())
            QSKIP("GG_APP / GG_SOURCE_DIR not set (run through ctest)");
        QString file = m_sandbox->path() + QStringLiteral("/missing.sav");
        if (state == QLatin1String("junk")) {
            QFile junk(m_sandbox->path() + QStringLiteral("/junk.sav"));
            QVERIFY(junk.open(QIODevice::WriteOnly));
            junk.write("game connectfour\nversion 1\nmoves 9 9 9\n");
            file = junk.fileName();
        } else if (!state.isEmpty()) {
            file = source + QLatin1Char('/') + state;
        }
        const QString png = m_sandbox->path() + QStringLiteral("/state.png");
        QProcess process;
        process.start(app, {QStringLiteral("--screenshot"), png, QStringLiteral("--game"), game,
                            QStringLiteral("--state"), file, QStringLiteral("--size"),
                            QStringLiteral("640x480")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), exitCode);
        QCOMPARE(QFile::exists(png), exitCode == 0);
        if (exitCode != 0)
            QVERIFY(process.readAllStandardError().contains("is not a saved game"));
    }

    // --theme NAME draws the board in that theme for the screenshot (a board different from
    // the default's); an unknown name is refused with the known ones listed (exit 2).
    void screenshotWithTheme_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("lianliankan mahjong")
            << QStringLiteral("lianliankan") << QStringLiteral("mahjong") << 0;
        QTest::newRow("memory hanzi") << QStringLiteral("memory") << QStringLiteral("hanzi") << 0;
        QTest::newRow("gomoku paper") << QStringLiteral("gomoku") << QStringLiteral("paper") << 0;
        QTest::newRow("connect4 patterns")
            << QStringLiteral("connect4") << QStringLiteral("patterns") << 0;
        QTest::newRow("unknown") << QStringLiteral("gomoku") << QStringLiteral("marble") << 2;
    }
    void screenshotWithTheme()
    {
        QFETCH(QString, game);
        QFETCH(QString, theme);
        QFETCH(int, exitCode);
        const QString app = qEnvironmentVariable("GG_APP");
        const QString source = qEnvironmentVariable("GG_SOURCE_DIR");
        if (app.isEmpty() || source.isEmpty())
            QSKIP("GG_APP / GG_SOURCE_DIR not set (run through ctest)");
        const auto shoot = [&](const QString &png, const QStringList &more) {
            QProcess process;
            process.start(app,
                          QStringList{QStringLiteral("--screenshot"), png, QStringLiteral("--game"),
                                      game, QStringLiteral("--state"),
                                      source + QStringLiteral("/docs/states/") + game +
                                          QStringLiteral(".sav"),
                                      QStringLiteral("--size"), QStringLiteral("640x480")} +
                              more);
            process.waitForFinished(60000);
            return std::make_pair(process.exitCode(), process.readAllStandardError());
        };
        const QString plain = m_sandbox->path() + QStringLiteral("/plain.png");
        const QString themed = m_sandbox->path() + QStringLiteral("/themed.png");
        QCOMPARE(shoot(plain, {}).first, 0);
        const auto [code, error] = shoot(themed, {QStringLiteral("--theme"), theme});
        QCOMPARE(code, exitCode);
        if (exitCode != 0) {
            QVERIFY(error.contains("unknown theme 'marble'"));
            QVERIFY(error.contains("paper"));
            QVERIFY(!QFile::exists(themed));
            return;
        }
        QVERIFY(QImage(themed) != QImage(plain));
    }

    void unknownGameIsAnError()
    {
        const QString app = qEnvironmentVariable("GG_APP");
        if (app.isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        QProcess process;
        process.start(app, {QStringLiteral("--game"), QStringLiteral("chess"),
                            QStringLiteral("--screenshot"),
                            m_sandbox->path() + QStringLiteral("/x.png")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("chess"));
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
