#include "connectfour/connectfourscene.h"

#include "common/appearance.h"
#include "common/theme.h"

#include "connectfour/connectfourdiscitem.h"

#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace gg::ui {
namespace {

constexpr qreal DiscDiameter = ConnectFourScene::Cell * 0.84;
constexpr qreal HoleRadius = ConnectFourScene::Cell * 0.435;
constexpr qreal FallShare = 0.8; // share of the drop spent falling; the rest bounces

// The blue frame in front of the discs: a rounded plate with a hole per cell.
class FrameItem : public QGraphicsItem
{
public:
    FrameItem(int width, int height) : m_width(width), m_height(height)
    {
        setAcceptedMouseButtons(Qt::NoButton);
        // The plate with its holes, built once: the rounded rectangle and the circles in one
        // path filled odd-even, so the holes stay open without a boolean subtraction (whose
        // flattened outline made every repaint during a drop cost several times more).
        m_plate.setFillRule(Qt::OddEvenFill);
        m_plate.addRoundedRect(boundingRect(), 22, 22);
        for (int c = 0; c < m_width; ++c)
            for (int row = 0; row < m_height; ++row)
                m_plate.addEllipse(hole(c, row), HoleRadius, HoleRadius);
    }
    QRectF boundingRect() const override
    {
        return QRectF(0, 0, m_width * ConnectFourScene::Cell + 2 * ConnectFourScene::Pad,
                      m_height * ConnectFourScene::Cell + 2 * ConnectFourScene::Pad);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF r = boundingRect();
        if (Appearance::instance().highContrast()) {
            // A black plate, its edge and every hole outlined in white.
            painter->setPen(Qt::NoPen);
            painter->setBrush(HighContrast::Ground);
            painter->drawPath(m_plate);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(HighContrast::Ink, 5));
            painter->drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 22, 22);
            painter->setPen(QPen(HighContrast::Ink, 3));
            for (int c = 0; c < m_width; ++c)
                for (int row = 0; row < m_height; ++row)
                    painter->drawEllipse(hole(c, row), HoleRadius, HoleRadius);
            return;
        }
        const Themes &themes = Themes::instance();
        const QString game = QStringLiteral("connect4");
        QLinearGradient blue(r.topLeft(), r.bottomLeft());
        blue.setColorAt(0, themes.colour(game, QStringLiteral("board-top")));
        blue.setColorAt(1, themes.colour(game, QStringLiteral("board-bottom")));
        painter->setPen(Qt::NoPen);
        painter->setBrush(blue);
        painter->drawPath(m_plate);
        // The outline of the plate and of every hole, then a darker rim inside each hole
        // that gives the plate some depth.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(themes.colour(game, QStringLiteral("board-edge")), 3));
        painter->drawRoundedRect(r, 22, 22);
        for (int c = 0; c < m_width; ++c)
            for (int row = 0; row < m_height; ++row)
                painter->drawEllipse(hole(c, row), HoleRadius, HoleRadius);
        painter->setPen(QPen(themes.colour(game, QStringLiteral("hole-rim")), 4));
        for (int c = 0; c < m_width; ++c)
            for (int row = 0; row < m_height; ++row)
                painter->drawEllipse(hole(c, row), HoleRadius, HoleRadius);
        painter->setPen(QPen(themes.colour(game, QStringLiteral("board-gloss")), 2));
        painter->drawRoundedRect(r.adjusted(4, 4, -4, -4), 19, 19);
    }

private:
    QPointF hole(int c, int row) const
    {
        return QPointF(ConnectFourScene::Pad + (c + 0.5) * ConnectFourScene::Cell,
                       ConnectFourScene::Pad + (row + 0.5) * ConnectFourScene::Cell);
    }
    int m_width;
    int m_height;
    QPainterPath m_plate;
};

} // namespace

