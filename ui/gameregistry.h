#pragma once
// The games the main window offers, in tab order. A game appears here only when it is
// complete: there are no placeholder tabs.

#include <QList>
#include <QString>

#include <functional>

class QWidget;

namespace gg::ui {

class GamePage;

struct GameInfo
{
    QString id; // "2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"
    std::function<GamePage *(QWidget *parent)> create;
};

const QList<GameInfo> &registeredGames();
QStringList gameIds();

} // namespace gg::ui
