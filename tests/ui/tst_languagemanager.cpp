// Language choice: which catalogue the system locale selects, the Language menu with
// Traditional Chinese, run-time switching to zh_TW, and Qt's own zh_TW catalogue.

#include "appsettings.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QTabWidget>
#include <QTest>

using namespace gg::ui;

class TestLanguageManager : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    // The system locale as Qt reports it (QLocale(name).uiLanguages()) picks the language.
    void systemLocaleMapping_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zh_TW Taiwan") << QStringLiteral("zh_TW") << QStringLiteral("zh_TW");
        QTest::newRow("zh_HK Hong Kong") << QStringLiteral("zh_HK") << QStringLiteral("zh_TW");
        QTest::newRow("zh_MO Macau") << QStringLiteral("zh_MO") << QStringLiteral("zh_TW");
        QTest::newRow("zh_Hant_TW") << QStringLiteral("zh_Hant_TW") << QStringLiteral("zh_TW");
        QTest::newRow("zh_CN mainland") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_SG Singapore") << QStringLiteral("zh_SG") << QStringLiteral("zh_CN");
        QTest::newRow("zh_Hans_HK") << QStringLiteral("zh_Hans_HK") << QStringLiteral("zh_CN");
        QTest::newRow("en_US") << QStringLiteral("en_US") << QStringLiteral("en");
        QTest::newRow("en_GB") << QStringLiteral("en_GB") << QStringLiteral("en");
        QTest::newRow("de_DE falls back to English")
            << QStringLiteral("de_DE") << QStringLiteral("en");
        QTest::newRow("ja_JP falls back to English")
            << QStringLiteral("ja_JP") << QStringLiteral("en");
    }
    void systemLocaleMapping()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        const QLocale qlocale(locale);
        QCOMPARE(
            LanguageManager::fromUiLanguages(qlocale.uiLanguages() + QStringList{qlocale.name()}),
            expected);
    }

    // Preference lists as desktops set them (LANGUAGE=de:zh_TW, …): the first Chinese or
    // English entry decides, whatever its spelling.
    void preferenceListMapping_data()
    {
        QTest::addColumn<QStringList>("languages");
        QTest::addColumn<QString>("expected");
        QTest::newRow("German then Taiwanese")
            << QStringList{QStringLiteral("de-DE"), QStringLiteral("zh-TW")}
            << QStringLiteral("zh_TW");
        QTest::newRow("English before Chinese")
            << QStringList{QStringLiteral("en-US"), QStringLiteral("zh-CN")}
            << QStringLiteral("en");
        QTest::newRow("bare zh") << QStringList{QStringLiteral("zh")} << QStringLiteral("zh_CN");
        QTest::newRow("zh-Hant without region")
            << QStringList{QStringLiteral("zh-Hant")} << QStringLiteral("zh_TW");
        QTest::newRow("underscore and upper case")
            << QStringList{QStringLiteral("ZH_hk")} << QStringLiteral("zh_TW");
        QTest::newRow("zh-Hans-CN")
            << QStringList{QStringLiteral("zh-Hans-CN")} << QStringLiteral("zh_CN");
        QTest::newRow("Simplified script in Taiwan")
            << QStringList{QStringLiteral("zh-Hans-TW")} << QStringLiteral("zh_CN");
        QTest::newRow("nothing known")
            << QStringList{QStringLiteral("fr-FR")} << QStringLiteral("en");
        QTest::newRow("empty list") << QStringList{} << QStringLiteral("en");
        QTest::newRow("garbage entries")
            << QStringList{QString(), QStringLiteral("-"), QStringLiteral("zh-MO")}
            << QStringLiteral("zh_TW");
    }
    void preferenceListMapping()
    {
        QFETCH(QStringList, languages);
        QFETCH(QString, expected);
        QCOMPARE(LanguageManager::fromUiLanguages(languages), expected);
    }

    void explicitSettingsAreKept_data()
    {
        QTest::addColumn<QString>("setting");
        for (const QString &code : LanguageManager::languages())
            QTest::newRow(qPrintable(code)) << code;
    }
    void explicitSettingsAreKept()
    {
        QFETCH(QString, setting);
        QCOMPARE(LanguageManager::resolve(setting), setting);
        AppSettings::setLanguage(setting);
        QCOMPARE(AppSettings::language(), setting); // accepted by the validated read
    }

    void languageMenuOffersTraditionalChinese()
    {
        MainWindow window;
        QStringList entries;
        for (QAction *menuAction : window.menuBar()->actions())
            if (QMenu *menu = menuAction->menu())
                for (QAction *act : menu->actions())
                    if (QMenu *sub = act->menu())
                        for (QAction *language : sub->actions())
                            entries << language->text();
        QVERIFY2(entries.contains(QStringLiteral("繁體中文")), qPrintable(entries.join(u',')));
        QVERIFY(entries.contains(QStringLiteral("简体中文")));
        QVERIFY(entries.contains(QStringLiteral("English")));
    }

    void switchingToTraditionalRetranslates_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("gameMenu");
        QTest::addColumn<QString>("newGame");
        QTest::addColumn<QString>("windowTitle");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("遊戲(&G)")
                               << QStringLiteral("新遊戲(&N)") << QStringLiteral("格子遊戲");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("游戏(&G)")
                               << QStringLiteral("新游戏(&N)") << QStringLiteral("格子游戏");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&Game")
                            << QStringLiteral("&New Game") << QStringLiteral("Grid Games");
    }
    void switchingToTraditionalRetranslates()
    {
        QFETCH(QString, language);
        QFETCH(QString, gameMenu);
        QFETCH(QString, newGame);
        QFETCH(QString, windowTitle);
        MainWindow window(QStringLiteral("2048"));
        window.show();
        // Start from the other Chinese so every row really switches.
        LanguageManager::instance().apply(
            language == QLatin1String("zh_CN") ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN"));
        QTRY_VERIFY(window.gameMenu()->title() != gameMenu);
        QCOMPARE(LanguageManager::instance().apply(language), language);
        QTRY_COMPARE(window.gameMenu()->title(), gameMenu);
        QCOMPARE(window.action(GameAction::New)->text(), newGame);
        QCOMPARE(window.windowTitle(), windowTitle);
        auto *tabs = window.findChild<QTabWidget *>();
        QCOMPARE(tabs->tabText(0), window.page(QStringLiteral("2048"))->title());
        QCOMPARE(QLocale().name(),
                 language == QLatin1String("en") ? QStringLiteral("en_US") : language);
    }

    void qtOwnCatalogueIsLoaded_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("close");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("關閉");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("关闭");
    }
    void qtOwnCatalogueIsLoaded()
    {
        QFETCH(QString, language);
        QFETCH(QString, close);
        LanguageManager::instance().apply(language);
        if (!LanguageManager::instance().qtCatalogueLoaded())
            QSKIP("Qt's translations are not installed (Debian: qt6-translations-l10n)");
        // QPlatformTheme's standard button text, translated by qtbase_<lang>.qm.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), close);
    }

    // End to end: the installed program started in a given locale (fresh settings, language
    // "Follow System") prints its --help description in the matching language.
    void appFollowsSystemLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("六款經典格子遊戲");
        QTest::newRow("zh_HK") << QStringLiteral("zh_HK") << QStringLiteral("六款經典格子遊戲");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("六款经典格子游戏");
        QTest::newRow("zh_SG") << QStringLiteral("zh_SG") << QStringLiteral("六款经典格子游戏");
        QTest::newRow("de_DE") << QStringLiteral("de_DE") << QStringLiteral("Six classic");
    }
    void appFollowsSystemLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        const QString app = qEnvironmentVariable("GG_APP");
        if (app.isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // Fresh folders: no saved language, and nothing of the developer's touched.
        for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            env.insert(QLatin1String(var), m_sandbox->path());
        env.insert(QStringLiteral("LANGUAGE"), locale);
        env.insert(QStringLiteral("LC_ALL"), locale + QStringLiteral(".UTF-8"));
        env.insert(QStringLiteral("LANG"), locale + QStringLiteral(".UTF-8"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(app, {QStringLiteral("--help")});
        QVERIFY(process.waitForFinished(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(out.contains(expected), qPrintable(out));
    }

    void commandLineAcceptsTraditional()
    {
        const QString app = qEnvironmentVariable("GG_APP");
        if (app.isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        const QString png = m_sandbox->path() + QStringLiteral("/tw.png");
        QProcess process;
        process.start(app, {QStringLiteral("--screenshot"), png, QStringLiteral("--lang"),
                            QStringLiteral("zh_TW"), QStringLiteral("--size"),
                            QStringLiteral("640x480")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QImage(png).size(), QSize(640, 480));
        process.start(app, {QStringLiteral("--screenshot"), png, QStringLiteral("--lang"),
                            QStringLiteral("zh_HK")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2); // only the shipped codes, not locales
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestLanguageManager)
#include "tst_languagemanager.moc"
