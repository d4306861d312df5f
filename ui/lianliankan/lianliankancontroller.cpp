#include "lianliankan/lianliankancontroller.h"

#include "appsettings.h"
#include "highscores.h"

namespace gg::ui {
namespace {

const QString LevelKey = QStringLiteral("lianliankan/level");
const QString GravityKey = QStringLiteral("lianliankan/gravity");
constexpr int TickMs = 100;

link::Level savedLevel()
{
    const QString key =
        AppSettings::readString(LevelKey, QString::fromLatin1(link::levelKey(link::Level::Normal)));
    const auto level = link::levelFromKey(key.toStdString());
    return level && *level != link::Level::Custom ? *level : link::Level::Normal;
}

} // namespace

LianliankanController::LianliankanController(QObject *parent, quint64 seed)
    : QObject(parent), m_game(savedLevel(), AppSettings::readBool(GravityKey, false),
                              seed ? seed : Rng::randomSeed())
{
    qRegisterMetaType<link::MatchResult>();
    qRegisterMetaType<link::Pair>();
    qRegisterMetaType<link::Point>();
    m_elapsed.start();
    m_clock = [this] { return m_elapsed.elapsed(); };
    m_last = m_clock();
    m_timer.setInterval(TickMs);
    connect(&m_timer, &QTimer::timeout, this, &LianliankanController::tick);
}

QString LianliankanController::variantKey(link::Level level, bool gravity)
{
    QString key = QString::fromLatin1(link::levelKey(level));
    if (gravity)
        key += QStringLiteral("-gravity");
    return key;
}

QString LianliankanController::variant() const
{
    return variantKey(m_game.level(), m_game.options().gravity);
}

qint64 LianliankanController::best() const
{
    const QList<ScoreEntry> list = HighScores::entries(QStringLiteral("lianliankan"), variant());
    return list.isEmpty() ? 0 : list.first().score;
}

bool LianliankanController::clockRunning() const
{
    return m_active && !m_paused && m_game.status() == link::Status::Playing;
}

void LianliankanController::setClock(Clock clock)
{
    tick();
    m_clock = std::move(clock);
    m_last = m_clock();
}

void LianliankanController::tick()
{
    const qint64 now = m_clock();
    const qint64 delta = now - m_last;
    m_last = now;
    if (!clockRunning() || delta <= 0)
        return;
    const bool expired = m_game.advanceTime(delta);
    emit clockChanged();
    if (expired) {
        updateTimer();
        emit selectionChanged();
        emit statusChanged();
        reportEnd();
        emit changed();
    }
}

void LianliankanController::updateTimer()
{
    if (clockRunning()) {
        if (!m_timer.isActive())
            m_timer.start();
    } else {
        m_timer.stop();
    }
}

void LianliankanController::setActive(bool active)
{
    if (active == m_active)
        return;
    tick(); // count the time up to now under the old state
    m_active = active;
    m_last = m_clock();
    updateTimer();
}

void LianliankanController::setPaused(bool paused)
{
    if (paused && m_game.status() != link::Status::Playing)
        paused = false;
    if (paused == m_paused)
        return;
    tick();
    m_paused = paused;
    m_last = m_clock();
    updateTimer();
    emit pausedChanged(paused);
    emit changed();
}

void LianliankanController::startGame()
{
    emit gameStarted();
    m_paused = false;
    m_last = m_clock();
    updateTimer();
    emit pausedChanged(false);
    resetBoard();
}

void LianliankanController::resetBoard()
{
    updateTimer();
    emit boardReset();
    emit selectionChanged();
    emit scoreChanged();
    emit clockChanged();
    emit statusChanged();
    emit changed();
}

void LianliankanController::newGame()
{
    m_game.newGame(m_game.level() == link::Level::Custom ? link::Level::Normal : m_game.level(),
                   m_game.options().gravity);
    startGame();
}

void LianliankanController::newGame(link::Level level, bool gravity)
{
    m_game.newGame(level, gravity);
    AppSettings::write(LevelKey, QString::fromLatin1(link::levelKey(m_game.level())));
    AppSettings::write(GravityKey, gravity);
    startGame();
}

void LianliankanController::restart()
{
    m_game.restart();
    startGame();
}

void LianliankanController::select(link::Point p)
{
    if (m_paused || m_game.status() != link::Status::Playing)
        return;
    tick(); // the match happens now, which decides the combo
    if (m_game.status() != link::Status::Playing)
        return;
    const std::optional<link::Point> before = m_game.selection();
    const link::SelectResult result = m_game.select(p);
    switch (result.outcome) {
    case link::SelectOutcome::Ignored:
        return;
    case link::SelectOutcome::Selected:
    case link::SelectOutcome::Deselected:
    case link::SelectOutcome::Moved:
        emit selectionChanged();
        return;
    case link::SelectOutcome::Refused:
        emit selectionChanged();
        if (before)
            emit refused(*before, p);
        return;
    case link::SelectOutcome::Matched:
        break;
    }
    emit matched(result.match);
    emit selectionChanged();
    emit scoreChanged();
    if (result.match.won) {
        updateTimer();
        emit statusChanged();
        reportEnd();
    }
    emit changed();
}

void LianliankanController::clearSelection()
{
    if (!m_game.selection())
        return;
    m_game.clearSelection();
    emit selectionChanged();
}

void LianliankanController::reportEnd()
{
    const link::Status status = m_game.status();
    if (status == link::Status::Playing)
        return;
    emit finished(status == link::Status::Won, m_game.score(), m_game.elapsedMs(),
                  m_game.assisted());
}

void LianliankanController::hint()
{
    if (m_paused)
        return;
    const auto pair = m_game.hint();
    if (!pair)
        return;
    emit hintReady(*pair);
    emit changed(); // the game is now assisted
}

bool LianliankanController::shuffle()
{
    if (m_paused)
        return false;
    tick();
    if (!m_game.shuffle()) {
        emit shuffleRefused();
        return false;
    }
    emit boardReset();
    emit selectionChanged();
    emit scoreChanged(); // the combo ends
    emit shuffled();
    emit changed();
    return true;
}

void LianliankanController::undo()
{
    if (m_paused)
        return;
    tick();
    if (!m_game.undo())
        return;
    emit boardReset();
    emit selectionChanged();
    emit scoreChanged();
    emit changed();
}

void LianliankanController::redo()
{
    if (m_paused)
        return;
    tick();
    if (!m_game.redo())
        return;
    emit boardReset();
    emit selectionChanged();
    emit scoreChanged();
    updateTimer();
    emit statusChanged();
    reportEnd();
    emit changed();
}

QString LianliankanController::saveState()
{
    tick(); // the clock lives in the game's elapsed time: bring it up to date first
    return QString::fromStdString(m_game.serialize());
}

bool LianliankanController::restoreState(const QString &text)
{
    auto game = link::Game::deserialize(text.toStdString());
    if (!game)
        return false;
    tick();
    m_game = std::move(*game);
    m_last = m_clock();
    // A game that was under way waits behind the pause cover until the player is back.
    m_paused = m_game.status() == link::Status::Playing && m_game.elapsedMs() > 0;
    emit pausedChanged(m_paused);
    resetBoard();
    return true;
}

void LianliankanController::setAnalysis(bool on)
{
    m_analysis = on;
    if (on && m_game.status() == link::Status::Playing && !m_game.assisted())
        m_game.markAssisted();
    emit changed();
}

int LianliankanController::removablePairCount() const
{
    if (m_game.status() != link::Status::Playing)
        return 0;
    return int(m_game.removablePairs().size());
}

} // namespace gg::ui
