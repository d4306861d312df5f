#include "gomoku/gomokupatterns.h"

#include <cstdlib>
#include <memory>
#include <vector>

namespace gg::gomoku {
namespace {

constexpr int LineLength = 2 * LineHalf + 1;
constexpr int Centre = LineHalf;

// True if the centre stone (always own) is part of a winning run under `rule`.
bool centreWins(const int (&line)[LineLength], Rule rule)
{
    int length = 1;
    for (int i = Centre - 1; i >= 0 && line[i] == 1; --i)
        ++length;
    for (int i = Centre + 1; i < LineLength && line[i] == 1; ++i)
        ++length;
    return rule == Rule::ExactlyFive ? length == 5 : length >= 5;
}

// One level weaker: what a shape is worth when it needs one more stone to become `next`.
Pattern weaker(Pattern next)
{
    switch (next) {
    case Pattern::OpenFour:
        return Pattern::OpenThree;
    case Pattern::Four:
        return Pattern::ClosedThree;
    case Pattern::OpenThree:
        return Pattern::OpenTwo;
    case Pattern::ClosedThree:
        return Pattern::ClosedTwo;
    case Pattern::OpenTwo:
        return Pattern::OpenOne;
    case Pattern::ClosedTwo:
        return Pattern::ClosedOne;
    default:
        return Pattern::None;
    }
}

int fieldOfPosition(int pos)
{
    return pos < Centre ? pos : pos - 1;
}

// The pattern of a key whose fields hold only 0, 1 and 2 (opponent and edge are alike).
// Keys with one more own stone are larger, so they are already in `table`.
Pattern classify(std::uint32_t key, Rule rule, const std::uint8_t *table)
{
    int line[LineLength];
    for (int pos = 0; pos < LineLength; ++pos)
        line[pos] = pos == Centre ? 1 : static_cast<int>((key >> (2 * fieldOfPosition(pos))) & 3);
    if (centreWins(line, rule))
        return Pattern::Five;
    // Count the empty points that would complete a five through the centre.
    int fivePoints = 0;
    for (int pos = Centre - 4; pos <= Centre + 4; ++pos) {
        if (pos == Centre || line[pos] != 0)
            continue;
        line[pos] = 1;
        if (centreWins(line, rule))
            ++fivePoints;
        line[pos] = 0;
    }
    if (fivePoints >= 2)
        return Pattern::OpenFour;
    if (fivePoints == 1)
        return Pattern::Four;
    // Otherwise the shape is one step below the best shape one more stone can make.
    Pattern best = Pattern::None;
    for (int pos = Centre - 4; pos <= Centre + 4; ++pos) {
        if (pos == Centre || line[pos] != 0)
            continue;
        const std::uint32_t next = key | (1u << (2 * fieldOfPosition(pos)));
        const Pattern shape = weaker(static_cast<Pattern>(table[next]));
        if (shape > best)
            best = shape;
    }
    return best;
}

std::unique_ptr<std::array<std::uint8_t, LineKeyCount>> buildTable(Rule rule)
{
    auto table = std::make_unique<std::array<std::uint8_t, LineKeyCount>>();
    constexpr std::uint32_t low = 0x55555;
    // Pass 1, descending: keys without an off-board field.
    for (std::uint32_t key = LineKeyCount; key-- > 0;) {
        if ((key & (key >> 1) & low) != 0)
            continue;
        (*table)[key] = static_cast<std::uint8_t>(classify(key, rule, table->data()));
    }
    // Pass 2, ascending: an off-board field blocks exactly like an opponent stone.
    for (std::uint32_t key = 0; key < LineKeyCount; ++key) {
        const std::uint32_t edges = key & (key >> 1) & low;
        if (edges != 0)
            (*table)[key] = (*table)[key ^ edges];
    }
    return table;
}

} // namespace

const std::array<std::uint8_t, LineKeyCount> &patternTable(Rule rule)
{
    // Built once per rule on first use; static initialisation is thread-safe.
    static const auto freestyle = buildTable(Rule::FiveOrMore);
    static const auto exact = buildTable(Rule::ExactlyFive);
    return lineRule(rule, Stone::Black) == Rule::ExactlyFive ? *exact : *freestyle;
}

namespace {

constexpr int CompactBits = LineKeyBits - 4;

// Black's pattern of each key in the low four bits, white's (the key with the colours
// swapped, looked up in white's line rule) in the high four. `compact` drops the two outer
// fields: the table's key is the line key shifted right by one field (two bits) and masked.
std::unique_ptr<std::vector<std::uint8_t>> buildPairs(Rule rule, bool compact)
{
    const int bits = compact ? CompactBits : LineKeyBits;
    const int shift = compact ? 2 : 0;
    const auto &black = patternTable(lineRule(rule, Stone::Black));
    const auto &white = patternTable(lineRule(rule, Stone::White));
    auto table = std::make_unique<std::vector<std::uint8_t>>(std::size_t{1} << bits);
    for (std::uint32_t key = 0; key < (1u << bits); ++key) {
        const std::uint32_t wide = key << shift;
        (*table)[key] = static_cast<std::uint8_t>(black[wide] | (white[swapColours(wide)] << 4));
    }
    return table;
}

} // namespace

PairTable pairTable(Rule rule)
{
    static_assert(static_cast<int>(Pattern::Five) < 16, "a pattern fits in four bits");
    switch (rule) {
    case Rule::ExactlyFive: {
        static const auto exact = buildPairs(Rule::ExactlyFive, false);
        return {exact->data(), 0, LineKeyCount - 1};
    }
    case Rule::Renju: {
        static const auto renju = buildPairs(Rule::Renju, false);
        return {renju->data(), 0, LineKeyCount - 1};
    }
    case Rule::FiveOrMore:
        break;
    }
    static const auto compact = buildPairs(Rule::FiveOrMore, true);
    return {compact->data(), 2, (1u << CompactBits) - 1};
}

Combo combine(Pattern a, Pattern b, Pattern c, Pattern d)
{
    int fives = 0;
    int openFours = 0;
    int fours = 0;
    int threes = 0;
    for (Pattern p : {a, b, c, d}) {
        fives += p == Pattern::Five;
        openFours += p == Pattern::OpenFour;
        fours += p == Pattern::Four;
        threes += p == Pattern::OpenThree;
    }
    if (fives > 0)
        return Combo::Five;
    if (openFours > 0 || fours >= 2)
        return Combo::OpenFour;
    if (fours == 1)
        return threes > 0 ? Combo::FourThree : Combo::Four;
    if (threes >= 2)
        return Combo::DoubleThree;
    return threes == 1 ? Combo::Three : Combo::None;
}

std::optional<std::uint32_t> lineKeyOfText(std::string_view line)
{
    const auto centre = line.find('?');
    if (centre == std::string_view::npos)
        return std::nullopt;
    std::uint32_t key = 0;
    for (int offset = -LineHalf; offset <= LineHalf; ++offset) {
        if (offset == 0)
            continue;
        const long pos = static_cast<long>(centre) + offset;
        std::uint32_t code = 0;
        if (pos >= 0 && pos < static_cast<long>(line.size())) {
            switch (line[static_cast<std::size_t>(pos)]) {
            case 'X':
                code = 1;
                break;
            case 'O':
                code = 2;
                break;
            case '#':
                code = OffBoardCode;
                break;
            default:
                code = 0;
            }
        }
        key |= code << (2 * lineField(offset));
    }
    return key;
}

Pattern patternOfLine(std::string_view line, Rule rule)
{
    const auto key = lineKeyOfText(line);
    return key ? linePattern(*key, Stone::Black, rule) : Pattern::None;
}

} // namespace gg::gomoku
