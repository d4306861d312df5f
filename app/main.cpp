// Grid Games: the application entry point. The command line is parsed once, before the
// application object exists (so a run that only prints can choose the offscreen platform);
// then one of: help, version, --dump-state (print a saved game), --screenshot (render the
// window to a PNG), or the app itself, which is one window per player (a second start hands
// over to the first) and saves everything on SIGTERM, SIGINT, SIGHUP and logout.

#include "aboutdialog.h"
#include "appsettings.h"
#include "common/appearance.h"
#include "common/sound.h"
#include "common/theme.h"
#include "gamepage.h"
#include "gameregistry.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "playername.h"
#include "safefile.h"
#include "saveowner.h"
#include "savestore.h"
#include "settingsstore.h"
#include "signalwatcher.h"
#include "singleinstance.h"
#include "zousi/zousisolverservice.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QRegularExpression>
#include <QSessionManager>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using namespace gg::ui;

namespace {

void printError(const QString &text)
{
    std::fprintf(stderr, "gridgames: %s\n", qPrintable(text));
}

// --- The command line ---------------------------------------------------------------------

struct CommandLine
{
    enum class Mode { Run, Help, Version, Screenshot, DumpState };
    Mode mode = Mode::Run;
    QString game;
    QString language;
    QString appearance; // "", "light" (or "standard"), "dark", "highcontrast", "system"
    QString theme;      // "", or a board theme's key ("mahjong"), for this run
    QString screenshotFile;
    QSize size{1000, 720};
    QString stateFile;
    QString dumpGame;
    QString error; // set when the command line is refused
};

// The app's options (descriptions translated when a translator is installed) and Qt's own
// (-platform, -style, …, which QApplication takes out of argv afterwards), so that the one
// parse knows every option a user may pass.
struct Options
{
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            QCoreApplication::translate("main", "Show this help and exit.")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               QCoreApplication::translate("main", "Show the version and exit.")};
    QCommandLineOption game{QStringLiteral("game"),
                            QCoreApplication::translate("main", "Open the game with this id: %1.")
                                .arg(gameIds().join(QStringLiteral(", "))),
                            QStringLiteral("id")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to a PNG file and exit."),
        QStringLiteral("file")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QCoreApplication::translate("main", "Language for this run: %1.")
                                .arg(LanguageManager::languages().join(QStringLiteral(", "))),
                            QStringLiteral("code")};
    QCommandLineOption appearance{
        QStringLiteral("appearance"),
        QCoreApplication::translate("main",
                                    "Look for this run: light, dark, highcontrast or system."),
        QStringLiteral("look")};
    QCommandLineOption theme{
        QStringLiteral("theme"),
        QCoreApplication::translate("main",
                                    "Board theme for this run, in every game that has it: "
                                    "classic, patterns, wood, paper, symbols, pictures, mahjong, "
                                    "hanzi, or a theme folder's name."),
        QStringLiteral("name")};
    QCommandLineOption size{
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size for --screenshot (default 1000x720)."),
        QStringLiteral("WxH")};
    QCommandLineOption state{
        QStringLiteral("state"),
        QCoreApplication::translate(
            "main",
            "With --screenshot: show the game saved in this file (the game's save format)."),
        QStringLiteral("file")};
    QCommandLineOption dump{
        QStringLiteral("dump-state"),
        QCoreApplication::translate("main",
                                    "Print the saved game of this id as the app restores it, then "
                                    "exit. Changes nothing."),
        QStringLiteral("id")};
    QList<QCommandLineOption> qt;

    Options()
    {
        for (const char *name : {"platform", "platformpluginpath", "platformtheme", "plugin",
                                 "qwindowgeometry", "qwindowicon", "qwindowtitle", "session",
                                 "display", "geometry", "style", "stylesheet", "title"})
            qt.append(QCommandLineOption(QLatin1String(name), QString(), QStringLiteral("v")));
        for (const char *name : {"reverse", "widgetcount", "nograb", "dograb", "sync"})
            qt.append(QCommandLineOption(QLatin1String(name)));
        for (QCommandLineOption &option : qt)
            option.setFlags(QCommandLineOption::HiddenFromHelp);
    }

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and "
                    "Zou Si Qi."));
        // Qt's own options are written with one dash (-platform xcb).
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOptions(
            {help, version, game, screenshot, lang, appearance, theme, size, state, dump});
        parser.addOptions(qt);
    }
};

