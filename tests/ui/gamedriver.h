#pragma once
// Plays one legal move of any game through its page's controller (the test's own moves, as
// a player would make them: a slide, a disc, a stone, a matching pair, a card, a step).

#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanpage.h"
#include "memory/memorycontroller.h"
#include "memory/memorypage.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"

#include "common/rng.h"

#include <QSignalSpy>

namespace gg::test {

using namespace gg::ui;

// One legal move of the game, as the page's controller takes it; false when there is
// none (the game is over).
inline bool playOneMove(GamePage *page, gg::Rng &rng)
{
    if (auto *p = qobject_cast<Twenty48Page *>(page)) {
        const gg::t48::Direction all[] = {gg::t48::Direction::Left, gg::t48::Direction::Up,
                                          gg::t48::Direction::Right, gg::t48::Direction::Down};
        for (int i = 0; i < 4; ++i)
            if (p->controller()->move(all[(rng.below(4) + i) % 4]))
                return true;
        return false;
    }
    if (auto *p = qobject_cast<ConnectFourPage *>(page)) {
        const gg::c4::Game &g = p->controller()->game();
        if (g.over())
            return false;
        for (int i = 0; i < g.width(); ++i)
            if (p->controller()->drop(int((rng.below(uint32_t(g.width())) + i) % g.width())))
                return true;
        return false;
    }
    if (auto *p = qobject_cast<GomokuPage *>(page)) {
        const gg::gomoku::Game &g = p->controller()->game();
        if (g.over())
            return false;
        const int n = g.size();
        const int start = int(rng.below(uint32_t(n * n)));
        for (int i = 0; i < n * n; ++i) {
            const int cell = (start + i) % (n * n);
            if (g.at(cell / n, cell % n) == gg::gomoku::Stone::Empty)
                return p->controller()->play(gg::gomoku::Point{cell / n, cell % n});
        }
        return false;
    }
    if (auto *p = qobject_cast<LianliankanPage *>(page)) {
        if (p->controller()->game().status() != gg::link::Status::Playing)
            return false;
        QSignalSpy hint(p->controller(), &LianliankanController::hintReady);
        p->controller()->hint();
        if (hint.isEmpty())
            return false;
        const auto pair = hint.first().first().value<gg::link::Pair>();
        p->controller()->select(pair.a);
        p->controller()->select(pair.b);
        return true;
    }
    if (auto *p = qobject_cast<MemoryPage *>(page)) {
        const gg::memory::Game &g = p->controller()->game();
        if (g.status() != gg::memory::Status::Playing)
            return false;
        const gg::memory::Size size = g.size();
        const int start = int(rng.below(uint32_t(size.cells())));
        for (int i = 0; i < size.cells(); ++i) {
            const int cell = (start + i) % size.cells();
            const gg::memory::Point point{cell / size.cols, cell % size.cols};
            if (g.state(point) == gg::memory::CardState::FaceDown)
                return p->controller()->flip(point);
        }
        return false;
    }
    if (auto *p = qobject_cast<ZousiPage *>(page)) {
        const gg::zousi::Game &g = p->controller()->game();
        if (g.over())
            return false;
        const auto legal = g.legalMoves();
        if (legal.empty())
            return p->controller()->pass();
        const gg::zousi::Move m = legal[rng.below(uint32_t(legal.size()))];
        if (m.isPass())
            return p->controller()->pass();
        return p->controller()->play(m.from, m.to);
    }
    return false;
}

} // namespace gg::test
