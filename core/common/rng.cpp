#include "common/rng.h"

#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>

namespace gg {
namespace {

std::uint64_t splitMix(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

void Rng::reseed(std::uint64_t seed)
{
    for (auto &word : m_s)
        word = splitMix(seed);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t bound)
{
    // Lemire's multiply-and-reject: unbiased without a division in the common case.
    std::uint64_t m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        while (low < threshold) {
            m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

std::string Rng::toString() const
{
    char buffer[4 * 17 + 1];
    std::snprintf(buffer, sizeof buffer, "%016llx %016llx %016llx %016llx",
                  static_cast<unsigned long long>(m_s[0]), static_cast<unsigned long long>(m_s[1]),
                  static_cast<unsigned long long>(m_s[2]), static_cast<unsigned long long>(m_s[3]));
    return buffer;
}

bool Rng::fromString(const std::string &text)
{
    std::istringstream in(text);
    std::array<std::uint64_t, 4> state{};
    for (auto &word : state) {
        std::string token;
        if (!(in >> token) || token.size() != 16)
            return false;
        for (char c : token)
            if (!std::isxdigit(static_cast<unsigned char>(c)))
                return false;
        word = std::stoull(token, nullptr, 16);
    }
    std::string extra;
    if (in >> extra)
        return false;
    if (state[0] == 0 && state[1] == 0 && state[2] == 0 && state[3] == 0)
        return false; // the all-zero state is a fixed point of xoshiro
    m_s = state;
    return true;
}

// GG_RANDOM_SEED=<decimal number> in the environment replaces the entropy by a fixed
// sequence, so a whole session (deals, spawns, computer players' tie breaks) can be replayed:
// the k-th call after the variable got its current value returns the k-th SplitMix64 output
// of that number. Input storms set it; a value that is not a plain decimal number is ignored.
std::uint64_t Rng::randomSeed()
{
    if (const char *text = std::getenv("GG_RANDOM_SEED"); text && *text) {
        std::uint64_t value = 0;
        const char *end = text + std::strlen(text);
        const auto [stop, error] = std::from_chars(text, end, value);
        if (error == std::errc() && stop == end) {
            static std::mutex mutex;
            static std::optional<std::uint64_t> current; // the value the sequence started from
            static std::uint64_t state = 0;
            const std::lock_guard lock(mutex);
            if (current != value) {
                current = value;
                state = value;
            }
            return splitMix(state);
        }
    }
    std::random_device device;
    std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    seed ^= static_cast<std::uint64_t>(
        std::chrono::high_resolution_clock::now().time_since_epoch().count());
    return seed;
}

} // namespace gg
