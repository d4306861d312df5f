#include "common/theme.h"

#include "appsettings.h"
#include "languagemanager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>

#include <QtMath>
#include <algorithm>
#include <cmath>

namespace gg::ui {

namespace {

// The pixmap cache's bound: a full 1920×1080 board at scale 2 of 36 pictures is ~30 MB.
constexpr qint64 CacheBytes = 96ll * 1024 * 1024;
// A theme.ini larger than this is not a theme.
constexpr qint64 MaxIniBytes = 256 * 1024;

// Names of the built-in themes, in the UI language (a player's own theme brings its name).
struct BuiltIn
{
    const char *game;
    const char *key;
    const char *text;
};
constexpr BuiltIn BuiltInNames[] = {
    {"2048", "classic", QT_TRANSLATE_NOOP("gg::ui::Themes", "Classic")},
    {"connect4", "classic", QT_TRANSLATE_NOOP("gg::ui::Themes", "Classic Blue")},
    {"connect4", "patterns", QT_TRANSLATE_NOOP("gg::ui::Themes", "High Contrast Patterns")},
    {"gomoku", "wood", QT_TRANSLATE_NOOP("gg::ui::Themes", "Wood")},
    {"gomoku", "paper", QT_TRANSLATE_NOOP("gg::ui::Themes", "Paper")},
    {"lianliankan", "symbols", QT_TRANSLATE_NOOP("gg::ui::Themes", "Symbols")},
    {"lianliankan", "pictures", QT_TRANSLATE_NOOP("gg::ui::Themes", "Fruit and Animals")},
    {"lianliankan", "mahjong", QT_TRANSLATE_NOOP("gg::ui::Themes", "Mahjong")},
    {"memory", "symbols", QT_TRANSLATE_NOOP("gg::ui::Themes", "Symbols")},
    {"memory", "pictures", QT_TRANSLATE_NOOP("gg::ui::Themes", "Animals and Fruit")},
    {"memory", "hanzi", QT_TRANSLATE_NOOP("gg::ui::Themes", "Chinese Characters")},
    {"zousi", "cement", QT_TRANSLATE_NOOP("gg::ui::Themes", "Chalk on Cement")},
};

QString twoDigits(int index)
{
    return QStringLiteral("%1").arg(index, 2, 10, QLatin1Char('0'));
}

} // namespace

Theme Theme::load(const QString &game, const QString &key, const QString &dir)
{
    Theme theme;
    theme.m_game = game;
    theme.m_key = key;
    theme.m_dir = dir;
    QFile file(dir + QStringLiteral("/theme.ini"));
    if (file.size() > MaxIniBytes || !file.open(QIODevice::ReadOnly | QIODevice::Text))
        return theme;
    const QString text = QString::fromUtf8(file.readAll());
    QString section;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char(';')) ||
            line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
            section = line.mid(1, line.size() - 2).trimmed().toLower();
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString name = line.left(eq).trimmed();
        const QString value = line.mid(eq + 1).trimmed();
        if (section == QLatin1String("theme")) {
            if (name == QLatin1String("name")) {
                theme.m_names.insert(QString(), value);
            } else if (name.startsWith(QLatin1String("name[")) && name.endsWith(QLatin1Char(']'))) {
                theme.m_names.insert(name.mid(5, name.size() - 6), value);
            } else if (name == QLatin1String("order")) {
                bool ok = false;
                const int order = value.toInt(&ok);
                if (ok)
                    theme.m_order = std::clamp(order, -1000, 1000);
            } else if (name == QLatin1String("pictures")) {
                // A plain file-name prefix: no path, nothing that leaves the folder.
                static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_-]{1,32}$"));
                if (plain.match(value).hasMatch())
                    theme.m_picturePrefix = value;
            } else {
                theme.m_values.insert(name, value);
            }
        } else if (section == QLatin1String("colours") || section == QLatin1String("colors")) {
            const QColor colour = QColor::fromString(value);
            if (colour.isValid())
                theme.m_colours.insert(name, colour);
        } else if (section == QLatin1String("names")) {
            theme.m_picNames.insert(name, value.left(64));
        }
    }
    theme.m_valid = true;
    return theme;
}

