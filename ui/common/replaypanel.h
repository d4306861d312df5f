#pragma once
// The side panel of Game → Review Game (issue 19): the moves of a finished game in a list,
// the review's mistakes marked in it, the note of the move shown, and the buttons (and
// keys) that step through the game. It only says which position to show (positionChanged);
// the page draws it.

#include <QList>
#include <QWidget>

class QKeyEvent;
class QLabel;
class QListWidget;
class QPushButton;

namespace gg::ui {

class ReplayPanel : public QWidget
{
    Q_OBJECT
public:
    // One move of the game: its text ("Red: column 4"), what the review says of it (empty
    // when nothing), whether that is a mistake.
    struct Step
    {
        QString move;
        QString note;
        bool mistake = false;
    };

    explicit ReplayPanel(QWidget *parent = nullptr);

    // Shows `steps` and goes to `position` (moves played, 0..steps.size()).
    void setSteps(const QList<Step> &steps, int position);
    // Whether the game has a review (marks and Next Mistake); 2048 only replays.
    void setMarks(bool on);
    // The review's one-line summary (empty while it runs, "No mistakes." when done).
    void setSummary(const QString &summary);
    QString summary() const;

    int position() const { return m_position; }
    int length() const { return int(m_steps.size()); }
    const QList<Step> &steps() const { return m_steps; }
    // The note shown for the current position, for tests.
    QString noteText() const;

    // Moves to `position` (clamped) and announces it.
    void go(int position);
    // The next mistake after the current position (wraps to the first); false if none.
    bool nextMistake();
    // Left/Right (or Up/Down), Home/End, N (next mistake), Escape (close). True if taken.
    bool handleKey(QKeyEvent *event);

signals:
    void positionChanged(int position);
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refreshRows();
    void refreshPosition();

    QList<Step> m_steps;
    int m_position = 0;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_first = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_last = nullptr;
    QPushButton *m_mistake = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace gg::ui
