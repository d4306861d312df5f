#include "highscoresdialog.h"

#include "gamepage.h"
#include "highscores.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gg::ui {

QString formatDuration(qint64 milliseconds)
{
    const qint64 seconds = qMax<qint64>(0, milliseconds) / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

namespace {

// Every column as wide as its content; the one with names (`stretch`) takes what is left,
// so no column is squashed and none is stretched for nothing.
QTableWidget *makeTable(QWidget *parent, const QStringList &headers, int rows, int stretch)
{
    auto *table = new QTableWidget(rows, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    table->horizontalHeader()->setStretchLastSection(false);
    table->horizontalHeader()->setMinimumSectionSize(48);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return table;
}

void setCell(QTableWidget *table, int row, int column, const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(column == 1 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
    table->setItem(row, column, item);
}

} // namespace

HighScoresDialog::HighScoresDialog(const QList<GamePage *> &pages, GamePage *current,
                                   QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("High Scores"));
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs);
    for (GamePage *page : pages) {
        if (page->scoreBoards().isEmpty() && page->statsBoards().isEmpty())
            continue;
        const int index = m_tabs->addTab(buildTab(page), page->title());
        if (page == current)
            m_tabs->setCurrentIndex(index);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 560);
}

QWidget *HighScoresDialog::buildTab(GamePage *page)
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    const QLocale locale;

    for (const ScoreBoard &board : page->scoreBoards()) {
        auto *box = new QGroupBox(board.title, content);
        auto *boxLayout = new QVBoxLayout(box);
        const QList<ScoreEntry> list = HighScores::entries(page->gameId(), board.variant);
        if (list.isEmpty()) {
            boxLayout->addWidget(new QLabel(tr("No scores yet."), box));
        } else {
            QStringList headers = {tr("Rank"), tr("Player"), board.scoreTitle};
            if (board.showTime)
                headers << tr("Time");
            headers << tr("Date") << tr("Assisted");
            auto *table = makeTable(box, headers, int(list.size()), 1);
            for (int row = 0; row < list.size(); ++row) {
                const ScoreEntry &e = list[row];
                int column = 0;
                setCell(table, row, column++, QString::number(row + 1));
                setCell(table, row, column++, e.name);
                setCell(table, row, column++, locale.toString(e.score));
                if (board.showTime)
                    setCell(table, row, column++, formatDuration(e.timeMs));
                setCell(table, row, column++,
                        locale.toString(e.date.toLocalTime().date(), QLocale::ShortFormat));
                setCell(table, row, column++, e.assisted ? tr("Yes") : QString());
            }
            boxLayout->addWidget(table);
        }
        layout->addWidget(box);
    }

    const QList<StatsBoard> stats = page->statsBoards();
    if (!stats.isEmpty()) {
        auto *box = new QGroupBox(tr("Statistics"), content);
        auto *boxLayout = new QVBoxLayout(box);
        // Columns only for results the game can have: no Drawn where nobody draws, and
        // Resigned and Abandoned (apart from losses) for games against the computer.
        const bool draws = stats.first().draws;
        const bool givenUp = stats.first().givenUp;
        QStringList headers{tr("Level"), tr("Played"), tr("Won"), tr("Lost")};
        if (draws)
            headers << tr("Drawn");
        if (givenUp)
            headers << tr("Resigned") << tr("Abandoned");
        auto *table = makeTable(box, headers, int(stats.size()), 0);
        for (int row = 0; row < stats.size(); ++row) {
            const GameStats s = Statistics::read(page->gameId(), stats[row].variant);
            int column = 0;
            setCell(table, row, column++, stats[row].title);
            setCell(table, row, column++, locale.toString(s.played()));
            setCell(table, row, column++, locale.toString(s.won));
            setCell(table, row, column++, locale.toString(s.lost));
            if (draws)
                setCell(table, row, column++, locale.toString(s.drawn));
            if (givenUp) {
                setCell(table, row, column++, locale.toString(s.resigned));
                setCell(table, row, column++, locale.toString(s.abandoned));
            }
        }
        boxLayout->addWidget(table);
        layout->addWidget(box);
    }
    layout->addStretch(1);
    scroll->setWidget(content);
    return scroll;
}

} // namespace gg::ui
