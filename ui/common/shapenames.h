#pragma once
// The words a screen reader says for the drawn symbols of Lianliankan's tiles and Memory's
// cards ("fish", "crescent moon"), translated in the context "gg::ui::ShapeNames".

#include <QString>

namespace gg::ui {

// `key` is the symbol's ASCII name as the painters know it ("circle", "fish"); unknown keys
// come back as they are.
QString shapeWord(const QString &key);

} // namespace gg::ui
