#include "lianliankan/lianliankanscene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "lianliankan/lianliankantileitem.h"
#include "lianliankan/linkoverlayitems.h"

#include <QGraphicsItemGroup>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QTimer>
#include <QVariantAnimation>

#include <cmath>
#include <utility>

namespace gg::ui {
namespace {

constexpr qreal MarginX = 0.75 * LianliankanScene::CellW; // room for the outer ring
constexpr qreal MarginY = 0.75 * LianliankanScene::CellH;
constexpr qreal BarH = 48;   // countdown bar
constexpr qreal BarPad = 14; // space around it
constexpr int VanishMs = 180;
constexpr int FallMs = 170;
constexpr int RefuseMs = 360;
constexpr int FadeInMs = 260;

qreal easeOut(qreal t)
{
    return 1 - (1 - t) * (1 - t);
}

QFont pixelFont(qreal px, bool bold)
{
    QFont font;
    font.setPixelSize(qMax(1, qRound(px)));
    font.setBold(bold);
    return font;
}

} // namespace

LianliankanScene::LianliankanScene(QObject *parent) : GameScene(parent)
{
    m_matchAnim = new QVariantAnimation(this);
    m_matchAnim->setStartValue(0.0);
    m_matchAnim->setEndValue(1.0);
    connect(m_matchAnim, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { onMatchProgress(v.toReal() * m_matchAnim->duration()); });
    connect(m_matchAnim, &QVariantAnimation::finished, this, &LianliankanScene::finishAnimations);

    m_refuseAnim = new QVariantAnimation(this);
    m_refuseAnim->setStartValue(0.0);
    m_refuseAnim->setEndValue(1.0);
    m_refuseAnim->setDuration(RefuseMs);
    connect(m_refuseAnim, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { onRefuseProgress(v.toReal()); });
    connect(m_refuseAnim, &QVariantAnimation::finished, this, &LianliankanScene::endRefused);
    m_refuseTimer = new QTimer(this);
    m_refuseTimer->setSingleShot(true);
    m_refuseTimer->setInterval(RefuseMs);
    connect(m_refuseTimer, &QTimer::timeout, this, &LianliankanScene::endRefused);

    m_fadeIn = new QVariantAnimation(this);
    m_fadeIn->setStartValue(0.0);
    m_fadeIn->setEndValue(1.0);
    m_fadeIn->setDuration(FadeInMs);
    connect(m_fadeIn, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        const qreal t = v.toReal();
        for (LianliankanTileItem *tile : std::as_const(m_tiles)) {
            tile->setOpacity(t);
            tile->setScale(0.85 + 0.15 * easeOut(t));
        }
    });

    m_pathTimer = new QTimer(this);
    m_pathTimer->setSingleShot(true);
    m_pathTimer->setInterval(PathMs);
    connect(m_pathTimer, &QTimer::timeout, this, &LianliankanScene::hidePath);

    m_path = new LinkPathItem(QColor(0xff, 0x6a, 0x00), false);
    m_path->setZValue(60);
    m_path->setVisible(false);
    addItem(m_path);
    m_hintPath = new LinkPathItem(QColor(0x1a, 0x9a, 0x3c), true);
    m_hintPath->setZValue(55);
    m_hintPath->setVisible(false);
    addItem(m_hintPath);
    m_cursorItem = new QGraphicsPathItem;
    m_cursorItem->setZValue(50);
    m_cursorItem->setVisible(false);
    m_cursorItem->setAcceptedMouseButtons(Qt::NoButton);
    addItem(m_cursorItem);
    m_bar = new LinkTimeBarItem;
    m_bar->setZValue(5);
    addItem(m_bar);
    setBoard(link::Board(6, 8), true);
}

QPointF LianliankanScene::cellPos(link::Point p) const
{
    return QPointF(p.col * CellW, p.row * CellH);
}

QPointF LianliankanScene::cellCenter(link::Point p) const
{
    return cellPos(p) + QPointF(CellW / 2, CellH / 2);
}

std::optional<link::Point> LianliankanScene::cellAt(QPointF scenePos) const
{
    const int col = int(std::floor(scenePos.x() / CellW));
    const int row = int(std::floor(scenePos.y() / CellH));
    const link::Point p{row, col};
    if (!m_board.contains(p))
        return std::nullopt;
    return p;
}

