// Every command in one place, nothing thrown away by surprise: a new game, a restart or an
// option change that would cost something (a game against the computer counted as
// abandoned; 2048's score) asks first and says what it costs — Cancel keeps the game, Leave
// Game leaves it, "Don't ask again" is remembered; Resign counts a resigned game apart from
// losses; the Game menu mirrors each page's own actions (text and enabled state, which its
// buttons show too) and offers the game's options; the side panel is reachable by Tab.

#include "appsettings.h"
#include "common/boardview.h"
#include "gamedriver.h"
#include "highscores.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTimer>

using namespace gg::ui;

namespace {

// Answers the next message box: clicks the button whose text is `button` (after ticking its
// check box when `tick`); records what the box said.
struct Answer
{
    explicit Answer(const QString &text, bool tickBox = false) : button(text), tick(tickBox) {}
    QString button;
    bool tick = false;
    QString asked; // the box's informative text, once answered
};

void answerNextBox(Answer *answer)
{
    QTimer::singleShot(0, qApp, [answer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerNextBox(answer); // not up yet
            return;
        }
        answer->asked = box->informativeText().isEmpty() ? box->text() : box->informativeText();
        if (answer->tick && box->checkBox())
            box->checkBox()->setChecked(true);
        for (QAbstractButton *b : box->buttons())
            if (b->text().remove(QLatin1Char('&')) == answer->button) {
                b->click();
                return;
            }
        box->reject();
    });
}

} // namespace

