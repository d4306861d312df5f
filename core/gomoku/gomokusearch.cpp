#include "gomoku/gomokusearch.h"

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace gg::gomoku {
namespace {

enum Flag : std::uint8_t { Exact = 1, Lower = 2, Upper = 3 };

constexpr std::uint64_t WhiteToMove = 0x3C6EF372FE94F82Bull;

// The transposition table's key of a position (its hash) with `mover` to move.
std::uint64_t tableKey(std::uint64_t hash, Stone mover)
{
    return hash ^ (mover == Stone::White ? WhiteToMove : 0);
}

// Attack before defence: measured against the baseline opponent, 3:2 lost clearly fewer
// games than 5:4 or 4:5.
int priority(const Board &board, int p, Stone mover)
{
    return board.value(p, mover) * 3 + board.value(p, opponent(mover)) * 2;
}

// Mate scores are stored relative to the node, not to the root.
int toTable(int score, int ply)
{
    if (score > WinThreshold)
        return score + ply;
    if (score < -WinThreshold)
        return score - ply;
    return score;
}

int fromTable(int score, int ply)
{
    if (score > WinThreshold)
        return score - ply;
    if (score < -WinThreshold)
        return score + ply;
    return score;
}

// How many candidates a node below the root searches (AlphaBeta::width()). Wider than the old
// 12/9/7 now that the later ones are searched shallower (see LateMove): against Rapfi (1 s vs
// 0.2 s, balanced and centre openings) 16 of 40 games won against 11 of 40 with the old widths
// and no reductions. Narrower again (16/12/9, were 20/16/12) once a node whose candidates all
// lose searches the rest (see appendOtherCandidates): a narrow list can no longer make a false
// forced loss, and against Rapfi (1 s vs 0.2 s, the 200 generated openings) the engine won 259
// of 600 games with these widths, 237 of 600 with the wider ones; narrower still (12/9/7) lost
// clearly.
//
// A node with WideDepth or more plies still to search lists WideExtra points more (20/16/13).
// With fixed widths a deeper search had the same points to choose from at every node, so more
// time could never find a move they had left out. The extra points come late in the list and
// are searched two plies shallower; a search to depth 13 takes about a third more nodes.
// Against Rapfi (1 s vs 0.2 s, the 200 openings) it won 191.5 of 400 games, the fixed widths
// 176.5 (README.md, stop 59); 8 points more from 10 plies to go did no better.
constexpr int WideDepth = 7;
constexpr int WideExtra = 4;

// Late-move reductions: on a quiet node, the candidates after the first LateMove are searched
// one ply shallower, those after the first 2 * LateMove two plies, and any that beats alpha
// again at full depth.
constexpr int LateMove = 3;
constexpr int ReduceFromDepth = 3;

// Singular extensions: at a node of depth SingularDepth or more whose table move scored at
// least its stored score at nearly this depth, the other candidates are searched at half the
// depth against a window SingularMargin below that score. If none reaches it, the table move
// is the only good one and is searched a ply deeper; if one does and the window already lies
// at or above beta, two moves refute the node and it fails high (multi-cut). The extra plies
// are limited to lines no longer than twice the iteration's depth. Against Rapfi (1 s vs
// 0.2 s, wide set) the engine won 129 of 350 games with them, 91 of 280 without.
constexpr int SingularDepth = 6;
constexpr int SingularMargin = 100;

// Static futility (reverse futility pruning): a null-window node FutilityDepth or fewer plies
// from the leaves, with no open three of the opponent's to answer and no four-three of its
// own, returns its evaluation when that beats beta by FutilityMargin a ply (a ply less when
// the side's evaluation rose since its last move, two plies up). Rapfi's notes rate this
// pruning its largest single gain; the margin is its 63 a ply scaled to this evaluation, whose
// depth-10 scores of four middle-game positions were 3.2-5.8 times Rapfi's judgement of them.
// Measured against Rapfi (1 s vs 0.2 s) in stop 56: README.md, "Computer players: measured".
constexpr int FutilityDepth = 6;
constexpr int FutilityMargin = 230;

// How many plies a search can reach: a node at ply p has p stones more than the root.
constexpr std::size_t PlyCount = MaxSize * MaxSize + 1;

} // namespace

int AlphaBeta::width(int ply, int depth)
{
    const int width = ply <= 2 ? 16 : (ply <= 4 ? 12 : 9);
    return depth >= WideDepth ? width + WideExtra : width;
}

AlphaBeta::AlphaBeta(int ttBits, bool futility)
    : m_futility(futility), m_evals(PlyCount), m_moves(PlyCount), m_table(std::size_t{1} << ttBits),
      m_mask((std::uint64_t{1} << ttBits) - 1)
{
}

namespace {

// Whether `mover` has a point of `combo` it may play. Under Renju black's may be forbidden: an
// open four may be a double four, a four-three a four with two threes (a double three), and
// another line may make an overline (docs/RULES.md §3.11). The pattern table still gives such
// points these combos, since forbidden() must be asked about them.
bool playable(const Board &board, Stone mover, Combo combo)
{
    if (board.comboCount(mover, combo) == 0)
        return false;
    if (board.rule() != Rule::Renju || mover != Stone::Black)
        return true;
    for (int p : board.fourPoints(mover))
        if (board.combo(p, mover) == combo && !board.forbidden(p, mover))
            return true;
    return false;
}

// The static evaluation; `fourThreeInHand`: the mover has a four-three it may play.
int score(const Board::Totals &totals, Stone mover, bool fourThreeInHand)
{
    const Stone other = opponent(mover);
    // The side to move's shapes are worth more: it can use them first. 5/4 rather than 3/2:
    // of 34 positions from games against Rapfi, Rapfi judged 11 of Expert's moves (at 0.95 s)
    // to give it a forced win or lose 150 points or more with 5/4, 15 with 3/2.
    long long score = totals.value(mover) * 5 / 4 - totals.value(other);
    // Having the move with a four-three in hand (and no four to answer) nearly wins.
    if (fourThreeInHand && !totals.anyFour(other))
        score += 3000;
    return static_cast<int>(std::clamp<long long>(score, -WinThreshold + 1, WinThreshold - 1));
}

} // namespace

int AlphaBeta::evaluate(const Board &board, Stone mover)
{
    return score(board.totals(), mover, playable(board, mover, Combo::FourThree));
}

// Only for totals with no four-three for the mover under Renju (quietLeaf() leaves those to
// negamax(), which has the board to ask), or under the other rules.
int AlphaBeta::evaluate(const Board::Totals &totals, Stone mover)
{
    return score(totals, mover, totals.count(mover, Combo::FourThree) > 0);
}

bool hasOpenFour(const Board &board, Stone mover)
{
    return playable(board, mover, Combo::OpenFour);
}

namespace {

// Appends to `moves` every candidate point of `mover` not in it yet, best first: before a
// node or the root is called lost, the points its width left out are searched too.
void appendOtherCandidates(const Board &board, Stone mover, std::vector<int> &moves)
{
    for (int p : AlphaBeta::candidates(board, mover, MaxSize * MaxSize))
        if (std::find(moves.begin(), moves.end(), p) == moves.end())
            moves.push_back(p);
}

} // namespace

std::vector<int> AlphaBeta::candidates(const Board &board, Stone mover, int width)
{
    std::vector<int> moves;
    candidates(board, mover, width, moves);
    return moves;
}

void AlphaBeta::candidates(const Board &board, Stone mover, int width, std::vector<int> &moves)
{
    const Stone other = opponent(mover);
    const bool renjuBlack = board.rule() == Rule::Renju && mover == Stone::Black;
    moves.clear();
    if (board.hasFive(mover) || board.hasFive(other)) {
        const int point = board.fivePoint(board.hasFive(mover) ? mover : other);
        // Under Renju black may not block on a forbidden point: then no move holds, and the
        // list is empty (black's own five is never forbidden).
        if (!renjuBlack || !board.forbidden(point, mover))
            moves.push_back(point);
        return;
    }
    auto byPriority = [&](int a, int b) {
        const int pa = priority(board, a, mover);
        const int pb = priority(board, b, mover);
        return pa != pb ? pa > pb : a < b;
    };
    if (hasOpenFour(board, other)) {
        // Answer the open three (or the threat of a double four): block one of its points
        // or counter with a four. Under Renju a black three whose open-four points are all
        // forbidden threatens no open four, and white need not answer it at once.
        moves = board.fourPoints(mover);
        for (int p : board.fourPoints(other))
            if (std::find(moves.begin(), moves.end(), p) == moves.end())
                moves.push_back(p);
        if (renjuBlack)
            std::erase_if(moves, [&](int p) { return board.forbidden(p, mover); });
        std::sort(moves.begin(), moves.end(), byPriority);
        return;
    }
    // The points near stones, or any point when there are none.
    const std::vector<int> *source = &board.nearPoints();
    std::vector<int> anywhere;
    if (source->empty()) {
        for (int p : board.points())
            if (board.isEmpty(p))
                anywhere.push_back(p);
        source = &anywhere;
    }
    // The same order as byPriority, with each priority computed once: the sort key holds
    // the priority above the point's index, inverted so that lower indices come first.
    constexpr long long IndexRange = 1 << 16;
    auto keyOf = [&](int p) {
        return priority(board, p, mover) * IndexRange + (IndexRange - 1 - p);
    };
    auto pointOf = [](long long key) {
        return static_cast<int>(IndexRange - 1 - key % IndexRange);
    };
    // The best `n` points of the source, best first.
    auto pickBest = [&](std::size_t n) {
        const auto kept = std::min(source->size(), n);
        if (kept <= 32) {
            // The few best by insertion into a short sorted list (the keys are distinct): a
            // node's list is 9-16 points out of some 60-100, and most never enter it.
            long long top[32];
            std::size_t count = 0;
            for (int p : *source) {
                const long long key = keyOf(p);
                if (count == kept && (kept == 0 || key <= top[kept - 1]))
                    continue;
                std::size_t j = count < kept ? count++ : kept - 1;
                for (; j > 0 && top[j - 1] < key; --j)
                    top[j] = top[j - 1];
                top[j] = key;
            }
            moves.resize(kept);
            for (std::size_t i = 0; i < kept; ++i)
                moves[i] = pointOf(top[i]);
            return;
        }
        std::vector<long long> keys(source->size());
        for (std::size_t i = 0; i < source->size(); ++i)
            keys[i] = keyOf((*source)[i]);
        std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(kept),
                          keys.end(), std::greater<>());
        moves.resize(kept);
        for (std::size_t i = 0; i < kept; ++i)
            moves[i] = pointOf(keys[i]);
    };
    const auto wanted = static_cast<std::size_t>(std::max(width, 0));
    if (!renjuBlack) {
        pickBest(wanted);
        return;
    }
    // Under Renju black's forbidden points are left out. Whether a point is forbidden is the
    // dearest question the search asks, so only the points that could enter the list are
    // asked: the best few more than it holds, in order, and more only if too many of those
    // are forbidden. The list is the same as if every point had been asked first.
    for (std::size_t n = wanted + 4;; n = 2 * n) {
        pickBest(n);
        const bool everyPoint = moves.size() == source->size();
        std::size_t legal = 0;
        for (std::size_t i = 0; i < moves.size() && legal < wanted; ++i)
            if (!board.forbidden(moves[i], mover))
                moves[legal++] = moves[i];
        if (legal == wanted || everyPoint) {
            moves.resize(legal);
            return;
        }
    }
}

