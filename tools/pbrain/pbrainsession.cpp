#include "pbrainsession.h"

#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuswap2.h"

#include <cstdlib>

#include "common/record.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <ostream>

#ifndef GG_VERSION
#define GG_VERSION "0"
#endif

namespace gg::pbrain {

using gomoku::Point;
using gomoku::Stone;

namespace {

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
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

// Splits "a,b,c" into its comma-separated integers (spaces allowed around them).
std::optional<std::vector<long long>> numbers(const std::string &text, std::size_t count)
{
    std::vector<long long> values;
    std::size_t start = 0;
    while (true) {
        const auto comma = text.find(',', start);
        const std::string part = trim(
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        auto value = parseInteger(part);
        if (!value)
            return std::nullopt;
        values.push_back(*value);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    if (values.size() != count)
        return std::nullopt;
    return values;
}

} // namespace

Session::Session(std::ostream &out) : m_out(out) {}

void Session::answer(const std::string &text)
{
    // Answers quote bad input back; a hostile line is never echoed whole.
    if (text.size() > MaxAnswer)
        m_out << text.substr(0, MaxAnswer) << "...";
    else
        m_out << text;
    m_out << '\n';
    m_out.flush();
}

void Session::refuseLongLine()
{
    answer("ERROR line longer than " + std::to_string(MaxLine) + " bytes ignored");
}

int Session::moveBudgetMs() const
{
    if (m_timeoutTurn <= 0)
        return 0;
    // Leave a safety margin for process and pipe overhead (at 1 s the slowest answer
    // measured in the matches against Rapfi was 0.91 s).
    const long long margin = std::clamp(m_timeoutTurn / 20, 30LL, 300LL);
    long long budget = m_timeoutTurn - margin;
    if (m_timeoutMatch > 0 && m_timeLeft >= 0)
        budget = std::min(budget, (m_timeLeft - 100) / 10);
    return static_cast<int>(std::clamp(budget, 0LL, 600'000LL));
}

void Session::start(int width, int height)
{
    if (width != height || width < gomoku::MinSize || width > gomoku::MaxSize) {
        // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on
        // "x" + std::to_string(height).
        std::string message = "ERROR unsupported board size ";
        message += std::to_string(width);
        if (width != height) {
            message.push_back('x');
            message += std::to_string(height);
        }
        message += " (square, 5 to 32)";
        answer(message);
        return;
    }
    m_size = width;
    m_stones.clear();
    rebuild();
    if (!m_ai)
        m_ai = std::make_unique<gomoku::Ai>(gomoku::AiSettings{});
    answer("OK");
}

void Session::rebuild()
{
    m_board = std::make_unique<gomoku::Board>(m_size, m_rule);
    for (const Placed &s : m_stones)
        m_board->place(m_board->index(s.point), s.stone);
}

std::optional<Point> Session::parsePoint(const std::string &text) const
{
    auto values = numbers(text, 2);
    if (!values)
        return std::nullopt;
    const long long x = (*values)[0];
    const long long y = (*values)[1];
    if (x < 0 || y < 0 || x >= m_size || y >= m_size)
        return std::nullopt;
    return Point{static_cast<int>(y), static_cast<int>(x)};
}

bool Session::occupied(Point p) const
{
    return std::any_of(m_stones.begin(), m_stones.end(),
                       [&](const Placed &s) { return s.point == p; });
}

void Session::think()
{
    if (m_board->full()) {
        answer("ERROR the board is full");
        return;
    }
    gomoku::AiSettings settings = m_ai->settings();
    settings.level = gomoku::Level::Expert;
    settings.timeMs = moveBudgetMs();
    m_ai->setSettings(settings);
    // The session keeps its own stones as black. Under Renju the colours matter (black moved
    // first and has forbidden points): with fewer stones than the opponent we are white, and
    // the engine sees the board with the true colours.
    std::size_t own = 0;
    for (const Placed &s : m_stones)
        own += s.stone == Stone::Black;
    gomoku::AiMove move;
    if (m_rule == gomoku::Rule::Renju && 2 * own < m_stones.size()) {
        gomoku::Board board(m_size, m_rule);
        for (const Placed &s : m_stones)
            board.place(board.index(s.point), gomoku::opponent(s.stone));
        move = m_ai->choose(board, Stone::White);
    } else {
        move = m_ai->choose(*m_board, Stone::Black);
    }
    Point p = move.point;
    // Never trust the answer blindly: an occupied or off-board point is never sent.
    if (!move.valid() || p.row < 0 || p.col < 0 || p.row >= m_size || p.col >= m_size ||
        occupied(p)) {
        for (int idx : m_board->points())
            if (m_board->isEmpty(idx)) {
                p = m_board->point(idx);
                break;
            }
    }
    m_stones.push_back({p, Stone::Black});
    m_board->place(m_board->index(p), Stone::Black);
    answer(std::to_string(p.col) + "," + std::to_string(p.row));
}

// Swap2 (core/gomoku/gomokuswap2.h): on an empty board the brain proposes three stones
// (black, white, black) whose position short searches find closest to even; with three or
// five stones (white to move) it answers SWAP when white stands worse (it takes black); with
// three, close to even, it places two more (white, black) for the opponent to choose;
// else it plays white's move.
void Session::swap2()
{
    auto coord = [](Point p) { return std::to_string(p.col) + "," + std::to_string(p.row); };
    const std::size_t n = m_stones.size();
    if (n == 0) {
        // Short searches of two dozen candidates, within the turn's budget.
        const std::array<Point, 3> chosen =
            gomoku::swap2Proposal(m_size, m_rule, 0, std::max(1, moveBudgetMs() / 32));
        m_stones = {
            {chosen[0], Stone::Black}, {chosen[1], Stone::White}, {chosen[2], Stone::Black}};
        rebuild();
        answer(coord(chosen[0]) + " " + coord(chosen[1]) + " " + coord(chosen[2]));
        return;
    }
    if (n != 3 && n != 5) {
        answer("ERROR SWAP2BOARD needs 0, 3 or 5 stones");
        return;
    }
    // The true colours: the stones in the order given, black first; white is to move.
    gomoku::Board board(m_size, m_rule);
    for (std::size_t i = 0; i < n; ++i)
        board.place(board.index(m_stones[i].point), i % 2 == 0 ? Stone::Black : Stone::White);
    // White's best move and how the search judges it: forced to defend, or worse off after
    // the search, white is the side to leave to the opponent.
    gomoku::AiSettings settings = m_ai->settings();
    settings.level = gomoku::Level::Expert;
    // With three stones two more may be the answer, and placing them searches too: white's
    // move gets a little over half the turn, the twelve balancing searches the rest.
    const int budget = moveBudgetMs();
    settings.timeMs = n == 3 ? budget * 11 / 20 : budget;
    m_ai->setSettings(settings);
    const gomoku::AiMove move = m_ai->choose(board, Stone::White);
    const gomoku::Swap2Choice choice = gomoku::swap2Judge(move, n == 3);
    if (choice == gomoku::Swap2Choice::PlayBlack) {
        answer("SWAP");
        return;
    }
    if (choice == gomoku::Swap2Choice::PlaceTwo) {
        // Close to even: two more stones (white, black), and the opponent chooses.
        const std::array<Point, 2> two =
            gomoku::swap2Balance(board, *m_ai, std::max(1, budget / 32), &move);
        m_stones.push_back({two[0], Stone::Black});
        m_stones.push_back({two[1], Stone::White});
        rebuild();
        answer(coord(two[0]) + " " + coord(two[1]));
        return;
    }
    Point p = move.point;
    if (!move.valid() || occupied(p) || p.row < 0 || p.col < 0 || p.row >= m_size ||
        p.col >= m_size)
        for (int idx : board.points())
            if (board.isEmpty(idx)) {
                p = board.point(idx);
                break;
            }
    m_stones.push_back({p, Stone::Black});
    rebuild();
    answer(coord(p));
}

void Session::boardLine(const std::string &line)
{
    auto values = numbers(line, 3);
    if (!values) {
        m_boardError = true;
        return;
    }
    const long long x = (*values)[0];
    const long long y = (*values)[1];
    const long long field = (*values)[2];
    const Point p{static_cast<int>(y), static_cast<int>(x)};
    if (x < 0 || y < 0 || x >= m_size || y >= m_size || field < 1 || field > 3 || occupied(p)) {
        m_boardError = true;
        return;
    }
    // Field 3 (a continuous game's winning-line stone) is dead for both sides; it is kept
    // as an opponent stone so it is never played on and never counted as ours.
    m_stones.push_back({p, field == 1 ? Stone::Black : Stone::White});
}

void Session::info(const std::vector<std::string> &words)
{
    if (words.size() < 3)
        return;
    const std::string key = words[1];
    auto value = parseInteger(words[2]);
    if (!value)
        return;
    if (key == "timeout_turn")
        m_timeoutTurn = std::max(0LL, *value);
    else if (key == "timeout_match")
        m_timeoutMatch = std::max(0LL, *value);
    else if (key == "time_left")
        m_timeLeft = std::max(0LL, *value);
    else if (key == "rule") {
        // Gomocup's bits: 1 exactly five, 4 Renju (2, a continuous game, is ignored).
        const auto rule = (*value & 4)   ? gomoku::Rule::Renju
                          : (*value & 1) ? gomoku::Rule::ExactlyFive
                                         : gomoku::Rule::FiveOrMore;
        if (rule != m_rule) {
            m_rule = rule;
            if (m_size > 0)
                rebuild();
        }
    }
    // max_memory, game_type, evaluate, folder: accepted and ignored.
}

bool Session::handle(const std::string &rawLine)
{
    const std::string line = trim(rawLine);
    if (line.empty())
        return true;
    if (m_inBoard) {
        if (upper(line) == "DONE") {
            m_inBoard = false;
            if (m_boardError) {
                m_stones.clear();
                rebuild();
                answer("ERROR bad BOARD data");
                return true;
            }
            rebuild();
            if (m_swap2)
                swap2();
            else
                think();
        } else {
            boardLine(line);
        }
        return true;
    }
    const auto space = line.find_first_of(" \t");
    const std::string command = upper(line.substr(0, space));
    const std::string rest = space == std::string::npos ? "" : trim(line.substr(space + 1));

    if (command == "END")
        return false;
    if (command == "ABOUT") {
        answer("name=\"pbrain-gridgames\", version=\"" GG_VERSION
               "\", author=\"Grid Games\", country=\"Unknown\"");
        return true;
    }
    if (command == "INFO") {
        info(splitSpaces(line));
        return true;
    }
    if (command == "START") {
        auto size = parseInteger(rest);
        if (!size || *size < 0 || *size > 1000)
            answer("ERROR START needs a board size");
        else
            start(static_cast<int>(*size), static_cast<int>(*size));
        return true;
    }
    if (command == "RECTSTART") {
        auto values = numbers(rest, 2);
        if (!values || (*values)[0] < 0 || (*values)[1] < 0 || (*values)[0] > 1000 ||
            (*values)[1] > 1000)
            answer("ERROR RECTSTART needs width,height");
        else
            start(static_cast<int>((*values)[0]), static_cast<int>((*values)[1]));
        return true;
    }
    if (m_size == 0) {
        if (command == "RESTART" || command == "BEGIN" || command == "TURN" || command == "BOARD" ||
            command == "TAKEBACK" || command == "PLAY")
            answer("ERROR no game: send START first");
        else
            answer("UNKNOWN " + command);
        return true;
    }
    if (command == "RESTART") {
        m_stones.clear();
        rebuild();
        answer("OK");
    } else if (command == "BEGIN") {
        if (!m_stones.empty())
            answer("ERROR BEGIN on a board that is not empty");
        else
            think();
    } else if (command == "TURN" || command == "PLAY") {
        auto p = parsePoint(rest);
        if (!p)
            answer("ERROR bad coordinates '" + rest + "'");
        else if (occupied(*p))
            answer("ERROR point " + rest + " is occupied");
        else if (command == "TURN") {
            m_stones.push_back({*p, Stone::White});
            m_board->place(m_board->index(*p), Stone::White);
            think();
        } else {
            // PLAY: the manager dictates our move; echo it.
            m_stones.push_back({*p, Stone::Black});
            m_board->place(m_board->index(*p), Stone::Black);
            answer(std::to_string(p->col) + "," + std::to_string(p->row));
        }
    } else if (command == "BOARD" || command == "SWAP2BOARD") {
        m_stones.clear();
        m_inBoard = true;
        m_boardError = false;
        m_swap2 = command == "SWAP2BOARD";
    } else if (command == "TAKEBACK") {
        auto p = parsePoint(rest);
        auto it = p ? std::find_if(m_stones.begin(), m_stones.end(),
                                   [&](const Placed &s) { return s.point == *p; })
                    : m_stones.end();
        if (it == m_stones.end()) {
            answer("ERROR no stone at '" + rest + "'");
        } else {
            m_stones.erase(it);
            rebuild();
            answer("OK");
        }
    } else {
        answer("UNKNOWN " + command);
    }
    return true;
}

} // namespace gg::pbrain