void LianliankanScene::updateRect()
{
    const qreal top = -MarginY - (m_timed ? BarH + 2 * BarPad : 0);
    const QRectF rect(-MarginX, top, m_board.cols() * CellW + 2 * MarginX,
                      m_board.rows() * CellH + MarginY - top);
    m_bar->setVisible(m_timed);
    m_bar->setRect(QRectF(0, -MarginY - BarPad - BarH, m_board.cols() * CellW, BarH));
    QPainterPath cursor;
    cursor.addRoundedRect(QRectF(0, 0, CellW, CellH).adjusted(-3, -3, 3, 3), 14, 14);
    m_cursorItem->setPath(cursor);
    applyAppearance();
    if (sceneRect() != rect)
        setSceneRect(rect);
    placeOverlays(rect);
    update();
}

void LianliankanScene::setBoard(const link::Board &board, bool timed)
{
    finishAnimations();
    m_board = board;
    m_finalBoard = board;
    m_timed = timed;
    m_hint.reset();
    m_hintPath->setVisible(false);
    m_highlightKind = 0;
    if (!m_board.contains(m_cursor))
        m_cursor = {0, 0};
    updateRect();
    rebuildTiles();
}

void LianliankanScene::showShuffle(const link::Board &board)
{
    setBoard(board, m_timed);
    if (!m_animations)
        return;
    for (LianliankanTileItem *tile : std::as_const(m_tiles))
        tile->setOpacity(0);
    m_fadeIn->start();
}

void LianliankanScene::clearTiles()
{
    qDeleteAll(m_tiles);
    m_tiles.clear();
    qDeleteAll(m_vanishing);
    m_vanishing.clear();
    for (const Falling &f : std::as_const(m_falling))
        delete f.item;
    m_falling.clear();
}

void LianliankanScene::rebuildTiles()
{
    clearTiles();
    const QSizeF cell(CellW, CellH);
    for (int i = 0; i < m_board.cellCount(); ++i) {
        const int kind = m_board.cells()[i];
        if (kind == 0)
            continue;
        auto *tile = new LianliankanTileItem(kind, cell);
        tile->setPos(cellPos(m_board.point(i)));
        // Lower rows in front, so each tile's 3D edge lies over its neighbour's face.
        tile->setZValue(1 + i * 0.001);
        addItem(tile);
        m_tiles.insert(i, tile);
    }
    applyMarks();
}

void LianliankanScene::applyMarks()
{
    for (auto it = m_tiles.cbegin(); it != m_tiles.cend(); ++it) {
        LianliankanTileItem *tile = it.value();
        const link::Point p = m_board.point(it.key());
        tile->setFaceDown(m_paused);
        tile->setMark(LianliankanTileItem::Selected, m_selection && *m_selection == p);
        tile->setMark(LianliankanTileItem::Hinted, m_hint && (m_hint->a == p || m_hint->b == p));
        tile->setMark(LianliankanTileItem::SameKind,
                      m_highlightKind != 0 && tile->kind() == m_highlightKind);
        tile->setMark(LianliankanTileItem::Refused, m_refused.contains(it.key()));
    }
    m_cursorItem->setPos(cellPos(m_cursor));
    m_cursorItem->setVisible(m_cursorVisible && !m_paused);
    m_hintPath->setVisible(m_hint.has_value() && !m_paused);
}

bool LianliankanScene::animating() const
{
    return m_matchAnim->state() == QAbstractAnimation::Running;
}

bool LianliankanScene::settled() const
{
    return !animating() && m_fadeIn->state() != QAbstractAnimation::Running &&
           m_refuseAnim->state() != QAbstractAnimation::Running && m_vanishing.isEmpty() &&
           m_falling.isEmpty();
}

void LianliankanScene::finishAnimations()
{
    endRefused();
    if (m_fadeIn->state() == QAbstractAnimation::Running) {
        m_fadeIn->stop();
        for (LianliankanTileItem *tile : std::as_const(m_tiles)) {
            tile->setOpacity(1);
            tile->setScale(1);
        }
    }
    const bool running = animating() || !m_vanishing.isEmpty() || !m_falling.isEmpty();
    m_matchAnim->stop();
    if (!running)
        return;
    if (m_pathTimer->isActive() || m_path->isVisible())
        hidePath();
    m_board = m_finalBoard;
    rebuildTiles();
    if (std::exchange(m_fadeInAfter, false) && m_animations) {
        // The board was reshuffled after the match: the new arrangement fades in.
        for (LianliankanTileItem *tile : std::as_const(m_tiles))
            tile->setOpacity(0);
        m_fadeIn->start();
    }
}

void LianliankanScene::showPath(const link::Path &path)
{
    QPolygonF points;
    for (const link::Point &p : path)
        points << cellCenter(p);
    m_shownPath = path;
    m_path->setPoints(points);
    m_path->setOpacity(1);
    m_path->setVisible(true);
}

void LianliankanScene::hidePath()
{
    m_pathTimer->stop();
    m_path->setVisible(false);
}

