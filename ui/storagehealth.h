#pragma once
// Whether the player's progress is reaching the disk. The save store and the settings store
// report every write here; the main window tells the player once when writes start failing
// (and why: disk full, read-only, ...) and again when they work again. Nothing is dropped
// while writes fail: the stores keep what is unwritten and try again on later moves.

#include "safefile.h"

#include <QObject>

namespace gg::ui {

class StorageHealth : public QObject
{
    Q_OBJECT
public:
    enum class Area { Saves, Settings };

    static StorageHealth &instance();

    void report(Area area, const WriteResult &result, const QString &path);
    bool failing() const { return m_failing[0] || m_failing[1]; }
    bool failing(Area area) const { return m_failing[int(area)]; }
    // The most recent failure's kind, and the file it concerned.
    StorageError lastError() const { return m_lastError; }
    QString lastPath() const { return m_lastPath; }
    // Forgets every failure (tests, and a new settings location).
    void reset();

signals:
    // Writes started failing (emitted once per failing spell, not per write).
    void failed(gg::ui::StorageError error, const QString &path);
    // Every area writes again; everything kept in memory has reached the disk.
    void recovered();

private:
    bool m_failing[2] = {false, false};
    StorageError m_lastError = StorageError::None;
    QString m_lastPath;
};

} // namespace gg::ui
