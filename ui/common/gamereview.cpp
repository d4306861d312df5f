#include "common/gamereview.h"

namespace gg::ui {

GameReview::GameReview(QObject *parent) : QObject(parent) {}

void GameReview::start(const QString &key, Work work)
{
    if (key == m_key && (m_done || m_task.busy()))
        return;
    m_key = key;
    m_done = false;
    m_verdicts.clear();
    m_task.start<std::vector<MoveVerdict>>(std::move(work),
                                           [this](std::vector<MoveVerdict> verdicts) {
                                               m_verdicts = std::move(verdicts);
                                               m_done = true;
                                               emit finished();
                                           });
}

int GameReview::betterMove(const QString &key, int moves) const
{
    if (!readyFor(key) || moves < 1 || moves > int(m_verdicts.size()))
        return -1;
    const MoveVerdict &v = m_verdicts[std::size_t(moves - 1)];
    return v.mistake() ? v.better : -1;
}

QList<ReplayPanel::Step> GameReview::steps(int count, const std::function<QString(int)> &move,
                                           const std::function<QString(int)> &better,
                                           bool open) const
{
    QList<ReplayPanel::Step> steps;
    for (int i = 0; i < count; ++i) {
        ReplayPanel::Step step{move(i), QString(), false};
        if (m_done && i < int(m_verdicts.size()) && m_verdicts[std::size_t(i)].mistake()) {
            const MoveVerdict &v = m_verdicts[std::size_t(i)];
            step.mistake = true;
            step.note =
                mistakeNote(v.before, v.after, v.better >= 0 ? better(v.better) : QString(), open);
        }
        steps.append(step);
    }
    return steps;
}

QString GameReview::summary(const QString &key, const std::function<bool(int)> &counts) const
{
    if (key != m_key)
        return {};
    if (!m_done)
        return m_task.busy() ? tr("Reviewing the game…") : QString();
    QList<int> mistakes;
    for (std::size_t i = 0; i < m_verdicts.size(); ++i)
        if (m_verdicts[i].mistake() && counts(int(i)))
            mistakes.append(int(i) + 1);
    return mistakeSummary(mistakes);
}

QString GameReview::mistakeNote(Outcome before, Outcome after, const QString &better, bool open)
{
    QString what;
    QString keep;
    if (open && before == Outcome::Win && after == Outcome::Draw) {
        what = tr("A missed win: the forced win by fours was let go.");
        keep = tr("%1 would have won.");
    } else if (open && after == Outcome::Loss && before == Outcome::Draw) {
        what = tr("A mistake: it let the opponent force a win.");
        keep = tr("%1 would have held.");
    } else if (before == Outcome::Win && after == Outcome::Draw) {
        what = tr("A mistake: a won game became a draw.");
        keep = tr("%1 would have kept the win.");
    } else if (before == Outcome::Win) {
        what = tr("A mistake: a won game became a lost one.");
        keep = tr("%1 would have kept the win.");
    } else {
        what = tr("A mistake: a drawn game became a lost one.");
        keep = tr("%1 would have kept the draw.");
    }
    //: Two sentences in a row (Chinese needs no space between them).
    return better.isEmpty() ? what : tr("%1 %2").arg(what, keep.arg(better));
}

QString GameReview::withSummary(const QString &text, const QString &summary)
{
    return summary.isEmpty() ? text : text + QLatin1Char('\n') + summary;
}

QString GameReview::mistakeSummary(const QList<int> &mistakes)
{
    if (mistakes.isEmpty())
        return tr("No mistakes.");
    if (mistakes.size() == 1)
        return tr("1 mistake, at move %1.").arg(mistakes.front());
    return tr("%1 mistakes; the first at move %2.").arg(mistakes.size()).arg(mistakes.front());
}

} // namespace gg::ui
