#include "memory/memorycontroller.h"

#include "appsettings.h"
#include "highscores.h"

#include <QElapsedTimer>

namespace gg::ui {
namespace {

using memory::FlipOutcome;
using memory::Status;

// Settings keys (ASCII, never translated).
const QString SizeKey = QStringLiteral("memory/size");
const QString ModeKey = QStringLiteral("memory/mode");
const QString LevelKey = QStringLiteral("memory/level");
const QString FirstKey = QStringLiteral("memory/first");
const QString GameId = QStringLiteral("memory");

constexpr qint64 MaxBestMs = 1LL << 40;

QString modeKey(const memory::Options &options)
{
    if (options.mode == memory::Mode::Solo)
        return QStringLiteral("solo");
    return options.opponent == memory::Opponent::Human ? QStringLiteral("human")
                                                       : QStringLiteral("computer");
}

void saveOptions(const memory::Options &options)
{
    AppSettings::write(SizeKey, QString::fromStdString(memory::sizeKey(options.size)));
    AppSettings::write(ModeKey, modeKey(options));
    AppSettings::write(LevelKey, QString::fromLatin1(memory::levelKey(options.computerLevel)));
    // Solo play keeps the versus choice of who starts for when versus play comes back.
    if (options.mode == memory::Mode::Versus)
        AppSettings::write(FirstKey, options.firstPlayer);
}

} // namespace

MemoryController::MemoryController(QObject *parent, quint64 seed)
    : QObject(parent), m_game(savedOptions(), seed ? seed : Rng::randomSeed()),
      m_versus({[this] { return vsComputer(); },
                [this] { return m_game.status() != Status::Playing; },
                [this] { return m_game.moves(0) > 0; },
                [this] { return statsKey(m_game.options().computerLevel); }})
{
    m_versus.setReplyDelay(600);
    connect(&m_versus, &VersusComputer::resultReady, this, &MemoryController::resultReady);
    connect(&m_versus, &VersusComputer::abandoned, this, &MemoryController::abandoned);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
    m_mismatchTimer.setSingleShot(true);
    m_mismatchTimer.setInterval(1000);
    m_tickTimer.setInterval(250);
    connect(&m_mismatchTimer, &QTimer::timeout, this, &MemoryController::hideMismatch);
    connect(&m_tickTimer, &QTimer::timeout, this, &MemoryController::tick);
    // The computer opens the game when it plays first and no save takes its place.
    QTimer::singleShot(0, this, &MemoryController::scheduleComputer);
}

memory::Options MemoryController::savedOptions()
{
    memory::Options options;
    const auto size = memory::sizeFromKey(
        AppSettings::readString(SizeKey, QStringLiteral("4x4"), 8).toStdString());
    options.size = size.value_or(memory::Size{4, 4});
    const QString mode = AppSettings::readString(ModeKey, QStringLiteral("solo"), 16);
    options.mode = mode == QLatin1String("solo") ? memory::Mode::Solo : memory::Mode::Versus;
    options.opponent =
        mode == QLatin1String("human") ? memory::Opponent::Human : memory::Opponent::Computer;
    const auto level = memory::levelFromKey(
        AppSettings::readString(LevelKey, QStringLiteral("medium"), 16).toStdString());
    options.computerLevel = level.value_or(memory::Level::Medium);
    options.firstPlayer = AppSettings::readInt(FirstKey, 0, 0, 1);
    return options;
}

QString MemoryController::variantKey(memory::Size size)
{
    return QString::fromStdString(memory::sizeKey(size));
}

QString MemoryController::fastestKey(memory::Size size)
{
    return variantKey(size) + QStringLiteral("-fastest");
}

QString MemoryController::statsKey(memory::Level level)
{
    return QStringLiteral("computer-") + QString::fromLatin1(memory::levelKey(level));
}

memory::Best MemoryController::best(memory::Size size)
{
    const QString base = QStringLiteral("memory/best/") + variantKey(size);
    memory::Best best;
    const int moves = AppSettings::readInt(base + QStringLiteral("/moves"), 0, 0, 1'000'000);
    const qint64 ms = AppSettings::readInt64(base + QStringLiteral("/ms"), 0, 0, MaxBestMs);
    if (moves > 0)
        best.fewestMoves = moves;
    if (ms > 0)
        best.shortestMs = ms;
    return best;
}

void MemoryController::setClock(std::function<qint64()> nowMs)
{
    syncClock();
    m_now = std::move(nowMs);
    m_clockStamp = m_now();
}

bool MemoryController::clockRunning() const
{
    return m_clockOn;
}

qint64 MemoryController::elapsedMs()
{
    syncClock();
    return m_game.elapsedMs();
}

bool MemoryController::humanToMove() const
{
    return !m_paused && m_game.status() == Status::Playing && !m_game.computerToMove();
}

void MemoryController::syncClock()
{
    if (!m_clockOn)
        return;
    const qint64 now = m_now();
    m_game.advanceTime(now - m_clockStamp);
    m_clockStamp = now;
}

void MemoryController::startClock()
{
    if (m_clockOn || !m_started || m_paused || m_game.status() != Status::Playing)
        return;
    m_clockOn = true;
    m_clockStamp = m_now();
    m_tickTimer.start();
}

void MemoryController::stopClock()
{
    syncClock();
    m_clockOn = false;
    m_tickTimer.stop();
}

void MemoryController::tick()
{
    syncClock();
    emit clockChanged(m_game.elapsedMs());
}

void MemoryController::resetTimers()
{
    stopClock();
    m_mismatchTimer.stop();
    m_versus.cancel();
    m_started = false;
    const bool wasPaused = m_paused;
    m_paused = false;
    m_lastImprovement = {};
    if (wasPaused)
        emit pausedChanged(false);
}

void MemoryController::newGame()
{
    newGame(m_game.options());
}

void MemoryController::abandonCurrent()
{
    // A versus game against the computer given up after the player has turned a pair counts
    // as abandoned, as in the other games with a computer opponent.
    m_versus.leave();
}

bool MemoryController::abandonWouldCount() const
{
    return m_versus.abandonWouldCount();
}

bool MemoryController::vsComputer() const
{
    return m_game.options().mode == memory::Mode::Versus &&
           m_game.options().opponent == memory::Opponent::Computer;
}

void MemoryController::resign()
{
    if (m_versus.resign())
        startNew(m_game.options()); // (already counted: not abandoned as well)
}

void MemoryController::newGame(const memory::Options &options)
{
    abandonCurrent();
    startNew(options);
}

void MemoryController::startNew(const memory::Options &options)
{
    resetTimers();
    m_game.newGame(options);
    m_versus.gameStarted();
    m_versus.markMoved();
    emit gameStarted();
    saveOptions(m_game.options());
    emit boardReset();
    emit scoreChanged();
    emit clockChanged(0);
    emit changed();
    scheduleComputer();
}

bool MemoryController::setFaces(const std::vector<int> &faces)
{
    if (!m_game.setFaces(faces))
        return false;
    resetTimers();
    emit boardReset();
    emit scoreChanged();
    emit clockChanged(0);
    emit changed();
    scheduleComputer();
    return true;
}

bool MemoryController::flip(memory::Point p)
{
    if (m_paused || m_game.status() != Status::Playing)
        return false;
    if (m_game.computerToMove()) {
        // Waiting for the computer: the click turns its visible mismatch back at once.
        if (m_game.mismatchPending())
            hideMismatch();
        return false;
    }
    return applyFlip(p);
}

bool MemoryController::applyFlip(memory::Point p)
{
    syncClock();
    const memory::FlipResult result = m_game.flip(p);
    if (result.hidden) {
        m_mismatchTimer.stop();
        emit mismatchHidden(result.hidden->first, result.hidden->second);
    }
    if (result.outcome == FlipOutcome::Ignored) {
        if (result.hidden)
            emit changed();
        return false;
    }
    if (!m_started) {
        m_started = true;
        startClock();
    }
    m_versus.markMoved();
    emit flipped(result);
    if (result.outcome == FlipOutcome::Mismatch)
        m_mismatchTimer.start();
    if (result.outcome != FlipOutcome::First)
        emit scoreChanged();
    if (result.finished) {
        stopClock();
        emit clockChanged(m_game.elapsedMs());
        recordFinish();
        emit finished();
    }
    emit changed();
    scheduleComputer();
    return true;
}

void MemoryController::hideMismatch()
{
    m_mismatchTimer.stop();
    const auto cells = m_game.hideMismatch();
    if (!cells)
        return;
    m_versus.markMoved();
    emit mismatchHidden(cells->first, cells->second);
    emit changed();
    scheduleComputer();
}

void MemoryController::scheduleComputer()
{
    // The computer waits while a mismatch is on show: it moves once the pair is turned back.
    if (m_paused || !m_game.computerToMove() || m_game.mismatchPending()) {
        m_versus.cancel();
        return;
    }
    if (m_versus.thinking())
        return;
    // The choice is made on a copy; the live game takes the chooser's state back with it.
    m_versus.reply<ComputerChoice>(
        [copy = m_game](const std::atomic<bool> &) mutable {
            ComputerChoice choice;
            choice.cell = copy.computerMove();
            if (copy.computer())
                choice.after = *copy.computer();
            return choice;
        },
        [this](ComputerChoice choice) { computerStep(choice); });
}

void MemoryController::computerStep(const ComputerChoice &choice)
{
    if (m_paused || !m_game.computerToMove() || !choice.cell)
        return;
    if (choice.after)
        m_game.adoptComputer(*choice.after);
    applyFlip(*choice.cell);
}

void MemoryController::setPaused(bool on)
{
    if (on == m_paused || (on && m_game.status() != Status::Playing))
        return;
    if (on) {
        stopClock();
        m_versus.cancel();
        m_paused = true;
        // The cards are covered; the pair on show is turned back meanwhile.
        hideMismatch();
    } else {
        m_paused = false;
        startClock();
        m_versus.markMoved(); // the cards show again: the computer's turn is readable
        scheduleComputer();
    }
    emit clockChanged(m_game.elapsedMs());
    emit pausedChanged(m_paused);
}

void MemoryController::recordFinish()
{
    const memory::Options &options = m_game.options();
    if (options.mode == memory::Mode::Solo) {
        const memory::Result result{m_game.moves(), m_game.elapsedMs()};
        memory::Best best = MemoryController::best(options.size);
        m_lastImprovement = memory::record(best, result);
        const QString base = QStringLiteral("memory/best/") + variantKey(options.size);
        if (m_lastImprovement.moves)
            AppSettings::write(base + QStringLiteral("/moves"), *best.fewestMoves);
        if (m_lastImprovement.time)
            AppSettings::write(base + QStringLiteral("/ms"), qint64(*best.shortestMs));
        return;
    }
    if (options.opponent != memory::Opponent::Computer)
        return;
    const auto winner = m_game.winner();
    const Statistics::Result outcome = !winner || *winner < 0 ? Statistics::Result::Drawn
                                       : *winner == 0         ? Statistics::Result::Won
                                                              : Statistics::Result::Lost;
    m_versus.finish(outcome);
}

QString MemoryController::saveState() const
{
    // The time since the last tick is added to a copy, so saving never touches the game.
    memory::Game copy = m_game;
    if (m_clockOn)
        copy.advanceTime(m_now() - m_clockStamp);
    return QString::fromStdString(copy.serialize());
}

bool MemoryController::restoreState(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    auto game = memory::Game::deserialize(std::string_view(utf8.constData(), utf8.size()));
    if (!game)
        return false;
    resetTimers();
    m_game = std::move(*game);
    m_versus.setCounted(m_game.status() != Status::Playing);
    m_versus.markMoved();
    saveOptions(m_game.options());
    emit boardReset();
    emit scoreChanged();
    emit clockChanged(m_game.elapsedMs());
    if (m_game.mismatchPending())
        m_mismatchTimer.start();
    scheduleComputer();
    return true;
}

} // namespace gg::ui
