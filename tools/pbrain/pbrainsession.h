#pragma once
// One Gomocup protocol session (the "new protocol" of Piskvork): commands arrive one per
// line, answers go out one per line and are flushed at once. Coordinates are "x,y" with x
// the column and y the row, both from 0. The brain's stones are kept as black and the
// opponent's as white: with no forbidden moves the colours only name the two sides.

#include "gomoku/gomokuai.h"
#include "gomoku/gomokuboard.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gg::pbrain {

class Session
{
public:
    explicit Session(std::ostream &out);

    // Handles one input line; false once END has been received.
    bool handle(const std::string &line);
    // No command is longer than this; a longer line is read past and refused.
    static constexpr std::size_t MaxLine = 64 * 1024;
    // Answers are cut here (bad input is quoted back, never whole).
    static constexpr std::size_t MaxAnswer = 200;
    void refuseLongLine();

    // The time for the next move, from the INFO values (exposed for tests and logs).
    int moveBudgetMs() const;

private:
    struct Placed
    {
        gomoku::Point point;
        gomoku::Stone stone;
    };

    void answer(const std::string &text);
    void start(int width, int height);
    void rebuild();
    std::optional<gomoku::Point> parsePoint(const std::string &text) const;
    bool occupied(gomoku::Point p) const;
    void think();
    // SWAP2BOARD (Gomocup's Swap2 opening): the stones in the order played, black first.
    void swap2();
    void boardLine(const std::string &line);
    void info(const std::vector<std::string> &words);

    std::ostream &m_out;
    int m_size = 0;
    gomoku::Rule m_rule = gomoku::Rule::FiveOrMore;
    std::vector<Placed> m_stones;
    std::unique_ptr<gomoku::Board> m_board;
    std::unique_ptr<gomoku::Ai> m_ai;
    bool m_inBoard = false;
    bool m_boardError = false;
    bool m_swap2 = false;           // the board being read is a SWAP2BOARD
    long long m_timeoutTurn = 5000; // ms, 0 = as fast as possible
    long long m_timeoutMatch = 0;   // ms, 0 = no limit
    long long m_timeLeft = -1;      // ms, -1 = not told
};

} // namespace gg::pbrain
