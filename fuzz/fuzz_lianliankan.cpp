// Fuzz target: Lianliankan (docs/RULES.md §4) driven through gg::link::Game — clicks, direct
// matches, hints, shuffles, undo/redo, the clock, new games with any options (levels,
// custom sizes, gravity), restart, hand-made start positions, save/load — checked after every
// step against naive oracles written here:
//   * a pair is removable exactly when a breadth-first search over the board and its outer
//     ring finds a path with at most two turns, and the path the core returns is such a path
//     with the fewest turns;
//   * the multiset of kinds only loses matched pairs (shuffles keep it);
//   * every deal's solution replays on the dealt board with the naive search (and naive
//     gravity), and so does every reshuffle; a board in play is never stuck;
//   * the score grows by at least the pair value per match; undo/redo restore the exact
//     earlier board and score; serialize → deserialize is the same game.

#include "fuzzsupport.h"

#include "lianliankan/linkgame.h"

#include <algorithm>
#include <deque>
#include <map>
#include <vector>

namespace {

using namespace gg::link;
using gg::fuzz::Bytes;

constexpr int Unreachable = 99;

// Fewest turns of a path from a to b through empty cells and the outer ring (0-1 BFS over
// (cell, direction) states); Unreachable when none. `b` is the only tile the path may enter.
int naiveTurns(const Board &board, Point a, Point b)
{
    const int h = board.rows() + 2, w = board.cols() + 2;
    auto id = [w](int r, int c) { return (r + 1) * w + (c + 1); };
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    std::vector<int> best(static_cast<std::size_t>(h * w * 4), Unreachable);
    std::deque<std::pair<int, int>> queue; // (cell * 4 + dir, turns)
    auto push = [&](int r, int c, int d, int turns, bool front) {
        const int s = id(r, c) * 4 + d;
        if (turns >= best[s])
            return;
        best[s] = turns;
        if (front)
            queue.emplace_front(s, turns);
        else
            queue.emplace_back(s, turns);
    };
    auto enterable = [&](int r, int c) {
        if (r < -1 || c < -1 || r > board.rows() || c > board.cols())
            return false;
        return board.at({r, c}) == 0 || Point{r, c} == b;
    };
    for (int d = 0; d < 4; ++d)
        if (enterable(a.row + dr[d], a.col + dc[d]))
            push(a.row + dr[d], a.col + dc[d], d, 0, false);
    int answer = Unreachable;
    while (!queue.empty()) {
        auto [s, turns] = queue.front();
        queue.pop_front();
        if (turns != best[s])
            continue;
        const int cell = s / 4, d = s % 4;
        const int r = cell / w - 1, c = cell % w - 1;
        if (Point{r, c} == b) {
            answer = std::min(answer, turns);
            continue; // a path ends at b, it never passes through it
        }
        for (int nd = 0; nd < 4; ++nd) {
            const int nr = r + dr[nd], nc = c + dc[nd];
            if ((nd ^ 1) == d && (d / 2 == nd / 2))
                continue; // no U-turns (they never help)
            if (!enterable(nr, nc))
                continue;
            const int cost = turns + (nd == d ? 0 : 1);
            if (cost <= 2)
                push(nr, nc, nd, cost, nd == d);
        }
    }
    return answer;
}

bool naiveRemovable(const Board &board, Point a, Point b)
{
    if (!board.contains(a) || !board.contains(b) || a == b)
        return false;
    const int k = board.at(a);
    return k != 0 && k == board.at(b) && naiveTurns(board, a, b) <= 2;
}

bool naiveHasPair(const Board &board)
{
    std::vector<Point> tiles;
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c)
            if (board.at({r, c}) != 0)
                tiles.push_back({r, c});
    for (std::size_t i = 0; i < tiles.size(); ++i)
        for (std::size_t j = i + 1; j < tiles.size(); ++j)
            if (naiveRemovable(board, tiles[i], tiles[j]))
                return true;
    return false;
}

