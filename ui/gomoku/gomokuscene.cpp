#include "gomoku/gomokuscene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "gomoku/gomokustoneitem.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace gg::ui {

namespace {
constexpr qreal StoneRadius = GomokuScene::Cell * 0.46;
constexpr qreal Border = GomokuScene::Margin - 12; // wood beyond the outer grid lines
} // namespace

GomokuScene::GomokuScene(QObject *parent) : GameScene(parent)
{

    QPainterPath bracket;
    const qreal h = Cell * 0.5, l = Cell * 0.18;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            bracket.moveTo(sx * h, sy * (h - l));
            bracket.lineTo(sx * h, sy * h);
            bracket.lineTo(sx * (h - l), sy * h);
        }
    m_cursorItem = addPath(bracket); // colours: applyAppearance()
    m_cursorItem->setZValue(6);
    m_cursorItem->setVisible(false);

    m_winLine = addLine(QLineF());
    m_winLine->setZValue(3);
    m_winLine->setVisible(false);

    m_hintItem = addEllipse(QRectF(-StoneRadius, -StoneRadius, 2 * StoneRadius, 2 * StoneRadius));
    m_hintItem->setZValue(5);
    m_hintItem->setVisible(false);
    m_hintPulse = new QVariantAnimation(this);
    m_hintPulse->setStartValue(0.0);
    m_hintPulse->setEndValue(1.0);
    m_hintPulse->setDuration(1100);
    m_hintPulse->setLoopCount(-1);
    connect(m_hintPulse, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        const qreal phase = std::sin(v.toReal() * 3.14159265358979);
        m_hintItem->setScale(0.8 + 0.3 * phase);
        m_hintItem->setOpacity(0.55 + 0.45 * phase);
    });

    m_drop = new QVariantAnimation(this);
    m_drop->setDuration(160);
    m_drop->setStartValue(1.25);
    m_drop->setEndValue(1.0);
    m_drop->setEasingCurve(QEasingCurve::OutQuad);

    setGhostStone(gomoku::Stone::Black);
    resize(gomoku::DefaultSize);
    applyAppearance();
}

void GomokuScene::applyAppearance()
{
    const bool high = Appearance::instance().highContrast();
    const Themes &themes = Themes::instance();
    const auto colour = [&](const char *role) {
        return themes.colour(QStringLiteral("gomoku"), QLatin1String(role));
    };
    m_cursorItem->setPen(QPen(high ? HighContrast::Accent : colour("cursor"), 7, Qt::SolidLine,
                              Qt::RoundCap, Qt::RoundJoin));
    m_winLine->setPen(
        QPen(high ? HighContrast::Accent : colour("win-line"), 10, Qt::SolidLine, Qt::RoundCap));
    m_hintItem->setPen(QPen(high ? HighContrast::Mark : colour("hint"), 9));
    m_hintItem->setBrush(high ? QBrush(Qt::NoBrush) : QBrush(colour("hint-fill")));
    setForbidden(m_forbidden); // the marks' colour
    update();
}

QString GomokuScene::pointName(gomoku::Point point, int size)
{
    return QString(QChar(QLatin1Char('A').unicode() + point.col)) +
           QString::number(size - point.row);
}

void GomokuScene::resize(int size)
{
    if (size == m_size)
        return;
    m_size = size;
    const qreal span = (size - 1) * Cell;
    const QRectF rect(0, 0, span + 2 * Margin, span + 2 * Margin);
    setSceneRect(rect);
    placeOverlays(rect);
    m_cursor = {size / 2, size / 2};
    m_cursorItem->setPos(scenePoint(m_cursor));
    update();
}

QPointF GomokuScene::scenePoint(gomoku::Point p) const
{
    return {Margin + p.col * Cell, Margin + p.row * Cell};
}

std::optional<gomoku::Point> GomokuScene::pointAt(const QPointF &pos) const
{
    const int col = int(std::lround((pos.x() - Margin) / Cell));
    const int row = int(std::lround((pos.y() - Margin) / Cell));
    if (row < 0 || col < 0 || row >= m_size || col >= m_size)
        return std::nullopt;
    // Only near the intersection (a bit less than half a cell), so gaps are not ambiguous.
    if (QLineF(pos, scenePoint({row, col})).length() > Cell * 0.48)
        return std::nullopt;
    return gomoku::Point{row, col};
}

