#include "mainwindow.h"

#include "common/appearance.h"
#include "common/sound.h"
#include "common/theme.h"

#include "aboutdialog.h"
#include "appsettings.h"
#include "common/boardview.h"
#include "gameregistry.h"
#include "highscores.h"
#include "highscoresdialog.h"
#include "languagemanager.h"
#include "noticebar.h"
#include "playername.h"
#include "savestore.h"
#include "settingsstore.h"
#include "storagehealth.h"

#include <QAbstractAnimation>
#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <cstdio>

namespace gg::ui {

MainWindow::MainWindow(const QString &game, QWidget *parent) : QMainWindow(parent)
{
    setWindowIcon(applicationIcon());
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_noticeBar = new NoticeBar(central);
    m_tabs = new QTabWidget(central);
    m_tabs->setDocumentMode(true);
    m_tabs->setFocusPolicy(Qt::NoFocus);
    m_tabs->tabBar()->setFocusPolicy(Qt::NoFocus);
    column->addWidget(m_noticeBar);
    column->addWidget(m_tabs, 1);
    // On a screen too small for the board and the side panel (a 640×480 screen at 300 %
    // scale), the window shrinks to the screen and its content scrolls; otherwise the
    // scroll area is invisible and the content simply fills the window.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("windowScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(central);
    setCentralWidget(scroll);

    // Told once when progress stops reaching the disk, and once when it does again.
    connect(&StorageHealth::instance(), &StorageHealth::failed, this,
            [this](StorageError error, const QString &path) { storageFailed(error, path); });
    connect(&StorageHealth::instance(), &StorageHealth::recovered, this,
            &MainWindow::storageRecovered);

    m_askBeforeLosing = s_askBeforeLosing;
    // The settings file as it is now: a pipe, a device or a directory there is set aside.
    if (const QString aside = SettingsStore::instance().checkFile(); !aside.isEmpty())
        m_startNotices.append(
            tr("The settings file was not a regular file; it was renamed %1 and new settings "
               "started.")
                .arg(QFileInfo(aside).fileName()));
    AppSettings::removeOversized();
    const bool animations = AppSettings::animations();
    for (const GameInfo &info : registeredGames()) {
        GamePage *page = info.create(m_tabs);
        page->setAnimationsEnabled(animations);
        m_pages.append(page);
        m_tabs->addTab(page, page->title());
        connect(page, &GamePage::actionsChanged, this, &MainWindow::updateActions);
        // The menu follows the page's actions whenever they change, whatever changed them.
        for (int i = 0; i <= int(GameAction::Resign); ++i)
            connect(page->gameAction(GameAction(i)), &QAction::changed, this, [this, page] {
                if (page == currentPage())
                    mirrorActions();
            });
        connect(page, &GamePage::stateChanged, this, [this, page] { scheduleSave(page); });
    }

    buildMenus();
    retranslate();

    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int) {
        if (m_previous)
            m_previous->deactivated();
        m_previous = currentPage();
        if (m_previous) {
            m_previous->activated();
            m_previous->setFocus();
            AppSettings::setLastGame(m_previous->gameId());
        }
        updateActions();
        updateHowToPlay();
    });

    for (int i = 0; i < 6; ++i) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)), this);
        connect(shortcut, &QShortcut::activated, this, [this, i] {
            if (i < m_tabs->count())
                m_tabs->setCurrentIndex(i);
        });
    }
    auto *next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab), this);
    connect(next, &QShortcut::activated, this,
            [this] { m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count()); });
    auto *previous = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), this);
    connect(previous, &QShortcut::activated, this, [this] {
        m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count());
    });

    resize(1000, 720);
    const QByteArray geometry = AppSettings::geometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    // Never larger than the screen it opens on.
    if (const QScreen *where = screen())
        resize(size().boundedTo(where->availableSize()));

    const QString first = game.isEmpty() ? AppSettings::lastGame() : game;
    if (!selectGame(first) && m_tabs->count() > 0)
        m_tabs->setCurrentIndex(0);
    m_previous = currentPage();
    if (m_previous)
        m_previous->activated();
    updateActions();
}

MainWindow::~MainWindow() = default;

