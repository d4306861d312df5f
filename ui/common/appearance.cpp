#include "common/appearance.h"

#include "appsettings.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QStyle>
#include <QtMath>

namespace gg::ui {

namespace HighContrast {

QList<Pair> pairs()
{
    return {
        {"text, lines and pieces on the ground", Ink, Ground},
        {"cursor, selection and current button on the ground", Accent, Ground},
        {"marks (hint, last move, winning line) on the ground", Mark, Ground},
        {"secondary text on the ground", Quiet, Ground},
        {"text on a white piece (a 2048 tile, a white stone's number)", Ground, Ink},
        {"text on the current (yellow) button", Ground, Accent},
        {"pattern on a yellow disc", Ground, Accent},
    };
}

} // namespace HighContrast

double contrastRatio(const QColor &a, const QColor &b)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : qPow((v + 0.055) / 1.055, 2.4);
    };
    const auto luminance = [&](const QColor &c) {
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

namespace {

int &systemOverride()
{
    static int value = -1;
    return value;
}

bool readDesktop()
{
    const QString gtkTheme = qEnvironmentVariable("GTK_THEME");
    if (gtkTheme.contains(QLatin1String("HighContrast"), Qt::CaseInsensitive))
        return true;
    // KDE: the colour scheme's name.
    const QString kdeglobals =
        QStandardPaths::locate(QStandardPaths::GenericConfigLocation, QStringLiteral("kdeglobals"));
    if (!kdeglobals.isEmpty()) {
        QFile file(kdeglobals);
        if (file.open(QIODevice::ReadOnly) && file.size() < 1024 * 1024) {
            const QByteArray text = file.readAll();
            for (const QByteArray &line : text.split('\n')) {
                if (line.startsWith("ColorScheme=") &&
                    line.toLower().replace(' ', "").contains("highcontrast"))
                    return true;
            }
        }
    }
    // GNOME: the accessibility key (a quick call; none when gsettings is missing).
    const QString gsettings = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (!gsettings.isEmpty() && !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
        QProcess process;
        process.start(gsettings,
                      {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.a11y.interface"),
                       QStringLiteral("high-contrast")});
        if (process.waitForFinished(500) && process.exitCode() == 0)
            return process.readAllStandardOutput().trimmed() == "true";
        process.kill();
        process.waitForFinished(100);
    }
    return false;
}

} // namespace

bool Appearance::systemHighContrast()
{
    if (systemOverride() >= 0)
        return systemOverride() == 1;
    static const bool desktop = readDesktop();
    return desktop;
}

void Appearance::setSystemHighContrastForTest(int on)
{
    systemOverride() = on;
    instance().apply();
}

namespace {

int &darkOverride()
{
    static int value = -1;
    return value;
}

// The dark look's window colours.
const QColor DarkWindow{0x2a, 0x2a, 0x2e};
const QColor DarkText{0xec, 0xea, 0xe6};

} // namespace

bool Appearance::systemDark() const
{
    if (darkOverride() >= 0)
        return darkOverride() == 1;
    if (qEnvironmentVariable("GTK_THEME").endsWith(QLatin1String(":dark"), Qt::CaseInsensitive))
        return true;
    return m_systemPalette.color(QPalette::Window).lightness() < 128;
}

void Appearance::setSystemDarkForTest(int on)
{
    darkOverride() = on;
    instance().apply();
}

QColor Appearance::readableOn(const QColor &colour, const QColor &background, double ratio)
{
    QColor c = colour;
    const bool lighten = background.lightness() < 128;
    for (int step = 0; step < 40 && contrastRatio(c, background) < ratio; ++step)
        c = lighten ? c.lighter(112) : c.darker(112);
    if (contrastRatio(c, background) < ratio)
        c = lighten ? QColor(Qt::white) : QColor(Qt::black);
    return c;
}

Appearance &Appearance::instance()
{
    static Appearance *appearance = new Appearance;
    return *appearance;
}

Appearance::Appearance()
{
    if (qApp)
        m_systemPalette = QApplication::palette();
    const QString stored =
        AppSettings::readString(QStringLiteral("ui/appearance"), QStringLiteral("system"));
    if (stored == QLatin1String("light") || stored == QLatin1String("standard"))
        m_choice = Choice::Light;
    else if (stored == QLatin1String("dark"))
        m_choice = Choice::Dark;
    else if (stored == QLatin1String("highcontrast"))
        m_choice = Choice::HighContrast;
    apply();
}

void Appearance::setChoice(Choice choice)
{
    m_choice = choice;
    AppSettings::write(QStringLiteral("ui/appearance"),
                       choice == Choice::Light          ? QStringLiteral("light")
                       : choice == Choice::Dark         ? QStringLiteral("dark")
                       : choice == Choice::HighContrast ? QStringLiteral("highcontrast")
                                                        : QStringLiteral("system"));
    apply();
}

void Appearance::useForThisRun(Choice choice)
{
    m_choice = choice;
    apply();
}

void Appearance::apply()
{
    Look look = Look::Light;
    if (m_choice == Choice::HighContrast || (m_choice == Choice::System && systemHighContrast()))
        look = Look::HighContrast;
    else if (m_choice == Choice::Dark || (m_choice == Choice::System && systemDark()))
        look = Look::Dark;
    const Look was = m_look;
    m_look = look;
    if (qApp && look != was) {
        QApplication::setPalette(palette());
        // The style draws check boxes' frames from the window colour, which vanishes on
        // black: a white frame, filled yellow when checked (filled, not only coloured).
        qApp->setStyleSheet(
            look == Look::HighContrast
                ? QStringLiteral("QCheckBox::indicator { width: 14px; height: 14px; "
                                 "border: 2px solid #ffffff; background: #000000; }"
                                 "QCheckBox::indicator:checked { background: #ffff00; }"
                                 "QCheckBox::indicator:disabled { border-color: #c8c8c8; }")
            // Dark: the style's frame is as dark as the panel; a light grey one (3:1 on
            // the panel), filled blue when checked.
            : look == Look::Dark
                ? QStringLiteral("QCheckBox::indicator { width: 13px; height: 13px; "
                                 "border: 1px solid #9a9aa4; border-radius: 2px; "
                                 "background: #1e1e21; }"
                                 "QCheckBox::indicator:checked { background: #5b9bf0; "
                                 "border-color: #cfe1fb; }"
                                 "QCheckBox::indicator:disabled { border-color: #5c5c64; }")
                : QString());
    }
    if (look != was)
        emit changed();
}

QPalette Appearance::palette() const
{
    if (m_look == Look::Light) {
        // The desktop's palette when it is light; the style's own light one when it is not.
        if (m_systemPalette.color(QPalette::Window).lightness() >= 128 || !qApp)
            return m_systemPalette;
        return QApplication::style()->standardPalette();
    }
    if (m_look == Look::Dark) {
        QPalette p(DarkText, DarkWindow);
        for (const auto group : {QPalette::Active, QPalette::Inactive}) {
            p.setColor(group, QPalette::Window, DarkWindow);
            p.setColor(group, QPalette::WindowText, DarkText);
            p.setColor(group, QPalette::Base, QColor(0x1e, 0x1e, 0x21));
            p.setColor(group, QPalette::AlternateBase, QColor(0x33, 0x33, 0x38));
            p.setColor(group, QPalette::Text, DarkText);
            p.setColor(group, QPalette::Button, QColor(0x38, 0x38, 0x3d));
            p.setColor(group, QPalette::ButtonText, DarkText);
            p.setColor(group, QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
            p.setColor(group, QPalette::Highlight, QColor(0x2f, 0x62, 0xb0));
            p.setColor(group, QPalette::HighlightedText, Qt::white);
            p.setColor(group, QPalette::ToolTipBase, QColor(0x1e, 0x1e, 0x21));
            p.setColor(group, QPalette::ToolTipText, DarkText);
            p.setColor(group, QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa6));
            p.setColor(group, QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
            p.setColor(group, QPalette::Light, QColor(0x50, 0x50, 0x56));
            p.setColor(group, QPalette::Midlight, QColor(0x44, 0x44, 0x4a));
            p.setColor(group, QPalette::Mid, QColor(0x30, 0x30, 0x34));
            p.setColor(group, QPalette::Dark, QColor(0x18, 0x18, 0x1a));
            p.setColor(group, QPalette::Shadow, Qt::black);
        }
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xa6, 0xa6, 0xac));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0xa6, 0xa6, 0xac));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xa6, 0xa6, 0xac));
        p.setColor(QPalette::Disabled, QPalette::Window, DarkWindow);
        p.setColor(QPalette::Disabled, QPalette::Base, QColor(0x1e, 0x1e, 0x21));
        p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x38, 0x38, 0x3d));
        return p;
    }
    using namespace HighContrast;
    QPalette p(Ink, Ground);
    for (const auto group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, Ground);
        p.setColor(group, QPalette::WindowText, Ink);
        p.setColor(group, QPalette::Base, Ground);
        p.setColor(group, QPalette::AlternateBase, QColor(0x20, 0x20, 0x20));
        p.setColor(group, QPalette::Text, Ink);
        p.setColor(group, QPalette::Button, Ground);
        p.setColor(group, QPalette::ButtonText, Ink);
        p.setColor(group, QPalette::BrightText, Accent);
        p.setColor(group, QPalette::Highlight, Accent);
        p.setColor(group, QPalette::HighlightedText, Ground);
        p.setColor(group, QPalette::ToolTipBase, Ground);
        p.setColor(group, QPalette::ToolTipText, Ink);
        p.setColor(group, QPalette::PlaceholderText, Quiet);
        p.setColor(group, QPalette::Link, Mark);
        p.setColor(group, QPalette::Light, Ink);
        p.setColor(group, QPalette::Midlight, Quiet);
        p.setColor(group, QPalette::Mid, Quiet);
        p.setColor(group, QPalette::Dark, Ink);
        p.setColor(group, QPalette::Shadow, Ink);
    }
    // Disabled controls stay readable (7:1), told apart by their frame, not by fading out.
    p.setColor(QPalette::Disabled, QPalette::WindowText, Quiet);
    p.setColor(QPalette::Disabled, QPalette::Text, Quiet);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, Quiet);
    p.setColor(QPalette::Disabled, QPalette::Window, Ground);
    p.setColor(QPalette::Disabled, QPalette::Base, Ground);
    p.setColor(QPalette::Disabled, QPalette::Button, Ground);
    return p;
}

QString Appearance::textColour(const QString &standard) const
{
    if (m_look == Look::HighContrast)
        return HighContrast::Ink.name();
    if (m_look == Look::Dark)
        return readableOn(QColor(standard), DarkWindow, 4.5).name();
    return standard;
}

} // namespace gg::ui
