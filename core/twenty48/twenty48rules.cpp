#include "twenty48/twenty48rules.h"

#include "common/record.h"

#include <algorithm>
#include <limits>

namespace gg::t48 {
namespace {

// Cell index of the i-th cell of line `line` read in the direction tiles move towards
// (i = 0 is the cell they pile up against).
int lineCell(int size, Direction dir, int line, int i)
{
    switch (dir) {
    case Direction::Left:
        return line * size + i;
    case Direction::Right:
        return line * size + (size - 1 - i);
    case Direction::Up:
        return i * size + line;
    case Direction::Down:
        return (size - 1 - i) * size + line;
    }
    return 0;
}

} // namespace

SlideResult slide(const Cells &cells, int size, Direction dir)
{
    SlideResult result;
    result.cells.assign(cells.size(), 0);
    long long gained = 0; // 64 bits: 32 merges of huge tiles on 8×8 overflow an int
    for (int line = 0; line < size; ++line) {
        int write = 0;     // next free position along the line
        int lastValue = 0; // value at write-1 if it may still merge
        for (int i = 0; i < size; ++i) {
            const int from = lineCell(size, dir, line, i);
            const int value = cells[from];
            if (value == 0)
                continue;
            if (lastValue == value && value < MaxTile) {
                // Merge into the tile just placed; the merged tile cannot merge again.
                const int to = lineCell(size, dir, line, write - 1);
                result.cells[to] = value * 2;
                gained += value * 2;
                result.mergedCells.push_back(to);
                // The earlier tile of the pair also ends in the merge.
                for (auto &motion : result.motions)
                    if (motion.to == to)
                        motion.merged = true;
                result.motions.push_back({from, to, value, true});
                lastValue = 0;
                result.changed = true;
            } else {
                const int to = lineCell(size, dir, line, write);
                result.cells[to] = value;
                result.motions.push_back({from, to, value, false});
                if (to != from)
                    result.changed = true;
                lastValue = value;
                ++write;
            }
        }
    }
    result.gained = static_cast<int>(std::min<long long>(gained, std::numeric_limits<int>::max()));
    return result;
}

bool canMove(const Cells &cells, int size)
{
    // An empty cell allows a move only when some tile exists to slide into it: a board
    // with no tile at all (possible only from a hostile save) is stuck. With a tile and an
    // empty cell some line holds both, and one of its two slides changes it.
    const bool anyTile = std::any_of(cells.begin(), cells.end(), [](int v) { return v != 0; });
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const int v = cells[r * size + c];
            if (v == 0) {
                if (anyTile)
                    return true;
                continue;
            }
            if (v == MaxTile)
                continue; // two of them do not merge (see slide)
            if (c + 1 < size && cells[r * size + c + 1] == v)
                return true;
            if (r + 1 < size && cells[(r + 1) * size + c] == v)
                return true;
        }
    }
    return false;
}

bool isTileValue(int value)
{
    return value == 0 || (value >= 2 && value <= MaxTile && (value & (value - 1)) == 0);
}

char directionLetter(Direction dir)
{
    switch (dir) {
    case Direction::Left:
        return 'L';
    case Direction::Right:
        return 'R';
    case Direction::Up:
        return 'U';
    case Direction::Down:
        return 'D';
    }
    return '?';
}

std::optional<Direction> directionFromLetter(char letter)
{
    switch (letter) {
    case 'L':
        return Direction::Left;
    case 'R':
        return Direction::Right;
    case 'U':
        return Direction::Up;
    case 'D':
        return Direction::Down;
    default:
        return std::nullopt;
    }
}

std::optional<Direction> directionFromName(std::string_view name)
{
    if (name == "left")
        return Direction::Left;
    if (name == "right")
        return Direction::Right;
    if (name == "up")
        return Direction::Up;
    if (name == "down")
        return Direction::Down;
    return std::nullopt;
}

Game::Game(int size, int target, std::uint64_t seed) : m_size(size), m_target(target), m_rng(seed)
{
    newGame(size, target);
}

void Game::newGame(int size, int target)
{
    m_size = std::clamp(size, MinSize, MaxSize);
    // The target is a power of two from 8 up to 2^20.
    int t = 8;
    while (t < target && t < (1 << 20))
        t *= 2;
    m_target = t;
    newGame();
}

void Game::newGame()
{
    State start;
    start.cells.assign(static_cast<std::size_t>(m_size * m_size), 0);
    spawnTile(start.cells);
    spawnTile(start.cells);
    resetTo(start);
}

void Game::restart()
{
    State start = m_checkpoints.front();
    resetTo(start);
}

void Game::resetTo(const State &start)
{
    m_steps.clear();
    m_checkpoints.assign(1, start);
    m_checkpoints[0].reached =
        *std::max_element(start.cells.begin(), start.cells.end()) >= m_target;
    m_current = m_checkpoints[0];
    m_cursor = 0;
    m_keepGoing = false;
    m_assisted = false;
}

void Game::setPosition(const Cells &cells, long long score)
{
    State start;
    start.cells = cells;
    start.cells.resize(static_cast<std::size_t>(m_size * m_size), 0);
    start.score = score;
    resetTo(start);
}

