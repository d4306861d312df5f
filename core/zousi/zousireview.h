#pragma once
// The review after a game of Zou Si Qi (issue 19): every ply's perfect-play result for the
// side that made it, before and after the ply, from the complete solution (zousisolver.h).
// Like the solution it ignores repetition and the 100-ply rule.

#include "common/review.h"
#include "zousi/zousirules.h"

#include <vector>

namespace gg::zousi {

class Game;
class Solver;

struct PlyVerdict
{
    MoveVerdict verdict; // `better` unused: see `better` below
    Move better;         // keeps the result when the ply was a mistake (a pass is never one)
};

// One verdict per ply played in `game` (its undone plies excluded). Requires solver.solved().
std::vector<PlyVerdict> reviewGame(const Game &game, const Solver &solver);

} // namespace gg::zousi