bool LianliankanScene::pathShown() const
{
    return m_path->isVisible();
}

void LianliankanScene::animateMatch(const link::MatchResult &result, const link::Board &finalBoard)
{
    finishAnimations();
    m_selection.reset();
    // The board right after the removal (and falls), before any automatic reshuffle.
    link::Board after = m_board;
    after.set(result.a, 0);
    after.set(result.b, 0);
    if (!result.falls.empty())
        after.applyGravity();
    m_finalBoard = finalBoard;
    showPath(result.path);
    if (!m_animations) {
        m_board = finalBoard;
        rebuildTiles();
        m_pathTimer->start(); // the path stays briefly even without animations
        return;
    }
    for (link::Point p : {result.a, result.b}) {
        if (LianliankanTileItem *tile = m_tiles.take(m_board.index(p))) {
            tile->clearMarks();
            tile->setMark(LianliankanTileItem::Selected, true);
            tile->setZValue(40);
            m_vanishing.append(tile);
        }
    }
    for (const link::Fall &fall : result.falls) {
        if (LianliankanTileItem *tile = m_tiles.take(m_board.index(fall.from)))
            m_falling.append({tile, cellPos(fall.from), cellPos(fall.to)});
    }
    m_board = after;
    m_fadeInAfter = result.reshuffled;
    m_fallMs = m_falling.isEmpty() ? 0 : FallMs;
    m_matchAnim->setDuration(int(PathMs + VanishMs + m_fallMs));
    m_matchAnim->start();
}

void LianliankanScene::onMatchProgress(qreal ms)
{
    if (ms <= PathMs)
        return;
    const qreal vanish = qBound(0.0, (ms - PathMs) / VanishMs, 1.0);
    for (LianliankanTileItem *tile : std::as_const(m_vanishing)) {
        tile->setScale(1 - 0.55 * easeOut(vanish));
        tile->setOpacity(1 - vanish);
    }
    m_path->setOpacity(1 - vanish);
    if (m_fallMs <= 0)
        return;
    const qreal fall = qBound(0.0, (ms - PathMs - VanishMs) / m_fallMs, 1.0);
    const qreal eased = fall * fall; // falling speeds up
    for (const Falling &f : std::as_const(m_falling))
        f.item->setPos(f.from + (f.to - f.from) * eased);
}

void LianliankanScene::setSelection(std::optional<link::Point> selection)
{
    m_selection = selection;
    applyMarks();
}

void LianliankanScene::showRefused(link::Point a, link::Point b)
{
    finishAnimations();
    m_refused = {m_board.index(a), m_board.index(b)};
    applyMarks();
    if (m_animations)
        m_refuseAnim->start();
    else
        m_refuseTimer->start();
}

void LianliankanScene::onRefuseProgress(qreal t)
{
    // A short shake that dies out.
    const qreal dx = std::sin(t * 6 * M_PI) * 9 * (1 - t);
    for (int index : std::as_const(m_refused))
        if (LianliankanTileItem *tile = m_tiles.value(index))
            tile->setPos(cellPos(m_board.point(index)) + QPointF(dx, 0));
}

void LianliankanScene::endRefused()
{
    m_refuseAnim->stop();
    m_refuseTimer->stop();
    if (m_refused.isEmpty())
        return;
    for (int index : std::as_const(m_refused))
        if (LianliankanTileItem *tile = m_tiles.value(index))
            tile->setPos(cellPos(m_board.point(index)));
    m_refused.clear();
    applyMarks();
}

bool LianliankanScene::refusedShown() const
{
    return !m_refused.isEmpty();
}

void LianliankanScene::showHint(const link::Pair &pair)
{
    finishAnimations();
    m_hint = pair;
    QPolygonF points;
    for (const link::Point &p : pair.path)
        points << cellCenter(p);
    m_hintPath->setPoints(points);
    applyMarks();
}

void LianliankanScene::clearHint()
{
    if (!m_hint)
        return;
    m_hint.reset();
    applyMarks();
}

bool LianliankanScene::hintShown() const
{
    return m_hint.has_value();
}

void LianliankanScene::setHighlightKind(int kind)
{
    m_highlightKind = kind;
    applyMarks();
}

void LianliankanScene::setCursorCell(link::Point cell, bool visible)
{
    m_cursor = cell;
    m_cursorVisible = visible;
    applyMarks();
}

bool LianliankanScene::cursorShown() const
{
    return m_cursorItem->isVisible();
}

void LianliankanScene::setPaused(bool paused)
{
    if (paused) {
        finishAnimations();
        hidePath();
    }
    m_paused = paused;
    applyMarks();
}

