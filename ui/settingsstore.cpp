#include "settingsstore.h"

#include "saveowner.h"
#include "storagehealth.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QStringDecoder>

#include <algorithm>
#include <sys/stat.h>

namespace gg::ui {
namespace {

bool plainKeyChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
           c == u'_' || c == u'-' || c == u'.';
}

// A key or section name as QSettings writes it: '/' becomes '\', unusual characters %XX or
// %UXXXX.
void appendKey(QByteArray &out, QStringView key)
{
    static const char hex[] = "0123456789ABCDEF";
    for (const QChar qc : key) {
        const char16_t c = qc.unicode();
        if (c == u'/') {
            out += '\\';
        } else if (plainKeyChar(c)) {
            out += char(c);
        } else if (c <= 0xFF) {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += "%U";
            for (int shift = 12; shift >= 0; shift -= 4)
                out += hex[(c >> shift) & 15];
        }
    }
}

bool isHexDigit(uint c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// A quoted INI value. `bytes` mode writes every code point above 0x7E as \x escapes (a byte
// array's Latin-1 view); text mode writes UTF-8. A \x escape runs on over hex digits, so a
// hex digit right after one is escaped too.
void appendQuoted(QByteArray &out, const QString &text, bool bytes)
{
    out += '"';
    bool guardHex = false;
    const QList<uint> codePoints = text.toUcs4();
    for (const uint c : codePoints) {
        if (guardHex && isHexDigit(c)) {
            out += "\\x" + QByteArray::number(c, 16);
            continue;
        }
        guardHex = false;
        switch (c) {
        case '\n':
            out += "\\n";
            continue;
        case '\r':
            out += "\\r";
            continue;
        case '\t':
            out += "\\t";
            continue;
        case '"':
        case '\\':
            out += '\\';
            out += char(c);
            continue;
        default:
            break;
        }
        if (c < 0x20 || c == 0x7F || (bytes && c > 0x7E)) {
            out += "\\x" + QByteArray::number(c, 16);
            guardHex = true;
        } else if (c < 0x80) {
            out += char(c);
        } else {
            // One code point, never decoded as UTF-32 (QString::fromUcs4 would drop a U+FEFF
            // as a byte order mark).
            out += QStringView(QChar::fromUcs4(char32_t(c))).toUtf8();
        }
    }
    out += '"';
}

// False for values the app never stores (lists, points, serialised variants): those are
// left out of the file.
bool appendValue(QByteArray &out, const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QString: {
        const QString text = value.toString();
        appendQuoted(out, text.startsWith(QLatin1Char('@')) ? QLatin1Char('@') + text : text,
                     false);
        return true;
    }
    case QMetaType::QByteArray:
        appendQuoted(out,
                     QStringLiteral("@ByteArray(") + QString::fromLatin1(value.toByteArray()) +
                         QLatin1Char(')'),
                     true);
        return true;
    case QMetaType::Bool:
        out += value.toBool() ? "true" : "false";
        return true;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::ULong:
        out += value.toString().toLatin1();
        return true;
    default:
        return false;
    }
}

// --- Reading: the INI dialect of QSettings (Qt 6), re-implemented so that reading never
// goes through Qt's process-wide file cache and never opens anything but a regular file.

bool isIniSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// One logical line from `pos`: leading blank space and comment lines (';' first) are
// skipped; a line ends at a newline outside quotes that is not escaped with '\', or at a
// ';' outside quotes. `equals` is the position of the first '=' or -1.
bool readLine(QByteArrayView data, qsizetype &pos, qsizetype &start, qsizetype &length,
              qsizetype &equals)
{
    const qsizetype size = data.size();
    qsizetype i = pos;
    for (;;) {
        while (i < size && isIniSpace(data[i]))
            ++i;
        if (i < size && data[i] == ';') {
            while (i < size && data[i] != '\n' && data[i] != '\r')
                ++i;
            continue;
        }
        break;
    }
    start = i;
    equals = -1;
    bool inQuotes = false;
    while (i < size) {
        const char c = data[i];
        if (c == '=') {
            if (equals == -1 && !inQuotes)
                equals = i;
        } else if (c == '\n' || c == '\r') {
            if (!inQuotes)
                break;
        } else if (c == '\\') {
            ++i;
            if (i < size) {
                const char escaped = data[i];
                if (i + 1 < size) {
                    const char next = data[i + 1];
                    if ((escaped == '\n' && next == '\r') || (escaped == '\r' && next == '\n'))
                        ++i;
                }
            }
        } else if (c == '"') {
            inQuotes = !inQuotes;
        } else if (c == ';' && !inQuotes) {
            break;
        }
        ++i;
    }
    // An escape at the very end steps one past the data.
    i = std::min(i, size);
    length = i - start;
    pos = i;
    return length > 0;
}

QByteArrayView trimmedView(QByteArrayView text)
{
    while (!text.isEmpty() && isIniSpace(text.front()))
        text = text.sliced(1);
    while (!text.isEmpty() && isIniSpace(text.back()))
        text.chop(1);
    return text;
}

// '\' is '/', %XX and %UXXXX are characters; the rest is UTF-8.
void unescapeKey(QByteArrayView key, QString &result)
{
    const QString decoded = QString::fromUtf8(key);
    const qsizetype size = decoded.size();
    qsizetype i = 0;
    while (i < size) {
        const QChar c = decoded.at(i);
        if (c == u'\\') {
            result += u'/';
            ++i;
            continue;
        }
        if (c != u'%' || i == size - 1) {
            result += c;
            ++i;
            continue;
        }
        int digits = 2;
        qsizetype first = i + 1;
        if (decoded.at(first) == u'U') {
            ++first;
            digits = 4;
        }
        bool ok = false;
        const ushort code =
            first + digits <= size ? decoded.mid(first, digits).toUShort(&ok, 16) : 0;
        if (!ok) {
            result += u'%';
            ++i;
            continue;
        }
        result += QChar(code);
        i = first + digits;
    }
}

void chopTrailingSpaces(QString &text, qsizetype limit)
{
    qsizetype n = text.size();
    while (n > limit && (text.at(n - 1) == u' ' || text.at(n - 1) == u'\t'))
        --n;
    text.truncate(n);
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The value text: quotes, C-like escapes (\x hex and octal run on while digits follow),
// and unquoted commas that make a list. Returns true for a list.
bool unescapeValue(QByteArrayView text, QString &value, QStringList &list)
{
    bool isList = false;
    bool inQuotes = false;
    bool quoted = false;
    // One decoder for the whole value, as QSettings: a sequence cut by a quote or an escape
    // is decoded with what follows.
    QStringDecoder utf8(QStringDecoder::Utf8);
    const qsizetype size = text.size();
    qsizetype i = 0;
    auto skipSpaces = [&] {
        while (i < size && (text[i] == ' ' || text[i] == '\t'))
            ++i;
    };
    skipSpaces();
    qsizetype chopLimit = 0;
    while (i < size) {
        const char c = text[i];
        if (c == '\\') {
            ++i;
            if (i >= size)
                break;
            const char e = text[i++];
            static const char codes[][2] = {{'a', '\a'}, {'b', '\b'},  {'f', '\f'}, {'n', '\n'},
                                            {'r', '\r'}, {'t', '\t'},  {'v', '\v'}, {'"', '"'},
                                            {'?', '?'},  {'\'', '\''}, {'\\', '\\'}};
            bool named = false;
            for (const auto &code : codes) {
                if (e == code[0]) {
                    value += QLatin1Char(code[1]);
                    named = true;
                    break;
                }
            }
            if (named) {
                chopLimit = value.size();
                continue;
            }
            if (e == 'x' && i < size && hexValue(text[i]) >= 0) {
                uint code = 0;
                while (i < size && hexValue(text[i]) >= 0)
                    code = (code << 4) + uint(hexValue(text[i++]));
                value += QChar(char16_t(code));
            } else if (e >= '0' && e <= '7') {
                uint code = uint(e - '0');
                while (i < size && text[i] >= '0' && text[i] <= '7')
                    code = (code << 3) + uint(text[i++] - '0');
                value += QChar(char16_t(code));
            } else if (e == '\n' || e == '\r') {
                if (i < size && (text[i] == '\n' || text[i] == '\r') && text[i] != e)
                    ++i;
            } // any other escaped character is dropped
            chopLimit = value.size();
        } else if (c == '"') {
            ++i;
            quoted = true;
            inQuotes = !inQuotes;
            if (!inQuotes)
                skipSpaces();
        } else if (c == ',' && !inQuotes) {
            if (!quoted)
                chopTrailingSpaces(value, chopLimit);
            if (!isList) {
                isList = true;
                list.clear();
            }
            list.append(value);
            value.clear();
            quoted = false;
            ++i;
            skipSpaces();
            chopLimit = 0;
        } else {
            qsizetype j = i + 1;
            while (j < size && text[j] != '\\' && text[j] != '"' && text[j] != ',')
                ++j; // (a chunk ends at every comma, quoted or not, as in QSettings)
            value += utf8.decode(text.sliced(i, j - i));
            i = j;
        }
    }
    if (!quoted)
        chopTrailingSpaces(value, chopLimit);
    if (isList)
        list.append(value);
    return isList;
}

// A \x or octal escape gives one UTF-16 unit, which may be half of a surrogate pair with no
// other half: such a unit becomes U+FFFD, as the writer's UTF-8 would make it, so that what
// is read is written and read back the same (found by fuzz_settings: "\xd980").
void replaceLoneSurrogates(QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i; // a pair: one code point
        else if (c.isSurrogate())
            text[i] = QChar::ReplacementCharacter;
    }
}

// "@ByteArray(…)" is bytes, "@String(…)" and "@@…" text; other "@Type(…)" values (serialised
// Qt types) and lists are values the app never stores.
QVariant valueOf(const QString &text)
{
    if (text.startsWith(u'@')) {
        if (text.endsWith(u')')) {
            if (text.startsWith(QLatin1String("@ByteArray(")))
                return QStringView(text).mid(11, text.size() - 12).toLatin1();
            if (text.startsWith(QLatin1String("@String(")))
                return text.mid(8, text.size() - 9);
            if (text == QLatin1String("@Invalid()"))
                return QVariantList();
            for (const char *type : {"@Variant(", "@DateTime(", "@Rect(", "@Size(", "@Point("})
                if (text.startsWith(QLatin1String(type)))
                    return QVariantList();
        }
        if (text.startsWith(QLatin1String("@@")))
            return text.mid(1);
    }
    return text;
}

} // namespace

