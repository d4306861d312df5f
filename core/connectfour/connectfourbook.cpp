#include "connectfour/connectfourbook.h"

#include <algorithm>

namespace gg::c4 {

std::optional<BookMove> bookMove(const Board &board)
{
    if (board.over())
        return std::nullopt;
    for (int t = 0; t < BookTableCount; ++t) {
        const BookTable &table = BookTables[t];
        if (table.width != board.width() || table.height != board.height())
            continue;
        const Bits key = board.key();
        const Bits mirrored = board.mirroredKey();
        const bool flip = mirrored < key;
        const Bits canonical = flip ? mirrored : key;
        const BookEntry *end = table.entries + table.count;
        const BookEntry *it =
            std::lower_bound(table.entries, end, canonical,
                             [](const BookEntry &e, std::uint64_t k) { return e.key < k; });
        if (it == end || it->key != canonical)
            continue;
        BookMove move;
        move.column = flip ? board.width() - 1 - it->column : it->column;
        move.score = it->score;
        move.exact = it->exact != 0;
        if (!board.canPlay(move.column))
            return std::nullopt; // a damaged table must never yield an illegal move
        return move;
    }
    return std::nullopt;
}

} // namespace gg::c4
