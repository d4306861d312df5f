// High contrast (issue 20, common/appearance.h): every colour pair of the look is at least
// 7:1; Settings → Appearance switches it live and remembers it; Follow System follows the
// desktop; every board is drawn in the look's few colours only (black ground, white, yellow,
// cyan, light grey), and the side panel's text is 7:1 on its background.

#include "aboutdialog.h"
#include "appsettings.h"
#include "common/appearance.h"
#include "common/boardview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gamedriver.h"
#include "highscoresdialog.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QTest>

using namespace gg::ui;

namespace {

// The share of the image's pixels within `tolerance` of one of the look's colours (or of
// `only` alone).
double shareInPalette(const QImage &image, int tolerance, const QList<QColor> &only = {})
{
    const QList<QColor> palette =
        !only.isEmpty()
            ? only
            : QList<QColor>{HighContrast::Ground, HighContrast::Ink, HighContrast::Accent,
                            HighContrast::Mark, HighContrast::Quiet};
    qint64 in = 0, all = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 2) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); x += 2) {
            ++all;
            for (const QColor &c : palette) {
                if (qAbs(qRed(line[x]) - c.red()) + qAbs(qGreen(line[x]) - c.green()) +
                        qAbs(qBlue(line[x]) - c.blue()) <=
                    tolerance) {
                    ++in;
                    break;
                }
            }
        }
    }
    return all ? double(in) / double(all) : 0;
}

} // namespace

