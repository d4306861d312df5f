#include "common/replaypanel.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gg::ui {

namespace {

const QColor MistakeColour(0xb0, 0x20, 0x20);

} // namespace

ReplayPanel::ReplayPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("replayPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 8, 4);
    layout->setSpacing(6);
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("replayMoves"));
    m_list->setFocusPolicy(Qt::NoFocus); // the board keeps the keys
    layout->addWidget(m_list, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setMinimumHeight(m_note->fontMetrics().lineSpacing() * 4);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_note);
    auto *buttons = new QGridLayout;
    buttons->setSpacing(4);
    m_first = new QPushButton(this);
    m_back = new QPushButton(this);
    m_forward = new QPushButton(this);
    m_last = new QPushButton(this);
    m_mistake = new QPushButton(this);
    m_close = new QPushButton(this);
    buttons->addWidget(m_first, 0, 0);
    buttons->addWidget(m_back, 0, 1);
    buttons->addWidget(m_forward, 1, 1);
    buttons->addWidget(m_last, 1, 0);
    buttons->addWidget(m_mistake, 2, 0, 1, 2);
    buttons->addWidget(m_close, 3, 0, 1, 2);
    for (QPushButton *b : {m_first, m_back, m_forward, m_last, m_mistake, m_close})
        b->setFocusPolicy(Qt::TabFocus);
    layout->addLayout(buttons);

    connect(m_first, &QPushButton::clicked, this, [this] { go(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { go(m_position - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { go(m_position + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { go(length()); });
    connect(m_mistake, &QPushButton::clicked, this, [this] { nextMistake(); });
    connect(m_close, &QPushButton::clicked, this, &ReplayPanel::closeRequested);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            go(row);
    });
    retranslate();
}

void ReplayPanel::setSteps(const QList<Step> &steps, int position)
{
    m_steps = steps;
    m_position = qBound(0, position, length());
    refreshRows();
    refreshPosition();
}

void ReplayPanel::setMarks(bool on)
{
    m_mistake->setVisible(on);
}

void ReplayPanel::setSummary(const QString &summary)
{
    m_summary->setText(summary);
    m_summary->setVisible(!summary.isEmpty());
}

QString ReplayPanel::summary() const
{
    return m_summary->text();
}

QString ReplayPanel::noteText() const
{
    return m_note->text();
}

void ReplayPanel::go(int position)
{
    position = qBound(0, position, length());
    if (position == m_position && m_list->currentRow() == position)
        return;
    m_position = position;
    refreshPosition();
    emit positionChanged(m_position);
}

bool ReplayPanel::nextMistake()
{
    for (int i = 1; i <= length(); ++i) {
        const int at = (m_position + i - 1) % length() + 1; // positions 1..length
        if (m_steps[at - 1].mistake) {
            go(at);
            return true;
        }
    }
    return false;
}

bool ReplayPanel::handleKey(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
        go(m_position - 1);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        go(m_position + 1);
        return true;
    case Qt::Key_Home:
        go(0);
        return true;
    case Qt::Key_End:
        go(length());
        return true;
    case Qt::Key_N:
        nextMistake();
        return true;
    case Qt::Key_Escape:
        emit closeRequested();
        return true;
    default:
        return false;
    }
}

void ReplayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReplayPanel::retranslate()
{
    m_title->setText(tr("Review"));
    m_first->setText(tr("|◀ Start"));
    m_first->setToolTip(tr("The empty board (Home)"));
    m_back->setText(tr("◀ Back"));
    m_back->setToolTip(tr("One move back (Left)"));
    m_forward->setText(tr("Forward ▶"));
    m_forward->setToolTip(tr("One move forward (Right)"));
    m_last->setText(tr("End ▶|"));
    m_last->setToolTip(tr("The final position (End)"));
    m_mistake->setText(tr("Next &Mistake"));
    m_mistake->setToolTip(tr("The next move the review marks (N)"));
    m_close->setText(tr("Back to the Game"));
    m_close->setToolTip(tr("Close the review (Esc)"));
    refreshRows();
    refreshPosition();
}

// The moves' rows: when the steps or the language change.
void ReplayPanel::refreshRows()
{
    const QSignalBlocker block(m_list);
    if (m_list->count() != length() + 1) {
        m_list->clear();
        for (int i = 0; i <= length(); ++i)
            m_list->addItem(QString());
    }
    m_list->item(0)->setText(tr("Start"));
    bool anyMistake = false;
    for (int i = 0; i < length(); ++i) {
        const Step &s = m_steps[i];
        QListWidgetItem *item = m_list->item(i + 1);
        item->setText(QStringLiteral("%1. %2%3")
                          .arg(i + 1)
                          .arg(s.move, s.mistake ? QStringLiteral("  ✗") : QString()));
        item->setToolTip(s.note);
        item->setForeground(s.mistake ? QBrush(MistakeColour) : QBrush());
        anyMistake = anyMistake || s.mistake;
    }
    m_mistake->setEnabled(anyMistake);
}

// The current move: its row, its note and the buttons (each step; the rows stay).
void ReplayPanel::refreshPosition()
{
    {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(m_position);
        m_list->scrollToItem(m_list->currentItem());
    }
    QString note = m_position == 0 ? tr("The start of the game, %1 moves to go.").arg(length())
                                   : tr("Move %1 of %2: %3")
                                         .arg(m_position)
                                         .arg(length())
                                         .arg(m_steps[m_position - 1].move);
    if (m_position > 0 && !m_steps[m_position - 1].note.isEmpty())
        note += QStringLiteral("\n") + m_steps[m_position - 1].note;
    m_note->setText(note);
    m_first->setEnabled(m_position > 0);
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < length());
    m_last->setEnabled(m_position < length());
}

} // namespace gg::ui
