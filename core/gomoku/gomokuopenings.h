#pragma once
// Renju's 26 standard openings (珠型, docs/RULES.md §3.12): black's first stone on the
// centre, white's second beside it, directly (直指, 13 openings) or diagonally (斜指, 13),
// and black's third at one of the 26 named points within two lines of the centre.

#include "gomoku/gomokutypes.h"

#include <array>
#include <optional>
#include <string_view>

namespace gg::gomoku {

struct RenjuOpening
{
    const char *key; // stable ASCII name (the RIF's romanised name, lower case): "kagetsu"
    bool direct;     // white's stone directly above the centre (else diagonally, up-right)
    int up;          // black's third stone: rows above the centre (negative: below)
    int right;       // ... and columns to the right (negative: left)
};

extern const std::array<RenjuOpening, 26> RenjuOpenings;

// The opening called `key`, or nullopt.
std::optional<RenjuOpening> renjuOpening(std::string_view key);
// Its three stones on a `size` board (black, white, black), the centre first.
std::array<Point, 3> openingStones(const RenjuOpening &opening, int size);

} // namespace gg::gomoku
