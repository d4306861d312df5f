// pbrain-gridgames: reads Gomocup protocol commands from stdin, answers on stdout.

#include "pbrainsession.h"

#include <iostream>
#include <string>

int main()
{
    std::ios::sync_with_stdio(false);
    gg::pbrain::Session session(std::cout);
    std::string line;
    while (std::getline(std::cin, line))
        if (!session.handle(line))
            break;
    return 0;
}
