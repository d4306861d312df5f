#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace gg::ui {

LanguageManager &LanguageManager::instance()
{
    static LanguageManager manager;
    return manager;
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString LanguageManager::fromUiLanguages(const QStringList &uiLanguages)
{
    for (QString language : uiLanguages) {
        language.replace(QLatin1Char('_'), QLatin1Char('-'));
        const QStringList parts = language.split(QLatin1Char('-'), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        const QString primary = parts.first().toLower();
        if (primary == QLatin1String("zh")) {
            // The script decides where it is given (zh-Hans-HK is Simplified), else the
            // region: Taiwan, Hong Kong and Macau write Traditional characters.
            bool traditionalRegion = false;
            for (const QString &part : parts.mid(1)) {
                const QString tag = part.toLower();
                if (tag == QLatin1String("hans"))
                    return QStringLiteral("zh_CN");
                if (tag == QLatin1String("hant"))
                    return QStringLiteral("zh_TW");
                traditionalRegion = traditionalRegion || tag == QLatin1String("tw") ||
                                    tag == QLatin1String("hk") || tag == QLatin1String("mo");
            }
            return traditionalRegion ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
        }
        if (primary == QLatin1String("en"))
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString LanguageManager::resolve(const QString &setting)
{
    if (isLanguage(setting))
        return setting;
    // Follow the system: the user's preferred languages in order, then the locale's name.
    const QLocale system = QLocale::system();
    return fromUiLanguages(system.uiLanguages() + QStringList{system.name()});
}

QString LanguageManager::apply(const QString &setting)
{
    const QString language = resolve(setting);
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_qt.reset();
    if (language != QLatin1String("en")) {
        // The app's catalogues are compiled in; Qt's own come from Qt's translations folder
        // (Debian: qt6-translations-l10n). Without them only Qt's standard buttons stay English.
        auto app = std::make_unique<QTranslator>();
        if (app->load(QStringLiteral(":/i18n/gridgames_%1.qm").arg(language)))
            m_app = std::move(app);
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qt = std::move(qt);
        // Qt's own strings first, so the app's catalogue wins where both translate a text.
        if (m_qt)
            QCoreApplication::installTranslator(m_qt.get());
        if (m_app)
            QCoreApplication::installTranslator(m_app.get());
    }
    // Installing or removing a translator already sends LanguageChange to every widget.
    m_effective = language;
    QLocale::setDefault(
        QLocale(language == QLatin1String("en") ? QStringLiteral("en_US") : language));
    emit languageChanged(m_effective);
    return m_effective;
}

} // namespace gg::ui
