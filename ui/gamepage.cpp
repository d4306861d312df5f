#include "gamepage.h"

#include "common/boardview.h"
#include "playername.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gg::ui {

GamePage::GamePage(QWidget *parent) : QWidget(parent) {}

void GamePage::setBoard(QGraphicsScene *scene)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(12);
    m_view = new BoardView(scene, this);
    layout->addWidget(m_view, 1);
    // The side panel scrolls when the window is short, so the board can always shrink.
    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setFixedWidth(240);
    auto *panel = new QWidget(scroll);
    panel->setObjectName(QStringLiteral("sidePanel"));
    m_side = new QVBoxLayout(panel);
    m_side->setContentsMargins(4, 4, 8, 4);
    m_side->setSpacing(6);
    scroll->setWidget(panel);
    layout->addWidget(scroll);
    setFocusProxy(m_view);
}

QLabel *GamePage::addInfo(QLabel **caption)
{
    auto *title = new QLabel(this);
    QFont small = title->font();
    small.setPointSizeF(small.pointSizeF() * 0.95);
    title->setFont(small);
    title->setStyleSheet(QStringLiteral("color: #6b6358;"));
    auto *value = new QLabel(this);
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    value->setFont(big);
    value->setTextInteractionFlags(Qt::NoTextInteraction);
    m_side->addWidget(title);
    m_side->addWidget(value);
    if (caption)
        *caption = title;
    return value;
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString GamePage::abandonedGameNote()
{
    return tr("<p>A game against the computer left unfinished after your first move "
              "(New game, or a change of level or mode) counts as a loss.</p>");
}

int GamePage::recordHighScore(const QString &variant, const ScoreEntry &entry, ScoreOrder order,
                              std::function<void(int rank)> stored)
{
    return recordHighScore(QList<ScoreTable>{{variant, order}}, entry, std::move(stored));
}

int GamePage::recordHighScore(const QList<ScoreTable> &tables, const ScoreEntry &entry,
                              std::function<void(int rank)> stored)
{
    int firstRank = -1;
    bool qualifies = false;
    for (int i = 0; i < tables.size(); ++i) {
        const int rank = HighScores::rankFor(gameId(), tables[i].variant, entry, tables[i].order);
        if (i == 0)
            firstRank = rank;
        qualifies = qualifies || rank >= 0;
    }
    if (!qualifies)
        return -1;
    // HighScores::add itself skips a table the entry does not make.
    PlayerName::withName(
        this, [this, tables, e = entry, stored = std::move(stored)](const QString &name) mutable {
            e.name = name;
            int first = -1;
            for (int i = 0; i < tables.size(); ++i) {
                const int at = HighScores::add(gameId(), tables[i].variant, e, tables[i].order);
                if (i == 0)
                    first = at;
            }
            if (stored)
                stored(first);
        });
    return firstRank;
}

} // namespace gg::ui
