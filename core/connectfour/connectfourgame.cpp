#include "connectfour/connectfourgame.h"

#include "common/record.h"

namespace gg::c4 {
namespace {

constexpr const char *LevelNames[] = {"easy", "medium", "hard", "expert"};

const char *discName(Disc d)
{
    return d == Disc::Red ? "red" : d == Disc::Yellow ? "yellow" : "none";
}

std::optional<Disc> discFromName(std::string_view name)
{
    if (name == "red")
        return Disc::Red;
    if (name == "yellow")
        return Disc::Yellow;
    if (name == "none")
        return Disc::None;
    return std::nullopt;
}

} // namespace

const char *levelName(Level level)
{
    return LevelNames[static_cast<int>(level)];
}

std::optional<Level> levelFromName(std::string_view name)
{
    for (int i = 0; i < 4; ++i)
        if (name == LevelNames[i])
            return static_cast<Level>(i);
    return std::nullopt;
}

Game::Game(const Options &options, std::uint64_t seed) : m_rng(seed)
{
    newGame(options);
}

void Game::newGame()
{
    newGame(m_options);
}

void Game::newGame(const Options &options)
{
    m_options = options;
    if (!validSize(m_options.width, m_options.height)) {
        m_options.width = DefaultWidth;
        m_options.height = DefaultHeight;
    }
    m_computer = drawComputer();
    m_moves.clear();
    m_cursor = 0;
    m_assisted = false;
    rebuild();
}

Disc Game::drawComputer()
{
    if (m_options.opponent == Opponent::Human)
        return Disc::None;
    switch (m_options.first) {
    case FirstPlayer::Human:
        return Disc::Yellow;
    case FirstPlayer::Computer:
        return Disc::Red;
    case FirstPlayer::Random:
        return m_rng.below(2) ? Disc::Red : Disc::Yellow;
    }
    return Disc::Yellow;
}

void Game::rebuild()
{
    m_board = Board(m_options.width, m_options.height);
    for (std::size_t i = 0; i < m_cursor; ++i)
        m_board.play(m_moves[i]);
}

Status Game::status() const
{
    if (m_board.lastMoverWon())
        return m_board.toMove() == Disc::Red ? Status::YellowWon : Status::RedWon;
    if (m_board.full())
        return Status::Draw;
    return Status::Playing;
}

DropError Game::check(int col) const
{
    if (over())
        return DropError::GameOver;
    if (col < 0 || col >= m_board.width())
        return DropError::NoSuchColumn;
    if (!m_board.canPlay(col))
        return DropError::ColumnFull;
    return DropError::None;
}

DropResult Game::drop(int col)
{
    DropResult result;
    result.error = check(col);
    result.column = col;
    result.status = status();
    if (result.error != DropError::None)
        return result;
    result.row = m_board.landingRow(col);
    result.disc = m_board.toMove();
    m_moves.resize(m_cursor);
    m_moves.push_back(col);
    ++m_cursor;
    m_board.play(col);
    result.status = status();
    return result;
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    --m_cursor;
    rebuild();
    return true;
}

bool Game::redo()
{
    if (!canRedo())
        return false;
    m_board.play(m_moves[m_cursor]);
    ++m_cursor;
    return true;
}

bool Game::canUndoTurn() const
{
    if (m_computer == Disc::None)
        return canUndo();
    // Is there a human move on the board? Ply i (0-based) was played by red when i is even.
    for (std::size_t i = 0; i < m_cursor; ++i)
        if ((i % 2 == 0 ? Disc::Red : Disc::Yellow) != m_computer)
            return true;
    return false;
}

bool Game::undoTurn()
{
    if (!canUndoTurn())
        return false;
    if (m_computer == Disc::None)
        return undo();
    // Take back plies until a human move has gone and it is the human's turn.
    bool humanUndone = false;
    while (m_cursor > 0 && !(humanUndone && toMove() != m_computer)) {
        const Disc mover = ((m_cursor - 1) % 2 == 0) ? Disc::Red : Disc::Yellow;
        --m_cursor;
        if (mover != m_computer)
            humanUndone = true;
        rebuild();
    }
    return true;
}

bool Game::redoTurn()
{
    if (!canRedo())
        return false;
    redo();
    // Against the computer, also replay its recorded reply.
    if (m_computer != Disc::None && toMove() == m_computer && canRedo() && !over())
        redo();
    return true;
}

std::optional<std::pair<int, int>> Game::lastMove() const
{
    if (m_cursor == 0)
        return std::nullopt;
    const int col = m_moves[m_cursor - 1];
    return std::make_pair(col, m_board.columnHeight(col) - 1);
}

std::string Game::serialize() const
{
    Record record;
    record.set("game", "connectfour");
    record.setInt("version", 1);
    record.setInt("width", m_options.width);
    record.setInt("height", m_options.height);
    record.set("opponent", m_options.opponent == Opponent::Computer ? "computer" : "human");
    record.set("first", m_options.first == FirstPlayer::Human      ? "human"
                        : m_options.first == FirstPlayer::Computer ? "computer"
                                                                   : "random");
    record.set("level", levelName(m_options.level));
    record.set("computer", discName(m_computer));
    record.setInts("moves", m_moves);
    record.setInt("cursor", static_cast<long long>(m_cursor));
    record.setInt("assisted", m_assisted ? 1 : 0);
    record.set("rng", m_rng.toString());
    return record.toString();
}

std::optional<Game> Game::deserialize(std::string_view text)
{
    auto record = Record::parse(text);
    if (!record || record->get("game") != "connectfour" || record->getInt("version", 1, 1) != 1)
        return std::nullopt;
    auto width = record->getInt("width", MinSide, 16);
    auto height = record->getInt("height", MinSide, 16);
    auto opponent = record->get("opponent");
    auto first = record->get("first");
    auto level = levelFromName(record->get("level").value_or(""));
    auto computer = discFromName(record->get("computer").value_or(""));
    auto assisted = record->getInt("assisted", 0, 1);
    if (!width || !height || !validSize(static_cast<int>(*width), static_cast<int>(*height)) ||
        !opponent || !first || !level || !computer || !assisted)
        return std::nullopt;
    Options options;
    options.width = static_cast<int>(*width);
    options.height = static_cast<int>(*height);
    options.level = *level;
    if (*opponent == "computer")
        options.opponent = Opponent::Computer;
    else if (*opponent == "human")
        options.opponent = Opponent::Human;
    else
        return std::nullopt;
    if (*first == "human")
        options.first = FirstPlayer::Human;
    else if (*first == "computer")
        options.first = FirstPlayer::Computer;
    else if (*first == "random")
        options.first = FirstPlayer::Random;
    else
        return std::nullopt;
    // The computer's colour must agree with the options (Random may have drawn either).
    const bool vsComputer = options.opponent == Opponent::Computer;
    if (vsComputer != (*computer != Disc::None))
        return std::nullopt;
    if (vsComputer && options.first == FirstPlayer::Human && *computer != Disc::Yellow)
        return std::nullopt;
    if (vsComputer && options.first == FirstPlayer::Computer && *computer != Disc::Red)
        return std::nullopt;

    const int cells = options.width * options.height;
    auto moves = record->getInts("moves", -1, 0, options.width - 1);
    if (!moves || static_cast<int>(moves->size()) > cells)
        return std::nullopt;
    auto cursor = record->getInt("cursor", 0, static_cast<long long>(moves->size()));
    if (!cursor)
        return std::nullopt;

    Game game(options, 1);
    if (auto rng = record->get("rng"); !rng || !game.m_rng.fromString(*rng))
        return std::nullopt;
    game.m_computer = *computer;
    game.m_assisted = *assisted != 0;
    // Replay every move, including the undone ones kept for redo: each must be legal.
    for (int col : *moves)
        if (game.drop(col).error != DropError::None)
            return std::nullopt;
    game.m_cursor = static_cast<std::size_t>(*cursor);
    game.rebuild();
    return game;
}

std::string Game::record() const
{
    std::string text;
    for (int col : moves())
        text.push_back(static_cast<char>('1' + col));
    return text;
}

std::optional<Game> Game::fromRecord(std::string_view text, int width, RecordError *error, int *at)
{
    auto fail = [&](RecordError e, int position) -> std::optional<Game> {
        if (error)
            *error = e;
        if (at)
            *at = position;
        return std::nullopt;
    };
    Options options;
    options.width = width;
    options.height = DefaultHeight;
    options.opponent = Opponent::Human;
    if (!validSize(options.width, options.height) || width > 9)
        return fail(RecordError::ColumnOutOfRange, 0);
    Game game(options, 1);
    int moveNumber = 0;
    bool any = false;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        ++moveNumber;
        if (c < '1' || c > '9')
            return fail(RecordError::BadCharacter, moveNumber);
        const int col = c - '1';
        if (col >= width)
            return fail(RecordError::ColumnOutOfRange, moveNumber);
        if (game.over())
            return fail(RecordError::AfterEnd, moveNumber);
        if (!game.canDrop(col))
            return fail(RecordError::ColumnFull, moveNumber);
        game.drop(col);
        any = true;
    }
    if (!any)
        return fail(RecordError::Empty, 0);
    if (error)
        *error = RecordError::None;
    return game;
}

} // namespace gg::c4
