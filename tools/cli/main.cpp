#include "cli.h"

#include <iostream>

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        gg::cli::printUsage(args.empty() ? std::cerr : std::cout);
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << "gridgames-cli " GG_VERSION "\n";
        return 0;
    }
    const gg::cli::Command command = gg::cli::findCommand(args[0]);
    if (!command) {
        std::cerr << "gridgames-cli: unknown game '" << args[0] << "'\n";
        gg::cli::printUsage(std::cerr);
        return 2;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (rest.empty()) {
        std::cerr << gg::cli::usageOf(args[0]) << '\n';
        return 2;
    }
    return command(rest, std::cin, std::cout, std::cerr);
}
