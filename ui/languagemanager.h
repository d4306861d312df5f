#pragma once
// Loads and swaps the app's and Qt's own translations at run time. Installing a
// translator makes Qt send QEvent::LanguageChange to every widget, and each widget
// retranslates itself there, so the whole UI switches at once without a restart.

#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>

namespace gg::ui {

class LanguageManager : public QObject
{
    Q_OBJECT
public:
    static LanguageManager &instance();

    // setting: "system", "en" or "zh_CN". Returns the effective language ("en"/"zh_CN").
    QString apply(const QString &setting);
    QString effective() const { return m_effective; }
    static QString resolve(const QString &setting);

signals:
    void languageChanged(const QString &effective);

private:
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QString m_effective = QStringLiteral("en");
};

} // namespace gg::ui
