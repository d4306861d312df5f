// Save games of Lianliankan: the start deal, the options and every step (removals with their
// time, shuffles with the arrangement they produced). Loading replays the steps through the
// rules, so the board, score and combo are derived, never read.

#include "common/record.h"
#include "lianliankan/linkgame.h"

#include <algorithm>

namespace gg::link {
namespace {

std::string pointList(const Solution &solution)
{
    std::string text;
    for (const Removal &step : solution) {
        for (int v : {step.a.row, step.a.col, step.b.row, step.b.col}) {
            if (!text.empty())
                text.push_back(' ');
            text += std::to_string(v);
        }
    }
    return text;
}

// One word of the "steps" field, parsed but not yet checked against the game.
struct SavedStep
{
    char kind = 0; // 'm' match, 's' shuffle, 'a' automatic reshuffle
    Removal pair;  // 'm' only
    long long atMs = 0;
};

// "m<r1>,<c1>,<r2>,<c2>@<ms>", "s@<ms>" or "a@<ms>"; nullopt for anything else.
std::optional<SavedStep> parseStep(std::string_view word)
{
    const auto at = word.find('@');
    if (word.empty() || at == std::string_view::npos)
        return std::nullopt;
    const auto ms = parseInteger(word.substr(at + 1));
    if (!ms)
        return std::nullopt;
    SavedStep step{word.front(), {}, *ms};
    if (step.kind == 's' || step.kind == 'a')
        return at == 1 ? std::optional(step) : std::nullopt;
    if (step.kind != 'm')
        return std::nullopt;
    std::vector<int> v;
    std::string_view coords = word.substr(1, at - 1);
    while (!coords.empty() && v.size() < 5) {
        const auto comma = coords.find(',');
        auto value = parseInteger(coords.substr(0, comma));
        if (!value || *value < -1 || *value > MaxSide)
            return std::nullopt;
        v.push_back(static_cast<int>(*value));
        coords = comma == std::string_view::npos ? std::string_view() : coords.substr(comma + 1);
    }
    if (v.size() != 4 || !coords.empty())
        return std::nullopt;
    step.pair = Removal{{v[0], v[1]}, {v[2], v[3]}};
    return step;
}

// Same occupied cells and the same number of tiles of every kind.
bool sameTilesRearranged(const Board &before, const Board &after)
{
    if (before.rows() != after.rows() || before.cols() != after.cols() ||
        before.kindCounts() != after.kindCounts())
        return false;
    for (int i = 0; i < before.cellCount(); ++i)
        if ((before.cells()[i] == 0) != (after.cells()[i] == 0))
            return false;
    return true;
}

} // namespace

std::string Game::serialize() const
{
    Record record;
    record.set("game", "lianliankan");
    record.setInt("version", 1);
    record.set("level", levelKey(m_level));
    record.setInt("rows", m_options.rows);
    record.setInt("cols", m_options.cols);
    record.setInt("kinds", m_options.kinds);
    record.setInt("timelimit", m_options.timeLimitMs);
    record.setInt("shuffles", m_options.shuffles);
    record.setInt("gravity", m_options.gravity ? 1 : 0);
    record.setInts("start", m_states.front().board.cells());
    record.set("solution", pointList(m_startSolution));
    // "m<r1>,<c1>,<r2>,<c2>@<ms>", "s@<ms>" or "a@<ms>", appended piece by piece: GCC 12 at
    // -O3 warns (-Wrestrict, a false positive) on "m" + std::to_string(...).
    std::string steps;
    for (const Step &step : m_steps) {
        if (!steps.empty())
            steps.push_back(' ');
        if (step.kind == StepKind::Match) {
            const Removal &pair = step.pair;
            char separator = 'm';
            for (int v : {pair.a.row, pair.a.col, pair.b.row, pair.b.col}) {
                steps.push_back(separator);
                steps += std::to_string(v);
                separator = ',';
            }
        } else {
            steps.push_back(step.kind == StepKind::Shuffle ? 's' : 'a');
        }
        steps.push_back('@');
        steps += std::to_string(step.atMs);
    }
    record.set("steps", steps);
    for (std::size_t i = 0; i < m_shuffles.size(); ++i)
        record.setInts("shuffle" + std::to_string(i), m_shuffles[i].cells());
    record.setInt("cursor", static_cast<long long>(m_cursor));
    record.setInt("elapsed", m_elapsedMs);
    record.setInt("assisted", m_assisted ? 1 : 0);
    record.set("rng", m_rng.toString());
    return record.toString();
}

// Reading a save, one responsibility per step: the options, the start deal, the replay of
// every step through the rules (each must be legal where it stands), then the undo cursor,
// the clock and the random state. Any failure rejects the whole save.
class SaveReader
{
public:
    explicit SaveReader(const Record &record) : m_record(record) {}

