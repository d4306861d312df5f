#include "zousi/zousiscene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "common/rng.h"
#include "zousi/zousipieceitem.h"

#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <cmath>

namespace gg::ui {
namespace {

// The board's first point, and where the side legend stands to its right.
constexpr qreal Left = 80.0;
constexpr qreal Top = 80.0;
constexpr qreal BoardEnd = Left + 3 * ZousiScene::Step;
constexpr qreal LegendX = BoardEnd + 100.0;
constexpr qreal LegendRadius = 24.0;
constexpr qreal SceneWidth = LegendX + 60.0;
constexpr qreal SceneHeight = BoardEnd + Top;

constexpr int AnimationMs = 460;
constexpr qreal SlidePhase = 0.45; // share of the animation spent sliding

// The chalk colours; in high contrast white, yellow and cyan on black.
QColor themeColour(const char *role)
{
    return Themes::instance().colour(QStringLiteral("zousi"), QLatin1String(role));
}

QColor chalk()
{
    return Appearance::instance().highContrast() ? HighContrast::Ink : themeColour("chalk");
}
QColor chalkYellow()
{
    return Appearance::instance().highContrast() ? HighContrast::Accent
                                                 : themeColour("chalk-yellow");
}
QColor chalkGreen()
{
    return Appearance::instance().highContrast() ? HighContrast::Mark : themeColour("chalk-green");
}
QColor chalkBlue()
{
    return Appearance::instance().highContrast() ? HighContrast::Mark : themeColour("chalk-blue");
}

qreal easeInOut(qreal t)
{
    return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
}

QFont chalkFont(qreal pixelSize, bool bold = false)
{
    QFont font;
    font.setPixelSize(qRound(pixelSize));
    font.setBold(bold);
    return font;
}

} // namespace

// A layer of marks painted by the scene: under the pieces (last move, side legend) or above
// them but below in-scene messages (legal steps, selection, cursor, hint). The background
// itself stays static, so the view can cache it.
class ZousiLayerItem : public QGraphicsItem
{
public:
    ZousiLayerItem(ZousiScene *scene, bool above) : m_scene(scene), m_above(above)
    {
        setAcceptedMouseButtons(Qt::NoButton);
        setZValue(above ? 30 : 5);
    }
    QRectF boundingRect() const override { return QRectF(0, 0, SceneWidth, SceneHeight); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (m_above)
            m_scene->paintOverlay(painter);
        else
            m_scene->paintUnderlay(painter);
    }

private:
    ZousiScene *m_scene;
    bool m_above;
};

ZousiScene::ZousiScene(QObject *parent) : GameScene(parent)
{
    setSceneRect(0, 0, SceneWidth, SceneHeight);
    buildTexture();
    m_anim = new QVariantAnimation(this);
    m_anim->setStartValue(0.0);
    m_anim->setEndValue(1.0);
    m_anim->setDuration(AnimationMs);
    connect(m_anim, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { onProgress(value.toReal()); });
    connect(m_anim, &QVariantAnimation::finished, this, [this] { onProgress(1.0); });
    m_underlay = new ZousiLayerItem(this, false);
    addItem(m_underlay);
    m_overlay = new ZousiLayerItem(this, true);
    addItem(m_overlay);
    placeOverlays(sceneRect());
    setPosition(zousi::Position::start());
}

QPointF ZousiScene::pointPos(int cell) const
{
    return QPointF(Left + (cell % zousi::Size) * Step, Top + (cell / zousi::Size) * Step);
}

int ZousiScene::cellAt(const QPointF &p) const
{
    const int col = qRound((p.x() - Left) / Step);
    const int row = qRound((p.y() - Top) / Step);
    if (col < 0 || col >= zousi::Size || row < 0 || row >= zousi::Size)
        return -1;
    const int cell = row * zousi::Size + col;
    const QPointF d = p - pointPos(cell);
    return std::hypot(d.x(), d.y()) <= Step * 0.5 ? cell : -1;
}

QPointF ZousiScene::legendPos(zousi::Side side) const
{
    return QPointF(LegendX, side == zousi::Side::X ? Top : BoardEnd);
}

void ZousiScene::buildTexture()
{
    // Fixed seed: the cement looks the same every time and in every screenshot.
    Rng rng(20240611);
    const QRectF r = sceneRect();
    for (int i = 0; i < 1400; ++i) {
        const QPointF p(r.left() + rng.unit() * r.width(), r.top() + rng.unit() * r.height());
        const qreal size = 0.5 + rng.unit() * rng.unit() * 2.2;
        (rng.chance(0.6) ? m_darkSpecks : m_lightSpecks)
            .addEllipse(p, size, size * (0.6 + 0.4 * rng.unit()));
    }
    // Damp patches: clusters of overlapping blots, so no single circle shows.
    for (int i = 0; i < 9; ++i) {
        const QPointF centre(r.left() + rng.unit() * r.width(), r.top() + rng.unit() * r.height());
        for (int j = 0; j < 7; ++j) {
            const QPointF p = centre + QPointF((rng.unit() - 0.5) * 90, (rng.unit() - 0.5) * 70);
            const qreal size = 10 + rng.unit() * 28;
            QPainterPath blot;
            blot.addEllipse(p, size, size * (0.5 + 0.5 * rng.unit()));
            m_stains.addPath(blot);
        }
    }
    // Fine scratches in the cement.
    for (int i = 0; i < 40; ++i) {
        const QPointF p(r.left() + rng.unit() * r.width(), r.top() + rng.unit() * r.height());
        const qreal angle = rng.unit() * 2 * M_PI;
        const qreal len = 6 + rng.unit() * 22;
        m_scratches.moveTo(p);
        m_scratches.lineTo(p + QPointF(std::cos(angle), std::sin(angle)) * len);
    }
}

void ZousiScene::clearPieces()
{
    qDeleteAll(m_pieces);
    m_pieces.clear();
    qDeleteAll(m_dying);
    m_dying.clear();
    m_dyingFrom.clear();
    // The sliding piece was taken out of m_pieces: it is deleted here too, or it would stay
    // on the board as a ghost (it did, once per animated move).
    delete m_moving;
    m_moving = nullptr;
}

void ZousiScene::rebuildPieces()
{
    clearPieces();
    for (int cell = 0; cell < zousi::Cells; ++cell) {
        const char c = m_pos.at(cell);
        if (c == '.')
            continue;
        auto *piece = new ZousiPieceItem(c == 'x' ? zousi::Side::X : zousi::Side::O, Radius);
        piece->setPos(pointPos(cell));
        piece->setZValue(10);
        piece->setLifted(cell == m_selected);
        addItem(piece);
        m_pieces.insert(cell, piece);
    }
    m_underlay->update(); // the legend counts and the side to move
}

void ZousiScene::setPosition(const zousi::Position &pos)
{
    finishAnimations();
    m_pos = pos;
    rebuildPieces();
}

bool ZousiScene::animating() const
{
    return m_anim->state() == QAbstractAnimation::Running;
}

void ZousiScene::finishAnimations()
{
    if (!animating())
        return;
    m_anim->stop();
    rebuildPieces(); // the resting state as the model has it
    emit settled();
}

void ZousiScene::animateMove(const zousi::MoveReport &report, const zousi::Position &after)
{
    finishAnimations();
    clearHint();
    m_pos = after;
    m_last = report.move;
    if (!m_animations || report.move.isPass() || !m_pieces.contains(report.move.from)) {
        rebuildPieces();
        return;
    }
    m_animMove = report.move;
    m_moving = m_pieces.take(report.move.from);
    m_moving->setZValue(20);
    m_moving->setLifted(true);
    for (int cell : report.captured) {
        if (ZousiPieceItem *piece = m_pieces.take(cell)) {
            piece->setZValue(15);
            m_dying.append(piece);
            m_dyingFrom.append(pointPos(cell));
        }
    }
    m_underlay->update();
    m_anim->start();
}

void ZousiScene::onProgress(qreal progress)
{
    if (progress >= 1.0 || !m_moving) {
        if (m_moving || !m_dying.isEmpty()) {
            rebuildPieces();
            emit settled();
        }
        return;
    }
    const qreal t = easeInOut(qMin(1.0, progress / SlidePhase));
    const QPointF from = pointPos(m_animMove.from);
    const QPointF to = pointPos(m_animMove.to);
    m_moving->setPos(from + (to - from) * t);
    if (t >= 1.0)
        m_moving->setLifted(false);
    const qreal q = qBound(0.0, (progress - SlidePhase) / (1 - SlidePhase), 1.0);
    for (int i = 0; i < m_dying.size(); ++i) {
        ZousiPieceItem *piece = m_dying[i];
        // Struck: a short shake, then off to its side's legend, shrinking and fading.
        const QPointF target = legendPos(piece->side());
        const qreal fly = q * q;
        const qreal shake = q < 0.25 ? std::sin(q * 4 * M_PI * 3) * 5 * (1 - q * 4) : 0;
        piece->setPos(m_dyingFrom[i] + (target - m_dyingFrom[i]) * fly + QPointF(shake, 0));
        piece->setScale(1.0 - 0.55 * q);
        piece->setOpacity(1.0 - 0.9 * fly);
    }
}

void ZousiScene::setSelection(int cell, const std::vector<int> &targets)
{
    if (m_selected == cell && m_targets == targets)
        return;
    if (ZousiPieceItem *old = m_pieces.value(m_selected))
        old->setLifted(false);
    m_selected = cell;
    m_targets = cell >= 0 ? targets : std::vector<int>{};
    if (ZousiPieceItem *piece = m_pieces.value(cell))
        piece->setLifted(true);
    m_overlay->update();
}

void ZousiScene::setCursor(int cell, bool visible)
{
    if (m_cursor == cell && m_cursorVisible == visible)
        return;
    m_cursor = cell;
    m_cursorVisible = visible;
    m_overlay->update();
}

void ZousiScene::setLastMove(zousi::Move move, bool valid)
{
    m_last = valid ? move : zousi::Move{};
    m_underlay->update();
}

void ZousiScene::setTargetLabels(const QHash<int, TargetLabel> &labels)
{
    m_targetLabels = labels;
    m_overlay->update();
}

void ZousiScene::showHint(zousi::Move move)
{
    m_hint = move;
    m_overlay->update();
}

void ZousiScene::clearHint()
{
    if (m_hint.from < 0)
        return;
    m_hint = {};
    m_overlay->update();
}

void ZousiScene::drawChalkLine(QPainter *painter, QPointF a, QPointF b, qreal width,
                               const QColor &color) const
{
    // Chalk on a rough floor: a solid core and two thin, fainter strokes beside it.
    QColor core = color;
    core.setAlpha(color.alpha() * 0.85);
    painter->setPen(QPen(core, width, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(a, b);
    const QPointF d = b - a;
    const qreal len = std::hypot(d.x(), d.y());
    if (len <= 0)
        return;
    const QPointF n(-d.y() / len, d.x() / len);
    QColor edge = color;
    edge.setAlpha(color.alpha() * 0.35);
    painter->setPen(QPen(edge, width * 0.45, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(a + n * width * 0.55 + d / len * 2, b + n * width * 0.5);
    painter->drawLine(a - n * width * 0.5, b - n * width * 0.6 - d / len * 3);
}

void ZousiScene::drawBackground(QPainter *painter, const QRectF &exposed)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = sceneRect();
    if (Appearance::instance().highContrast()) {
        drawHighContrastBoard(painter, exposed);
        return;
    }
    painter->fillRect(exposed, Appearance::instance().dark() ? QColor(0x1e, 0x1d, 0x1b)
                                                             : themeColour("page"));
    // The cement slab.
    QRadialGradient cement(r.center(), r.width() * 0.75);
    cement.setColorAt(0.0, themeColour("cement-centre"));
    cement.setColorAt(1.0, themeColour("cement-edge"));
    painter->setPen(Qt::NoPen);
    painter->setBrush(cement);
    painter->drawRoundedRect(r, 18, 18);
    painter->save();
    QPainterPath clip;
    clip.addRoundedRect(r, 18, 18);
    painter->setClipPath(clip);
    painter->setBrush(themeColour("stain"));
    painter->drawPath(m_stains);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(themeColour("scratch"), 1.2));
    painter->drawPath(m_scratches);
    painter->setPen(Qt::NoPen);
    painter->setBrush(themeColour("light-speck"));
    painter->drawPath(m_lightSpecks);

    // The board: four lines each way, points on the crossings.
    for (int i = 0; i < zousi::Size; ++i) {
        const qreal x = Left + i * Step;
        const qreal y = Top + i * Step;
        drawChalkLine(painter, QPointF(Left - 8, y), QPointF(BoardEnd + 7, y + 1), 6, chalk());
        drawChalkLine(painter, QPointF(x, Top - 7), QPointF(x + 1, BoardEnd + 8), 6, chalk());
    }
    painter->setPen(Qt::NoPen);
    QColor dot = chalk();
    dot.setAlpha(220);
    painter->setBrush(dot);
    for (int cell = 0; cell < zousi::Cells; ++cell)
        painter->drawEllipse(pointPos(cell), 9, 9);
    // The floor shows through the chalk.
    painter->setBrush(themeColour("dark-speck"));
    painter->drawPath(m_darkSpecks);

    drawCoordinates(painter, chalk()); // full chalk: 3:1 on the cement

    painter->restore();
}

// Coordinates as in the move list: files a–d, ranks 1–4 from the bottom.
void ZousiScene::drawCoordinates(QPainter *painter, const QColor &colour) const
{
    painter->setPen(colour);
    painter->setFont(chalkFont(26, true));
    for (int i = 0; i < zousi::Size; ++i) {
        const QString file = QString(QChar(u'a' + i));
        const QString rank = QString::number(zousi::Size - i);
        painter->drawText(QRectF(Left + i * Step - 30, BoardEnd + 34, 60, 36), Qt::AlignCenter,
                          file);
        painter->drawText(QRectF(Left - 76, Top + i * Step - 18, 36, 36), Qt::AlignCenter, rank);
    }
}

// High contrast: a black ground, the lines and points in white, the coordinates in white.
void ZousiScene::drawHighContrastBoard(QPainter *painter, const QRectF &exposed)
{
    painter->fillRect(exposed, HighContrast::Ground);
    painter->setPen(QPen(HighContrast::Ink, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(sceneRect().adjusted(1.5, 1.5, -1.5, -1.5), 18, 18);
    painter->setPen(QPen(HighContrast::Ink, 6, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < zousi::Size; ++i) {
        const qreal x = Left + i * Step;
        const qreal y = Top + i * Step;
        painter->drawLine(QPointF(Left - 8, y), QPointF(BoardEnd + 8, y));
        painter->drawLine(QPointF(x, Top - 8), QPointF(x, BoardEnd + 8));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(HighContrast::Ink);
    for (int cell = 0; cell < zousi::Cells; ++cell)
        painter->drawEllipse(pointPos(cell), 11, 11);
    drawCoordinates(painter, HighContrast::Ink);
}

void ZousiScene::paintUnderlay(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // The last move: the piece dragged a wide smear of chalk dust from where it came.
    if (m_last.from >= 0) {
        QColor dust = chalk();
        dust.setAlpha(75);
        drawChalkLine(painter, pointPos(m_last.from), pointPos(m_last.to), 26, dust);
        painter->setPen(Qt::NoPen);
        painter->setBrush(dust);
        painter->drawEllipse(pointPos(m_last.from), 19, 19);
    }

    // The legend: each side's piece beside its home line, its count, the side to move ringed.
    // High contrast: nothing faded (the yellow ring alone shows whose turn it is).
    const bool high = Appearance::instance().highContrast();
    painter->setPen(QPen(high ? HighContrast::Quiet : QColor(0xf6, 0xf3, 0xea, 60), 3, Qt::DashLine,
                         Qt::RoundCap));
    painter->drawLine(QPointF(LegendX, Top + 70), QPointF(LegendX, BoardEnd - 70));
    for (zousi::Side side : {zousi::Side::X, zousi::Side::O}) {
        const QPointF at = legendPos(side);
        const bool toMove = !m_pos.over() && m_pos.toMove == side;
        if (toMove) {
            QRadialGradient glow(at, LegendRadius * 2.0);
            glow.setColorAt(0.0, QColor(0xff, 0xf4, 0xb0, 120));
            glow.setColorAt(1.0, QColor(0xff, 0xf4, 0xb0, 0));
            painter->setPen(Qt::NoPen);
            painter->setBrush(glow);
            painter->drawEllipse(at, LegendRadius * 2.0, LegendRadius * 2.0);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(chalkYellow(), 4, Qt::SolidLine, Qt::RoundCap));
            painter->drawEllipse(at, LegendRadius * 1.5, LegendRadius * 1.5);
        }
        painter->save();
        painter->translate(at);
        painter->setOpacity(toMove || m_pos.over() || high ? 1.0 : 0.55);
        ZousiPieceItem::paintPiece(painter, side, LegendRadius, false);
        painter->restore();
        painter->setPen(high ? HighContrast::Ink : QColor(0xf6, 0xf3, 0xea, 210));
        painter->setFont(chalkFont(24, true));
        const qreal dy = side == zousi::Side::X ? 52 : -52;
        painter->drawText(QRectF(at.x() - 40, at.y() + dy - 16, 80, 32), Qt::AlignCenter,
                          QStringLiteral("× %1").arg(m_pos.count(side)));
    }
}

void ZousiScene::paintOverlay(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_selected >= 0) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(chalkYellow(), 5, Qt::DashLine, Qt::RoundCap));
        const QPointF at = pointPos(m_selected) + QPointF(-Radius * 0.04, -Radius * 0.07);
        painter->drawEllipse(at, Radius * 1.28, Radius * 1.28);
        for (int cell : m_targets) {
            const QPointF p = pointPos(cell);
            QColor fill = chalkYellow();
            fill.setAlpha(110);
            painter->setPen(QPen(chalkYellow(), 4));
            painter->setBrush(fill);
            painter->drawEllipse(p, 17, 17);
            // A short chalk stroke along the line towards the target.
            const QPointF from = pointPos(m_selected);
            const QPointF dir = (p - from) / Step;
            QColor stroke = chalkYellow();
            stroke.setAlpha(150);
            drawChalkLine(painter, from + dir * (Radius * 1.45), p - dir * 24, 6, stroke);
        }
        // Analysis labels under the targets, on a dark slate chip so they read on chalk.
        QFont font = painter->font();
        font.setPixelSize(22);
        font.setBold(true);
        painter->setFont(font);
        for (int cell : m_targets) {
            const auto label = m_targetLabels.constFind(cell);
            if (label == m_targetLabels.constEnd() || label->text.isEmpty())
                continue;
            const QColor ink = label->tone > 0   ? QColor(0x9b, 0xe5, 0x8f)
                               : label->tone < 0 ? QColor(0xff, 0x9e, 0x94)
                                                 : QColor(0xe8, 0xe8, 0xe0);
            const QFontMetricsF metrics(font);
            const qreal w = metrics.horizontalAdvance(label->text) + 14;
            const qreal h = metrics.height() + 4;
            const QRectF chip(pointPos(cell) + QPointF(-w / 2, 22), QSizeF(w, h));
            painter->setPen(QPen(ink, 2));
            painter->setBrush(QColor(20, 34, 30, 220));
            painter->drawRoundedRect(chip, 8, 8);
            painter->setPen(ink);
            painter->drawText(chip, Qt::AlignCenter, label->text);
        }
    }
    if (m_hint.from >= 0 && !m_hint.isPass()) {
        const QPointF a = pointPos(m_hint.from);
        const QPointF b = pointPos(m_hint.to);
        const QPointF dir = (b - a) / Step;
        const QPointF n(-dir.y(), dir.x());
        const QPointF tip = b - dir * 6;
        QPainterPath arrow;
        arrow.moveTo(a + dir * 20 + n * 9);
        arrow.lineTo(tip - dir * 34 + n * 9);
        arrow.lineTo(tip - dir * 34 + n * 24);
        arrow.lineTo(tip);
        arrow.lineTo(tip - dir * 34 - n * 24);
        arrow.lineTo(tip - dir * 34 - n * 9);
        arrow.lineTo(a + dir * 20 - n * 9);
        arrow.closeSubpath();
        QColor fill = chalkGreen();
        fill.setAlpha(170);
        painter->setPen(
            QPen(QColor(0x2f, 0x6b, 0x3a, 200), 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(fill);
        painter->drawPath(arrow);
    }
    if (m_cursorVisible && m_cursor >= 0) {
        // Corner brackets around the point.
        const QPointF c = pointPos(m_cursor);
        const qreal h = Step * 0.41;
        const qreal arm = Step * 0.16;
        painter->setPen(QPen(chalkBlue(), 6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        for (int sx : {-1, 1}) {
            for (int sy : {-1, 1}) {
                const QPointF corner = c + QPointF(sx * h, sy * h);
                QPainterPath bracket;
                bracket.moveTo(corner - QPointF(sx * arm, 0));
                bracket.lineTo(corner);
                bracket.lineTo(corner - QPointF(0, sy * arm));
                painter->drawPath(bracket);
            }
        }
    }
}

void ZousiScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    if (m_message->isShown() || event->button() != Qt::LeftButton)
        return;
    event->accept();
    emit pointClicked(cellAt(event->scenePos()));
}

} // namespace gg::ui
