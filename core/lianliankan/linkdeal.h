#pragma once
// Solvable deals and reshuffles for Lianliankan (docs/RULES.md §4.2: every deal can be cleared;
// docs/RULES.md §4.9: a stuck board is reshuffled).
//
// How solvability is guaranteed: the generator first plays a whole game on tile *positions*
// only, ignoring kinds. On any board with at least two tiles some two tiles can always be
// joined: the top-most tile of the top row (left-most among them) sees the outer ring above
// and to its left, so it joins the top tile of any other column (via the ring above) or, when
// every tile is in its column, the tile right below it. So repeatedly removing a random
// joinable pair of positions always clears the board, with or without gravity applied after
// each removal. Giving both tiles of every removed pair the same kind then yields a deal for
// which that removal order is a solution. Every deal is also checked by replaying the order
// with the path finder before it is returned.

#include "common/rng.h"
#include "lianliankan/linkboard.h"

#include <optional>
#include <vector>

namespace gg::link {

// One removal of a solution, in the coordinates of the board at that moment (with gravity,
// tiles may have fallen since the deal).
struct Removal
{
    Point a;
    Point b;
    friend bool operator==(const Removal &, const Removal &) = default;
};
using Solution = std::vector<Removal>;

struct Deal
{
    Board board;
    Solution solution; // an order that clears the board
};

enum class DealError {
    None,
    BadSize,  // rows or cols outside [MinSide, MaxSide]
    OddCells, // rows × cols is odd
    BadKinds, // kinds < 1 or kinds > rows × cols / 2
};

DealError checkDealParameters(int rows, int cols, int kinds);

// A solvable deal of `kinds` kinds on a full rows×cols board. Every kind occurs an even
// number of times and the counts differ by at most two (kinds 1.. get the extra pairs).
// With `gravity` the solution is valid when tiles fall after each removal.
// nullopt when checkDealParameters() fails.
std::optional<Deal> generateDeal(int rows, int cols, int kinds, bool gravity, Rng &rng);

// Rearranges the remaining tiles onto the same occupied cells, keeping the multiset of kinds,
// so that a full removal order exists (returned with it). nullopt when some kind occurs an
// odd number of times. With `gravity` the board should be settled (it always is in a game).
std::optional<Deal> reshuffle(const Board &board, bool gravity, Rng &rng);

// Removes a and b if they are a removable pair of `board`, then lets tiles fall when
// `gravity` is on. Returns false (board untouched) when the pair is not removable.
bool removePair(Board &board, Point a, Point b, bool gravity, std::vector<Fall> *falls = nullptr);

// Replays `solution` on `board`: true when every step is a removable pair and the board ends
// empty.
bool verifySolution(Board board, const Solution &solution, bool gravity);

} // namespace gg::link
