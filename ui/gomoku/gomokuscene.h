#pragma once
// Draws the Gomoku board: a wooden board with grid lines, star points and coordinates,
// the stones (last move marked, numbers on demand, the winning line highlighted), the
// keyboard cursor, the hover ghost stone, the pulsing hint mark and the end message.

#include "common/gamescene.h"
#include "gomoku/gomokurules.h"

#include <QGraphicsScene>
#include <QHash>

#include <optional>

class QGraphicsEllipseItem;
class QGraphicsLineItem;
class QGraphicsPathItem;
class QVariantAnimation;

namespace gg::ui {

class GomokuStoneItem;

class GomokuScene : public GameScene
{
    Q_OBJECT
public:
    explicit GomokuScene(QObject *parent = nullptr);

    static constexpr qreal Cell = 100.0;
    static constexpr qreal Margin = 124.0; // grid edge to scene edge: wood border + labels

    // Redraws the stones from `game` (reusing items); `animate` drops in the newest stone.
    void sync(const gomoku::Game &game, bool animate = false);
    void setShowNumbers(bool on);
    bool showNumbers() const { return m_showNumbers; }

    // The stone the hover ghost shows (Empty: no ghost, e.g. while the computer thinks).
    void setGhostStone(gomoku::Stone stone);
    void setCursorPoint(gomoku::Point point);
    gomoku::Point cursorPoint() const { return m_cursor; }
    void setCursorVisible(bool on);
    bool cursorVisible() const;

    // The analysis overlay: rings on the points where a colour would make a five or an open
    // four (`text` says which), and a forced win drawn as numbered steps (attacker first,
    // colours alternating). Empty lists clear it.
    struct ThreatMarker
    {
        gomoku::Point point;
        gomoku::Stone stone = gomoku::Stone::Empty;
        QString text;
    };
    void setAnalysis(const QList<ThreatMarker> &marks, const std::vector<gomoku::Point> &line,
                     gomoku::Stone attacker);
    int analysisMarkCount() const { return m_markCount; }
    int analysisLineLength() const { return m_lineLength; }
    // Renju: a small red × on each point forbidden to black (empty list: none).
    void setForbidden(const QList<gomoku::Point> &points);
    // RIF's offers for the fifth move (docs/RULES.md §3.14): faint black stones lettered
    // A and B in a dashed ring, until white picks one.
    void setOffers(const QList<gomoku::Point> &points);
    QList<gomoku::Point> offers() const { return m_offers; }
    void applyAppearance() override;
    QList<gomoku::Point> forbiddenMarks() const { return m_forbidden; }
    void showHint(gomoku::Point point);
    void clearHint();
    bool hintShown() const;
    std::optional<gomoku::Point> hintPoint() const { return m_hint; }

    QPointF scenePoint(gomoku::Point point) const;
    std::optional<gomoku::Point> pointAt(const QPointF &scenePos) const;
    int boardSize() const { return m_size; }
    GomokuStoneItem *stoneAt(gomoku::Point point) const;
    int stoneCount() const { return int(m_stones.size()); }

    // A stone is dropping in.
    bool animating() const;
    // The hover preview (not a stone of the game), for the board census.
    const QGraphicsItem *ghostItem() const;

    // Column letters A, B, … and row numbers counted from the bottom, as on real boards.
    static QString pointName(gomoku::Point point, int size);

signals:
    void clicked(gg::gomoku::Point point);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QList<QGraphicsItem *> m_analysisItems;
    QList<QGraphicsItem *> m_forbiddenItems;
    QList<QGraphicsItem *> m_offerItems;
    QList<gomoku::Point> m_offers;
    QList<gomoku::Point> m_forbidden;
    int m_markCount = 0;
    int m_lineLength = 0;
    void resize(int size);
    void updateGhost(const QPointF &scenePos);

    int m_size = 0;
    QHash<int, GomokuStoneItem *> m_stones; // by row * size + col
    std::vector<gomoku::Stone> m_cells;
    bool m_showNumbers = false;
    gomoku::Point m_cursor{7, 7};
    gomoku::Stone m_ghostStone = gomoku::Stone::Black;
    GomokuStoneItem *m_ghost = nullptr;
    QGraphicsPathItem *m_cursorItem = nullptr;
    QGraphicsLineItem *m_winLine = nullptr;
    QGraphicsEllipseItem *m_hintItem = nullptr;
    QVariantAnimation *m_hintPulse = nullptr;
    QVariantAnimation *m_drop = nullptr;
    std::optional<gomoku::Point> m_hint;
};

} // namespace gg::ui
