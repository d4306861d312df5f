#include "zousi/zousigame.h"

#include "common/record.h"

#include <bit>

namespace gg::zousi {

Game::Game(GameOptions options)
{
    newGame(options);
}

void Game::newGame(GameOptions options)
{
    newGame(Position::start(options.first));
}

void Game::newGame(const Position &start)
{
    m_states.assign(1, State{start, 0});
    m_plies.clear();
    m_cursor = 0;
    m_agreed = false;
    m_assisted = false;
}

std::vector<Move> Game::legalMoves() const
{
    if (over())
        return {};
    return zousi::legalMoves(position());
}

std::vector<int> Game::movablePieces() const
{
    std::vector<int> cells;
    for (Move move : legalMoves())
        if (!move.isPass() && (cells.empty() || cells.back() != move.from))
            cells.push_back(move.from);
    return cells;
}

std::vector<int> Game::targets(int from) const
{
    std::vector<int> cells;
    for (Move move : legalMoves())
        if (!move.isPass() && move.from == from)
            cells.push_back(move.to);
    return cells;
}

bool Game::mustPass() const
{
    const auto moves = legalMoves();
    return moves.size() == 1 && moves.front().isPass();
}

bool Game::isLegal(Move move) const
{
    for (Move legal : legalMoves())
        if (legal == move)
            return true;
    return false;
}

MoveReport Game::play(Move move)
{
    MoveReport report;
    report.move = move;
    report.mover = toMove();
    if (!isLegal(move)) {
        report.status = status();
        return report;
    }
    Ply ply{move, toMove(), 0};
    State next;
    next.pos = applyMove(position(), move, &ply.captured);
    next.quiet = ply.captured ? 0 : m_states[m_cursor].quiet + 1;
    // A new move replaces whatever had been undone.
    m_states.resize(m_cursor + 1);
    m_plies.resize(m_cursor);
    m_states.push_back(next);
    m_plies.push_back(ply);
    ++m_cursor;

    report.ok = true;
    for (unsigned rest = ply.captured; rest; rest &= rest - 1)
        report.captured.push_back(std::countr_zero(rest));
    report.status = status();
    report.nextMustPass = mustPass();
    return report;
}

bool Game::agreeDraw()
{
    if (over())
        return false;
    m_agreed = true;
    return true;
}

bool Game::undo()
{
    if (m_agreed) {
        m_agreed = false;
        return true;
    }
    if (m_cursor == 0)
        return false;
    --m_cursor;
    return true;
}

bool Game::redo()
{
    if (!canRedo())
        return false;
    ++m_cursor;
    return true;
}

std::vector<std::string> Game::moveList() const
{
    std::vector<std::string> list;
    for (std::size_t i = 0; i < m_cursor; ++i) {
        std::string text = moveName(m_plies[i].move);
        text.append(static_cast<std::size_t>(bitCount(unsigned{m_plies[i].captured})), '*');
        list.push_back(std::move(text));
    }
    return list;
}

int Game::repetitions() const
{
    const Position &now = position();
    int seen = 0;
    // Captures cannot be undone, so only the positions since the last one can repeat.
    const std::size_t first = m_cursor - static_cast<std::size_t>(m_states[m_cursor].quiet);
    for (std::size_t i = first; i <= m_cursor; ++i)
        if (m_states[i].pos == now)
            ++seen;
    return seen;
}

Status Game::status() const
{
    if (m_agreed)
        return Status::DrawAgreed;
    const State &state = m_states[m_cursor];
    if (auto winner = state.pos.winner())
        return *winner == Side::X ? Status::XWins : Status::OWins;
    if (repetitions() >= RepetitionLimit)
        return Status::DrawRepetition;
    if (state.quiet >= NoCaptureLimit)
        return Status::DrawNoCapture;
    return Status::Playing;
}

std::string Game::serialize() const
{
    Record record;
    record.set("game", "zousi");
    record.setInt("version", 1);
    record.set("start", startPosition().toString());
    std::string moves;
    for (const Ply &ply : m_plies) {
        if (!moves.empty())
            moves.push_back(' ');
        moves += moveName(ply.move);
    }
    record.set("moves", moves);
    record.setInt("cursor", static_cast<long long>(m_cursor));
    record.setInt("agreed", m_agreed ? 1 : 0);
    record.setInt("assisted", m_assisted ? 1 : 0);
    return record.toString();
}

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "zousi" || record->getInt("version", 1, 1) != 1)
        return std::nullopt;
    auto startText = record->get("start");
    if (!startText)
        return std::nullopt;
    auto start = Position::parse(*startText);
    if (!start)
        return std::nullopt;
    Game game;
    game.newGame(*start);
    // Replay every move: each must be legal in the position it is played from, and the
    // game must not have ended before it.
    for (const auto &word : splitSpaces(record->get("moves").value_or(""))) {
        auto move = parseMove(word);
        if (!move || !game.play(*move).ok)
            return std::nullopt;
    }
    auto cursor = record->getInt("cursor", 0, game.plyCount());
    auto agreed = record->getInt("agreed", 0, 1);
    auto assisted = record->getInt("assisted", 0, 1);
    if (!cursor || !agreed || !assisted)
        return std::nullopt;
    game.m_cursor = static_cast<std::size_t>(*cursor);
    if (*agreed == 1 && !game.agreeDraw())
        return std::nullopt;
    game.m_assisted = *assisted == 1;
    return game;
}

std::string Game::record() const
{
    std::string text = startPosition().toString() + '\n';
    for (std::size_t i = 0; i < m_cursor; ++i) {
        if (i > 0)
            text.push_back(' ');
        text += moveName(m_plies[i].move);
    }
    text.push_back('\n');
    return text;
}

std::optional<Game> Game::fromRecord(std::string_view text, int *badPly)
{
    auto fail = [&](int ply) -> std::optional<Game> {
        if (badPly)
            *badPly = ply;
        return std::nullopt;
    };
    // Lines: the position, then the moves (which may be missing or empty).
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string_view::npos)
        lines.pop_back();
    if (lines.empty() || lines.size() > 2)
        return fail(0);
    const auto start = Position::parse(lines[0]);
    if (!start || start->over())
        return fail(0);
    Game game;
    game.newGame(*start);
    int ply = 0;
    std::string_view moves = lines.size() > 1 ? lines[1] : std::string_view();
    while (!moves.empty()) {
        const auto space = moves.find(' ');
        const std::string_view word = moves.substr(0, space);
        moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        if (word.empty())
            continue;
        ++ply;
        const auto move = parseMove(word);
        if (!move || game.over() || !game.play(*move).ok)
            return fail(ply);
    }
    if (badPly)
        *badPly = -1;
    return game;
}

} // namespace gg::zousi
