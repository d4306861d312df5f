// Fuzz target: Memory (docs/RULES.md §5) driven through gg::memory::Game — flips anywhere (also off
// the board, on matched cards and on the card just turned), hiding a mismatch, the computer's
// cards, the clock, new games with any sizes, modes, opponents, levels and first players,
// hand-made deals, save/load — checked after every step against a naive model:
//   * a deal holds every face 1..pairs exactly twice;
//   * matched pairs only grow, and only by a flip that turned two equal faces;
//   * whoever finds a pair goes again; a mismatch passes the turn in versus play only;
//   * moves and pairs per player add up; the winner follows from the pairs;
//   * the computer only turns cards that may be turned;
//   * serialize → deserialize is the same game.

#include "fuzzsupport.h"

#include "memory/memoryrules.h"

#include <algorithm>
#include <vector>

namespace {

using namespace gg::memory;
using gg::fuzz::Bytes;

struct Model
{
    Size size;
    Mode mode = Mode::Solo;
    std::vector<int> faces;
    std::vector<bool> matched;
    int first = -1;
    int mismatchA = -1, mismatchB = -1;
    int current = 0;
    int moves[2] = {0, 0};
    int pairs[2] = {0, 0};

    void reset(const Game &g)
    {
        size = g.size();
        mode = g.options().mode;
        faces.clear();
        for (int r = 0; r < size.rows; ++r)
            for (int c = 0; c < size.cols; ++c)
                faces.push_back(g.kindAt({r, c}));
        matched.assign(faces.size(), false);
        first = mismatchA = mismatchB = -1;
        current = g.options().firstPlayer;
        moves[0] = moves[1] = pairs[0] = pairs[1] = 0;
    }
    int matchedPairs() const { return pairs[0] + pairs[1]; }
    bool finished() const { return matchedPairs() == static_cast<int>(faces.size()) / 2; }
};

void checkDeal(const Model &m)
{
    GG_FUZZ_CHECK(validSize(m.size));
    const int pairCount = m.size.cells() / 2;
    std::vector<int> count(static_cast<std::size_t>(pairCount) + 1, 0);
    for (int f : m.faces) {
        GG_FUZZ_CHECK(f >= 1 && f <= pairCount);
        ++count[f];
    }
    for (int k = 1; k <= pairCount; ++k)
        GG_FUZZ_CHECK(count[k] == 2);
}

void check(const Game &g, const Model &m)
{
    GG_FUZZ_CHECK(g.size() == m.size && g.pairCount() == m.size.cells() / 2);
    for (int i = 0; i < m.size.cells(); ++i) {
        const Point p{i / m.size.cols, i % m.size.cols};
        GG_FUZZ_CHECK(g.kindAt(p) == m.faces[i]);
        CardState expected = CardState::FaceDown;
        if (m.matched[i])
            expected = CardState::Matched;
        else if (i == m.first || i == m.mismatchA || i == m.mismatchB)
            expected = CardState::FaceUp;
        GG_FUZZ_CHECK(g.state(p) == expected);
        GG_FUZZ_CHECK(g.visibleKind(p) == (expected == CardState::FaceDown ? 0 : m.faces[i]));
        GG_FUZZ_CHECK((g.foundBy(p) >= 0) == m.matched[i]);
    }
    GG_FUZZ_CHECK(g.currentPlayer() == m.current);
    GG_FUZZ_CHECK(m.mode == Mode::Versus || m.current == 0);
    for (int p = 0; p < 2; ++p)
        GG_FUZZ_CHECK(g.moves(p) == m.moves[p] && g.pairs(p) == m.pairs[p]);
    GG_FUZZ_CHECK(g.pairsLeft() == g.pairCount() - m.matchedPairs());
    GG_FUZZ_CHECK(g.status() == (m.finished() ? Status::Finished : Status::Playing));
    GG_FUZZ_CHECK(g.mismatchPending() == (m.mismatchA >= 0));
    GG_FUZZ_CHECK(g.firstTurned().has_value() == (m.first >= 0));
    if (m.mode == Mode::Versus && m.finished()) {
        const int w = m.pairs[0] == m.pairs[1] ? -1 : (m.pairs[0] > m.pairs[1] ? 0 : 1);
        GG_FUZZ_CHECK(g.winner() == w);
    } else {
        GG_FUZZ_CHECK(!g.winner());
    }
}

void checkRoundTrip(const Game &game)
{
    const std::string text = game.serialize();
    auto copy = Game::deserialize(text);
    GG_FUZZ_CHECK(copy.has_value());
    GG_FUZZ_CHECK(copy->serialize() == text);
    GG_FUZZ_CHECK(copy->options() == game.options() && copy->moves() == game.moves());
    GG_FUZZ_CHECK(copy->pairs(0) == game.pairs(0) && copy->pairs(1) == game.pairs(1));
    GG_FUZZ_CHECK(copy->currentPlayer() == game.currentPlayer() &&
                  copy->elapsedMs() == game.elapsedMs());
    GG_FUZZ_CHECK(copy->mismatchPending() == game.mismatchPending() &&
                  copy->firstTurned() == game.firstTurned());
}

void doFlip(Game &g, Model &m, Point p)
{
    const bool inside = p.row >= 0 && p.col >= 0 && p.row < m.size.rows && p.col < m.size.cols;
    const int before = m.matchedPairs();
    const int player = m.current;
    const FlipResult r = g.flip(p);
    GG_FUZZ_CHECK(r.player == player);
    if (m.finished() || !inside) {
        GG_FUZZ_CHECK(r.outcome == FlipOutcome::Ignored && !r.hidden);
        return;
    }
    GG_FUZZ_CHECK(r.hidden.has_value() == (m.mismatchA >= 0));
    m.mismatchA = m.mismatchB = -1;
    const int i = p.row * m.size.cols + p.col;
    if (m.matched[i] || i == m.first) {
        GG_FUZZ_CHECK(r.outcome == FlipOutcome::Ignored);
        return;
    }
    GG_FUZZ_CHECK(r.kind == m.faces[i]);
    if (m.first < 0) {
        GG_FUZZ_CHECK(r.outcome == FlipOutcome::First);
        m.first = i;
        return;
    }
    const int first = m.first;
    m.first = -1;
    ++m.moves[player];
    if (m.faces[first] == m.faces[i]) {
        GG_FUZZ_CHECK(r.outcome == FlipOutcome::Match);
        m.matched[first] = m.matched[i] = true;
        ++m.pairs[player];
        GG_FUZZ_CHECK(m.matchedPairs() == before + 1);
        GG_FUZZ_CHECK(r.finished == m.finished());
        // Whoever finds a pair goes again.
        GG_FUZZ_CHECK(g.currentPlayer() == player);
    } else {
        GG_FUZZ_CHECK(r.outcome == FlipOutcome::Mismatch);
        m.mismatchA = first;
        m.mismatchB = i;
        if (m.mode == Mode::Versus)
            m.current ^= 1;
        GG_FUZZ_CHECK(m.matchedPairs() == before);
    }
}

Options randomOptions(Bytes &in)
{
    Options o;
    if (in.flag())
        o.size = offeredSizes()[static_cast<std::size_t>(in.in(0, 7))];
    else
        o.size = Size{in.in(1, 9), in.in(1, 9)};
    o.mode = in.flag() ? Mode::Versus : Mode::Solo;
    o.opponent = in.flag() ? Opponent::Computer : Opponent::Human;
    o.computerLevel = static_cast<Level>(in.in(0, 3));
    o.firstPlayer = in.in(-1, 2);
    return o;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    Game game(randomOptions(in), in.u64());
    Model m;
    m.reset(game);
    checkDeal(m);

    for (int step = 0; step < 1000 && !in.done(); ++step) {
        const int op = in.byte() % 16;
        if (op < 9) {
            doFlip(game, m, {in.in(-1, m.size.rows), in.in(-1, m.size.cols)});
        } else if (op == 9) {
            // A flip that the model knows makes a pair when one is possible (memory helps).
            int target = -1;
            for (int i = 0; i < static_cast<int>(m.faces.size()) && m.first >= 0; ++i)
                if (i != m.first && !m.matched[i] && m.faces[i] == m.faces[m.first])
                    target = i;
            if (target >= 0)
                doFlip(game, m, {target / m.size.cols, target % m.size.cols});
        } else if (op == 10) {
            const bool pending = m.mismatchA >= 0;
            GG_FUZZ_CHECK(game.hideMismatch().has_value() == pending);
            m.mismatchA = m.mismatchB = -1;
        } else if (op == 11) {
            const bool computer = game.options().mode == Mode::Versus &&
                                  game.options().opponent == Opponent::Computer && m.current == 1 &&
                                  !m.finished();
            GG_FUZZ_CHECK(game.computerToMove() == computer);
            auto p = game.computerMove();
            GG_FUZZ_CHECK(p.has_value() == computer);
            if (p) {
                const int i = p->row * m.size.cols + p->col;
                GG_FUZZ_CHECK(p->row >= 0 && p->col >= 0 && p->row < m.size.rows &&
                              p->col < m.size.cols);
                GG_FUZZ_CHECK(!m.matched[i] && i != m.first);
                doFlip(game, m, *p);
            }
        } else if (op == 12) {
            const long long before = game.elapsedMs();
            const long long delta = in.in(-100, 60000);
            game.advanceTime(delta);
            GG_FUZZ_CHECK(
                game.elapsedMs() ==
                (m.finished() || delta <= 0 ? before : std::min(before + delta, 1LL << 40)));
        } else if (op == 13) {
            game.newGame(in.flag() ? game.options() : randomOptions(in));
            m.reset(game);
            checkDeal(m);
        } else if (op == 14) {
            // A hand-made deal: valid or not.
            std::vector<int> faces;
            const int cells = game.size().cells() + (in.in(0, 7) == 0 ? in.in(-2, 2) : 0);
            for (int i = 0; i < cells; ++i)
                faces.push_back(i / 2 + 1);
            for (std::size_t i = faces.size(); i > 1; --i)
                std::swap(faces[i - 1], faces[static_cast<std::size_t>(in.in(0, 255)) % i]);
            if (!faces.empty() && in.in(0, 7) == 0)
                faces[0] = in.in(-1, cells);
            const bool valid = cells == game.size().cells() && [&] {
                std::vector<int> sorted = faces;
                std::sort(sorted.begin(), sorted.end());
                for (int i = 0; i < cells; ++i)
                    if (sorted[i] != i / 2 + 1)
                        return false;
                return true;
            }();
            GG_FUZZ_CHECK(game.setFaces(faces) == valid);
            if (valid) {
                m.reset(game);
                GG_FUZZ_CHECK(m.faces == faces);
            }
        } else {
            auto copy = Game::deserialize(game.serialize());
            GG_FUZZ_CHECK(copy.has_value());
            game = *copy;
        }
        check(game, m);
        checkRoundTrip(game);
    }
    return 0;
}