ConnectFourScene::ConnectFourScene(QObject *parent) : GameScene(parent)
{
    m_drop = new QVariantAnimation(this);
    m_drop->setStartValue(0.0);
    m_drop->setEndValue(1.0);
    connect(m_drop, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { onDropProgress(value.toReal()); });
    connect(m_drop, &QVariantAnimation::finished, this, [this] { rebuild(); });

    m_highlight = addRect(QRectF(), Qt::NoPen, QColor(255, 255, 255, 46));
    m_highlight->setZValue(3);
    m_flash = addRect(QRectF(), Qt::NoPen, QColor(230, 40, 40, 150));
    m_flash->setZValue(4);
    m_flash->setVisible(false);
    m_flashAnim = new QVariantAnimation(this);
    m_flashAnim->setStartValue(0.0);
    m_flashAnim->setEndValue(1.0);
    m_flashAnim->setDuration(420);
    connect(m_flashAnim, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        const qreal t = value.toReal();
        m_flash->setOpacity(1 - t);
        const qreal dx = 7 * std::sin(t * 6 * M_PI) * (1 - t); // a short shake
        m_flash->setPos(dx, 0);
        if (m_ghost)
            m_ghost->setPos(cellCentre(m_cursor, -1) + QPointF(dx, 0));
    });
    connect(m_flashAnim, &QVariantAnimation::finished, this, [this] {
        m_flash->setVisible(false);
        m_flashColumn = -1;
        placeGhost();
    });

    m_pulse = new QVariantAnimation(this);
    m_pulse->setStartValue(0.0);
    m_pulse->setEndValue(1.0);
    m_pulse->setDuration(1000);
    m_pulse->setLoopCount(-1);
    connect(m_pulse, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        if (m_hint)
            m_hint->setOpacity(0.45 + 0.55 * (0.5 + 0.5 * std::cos(value.toReal() * 2 * M_PI)));
    });

    m_banner = new QGraphicsSimpleTextItem;
    QFont font;
    font.setPixelSize(int(Cell * 0.3));
    font.setBold(true);
    m_banner->setFont(font);
    m_banner->setBrush(QColor(60, 70, 90));
    m_banner->setZValue(5);
    addItem(m_banner);

    resize(c4::DefaultWidth, c4::DefaultHeight);
    applyAppearance();
}

void ConnectFourScene::applyAppearance()
{
    const bool high = Appearance::instance().highContrast();
    // The cursor's column: a faint light, or a yellow frame in high contrast.
    m_highlight->setPen(high ? QPen(HighContrast::Accent, 5) : QPen(Qt::NoPen));
    m_highlight->setBrush(high ? QBrush(Qt::NoBrush) : QBrush(QColor(255, 255, 255, 46)));
    m_banner->setBrush(Appearance::instance().pick(QColor(60, 70, 90), QColor(0xd8, 0xdd, 0xe6),
                                                   HighContrast::Ink));
    update();
}

void ConnectFourScene::setAnimationsEnabled(bool on)
{
    m_animations = on;
    if (!on) {
        finishAnimations();
        m_pulse->stop();
        if (m_hint)
            m_hint->setOpacity(1);
    } else if (m_hint) {
        m_pulse->start();
    }
}

QPointF ConnectFourScene::cellCentre(int column, int row) const
{
    const qreal x = Pad + (column + 0.5) * Cell;
    if (row < 0)
        return QPointF(x, Cell * 0.5);
    return QPointF(x, Cell + Pad + (m_height - 1 - row + 0.5) * Cell);
}

int ConnectFourScene::columnAt(const QPointF &point) const
{
    const qreal x = point.x() - Pad;
    if (x < 0 || point.y() < 0 || point.y() > sceneRect().bottom())
        return -1;
    const int column = int(x / Cell);
    return column < m_width ? column : -1;
}

void ConnectFourScene::resize(int width, int height)
{
    if (width == m_width && height == m_height)
        return;
    m_width = width;
    m_height = height;
    const QRectF rect(0, 0, width * Cell + 2 * Pad, Cell + height * Cell + 2 * Pad);
    setSceneRect(rect);
    delete m_frame;
    m_frame = new FrameItem(width, height);
    m_frame->setPos(0, Cell);
    m_frame->setZValue(2);
    addItem(m_frame);
    placeOverlays(rect);
    m_cursor = qBound(0, m_cursor, width - 1);
}

void ConnectFourScene::setColumnLabels(const QList<ColumnLabel> &labels)
{
    qDeleteAll(m_labels);
    m_labels.clear();
    for (int column = 0; column < labels.size() && column < m_width; ++column) {
        const ColumnLabel &label = labels[column];
        int row = 0;
        while (row < m_height && m_cells[std::size_t(column * m_height + row)] != c4::Disc::None)
            ++row;
        if (label.text.isEmpty() || row >= m_height) {
            m_labels.append(nullptr);
            continue;
        }
        const bool high = Appearance::instance().highContrast();
        // High contrast: white on a black plate (the text itself says win, loss or draw).
        const QColor ink = high             ? HighContrast::Ink
                           : label.tone > 0 ? QColor(0x1b, 0x6e, 0x34)
                           : label.tone < 0 ? QColor(0xa3, 0x22, 0x1b)
                                            : QColor(0x44, 0x4c, 0x58);
        QFont font;
        font.setPixelSize(int(Cell * 0.22));
        font.setBold(!label.estimate);
        font.setItalic(label.estimate);
        auto *text = new QGraphicsSimpleTextItem(label.text);
        text->setFont(font);
        text->setBrush(ink);
        // Shrunk to fit the hole.
        const QRectF r = text->boundingRect();
        const qreal scale = std::min(1.0, Cell * 0.72 / std::max<qreal>(r.width(), 1));
        text->setScale(scale);
        QPainterPath pill;
        const QSizeF size(r.width() * scale + 12, r.height() * scale + 6);
        pill.addRoundedRect(QRectF(QPointF(-size.width() / 2, -size.height() / 2), size), 8, 8);
        auto *back = new QGraphicsPathItem(pill);
        back->setBrush(high ? HighContrast::Ground
                            : QColor(255, 255, 255, label.estimate ? 170 : 225));
        back->setPen(QPen(ink, label.estimate ? 1.0 : 2.0));
        text->setParentItem(back);
        text->setPos(-r.width() * scale / 2, -r.height() * scale / 2);
        back->setPos(cellCentre(column, row));
        back->setZValue(3);
        back->setAcceptedMouseButtons(Qt::NoButton);
        addItem(back);
        m_labels.append(back);
    }
}