void naiveGravity(Board &board)
{
    for (int c = 0; c < board.cols(); ++c) {
        std::vector<int> column;
        for (int r = board.rows() - 1; r >= 0; --r)
            if (board.at({r, c}) != 0)
                column.push_back(board.at({r, c}));
        for (int r = board.rows() - 1, i = 0; r >= 0; --r, ++i)
            board.set({r, c}, i < static_cast<int>(column.size()) ? column[i] : 0);
    }
}

// The solution clears the board, every step checked by the naive search.
bool naiveReplay(Board board, const Solution &solution, bool gravity)
{
    for (const Removal &step : solution) {
        if (!naiveRemovable(board, step.a, step.b))
            return false;
        board.set(step.a, 0);
        board.set(step.b, 0);
        if (gravity)
            naiveGravity(board);
    }
    return board.isEmpty();
}

// A valid path: from a to b, axis-aligned segments, empty cells (or the ring) in between.
void checkPath(const Board &board, const Path &path, Point a, Point b)
{
    GG_FUZZ_CHECK(path.size() >= 2 && path.size() <= 4);
    GG_FUZZ_CHECK(path.front() == a && path.back() == b);
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const Point p = path[i], q = path[i + 1];
        GG_FUZZ_CHECK((p.row == q.row) != (p.col == q.col));
        const int sr = (q.row > p.row) - (q.row < p.row), sc = (q.col > p.col) - (q.col < p.col);
        for (Point x{p.row + sr, p.col + sc}; !(x == q); x = {x.row + sr, x.col + sc}) {
            GG_FUZZ_CHECK(x.row >= -1 && x.col >= -1 && x.row <= board.rows() &&
                          x.col <= board.cols());
            GG_FUZZ_CHECK(board.at(x) == 0);
        }
        if (i + 1 < path.size() - 1)
            GG_FUZZ_CHECK(board.at(q) == 0); // a corner is empty
    }
    GG_FUZZ_CHECK(turnsOf(path) == naiveTurns(board, a, b));
}

std::map<int, int> kinds(const Board &board)
{
    std::map<int, int> counts;
    for (int k : board.cells())
        if (k != 0)
            ++counts[k];
    return counts;
}

// The game's history as the model sees it: one entry per step (matches, shuffles and the
// automatic reshuffles of a stuck board), so undo and redo can be checked exactly.
struct Snapshot
{
    Board board;
    long long score = 0;
    bool match = false; // reached by a match (undo may take it back)
};

struct Model
{
    std::vector<Snapshot> history;
    std::size_t cursor = 0;

    // A fresh start: the start board, plus a reshuffle when it was stuck.
    void reset(const Game &g)
    {
        history.assign(1, Snapshot{g.startBoard(), 0, false});
        cursor = 0;
        if (!(g.board() == g.startBoard()))
            push(g.board(), g.score(), false);
    }
    void push(const Board &board, long long score, bool match)
    {
        history.resize(cursor + 1);
        history.push_back(Snapshot{board, score, match});
        ++cursor;
    }
};

void checkDeal(const Game &game)
{
    const Board &start = game.startBoard();
    GG_FUZZ_CHECK(start.countsEven());
    for (auto [kind, count] : kinds(start))
        GG_FUZZ_CHECK(kind >= 1 && kind <= game.options().kinds && count % 2 == 0);
    GG_FUZZ_CHECK(naiveReplay(start, game.startSolution(), game.options().gravity));
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    if (!copy)
        std::fprintf(stderr, "refused save:\n%s\n", text.c_str());
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->board() == game.board() && copy->score() == game.score());
    GG_FUZZ_CHECK(copy->status() == game.status() && copy->canUndo() == game.canUndo() &&
                  copy->canRedo() == game.canRedo() && copy->elapsedMs() == game.elapsedMs());
    GG_FUZZ_CHECK(copy->options() == game.options() && copy->shufflesLeft() == game.shufflesLeft());
}

