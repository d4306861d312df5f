#include "gameregistry.h"

#include "twenty48/twenty48page.h"

// A game joins the picker when its page exists; until then it has no tab at all.
#if __has_include("connectfour/connectfourpage.h")
#include "connectfour/connectfourpage.h"
#define GG_HAVE_CONNECTFOUR 1
#endif
#if __has_include("gomoku/gomokupage.h")
#include "gomoku/gomokupage.h"
#define GG_HAVE_GOMOKU 1
#endif
#if __has_include("lianliankan/lianliankanpage.h")
#include "lianliankan/lianliankanpage.h"
#define GG_HAVE_LIANLIANKAN 1
#endif
#if __has_include("memory/memorypage.h")
#include "memory/memorypage.h"
#define GG_HAVE_MEMORY 1
#endif
#if __has_include("zousi/zousipage.h")
#include "zousi/zousipage.h"
#define GG_HAVE_ZOUSI 1
#endif

namespace gg::ui {

const QList<GameInfo> &registeredGames()
{
    static const QList<GameInfo> games = {
        {QStringLiteral("2048"),
         [](QWidget *parent) -> GamePage * { return new Twenty48Page(parent); }},
#ifdef GG_HAVE_CONNECTFOUR
        {QStringLiteral("connect4"),
         [](QWidget *parent) -> GamePage * { return new ConnectFourPage(parent); }},
#endif
#ifdef GG_HAVE_GOMOKU
        {QStringLiteral("gomoku"),
         [](QWidget *parent) -> GamePage * { return new GomokuPage(parent); }},
#endif
#ifdef GG_HAVE_LIANLIANKAN
        {QStringLiteral("lianliankan"),
         [](QWidget *parent) -> GamePage * { return new LianliankanPage(parent); }},
#endif
#ifdef GG_HAVE_MEMORY
        {QStringLiteral("memory"),
         [](QWidget *parent) -> GamePage * { return new MemoryPage(parent); }},
#endif
#ifdef GG_HAVE_ZOUSI
        {QStringLiteral("zousi"),
         [](QWidget *parent) -> GamePage * { return new ZousiPage(parent); }},
#endif
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