    std::optional<Game> read()
    {
        if (!readOptions() || !readStart() || !replaySteps() || !readTail())
            return std::nullopt;
        return std::move(m_game);
    }

private:
    // Level and options, which must agree with each other.
    bool readOptions()
    {
        auto level = levelFromKey(m_record.get("level").value_or(""));
        auto rows = m_record.getInt("rows", MinSide, MaxSide);
        auto cols = m_record.getInt("cols", MinSide, MaxSide);
        auto kinds = m_record.getInt("kinds", 1, MaxSide * MaxSide);
        auto limit = m_record.getInt("timelimit", 0, MaxTimeLimitMs);
        auto shuffles = m_record.getInt("shuffles", 0, MaxShuffles);
        auto gravity = m_record.getInt("gravity", 0, 1);
        if (!level || !rows || !cols || !kinds || !limit || !shuffles || !gravity)
            return false;
        const Options options{static_cast<int>(*rows),     static_cast<int>(*cols),
                              static_cast<int>(*kinds),    *limit,
                              static_cast<int>(*shuffles), *gravity == 1};
        if (!validOptions(options) || levelOf(options) != *level)
            return false;
        m_game.m_options = options;
        m_game.m_level = *level;
        return true;
    }

    // The start deal (pairs only; settled with gravity) and, when it really clears that
    // deal, its stored solution (a convenience, dropped otherwise).
    bool readStart()
    {
        const Options &options = m_game.m_options;
        auto start = m_record.getInts("start", cells(), 0, options.kinds);
        if (!start)
            return false;
        Board first(options.rows, options.cols, *start);
        if (!first.countsEven() || (options.gravity && !first.isSettled()))
            return false;
        m_game.m_states.assign(1, Game::State{first, 0, 0, -1});
        if (auto solution = m_record.getInts("solution", -1, 0, MaxSide); solution) {
            Solution parsed;
            for (std::size_t i = 0; i + 3 < solution->size(); i += 4) {
                const auto &v = *solution;
                parsed.push_back({{v[i], v[i + 1]}, {v[i + 2], v[i + 3]}});
            }
            if (solution->size() % 4 == 0 && verifySolution(first, parsed, options.gravity))
                m_game.m_startSolution = std::move(parsed);
        }
        return true;
    }

    // Every step, in order and in time (never after the recorded play time, nor after the
    // countdown for a match), applied by the rules.
    bool replaySteps()
    {
        auto elapsed = m_record.getInt("elapsed", 0, MaxTimeLimitMs * 4);
        if (!elapsed)
            return false;
        m_elapsedMs = *elapsed;
        long long lastMs = 0;
        for (const auto &word : splitSpaces(m_record.get("steps").value_or(""))) {
            const auto step = parseStep(word);
            if (!step || step->atMs < lastMs || step->atMs > m_elapsedMs || !apply(*step))
                return false;
            lastMs = step->atMs;
        }
        // A stuck end is always followed by an automatic reshuffle.
        const Board &last = m_game.m_states.back().board;
        return last.isEmpty() || PathFinder(last).hasPair();
    }