GomokuStoneItem *GomokuScene::stoneAt(gomoku::Point p) const
{
    return m_stones.value(p.row * m_size + p.col, nullptr);
}

void GomokuScene::sync(const gomoku::Game &game, bool animate)
{
    // An interrupted drop-in must not leave its stone scaled or faded, and the stone may be
    // deleted below: drop every connection to it (finished() connections used to pile up
    // and touch deleted stones when a later drop-in ended; found by the input storm test).
    m_drop->stop();
    QObject::disconnect(m_drop, &QVariantAnimation::valueChanged, nullptr, nullptr);
    QObject::disconnect(m_drop, &QVariantAnimation::finished, nullptr, nullptr);
    for (GomokuStoneItem *item : std::as_const(m_stones)) {
        item->setScale(1.0);
        item->setOpacity(1.0);
    }
    if (game.size() != m_size) {
        qDeleteAll(m_stones);
        m_stones.clear();
        setForbidden({});
        resize(game.size());
    }
    const auto last = game.lastMove();
    const auto &winning = game.winningLine();
    GomokuStoneItem *dropped = nullptr;
    for (int row = 0; row < m_size; ++row)
        for (int col = 0; col < m_size; ++col) {
            const gomoku::Point p{row, col};
            const int key = row * m_size + col;
            const gomoku::Stone stone = game.at(p);
            GomokuStoneItem *item = m_stones.value(key, nullptr);
            if (item && item->stone() != stone) {
                delete item;
                m_stones.remove(key);
                item = nullptr;
            }
            if (stone == gomoku::Stone::Empty)
                continue;
            if (!item) {
                item = new GomokuStoneItem(stone, StoneRadius);
                item->setPos(scenePoint(p));
                addItem(item);
                m_stones.insert(key, item);
                if (last && *last == p)
                    dropped = item;
            }
            item->setNumber(game.moveNumberAt(p));
            item->setShowNumber(m_showNumbers);
            item->setLast(last && *last == p);
            item->setWinning(std::find(winning.begin(), winning.end(), p) != winning.end());
        }
    // A line through the five when the winning stones lie on one line.
    m_winLine->setVisible(false);
    if (winning.size() >= 2) {
        const gomoku::Point a = winning.front(), b = winning.back();
        const int dr = b.row - a.row, dc = b.col - a.col;
        bool straight = true;
        for (const gomoku::Point &p : winning)
            straight = straight && (p.row - a.row) * dc == (p.col - a.col) * dr;
        if (straight) {
            m_winLine->setLine(QLineF(scenePoint(a), scenePoint(b)));
            m_winLine->setVisible(true);
        }
    }
    if (m_hint && game.at(*m_hint) != gomoku::Stone::Empty)
        clearHint();
    if (dropped && animate && m_animations) {
        dropped->setScale(1.25);
        dropped->setOpacity(0.3);
        connect(m_drop, &QVariantAnimation::valueChanged, this, [dropped](const QVariant &v) {
            dropped->setScale(v.toReal());
            dropped->setOpacity(1.0 - (v.toReal() - 1.0) * 2.8);
        });
        connect(m_drop, &QVariantAnimation::finished, this, [dropped] {
            dropped->setScale(1.0);
            dropped->setOpacity(1.0);
        });
        m_drop->start();
    }
    if (m_ghost)
        m_ghost->setVisible(false);
}

void GomokuScene::setShowNumbers(bool on)
{
    m_showNumbers = on;
    for (GomokuStoneItem *item : std::as_const(m_stones))
        item->setShowNumber(on);
}

void GomokuScene::setGhostStone(gomoku::Stone stone)
{
    if (m_ghost && m_ghost->stone() == stone)
        return;
    delete m_ghost;
    m_ghost = nullptr;
    m_ghostStone = stone;
    if (stone == gomoku::Stone::Empty)
        return;
    m_ghost = new GomokuStoneItem(stone, StoneRadius);
    m_ghost->setOpacity(0.45);
    m_ghost->setZValue(1.5);
    m_ghost->setVisible(false);
    addItem(m_ghost);
}