QString Theme::name(const QString &language) const
{
    const QString own = m_names.value(language);
    if (!own.isEmpty())
        return own;
    const QString plain = m_names.value(QString());
    return plain.isEmpty() ? m_key : plain;
}

QString Theme::pictureFile(int index, const QString &variant) const
{
    if (m_picturePrefix.isEmpty() || index < 1 || index > 99)
        return {};
    QString file = m_dir + QLatin1Char('/') + m_picturePrefix + QLatin1Char('-') + twoDigits(index);
    if (!variant.isEmpty())
        file += QLatin1Char('-') + variant;
    return file + QStringLiteral(".svg");
}

bool Theme::hasPicture(int index, const QString &variant) const
{
    const QString file = pictureFile(index, variant);
    return !file.isEmpty() && QFileInfo::exists(file);
}

int Theme::pictureCount() const
{
    int n = 0;
    while (hasPicture(n + 1))
        ++n;
    return n;
}

QString Theme::pictureName(int index, const QString &variant) const
{
    return m_picNames.value(QString::number(index) + variant);
}

Themes &Themes::instance()
{
    static Themes themes;
    return themes;
}

Themes::Themes()
{
    reload();
}

Themes::~Themes() = default;

void Themes::reload()
{
    m_themes.clear();
    m_renderers.clear();
    m_cache.clear();
    m_cacheBytes = 0;
    QStringList roots{QStringLiteral(":/themes")};
    for (const QString &dir : QStandardPaths::standardLocations(QStandardPaths::AppDataLocation))
        roots.append(dir + QStringLiteral("/themes"));
    for (const QString &root : std::as_const(roots)) {
        const QDir rootDir(root);
        for (const QString &game : rootDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir gameDir(rootDir.filePath(game));
            for (const QString &key : gameDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                std::vector<Theme> &list = m_themes[game];
                // A built-in theme keeps its key; a player's folder of the same name is
                // not loaded over it.
                if (std::any_of(list.begin(), list.end(),
                                [&](const Theme &t) { return t.key() == key; }))
                    continue;
                Theme theme = Theme::load(game, key, gameDir.filePath(key));
                if (theme.isValid())
                    list.push_back(std::move(theme));
            }
        }
    }
    for (auto &[game, list] : m_themes)
        std::stable_sort(list.begin(), list.end(), [](const Theme &a, const Theme &b) {
            return a.order() != b.order() ? a.order() < b.order() : a.key() < b.key();
        });
    m_current.clear();
}

QStringList Themes::games() const
{
    QStringList games;
    for (const auto &entry : m_themes)
        games.append(entry.first);
    return games;
}

QStringList Themes::keys(const QString &game) const
{
    QStringList keys;
    const auto it = m_themes.find(game);
    if (it != m_themes.end())
        for (const Theme &t : it->second)
            keys.append(t.key());
    return keys;
}

const Theme *Themes::find(const QString &game, const QString &key) const
{
    const auto it = m_themes.find(game);
    if (it == m_themes.end())
        return nullptr;
    for (const Theme &t : it->second)
        if (t.key() == key)
            return &t;
    return nullptr;
}

QString Themes::settingsKey(const QString &game) const
{
    return game + QStringLiteral("/theme");
}

const Theme &Themes::current(const QString &game) const
{
    static const Theme none;
    const auto it = m_themes.find(game);
    if (it == m_themes.end() || it->second.empty())
        return none;
    QString key = m_forRun.value(game);
    if (key.isEmpty()) {
        if (!m_current.contains(game))
            m_current.insert(game, AppSettings::readString(settingsKey(game), QString(), 64));
        key = m_current.value(game);
    }
    if (const Theme *t = find(game, key))
        return *t;
    return it->second.front();
}

void Themes::setCurrent(const QString &game, const QString &key)
{
    if (!find(game, key))
        return;
    m_forRun.remove(game);
    const QString before = currentKey(game);
    m_current.insert(game, key);
    AppSettings::write(settingsKey(game), key);
    if (before != key)
        emit changed(game);
}

