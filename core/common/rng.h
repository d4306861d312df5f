#pragma once
// A small, fast, seedable random generator (xoshiro256** seeded through SplitMix64).
// Every random choice in the core goes through one of these so tests can pin the seed,
// and its state round-trips through save games.

#include <array>
#include <cstdint>
#include <string>

namespace gg {

class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0x9E3779B97F4A7C15ull) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint64_t next();
    // Uniform integer in [0, bound); bound must be > 0.
    std::uint32_t below(std::uint32_t bound);
    // Uniform double in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    bool chance(double probability) { return unit() < probability; }

    // Fisher-Yates shuffle of a random-access range.
    template <typename Container> void shuffle(Container &items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    // The full state as text ("s0 s1 s2 s3" in hex) and back; fromString rejects garbage.
    std::string toString() const;
    bool fromString(const std::string &text);

    // A seed from the clock and address entropy, for games that are not being tested.
    static std::uint64_t randomSeed();

private:
    std::array<std::uint64_t, 4> m_s{};
};

} // namespace gg
