#include "gomoku/gomokurif.h"

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokurenju.h"
#include "gomoku/gomokurules.h"
#include "gomoku/gomokusearch.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <sstream>

namespace gg::gomoku {

int FiveMoveTwo::actor() const
{
    switch (m_phase) {
    case RifPhase::SwapChoice:
        return 1;
    case RifPhase::Fourth:
    case RifPhase::Pick:
        return playerOf(Stone::White);
    case RifPhase::Offer:
        return playerOf(Stone::Black);
    case RifPhase::Done:
        break;
    }
    return -1;
}

bool FiveMoveTwo::chooseSwap(bool swap)
{
    if (m_phase != RifPhase::SwapChoice)
        return false;
    m_firstPlays = swap ? Stone::White : Stone::Black;
    m_phase = RifPhase::Fourth;
    return true;
}

bool FiveMoveTwo::fourthPlayed()
{
    if (m_phase != RifPhase::Fourth)
        return false;
    m_phase = RifPhase::Offer;
    return true;
}

RifRefusal FiveMoveTwo::refusal(const Game &game, Point p) const
{
    const bool offered = std::find(m_offers.begin(), m_offers.end(), p) != m_offers.end();
    if (m_phase == RifPhase::Pick)
        return offered ? RifRefusal::None : RifRefusal::NotOffered;
    if (m_phase != RifPhase::Offer || m_offers.size() >= 2)
        return RifRefusal::NotNow;
    if (!game.onBoard(p) || game.at(p) != Stone::Empty)
        return RifRefusal::Occupied;
    if (game.rule() == Rule::Renju && game.forbidden(p) != Forbidden::None)
        return RifRefusal::Forbidden;
    if (offered)
        return RifRefusal::AlreadyOffered;
    if (!m_offers.empty() && equivalent(game, m_offers.front(), p))
        return RifRefusal::Mirror;
    return RifRefusal::None;
}

bool FiveMoveTwo::offer(const Game &game, Point p)
{
    if (m_phase != RifPhase::Offer || refusal(game, p) != RifRefusal::None)
        return false;
    m_offers.push_back(p);
    if (m_offers.size() == 2)
        m_phase = RifPhase::Pick;
    return true;
}

bool FiveMoveTwo::withdrawOffer()
{
    if (m_phase != RifPhase::Offer || m_offers.empty())
        return false;
    m_offers.pop_back();
    return true;
}

bool FiveMoveTwo::pick(Point p)
{
    if (m_phase != RifPhase::Pick ||
        std::find(m_offers.begin(), m_offers.end(), p) == m_offers.end())
        return false;
    m_offers.clear();
    m_phase = RifPhase::Done;
    return true;
}

bool FiveMoveTwo::equivalent(const Game &game, Point a, Point b)
{
    if (a == b)
        return true;
    const int size = game.size();
    if (size % 2 == 0)
        return false; // no centre point: only the identity maps the board to itself here
    const int c = size / 2;
    const auto map = [c](int t, Point p) {
        int r = p.row - c, q = p.col - c;
        if (t & 4)
            std::swap(r, q);
        if (t & 2)
            r = -r;
        if (t & 1)
            q = -q;
        return Point{r + c, q + c};
    };
    for (int t = 1; t < 8; ++t) {
        if (!(map(t, a) == b))
            continue;
        bool keeps = true;
        for (int row = 0; row < size && keeps; ++row)
            for (int col = 0; col < size && keeps; ++col) {
                const Stone s = game.at(row, col);
                if (s != Stone::Empty && game.at(map(t, Point{row, col})) != s)
                    keeps = false;
            }
        if (keeps)
            return true;
    }
    return false;
}

std::string FiveMoveTwo::serialize() const
{
    std::ostringstream out;
    out << "rif " << int(m_phase) << ' ' << int(m_firstPlays);
    for (const Point &p : m_offers)
        out << ' ' << p.row << ',' << p.col;
    return out.str();
}

std::optional<FiveMoveTwo> FiveMoveTwo::deserialize(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::string word;
    int phase = -1, first = -1;
    if (!(in >> word >> phase >> first) || word != "rif")
        return std::nullopt;
    if (phase < 0 || phase > int(RifPhase::Done) ||
        (first != int(Stone::Black) && first != int(Stone::White)))
        return std::nullopt;
    FiveMoveTwo rif;
    rif.m_phase = RifPhase(phase);
    rif.m_firstPlays = Stone(first);
    std::string point;
    while (in >> point) {
        int r = -1, c = -1;
        char comma = 0;
        std::istringstream p(point);
        std::string rest;
        if (!(p >> r >> comma >> c) || comma != ',' || (p >> rest) || r < 0 || c < 0 ||
            r >= MaxSize || c >= MaxSize)
            return std::nullopt;
        rif.m_offers.push_back({r, c});
    }
    const std::size_t n = rif.m_offers.size();
    const bool ok =
        (rif.m_phase == RifPhase::Offer && n <= 1) ||
        (rif.m_phase == RifPhase::Pick && n == 2 && !(rif.m_offers[0] == rif.m_offers[1])) ||
        (rif.m_phase != RifPhase::Offer && rif.m_phase != RifPhase::Pick && n == 0);
    if (!ok || (rif.m_phase == RifPhase::SwapChoice && rif.m_firstPlays != Stone::Black))
        return std::nullopt;
    return rif;
}

namespace {

// White's best reply after black plays `p`, as a score for white (a forced win for white
// counts most, one for black least).
long whiteAfter(const Game &game, Point p, int candidateMs, const std::atomic<bool> *stop)
{
    Board board = Board::fromGame(game);
    board.place(board.index(p), Stone::Black);
    const AiMove move = quickMove(board, Stone::White, candidateMs, 1, stop);
    switch (move.reason) {
    case Reason::Win:
    case Reason::OpenFour:
    case Reason::Vcf:
    case Reason::Vct:
        return LONG_MAX / 2;
    case Reason::None:
        return LONG_MIN / 2;
    case Reason::BlockFive:
    case Reason::Defend:
        return std::min<long>(move.score, -20000);
    default:
        return move.score;
    }
}

} // namespace

bool rifSwap(const Game &game, Ai &ai)
{
    const AiMove move = ai.choose(game);
    if (move.reason == Reason::BlockFive || move.reason == Reason::Defend)
        return true;
    return move.reason == Reason::Search && move.score < 0;
}

std::array<Point, 2> rifOffers(const Game &game, int candidateMs, const std::atomic<bool> *stop)
{
    // Candidates near the stones, legal for black; the static evaluation keeps the ten most
    // promising, short searches rank them.
    Board board = Board::fromGame(game);
    std::vector<std::pair<long, Point>> ranked;
    const std::vector<int> near = board.nearPoints(); // a copy: placing changes the set
    for (int idx : near) {
        const Point p = board.point(idx);
        if (!game.canPlay(p))
            continue;
        board.place(idx, Stone::Black);
        ranked.push_back({AlphaBeta::evaluate(board, Stone::White), p});
        board.remove();
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    ranked.resize(std::min<std::size_t>(ranked.size(), 10));
    std::vector<std::pair<long, Point>> searched;
    for (const auto &[value, p] : ranked) {
        if (stop && stop->load())
            break;
        searched.push_back({whiteAfter(game, p, candidateMs, stop), p});
    }
    if (searched.empty())
        for (const auto &[value, p] : ranked)
            searched.push_back({value, p});
    std::stable_sort(searched.begin(), searched.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::array<Point, 2> offers{Point{-1, -1}, Point{-1, -1}};
    if (searched.empty())
        return offers;
    offers[0] = searched.front().second;
    for (std::size_t i = 1; i < searched.size(); ++i)
        if (!FiveMoveTwo::equivalent(game, offers[0], searched[i].second)) {
            offers[1] = searched[i].second;
            return offers;
        }
    // Every candidate the same by symmetry as the first: any other legal point will do.
    for (const Point &p : game.legalMoves())
        if (!(p == offers[0]) && !FiveMoveTwo::equivalent(game, offers[0], p)) {
            offers[1] = p;
            break;
        }
    return offers;
}

Point rifPick(const Game &game, const std::vector<Point> &offers, int candidateMs,
              const std::atomic<bool> *stop)
{
    Point best = offers.empty() ? Point{-1, -1} : offers.front();
    long bestValue = LONG_MIN;
    for (const Point &p : offers) {
        const long value = whiteAfter(game, p, candidateMs, stop);
        if (value > bestValue) {
            bestValue = value;
            best = p;
        }
    }
    return best;
}

} // namespace gg::gomoku
