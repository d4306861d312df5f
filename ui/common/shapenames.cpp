#include "common/shapenames.h"

#include <QCoreApplication>

namespace gg::ui {

namespace {

struct Word
{
    const char *key;
    const char *text;
};

// Every symbol either game draws (the painters' ASCII names) and every picture of the
// built-in themes (their theme.ini [names]), with its words.
constexpr Word Words[] = {
    {"anchor", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "anchor")},
    {"apple", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "apple")},
    {"arrow", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "arrow")},
    {"bamboo1", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "1 of Bamboo")},
    {"bamboo2", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "2 of Bamboo")},
    {"bamboo3", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "3 of Bamboo")},
    {"bamboo4", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "4 of Bamboo")},
    {"bamboo5", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "5 of Bamboo")},
    {"bamboo6", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "6 of Bamboo")},
    {"bamboo7", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "7 of Bamboo")},
    {"bamboo8", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "8 of Bamboo")},
    {"bamboo9", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "9 of Bamboo")},
    {"banana", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "banana")},
    {"bear", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "bear")},
    {"bee", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "bee")},
    {"bell", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "bell")},
    {"bird", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "bird")},
    {"bolt", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "lightning bolt")},
    {"book", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "book")},
    {"butterfly", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "butterfly")},
    {"car", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "car")},
    {"carrot", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "carrot")},
    {"cat", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "cat")},
    {"characters1", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "1 of Characters")},
    {"characters2", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "2 of Characters")},
    {"characters3", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "3 of Characters")},
    {"characters4", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "4 of Characters")},
    {"characters5", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "5 of Characters")},
    {"characters6", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "6 of Characters")},
    {"characters7", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "7 of Characters")},
    {"characters8", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "8 of Characters")},
    {"characters9", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "9 of Characters")},
    {"check", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "check mark")},
    {"cherry", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "cherries")},
    {"chick", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "chick")},
    {"circle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "circle")},
    {"cloud", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "cloud")},
    {"clover", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "clover")},
    {"corn", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "corn")},
    {"cow", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "cow")},
    {"crescent", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "crescent moon")},
    {"crown", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "crown")},
    {"diamond", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "diamond")},
    {"dog", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "dog")},
    {"door", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "door")},
    {"dots1", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "1 of Dots")},
    {"dots2", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "2 of Dots")},
    {"dots3", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "3 of Dots")},
    {"dots4", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "4 of Dots")},
    {"dots5", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "5 of Dots")},
    {"dots6", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "6 of Dots")},
    {"dots7", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "7 of Dots")},
    {"dots8", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "8 of Dots")},
    {"dots9", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "9 of Dots")},
    {"drop", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "water drop")},
    {"east", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "East Wind")},
    {"eggplant", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "eggplant")},
    {"eye", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "eye")},
    {"fire", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "fire")},
    {"fish", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "fish")},
    {"flower", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "flower")},
    {"fox", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "fox")},
    {"frog", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "frog")},
    {"gear", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "gear")},
    {"grapes", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "grapes")},
    {"grass", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "grass")},
    {"green-dragon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "Green Dragon")},
    {"heart", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "heart")},
    {"hexagon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "hexagon")},
    {"hourglass", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "hourglass")},
    {"house", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "house")},
    {"kiwi", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "kiwi fruit")},
    {"ladybug", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "ladybird")},
    {"leaf", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "leaf")},
    {"lemon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "lemon")},
    {"lion", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "lion")},
    {"monkey", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "monkey")},
    {"moon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "moon")},
    {"mountain", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "mountain")},
    {"mouse", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "mouse")},
    {"mushroom", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "mushroom")},
    {"north", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "North Wind")},
    {"note", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "musical note")},
    {"notes", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "two musical notes")},
    {"orange", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "orange")},
    {"orchid", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "Orchid")},
    {"owl", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "owl")},
    {"panda", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "panda")},
    {"peach", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "peach")},
    {"pear", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "pear")},
    {"penguin", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "penguin")},
    {"person", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "person")},
    {"pig", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "pig")},
    {"pineapple", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "pineapple")},
    {"plum", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "Plum Blossom")},
    {"plus", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "plus sign")},
    {"rabbit", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "rabbit")},
    {"rain", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "rain")},
    {"red-dragon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "Red Dragon")},
    {"ring", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "ring")},
    {"saltire", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "diagonal cross")},
    {"sheep", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "sheep")},
    {"snowflake", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "snowflake")},
    {"south", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "South Wind")},
    {"spade", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "spade")},
    {"sparkle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "sparkle")},
    {"spiral", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "spiral")},
    {"square", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "square")},
    {"star", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "star")},
    {"strawberry", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "strawberry")},
    {"sun", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "sun")},
    {"tree", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "pine tree")},
    {"triangle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "triangle")},
    {"turtle", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "turtle")},
    {"umbrella", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "umbrella")},
    {"water", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "water")},
    {"watermelon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "watermelon")},
    {"waves", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "waves")},
    {"west", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "West Wind")},
    {"white-dragon", QT_TRANSLATE_NOOP("gg::ui::ShapeNames", "White Dragon")},
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
