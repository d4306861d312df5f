#pragma once
// The solver's transposition table: 2^bits slots of one 64-bit word each, grouped in
// buckets of two (one cache line holds both). The first slot of a bucket keeps the entry that
// cost the most work to compute, the second always takes the newest one, so the results of
// big subtrees survive long searches.
//
// A position key is multiplied by an odd constant (a bijection on 64-bit words); the top
// bits - 1 bits of the product pick the bucket and its low 65 - bits bits are stored as the
// check. Bucket and check together give back the whole product, hence the key, so a hit is
// never a different position: the solver stays exact without storing full keys. The other
// 21 bits of a slot hold a lower bound, an upper bound, the best move and the log2 of the
// number of nodes the entry's search took. This needs bits >= 22.

#include "connectfour/connectfourboard.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace gg::c4 {

class TranspositionTable
{
public:
    static constexpr int MinBits = 22;
    static constexpr int MaxBits = 30;
    // Bounds are stored offset by 32 in 6 bits; these mean "no bound".
    static constexpr int NoLower = -32;
    static constexpr int NoUpper = 31;

    explicit TranspositionTable(int bits) : m_bits(std::clamp(bits, MinBits, MaxBits))
    {
        // 2 MiB-aligned so the kernel can back it with huge pages: every probe is a random
        // access, and with 4 KiB pages nearly each one would also miss the TLB.
        const std::size_t bytes = sizeof(std::uint64_t) << m_bits;
        const std::size_t align = std::size_t{2} << 20;
        void *memory = std::aligned_alloc(align, (bytes + align - 1) / align * align);
        if (!memory)
            throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        madvise(memory, bytes, MADV_HUGEPAGE);
#endif
        m_slots.reset(static_cast<std::uint64_t *>(memory));
        m_checkMask = (std::uint64_t{1} << (65 - m_bits)) - 1;
        clear();
    }

    void clear()
    {
        std::memset(m_slots.get(), 0, sizeof(std::uint64_t) << m_bits);
    }

    void prefetch(Bits key) const
    {
        __builtin_prefetch(&m_slots[bucket(mix(key))]);
    }

    // Returns false when the position is not stored; `move` is -1 when none was stored.
    bool get(Bits key, int &lower, int &upper, int &move) const
    {
        const std::uint64_t h = mix(key);
        const std::uint64_t *b = &m_slots[bucket(h)];
        const std::uint64_t check = h & m_checkMask;
        std::uint64_t slot = b[0];
        if ((slot & DataMask) == 0 || (slot >> DataBits) != check) {
            slot = b[1];
            if ((slot & DataMask) == 0 || (slot >> DataBits) != check)
                return false;
        }
        lower = static_cast<int>(slot & 63) - 32;
        upper = static_cast<int>((slot >> 6) & 63) - 32;
        move = static_cast<int>((slot >> 12) & 15) - 1;
        return true;
    }

    // Stores the bounds (narrowing any stored for the same position), the move (-1: keep)
    // and the work (nodes searched) behind them.
    void put(Bits key, int lower, int upper, int move, std::uint64_t work)
    {
        const std::uint64_t h = mix(key);
        std::uint64_t *b = &m_slots[bucket(h)];
        const std::uint64_t check = h & m_checkMask;
        int logWork = work ? 63 - __builtin_clzll(work) : 0;
        for (int i = 0; i < 2; ++i) {
            const std::uint64_t old = b[i];
            if ((old & DataMask) == 0 || (old >> DataBits) != check)
                continue;
            lower = std::max(lower, static_cast<int>(old & 63) - 32);
            upper = std::min(upper, static_cast<int>((old >> 6) & 63) - 32);
            if (move < 0)
                move = static_cast<int>((old >> 12) & 15) - 1;
            logWork = std::max(logWork, static_cast<int>((old >> 16) & 31));
            b[i] = pack(check, lower, upper, move, logWork);
            return;
        }
        const std::uint64_t entry = pack(check, lower, upper, move, logWork);
        if (logWork >= static_cast<int>((b[0] >> 16) & 31)) {
            b[1] = b[0];
            b[0] = entry;
        } else {
            b[1] = entry;
        }
    }

private:
    static constexpr int DataBits = 21;
    static constexpr std::uint64_t DataMask = (std::uint64_t{1} << DataBits) - 1;

    static std::uint64_t mix(Bits key)
    {
        return key * 0x9E3779B97F4A7C15ull;
    }
    std::size_t bucket(std::uint64_t h) const
    {
        return static_cast<std::size_t>(h >> (65 - m_bits)) << 1;
    }
    static std::uint64_t pack(std::uint64_t check, int lower, int upper, int move, int logWork)
    {
        return (check << DataBits) | static_cast<std::uint64_t>(lower + 32) |
               (static_cast<std::uint64_t>(upper + 32) << 6) |
               (static_cast<std::uint64_t>(move + 1) << 12) |
               (static_cast<std::uint64_t>(logWork) << 16);
    }

    struct Free
    {
        void operator()(std::uint64_t *p) const { std::free(p); }
    };
    int m_bits;
    std::uint64_t m_checkMask = 0;
    std::unique_ptr<std::uint64_t[], Free> m_slots;
};

} // namespace gg::c4