CommandLine parseCommandLine(const QStringList &arguments)
{
    CommandLine line;
    const Options options;
    QCommandLineParser parser;
    options.addTo(parser);
    if (!parser.parse(arguments)) {
        line.error = parser.errorText();
        return line;
    }
    if (!parser.positionalArguments().isEmpty()) {
        line.error = QCoreApplication::translate("main", "unexpected argument '%1'")
                         .arg(parser.positionalArguments().first());
        return line;
    }
    if (parser.isSet(options.help)) {
        line.mode = CommandLine::Mode::Help;
        return line;
    }
    if (parser.isSet(options.version)) {
        line.mode = CommandLine::Mode::Version;
        return line;
    }
    line.game = parser.value(options.game);
    if (parser.isSet(options.game) && !gameIds().contains(line.game)) {
        line.error = QCoreApplication::translate("main", "unknown game '%1'; known games: %2")
                         .arg(line.game, gameIds().join(QStringLiteral(", ")));
        return line;
    }
    if (parser.isSet(options.lang)) {
        line.language = parser.value(options.lang);
        if (!LanguageManager::isLanguage(line.language)) {
            line.error =
                QCoreApplication::translate("main", "unknown language '%1'").arg(line.language);
            return line;
        }
    }
    if (parser.isSet(options.appearance)) {
        line.appearance = parser.value(options.appearance);
        static const QStringList looks{QStringLiteral("light"), QStringLiteral("standard"),
                                       QStringLiteral("dark"), QStringLiteral("highcontrast"),
                                       QStringLiteral("system")};
        if (!looks.contains(line.appearance)) {
            line.error =
                QCoreApplication::translate(
                    "main", "unknown appearance '%1'; known: light, dark, highcontrast, system")
                    .arg(line.appearance);
            return line;
        }
    }
    line.theme = parser.value(options.theme);
    if (parser.isSet(options.size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const auto match = pattern.match(parser.value(options.size));
        if (!match.hasMatch() || match.captured(1).toInt() > 8000 ||
            match.captured(2).toInt() > 8000) {
            line.error = QCoreApplication::translate("main", "--size must look like 1000x720");
            return line;
        }
        line.size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    line.stateFile = parser.value(options.state);
    if (parser.isSet(options.dump)) {
        line.mode = CommandLine::Mode::DumpState;
        line.dumpGame = parser.value(options.dump);
        if (!gameIds().contains(line.dumpGame)) {
            line.error = QCoreApplication::translate("main", "unknown game '%1'; known games: %2")
                             .arg(line.dumpGame, gameIds().join(QStringLiteral(", ")));
            return line;
        }
    }
    if (parser.isSet(options.screenshot)) {
        if (line.mode == CommandLine::Mode::DumpState) {
            line.error = QCoreApplication::translate(
                "main", "--screenshot and --dump-state cannot be combined");
            return line;
        }
        line.mode = CommandLine::Mode::Screenshot;
        line.screenshotFile = parser.value(options.screenshot);
    }
    if (parser.isSet(options.state) && line.mode != CommandLine::Mode::Screenshot) {
        line.error = QCoreApplication::translate("main", "--state needs --screenshot");
        return line;
    }
    if (parser.isSet(options.size) && line.mode != CommandLine::Mode::Screenshot) {
        line.error = QCoreApplication::translate("main", "--size needs --screenshot");
        return line;
    }
    return line;
}

// --- The environment ------------------------------------------------------------------------

// Qt decodes HOME and the XDG directories as UTF-8; bytes that are not UTF-8 would become
// U+FFFD and name another directory. Such a directory is opened once and named through
// /proc/self/fd, a path that is plain ASCII and reaches exactly the same directory.
void useExactDirectories()
{
    for (const char *name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                             "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
        const char *raw = std::getenv(name);
        if (!raw || !*raw || QUtf8StringView(raw).isValidUtf8())
            continue;
        const QByteArray path(raw);
        // Missing XDG directories are made, as the app would make them.
        for (qsizetype slash = path.indexOf('/', 1); slash != -1;
             slash = path.indexOf('/', slash + 1))
            ::mkdir(path.left(slash).constData(), 0700);
        ::mkdir(path.constData(), 0700);
        const int fd = ::open(path.constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            continue;
        ::setenv(name, QByteArray("/proc/self/fd/" + QByteArray::number(fd)).constData(), 1);
    }
}

QStringList decodedArguments(int argc, char *argv[])
{
    QStringList list;
    for (int i = 0; i < argc; ++i)
        list.append(QString::fromLocal8Bit(argv[i]));
    return list;
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridGames"));
    QCoreApplication::setApplicationName(QStringLiteral("gridgames"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GG_VERSION));
}

// --- The runs -------------------------------------------------------------------------------

// Help and version need no display: a plain QCoreApplication, the help in the player's
// language.
int printHelpOrVersion(int argc, char *argv[], const CommandLine &line)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    const QString language =
        line.language.isEmpty()
            ? AppSettings::readString(QStringLiteral("ui/language"), QStringLiteral("system"), 16)
            : line.language;
    LanguageManager::instance().apply(language);
    QCommandLineParser parser;
    const Options options; // made after the translator, so its texts are translated
    options.addTo(parser);
    if (line.mode == CommandLine::Mode::Version)
        parser.showVersion();
    parser.showHelp(0);
    return 0;
}

// Settings go to a scratch file (a copy of the player's for --dump-state), nobody is asked
// for a name, and nothing writes a cache: these runs change nothing of the player's.
void useScratchSettings(const QTemporaryDir &scratch, bool copyPlayers)
{
    const QString players = SettingsStore::defaultPath();
    const QString copy = scratch.path() + QStringLiteral("/gridgames.conf");
    if (copyPlayers && SafeFile::isRegularFile(players))
        QFile::copy(players, copy);
    SettingsStore::instance().open(copy);
    PlayerName::setInteractive(false);
    ZousiSolverService::instance().setEnabled(false);
}

int dumpState(const CommandLine &line)
{
    const QTemporaryDir scratch;
    useScratchSettings(scratch, true);
    SaveStore::instance().setDirectory(SaveStore::defaultDirectory());
    SaveStore::instance().setReadOnly(true);
    for (const GameInfo &info : registeredGames()) {
        if (info.id != line.dumpGame)
            continue;
        const std::unique_ptr<GamePage> page(info.create(nullptr));
        const auto saved = SaveStore::instance().load(info.id);
        if (!saved || !page->restoreState(*saved)) {
            printError(QCoreApplication::translate("main", "no readable saved game for '%1'")
                           .arg(info.id));
            return 1;
        }
        const QByteArray state = page->saveState();
        std::fwrite(state.constData(), 1, size_t(state.size()), stdout);
        return 0;
    }
    return 2;
}

// --appearance: the look for this run only (the setting stays as it is).
void useAppearance(const CommandLine &line)
{
    if (line.appearance.isEmpty())
        return;
    Appearance::instance().useForThisRun(
        line.appearance == QLatin1String("highcontrast") ? Appearance::Choice::HighContrast
        : line.appearance == QLatin1String("dark")       ? Appearance::Choice::Dark
        : line.appearance == QLatin1String("system")     ? Appearance::Choice::System
                                                         : Appearance::Choice::Light);
}

// --theme: the board theme for this run, in every game that has one of that name; false
// (and a message) when no game has it.
bool useTheme(const CommandLine &line)
{
    if (line.theme.isEmpty())
        return true;
    Themes &themes = Themes::instance();
    QStringList known;
    bool found = false;
    for (const QString &game : themes.games()) {
        for (const QString &key : themes.keys(game))
            if (!known.contains(key))
                known.append(key);
        if (themes.find(game, line.theme)) {
            themes.useForThisRun(game, line.theme);
            found = true;
        }
    }
    if (!found)
        printError(QCoreApplication::translate("main", "unknown theme '%1'; known: %2")
                       .arg(line.theme, known.join(QStringLiteral(", "))));
    return found;
}

int screenshot(const CommandLine &line)
{
    const QTemporaryDir scratch;
    useScratchSettings(scratch, false);
    AppSettings::setAnimations(false);
    useAppearance(line);
    if (!useTheme(line))
        return 2;
    MainWindow window(line.game);
    window.setAnimationsEnabled(false);
    window.resize(line.size);
    if (!line.stateFile.isEmpty()) {
        // A real saved game, read through the same validating reader as at start-up.
        QFile stateFile(line.stateFile);
        const QByteArray state = SafeFile::isRegularFile(line.stateFile) &&
                                         stateFile.open(QIODevice::ReadOnly) &&
                                         stateFile.size() <= SaveStore::MaxFileSize
                                     ? stateFile.readAll()
                                     : QByteArray();
        if (state.isEmpty() || !window.currentPage()->restoreState(state)) {
            printError(QCoreApplication::translate("main", "%1 is not a saved game of %2")
                           .arg(stateFile.fileName(), window.currentPage()->gameId()));
            return 2;
        }
    }
    window.show();
    window.settle();
    if (!window.grab().save(line.screenshotFile, "PNG")) {
        printError(QCoreApplication::translate("main", "cannot write %1").arg(line.screenshotFile));
        return 1;
    }
    return 0;
}

int runApp(QApplication &app, const CommandLine &line)
{
    const QString settingsFile = SettingsStore::defaultPath();
    SingleInstance instance(SingleInstance::defaultName(settingsFile));
    const QByteArray request = "activate " + line.game.toUtf8();
    switch (instance.forward(request)) {
    case SingleInstance::Forward::Delivered:
        return 0; // the running window shows itself (on --game's tab)
    case SingleInstance::Forward::NoAnswer:
        printError(QCoreApplication::translate(
            "main", "the running Grid Games does not answer; starting anyway"));
        break;
    case SingleInstance::Forward::NoneRunning:
        break;
    }
    instance.listen();

    SettingsStore::instance().open(settingsFile);
    SaveStore::instance().setDirectory(SaveStore::defaultDirectory());
    SaveOwner::claim(SaveStore::defaultDirectory() + QStringLiteral("/owner"));
    LanguageManager::instance().apply(line.language.isEmpty() ? AppSettings::language()
                                                              : line.language);
    useAppearance(line);
    if (!useTheme(line))
        return 2;
    SoundPlayer::instance().load(); // the effects load now, so the first one plays at once

    MainWindow window(line.game);
    window.restoreGames();
    window.show();

    QObject::connect(
        &instance, &SingleInstance::messageReceived, &window, [&window](const QByteArray &message) {
            const QList<QByteArray> words = message.split(' ');
            if (words.value(0) != "activate")
                return;
            if (words.size() > 1 && !words[1].isEmpty())
                window.selectGame(QString::fromUtf8(words[1]));
            window.setWindowState((window.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
            window.show();
            window.raise();
            window.activateWindow();
        });

    // A kill, Ctrl+C or a closed terminal: save everything and leave without asking.
    SignalWatcher watcher;
    QObject::connect(&watcher, &SignalWatcher::received, &window, [&window, &app](int) {
        window.setAskBeforeLosing(false);
        window.close();
        app.quit();
    });
    // Logout: the session manager asks for the data first; nothing is asked of the player.
    QObject::connect(&app, &QGuiApplication::commitDataRequest, &window,
                     [&window](QSessionManager &) { window.commitSession(); });

    const int status = app.exec();
    window.saveAll();
    SaveOwner::release();
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    // A file-size limit (ulimit -f) must fail a write, not kill the app mid-save.
    std::signal(SIGXFSZ, SIG_IGN);
    useExactDirectories();
    const CommandLine line = parseCommandLine(decodedArguments(argc, argv));
    if (!line.error.isEmpty()) {
        printError(line.error);
        printError(QStringLiteral("try 'gridgames --help'"));
        return 2;
    }
    if (line.mode == CommandLine::Mode::Help || line.mode == CommandLine::Mode::Version)
        return printHelpOrVersion(argc, argv, line);
    // Printing a saved game or rendering a screenshot needs no display (over ssh, in a
    // package check): offscreen unless a platform was chosen.
    if ((line.mode == CommandLine::Mode::DumpState || line.mode == CommandLine::Mode::Screenshot) &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    setApplicationNames();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Grid Games"));
    QGuiApplication::setDesktopFileName(QStringLiteral("gridgames"));
    QApplication::setWindowIcon(applicationIcon());

    switch (line.mode) {
    case CommandLine::Mode::DumpState:
        return dumpState(line);
    case CommandLine::Mode::Screenshot:
        LanguageManager::instance().apply(line.language.isEmpty() ? QStringLiteral("system")
                                                                  : line.language);
        return screenshot(line);
    default:
        return runApp(app, line);
    }
}