SettingsStore &SettingsStore::instance()
{
    static SettingsStore store;
    return store;
}

QString SettingsStore::defaultPath()
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.config");
    return base + QLatin1Char('/') + QCoreApplication::organizationName() + QLatin1Char('/') +
           QCoreApplication::applicationName() + QStringLiteral(".conf");
}

SettingsStore::Stamp SettingsStore::stampOf(const QString &path)
{
    Stamp stamp;
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return stamp;
    stamp.exists = true;
    stamp.device = info.st_dev;
    stamp.inode = info.st_ino;
    stamp.size = info.st_size;
    stamp.mtimeNs = qint64(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
    return stamp;
}

SettingsStore::Map SettingsStore::readIni(const QString &path)
{
    // Never open a pipe or a device: that would block or never end.
    if (!SafeFile::isRegularFile(path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > MaxFileBytes)
        return {};
    return parseIni(file.readAll()); // (read(max) would allocate max bytes up front)
}

void SettingsStore::open(const QString &path)
{
    m_path = path;
    m_opened = true;
    m_pending.clear();
    checkFile();
}

QString SettingsStore::checkFile()
{
    ensureOpen();
    const QString path = m_path;
    m_setAside.clear();
    if (SafeFile::isUnusable(path)) {
        // A pipe would block the start, a device never end or be overwritten: move the
        // thing itself aside (a link is renamed, its target left alone) and start afresh.
        const QString target =
            path + QStringLiteral(".bad-") +
            QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        if (QDir().rename(path, target))
            m_setAside = target;
    }
    m_stamp = Stamp{};
    m_stamp.inode = ino_t(-1); // differs from any file: the next look reads it
    refresh();
    return m_setAside;
}

void SettingsStore::ensureOpen() const
{
    if (!m_opened)
        const_cast<SettingsStore *>(this)->open(defaultPath());
}

void SettingsStore::refresh() const
{
    ensureOpen();
    const Stamp now = stampOf(m_path);
    if (now == m_stamp)
        return;
    m_stamp = now;
    m_values = readIni(m_path);
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        if (it.value().isValid())
            m_values.insert(it.key(), it.value());
        else
            m_values.remove(it.key());
    }
}

QString SettingsStore::fileName() const
{
    ensureOpen();
    return m_path;
}

QVariant SettingsStore::value(const QString &key) const
{
    refresh();
    return m_values.value(key);
}

bool SettingsStore::contains(const QString &key) const
{
    refresh();
    return m_values.contains(key);
}

void SettingsStore::setValue(const QString &key, const QVariant &value)
{
    refresh();
    if (!value.isValid()) {
        remove(key);
        return;
    }
    // Unchanged when the file would say the same: a number read back from the file is a
    // string, and writing the same number again must not touch the disk (an fsync each).
    const auto it = m_values.constFind(key);
    if (it != m_values.cend()) {
        if (it.value().typeId() == value.typeId() && it.value() == value)
            return;
        // A number or flag is written bare (level=1) and read back as the string "1".
        QByteArray now;
        if (it.value().typeId() == QMetaType::QString && value.typeId() != QMetaType::QString &&
            value.typeId() != QMetaType::QByteArray && appendValue(now, value) &&
            it.value().toString() == QString::fromLatin1(now))
            return;
    }
    m_values.insert(key, value);
    m_pending.insert(key, value);
    if (m_batchDepth == 0)
        commit();
}

void SettingsStore::remove(const QString &key)
{
    refresh();
    const QString below = key + QLatin1Char('/');
    QStringList doomed;
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it)
        if (it.key() == key || it.key().startsWith(below))
            doomed.append(it.key());
    if (doomed.isEmpty())
        return;
    for (const QString &k : doomed) {
        m_values.remove(k);
        m_pending.insert(k, QVariant());
    }
    if (m_batchDepth == 0)
        commit();
}

