#pragma once
// Vector drawings for Memory cards: 28 faces that differ by SHAPE first (so no one needs to
// tell colours apart) and by colour second (the Okabe–Ito palette, safe for colour-blind
// players), and the card back, a deep-blue lattice with a 回纹 (fret) border. Everything is
// drawn from paths in the card's own units, so it stays sharp at any window size.

#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <QString>

class QPainter;

namespace gg::ui::MemoryFaces {

inline constexpr int KindCount = 28;

// The symbol of face `kind` (1..KindCount) in a unit box [-1, 1]²; the holes of a shape
// (a ring's middle, a house's door) are cut out of the path.
QPainterPath symbol(int kind);
QColor colour(int kind);
// An ASCII name of the shape ("circle", "star"...), for tests and debugging.
QString shapeName(int kind);

// Draws a face-up card: ivory paper and the symbol centred in `rect`. A `found` card (a pair
// already taken) is drawn quieter, so the cards still in play stand out.
// The board theme's picture is drawn when it has one for `kind` (`variant` "b": the second
// card of a pair, which in the 汉字 theme shows the picture and pinyin of the character).
void paintFace(QPainter *painter, const QRectF &rect, int kind, bool found = false,
               const QString &variant = {});
// Draws the card back in `rect`; `hover` lightens it a little under the mouse.
void paintBack(QPainter *painter, const QRectF &rect, bool hover);
// The symbol alone, fitted into `rect` (kept square).
void paintSymbol(QPainter *painter, const QRectF &rect, int kind);

} // namespace gg::ui::MemoryFaces
