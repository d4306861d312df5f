#include "memory/memoryai.h"

#include "common/record.h"

#include <algorithm>
#include <array>

namespace gg::memory {
namespace {

struct LevelEntry
{
    Level level;
    const char *key;
    LevelParams params;
};

constexpr std::array<LevelEntry, 4> Levels{{
    {Level::Easy, "easy", {2, 0.5}},
    {Level::Medium, "medium", {6, 0.75}},
    {Level::Hard, "hard", {14, 0.9}},
    {Level::Expert, "expert", {1 << 20, 1.0}},
}};

constexpr int MaxPairs = 32;

// Values of the two choices for the second card, at the start of a move with `n` pairs left
// and `k` known single cards, after the first card turned out to be of an unseen pair.
struct Choice
{
    double unseen;
    double known; // only meaningful when k >= 1
};

class PerfectTable
{
public:
    PerfectTable()
    {
        for (int n = 0; n <= MaxPairs; ++n)
            for (int k = n; k >= 0; --k)
                m_value[n][k] = compute(n, k);
    }
    double value(int n, int k) const { return m_value[n][k]; }
    Choice choice(int n, int k) const
    {
        const double u = 2.0 * n - k; // unseen cards before the first was turned
        Choice c{};
        // The partner of the first card: a pair, and the move goes on.
        c.unseen = (1 + m_value[n - 1][k]) / (u - 1);
        // The partner of a known card: the opponent takes that pair first.
        if (k > 0)
            c.unseen -= k / (u - 1) * (1 + m_value[n - 1][k]);
        // Another unseen pair: two more cards are known to both.
        if (u - 2 - k > 0)
            c.unseen -= (u - 2 - k) / (u - 1) * m_value[n][k + 2];
        c.known = k > 0 ? -m_value[n][k + 1] : -1e9;
        return c;
    }

private:
    double compute(int n, int k) const
    {
        if (n == 0)
            return 0;
        if (k == n) // every unseen card completes a known one: the mover takes them all
            return n;
        const double u = 2.0 * n - k;
        const double matchKnown = k > 0 ? k / u * (1 + m_value[n - 1][k - 1]) : 0.0;
        const Choice c = choice(n, k);
        return matchKnown + (u - k) / u * std::max(c.unseen, c.known);
    }

