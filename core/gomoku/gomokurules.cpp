#include "gomoku/gomokurules.h"

#include "common/record.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace gg::gomoku {

std::vector<Point> winningLineThrough(const std::vector<Stone> &cells, int size, Rule rule,
                                      Point at)
{
    std::vector<Point> line;
    if (at.row < 0 || at.col < 0 || at.row >= size || at.col >= size)
        return line;
    const Stone stone = cells[at.row * size + at.col];
    if (stone == Stone::Empty)
        return line;
    auto same = [&](int r, int c) {
        return r >= 0 && c >= 0 && r < size && c < size && cells[r * size + c] == stone;
    };
    for (int d = 0; d < DirectionCount; ++d) {
        // Walk back to the start of the unbroken run, then forward to its end.
        int r = at.row;
        int c = at.col;
        while (same(r - DirRow[d], c - DirCol[d])) {
            r -= DirRow[d];
            c -= DirCol[d];
        }
        std::vector<Point> run;
        while (same(r, c)) {
            run.push_back({r, c});
            r += DirRow[d];
            c += DirCol[d];
        }
        const bool wins =
            lineRule(rule, stone) == Rule::ExactlyFive ? run.size() == 5 : run.size() >= 5;
        if (wins)
            line.insert(line.end(), run.begin(), run.end());
    }
    return line;
}

Game::Game(Options options)
{
    newGame(options);
}

void Game::newGame()
{
    newGame(m_options);
}

void Game::newGame(Options options)
{
    options.size = std::clamp(options.size, MinSize, MaxSize);
    if (options.rule != Rule::ExactlyFive && options.rule != Rule::Renju)
        options.rule = Rule::FiveOrMore;
    m_options = options;
    m_cells.assign(static_cast<std::size_t>(options.size * options.size), Stone::Empty);
    m_history.clear();
    m_cursor = 0;
    m_status = Status::Playing;
    m_winningLine.clear();
    m_assisted = false;
}

bool Game::onBoard(Point p) const
{
    return p.row >= 0 && p.col >= 0 && p.row < m_options.size && p.col < m_options.size;
}

Stone Game::at(Point p) const
{
    return onBoard(p) ? m_cells[index(p)] : Stone::Empty;
}

MoveError Game::check(Point p) const
{
    if (over())
        return MoveError::GameOver;
    if (!onBoard(p))
        return MoveError::OffBoard;
    if (m_cells[index(p)] != Stone::Empty)
        return MoveError::Occupied;
    if (forbidden(p) != Forbidden::None)
        return MoveError::Forbidden;
    return MoveError::None;
}

Forbidden Game::forbidden(Point p) const
{
    if (rule() != Rule::Renju || toMove() != Stone::Black || over() || !onBoard(p))
        return Forbidden::None;
    return forbiddenAt(m_cells, size(), p);
}

MoveResult Game::play(Point p)
{
    MoveResult result;
    result.error = check(p);
    if (!result.ok()) {
        result.status = m_status;
        return result;
    }
    m_cells[index(p)] = toMove();
    m_history.resize(m_cursor);
    m_history.push_back(p);
    ++m_cursor;
    recomputeStatus();
    result.status = m_status;
    result.winningLine = m_winningLine;
    return result;
}

std::vector<Point> Game::legalMoves() const
{
    std::vector<Point> moves;
    if (over())
        return moves;
    // Renju: black's forbidden points, found in one pass over the board.
    std::vector<bool> barred(m_cells.size(), false);
    if (rule() == Rule::Renju && toMove() == Stone::Black)
        for (const ForbiddenPoint &fp : forbiddenPoints(m_cells, size()))
            barred[std::size_t(index(fp.point))] = true;
    for (int r = 0; r < size(); ++r)
        for (int c = 0; c < size(); ++c)
            if (m_cells[index({r, c})] == Stone::Empty && !barred[std::size_t(index({r, c}))])
                moves.push_back({r, c});
    return moves;
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    --m_cursor;
    m_cells[index(m_history[m_cursor])] = Stone::Empty;
    recomputeStatus();
    return true;
}

bool Game::redo()
{
    if (!canRedo())
        return false;
    m_cells[index(m_history[m_cursor])] = toMove();
    ++m_cursor;
    recomputeStatus();
    return true;
}

// Every earlier move left the game in play, so only the last move can have ended it.
void Game::recomputeStatus()
{
    m_winningLine.clear();
    m_status = Status::Playing;
    if (m_cursor == 0)
        return;
    const Point last = m_history[m_cursor - 1];
    m_winningLine = winningLineThrough(m_cells, size(), rule(), last);
    if (!m_winningLine.empty())
        m_status = m_cells[index(last)] == Stone::Black ? Status::BlackWon : Status::WhiteWon;
    else if (m_cursor == m_cells.size())
        m_status = Status::Draw;
    else if (rule() == Rule::Renju && toMove() == Stone::Black && m_cells.size() - m_cursor <= 12 &&
             legalMoves().empty())
        m_status = Status::Draw; // every point left is forbidden to black
}

