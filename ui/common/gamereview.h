#pragma once
// The review of a finished game (issue 19) for a page: runs the core's review on a pool
// thread once per game record and keeps its verdicts; turns them into the replay panel's
// steps and the end box's summary line with the page's own words for moves.

#include "common/aitask.h"
#include "common/replaypanel.h"
#include "common/review.h"

#include <QObject>

#include <functional>
#include <vector>

namespace gg::ui {

class GameReview : public QObject
{
    Q_OBJECT
public:
    explicit GameReview(QObject *parent = nullptr);

    using Work = std::function<std::vector<MoveVerdict>(const std::atomic<bool> &stop)>;
    // Reviews the game whose record is `key`, unless it is the one reviewed or under way.
    void start(const QString &key, Work work);
    bool ready() const { return m_done; }
    // The verdicts of `key`, or none when that game is not (yet) reviewed.
    bool readyFor(const QString &key) const { return m_done && key == m_key; }
    const std::vector<MoveVerdict> &verdicts() const { return m_verdicts; }
    // The move code that would have kept the result when the `moves`-th move (1-based) of
    // game `key` was a mistake; -1 otherwise (no mistake, no such move, not reviewed yet).
    int betterMove(const QString &key, int moves) const;

    // The replay's steps: `move(i)` is the text of move i (0-based), `better(code)` the
    // text of a better move. `open`: Gomoku's reading of Draw.
    QList<ReplayPanel::Step> steps(int count, const std::function<QString(int)> &move,
                                   const std::function<QString(int)> &better, bool open) const;
    // "2 mistakes; the first at move 9." for the moves `counts(i)` says are the person's;
    // "Reviewing the game…" while it runs, empty without a review.
    QString summary(const QString &key, const std::function<bool(int)> &counts) const;

    // The review's words, shared by the games: the note of a mistake (`better`: the move
    // that keeps the result, as the game writes it; `open`: Gomoku, where Draw means
    // "open"), and the summary of the person's mistakes (1-based move numbers).
    static QString mistakeNote(Outcome before, Outcome after, const QString &better, bool open);
    static QString mistakeSummary(const QList<int> &mistakes);
    // The end box's text: the result, then the summary on a line of its own (if any).
    static QString withSummary(const QString &text, const QString &summary);

signals:
    void finished();

private:
    AiTask m_task;
    QString m_key;
    bool m_done = false;
    std::vector<MoveVerdict> m_verdicts;
};

} // namespace gg::ui
