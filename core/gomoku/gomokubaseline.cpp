#include "gomoku/gomokubaseline.h"

#include "gomoku/gomokurules.h"

#include <algorithm>
#include <initializer_list>
#include <utility>
#include <vector>

namespace gg::gomoku {
namespace {

// Attack and defence weights per line pattern (None .. Five).
constexpr int AttackWeight[] = {0, 2, 4, 10, 30, 35, 150, 160, 1000, 100000};
constexpr int DefenceWeight[] = {0, 1, 3, 8, 25, 30, 120, 130, 800, 50000};

// The first of `priorities` (a stone and the combo it would make) with a point that `mover`
// may play: those points, or none. Under Renju black's forbidden points are no moves, so a
// priority whose points are all forbidden passes to the next.
std::vector<int> firstPriority(const Board &board, Stone mover,
                               std::initializer_list<std::pair<Stone, Combo>> priorities)
{
    for (const auto &[stone, combo] : priorities) {
        if (board.comboCount(stone, combo) == 0)
            continue;
        std::vector<int> points;
        for (int p : board.fourPoints(stone))
            if (board.combo(p, stone) == combo && !board.forbidden(p, mover))
                points.push_back(p);
        if (!points.empty())
            return points;
    }
    return {};
}

} // namespace

int Baseline::score(const Board &board, int index, Stone mover)
{
    int total = 0;
    for (int d = 0; d < DirectionCount; ++d) {
        total += AttackWeight[static_cast<int>(board.pattern(index, d, mover))];
        total += DefenceWeight[static_cast<int>(board.pattern(index, d, opponent(mover)))];
    }
    return total;
}

int Baseline::pick(const Board &board, const std::vector<int> &points, Stone mover)
{
    std::vector<int> best;
    int bestScore = -1;
    for (int p : points) {
        const int s = score(board, p, mover);
        if (s > bestScore) {
            bestScore = s;
            best.clear();
        }
        if (s == bestScore)
            best.push_back(p);
    }
    if (best.empty())
        return -1;
    return best[m_rng.below(static_cast<std::uint32_t>(best.size()))];
}

Point Baseline::choose(const Game &game)
{
    if (game.over())
        return {-1, -1};
    const Board board = Board::fromGame(game);
    const int index = choose(board, game.toMove());
    return index < 0 ? Point{-1, -1} : board.point(index);
}

int Baseline::choose(const Board &board, Stone mover)
{
    if (board.full())
        return -1;
    if (board.stoneCount() == 0)
        return board.index(board.size() / 2, board.size() / 2);
    const Stone other = opponent(mover);
    if (const std::vector<int> points = firstPriority(board, mover,
                                                      {{mover, Combo::Five},       // (a)
                                                       {other, Combo::Five},       // (b)
                                                       {mover, Combo::OpenFour},   // (c)
                                                       {other, Combo::OpenFour}}); // (d)
        !points.empty())
        return pick(board, points, mover);
    std::vector<int> points; // (e)
    for (int p : board.points())
        if (board.isEmpty(p) && board.nearStones(p) && !board.forbidden(p, mover))
            points.push_back(p);
    if (points.empty())
        for (int p : board.points())
            if (board.isEmpty(p) && !board.forbidden(p, mover))
                points.push_back(p);
    return pick(board, points, mover);
}

int scriptedMove(const Board &board, Stone mover, Rng &rng)
{
    if (board.full())
        return -1;
    if (board.stoneCount() == 0)
        return board.index(board.size() / 2, board.size() / 2);
    const auto randomOf = [&rng](const std::vector<int> &points) {
        return points.empty() ? -1 : points[rng.below(static_cast<std::uint32_t>(points.size()))];
    };
    const Stone other = opponent(mover);
    if (const std::vector<int> points = firstPriority(board, mover,
                                                      {{mover, Combo::Five},       // (a)
                                                       {other, Combo::Five},       // (b)
                                                       {other, Combo::OpenFour}}); // (c)
        !points.empty())
        return randomOf(points);
    std::vector<int> points; // (d); sorted so the choice depends on the seed only
    for (int p : board.nearPoints())
        if (!board.forbidden(p, mover))
            points.push_back(p);
    std::sort(points.begin(), points.end());
    if (points.empty())
        for (int p : board.points())
            if (board.isEmpty(p) && !board.forbidden(p, mover))
                points.push_back(p);
    return randomOf(points);
}

Point scriptedMove(const Game &game, Rng &rng)
{
    if (game.over())
        return {-1, -1};
    const Board board = Board::fromGame(game);
    const int index = scriptedMove(board, game.toMove(), rng);
    return index < 0 ? Point{-1, -1} : board.point(index);
}

} // namespace gg::gomoku
