#pragma once
// Runs a computer player's search on a pool thread and hands the result back on the GUI
// thread. Starting a new search or cancel() raises the running search's stop flag and
// discards its result, so New game or Undo during thinking never applies a stale move.

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace gg::ui {

class AiTask : public QObject
{
    Q_OBJECT
public:
    explicit AiTask(QObject *parent = nullptr) : QObject(parent) {}
    // Stops the search without telling anyone: the owner is being destroyed, and a
    // busyChanged() now would reach its half-destroyed page (a crash found by the tests).
    ~AiTask() override
    {
        blockSignals(true);
        cancel();
    }

    bool busy() const { return m_busy; }

    // `work` runs on a pool thread with a stop flag it must poll; `done` runs on the GUI
    // thread unless the task was cancelled or superseded meanwhile.
    template <typename Result>
    void start(std::function<Result(const std::atomic<bool> &stop)> work,
               std::function<void(Result)> done)
    {
        cancel();
        auto stop = std::make_shared<std::atomic<bool>>(false);
        m_stop = stop;
        const quint64 generation = ++m_generation;
        setBusy(true);
        QPointer<AiTask> self(this);
        QThreadPool::globalInstance()->start(
            [stop, generation, self, work = std::move(work), done = std::move(done)]() mutable {
                Result result = work(*stop);
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(),
                    [stop, generation, self, done = std::move(done), result = std::move(result)]() {
                        if (!self || stop->load() || self->m_generation != generation)
                            return;
                        self->m_stop.reset();
                        self->setBusy(false);
                        done(result);
                    },
                    Qt::QueuedConnection);
            });
    }

    void cancel()
    {
        if (m_stop)
            m_stop->store(true);
        m_stop.reset();
        ++m_generation;
        setBusy(false);
    }

signals:
    void busyChanged(bool busy);

private:
    void setBusy(bool busy)
    {
        if (m_busy == busy)
            return;
        m_busy = busy;
        emit busyChanged(busy);
    }

    std::shared_ptr<std::atomic<bool>> m_stop;
    quint64 m_generation = 0;
    bool m_busy = false;
};

} // namespace gg::ui