QStringList ConnectFourScene::columnLabelTexts() const
{
    QStringList texts;
    for (const QGraphicsPathItem *back : m_labels) {
        const auto children = back ? back->childItems() : QList<QGraphicsItem *>();
        const auto *text = children.isEmpty()
                               ? nullptr
                               : qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(children[0]);
        texts.append(text ? text->text() : QString());
    }
    return texts;
}

void ConnectFourScene::setBoard(const c4::Game &game)
{
    finishAnimations();
    setColumnLabels({});
    resize(game.width(), game.height());
    m_cells.assign(std::size_t(m_width * m_height), c4::Disc::None);
    for (int c = 0; c < m_width; ++c)
        for (int row = 0; row < m_height; ++row)
            m_cells[std::size_t(c * m_height + row)] = game.at(c, row);
    m_winning = game.winningCells();
    m_last = game.lastMove();
    rebuild();
    setCursorColumn(m_cursor);
}

void ConnectFourScene::rebuild(int skipColumn, int skipRow)
{
    qDeleteAll(m_discs);
    m_discs.clear();
    delete m_falling;
    m_falling = nullptr;
    for (int c = 0; c < m_width; ++c) {
        for (int row = 0; row < m_height; ++row) {
            const c4::Disc disc = m_cells[std::size_t(c * m_height + row)];
            if (disc == c4::Disc::None || (c == skipColumn && row == skipRow))
                continue;
            auto *item = new ConnectFourDiscItem(disc, DiscDiameter);
            item->setPos(cellCentre(c, row));
            item->setZValue(1);
            const std::pair<int, int> cell(c, row);
            item->setLastMove(m_last && *m_last == cell);
            item->setWinning(std::find(m_winning.begin(), m_winning.end(), cell) !=
                             m_winning.end());
            addItem(item);
            m_discs.append(item);
        }
    }
}

bool ConnectFourScene::animating() const
{
    return m_drop->state() == QAbstractAnimation::Running;
}

void ConnectFourScene::finishAnimations()
{
    if (!animating())
        return;
    m_drop->stop();
    rebuild();
}

void ConnectFourScene::animateDrop(const c4::DropResult &result, const c4::Game &game)
{
    if (!m_animations || result.column < 0 || result.row < 0 || game.width() != m_width ||
        game.height() != m_height) {
        setBoard(game);
        return;
    }
    finishAnimations();
    setColumnLabels({}); // for the old position
    for (int c = 0; c < m_width; ++c)
        for (int row = 0; row < m_height; ++row)
            m_cells[std::size_t(c * m_height + row)] = game.at(c, row);
    m_winning = game.winningCells();
    m_last = game.lastMove();
    m_fallColumn = result.column;
    m_fallRow = result.row;
    rebuild(result.column, result.row);
    m_falling = new ConnectFourDiscItem(result.disc, DiscDiameter);
    m_falling->setZValue(1);
    m_falling->setPos(cellCentre(result.column, -1));
    addItem(m_falling);
    // Longer falls take a little longer, as if under gravity.
    m_drop->setDuration(int(150 + 140 * std::sqrt(qreal(m_height - result.row) / m_height)));
    m_drop->start();
}

void ConnectFourScene::onDropProgress(qreal p)
{
    if (!m_falling)
        return;
    const qreal top = cellCentre(m_fallColumn, -1).y();
    const qreal bottom = cellCentre(m_fallColumn, m_fallRow).y();
    qreal y;
    if (p < FallShare) {
        const qreal t = p / FallShare;
        y = top + (bottom - top) * t * t;
    } else {
        const qreal t = (p - FallShare) / (1 - FallShare);
        y = bottom - Cell * 0.07 * std::sin(M_PI * t);
    }
    m_falling->setPos(cellCentre(m_fallColumn, -1).x(), y);
}

