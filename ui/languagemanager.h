#pragma once
// Loads and swaps the app's and Qt's own translations at run time. Installing a
// translator makes Qt send QEvent::LanguageChange to every widget, and each widget
// retranslates itself there, so the whole UI switches at once without a restart.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace gg::ui {

class LanguageManager : public QObject
{
    Q_OBJECT
public:
    static LanguageManager &instance();

    // The languages the app ships: "en" (the source texts), "zh_CN" (Simplified Chinese)
    // and "zh_TW" (Traditional Chinese). The settings also accept "system".
    static QStringList languages();
    static bool isLanguage(const QString &code) { return languages().contains(code); }

    // setting: "system" or one of languages(). Returns the effective language.
    QString apply(const QString &setting);
    QString effective() const { return m_effective; }
    static QString resolve(const QString &setting);

    // The language to follow for a list of UI languages in order of preference, as
    // QLocale::uiLanguages() gives them ("zh-Hant-TW", "de-DE", …): the first Chinese or
    // English entry decides. A script tag decides Chinese (Hant → zh_TW, Hans → zh_CN);
    // without one Taiwan, Hong Kong and Macau get zh_TW and every other Chinese zh_CN.
    // No Chinese or English entry means English.
    static QString fromUiLanguages(const QStringList &uiLanguages);

    // Whether Qt's own catalogue (qtbase_<lang>, standard buttons and dialogs) was found
    // in Qt's translations folder for the current language (for tests and diagnostics).
    bool qtCatalogueLoaded() const { return m_qt != nullptr; }

signals:
    void languageChanged(const QString &effective);

private:
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QString m_effective = QStringLiteral("en");
};

} // namespace gg::ui