void Themes::useForThisRun(const QString &game, const QString &key)
{
    if (!find(game, key))
        return;
    const QString before = currentKey(game);
    m_forRun.insert(game, key);
    if (before != key)
        emit changed(game);
}

QString Themes::displayName(const QString &game, const QString &key) const
{
    const Theme *theme = find(game, key);
    if (!theme)
        return key;
    if (theme->folder().startsWith(QLatin1Char(':')))
        for (const BuiltIn &b : BuiltInNames)
            if (game == QLatin1String(b.game) && key == QLatin1String(b.key))
                return tr(b.text);
    return theme->name(LanguageManager::instance().effective());
}

QColor Themes::colour(const QString &game, const QString &role) const
{
    const Theme &theme = current(game);
    QColor c = theme.ownColour(role);
    if (c.isValid())
        return c;
    const auto it = m_themes.find(game);
    if (it != m_themes.end() && !it->second.empty()) {
        c = it->second.front().ownColour(role);
        if (c.isValid())
            return c;
    }
    const QString what = game + QLatin1Char('/') + role;
    if (!m_warned.contains(what)) {
        m_warned.append(what);
        qWarning("theme: no colour '%s' in the %s themes", qPrintable(role), qPrintable(game));
    }
    return QColor(0xff, 0x00, 0xff);
}

QColor Themes::colour(const QString &game, const QString &role, int alpha) const
{
    QColor c = colour(game, role);
    c.setAlpha(alpha);
    return c;
}

QPixmap Themes::picture(const Theme &theme, int index, const QString &variant, QSize pixels) const
{
    const QString file = theme.pictureFile(index, variant);
    if (file.isEmpty() || pixels.isEmpty() || pixels.width() > 4096 || pixels.height() > 4096)
        return {};
    const QString cacheKey =
        file + QStringLiteral("@%1x%2").arg(pixels.width()).arg(pixels.height());
    const auto hit = m_cache.constFind(cacheKey);
    if (hit != m_cache.constEnd())
        return *hit;
    std::shared_ptr<QSvgRenderer> &renderer = m_renderers[file];
    if (!renderer) {
        renderer = std::make_shared<QSvgRenderer>();
        if (QFileInfo::exists(file))
            renderer->load(file);
    }
    if (!renderer->isValid())
        return {};
    QPixmap pixmap(pixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer->render(&p, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    ++m_renders;
    m_lastRender = pixels;
    const qint64 bytes = qint64(pixels.width()) * pixels.height() * 4;
    if (m_cacheBytes + bytes > CacheBytes) {
        // Sizes change together (a window resized): start the cache afresh.
        m_cache.clear();
        m_cacheBytes = 0;
    }
    m_cache.insert(cacheKey, pixmap);
    m_cacheBytes += bytes;
    return pixmap;
}

bool Themes::paintPicture(QPainter *painter, const QRectF &rect, const QString &game, int index,
                          const QString &variant) const
{
    const Theme &theme = current(game);
    if (!theme.hasPictures())
        return false;
    QString which = variant;
    if (!which.isEmpty() && !theme.hasPicture(index, which))
        which.clear();
    if (!theme.hasPicture(index, which))
        return false;
    const qreal side = qMin(rect.width(), rect.height());
    const QRectF box(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    // The size on the device: the painter's scale (the view fitting the board) and the
    // screen's pixel ratio.
    // The larger of the two axes' scales, so a card turning (its width shrinking) keeps the
    // picture it had; sizes are rounded up to 8 pixels so a small lift renders nothing new.
    const QTransform t = painter->worldTransform();
    const qreal scale = qMax(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22()));
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    int px = qMax(1, qCeil(side * scale * ratio));
    if (px > 32)
        px = (px + 7) / 8 * 8;
    const QSize pixels(px, px);
    const QPixmap pixmap = picture(theme, index, which, pixels);
    if (pixmap.isNull())
        return false;
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawPixmap(box, pixmap, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    painter->restore();
    return true;
}

} // namespace gg::ui
