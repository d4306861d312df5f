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

} // namespace gg::test
