#include "gomoku/gomokuswap2.h"

#include "common/rng.h"
#include "gomoku/gomokuai.h"
#include "gomoku/gomokusearch.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace gg::gomoku {

namespace {

// Search scores within this of even count as a balanced position (about an open two).
constexpr int EvenMargin = 300;

} // namespace

int Swap2::actor() const
{
    switch (m_phase) {
    case Swap2Phase::PlaceThree:
    case Swap2Phase::FirstChooses:
        return 0;
    case Swap2Phase::SecondChooses:
    case Swap2Phase::PlaceTwo:
        return 1;
    case Swap2Phase::Done:
        break;
    }
    return -1;
}

bool Swap2::expectsStone() const
{
    return m_phase == Swap2Phase::PlaceThree || m_phase == Swap2Phase::PlaceTwo;
}

bool Swap2::stonePlaced()
{
    if (!expectsStone())
        return false;
    ++m_stones;
    if (m_phase == Swap2Phase::PlaceThree && m_stones == 3)
        m_phase = Swap2Phase::SecondChooses;
    else if (m_phase == Swap2Phase::PlaceTwo && m_stones == 5)
        m_phase = Swap2Phase::FirstChooses;
    return true;
}

bool Swap2::canChoose(Swap2Choice choice) const
{
    if (m_phase == Swap2Phase::SecondChooses)
        return true;
    return m_phase == Swap2Phase::FirstChooses && choice != Swap2Choice::PlaceTwo;
}

bool Swap2::choose(Swap2Choice choice)
{
    if (!canChoose(choice))
        return false;
    if (choice == Swap2Choice::PlaceTwo) {
        m_phase = Swap2Phase::PlaceTwo;
        return true;
    }
    const Stone chosen = choice == Swap2Choice::PlayWhite ? Stone::White : Stone::Black;
    // The chooser takes `chosen`; the first player gets it, or the other colour.
    m_first = m_phase == Swap2Phase::FirstChooses ? chosen : opponent(chosen);
    m_phase = Swap2Phase::Done;
    return true;
}

int Swap2::playerOf(Stone stone) const
{
    if (!done() || stone == Stone::Empty)
        return -1;
    return stone == m_first ? 0 : 1;
}

std::string Swap2::serialize() const
{
    std::ostringstream out;
    out << "swap2 " << m_stones << ' ' << int(m_phase) << ' ' << int(m_first);
    return out.str();
}

std::optional<Swap2> Swap2::deserialize(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::string word;
    int stones = -1, phase = -1, first = -1;
    if (!(in >> word >> stones >> phase >> first) || word != "swap2")
        return std::nullopt;
    std::string rest;
    if (in >> rest)
        return std::nullopt;
    if (phase < 0 || phase > int(Swap2Phase::Done) || first < 0 || first > 2)
        return std::nullopt;
    Swap2 s;
    s.m_stones = stones;
    s.m_phase = Swap2Phase(phase);
    s.m_first = Stone(first);
    // Only the states the opening can reach.
    const bool ok =
        (s.m_phase == Swap2Phase::PlaceThree && stones >= 0 && stones <= 2 &&
         s.m_first == Stone::Empty) ||
        (s.m_phase == Swap2Phase::SecondChooses && stones == 3 && s.m_first == Stone::Empty) ||
        (s.m_phase == Swap2Phase::PlaceTwo && stones >= 3 && stones <= 4 &&
         s.m_first == Stone::Empty) ||
        (s.m_phase == Swap2Phase::FirstChooses && stones == 5 && s.m_first == Stone::Empty) ||
        (s.m_phase == Swap2Phase::Done && (stones == 3 || stones == 5) &&
         s.m_first != Stone::Empty);
    if (!ok)
        return std::nullopt;
    return s;
}

namespace {

// How far from even white to move stands after a short search: 0 is even; a forced line
// (a win, a four to answer) is as far as can be.
long unevenness(const Board &board, std::uint64_t seed, int candidateMs,
                const std::atomic<bool> *stop)
{
    const AiMove move = quickMove(board, Stone::White, candidateMs, seed, stop);
    if (move.reason != Reason::Search)
        return 1L << 30;
    return std::labs(long(move.score));
}

} // namespace

