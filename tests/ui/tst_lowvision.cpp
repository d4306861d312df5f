// Seeing less well (issue 20): the side panels' text is at least 4.5:1 against its
// background in the default look (WCAG AA; Connect Four's "Yellow" turn was 2.66:1), and with
// large system fonts (18 pt) no side-panel text is cut: the panel grows or the text wraps.

#include "appsettings.h"
#include "common/appearance.h"
#include "common/boardview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uitestsupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QStyleOptionComboBox>
#include <QTest>

using namespace gg::ui;

namespace {

// The colour behind a widget: the nearest ancestor that paints its own background (a
// style-sheet frame such as Memory's player boxes), else the window's.
QColor backgroundOf(QWidget *w)
{
    for (QWidget *p = w; p; p = p->parentWidget()) {
        if (p != w && (p->autoFillBackground() || p->testAttribute(Qt::WA_StyledBackground)) &&
            !p->styleSheet().isEmpty())
            return p->palette().color(p->backgroundRole());
    }
    return w->window()->palette().color(QPalette::Window);
}

} // namespace

// The nearest ancestor of type T.
template <typename T> T *findParentOf(QWidget *w)
{
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (auto *t = qobject_cast<T *>(p))
            return t;
    return nullptr;
}

class TestLowVision : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox = std::make_unique<gg::test::Sandbox>(); }
    void cleanup()
    {
        Appearance::instance().setChoice(Appearance::Choice::Light);
        QApplication::setFont(m_font);
        LanguageManager::instance().apply(QStringLiteral("en"));
        m_sandbox.reset();
    }
    void initTestCase() { m_font = QApplication::font(); }

    void textContrast_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("dark");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"}) {
            QTest::newRow(id) << QString::fromLatin1(id) << false;
            QTest::newRow(QByteArray(id) + " dark") << QString::fromLatin1(id) << true;
        }
    }
    void textContrast()
    {
        QFETCH(QString, game);
        QFETCH(bool, dark);
        Appearance::instance().setChoice(dark ? Appearance::Choice::Dark
                                              : Appearance::Choice::Light);
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("versus"));
        MainWindow window(game);
        window.restoreGames();
        window.resize(1000, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        // Every state that colours a label: Connect Four's Yellow to move after one drop.
        const auto check = [&](const QString &when) {
            QStringList low;
            for (QWidget *w : page->findChildren<QLabel *>()) {
                auto *label = static_cast<QLabel *>(w);
                if (!label->isVisible() || label->text().isEmpty() ||
                    findParentOf<BoardView>(label))
                    continue;
                label->ensurePolished();
                const QColor text = label->palette().color(label->foregroundRole());
                const QColor back = backgroundOf(label);
                const double ratio = contrastRatio(text, back);
                if (ratio < 4.5)
                    low.append(QStringLiteral("\"%1\" %2 on %3: %4")
                                   .arg(label->text(), text.name(), back.name())
                                   .arg(ratio, 0, 'f', 2));
            }
            QVERIFY2(low.isEmpty(),
                     qPrintable(when + QStringLiteral(": ") + low.join(QStringLiteral("; "))));
        };
        check(QStringLiteral("start"));
        if (game == QLatin1String("connect4")) {
            auto *c4 = qobject_cast<ConnectFourPage *>(page);
            QVERIFY(c4->controller()->drop(3));
            check(QStringLiteral("yellow to move"));
        }
    }

    // 18 pt system fonts, English and Chinese: every side-panel label shows its whole text
    // (it wraps, or the panel is wide enough), every button and combo box its whole text.
    void largeFonts_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        for (const char *id : {"2048", "connect4", "gomoku", "lianliankan", "memory", "zousi"}) {
            QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("en");
            QTest::newRow(QByteArray(id) + " zh")
                << QString::fromLatin1(id) << QStringLiteral("zh_CN");
        }
    }
    void largeFonts()
    {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        QFont big = m_font;
        big.setPointSizeF(18);
        QApplication::setFont(big);
        LanguageManager::instance().apply(lang);
        MainWindow window(game);
        window.restoreGames();
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        GamePage *page = window.page(game);
        if (const QString dir = qEnvironmentVariable("GG_SHOTS"); !dir.isEmpty())
            window.grab().save(dir + QStringLiteral("/largefont-%1-%2.png").arg(game, lang));
        QStringList cut;
        for (QWidget *w : page->findChildren<QWidget *>()) {
            if (!w->isVisible() || findParentOf<BoardView>(w) || qobject_cast<BoardView *>(w))
                continue;
            // Inside the panel's visible width (a wider panel content is clipped, not
            // scrolled).
            if (auto *scroll = findParentOf<QScrollArea>(w);
                scroll && scroll->viewport()->isAncestorOf(w)) {
                const QRect inView(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
                if (inView.right() >= scroll->viewport()->width())
                    cut.append(QStringLiteral("%1 \"%2\" ends at %3 of %4")
                                   .arg(QLatin1String(w->metaObject()->className()),
                                        w->property("text").toString())
                                   .arg(inView.right())
                                   .arg(scroll->viewport()->width()));
            }
            if (auto *label = qobject_cast<QLabel *>(w)) {
                if (label->text().isEmpty() || !label->pixmap().isNull())
                    continue;
                const bool fits = label->wordWrap()
                                      ? label->height() >= label->heightForWidth(label->width())
                                      : label->width() >= label->sizeHint().width();
                if (!fits)
                    cut.append(QStringLiteral("label \"%1\" %2×%3, needs %4×%5")
                                   .arg(label->text())
                                   .arg(label->width())
                                   .arg(label->height())
                                   .arg(label->sizeHint().width())
                                   .arg(label->wordWrap() ? label->heightForWidth(label->width())
                                                          : label->sizeHint().height()));
            } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
                if (button->text().isEmpty())
                    continue;
                if (button->width() < button->sizeHint().width())
                    cut.append(QStringLiteral("button \"%1\" %2, needs %3")
                                   .arg(button->text())
                                   .arg(button->width())
                                   .arg(button->sizeHint().width()));
            } else if (auto *box = qobject_cast<QComboBox *>(w)) {
                // The current choice must show whole in the edit field (the list may be
                // wider).
                struct Peek : QComboBox
                {
                    using QComboBox::initStyleOption;
                };
                QStyleOptionComboBox option;
                static_cast<Peek *>(box)->initStyleOption(&option);
                const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                                 QStyle::SC_ComboBoxEditField, box);
                const bool icon = !box->itemIcon(box->currentIndex()).isNull();
                const int needed = box->width() - field.width() +
                                   box->fontMetrics().horizontalAdvance(box->currentText()) +
                                   (icon ? box->iconSize().width() + 4 : 0);
                if (box->width() < needed)
                    cut.append(QStringLiteral("combo \"%1\" %2, needs %3")
                                   .arg(box->currentText())
                                   .arg(box->width())
                                   .arg(needed));
            }
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
        // The board still has room.
        QVERIFY(page->view()->width() >= 400);
    }

private:
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
    QFont m_font;
};

QTEST_MAIN(TestLowVision)
#include "tst_lowvision.moc"
