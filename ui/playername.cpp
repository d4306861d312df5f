#include "playername.h"

#include "appsettings.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QPointer>

namespace gg::ui::PlayerName {
namespace {
bool s_interactive = true;
QList<QPointer<QInputDialog>> s_open;
} // namespace

void dropOpenPrompts()
{
    for (const QPointer<QInputDialog> &dialog : std::as_const(s_open)) {
        if (!dialog)
            continue;
        QObject::disconnect(dialog, &QInputDialog::finished, nullptr, nullptr);
        dialog->close();
        delete dialog.data();
    }
    s_open.clear();
}

void setInteractive(bool interactive)
{
    s_interactive = interactive;
}

QString fallbackName()
{
    QString user = qEnvironmentVariable("USER").left(40).trimmed();
    if (user.isEmpty() || user == QLatin1String("root"))
        user = QCoreApplication::translate("PlayerName", "Player");
    return user;
}

void withName(QWidget *parent, const std::function<void(const QString &)> &done)
{
    const QString stored = AppSettings::playerName();
    if (!stored.isEmpty() || !s_interactive) {
        done(stored.isEmpty() ? fallbackName() : stored);
        return;
    }
    auto *dialog = new QInputDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("PlayerName", "High Scores"));
    dialog->setLabelText(
        QCoreApplication::translate("PlayerName", "You made the high scores! Your name:"));
    dialog->setTextValue(fallbackName());
    dialog->setWindowModality(Qt::WindowModal);
    s_open.removeAll(nullptr);
    s_open.append(dialog);
    QObject::connect(dialog, &QInputDialog::finished, dialog, [dialog, done](int result) {
        QString name = dialog->textValue().left(40).trimmed();
        if (result != QDialog::Accepted || name.isEmpty())
            name = fallbackName();
        else
            AppSettings::setPlayerName(name);
        done(name);
    });
    dialog->open();
}

} // namespace gg::ui::PlayerName