std::array<Point, 3> swap2Proposal(int size, Rule rule, std::uint64_t seed, int candidateMs,
                                   const std::atomic<bool> *stop)
{
    std::vector<std::array<Point, 3>> candidates;
    const int c = size / 2;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
            for (int r = c - 2; r <= c + 2; ++r)
                for (int col = c - 2; col <= c + 2; ++col) {
                    const Point white{c + dr, c + dc};
                    const Point third{r, col};
                    if ((dr == 0 && dc == 0) || third == Point{c, c} || third == white || r < 0 ||
                        col < 0 || r >= size || col >= size)
                        continue;
                    candidates.push_back({Point{c, c}, white, third});
                }
    // A seeded sample keeps the search short and lets games differ.
    Rng rng(seed ? seed : 1);
    rng.shuffle(candidates);
    candidates.resize(std::min<std::size_t>(candidates.size(), 24));
    long best = -1;
    std::array<Point, 3> chosen = candidates.front();
    for (const std::array<Point, 3> &stones : candidates) {
        if (stop && stop->load())
            break;
        Board board(size, rule);
        board.place(board.index(stones[0]), Stone::Black);
        board.place(board.index(stones[1]), Stone::White);
        board.place(board.index(stones[2]), Stone::Black);
        const long value = unevenness(board, seed, candidateMs, stop);
        if (best < 0 || value < best) {
            best = value;
            chosen = stones;
        }
    }
    return chosen;
}

std::array<Point, 2> swap2Balance(const Board &board, Ai &ai, int candidateMs,
                                  const AiMove *whiteBest)
{
    Board work = board;
    const AiMove whiteMove = whiteBest ? *whiteBest : ai.choose(work, Stone::White);
    Point white = whiteMove.point;
    if (!whiteMove.valid() || !work.isEmpty(work.index(white))) {
        for (int idx : work.points())
            if (work.isEmpty(idx)) {
                white = work.point(idx);
                break;
            }
    }
    work.place(work.index(white), Stone::White);
    // Black's fifth stone: among the points near the stones, the few the static evaluation
    // finds closest to even are searched, and the most even taken.
    std::vector<std::pair<long, Point>> ranked;
    const std::vector<int> near = work.nearPoints(); // a copy: placing changes the set
    for (int idx : near) {
        work.place(idx, Stone::Black);
        ranked.push_back(
            {std::labs(long(AlphaBeta::evaluate(work, Stone::White))), work.point(idx)});
        work.remove();
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    ranked.resize(std::min<std::size_t>(ranked.size(), 12));
    Point best = ranked.empty() ? Point{-1, -1} : ranked.front().second;
    long bestValue = -1;
    for (const auto &[staticValue, p] : ranked) {
        work.place(work.index(p), Stone::Black);
        const long value = unevenness(work, 1, candidateMs, ai.settings().stop);
        work.remove();
        if (bestValue < 0 || value < bestValue) {
            bestValue = value;
            best = p;
        }
    }
    return {white, best};
}

Swap2Choice swap2Decide(const Board &board, Ai &ai, bool mayPlaceTwo)
{
    return swap2Judge(ai.choose(board, Stone::White), mayPlaceTwo);
}

Swap2Choice swap2Judge(const AiMove &move, bool mayPlaceTwo)
{
    // Forced to defend at once, or worse off after the search: white is the side to leave.
    if (move.reason == Reason::BlockFive || move.reason == Reason::Defend)
        return Swap2Choice::PlayBlack;
    if (move.reason == Reason::Win || move.reason == Reason::OpenFour ||
        move.reason == Reason::Vcf || move.reason == Reason::Vct)
        return Swap2Choice::PlayWhite;
    if (mayPlaceTwo && std::abs(move.score) < EvenMargin)
        return Swap2Choice::PlaceTwo;
    return move.score < 0 ? Swap2Choice::PlayBlack : Swap2Choice::PlayWhite;
}

} // namespace gg::gomoku
