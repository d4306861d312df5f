#include "memory/memoryrules.h"

#include "common/record.h"

#include <algorithm>

namespace gg::memory {

bool validSize(Size size)
{
    return size.rows >= MinSide && size.rows <= MaxSide && size.cols >= MinSide &&
           size.cols <= MaxSide && size.cells() % 2 == 0 && size.cells() <= MaxCards;
}

const std::vector<Size> &offeredSizes()
{
    static const std::vector<Size> sizes{{3, 4}, {4, 4}, {4, 5}, {4, 6},
                                         {5, 6}, {6, 6}, {6, 7}, {7, 8}};
    return sizes;
}

std::string sizeKey(Size size)
{
    return std::to_string(size.cols) + 'x' + std::to_string(size.rows);
}

std::optional<Size> sizeFromKey(std::string_view key)
{
    const auto x = key.find('x');
    if (x == std::string_view::npos)
        return std::nullopt;
    auto cols = parseInteger(key.substr(0, x));
    auto rows = parseInteger(key.substr(x + 1));
    if (!cols || !rows || *cols < MinSide || *cols > MaxSide || *rows < MinSide || *rows > MaxSide)
        return std::nullopt;
    const Size size{static_cast<int>(*rows), static_cast<int>(*cols)};
    if (!validSize(size))
        return std::nullopt;
    return size;
}

Game::Game(const Options &options, std::uint64_t seed) : m_rng(seed)
{
    newGame(options);
}

void Game::newGame(const Options &options)
{
    m_options = options;
    if (!validSize(m_options.size))
        m_options.size = Size{4, 4};
    m_options.firstPlayer = m_options.mode == Mode::Versus ? (options.firstPlayer == 1 ? 1 : 0) : 0;
    std::vector<int> faces;
    for (int kind = 1; kind <= pairCount(); ++kind) {
        faces.push_back(kind);
        faces.push_back(kind);
    }
    m_rng.shuffle(faces);
    start(std::move(faces));
}

bool Game::setFaces(const std::vector<int> &faces)
{
    if (static_cast<int>(faces.size()) != m_options.size.cells())
        return false;
    std::vector<int> count(static_cast<std::size_t>(pairCount()) + 1, 0);
    for (int kind : faces) {
        if (kind < 1 || kind > pairCount() || ++count[kind] > 2)
            return false;
    }
    start(faces);
    return true;
}

void Game::start(std::vector<int> faces)
{
    m_faces = std::move(faces);
    m_matched.assign(m_faces.size(), false);
    m_foundBy.assign(m_faces.size(), -1);
    m_flips.clear();
    m_first.reset();
    m_mismatch.reset();
    m_current = m_options.firstPlayer;
    m_moves[0] = m_moves[1] = 0;
    m_pairs[0] = m_pairs[1] = 0;
    m_matchedPairs = 0;
    m_elapsedMs = 0;
    if (m_options.mode == Mode::Versus && m_options.opponent == Opponent::Computer) {
        // The computer's randomness is its own, drawn from the game's, so it is reproducible.
        if (!m_computer || m_computer->level() != m_options.computerLevel)
            m_computer.emplace(m_options.computerLevel, m_rng.next());
        m_computer->reset();
    } else {
        m_computer.reset();
    }
}

bool Game::contains(Point p) const
{
    return p.row >= 0 && p.row < m_options.size.rows && p.col >= 0 && p.col < m_options.size.cols;
}

CardState Game::state(Point p) const
{
    if (!contains(p))
        return CardState::FaceDown;
    const int i = index(p);
    if (m_matched[i])
        return CardState::Matched;
    if ((m_first && *m_first == i) ||
        (m_mismatch && (m_mismatch->first == i || m_mismatch->second == i)))
        return CardState::FaceUp;
    return CardState::FaceDown;
}

int Game::kindAt(Point p) const
{
    return contains(p) ? m_faces[index(p)] : 0;
}

int Game::foundBy(Point p) const
{
    return contains(p) ? m_foundBy[index(p)] : -1;
}

std::optional<Point> Game::firstTurned() const
{
    if (!m_first)
        return std::nullopt;
    return point(*m_first);
}

std::optional<int> Game::winner() const
{
    if (m_options.mode != Mode::Versus || status() != Status::Finished)
        return std::nullopt;
    if (m_pairs[0] == m_pairs[1])
        return -1;
    return m_pairs[0] > m_pairs[1] ? 0 : 1;
}

std::optional<std::pair<Point, Point>> Game::hideMismatch()
{
    if (!m_mismatch)
        return std::nullopt;
    const auto cells = std::make_pair(point(m_mismatch->first), point(m_mismatch->second));
    m_mismatch.reset();
    return cells;
}

FlipResult Game::flip(Point p)
{
    FlipResult result;
    result.cell = p;
    result.player = m_current;
    if (status() != Status::Playing || !contains(p))
        return result;
    // The click after a mismatch proceeds at once: the pair turns back first.
    result.hidden = hideMismatch();
    const int i = index(p);
    if (m_matched[i] || (m_first && *m_first == i))
        return result;
    result.kind = m_faces[i];
    m_flips.push_back(i);
    if (m_computer)
        m_computer->observe(i, m_faces[i]);
    if (!m_first) {
        m_first = i;
        result.outcome = FlipOutcome::First;
        return result;
    }
    const int first = *m_first;
    m_first.reset();
    result.first = point(first);
    ++m_moves[m_current];
    if (m_faces[first] == m_faces[i]) {
        m_matched[first] = m_matched[i] = true;
        m_foundBy[first] = m_foundBy[i] = m_current;
        ++m_pairs[m_current];
        ++m_matchedPairs;
        if (m_computer)
            m_computer->matched(first, i);
        result.outcome = FlipOutcome::Match;
        result.finished = status() == Status::Finished;
    } else {
        m_mismatch = std::make_pair(first, i);
        result.outcome = FlipOutcome::Mismatch;
        if (m_options.mode == Mode::Versus)
            m_current ^= 1;
    }
    return result;
}

bool Game::computerToMove() const
{
    return m_computer && m_current == 1 && status() == Status::Playing;
}

std::optional<Point> Game::computerMove()
{
    if (!computerToMove())
        return std::nullopt;
    // Cards of a pending mismatch count as face down: the computer's flip turns them back.
    std::vector<int> faceDown;
    for (int i = 0; i < static_cast<int>(m_faces.size()); ++i)
        if (!m_matched[i] && !(m_first && *m_first == i))
            faceDown.push_back(i);
    const int firstUp = m_first.value_or(-1);
    const int cell =
        m_computer->choose(faceDown, firstUp, firstUp >= 0 ? m_faces[firstUp] : 0, pairsLeft());
    if (cell < 0)
        return std::nullopt;
    return point(cell);
}

void Game::adoptComputer(const ComputerPlayer &after)
{
    if (m_computer && m_computer->level() == after.level())
        m_computer = after;
}

void Game::advanceTime(long long deltaMs)
{
    if (status() == Status::Playing && deltaMs > 0)
        m_elapsedMs = std::min(m_elapsedMs + deltaMs, 1LL << 40);
}

Improvement improves(const Result &result, const Best &best)
{
    Improvement up;
    up.moves = !best.fewestMoves || result.moves < *best.fewestMoves;
    up.time = !best.shortestMs || result.ms < *best.shortestMs;
    return up;
}

Improvement record(Best &best, const Result &result)
{
    const Improvement up = improves(result, best);
    if (up.moves)
        best.fewestMoves = result.moves;
    if (up.time)
        best.shortestMs = result.ms;
    return up;
}

bool rankedBefore(const Result &a, const Result &b)
{
    return a.moves != b.moves ? a.moves < b.moves : a.ms < b.ms;
}

} // namespace gg::memory
