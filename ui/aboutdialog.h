#pragma once
// Help → About: the version (from the CMake project version), the licence, where each
// game comes from, and the promise that the app never uses the network.

#include <QDialog>
#include <QIcon>

class QLabel;
class QTextBrowser;

namespace gg::ui {

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The version shown, e.g. "0.1.0" (CMake's PROJECT_VERSION through GG_VERSION).
    static QString version();
    // Everything the dialog says, as plain text (for tests and for reading it aloud).
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTextBrowser *m_credits = nullptr;
};

// The application icon from the compiled-in PNG renderings of resources/icons/gridgames.svg,
// so it shows even where Qt's SVG plugin is not installed.
QIcon applicationIcon();

} // namespace gg::ui
