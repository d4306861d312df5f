#include "connectfour/connectfourcontroller.h"

#include "appsettings.h"
#include "connectfour/connectfoursearch.h"
#include "connectfour/connectfoursolver.h"
#include "highscores.h"

#include <QPointer>

#include <mutex>

namespace gg::ui {

// One computer player for the page; its solver table is reused between moves. The mutex
// makes a new search wait until a cancelled one has noticed its stop flag.
struct ConnectFourController::Engine
{
    explicit Engine(quint64 seed) : player(seed) {}
    std::mutex mutex;
    c4::ComputerPlayer player;
};

// The analysis overlay's own solver and search, kept between positions.
struct ConnectFourController::Analyst
{
    std::mutex mutex;
    c4::Solver solver{22};
    c4::HeuristicSearch search{18};
};

namespace {

c4::Options savedOptions()
{
    c4::Options options;
    options.width = AppSettings::readInt(QStringLiteral("connect4/width"), c4::DefaultWidth, 7, 8);
    options.height = c4::DefaultHeight;
    options.opponent = AppSettings::readInt(QStringLiteral("connect4/opponent"), 1, 0, 1) == 1
                           ? c4::Opponent::Computer
                           : c4::Opponent::Human;
    options.first = static_cast<c4::FirstPlayer>(
        AppSettings::readInt(QStringLiteral("connect4/first"), 0, 0, 2));
    options.level =
        static_cast<c4::Level>(AppSettings::readInt(QStringLiteral("connect4/level"), 1, 0, 3));
    return options;
}

void saveOptions(const c4::Options &options)
{
    AppSettings::write(QStringLiteral("connect4/width"), options.width);
    AppSettings::write(QStringLiteral("connect4/opponent"),
                       options.opponent == c4::Opponent::Computer ? 1 : 0);
    AppSettings::write(QStringLiteral("connect4/first"), static_cast<int>(options.first));
    AppSettings::write(QStringLiteral("connect4/level"), static_cast<int>(options.level));
}

} // namespace

ConnectFourController::ConnectFourController(QObject *parent, quint64 seed)
    : QObject(parent), m_game(savedOptions(), seed ? seed : Rng::randomSeed()),
      m_engine(std::make_shared<Engine>(seed ? seed + 1 : Rng::randomSeed())),
      m_versus({[this] { return vsComputer(); }, [this] { return m_game.over(); },
                [this] { return m_game.canUndoTurn(); }, [this] { return variant(); }})
{
    connect(&m_versus, &VersusComputer::resultReady, this, &ConnectFourController::resultReady);
    connect(&m_versus, &VersusComputer::abandoned, this, &ConnectFourController::abandoned);
    connect(&m_versus, &VersusComputer::thinkingChanged, this,
            &ConnectFourController::thinkingChanged);
    connect(&m_hintTask, &AiTask::busyChanged, this, &ConnectFourController::thinkingChanged);
}

ConnectFourController::~ConnectFourController()
{
    // The page's widgets may already be gone: stop without telling anyone.
    disconnect(&m_versus, nullptr, this, nullptr);
    disconnect(&m_hintTask, nullptr, this, nullptr);
    disconnect(&m_adviceTask, nullptr, this, nullptr);
    m_adviceTask.cancel();
    m_versus.cancel();
    m_hintTask.cancel();
    m_adviceTask.cancel();
}

QString ConnectFourController::variantKey(int width, int height, c4::Level level)
{
    return QStringLiteral("%1x%2-%3")
        .arg(width)
        .arg(height)
        .arg(QLatin1String(c4::levelName(level)));
}

QString ConnectFourController::variant() const
{
    return variantKey(m_game.width(), m_game.height(), m_game.options().level);
}

int ConnectFourController::extraBudget() const
{
    // The Expert (and the hint) may think up to 4 s more in an early position it has not
    // proven, rather than give away a won game; tests that shorten the budget skip it.
    return m_budgetOverride > 0 ? 0 : c4::ExpertExtraMs;
}

int ConnectFourController::budget(c4::Level level) const
{
    return m_budgetOverride > 0 ? m_budgetOverride : c4::appBudgetMs(level);
}

bool ConnectFourController::humanToMove() const
{
    return !m_game.over() && !m_game.isComputerTurn();
}

bool ConnectFourController::canUndo() const
{
    return m_game.canUndoTurn();
}

bool ConnectFourController::canRedo() const
{
    return m_game.canRedoTurn();
}

void ConnectFourController::stopAi()
{
    m_versus.cancel();
    m_hintTask.cancel();
}

void ConnectFourController::abandonCurrent()
{
    stopAi();
    // A game left unfinished after the human has moved counts as abandoned.
    m_versus.leave();
    m_hint = -1;
}

void ConnectFourController::resign()
{
    stopAi();
    if (m_versus.resign())
        newGame(); // (already counted: not abandoned as well)
}

void ConnectFourController::newGame()
{
    abandonCurrent();
    m_game.newGame();
    beginGame();
}

void ConnectFourController::beginGame()
{
    m_versus.gameStarted();
    saveOptions(m_game.options());
    emit gameStarted();
    emit boardReset();
    afterChange();
}

void ConnectFourController::newGame(const c4::Options &options)
{
    abandonCurrent();
    c4::Options clean = options;
    if (!c4::validSize(clean.width, clean.height))
        clean = c4::Options{};
    m_game.newGame(clean);
    beginGame();
}

bool ConnectFourController::drop(int column)
{
    c4::DropError error = m_game.check(column);
    if (error == c4::DropError::None && m_game.isComputerTurn())
        error = c4::DropError::GameOver; // not the human's turn: refuse like a finished game
    if (error != c4::DropError::None) {
        emit refused(column, error);
        return false;
    }
    stopAi(); // a pending hint is for the old position
    m_hint = -1;
    const c4::DropResult result = m_game.drop(column);
    m_versus.markMoved();
    emit dropped(result);
    afterChange();
    return true;
}

void ConnectFourController::undo()
{
    stopAi();
    if (m_game.undoTurn()) {
        m_hint = -1;
        emit boardReset();
    }
    afterChange();
}

void ConnectFourController::redo()
{
    stopAi();
    if (m_game.redoTurn()) {
        m_hint = -1;
        emit boardReset();
    }
    afterChange();
}

void ConnectFourController::afterChange()
{
    if (m_game.over())
        recordFinished();
    emit statusChanged();
    emit changed();
    maybeStartComputer();
    refreshAdvice();
}

void ConnectFourController::setAnalysis(bool on)
{
    if (m_analysis == on)
        return;
    m_analysis = on;
    refreshAdvice();
}

void ConnectFourController::refreshAdvice()
{
    m_adviceTask.cancel();
    emit adviceReady({});
    if (!m_analysis || !humanToMove())
        return;
    if (!m_game.assisted()) {
        m_game.markAssisted();
        emit changed();
    }
    if (!m_analyst)
        m_analyst = std::make_shared<Analyst>();
    const c4::Board board = m_game.board();
    const int ms = m_analysisMs;
    std::shared_ptr<Analyst> analyst = m_analyst;
    m_adviceTask.start<std::vector<c4::ColumnAdvice>>(
        [board, ms, analyst](const std::atomic<bool> &stop) {
            const std::lock_guard<std::mutex> lock(analyst->mutex);
            if (stop.load())
                return std::vector<c4::ColumnAdvice>();
            return c4::adviseColumns(board, ms, analyst->solver, analyst->search, &stop);
        },
        [this, board](std::vector<c4::ColumnAdvice> advice) {
            if (m_analysis && m_game.board().key() == board.key() && humanToMove())
                emit adviceReady(advice);
        });
}

void ConnectFourController::recordFinished()
{
    const c4::Status status = m_game.status();
    const c4::Disc human = c4::other(m_game.computerDisc());
    Statistics::Result result = Statistics::Result::Drawn;
    if (status == c4::Status::RedWon)
        result = human == c4::Disc::Red ? Statistics::Result::Won : Statistics::Result::Lost;
    else if (status == c4::Status::YellowWon)
        result = human == c4::Disc::Yellow ? Statistics::Result::Won : Statistics::Result::Lost;
    m_versus.finish(result);
}

void ConnectFourController::maybeStartComputer()
{
    if (!m_game.isComputerTurn() || m_versus.thinking())
        return;
    m_hintTask.cancel();
    const c4::Board board = m_game.board();
    const c4::Level level = m_game.options().level;
    const int timeMs = budget(level);
    const int extraMs = extraBudget();
    std::shared_ptr<Engine> engine = m_engine;
    m_versus.reply<int>(
        [board, level, timeMs, extraMs, engine](const std::atomic<bool> &stop) {
            const std::lock_guard<std::mutex> lock(engine->mutex);
            if (stop.load())
                return -1;
            c4::SearchLimits limits;
            limits.timeMs = timeMs;
            limits.extraMs = extraMs;
            limits.stop = &stop;
            return engine->player.choose(board, level, limits).column;
        },
        [this](int column) { applyComputer(column); });
}

void ConnectFourController::applyComputer(int column)
{
    if (!m_game.isComputerTurn() || !m_game.canDrop(column))
        return; // never trust a result for a position that has moved on
    m_hint = -1;
    const c4::DropResult result = m_game.drop(column);
    m_versus.markMoved();
    emit dropped(result);
    afterChange();
}

void ConnectFourController::requestHint()
{
    if (!humanToMove())
        return;
    m_game.markAssisted();
    emit changed();
    if (m_hint >= 0) {
        emit hintReady(m_hint);
        return;
    }
    const c4::Board board = m_game.board();
    const int timeMs = budget(c4::Level::Expert);
    const int extraMs = extraBudget();
    std::shared_ptr<Engine> engine = m_engine;
    m_hintTask.start<int>(
        [board, timeMs, extraMs, engine](const std::atomic<bool> &stop) {
            const std::lock_guard<std::mutex> lock(engine->mutex);
            if (stop.load())
                return -1;
            c4::SearchLimits limits;
            limits.timeMs = timeMs;
            limits.extraMs = extraMs;
            limits.stop = &stop;
            return engine->player.hint(board, limits).column;
        },
        [this](int column) {
            if (column < 0 || !m_game.canDrop(column))
                return;
            m_hint = column;
            emit hintReady(column);
        });
}

bool ConnectFourController::importRecord(const QString &text, c4::Game::RecordError *error, int *at)
{
    const std::string utf8 = text.trimmed().toStdString();
    // The current width first, then the other one the game offers.
    const int first = m_game.width();
    std::optional<c4::Game> game = c4::Game::fromRecord(utf8, first, error, at);
    if (!game && error && *error == c4::Game::RecordError::ColumnOutOfRange)
        game = c4::Game::fromRecord(utf8, first == 7 ? 8 : 7, error, at);
    if (!game)
        return false;
    abandonCurrent();
    m_game = std::move(*game);
    beginGame();
    return true;
}

QString ConnectFourController::saveState() const
{
    QString text = QString::fromStdString(m_game.serialize());
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    text += QStringLiteral("ui-reported %1\n").arg(m_versus.counted() ? 1 : 0);
    return text;
}

bool ConnectFourController::restoreState(const QString &text)
{
    // The core ignores keys it does not know, so the page's own line can stay in the text.
    auto game = c4::Game::deserialize(text.toStdString());
    if (!game)
        return false;
    stopAi();
    m_game = std::move(*game);
    m_versus.setCounted(text.contains(QLatin1String("\nui-reported 1")));
    m_hint = -1;
    saveOptions(m_game.options());
    emit boardReset();
    afterChange();
    return true;
}

} // namespace gg::ui