Spawn Game::spawnTile(Cells &cells)
{
    std::vector<int> empty;
    for (int i = 0; i < static_cast<int>(cells.size()); ++i)
        if (cells[i] == 0)
            empty.push_back(i);
    if (empty.empty())
        return {};
    Spawn spawn;
    spawn.index = empty[m_rng.below(static_cast<std::uint32_t>(empty.size()))];
    spawn.value = m_rng.chance(0.1) ? 4 : 2;
    cells[spawn.index] = spawn.value;
    return spawn;
}

std::uint16_t Game::pack(const Step &step)
{
    return static_cast<std::uint16_t>(static_cast<unsigned>(step.dir) |
                                      (step.spawn.value == 4 ? 4u : 0u) |
                                      (static_cast<unsigned>(step.spawn.index) << 3));
}

Game::Step Game::unpack(std::uint16_t packed)
{
    return Step{static_cast<Direction>(packed & 3),
                Spawn{static_cast<int>(packed >> 3), (packed & 4) != 0 ? 4 : 2}};
}

Game::Snapshot Game::snapshotAt(int steps) const
{
    const State state = stateAt(static_cast<std::size_t>(std::clamp(steps, 0, moves())));
    return {state.cells, state.score};
}

Direction Game::directionOf(int step) const
{
    if (moves() == 0)
        return Direction::Left;
    return unpack(m_steps[static_cast<std::size_t>(std::clamp(step, 1, moves()) - 1)]).dir;
}

Game::State Game::stateAt(std::size_t steps) const
{
    const std::size_t base = steps / Checkpoint;
    State state = m_checkpoints[base];
    for (std::size_t i = base * Checkpoint; i < steps; ++i) {
        State next;
        apply(state, unpack(m_steps[i]), next); // every stored step was valid when made
        state = std::move(next);
    }
    return state;
}

bool Game::apply(const State &from, const Step &step, State &out) const
{
    SlideResult slid = slide(from.cells, m_size, step.dir);
    if (!slid.changed)
        return false;
    if (step.spawn.index < 0 || step.spawn.index >= static_cast<int>(slid.cells.size()) ||
        slid.cells[step.spawn.index] != 0 || (step.spawn.value != 2 && step.spawn.value != 4))
        return false;
    slid.cells[step.spawn.index] = step.spawn.value;
    out.cells = std::move(slid.cells);
    out.score = from.score + slid.gained;
    out.reached = from.reached || *std::max_element(out.cells.begin(), out.cells.end()) >= m_target;
    return true;
}

Status Game::status() const
{
    if (reachedTarget() && !m_keepGoing)
        return Status::Won;
    if (!canMove(cells(), m_size))
        return Status::Over;
    return Status::Playing;
}

MoveReport Game::move(Direction dir)
{
    MoveReport report;
    if (status() == Status::Won)
        return report; // the player must first choose to keep going
    const State &from = m_current;
    SlideResult slid = slide(from.cells, m_size, dir);
    if (!slid.changed)
        return report;
    State next;
    next.cells = std::move(slid.cells);
    next.score = from.score + slid.gained;
    report.spawn = spawnTile(next.cells);
    const bool wasReached = from.reached;
    next.reached =
        wasReached || *std::max_element(next.cells.begin(), next.cells.end()) >= m_target;

    m_steps.resize(m_cursor);
    m_checkpoints.resize(m_cursor / Checkpoint + 1);
    m_steps.push_back(pack({dir, report.spawn}));
    m_current = std::move(next);
    ++m_cursor;
    if (m_cursor % Checkpoint == 0)
        m_checkpoints.push_back(m_current);

    report.moved = true;
    report.gained = slid.gained;
    report.motions = std::move(slid.motions);
    report.mergedCells = std::move(slid.mergedCells);
    report.reachedTarget = !wasReached && reachedTarget();
    report.over = !canMove(cells(), m_size);
    return report;
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    --m_cursor;
    m_assisted = true;
    m_current = stateAt(m_cursor);
    return true;
}

bool Game::redo()
{
    if (!canRedo())
        return false;
    State next;
    apply(m_current, unpack(m_steps[m_cursor]), next);
    m_current = std::move(next);
    ++m_cursor;
    return true;
}

void Game::keepGoing()
{
    m_keepGoing = true;
}

int Game::maxTile() const
{
    const Cells &c = cells();
    return c.empty() ? 0 : *std::max_element(c.begin(), c.end());
}

namespace {

const char Base64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

// A step in 9 bits for boards of up to 8x8: direction (2), a 4 (1), the cell (6).
constexpr int StepBits = 9;

} // namespace

