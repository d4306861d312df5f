#pragma once
// How the boards and the window look: Light (the standard look), Dark (issue 17: dark
// surroundings and panels, the boards' own wood, felt and slate kept), or High Contrast
// (issue 20) for players who see less well: black ground, white lines, pieces and text,
// yellow for the cursor and the current choice, cyan for marks; every pair at least 7:1
// (WCAG AAA), and nothing told by colour alone (Connect Four's discs differ by pattern,
// Gomoku's stones by fill). Settings → Appearance chooses one, or Follow System: high
// contrast when the desktop asks for it (GNOME's a11y high-contrast key, a HighContrast GTK
// theme, KDE's high-contrast colour scheme), else dark when the desktop's palette is dark
// (or GTK_THEME ends in ":dark"), else light. Scenes repaint on changed().

#include <QColor>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QString>

namespace gg::ui {

namespace HighContrast {
inline const QColor Ground{0x00, 0x00, 0x00}; // every background
inline const QColor Ink{0xff, 0xff, 0xff};    // lines, pieces, text
inline const QColor Accent{0xff, 0xff, 0x00}; // cursor, selection, current button
inline const QColor Mark{0x00, 0xff, 0xff};   // hints, last move, winning line
inline const QColor Quiet{0xc8, 0xc8, 0xc8};  // secondary text (found pairs, captions)

// Every foreground/background pair the high-contrast look draws, for the contrast test.
struct Pair
{
    const char *what;
    QColor fore;
    QColor back;
};
QList<Pair> pairs();
} // namespace HighContrast

// WCAG 2 contrast ratio of two colours (1 to 21).
double contrastRatio(const QColor &a, const QColor &b);

class Appearance : public QObject
{
    Q_OBJECT
public:
    enum class Choice { System, Light, Dark, HighContrast };
    enum class Look { Light, Dark, HighContrast };

    static Appearance &instance();

    // The choice in the settings ("ui/appearance": system, standard, highcontrast).
    Choice choice() const { return m_choice; }
    void setChoice(Choice choice);
    // The same without touching the setting (the --appearance option).
    void useForThisRun(Choice choice);
    // What the boards draw now.
    Look look() const { return m_look; }
    bool highContrast() const { return m_look == Look::HighContrast; }
    bool dark() const { return m_look == Look::Dark; }
    // `light` in the light look, `dark` in the dark one, `high` in high contrast.
    QColor pick(const QColor &light, const QColor &dark, const QColor &high) const
    {
        return m_look == Look::Light ? light : m_look == Look::Dark ? dark : high;
    }
    // Whether the desktop asks for high contrast (read once at start; tests set it).
    static bool systemHighContrast();
    static void setSystemHighContrastForTest(int on); // -1: read the desktop again
    // Whether the desktop's own palette is dark (its window colour), or GTK_THEME says so.
    bool systemDark() const;
    static void setSystemDarkForTest(int on); // -1: the desktop's

    // The application palette for the current look (the system's, or black/white/yellow).
    QPalette palette() const;
    // A side-panel label's colour: `standard` in the light look, lightened until it reads
    // (4.5:1) on the dark panel in the dark look, white in high contrast.
    QString textColour(const QString &standard) const;
    // `colour` lightened (on a dark `background`) or darkened (on a light one) until it
    // stands at least `ratio` against it.
    static QColor readableOn(const QColor &colour, const QColor &background, double ratio);

signals:
    void changed();

private:
    Appearance();
    void apply();

    Choice m_choice = Choice::System;
    Look m_look = Look::Light;
    QPalette m_systemPalette;
};

} // namespace gg::ui
