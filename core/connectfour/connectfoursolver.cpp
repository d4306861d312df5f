#include "connectfour/connectfoursolver.h"

#include "connectfour/connectfourtable.h"

#include <bit>

namespace gg::c4 {
namespace {

// Board constants known at compile time for the two sizes the game offers, so the hot loop
// folds its shifts and masks; any other size goes through DynamicGeometry.
template <int W, int H> struct FixedGeometry
{
    static constexpr int width = W;
    static constexpr int height = H;
    static constexpr int cells = W * H;
    static constexpr Bits column = (Bits{1} << H) - 1;
    static constexpr Bits bottom = [] {
        Bits b = 0;
        for (int c = 0; c < W; ++c)
            b |= Bits{1} << (c * (H + 1));
        return b;
    }();
    static constexpr Bits board = bottom * column;
    explicit FixedGeometry(const Geometry &) {}
};

struct DynamicGeometry
{
    int width;
    int height;
    int cells;
    Bits column;
    Bits bottom;
    Bits board;
    explicit DynamicGeometry(const Geometry &g)
        : width(g.width), height(g.height), cells(g.cells()), column((Bits{1} << g.height) - 1),
          bottom(g.bottom), board(g.board)
    {
    }
};

} // namespace

// One search over a board size: the recursive negamax and its helpers.
template <typename G> class Search
{
public:
    Search(Solver &solver, const Geometry &geo)
        : m_g(geo), m_solver(solver), m_table(*solver.m_table), m_nodes(solver.m_nodes)
    {
        for (int i = 0; i < m_g.width; ++i)
            m_order[i] = centreOrder(m_g.width, i);
    }
    ~Search() { m_solver.m_nodes = m_nodes; }

    bool aborted() const { return m_aborted; }

    Bits winning(Bits own, Bits mask) const
    {
        Bits r = (own << 1) & (own << 2) & (own << 3);
        r |= lines(own, m_g.height + 1);
        r |= lines(own, m_g.height);
        r |= lines(own, m_g.height + 2);
        return r & (m_g.board ^ mask);
    }

    // Negamax with alpha < beta on a position where the side to move cannot win at once.
    int negamax(Bits cur, Bits mask, int moves, int alpha, int beta)
    {
        if ((++m_nodes & 4095) == 0 && m_solver.timeUp(m_nodes))
            m_aborted = true;
        if (m_aborted)
            return 0;

        const Bits possible = (mask + m_g.bottom) & m_g.board;
        const Bits oppThreats = winning(cur ^ mask, mask);
        Bits next = possible;
        const Bits forced = possible & oppThreats;
        if (forced) {
            if (forced & (forced - 1))
                return -(m_g.cells - moves) / 2;
            next = forced;
        }
        next &= ~(oppThreats >> 1);
        if (!next)
            return -(m_g.cells - moves) / 2;
        if (moves >= m_g.cells - 2)
            return 0;

        const int lo = -(m_g.cells - 2 - moves) / 2;
        if (alpha < lo) {
            alpha = lo;
            if (alpha >= beta)
                return alpha;
        }
        int hi = (m_g.cells - 1 - moves) / 2;
        if (beta > hi) {
            beta = hi;
            if (alpha >= beta)
                return beta;
        }
        // A forced move (single block or single safe move) needs no ordering and no table
        // entry of its own: the child's entry says it all.
        if (!(next & (next - 1)))
            return -negamax(cur ^ mask, mask | next, moves + 1, -beta, -alpha);
        bool flipped = false;
        const Bits key = tableKey(cur + mask, moves, flipped);
        const std::uint64_t startNodes = m_nodes;
        int ttLower = 0, ttUpper = 0, ttMove = -1;
        if (m_table.get(key, ttLower, ttUpper, ttMove)) {
            if (flipped && ttMove >= 0)
                ttMove = m_g.width - 1 - ttMove;
            if (ttLower > alpha) {
                alpha = ttLower;
                if (alpha >= beta)
                    return alpha;
            }
            if (ttUpper < hi)
                hi = ttUpper;
        }
        if (beta > hi) {
            beta = hi;
            if (alpha >= beta)
                return beta;
        }

        const int alpha0 = alpha;
        int bestCol = -1;
        // The stored best move first, before spending time on ordering the others: it
        // often refutes the position on its own.
        Bits tried = 0;
        if (ttMove >= 0) {
            const Bits move = next & columnMask(ttMove);
            if (move) {
                const int score = -negamax(cur ^ mask, mask | move, moves + 1, -beta, -alpha);
                if (m_aborted)
                    return 0;
                if (score >= beta) {
                    m_table.put(key, score, TranspositionTable::NoUpper, stored(ttMove, flipped),
                                m_nodes - startNodes);
                    return score;
                }
                if (score > alpha) {
                    alpha = score;
                    bestCol = ttMove;
                }
                tried = move;
            }
        }

        // The rest by the number of winning cells the move creates, ties centre first. Fetch
        // every child's table slot first so the probes below overlap their cache misses.
        Bits list[16];
        int rank[16];
        int cols[16];
        int count = 0;
        const Bits rest = next & ~tried;
        for (int i = 0; i < m_g.width; ++i) {
            const int col = m_order[i];
            const Bits move = rest & columnMask(col);
            if (!move)
                continue;
            bool childFlipped = false;
            m_table.prefetch(tableKey((cur ^ mask) + (mask | move), moves + 1, childFlipped));
            list[count] = move;
            cols[count++] = col;
        }
        const int n = count;
        count = 0;
        for (int i = 0; i < n; ++i) {
            const Bits move = list[i];
            // Enhanced transposition cutoff: a child already known to be bad enough for the
            // opponent refutes this position without a search.
            int childLower = 0, childUpper = 0, childMove = -1;
            bool childFlipped = false;
            if (m_g.cells - moves > 12 &&
                m_table.get(tableKey((cur ^ mask) + (mask | move), moves + 1, childFlipped),
                            childLower, childUpper, childMove) &&
                -childUpper >= beta) {
                m_table.put(key, -childUpper, TranspositionTable::NoUpper, stored(cols[i], flipped),
                            m_nodes - startNodes);
                return -childUpper;
            }
            const int score = popcount(winning(cur | move, mask | move));
            int j = count++;
            for (; j > 0 && rank[j - 1] < score; --j) {
                list[j] = list[j - 1];
                rank[j] = rank[j - 1];
            }
            list[j] = move;
            rank[j] = score;
        }

        for (int i = 0; i < count; ++i) {
            const Bits move = list[i];
            const int score = -negamax(cur ^ mask, mask | move, moves + 1, -beta, -alpha);
            if (m_aborted)
                return 0;
            if (score >= beta) {
                m_table.put(key, score, TranspositionTable::NoUpper,
                            stored(columnOf(move), flipped), m_nodes - startNodes);
                return score;
            }
            if (score > alpha) {
                alpha = score;
                bestCol = columnOf(move);
            }
        }
        if (alpha > alpha0)
            m_table.put(key, alpha, alpha, stored(bestCol, flipped), m_nodes - startNodes);
        else
            m_table.put(key, TranspositionTable::NoLower, alpha, -1, m_nodes - startNodes);
        return alpha;
    }

private:
    // Positions this early are often mirror images of each other: store them once.
    static constexpr int SymmetricPlies = 12;
    Bits mirror(Bits key) const
    {
        const int stride = m_g.height + 1;
        const Bits group = (Bits{1} << stride) - 1;
        Bits out = 0;
        for (int c = 0; c < m_g.width; ++c)
            out |= ((key >> (c * stride)) & group) << ((m_g.width - 1 - c) * stride);
        return out;
    }
    Bits tableKey(Bits key, int moves, bool &flipped) const
    {
        flipped = false;
        if (moves >= SymmetricPlies)
            return key;
        const Bits m = mirror(key);
        flipped = m < key;
        return flipped ? m : key;
    }
    static Bits lines(Bits own, int S)
    {
        Bits p = (own << S) & (own << 2 * S);
        Bits r = p & (own << 3 * S);
        r |= p & (own >> S);
        p = (own >> S) & (own >> 2 * S);
        r |= p & (own << S);
        r |= p & (own >> 3 * S);
        return r;
    }
    Bits columnMask(int col) const { return m_g.column << (col * (m_g.height + 1)); }
    // Branch-free population count: the build targets baseline x86-64 (no POPCNT), where
    // std::popcount becomes a library call.
    static int popcount(Bits x)
    {
        x = x - ((x >> 1) & 0x5555555555555555ull);
        x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
        return static_cast<int>((x * 0x0101010101010101ull) >> 56);
    }
    int stored(int col, bool flipped) const
    {
        return flipped && col >= 0 ? m_g.width - 1 - col : col;
    }
    int columnOf(Bits move) const { return std::countr_zero(move) / (m_g.height + 1); }

    G m_g;
    Solver &m_solver;
    TranspositionTable &m_table;
    std::uint64_t m_nodes;
    int m_order[16] = {};
    bool m_aborted = false;
};

Solver::Solver(int tableBits) : m_table(std::make_unique<TranspositionTable>(tableBits)) {}

Solver::~Solver() = default;

void Solver::setDeadline(std::chrono::steady_clock::time_point deadline)
{
    m_deadline = deadline;
    m_hasDeadline = true;
}

void Solver::clear()
{
    m_table->clear();
}

bool Solver::timeUp(std::uint64_t nodes) const
{
    if (m_stop && m_stop->load(std::memory_order_relaxed))
        return true;
    if (m_nodeLimit != 0 && nodes >= m_nodeLimit)
        return true;
    return m_hasDeadline && std::chrono::steady_clock::now() >= m_deadline;
}

std::optional<int> Solver::search(const Board &board, int alpha, int beta)
{
    const Geometry &geo = board.geometry();
    auto run = [&](auto &engine) -> std::optional<int> {
        const int r = engine.negamax(board.current(), board.mask(), board.moves(), alpha, beta);
        if (engine.aborted())
            return std::nullopt;
        return r;
    };
    if (geo.width == 7 && geo.height == 6) {
        Search<FixedGeometry<7, 6>> engine(*this, geo);
        return run(engine);
    }
    if (geo.width == 8 && geo.height == 6) {
        Search<FixedGeometry<8, 6>> engine(*this, geo);
        return run(engine);
    }
    Search<DynamicGeometry> engine(*this, geo);
    return run(engine);
}

std::optional<int> Solver::solve(const Board &board, bool weak)
{
    const int cells = board.geometry().cells();
    const int n = board.moves();
    if (board.lastMoverWon())
        return weak ? -1 : -(cells + 2 - n) / 2;
    if (board.full())
        return 0;
    if (board.canWinNext())
        return weak ? 1 : winNowScore(board);
    int lo = -(cells - n) / 2;
    int hi = (cells + 1 - n) / 2;
    if (weak) {
        lo = -1;
        hi = 1;
    }
    // Narrow [lo, hi] with null-window probes, first near 0 (most positions are close to
    // a draw in value) and then halving towards the bound still open.
    while (lo < hi) {
        int med = lo + (hi - lo) / 2;
        if (med <= 0 && lo / 2 < med)
            med = lo / 2;
        else if (med >= 0 && hi / 2 > med)
            med = hi / 2;
        auto r = search(board, med, med + 1);
        if (!r)
            return std::nullopt;
        if (*r <= med)
            hi = *r;
        else
            lo = *r;
    }
    // Bounds left in the table by earlier exact searches can make a weak search return the
    // exact score: report only its sign.
    if (weak)
        return (lo > 0) - (lo < 0);
    return lo;
}

std::optional<bool> Solver::atLeast(const Board &board, int bound)
{
    if (board.over() || board.canWinNext()) {
        auto s = solve(board);
        return *s >= bound;
    }
    auto r = search(board, bound - 1, bound);
    if (!r)
        return std::nullopt;
    return *r >= bound;
}

std::optional<Solver::Choice> Solver::bestMove(const Board &board, bool weak, bool allTies)
{
    if (board.over())
        return std::nullopt;
    auto score = solve(board, weak);
    if (!score)
        return std::nullopt;
    const Geometry &geo = board.geometry();
    const Bits nonLosing = board.nonLosingMoves();
    const bool winNow = board.canWinNext();
    Choice choice;
    choice.score = *score;
    const int w = geo.width;
    for (int i = 0; i < w; ++i) {
        const int col = centreOrder(w, i);
        if (!board.canPlay(col))
            continue;
        bool good = false;
        if (winNow) {
            good = board.isWinningMove(col);
        } else if (nonLosing == 0 || !(nonLosing & geo.columnMask(col))) {
            // This move lets the opponent win at once: only good when every move does.
            good = nonLosing == 0;
        } else if (weak && *score < 0) {
            // Sign only and lost anyway: any move that does not lose at once will do.
            good = true;
        } else {
            Board child = board;
            child.play(col);
            // Our value through this move is -child; it achieves `score` iff child <= -score.
            auto above = atLeast(child, -*score + 1);
            if (!above) {
                // Out of time while looking for ties: what was found so far still stands.
                if (choice.column >= 0)
                    return choice;
                return std::nullopt;
            }
            good = !*above;
        }
        if (!good)
            continue;
        if (choice.column < 0)
            choice.column = col;
        choice.ties.push_back(col);
        if (!allTies)
            break;
    }
    return choice;
}

std::optional<std::vector<std::optional<int>>> Solver::analyze(const Board &board, bool weak)
{
    std::vector<std::optional<int>> scores(static_cast<std::size_t>(board.width()));
    if (board.over())
        return scores;
    for (int col = 0; col < board.width(); ++col) {
        if (!board.canPlay(col))
            continue;
        if (board.isWinningMove(col)) {
            scores[static_cast<std::size_t>(col)] = weak ? 1 : winNowScore(board);
            continue;
        }
        Board child = board;
        child.play(col);
        auto s = solve(child, weak);
        if (!s)
            return std::nullopt;
        scores[static_cast<std::size_t>(col)] = -*s;
    }
    return scores;
}

std::vector<Solver::ColumnValue> Solver::analyzeEach(const Board &board, bool weak)
{
    std::vector<ColumnValue> values(static_cast<std::size_t>(board.width()));
    if (board.over())
        return values;
    for (int col = 0; col < board.width(); ++col) {
        ColumnValue &value = values[static_cast<std::size_t>(col)];
        value.playable = board.canPlay(col);
        if (!value.playable)
            continue;
        if (board.isWinningMove(col)) {
            value.score = weak ? 1 : winNowScore(board);
            continue;
        }
        Board child = board;
        child.play(col);
        if (const auto s = solve(child, weak))
            value.score = -*s;
    }
    return values;
}

} // namespace gg::c4