std::string Game::serialize() const
{
    Record record;
    record.set("game", "2048");
    record.setInt("version", 2);
    record.setInt("size", m_size);
    record.setInt("target", m_target);
    record.setInt("startscore", m_checkpoints.front().score);
    record.setInts("start", m_checkpoints.front().cells);
    record.setInt("moves", static_cast<long long>(m_steps.size()));
    // The steps as one bit string, 6 bits a character.
    std::string packed;
    packed.reserve(m_steps.size() * StepBits / 6 + 2);
    std::uint32_t bits = 0;
    int count = 0;
    for (const std::uint16_t step : m_steps) {
        const Step s = unpack(step);
        const std::uint32_t code = static_cast<std::uint32_t>(s.dir) |
                                   (s.spawn.value == 4 ? 4u : 0u) |
                                   (static_cast<std::uint32_t>(s.spawn.index) << 3);
        bits = (bits << StepBits) | code;
        count += StepBits;
        while (count >= 6) {
            count -= 6;
            packed.push_back(Base64[(bits >> count) & 63]);
        }
        bits &= (1u << count) - 1;
    }
    if (count > 0)
        packed.push_back(Base64[(bits << (6 - count)) & 63]);
    record.set("steps", packed.empty() ? "-" : packed);
    record.setInt("cursor", static_cast<long long>(m_cursor));
    record.setInt("keepgoing", m_keepGoing ? 1 : 0);
    record.setInt("assisted", m_assisted ? 1 : 0);
    record.set("rng", m_rng.toString());
    return record.toString();
}

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "2048")
        return std::nullopt;
    const auto version = record->getInt("version", 1, 2);
    if (!version)
        return std::nullopt;
    auto size = record->getInt("size", MinSize, MaxSize);
    auto target = record->getInt("target", 8, 1 << 20);
    auto startScore = record->getInt("startscore", 0, 1LL << 40);
    if (!size || !target || !startScore || (*target & (*target - 1)) != 0)
        return std::nullopt;
    const int n = static_cast<int>(*size);
    auto start = record->getInts("start", n * n, 0, 1 << 30);
    if (!start)
        return std::nullopt;
    for (int v : *start)
        if (!isTileValue(v))
            return std::nullopt;

    auto keep = record->getInt("keepgoing", 0, 1);
    auto assisted = record->getInt("assisted", 0, 1);
    if (!keep || !assisted)
        return std::nullopt;

    // The steps, from either format.
    std::vector<Step> steps;
    const std::string stepText = record->get("steps").value_or("");
    if (*version == 1) {
        for (const auto &word : splitSpaces(stepText)) {
            if (word.size() < 3)
                return std::nullopt;
            auto dir = directionFromLetter(word.front());
            auto index = parseInteger(std::string_view(word).substr(1, word.size() - 2));
            const char kind = word.back();
            if (!dir || !index || (kind != '.' && kind != '*') || *index < 0 || *index >= n * n)
                return std::nullopt;
            steps.push_back({*dir, {static_cast<int>(*index), kind == '*' ? 4 : 2}});
        }
    } else {
        const auto moves = record->getInt("moves", 0, static_cast<long long>(Record::MaxBytes));
        if (!moves)
            return std::nullopt;
        const std::size_t count = static_cast<std::size_t>(*moves);
        const std::size_t chars = (count * StepBits + 5) / 6;
        if ((count == 0 && stepText != "-") || (count > 0 && stepText.size() != chars))
            return std::nullopt;
        steps.reserve(count);
        std::uint32_t bits = 0;
        int have = 0;
        std::size_t at = 0;
        for (std::size_t i = 0; i < count; ++i) {
            while (have < StepBits) {
                const int value = base64Value(stepText[at++]);
                if (value < 0)
                    return std::nullopt;
                bits = (bits << 6) | static_cast<std::uint32_t>(value);
                have += 6;
            }
            have -= StepBits;
            const std::uint32_t code = (bits >> have) & ((1u << StepBits) - 1);
            bits &= (1u << have) - 1;
            const int index = static_cast<int>(code >> 3);
            if (index >= n * n)
                return std::nullopt;
            steps.push_back({static_cast<Direction>(code & 3), {index, (code & 4) != 0 ? 4 : 2}});
        }
        if (count > 0 && bits != 0)
            return std::nullopt; // the padding bits are zero in a real save
    }

    Game game(n, static_cast<int>(*target), 1);
    game.setPosition(*start, *startScore);
    // Replay every step: the position after each one is derived, not read.
    game.m_steps.reserve(steps.size());
    for (const Step &step : steps) {
        // Once the target is reached, play goes on only after "keep going" (see move()).
        if (game.reachedTarget() && *keep == 0)
            return std::nullopt;
        State next;
        if (!game.apply(game.m_current, step, next))
            return std::nullopt;
        game.m_steps.push_back(pack(step));
        game.m_current = std::move(next);
        ++game.m_cursor;
        if (game.m_cursor % Checkpoint == 0)
            game.m_checkpoints.push_back(game.m_current);
    }
    auto cursor = record->getInt("cursor", 0, static_cast<long long>(game.m_steps.size()));
    if (!cursor)
        return std::nullopt;
    game.m_cursor = static_cast<std::size_t>(*cursor);
    if (game.m_cursor != game.m_steps.size())
        game.m_current = game.stateAt(game.m_cursor);
    game.m_keepGoing = *keep == 1;
    game.m_assisted = *assisted == 1;
    if (auto rng = record->get("rng"); !rng || !game.m_rng.fromString(*rng))
        game.m_rng.reseed(Rng::randomSeed());
    return game;
}

} // namespace gg::t48
