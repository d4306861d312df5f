// gridgames-cli's shared parts: the registry of game front ends and the option parser
// (kept apart from main() so the fuzz targets can drive the registered commands).
#include "cli.h"

#include <fstream>
#include <sys/resource.h>

#include <charconv>
#include <cstring>
#include <map>
#include <ostream>

namespace gg::cli {
namespace {

struct Entry
{
    std::string usage;
    Command command;
};

std::map<std::string, Entry> &registry()
{
    static std::map<std::string, Entry> commands;
    return commands;
}

} // namespace

Registrar::Registrar(const char *game, const char *usage, Command command)
{
    registry()[game] = Entry{usage, command};
}

Command findCommand(const std::string &game)
{
    auto it = registry().find(game);
    return it == registry().end() ? nullptr : it->second.command;
}

std::string usageOf(const std::string &game)
{
    auto it = registry().find(game);
    return it == registry().end() ? std::string() : it->second.usage;
}

void printUsage(std::ostream &out)
{
    out << "usage: gridgames-cli GAME COMMAND [OPTIONS]\n\ngames and commands:\n";
    for (const auto &[game, entry] : registry())
        out << entry.usage << '\n';
}

Options::Options(const std::vector<std::string> &args, size_t first,
                 const std::vector<std::string> &valued, const std::vector<std::string> &flags)
{
    auto isIn = [](const std::vector<std::string> &list, const std::string &name) {
        for (const auto &item : list)
            if (item == name)
                return true;
        return false;
    };
    for (size_t i = first; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (arg.rfind("--", 0) != 0) {
            m_positional.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::string inlineValue;
        bool hasInline = false;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
            hasInline = true;
        }
        if (isIn(flags, name) && !hasInline) {
            m_flags.push_back(name);
        } else if (isIn(valued, name)) {
            if (hasInline) {
                m_values.emplace_back(name, inlineValue);
            } else if (i + 1 < args.size()) {
                m_values.emplace_back(name, args[++i]);
            } else {
                m_error = "option --" + name + " needs a value";
                return;
            }
        } else {
            m_error = "unknown option --" + name;
            return;
        }
    }
}

bool Options::has(const std::string &name) const
{
    for (const auto &flag : m_flags)
        if (flag == name)
            return true;
    return value(name).has_value();
}

std::optional<std::string> Options::value(const std::string &name) const
{
    std::optional<std::string> found;
    for (const auto &[key, val] : m_values)
        if (key == name)
            found = val;
    return found;
}

long long Options::integer(const std::string &name, long long fallback, long long lo, long long hi)
{
    auto text = value(name);
    if (!text)
        return fallback;
    auto number = parseInt(*text);
    if (!number || *number < lo || *number > hi) {
        if (m_error.empty())
            m_error = "option --" + name + " must be an integer from " + std::to_string(lo) +
                      " to " + std::to_string(hi);
        return fallback;
    }
    return *number;
}

std::vector<std::string> splitWords(const std::string &line)
{
    std::vector<std::string> words;
    std::string current;
    for (char c : line) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f') {
            if (!current.empty())
                words.push_back(std::move(current));
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty())
        words.push_back(std::move(current));
    return words;
}

std::optional<long long> parseInt(const std::string &word)
{
    long long value = 0;
    const char *begin = word.data();
    const char *end = word.data() + word.size();
    if (begin != end && *begin == '+')
        ++begin;
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || begin == end)
        return std::nullopt;
    return value;
}

} // namespace gg::cli

namespace gg::cli {

unsigned long long availableMemory()
{
    unsigned long long available = 0;
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    unsigned long long value = 0;
    std::string unit;
    while (meminfo >> key >> value >> unit) {
        if (key == "MemAvailable:") {
            available = value * 1024;
            break;
        }
    }
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
        (available == 0 || limit.rlim_cur < available))
        available = limit.rlim_cur;
    return available;
}

bool tableFits(int bits, unsigned long long bytes, const char *verb, std::ostream &err)
{
    const unsigned long long available = availableMemory();
    if (available == 0 || bytes <= available / 2)
        return true;
    int fits = bits;
    while (fits > 0 && (bytes >> (bits - fits)) > available / 2)
        --fits;
    err << verb << ": --table-bits " << bits << " needs " << (bytes >> 20) << " MiB, but only "
        << (available >> 20) << " MiB of memory is available; use --table-bits " << fits
        << " or less\n";
    return false;
}

void printLadderHeader(std::ostream &out)
{
    out << "| level | against | won | drawn | lost | score |\n|---|---|---|---|---|---|\n";
}

void printLadderRow(std::ostream &out, const std::string &level, const std::string &against,
                    long long won, long long drawn, long long lost)
{
    const long long games = won + drawn + lost;
    const double score = games > 0 ? (static_cast<double>(won) + 0.5 * static_cast<double>(drawn)) *
                                         100.0 / static_cast<double>(games)
                                   : 0.0;
    out << "| " << level << " | " << against << " | " << won << " | " << drawn << " | " << lost
        << " | " << static_cast<int>(score + 0.5) << " % |" << std::endl;
}

} // namespace gg::cli