void GomokuScene::setCursorPoint(gomoku::Point point)
{
    m_cursor = point;
    m_cursorItem->setPos(scenePoint(point));
}

void GomokuScene::setCursorVisible(bool on)
{
    m_cursorItem->setVisible(on);
}

bool GomokuScene::cursorVisible() const
{
    return m_cursorItem->isVisible();
}

void GomokuScene::setAnalysis(const QList<ThreatMarker> &marks,
                              const std::vector<gomoku::Point> &line, gomoku::Stone attacker)
{
    qDeleteAll(m_analysisItems);
    m_analysisItems.clear();
    m_markCount = int(marks.size());
    m_lineLength = int(line.size());
    QFont font;
    font.setBold(true);
    const auto label = [&](QGraphicsItem *parent, const QString &text, const QColor &ink,
                           qreal size) {
        font.setPixelSize(int(size));
        auto *t = new QGraphicsSimpleTextItem(text, parent);
        t->setFont(font);
        t->setBrush(ink);
        const QRectF r = t->boundingRect();
        t->setPos(-r.width() / 2, -r.height() / 2);
    };
    // High contrast: black's marks black on white, white's white on black; the same for the
    // numbered line, ringed in cyan (the attacker's moves thicker).
    const bool high = Appearance::instance().highContrast();
    for (const ThreatMarker &mark : marks) {
        const bool black = mark.stone == gomoku::Stone::Black;
        const QColor ink = high    ? (black ? HighContrast::Ground : HighContrast::Ink)
                           : black ? QColor(20, 20, 20)
                                   : QColor(250, 250, 250);
        auto *ring = new QGraphicsEllipseItem(-Cell * 0.3, -Cell * 0.3, Cell * 0.6, Cell * 0.6);
        if (high) {
            ring->setPen(QPen(HighContrast::Mark, 5, Qt::DashLine));
            ring->setBrush(black ? HighContrast::Ink : HighContrast::Ground);
        } else {
            ring->setPen(
                QPen(black ? QColor(0xc0, 0x20, 0x20) : QColor(0x20, 0x60, 0xc0), 5, Qt::DashLine));
            ring->setBrush(black ? QColor(255, 255, 255, 120) : QColor(40, 40, 40, 110));
        }
        label(ring, mark.text, ink, Cell * 0.28);
        ring->setPos(scenePoint(mark.point));
        ring->setZValue(40);
        ring->setAcceptedMouseButtons(Qt::NoButton);
        addItem(ring);
        m_analysisItems.append(ring);
    }
    for (std::size_t i = 0; i < line.size(); ++i) {
        const bool attackerMove = i % 2 == 0;
        const gomoku::Stone stone = attackerMove ? attacker : gomoku::opponent(attacker);
        const bool black = stone == gomoku::Stone::Black;
        auto *disc = new QGraphicsEllipseItem(-Cell * 0.4, -Cell * 0.4, Cell * 0.8, Cell * 0.8);
        if (high) {
            disc->setBrush(black ? HighContrast::Ground : HighContrast::Ink);
            disc->setPen(QPen(HighContrast::Mark, attackerMove ? 8 : 4));
        } else {
            disc->setBrush(black ? QColor(25, 25, 25, 150) : QColor(250, 250, 250, 170));
            disc->setPen(QPen(QColor(0xd0, 0x8a, 0x10), attackerMove ? 6 : 3));
        }
        label(disc, QString::number(i + 1), black ? QColor(255, 255, 255) : QColor(0, 0, 0),
              Cell * 0.36);
        disc->setPos(scenePoint(line[i]));
        disc->setZValue(41);
        disc->setAcceptedMouseButtons(Qt::NoButton);
        addItem(disc);
        m_analysisItems.append(disc);
    }
}

