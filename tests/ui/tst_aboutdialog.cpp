// Help → About: shows the project version, the licence, the games' origins and the
// no-network promise, in every shipped language.

#include "aboutdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QTest>

using namespace gg::ui;

class TestAboutDialog : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }

    // The version shown is the one CMakeLists.txt declares (read from the file, not from
    // the macro the dialog itself uses).
    void versionIsTheProjectVersion()
    {
        const QString source = qEnvironmentVariable("GG_SOURCE_DIR");
        if (source.isEmpty())
            QSKIP("GG_SOURCE_DIR not set (run through ctest)");
        QFile cmake(source + QStringLiteral("/CMakeLists.txt"));
        QVERIFY(cmake.open(QIODevice::ReadOnly | QIODevice::Text));
        const auto declared =
            QRegularExpression(QStringLiteral("project\\(\\s*GridGames\\s+VERSION\\s+([0-9.]+)"))
                .match(QString::fromUtf8(cmake.readAll()));
        QVERIFY(declared.hasMatch());
        QCOMPARE(AboutDialog::version(), declared.captured(1));
        QVERIFY(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"))
                    .match(AboutDialog::version())
                    .hasMatch());
    }

    void saysWhatItMust_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("phrases");
        QTest::newRow("English") << QStringLiteral("en")
                                 << QStringList{QStringLiteral("Gabriele Cirulli"),
                                                QStringLiteral("Threes!"),
                                                QStringLiteral("Milton Bradley"),
                                                QStringLiteral("Pascal Pons"),
                                                QStringLiteral("John Tromp"),
                                                QStringLiteral("Piskvork"),
                                                QStringLiteral("Shisen-Sho"),
                                                QStringLiteral("Concentration"),
                                                QStringLiteral("Shandong"),
                                                QStringLiteral("never uses the network"),
                                                QStringLiteral("GPL-3.0-or-later")};
        QTest::newRow("Simplified Chinese")
            << QStringLiteral("zh_CN")
            << QStringList{QStringLiteral("格子游戏"), QStringLiteral("Gabriele Cirulli"),
                           QStringLiteral("四川省"),   QStringLiteral("山东"),
                           QStringLiteral("联网"),     QStringLiteral("GPL-3.0-or-later")};
        QTest::newRow("Traditional Chinese")
            << QStringLiteral("zh_TW")
            << QStringList{QStringLiteral("格子遊戲"), QStringLiteral("Gabriele Cirulli"),
                           QStringLiteral("四川省"),   QStringLiteral("山東"),
                           QStringLiteral("網路"),     QStringLiteral("GPL-3.0-or-later")};
    }
    void saysWhatItMust()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, phrases);
        LanguageManager::instance().apply(language);
        AboutDialog dialog;
        const QString text = dialog.text();
        QVERIFY2(text.contains(AboutDialog::version()), qPrintable(text));
        for (const QString &phrase : phrases)
            QVERIFY2(text.contains(phrase),
                     qPrintable(phrase + QStringLiteral(" not in:\n") + text));
        // GG_SHOTS=folder saves a picture of the dialog there, for looking at it.
        if (const QString shots = qEnvironmentVariable("GG_SHOTS"); !shots.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(shots + QStringLiteral("/about-") + language +
                                       QStringLiteral(".png")));
        }
    }

    void retranslatesWhileOpen()
    {
        AboutDialog dialog;
        dialog.show();
        QCOMPARE(dialog.windowTitle(), QStringLiteral("About Grid Games"));
        LanguageManager::instance().apply(QStringLiteral("zh_TW"));
        QTRY_COMPARE(dialog.windowTitle(), QStringLiteral("關於格子遊戲"));
        QVERIFY(dialog.text().contains(AboutDialog::version()));
    }

    void helpMenuOpensIt()
    {
        MainWindow window;
        window.show();
        window.showAbout();
        AboutDialog *dialog = window.findChild<AboutDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->text().contains(AboutDialog::version()));
        QVERIFY(!dialog->windowIcon().isNull());
        dialog->close();
    }

    void iconHasEveryThemeSize()
    {
        const QIcon icon = applicationIcon();
        QVERIFY(!icon.isNull());
        const QList<QSize> sizes = icon.availableSizes();
        for (int n : {16, 22, 24, 32, 48, 64, 128, 256})
            QVERIFY2(sizes.contains(QSize(n, n)), qPrintable(QString::number(n)));
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
