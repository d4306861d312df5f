#pragma once
// SIGTERM, SIGINT and SIGHUP (a kill, Ctrl+C in a terminal, a closed terminal or session)
// turned into a Qt signal on the GUI thread, through a socket pair the handler writes to
// (the only safe thing a handler can do), so the app saves and exits cleanly.

#include <QObject>

class QSocketNotifier;

namespace gg::ui {

class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;

signals:
    void received(int signalNumber);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace gg::ui
