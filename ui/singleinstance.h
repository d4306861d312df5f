#pragma once
// One window per player: a second start of `gridgames` hands its request ("show me, on
// this game") to the running one over a local socket and exits, as desktop apps do. The
// socket's name is made from the user and the settings file, so test sandboxes with their
// own HOME never meet. A first instance that is gone (its socket left behind) or that does
// not answer within the timeout (stopped, hung) does not lock the player out: the new
// start takes the name over, and SaveOwner (saveowner.h) keeps the old one from writing later.

#include <QObject>
#include <QString>

class QLocalServer;

namespace gg::ui {

class SingleInstance : public QObject
{
    Q_OBJECT
public:
    explicit SingleInstance(const QString &name, QObject *parent = nullptr);
    ~SingleInstance() override;

    // The socket name for the current user and settings file.
    static QString defaultName(const QString &settingsFile);

    enum class Forward { Delivered, NoneRunning, NoAnswer };
    // Hands `message` to a running instance and waits for its answer.
    Forward forward(const QByteArray &message, int timeoutMs = 3000) const;
    // Becomes the instance others forward to; a stale socket is removed first.
    bool listen();
    QString name() const { return m_name; }

signals:
    void messageReceived(const QByteArray &message);

private:
    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace gg::ui
