#pragma once
// Gomoku rules (docs/RULES.md §3): black moves first, players alternate placing one stone on an
// empty point, five (or more) in an unbroken line wins, a full board is a draw. The Game
// keeps the full history for undo/redo and saves by replaying its moves.

#include "gomoku/gomokurenju.h"
#include "gomoku/gomokutypes.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::gomoku {

struct Options
{
    int size = DefaultSize;
    Rule rule = Rule::FiveOrMore;
};

enum class Status { Playing, BlackWon, WhiteWon, Draw };

// Why a move was refused (the UI translates these).
enum class MoveError { None, GameOver, OffBoard, Occupied, Forbidden };

struct MoveResult
{
    MoveError error = MoveError::None;
    Status status = Status::Playing;
    // The stones of the winning line(s) when this move won, in line order.
    std::vector<Point> winningLine;
    bool ok() const { return error == MoveError::None; }
};

// The stones of every winning line through `at` (empty if none) on a row-major `cells`
// board of side `size`, for the colour standing on `at`.
std::vector<Point> winningLineThrough(const std::vector<Stone> &cells, int size, Rule rule,
                                      Point at);

class Game
{
public:
    explicit Game(Options options = {});

    // Starts again with the same options / with new ones (size clamped to the valid range).
    void newGame();
    void newGame(Options options);

    const Options &options() const { return m_options; }
    int size() const { return m_options.size; }
    Rule rule() const { return m_options.rule; }
    bool onBoard(Point p) const;
    Stone at(Point p) const;
    Stone at(int row, int col) const { return at(Point{row, col}); }
    // Row-major stones of the current position.
    const std::vector<Stone> &cells() const { return m_cells; }

    // Black moves first; the colour to move follows from the number of stones.
    Stone toMove() const { return m_cursor % 2 == 0 ? Stone::Black : Stone::White; }
    MoveError check(Point p) const;
    // Under Renju, what black's stone on `p` would be (Forbidden::None otherwise, and for
    // white, an occupied point or a game that is over).
    Forbidden forbidden(Point p) const;
    bool canPlay(Point p) const { return check(p) == MoveError::None; }
    MoveResult play(Point p);
    std::vector<Point> legalMoves() const;

    bool canUndo() const { return m_cursor > 0; }
    bool canRedo() const { return m_cursor < m_history.size(); }
    bool undo();
    bool redo();

    Status status() const { return m_status; }
    bool over() const { return m_status != Status::Playing; }
    Stone winner() const;
    const std::vector<Point> &winningLine() const { return m_winningLine; }
    // The moves played so far (the redo tail excluded).
    std::vector<Point> moves() const;
    int moveCount() const { return static_cast<int>(m_cursor); }
    std::optional<Point> lastMove() const;
    // 1-based number of the move that put the stone on `p`, 0 for an empty point.
    int moveNumberAt(Point p) const;

    // A hint or an undo against the computer marks the game assisted (kept in saves).
    void markAssisted() { m_assisted = true; }
    bool assisted() const { return m_assisted; }

    std::string serialize() const;

    // Game records (issue 19). record(): the moves in the board's notation, column letter A..
    // and row number counted from the bottom as the board labels them ("H8 I9 ..."). psq():
    // Piskvork's .psq text ("Piskvorky 15x15, 11:11, 0", then "x,y,0" per move, 1-based
    // from the top-left corner). fromRecord() reads either (the board size from a .psq
    // header, else `size`) with `rule`; nullopt for anything else or a move that cannot be
    // played, with the 1-based move at fault in `badMove` (0: the text as a whole).
    std::string record() const;
    std::string psq() const;
    static std::optional<Game> fromRecord(std::string_view text, int size, Rule rule,
                                          int *badMove = nullptr);
    // Replays the saved moves; nullopt for anything malformed, illegal or out of range.
    static std::optional<Game> deserialize(std::string_view text);

private:
    int index(Point p) const { return p.row * m_options.size + p.col; }
    void recomputeStatus();

    Options m_options;
    std::vector<Stone> m_cells;
    std::vector<Point> m_history; // every move made, including undone ones (for redo)
    std::size_t m_cursor = 0;
    Status m_status = Status::Playing;
    std::vector<Point> m_winningLine;
    bool m_assisted = false;
};

} // namespace gg::gomoku
