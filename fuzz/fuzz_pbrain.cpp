// Fuzz target: the Gomocup protocol session of pbrain-gridgames (tools/pbrain) fed random
// command streams. Time settings in the stream are replaced by the smallest ones so the brain
// answers as fast as it can, and at most a few moves are thought per input. A model of the
// board kept here from the commands and the answers checks that the brain never plays an
// occupied or off-board point, and answers every command that needs an answer (SWAP2BOARD:
// SWAP, white's move, two more stones, or three stones on an empty board).

#include "fuzzsupport.h"

#include "pbrainsession.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace {

using gg::fuzz::Bytes;

std::string upper(std::string text)
{
    for (char &c : text)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

std::string trim(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// "x,y" with plain decimal numbers (spaces allowed around them); false for anything else.
bool parsePair(const std::string &text, long long &x, long long &y)
{
    const auto comma = text.find(',');
    if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos)
        return false;
    auto number = [](std::string part, long long &out) {
        part = trim(part);
        if (part.empty() || part.size() > 9 ||
            !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        out = std::stoll(part);
        return true;
    };
    return number(text.substr(0, comma), x) && number(text.substr(comma + 1), y);
}

struct Model
{
    int size = 0;
    std::set<std::pair<long long, long long>> stones;
    bool known = true; // false once the stream did something this model does not follow
};

// Checks the brain's move answer and records it.
void brainMove(Model &m, const std::string &answer)
{
    long long x = -1, y = -1;
    if (answer.rfind("ERROR", 0) == 0)
        return; // e.g. a full board
    GG_FUZZ_CHECK(parsePair(answer, x, y));
    GG_FUZZ_CHECK(x >= 0 && y >= 0 && x < m.size && y < m.size);
    if (m.known)
        GG_FUZZ_CHECK(m.stones.insert({x, y}).second);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Bytes in(data, size);
    std::ostringstream out;
    gg::pbrain::Session session(out);
    Model m;
    std::size_t read = 0;
    int thinks = 0;
    bool inBoard = false;
    bool swap2 = false; // the board being sent is a SWAP2BOARD
    std::vector<std::pair<long long, long long>> boardStones;
    bool boardKnown = true;
    // Every answer goes out as one line; this returns the lines written since the last call.
    auto answers = [&out, &read] {
        const std::string text = out.str().substr(read);
        read = out.str().size();
        std::vector<std::string> lines;
        std::istringstream stream(text);
        for (std::string line; std::getline(stream, line);)
            lines.push_back(line);
        return lines;
    };

    session.handle("INFO timeout_turn 1");
    std::istringstream input{std::string(in.rest())};
    for (std::string raw; std::getline(input, raw);) {
        // The protocol's words: the command up to the first space or tab, then the rest.
        const std::string line = trim(raw);
        const auto space = line.find_first_of(" \t");
        const std::string command = upper(line.substr(0, space));
        const std::string rest = space == std::string::npos ? "" : trim(line.substr(space + 1));
        if (!inBoard && command == "INFO") {
            // Keep the stream fast: no time setting beyond the smallest.
            if (rest.rfind("time", 0) == 0)
                continue;
        }
        const bool done = inBoard && upper(line) == "DONE";
        const bool thinking = done || (!inBoard && (command == "TURN" || command == "BEGIN"));
        if (thinking && ++thinks > 3)
            break;
        if (!session.handle(raw))
            break; // END
        const auto lines = answers();
        if (line.empty()) {
            GG_FUZZ_CHECK(lines.empty());
            continue;
        }
        if (inBoard) {
            if (done) {
                inBoard = false;
                GG_FUZZ_CHECK(lines.size() == 1);
                if (lines[0].rfind("ERROR", 0) == 0) {
                    m.stones.clear();
                } else {
                    m.stones.clear();
                    for (auto s : boardStones)
                        m.stones.insert(s);
                    m.known = boardKnown;
                    if (!swap2) {
                        brainMove(m, lines[0]);
                    } else if (lines[0] != "SWAP") {
                        // One move (white's), two more stones (white, black), or three
                        // for an empty board.
                        std::istringstream words(lines[0]);
                        std::string word;
                        int count = 0;
                        while (words >> word) {
                            brainMove(m, word);
                            ++count;
                        }
                        GG_FUZZ_CHECK(count >= 1 && count <= 3);
                    }
                }
            } else {
                GG_FUZZ_CHECK(lines.empty());
                long long x = 0, y = 0;
                std::string point = line.substr(0, line.rfind(','));
                if (!parsePair(point, x, y))
                    boardKnown = false; // the session may still accept it (e.g. "+1")
                else
                    boardStones.push_back({x, y});
            }
            continue;
        }
        if ((command == "BOARD" || command == "SWAP2BOARD") && m.size > 0) {
            GG_FUZZ_CHECK(lines.empty());
            inBoard = true;
            swap2 = command == "SWAP2BOARD";
            boardStones.clear();
            boardKnown = true;
            continue;
        }
        if (command == "INFO") {
            GG_FUZZ_CHECK(lines.empty());
            continue;
        }
        GG_FUZZ_CHECK(lines.size() == 1); // every other command gets exactly one answer
        const std::string &answer = lines[0];
        const bool error = answer.rfind("ERROR", 0) == 0 || answer.rfind("UNKNOWN", 0) == 0;
        if (command == "START" || command == "RECTSTART") {
            if (answer == "OK") {
                long long n = 0, h = 0;
                if (command == "START" && std::all_of(rest.begin(), rest.end(), ::isdigit) &&
                    !rest.empty() && rest.size() < 6)
                    n = std::stoll(rest);
                else if (command == "RECTSTART" && parsePair(rest, n, h))
                    GG_FUZZ_CHECK(n == h);
                else
                    m.known = false;
                m.size = static_cast<int>(n);
                if (!m.known) {
                    // The session accepted a spelling this model does not parse; stop checking
                    // sizes too (the brain checks its own board).
                    m.size = 1 << 20;
                }
                GG_FUZZ_CHECK(m.size > 0);
                m.stones.clear();
            }
        } else if (command == "RESTART") {
            if (answer == "OK")
                m.stones.clear();
        } else if (command == "TURN" || command == "PLAY") {
            if (!error) {
                long long x = 0, y = 0;
                if (parsePair(rest, x, y))
                    m.stones.insert({x, y});
                else
                    m.known = false;
                if (command == "TURN")
                    brainMove(m, answer);
                else
                    GG_FUZZ_CHECK(!m.known ||
                                  answer == std::to_string(x) + "," + std::to_string(y));
            }
        } else if (command == "BEGIN") {
            if (!error)
                brainMove(m, answer);
        } else if (command == "TAKEBACK") {
            if (answer == "OK") {
                long long x = 0, y = 0;
                if (parsePair(rest, x, y))
                    GG_FUZZ_CHECK(!m.known || m.stones.erase({x, y}) == 1);
                else
                    m.known = false;
            }
        }
    }
    return 0;
}
