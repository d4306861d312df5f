#pragma once
// The base of every game's tab: a BoardView on the left, a side panel on the right, and
// the small interface the main window drives (menu actions, saving, scores, language).

#include "highscores.h"

#include <QByteArray>
#include <QList>
#include <QWidget>

#include <functional>

class QGraphicsScene;
class QLabel;
class QVBoxLayout;

namespace gg::ui {

class BoardView;

enum class GameAction { New, Restart, Undo, Redo, Hint, Pause };

// A high-score table the High Scores dialog shows for this game.
struct ScoreBoard
{
    QString variant; // ASCII settings key, e.g. "4x4-2048"
    QString title;   // translated, e.g. "4×4, target 2048"
    ScoreOrder order = ScoreOrder::HigherIsBetter;
    QString scoreTitle; // translated column title: "Score", "Moves"
    bool showTime = false;
};

// A won/lost/drawn statistics row the dialog shows for this game.
struct StatsBoard
{
    QString variant; // ASCII, e.g. "8x6-expert"
    QString title;   // translated, e.g. "8×6 · Expert"
};

class GamePage : public QWidget
{
    Q_OBJECT
public:
    explicit GamePage(QWidget *parent = nullptr);

    virtual QString gameId() const = 0;
    virtual QString title() const = 0;
    // Rich text for the How to Play window.
    virtual QString howToPlay() const = 0;

    virtual bool supports(GameAction action) const = 0;
    virtual bool isActionEnabled(GameAction action) const { return supports(action); }
    virtual void trigger(GameAction action) = 0;
    virtual bool isPaused() const { return false; }

    // The game in progress as text (the core's save format), and back. restoreState returns
    // false for anything it cannot use; the page then keeps a fresh game.
    virtual QByteArray saveState() const = 0;
    virtual bool restoreState(const QByteArray &state) = 0;

    virtual QList<ScoreBoard> scoreBoards() const { return {}; }
    virtual QList<StatsBoard> statsBoards() const { return {}; }

    virtual void setAnimationsEnabled(bool on) { m_animations = on; }
    bool animationsEnabled() const { return m_animations; }
    // The tab became visible / hidden or the window lost focus: clocks pause.
    virtual void activated() {}
    virtual void deactivated() {}

    BoardView *view() const { return m_view; }

signals:
    void actionsChanged();
    // The game changed: the main window saves it soon (coalesced, on the event loop).
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;
    virtual void retranslate() = 0;

    // Builds the layout around `scene`; call once from the subclass constructor.
    void setBoard(QGraphicsScene *scene);
    QVBoxLayout *sidePanel() const { return m_side; }
    // A caption + big value pair in the side panel; returns the value label.
    QLabel *addInfo(QLabel **caption);
    // Offers `entry` to the variant's top-10 table: when it qualifies, the player's name is
    // asked (once, then remembered) and the entry stored; `stored(rank)` runs after that.
    // Returns the rank it will take, or -1 when it does not qualify.
    // The How to Play paragraph shared by the games with a computer opponent.
    static QString abandonedGameNote();
    int recordHighScore(const QString &variant, const ScoreEntry &entry, ScoreOrder order,
                        std::function<void(int rank)> stored = {});
    // The same for several tables at once (one name prompt); `stored` gets the first table's
    // rank. Returns the first table's rank, or -1.
    struct ScoreTable
    {
        QString variant;
        ScoreOrder order;
    };
    int recordHighScore(const QList<ScoreTable> &tables, const ScoreEntry &entry,
                        std::function<void(int rank)> stored = {});

    bool m_animations = true;

private:
    BoardView *m_view = nullptr;
    QVBoxLayout *m_side = nullptr;
};

} // namespace gg::ui
