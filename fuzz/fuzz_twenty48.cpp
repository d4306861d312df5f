// Fuzz target: 2048 (docs/RULES.md §1) driven through gg::t48::Game — moves, undo, redo, new games
// with other sizes and targets, restart, keep going, hostile start boards, save/load — with
// the invariants checked after every step against an independent model:
//   * a slide equals a naive re-implementation (tiles, merges, "changed");
//   * the tile sum grows by exactly the spawned tile, which lands on an empty cell;
//   * the score grows by exactly the sum of the tiles created by merges;
//   * undo and redo restore the exact earlier position and score;
//   * the status follows from the board, the target and "keep going";
//   * serialize → deserialize gives the same game (same text, same observable state);
//   * the helper (at a tiny depth) never returns a slide that does not move.

#include "fuzzsupport.h"

#include "twenty48/twenty48ai.h"
#include "twenty48/twenty48rules.h"

#include <algorithm>
#include <climits>
#include <numeric>
#include <vector>

namespace {

using namespace gg::t48;
using gg::fuzz::Bytes;

struct Snapshot
{
    Cells cells;
    long long score = 0;
    bool reached = false;
};

struct NaiveSlide
{
    Cells cells;
    long long gained = 0;
    bool changed = false;
};

// The textbook slide, written independently of the core: read each line in the direction of
// travel, drop the gaps, merge equal neighbours once (two MaxTile tiles never merge).
NaiveSlide naiveSlide(const Cells &cells, int n, Direction dir)
{
    NaiveSlide out;
    out.cells.assign(cells.size(), 0);
    for (int line = 0; line < n; ++line) {
        std::vector<int> idx;
        for (int i = 0; i < n; ++i) {
            int r = 0, c = 0;
            switch (dir) {
            case Direction::Left:
                r = line, c = i;
                break;
            case Direction::Right:
                r = line, c = n - 1 - i;
                break;
            case Direction::Up:
                r = i, c = line;
                break;
            case Direction::Down:
                r = n - 1 - i, c = line;
                break;
            }
            idx.push_back(r * n + c);
        }
        std::vector<int> tiles;
        for (int i : idx)
            if (cells[i] != 0)
                tiles.push_back(cells[i]);
        std::vector<int> merged;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            if (i + 1 < tiles.size() && tiles[i] == tiles[i + 1] && tiles[i] < MaxTile) {
                merged.push_back(tiles[i] * 2);
                out.gained += tiles[i] * 2LL;
                ++i;
            } else {
                merged.push_back(tiles[i]);
            }
        }
        for (std::size_t i = 0; i < merged.size(); ++i)
            out.cells[idx[i]] = merged[i];
    }
    out.changed = out.cells != cells;
    return out;
}

bool naiveCanMove(const Cells &cells, int n)
{
    for (Direction d : {Direction::Left, Direction::Right, Direction::Up, Direction::Down})
        if (naiveSlide(cells, n, d).changed)
            return true;
    return false;
}

long long sum(const Cells &cells)
{
    return std::accumulate(cells.begin(), cells.end(), 0LL);
}

int maxOf(const Cells &cells)
{
    return *std::max_element(cells.begin(), cells.end());
}

struct Model
{
    int size = DefaultSize;
    int target = DefaultTarget;
    std::vector<Snapshot> history;
    std::size_t cursor = 0;
    bool keepGoing = false;

    void reset(const Cells &cells, long long score)
    {
        history.assign(1, Snapshot{cells, score, maxOf(cells) >= target});
        cursor = 0;
        keepGoing = false;
    }
    const Snapshot &now() const { return history[cursor]; }
};

void checkAgainstModel(const Game &game, const Model &model)
{
    const Snapshot &s = model.now();
    GG_FUZZ_CHECK(game.size() == model.size && game.target() == model.target);
    GG_FUZZ_CHECK(game.cells().size() == static_cast<std::size_t>(model.size * model.size));
    GG_FUZZ_CHECK(game.cells() == s.cells);
    GG_FUZZ_CHECK(game.score() == s.score);
    GG_FUZZ_CHECK(game.moves() == static_cast<int>(model.cursor));
    GG_FUZZ_CHECK(game.canUndo() == (model.cursor > 0));
    GG_FUZZ_CHECK(game.canRedo() == (model.cursor + 1 < model.history.size()));
    GG_FUZZ_CHECK(game.reachedTarget() == s.reached);
    GG_FUZZ_CHECK(game.keptGoing() == model.keepGoing);
    GG_FUZZ_CHECK(game.maxTile() == maxOf(s.cells));
    for (int v : game.cells())
        GG_FUZZ_CHECK(isTileValue(v));
    Status expected = Status::Playing;
    if (s.reached && !model.keepGoing)
        expected = Status::Won;
    else if (!naiveCanMove(s.cells, model.size))
        expected = Status::Over;
    GG_FUZZ_CHECK(game.status() == expected);
    GG_FUZZ_CHECK(canMove(s.cells, model.size) == naiveCanMove(s.cells, model.size));
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->cells() == game.cells() && copy->score() == game.score());
    GG_FUZZ_CHECK(copy->moves() == game.moves() && copy->canRedo() == game.canRedo());
    GG_FUZZ_CHECK(copy->status() == game.status() && copy->assisted() == game.assisted());
}

