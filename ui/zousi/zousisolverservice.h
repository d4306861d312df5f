#pragma once
// The complete Zou Si Qi solution for the whole process: loaded from the disk cache or
// solved by retrograde analysis on a pool thread the first time a page needs it (Perfect,
// Hint, a draw offer to the computer), then shared read-only by every controller. The GUI
// thread never waits for it: callers ask solver() and, while it is null, listen for solved().

#include "zousi/zousisolver.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace gg::ui {

class ZousiSolverService : public QObject
{
    Q_OBJECT
public:
    static ZousiSolverService &instance();

    // The solved table, or null while it is not ready.
    std::shared_ptr<const zousi::Solver> solver() const { return m_solver; }
    bool ready() const { return m_solver != nullptr; }
    bool running() const { return m_running; }

    // Starts loading or solving unless that is done or under way (or the service is off).
    void ensureStarted();
    // Runs that must change nothing and need no computer (--dump-state, --screenshot)
    // switch the service off: no solve, no cache written.
    void setEnabled(bool on) { m_enabled = on; }
    // Forgets the table (controllers keep theirs while they hold it); the next
    // ensureStarted() loads it again, from the cache when there is one. Lets tests go
    // through the waiting paths without solving again.
    void unload() { m_solver.reset(); }

    // Where the table is cached; the default is QStandardPaths::CacheLocation
    // /zousi-solution.bin. An empty path solves without a cache (tests may set a temporary
    // file). Takes effect for the next start.
    static QString defaultCachePath();
    void setCachePath(const QString &path)
    {
        m_cachePath = path;
        m_pathSet = true;
    }
    QString cachePath() const;

signals:
    void runningChanged(bool running);
    // The table is available through solver().
    void solved();

private:
    ZousiSolverService();
    void finish(std::shared_ptr<zousi::Solver> solver);

    std::shared_ptr<const zousi::Solver> m_solver;
    std::shared_ptr<std::atomic<bool>> m_stop;
    QString m_cachePath;
    bool m_pathSet = false;
    bool m_running = false;
    bool m_enabled = true;
};

} // namespace gg::ui
