// The shipped translations are complete: every message of every translations/*.ts file is
// finished and non-empty, keeps the placeholders (%1…) and block tags of its source,
// and the compiled catalogue is in the binary. New strings in the code therefore fail here
// until tools/lupdate.sh + tools/tsfill.py (zh_CN) and tools/tw_from_cn.py (zh_TW) ran.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            current = Message{context, {}, {}, false};
        } else if (xml.name() == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.unfinished = type == QLatin1String("unfinished");
            const bool obsolete =
                type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!obsolete)
                messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// The multiset of %1…%9 markers and of block-level HTML tags: a translation must use the
// same. Inline emphasis (<i>, <b>) may differ: Chinese marks titles with 「」, not italics.
QStringList markers(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("%\\d|</?(?:h[1-6]|p|ul|ol|li|table|tr|td|th|br)(?=[\\s/>])"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    for (const auto &match : pattern.globalMatch(text))
        found << match.captured(0).toLower();
    found.sort();
    return found;
}

QString sourceDir()
{
    return qEnvironmentVariable("GG_SOURCE_DIR");
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void catalogues_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
        QTest::newRow("Traditional Chinese") << QStringLiteral("zh_TW");
    }

    void catalogues()
    {
        QFETCH(QString, language);
        if (sourceDir().isEmpty())
            QSKIP("GG_SOURCE_DIR not set (run through ctest)");
        const QString path = sourceDir() + QStringLiteral("/translations/gridgames_") + language +
                             QStringLiteral(".ts");
        QString error;
        const QList<Message> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(path + QStringLiteral(": ") + error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const Message &m : messages) {
            const QString where =
                m.context + QStringLiteral(": \"") + m.source.left(60) + QLatin1Char('"');
            if (m.unfinished)
                problems << QStringLiteral("unfinished ") + where;
            else if (m.translation.trimmed().isEmpty())
                problems << QStringLiteral("empty ") + where;
            else if (markers(m.source) != markers(m.translation))
                problems << QStringLiteral("placeholders or tags differ ") + where;
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString::number(problems.size()) + QStringLiteral(" problems in ") +
                            path + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  ")) +
                            QStringLiteral("\nFix: tools/lupdate.sh, then tools/tsfill.py "
                                           "translations/gridgames_zh_CN.ts YOUR.json and "
                                           "tools/tw_from_cn.py (zh_TW from zh_CN), review.")));
    }

    void compiledIntoTheBinary()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/gridgames_%1.qm").arg(language)));
        QCOMPARE(translator.language(), language);
        QVERIFY(!translator.translate("gg::ui::MainWindow", "&Game").isEmpty());
    }
    void compiledIntoTheBinary_data() { catalogues_data(); }

    // Both Chinese files translate the same set of messages (lupdate refreshes them together).
    void sameMessagesInEveryLanguage()
    {
        if (sourceDir().isEmpty())
            QSKIP("GG_SOURCE_DIR not set (run through ctest)");
        QString error;
        QSet<QString> first;
        const QStringList files = QDir(sourceDir() + QStringLiteral("/translations"))
                                      .entryList({QStringLiteral("gridgames_*.ts")});
        QVERIFY(files.size() >= 2);
        for (const QString &name : files) {
            QSet<QString> keys;
            for (const Message &m :
                 readTs(sourceDir() + QStringLiteral("/translations/") + name, &error))
                keys.insert(m.context + QLatin1Char('\x1f') + m.source);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            if (first.isEmpty())
                first = keys;
            QVERIFY2(keys == first,
                     qPrintable(name + QStringLiteral(" has other messages than ") + files.first() +
                                QStringLiteral(": run tools/lupdate.sh")));
        }
    }

    // One word for each thing (translations/terms.tsv): a message that is a term, or a term
    // with " · %1" or a colon after it, is written exactly so and translated as listed; no
    // message is a term in another case or one of its forms to avoid.
    void termsAreUsedEverywhere_data() { catalogues_data(); }
    void termsAreUsedEverywhere()
    {
        QFETCH(QString, language);
        if (sourceDir().isEmpty())
            QSKIP("GG_SOURCE_DIR not set (run through ctest)");
        QFile list(sourceDir() + QStringLiteral("/translations/terms.tsv"));
        QVERIFY2(list.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(list.errorString()));
        struct Term
        {
            QString english;
            QStringList chinese;
            QStringList avoid;
        };
        QList<Term> terms;
        const int column = language == QLatin1String("zh_CN") ? 1 : 2;
        while (!list.atEnd()) {
            const QString line = QString::fromUtf8(list.readLine()).chopped(1);
            if (line.startsWith(QLatin1Char('#')) || line.trimmed().isEmpty())
                continue;
            const QStringList fields = line.split(QLatin1Char('\t'));
            QVERIFY2(fields.size() >= 3, qPrintable(line));
            terms.append({fields[0], fields[column].split(QLatin1Char('|')),
                          fields.value(3).split(QLatin1Char('|'), Qt::SkipEmptyParts)});
        }
        QVERIFY(terms.size() > 50);

        // The message's own words: no mnemonic, no " · %1" or colon after them.
        static const QRegularExpression suffix(QStringLiteral("( · %\\d|:|：)$"));
        static const QRegularExpression mnemonic(QStringLiteral("\\(&.\\)|&(?=.)"));
        const auto bare = [](QString text) {
            text.remove(mnemonic);
            return text.remove(suffix).trimmed();
        };
        QString error;
        const QList<Message> messages = readTs(
            sourceDir() + QStringLiteral("/translations/gridgames_%1.ts").arg(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        int used = 0;
        for (const Message &m : messages) {
            const QString source = bare(m.source);
            const QString where = m.context + QStringLiteral(": \"") + m.source + QLatin1Char('"');
            for (const Term &term : terms) {
                if (source == term.english) {
                    ++used;
                    if (!term.chinese.contains(bare(m.translation)))
                        problems << where + QStringLiteral(" is translated \"") + m.translation +
                                        QStringLiteral("\", the terms say ") +
                                        term.chinese.join(QStringLiteral(" or "));
                } else if (source.compare(term.english, Qt::CaseInsensitive) == 0 ||
                           term.avoid.contains(source)) {
                    problems << where + QStringLiteral(": say \"") + term.english +
                                    QLatin1Char('"');
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(used > 100, qPrintable(QString::number(used))); // the list is really in use
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
