#include "safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <climits>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gg::ui::SafeFile {
namespace {

constexpr int MaxLinks = 16;

QByteArray parentOf(const QByteArray &path)
{
    const int slash = path.lastIndexOf('/');
    if (slash < 0)
        return QByteArrayLiteral(".");
    if (slash == 0)
        return QByteArrayLiteral("/");
    return path.left(slash);
}

// Follows symbolic links from `path`. Returns the final path and its lstat, or false when
// the chain is too long or a link cannot be read. `exists` is false when the final path is
// absent.
bool resolve(const QByteArray &path, QByteArray *final, struct stat *info, bool *exists)
{
    QByteArray current = path;
    for (int depth = 0; depth <= MaxLinks; ++depth) {
        if (::lstat(current.constData(), info) != 0) {
            *exists = false;
            *final = current;
            return errno == ENOENT;
        }
        if (!S_ISLNK(info->st_mode)) {
            *exists = true;
            *final = current;
            return true;
        }
        char buffer[PATH_MAX];
        const ssize_t length = ::readlink(current.constData(), buffer, sizeof buffer - 1);
        if (length <= 0)
            return false;
        const QByteArray target(buffer, length);
        current = target.startsWith('/') ? target : parentOf(current) + '/' + target;
    }
    return false;
}

WriteResult failure(const char *step, int number)
{
    WriteResult result;
    result.errorNumber = number;
    result.error = classify(number);
    result.step = QLatin1String(step);
    return result;
}

bool writeAll(int fd, const char *data, qint64 size, int *error)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::write(fd, data + done, size_t(size - done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            *error = errno;
            return false;
        }
        if (n == 0) {
            *error = ENOSPC;
            return false;
        }
        done += n;
    }
    return true;
}

} // namespace

StorageError classify(int number)
{
    switch (number) {
    case 0:
        return StorageError::None;
    case ENOSPC:
    case EDQUOT:
    case EFBIG:
        return StorageError::DiskFull;
    case EROFS:
    case EACCES:
    case EPERM:
        return StorageError::ReadOnly;
    default:
        return StorageError::Other;
    }
}

QString writeTarget(const QString &path)
{
    QByteArray final;
    struct stat info = {};
    bool exists = false;
    const QByteArray encoded = QFile::encodeName(path);
    if (!resolve(encoded, &final, &info, &exists))
        return {};
    if (!exists) {
        // Absent: fine when `path` itself is absent; a link to nowhere is refused.
        struct stat own = {};
        return ::lstat(encoded.constData(), &own) != 0 ? path : QString();
    }
    return S_ISREG(info.st_mode) ? QFile::decodeName(final) : QString();
}

bool isRegularFile(const QString &path)
{
    QByteArray final;
    struct stat info = {};
    bool exists = false;
    return resolve(QFile::encodeName(path), &final, &info, &exists) && exists &&
           S_ISREG(info.st_mode);
}

bool isUnusable(const QString &path)
{
    struct stat own = {};
    if (::lstat(QFile::encodeName(path).constData(), &own) != 0)
        return false; // nothing there
    return !isRegularFile(path);
}

WriteResult write(const QString &path, const QByteArray &data)
{
    QByteArray final;
    struct stat info = {};
    bool exists = false;
    const QByteArray encoded = QFile::encodeName(path);
    if (!resolve(encoded, &final, &info, &exists))
        return failure("resolve", ELOOP);
    if (exists && !S_ISREG(info.st_mode)) {
        WriteResult refused;
        refused.error = StorageError::NotRegular;
        refused.step = QStringLiteral("kind");
        return refused;
    }
    if (!exists && final != encoded) {
        WriteResult refused; // a link to nowhere: do not create files where it points
        refused.error = StorageError::NotRegular;
        refused.step = QStringLiteral("dangling link");
        return refused;
    }

    const QByteArray directory = parentOf(final);
    if (!QDir().mkpath(QFile::decodeName(directory))) {
        // mkpath does not say why; ask the system for the first missing level's reason.
        const int number = ::access(parentOf(directory).constData(), W_OK) != 0 ? errno : ENOENT;
        return failure("mkdir", number);
    }
    const QByteArray name = final.mid(directory.size() + 1);
    QByteArray temporary = directory + "/." + name + ".tmp-XXXXXX";
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0)
        return failure("create", errno);

    auto abandon = [&](const char *step, int number) {
        ::close(fd);
        ::unlink(temporary.constData());
        return failure(step, number);
    };
    // Keep the old file's permissions; a new file is private to the user.
    if (::fchmod(fd, exists ? (info.st_mode & 07777) : 0600) != 0)
        return abandon("chmod", errno);
    int error = 0;
    if (!writeAll(fd, data.constData(), data.size(), &error))
        return abandon("write", error);
    if (::fsync(fd) != 0)
        return abandon("fsync", errno);
    struct stat written = {};
    if (::fstat(fd, &written) != 0)
        return abandon("stat", errno);
    if (written.st_size != data.size())
        return abandon("size", EIO);
    if (::close(fd) != 0) {
        const int number = errno;
        ::unlink(temporary.constData());
        return failure("close", number);
    }
    if (::rename(temporary.constData(), final.constData()) != 0) {
        const int number = errno;
        ::unlink(temporary.constData());
        return failure("rename", number);
    }
    // The rename itself reaches the disk with the directory.
    const int dirFd = ::open(directory.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd); // some file systems refuse; the file is already in place
        ::close(dirFd);
    }
    return {};
}

} // namespace gg::ui::SafeFile
