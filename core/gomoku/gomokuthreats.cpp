#include "gomoku/gomokuthreats.h"

#include "gomoku/gomokurules.h"

#include <algorithm>

namespace gg::gomoku {
namespace {

constexpr std::size_t CacheSize = 1u << 16;
constexpr std::uint64_t VcfSalt[2] = {0x9E3779B97F4A7C15ull, 0xC2B2AE3D27D4EB4Full};
constexpr std::uint64_t VctSalt[2] = {0x165667B19E3779F9ull, 0x27D4EB2F165667C5ull};

int side(Stone stone)
{
    return stone == Stone::White ? 1 : 0;
}

} // namespace

std::vector<Threat> findThreats(const Game &game, Stone stone, Combo minimum)
{
    return findThreats(Board::fromGame(game), stone, minimum);
}

std::vector<Threat> findThreats(const Board &board, Stone stone, Combo minimum)
{
    std::vector<Threat> threats;
    for (int p : board.points()) {
        if (!board.isEmpty(p) || board.combo(p, stone) < minimum)
            continue;
        Threat threat;
        threat.point = board.point(p);
        threat.combo = board.combo(p, stone);
        for (int d = 0; d < DirectionCount; ++d) {
            if (board.pattern(p, d, stone) > threat.pattern) {
                threat.pattern = board.pattern(p, d, stone);
                threat.direction = d;
            }
        }
        threats.push_back(threat);
    }
    std::stable_sort(threats.begin(), threats.end(),
                     [](const Threat &a, const Threat &b) { return a.combo > b.combo; });
    return threats;
}

Pattern patternAt(const Game &game, Point at, int dir, Stone stone)
{
    if (game.at(at) != Stone::Empty || !game.onBoard(at) || dir < 0 || dir >= DirectionCount)
        return Pattern::None;
    const Board board = Board::fromGame(game);
    return board.pattern(board.index(at), dir, stone);
}

Combo comboAt(const Game &game, Point at, Stone stone)
{
    if (game.at(at) != Stone::Empty || !game.onBoard(at))
        return Combo::None;
    const Board board = Board::fromGame(game);
    return board.combo(board.index(at), stone);
}

ThreatSearch::ThreatSearch(Board &board) : m_board(board), m_cache(CacheSize) {}

void ThreatSearch::clearCache()
{
    std::fill(m_cache.begin(), m_cache.end(), Entry{});
}

ThreatSearch::Entry *ThreatSearch::probe(std::uint64_t key)
{
    return &m_cache[key & (CacheSize - 1)];
}

bool ThreatSearch::outOfBudget()
{
    if (m_aborted)
        return true;
    if (m_budget.stop && m_budget.stop->load(std::memory_order_relaxed))
        m_aborted = true;
    else if (m_nodes > m_nodeLimit)
        m_aborted = true;
    else if (m_nodes >= m_nextClockCheck && m_nodes >= m_budget.minNodes) {
        // Reading the clock costs little next to a few hundred nodes.
        m_nextClockCheck = m_nodes + 256;
        if (std::chrono::steady_clock::now() >= m_budget.deadline)
            m_aborted = true;
    }
    return m_aborted;
}

// Fours that also make an open three first (they win at once), then by the point's worth.
std::vector<int> ThreatSearch::orderedFours(Stone attacker) const
{
    std::vector<int> moves = m_board.fourPoints(attacker);
    // Black's forbidden fours (a double four, a four with two threes, an overline) are no
    // moves at all under Renju.
    std::erase_if(moves, [&](int p) { return m_board.forbidden(p, attacker); });
    std::sort(moves.begin(), moves.end(), [&](int a, int b) {
        const Combo ca = m_board.combo(a, attacker);
        const Combo cb = m_board.combo(b, attacker);
        if (ca != cb)
            return ca > cb;
        const int va = m_board.value(a, attacker) + m_board.value(a, opponent(attacker));
        const int vb = m_board.value(b, attacker) + m_board.value(b, opponent(attacker));
        return va != vb ? va > vb : a < b;
    });
    return moves;
}

std::optional<std::vector<int>> ThreatSearch::vcf(Stone attacker, int maxFours,
                                                  const SearchBudget &budget)
{
    m_budget = budget;
    m_nodes = 0;
    m_nextClockCheck = 0;
    m_nodeLimit = budget.maxNodes;
    m_aborted = false;
    std::vector<int> line;
    if (vcfAttack(attacker, maxFours, line))
        return line;
    return std::nullopt;
}

bool ThreatSearch::vcfAttack(Stone attacker, int depth, std::vector<int> &line)
{
    ++m_nodes;
    const Stone defender = opponent(attacker);
    if (m_board.hasFive(attacker)) {
        line.push_back(m_board.fivePoint(attacker));
        return true;
    }
    std::vector<int> moves;
    if (m_board.hasFive(defender)) {
        // The defender has a four: the attacker must block it, and the block must be a four.
        if (m_board.comboCount(defender, Combo::Five) >= 2)
            return false;
        const int block = m_board.fivePoint(defender);
        if (m_board.combo(block, attacker) < Combo::Four || m_board.forbidden(block, attacker))
            return false;
        moves.push_back(block);
    } else if (m_board.comboCount(attacker, Combo::OpenFour) > 0) {
        for (int p : m_board.fourPoints(attacker)) {
            if (m_board.combo(p, attacker) == Combo::OpenFour && !m_board.forbidden(p, attacker)) {
                line.push_back(p);
                return true;
            }
        }
    }
    if (depth <= 0 || outOfBudget())
        return false;
    const std::uint64_t key = m_board.hash() ^ VcfSalt[side(attacker)];
    Entry *entry = probe(key);
    if (entry->key == key && !entry->win && entry->depth >= depth)
        return false;
    if (moves.empty())
        moves = orderedFours(attacker);

    for (int move : moves) {
        m_board.place(move, attacker);
        if (m_board.comboCount(attacker, Combo::Five) >= 2) {
            // A blocking four that is also an open four or a double four.
            m_board.remove();
            line.push_back(move);
            return true;
        }
        const int reply = m_board.fivePoint(attacker);
        if (reply < 0) {
            m_board.remove();
            continue;
        }
        if (m_board.forbidden(reply, defender)) {
            // White's four whose only block is forbidden to black: black cannot stop it.
            m_board.remove();
            line.push_back(move);
            return true;
        }
        m_board.place(reply, defender);
        std::vector<int> rest;
        const bool won = vcfAttack(attacker, depth - 1, rest);
        m_board.remove();
        m_board.remove();
        if (won) {
            line.push_back(move);
            line.push_back(reply);
            line.insert(line.end(), rest.begin(), rest.end());
            return true;
        }
        if (m_aborted)
            return false;
    }
    if (!m_aborted) {
        entry = probe(key);
        *entry = Entry{key, static_cast<std::int8_t>(std::min(depth, 127)), false};
    }
    return false;
}

std::optional<int> ThreatSearch::vct(Stone attacker, int maxThreats, int maxFours,
                                     const SearchBudget &budget)
{
    m_budget = budget;
    m_nodes = 0;
    m_nextClockCheck = 0;
    m_nodeLimit = budget.maxNodes;
    m_aborted = false;
    m_vcfDepth = maxFours;
    // Deepening one threat at a time: a search straight to maxThreats spends its budget deep
    // in the first few threats and can run out before it tries the one that wins at once
    // (in 246 searches on positions from games against Rapfi, 0.27 s each, it found 83 wins
    // where deepening found 104, in less time). The VCF checks of a shallower pass stay cached.
    for (int depth = 1; depth <= maxThreats; ++depth) {
        int first = -1;
        if (vctAttack(attacker, depth, first) && first >= 0)
            return first;
        if (m_aborted)
            break;
    }
    return std::nullopt;
}

bool ThreatSearch::vctAttack(Stone attacker, int depth, int &first)
{
    ++m_nodes;
    const Stone defender = opponent(attacker);
    if (m_board.hasFive(attacker)) {
        first = m_board.fivePoint(attacker);
        return true;
    }
    if (m_board.hasFive(defender)) {
        // A forced block; it costs no depth since the defender spent a four on it.
        if (m_board.comboCount(defender, Combo::Five) >= 2 || outOfBudget())
            return false;
        const int block = m_board.fivePoint(defender);
        if (m_board.forbidden(block, attacker))
            return false;
        m_board.place(block, attacker);
        const bool won = vctDefend(attacker, depth);
        m_board.remove();
        if (won)
            first = block;
        return won;
    }
    if (m_board.comboCount(attacker, Combo::OpenFour) > 0) {
        for (int p : m_board.fourPoints(attacker))
            if (m_board.combo(p, attacker) == Combo::OpenFour && !m_board.forbidden(p, attacker)) {
                first = p;
                return true;
            }
    }
    {
        std::vector<int> line;
        if (vcfAttack(attacker, m_vcfDepth, line)) {
            first = line.front();
            return true;
        }
    }
    if (depth <= 0 || outOfBudget())
        return false;
    const std::uint64_t key = m_board.hash() ^ VctSalt[side(attacker)];
    Entry *entry = probe(key);
    if (entry->key == key && !entry->win && entry->depth >= depth)
        return false;

    // Threes and fours, most promising first.
    std::vector<int> moves = m_board.threatPoints(attacker);
    std::erase_if(moves, [&](int p) { return m_board.forbidden(p, attacker); });
    std::sort(moves.begin(), moves.end(), [&](int a, int b) {
        const int va = m_board.value(a, attacker) * 2 + m_board.value(a, defender);
        const int vb = m_board.value(b, attacker) * 2 + m_board.value(b, defender);
        return va != vb ? va > vb : a < b;
    });
    for (int move : moves) {
        m_board.place(move, attacker);
        const bool won = vctDefend(attacker, depth - 1);
        m_board.remove();
        if (won) {
            first = move;
            return true;
        }
        if (m_aborted)
            return false;
    }
    if (!m_aborted) {
        entry = probe(key);
        *entry = Entry{key, static_cast<std::int8_t>(std::min(depth, 127)), false};
    }
    return false;
}

// The defender to move after an attacker threat: true if every answer loses.
bool ThreatSearch::vctDefend(Stone attacker, int depth)
{
    ++m_nodes;
    const Stone defender = opponent(attacker);
    if (m_board.hasFive(defender))
        return false;
    if (m_board.comboCount(attacker, Combo::Five) >= 2)
        return true;
    if (outOfBudget())
        return false;
    std::vector<int> answers;
    if (m_board.hasFive(attacker)) {
        const int block = m_board.fivePoint(attacker);
        if (m_board.forbidden(block, defender))
            return true; // black cannot block: white's five comes
        answers.push_back(block);
    } else {
        // Not a threat unless the attacker could make an open four next.
        if (m_board.comboCount(attacker, Combo::OpenFour) == 0)
            return false;
        answers = m_board.fourPoints(attacker);
        for (int p : m_board.fourPoints(defender))
            if (std::find(answers.begin(), answers.end(), p) == answers.end())
                answers.push_back(p);
        // Black's forbidden answers are no answers.
        std::erase_if(answers, [&](int p) { return m_board.forbidden(p, defender); });
    }
    for (int answer : answers) {
        m_board.place(answer, defender);
        int first = -1;
        const bool won = vctAttack(attacker, depth, first);
        m_board.remove();
        if (!won)
            return false;
    }
    return true;
}

Analysis analysePosition(const Game &game, long long maxNodes, const std::atomic<bool> *stop)
{
    Analysis analysis;
    if (game.over())
        return analysis;
    Board board = Board::fromGame(game);
    // Every five, open four and four-three; under Renju a black double four or
    // four-three-three is forbidden (docs/RULES.md §3.11): no threat, and not marked as one.
    for (Stone stone : {Stone::Black, Stone::White})
        for (const Threat &t : findThreats(board, stone, Combo::FourThree))
            if (!board.forbidden(board.index(t.point), stone))
                analysis.marks.push_back({t.point, stone, t.combo});
    ThreatSearch search(board);
    SearchBudget budget;
    budget.maxNodes = maxNodes;
    budget.stop = stop;
    if (auto line = search.vcf(game.toMove(), 12, budget))
        for (int index : *line)
            analysis.winningLine.push_back(board.point(index));
    return analysis;
}

} // namespace gg::gomoku
