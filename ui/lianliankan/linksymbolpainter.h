#pragma once
// The Lianliankan tile symbols: 36 vector-drawn glyphs (circle, square, triangle, star, heart,
// moon, drop, bolt, flower, spiral, gear, fish, …). Every kind has its own SILHOUETTE, not only
// its own colour, so the board stays readable for colour-blind players and at any scale;
// colours and white inner marks only add a second cue. No bitmaps: everything is a
// QPainterPath in a unit box, scaled to the tile when painted.

#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <QString>

class QPainter;

namespace gg::ui {

class LinkSymbolPainter
{
public:
    // Number of distinct glyphs; kinds beyond it wrap around (the levels use at most 36).
    static constexpr int KindCount = 36;

    // Paints the glyph of `kind` (1-based) centred in `box`, as large as the box's shorter
    // side allows.
    static void paint(QPainter *painter, const QRectF &box, int kind);
    // The same glyph in one colour on `ground` (high contrast): fills and strokes in `ink`,
    // inner marks cut out in `ground`; the silhouettes alone tell the kinds apart.
    static void paintMono(QPainter *painter, const QRectF &box, int kind, const QColor &ink,
                          const QColor &ground);
    // The glyph's ASCII name ("fish"), in kind order; common/shapenames.h gives its words.
    static QString name(int kind);
    // The glyph's main colour.
    static QColor colour(int kind);
    // Everything the glyph covers (fills and strokes, marks cut out) in the box [-1, 1]²;
    // tests compare these to prove the silhouettes differ.
    static QPainterPath silhouette(int kind);
};

} // namespace gg::ui
