#include "connectfour/connectfoursearch.h"

#include <algorithm>
#include <bit>

namespace gg::c4 {
namespace {

int popcount(Bits x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

// Number of four-cell windows open to `own` (no `other` disc in them) that already hold at
// least one of its discs, summed over the four directions.
int openLines(const Geometry &g, Bits own, Bits other)
{
    const Bits free = g.board & ~other;
    int count = 0;
    const int shifts[4] = {1, g.height + 1, g.height, g.height + 2};
    for (int s : shifts) {
        const Bits start = free & (free >> s) & (free >> 2 * s) & (free >> 3 * s);
        const Bits touched = own | (own >> s) | (own >> 2 * s) | (own >> 3 * s);
        count += popcount(start & touched);
    }
    return count;
}

} // namespace

HeuristicSearch::HeuristicSearch(int tableBits)
{
    // The table itself is allocated by the first search (on the thinking thread): a page
    // that never asks the computer never pays for it.
    m_tableBits = std::clamp(tableBits, 10, 24);
    m_tableMask = (std::uint64_t{1} << m_tableBits) - 1;
}

bool HeuristicSearch::timeUp()
{
    if (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
        return true;
    return std::chrono::steady_clock::now() >= m_limits.deadline;
}

int HeuristicSearch::evaluate(const Board &board)
{
    HeuristicSearch search(10);
    search.m_geo = board.geometry();
    for (int c = 0; c < board.width(); ++c)
        for (int r = 0; r < board.height(); r += 2)
            search.m_evenRows |= board.geometry().cell(c, r);
    const int w = board.width();
    search.m_centre = board.geometry().columnMask(w / 2);
    if (w % 2 == 0)
        search.m_centre |= board.geometry().columnMask(w / 2 - 1);
    return search.eval(board.current(), board.mask(), board.moves());
}

int HeuristicSearch::eval(Bits cur, Bits mask, int moves) const
{
    const Bits opp = cur ^ mask;
    const Bits mine = m_geo.winningCells(cur, mask);
    const Bits theirs = m_geo.winningCells(opp, mask);
    // Zugzwang decides most endgames: the first player profits from threats on odd rows
    // (1-based), the second from even rows, so those threats weigh more.
    const bool firstToMove = (moves % 2) == 0;
    const Bits myRows = firstToMove ? m_evenRows : (m_geo.board & ~m_evenRows);
    const Bits theirRows = m_geo.board & ~myRows;
    int score = 0;
    score += 24 * popcount(mine & myRows) + 10 * popcount(mine & theirRows);
    score -= 24 * popcount(theirs & theirRows) + 10 * popcount(theirs & myRows);
    // Two threats one above the other cannot both be stopped.
    score += 40 * popcount(mine & (mine >> 1));
    score -= 40 * popcount(theirs & (theirs >> 1));
    score += 2 * (openLines(m_geo, cur, opp) - openLines(m_geo, opp, cur));
    score += 3 * (popcount(cur & m_centre) - popcount(opp & m_centre));
    return score;
}

int HeuristicSearch::negamax(Bits cur, Bits mask, int moves, int depth, int alpha, int beta)
{
    if ((++m_nodes & 1023) == 0 && timeUp())
        m_stopped = true;
    if (m_stopped)
        return 0;
    const int cells = m_geo.cells();
    const Bits possible = (mask + m_geo.bottom) & m_geo.board;
    const Bits oppWins = m_geo.winningCells(cur ^ mask, mask);
    Bits next = possible;
    const Bits forced = possible & oppWins;
    if (forced) {
        if (forced & (forced - 1))
            return -(Win + cells - (moves + 2));
        next = forced;
    }
    next &= ~(oppWins >> 1);
    if (!next)
        return -(Win + cells - (moves + 2));
    if (moves >= cells - 2)
        return 0;
    if (depth <= 0)
        return eval(cur, mask, moves);

    const Bits key = cur + mask;
    Entry &entry = m_table[((key * 0x9E3779B97F4A7C15ull) >> 20) & m_tableMask];
    int ttMove = -1;
    if (entry.key == key && entry.depth >= 0) {
        ttMove = entry.move;
        if (entry.depth >= depth) {
            if (entry.bound == 3)
                return entry.value;
            if (entry.bound == 1 && entry.value >= beta)
                return entry.value;
            if (entry.bound == 2 && entry.value <= alpha)
                return entry.value;
        }
    }

    Bits list[16];
    int rank[16];
    int count = 0;
    const int w = m_geo.width;
    for (int i = 0; i < w; ++i) {
        const int col = centreOrder(w, i);
        const Bits move = next & m_geo.columnMask(col);
        if (!move)
            continue;
        int score = popcount(m_geo.winningCells(cur | move, mask | move));
        if (col == ttMove)
            score = 1000;
        int j = count++;
        for (; j > 0 && rank[j - 1] < score; --j) {
            list[j] = list[j - 1];
            rank[j] = rank[j - 1];
        }
        list[j] = move;
        rank[j] = score;
    }

    const int alpha0 = alpha;
    int best = -Infinity;
    int bestCol = -1;
    for (int i = 0; i < count; ++i) {
        const int v = -negamax(cur ^ mask, mask | list[i], moves + 1, depth - 1, -beta, -alpha);
        if (m_stopped)
            return 0;
        if (v > best) {
            best = v;
            bestCol = Board::columnOf(m_geo, list[i]);
        }
        if (v > alpha)
            alpha = v;
        if (alpha >= beta)
            break;
    }
    entry.key = key;
    entry.value = best;
    entry.depth = static_cast<std::int8_t>(depth);
    entry.move = static_cast<std::int8_t>(bestCol);
    entry.bound = best >= beta ? 1 : best <= alpha0 ? 2 : 3;
    return best;
}

HeuristicSearch::Result HeuristicSearch::run(const Board &board, const Limits &limits)
{
    Result result;
    if (m_table.empty())
        m_table.resize(std::size_t{1} << m_tableBits);
    const Geometry &geo = board.geometry();
    if (geo.width != m_geo.width || geo.height != m_geo.height || m_geo.board != geo.board) {
        m_geo = geo;
        std::fill(m_table.begin(), m_table.end(), Entry{});
        m_evenRows = 0;
        for (int c = 0; c < geo.width; ++c)
            for (int r = 0; r < geo.height; r += 2)
                m_evenRows |= geo.cell(c, r);
        m_centre = geo.columnMask(geo.width / 2);
        if (geo.width % 2 == 0)
            m_centre |= geo.columnMask(geo.width / 2 - 1);
    }
    m_limits = limits;
    m_nodes = 0;
    m_stopped = false;
    const int w = geo.width;
    const int cells = geo.cells();
    const int n = board.moves();
    result.values.assign(static_cast<std::size_t>(w), -Infinity);

    // A win now ends the search; with every move losing at once, block what can be blocked.
    for (int i = 0; i < w; ++i) {
        const int col = centreOrder(w, i);
        if (board.canPlay(col) && board.isWinningMove(col)) {
            result.column = col;
            result.value = Win + cells - (n + 1);
            result.values[static_cast<std::size_t>(col)] = result.value;
            return result;
        }
    }
    const Bits nonLosing = board.nonLosingMoves();
    std::vector<int> candidates;
    for (int i = 0; i < w; ++i) {
        const int col = centreOrder(w, i);
        if (nonLosing & geo.columnMask(col))
            candidates.push_back(col);
    }
    if (candidates.empty()) {
        const Bits blocks = board.possible() & board.opponentThreats();
        for (int i = 0; i < w && result.column < 0; ++i) {
            const int col = centreOrder(w, i);
            if (board.canPlay(col) && (!blocks || (blocks & geo.columnMask(col))))
                result.column = col;
        }
        result.value = -(Win + cells - (n + 2));
        result.values[static_cast<std::size_t>(result.column)] = result.value;
        return result;
    }
    result.column = candidates.front();
    if (candidates.size() == 1) {
        result.values[static_cast<std::size_t>(result.column)] = 0;
        return result;
    }

    const Bits cur = board.current();
    const Bits mask = board.mask();
    for (int depth = 1; depth <= limits.maxDepth && depth <= cells - n; ++depth) {
        std::vector<int> values(static_cast<std::size_t>(w), -Infinity);
        int alpha = -Infinity;
        int bestCol = -1;
        for (int col : candidates) {
            const Bits move = nonLosing & geo.columnMask(col);
            const int beta = limits.allScores ? Infinity : -alpha;
            const int v = -negamax(cur ^ mask, mask | move, n + 1, depth - 1, -Infinity, beta);
            if (m_stopped)
                break;
            values[static_cast<std::size_t>(col)] = v;
            if (v > alpha) {
                alpha = v;
                bestCol = col;
            }
        }
        if (m_stopped)
            break;
        result.column = bestCol;
        result.value = alpha;
        result.depth = depth;
        result.values = values;
        // Best first in the next iteration.
        std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
            return values[static_cast<std::size_t>(a)] > values[static_cast<std::size_t>(b)];
        });
        if (alpha >= Win || alpha <= -Win)
            break; // proven inside the horizon: deeper search cannot change the outcome
    }
    result.stopped = m_stopped;
    result.nodes = m_nodes;
    return result;
}

} // namespace gg::c4
