// Board themes (issue 17, common/theme.h): each theme is a folder with a theme.ini and SVG
// pictures; the built-in ones are complete (every picture there, valid, named, with words
// in Chinese); a player's folder is a new theme; a partial theme falls back to the default's
// colours; bad theme files are survived; pictures are cached per size and rendered at the
// screen's pixel ratio; Settings → Board Theme switches and remembers; every board draws
// every theme of its game without a missing colour, and the theme changes the board.

#include "appsettings.h"
#include "common/appearance.h"
#include "common/boardview.h"
#include "common/theme.h"
#include "gamedriver.h"
#include "languagemanager.h"
#include "lianliankan/lianliankanpage.h"
#include "mainwindow.h"
#include "memory/memorypage.h"
#include "twenty48/twenty48tileitem.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTest>

using namespace gg::ui;
using namespace Qt::Literals::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QString userThemes()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/themes");
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_sandbox = std::make_unique<gg::test::Sandbox>();
        QDir(userThemes()).removeRecursively();
        Themes::instance().reload();
        LanguageManager::instance().apply(QStringLiteral("en"));
    }
    void cleanup()
    {
        QDir(userThemes()).removeRecursively();
        Themes::instance().reload();
        m_sandbox.reset();
    }

    void builtIn_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("2048") << u"2048"_s << QStringList{u"classic"_s};
        QTest::newRow("connect4: classic blue, patterns")
            << u"connect4"_s << QStringList{u"classic"_s, u"patterns"_s};
        QTest::newRow("gomoku: wood, paper") << u"gomoku"_s << QStringList{u"wood"_s, u"paper"_s};
        QTest::newRow("lianliankan: symbols, pictures, mahjong")
            << u"lianliankan"_s << QStringList{u"symbols"_s, u"pictures"_s, u"mahjong"_s};
        QTest::newRow("memory: symbols, pictures, hanzi")
            << u"memory"_s << QStringList{u"symbols"_s, u"pictures"_s, u"hanzi"_s};
        QTest::newRow("zousi: chalk on cement") << u"zousi"_s << QStringList{u"cement"_s};
    }
    void builtIn()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, keys);
        QCOMPARE(Themes::instance().keys(game), keys);
        QCOMPARE(Themes::instance().currentKey(game), keys.first()); // the default
        for (const QString &key : keys) {
            const QString name = Themes::instance().displayName(game, key);
            QVERIFY2(!name.isEmpty() && name != key, qPrintable(name));
        }
    }

    // Every picture of a picture theme is there, is a valid SVG and is named; every name
    // has its words in Chinese (the 汉字 themselves excepted: they are their own words).
    void pictures_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("pairs"); // a "-b" picture for the second card of a pair
        QTest::newRow("lianliankan fruit and animals")
            << u"lianliankan"_s << u"pictures"_s << 36 << false;
        QTest::newRow("lianliankan mahjong") << u"lianliankan"_s << u"mahjong"_s << 36 << false;
        QTest::newRow("memory animals and fruit") << u"memory"_s << u"pictures"_s << 28 << false;
        QTest::newRow("memory hanzi pairs") << u"memory"_s << u"hanzi"_s << 28 << true;
    }
    void pictures()
    {
        QFETCH(QString, game);
        QFETCH(QString, key);
        QFETCH(int, count);
        QFETCH(bool, pairs);
        const Theme *theme = Themes::instance().find(game, key);
        QVERIFY(theme);
        QVERIFY(theme->hasPictures());
        QCOMPARE(theme->pictureCount(), count);
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QStringList names;
        for (int i = 1; i <= count; ++i) {
            for (const QString &variant :
                 pairs ? QStringList{QString(), u"b"_s} : QStringList{QString()}) {
                QVERIFY(theme->hasPicture(i, variant));
                QSvgRenderer svg(theme->pictureFile(i, variant));
                QVERIFY2(svg.isValid(), qPrintable(theme->pictureFile(i, variant)));
                const QString name = theme->pictureName(i, variant);
                QVERIFY2(!name.isEmpty(), qPrintable(theme->pictureFile(i, variant)));
                const bool hanzi = name.front().unicode() >= 0x4e00;
                if (!hanzi)
                    QVERIFY2(shapeWordDiffers(name), qPrintable(name));
                names.append(name + variant);
            }
        }
        names.removeDuplicates();
        QCOMPARE(names.size(), pairs ? 2 * count : count); // every picture its own
    }

    // A player's folder is a theme: listed, named in their language, and what it leaves out
    // comes from the default theme.
    void userFolder()
    {
        writeFile(userThemes() + QStringLiteral("/gomoku/night/theme.ini"),
                  "[theme]\nname = Night\nname[zh_CN] = 夜色\norder = 5\n\n[colours]\n"
                  "board-light = #203040\nboard-middle=#182838\n");
        Themes::instance().reload();
        QCOMPARE(Themes::instance().keys(QStringLiteral("gomoku")),
                 (QStringList{u"wood"_s, u"paper"_s, u"night"_s}));
        QCOMPARE(Themes::instance().displayName(QStringLiteral("gomoku"), QStringLiteral("night")),
                 QStringLiteral("Night"));
        LanguageManager::instance().apply(QStringLiteral("zh_CN"));
        QCOMPARE(Themes::instance().displayName(QStringLiteral("gomoku"), QStringLiteral("night")),
                 QStringLiteral("夜色"));
        Themes::instance().setCurrent(QStringLiteral("gomoku"), QStringLiteral("night"));
        QCOMPARE(Themes::instance().colour(QStringLiteral("gomoku"), QStringLiteral("board-light")),
                 QColor(0x20, 0x30, 0x40));
        const QColor woodLine = Themes::instance()
                                    .find(QStringLiteral("gomoku"), QStringLiteral("wood"))
                                    ->ownColour(QStringLiteral("line"));
        QCOMPARE(Themes::instance().colour(QStringLiteral("gomoku"), QStringLiteral("line")),
                 woodLine);
        // A folder with a built-in's name does not replace the built-in.
        writeFile(userThemes() + QStringLiteral("/gomoku/wood/theme.ini"),
                  "[colours]\nline = #ff0000\n");
        Themes::instance().reload();
        QCOMPARE(Themes::instance()
                     .find(QStringLiteral("gomoku"), QStringLiteral("wood"))
                     ->ownColour(QStringLiteral("line")),
                 woodLine);
    }

    // Junk in a theme.ini is skipped line by line; a picture prefix cannot leave the folder;
    // a missing picture or a broken SVG leaves the drawn symbol; an unknown setting is the
    // default theme.
    void badFiles()
    {
        writeFile(userThemes() + QStringLiteral("/lianliankan/junk/theme.ini"),
                  "\x01\x02 garbage\n[colours\nface-top = not-a-colour\nface-bottom = #12345\n"
                  "= #ffffff\n[theme]\npictures = ../../../etc/x\norder = many\n[colours]\n"
                  "face-border = #102030\n");
        writeFile(userThemes() + QStringLiteral("/lianliankan/broken/theme.ini"),
                  "[theme]\npictures = tile\n");
        writeFile(userThemes() + QStringLiteral("/lianliankan/broken/tile-01.svg"), "<svg><g");
        writeFile(userThemes() + QStringLiteral("/lianliankan/noini/tile-01.svg"), "<svg/>");
        Themes::instance().reload();
        Themes &themes = Themes::instance();
        const Theme *junk = themes.find(QStringLiteral("lianliankan"), QStringLiteral("junk"));
        QVERIFY(junk);
        QVERIFY(!junk->hasPictures());
        QCOMPARE(junk->colourRoles(), QStringList{u"face-border"_s});
        QVERIFY(!themes.find(QStringLiteral("lianliankan"), QStringLiteral("noini")));
        themes.setCurrent(QStringLiteral("lianliankan"), QStringLiteral("broken"));
        QImage image(64, 64, QImage::Format_ARGB32);
        QPainter painter(&image);
        QVERIFY(
            !themes.paintPicture(&painter, QRectF(0, 0, 64, 64), QStringLiteral("lianliankan"), 1));
        QVERIFY(
            !themes.paintPicture(&painter, QRectF(0, 0, 64, 64), QStringLiteral("lianliankan"), 2));
        painter.end();
        AppSettings::write(QStringLiteral("lianliankan/theme"), QStringLiteral("../../nothing"));
        themes.reload();
        QCOMPARE(themes.currentKey(QStringLiteral("lianliankan")), QStringLiteral("symbols"));
    }

    // Pictures are rendered once per size, at the size they take on the device: twice the
    // pixels on a screen of pixel ratio 2, so HiDPI stays crisp.
    void cachedPerSize()
    {
        Themes &themes = Themes::instance();
        themes.useForThisRun(QStringLiteral("lianliankan"), QStringLiteral("pictures"));
        const auto paint = [&](qreal ratio, qreal side) {
            QImage image(int(200 * ratio), int(200 * ratio), QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(ratio);
            image.fill(Qt::white);
            QPainter painter(&image);
            QVERIFY(themes.paintPicture(&painter, QRectF(10, 10, side, side),
                                        QStringLiteral("lianliankan"), 1));
            painter.end();
            // The apple's red is drawn.
            QVERIFY(image.pixelColor(int((10 + side / 2) * ratio), int((10 + side * 0.6) * ratio))
                        .red() > 180);
        };
        const int before = themes.renderCount();
        paint(1, 96);
        QCOMPARE(themes.renderCount(), before + 1);
        QCOMPARE(themes.lastRenderSize(), QSize(96, 96));
        paint(1, 96);
        QCOMPARE(themes.renderCount(), before + 1); // from the cache
        paint(2, 96);
        QCOMPARE(themes.renderCount(), before + 2);
        QCOMPARE(themes.lastRenderSize(), QSize(192, 192));
    }

    // Settings → Board Theme lists the current game's themes, switches the board at once,
    // and the choice is remembered.
    void menuSwitchesAndRemembers()
    {
        MainWindow window(QStringLiteral("lianliankan"));
        window.restoreGames();
        window.resize(1000, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(QStringLiteral("lianliankan"));
        const QImage symbols = page->view()->grab().toImage();
        QMenu *themeMenu = nullptr;
        for (QAction *top : window.menuBar()->actions())
            for (QAction *act : top->menu() ? top->menu()->actions() : QList<QAction *>())
                if (act->menu() &&
                    act->text().remove(QLatin1Char('&')) == QLatin1String("Board Theme"))
                    themeMenu = act->menu();
        QVERIFY(themeMenu);
        emit themeMenu->aboutToShow();
        QStringList names;
        QAction *mahjong = nullptr;
        for (QAction *act : themeMenu->actions()) {
            names.append(act->text());
            if (act->data().toString() == QLatin1String("mahjong"))
                mahjong = act;
        }
        QCOMPARE(names, (QStringList{u"Symbols"_s, u"Fruit and Animals"_s, u"Mahjong"_s}));
        QVERIFY(mahjong);
        mahjong->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(Themes::instance().currentKey(QStringLiteral("lianliankan")),
                 QStringLiteral("mahjong"));
        QVERIFY(page->view()->grab().toImage() != symbols);
        QCOMPARE(AppSettings::readString(QStringLiteral("lianliankan/theme"), QString()),
                 QStringLiteral("mahjong"));
        Themes::instance().reload(); // as at the next start
        QCOMPARE(Themes::instance().currentKey(QStringLiteral("lianliankan")),
                 QStringLiteral("mahjong"));
    }

    // Every board draws every theme of its game with no colour missing (a missing role is
    // a warning, which fails the test), and each theme draws a different board.
    void everyBoardEveryTheme_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("key");
        for (const QString &game : Themes::instance().games())
            for (const QString &key : Themes::instance().keys(game))
                QTest::newRow(qPrintable(game + QLatin1Char(' ') + key)) << game << key;
    }
    void everyBoardEveryTheme()
    {
        QFETCH(QString, game);
        QFETCH(QString, key);
        QTest::failOnWarning(QRegularExpression(QStringLiteral("^theme: ")));
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 1);
        AppSettings::write(QStringLiteral("memory/size"), QStringLiteral("4x3"));
        AppSettings::write(QStringLiteral("zousi/mode"), 0); // no computer moving meanwhile
        AppSettings::write(QStringLiteral("lianliankan/level"),
                           QStringLiteral("relaxed")); // and no clock ticking
        MainWindow window(game);
        window.restoreGames();
        window.resize(1000, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        gg::Rng rng(5);
        for (int i = 0; i < 4; ++i)
            gg::test::playOneMove(page, rng);
        QCoreApplication::processEvents();
        const QImage before = page->view()->grab().toImage();
        Themes::instance().setCurrent(game, key);
        QCoreApplication::processEvents();
        const QImage after = page->view()->grab().toImage();
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
            window.grab().save(dir + QStringLiteral("/theme-%1-%2.png").arg(game, key));
        const bool isDefault = key == Themes::instance().keys(game).first();
        QCOMPARE(after == before, isDefault);
    }

    // 2048's digits stand out on every tile of the classic colours: at least 3:1, the WCAG
    // bar for large bold text (the original game's white on orange and gold is 1.4–2.9:1).
    void twenty48Digits_data()
    {
        QTest::addColumn<int>("value");
        for (int v = 2; v <= 131072; v *= 2)
            QTest::newRow(qPrintable(QString::number(v))) << v;
    }
    void twenty48Digits()
    {
        QFETCH(int, value);
        const double ratio =
            contrastRatio(Twenty48TileItem::foreground(value), Twenty48TileItem::background(value));
        QVERIFY2(ratio >= 3.0, qPrintable(QString::number(ratio)));
    }

    // A screen reader names what the tile or card shows: the picture in a picture theme, the
    // character and its picture in the 汉字 theme.
    void spokenNames_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("word");
        QTest::newRow("lianliankan symbols en")
            << u"lianliankan"_s << u"symbols"_s << u"en"_s << u"circle"_s;
        QTest::newRow("lianliankan pictures en")
            << u"lianliankan"_s << u"pictures"_s << u"en"_s << u"apple"_s;
        QTest::newRow("lianliankan pictures zh")
            << u"lianliankan"_s << u"pictures"_s << u"zh_CN"_s << u"苹果"_s;
        QTest::newRow("lianliankan mahjong zh")
            << u"lianliankan"_s << u"mahjong"_s << u"zh_CN"_s << u"一筒"_s;
        QTest::newRow("memory pictures en") << u"memory"_s << u"pictures"_s << u"en"_s << u"cat"_s;
        QTest::newRow("memory hanzi en") << u"memory"_s << u"hanzi"_s << u"en"_s << u"日 (sun)"_s;
        QTest::newRow("memory hanzi zh")
            << u"memory"_s << u"hanzi"_s << u"zh_CN"_s << u"日（太阳）"_s;
    }
    void spokenNames()
    {
        QFETCH(QString, game);
        QFETCH(QString, key);
        QFETCH(QString, lang);
        QFETCH(QString, word);
        LanguageManager::instance().apply(lang);
        Themes::instance().setCurrent(game, key);
        MainWindow window(game);
        GamePage *page = window.page(game);
        if (auto *link = qobject_cast<LianliankanPage *>(page))
            QCOMPARE(link->tileWord(1), word);
        else
            QCOMPARE(qobject_cast<MemoryPage *>(page)->faceWord(1), word);
    }

private:
    static bool shapeWordDiffers(const QString &name);
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

#include "common/shapenames.h"

bool TestTheme::shapeWordDiffers(const QString &name)
{
    return shapeWord(name) != name;
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
