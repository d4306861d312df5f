#pragma once
// Five moves, two choices (五手两打), the RIF opening rule of Renju tournaments
// (docs/RULES.md §3.14). The game starts from a standard opening (§3.12: three stones).
// The second player may then swap (take black instead of white). White plays the fourth
// stone. Black offers two places for the fifth that are not the same by the position's
// symmetry; white chooses which one black gets (the other is taken away) and plays the
// sixth. From then on the game is free.
//
// FiveMoveTwo keeps the opening's state: the phase, the colours, and black's two offers
// (which are not stones on the board until white picks one). The board's stones stay in the
// Game. The computer's part in every role is below.

#include "gomoku/gomokutypes.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::gomoku {

class Ai;
class Game;

enum class RifPhase : std::uint8_t {
    SwapChoice, // after the three opening stones: the second player keeps white or swaps
    Fourth,     // white places the fourth stone
    Offer,      // black offers two places for the fifth
    Pick,       // white picks the fifth among the two offers
    Done,       // the sixth is white's ordinary move
};

// Why a point cannot be offered or picked now (the UI turns these into words).
enum class RifRefusal : std::uint8_t {
    None,
    NotNow,         // neither offering nor picking is due
    Occupied,       // a stone is there, or it is off the board
    Forbidden,      // forbidden to black
    AlreadyOffered, // the first offer again
    Mirror,         // the first offer's image by a symmetry of the position
    NotOffered,     // picking: not one of the two offers
};

class FiveMoveTwo
{
public:
    RifPhase phase() const { return m_phase; }
    bool done() const { return m_phase == RifPhase::Done; }
    // Who acts now: 0 the first player (who opened), 1 the second; -1 when done.
    int actor() const;
    // The colour the first player plays (black until the second player swaps).
    Stone firstPlays() const { return m_firstPlays; }
    int playerOf(Stone stone) const { return stone == m_firstPlays ? 0 : 1; }

    // The second player keeps white (`swap` false) or takes black.
    bool chooseSwap(bool swap);
    // White's fourth stone was played (the game has four stones).
    bool fourthPlayed();
    // Black offers `p` (the first or the second offer); false when `p` is not empty, is
    // forbidden to black, is already offered, or is the first offer's mirror image.
    bool offer(const Game &game, Point p);
    // Why `p` cannot be offered (while offering) or picked (while picking); None when it can.
    RifRefusal refusal(const Game &game, Point p) const;
    // Takes the last offer back (before the second is made).
    bool withdrawOffer();
    const std::vector<Point> &offers() const { return m_offers; }
    // White picks the offer black plays as the fifth (the caller plays it): false when `p`
    // is not one of the two.
    bool pick(Point p);

    // Whether `a` and `b` are the same place by a symmetry of the position (the board's
    // eight symmetries about the centre that map every stone to a stone of its colour).
    static bool equivalent(const Game &game, Point a, Point b);

    // "rif PHASE FIRST [r,c r,c]" for save files; nullopt for anything else.
    std::string serialize() const;
    static std::optional<FiveMoveTwo> deserialize(std::string_view text);

private:
    RifPhase m_phase = RifPhase::SwapChoice;
    Stone m_firstPlays = Stone::Black;
    std::vector<Point> m_offers;
};

// The computer's part. The second player swaps when black stands better (white's best reply
// searched by `ai`). Black offers the two best non-equivalent fifth moves that short searches
// find (so white's pick costs it least); white picks the offer after which its reply scores
// best. `candidateMs` is each short search's time.
bool rifSwap(const Game &game, Ai &ai);
std::array<Point, 2> rifOffers(const Game &game, int candidateMs = 15,
                               const std::atomic<bool> *stop = nullptr);
Point rifPick(const Game &game, const std::vector<Point> &offers, int candidateMs = 15,
              const std::atomic<bool> *stop = nullptr);

} // namespace gg::gomoku