// After a removal: the kinds lost exactly one pair of the removed kind; the path was valid.
void checkMatch(const Board &before, const Game &game, const MatchResult &r, bool gravity, Model &m)
{
    GG_FUZZ_CHECK(game.score() == m.history[m.cursor].score + r.gained);
    GG_FUZZ_CHECK(naiveRemovable(before, r.a, r.b));
    GG_FUZZ_CHECK(r.kind == before.at(r.a));
    checkPath(before, r.path, r.a, r.b);
    Board expected = before;
    expected.set(r.a, 0);
    expected.set(r.b, 0);
    if (gravity)
        naiveGravity(expected);
    m.push(expected, game.score(), true);
    if (r.reshuffled) {
        GG_FUZZ_CHECK(kinds(game.board()) == kinds(expected));
        GG_FUZZ_CHECK(!expected.isEmpty() && !naiveHasPair(expected)); // it was stuck
        m.push(game.board(), game.score(), false);
    } else {
        GG_FUZZ_CHECK(game.board() == expected);
    }
    auto k = kinds(before);
    k[r.kind] -= 2;
    if (k[r.kind] == 0)
        k.erase(r.kind);
    GG_FUZZ_CHECK(kinds(game.board()) == k);
    GG_FUZZ_CHECK(r.gained >= PairPoints && r.combo >= 0 && r.combo <= MaxCombo);
    GG_FUZZ_CHECK(r.won == game.board().isEmpty());
}

void checkState(const Game &game, const Model &m)
{
    GG_FUZZ_CHECK(game.board() == m.history[m.cursor].board);
    GG_FUZZ_CHECK(game.score() == m.history[m.cursor].score);
    GG_FUZZ_CHECK(game.board().countsEven());
    GG_FUZZ_CHECK(game.shufflesLeft() >= 0 && game.shufflesLeft() <= game.options().shuffles);
    if (game.board().isEmpty())
        GG_FUZZ_CHECK(game.status() == Status::Won);
    else
        GG_FUZZ_CHECK(naiveHasPair(game.board())); // never stuck: reshuffled at once
    if (game.timed())
        GG_FUZZ_CHECK((game.status() == Status::Lost) ==
                      (!game.board().isEmpty() && game.elapsedMs() >= game.options().timeLimitMs));
    if (auto sel = game.selection())
        GG_FUZZ_CHECK(game.board().at(*sel) != 0);
    if (game.options().gravity && !game.board().isEmpty() && game.board().isSettled()) {
        Board settled = game.board();
        naiveGravity(settled);
        GG_FUZZ_CHECK(settled == game.board());
    }
}

Options randomOptions(Bytes &in)
{
    Options o;
    o.rows = in.in(0, 12);
    o.cols = in.in(0, 12);
    o.kinds = in.in(0, 40);
    o.timeLimitMs = in.flag() ? 0 : in.in(0, 600) * 1000LL;
    o.shuffles = in.in(-1, 5);
    o.gravity = in.flag();
    return o;
}

