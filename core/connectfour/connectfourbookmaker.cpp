#include "connectfour/connectfourbookmaker.h"

#include "connectfour/connectfourai.h"
#include "connectfour/connectfoursolver.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>

namespace gg::c4 {

bool theoryMove(int width, int height, const std::string &moves, BookLine &line)
{
    if (!moves.empty() || height != 6 || (width != 7 && width != 8))
        return false;
    line.width = width;
    line.height = height;
    line.moves = moves;
    line.column = 3; // column 4: the centre (one of the two central columns on 8×6)
    line.score = width == 7 ? 1 : -1;
    line.exact = false;
    return true;
}

void makeBook(const BookSettings &settings, const std::function<void(const BookLine &)> &emit,
              std::ostream *log)
{
    using Clock = std::chrono::steady_clock;
    Solver solver(settings.tableBits);
    solver.setStopFlag(settings.stop);
    solver.setNodeLimit(settings.nodesPerPosition);
    std::deque<std::string> queue;
    if (settings.expertFirst)
        queue.emplace_back();
    if (settings.expertSecond)
        for (int c = 0; c < settings.width; ++c)
            queue.emplace_back(1, static_cast<char>('1' + c));
    std::set<Bits> seen;
    std::map<int, int> solvedPerPly;
    std::map<int, int> triedPerPly;
    const auto start = Clock::now();
    while (!queue.empty()) {
        if (settings.stop && settings.stop->load())
            break;
        const std::string moves = queue.front();
        queue.pop_front();
        Board board(settings.width, settings.height);
        if (!board.playDigits(moves) || board.over() || board.moves() > settings.maxPly)
            continue;
        if (!seen.insert(std::min(board.key(), board.mirroredKey())).second)
            continue;
        int move = urgentMove(board);
        if (move < 0) {
            BookLine line;
            ++triedPerPly[board.moves()];
            if (!theoryMove(settings.width, settings.height, moves, line)) {
                line.width = settings.width;
                line.height = settings.height;
                line.moves = moves;
                std::optional<Solver::Choice> choice;
                if (settings.exact) {
                    solver.resetNodes();
                    choice = solver.bestMove(board, false);
                }
                line.exact = choice.has_value();
                if (!choice) {
                    solver.resetNodes();
                    choice = solver.bestMove(board, true);
                }
                if (log)
                    *log << "ply " << board.moves() << " " << (moves.empty() ? "-" : moves) << ": "
                         << solver.nodes() << " nodes" << (choice ? "" : " (budget spent)") << '\n';
                // A weak result only helps when it is not a loss (any move then "keeps" it).
                if (!choice || (!line.exact && choice->score < 0))
                    continue;
                line.column = choice->column;
                line.score = choice->score;
            }
            ++solvedPerPly[board.moves()];
            emit(line);
            move = line.column;
            if (log)
                *log << "ply " << board.moves() << " " << (moves.empty() ? "-" : moves) << " -> "
                     << move + 1 << " score " << line.score << (line.exact ? "" : " (sign)")
                     << "  ["
                     << std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - start)
                            .count()
                     << " s]" << std::endl;
        }
        Board child = board;
        child.play(move);
        if (child.over())
            continue;
        const std::string childMoves = moves + static_cast<char>('1' + move);
        for (int r = 0; r < settings.width; ++r) {
            if (!child.canPlay(r))
                continue;
            Board grand = child;
            grand.play(r);
            if (!grand.over() && grand.moves() <= settings.maxPly)
                queue.push_back(childMoves + static_cast<char>('1' + r));
        }
    }
    if (log)
        for (const auto &[ply, tried] : triedPerPly)
            *log << "ply " << ply << ": solved " << solvedPerPly[ply] << " of " << tried << '\n';
}

std::string formatBookLine(const BookLine &line)
{
    std::ostringstream out;
    out << line.width << ' ' << line.height << ' ' << (line.moves.empty() ? "-" : line.moves) << ' '
        << line.column << ' ' << line.score << ' ' << (line.exact ? 1 : 0);
    return out.str();
}

bool parseBookLine(const std::string &text, BookLine &line)
{
    std::istringstream in(text);
    int exact = 0;
    if (!(in >> line.width >> line.height >> line.moves >> line.column >> line.score >> exact))
        return false;
    if (line.moves == "-")
        line.moves.clear();
    line.exact = exact != 0;
    if (!validSize(line.width, line.height) || line.width > 9)
        return false;
    Board b(line.width, line.height);
    return b.playDigits(line.moves) && !b.over() && b.canPlay(line.column);
}

std::string bookSource(const std::vector<BookLine> &lines, const std::vector<std::string> &commands)
{
    // Group by size; within a size, sort by canonical key.
    std::map<std::pair<int, int>, std::map<Bits, BookLine>> tables;
    for (const BookLine &line : lines) {
        Board b(line.width, line.height);
        b.playDigits(line.moves);
        const bool flip = b.mirroredKey() < b.key();
        BookLine stored = line;
        if (flip)
            stored.column = line.width - 1 - line.column;
        tables[{line.width, line.height}][flip ? b.mirroredKey() : b.key()] = stored;
    }
    std::ostringstream out;
    out << "// Generated by `gridgames-cli connect4 book` (connectfourbookmaker.cpp); do not "
           "edit.\n";
    if (!commands.empty()) {
        out << "// Made by these runs (budget in solver nodes per position, so any machine gives "
               "the same\n// lines), their outputs joined and given to `gridgames-cli connect4 "
               "bookdata`:\n";
        for (const std::string &command : commands)
            out << "//   " << command << '\n';
    }
    out << "// Each entry: mirror-canonical position key, best column (0-based, in the key's "
           "orientation),\n"
        << "// score (issue 3's convention; only the sign when the last field is 0), exact.\n"
        << "// The file is compared line for line with a regenerated one (tools/check_book.py):\n"
        << "// clang-format off\n"
        << "#include \"connectfour/connectfourbook.h\"\n\nnamespace gg::c4 {\nnamespace {\n\n";
    int index = 0;
    for (const auto &[size, entries] : tables) {
        out << "// " << size.first << "x" << size.second << ": " << entries.size()
            << " positions\nconst BookEntry Book" << index++ << "[] = {\n";
        for (const auto &[key, line] : entries)
            out << "    {0x" << std::hex << key << std::dec << "ull, " << line.column << ", "
                << line.score << ", " << (line.exact ? 1 : 0) << "}, // "
                << (line.moves.empty() ? "-" : line.moves) << '\n';
        out << "};\n\n";
    }
    out << "} // namespace\n\nconst BookTable BookTables[] = {\n";
    index = 0;
    for (const auto &[size, entries] : tables) {
        out << "    {" << size.first << ", " << size.second << ", Book" << index << ", "
            << entries.size() << "},\n";
        ++index;
    }
    if (tables.empty())
        out << "    {0, 0, nullptr, 0},\n";
    out << "};\nconst int BookTableCount = " << tables.size()
        << ";\n\n} // namespace gg::c4\n// clang-format on\n";
    return out.str();
}

} // namespace gg::c4