void GomokuScene::setForbidden(const QList<gomoku::Point> &points)
{
    if (points == m_forbidden)
        return;
    qDeleteAll(m_forbiddenItems);
    m_forbiddenItems.clear();
    m_forbidden = points;
    const qreal r = Cell * 0.17;
    QPainterPath cross;
    cross.moveTo(-r, -r);
    cross.lineTo(r, r);
    cross.moveTo(-r, r);
    cross.lineTo(r, -r);
    for (const gomoku::Point &p : points) {
        auto *item = new QGraphicsPathItem(cross);
        item->setPen(QPen(Appearance::instance().highContrast() ? HighContrast::Mark
                                                                : QColor(0xb0, 0x10, 0x10),
                          Cell * 0.07, Qt::SolidLine, Qt::RoundCap));
        item->setPos(scenePoint(p));
        item->setZValue(30);
        item->setAcceptedMouseButtons(Qt::NoButton);
        addItem(item);
        m_forbiddenItems.append(item);
    }
}

void GomokuScene::setOffers(const QList<gomoku::Point> &points)
{
    if (points == m_offers && m_offerItems.size() == points.size())
        return;
    qDeleteAll(m_offerItems);
    m_offerItems.clear();
    m_offers = points;
    const bool high = Appearance::instance().highContrast();
    const qreal r = StoneRadius;
    for (int i = 0; i < points.size(); ++i) {
        auto *stone = new QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r);
        stone->setBrush(high ? QBrush(HighContrast::Ground) : QBrush(QColor(20, 20, 24, 120)));
        stone->setPen(QPen(
            high ? HighContrast::Mark
                 : Themes::instance().colour(QStringLiteral("gomoku"), QStringLiteral("cursor")),
            Cell * 0.06, Qt::DashLine));
        stone->setPos(scenePoint(points[i]));
        stone->setZValue(29);
        stone->setAcceptedMouseButtons(Qt::NoButton);
        auto *letter = new QGraphicsSimpleTextItem(QString(QLatin1Char(char('A' + i))), stone);
        QFont font;
        font.setPixelSize(int(r * 1.1));
        font.setBold(true);
        letter->setFont(font);
        letter->setBrush(high ? HighContrast::Mark : QColor(0xff, 0xff, 0xff));
        letter->setPos(-letter->boundingRect().width() / 2, -letter->boundingRect().height() / 2);
        addItem(stone);
        m_offerItems.append(stone);
    }
}

void GomokuScene::showHint(gomoku::Point point)
{
    m_hint = point;
    m_hintItem->setPos(scenePoint(point));
    m_hintItem->setScale(1.0);
    m_hintItem->setOpacity(1.0);
    m_hintItem->setVisible(true);
    if (m_animations)
        m_hintPulse->start();
}

void GomokuScene::clearHint()
{
    m_hint.reset();
    m_hintPulse->stop();
    m_hintItem->setVisible(false);
}

bool GomokuScene::hintShown() const
{
    return m_hintItem->isVisible();
}

void GomokuScene::updateGhost(const QPointF &scenePos)
{
    if (!m_ghost)
        return;
    const auto p = pointAt(scenePos);
    const bool show = p && !m_message->isShown() && !stoneAt(*p);
    m_ghost->setVisible(show);
    if (show)
        m_ghost->setPos(scenePoint(*p));
}

