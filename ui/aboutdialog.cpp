#include "aboutdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gg::ui {

QIcon applicationIcon()
{
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/gridgames.png").arg(size),
                     QSize(size, size));
    return icon;
}

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    auto *icon = new QLabel(this);
    icon->setPixmap(applicationIcon().pixmap(QSize(64, 64)));
    icon->setAlignment(Qt::AlignTop);
    header->addWidget(icon);
    auto *headings = new QVBoxLayout;
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    headings->addWidget(m_title);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    headings->addWidget(m_summary);
    headings->addStretch(1);
    header->addLayout(headings, 1);
    layout->addLayout(header);

    m_credits = new QTextBrowser(this);
    // Nothing here is a link to follow: the app never opens the network.
    m_credits->setOpenLinks(false);
    m_credits->setOpenExternalLinks(false);
    layout->addWidget(m_credits, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    resize(560, 600);
    retranslate();
}

QString AboutDialog::version()
{
    return QStringLiteral(GG_VERSION);
}

QString AboutDialog::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_summary->text() + QLatin1Char('\n') +
           m_credits->toPlainText();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Grid Games"));
    m_title->setText(tr("Grid Games %1").arg(version()));
    m_summary->setText(tr("Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, "
                          "Memory and Zou Si Qi."));

    const QStringList origins = {
        tr("<b>2048</b> is Gabriele Cirulli's game (2014). It grew out of 1024 and of "
           "Threes! by Asher Vollmer and Greg Wohlwend (2014), where the sliding, merging "
           "tiles began."),
        tr("<b>Connect Four</b> was published by Milton Bradley in 1974. The computer's "
           "solver follows the design of Pascal Pons' Connect Four solver and John Tromp's "
           "work on solving the game."),
        tr("<b>Gomoku</b> (five in a row) is played with Go stones on a Go board. The engine "
           "pbrain-gridgames speaks the Gomocup protocol of the Piskvork tournament manager, "
           "so it can meet other Gomocup engines."),
        tr("<b>Lianliankan</b> is the Chinese form of Shisen-Sho (四川省), a Japanese "
           "solitaire with mahjong tiles: two equal tiles go when a path with at most two "
           "turns joins them."),
        tr("<b>Memory</b> is the traditional card game also known as Concentration or "
           "Pairs."),
        tr("<b>Zou Si Qi</b> (走四棋儿) is a folk game from Shandong (山东), China, once "
           "drawn in chalk on the ground and played with pebbles.")};
    QString html =
        QStringLiteral("<h4>") + tr("Where the games come from") + QStringLiteral("</h4><ul>");
    for (const QString &origin : origins)
        html += QStringLiteral("<li>") + origin + QStringLiteral("</li>");
    html += QStringLiteral("</ul><h4>") + tr("No network") + QStringLiteral("</h4><p>") +
            tr("Grid Games never uses the network: no accounts, no advertising, no "
               "telemetry. Scores, settings and saved games stay on this computer.") +
            QStringLiteral("</p><h4>") + tr("Licence") + QStringLiteral("</h4><p>") +
            tr("Grid Games is free software: you can redistribute it and/or modify it under "
               "the terms of the GNU General Public License, version 3 or (at your option) "
               "any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.") +
            QStringLiteral("</p><p>") + tr("Built with Qt %1.").arg(QLatin1String(qVersion())) +
            QStringLiteral("</p>");
    m_credits->setHtml(html);
}

} // namespace gg::ui