std::optional<int> AlphaBeta::quietLeaf(Stone mover, int move, int ply)
{
    const Board &board = *m_board;
    // The checks negamax() makes on entering a leaf, in its order, for the side to move
    // there (`other`), on the totals the move would leave.
    const Stone other = opponent(mover);
    const Board::Totals totals = board.totalsAfter(move, mover);
    std::optional<int> score;
    if (totals.count(other, Combo::Five) > 0)
        score = WinScore - ply;
    else if (board.stoneCount() + 1 == board.size() * board.size())
        score = 0;
    else if (totals.count(mover, Combo::Five) > 0)
        return std::nullopt; // a five to stop: negamax() places the block
    else if (totals.count(other, Combo::OpenFour) > 0) {
        // Under Renju black's open four may stand on a forbidden point: negamax() checks.
        if (board.rule() == Rule::Renju && other == Stone::Black)
            return std::nullopt;
        score = WinScore - ply - 2;
    } else if (totals.count(other, Combo::FourThree) > 0)
        return std::nullopt; // negamax() looks for a short VCF
    else
        score = evaluate(totals, other);
    ++m_nodes;
    if (outOfBudget())
        return 0;
    return score;
}

bool AlphaBeta::outOfBudget()
{
    if (m_aborted)
        return true;
    if (m_budget.stop && m_budget.stop->load(std::memory_order_relaxed))
        m_aborted = true;
    else if (m_nodes > m_budget.maxNodes)
        m_aborted = true;
    else if (m_nodes >= m_nextClockCheck && !m_ignoreClock) {
        // Reading the clock costs little next to a few hundred nodes.
        m_nextClockCheck = m_nodes + 256;
        if (std::chrono::steady_clock::now() >= m_budget.deadline)
            m_aborted = true;
    }
    return m_aborted;
}