void ConnectFourScene::setCursorColumn(int column)
{
    m_cursor = qBound(0, column, qMax(0, m_width - 1));
    const qreal x = Pad + m_cursor * Cell;
    m_highlight->setRect(QRectF(x + 3, Cell + 6, Cell - 6, m_height * Cell + 2 * Pad - 12));
    placeGhost();
}

void ConnectFourScene::setGhost(c4::Disc disc)
{
    m_ghostDisc = disc;
    if (disc == c4::Disc::None) {
        delete m_ghost;
        m_ghost = nullptr;
    } else if (!m_ghost) {
        m_ghost = new ConnectFourDiscItem(disc, DiscDiameter, ConnectFourDiscItem::Style::Ghost);
        m_ghost->setZValue(1.5);
        addItem(m_ghost);
    } else {
        m_ghost->setDisc(disc);
    }
    m_highlight->setVisible(disc != c4::Disc::None);
    placeGhost();
}

void ConnectFourScene::placeGhost()
{
    if (m_ghost)
        m_ghost->setPos(cellCentre(m_cursor, -1));
}

void ConnectFourScene::refuseColumn(int column)
{
    if (column < 0 || column >= m_width)
        return;
    m_flashColumn = column;
    const qreal x = Pad + column * Cell;
    m_flash->setRect(QRectF(x + 3, Cell + 6, Cell - 6, m_height * Cell + 2 * Pad - 12));
    m_flash->setPos(0, 0);
    m_flash->setVisible(true);
    m_flash->setOpacity(1);
    m_flashAnim->stop();
    if (m_animations) {
        m_flashAnim->start();
    } else {
        QTimer::singleShot(400, this, [this] {
            if (!animating() && m_flashAnim->state() != QAbstractAnimation::Running) {
                m_flash->setVisible(false);
                m_flashColumn = -1;
            }
        });
    }
}

bool ConnectFourScene::flashing() const
{
    return m_flash->isVisible();
}

void ConnectFourScene::showHint(int column, c4::Disc disc)
{
    clearHint();
    if (column < 0 || column >= m_width)
        return;
    m_hintColumn = column;
    m_hint = new ConnectFourDiscItem(disc, DiscDiameter, ConnectFourDiscItem::Style::Hint);
    m_hint->setZValue(1.6);
    m_hint->setPos(cellCentre(column, -1));
    addItem(m_hint);
    if (m_animations)
        m_pulse->start();
}

void ConnectFourScene::clearHint()
{
    m_pulse->stop();
    delete m_hint;
    m_hint = nullptr;
    m_hintColumn = -1;
}

void ConnectFourScene::setBanner(const QString &text)
{
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
    const QRectF r = m_banner->boundingRect();
    m_banner->setPos((sceneRect().width() - r.width()) / 2, (Cell - r.height()) / 2);
}

QString ConnectFourScene::banner() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

int ConnectFourScene::winningCount() const
{
    int n = 0;
    for (const ConnectFourDiscItem *item : m_discs)
        n += item->winning();
    return n;
}

std::optional<std::pair<int, int>> ConnectFourScene::lastMarked() const
{
    for (const ConnectFourDiscItem *item : m_discs)
        if (item->lastMove())
            return m_last;
    return std::nullopt;
}

void ConnectFourScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    if (Appearance::instance().highContrast()) {
        painter->fillRect(rect, HighContrast::Ground);
        return;
    }
    const bool dark = Appearance::instance().dark();
    painter->fillRect(rect, dark ? QColor(0x16, 0x19, 0x1e) : QColor(238, 242, 248));
    // The holes show a soft light behind the board (a dim one in the dark look).
    const QRectF board(0, Cell, sceneRect().width(), sceneRect().height() - Cell);
    QLinearGradient light(board.topLeft(), board.bottomLeft());
    const Themes &themes = Themes::instance();
    const QString game = QStringLiteral("connect4");
    light.setColorAt(0, themes.colour(game, dark ? QStringLiteral("hole-dark-top")
                                                 : QStringLiteral("hole-top")));
    light.setColorAt(1, themes.colour(game, dark ? QStringLiteral("hole-dark-bottom")
                                                 : QStringLiteral("hole-bottom")));
    painter->fillRect(board.adjusted(6, 6, -6, -6), light);
}

void ConnectFourScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_message->isShown() || m_message->isPeeking() || event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const int column = columnAt(event->scenePos());
    if (column >= 0) {
        event->accept();
        emit columnClicked(column);
    }
}

void ConnectFourScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    const int column = columnAt(event->scenePos());
    if (column >= 0 && column != m_cursor && !m_message->isShown())
        emit columnHovered(column);
}

const QGraphicsItem *ConnectFourScene::ghostItem() const
{
    return m_ghost;
}

const QGraphicsItem *ConnectFourScene::hintItem() const
{
    return m_hint;
}

} // namespace gg::ui
