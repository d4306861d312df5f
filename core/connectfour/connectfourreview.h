#pragma once
// The review after a game of Connect Four (issue 19): the exact result of every position
// of the game for the side to move, from the opening book where it knows the position and
// from the solver otherwise, each solve stopped after a node budget (so the review is the
// same on every machine; a position it could not solve stays Unknown and marks nothing).

#include "common/review.h"
#include "connectfour/connectfourboard.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace gg::c4 {

class Solver;

// One verdict per move of `moves` (0-based columns played from the empty board of
// `width` × `height`); `better` is a column. `nodes` bounds each solve; `stop` ends the
// review early (the verdicts not reached stay Unknown). The solver keeps its table between
// calls.
std::vector<MoveVerdict> reviewGame(int width, int height, const std::vector<int> &moves,
                                    Solver &solver, std::uint64_t nodes = 20'000'000,
                                    const std::atomic<bool> *stop = nullptr);

// The result for the side to move in `board` (Unknown when the budget ran out first).
Outcome positionOutcome(const Board &board, Solver &solver, std::uint64_t nodes);

} // namespace gg::c4
