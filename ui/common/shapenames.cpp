#include "common/shapenames.h"

#include <QCoreApplication>

namespace gg::ui {

namespace {

struct Word
{
    const char *key;
    const char *text;
};

// Every symbol either game draws (the painters' ASCII names), with its words.
constexpr Word Words[] = {
    {"anchor", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "anchor")},
    {"arrow", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "arrow")},
    {"bell", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "bell")},
    {"bolt", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "lightning bolt")},
    {"check", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "check mark")},
    {"circle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "circle")},
    {"cloud", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "cloud")},
    {"clover", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "clover")},
    {"crescent", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "crescent moon")},
    {"crown", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "crown")},
    {"diamond", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "diamond")},
    {"drop", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "water drop")},
    {"eye", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "eye")},
    {"fish", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "fish")},
    {"flower", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "flower")},
    {"gear", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "gear")},
    {"heart", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "heart")},
    {"hexagon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "hexagon")},
    {"hourglass", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "hourglass")},
    {"house", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "house")},
    {"leaf", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "leaf")},
    {"note", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "musical note")},
    {"notes", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "two musical notes")},
    {"plus", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "plus sign")},
    {"ring", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "ring")},
    {"saltire", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "diagonal cross")},
    {"snowflake", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "snowflake")},
    {"spade", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "spade")},
    {"sparkle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "sparkle")},
    {"spiral", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "spiral")},
    {"square", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "square")},
    {"star", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "star")},
    {"sun", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "sun")},
    {"tree", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "pine tree")},
    {"triangle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "triangle")},
    {"umbrella", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "umbrella")},
    {"waves", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "waves")},
};

} // namespace

QString shapeWord(const QString &key)
{
    for (const Word &word : Words) {
        if (key == QLatin1String(word.key))
            return QCoreApplication::translate("gg::ui::ShapeNames", word.text);
    }
    return key;
}

} // namespace gg::ui
