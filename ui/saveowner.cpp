#include "saveowner.h"

#include "safefile.h"

#include <QFile>
#include <QRandomGenerator>

#include <unistd.h>

namespace gg::ui {

namespace SaveOwner {
namespace {
QString s_file;
QByteArray s_token;
} // namespace

bool claim(const QString &file)
{
    // Never from the seeded game RNG (GG_RANDOM_SEED): two instances must differ.
    const QByteArray token =
        QByteArray::number(qulonglong(::getpid())) + ' ' +
        QByteArray::number(qulonglong(QRandomGenerator::system()->generate64()), 16) + '\n';
    if (!SafeFile::write(file, token).ok()) {
        s_file.clear();
        s_token.clear();
        return false;
    }
    s_file = file;
    s_token = token;
    return true;
}

bool stillOwner()
{
    if (s_file.isEmpty())
        return true;
    if (!SafeFile::isRegularFile(s_file))
        return true; // the mark is gone (cleaned up by hand): nobody else claimed
    QFile file(s_file);
    if (!file.open(QIODevice::ReadOnly))
        return true;
    return file.read(256) == s_token;
}

void release()
{
    if (!s_file.isEmpty() && stillOwner())
        QFile::remove(s_file);
    s_file.clear();
    s_token.clear();
}

} // namespace SaveOwner

} // namespace gg::ui