SearchResult AlphaBeta::search(Board &board, Stone mover, std::vector<int> rootMoves, int maxDepth,
                               const SearchBudget &budget, int minDepth)
{
    m_board = &board;
    m_threats = std::make_unique<ThreatSearch>(board);
    m_budget = budget;
    m_nodes = 0;
    m_extensions = 0;
    m_futile = 0;
    m_nextClockCheck = 0;
    m_aborted = false;
    SearchResult result;
    if (rootMoves.empty())
        return result;
    result.move = rootMoves.front();
    const Stone other = opponent(mover);
    std::vector<int> scores(rootMoves.size(), 0);
    m_evals[0] = evaluate(board, mover);
    bool widened = false;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        // Once widened the root may hold a hundred moves: the clock counts again.
        m_ignoreClock = depth <= minDepth && !widened;
        int alpha = -WinScore;
        const int beta = WinScore;
        int best = -1;
        int bestScore = -WinScore;
        for (std::size_t i = 0; i < rootMoves.size(); ++i) {
            board.place(rootMoves[i], mover);
            int score;
            if (i == 0) {
                score = -negamax(other, depth - 1, -beta, -alpha, 1);
            } else {
                score = -negamax(other, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha && !m_aborted)
                    score = -negamax(other, depth - 1, -beta, -alpha, 1);
            }
            board.remove();
            if (m_aborted)
                break;
            scores[i] = score;
            if (score > bestScore) {
                bestScore = score;
                best = static_cast<int>(i);
            }
            alpha = std::max(alpha, score);
        }
        // A partial iteration still improves on the last one: its first move is the old
        // best, so any move that beat it is better.
        if (best >= 0 && (!m_aborted || best > 0)) {
            result.move = rootMoves[static_cast<std::size_t>(best)];
            result.score = bestScore;
        }
        if (m_aborted)
            break;
        result.depth = depth;
        // Best first for the next iteration, keeping the order of equals.
        std::vector<std::size_t> order(rootMoves.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
        std::vector<int> moves;
        std::vector<int> sorted;
        for (std::size_t i : order) {
            moves.push_back(rootMoves[i]);
            sorted.push_back(scores[i]);
        }
        rootMoves = std::move(moves);
        scores = std::move(sorted);
        // A proven result does not change with depth; but a loss is proven only once every
        // point has been searched, not just the candidates the caller chose.
        if (bestScore < -WinThreshold && !widened) {
            widened = true;
            appendOtherCandidates(board, mover, rootMoves);
            scores.resize(rootMoves.size(), -WinScore);
            continue;
        }
        if (bestScore > WinThreshold || bestScore < -WinThreshold)
            break;
        if (board.full())
            break;
    }
    result.nodes = m_nodes;
    result.extensions = m_extensions;
    result.futile = m_futile;
    return result;
}