void doMove(Game &game, Model &model, Direction dir)
{
    const Snapshot before = model.now();
    const Status status = game.status();
    const MoveReport report = game.move(dir);
    if (status == Status::Won) {
        GG_FUZZ_CHECK(!report.moved); // the player must choose to keep going first
        return;
    }
    const NaiveSlide slid = naiveSlide(before.cells, model.size, dir);
    GG_FUZZ_CHECK(report.moved == slid.changed);
    if (!report.moved)
        return;
    const int n2 = model.size * model.size;
    GG_FUZZ_CHECK(report.spawn.index >= 0 && report.spawn.index < n2);
    GG_FUZZ_CHECK(report.spawn.value == 2 || report.spawn.value == 4);
    GG_FUZZ_CHECK(slid.cells[report.spawn.index] == 0);
    Cells expected = slid.cells;
    expected[report.spawn.index] = report.spawn.value;
    GG_FUZZ_CHECK(game.cells() == expected);
    // The tile sum grows only by the spawned tile; the score only by the merged tiles.
    GG_FUZZ_CHECK(sum(game.cells()) == sum(before.cells) + report.spawn.value);
    long long mergedSum = 0;
    for (int i : report.mergedCells) {
        GG_FUZZ_CHECK(i >= 0 && i < n2);
        mergedSum += slid.cells[i];
    }
    GG_FUZZ_CHECK(mergedSum == slid.gained);
    GG_FUZZ_CHECK(report.gained == static_cast<int>(std::min<long long>(slid.gained, INT_MAX)));
    GG_FUZZ_CHECK(game.score() == before.score + report.gained);
    for (const TileMotion &m : report.motions)
        GG_FUZZ_CHECK(m.from >= 0 && m.from < n2 && m.to >= 0 && m.to < n2 &&
                      before.cells[m.from] == m.value);
    const bool reached = before.reached || maxOf(expected) >= model.target;
    GG_FUZZ_CHECK(report.reachedTarget == (reached && !before.reached));
    GG_FUZZ_CHECK(report.over == !naiveCanMove(expected, model.size));
    model.history.resize(model.cursor + 1);
    model.history.push_back(Snapshot{expected, game.score(), reached});
    ++model.cursor;
}

Cells hostileBoard(Bytes &in, int size)
{
    Cells cells(static_cast<std::size_t>(size * size));
    for (int &v : cells) {
        // Exponents 0 and 1 mean an empty cell, 31 the largest tile (which never merges).
        const int e = in.in(0, 31);
        v = e <= 1 ? 0 : (e > 30 ? MaxTile : 1 << e);
    }
    return cells;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    Game game(in.in(MinSize - 1, MaxSize + 1), 1 << in.in(0, 21), in.u64());
    Model model;
    model.size = game.size();
    model.target = game.target();
    GG_FUZZ_CHECK(model.size >= MinSize && model.size <= MaxSize);
    GG_FUZZ_CHECK(model.target >= 8 && model.target <= (1 << 20) &&
                  (model.target & (model.target - 1)) == 0);
    model.reset(game.cells(), 0);

    for (int step = 0; step < 1000 && !in.done(); ++step) {
        const int op = in.byte() % 32;
        if (op < 20) {
            doMove(game, model, static_cast<Direction>(op % 4));
        } else if (op < 23) {
            const bool could = game.canUndo();
            GG_FUZZ_CHECK(game.undo() == could);
            if (could) {
                --model.cursor;
                GG_FUZZ_CHECK(game.assisted());
            }
        } else if (op < 25) {
            const bool could = game.canRedo();
            GG_FUZZ_CHECK(game.redo() == could);
            if (could)
                ++model.cursor;
        } else if (op == 25) {
            game.newGame();
            const Cells &c = game.cells();
            GG_FUZZ_CHECK(std::count(c.begin(), c.end(), 0) == static_cast<long>(c.size()) - 2);
            for (int v : c)
                GG_FUZZ_CHECK(v == 0 || v == 2 || v == 4);
            model.reset(c, 0);
            GG_FUZZ_CHECK(!game.assisted());
        } else if (op == 26) {
            const int wantSize = in.in(0, 10);
            const int wantTarget = in.in(-5, 1 << 12) * in.in(1, 512);
            game.newGame(wantSize, wantTarget);
            model.size = std::clamp(wantSize, MinSize, MaxSize);
            int t = 8;
            while (t < wantTarget && t < (1 << 20))
                t *= 2;
            model.target = t;
            model.reset(game.cells(), 0);
        } else if (op == 27) {
            game.restart();
            model.history.resize(1);
            model.cursor = 0;
            model.keepGoing = false;
        } else if (op == 28) {
            game.keepGoing();
            model.keepGoing = true;
        } else if (op == 29) {
            const Cells cells = hostileBoard(in, model.size);
            const long long score = static_cast<long long>(in.u64() % ((1ULL << 40) + 1));
            game.setPosition(cells, score);
            model.reset(cells, score);
        } else if (op == 30) {
            // Continue from the loaded copy: the RNG state travels in the save too.
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        } else if (in.in(0, 7) == 0) {
            // The helper at a tiny depth: it must never return a slide that does not move.
            SearchLimits limits;
            limits.maxDepth = 1;
            const SearchResult result = search(game.cells(), game.size(), limits);
            GG_FUZZ_CHECK(result.move.has_value() == naiveCanMove(game.cells(), game.size()));
            if (result.move)
                GG_FUZZ_CHECK(naiveSlide(game.cells(), game.size(), *result.move).changed);
        }
        checkAgainstModel(game, model);
        checkRoundTrip(game);
    }
    return 0;
}