class TestAppearance : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        Appearance::setSystemHighContrastForTest(0);
        Appearance::setSystemDarkForTest(0);
        Appearance::instance().setChoice(Appearance::Choice::Light);
        m_sandbox.reset();
    }

    void pairsAreSevenToOne_data()
    {
        QTest::addColumn<QColor>("fore");
        QTest::addColumn<QColor>("back");
        for (const HighContrast::Pair &pair : HighContrast::pairs())
            QTest::newRow(pair.what) << pair.fore << pair.back;
    }
    void pairsAreSevenToOne()
    {
        QFETCH(QColor, fore);
        QFETCH(QColor, back);
        QVERIFY2(contrastRatio(fore, back) >= 7.0,
                 qPrintable(QString::number(contrastRatio(fore, back))));
    }

    // The window's own palette in high contrast: text on every background at least 7:1.
    void paletteIsSevenToOne_data()
    {
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("fore");
        QTest::addColumn<int>("back");
        using P = QPalette;
        const struct
        {
            const char *name;
            P::ColorGroup group;
            P::ColorRole fore, back;
        } rows[] = {
            {"window text", P::Active, P::WindowText, P::Window},
            {"text", P::Active, P::Text, P::Base},
            {"button text", P::Active, P::ButtonText, P::Button},
            {"highlighted text", P::Active, P::HighlightedText, P::Highlight},
            {"tooltip", P::Active, P::ToolTipText, P::ToolTipBase},
            {"disabled window text", P::Disabled, P::WindowText, P::Window},
            {"disabled button text", P::Disabled, P::ButtonText, P::Button},
            {"inactive window text", P::Inactive, P::WindowText, P::Window},
        };
        for (const auto &row : rows)
            QTest::newRow(row.name) << int(row.group) << int(row.fore) << int(row.back);
    }
    void paletteIsSevenToOne()
    {
        QFETCH(int, group);
        QFETCH(int, fore);
        QFETCH(int, back);
        Appearance::instance().setChoice(Appearance::Choice::HighContrast);
        const QPalette p = QApplication::palette();
        const QColor f = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(fore));
        const QColor b = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(back));
        QVERIFY2(contrastRatio(f, b) >= 7.0,
                 qPrintable(f.name() + QStringLiteral(" on ") + b.name()));
    }

    // The dark look (issue 17): text on every background at least 4.5:1.
    void darkPaletteReads_data() { paletteIsSevenToOne_data(); }
    void darkPaletteReads()
    {
        QFETCH(int, group);
        QFETCH(int, fore);
        QFETCH(int, back);
        Appearance::instance().setChoice(Appearance::Choice::Dark);
        const QPalette p = QApplication::palette();
        const QColor f = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(fore));
        const QColor b = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(back));
        QVERIFY2(contrastRatio(f, b) >= 4.5,
                 qPrintable(f.name() + QStringLiteral(" on ") + b.name()));
    }

    // Every standard label colour the pages use, made readable on the dark panel.
    void darkTextColours_data()
    {
        QTest::addColumn<QString>("colour");
        for (const char *c : {"#6b6358", "#c8202a", "#7a5800", "#a8401a", "#b3261e", "#2a62a8",
                              "#9a4a0e", "#2c3e50", "#c0392b"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void darkTextColours()
    {
        QFETCH(QString, colour);
        Appearance::instance().setChoice(Appearance::Choice::Dark);
        const QColor text(Appearance::instance().textColour(colour));
        const QColor window = QApplication::palette().color(QPalette::Window);
        QVERIFY2(contrastRatio(text, window) >= 4.5, qPrintable(text.name()));
    }

    // The choice is remembered; Follow System follows the desktop.
    void choiceAndSystem()
    {
        Appearance &a = Appearance::instance();
        QSignalSpy changed(&a, &Appearance::changed);
        a.setChoice(Appearance::Choice::HighContrast);
        QVERIFY(a.highContrast());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(AppSettings::readString(QStringLiteral("ui/appearance"), QString()),
                 QStringLiteral("highcontrast"));
        a.setChoice(Appearance::Choice::System);
        Appearance::setSystemHighContrastForTest(0);
        Appearance::setSystemDarkForTest(0);
        QCOMPARE(a.look(), Appearance::Look::Light);
        Appearance::setSystemDarkForTest(1);
        QCOMPARE(a.look(), Appearance::Look::Dark);
        a.setChoice(Appearance::Choice::Light);
        QCOMPARE(a.look(), Appearance::Look::Light); // a choice wins over the desktop
        a.setChoice(Appearance::Choice::System);
        Appearance::setSystemDarkForTest(0);
        Appearance::setSystemHighContrastForTest(1);
        QVERIFY(a.highContrast());
        QCOMPARE(AppSettings::readString(QStringLiteral("ui/appearance"), QString()),
                 QStringLiteral("system"));
        a.useForThisRun(Appearance::Choice::Light);
        QVERIFY(!a.highContrast());
        QCOMPARE(AppSettings::readString(QStringLiteral("ui/appearance"), QString()),
                 QStringLiteral("system")); // --appearance leaves the setting alone
    }

    // Every board in high contrast, switched while the window is open, mid-game: the board is
    // drawn in the look's colours, and every side-panel label is 7:1 on its background.
    void boards_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void boards()
    {
        QFETCH(QString, game);
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 1);
        AppSettings::write(QStringLiteral("zousi/mode"), 0);
        AppSettings::write(QStringLiteral("memory/size"), QStringLiteral("4x3"));
        MainWindow window(game);
        window.restoreGames();
        window.resize(1000, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        gg::Rng rng(3);
        for (int i = 0; i < 6; ++i)
            gg::test::playOneMove(page, rng);
        QCoreApplication::processEvents();
        // The standard look has (almost) no pure black ground.
        const double before =
            shareInPalette(page->view()->grab().toImage(), 24, {HighContrast::Ground});

        Appearance::instance().setChoice(Appearance::Choice::HighContrast);
        QCoreApplication::processEvents();
        const QImage board = page->view()->grab().toImage();
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
            window.grab().save(dir + QStringLiteral("/highcontrast-%1.png").arg(game));
        const double after = shareInPalette(board, 40);
        // Antialiased edges of lines and shapes blend two of the colours; everything else is
        // one of them.
        QVERIFY2(after >= 0.9,
                 qPrintable(QStringLiteral("%1 of the board in the look's colours").arg(after)));
        QVERIFY2(before < 0.05, qPrintable(QString::number(before)));
        const double ground = shareInPalette(board, 24, {HighContrast::Ground});
        QVERIFY2(ground > 0.3, qPrintable(QString::number(ground)));

        QStringList low;
        for (QLabel *label : page->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text().isEmpty())
                continue;
            label->ensurePolished();
            const QColor text = label->palette().color(label->foregroundRole());
            const QColor back = window.palette().color(QPalette::Window);
            if (contrastRatio(text, back) < 7.0)
                low.append(label->text() + QLatin1Char(' ') + text.name());
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(QStringLiteral("; "))));

        // The dark look: the view's corners (outside every board) are dark.
        Appearance::instance().setChoice(Appearance::Choice::Dark);
        QCoreApplication::processEvents();
        {
            const QImage dark = page->view()->grab().toImage();
            if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
                window.grab().save(dir + QStringLiteral("/dark-%1.png").arg(game));
            const QColor corner = dark.pixelColor(2, 2);
            QVERIFY2(corner.lightness() < 60, qPrintable(corner.name()));
            QVERIFY2(window.palette().color(QPalette::Window).lightness() < 128,
                     qPrintable(window.palette().color(QPalette::Window).name()));
        }

        // And back: the standard look again.
        Appearance::instance().setChoice(Appearance::Choice::Light);
        QCoreApplication::processEvents();
        QVERIFY(shareInPalette(page->view()->grab().toImage(), 24, {HighContrast::Ground}) < 0.05);
    }

    // The dialogs in the dark and high-contrast looks: How to Play (every game's rules),
    // High Scores and About are dark, and their text reads at least 4.5:1 (7:1 in high
    // contrast) on their own background.
    void dialogs_data()
    {
        QTest::addColumn<int>("look");
        QTest::addColumn<double>("ratio");
        QTest::newRow("dark") << int(Appearance::Choice::Dark) << 4.5;
        QTest::newRow("high contrast") << int(Appearance::Choice::HighContrast) << 7.0;
    }
    void dialogs()
    {
        QFETCH(int, look);
        QFETCH(double, ratio);
        Appearance::instance().setChoice(Appearance::Choice(look));
        MainWindow window(QStringLiteral("gomoku"));
        window.resize(1000, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto check = [&](QWidget *dialog, const QString &name) {
            QVERIFY(dialog);
            QCoreApplication::processEvents();
            const QImage image = dialog->grab().toImage();
            if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
                image.save(dir + QStringLiteral("/dialog-%1-%2.png").arg(name).arg(look));
            const QColor ground = image.pixelColor(3, image.height() / 2);
            QVERIFY2(ground.lightness() < 80, qPrintable(name + QLatin1Char(' ') + ground.name()));
            for (QWidget *w : dialog->findChildren<QWidget *>()) {
                if (!w->isVisible())
                    continue;
                const QPalette p = w->palette();
                const QColor text = p.color(w->foregroundRole());
                const QColor back = p.color(w->backgroundRole());
                QVERIFY2(
                    contrastRatio(text, back) >= ratio,
                    qPrintable(QStringLiteral("%1: %2 %3 on %4")
                                   .arg(name, QString::fromLatin1(w->metaObject()->className()),
                                        text.name(), back.name())));
            }
        };
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"}) {
            window.selectGame(QString::fromLatin1(id));
            window.showHowToPlay();
            check(window.findChild<QDialog *>(QStringLiteral("howToPlay")),
                  QStringLiteral("help-") + QString::fromLatin1(id));
        }
        window.findChild<QDialog *>(QStringLiteral("howToPlay"))->close();
        HighScoresDialog scores(window.pages(), window.currentPage(), &window);
        scores.show();
        check(&scores, QStringLiteral("scores"));
        AboutDialog about(&window);
        about.show();
        check(&about, QStringLiteral("about"));
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
