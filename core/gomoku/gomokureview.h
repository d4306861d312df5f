#pragma once
// The review after a game of Gomoku (issue 19). Gomoku has no exact solver, so the review
// reads each position with the threat searches: the side to move has a Win when it has a
// five to make or a forced win by fours (VCF); a Loss when the opponent has one and no
// defence among the likely answers (the usual candidates, its own fours, the points of the
// opponent's line) stops it; otherwise Draw, meaning "open". Every search has a node
// budget and no clock, so the review is the same on every machine.

#include "common/review.h"
#include "gomoku/gomokutypes.h"

#include <atomic>
#include <vector>

namespace gg::gomoku {

class Board;
class Game;

struct Reading
{
    Outcome outcome = Outcome::Unknown;
    int keep = -1; // board index: the win's first move, or a defence that holds (-1: any)
};

struct ReviewBudget
{
    long long attackNodes = 200'000; // each search for a forced win by fours
    long long defenceNodes = 30'000; // each check that a defence holds
    int candidates = 24;             // likely answers tried besides fours and line points
    const std::atomic<bool> *stop = nullptr;
};

// The reading of `board` for `mover` (the board is left as it was).
Reading readPosition(Board &board, Stone mover, const ReviewBudget &budget = {});

// One verdict per move of `game` (its undone moves excluded); `better` is a point's
// row * size + col. Moves not reached when `stop` was raised stay Unknown.
std::vector<MoveVerdict> reviewGame(const Game &game, const ReviewBudget &budget = {});

} // namespace gg::gomoku
