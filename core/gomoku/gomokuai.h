#pragma once
// The Gomoku computer player. Every level first takes a win in one, blocks a four and
// answers an open three; above that:
//   Easy   — otherwise a random pick among the few best points by pattern score;
//   Medium — also finds short VCFs and looks two plies ahead;
//   Hard   — also refuses moves that leave the opponent a VCF, and searches deeper;
//   Expert — also finds VCTs, refuses moves that leave the opponent a VCT, and searches
//            with iterative deepening for the whole budget.
// The levels are measured against the baseline opponent with `gridgames-cli gomoku match`.
// It works on its own copy of the position, honours a time budget and a stop flag, and
// always returns a legal point (while one exists). Run it on a worker thread: the object
// keeps its search tables between moves, so one Ai per game is the intended use.

#include "gomoku/gomokuboard.h"
#include "gomoku/gomokusearch.h"
#include "gomoku/gomokuthreats.h"

#include "common/rng.h"

#include <atomic>
#include <memory>
#include <vector>

namespace gg::gomoku {

class Game;

enum class Level { Easy, Medium, Hard, Expert };

struct AiSettings
{
    Level level = Level::Expert;
    int timeMs = 1000; // budget per move; 0 means "as fast as possible" (about 20 ms)
    std::uint64_t seed = 1;
    const std::atomic<bool> *stop = nullptr;
};

// Why the move was chosen (for the UI's hint text, logs and tests).
enum class Reason {
    None,      // no legal move (full board or game over)
    Opening,   // first stone in the centre
    Win,       // completes five
    BlockFive, // blocks the opponent's four
    OpenFour,  // makes an open four (or a double four)
    Vcf,       // first move of a found VCF
    Vct,       // first move of a found VCT
    Defend,    // answers the opponent's open three / four-three
    Search,    // alpha-beta search
    Pattern,   // best or random good point by pattern score (Easy)
};

// One stage of a move above Easy, in the order they ran: where the move's time went (for
// `gridgames-cli gomoku best --stages` and tests).
struct AiStage
{
    enum class Kind {
        Vcf,         // our win by fours
        OpponentVcf, // the opponent's, and the moves that stop it
        Vct,         // our win by threats
        OpponentVct, // the opponent's, and the moves that stop it
        Search,      // alpha-beta over the remaining candidates
    };
    enum class Outcome {
        Found,       // a win was found (Search: the search ended before the clock did)
        None,        // proven none within the search's depth
        OutOfBudget, // stopped by its deadline or node budget
    };
    Kind kind = Kind::Search;
    Outcome outcome = Outcome::None;
    double endMs = 0;    // milliseconds since the move began, when the stage ended
    long long nodes = 0; // the stage's nodes, with those of the checks below
    // Opponent stages that found a win: the candidate moves checked against it, those kept
    // (the opponent's win not found after them) and, of those, the ones whose check ran out
    // of budget (kept undecided).
    int checked = 0;
    int kept = 0;
    int undecided = 0;
};

struct AiMove
{
    Point point{-1, -1};
    Reason reason = Reason::None;
    int score = 0;       // search score when reason == Search
    int depth = 0;       // search depth reached
    long long nodes = 0; // nodes of every search made for this move
    std::vector<AiStage> stages;
    bool valid() const { return reason != Reason::None; }
};

class Ai
{
public:
    explicit Ai(AiSettings settings = {});
    ~Ai();
    Ai(const Ai &) = delete;
    Ai &operator=(const Ai &) = delete;

    const AiSettings &settings() const { return m_settings; }
    void setSettings(const AiSettings &settings);

    // The move for the side to move in `game` (invalid when the game is over).
    AiMove choose(const Game &game);
    // The move for `mover` on a copy of `board` (the engine protocol's entry point, where
    // the stone counts need not follow black-first alternation).
    AiMove choose(const Board &board, Stone mover);

private:
    AiMove thinkLegal(Board &board, Stone mover);
    AiMove think(Board &board, Stone mover);
    AiMove easy(Board &board, Stone mover, AiMove move);
    // Of `moves`, those after which the opponent has no VCF (or VCT); counts into `stage`.
    std::vector<int> safeMoves(Board &board, Stone mover, const std::vector<int> &moves, bool vct,
                               const SearchBudget &budget, AiStage &stage);

    AiSettings m_settings;
    Rng m_rng;
    std::unique_ptr<AlphaBeta> m_search;
};

// The Hint: Expert's move for the side to move, within `timeMs`.
AiMove hint(const Game &game, int timeMs = 1000, const std::atomic<bool> *stop = nullptr);
// Expert's move for `mover` on `board` within `timeMs`: the short searches the openings
// (Swap2, five moves two choices) judge candidate positions by.
AiMove quickMove(const Board &board, Stone mover, int timeMs, std::uint64_t seed = 1,
                 const std::atomic<bool> *stop = nullptr);

} // namespace gg::gomoku
