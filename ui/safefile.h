#pragma once
// Writing a file so that a failure never replaces a good one. QSaveFile (Qt 6.4) reports
// success after a buffered write failed with "no space left" and renames the empty
// temporary file over the old one; this writer checks every step instead: write (all of it),
// fsync, the written size, close, then rename, then the directory's fsync. Any failure leaves
// the old file as it was and removes the temporary one.
//
// Only regular files are written. A symbolic link whose final target is a regular file (as
// dotfile managers make) is written through, so the link stays; a link to anything else (a
// device, a pipe, a directory, nothing) and any other kind of file is refused untouched.

#include <QByteArray>
#include <QString>

namespace gg::ui {

enum class StorageError {
    None,
    DiskFull,   // no space, quota or file-size limit reached
    ReadOnly,   // read-only file system or no permission to write
    NotRegular, // the path is (or links to) something that is not a regular file
    NotOwner,   // another instance of the app took over the files (see SaveOwner)
    Other,      // any other failure (I/O error, missing directory, ...)
};

struct WriteResult
{
    StorageError error = StorageError::None;
    int errorNumber = 0; // errno of the failing step, 0 when none
    QString step;        // the failing step, for messages and logs ("write", "rename", ...)
    bool ok() const { return error == StorageError::None; }
};

namespace SafeFile {

// Writes `data` to `path` (creating missing directories) with the checks above.
WriteResult write(const QString &path, const QByteArray &data);

// The path that a write to `path` changes: `path` itself, or the final target of a chain of
// symbolic links. Empty when the path or its target is not a regular file and not absent
// (a dangling link counts as not regular).
QString writeTarget(const QString &path);

// True when `path` names a regular file, directly or through links.
bool isRegularFile(const QString &path);
// True when something that is not a regular file is at `path` (a pipe, device, directory,
// socket, or a link to one of those or to nothing). False when nothing is there.
bool isUnusable(const QString &path);

// The kind of failure an errno value means.
StorageError classify(int errorNumber);

} // namespace SafeFile
} // namespace gg::ui
