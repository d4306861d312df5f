#pragma once
// High Scores / Statistics: one tab per game with its top-10 tables and won/lost/drawn rows.

#include <QDialog>
#include <QList>

class QTabWidget;

namespace gg::ui {

class GamePage;

class HighScoresDialog : public QDialog
{
    Q_OBJECT
public:
    HighScoresDialog(const QList<GamePage *> &pages, GamePage *current, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }

private:
    QWidget *buildTab(GamePage *page);
    QTabWidget *m_tabs = nullptr;
};

// "1:05" or "1:02:03" for a duration; shared by the pages and the dialog.
QString formatDuration(qint64 milliseconds);

} // namespace gg::ui
