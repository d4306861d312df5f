#include "lianliankan/linksymbolpainter.h"

#include <QLinearGradient>
#include <QList>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPolygonF>

#include <cmath>
#include <iterator>

namespace gg::ui {
namespace {

// One painted part of a glyph, in the unit box [-1, 1]².
struct Layer
{
    enum Type {
        Fill,   // the glyph's colour, lit from above, with a darker rim
        Mark,   // an inner mark in the tile's face colour (reads as a hole or a highlight)
        Stroke, // a line of the glyph's colour, `width` wide, round ends
        Dark,   // a detail in a darker shade of the colour (pupil, clapper, stem)
    };
    Type type = Fill;
    QPainterPath path;
    qreal width = 0;
};

struct Glyph
{
    QColor colour;
    QList<Layer> layers;
};

constexpr qreal Pi = 3.14159265358979323846;

QPointF polar(qreal radius, qreal degrees)
{
    const qreal a = degrees * Pi / 180.0;
    return {radius * std::cos(a), radius * std::sin(a)};
}

QPainterPath polygon(std::initializer_list<QPointF> points)
{
    QPainterPath path;
    path.addPolygon(QPolygonF(QList<QPointF>(points)));
    path.closeSubpath();
    return path;
}

QPainterPath circle(QPointF centre, qreal r)
{
    QPainterPath path;
    path.addEllipse(centre, r, r);
    return path;
}

QPainterPath regular(int corners, qreal r, qreal startDegrees)
{
    QPolygonF poly;
    for (int i = 0; i < corners; ++i)
        poly << polar(r, startDegrees + 360.0 * i / corners);
    QPainterPath path;
    path.addPolygon(poly);
    path.closeSubpath();
    return path;
}

QPainterPath star(int points, qreal outer, qreal inner, qreal startDegrees)
{
    QPolygonF poly;
    for (int i = 0; i < points * 2; ++i)
        poly << polar(i % 2 ? inner : outer, startDegrees + 180.0 * i / points);
    QPainterPath path;
    path.addPolygon(poly);
    path.closeSubpath();
    return path;
}

QPainterPath roundedRect(qreal x, qreal y, qreal w, qreal h, qreal r)
{
    QPainterPath path;
    path.addRoundedRect(QRectF(x, y, w, h), r, r);
    return path;
}

QPainterPath heartPath(qreal flip)
{
    // Drawn point-down; flip = -1 turns it point-up (for the spade).
    QPainterPath path;
    path.moveTo(0, 0.78 * flip);
    path.cubicTo(-0.25, 0.55 * flip, -0.88, 0.15 * flip, -0.84, -0.3 * flip);
    path.cubicTo(-0.8, -0.78 * flip, -0.18, -0.86 * flip, 0, -0.42 * flip);
    path.cubicTo(0.18, -0.86 * flip, 0.8, -0.78 * flip, 0.84, -0.3 * flip);
    path.cubicTo(0.88, 0.15 * flip, 0.25, 0.55 * flip, 0, 0.78 * flip);
    path.closeSubpath();
    return path;
}

// Boolean operations flatten curves with a tolerance fixed in path units, so they run at 100×
// the unit box: there, circles would come out as octagons.
QPainterPath unite(const QPainterPath &a, const QPainterPath &b)
{
    const QTransform up = QTransform::fromScale(100, 100);
    return QTransform::fromScale(0.01, 0.01).map(up.map(a).united(up.map(b)));
}

QPainterPath cut(const QPainterPath &a, const QPainterPath &b)
{
    const QTransform up = QTransform::fromScale(100, 100);
    return QTransform::fromScale(0.01, 0.01).map(up.map(a).subtracted(up.map(b)));
}

Layer fill(const QPainterPath &path)
{
    return {Layer::Fill, path, 0};
}
Layer mark(const QPainterPath &path)
{
    return {Layer::Mark, path, 0};
}
Layer line(const QPainterPath &path, qreal width)
{
    return {Layer::Stroke, path, width};
}
Layer dark(const QPainterPath &path)
{
    return {Layer::Dark, path, 0};
}

// The glyphs in kind order. The first eight (the Easy level) are the plainest silhouettes.
QList<Glyph> buildGlyphs()
{
    QList<Glyph> g;
    // 1 circle
    g.append({QColor(0xd5, 0x5e, 0x00), {fill(circle({0, 0}, 0.68))}});
    // 2 square
    g.append({QColor(0x00, 0x62, 0xa8), {fill(roundedRect(-0.74, -0.74, 1.48, 1.48, 0.06))}});
    // 3 triangle
    g.append({QColor(0x00, 0x8f, 0x68), {fill(polygon({{0, -0.82}, {0.86, 0.7}, {-0.86, 0.7}}))}});
    // 4 diamond
    g.append({QColor(0xe6, 0x9f, 0x00),
              {fill(polygon({{0, -0.92}, {0.64, 0}, {0, 0.92}, {-0.64, 0}}))}});
    // 5 five-pointed star
    g.append({QColor(0x7b, 0x3f, 0xa0), {fill(star(5, 0.92, 0.4, -90))}});
    // 6 heart
    g.append({QColor(0xd0, 0x2f, 0x5c), {fill(heartPath(1).translated(0, 0.02))}});
    // 7 plus cross
    {
        QPainterPath cross = roundedRect(-0.25, -0.82, 0.5, 1.64, 0.08);
        cross = unite(cross, roundedRect(-0.82, -0.25, 1.64, 0.5, 0.08));
        g.append({QColor(0x12, 0x8a, 0x9a), {fill(cross)}});
    }
    // 8 crescent moon
    {
        const QPainterPath moon = cut(circle({0, 0}, 0.8), circle({0.38, -0.22}, 0.66));
        g.append({QColor(0xb8, 0x8a, 0x00), {fill(moon.translated(0.08, 0.04))}});
    }
    // 9 hexagon with a round hole
    g.append({QColor(0x2f, 0x8f, 0xd0), {fill(regular(6, 0.84, 0)), mark(circle({0, 0}, 0.28))}});
    // 10 water drop with a highlight
    {
        QPainterPath drop;
        drop.moveTo(0, -0.9);
        drop.cubicTo(0.2, -0.48, 0.62, -0.08, 0.62, 0.3);
        drop.cubicTo(0.62, 0.66, 0.33, 0.9, 0, 0.9);
        drop.cubicTo(-0.33, 0.9, -0.62, 0.66, -0.62, 0.3);
        drop.cubicTo(-0.62, -0.08, -0.2, -0.48, 0, -0.9);
        QPainterPath shine;
        shine.addEllipse(QPointF(-0.27, 0.36), 0.1, 0.2);
        g.append({QColor(0x1f, 0x4f, 0xc0), {fill(drop), mark(shine)}});
    }
    // 11 arrow up
    g.append({QColor(0xc0, 0x39, 0x2b),
              {fill(polygon({{0, -0.88},
                             {0.74, -0.08},
                             {0.26, -0.08},
                             {0.26, 0.84},
                             {-0.26, 0.84},
                             {-0.26, -0.08},
                             {-0.74, -0.08}}))}});
    // 12 lightning bolt
    g.append({QColor(0xe0, 0x8a, 0x00),
              {fill(polygon({{0.28, -0.94},
                             {-0.64, 0.12},
                             {-0.02, 0.12},
                             {-0.28, 0.94},
                             {0.66, -0.2},
                             {0.06, -0.2}}))}});
    // 13 five-petal flower with a light centre
    {
        QPainterPath flower;
        for (int i = 0; i < 5; ++i)
            flower = unite(flower, circle(polar(0.46, -90 + 72 * i), 0.34));
        g.append({QColor(0xc8, 0x48, 0x9a), {fill(flower), mark(circle({0, 0}, 0.2))}});
    }
    // 14 spiral
    {
        QPainterPath spiral;
        for (int i = 0; i <= 120; ++i) {
            const qreal t = i / 120.0;
            const QPointF p = polar(0.06 + 0.74 * t, -90 + 3 * 360 * t);
            if (i == 0)
                spiral.moveTo(p);
            else
                spiral.lineTo(p);
        }
        g.append({QColor(0x6a, 0x3d, 0x9a), {line(spiral, 0.17)}});
    }
    // 15 ring
    g.append({QColor(0x2e, 0x8b, 0x57), {fill(cut(circle({0, 0}, 0.82), circle({0, 0}, 0.44)))}});
    // 16 saltire (×)
    {
        QPainterPath bar = roundedRect(-0.23, -0.95, 0.46, 1.9, 0.08);
        QTransform a, b;
        a.rotate(45);
        b.rotate(-45);
        g.append({QColor(0x3b, 0x42, 0x52), {fill(unite(a.map(bar), b.map(bar)))}});
    }
    // 17 trefoil clover with a stem
    {
        QPainterPath clover = circle({0, -0.4}, 0.33);
        clover = unite(unite(clover, circle({-0.38, 0.12}, 0.33)), circle({0.38, 0.12}, 0.33));
        clover = unite(clover, circle({0, -0.02}, 0.24)); // no gap where the leaves meet
        clover = unite(clover, polygon({{-0.1, 0.05}, {0.1, 0.05}, {0.2, 0.9}, {-0.2, 0.9}}));
        g.append({QColor(0x3c, 0x8d, 0x2f), {fill(clover)}});
    }
    // 18 spade
    {
        QPainterPath spade = heartPath(-1).translated(0, -0.12);
        QTransform shrink;
        shrink.scale(0.92, 0.88);
        spade = shrink.map(spade);
        spade = unite(spade, polygon({{0, 0.2}, {0.34, 0.9}, {-0.34, 0.9}}));
        g.append({QColor(0x24, 0x3b, 0x6b), {fill(spade)}});
    }
    // 19 sun: a disc and eight rays
    {
        QPainterPath sun = circle({0, 0}, 0.4);
        for (int i = 0; i < 8; ++i) {
            const qreal a = 45.0 * i;
            sun = unite(sun, polygon({polar(0.52, a - 11), polar(0.94, a), polar(0.52, a + 11)}));
        }
        g.append({QColor(0xe0, 0x70, 0x00), {fill(sun)}});
    }
    // 20 snowflake
    {
        QPainterPath flake;
        for (int i = 0; i < 3; ++i) {
            const qreal a = 90 + 60 * i;
            flake.moveTo(polar(0.86, a));
            flake.lineTo(polar(0.86, a + 180));
            for (int side : {0, 180}) {
                const QPointF tip = polar(0.55, a + side);
                flake.moveTo(tip + polar(0.24, a + side + 135));
                flake.lineTo(tip);
                flake.lineTo(tip + polar(0.24, a + side - 135));
            }
        }
        g.append({QColor(0x1b, 0x7c, 0xb8), {line(flake, 0.13)}});
    }
    // 21 house with a door
    g.append({QColor(0x8b, 0x57, 0x2a),
              {fill(polygon({{0, -0.86},
                             {0.86, -0.02},
                             {0.62, -0.02},
                             {0.62, 0.8},
                             {-0.62, 0.8},
                             {-0.62, -0.02},
                             {-0.86, -0.02}})),
               mark(roundedRect(-0.17, 0.24, 0.34, 0.56, 0.05))}});
    // 22 hourglass
    g.append({QColor(0x13, 0x8d, 0x75),
              {fill(polygon({{-0.66, -0.84},
                             {0.66, -0.84},
                             {0.09, 0},
                             {0.66, 0.84},
                             {-0.66, 0.84},
                             {-0.09, 0}}))}});
    // 23 leaf with a vein
    {
        QPainterPath leaf;
        leaf.moveTo(-0.74, 0.74);
        leaf.quadTo(-0.86, -0.86, 0.74, -0.74);
        leaf.quadTo(0.86, 0.86, -0.74, 0.74);
        leaf.closeSubpath();
        QPainterPath vein;
        vein.moveTo(-0.5, 0.5);
        vein.lineTo(0.52, -0.52);
        QPainterPathStroker stroker;
        stroker.setWidth(0.09);
        stroker.setCapStyle(Qt::RoundCap);
        g.append({QColor(0x5f, 0x8a, 0x10), {fill(leaf), mark(stroker.createStroke(vein))}});
    }
    // 24 four-pointed sparkle
    g.append({QColor(0xc8, 0x96, 0x00), {fill(star(4, 0.95, 0.26, -90))}});
    // 25 crown
    {
        QPainterPath crown = polygon({{-0.8, 0.56},
                                      {-0.8, -0.3},
                                      {-0.4, 0.08},
                                      {0, -0.52},
                                      {0.4, 0.08},
                                      {0.8, -0.3},
                                      {0.8, 0.56}});
        for (QPointF tip : {QPointF(-0.8, -0.42), QPointF(0, -0.66), QPointF(0.8, -0.42)})
            crown = unite(crown, circle(tip, 0.14));
        g.append({QColor(0xb0, 0x7a, 0x00),
                  {fill(crown), mark(roundedRect(-0.6, 0.3, 1.2, 0.11, 0.04))}});
    }
    // 26 check mark
    {
        QPainterPath tick;
        tick.moveTo(-0.7, 0.02);
        tick.lineTo(-0.2, 0.56);
        tick.lineTo(0.74, -0.6);
        g.append({QColor(0x1f, 0x8a, 0x2a), {line(tick, 0.3)}});
    }
    // 27 gear with a hole
    {
        QPolygonF teeth;
        const int n = 8;
        for (int i = 0; i < n; ++i) {
            const qreal a = 360.0 * i / n;
            teeth << polar(0.6, a - 22.5) << polar(0.6, a - 11) << polar(0.9, a - 8)
                  << polar(0.9, a + 8) << polar(0.6, a + 11);
        }
        QPainterPath gear;
        gear.addPolygon(teeth);
        gear.closeSubpath();
        gear = cut(unite(gear, circle({0, 0}, 0.62)), circle({0, 0}, 0.26));
        g.append({QColor(0x5d, 0x6d, 0x7e), {fill(gear)}});
    }
    // 28 cloud
    {
        QPainterPath cloud = circle({-0.4, 0.1}, 0.36);
        cloud = unite(unite(cloud, circle({0.06, -0.18}, 0.48)), circle({0.5, 0.14}, 0.32));
        cloud = unite(cloud, roundedRect(-0.78, 0.06, 1.6, 0.42, 0.21));
        g.append({QColor(0x3d, 0x85, 0xc6), {fill(cloud.translated(0, 0.08))}});
    }
    // 29 pine tree
    {
        QPainterPath tree = polygon({{0, -0.9}, {-0.46, -0.22}, {0.46, -0.22}});
        tree = unite(tree, polygon({{0, -0.5}, {-0.7, 0.36}, {0.7, 0.36}}));
        tree = unite(tree, QPainterPath(roundedRect(-0.13, 0.3, 0.26, 0.58, 0.03)));
        g.append({QColor(0x1e, 0x6b, 0x3a), {fill(tree)}});
    }
    // 30 fish with an eye
    {
        QPainterPath fish;
        fish.addEllipse(QPointF(-0.14, 0), 0.62, 0.42);
        fish = unite(fish, polygon({{0.32, 0}, {0.9, -0.44}, {0.9, 0.44}}));
        g.append({QColor(0xe5, 0x6a, 0x10), {fill(fish), mark(circle({-0.44, -0.08}, 0.1))}});
    }
    // 31 bell with a clapper
    {
        QPainterPath bell;
        bell.moveTo(-0.62, 0.42);
        bell.cubicTo(-0.5, 0.2, -0.52, -0.66, 0, -0.68);
        bell.cubicTo(0.52, -0.66, 0.5, 0.2, 0.62, 0.42);
        bell.closeSubpath();
        bell = unite(bell, roundedRect(-0.78, 0.38, 1.56, 0.18, 0.08));
        bell = unite(bell, circle({0, -0.74}, 0.12));
        g.append({QColor(0xc9, 0x8c, 0x00), {fill(bell), dark(circle({0, 0.7}, 0.14))}});
    }
    // 32 umbrella
    {
        QPainterPath canopy;
        canopy.moveTo(-0.88, 0.02);
        canopy.arcTo(QRectF(-0.88, -0.86, 1.76, 1.76), 180, -180);
        for (int i = 0; i < 3; ++i) {
            const qreal x = 0.88 - i * 0.5866;
            canopy.arcTo(QRectF(x - 0.5866, -0.14, 0.5866, 0.32), 0, 180);
        }
        canopy.closeSubpath();
        QPainterPath handle;
        handle.moveTo(0, 0);
        handle.lineTo(0, 0.62);
        handle.arcTo(QRectF(-0.36, 0.44, 0.36, 0.36), 0, -180);
        g.append({QColor(0x8e, 0x44, 0xad), {fill(canopy), line(handle, 0.13)}});
    }
    // 33 two beamed notes
    {
        QPainterPath notes;
        for (qreal x : {-0.42, 0.42}) {
            QPainterPath head;
            head.addEllipse(QPointF(0, 0), 0.27, 0.2);
            QTransform tilt;
            tilt.translate(x - 0.14, 0.6);
            tilt.rotate(-22);
            notes = unite(notes, tilt.map(head));
            notes = unite(notes, roundedRect(x + 0.02, -0.7, 0.12, 1.3, 0.03));
        }
        notes = unite(notes, polygon({{-0.4, -0.76}, {0.56, -0.9}, {0.56, -0.62}, {-0.4, -0.48}}));
        g.append({QColor(0x2c, 0x3e, 0x80), {fill(notes)}});
    }
    // 34 eye
    {
        QPainterPath eye;
        eye.moveTo(-0.92, 0);
        eye.quadTo(0, -0.9, 0.92, 0);
        eye.quadTo(0, 0.9, -0.92, 0);
        eye.closeSubpath();
        g.append({QColor(0x16, 0x96, 0x7a),
                  {fill(eye), mark(circle({0, 0}, 0.32)), dark(circle({0, 0}, 0.17))}});
    }
    // 35 anchor
    {
        QPainterPath anchor;
        anchor.addEllipse(QPointF(0, -0.68), 0.15, 0.15);
        anchor.moveTo(0, -0.53);
        anchor.lineTo(0, 0.78);
        anchor.moveTo(-0.4, -0.3);
        anchor.lineTo(0.4, -0.3);
        anchor.moveTo(-0.68, 0.18);
        anchor.quadTo(-0.6, 0.8, 0, 0.8);
        anchor.quadTo(0.6, 0.8, 0.68, 0.18);
        anchor.moveTo(-0.84, 0.34);
        anchor.lineTo(-0.68, 0.14);
        anchor.lineTo(-0.48, 0.3);
        anchor.moveTo(0.84, 0.34);
        anchor.lineTo(0.68, 0.14);
        anchor.lineTo(0.48, 0.3);
        g.append({QColor(0x34, 0x49, 0x5e), {line(anchor, 0.14)}});
    }
    // 36 waves
    {
        QPainterPath waves;
        for (qreal y : {-0.38, 0.0, 0.38}) {
            waves.moveTo(-0.8, y);
            for (int i = 1; i <= 40; ++i) {
                const qreal x = -0.8 + 1.6 * i / 40.0;
                waves.lineTo(x, y + 0.14 * std::sin(i / 40.0 * 2 * Pi * 1.5));
            }
        }
        g.append({QColor(0x24, 0x71, 0xa3), {line(waves, 0.14)}});
    }
    return g;
}

const QList<Glyph> &glyphs()
{
    static const QList<Glyph> table = buildGlyphs();
    return table;
}

constexpr const char *GlyphNames[] = {
    "circle",  "square", "triangle", "diamond",   "star",   "heart",     "plus", "crescent",
    "hexagon", "drop",   "arrow",    "bolt",      "flower", "spiral",    "ring", "saltire",
    "clover",  "spade",  "sun",      "snowflake", "house",  "hourglass", "leaf", "sparkle",
    "crown",   "check",  "gear",     "cloud",     "tree",   "fish",      "bell", "umbrella",
    "notes",   "eye",    "anchor",   "waves"};
static_assert(std::size(GlyphNames) == LinkSymbolPainter::KindCount);

const Glyph &glyphFor(int kind)
{
    const QList<Glyph> &table = glyphs();
    const int n = int(table.size());
    return table[((kind - 1) % n + n) % n];
}

QPainterPath strokeOf(const Layer &layer)
{
    QPainterPathStroker stroker;
    stroker.setWidth(layer.width);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return stroker.createStroke(layer.path);
}

} // namespace

QString LinkSymbolPainter::name(int kind)
{
    const int n = KindCount;
    return QString::fromLatin1(GlyphNames[((kind - 1) % n + n) % n]);
}

QColor LinkSymbolPainter::colour(int kind)
{
    return glyphFor(kind).colour;
}

QPainterPath LinkSymbolPainter::silhouette(int kind)
{
    QPainterPath covered;
    covered.setFillRule(Qt::WindingFill);
    for (const Layer &layer : glyphFor(kind).layers) {
        switch (layer.type) {
        case Layer::Fill:
        case Layer::Dark:
            covered = unite(covered, layer.path);
            break;
        case Layer::Stroke:
            covered = unite(covered, strokeOf(layer));
            break;
        case Layer::Mark:
            covered = cut(covered, layer.path);
            break;
        }
    }
    return covered;
}

void LinkSymbolPainter::paint(QPainter *painter, const QRectF &box, int kind)
{
    const Glyph &glyph = glyphFor(kind);
    const qreal side = qMin(box.width(), box.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(box.center());
    painter->scale(side / 2, side / 2);
    const QColor rim = glyph.colour.darker(135);
    // Lit from above: a little lighter at the top, the true colour below the middle.
    QLinearGradient light(0, -1, 0, 0.4);
    light.setColorAt(0, glyph.colour.lighter(125));
    light.setColorAt(1, glyph.colour);
    const QColor face(0xfd, 0xfa, 0xf2);
    for (const Layer &layer : glyph.layers) {
        switch (layer.type) {
        case Layer::Fill:
            painter->setPen(QPen(rim, 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->setBrush(light);
            painter->drawPath(layer.path);
            break;
        case Layer::Mark:
            painter->setPen(QPen(rim, 0.03));
            painter->setBrush(face);
            painter->drawPath(layer.path);
            break;
        case Layer::Dark:
            painter->setPen(Qt::NoPen);
            painter->setBrush(glyph.colour.darker(150));
            painter->drawPath(layer.path);
            break;
        case Layer::Stroke:
            painter->setBrush(Qt::NoBrush);
            painter->setPen(
                QPen(glyph.colour, layer.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->drawPath(layer.path);
            break;
        }
    }
    painter->restore();
}

void LinkSymbolPainter::paintMono(QPainter *painter, const QRectF &box, int kind, const QColor &ink,
                                  const QColor &ground)
{
    const Glyph &glyph = glyphFor(kind);
    const qreal side = qMin(box.width(), box.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(box.center());
    painter->scale(side / 2, side / 2);
    for (const Layer &layer : glyph.layers) {
        switch (layer.type) {
        case Layer::Fill:
            painter->setPen(Qt::NoPen);
            painter->setBrush(ink);
            painter->drawPath(layer.path);
            break;
        case Layer::Mark:
        case Layer::Dark:
            painter->setPen(Qt::NoPen);
            painter->setBrush(ground);
            painter->drawPath(layer.path);
            break;
        case Layer::Stroke:
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(ink, layer.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->drawPath(layer.path);
            break;
        }
    }
    painter->restore();
}

} // namespace gg::ui
