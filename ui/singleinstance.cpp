#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

#include <unistd.h>

namespace gg::ui {

SingleInstance::SingleInstance(const QString &name, QObject *parent) : QObject(parent), m_name(name)
{
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultName(const QString &settingsFile)
{
    const QByteArray key = QByteArray::number(qulonglong(::getuid())) + '\n' +
                           QFile::encodeName(QFileInfo(settingsFile).absoluteFilePath());
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(16));
    // The session's private runtime directory when there is one; otherwise Qt puts the
    // socket in the temporary directory (with the user's id in its name).
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir() && QFileInfo(runtime).isWritable())
        return runtime + QStringLiteral("/gridgames-") + hash + QStringLiteral(".socket");
    return QStringLiteral("gridgames-%1-%2").arg(::getuid()).arg(hash);
}

SingleInstance::Forward SingleInstance::forward(const QByteArray &message, int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return Forward::NoneRunning; // no socket, or one left by an instance that is gone
    socket.write(message + '\n');
    socket.flush();
    QElapsedTimer clock;
    clock.start();
    // The running instance answers "ok" once it has shown itself.
    while (!socket.canReadLine() && clock.elapsed() < timeoutMs &&
           socket.state() == QLocalSocket::ConnectedState)
        socket.waitForReadyRead(int(qMax<qint64>(1, timeoutMs - clock.elapsed())));
    if (socket.canReadLine() && socket.readLine().trimmed() == "ok")
        return Forward::Delivered;
    return Forward::NoAnswer;
}

bool SingleInstance::listen()
{
    if (!m_server) {
        m_server = new QLocalServer(this);
        m_server->setSocketOptions(QLocalServer::UserAccessOption);
        connect(m_server, &QLocalServer::newConnection, this, [this] {
            while (QLocalSocket *client = m_server->nextPendingConnection()) {
                connect(client, &QLocalSocket::disconnected, client, &QObject::deleteLater);
                connect(client, &QLocalSocket::readyRead, this, [this, client] {
                    if (!client->canReadLine()) {
                        if (client->bytesAvailable() > 4096)
                            client->abort(); // nobody sends that much
                        return;
                    }
                    const QByteArray line = client->readLine(4096).trimmed();
                    emit messageReceived(line);
                    client->write("ok\n");
                    client->flush();
                    client->disconnectFromServer();
                });
            }
        });
    }
    if (m_server->isListening())
        return true;
    // A socket left by an instance that died, or by one that no longer answers.
    QLocalServer::removeServer(m_name);
    return m_server->listen(m_name);
}

} // namespace gg::ui