Point cell(Bytes &in, const Board &board)
{
    return {in.in(-1, board.rows()), in.in(-1, board.cols())};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    Game game(randomOptions(in), in.u64());
    Model m;
    m.reset(game);
    checkDeal(game);
    checkState(game, m);

    for (int step = 0; step < 500 && !in.done(); ++step) {
        const int op = in.byte() % 32;
        const Board before = game.board();
        const bool gravity = game.options().gravity;
        if (op < 10) {
            // A click.
            const auto sel = game.selection();
            const Point p = cell(in, before);
            const SelectResult r = game.select(p);
            if (r.outcome == SelectOutcome::Matched) {
                GG_FUZZ_CHECK(sel && r.match.a == *sel && r.match.b == p);
                checkMatch(before, game, r.match, gravity, m);
            } else if (r.outcome == SelectOutcome::Refused) {
                GG_FUZZ_CHECK(sel && before.at(*sel) == before.at(p));
                GG_FUZZ_CHECK(!naiveRemovable(before, *sel, p));
            }
            if (r.outcome != SelectOutcome::Matched)
                GG_FUZZ_CHECK(game.board() == before);
        } else if (op < 18) {
            // A pair: mostly a removable one (from the core's list), sometimes any two cells.
            auto pairs = game.removablePairs();
            for (const Pair &p : pairs)
                GG_FUZZ_CHECK(p.a < p.b && naiveRemovable(before, p.a, p.b));
            Point a = cell(in, before), b = cell(in, before);
            if (!pairs.empty() && op < 16) {
                const Pair &p = pairs[static_cast<std::size_t>(in.in(0, 255)) % pairs.size()];
                a = p.a;
                b = p.b;
                checkPath(before, p.path, p.a, p.b);
            }
            const bool playing = game.status() == Status::Playing;
            const MatchResult r = game.match(a, b);
            GG_FUZZ_CHECK(r.removed == (playing && naiveRemovable(before, a, b)));
            if (r.removed) {
                checkMatch(before, game, r, gravity, m);
            } else {
                GG_FUZZ_CHECK(game.board() == before);
            }
        } else if (op < 21) {
            const bool could = game.status() == Status::Playing && m.history[m.cursor].match;
            GG_FUZZ_CHECK(game.canUndo() == could);
            GG_FUZZ_CHECK(game.undo() == could);
            if (could) {
                GG_FUZZ_CHECK(game.assisted());
                --m.cursor;
            }
        } else if (op < 23) {
            const bool could = game.status() == Status::Playing && m.cursor + 1 < m.history.size();
            GG_FUZZ_CHECK(game.canRedo() == (m.cursor + 1 < m.history.size()));
            GG_FUZZ_CHECK(game.redo() == could);
            m.cursor += could ? 1 : 0;
        } else if (op == 23) {
            const int left = game.shufflesLeft();
            const bool done = game.shuffle();
            GG_FUZZ_CHECK(done == (left > 0 && game.status() == Status::Playing));
            if (done) {
                GG_FUZZ_CHECK(game.shufflesLeft() == left - 1);
                GG_FUZZ_CHECK(kinds(game.board()) == kinds(before));
                GG_FUZZ_CHECK(!game.canUndo()); // undo never crosses a shuffle
                m.push(game.board(), game.score(), false);
            }
        } else if (op == 24) {
            const auto h = game.hint();
            GG_FUZZ_CHECK(h.has_value() == (game.status() == Status::Playing));
            if (h)
                checkPath(before, h->path, h->a, h->b);
        } else if (op == 25) {
            game.advanceTime(in.in(-1000, 1 << 16) * 64LL);
        } else if (op == 26) {
            game.newGame(randomOptions(in));
            checkDeal(game);
        } else if (op == 27) {
            game.newGame(static_cast<Level>(in.in(0, 4)), in.flag());
            checkDeal(game);
        } else if (op == 28) {
            game.restart();
            GG_FUZZ_CHECK(game.score() == 0 && game.shufflesLeft() == game.options().shuffles);
        } else if (op == 29) {
            // A hand-made start position (the test hook): any kinds, even counts or not.
            const int rows = in.in(1, 8), cols = in.in(1, 8);
            std::vector<int> cells;
            for (int i = 0; i < rows * cols; ++i)
                cells.push_back(in.in(0, 6));
            const Board board(rows, cols, cells);
            const auto counts = board.kindCounts();
            const bool ok = game.setPosition(board);
            GG_FUZZ_CHECK(ok == (board.countsEven() && rows * cols % 2 == 0 &&
                                 (counts.empty() ? 1 : counts.rbegin()->first) <= rows * cols / 2 &&
                                 (!game.options().gravity || board.isSettled())));
            if (ok) {
                GG_FUZZ_CHECK(game.startBoard() == board);
                GG_FUZZ_CHECK(kinds(game.board()) == kinds(board));
                m.reset(game);
            }
        } else if (op == 30) {
            // The free reshuffle: its solution must replay with the naive oracles.
            gg::Rng rng(in.u64());
            auto deal = reshuffle(before, gravity && before.isSettled(), rng);
            GG_FUZZ_CHECK(deal.has_value() == before.countsEven());
            if (deal) {
                GG_FUZZ_CHECK(kinds(deal->board) == kinds(before));
                for (int i = 0; i < before.cellCount(); ++i)
                    GG_FUZZ_CHECK((before.cells()[i] == 0) == (deal->board.cells()[i] == 0));
                GG_FUZZ_CHECK(
                    naiveReplay(deal->board, deal->solution, gravity && before.isSettled()));
            }
        } else {
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        }
        if (op >= 26 && op <= 28)
            m.reset(game);
        checkState(game, m);
        checkRoundTrip(game);
    }
    return 0;
}
