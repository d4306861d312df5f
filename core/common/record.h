#pragma once
// A tiny line-based key/value text format used by every game's save data:
//
//   key value text to the end of the line
//
// Keys are ASCII words; values never contain a newline. Parsing is strict and bounded so a
// damaged or hostile file is rejected, never trusted: the caller gets std::nullopt.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg {

class Record
{
public:
    // A save of millions of moves is a few MB; nothing real comes near these bounds.
    static constexpr std::size_t MaxBytes = 16 << 20;
    static constexpr std::size_t MaxFields = 256;

    void set(const std::string &key, const std::string &value);
    void setInt(const std::string &key, long long value) { set(key, std::to_string(value)); }
    void setInts(const std::string &key, const std::vector<int> &values);

    std::optional<std::string> get(const std::string &key) const;
    // Integer in [lo, hi], or nullopt when missing or malformed.
    std::optional<long long> getInt(const std::string &key, long long lo, long long hi) const;
    // Exactly `count` integers in [lo, hi] (count < 0: any number), or nullopt.
    std::optional<std::vector<int>> getInts(const std::string &key, int count, int lo,
                                            int hi) const;
    bool has(const std::string &key) const { return get(key).has_value(); }

    std::string toString() const;
    static std::optional<Record> parse(std::string_view text);

    const std::vector<std::pair<std::string, std::string>> &fields() const { return m_fields; }

private:
    std::vector<std::pair<std::string, std::string>> m_fields;
};

// Strict parse of a whole decimal word.
std::optional<long long> parseInteger(std::string_view word);
// Splits on spaces and tabs.
std::vector<std::string> splitSpaces(std::string_view text);

} // namespace gg
