#include "common/record.h"

#include <algorithm>
#include <charconv>
#include <string>

namespace gg {
namespace {

bool validKey(std::string_view key)
{
    if (key.empty() || key.size() > 64)
        return false;
    for (char c : key) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
        if (!ok)
            return false;
    }
    return true;
}

// A value as stored: line breaks inside it become spaces, so a record written and read
// again is unchanged. Both set() and parse() go through here.
std::string cleanValue(std::string_view value)
{
    std::string clean(value);
    std::replace_if(
        clean.begin(), clean.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    return clean;
}

} // namespace

std::optional<long long> parseInteger(std::string_view word)
{
    if (word.empty())
        return std::nullopt;
    if (word.front() == '+')
        word.remove_prefix(1);
    long long value = 0;
    auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || ptr != word.data() + word.size() || word.empty())
        return std::nullopt;
    return value;
}

std::vector<std::string> splitSpaces(std::string_view text)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            words.emplace_back(text.substr(start, i - start));
    }
    return words;
}

void Record::set(const std::string &key, const std::string &value)
{
    const std::string clean = cleanValue(value);
    for (auto &field : m_fields) {
        if (field.first == key) {
            field.second = clean;
            return;
        }
    }
    m_fields.emplace_back(key, clean);
}

void Record::setInts(const std::string &key, const std::vector<int> &values)
{
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            text.push_back(' ');
        text += std::to_string(values[i]);
    }
    set(key, text);
}

std::optional<std::string> Record::get(const std::string &key) const
{
    for (const auto &field : m_fields)
        if (field.first == key)
            return field.second;
    return std::nullopt;
}

std::optional<long long> Record::getInt(const std::string &key, long long lo, long long hi) const
{
    auto text = get(key);
    if (!text)
        return std::nullopt;
    auto value = parseInteger(*text);
    if (!value || *value < lo || *value > hi)
        return std::nullopt;
    return value;
}

std::optional<std::vector<int>> Record::getInts(const std::string &key, int count, int lo,
                                                int hi) const
{
    auto text = get(key);
    if (!text)
        return std::nullopt;
    std::vector<int> values;
    for (const auto &word : splitSpaces(*text)) {
        auto value = parseInteger(word);
        if (!value || *value < lo || *value > hi)
            return std::nullopt;
        values.push_back(static_cast<int>(*value));
    }
    if (count >= 0 && static_cast<int>(values.size()) != count)
        return std::nullopt;
    return values;
}

std::string Record::toString() const
{
    std::string text;
    for (const auto &[key, value] : m_fields) {
        text += key;
        text.push_back(' ');
        text += value;
        text.push_back('\n');
    }
    return text;
}

std::optional<Record> Record::parse(std::string_view text)
{
    if (text.size() > MaxBytes)
        return std::nullopt;
    Record record;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        // Line ends of any kind (CRLF, or stray carriage returns before the newline) are
        // not part of the value; one inside it reads as a space (cleanValue).
        while (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        std::size_t space = line.find(' ');
        std::string_view key = line.substr(0, space);
        std::string_view value =
            space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
        if (!validKey(key))
            return std::nullopt;
        for (char c : value)
            if (c == '\0')
                return std::nullopt;
        if (record.m_fields.size() >= MaxFields || record.has(std::string(key)))
            return std::nullopt; // a duplicated key means the file was tampered with
        record.m_fields.emplace_back(std::string(key), cleanValue(value));
    }
    return record;
}

} // namespace gg
