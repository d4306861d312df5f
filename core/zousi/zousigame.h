#pragma once
// A Zou Si Qi game for the UI (docs/RULES.md §6): history with undo/redo, pass handling, the
// draw rules (agreement, third repetition, 100 plies without a capture) and a save format
// that is replayed, never trusted, on load.
//
// Passes are explicit plies: when the side to move has no step, mustPass() is true, the
// only legal move is Move::pass(), and the UI shows a message and calls pass() (the AI
// returns a pass in that case too). Passes count for the 100-ply rule and repetition.

#include "zousi/zousirules.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::zousi {

enum class Status {
    Playing,
    XWins,
    OWins,
    DrawRepetition, // the same position, same side to move, for the third time
    DrawNoCapture,  // 100 plies (passes included) in a row without a capture
    DrawAgreed,
};

struct GameOptions
{
    Side first = Side::X; // who moves first from the start position
};

// What one ply did, for animation and the move list.
struct MoveReport
{
    bool ok = false; // false: illegal move or the game is over; nothing changed
    Move move;
    Side mover = Side::X;
    std::vector<int> captured;       // cells whose enemy pieces were removed, ascending
    Status status = Status::Playing; // after the ply
    bool nextMustPass = false;       // the side now to move has no step
};

// One ply of the history.
struct Ply
{
    Move move;
    Side mover = Side::X;
    Mask captured = 0;
};

class Game
{
public:
    static constexpr int NoCaptureLimit = 100;
    static constexpr int RepetitionLimit = 3;

    explicit Game(GameOptions options = {});

    void newGame(GameOptions options);
    // Starts from any valid position (analysis, tests); history is cleared.
    void newGame(const Position &start);

    const Position &position() const { return m_states[m_cursor].pos; }
    const Position &startPosition() const { return m_states.front().pos; }
    Side toMove() const { return position().toMove; }

    // Empty when the game is over; a single pass when the side has no step.
    std::vector<Move> legalMoves() const;
    // Cells holding a piece of the side to move that has a step (for selection).
    std::vector<int> movablePieces() const;
    // Target cells of the piece on `from` (empty if it is not the mover's or is stuck).
    std::vector<int> targets(int from) const;
    bool mustPass() const;
    bool isLegal(Move move) const;

    MoveReport play(Move move);
    MoveReport step(int from, int to) { return play(Move::step(from, to)); }
    MoveReport pass() { return play(Move::pass()); }
    // Ends the game as a draw by agreement (the UI asks the opponent first). False if the
    // game is already over.
    bool agreeDraw();

    // Undo after an agreed draw only withdraws the agreement; otherwise it takes back one
    // ply. Redo replays the next undone ply; a new move discards the undone plies.
    bool canUndo() const { return m_agreed || m_cursor > 0; }
    bool canRedo() const { return !m_agreed && m_cursor + 1 < m_states.size(); }
    bool undo();
    bool redo();

    // Plies played up to the current one; history() also holds the undone ones after them.
    int plyCount() const { return static_cast<int>(m_cursor); }
    const std::vector<Ply> &history() const { return m_plies; }
    // Notation of the plies up to the current one: "b4-b3", "pass", and one '*' per
    // captured piece ("a2-b2*").
    std::vector<std::string> moveList() const;

    Status status() const;
    bool over() const { return status() != Status::Playing; }
    // Plies since the last capture (or the start), and how often the current position has
    // occurred so far with the same side to move (1 the first time).
    int pliesWithoutCapture() const { return m_states[m_cursor].quiet; }
    int repetitions() const;

    // Hints and similar help mark the game; the UI keeps such games out of the statistics.
    void markAssisted() { m_assisted = true; }
    bool assisted() const { return m_assisted; }

    std::string serialize() const;
    // Replays the saved moves; nullopt for anything illegal, inconsistent or out of range.
    static std::optional<Game> deserialize(std::string_view text);

    // The game record (issue 19): the start position (the 16-character + side format of
    // `zousi value`) on the first line, the moves played in notation on the second
    // ("b1-b2 a4-a3 pass ..."; the line is empty before the first move).
    std::string record() const;
    // A game replayed from such a record; nullopt for anything else (a bad position, a move
    // that is not legal where it is played, a move after the end, or trailing text), with
    // the 1-based ply at fault in `badPly` (0: the position).
    static std::optional<Game> fromRecord(std::string_view text, int *badPly = nullptr);

private:
    struct State
    {
        Position pos;
        int quiet = 0; // plies since the last capture
    };

    std::vector<State> m_states; // m_states[i]: after i plies
    std::vector<Ply> m_plies;    // m_plies[i]: the ply from state i to state i + 1
    std::size_t m_cursor = 0;
    bool m_agreed = false;
    bool m_assisted = false;
};

} // namespace gg::zousi