Stone Game::winner() const
{
    if (m_status == Status::BlackWon)
        return Stone::Black;
    if (m_status == Status::WhiteWon)
        return Stone::White;
    return Stone::Empty;
}

std::vector<Point> Game::moves() const
{
    return {m_history.begin(), m_history.begin() + static_cast<std::ptrdiff_t>(m_cursor)};
}

std::optional<Point> Game::lastMove() const
{
    if (m_cursor == 0)
        return std::nullopt;
    return m_history[m_cursor - 1];
}

int Game::moveNumberAt(Point p) const
{
    if (!onBoard(p) || m_cells[index(p)] == Stone::Empty)
        return 0;
    for (std::size_t i = 0; i < m_cursor; ++i)
        if (m_history[i] == p)
            return static_cast<int>(i) + 1;
    return 0;
}

std::string Game::serialize() const
{
    Record record;
    record.set("game", "gomoku");
    record.setInt("version", 1);
    record.setInt("size", size());
    record.setInt("rule", static_cast<int>(rule()));
    std::vector<int> flat;
    for (const Point &p : m_history)
        flat.push_back(index(p));
    record.setInts("moves", flat);
    record.setInt("cursor", static_cast<long long>(m_cursor));
    record.setInt("assisted", m_assisted ? 1 : 0);
    return record.toString();
}

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "gomoku" || record->getInt("version", 1, 1) != 1)
        return std::nullopt;
    auto size = record->getInt("size", MinSize, MaxSize);
    auto rule = record->getInt("rule", 0, 2);
    auto assisted = record->getInt("assisted", 0, 1);
    if (!size || !rule || !assisted)
        return std::nullopt;
    const int n = static_cast<int>(*size);
    auto flat = record->getInts("moves", -1, 0, n * n - 1);
    if (!flat || flat->size() > static_cast<std::size_t>(n * n))
        return std::nullopt;
    auto cursor = record->getInt("cursor", 0, static_cast<long long>(flat->size()));
    if (!cursor)
        return std::nullopt;

    Game game(Options{n, static_cast<Rule>(*rule)});
    // Replay every move, the redo tail too, so nothing in the file is trusted.
    for (int idx : *flat)
        if (!game.play(Point{idx / n, idx % n}).ok())
            return std::nullopt;
    while (game.moveCount() > *cursor)
        game.undo();
    game.m_assisted = *assisted == 1;
    return game;
}

std::string Game::record() const
{
    std::string text;
    for (const Point &p : moves()) {
        if (!text.empty())
            text.push_back(' ');
        text.push_back(static_cast<char>('A' + p.col));
        text += std::to_string(size() - p.row);
    }
    return text;
}

std::string Game::psq() const
{
    std::string text =
        "Piskvorky " + std::to_string(size()) + "x" + std::to_string(size()) + ", 11:11, 0\n";
    for (const Point &p : moves())
        text += std::to_string(p.col + 1) + "," + std::to_string(p.row + 1) + ",0\n";
    return text;
}

std::optional<Game> Game::fromRecord(std::string_view text, int size, Rule rule, int *badMove)
{
    auto fail = [&](int move) -> std::optional<Game> {
        if (badMove)
            *badMove = move;
        return std::nullopt;
    };
    std::vector<Point> points;
    const bool psqText = text.substr(0, 9) == "Piskvorky";
    if (psqText) {
        // "Piskvorky NxN, ..." then "x,y,time" lines; the first other line ends the moves
        // (Piskvork writes engine names and results after them).
        const auto end = text.find('\n');
        const std::string_view header = text.substr(0, end);
        const auto x = header.size() > 10 ? header.find('x', 10) : std::string_view::npos;
        size = x == std::string_view::npos
                   ? 0
                   : std::atoi(std::string(header.substr(10, x - 10)).c_str());
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        while (!text.empty()) {
            const auto lineEnd = text.find('\n');
            std::string line(text.substr(0, lineEnd));
            text =
                lineEnd == std::string_view::npos ? std::string_view() : text.substr(lineEnd + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            int col = 0, row = 0, ms = 0;
            char tail = 0;
            if (std::sscanf(line.c_str(), "%d,%d,%d%c", &col, &row, &ms, &tail) != 3)
                break;
            points.push_back({row - 1, col - 1});
        }
    } else {
        std::size_t i = 0;
        while (i < text.size()) {
            const char c = text[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == ',') {
                ++i;
                continue;
            }
            const char letter = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
            if (letter < 'A' || letter > 'Z')
                return fail(int(points.size()) + 1);
            ++i;
            int number = 0;
            int digits = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 3) {
                number = number * 10 + (text[i] - '0');
                ++i;
                ++digits;
            }
            if (digits == 0)
                return fail(int(points.size()) + 1);
            points.push_back({size - number, letter - 'A'});
        }
    }
    if (size != DefaultSize && size != LargeSize)
        return fail(0);
    Options options;
    options.size = size;
    options.rule = rule;
    Game game(options);
    for (std::size_t m = 0; m < points.size(); ++m)
        if (!game.play(points[m]).ok())
            return fail(int(m) + 1);
    if (points.empty())
        return fail(0);
    if (badMove)
        *badMove = -1;
    return game;
}

} // namespace gg::gomoku
