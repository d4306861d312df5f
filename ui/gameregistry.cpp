#include "gameregistry.h"

#include "twenty48/twenty48page.h"

namespace gg::ui {

const QList<GameInfo> &registeredGames()
{
    static const QList<GameInfo> games = {
        {QStringLiteral("2048"), [](QWidget *parent) { return new Twenty48Page(parent); }},
    };
    return games;
}

QStringList gameIds()
{
    QStringList ids;
    for (const GameInfo &game : registeredGames())
        ids.append(game.id);
    return ids;
}

} // namespace gg::ui
