#pragma once
// The opening book: best moves for the first plies, where the exact solver needs far more
// than the Expert's one-second budget (the empty 7×6 board is a first-player win, 8×6 a
// second-player win). Generated offline by this project's solver (`gridgames-cli connect4
// book`) and compiled in as data (connectfourbookdata.cpp).

#include "connectfour/connectfourboard.h"

#include <cstdint>
#include <optional>

namespace gg::c4 {

struct BookMove
{
    int column = -1;
    int score = 0;      // the position's value (issue 3's convention, or the sign if !exact)
    bool exact = false; // false: only win (1) / draw (0) / loss (-1) is known
};

// The book's move for this position, if the book has it (the left-right mirror image of a
// stored position counts too).
std::optional<BookMove> bookMove(const Board &board);

// One stored position: its mirror-canonical key (min of key and mirrored key), the best move
// in the orientation of that canonical key, and the value.
struct BookEntry
{
    std::uint64_t key;
    std::int8_t column;
    std::int8_t score;
    std::int8_t exact;
};

struct BookTable
{
    int width;
    int height;
    const BookEntry *entries; // sorted by key
    int count;
};

// The compiled-in tables (connectfourbookdata.cpp).
extern const BookTable BookTables[];
extern const int BookTableCount;

} // namespace gg::c4
