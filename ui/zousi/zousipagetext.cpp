// The Zou Si Qi tab's longer texts: side and level names, end-of-game messages, and How to
// Play with small diagrams of the capture rule.

#include "zousi/zousipage.h"

#include "common/appearance.h"

#include "zousi/zousicontroller.h"

namespace gg::ui {
namespace {

// The suit colours of the pieces (also in the move list).
const QString HeartColor = QStringLiteral("#c0392b");
const QString SpadeColor = QStringLiteral("#2c3e50");

// A piece of the diagrams in its colour (white in high contrast: told apart by shape).
QString pieceGlyph(const QString &colour, char16_t glyph)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(Appearance::instance().textColour(colour), QString(QChar(glyph)));
}

// One line of four points as big glyphs joined by the line: '1' the mover's piece, '2' the
// enemy's, '.' an empty point.
QString lineDiagram(const char *pattern)
{
    QString cells;
    for (const char *c = pattern; *c; ++c) {
        QString glyph;
        if (*c == '1')
            glyph = pieceGlyph(QStringLiteral("#2c3e50"), u'\u25a0');
        else if (*c == '2')
            glyph = pieceGlyph(QStringLiteral("#c0392b"), u'\u25cf');
        else
            glyph = pieceGlyph(QStringLiteral("#6b6358"), u'\u25cb');
        if (c != pattern)
            cells += QStringLiteral("<td style=\"color:%1\">&#9472;</td>")
                         .arg(Appearance::instance().textColour(QStringLiteral("#6b6358")));
        cells += QStringLiteral("<td align=\"center\">%1</td>").arg(glyph);
    }
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\" style=\"font-size:x-large\">"
                          "<tr>%1</tr></table>")
        .arg(cells);
}

QString row(const char *pattern, const QString &verdict)
{
    return QStringLiteral("<tr><td>%1</td><td valign=\"middle\">&nbsp;&nbsp;%2</td></tr>")
        .arg(lineDiagram(pattern), verdict);
}

} // namespace

QString ZousiPage::sideName(zousi::Side side) const
{
    return side == zousi::Side::X ? tr("Hearts") : tr("Spades");
}

QString ZousiPage::playerName(zousi::Side side) const
{
    if (!m_controller->vsComputer())
        return sideName(side);
    return side == ZousiController::HumanSide ? tr("You") : tr("Computer");
}

QString ZousiPage::symbolHtml(zousi::Side side) const
{
    return side == zousi::Side::X ? QStringLiteral("<span style=\"color:%1\">&#9829;</span>")
                                        .arg(Appearance::instance().textColour(HeartColor))
                                  : QStringLiteral("<span style=\"color:%1\">&#9824;</span>")
                                        .arg(Appearance::instance().textColour(SpadeColor));
}

QString ZousiPage::levelName(int level) const
{
    switch (zousi::Level(level)) {
    case zousi::Level::Easy:
        return tr("Easy");
    case zousi::Level::Medium:
        return tr("Medium");
    case zousi::Level::Hard:
        return tr("Hard");
    case zousi::Level::Perfect:
        break;
    }
    return tr("Perfect");
}

QString ZousiPage::gameOverTitle() const
{
    const zousi::Status status = m_controller->game().status();
    if (status != zousi::Status::XWins && status != zousi::Status::OWins)
        return tr("Draw");
    const zousi::Side winner = status == zousi::Status::XWins ? zousi::Side::X : zousi::Side::O;
    if (m_controller->vsComputer())
        return winner == ZousiController::HumanSide ? tr("You win!") : tr("You lose");
    return tr("Winner: %1").arg(sideName(winner));
}

