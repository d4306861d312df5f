#include "common/appearance.h"

#include "appsettings.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
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
    if (stored == QLatin1String("standard"))
        m_choice = Choice::Standard;
    else if (stored == QLatin1String("highcontrast"))
        m_choice = Choice::HighContrast;
    apply();
}

void Appearance::setChoice(Choice choice)
{
    m_choice = choice;
    AppSettings::write(QStringLiteral("ui/appearance"),
                       choice == Choice::Standard       ? QStringLiteral("standard")
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
    const bool high =
        m_choice == Choice::HighContrast || (m_choice == Choice::System && systemHighContrast());
    const bool was = m_highContrast;
    m_highContrast = high;
    if (qApp && (high || was)) {
        QApplication::setPalette(palette());
        // The style draws check boxes' frames from the window colour, which vanishes on
        // black: a white frame, filled yellow when checked (filled, not only coloured).
        qApp->setStyleSheet(
            high ? QStringLiteral("QCheckBox::indicator { width: 14px; height: 14px; "
                                  "border: 2px solid #ffffff; background: #000000; }"
                                  "QCheckBox::indicator:checked { background: #ffff00; }"
                                  "QCheckBox::indicator:disabled { border-color: #c8c8c8; }")
                 : QString());
    }
    if (high != was)
        emit changed();
}

QPalette Appearance::palette() const
{
    if (!m_highContrast)
        return m_systemPalette;
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
    return m_highContrast ? HighContrast::Ink.name() : standard;
}

} // namespace gg::ui
