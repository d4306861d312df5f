#pragma once
// Swap2, the freestyle opening of Gomocup and most five-or-more tournaments
// (docs/RULES.md §3.13). The first player places three stones (black, white, black). The
// second player then chooses: to play white (and move 4 at once), to play black (the first
// player then plays white's move 4), or to place two more stones (white 4, black 5) and
// leave the choice of colour to the first player, who then plays white or black (white moves
// 6). After that the game goes on as usual, white to move.
//
// Swap2 keeps the opening's state (which stones and choices have been made) and says who
// acts; the board's stones stay in the Game. The computer's part in either role is below.

#include "gomoku/gomokuboard.h"
#include "gomoku/gomokutypes.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gg::gomoku {

class Ai;

enum class Swap2Phase : std::uint8_t {
    PlaceThree,    // the first player places stones 1–3
    SecondChooses, // the second player: white, black, or two more stones
    PlaceTwo,      // the second player places stones 4 and 5
    FirstChooses,  // the first player: white or black
    Done,          // colours settled; the game goes on
};

enum class Swap2Choice : std::uint8_t { PlayWhite, PlayBlack, PlaceTwo };

class Swap2
{
public:
    Swap2Phase phase() const { return m_phase; }
    bool done() const { return m_phase == Swap2Phase::Done; }
    // Who acts now: 0 the first player (who opened), 1 the second.
    int actor() const;
    // Whether a stone may be placed now by the actor (the opening's stones), and that it was.
    bool expectsStone() const;
    bool stonePlaced();
    int stones() const { return m_stones; }
    // Whether `choice` may be made now; making it.
    bool canChoose(Swap2Choice choice) const;
    bool choose(Swap2Choice choice);
    // Once done: the colour the first player plays (Empty before).
    Stone firstPlays() const { return m_first; }
    // The player (0 first, 1 second) who plays `stone` once done (-1 before).
    int playerOf(Stone stone) const;

    // "swap2 STONES PHASE FIRST" for save files; nullopt for anything else.
    std::string serialize() const;
    static std::optional<Swap2> deserialize(std::string_view text);

private:
    Swap2Phase m_phase = Swap2Phase::PlaceThree;
    int m_stones = 0;
    Stone m_first = Stone::Empty;
};

// The computer's opening: three stones round the centre whose position is closest to even
// for white to move, as a short search (`candidateMs` each) judges a seeded sample of the
// candidates (a fair offer, since the other side picks the colour). `stop` cancels.
std::array<Point, 3> swap2Proposal(int size, Rule rule, std::uint64_t seed = 0,
                                   int candidateMs = 15, const std::atomic<bool> *stop = nullptr);
// The computer as second player placing two more: white's best answer by `ai` (or
// `whiteBest`, already searched), then black's stone near the others that leaves white to
// move closest to even (twelve short searches of `candidateMs`).
struct AiMove;
std::array<Point, 2> swap2Balance(const Board &board, Ai &ai, int candidateMs = 15,
                                  const AiMove *whiteBest = nullptr);
// The computer choosing (as second player, `mayPlaceTwo`; or as first): the colour that
// stands better with white to move, judged by `ai`'s search; a close position as second
// player is answered with two more stones.
Swap2Choice swap2Decide(const Board &board, Ai &ai, bool mayPlaceTwo);
// The same from white's best move already searched (`whiteBest`, `ai.choose(board, White)`).
Swap2Choice swap2Judge(const AiMove &whiteBest, bool mayPlaceTwo);

} // namespace gg::gomoku