QString ZousiPage::gameOverText() const
{
    switch (m_controller->game().status()) {
    case zousi::Status::XWins:
    case zousi::Status::OWins: {
        const zousi::Side loser =
            m_controller->game().status() == zousi::Status::XWins ? zousi::Side::O : zousi::Side::X;
        if (!m_controller->vsComputer())
            return tr("%1 has fewer than two pieces left.").arg(sideName(loser));
        return loser == ZousiController::HumanSide
                   ? tr("You have fewer than two pieces left.")
                   : tr("The computer has fewer than two pieces left.");
    }
    case zousi::Status::DrawRepetition:
        return tr("The same position came up for the third time.");
    case zousi::Status::DrawNoCapture:
        return tr("Fifty moves by each side without a capture.");
    case zousi::Status::DrawAgreed:
        return m_controller->vsComputer() ? tr("The computer accepted your draw offer.")
                                          : tr("The players agreed to a draw.");
    case zousi::Status::Playing:
        break;
    }
    return {};
}

QString ZousiPage::howToPlay() const
{
    const QString captures = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">") +
                             row("112.", tr("captured")) + row(".112", tr("captured")) +
                             row("211.", tr("captured")) + row(".211", tr("captured")) +
                             QStringLiteral("</table>");
    const QString safe = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">") +
                         row("121.", tr("safe: your two pieces are not side by side")) +
                         row("11.2", tr("safe: the enemy piece is not next to them")) +
                         row("1122", tr("safe: the line is full")) +
                         row("221.", tr("safe: you walked next to two enemy pieces")) +
                         QStringLiteral("</table>");
    return tr("<h3>Zou Si Qi (走四棋)</h3>"
              "<p>A folk game from Shandong, once drawn in chalk on the floor and played with "
              "pebbles. Each side has four pieces on the crossings of a 4&times;4 board: "
              "<b>hearts</b> start on the top line, <b>spades</b> on the bottom line. The "
              "players choose who moves first.</p>"
              "<p>On your turn move one of your pieces one step up, down, left or right along "
              "a line to an empty point. No diagonal steps, no jumps. If you have no legal "
              "move, you pass.</p>"
              "<h4>Capture: two hit one</h4>"
              "<p>After your piece arrives, look at the row and at the column through it. If "
              "that line of four points holds exactly two of your pieces side by side, one "
              "enemy piece right next to them and one empty point, the enemy piece is "
              "captured. Below, %1 are your pieces (the one that just moved among them), "
              "%2 the enemy's and %3 an empty point:</p>")
               .arg(pieceGlyph(QStringLiteral("#2c3e50"), u'\u25a0'),
                    pieceGlyph(QStringLiteral("#c0392b"), u'\u25cf'),
                    pieceGlyph(QStringLiteral("#6b6358"), u'\u25cb')) +
           captures + tr("<p>These do not capture:</p>") + safe +
           tr("<p>The row and the column are checked separately, so one move can capture two "
              "pieces. Only the side that moves captures: walking your own piece into such a "
              "pattern is safe.</p>"
              "<h4>End of the game</h4>"
              "<p>A side left with fewer than two pieces loses. The game is drawn when the "
              "players agree (Offer Draw; the computer accepts only when neither side can "
              "force a win), when the same position comes up for the third time, or after "
              "50 moves by each side without a capture.</p>"
              "<h4>Levels</h4>"
              "<p>Easy and Medium look a few moves ahead and make human mistakes; Hard "
              "rarely errs; Perfect plays from the complete solution of the game: it wins "
              "every position that can be won, in the fewest moves, and never loses one "
              "that can be held. The solution is computed once (a few seconds) and kept on "
              "disk.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Click one of your pieces, then one of the marked points.</li>"
              "<li>Arrow keys move the cursor; Enter or Space selects and moves; Escape "
              "cancels the selection.</li>"
              "<li>H: hint (the perfect move); Ctrl+Z: undo (against the computer it takes "
              "back your move and the reply); Ctrl+N: new game.</li></ul>"
              "<p>Hints and undo against the computer mark a game as assisted: it then "
              "counts in the statistics only if you lose.</p>") +
           abandonedGameNote();
}

} // namespace gg::ui
