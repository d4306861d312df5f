#pragma once
// Shared set-up for the UI tests: every test case runs against a fresh temporary settings
// file and save directory, never the developer's own, and never asks for a name.

#include "mainwindow.h"
#include "playername.h"
#include "savestore.h"
#include "settingsstore.h"
#include "storagehealth.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>

#include <memory>

namespace gg::test {

class Sandbox
{
public:
    Sandbox()
    {
        // Caches (the Zou Si Qi solution) and data go to Qt's test locations, never the
        // developer's own folders.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GridGamesTest"));
        QCoreApplication::setApplicationName(QStringLiteral("gridgames"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        gg::ui::SettingsStore::instance().open(QSettings().fileName());
        gg::ui::StorageHealth::instance().reset();
        gg::ui::SaveStore::instance().setDirectory(m_dir.path() + QStringLiteral("/saves"));
        gg::ui::PlayerName::setInteractive(false);
        gg::ui::MainWindow::setAskBeforeLosingByDefault(false);
        gg::ui::SettingsStore::instance().setValue(QStringLiteral("ui/animations"), false);
        // Tests answer no dialog unless they set one up themselves.
        gg::ui::SettingsStore::instance().setValue(QStringLiteral("ui/askBeforeLeaving"), false);
    }
    QString path() const { return m_dir.path(); }
    QString settingsFile() const { return QSettings().fileName(); }
    QString saveFile(const QString &game) const
    {
        return m_dir.path() + QStringLiteral("/saves/") + game + QStringLiteral(".sav");
    }

private:
    QTemporaryDir m_dir;
};

// Lets every computer search that is running or queued finish and every result it posts
// reach the GUI thread (where a cancelled one is discarded): after this, "nothing happened"
// is a fact, not the hope that a fixed wait was long enough. Delays the controllers add on
// top (a reply shown after a pause) must be set to 0 first.
inline void drainComputer()
{
    for (int round = 0; round < 3; ++round) {
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

} // namespace gg::test
