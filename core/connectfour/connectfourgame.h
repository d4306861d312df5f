#pragma once
// A game of Connect Four for the UI (docs/RULES.md §2, issue 3): options, the move history with
// undo/redo, status, the winning four, the last move, and a save format that is replayed
// (never trusted) on load. The computer player lives in connectfourai.h; this class only
// records which colour it plays.

#include "common/rng.h"
#include "connectfour/connectfourboard.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gg::c4 {

enum class Level { Easy, Medium, Hard, Expert };
enum class Opponent { Human, Computer };
// Who moves first (red) in a game against the computer.
enum class FirstPlayer { Human, Computer, Random };
enum class Status { Playing, RedWon, YellowWon, Draw };

struct Options
{
    int width = DefaultWidth; // the UI offers 8 (default) and 7; any validSize() works
    int height = DefaultHeight;
    Opponent opponent = Opponent::Computer;
    FirstPlayer first = FirstPlayer::Human;
    Level level = Level::Medium;

    bool operator==(const Options &) const = default;
};

// Why a drop was refused; the UI shows it (a full column "refuses visibly").
enum class DropError { None, GameOver, NoSuchColumn, ColumnFull };

// What one drop did, for the UI to animate.
struct DropResult
{
    DropError error = DropError::None;
    int column = -1;
    int row = -1; // where the disc landed
    Disc disc = Disc::None;
    Status status = Status::Playing; // after the drop
};

class Game
{
public:
    explicit Game(const Options &options = {}, std::uint64_t seed = Rng::randomSeed());

    // Starts again with the same options (a Random first player is drawn again).
    void newGame();
    void newGame(const Options &options);

    const Options &options() const { return m_options; }
    // The colour the computer plays: None in a two-human game.
    Disc computerDisc() const { return m_computer; }
    bool isComputerTurn() const { return status() == Status::Playing && toMove() == m_computer; }

    const Board &board() const { return m_board; }
    int width() const { return m_board.width(); }
    int height() const { return m_board.height(); }
    Disc at(int col, int row) const { return m_board.at(col, row); }
    Disc toMove() const { return m_board.toMove(); }
    Status status() const;
    bool over() const { return status() != Status::Playing; }

    // Can the side to move drop into `col` now?
    DropError check(int col) const;
    bool canDrop(int col) const { return check(col) == DropError::None; }
    // Drops a disc for the side to move (human or computer); clears the redo list.
    DropResult drop(int col);

    // Single plies, as in a two-human game.
    bool canUndo() const { return m_cursor > 0; }
    bool canRedo() const { return m_cursor < m_moves.size(); }
    bool undo();
    bool redo();
    // Against the computer, one undo takes back the human's last move and the computer's
    // reply (or only the human's move while the computer is still to reply), so it is the
    // human's turn again. In a two-human game it is undo(). False (and no change) when
    // there is no human move to take back.
    bool canUndoTurn() const;
    bool undoTurn();
    // The inverse: replays the human's move and the computer's reply if it was recorded.
    bool canRedoTurn() const { return canRedo(); }
    bool redoTurn();

    // Moves played so far (0-based columns), not counting undone ones.
    std::vector<int> moves() const
    {
        return {m_moves.begin(), m_moves.begin() + static_cast<std::ptrdiff_t>(m_cursor)};
    }
    int moveCount() const { return static_cast<int>(m_cursor); }
    // (column, row) of the last disc dropped, if any.
    std::optional<std::pair<int, int>> lastMove() const;
    // Cells of the winning four(s), empty unless someone won.
    std::vector<std::pair<int, int>> winningCells() const { return m_board.winningFour(); }

    // The game record (issue 19): the columns played, 1-based digits ("4453"), the format
    // of `connect4 solve` and other solvers, so it pastes into them.
    std::string record() const;
    // A two-player game on a board `width` wide holding the moves of `text` (a move string,
    // spaces and a trailing newline allowed); nullopt with `error` set for anything else: a
    // character that is not a column digit, a column beyond the board, a full column, a move
    // after the game ended, or no move at all. `at` gets the 1-based move at fault.
    enum class RecordError { None, Empty, BadCharacter, ColumnOutOfRange, ColumnFull, AfterEnd };
    static std::optional<Game> fromRecord(std::string_view text, int width,
                                          RecordError *error = nullptr, int *at = nullptr);

    // A hint was used (or anything else the UI counts as help): the result is not clean.
    bool assisted() const { return m_assisted; }
    void markAssisted() { m_assisted = true; }

    std::string serialize() const;
    // Replays the saved moves; nullopt for anything malformed, inconsistent or out of range.
    static std::optional<Game> deserialize(std::string_view text);

private:
    void rebuild(); // m_board from the first m_cursor moves
    Disc drawComputer();

    Options m_options;
    Rng m_rng;
    Disc m_computer = Disc::None;
    Board m_board;
    std::vector<int> m_moves; // every move, including undone ones kept for redo
    std::size_t m_cursor = 0; // m_moves[0..m_cursor) are on the board
    bool m_assisted = false;
};

// Names used in save files (stable ASCII, never translated).
const char *levelName(Level level);
std::optional<Level> levelFromName(std::string_view name);

} // namespace gg::c4