GamePage *MainWindow::currentPage() const
{
    return qobject_cast<GamePage *>(m_tabs->currentWidget());
}

GamePage *MainWindow::page(const QString &id) const
{
    for (GamePage *p : m_pages)
        if (p->gameId() == id)
            return p;
    return nullptr;
}

bool MainWindow::selectGame(const QString &id)
{
    GamePage *p = page(id);
    if (!p)
        return false;
    m_tabs->setCurrentWidget(p);
    p->setFocus();
    return true;
}

void MainWindow::buildMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    struct Spec
    {
        GameAction action;
        QKeySequence key;
    };
    const Spec specs[] = {
        {GameAction::New, QKeySequence::New},
        {GameAction::Restart, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
        {GameAction::Undo, QKeySequence::Undo},
        {GameAction::Redo, QKeySequence::Redo},
        {GameAction::Hint, QKeySequence(Qt::Key_H)},
        {GameAction::Pause, QKeySequence(Qt::Key_P)},
        {GameAction::Resign, QKeySequence()},
    };
    for (const Spec &spec : specs) {
        auto *act = new QAction(this);
        act->setShortcut(spec.key);
        act->setShortcutContext(Qt::WindowShortcut);
        connect(act, &QAction::triggered, this, [this, which = spec.action] {
            // The page runs it (confirmations included) as its own buttons do.
            if (GamePage *p = currentPage())
                p->request(which);
            updateActions();
        });
        m_actions.insert(int(spec.action), act);
        m_gameMenu->addAction(act);
        if (spec.action == GameAction::Restart || spec.action == GameAction::Redo ||
            spec.action == GameAction::Resign)
            m_gameMenu->addSeparator();
    }
    m_actions.value(int(GameAction::Pause))->setCheckable(true);
    // The current game's own commands (Auto-play, Shuffle, Offer Draw) and its options
    // (size, level, opponent, …), rebuilt whenever the menu opens.
    m_gameSection = m_gameMenu->addSeparator();
    m_optionsMenu = new QMenu(this);
    connect(m_gameMenu, &QMenu::aboutToShow, this, &MainWindow::fillGameSection);
    m_gameMenu->addSeparator();
    m_highScores = m_gameMenu->addAction(QString(), this, &MainWindow::showHighScores);
    m_highScores->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_gameMenu->addSeparator();
    m_quit = m_gameMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);

    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (const char *code : {"system", "en", "zh_CN", "zh_TW"}) {
        auto *act = m_languageMenu->addAction(QString());
        act->setCheckable(true);
        act->setData(QLatin1String(code));
        m_languageGroup->addAction(act);
        m_languageActions.insert(QLatin1String(code), act);
        connect(act, &QAction::triggered, this, [this, code] { setLanguage(QLatin1String(code)); });
    }
    if (QAction *current = m_languageActions.value(AppSettings::language()))
        current->setChecked(true);
    // Settings → Appearance: Standard, High Contrast, or as the desktop asks (issue 20).
    m_appearanceMenu = m_settingsMenu->addMenu(QString());
    auto *appearanceGroup = new QActionGroup(this);
    appearanceGroup->setExclusive(true);
    for (const Appearance::Choice choice :
         {Appearance::Choice::System, Appearance::Choice::Light, Appearance::Choice::Dark,
          Appearance::Choice::HighContrast}) {
        auto *act = m_appearanceMenu->addAction(QString());
        act->setCheckable(true);
        act->setChecked(Appearance::instance().choice() == choice);
        appearanceGroup->addAction(act);
        m_appearanceActions.append(act);
        connect(act, &QAction::triggered, this,
                [choice] { Appearance::instance().setChoice(choice); });
    }
    // Settings → Board Theme: the current game's themes, filled when the menu opens.
    m_themeMenu = m_settingsMenu->addMenu(QString());
    connect(m_themeMenu, &QMenu::aboutToShow, this, &MainWindow::fillThemeMenu);
    connect(m_settingsMenu, &QMenu::aboutToShow, this, [this] {
        const GamePage *page = currentPage();
        m_themeMenu->setEnabled(page && Themes::instance().keys(page->gameId()).size() > 1);
    });
    // Settings → Sound (Ctrl+M mutes) and its volume (issue 17).
    m_sound = m_settingsMenu->addAction(QString());
    m_sound->setCheckable(true);
    m_sound->setChecked(SoundPlayer::enabled());
    m_sound->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_sound->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_sound, &QAction::toggled, this, [](bool on) { SoundPlayer::setEnabled(on); });
    m_volumeMenu = m_settingsMenu->addMenu(QString());
    auto *volumeGroup = new QActionGroup(this);
    volumeGroup->setExclusive(true);
    for (const int percent : {25, 50, 70, 100}) {
        auto *act = m_volumeMenu->addAction(QString());
        act->setCheckable(true);
        act->setData(percent);
        act->setChecked(SoundPlayer::volume() == percent);
        volumeGroup->addAction(act);
        m_volumeActions.append(act);
        connect(act, &QAction::triggered, this, [percent] {
            SoundPlayer::setVolume(percent);
            SoundPlayer::setEnabled(true);
            playSound(Sound::Place); // hear the new level
        });
    }
    connect(&SoundPlayer::instance(), &SoundPlayer::settingsChanged, this, [this] {
        const QSignalBlocker block(m_sound);
        m_sound->setChecked(SoundPlayer::enabled());
    });
    m_askBeforeLeaving = m_settingsMenu->addAction(QString());
    m_askBeforeLeaving->setCheckable(true);
    m_askBeforeLeaving->setChecked(AppSettings::askBeforeLeaving());
    connect(m_askBeforeLeaving, &QAction::toggled, this,
            [](bool on) { AppSettings::setAskBeforeLeaving(on); });
    connect(m_settingsMenu, &QMenu::aboutToShow, this,
            [this] { m_askBeforeLeaving->setChecked(AppSettings::askBeforeLeaving()); });
    m_animations = m_settingsMenu->addAction(QString());
    m_animations->setCheckable(true);
    m_animations->setChecked(AppSettings::animations());
    connect(m_animations, &QAction::toggled, this, [this](bool on) {
        AppSettings::setAnimations(on);
        setAnimationsEnabled(on);
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_howToPlay = m_helpMenu->addAction(QString(), this, &MainWindow::showHowToPlay);
    m_howToPlay->setShortcut(QKeySequence::HelpContents);
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_about->setMenuRole(QAction::AboutRole);
}

void MainWindow::fillThemeMenu()
{
    m_themeMenu->clear();
    const GamePage *page = currentPage();
    if (!page)
        return;
    const QString game = page->gameId();
    Themes &themes = Themes::instance();
    auto *group = new QActionGroup(m_themeMenu);
    group->setExclusive(true);
    for (const QString &key : themes.keys(game)) {
        QAction *act = m_themeMenu->addAction(themes.displayName(game, key));
        act->setCheckable(true);
        act->setData(key);
        act->setChecked(themes.currentKey(game) == key);
        group->addAction(act);
        connect(act, &QAction::triggered, this,
                [game, key] { Themes::instance().setCurrent(game, key); });
    }
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Grid Games"));
    updateHowToPlay();
    m_gameMenu->setTitle(tr("&Game"));
    m_actions.value(int(GameAction::New))->setText(tr("&New Game"));
    m_actions.value(int(GameAction::Restart))->setText(tr("&Restart"));
    m_actions.value(int(GameAction::Undo))->setText(tr("&Undo"));
    m_actions.value(int(GameAction::Redo))->setText(tr("Re&do"));
    m_actions.value(int(GameAction::Hint))->setText(tr("&Hint"));
    m_actions.value(int(GameAction::Pause))->setText(tr("&Pause"));
    m_actions.value(int(GameAction::Resign))->setText(GamePage::actionText(GameAction::Resign));
    m_optionsMenu->setTitle(tr("&Options"));
    m_askBeforeLeaving->setText(tr("Ask Before &Leaving a Game"));
    m_highScores->setText(tr("High &Scores"));
    m_quit->setText(tr("&Quit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_languageActions.value(QStringLiteral("system"))->setText(tr("Follow System"));
    // Language names are shown in their own language so anyone can find theirs.
    m_languageActions.value(QStringLiteral("en"))->setText(QStringLiteral("English"));
    m_languageActions.value(QStringLiteral("zh_CN"))->setText(QStringLiteral("简体中文"));
    m_languageActions.value(QStringLiteral("zh_TW"))->setText(QStringLiteral("繁體中文"));
    m_animations->setText(tr("&Animations"));
    m_sound->setText(tr("S&ound"));
    m_volumeMenu->setTitle(tr("&Volume"));
    for (QAction *act : std::as_const(m_volumeActions))
        act->setText(tr("%1%").arg(act->data().toInt()));
    m_appearanceMenu->setTitle(tr("A&ppearance"));
    m_appearanceActions.value(0)->setText(tr("Follow &System"));
    m_appearanceActions.value(1)->setText(tr("&Light"));
    m_appearanceActions.value(2)->setText(tr("&Dark"));
    m_appearanceActions.value(3)->setText(tr("&High Contrast"));
    m_themeMenu->setTitle(tr("Board &Theme"));
    m_helpMenu->setTitle(tr("&Help"));
    m_howToPlay->setText(tr("How to &Play"));
    m_about->setText(tr("&About Grid Games"));
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *p = qobject_cast<GamePage *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, p->title());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        if (GamePage *p = currentPage())
            p->deactivated(); // clocks stop while the window is in the background
    QMainWindow::changeEvent(event);
}

void MainWindow::updateActions()
{
    if (GamePage *p = currentPage())
        p->refreshActions();
    mirrorActions();
}

void MainWindow::mirrorActions()
{
    GamePage *p = currentPage();
    // The menu mirrors the page's own actions: one source for every button and entry.
    for (auto it = m_actions.begin(); it != m_actions.end(); ++it) {
        QAction *source = p ? p->gameAction(GameAction(it.key())) : nullptr;
        it.value()->setEnabled(source && source->isEnabled());
        it.value()->setVisible(!p || p->supports(GameAction(it.key())) ||
                               GameAction(it.key()) != GameAction::Resign);
        if (it.value()->isCheckable())
            it.value()->setChecked(source && source->isChecked());
    }
    if (p) // the texts too: Pause/Resume, and each game's own word for Undo
        for (auto it = m_actions.begin(); it != m_actions.end(); ++it)
            it.value()->setText(p->gameAction(GameAction(it.key()))->text());
}

void MainWindow::fillGameSection()
{
    updateActions();
    // Everything between the section's separator and the Options menu is this game's.
    for (QAction *old : std::as_const(m_sectionActions))
        m_gameMenu->removeAction(old);
    m_sectionActions.clear();
    m_optionsMenu->clear();
    GamePage *p = currentPage();
    if (!p)
        return;
    QAction *before = m_gameSection;
    const QList<QAction *> actions = m_gameMenu->actions();
    const int at = int(actions.indexOf(m_gameSection));
    before = at + 1 < actions.size() ? actions[at + 1] : nullptr;
    for (QAction *extra : p->extraActions()) {
        m_gameMenu->insertAction(before, extra);
        m_sectionActions.append(extra);
    }
    // Each option as the side panel offers it: a submenu of choices, or a check box.
    for (const GamePage::Option &option : p->options()) {
        // An option the panel hides (Gomoku's Renju options under other rules) is left out.
        if ((option.check && option.check->isHidden()) || (option.box && option.box->isHidden()))
            continue;
        if (option.check) {
            QAction *toggle = m_optionsMenu->addAction(option.check->text());
            toggle->setCheckable(true);
            toggle->setChecked(option.check->isChecked());
            toggle->setEnabled(option.check->isEnabled());
            QCheckBox *check = option.check;
            connect(toggle, &QAction::triggered, check, [check] { check->click(); });
            continue;
        }
        QString title = option.label ? option.label->text() : QString();
        QMenu *choices = m_optionsMenu->addMenu(title);
        choices->setEnabled(option.box->isEnabled());
        auto *group = new QActionGroup(choices);
        QComboBox *box = option.box;
        for (int i = 0; i < box->count(); ++i) {
            QAction *choice = choices->addAction(box->itemText(i));
            choice->setCheckable(true);
            choice->setChecked(i == box->currentIndex());
            group->addAction(choice);
            connect(choice, &QAction::triggered, box, [box, i] {
                if (box->currentIndex() == i)
                    return;
                box->setCurrentIndex(i);
                emit box->activated(i); // the page applies it (asking first if it costs)
            });
        }
    }
    if (!m_optionsMenu->isEmpty()) {
        m_gameMenu->insertMenu(before, m_optionsMenu);
        m_sectionActions.append(m_optionsMenu->menuAction());
    }
}

void MainWindow::setAnimationsEnabled(bool on)
{
    for (GamePage *p : m_pages)
        p->setAnimationsEnabled(on);
    if (m_animations->isChecked() != on)
        m_animations->setChecked(on);
}

void MainWindow::setLanguage(const QString &code)
{
    AppSettings::setLanguage(code);
    LanguageManager::instance().apply(code);
    if (QAction *act = m_languageActions.value(code))
        act->setChecked(true);
}

void MainWindow::scheduleSave(GamePage *page)
{
    m_dirty.insert(page);
    if (m_saveQueued)
        return;
    m_saveQueued = true;
    // Saving waits for the event loop to be idle, so a burst of moves costs one write.
    QTimer::singleShot(0, this, &MainWindow::flushSaves);
}

void MainWindow::flushSaves()
{
    m_saveQueued = false;
    const auto dirty = m_dirty;
    m_dirty.clear();
    // A save that fails stays dirty and is tried again after the next change; so are
    // settings that could not be written.
    for (GamePage *p : dirty)
        if (!SaveStore::instance().save(p->gameId(), p->saveState()).ok())
            m_dirty.insert(p);
    SettingsStore::instance().commit();
}

bool MainWindow::saveAll()
{
    m_dirty.clear();
    bool ok = true;
    for (GamePage *p : m_pages) {
        if (!SaveStore::instance().save(p->gameId(), p->saveState()).ok()) {
            m_dirty.insert(p);
            ok = false;
        }
    }
    AppSettings::setGeometry(saveGeometry());
    return SettingsStore::instance().commit() && ok;
}

QString MainWindow::storageProblem(StorageError error, const QString &path) const
{
    const QString where = QDir::toNativeSeparators(QFileInfo(path).absolutePath());
    switch (error) {
    case StorageError::DiskFull:
        return tr("the disk is full (%1)").arg(where);
    case StorageError::ReadOnly:
        return tr("the folder cannot be written to (%1 is read-only)").arg(where);
    case StorageError::NotRegular:
        return tr("%1 is not a regular file").arg(QDir::toNativeSeparators(path));
    case StorageError::NotOwner:
        return tr("another Grid Games window has taken over your games");
    case StorageError::Other:
    case StorageError::None:
        break;
    }
    return tr("%1 cannot be written").arg(QDir::toNativeSeparators(path));
}

void MainWindow::storageFailed(StorageError error, const QString &path)
{
    const QString text =
        tr("Progress is not being saved: %1. It is kept, and saving is tried again after every "
           "move.")
            .arg(storageProblem(error, path));
    m_notices.append(text);
    m_noticeBar->showNotice(text, NoticeBar::Kind::Warning);
    std::fprintf(stderr, "gridgames: %s\n", qPrintable(text));
}

void MainWindow::storageRecovered()
{
    const QString text = tr("Saving works again: your progress is saved.");
    m_notices.append(text);
    m_noticeBar->showNotice(text, NoticeBar::Kind::Information, 8);
    std::fprintf(stderr, "gridgames: %s\n", qPrintable(text));
}

void MainWindow::restoreGames()
{
    for (const QString &text : std::as_const(m_startNotices))
        notify(text);
    m_startNotices.clear();
    if (const QString aside = SaveStore::instance().prepareDirectory(); !aside.isEmpty())
        notify(tr("The save folder was not a folder; it was renamed %1 and a new one made.")
                   .arg(QFileInfo(aside).fileName()));
    for (GamePage *p : m_pages) {
        const auto saved = SaveStore::instance().load(p->gameId());
        if (!saved)
            continue;
        if (!p->restoreState(*saved)) {
            const QString aside = SaveStore::instance().setAside(p->gameId());
            notify(tr("The saved %1 game could not be read; it was set aside and a new game "
                      "started.")
                       .arg(p->title()));
            Q_UNUSED(aside);
        }
    }
    // Values the pages rejected while reading their settings, before the score tables are
    // checked (which counts its own rejections).
    const int rejected = AppSettings::rejectedCount();
    if (const int dropped = HighScores::removeDamaged(); dropped > 0)
        notify(
            tr("Damaged high-score entries removed: %1. The other scores are kept.").arg(dropped));
    if (rejected > 0)
        notify(tr("Some damaged settings were ignored; your other settings and scores are "
                  "kept."));
    updateActions();
}

void MainWindow::notify(const QString &text)
{
    m_notices.append(text);
    statusBar()->showMessage(text, 10000);
}

void MainWindow::commitSession()
{
    saveAll();
}

bool MainWindow::animating() const
{
    GamePage *p = currentPage();
    QGraphicsScene *scene = p && p->view() ? p->view()->scene() : nullptr;
    if (!scene)
        return false;
    QList<QAbstractAnimation *> animations = scene->findChildren<QAbstractAnimation *>();
    for (QGraphicsItem *item : scene->items())
        if (QGraphicsObject *object = item->toGraphicsObject())
            animations += object->findChildren<QAbstractAnimation *>();
    for (const QAbstractAnimation *animation : std::as_const(animations))
        if (animation->state() == QAbstractAnimation::Running && animation->loopCount() != -1)
            return true; // (endless ones, such as a pulsing hint, never settle)
    return false;
}

void MainWindow::settle()
{
    QElapsedTimer clock;
    clock.start();
    do {
        QCoreApplication::processEvents();
        QThread::msleep(10);
    } while (clock.elapsed() < 100 || (animating() && clock.elapsed() < 3000));
    QCoreApplication::processEvents();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // A name prompt still open is not an answer: its score stays pending in the save and is
    // asked for at the next start.
    PlayerName::dropOpenPrompts();
    // Nothing unwritten may vanish without a word: while saving fails, the player chooses.
    while (!saveAll() && m_askBeforeLosing) {
        QMessageBox box(QMessageBox::Warning, tr("Progress not saved"),
                        tr("Your progress cannot be saved: %1.")
                            .arg(storageProblem(StorageHealth::instance().lastError(),
                                                StorageHealth::instance().lastPath())),
                        QMessageBox::NoButton, this);
        box.setInformativeText(
            tr("Make room (or make the folder writable) and try again, or quit and lose the "
               "moves and scores since the last save."));
        QPushButton *retry = box.addButton(tr("Try Again"), QMessageBox::AcceptRole);
        QPushButton *quit = box.addButton(tr("Quit Without Saving"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(retry);
        box.exec();
        if (box.clickedButton() == quit)
            break;
        if (box.clickedButton() != retry) {
            event->ignore();
            return;
        }
    }
    event->accept();
}

void MainWindow::showHighScores()
{
    auto *dialog = new HighScoresDialog(m_pages, currentPage(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showHowToPlay()
{
    GamePage *p = currentPage();
    if (!p)
        return;
    // One window: F1 again raises it (showing the current game's rules).
    if (!m_help) {
        m_help = new QDialog(this);
        m_help->setObjectName(QStringLiteral("howToPlay"));
        m_help->setAttribute(Qt::WA_DeleteOnClose);
        auto *layout = new QVBoxLayout(m_help);
        auto *browser = new QTextBrowser(m_help);
        browser->setOpenLinks(false);
        layout->addWidget(browser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_help);
        connect(buttons, &QDialogButtonBox::rejected, m_help.data(), &QDialog::reject);
        layout->addWidget(buttons);
        m_help->resize(560, 520);
    }
    updateHowToPlay();
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

void MainWindow::updateHowToPlay()
{
    GamePage *p = currentPage();
    if (!m_help || !p)
        return;
    m_help->setWindowTitle(tr("How to Play: %1").arg(p->title()));
    if (auto *browser = m_help->findChild<QTextBrowser *>())
        browser->setHtml(p->howToPlay());
}

void MainWindow::showAbout()
{
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace gg::ui
