#pragma once
// The main window: a tab per game, the Game / Settings / Help menus, language switching,
// and the "nothing is lost" loop that saves each game soon after it changes.

#include "gamepage.h"
#include "safefile.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QSet>

class QActionGroup;
class QMenu;
class QTabWidget;

class QDialog;

namespace gg::ui {

class NoticeBar;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `game` selects the first tab (a game id); empty means the last one used.
    explicit MainWindow(const QString &game = QString(), QWidget *parent = nullptr);
    ~MainWindow() override;

    // Loads every game's saved state; damaged saves are set aside with a message.
    void restoreGames();
    // Saves every game, the window geometry and the settings; false when something could
    // not be written (it stays in memory and is tried again).
    bool saveAll();
    // Whether closing asks the player while saving fails (off for logout and signals).
    void setAskBeforeLosing(bool ask) { m_askBeforeLosing = ask; }
    // The choice for windows made from now on (tests that never answer a dialog turn it off).
    static void setAskBeforeLosingByDefault(bool ask) { s_askBeforeLosing = ask; }
    NoticeBar *noticeBar() const { return m_noticeBar; }
    // Logout: everything saved at once, nobody asked.
    void commitSession();
    // Runs the event loop until no animation of the visible board is running (at most 3 s):
    // a screenshot shows the board at rest, message boxes fully faded in.
    void settle();
    bool animating() const;

    GamePage *currentPage() const;
    GamePage *page(const QString &id) const;
    QList<GamePage *> pages() const { return m_pages; }
    bool selectGame(const QString &id);
    QAction *action(GameAction which) const { return m_actions.value(int(which)); }
    QAction *highScoresAction() const { return m_highScores; }
    QMenu *gameMenu() const { return m_gameMenu; }
    void setAnimationsEnabled(bool on);
    // Notices shown since start (for tests): damaged saves, rejected settings.
    QStringList notices() const { return m_notices; }

public slots:
    void showHighScores();
    void showHowToPlay();
    void showAbout();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void updateHowToPlay(); // the open How to Play window follows the tab and language
    void buildMenus();
    void retranslate();
    void updateActions();
    void mirrorActions();
    void fillGameSection();
    void scheduleSave(GamePage *page);
    void flushSaves();
    void setLanguage(const QString &code);
    void notify(const QString &text);
    QString storageProblem(StorageError error, const QString &path) const;
    void storageFailed(StorageError error, const QString &path);
    void storageRecovered();

    QTabWidget *m_tabs = nullptr;
    NoticeBar *m_noticeBar = nullptr;
    bool m_askBeforeLosing = true;
    static inline bool s_askBeforeLosing = true;
    QStringList m_startNotices;
    QList<GamePage *> m_pages;
    QHash<int, QAction *> m_actions;
    QAction *m_highScores = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_animations = nullptr;
    QMenu *m_appearanceMenu = nullptr;
    QMenu *m_themeMenu = nullptr; // the current game's board themes (issue 17)
    void fillThemeMenu();
    QAction *m_sound = nullptr;
    QMenu *m_volumeMenu = nullptr;
    QList<QAction *> m_volumeActions;
    QList<QAction *> m_appearanceActions; // Follow System, Light, Dark, High Contrast
    QAction *m_askBeforeLeaving = nullptr;
    QAction *m_gameSection = nullptr;
    QMenu *m_optionsMenu = nullptr;
    QList<QAction *> m_sectionActions;
    QAction *m_howToPlay = nullptr;
    QAction *m_about = nullptr;
    QPointer<QDialog> m_help; // the one How to Play window, while open
    QHash<QString, QAction *> m_languageActions;
    QActionGroup *m_languageGroup = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QSet<GamePage *> m_dirty;
    bool m_saveQueued = false;
    QStringList m_notices;
    GamePage *m_previous = nullptr;
};

} // namespace gg::ui
