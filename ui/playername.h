#pragma once
// The player's name for high-score tables: asked once, the first time a score qualifies,
// and remembered. In non-interactive runs (tests, --screenshot) it is never asked.

#include <QString>

#include <functional>

class QWidget;

namespace gg::ui::PlayerName {

void setInteractive(bool interactive);
// Calls `done` with the name, asking first if none is stored yet (asynchronously).
void withName(QWidget *parent, const std::function<void(const QString &)> &done);
QString fallbackName();
// Closes every open prompt without an answer (its `done` never runs): quitting leaves the
// score pending in the save, to be asked for at the next start.
void dropOpenPrompts();

} // namespace gg::ui::PlayerName
