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

// "r1,c1,r2,c2@ms" → the removal and its time.
std::optional<std::pair<Removal, long long>> parseMatch(std::string_view word)
{
    const auto at = word.find('@');
    if (at == std::string_view::npos)
        return std::nullopt;
    auto ms = parseInteger(word.substr(at + 1));
    std::vector<int> v;
    std::string_view coords = word.substr(0, at);
    while (!coords.empty() && v.size() < 5) {
        const auto comma = coords.find(',');
        auto value = parseInteger(coords.substr(0, comma));
        if (!value || *value < -1 || *value > MaxSide)
            return std::nullopt;
        v.push_back(static_cast<int>(*value));
        coords = comma == std::string_view::npos ? std::string_view() : coords.substr(comma + 1);
    }
    if (!ms || v.size() != 4 || !coords.empty())
        return std::nullopt;
    return std::make_pair(Removal{{v[0], v[1]}, {v[2], v[3]}}, *ms);
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

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "lianliankan" || record->getInt("version", 1, 1) != 1)
        return std::nullopt;
    auto level = levelFromKey(record->get("level").value_or(""));
    auto rows = record->getInt("rows", MinSide, MaxSide);
    auto cols = record->getInt("cols", MinSide, MaxSide);
    auto kinds = record->getInt("kinds", 1, MaxSide * MaxSide);
    auto limit = record->getInt("timelimit", 0, MaxTimeLimitMs);
    auto shuffles = record->getInt("shuffles", 0, MaxShuffles);
    auto gravity = record->getInt("gravity", 0, 1);
    if (!level || !rows || !cols || !kinds || !limit || !shuffles || !gravity)
        return std::nullopt;
    Options options{static_cast<int>(*rows),     static_cast<int>(*cols),
                    static_cast<int>(*kinds),    *limit,
                    static_cast<int>(*shuffles), *gravity == 1};
    if (!validOptions(options) || levelOf(options) != *level)
        return std::nullopt;
    const int cells = options.rows * options.cols;
    auto start = record->getInts("start", cells, 0, options.kinds);
    if (!start)
        return std::nullopt;
    Board first(options.rows, options.cols, *start);
    if (!first.countsEven() || (options.gravity && !first.isSettled()))
        return std::nullopt;

    Game game{Unstarted{}};
    game.m_options = options;
    game.m_level = *level;
    game.m_startSolution.clear();
    game.m_steps.clear();
    game.m_shuffles.clear();
    game.m_states.assign(1, State{first, 0, 0, -1});
    game.m_cursor = 0;
    game.m_shufflesUsed = 0;
    // The start solution is a convenience: kept only when it really clears the start deal.
    if (auto solution = record->getInts("solution", -1, 0, MaxSide); solution) {
        Solution parsed;
        for (std::size_t i = 0; i + 3 < solution->size(); i += 4) {
            const auto &v = *solution;
            parsed.push_back({{v[i], v[i + 1]}, {v[i + 2], v[i + 3]}});
        }
        if (solution->size() % 4 == 0 && verifySolution(first, parsed, options.gravity))
            game.m_startSolution = std::move(parsed);
    }

    auto elapsed = record->getInt("elapsed", 0, MaxTimeLimitMs * 4);
    if (!elapsed)
        return std::nullopt;
    long long lastMs = 0;
    for (const auto &word : splitSpaces(record->get("steps").value_or(""))) {
        const State &from = game.m_states.back();
        const bool wasStuck = !from.board.isEmpty() && !PathFinder(from.board).hasPair();
        if (from.board.isEmpty())
            return std::nullopt; // nothing happens after the win
        Step step;
        State next = from;
        if (word.front() == 'm') {
            auto parsed = parseMatch(std::string_view(word).substr(1));
            if (!parsed || wasStuck)
                return std::nullopt;
            step = {StepKind::Match, parsed->first, parsed->second, -1};
            if (step.atMs < lastMs || step.atMs > *elapsed ||
                (game.timed() && step.atMs >= options.timeLimitMs))
                return std::nullopt;
            auto applied = game.applyMatch(from, step.pair, step.atMs, nullptr);
            if (!applied)
                return std::nullopt;
            next = std::move(*applied);
        } else if (word.size() > 2 && (word[0] == 's' || word[0] == 'a') && word[1] == '@') {
            step.kind = word[0] == 's' ? StepKind::Shuffle : StepKind::AutoShuffle;
            auto ms = parseInteger(std::string_view(word).substr(2));
            if (!ms || *ms < lastMs || *ms > *elapsed)
                return std::nullopt;
            step.atMs = *ms;
            // Automatic reshuffles happen exactly when the board is stuck; shuffles are limited.
            if ((step.kind == StepKind::AutoShuffle) != wasStuck)
                return std::nullopt;
            if (step.kind == StepKind::Shuffle && ++game.m_shufflesUsed > options.shuffles)
                return std::nullopt;
            step.shuffleIndex = static_cast<int>(game.m_shuffles.size());
            auto arranged = record->getInts("shuffle" + std::to_string(step.shuffleIndex), cells, 0,
                                            options.kinds);
            if (!arranged)
                return std::nullopt;
            Board board(options.rows, options.cols, *arranged);
            if (!sameTilesRearranged(from.board, board))
                return std::nullopt;
            next.board = board;
            if (step.kind == StepKind::Shuffle) {
                next.combo = 0;
                next.lastMatchMs = -1;
            }
            game.m_shuffles.push_back(std::move(board));
        } else {
            return std::nullopt;
        }
        if (wasStuck && step.kind != StepKind::AutoShuffle)
            return std::nullopt;
        lastMs = step.atMs;
        game.m_steps.push_back(step);
        game.m_states.push_back(std::move(next));
    }
    const State &last = game.m_states.back();
    if (!last.board.isEmpty() && !PathFinder(last.board).hasPair())
        return std::nullopt; // a stuck end is always followed by an automatic reshuffle

    auto cursor = record->getInt("cursor", 0, static_cast<long long>(game.m_steps.size()));
    auto assisted = record->getInt("assisted", 0, 1);
    if (!cursor || !assisted)
        return std::nullopt;
    // Only removals can have been undone: the redo tail holds matches only.
    for (auto i = static_cast<std::size_t>(*cursor); i < game.m_steps.size(); ++i)
        if (game.m_steps[i].kind != StepKind::Match)
            return std::nullopt;
    game.m_cursor = static_cast<std::size_t>(*cursor);
    game.m_elapsedMs = *elapsed;
    if (game.timed() && game.status() == Status::Lost)
        game.m_elapsedMs = std::max(game.m_elapsedMs, options.timeLimitMs);
    game.m_assisted = *assisted == 1;
    if (auto rng = record->get("rng"); !rng || !game.m_rng.fromString(*rng))
        game.m_rng.reseed(Rng::randomSeed());
    return game;
}

} // namespace gg::link
