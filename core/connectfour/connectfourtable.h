#pragma once
// The solver's transposition table: 2^bits slots of one 64-bit word each, always replaced.
//
// A position key is multiplied by an odd constant (a bijection on 64-bit words); the top
// `bits` bits of the product pick the slot and its low 48 bits are stored as the check. With
// bits >= 16 the slot and the check together give back the whole product, hence the key, so
// a hit is never a different position: the solver stays exact without storing full keys.
// The other 16 bits hold a lower bound, an upper bound and the best move of the position.

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
    // Bounds are stored offset by 32 in 6 bits; these mean "no bound".
    static constexpr int NoLower = -32;
    static constexpr int NoUpper = 31;

    explicit TranspositionTable(int bits) : m_bits(bits < 16 ? 16 : bits > 30 ? 30 : bits)
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
        clear();
    }

    void clear()
    {
        std::memset(m_slots.get(), 0, sizeof(std::uint64_t) << m_bits);
    }

    void prefetch(Bits key) const
    {
        __builtin_prefetch(&m_slots[index(mix(key))]);
    }

    // Returns false when the position is not stored; `move` is -1 when none was stored.
    bool get(Bits key, int &lower, int &upper, int &move) const
    {
        const std::uint64_t h = mix(key);
        const std::uint64_t slot = m_slots[index(h)];
        if ((slot & 0xFFFF) == 0 || (slot >> 16) != (h & CheckMask))
            return false;
        lower = static_cast<int>(slot & 63) - 32;
        upper = static_cast<int>((slot >> 6) & 63) - 32;
        move = static_cast<int>((slot >> 12) & 15) - 1;
        return true;
    }

    // Stores the bounds (narrowing any stored for the same position) and the move (-1: keep).
    void put(Bits key, int lower, int upper, int move)
    {
        const std::uint64_t h = mix(key);
        std::uint64_t &slot = m_slots[index(h)];
        if ((slot & 0xFFFF) != 0 && (slot >> 16) == (h & CheckMask)) {
            const int oldLower = static_cast<int>(slot & 63) - 32;
            const int oldUpper = static_cast<int>((slot >> 6) & 63) - 32;
            const int oldMove = static_cast<int>((slot >> 12) & 15) - 1;
            if (oldLower > lower)
                lower = oldLower;
            if (oldUpper < upper)
                upper = oldUpper;
            if (move < 0)
                move = oldMove;
        }
        slot = ((h & CheckMask) << 16) | static_cast<std::uint64_t>(lower + 32) |
               (static_cast<std::uint64_t>(upper + 32) << 6) |
               (static_cast<std::uint64_t>(move + 1) << 12);
    }

private:
    static constexpr std::uint64_t CheckMask = (std::uint64_t{1} << 48) - 1;
    static std::uint64_t mix(Bits key)
    {
        return key * 0x9E3779B97F4A7C15ull;
    }
    std::size_t index(std::uint64_t h) const
    {
        return static_cast<std::size_t>(h >> (64 - m_bits));
    }

    struct Free
    {
        void operator()(std::uint64_t *p) const { std::free(p); }
    };
    int m_bits;
    std::unique_ptr<std::uint64_t[], Free> m_slots;
};

} // namespace gg::c4