    std::array<std::array<double, MaxPairs + 1>, MaxPairs + 1> m_value{};
};

const PerfectTable &perfectTable()
{
    static const PerfectTable table;
    return table;
}

} // namespace

LevelParams levelParams(Level level)
{
    for (const auto &entry : Levels)
        if (entry.level == level)
            return entry.params;
    return Levels[1].params;
}

const char *levelKey(Level level)
{
    for (const auto &entry : Levels)
        if (entry.level == level)
            return entry.key;
    return "medium";
}

std::optional<Level> levelFromKey(const std::string &key)
{
    for (const auto &entry : Levels)
        if (key == entry.key)
            return entry.level;
    return std::nullopt;
}

bool ComputerPlayer::secondCardUnseen(int pairs, int known)
{
    if (pairs < 1 || pairs > MaxPairs || known < 1 || known >= pairs)
        return true;
    const Choice c = perfectTable().choice(pairs, known);
    return c.unseen >= c.known;
}

double ComputerPlayer::perfectValue(int pairs, int known)
{
    if (pairs < 0 || pairs > MaxPairs || known < 0 || known > pairs)
        return 0;
    return perfectTable().value(pairs, known);
}

ComputerPlayer::ComputerPlayer(Level level, std::uint64_t seed) : m_level(level), m_rng(seed) {}

void ComputerPlayer::reset()
{
    m_memory.clear();
}

bool ComputerPlayer::remembers(int cell) const
{
    return std::any_of(m_memory.begin(), m_memory.end(),
                       [cell](const Memory &m) { return m.cell == cell; });
}

void ComputerPlayer::observe(int cell, int kind)
{
    auto it = std::find_if(m_memory.begin(), m_memory.end(),
                           [cell](const Memory &m) { return m.cell == cell; });
    if (it != m_memory.end()) {
        // Seeing a remembered card again refreshes it.
        m_memory.erase(it);
        m_memory.push_back({cell, kind});
        return;
    }
    const LevelParams params = levelParams(m_level);
    if (!m_rng.chance(params.recall))
        return;
    m_memory.push_back({cell, kind});
    if (static_cast<int>(m_memory.size()) > params.capacity)
        m_memory.erase(m_memory.begin());
}

void ComputerPlayer::matched(int cellA, int cellB)
{
    std::erase_if(m_memory, [&](const Memory &m) { return m.cell == cellA || m.cell == cellB; });
}

int ComputerPlayer::pickRandom(const std::vector<int> &cells)
{
    return cells[m_rng.below(static_cast<std::uint32_t>(cells.size()))];
}

int ComputerPlayer::choose(const std::vector<int> &faceDown, int firstUp, int firstKind,
                           int pairsLeft)
{
    if (faceDown.empty())
        return -1;
    auto available = [&](int cell) {
        return cell != firstUp &&
               std::find(faceDown.begin(), faceDown.end(), cell) != faceDown.end();
    };
    std::vector<int> unseen, known;
    for (int cell : faceDown) {
        if (cell == firstUp)
            continue;
        (remembers(cell) ? known : unseen).push_back(cell);
    }
    if (firstUp < 0) {
        // 1. A remembered pair: turn its older card first.
        for (std::size_t i = 0; i < m_memory.size(); ++i)
            for (std::size_t j = i + 1; j < m_memory.size(); ++j)
                if (m_memory[i].kind == m_memory[j].kind && available(m_memory[i].cell) &&
                    available(m_memory[j].cell))
                    return m_memory[i].cell;
        // 2. An unseen card.
        return pickRandom(unseen.empty() ? known : unseen);
    }
    // The partner of the first card, if remembered.
    for (const Memory &m : m_memory)
        if (m.kind == firstKind && available(m.cell))
            return m.cell;
    // 3. No pair possible from memory: unseen or useless-but-known card.
    if (m_level == Level::Expert && !known.empty() && !unseen.empty() &&
        !secondCardUnseen(pairsLeft, static_cast<int>(known.size())))
        return pickRandom(known);
    return pickRandom(unseen.empty() ? known : unseen);
}

std::string ComputerPlayer::toString() const
{
    std::string text = std::string(levelKey(m_level)) + '|' + m_rng.toString() + '|';
    for (std::size_t i = 0; i < m_memory.size(); ++i) {
        if (i)
            text.push_back(' ');
        text += std::to_string(m_memory[i].cell) + ':' + std::to_string(m_memory[i].kind);
    }
    return text;
}

std::optional<ComputerPlayer> ComputerPlayer::fromString(const std::string &text)
{
    const auto bar1 = text.find('|');
    const auto bar2 = bar1 == std::string::npos ? bar1 : text.find('|', bar1 + 1);
    if (bar2 == std::string::npos)
        return std::nullopt;
    auto level = levelFromKey(text.substr(0, bar1));
    if (!level)
        return std::nullopt;
    ComputerPlayer player(*level, 1);
    if (!player.m_rng.fromString(text.substr(bar1 + 1, bar2 - bar1 - 1)))
        return std::nullopt;
    for (const auto &word : splitSpaces(std::string_view(text).substr(bar2 + 1))) {
        const auto colon = word.find(':');
        if (colon == std::string::npos)
            return std::nullopt;
        auto cell = parseInteger(std::string_view(word).substr(0, colon));
        auto kind = parseInteger(std::string_view(word).substr(colon + 1));
        if (!cell || !kind || *cell < 0 || *cell > 4096 || *kind < 1 || *kind > 4096 ||
            player.remembers(static_cast<int>(*cell)))
            return std::nullopt;
        player.m_memory.push_back({static_cast<int>(*cell), static_cast<int>(*kind)});
    }
    if (static_cast<int>(player.m_memory.size()) > levelParams(*level).capacity)
        return std::nullopt;
    return player;
}

void ScriptedPlayer::reset()
{
    m_seen.clear();
    m_recalled.clear();
}

void ScriptedPlayer::observe(int cell, int kind)
{
    std::erase_if(m_seen, [cell](const Memory &m) { return m.cell == cell; });
    m_seen.push_back({cell, kind});
    if (m_seen.size() > 2)
        m_seen.erase(m_seen.begin());
}

void ScriptedPlayer::matched(int cellA, int cellB)
{
    const auto gone = [&](const Memory &m) { return m.cell == cellA || m.cell == cellB; };
    std::erase_if(m_seen, gone);
    std::erase_if(m_recalled, gone);
}

int ScriptedPlayer::choose(const std::vector<int> &faceDown, int firstUp, int firstKind,
                           int pairsLeft)
{
    static_cast<void>(pairsLeft);
    if (faceDown.empty())
        return -1;
    if (firstUp < 0)
        m_recalled = m_seen;
    auto available = [&](int cell) {
        return cell != firstUp &&
               std::find(faceDown.begin(), faceDown.end(), cell) != faceDown.end();
    };
    const auto remembered = [this](int cell) {
        return std::any_of(m_recalled.begin(), m_recalled.end(),
                           [cell](const Memory &m) { return m.cell == cell; });
    };
    if (firstUp < 0) {
        // 1. The two remembered cards are a pair.
        if (m_recalled.size() == 2 && m_recalled[0].kind == m_recalled[1].kind &&
            available(m_recalled[0].cell) && available(m_recalled[1].cell))
            return m_recalled[0].cell;
    } else {
        // 3. The partner of the first card.
        for (const Memory &m : m_recalled)
            if (m.kind == firstKind && available(m.cell))
                return m.cell;
    }
    // 2 and 4: a card it does not remember (any other one if there is none).
    std::vector<int> unknown, others;
    for (int cell : faceDown)
        if (cell != firstUp)
            (remembered(cell) ? others : unknown).push_back(cell);
    const std::vector<int> &from = unknown.empty() ? others : unknown;
    if (from.empty())
        return faceDown.front();
    return from[m_rng.below(static_cast<std::uint32_t>(from.size()))];
}

} // namespace gg::memory