void LianliankanScene::setClock(qreal fractionLeft, const QString &text)
{
    m_bar->set(fractionLeft, text);
}

qreal LianliankanScene::clockFraction() const
{
    return m_bar->fraction();
}

QColor LianliankanScene::clockColour() const
{
    return m_bar->colour();
}

LianliankanTileItem *LianliankanScene::tileAt(link::Point p) const
{
    return m_board.contains(p) ? m_tiles.value(m_board.index(p)) : nullptr;
}

void LianliankanScene::showPopup(QPointF at, const QString &text, const QString &detail,
                                 const QColor &colour)
{
    if (!m_animations)
        return;
    auto *item = new QGraphicsSimpleTextItem(text);
    item->setFont(pixelFont(CellH * 0.34, true));
    item->setBrush(colour);
    item->setPen(QPen(QColor(255, 255, 255, 235), 3));
    auto *group = new QGraphicsItemGroup;
    group->addToGroup(item);
    if (!detail.isEmpty()) {
        auto *small = new QGraphicsSimpleTextItem(detail);
        small->setFont(pixelFont(CellH * 0.22, true));
        small->setBrush(colour);
        small->setPen(QPen(QColor(255, 255, 255, 235), 2));
        small->setPos((item->boundingRect().width() - small->boundingRect().width()) / 2,
                      item->boundingRect().height() * 0.9);
        group->addToGroup(small);
    }
    const QRectF box = group->childrenBoundingRect();
    // Centred over the pair, but always wholly inside the scene.
    const QRectF area = sceneRect();
    const qreal x = qBound(area.left(), at.x() - box.width() / 2, area.right() - box.width());
    const qreal y =
        qBound(area.top() + CellH * 0.7, at.y() - box.height() / 2, area.bottom() - box.height());
    const QPointF start(x, y);
    group->setPos(start);
    group->setZValue(700);
    group->setAcceptedMouseButtons(Qt::NoButton);
    addItem(group);
    auto *anim = new QVariantAnimation(this);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setDuration(750);
    connect(anim, &QVariantAnimation::valueChanged, anim, [group, start](const QVariant &v) {
        const qreal t = v.toReal();
        group->setPos(start + QPointF(0, -CellH * 0.6 * t));
        group->setOpacity(1 - t * t);
    });
    connect(anim, &QVariantAnimation::finished, this, [group] { delete group; });
    anim->start(QAbstractAnimation::DeleteWhenStopped);
}

void LianliankanScene::applyAppearance()
{
    const bool high = Appearance::instance().highContrast();
    m_cursorItem->setPen(QPen(high ? HighContrast::Accent : QColor(0xff, 0x8a, 0x00), 9));
    m_path->setCore(high ? HighContrast::Accent : QColor(0xff, 0x6a, 0x00));
    m_hintPath->setCore(high ? HighContrast::Mark : QColor(0x1a, 0x9a, 0x3c));
    update();
}

void LianliankanScene::drawBackground(QPainter *painter, const QRectF &exposed)
{
    // A felt table that fills the whole view, and a lighter bed for the board and its ring.
    const QRectF r = sceneRect();
    if (Appearance::instance().highContrast()) {
        painter->fillRect(exposed, HighContrast::Ground);
        return;
    }
    QRadialGradient felt(r.center(), qMax(r.width(), r.height()) * 0.75);
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("lianliankan");
    felt.setColorAt(0, themes.colour(game, QStringLiteral("table-centre")));
    felt.setColorAt(1, themes.colour(game, QStringLiteral("table-edge")));
    painter->fillRect(exposed, felt);
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF bed(-MarginX + 14, -MarginY + 14, m_board.cols() * CellW + 2 * MarginX - 28,
                     m_board.rows() * CellH + 2 * MarginY - 28);
    painter->setPen(QPen(themes.colour(game, QStringLiteral("bed-line")), 3));
    painter->setBrush(themes.colour(game, QStringLiteral("bed")));
    painter->drawRoundedRect(bed, 26, 26);
}

void LianliankanScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // A click that answers a message (or lands on it) never reaches the board.
    const bool blocked = m_message->isShown();
    QGraphicsScene::mousePressEvent(event);
    if (blocked || m_message->isShown())
        return;
    event->accept();
    const auto cell = cellAt(event->scenePos());
    if (!cell)
        return;
    if (event->button() == Qt::LeftButton)
        emit cellClicked(*cell);
    else if (event->button() == Qt::RightButton)
        emit cellRightClicked(*cell);
}

void LianliankanScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // A quick second click is a click of its own (deselect, or the second tile of a pair).
    mousePressEvent(event);
}

} // namespace gg::ui
