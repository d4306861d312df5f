#pragma once
// Draws the Lianliankan board: the tiles on a felt table with a margin of about one cell all
// round (the outer ring the connecting paths may run through), the countdown bar above, the
// connecting path of a match, the hint, the keyboard cursor and the marks. A match shows its
// path for ~300 ms, then the two tiles shrink and fade and, with gravity, the tiles above
// fall. A new click while that runs finishes it at once: the model is always up to date and
// clicks are mapped to cells of the model, never to the animated items.

#include "common/gamescene.h"
#include "lianliankan/linkgame.h"

#include <QGraphicsScene>
#include <QHash>

#include <optional>

class QTimer;
class QVariantAnimation;

namespace gg::ui {

class LianliankanTileItem;
class LinkPathItem;
class LinkTimeBarItem;

class LianliankanScene : public GameScene
{
    Q_OBJECT
public:
    explicit LianliankanScene(QObject *parent = nullptr);

    // Scene units: tiles are a little taller than wide, like real ones.
    static constexpr qreal CellW = 100.0;
    static constexpr qreal CellH = 120.0;
    // How long a match's path stays before the tiles vanish.
    static constexpr int PathMs = 300;

    // Redraws the whole board (new game, undo, shuffle, restore). `timed` shows the bar.
    void setBoard(const link::Board &board, bool timed);
    // A shuffle: the board is redrawn and the tiles fade in.
    void showShuffle(const link::Board &board);
    // A match: path, vanish, falls; `finalBoard` is the game's board afterwards (it differs
    // from the plain result after an automatic reshuffle).
    void animateMatch(const link::MatchResult &result, const link::Board &finalBoard);
    void finishAnimations() override;
    bool animating() const;
    // Nothing moves or fades: the tiles show the board as it is.
    bool settled() const;

    void setSelection(std::optional<link::Point> selection);
    void showRefused(link::Point a, link::Point b);
    void showHint(const link::Pair &pair);
    void clearHint();
    // Marks every tile of this kind (0 clears).
    void setHighlightKind(int kind);
    int highlightKind() const { return m_highlightKind; }
    void setCursorCell(link::Point cell, bool visible);
    void setPaused(bool paused);
    // The countdown: fraction left in [0, 1] and the clock text; untimed games hide it.
    void setClock(qreal fractionLeft, const QString &text);
    // A floating "+15" note over a scene point, with an optional smaller line ("Combo ×3").
    void showPopup(QPointF at, const QString &text, const QString &detail, const QColor &colour);

    QPointF cellCenter(link::Point p) const;
    std::optional<link::Point> cellAt(QPointF scenePos) const;
    void applyAppearance() override;
    // Where a tile of the cell sits (its item's position).
    QPointF cellPos(link::Point p) const;

    // For tests and the page.
    LianliankanTileItem *tileAt(link::Point p) const;
    int tileItemCount() const { return int(m_tiles.size()); }
    bool pathShown() const;
    link::Path shownPath() const { return m_shownPath; }
    bool hintShown() const;
    bool cursorShown() const;
    link::Point cursorCell() const { return m_cursor; }
    bool refusedShown() const;
    qreal clockFraction() const;
    QColor clockColour() const;

signals:
    void cellClicked(gg::link::Point cell);
    void cellRightClicked(gg::link::Point cell);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuildTiles();
    void clearTiles();
    void applyMarks();
    void updateRect();
    void showPath(const link::Path &path);
    void hidePath();
    void onMatchProgress(qreal ms);
    void onRefuseProgress(qreal t);
    void endRefused();

    link::Board m_board;      // what the resting tiles show
    link::Board m_finalBoard; // what they show once the running animation ends
    bool m_timed = false;
    QHash<int, LianliankanTileItem *> m_tiles; // resting tiles by cell index
    QList<LianliankanTileItem *> m_vanishing;
    struct Falling
    {
        LianliankanTileItem *item;
        QPointF from;
        QPointF to;
    };
    QList<Falling> m_falling;
    QVariantAnimation *m_matchAnim = nullptr;
    qreal m_vanishMs = 180;
    qreal m_fallMs = 0;
    QVariantAnimation *m_refuseAnim = nullptr;
    QVariantAnimation *m_fadeIn = nullptr;
    bool m_fadeInAfter = false; // fade the board in when the match animation ends
    QTimer *m_pathTimer = nullptr;
    QTimer *m_refuseTimer = nullptr;
    QList<int> m_refused; // cell indices flashing red

    std::optional<link::Point> m_selection;
    std::optional<link::Pair> m_hint;
    int m_highlightKind = 0;
    link::Point m_cursor;
    bool m_cursorVisible = false;
    bool m_paused = false;
    link::Path m_shownPath;

    LinkPathItem *m_path = nullptr;
    LinkPathItem *m_hintPath = nullptr;
    QGraphicsPathItem *m_cursorItem = nullptr;
    LinkTimeBarItem *m_bar = nullptr;
};

} // namespace gg::ui
