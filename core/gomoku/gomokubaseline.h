#pragma once
// A simple but sound test opponent for measuring the computer player (issue 4's strength
// bar). In order of priority it (a) completes its own five, (b) blocks the opponent's four,
// (c) makes its own open four, (d) blocks the opponent's open three, and otherwise (e)
// plays the point with the best simple pattern score (attack plus defence). Ties are
// broken by a seeded random generator so a match sees varied games. Under Renju black never
// plays a forbidden point: a priority whose points are all forbidden passes to the next.

#include "gomoku/gomokuboard.h"

#include "common/rng.h"

namespace gg::gomoku {

class Game;

class Baseline
{
public:
    explicit Baseline(std::uint64_t seed = 1) : m_rng(seed) {}

    // The move for the side to move (Point{-1, -1} when the game is over).
    Point choose(const Game &game);
    // The move (a board index) for `mover`, or -1 when no legal point is left.
    int choose(const Board &board, Stone mover);

    // The simple score of playing `index` for `mover`.
    static int score(const Board &board, int index, Stone mover);

private:
    int pick(const Board &board, const std::vector<int> &points, Stone mover);

    Rng m_rng;
};

// The simple scripted player the levels are measured against (issue 15's level ladder,
// `gridgames-cli gomoku ladder`), weaker than Baseline on purpose: it (a) completes its own
// five, else (b) blocks the opponent's five, else (c) blocks a point where the opponent would
// make an open four (or a double four), else (d) plays a random empty point within two of a
// stone (the centre on an empty board). It never builds threes or fours of its own on
// purpose and scores no patterns; under Renju it skips black's forbidden points as Baseline
// does. Returns -1 when no legal point is left.
int scriptedMove(const Board &board, Stone mover, Rng &rng);
// The same for the side to move in `game` (Point{-1, -1} when the game is over).
Point scriptedMove(const Game &game, Rng &rng);

} // namespace gg::gomoku
