#pragma once
// gridgames-cli: one executable, one sub-command per game. Each game's front end lives in
// its own cli_<game>.cpp and registers itself with a static Registrar, so adding a game
// never touches main.cpp.

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gg::cli {

// args[0] is the game's verb (e.g. "solve"); the rest are its options.
using Command = int (*)(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
                        std::ostream &err);

struct Registrar
{
    Registrar(const char *game, const char *usage, Command command);
};

// The registered command of `game`, or nullptr; its usage text (empty if unknown).
Command findCommand(const std::string &game);
std::string usageOf(const std::string &game);
// The usage of every game, in name order.
void printUsage(std::ostream &out);

// Options of the form `--name value` and bare flags `--name`.
class Options
{
public:
    // `flags` lists options that take no value. Unknown options are an error.
    Options(const std::vector<std::string> &args, size_t first,
            const std::vector<std::string> &valued, const std::vector<std::string> &flags);

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    bool has(const std::string &name) const;
    std::optional<std::string> value(const std::string &name) const;
    // Integer option in [lo, hi]; sets the error and returns `fallback` if malformed.
    long long integer(const std::string &name, long long fallback, long long lo, long long hi);
    const std::vector<std::string> &positional() const { return m_positional; }

private:
    std::vector<std::pair<std::string, std::string>> m_values;
    std::vector<std::string> m_flags;
    std::vector<std::string> m_positional;
    std::string m_error;
};

// Splits on ASCII whitespace.
std::vector<std::string> splitWords(const std::string &line);
// Strict decimal parse of a whole word.
std::optional<long long> parseInt(const std::string &word);

// Bytes this process can still allocate: the smaller of the system's available memory
// (MemAvailable) and the address-space limit (RLIMIT_AS); 0 when unknown.
unsigned long long availableMemory();
// True when a table of `bytes` fits in half of availableMemory() (or it is unknown);
// otherwise explains on `err` ("<verb>: --table-bits N needs ...") and returns false.
bool tableFits(int bits, unsigned long long bytes, const char *verb, std::ostream &err);

// The level ladders' Markdown table (connect4, gomoku, memory and zousi ladder): the header,
// then one row a rung; score = (won + drawn / 2) / games, for `level`, in whole percent.
void printLadderHeader(std::ostream &out);
void printLadderRow(std::ostream &out, const std::string &level, const std::string &against,
                    long long won, long long drawn, long long lost);

} // namespace gg::cli
