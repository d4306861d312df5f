#pragma once
// Board themes (issue 17): the artwork of a game as a folder, not as code. A theme is
//
//   themes/<game>/<key>/theme.ini    its name (per language), its colours, picture names
//   themes/<game>/<key>/*.svg        its pictures (optional)
//
// The built-in themes are compiled in from resources/themes (the build lists that folder,
// so a new folder there is a new theme); a player adds one by putting a folder under
// ~/.local/share/gridgames/themes/<game>/ (any of Qt's AppDataLocation folders). A theme
// may give only some colours: the rest come from the game's default theme (the first one
// by `order`), so a new theme is a few lines.
//
// theme.ini:
//   [theme]
//   name = Paper            the name shown in Settings → Board Theme (name[zh_CN] = …)
//   order = 2               where it is listed (lower first; the lowest is the default)
//   pictures = card         pictures are card-01.svg, card-02.svg, … (none: drawn in code)
//   [colours]
//   board = #f4efe4         #rrggbb or #aarrggbb
//   [names]
//   1 = apple               what each picture shows (spoken and shown as its name)
//
// Pictures are rendered with Qt SVG into pixmaps of the size they are drawn at on the
// screen (the painter's transform and device pixel ratio included), cached per size, so a
// picture is crisp at any window size and on HiDPI screens and costs one render per size.

#include <QColor>
#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace gg::ui {

class Theme
{
public:
    // Reads the folder `dir` (a theme.ini inside). A missing or unreadable theme.ini gives
    // an invalid theme; bad lines are skipped.
    static Theme load(const QString &game, const QString &key, const QString &dir);

    bool isValid() const { return m_valid; }
    QString game() const { return m_game; }
    QString key() const { return m_key; }
    QString folder() const { return m_dir; }
    int order() const { return m_order; }
    // The name in `language` ("zh_CN"), else the plain name, else the key.
    QString name(const QString &language) const;

    // The colour `role`; invalid when this theme does not give it.
    QColor ownColour(const QString &role) const { return m_colours.value(role); }
    QStringList colourRoles() const { return m_colours.keys(); }
    QString value(const QString &key) const { return m_values.value(key); }

    // Pictures: `index` is 1-based; `variant` "" or "b" (Memory's 汉字 pairs: the second
    // card of a pair shows picture card-NN-b.svg when the theme has it).
    bool hasPictures() const { return !m_picturePrefix.isEmpty(); }
    QString pictureFile(int index, const QString &variant = {}) const;
    bool hasPicture(int index, const QString &variant = {}) const;
    // The number of pictures (card-01 … card-NN without a gap).
    int pictureCount() const;
    // What picture `index` shows (ASCII, "apple"), or "" when the theme does not say.
    QString pictureName(int index, const QString &variant = {}) const;

private:
    bool m_valid = false;
    QString m_game, m_key, m_dir, m_picturePrefix;
    int m_order = 100;
    QHash<QString, QString> m_names;    // "" or language code → name
    QHash<QString, QColor> m_colours;   // role → colour
    QHash<QString, QString> m_values;   // [theme] section: other settings
    QHash<QString, QString> m_picNames; // "1", "1b" → name
};

class Themes : public QObject
{
    Q_OBJECT
public:
    static Themes &instance();

    // The games with themes, and a game's theme keys in their order (default first).
    QStringList games() const;
    QStringList keys(const QString &game) const;
    const Theme *find(const QString &game, const QString &key) const;
    // The game's current theme (the setting "<game>/theme", else the default).
    const Theme &current(const QString &game) const;
    QString currentKey(const QString &game) const { return current(game).key(); }
    void setCurrent(const QString &game, const QString &key);
    // The same without touching the setting (the --theme option).
    void useForThisRun(const QString &game, const QString &key);
    // A theme's name in the UI language.
    QString displayName(const QString &game, const QString &key) const;

    // The colour `role` of the game's current theme, else of its default theme. A role no
    // theme gives is a bug: it is drawn magenta and reported once as a warning.
    QColor colour(const QString &game, const QString &role) const;
    // The same with `alpha` (0–255) replacing the colour's own.
    QColor colour(const QString &game, const QString &role, int alpha) const;

    // Draws picture `index` of the current theme into `rect` (kept square, centred) through
    // the cache; false when the theme has no such picture (the caller draws its own).
    bool paintPicture(QPainter *painter, const QRectF &rect, const QString &game, int index,
                      const QString &variant = {}) const;
    // The rendered picture at exactly `pixels` (for tests and the cache).
    QPixmap picture(const Theme &theme, int index, const QString &variant, QSize pixels) const;
    // Renders done since start (a test checks the cache: painting twice renders once).
    int renderCount() const { return m_renders; }
    // The pixel size of the last render (a test checks HiDPI pictures render at 2×).
    QSize lastRenderSize() const { return m_lastRender; }

    // Reads the folders again (tests add a user theme folder, then call this).
    void reload();

signals:
    void changed(const QString &game);

private:
    Themes();
    ~Themes() override;
    QString settingsKey(const QString &game) const;

    std::map<QString, std::vector<Theme>> m_themes;                    // game → themes in order
    QHash<QString, QString> m_forRun;                                  // --theme
    mutable QHash<QString, QString> m_current;                         // game → key, read once
    mutable QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers; // file → renderer
    mutable QHash<QString, QPixmap> m_cache;                           // file@WxH → pixmap
    mutable qint64 m_cacheBytes = 0;
    mutable int m_renders = 0;
    mutable QSize m_lastRender;
    mutable QStringList m_warned;
};

} // namespace gg::ui