void GomokuScene::drawBackground(QPainter *painter, const QRectF &exposed)
{
    const bool high = Appearance::instance().highContrast();
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("gomoku");
    painter->fillRect(exposed, Appearance::instance().pick(
                                   themes.colour(game, QStringLiteral("table")),
                                   Appearance::instance().palette().color(QPalette::Window),
                                   HighContrast::Ground));
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal span = (m_size - 1) * Cell;
    const QRectF grid(Margin, Margin, span, span);
    const QRectF wood = grid.adjusted(-Border, -Border, Border, Border);
    if (high) {
        // A black board framed in white; the grid, stars and labels in white below.
        painter->setPen(QPen(HighContrast::Ink, 4));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(wood, 18, 18);
    } else {

        // Warm wood: a diagonal gradient, then faint grain lines.
        QLinearGradient g(wood.topLeft(), wood.bottomRight());
        g.setColorAt(0.0, themes.colour(game, QStringLiteral("board-light")));
        g.setColorAt(0.45, themes.colour(game, QStringLiteral("board-middle")));
        g.setColorAt(1.0, themes.colour(game, QStringLiteral("board-dark")));
        painter->setPen(QPen(themes.colour(game, QStringLiteral("board-edge")), 4));
        painter->setBrush(g);
        painter->drawRoundedRect(wood, 18, 18);
        painter->save();
        painter->setClipRect(wood.adjusted(4, 4, -4, -4));
        const QColor grainColour = themes.colour(game, QStringLiteral("grain"));
        for (int i = 0; i < 46 && grainColour.alpha() > 0; ++i) {
            const qreal y = wood.top() + (i + 0.5) * wood.height() / 46;
            const qreal wave = 9 * std::sin(i * 1.7);
            QPainterPath grain;
            grain.moveTo(wood.left(), y + wave);
            grain.cubicTo(wood.left() + wood.width() * 0.33, y - 14 + wave,
                          wood.left() + wood.width() * 0.66, y + 16 - wave, wood.right(), y - wave);
            QColor grainLine = grainColour;
            grainLine.setAlpha(grainColour.alpha() * ((i % 3 == 0) ? 34 : 18) / 255);
            painter->setPen(QPen(grainLine, 2 + (i % 4)));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(grain);
        }
        painter->restore();
    }

    // Grid: the outer square a little heavier, as on real boards.
    const QColor ink = high ? HighContrast::Ink : themes.colour(game, QStringLiteral("line"));
    painter->setPen(QPen(ink, 3));
    for (int i = 0; i < m_size; ++i) {
        const qreal t = Margin + i * Cell;
        painter->drawLine(QPointF(grid.left(), t), QPointF(grid.right(), t));
        painter->drawLine(QPointF(t, grid.top()), QPointF(t, grid.bottom()));
    }
    painter->setPen(QPen(ink, 6));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(grid);

    // Star points: 天元 and four hoshi on 15×15, nine on 19×19.
    QList<int> stars;
    if (m_size >= 13)
        stars = {3, m_size / 2, m_size - 4};
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    for (int r : std::as_const(stars))
        for (int c : std::as_const(stars)) {
            const bool centre = r == m_size / 2 && c == m_size / 2;
            const bool corner = r != m_size / 2 && c != m_size / 2;
            if (m_size < gomoku::LargeSize && !centre && !corner)
                continue;
            painter->drawEllipse(scenePoint({r, c}), 11, 11);
        }

    // Coordinates: letters along the top and bottom, numbers (from the bottom) at the sides.
    QFont font;
    font.setPixelSize(30);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(high ? HighContrast::Ink : themes.colour(game, QStringLiteral("label")));
    // Far enough out that a stone on the edge (radius 0.46 cells) leaves the widest label,
    // "15" or "19", clear.
    const qreal off = StoneRadius + 26;
    for (int i = 0; i < m_size; ++i) {
        const qreal t = Margin + i * Cell;
        const QString letter(QChar(QLatin1Char('A').unicode() + i));
        const QString number = QString::number(m_size - i);
        for (qreal y : {grid.top() - off, grid.bottom() + off})
            painter->drawText(QRectF(t - 40, y - 20, 80, 40), Qt::AlignCenter, letter);
        for (qreal x : {grid.left() - off, grid.right() + off})
            painter->drawText(QRectF(x - 40, t - 20, 80, 40), Qt::AlignCenter, number);
    }
}

void GomokuScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // A click on the message's button must not also place a stone once it closes.
    const bool messageShown = m_message->isShown();
    QGraphicsScene::mousePressEvent(event);
    if (messageShown || event->button() != Qt::LeftButton)
        return;
    event->accept();
    if (const auto p = pointAt(event->scenePos()))
        emit clicked(*p);
}

void GomokuScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    updateGhost(event->scenePos());
}

bool GomokuScene::animating() const
{
    return m_drop->state() == QAbstractAnimation::Running;
}

const QGraphicsItem *GomokuScene::ghostItem() const
{
    return m_ghost;
}

} // namespace gg::ui
