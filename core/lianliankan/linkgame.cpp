#include "lianliankan/linkgame.h"

#include <algorithm>
#include <array>

namespace gg::link {
namespace {

struct LevelEntry
{
    Level level;
    const char *key;
    Options options;
};

// The level presets, as data. Time limits are generous for Easy and tight for Hard.
constexpr std::array<LevelEntry, 4> Levels{{
    {Level::Easy, "easy", {6, 8, 8, 300'000, 5, false}},
    {Level::Normal, "normal", {8, 12, 20, 360'000, 3, false}},
    {Level::Hard, "hard", {10, 16, 36, 420'000, 2, false}},
    {Level::Relaxed, "relaxed", {8, 12, 20, 0, 9, false}},
}};

} // namespace

Options levelOptions(Level level)
{
    for (const auto &entry : Levels)
        if (entry.level == level)
            return entry.options;
    return Levels[1].options;
}

const char *levelKey(Level level)
{
    for (const auto &entry : Levels)
        if (entry.level == level)
            return entry.key;
    return "custom";
}

std::optional<Level> levelFromKey(std::string_view key)
{
    for (const auto &entry : Levels)
        if (key == entry.key)
            return entry.level;
    if (key == "custom")
        return Level::Custom;
    return std::nullopt;
}

Level levelOf(const Options &options)
{
    for (const auto &entry : Levels) {
        Options preset = entry.options;
        preset.gravity = options.gravity;
        if (preset == options)
            return entry.level;
    }
    return Level::Custom;
}

bool validOptions(const Options &options)
{
    return checkDealParameters(options.rows, options.cols, options.kinds) == DealError::None &&
           options.timeLimitMs >= 0 && options.timeLimitMs <= MaxTimeLimitMs &&
           options.shuffles >= 0 && options.shuffles <= MaxShuffles;
}

Game::Game(Level level, bool gravity, std::uint64_t seed) : m_rng(seed)
{
    newGame(level, gravity);
}

Game::Game(const Options &options, std::uint64_t seed) : m_rng(seed)
{
    newGame(options);
}

void Game::newGame(Level level, bool gravity)
{
    Options options = levelOptions(level);
    options.gravity = gravity;
    newGame(options);
}

void Game::newGame(const Options &options)
{
    m_options = validOptions(options) ? options : levelOptions(Level::Normal);
    m_level = levelOf(m_options);
    auto deal =
        generateDeal(m_options.rows, m_options.cols, m_options.kinds, m_options.gravity, m_rng);
    // The options were validated, so a deal always exists; an empty board is the safe fallback.
    if (!deal)
        deal = Deal{Board(m_options.rows, m_options.cols), {}};
    start(deal->board, std::move(deal->solution));
}

void Game::restart()
{
    const Board first = m_states.front().board;
    start(first, m_startSolution);
}

bool Game::setPosition(const Board &board)
{
    const auto counts = board.kindCounts();
    const int kinds = counts.empty() ? 1 : counts.rbegin()->first;
    if (!board.countsEven() || kinds > board.cellCount() / 2 || board.cellCount() % 2 != 0 ||
        (m_options.gravity && !board.isSettled()))
        return false;
    m_options.rows = board.rows();
    m_options.cols = board.cols();
    m_options.kinds = kinds;
    m_level = levelOf(m_options);
    start(board, {});
    return true;
}

void Game::start(const Board &board, Solution solution)
{
    m_startSolution = std::move(solution);
    m_steps.clear();
    m_shuffles.clear();
    m_states.assign(1, State{board, 0, 0, -1});
    m_cursor = 0;
    m_elapsedMs = 0;
    m_shufflesUsed = 0;
    m_assisted = false;
    m_selection.reset();
    autoReshuffle(); // only a hand-made start position can be stuck
}

Status Game::status() const
{
    if (board().isEmpty())
        return Status::Won;
    if (timed() && m_elapsedMs >= m_options.timeLimitMs)
        return Status::Lost;
    return Status::Playing;
}

long long Game::timeLeftMs() const
{
    return timed() ? std::max(0LL, m_options.timeLimitMs - m_elapsedMs) : 0;
}

bool Game::advanceTime(long long deltaMs)
{
    if (status() != Status::Playing || deltaMs <= 0)
        return false;
    m_elapsedMs = std::min(m_elapsedMs + deltaMs, MaxTimeLimitMs * 4);
    if (status() == Status::Lost) {
        m_elapsedMs = std::max(m_elapsedMs, m_options.timeLimitMs);
        m_selection.reset();
        return true;
    }
    return false;
}

int Game::autoReshuffles() const
{
    return static_cast<int>(std::count_if(m_steps.begin(), m_steps.end(), [](const Step &step) {
        return step.kind == StepKind::AutoShuffle;
    }));
}

std::optional<Game::State> Game::applyMatch(const State &from, Removal pair, long long atMs,
                                            MatchResult *result) const
{
    State next = from;
    std::vector<Fall> falls;
    const int kind = from.board.at(pair.a);
    auto path = PathFinder(from.board).find(pair.a, pair.b);
    if (!path || !removePair(next.board, pair.a, pair.b, m_options.gravity, &falls))
        return std::nullopt;
    const bool quick = from.lastMatchMs >= 0 && atMs - from.lastMatchMs <= ComboWindowMs;
    next.combo = quick ? std::min(from.combo + 1, MaxCombo) : 0;
    next.lastMatchMs = atMs;
    long long gained = PairPoints + static_cast<long long>(ComboPoints) * next.combo;
    if (next.board.isEmpty() && timed())
        gained += TimeBonusPerSecond * (std::max(0LL, m_options.timeLimitMs - atMs) / 1000);
    next.score = from.score + gained;
    if (result) {
        result->removed = true;
        result->a = pair.a;
        result->b = pair.b;
        result->kind = kind;
        result->path = std::move(*path);
        result->combo = next.combo;
        result->gained = gained;
        result->falls = std::move(falls);
        result->won = next.board.isEmpty();
    }
    return next;
}

void Game::push(Step step, State state)
{
    m_steps.resize(m_cursor);
    m_states.resize(m_cursor + 1);
    m_steps.push_back(step);
    m_states.push_back(std::move(state));
    ++m_cursor;
}

bool Game::autoReshuffle()
{
    if (!stuck())
        return false;
    auto deal = reshuffle(board(), m_options.gravity, m_rng);
    if (!deal)
        return false; // only possible for odd counts, which every entry point rejects
    State next = m_states[m_cursor];
    next.board = deal->board;
    m_shuffles.push_back(deal->board);
    push({StepKind::AutoShuffle, {}, m_elapsedMs, static_cast<int>(m_shuffles.size()) - 1},
         std::move(next));
    return true;
}

MatchResult Game::match(Point a, Point b)
{
    MatchResult result;
    if (status() != Status::Playing)
        return result;
    auto next = applyMatch(m_states[m_cursor], {a, b}, m_elapsedMs, &result);
    if (!next)
        return result;
    push({StepKind::Match, {a, b}, m_elapsedMs, -1}, std::move(*next));
    m_selection.reset();
    result.reshuffled = autoReshuffle();
    return result;
}

SelectResult Game::select(Point p)
{
    SelectResult result;
    result.selection = m_selection;
    if (status() != Status::Playing || board().at(p) == 0)
        return result;
    if (!m_selection) {
        m_selection = p;
        result.outcome = SelectOutcome::Selected;
    } else if (*m_selection == p) {
        m_selection.reset();
        result.outcome = SelectOutcome::Deselected;
    } else if (board().at(*m_selection) != board().at(p)) {
        m_selection = p;
        result.outcome = SelectOutcome::Moved;
    } else {
        result.match = match(*m_selection, p);
        if (result.match.removed) {
            result.outcome = SelectOutcome::Matched;
        } else {
            m_selection = p;
            result.outcome = SelectOutcome::Refused;
        }
    }
    result.selection = m_selection;
    return result;
}

std::optional<Pair> Game::hint()
{
    if (status() != Status::Playing)
        return std::nullopt;
    auto pair = PathFinder(board()).firstPair();
    if (pair)
        m_assisted = true;
    return pair;
}

bool Game::shuffle()
{
    if (status() != Status::Playing || shufflesLeft() <= 0)
        return false;
    auto deal = reshuffle(board(), m_options.gravity, m_rng);
    if (!deal)
        return false;
    State next = m_states[m_cursor];
    next.board = deal->board;
    next.combo = 0;
    next.lastMatchMs = -1;
    m_shuffles.push_back(deal->board);
    push({StepKind::Shuffle, {}, m_elapsedMs, static_cast<int>(m_shuffles.size()) - 1},
         std::move(next));
    ++m_shufflesUsed;
    m_selection.reset();
    return true;
}

bool Game::canUndo() const
{
    return status() == Status::Playing && m_cursor > 0 &&
           m_steps[m_cursor - 1].kind == StepKind::Match;
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    --m_cursor;
    m_assisted = true;
    m_selection.reset();
    return true;
}

bool Game::redo()
{
    if (!canRedo() || status() != Status::Playing)
        return false;
    ++m_cursor;
    m_selection.reset();
    return true;
}

} // namespace gg::link
