#include "memory/memoryfacepainter.h"

#include "common/theme.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPolygonF>
#include <QRadialGradient>
#include <QTransform>

#include <array>
#include <cmath>

namespace gg::ui::MemoryFaces {
namespace {

// Okabe & Ito's palette, darkened where needed so every colour stands out on ivory.
const std::array<QColor, 8> Palette = {
    QColor(0xd5, 0x5e, 0x00), // vermilion
    QColor(0x00, 0x72, 0xb2), // blue
    QColor(0x00, 0x9e, 0x73), // bluish green
    QColor(0xe6, 0x9f, 0x00), // orange
    QColor(0xb8, 0x5c, 0x9a), // reddish purple
    QColor(0x3a, 0x9a, 0xd9), // sky blue
    QColor(0xd8, 0xb4, 0x00), // yellow, deepened to gold
    QColor(0x44, 0x44, 0x4c), // near black
};

// Shapes are written in a unit box but built S times larger: Qt's boolean path operations
// flatten curves with a fixed tolerance, which would make unit-sized circles polygons.
constexpr qreal S = 200.0;

QPainterPath big(const QPainterPath &unit)
{
    return QTransform::fromScale(S, S).map(unit);
}

QPainterPath polygon(std::initializer_list<QPointF> points)
{
    QPainterPath path;
    path.addPolygon(QPolygonF(QList<QPointF>(points)));
    path.closeSubpath();
    return big(path);
}

QPainterPath circle(qreal x, qreal y, qreal r)
{
    QPainterPath path;
    path.addEllipse(QPointF(x, y) * S, r * S, r * S);
    return path;
}

QPainterPath rect(qreal x, qreal y, qreal w, qreal h, qreal radius = 0)
{
    QPainterPath path;
    path.addRoundedRect(QRectF(x * S, y * S, w * S, h * S), radius * S, radius * S);
    return path;
}

// A star with `points` tips (inner == outer gives a regular polygon with `points` corners).
QPainterPath star(int points, qreal outer, qreal inner, qreal rotationDeg, QPointF centre = {})
{
    QPolygonF poly;
    const bool regular = qFuzzyCompare(outer, inner);
    const int corners = regular ? points : points * 2;
    for (int i = 0; i < corners; ++i) {
        const qreal r = regular || i % 2 == 0 ? outer : inner;
        const qreal a = (rotationDeg + 360.0 * i / corners) * M_PI / 180.0;
        poly << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    QPainterPath path;
    path.addPolygon(poly);
    path.closeSubpath();
    return big(path);
}

// The outline of a unit-box line of the given width, built large.
QPainterPath stroke(const QPainterPath &line, qreal width)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width * S);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return stroker.createStroke(big(line));
}

QPainterPath heart()
{
    QPainterPath p;
    p.moveTo(0, -0.42);
    p.cubicTo(-0.18, -0.88, -0.95, -0.9, -0.95, -0.28);
    p.cubicTo(-0.95, 0.2, -0.38, 0.52, 0, 0.92);
    p.cubicTo(0.38, 0.52, 0.95, 0.2, 0.95, -0.28);
    p.cubicTo(0.95, -0.9, 0.18, -0.88, 0, -0.42);
    p.closeSubpath();
    return big(p);
}

QPainterPath cross(qreal arm)
{
    return rect(-arm / 2, -0.9, arm, 1.8, 0.08).united(rect(-0.9, -arm / 2, 1.8, arm, 0.08));
}

QPainterPath drop()
{
    QPainterPath p;
    p.moveTo(0, -0.95);
    p.cubicTo(0.22, -0.6, 0.7, -0.15, 0.7, 0.27);
    p.arcTo(QRectF(-0.7, -0.43, 1.4, 1.4), 0, -180);
    p.cubicTo(-0.7, -0.15, -0.22, -0.6, 0, -0.95);
    p.closeSubpath();
    return big(p);
}

QPainterPath flower()
{
    QPainterPath petals;
    for (int i = 0; i < 6; ++i) {
        QPainterPath petal;
        petal.addEllipse(QPointF(0, -0.5), 0.3, 0.44);
        petals = petals.united(QTransform().rotate(60.0 * i).map(big(petal)));
    }
    return petals.subtracted(circle(0, 0, 0.2)).united(circle(0, 0, 0.11));
}

QPainterPath sun()
{
    QPainterPath p = circle(0, 0, 0.46);
    for (int i = 0; i < 8; ++i) {
        const QPainterPath ray = polygon({{-0.13, -0.6}, {0, -0.98}, {0.13, -0.6}});
        p = p.united(QTransform().rotate(45.0 * i).map(ray));
    }
    return p;
}

QPainterPath leaf()
{
    QPainterPath p;
    p.moveTo(-0.72, 0.72);
    p.cubicTo(-0.8, -0.25, -0.2, -0.8, 0.82, -0.82);
    p.cubicTo(0.8, 0.2, 0.25, 0.8, -0.72, 0.72);
    p.closeSubpath();
    QPainterPath vein;
    vein.moveTo(-0.55, 0.55);
    vein.lineTo(0.45, -0.45);
    QPainterPath stem;
    stem.moveTo(-0.6, 0.6);
    stem.lineTo(-0.9, 0.9);
    return big(p).subtracted(stroke(vein, 0.08)).united(stroke(stem, 0.12));
}

QPainterPath cloud()
{
    return circle(-0.42, 0.12, 0.38)
        .united(circle(0.02, -0.18, 0.5))
        .united(circle(0.46, 0.16, 0.36))
        .united(rect(-0.86, 0.08, 1.72, 0.46, 0.23));
}

QPainterPath crown()
{
    QPainterPath p = polygon({{-0.85, -0.45},
                              {-0.42, 0.02},
                              {0, -0.68},
                              {0.42, 0.02},
                              {0.85, -0.45},
                              {0.7, 0.4},
                              {-0.7, 0.4}});
    for (const QPointF &tip : {QPointF(-0.85, -0.52), QPointF(0, -0.76), QPointF(0.85, -0.52)})
        p = p.united(circle(tip.x(), tip.y(), 0.13));
    return p.united(rect(-0.74, 0.5, 1.48, 0.24, 0.06));
}

QPainterPath umbrella()
{
    QPainterPath canopy;
    canopy.moveTo(-0.92, 0.02);
    canopy.arcTo(QRectF(-0.92, -0.9, 1.84, 1.84), 180, -180);
    // Scalloped lower edge: three shallow arches from right to left.
    canopy.quadTo(0.61, -0.18, 0.31, 0.02);
    canopy.quadTo(0, -0.18, -0.31, 0.02);
    canopy.quadTo(-0.61, -0.18, -0.92, 0.02);
    canopy.closeSubpath();
    QPainterPath handle;
    handle.moveTo(0, -0.1);
    handle.lineTo(0, 0.68);
    handle.quadTo(0, 0.9, -0.2, 0.9);
    handle.quadTo(-0.36, 0.9, -0.36, 0.72);
    return big(canopy).united(stroke(handle, 0.13)).united(circle(0, -0.92, 0.08));
}

QPainterPath house()
{
    const QPainterPath body = polygon({{0, -0.9},
                                       {0.92, -0.04},
                                       {0.66, -0.04},
                                       {0.66, 0.86},
                                       {-0.66, 0.86},
                                       {-0.66, -0.04},
                                       {-0.92, -0.04}});
    return body.subtracted(rect(-0.18, 0.32, 0.36, 0.6, 0.04))
        .subtracted(rect(-0.12, -0.36, 0.24, 0.24, 0.02));
}

QPainterPath fish()
{
    QPainterPath body;
    body.moveTo(-0.92, 0);
    body.cubicTo(-0.56, -0.62, 0.22, -0.62, 0.46, 0);
    body.cubicTo(0.22, 0.62, -0.56, 0.62, -0.92, 0);
    body.closeSubpath();
    const QPainterPath tail = polygon({{0.3, 0}, {0.95, -0.52}, {0.82, 0}, {0.95, 0.52}});
    return big(body).united(tail).subtracted(circle(-0.52, -0.1, 0.1));
}

QPainterPath note()
{
    QPainterPath head;
    head.addEllipse(QPointF(0, 0), 0.34, 0.24);
    head = big(QTransform().translate(-0.28, 0.62).rotate(-22).map(head));
    QPainterPath flag;
    flag.moveTo(0.08, -0.88);
    flag.cubicTo(0.3, -0.55, 0.8, -0.45, 0.56, 0.12);
    flag.cubicTo(0.62, -0.25, 0.36, -0.42, 0.08, -0.5);
    flag.closeSubpath();
    return head.united(rect(-0.06, -0.9, 0.15, 1.5, 0.03)).united(big(flag));
}

QPainterPath tree()
{
    return polygon({{0, -0.96}, {0.48, -0.42}, {-0.48, -0.42}})
        .united(polygon({{0, -0.66}, {0.7, 0.1}, {-0.7, 0.1}}))
        .united(polygon({{0, -0.24}, {0.9, 0.56}, {-0.9, 0.56}}))
        .united(rect(-0.15, 0.5, 0.3, 0.44, 0.03));
}

QPainterPath bell()
{
    QPainterPath p;
    p.moveTo(-0.78, 0.56);
    p.cubicTo(-0.58, 0.36, -0.64, -0.2, -0.55, -0.42);
    p.cubicTo(-0.4, -0.86, 0.4, -0.86, 0.55, -0.42);
    p.cubicTo(0.64, -0.2, 0.58, 0.36, 0.78, 0.56);
    p.closeSubpath();
    return big(p)
        .united(rect(-0.86, 0.5, 1.72, 0.18, 0.08))
        .united(circle(0, 0.8, 0.15))
        .united(circle(0, -0.84, 0.12));
}

struct Kind
{
    const char *name;
    int colour;
    QPainterPath (*make)();
};

// Shapes are ordered so the small boards get the plainest, most different ones first; the
// colours are spread so that similar outlines never share one.
const std::array<Kind, KindCount> Kinds = {{
    {"circle", 0, [] { return circle(0, 0, 0.84); }},
    {"triangle", 1,
     [] {
         return polygon({{0, -0.92}, {0.96, 0.76}, {-0.96, 0.76}});
     }},
    {"square", 2, [] { return rect(-0.76, -0.76, 1.52, 1.52, 0.12); }},
    {"star", 3,
     [] {
         return star(5, 0.98, 0.42, -90, {0, 0.06});
     }},
    {"heart", 4, &heart},
    {"diamond", 5,
     [] {
         return polygon({{0, -0.96}, {0.68, 0}, {0, 0.96}, {-0.68, 0}});
     }},
    {"crescent", 6, [] { return circle(0, 0, 0.86).subtracted(circle(0.4, -0.2, 0.72)); }},
    {"plus", 7, [] { return cross(0.56); }},
    {"hexagon", 7, [] { return star(6, 0.92, 0.92, -90); }},
    {"drop", 1, &drop},
    {"bolt", 6,
     [] {
         return polygon({{0.05, -0.95},
                         {0.58, -0.95},
                         {0.16, -0.22},
                         {0.58, -0.22},
                         {-0.36, 0.96},
                         {-0.06, 0.1},
                         {-0.5, 0.1}});
     }},
    {"ring", 4, [] { return circle(0, 0, 0.86).subtracted(circle(0, 0, 0.44)); }},
    {"clover", 2,
     [] {
         QPainterPath stem;
         stem.moveTo(0, 0);
         stem.quadTo(0.05, 0.55, 0.3, 0.92);
         return circle(0, -0.46, 0.36)
             .united(circle(-0.44, 0.04, 0.36))
             .united(circle(0.44, 0.04, 0.36))
             .united(circle(0, -0.08, 0.22))
             .united(stroke(stem, 0.16));
     }},
    {"flower", 0, &flower},
    {"sun", 6, &sun},
    {"saltire", 0, [] { return QTransform().rotate(45).map(cross(0.48)); }},
    {"arrow", 5,
     [] {
         return polygon({{0, -0.95},
                         {0.82, -0.1},
                         {0.3, -0.1},
                         {0.3, 0.92},
                         {-0.3, 0.92},
                         {-0.3, -0.1},
                         {-0.82, -0.1}});
     }},
    {"spade", 7,
     [] {
         const QPainterPath body =
             QTransform().translate(0, -0.12 * S).scale(0.9, -0.9).map(heart());
         return body.united(polygon({{0, 0.2}, {0.36, 0.96}, {-0.36, 0.96}}));
     }},
    {"leaf", 2, &leaf},
    {"cloud", 5, &cloud},
    {"hourglass", 3,
     [] {
         return polygon({{-0.66, -0.82},
                         {0.66, -0.82},
                         {0.1, 0},
                         {0.66, 0.82},
                         {-0.66, 0.82},
                         {-0.1, 0}})
             .united(rect(-0.82, -0.96, 1.64, 0.2, 0.06))
             .united(rect(-0.82, 0.76, 1.64, 0.2, 0.06));
     }},
    {"crown", 6, &crown},
    {"umbrella", 4, &umbrella},
    {"house", 7, &house},
    {"fish", 3, &fish},
    {"note", 1, &note},
    {"tree", 2, &tree},
    {"bell", 4, &bell},
}};

const Kind *kindFor(int kind)
{
    if (kind < 1 || kind > KindCount)
        return nullptr;
    return &Kinds[static_cast<std::size_t>(kind - 1)];
}

} // namespace

