#include "lianliankan/lianliankantileitem.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "lianliankan/linksymbolpainter.h"

#include <QLinearGradient>
#include <QPainter>

namespace gg::ui {

namespace {
const QString ThemeGame = QStringLiteral("lianliankan");
} // namespace
namespace {

// Proportions of the cell (the scene's cell is about 100 × 120 units).
constexpr qreal Inset = 0.035; // gap between neighbouring tiles
constexpr qreal Depth = 0.06;  // the visible edge below and to the right of the face
constexpr qreal Radius = 0.1;

} // namespace

LianliankanTileItem::LianliankanTileItem(int kind, const QSizeF &cell, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_kind(kind), m_cell(cell)
{
    setAcceptedMouseButtons(Qt::NoButton); // the scene maps clicks to cells
    setTransformOriginPoint(cell.width() / 2, cell.height() / 2);
    // Tiles are redrawn only when their marks change; at a fixed zoom a cached pixmap per
    // tile keeps a 160-tile board cheap to repaint during animations.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void LianliankanTileItem::setMark(Mark mark, bool on)
{
    const int marks = on ? (m_marks | mark) : (m_marks & ~mark);
    if (marks == m_marks)
        return;
    m_marks = marks;
    update();
}

void LianliankanTileItem::clearMarks()
{
    if (m_marks == None)
        return;
    m_marks = None;
    update();
}

void LianliankanTileItem::setFaceDown(bool down)
{
    if (down == m_faceDown)
        return;
    m_faceDown = down;
    update();
}

QRectF LianliankanTileItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_cell);
}

void LianliankanTileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal unit = qMin(m_cell.width(), m_cell.height());
    const qreal inset = unit * Inset;
    const qreal depth = unit * Depth;
    const qreal radius = unit * Radius;
    const QRectF outer = boundingRect().adjusted(inset, inset, -inset, -inset);
    const QRectF face = outer.adjusted(0, 0, -depth, -depth);
    const QRectF side = face.translated(depth, depth);
    if (Appearance::instance().highContrast()) {
        paintHighContrast(painter, face, unit, radius);
        return;
    }

    // The tile's body: its edge shows below and to the right of the face.
    painter->setPen(Qt::NoPen);
    const Themes &themes = Themes::instance();
    const auto colour = [&](const char *role) {
        return themes.colour(ThemeGame, QLatin1String(role));
    };
    painter->setBrush(colour("shadow"));
    painter->drawRoundedRect(side.translated(depth * 0.4, depth * 0.5), radius, radius);
    QLinearGradient edge(side.topLeft(), side.bottomRight());
    edge.setColorAt(0, m_faceDown ? colour("back-edge-light") : colour("edge-light"));
    edge.setColorAt(1, m_faceDown ? colour("back-edge-dark") : colour("edge-dark"));
    painter->setBrush(edge);
    painter->drawRoundedRect(side, radius, radius);