class TestCommands : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_sandbox = std::make_unique<gg::test::Sandbox>();
        AppSettings::write(QStringLiteral("connect4/opponent"), 1);
        AppSettings::write(QStringLiteral("connect4/level"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 0);
        AppSettings::write(QStringLiteral("gomoku/level"), 0);
        AppSettings::write(QStringLiteral("zousi/mode"), 1);
        AppSettings::write(QStringLiteral("zousi/level"), 0);
        AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("computer"));
        AppSettings::write(QStringLiteral("memory/level"), QStringLiteral("easy"));
        AppSettings::setAskBeforeLeaving(true);
    }
    void cleanup() { m_sandbox.reset(); }

    void leavingAsksFirst_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("statsVariant"); // empty: no statistics (2048)
        QTest::addColumn<QString>("costWords");
        QTest::newRow("connect4 vs computer") << "connect4"
                                              << "8x6-easy"
                                              << "abandoned";
        QTest::newRow("gomoku vs computer") << "gomoku"
                                            << "easy"
                                            << "abandoned";
        QTest::newRow("memory vs computer") << "memory"
                                            << "computer-easy"
                                            << "abandoned";
        QTest::newRow("zousi vs computer") << "zousi"
                                           << "easy"
                                           << "abandoned";
        QTest::newRow("2048") << "2048" << QString() << "high scores";
    }
    void leavingAsksFirst()
    {
        QFETCH(QString, game);
        QFETCH(QString, statsVariant);
        QFETCH(QString, costWords);
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        // Nothing played yet: nothing to lose, no question.
        QVERIFY(page->leavingCost().isEmpty());

        QVERIFY(playUntilItCosts(page));
        const QByteArray before = page->saveState();
        const QString serial = page->serial();

        // Cancel: the game stays as it was.
        Answer cancel(QStringLiteral("Cancel"));
        answerNextBox(&cancel);
        window.action(GameAction::New)->trigger();
        QVERIFY2(cancel.asked.contains(costWords), qPrintable(cancel.asked));
        QCOMPARE(page->serial(), serial);
        // The same game (its clock may have run meanwhile, a shown pair turned back).
        QCOMPARE(gameLines(page->saveState()), gameLines(before));
        if (!statsVariant.isEmpty())
            QCOMPARE(Statistics::read(game, statsVariant).played(), 0);

        // Leave Game: a new game, the old one counted as abandoned (not lost).
        Answer leave(QStringLiteral("Leave Game"));
        answerNextBox(&leave);
        window.action(GameAction::New)->trigger();
        QVERIFY(page->serial() != serial);
        if (!statsVariant.isEmpty()) {
            QTRY_COMPARE(Statistics::read(game, statsVariant).abandoned, 1);
            QCOMPARE(Statistics::read(game, statsVariant).lost, 0);
        }

        // Don't ask again: remembered, and the next new game goes without a question.
        QVERIFY(playUntilItCosts(page));
        Answer again(QStringLiteral("Leave Game"), true);
        answerNextBox(&again);
        window.action(GameAction::New)->trigger();
        QVERIFY(!AppSettings::askBeforeLeaving());
        QVERIFY(playUntilItCosts(page));
        const QString third = page->serial();
        window.action(GameAction::New)->trigger(); // no box: it would block here
        QVERIFY(page->serial() != third);
    }

    // Changing an option asks the same question; Cancel leaves the option as it was.
    void optionChangeAsksFirst()
    {
        MainWindow window(QStringLiteral("connect4"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(QStringLiteral("connect4"));
        QVERIFY(playUntilItCosts(page));
        QComboBox *level = nullptr;
        for (const GamePage::Option &option : page->options())
            if (option.label && option.label->text() == QLatin1String("Level"))
                level = option.box;
        QVERIFY(level);
        const int was = level->currentIndex();
        Answer cancel(QStringLiteral("Cancel"));
        answerNextBox(&cancel);
        level->setCurrentIndex((was + 1) % level->count());
        emit level->activated(level->currentIndex());
        QVERIFY(cancel.asked.contains(QLatin1String("abandoned")));
        QCOMPARE(level->currentIndex(), was);
    }

    void resignCountsApart_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("statsVariant");
        QTest::newRow("connect4") << "connect4"
                                  << "8x6-easy";
        QTest::newRow("gomoku") << "gomoku"
                                << "easy";
        QTest::newRow("memory") << "memory"
                                << "computer-easy";
        QTest::newRow("zousi") << "zousi"
                               << "easy";
    }
    void resignCountsApart()
    {
        QFETCH(QString, game);
        QFETCH(QString, statsVariant);
        MainWindow window(game);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        QVERIFY(playUntilItCosts(page));
        QAction *resign = window.action(GameAction::Resign);
        QVERIFY(resign->isVisible());
        QVERIFY(resign->isEnabled());
        const QString serial = page->serial();
        Answer yes(QStringLiteral("Resign"));
        answerNextBox(&yes);
        resign->trigger();
        QVERIFY(!yes.asked.isEmpty());
        QVERIFY(page->serial() != serial); // a new game began
        QTRY_COMPARE(Statistics::read(game, statsVariant).resigned, 1);
        const GameStats stats = Statistics::read(game, statsVariant);
        QCOMPARE(stats.lost, 0);
        QCOMPARE(stats.abandoned, 0);
        QCOMPARE(stats.played(), 1);
    }

    // The menu's entries and the page's buttons show the page's actions: the same text and
    // the same enabled state at every step (2048's Hint button once stayed enabled after the
    // game was over while the menu's was disabled).
    void menuAndButtonsAgree_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void menuAndButtonsAgree()
    {
        QFETCH(QString, game);
        AppSettings::setAskBeforeLeaving(false);
        AppSettings::write(QStringLiteral("2048/size"), 3);
        MainWindow window(game);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        gg::Rng rng(3);
        for (int step = 0; step < 400; ++step) {
            if (!gg::test::playOneMove(page, rng)) {
                if (step % 7 == 0)
                    window.action(GameAction::New)->trigger();
                QTest::qWait(10);
            }
            QCoreApplication::processEvents();
            for (int i = 0; i <= int(GameAction::Resign); ++i) {
                const auto which = GameAction(i);
                QAction *own = page->gameAction(which);
                QVERIFY2(own->isEnabled() ==
                             (page->supports(which) && page->isActionEnabled(which)),
                         qPrintable(QStringLiteral("%1 at step %2").arg(own->text()).arg(step)));
                QCOMPARE(window.action(which)->isEnabled(), own->isEnabled());
                QCOMPARE(window.action(which)->text(), own->text());
            }
            for (QPushButton *button : page->findChildren<QPushButton *>()) {
                for (int i = 0; i <= int(GameAction::Resign); ++i) {
                    QAction *own = page->gameAction(GameAction(i));
                    QString text = own->text();
                    text.remove(QRegularExpression(QStringLiteral("\\(&.\\)$")));
                    text.remove(QLatin1Char('&'));
                    if (button->text() == text && !text.isEmpty())
                        QVERIFY2(
                            button->isEnabled() == own->isEnabled(),
                            qPrintable(QStringLiteral("%1 button at step %2").arg(text).arg(step)));
                }
            }
        }
    }

    // The Game menu offers the game's options; picking one applies it as the side panel
    // would.
    void optionsInTheGameMenu()
    {
        AppSettings::setAskBeforeLeaving(false);
        MainWindow window(QStringLiteral("2048"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = qobject_cast<Twenty48Page *>(window.page(QStringLiteral("2048")));
        emit window.gameMenu()->aboutToShow();
        QMenu *options = nullptr;
        for (QAction *a : window.gameMenu()->actions())
            if (a->menu() && a->text().remove(QLatin1Char('&')) == QLatin1String("Options"))
                options = a->menu();
        QVERIFY(options);
        QMenu *size = nullptr;
        for (QAction *a : options->actions())
            if (a->menu() && a->text() == QLatin1String("Board size"))
                size = a->menu();
        QVERIFY(size);
        QAction *five = nullptr;
        for (QAction *a : size->actions())
            if (a->text() == QStringLiteral("5 × 5"))
                five = a;
        QVERIFY(five);
        five->trigger();
        QCOMPARE(page->controller()->game().size(), 5);
        // The game's own commands are there too.
        bool autoPlay = false;
        for (QAction *a : window.gameMenu()->actions())
            autoPlay = autoPlay || a->text().remove(QLatin1Char('&')) == QLatin1String("Auto-play");
        QVERIFY(autoPlay);
    }

    // From the board, Tab reaches every button and option of the side panel, and each option
    // is named by its caption.
    void sidePanelByTab_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void sidePanelByTab()
    {
        QFETCH(QString, game);
        MainWindow window(game);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        page->view()->setFocus();
        QSet<QWidget *> reached;
        for (int i = 0; i < 60; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached.insert(QApplication::focusWidget());
        }
        for (QPushButton *button : page->findChildren<QPushButton *>())
            if (button->isVisibleTo(page) && button->isEnabled())
                QVERIFY2(reached.contains(button), qPrintable(button->text()));
        for (const GamePage::Option &option : page->options()) {
            QWidget *widget = option.box ? static_cast<QWidget *>(option.box) : option.check;
            if (widget->isEnabled() && widget->isVisibleTo(page)) // Renju's only under Renju
                QVERIFY2(reached.contains(widget),
                         qPrintable(option.label ? option.label->text() : option.check->text()));
            if (option.label)
                QCOMPARE(option.label->buddy(), option.box);
        }
        QVERIFY(reached.contains(page->view())); // and back to the board
    }

    // At 800×600 every game's side panel fits without scrolling (Zou Si Qi's Level and First
    // move and Gomoku's Show move numbers were below the fold), in English and in Chinese.
    void sidePanelFitsAndNothingOverlaps_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            for (const char *lang : {"en", "zh_CN"})
                for (const QSize size : {QSize(800, 600), QSize(1000, 720), QSize(1400, 1000)})
                    QTest::newRow(qPrintable(QStringLiteral("%1, %2, %3x%4")
                                                 .arg(QLatin1String(id), QLatin1String(lang))
                                                 .arg(size.width())
                                                 .arg(size.height())))
                        << QString::fromLatin1(id) << QString::fromLatin1(lang) << size;
    }
    void sidePanelFitsAndNothingOverlaps()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        LanguageManager::instance().apply(language);
        MainWindow window(game);
        QFETCH(QSize, size);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        GamePage *page = window.page(game);
        const auto scrolls = page->findChildren<QScrollArea *>();
        QVERIFY(!scrolls.isEmpty());
        for (QScrollArea *scroll : scrolls)
            QVERIFY2(!scroll->verticalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("the side panel needs %1 more pixels")
                                    .arg(scroll->widget()->minimumSizeHint().height() -
                                         scroll->viewport()->height())));
        // Nothing in the panel is squashed below its minimum or drawn over a neighbour.
        for (QScrollArea *scroll : scrolls) {
            QList<QWidget *> shown;
            for (QWidget *w :
                 scroll->widget()->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly))
                if (w->isVisible())
                    shown << w;
            for (QWidget *w : shown) {
                QVERIFY2(w->height() >= w->minimumSizeHint().height() ||
                             w->height() >= w->minimumHeight(),
                         qPrintable(QStringLiteral("%1 is squashed").arg(w->objectName())));
                for (QWidget *other : shown)
                    if (other != w)
                        QVERIFY2(
                            !w->geometry().intersects(other->geometry()),
                            qPrintable(QStringLiteral("%1 (%2) overlaps %3 (%4)")
                                           .arg(QLatin1String(w->metaObject()->className()),
                                                w->objectName(),
                                                QLatin1String(other->metaObject()->className()),
                                                other->objectName())));
            }
        }
        LanguageManager::instance().apply(QStringLiteral("en"));
    }

private:
    // A save's lines without those that change while nothing is played: the clock, a
    // shown pair waiting to turn back.
    static QList<QByteArray> gameLines(const QByteArray &save)
    {
        QList<QByteArray> lines = save.split('\n');
        lines.removeIf([](const QByteArray &l) {
            return l.startsWith("elapsed ") || l.startsWith("pending ");
        });
        return lines;
    }

    // Plays until leaving would cost something (or 300 tries).
    static bool playUntilItCosts(GamePage *page)
    {
        gg::Rng rng(11);
        for (int i = 0; i < 300 && page->leavingCost().isEmpty(); ++i) {
            if (!gg::test::playOneMove(page, rng))
                QTest::qWait(20);
            QCoreApplication::processEvents();
        }
        // The computer's reply (it may still be thinking) lands before the question.
        QList<QByteArray> last = gameLines(page->saveState());
        QElapsedTimer quiet, total;
        quiet.start();
        total.start();
        while (quiet.elapsed() < 1000 && total.elapsed() < 60000) {
            QTest::qWait(50);
            if (const QList<QByteArray> now = gameLines(page->saveState()); now != last) {
                last = now;
                quiet.restart();
            }
        }
        return !page->leavingCost().isEmpty();
    }

    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