int AlphaBeta::negamax(Stone mover, int depth, int alpha, int beta, int ply)
{
    ++m_nodes;
    if (outOfBudget())
        return 0;
    Board &board = *m_board;
    const Stone other = opponent(mover);
    if (board.hasFive(mover))
        return WinScore - ply;
    if (board.full())
        return 0;
    if (board.hasFive(other)) {
        if (board.comboCount(other, Combo::Five) >= 2)
            return -(WinScore - ply - 1);
        // The only move: block, without spending depth (under Renju black may not block
        // on a forbidden point, and loses).
        const int block = board.fivePoint(other);
        if (board.forbidden(block, mover))
            return -(WinScore - ply - 1);
        // A forced block is no move of the side's own choosing: its worth is the last one's.
        m_evals[static_cast<std::size_t>(ply)] = -m_evals[static_cast<std::size_t>(ply - 1)];
        if (depth <= 0) {
            if (const auto score = quietLeaf(mover, block, ply + 1))
                return -*score;
        }
        board.place(block, mover);
        const int score = -negamax(other, depth, -beta, -alpha, ply + 1);
        board.remove();
        return score;
    }
    if (hasOpenFour(board, mover))
        return WinScore - ply - 2;
    if (depth <= 0) {
        // A cheap look for a short VCF where one is likely (a four-three in hand).
        if (board.comboCount(mover, Combo::FourThree) > 0 && m_threats) {
            SearchBudget small = m_budget;
            small.maxNodes = 200;
            const bool won = m_threats->vcf(mover, 6, small).has_value();
            m_nodes += m_threats->nodes();
            if (won)
                return WinScore - ply - 20;
        }
        return evaluate(board, mover);
    }

    const std::uint64_t key = tableKey(board.hash(), mover);
    Entry &entry = m_table[key & m_mask];
    int ttMove = -1;
    int ttScore = 0;
    int ttDepth = -1;
    int ttFlag = 0;
    if (entry.key == key) {
        ttMove = entry.move;
        ttScore = fromTable(entry.score, ply);
        ttDepth = entry.depth;
        ttFlag = entry.flag;
        if (ttDepth >= depth) {
            if (ttFlag == Exact || (ttFlag == Lower && ttScore >= beta) ||
                (ttFlag == Upper && ttScore <= alpha))
                return ttScore;
        }
    }

    // The opponent threatens an open four: the candidates are the few answers to it.
    const bool threatened = hasOpenFour(board, other);
    int staticEval = evaluate(board, mover);
    m_evals[static_cast<std::size_t>(ply)] = staticEval;
    const bool improving = ply >= 2 && staticEval > m_evals[static_cast<std::size_t>(ply - 2)];
    // A table score bounding the evaluation from the right side is a better guess of it.
    if (ttFlag != 0 && std::abs(ttScore) < WinThreshold &&
        (ttFlag == Exact || (ttFlag == Lower && ttScore > staticEval) ||
         (ttFlag == Upper && ttScore < staticEval)))
        staticEval = ttScore;
    if (m_futility && beta - alpha == 1 && depth <= FutilityDepth && !threatened &&
        std::abs(beta) < WinThreshold && std::abs(staticEval) < WinThreshold &&
        board.comboCount(mover, Combo::FourThree) == 0 &&
        staticEval - FutilityMargin * (depth - (improving ? 1 : 0)) >= beta) {
        ++m_futile;
        return staticEval;
    }

    const int width = AlphaBeta::width(ply, depth);
    std::vector<int> &moves = m_moves[static_cast<std::size_t>(ply)];
    candidates(board, mover, width, moves);
    if (ttMove >= 0) {
        auto it = std::find(moves.begin(), moves.end(), ttMove);
        if (it != moves.end())
            std::rotate(moves.begin(), it, it + 1);
    }
    const int originalAlpha = alpha;
    int best = -WinScore;
    int bestMove = moves.empty() ? -1 : moves.front();
    // The table move, first in the list, is searched a ply deeper if it is singular.
    int extension = 0;
    if (moves.size() > 1 && moves[0] == ttMove && depth >= SingularDepth && ttFlag != Upper &&
        ttDepth >= depth - 3 && std::abs(ttScore) < WinThreshold && ply + depth < 2 * m_rootDepth) {
        const int singularBeta = ttScore - SingularMargin;
        int others = -WinScore;
        for (std::size_t j = 1; j < moves.size() && others < singularBeta; ++j) {
            board.place(moves[j], mover);
            others = std::max(
                others, -negamax(other, depth / 2 - 1, -singularBeta, -singularBeta + 1, ply + 1));
            board.remove();
            if (m_aborted)
                return 0;
        }
        if (others < singularBeta) {
            extension = 1;
            ++m_extensions;
        } else if (singularBeta >= beta) {
            return singularBeta;
        }
    }
    // Only the best few points by pattern score are searched, and a defence outside them is
    // never seen: if every one of them loses, the rest are searched too before the node is
    // called lost (a wrong loss here is a wrong forced win one ply up).
    bool widened = threatened || static_cast<int>(moves.size()) < width;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        // The child's table entry is most likely not in the cache: ask for it now, and
        // placing the stone hides the wait.
        if (depth >= 2) {
            const std::uint64_t child = tableKey(board.hashAfter(moves[i], mover), other);
            __builtin_prefetch(&m_table[child & m_mask]);
        }
        // A leaf that quietLeaf() can judge is never placed; any other child is placed once
        // for all its searches.
        bool placed = false;
        auto child = [&](int childDepth, int childAlpha, int childBeta) {
            if (childDepth <= 0 && !placed) {
                if (const auto score = quietLeaf(mover, moves[i], ply + 1))
                    return -*score;
            }
            if (!placed) {
                board.place(moves[i], mover);
                placed = true;
            }
            return -negamax(other, childDepth, childAlpha, childBeta, ply + 1);
        };
        int score;
        if (i == 0) {
            score = child(depth - 1 + extension, -beta, -alpha);
        } else {
            // Not reduced: answers to an open three, and fours (the reply is forced anyway;
            // a move leaves a five to play exactly when it makes a four or more).
            int reduction = 0;
            const int index = static_cast<int>(i);
            if (!threatened && depth >= ReduceFromDepth && index >= LateMove &&
                board.combo(moves[i], mover) < Combo::Four)
                reduction = index >= 2 * LateMove ? 2 : 1;
            score = child(depth - 1 - reduction, -alpha - 1, -alpha);
            if (reduction > 0 && score > alpha && !m_aborted)
                score = child(depth - 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta && !m_aborted)
                score = child(depth - 1, -beta, -alpha);
        }
        if (placed)
            board.remove();
        if (m_aborted)
            return 0;
        if (score > best) {
            best = score;
            bestMove = moves[i];
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta)
            break;
        if (i + 1 == moves.size() && !widened && best < -WinThreshold) {
            widened = true;
            appendOtherCandidates(board, mover, moves);
        }
    }
    if (moves.empty())
        best = evaluate(board, mover);

    Entry &slot = m_table[key & m_mask];
    slot.key = key;
    slot.score = toTable(best, ply);
    slot.move = static_cast<std::int16_t>(bestMove);
    slot.depth = static_cast<std::int8_t>(std::min(depth, 127));
    slot.flag = best <= originalAlpha ? Upper : (best >= beta ? Lower : Exact);
    return best;
}

} // namespace gg::gomoku
