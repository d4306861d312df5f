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

QString LanguageManager::resolve(const QString &setting)
{
    if (setting == QLatin1String("en") || setting == QLatin1String("zh_CN"))
        return setting;
    // Follow the system: any Chinese locale gets Chinese, everything else English.
    const QStringList languages = QLocale::system().uiLanguages();
    for (const QString &language : languages) {
        if (language.startsWith(QLatin1String("zh")))
            return QStringLiteral("zh_CN");
        if (language.startsWith(QLatin1String("en")))
            return QStringLiteral("en");
    }
    return QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                    : QStringLiteral("en");
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
