#include "zousi/zousisolverservice.h"

#include "safefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QStandardPaths>
#include <QThreadPool>

namespace gg::ui {

ZousiSolverService &ZousiSolverService::instance()
{
    // Created on first use from the GUI thread and kept to the end of the process, so a
    // solve finishing late always has a living receiver.
    static ZousiSolverService *service = new ZousiSolverService;
    return *service;
}

ZousiSolverService::ZousiSolverService()
{
    // Quitting while a solve runs raises its stop flag, so exit does not wait for it.
    if (auto *app = QCoreApplication::instance()) {
        connect(app, &QCoreApplication::aboutToQuit, this, [this] {
            if (m_stop)
                m_stop->store(true);
        });
    }
}

QString ZousiSolverService::defaultCachePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (dir.isEmpty())
        return {};
    return dir + QStringLiteral("/zousi-solution.bin");
}

QString ZousiSolverService::cachePath() const
{
    return m_pathSet ? m_cachePath : defaultCachePath();
}

void ZousiSolverService::ensureStarted()
{
    if (m_solver || m_running || !m_enabled)
        return;
    const QString path = cachePath();
    if (!path.isEmpty()) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        // A pipe or device in place of the cache would block or never end: set it aside
        // (the link or node itself, untouched) and write a new cache.
        if (SafeFile::isUnusable(path))
            QDir().rename(path, path + QStringLiteral(".bad-") +
                                    QDateTime::currentDateTimeUtc().toString(
                                        QStringLiteral("yyyyMMdd-HHmmss")));
    }
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    m_running = true;
    emit runningChanged(true);
    const std::string file = path.toStdString();
    QPointer<ZousiSolverService> self(this);
    QThreadPool::globalInstance()->start([self, stop, file] {
        auto solver = std::make_shared<zousi::Solver>();
        // A missing or damaged cache is solved again and rewritten; a write error only
        // means the next start solves again.
        const bool ok = solver->loadOrSolve(file, stop.get());
        if (!ok || stop->load())
            solver.reset();
        QMetaObject::invokeMethod(
            self.data(),
            [self, solver] {
                if (self)
                    self->finish(solver);
            },
            Qt::QueuedConnection);
    });
}

void ZousiSolverService::finish(std::shared_ptr<zousi::Solver> solver)
{
    m_running = false;
    m_stop.reset();
    m_solver = std::move(solver);
    emit runningChanged(false);
    if (m_solver)
        emit solved();
}

} // namespace gg::ui
