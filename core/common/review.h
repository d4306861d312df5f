#pragma once
// The review after a game (issue 19): every move's result for the side that made it, before
// and after the move, so a move that changed the result (win -> draw, win -> loss,
// draw -> loss) shows as a mistake, with a move that would have kept the result.

#include <cstdint>

namespace gg {

// A position's result for the side to move under best play, as far as it is known. In
// Gomoku, where the review proves wins by threats only, Draw stands for "neither side has a
// forced win that the search found".
enum class Outcome : std::int8_t { Loss = -1, Draw = 0, Win = 1, Unknown = 2 };

constexpr Outcome flip(Outcome o)
{
    return o == Outcome::Win ? Outcome::Loss : o == Outcome::Loss ? Outcome::Win : o;
}

// One move of the game: `before` is the best the mover could get, `after` what it got with
// the move it played; `better` (the game's move code, -1 for none) keeps `before`.
struct MoveVerdict
{
    Outcome before = Outcome::Unknown;
    Outcome after = Outcome::Unknown;
    int better = -1;

    bool mistake() const
    {
        return before != Outcome::Unknown && after != Outcome::Unknown &&
               static_cast<int>(after) < static_cast<int>(before);
    }
};

} // namespace gg
