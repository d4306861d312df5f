#include "common/versuscomputer.h"

namespace gg::ui {

VersusComputer::VersusComputer(GameView game, QObject *parent)
    : QObject(parent), m_game(std::move(game))
{
    m_sinceMove.start();
}

bool VersusComputer::abandonWouldCount() const
{
    return m_game.active() && !m_counted && !m_game.over() && m_game.personHasMoved();
}

bool VersusComputer::canResign() const
{
    return m_game.active() && !m_counted && !m_game.over();
}

void VersusComputer::leave()
{
    cancel();
    if (abandonWouldCount()) {
        m_counted = true;
        emit resultReady(Statistics::Result::Abandoned, m_game.variant(), 0);
        emit abandoned();
    }
}

bool VersusComputer::resign()
{
    if (!canResign())
        return false;
    cancel();
    m_counted = true;
    emit resultReady(Statistics::Result::Resigned, m_game.variant(), 0);
    return true;
}

void VersusComputer::finish(Statistics::Result result, qint64 points, bool count)
{
    if (m_counted || !m_game.active())
        return;
    m_counted = true;
    if (count)
        emit resultReady(result, m_game.variant(), points);
}

void VersusComputer::cancel()
{
    ++m_generation;
    m_task.cancel();
    setThinking(false);
}

void VersusComputer::setThinking(bool on)
{
    if (m_thinking == on)
        return;
    m_thinking = on;
    emit thinkingChanged(on);
}

} // namespace gg::ui
