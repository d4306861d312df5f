#pragma once
// Shared helpers for the libFuzzer targets: a hard invariant check and a reader that turns
// the fuzzer's bytes into small decisions (which operation, which cell, which option).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

// An invariant of the game under test. On failure it prints where and what, then aborts so
// libFuzzer records the input as a crash (whatever the build type: never compiled out).
#define GG_FUZZ_CHECK(cond)                                                                        \
    do {                                                                                           \
        if (!(cond))                                                                               \
            ::gg::fuzz::fail(__FILE__, __LINE__, #cond);                                           \
    } while (false)

namespace gg::fuzz {

[[noreturn]] inline void fail(const char *file, int line, const char *what)
{
    std::fprintf(stderr, "GG_FUZZ_CHECK failed at %s:%d: %s\n", file, line, what);
    std::fflush(stderr);
    std::abort();
}

// Consumes the input front to back; once it runs dry every read returns the low end, so a
// short input simply ends the operation sequence (see done()).
class Bytes
{
public:
    Bytes(const std::uint8_t *data, std::size_t size) : m_data(data), m_size(size) {}

    bool done() const { return m_pos >= m_size; }
    std::size_t left() const { return m_size - m_pos; }
    std::uint8_t byte() { return done() ? 0 : m_data[m_pos++]; }
    // A value in [lo, hi] from one byte (two when the range needs it).
    int in(int lo, int hi)
    {
        const unsigned span = static_cast<unsigned>(hi - lo) + 1;
        unsigned v = byte();
        if (span > 256)
            v = v << 8 | byte();
        return lo + static_cast<int>(v % span);
    }
    bool flag() { return byte() & 1; }
    std::uint64_t u64()
    {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = v << 8 | byte();
        return v;
    }
    // The rest of the input as text.
    std::string_view rest()
    {
        std::string_view text(reinterpret_cast<const char *>(m_data) + m_pos, m_size - m_pos);
        m_pos = m_size;
        return text;
    }

private:
    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_pos = 0;
};

} // namespace gg::fuzz