QStringList SettingsStore::allKeys() const
{
    refresh();
    return m_values.keys();
}

QStringList SettingsStore::childGroups(const QString &group) const
{
    refresh();
    const QString prefix = group.isEmpty() ? QString() : group + QLatin1Char('/');
    QStringList groups;
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        const int slash = it.key().indexOf(QLatin1Char('/'), prefix.size());
        if (slash < 0)
            continue;
        const QString child = it.key().mid(prefix.size(), slash - prefix.size());
        if (groups.isEmpty() || groups.last() != child)
            if (!groups.contains(child))
                groups.append(child);
    }
    return groups;
}

bool SettingsStore::commit()
{
    if (m_pending.isEmpty())
        return true;
    refresh();
    if (!SaveOwner::stillOwner()) {
        m_lastWrite = WriteResult{StorageError::NotOwner, 0, QStringLiteral("owner")};
    } else {
        m_lastWrite = SafeFile::write(m_path, toIni(m_values));
    }
    StorageHealth::instance().report(StorageHealth::Area::Settings, m_lastWrite, m_path);
    if (!m_lastWrite.ok())
        return false;
    m_pending.clear();
    m_stamp = stampOf(m_path);
    return true;
}

SettingsStore::Batch::Batch()
{
    ++instance().m_batchDepth;
}

