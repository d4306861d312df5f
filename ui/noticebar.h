#pragma once
// A notice across the top of the main window that does not block play (like KDE's
// KMessageWidget): a warning stays until the player closes it or the cause is gone; an
// information fades after a few seconds. Screen readers get it as an alert-like status text.

#include <QFrame>

class QLabel;
class QTimer;
class QToolButton;

namespace gg::ui {

class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Information, Warning };

    explicit NoticeBar(QWidget *parent = nullptr);

    // Shows `text`; an information hides itself after `seconds` (0: stays).
    void showNotice(const QString &text, Kind kind, int seconds = 0);
    QString text() const;
    Kind kind() const { return m_kind; }

private:
    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QToolButton *m_close = nullptr;
    QTimer *m_timer = nullptr;
    Kind m_kind = Kind::Information;
};

} // namespace gg::ui
