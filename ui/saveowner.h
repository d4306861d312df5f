#pragma once

#include <QString>

namespace gg::ui {

// The save directory's owner mark: the running instance writes its token into a small file
// at start; before each write it checks the mark is still its own, so an instance that was
// stopped while another took over never overwrites the newer games when it wakes up.
namespace SaveOwner {
// Writes a fresh token to `file`; returns false when it cannot (then no check is made).
bool claim(const QString &file);
// True when nothing was claimed, or the file still holds this process's token.
bool stillOwner();
void release();
} // namespace SaveOwner

} // namespace gg::ui
