#include "storagehealth.h"

namespace gg::ui {

StorageHealth &StorageHealth::instance()
{
    static StorageHealth health;
    return health;
}

void StorageHealth::report(Area area, const WriteResult &result, const QString &path)
{
    const bool wasFailing = failing();
    if (result.ok()) {
        m_failing[int(area)] = false;
        if (wasFailing && !failing())
            emit recovered();
        return;
    }
    m_failing[int(area)] = true;
    m_lastError = result.error;
    m_lastPath = path;
    if (!wasFailing)
        emit failed(result.error, path);
}

void StorageHealth::reset()
{
    m_failing[0] = m_failing[1] = false;
    m_lastError = StorageError::None;
    m_lastPath.clear();
}

} // namespace gg::ui
