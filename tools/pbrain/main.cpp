// pbrain-gridgames: reads Gomocup protocol commands from stdin, answers on stdout.

#include "pbrainsession.h"

#include <iostream>
#include <string>

namespace {

// One line of at most Session::MaxLine bytes; the rest of a longer one is read and dropped,
// so a hostile line costs no memory. False at the end of the input.
bool readLine(std::istream &in, std::string &line, bool &tooLong)
{
    line.clear();
    tooLong = false;
    std::streambuf *buffer = in.rdbuf();
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof())
            return !line.empty() || tooLong;
        if (c == '\n')
            return true;
        if (line.size() < gg::pbrain::Session::MaxLine)
            line.push_back(static_cast<char>(c));
        else
            tooLong = true;
    }
}

} // namespace

int main()
{
    std::ios::sync_with_stdio(false);
    gg::pbrain::Session session(std::cout);
    std::string line;
    bool tooLong = false;
    while (readLine(std::cin, line, tooLong)) {
        if (tooLong) {
            session.refuseLongLine();
            continue;
        }
        if (!session.handle(line))
            break;
    }
    return 0;
}
