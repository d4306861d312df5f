#pragma once
// Offline generation of the opening book (connectfourbook.h): walks the positions the
// Expert can face in its first plies - its own book moves against every reply - and solves
// each with this project's solver under a node budget, breadth first so that a run stopped
// early still yields a consistent book for the shallower plies. The budget is counted in
// solver nodes, not seconds, so a run gives the same book on every machine, and a run to
// fewer plies gives exactly the first plies of a deeper one (tools/check_book.py checks the
// shipped book that way). Used by `gridgames-cli connect4 book`; the output is turned into
// connectfourbookdata.cpp by `gridgames-cli connect4 bookdata`.

#include "connectfour/connectfourboard.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace gg::c4 {

struct BookLine
{
    int width = 0;
    int height = 0;
    std::string moves; // 1-based column digits
    int column = -1;   // 0-based best move
    int score = 0;     // exact score, or the sign when !exact
    bool exact = false;
};

struct BookSettings
{
    int width = 7;
    int height = 6;
    int maxPly = 6;           // deepest position (discs on the board) to store
    bool expertFirst = true;  // positions where the Expert moves first (red)
    bool expertSecond = true; // positions where it answers (yellow)
    // Solver nodes per search (a position may get two: exact, then win/draw/loss).
    std::uint64_t nodesPerPosition = 2'000'000'000;
    // Prove the exact score (slower); otherwise only win / draw / loss.
    bool exact = false;
    int tableBits = 24;
    const std::atomic<bool> *stop = nullptr;
};

// Known results that no practical search reaches from the empty board: the first move of
// the book for the sizes the game offers. 7×6: the centre is the first player's only
// winning move; 8×6: the second player wins (issue 3), so the first player's choice is
// heuristic (the centre) and its value a loss.
bool theoryMove(int width, int height, const std::string &moves, BookLine &line);

// Runs the generation, calling `emit` for every stored position (in ply order) and writing
// progress to `log` if given.
void makeBook(const BookSettings &settings, const std::function<void(const BookLine &)> &emit,
              std::ostream *log);

// C++ source of connectfourbookdata.cpp for these lines (any mix of sizes); `commands` (the
// generator runs that made them) are written into its header comment.
std::string bookSource(const std::vector<BookLine> &lines,
                       const std::vector<std::string> &commands = {});

// Parses "W H MOVES COLUMN SCORE EXACT" (the generator's text format); false on garbage.
bool parseBookLine(const std::string &text, BookLine &line);
std::string formatBookLine(const BookLine &line);

} // namespace gg::c4