    if (m_faceDown) {
        QLinearGradient back(face.topLeft(), face.bottomLeft());
        back.setColorAt(0, colour("back-top"));
        back.setColorAt(1, colour("back-bottom"));
        painter->setBrush(back);
        painter->setPen(QPen(colour("back-border"), unit * 0.015));
        painter->drawRoundedRect(face, radius, radius);
        // A quiet lattice so the backs read as tiles, not holes.
        painter->setPen(QPen(colour("back-lattice"), unit * 0.02));
        painter->setBrush(Qt::NoBrush);
        const QRectF inner = face.adjusted(unit * 0.12, unit * 0.12, -unit * 0.12, -unit * 0.12);
        painter->drawRoundedRect(inner, radius * 0.6, radius * 0.6);
        const QPointF c = inner.center();
        const qreal r = qMin(inner.width(), inner.height()) * 0.3;
        painter->drawPolygon(QPolygonF(
            {c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)}));
        return;
    }

    // The face: ivory, or tinted by the strongest mark.
    QString mark = QStringLiteral("face");
    qreal borderWidth = unit * 0.015;
    if (m_marks & Refused) {
        mark = QStringLiteral("refused");
        borderWidth = unit * 0.055;
    } else if (m_marks & Selected) {
        mark = QStringLiteral("selected");
        borderWidth = unit * 0.055;
    } else if (m_marks & Hinted) {
        mark = QStringLiteral("hinted");
        borderWidth = unit * 0.055;
    } else if (m_marks & SameKind) {
        mark = QStringLiteral("same");
        borderWidth = unit * 0.045;
    }
    const QColor top = themes.colour(ThemeGame, mark + QStringLiteral("-top"));
    const QColor bottom = themes.colour(ThemeGame, mark + QStringLiteral("-bottom"));
    const QColor border = themes.colour(ThemeGame, mark + QStringLiteral("-border"));
    QLinearGradient light(face.topLeft(), face.bottomLeft());
    light.setColorAt(0, top);
    light.setColorAt(1, bottom);
    painter->setBrush(light);
    painter->setPen(QPen(border, borderWidth));
    const qreal half = borderWidth / 2;
    painter->drawRoundedRect(face.adjusted(half, half, -half, -half), radius, radius);
    // A thin highlight along the top-left edge gives the face its bevel.
    painter->setPen(QPen(colour("bevel"), unit * 0.012));
    painter->setBrush(Qt::NoBrush);
    const QRectF bevel = face.adjusted(borderWidth + unit * 0.01, borderWidth + unit * 0.01,
                                       -borderWidth, -borderWidth);
    painter->drawLine(QPointF(bevel.left() + radius, bevel.top()),
                      QPointF(bevel.right() - radius, bevel.top()));
    painter->drawLine(QPointF(bevel.left(), bevel.top() + radius),
                      QPointF(bevel.left(), bevel.bottom() - radius));

    // The theme's picture of the kind (fruit, animals, mahjong), else the drawn symbol.
    const qreal pad = unit * 0.07;
    const QRectF symbolBox = face.adjusted(pad, pad, -pad, -pad);
    const int picture = (m_kind - 1) % LinkSymbolPainter::KindCount + 1;
    if (!themes.paintPicture(painter, symbolBox, ThemeGame, picture))
        LinkSymbolPainter::paint(painter, symbolBox, m_kind);
}

// High contrast: a black tile framed in white with its symbol in white. Selected: a thick
// yellow frame and a yellow symbol; hinted: a thick dashed cyan frame; the same kind: a
// dashed white frame; refused: a thick dotted yellow frame. Paused: a white lattice.
void LianliankanTileItem::paintHighContrast(QPainter *painter, const QRectF &face, qreal unit,
                                            qreal radius) const
{
    using namespace HighContrast;
    painter->setBrush(Ground);
    QPen frame(Ink, unit * 0.02);
    QColor symbol = Ink;
    if (m_marks & Refused) {
        frame = QPen(Accent, unit * 0.07, Qt::DotLine);
    } else if (m_marks & Selected) {
        frame = QPen(Accent, unit * 0.07);
        symbol = Accent;
    } else if (m_marks & Hinted) {
        frame = QPen(HighContrast::Mark, unit * 0.07, Qt::DashLine);
    } else if (m_marks & SameKind) {
        frame = QPen(Ink, unit * 0.045, Qt::DashLine);
    }
    painter->setPen(frame);
    const qreal half = frame.widthF() / 2;
    painter->drawRoundedRect(face.adjusted(half, half, -half, -half), radius, radius);
    if (m_faceDown) {
        painter->setPen(QPen(Quiet, unit * 0.02));
        painter->setBrush(Qt::NoBrush);
        const QRectF inner = face.adjusted(unit * 0.14, unit * 0.14, -unit * 0.14, -unit * 0.14);
        const QPointF c = inner.center();
        const qreal r = qMin(inner.width(), inner.height()) * 0.35;
        painter->drawPolygon(QPolygonF(
            {c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)}));
        return;
    }
    const qreal pad = unit * 0.1;
    LinkSymbolPainter::paintMono(painter, face.adjusted(pad, pad, -pad, -pad), m_kind, symbol,
                                 Ground);
}

} // namespace gg::ui
