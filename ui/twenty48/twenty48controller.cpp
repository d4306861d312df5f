#include "twenty48/twenty48controller.h"

#include "appsettings.h"
#include "twenty48/twenty48ai.h"

#include <QTimer>

namespace gg::ui {

Twenty48Controller::Twenty48Controller(QObject *parent, quint64 seed)
    : QObject(parent),
      m_game(AppSettings::readInt(QStringLiteral("2048/size"), t48::DefaultSize, t48::MinSize,
                                  t48::MaxSize),
             AppSettings::readInt(QStringLiteral("2048/target"), t48::DefaultTarget, 8, 1 << 20),
             seed ? seed : Rng::randomSeed())
{
    connect(&m_ai, &AiTask::busyChanged, this, &Twenty48Controller::thinkingChanged);
    connect(this, &Twenty48Controller::changed, this, &Twenty48Controller::refreshAnalysis);
}

QString Twenty48Controller::variantKey(int size, int target)
{
    return QStringLiteral("%1x%1-%2").arg(size).arg(target);
}

QString Twenty48Controller::variant() const
{
    return variantKey(m_game.size(), m_game.target());
}

qint64 Twenty48Controller::best() const
{
    return AppSettings::readInt64(QStringLiteral("2048/best/") + variant(), 0, 0,
                                  1'000'000'000'000LL);
}

void Twenty48Controller::updateBest()
{
    if (m_game.score() > best())
        AppSettings::write(QStringLiteral("2048/best/") + variant(), qint64(m_game.score()));
    emit scoreChanged(m_game.score(), best());
}

void Twenty48Controller::resetSignals()
{
    emit boardReset();
    updateBest();
    emit statusChanged();
    emit changed();
}

void Twenty48Controller::abandonCurrent()
{
    setAutoPlay(false);
    m_ai.cancel();
    if (!m_reported && m_game.moves() > 0 && m_game.score() > 0)
        emit finished(m_game.score(), m_game.maxTile(), m_game.assisted(), false);
    m_reported = false;
}

void Twenty48Controller::newGame()
{
    abandonCurrent();
    m_game.newGame();
    emit gameStarted();
    resetSignals();
}

void Twenty48Controller::newGame(int size, int target)
{
    abandonCurrent();
    m_game.newGame(size, target);
    AppSettings::write(QStringLiteral("2048/size"), m_game.size());
    AppSettings::write(QStringLiteral("2048/target"), m_game.target());
    emit gameStarted();
    resetSignals();
}

void Twenty48Controller::restart()
{
    abandonCurrent();
    m_game.restart();
    emit gameStarted();
    resetSignals();
}

bool Twenty48Controller::applyMove(t48::Direction dir)
{
    const t48::MoveReport report = m_game.move(dir);
    if (!report.moved)
        return false;
    emit moved(report);
    updateBest();
    if (report.reachedTarget || report.over)
        emit statusChanged();
    if (report.over && !m_reported) {
        m_reported = true;
        emit finished(m_game.score(), m_game.maxTile(), m_game.assisted(), true);
    }
    emit changed();
    return true;
}

bool Twenty48Controller::move(t48::Direction dir)
{
    setAutoPlay(false);
    m_ai.cancel(); // a pending hint is for the old board
    return applyMove(dir);
}

void Twenty48Controller::undo()
{
    setAutoPlay(false);
    m_ai.cancel();
    if (m_game.undo()) {
        m_reported = false;
        resetSignals();
    }
}

void Twenty48Controller::redo()
{
    setAutoPlay(false);
    m_ai.cancel();
    if (m_game.redo())
        resetSignals();
}

void Twenty48Controller::keepGoing()
{
    m_game.keepGoing();
    emit statusChanged();
    emit changed();
}

void Twenty48Controller::setAnalysis(bool on)
{
    if (on == m_analysis)
        return;
    m_analysis = on;
    m_analysed.clear();
    refreshAnalysis();
}

void Twenty48Controller::refreshAnalysis()
{
    if (!m_analysis || m_game.status() != t48::Status::Playing) {
        m_analysisTask.cancel();
        m_analysed.clear();
        emit analysisReady({});
        return;
    }
    if (!m_game.assisted()) {
        m_game.markAssisted();
        emit changed(); // comes back here; the board is the same
    }
    const t48::Cells cells = m_game.cells();
    if (cells == m_analysed)
        return;
    m_analysed = cells;
    emit analysisReady({});
    const int size = m_game.size();
    m_analysisTask.start<t48::SearchResult>(
        [cells, size](const std::atomic<bool> &stop) {
            t48::SearchLimits limits = t48::limitsFor(t48::Strength::Normal);
            limits.stop = &stop;
            return t48::search(cells, size, limits);
        },
        [this, cells](t48::SearchResult result) {
            if (m_analysis && m_game.cells() == cells)
                emit analysisReady(result);
        });
}

void Twenty48Controller::requestHint()
{
    if (m_game.status() != t48::Status::Playing)
        return;
    m_game.markAssisted();
    emit changed();
    const t48::Cells cells = m_game.cells();
    const int size = m_game.size();
    m_ai.start<int>(
        [cells, size](const std::atomic<bool> &stop) {
            t48::SearchLimits limits = t48::limitsFor(t48::Strength::Normal);
            limits.stop = &stop;
            const auto dir = t48::bestMove(cells, size, limits);
            return dir ? static_cast<int>(*dir) : -1;
        },
        [this](int dir) {
            if (dir >= 0)
                emit hintReady(static_cast<t48::Direction>(dir));
        });
}

void Twenty48Controller::setAutoPlay(bool on)
{
    if (on == m_autoPlay)
        return;
    m_autoPlay = on;
    if (on) {
        m_game.markAssisted();
        autoStep();
    } else {
        m_ai.cancel();
    }
    emit autoPlayChanged(on);
}

void Twenty48Controller::autoStep()
{
    if (!m_autoPlay)
        return;
    if (m_game.status() != t48::Status::Playing) {
        setAutoPlay(false);
        return;
    }
    const t48::Cells cells = m_game.cells();
    const int size = m_game.size();
    m_ai.start<int>(
        [cells, size](const std::atomic<bool> &stop) {
            t48::SearchLimits limits = t48::limitsFor(t48::Strength::Normal);
            limits.stop = &stop;
            const auto dir = t48::bestMove(cells, size, limits);
            return dir ? static_cast<int>(*dir) : -1;
        },
        [this](int dir) {
            if (!m_autoPlay)
                return;
            if (dir < 0 || !applyMove(static_cast<t48::Direction>(dir))) {
                setAutoPlay(false);
                return;
            }
            QTimer::singleShot(m_autoDelay, this, &Twenty48Controller::autoStep);
        });
}

QString Twenty48Controller::saveState() const
{
    QString text = QString::fromStdString(m_game.serialize());
    text += QStringLiteral("ui-reported %1\n").arg(m_reported ? 1 : 0);
    return text;
}

bool Twenty48Controller::importRecord(const QString &text)
{
    auto game = t48::Game::deserialize(text.toStdString());
    if (!game)
        return false;
    setAutoPlay(false);
    m_ai.cancel();
    abandonCurrent();
    m_game = std::move(*game);
    m_game.markAssisted(); // a pasted game's score is not the player's own
    m_reported = false;
    emit gameStarted();
    resetSignals();
    return true;
}

bool Twenty48Controller::restoreState(const QString &text)
{
    auto game = t48::Game::deserialize(text.toStdString());
    if (!game)
        return false;
    setAutoPlay(false);
    m_ai.cancel();
    m_game = std::move(*game);
    m_reported = text.contains(QLatin1String("\nui-reported 1"));
    resetSignals();
    return true;
}

} // namespace gg::ui