QPainterPath symbol(int kind)
{
    static std::array<QPainterPath, KindCount> cache;
    static std::array<bool, KindCount> made{};
    const Kind *k = kindFor(kind);
    if (!k)
        return {};
    const auto i = static_cast<std::size_t>(kind - 1);
    if (!made[i]) {
        cache[i] = QTransform::fromScale(1 / S, 1 / S).map(k->make());
        cache[i].setFillRule(Qt::OddEvenFill);
        made[i] = true;
    }
    return cache[i];
}

QColor colour(int kind)
{
    const Kind *k = kindFor(kind);
    return k ? Palette[static_cast<std::size_t>(k->colour)] : QColor(Qt::gray);
}

QString shapeName(int kind)
{
    const Kind *k = kindFor(kind);
    return k ? QString::fromLatin1(k->name) : QString();
}

void paintSymbol(QPainter *painter, const QRectF &box, int kind)
{
    const qreal side = qMin(box.width(), box.height());
    const QPointF c = box.center();
    QTransform t;
    t.translate(c.x(), c.y());
    t.scale(side / 2, side / 2);
    const QPainterPath path = t.map(symbol(kind));
    const QColor base = colour(kind);
    QLinearGradient fill(c.x(), c.y() - side / 2, c.x(), c.y() + side / 2);
    fill.setColorAt(0, base.lighter(122));
    fill.setColorAt(1, base.darker(108));
    painter->setPen(
        QPen(base.darker(150), side * 0.035, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(fill);
    painter->drawPath(path);
}

void paintFace(QPainter *painter, const QRectF &r, int kind, bool found, const QString &variant)
{
    const qreal w = r.width();
    const qreal radius = w * 0.09;
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("memory");
    painter->setPen(QPen(
        themes.colour(game, found ? QStringLiteral("found-border") : QStringLiteral("face-border")),
        w * 0.02));
    QLinearGradient paper(r.topLeft(), r.bottomLeft());
    paper.setColorAt(
        0, themes.colour(game, found ? QStringLiteral("found-top") : QStringLiteral("face-top")));
    paper.setColorAt(1, themes.colour(game, found ? QStringLiteral("found-bottom")
                                                  : QStringLiteral("face-bottom")));
    painter->setBrush(paper);
    painter->drawRoundedRect(r.adjusted(w * 0.01, w * 0.01, -w * 0.01, -w * 0.01), radius, radius);
    // A theme's pictures carry their own margin: they are given more of the card.
    const bool picture = themes.current(game).hasPictures();
    const qreal side = w * (found ? 0.66 : 0.74) * (picture ? 1.2 : 1.0);
    const qreal opacity = painter->opacity();
    if (found)
        painter->setOpacity(opacity * 0.5);
    // The theme's picture (animals, 汉字 and their pictures), else the drawn symbol.
    const QRectF box(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
    if (!themes.paintPicture(painter, box, game, (kind - 1) % KindCount + 1, variant))
        paintSymbol(painter, box, kind);
    painter->setOpacity(opacity);
}

void paintBack(QPainter *painter, const QRectF &r, bool hover)
{
    const qreal w = r.width();
    const qreal radius = w * 0.09;
    const Themes &themes = Themes::instance();
    const auto colour = [&](const char *role) {
        return themes.colour(QStringLiteral("memory"), QLatin1String(role));
    };
    // Light border.
    painter->setPen(Qt::NoPen);
    painter->setBrush(hover ? colour("back-rim-hover") : colour("back-rim"));
    painter->drawRoundedRect(r, radius, radius);
    // Deep field.
    const qreal border = w * 0.07;
    const QRectF field = r.adjusted(border, border, -border, -border);
    QLinearGradient deep(field.topLeft(), field.bottomRight());
    deep.setColorAt(0, hover ? colour("back-top-hover") : colour("back-top"));
    deep.setColorAt(1, hover ? colour("back-bottom-hover") : colour("back-bottom"));
    painter->setBrush(deep);
    painter->drawRoundedRect(field, radius * 0.6, radius * 0.6);

    const QColor gold = colour("back-ornament");
    painter->save();
    painter->setClipRect(field.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035));
    // A diagonal lattice, like a window screen.
    const qreal step = w * 0.16;
    QPen thin(QColor(gold.red(), gold.green(), gold.blue(), 90), w * 0.012);
    painter->setPen(thin);
    const qreal span = field.width() + field.height();
    for (qreal d = -span; d <= span; d += step) {
        painter->drawLine(QPointF(field.left() + d, field.top()),
                          QPointF(field.left() + d + field.height(), field.bottom()));
        painter->drawLine(QPointF(field.left() + d, field.bottom()),
                          QPointF(field.left() + d + field.height(), field.top()));
    }
    painter->restore();

    // A fret (回纹) frame: an outer line and, in each corner, a small square spiral.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(gold, w * 0.022, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    const QRectF frame = field.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035);
    painter->drawRect(frame);
    const qreal s = w * 0.13;
    const QPointF corners[4] = {frame.topLeft(), frame.topRight() - QPointF(s, 0),
                                frame.bottomLeft() - QPointF(0, s),
                                frame.bottomRight() - QPointF(s, s)};
    for (const QPointF &c : corners) {
        const QRectF box(c, QSizeF(s, s));
        painter->fillRect(box, deep);
        QPainterPath fret;
        // A square spiral into the centre: the 回 key.
        fret.moveTo(box.left(), box.top());
        fret.lineTo(box.right(), box.top());
        fret.lineTo(box.right(), box.bottom());
        fret.lineTo(box.left(), box.bottom());
        fret.lineTo(box.left(), box.top() + s * 0.3);
        fret.lineTo(box.left() + s * 0.68, box.top() + s * 0.3);
        fret.lineTo(box.left() + s * 0.68, box.top() + s * 0.68);
        fret.lineTo(box.left() + s * 0.32, box.top() + s * 0.68);
        painter->drawPath(fret);
    }

    // The central medallion: a gold ring round a 回 in the deep colour.
    const QPointF c = r.center();
    const qreal m = w * 0.2;
    painter->setPen(QPen(gold, w * 0.025));
    QRadialGradient glow(c, m);
    glow.setColorAt(0, colour("back-glow-centre"));
    glow.setColorAt(1, colour("back-glow-edge"));
    painter->setBrush(glow);
    painter->drawEllipse(c, m, m);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(gold, w * 0.02, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->drawRect(QRectF(c.x() - m * 0.5, c.y() - m * 0.5, m, m));
    painter->drawRect(QRectF(c.x() - m * 0.22, c.y() - m * 0.22, m * 0.44, m * 0.44));
    // Four small diamonds on the axes, tying the medallion to the frame.
    painter->setPen(Qt::NoPen);
    painter->setBrush(gold);
    const qreal d = w * 0.045;
    for (const QPointF &off : {QPointF(0, -1), QPointF(0, 1), QPointF(-1, 0), QPointF(1, 0)}) {
        const QPointF p = c + QPointF(off.x() * (m + w * 0.1), off.y() * (m + w * 0.1));
        painter->drawPolygon(QPolygonF(
            {p + QPointF(0, -d), p + QPointF(d, 0), p + QPointF(0, d), p + QPointF(-d, 0)}));
    }
}

} // namespace gg::ui::MemoryFaces
