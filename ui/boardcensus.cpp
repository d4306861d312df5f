// The board census of every game (GamePage::boardCensus): the pieces the scene actually
// holds — every visible item of the game's piece type, wherever it came from — against the
// pieces of the game, as "cell:what" words. Kept in one place so that the six agree on what
// counts: an item that is hidden or fully transparent is not drawn; previews (a hover ghost,
// a hint above the board) are not pieces; a piece must sit exactly on its cell.

#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourdiscitem.h"
#include "connectfour/connectfourpage.h"
#include "connectfour/connectfourscene.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "gomoku/gomokuscene.h"
#include "gomoku/gomokustoneitem.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanpage.h"
#include "lianliankan/lianliankanscene.h"
#include "lianliankan/lianliankantileitem.h"
#include "memory/memorycarditem.h"
#include "memory/memorycontroller.h"
#include "memory/memorypage.h"
#include "memory/memoryscene.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "twenty48/twenty48scene.h"
#include "twenty48/twenty48tileitem.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"
#include "zousi/zousipieceitem.h"
#include "zousi/zousiscene.h"

#include <QGraphicsItem>

#include <functional>

namespace gg::ui {
namespace {

bool shown(const QGraphicsItem *item)
{
    return item->isVisible() && item->effectiveOpacity() > 0.01;
}

// The cell whose reference point is `pos` (within a hundredth of a scene unit), or -1.
int cellOf(QPointF pos, int count, const std::function<QPointF(int)> &reference)
{
    for (int i = 0; i < count; ++i) {
        const QPointF d = reference(i) - pos;
        if (std::abs(d.x()) < 0.01 && std::abs(d.y()) < 0.01)
            return i;
    }
    return -1;
}

QString word(int cell, const QString &what)
{
    return QString::number(cell) + QLatin1Char(':') + what;
}

// Every shown item of type T in `scene`, with the item itself.
template <typename T> QList<const T *> shownItems(const QGraphicsScene *scene)
{
    QList<const T *> list;
    for (const QGraphicsItem *item : scene->items())
        if (const auto *piece = dynamic_cast<const T *>(item); piece && shown(item))
            list.append(piece);
    return list;
}

} // namespace

GamePage::BoardCensus Twenty48Page::boardCensus() const
{
    BoardCensus census;
    census.atRest = !m_scene->animating();
    const t48::Cells &cells = shownCells();
    const int count = int(cells.size());
    for (const Twenty48TileItem *tile : shownItems<Twenty48TileItem>(m_scene)) {
        const int cell = cellOf(tile->pos(), count, [this](int i) { return m_scene->cellPos(i); });
        census.drawn.append(word(cell, QString::number(tile->value())));
    }
    for (int i = 0; i < count; ++i)
        if (cells[i] != 0)
            census.model.append(word(i, QString::number(cells[i])));
    return census;
}

GamePage::BoardCensus ConnectFourPage::boardCensus() const
{
    BoardCensus census;
    census.atRest = !m_scene->animating();
    const c4::Game &game = shownGame();
    const int width = game.width();
    const int height = game.height();
    for (const ConnectFourDiscItem *disc : shownItems<ConnectFourDiscItem>(m_scene)) {
        if (disc == m_scene->ghostItem() || disc == m_scene->hintItem())
            continue; // previews above the board
        const int cell = cellOf(disc->pos(), width * height,
                                [&](int i) { return m_scene->cellCentre(i / height, i % height); });
        census.drawn.append(
            word(cell, QLatin1String(disc->disc() == c4::Disc::Red ? "red" : "yellow")));
    }
    for (int col = 0; col < width; ++col)
        for (int row = 0; row < height; ++row)
            if (const c4::Disc d = game.at(col, row); d != c4::Disc::None)
                census.model.append(
                    word(col * height + row, QLatin1String(d == c4::Disc::Red ? "red" : "yellow")));
    return census;
}

GamePage::BoardCensus GomokuPage::boardCensus() const
{
    BoardCensus census;
    census.atRest = !m_scene->animating();
    const gomoku::Game &game = shownGame();
    const int size = game.size();
    for (const GomokuStoneItem *stone : shownItems<GomokuStoneItem>(m_scene)) {
        if (stone == m_scene->ghostItem())
            continue; // the hover preview
        const int cell = cellOf(stone->pos(), size * size, [&](int i) {
            return m_scene->scenePoint(gomoku::Point{i / size, i % size});
        });
        census.drawn.append(
            word(cell, QLatin1String(stone->stone() == gomoku::Stone::Black ? "black" : "white")));
    }
    for (int row = 0; row < size; ++row)
        for (int col = 0; col < size; ++col)
            if (const gomoku::Stone s = game.at(row, col); s != gomoku::Stone::Empty)
                census.model.append(
                    word(row * size + col,
                         QLatin1String(s == gomoku::Stone::Black ? "black" : "white")));
    return census;
}

GamePage::BoardCensus LianliankanPage::boardCensus() const
{
    BoardCensus census;
    census.atRest = m_scene->settled();
    const link::Board &board = m_controller->game().board();
    for (const LianliankanTileItem *tile : shownItems<LianliankanTileItem>(m_scene)) {
        const int cell = cellOf(tile->pos(), board.cellCount(),
                                [&](int i) { return m_scene->cellPos(board.point(i)); });
        census.drawn.append(word(cell, QString::number(tile->kind())));
    }
    for (int i = 0; i < board.cellCount(); ++i)
        if (const int kind = board.at(board.point(i)); kind != 0)
            census.model.append(word(i, QString::number(kind)));
    return census;
}

GamePage::BoardCensus MemoryPage::boardCensus() const
{
    BoardCensus census;
    // While paused the cards are covered on purpose: nothing to compare then.
    census.atRest = !m_scene->animating() && !m_scene->cardsHidden();
    const memory::Game &game = m_controller->game();
    const memory::Size size = game.size();
    const auto look = [](MemoryCardItem::Look l) {
        return l == MemoryCardItem::Look::Back   ? QStringLiteral("down")
               : l == MemoryCardItem::Look::Face ? QStringLiteral("up")
                                                 : QStringLiteral("matched");
    };
    for (const MemoryCardItem *card : shownItems<MemoryCardItem>(m_scene)) {
        const int cell = cellOf(card->pos(), size.cells(), [&](int i) {
            return m_scene->cellCentre(memory::Point{i / size.cols, i % size.cols});
        });
        // A face-down card shows no face: its kind is not part of what is drawn.
        census.drawn.append(word(
            cell, look(card->look()) + (card->look() == MemoryCardItem::Look::Back
                                            ? QString()
                                            : QLatin1Char('/') + QString::number(card->kind()))));
    }
    for (int i = 0; i < size.cells(); ++i) {
        const memory::Point p{i / size.cols, i % size.cols};
        const memory::CardState state = game.state(p);
        census.model.append(
            word(i, state == memory::CardState::FaceDown
                        ? QStringLiteral("down")
                        : (state == memory::CardState::FaceUp ? QStringLiteral("up/")
                                                              : QStringLiteral("matched/")) +
                              QString::number(game.kindAt(p))));
    }
    return census;
}

GamePage::BoardCensus ZousiPage::boardCensus() const
{
    BoardCensus census;
    census.atRest = !m_scene->animating();
    const zousi::Position pos = shownGame().position();
    for (const ZousiPieceItem *piece : shownItems<ZousiPieceItem>(m_scene)) {
        const int cell =
            cellOf(piece->pos(), zousi::Cells, [this](int i) { return m_scene->pointPos(i); });
        census.drawn.append(word(cell, QLatin1String(piece->side() == zousi::Side::X ? "x" : "o")));
    }
    for (int cell = 0; cell < zousi::Cells; ++cell)
        if (const char c = pos.at(cell); c != '.')
            census.model.append(word(cell, QLatin1String(c == 'x' ? "x" : "o")));
    return census;
}

} // namespace gg::ui
