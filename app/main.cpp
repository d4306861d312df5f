// Grid Games: the application entry point. Parses the command line, installs the
// translations, and shows the main window (or renders it to a PNG with --screenshot).

#include "aboutdialog.h"
#include "appsettings.h"
#include "gamepage.h"
#include "gameregistry.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "playername.h"
#include "safefile.h"
#include "savestore.h"
#include "settingsstore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <string_view>

using namespace gg::ui;

namespace {

void printError(const QString &text)
{
    std::fprintf(stderr, "gridgames: %s\n", qPrintable(text));
}

// --help, --version and --dump-state only print text: they must work without a display (over ssh,
// in a package check), so those runs use the offscreen platform unless one is chosen.
bool printsOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" ||
            arg == "-v" || arg == "--dump-state")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (printsOnly(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GridGames"));
    QCoreApplication::setApplicationName(QStringLiteral("gridgames"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GG_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Grid Games"));
    QGuiApplication::setDesktopFileName(QStringLiteral("gridgames"));
    QApplication::setWindowIcon(applicationIcon());

    // A screenshot run must never read or touch the player's settings, scores or saves,
    // so it is decided before anything opens QSettings.
    const QStringList arguments = QCoreApplication::arguments();
    const bool screenshotRun = arguments.contains(QStringLiteral("--screenshot"));
    // --dump-state reads the player's settings and saves but must never change them: it works
    // on a copy of the settings file and only ever loads the save.
    const bool dumpRun = arguments.contains(QStringLiteral("--dump-state"));
    QTemporaryDir scratch;
    const QString playerSettings = SettingsStore::defaultPath();
    if (dumpRun || screenshotRun) {
        // Settings go to a scratch file, and nobody is asked for a name.
        const QString copy = scratch.path() + QStringLiteral("/gridgames.conf");
        if (dumpRun && SafeFile::isRegularFile(playerSettings))
            QFile::copy(playerSettings, copy);
        SettingsStore::instance().open(copy);
        PlayerName::setInteractive(false);
    }
    if (dumpRun || !screenshotRun) // a screenshot run neither reads nor writes saves
        SaveStore::instance().setDirectory(SaveStore::defaultDirectory());
    LanguageManager::instance().apply(AppSettings::language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and "
                "Zou Si Qi."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption gameOption(
        QStringLiteral("game"),
        QCoreApplication::translate("main", "Open the game with this id: %1.")
            .arg(gameIds().join(QStringLiteral(", "))),
        QStringLiteral("id"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to a PNG file and exit."),
        QStringLiteral("file"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Language for this run: %1.")
            .arg(LanguageManager::languages().join(QStringLiteral(", "))),
        QStringLiteral("code"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size for --screenshot (default 1000x720)."),
        QStringLiteral("WxH"));
    const QCommandLineOption stateOption(
        QStringLiteral("state"),
        QCoreApplication::translate(
            "main",
            "With --screenshot: show the game saved in this file (the game's save format)."),
        QStringLiteral("file"));
    const QCommandLineOption dumpOption(
        QStringLiteral("dump-state"),
        QCoreApplication::translate("main", "Print the saved game of this id as the app restores "
                                            "it, then exit. Changes nothing."),
        QStringLiteral("id"));
    parser.addOptions(
        {gameOption, screenshotOption, langOption, sizeOption, stateOption, dumpOption});
    parser.process(app);

    if (parser.isSet(dumpOption)) {
        const QString id = parser.value(dumpOption);
        for (const GameInfo &info : registeredGames()) {
            if (info.id != id)
                continue;
            const std::unique_ptr<GamePage> page(info.create(nullptr));
            const auto saved = SaveStore::instance().load(id);
            if (!saved || !page->restoreState(*saved)) {
                printError(
                    QCoreApplication::translate("main", "no readable saved game for '%1'").arg(id));
                return 1;
            }
            const QByteArray state = page->saveState();
            std::fwrite(state.constData(), 1, size_t(state.size()), stdout);
            return 0;
        }
        printError(QCoreApplication::translate("main", "unknown game '%1'; known games: %2")
                       .arg(id, gameIds().join(QStringLiteral(", "))));
        return 2;
    }

    const QString game = parser.value(gameOption);
    if (!game.isEmpty() && !gameIds().contains(game)) {
        printError(QCoreApplication::translate("main", "unknown game '%1'; known games: %2")
                       .arg(game, gameIds().join(QStringLiteral(", "))));
        return 2;
    }
    if (parser.isSet(langOption)) {
        const QString lang = parser.value(langOption);
        if (!LanguageManager::isLanguage(lang)) {
            printError(QCoreApplication::translate("main", "unknown language '%1'").arg(lang));
            return 2;
        }
        LanguageManager::instance().apply(lang);
    }
    QSize size(1000, 720);
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const auto match = pattern.match(parser.value(sizeOption));
        if (!match.hasMatch() || match.captured(1).toInt() > 8000 ||
            match.captured(2).toInt() > 8000) {
            printError(QCoreApplication::translate("main", "--size must look like 1000x720"));
            return 2;
        }
        size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }

    if (screenshotRun) {
        AppSettings::setAnimations(false);
        MainWindow window(game);
        window.setAnimationsEnabled(false);
        window.resize(size);
        if (parser.isSet(stateOption)) {
            // A real saved game, read through the same validating reader as at start-up.
            QFile stateFile(parser.value(stateOption));
            const QByteArray state =
                stateFile.open(QIODevice::ReadOnly) ? stateFile.read(1 << 20) : QByteArray();
            if (state.isEmpty() || !window.currentPage()->restoreState(state)) {
                printError(QCoreApplication::translate("main", "%1 is not a saved game of %2")
                               .arg(stateFile.fileName(), window.currentPage()->gameId()));
                return 2;
            }
        }
        window.show();
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QThread::msleep(20);
        }
        const QString file = parser.value(screenshotOption);
        if (!window.grab().save(file, "PNG")) {
            printError(QCoreApplication::translate("main", "cannot write %1").arg(file));
            return 1;
        }
        return 0;
    }

    MainWindow window(game);
    window.restoreGames();
    window.show();
    return app.exec();
}