    // One step where the game stands: a removable pair while the board has one, a shuffle
    // within the allowance, an automatic reshuffle exactly when the board is stuck, nothing
    // after the win.
    bool apply(const SavedStep &saved)
    {
        const Game::State &from = m_game.m_states.back();
        if (from.board.isEmpty())
            return false;
        const bool stuck = !PathFinder(from.board).hasPair();
        Game::Step step;
        step.atMs = saved.atMs;
        std::optional<Game::State> next;
        if (saved.kind == 'm') {
            if (stuck || (m_game.timed() && saved.atMs >= m_game.m_options.timeLimitMs))
                return false;
            step.kind = Game::StepKind::Match;
            step.pair = saved.pair;
            next = m_game.applyMatch(from, step.pair, step.atMs, nullptr);
        } else {
            step.kind = saved.kind == 's' ? Game::StepKind::Shuffle : Game::StepKind::AutoShuffle;
            if ((step.kind == Game::StepKind::AutoShuffle) != stuck)
                return false;
            if (step.kind == Game::StepKind::Shuffle &&
                ++m_game.m_shufflesUsed > m_game.m_options.shuffles)
                return false;
            step.shuffleIndex = static_cast<int>(m_game.m_shuffles.size());
            next = rearranged(from, step);
        }
        if (!next)
            return false;
        m_game.m_steps.push_back(step);
        m_game.m_states.push_back(std::move(*next));
        return true;
    }

    // The arrangement a shuffle produced ("shuffle<i>"): the same tiles on the same cells.
    std::optional<Game::State> rearranged(const Game::State &from, const Game::Step &step)
    {
        const Options &options = m_game.m_options;
        auto cellsAfter = m_record.getInts("shuffle" + std::to_string(step.shuffleIndex), cells(),
                                           0, options.kinds);
        if (!cellsAfter)
            return std::nullopt;
        Board board(options.rows, options.cols, *cellsAfter);
        if (!sameTilesRearranged(from.board, board))
            return std::nullopt;
        Game::State next = from;
        next.board = board;
        if (step.kind == Game::StepKind::Shuffle) {
            next.combo = 0;
            next.lastMatchMs = -1;
        }
        m_game.m_shuffles.push_back(std::move(board));
        return next;
    }

    // The undo cursor (only removals can have been undone), the clock, the assisted mark
    // and the random state (a fresh one when it is missing or unreadable).
    bool readTail()
    {
        auto cursor = m_record.getInt("cursor", 0, static_cast<long long>(m_game.m_steps.size()));
        auto assisted = m_record.getInt("assisted", 0, 1);
        if (!cursor || !assisted)
            return false;
        for (auto i = static_cast<std::size_t>(*cursor); i < m_game.m_steps.size(); ++i)
            if (m_game.m_steps[i].kind != Game::StepKind::Match)
                return false;
        m_game.m_cursor = static_cast<std::size_t>(*cursor);
        m_game.m_elapsedMs = m_elapsedMs;
        if (m_game.timed() && m_game.status() == Status::Lost)
            m_game.m_elapsedMs = std::max(m_game.m_elapsedMs, m_game.m_options.timeLimitMs);
        m_game.m_assisted = *assisted == 1;
        if (auto rng = m_record.get("rng"); !rng || !m_game.m_rng.fromString(*rng))
            m_game.m_rng.reseed(Rng::randomSeed());
        return true;
    }

    int cells() const { return m_game.m_options.rows * m_game.m_options.cols; }

    const Record &m_record;
    Game m_game{Game::Unstarted{}};
    long long m_elapsedMs = 0;
};

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "lianliankan" || record->getInt("version", 1, 1) != 1)
        return std::nullopt;
    return SaveReader(*record).read();
}

} // namespace gg::link
