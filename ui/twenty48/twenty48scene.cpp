#include "twenty48/twenty48scene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "twenty48/twenty48tileitem.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QVariantAnimation>

#include <cmath>

namespace gg::ui {
namespace {

constexpr qreal SlidePhase = 0.55; // share of the animation spent sliding
constexpr int AnimationMs = 210;

qreal easeOut(qreal t)
{
    return 1 - (1 - t) * (1 - t);
}

} // namespace

Twenty48Scene::Twenty48Scene(QObject *parent) : GameScene(parent)
{
    m_anim = new QVariantAnimation(this);
    m_anim->setStartValue(0.0);
    m_anim->setEndValue(1.0);
    m_anim->setDuration(AnimationMs);
    connect(m_anim, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { onProgress(value.toReal()); });
    connect(m_anim, &QVariantAnimation::finished, this, [this] { onProgress(1.0); });
    setBoard(t48::Cells(16, 0), 4);
}

QPointF Twenty48Scene::cellPos(int index) const
{
    const int row = index / m_size;
    const int col = index % m_size;
    return QPointF(Gap + col * (Cell + Gap), Gap + row * (Cell + Gap));
}

int Twenty48Scene::tileCount() const
{
    return int(m_tiles.size());
}

void Twenty48Scene::setBoard(const t48::Cells &cells, int size)
{
    finishAnimations();
    clearHint();
    m_size = size;
    m_cells = cells;
    const qreal side = size * Cell + (size + 1) * Gap;
    const QRectF rect(0, 0, side, side);
    if (sceneRect() != rect)
        setSceneRect(rect);
    placeOverlays(rect);
    rebuildTiles();
    update();
}

void Twenty48Scene::clearTiles()
{
    qDeleteAll(m_tiles);
    m_tiles.clear();
    qDeleteAll(m_moving);
    m_moving.clear();
}

void Twenty48Scene::rebuildTiles()
{
    clearTiles();
    for (int i = 0; i < int(m_cells.size()); ++i) {
        if (m_cells[i] == 0)
            continue;
        auto *tile = new Twenty48TileItem(m_cells[i], Cell);
        tile->setPos(cellPos(i));
        tile->setZValue(1);
        addItem(tile);
        m_tiles.insert(i, tile);
    }
}

bool Twenty48Scene::animating() const
{
    return m_anim->state() == QAbstractAnimation::Running;
}

void Twenty48Scene::finishAnimations()
{
    if (!animating())
        return;
    m_anim->stop();
    rebuildTiles(); // the resting state of the board as the model has it
}

void Twenty48Scene::animateMove(const t48::MoveReport &report, const t48::Cells &finalCells)
{
    finishAnimations();
    clearHint();
    m_cells = finalCells;
    if (!m_animations) {
        rebuildTiles();
        return;
    }
    clearTiles();
    m_motions = QList<t48::TileMotion>(report.motions.begin(), report.motions.end());
    m_merged = QList<int>(report.mergedCells.begin(), report.mergedCells.end());
    m_spawn = report.spawn.index;
    for (const t48::TileMotion &motion : m_motions) {
        auto *tile = new Twenty48TileItem(motion.value, Cell);
        tile->setPos(cellPos(motion.from));
        tile->setZValue(motion.merged ? 2 : 1);
        addItem(tile);
        m_moving.append(tile);
    }
    m_anim->start();
}

void Twenty48Scene::onProgress(qreal progress)
{
    if (progress < SlidePhase && !m_moving.isEmpty()) {
        const qreal t = easeOut(progress / SlidePhase);
        for (int i = 0; i < m_moving.size() && i < m_motions.size(); ++i) {
            const QPointF from = cellPos(m_motions[i].from);
            const QPointF to = cellPos(m_motions[i].to);
            m_moving[i]->setPos(from + (to - from) * t);
        }
        return;
    }
    if (!m_moving.isEmpty() || m_tiles.isEmpty())
        rebuildTiles();
    const qreal q = qBound(0.0, (progress - SlidePhase) / (1 - SlidePhase), 1.0);
    for (int index : m_merged)
        if (auto *tile = m_tiles.value(index))
            tile->setScale(1 + 0.18 * std::sin(M_PI * q));
    if (auto *tile = m_tiles.value(m_spawn)) {
        tile->setScale(0.2 + 0.8 * q);
        tile->setOpacity(q);
    }
}

void Twenty48Scene::setDirectionLabels(const QStringList &texts, int best)
{
    qDeleteAll(m_directionItems);
    m_directionItems.clear();
    m_directionTexts = texts;
    m_bestDirection = texts.isEmpty() ? -1 : best;
    const QRectF r = sceneRect();
    for (int i = 0; i < texts.size() && i < 4; ++i) {
        if (texts[i].isEmpty())
            continue;
        const bool isBest = i == best;
        QFont font;
        font.setPixelSize(int(Cell * 0.2));
        font.setBold(isBest);
        auto *text = new QGraphicsSimpleTextItem(texts[i]);
        text->setFont(font);
        text->setBrush(isBest ? QColor(0x5a, 0x3a, 0x00) : QColor(0x3b, 0x35, 0x2d));
        const QRectF t = text->boundingRect();
        QPainterPath chip;
        chip.addRoundedRect(
            QRectF(-t.width() / 2 - 8, -t.height() / 2 - 3, t.width() + 16, t.height() + 6), 8, 8);
        auto *back = new QGraphicsPathItem(chip);
        back->setBrush(isBest ? QColor(0xff, 0xd8, 0x6b, 240) : QColor(255, 255, 255, 215));
        back->setPen(
            QPen(isBest ? QColor(0xc0, 0x8a, 0x10) : QColor(0x9a, 0x8f, 0x80), isBest ? 3.0 : 1.5));
        text->setParentItem(back);
        text->setPos(-t.width() / 2, -t.height() / 2);
        const qreal inset = t.height() / 2 + 10;
        const auto dir = static_cast<t48::Direction>(i);
        const QPointF at =
            dir == t48::Direction::Left    ? QPointF(r.left() + t.width() / 2 + 14, r.center().y())
            : dir == t48::Direction::Right ? QPointF(r.right() - t.width() / 2 - 14, r.center().y())
            : dir == t48::Direction::Up    ? QPointF(r.center().x(), r.top() + inset)
                                           : QPointF(r.center().x(), r.bottom() - inset);
        back->setPos(at);
        back->setZValue(450);
        back->setAcceptedMouseButtons(Qt::NoButton);
        addItem(back);
        m_directionItems.append(back);
    }
}

void Twenty48Scene::showHint(t48::Direction dir)
{
    clearHint();
    const QRectF r = sceneRect();
    const qreal s = r.width() * 0.16;
    // An arrow pointing right, rotated into place.
    QPainterPath arrow;
    arrow.moveTo(-s, -s * 0.35);
    arrow.lineTo(s * 0.2, -s * 0.35);
    arrow.lineTo(s * 0.2, -s * 0.8);
    arrow.lineTo(s * 1.1, 0);
    arrow.lineTo(s * 0.2, s * 0.8);
    arrow.lineTo(s * 0.2, s * 0.35);
    arrow.lineTo(-s, s * 0.35);
    arrow.closeSubpath();
    auto *item =
        addPath(arrow, QPen(QColor(255, 255, 255, 230), s * 0.06), QColor(60, 120, 200, 200));
    const qreal angle = dir == t48::Direction::Right  ? 0
                        : dir == t48::Direction::Down ? 90
                        : dir == t48::Direction::Left ? 180
                                                      : 270;
    item->setRotation(angle);
    item->setPos(r.center());
    item->setZValue(500);
    m_hint = item;
}

void Twenty48Scene::clearHint()
{
    delete m_hint;
    m_hint = nullptr;
}

void Twenty48Scene::showScorePopup(int gained)
{
    if (gained <= 0 || !m_animations)
        return;
    auto *text = new QGraphicsSimpleTextItem(QStringLiteral("+%1").arg(gained));
    QFont font;
    font.setBold(true);
    font.setPixelSize(qRound(Cell * 0.45));
    text->setFont(font);
    const bool high = Appearance::instance().highContrast();
    text->setBrush(high ? HighContrast::Ink : QColor(119, 110, 101));
    text->setPen(QPen(high ? HighContrast::Ground : QColor(255, 255, 255, 200), 2));
    const QRectF r = sceneRect();
    const QPointF start(r.center().x() - text->boundingRect().width() / 2, r.top() + Gap);
    text->setPos(start);
    text->setZValue(600);
    addItem(text);
    auto *anim = new QVariantAnimation(this);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setDuration(650);
    connect(anim, &QVariantAnimation::valueChanged, anim, [text, start](const QVariant &v) {
        const qreal t = v.toReal();
        text->setPos(start + QPointF(0, -Cell * 0.6 * t));
        text->setOpacity(1 - t * t);
    });
    connect(anim, &QVariantAnimation::finished, this, [text] { delete text; });
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void Twenty48Scene::drawBackground(QPainter *painter, const QRectF &exposed)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = sceneRect();
    if (Appearance::instance().highContrast()) {
        // Black ground, the grid and its cells outlined in white.
        painter->fillRect(exposed, HighContrast::Ground);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(HighContrast::Ink, Gap * 0.4));
        painter->drawRoundedRect(r.adjusted(Gap * 0.2, Gap * 0.2, -Gap * 0.2, -Gap * 0.2), Gap,
                                 Gap);
        painter->setPen(QPen(HighContrast::Quiet, Gap * 0.15));
        for (int i = 0; i < m_size * m_size; ++i)
            painter->drawRoundedRect(QRectF(cellPos(i), QSizeF(Cell, Cell)), Cell * 0.07,
                                     Cell * 0.07);
        return;
    }
    const bool dark = Appearance::instance().dark();
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("2048");
    painter->fillRect(exposed, dark ? QColor(0x1f, 0x1e, 0x1c)
                                    : themes.colour(game, QStringLiteral("page")));
    painter->setPen(Qt::NoPen);
    painter->setBrush(dark ? QColor(0x4d, 0x46, 0x3f)
                           : themes.colour(game, QStringLiteral("grid")));
    painter->drawRoundedRect(r, Gap, Gap);
    painter->setBrush(dark ? QColor(0x5e, 0x56, 0x4e)
                           : themes.colour(game, QStringLiteral("cell")));
    for (int i = 0; i < m_size * m_size; ++i)
        painter->drawRoundedRect(QRectF(cellPos(i), QSizeF(Cell, Cell)), Cell * 0.07, Cell * 0.07);
}

void Twenty48Scene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    if (m_message->isShown())
        return;
    m_pressed = event->button() == Qt::LeftButton;
    m_pressPos = event->scenePos();
    event->accept();
}

void Twenty48Scene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    if (!m_pressed || m_message->isShown())
        return;
    m_pressed = false;
    const QPointF delta = event->scenePos() - m_pressPos;
    // A swipe must be a clear stroke: a third of a cell, mostly along one axis.
    if (std::hypot(delta.x(), delta.y()) < Cell / 3)
        return;
    if (std::abs(delta.x()) > std::abs(delta.y()))
        emit swiped(delta.x() > 0 ? t48::Direction::Right : t48::Direction::Left);
    else
        emit swiped(delta.y() > 0 ? t48::Direction::Down : t48::Direction::Up);
}

} // namespace gg::ui