SettingsStore::Batch::~Batch()
{
    SettingsStore &store = instance();
    if (--store.m_batchDepth == 0)
        store.commit();
}

SettingsStore::Map SettingsStore::parseIni(QByteArrayView data)
{
    Map map;
    // A UTF-8 byte order mark at the start does not hide a section header there; a key line
    // keeps it, and the key's UTF-8 decoding drops it (as in QSettings).
    const QByteArrayView bom("\xEF\xBB\xBF");
    qsizetype pos = 0;
    QString section; // "" or "name/"
    qsizetype start = 0;
    qsizetype length = 0;
    qsizetype equals = -1;
    while (readLine(data, pos, start, length, equals)) {
        QByteArrayView line = data.sliced(start, length);
        if (start == 0 && line.startsWith(bom) && trimmedView(line.sliced(3)).startsWith('['))
            line = trimmedView(line.sliced(3));
        if (line.startsWith('[')) {
            const qsizetype close = line.indexOf(']');
            const QByteArrayView name =
                trimmedView(close < 0 ? line.sliced(1) : line.sliced(1, close - 1));
            section.clear();
            if (QByteArrayView("general").compare(name, Qt::CaseInsensitive) == 0)
                continue;
            if (QByteArrayView("%general").compare(name, Qt::CaseInsensitive) == 0)
                section = QString::fromLatin1(name.sliced(1));
            else
                unescapeKey(name, section);
            section += u'/';
            continue;
        }
        if (equals < 0)
            continue; // not a key line
        QString key = section;
        unescapeKey(trimmedView(data.sliced(start, equals - start)), key);
        if (key.isEmpty() || key.startsWith(u'/') || key.endsWith(u'/') ||
            key.contains(QLatin1String("//")))
            continue; // QSettings cannot read such a name either (it looks up "a/b" for "/a//b/")
        QString text;
        QStringList list;
        const bool isList =
            unescapeValue(data.sliced(equals + 1, start + length - equals - 1), text, list);
        replaceLoneSurrogates(text);
        map.insert(key, isList ? QVariant(QVariantList()) : valueOf(text));
    }
    return map;
}

QByteArray SettingsStore::toIni(const Map &map)
{
    // Sections by first path component as QSettings writes them; keys without one go to
    // [General], and a real group called "General" is written "%General".
    QMap<QString, QList<QPair<QString, QVariant>>> sections;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        const int slash = it.key().indexOf(QLatin1Char('/'));
        if (slash < 0)
            sections[QString()].append({it.key(), it.value()});
        else
            sections[it.key().left(slash)].append({it.key().mid(slash + 1), it.value()});
    }
    QByteArray out;
    for (auto section = sections.cbegin(); section != sections.cend(); ++section) {
        QByteArray body;
        for (const auto &[key, value] : section.value()) {
            QByteArray line;
            appendKey(line, key);
            line += '=';
            if (appendValue(line, value))
                body += line + '\n';
        }
        if (body.isEmpty())
            continue;
        if (!out.isEmpty())
            out += '\n';
        out += '[';
        if (section.key().isEmpty())
            out += "General";
        else if (section.key().compare(QLatin1String("General"), Qt::CaseInsensitive) == 0)
            out += "%" + QByteArray::number(section.key().at(0).unicode(), 16).toUpper() +
                   section.key().mid(1).toLatin1();
        else
            appendKey(out, section.key());
        out += "]\n" + body;
    }
    return out;
}

} // namespace gg::ui
