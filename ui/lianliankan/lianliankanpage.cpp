#include "lianliankan/lianliankanpage.h"

#include "common/appearance.h"
#include "common/shapenames.h"
#include "common/sound.h"
#include "common/theme.h"

#include "common/boardview.h"
#include "highscoresdialog.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanscene.h"
#include "lianliankan/linkcursor.h"
#include "lianliankan/linksymbolpainter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gg::ui {
namespace {

constexpr link::Level Levels[] = {link::Level::Easy, link::Level::Normal, link::Level::Hard,
                                  link::Level::Relaxed};

// Share of the countdown under which the clock shows red.
constexpr qreal LowTime = 0.2;

QFont scaledFont(const QFont &base, qreal factor, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

} // namespace

LianliankanPage::LianliankanPage(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new LianliankanController(this, seed);
    m_scene = new LianliankanScene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); });
    buildSidePanel();
    connectBoard();
    connectController();
    m_controller->newGame();
    retranslate();
}

// Score, combo, time, tiles and best; the buttons; the status line; level and gravity.
void LianliankanPage::buildSidePanel()
{
    m_score = addInfo(&m_scoreCaption);
    m_combo = new QLabel(this);
    m_combo->setFont(scaledFont(m_combo->font(), 1.0, true));
    setTextColour(m_combo, QStringLiteral("#a8401a"));
    sidePanel()->addWidget(m_combo);
    m_time = addInfo(&m_timeCaption);
    m_tiles = addInfo(&m_tilesCaption);
    m_best = addInfo(&m_bestCaption);
    sidePanel()->addSpacing(8);

    m_newButton = new QPushButton(this);
    m_hintButton = new QPushButton(this);
    m_shuffleButton = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_pauseButton = new QPushButton(this);
    m_shuffleAction = addExtraAction(
        [this] {
            touch();
            m_controller->shuffle();
        },
        [this] {
            const link::Game &game = m_controller->game();
            return game.status() == link::Status::Playing && !m_controller->paused() &&
                   game.shufflesLeft() > 0;
        });
    m_shuffleAction->setShortcut(QKeySequence(Qt::Key_S));
    m_shuffleAction->setShortcutContext(Qt::WidgetShortcut); // S on the board is handled there
    bindButton(m_newButton, gameAction(GameAction::New));
    bindButton(m_hintButton, gameAction(GameAction::Hint));
    bindButton(m_shuffleButton, m_shuffleAction);
    bindButton(m_undoButton, gameAction(GameAction::Undo));
    bindButton(m_pauseButton, gameAction(GameAction::Pause));
    m_analyseButton = new QPushButton(this);
    m_analyseAction = addAnalyseAction([this] { return m_controller->analysing(); },
                                       [this](bool on) {
                                           m_controller->setAnalysis(on);
                                           if (m_statusLine == StatusLine::None)
                                               setStatusLine(StatusLine::None);
                                       },
                                       m_analyseButton);
    addButtons(
        {m_newButton, m_hintButton, m_shuffleButton, m_undoButton, m_pauseButton, m_analyseButton});
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    sidePanel()->addWidget(m_status);

    m_levelLabel = new QLabel(this);
    m_levelBox = new QComboBox(this);
    for (link::Level level : Levels)
        m_levelBox->addItem(QString(), int(level));
    addOption(m_levelLabel, m_levelBox);
    m_gravityBox = new QCheckBox(this);
    addOption(m_gravityBox);
    sidePanel()->addWidget(m_levelLabel);
    sidePanel()->addWidget(m_levelBox);
    sidePanel()->addWidget(m_gravityBox);
    sidePanel()->addSpacing(6);
    m_keysLabel = new QLabel(this);
    m_keysLabel->setWordWrap(true);
    setTextColour(m_keysLabel, QStringLiteral("#6b6358"));
    sidePanel()->addWidget(m_keysLabel);
    sidePanel()->addStretch(1);
    connect(m_levelBox, &QComboBox::activated, this, &LianliankanPage::applyOptions);
    connect(m_gravityBox, &QCheckBox::clicked, this, &LianliankanPage::applyOptions);
}

// Input from the board: keys, clicks, right-clicks and the end-of-game box's buttons.
void LianliankanPage::connectBoard()
{
    connect(m_scene, &LianliankanScene::cellClicked, this, &LianliankanPage::clickCell);
    connect(m_scene, &LianliankanScene::cellRightClicked, this, [this](link::Point cell) {
        touch();
        highlightKindAt(cell);
    });
    connect(m_scene->message(), &MessageItem::buttonClicked, this,
            &LianliankanPage::messageButtonClicked);
}

// What the game does, drawn: each controller signal has its handler below.
void LianliankanPage::connectController()
{
    using C = LianliankanController;
    connect(m_controller, &C::boardReset, this, &LianliankanPage::showNewBoard);
    connect(m_controller, &C::selectionChanged, this, &LianliankanPage::showSelection);
    connect(m_controller, &C::matched, this, &LianliankanPage::showMatch);
    connect(m_controller, &C::refused, this, [this](link::Point a, link::Point b) {
        m_scene->showRefused(a, b);
        setStatusLine(StatusLine::Refused);
        playSound(Sound::NoMatch);
        announce(tr("No path joins %1 and %2 with two turns or fewer; %2 is selected.")
                     .arg(cellWords(a), cellWords(b)));
        m_spokenSelection = b;
    });
    connect(m_controller, &C::hintReady, this, [this](const link::Pair &pair) {
        m_scene->showHint(pair);
        setStatusLine(StatusLine::Hint);
    });
    connect(m_controller, &C::shuffled, this, [this] {
        m_scene->showShuffle(m_controller->game().board());
        m_scene->toast()->showToast(tr("Tiles reshuffled"), 1400);
    });
    connect(m_controller, &C::shuffleRefused, this, [this] {
        setStatusLine(StatusLine::NoShuffles);
        m_scene->toast()->showToast(tr("No shuffles left"), 1400);
    });
    connect(m_controller, &C::scoreChanged, this, &LianliankanPage::refreshLabels);
    connect(m_controller, &C::clockChanged, this, &LianliankanPage::refreshClock);
    connect(m_controller, &C::pausedChanged, this, [this](bool paused) {
        m_scene->setPaused(paused);
        refreshStatus();
        refreshLabels();
    });
    connect(m_controller, &C::statusChanged, this, &LianliankanPage::refreshStatus);
    connect(m_controller, &C::finished, this, &LianliankanPage::recordGame);
    connect(m_controller, &C::gameStarted, this, &LianliankanPage::beginGame);
    connect(m_controller, &C::changed, this, [this] {
        refreshLabels();
        emit stateChanged();
        emit actionsChanged();
    });
}

void LianliankanPage::messageButtonClicked(int id)
{
    m_scene->message()->hideMessage();
    touch();
    if (id == PlayAgain)
        m_controller->newGame();
    else if (id == Continue)
        m_controller->setPaused(false);
}

// A new deal (new game, restore, undo past a reshuffle): the whole board is drawn again.
void LianliankanPage::showNewBoard()
{
    if (m_controller->analysing())
        m_controller->setAnalysis(true); // a new game is assisted too
    const link::Game &game = m_controller->game();
    m_scene->setBoard(game.board(), game.timed());
    m_scene->setPaused(m_controller->paused());
    if (!game.board().contains(m_cursor))
        m_cursor = {0, 0};
    m_scene->setCursorCell(m_cursor, m_cursorVisible);
    m_lastRank = -1;
    m_lastMatchMs = -1;
    m_spokenSecond = -1;
    m_tickedSecond = -1;
    m_spokenSelection = game.selection();
    setStatusLine(StatusLine::None);
    refreshLabels();
}

void LianliankanPage::showSelection()
{
    const link::Game &game = m_controller->game();
    const auto selection = game.selection();
    // A selection of another kind ends the "same kind" marking.
    if (m_scene->highlightKind() != 0 && selection &&
        game.board().at(*selection) != m_scene->highlightKind())
        m_scene->setHighlightKind(0);
    m_scene->setSelection(selection);
    // A screen reader hears the selection, and a second tile of another kind as no match.
    if (selection != m_spokenSelection) {
        const auto before = m_spokenSelection;
        m_spokenSelection = selection;
        accessCellsChanged();
        if (!selection)
            announce(tr("Selection cleared."));
        else if (before && game.board().at(*before) != 0 &&
                 game.board().at(*before) != game.board().at(*selection))
            announce(tr("No match: %1 and %2. Selected %2.")
                         .arg(cellWords(*before), cellWords(*selection)));
        else
            announce(tr("Selected %1.").arg(cellWords(*selection)));
    }
}

QString LianliankanPage::tileWord(int kind) const
{
    // What the tile shows: the theme's picture (not in high contrast, which draws symbols).
    const Theme &theme = Themes::instance().current(gameId());
    if (!Appearance::instance().highContrast() && theme.hasPictures()) {
        const QString name = theme.pictureName((kind - 1) % LinkSymbolPainter::KindCount + 1);
        if (!name.isEmpty())
            return shapeWord(name);
    }
    return shapeWord(LinkSymbolPainter::name(kind));
}

// "fish (row 2, column 7)"
QString LianliankanPage::cellWords(link::Point p) const
{
    return tr("%1 (row %2, column %3)")
        .arg(tileWord(m_controller->game().board().at(p)))
        .arg(p.row + 1)
        .arg(p.col + 1);
}

QString LianliankanPage::accessBoardName() const
{
    const link::Board &board = m_controller->game().board();
    return tr("Lianliankan board, %1 rows × %2 columns").arg(board.rows()).arg(board.cols());
}

int LianliankanPage::accessRows() const
{
    return m_controller->game().board().rows();
}

int LianliankanPage::accessColumns() const
{
    return m_controller->game().board().cols();
}

QString LianliankanPage::accessCellName(int row, int column) const
{
    const link::Game &game = m_controller->game();
    const link::Point p{row, column};
    const int kind = game.board().at(p);
    QString what;
    if (kind == 0)
        what = tr("empty");
    else if (m_controller->paused())
        what = tr("hidden (paused)");
    else if (game.selection() == p)
        what = tr("%1, selected").arg(tileWord(kind));
    else
        what = tileWord(kind);
    return tr("Row %1, column %2: %3").arg(row + 1).arg(column + 1).arg(what);
}

QRectF LianliankanPage::accessCellRect(int row, int column) const
{
    return {m_scene->cellPos({row, column}),
            QSizeF(LianliankanScene::CellW, LianliankanScene::CellH)};
}

int LianliankanPage::accessCursor() const
{
    const link::Board &board = m_controller->game().board();
    if (!board.contains(m_cursor))
        return -1;
    return m_cursor.row * board.cols() + m_cursor.col;
}

void LianliankanPage::accessActivate(int row, int column)
{
    if (m_controller->paused() || m_controller->game().status() != link::Status::Playing)
        return;
    clickCell({row, column});
}

// A removed pair: its path and the tiles' exit, the points gained over the pair, and a
// toast when the game had to reshuffle because no removable pair was left.
void LianliankanPage::showMatch(const link::MatchResult &result)
{
    const link::Game &game = m_controller->game();
    m_scene->setHighlightKind(0);
    m_scene->clearHint();
    m_scene->animateMatch(result, game.board());
    playSound(result.won ? Sound::Win : Sound::Match);
    {
        // A screen reader hears the pair, the path's turns and what is left.
        const int turns = std::max(0, int(result.path.size()) - 2);
        QStringList said{tr("Matched two %1: row %2, column %3 and row %4, column %5.")
                             .arg(tileWord(result.kind))
                             .arg(result.a.row + 1)
                             .arg(result.a.col + 1)
                             .arg(result.b.row + 1)
                             .arg(result.b.col + 1),
                         turns == 0   ? tr("The path is straight.")
                         : turns == 1 ? tr("The path makes one turn.")
                                      : tr("The path makes two turns.")};
        if (result.combo > 0)
            said.append(tr("Combo ×%1.").arg(result.combo + 1));
        if (!result.won)
            said.append(tr("Tiles left: %1.").arg(game.tilesLeft()));
        m_spokenSelection.reset();
        accessCellsChanged();
        announce(sentences(said));
    }
    const QPointF mid = (m_scene->cellCenter(result.a) + m_scene->cellCenter(result.b)) / 2;
    m_lastMatchMs = game.elapsedMs();
    m_scene->showPopup(mid, QStringLiteral("+%1").arg(result.gained),
                       result.combo > 0 ? tr("Combo ×%1").arg(result.combo + 1) : QString(),
                       result.combo > 0 ? QColor(0xd0, 0x4a, 0x10) : QColor(0x2a, 0x5a, 0xa8));
    if (result.reshuffled)
        m_scene->toast()->showToast(tr("No removable pair left: tiles reshuffled"));
    setStatusLine(StatusLine::None);
    refreshLabels();
}

QString LianliankanPage::howToPlay() const
{
    return tr("<h3>Lianliankan</h3>"
              "<p>Clear the board by removing pairs of equal tiles. Click one tile, then "
              "another of the same kind: they are removed when a line of at most three "
              "straight segments (two turns) joins them through empty cells. The line may "
              "run around the outside of the board.</p>"
              "<p>Every deal can be cleared. When no pair is left to remove, the remaining "
              "tiles are reshuffled automatically; you may also reshuffle a few times per "
              "game yourself. Quick successive matches earn a combo bonus; a win against "
              "the clock earns a point for every second left. In the gravity variant, "
              "tiles fall down to fill the gaps.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Click a tile to select it; click it again to drop the selection</li>"
              "<li>Arrow keys: move the cursor; Enter or Space: select the tile under it</li>"
              "<li>Right-click a tile, or press K: mark every tile of that kind</li>"
              "<li>H: hint; S: shuffle; P: pause; Ctrl+Z: undo; Esc: drop the "
              "selection</li></ul>"
              "<p>Hint and Undo mark a score as assisted. The game pauses by itself when "
              "the window loses focus or you switch to another game.</p>");
}

bool LianliankanPage::offersAction(GameAction action) const
{
    return action != GameAction::Resign;
}

bool LianliankanPage::actionEnabled(GameAction action) const
{
    const link::Game &game = m_controller->game();
    const bool playing = game.status() == link::Status::Playing;
    const bool paused = m_controller->paused();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return game.canUndo() || game.elapsedMs() > 0 || !playing;
    case GameAction::Undo:
        return !paused && game.canUndo();
    case GameAction::Redo:
        return !paused && game.canRedo() && playing;
    case GameAction::Hint:
        return !paused && playing;
    case GameAction::Pause:
        return playing;
    case GameAction::Resign:
        return false;
    }
    return false;
}

void LianliankanPage::runAction(GameAction action)
{
    switch (action) {
    case GameAction::New:
        m_controller->newGame();
        break;
    case GameAction::Restart:
        m_controller->restart();
        break;
    case GameAction::Undo:
        touch();
        m_controller->undo();
        break;
    case GameAction::Redo:
        touch();
        m_controller->redo();
        break;
    case GameAction::Hint:
        touch();
        m_controller->hint();
        break;
    case GameAction::Pause:
        touch();
        m_controller->setPaused(!m_controller->paused());
        break;
    case GameAction::Resign:
        break;
    }
}

bool LianliankanPage::isPaused() const
{
    return m_controller->paused();
}

void LianliankanPage::activated()
{
    m_controller->setActive(true);
}

void LianliankanPage::deactivated()
{
    // The clock must not run while nobody looks: pause (the cover hides the tiles).
    m_controller->setPaused(true);
    m_controller->setActive(false);
}

void LianliankanPage::touch()
{
    m_controller->setActive(true);
}

void LianliankanPage::clickCell(link::Point cell)
{
    touch();
    m_scene->finishAnimations();
    m_cursor = cell;
    m_cursorVisible = false; // the mouse is in use: hide the keyboard cursor
    m_scene->setCursorCell(m_cursor, false);
    accessCursorMoved();
    m_controller->select(cell);
}

void LianliankanPage::highlightKindAt(std::optional<link::Point> cell)
{
    const link::Game &game = m_controller->game();
    if (m_controller->paused() || game.status() != link::Status::Playing)
        return;
    const int kind = cell ? game.board().at(*cell) : 0;
    if (kind == 0 || kind == m_scene->highlightKind()) {
        m_scene->setHighlightKind(0);
        setStatusLine(StatusLine::None);
        return;
    }
    m_scene->setHighlightKind(kind);
    setStatusLine(StatusLine::SameKind, game.board().kindCounts()[kind]);
}

void LianliankanPage::moveCursor(int dRow, int dCol)
{
    const link::Board &board = m_controller->game().board();
    if (!m_cursorVisible) {
        // The first key shows where the cursor is; it moves from the next one on.
        m_cursorVisible = true;
        if (auto selection = m_controller->game().selection())
            m_cursor = *selection;
        if (!board.contains(m_cursor))
            m_cursor = {0, 0};
        m_scene->setCursorCell(m_cursor, true);
        accessCursorMoved();
        return;
    }
    const auto next = nextCursorCell(board, m_cursor, dRow, dCol);
    if (!next)
        return;
    m_cursor = *next;
    m_scene->setCursorCell(m_cursor, true);
    accessCursorMoved();
}

void LianliankanPage::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
    if (m_controller->paused() || m_controller->game().status() != link::Status::Playing)
        return;
    touch();
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(0, -1);
        break;
    case Qt::Key_Right:
        moveCursor(0, 1);
        break;
    case Qt::Key_Up:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Down:
        moveCursor(1, 0);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_cursorVisible) {
            moveCursor(0, 0); // shows the cursor
            break;
        }
        m_scene->finishAnimations();
        m_controller->select(m_cursor);
        break;
    case Qt::Key_K: {
        auto cell = m_controller->game().selection();
        if (!cell && m_cursorVisible)
            cell = m_cursor;
        highlightKindAt(cell);
        break;
    }
    case Qt::Key_S:
        m_controller->shuffle();
        break;
    case Qt::Key_Escape:
        m_controller->clearSelection();
        m_scene->setHighlightKind(0);
        m_scene->clearHint();
        setStatusLine(StatusLine::None);
        break;
    default:
        return;
    }
    *handled = true;
}

void LianliankanPage::setStatusLine(StatusLine line, int number)
{
    m_statusLine = line;
    m_statusNumber = number;
    switch (line) {
    case StatusLine::None:
        // The analysis: how many pairs can go now (the count the automatic reshuffle
        // waits for to reach 0).
        if (m_controller->analysing() && m_controller->game().status() == link::Status::Playing)
            m_status->setText(
                tr("Pairs you can remove now: %1").arg(m_controller->removablePairCount()));
        else
            m_status->clear();
        break;
    case StatusLine::Hint:
        m_status->setText(tr("Hint: the two green tiles can be joined."));
        break;
    case StatusLine::Refused:
        m_status->setText(tr("These two cannot be joined with at most two turns."));
        break;
    case StatusLine::SameKind:
        m_status->setText(tr("Tiles of this kind left: %1").arg(number));
        break;
    case StatusLine::NoShuffles:
        m_status->setText(tr("No shuffles left in this game."));
        break;
    }
}

void LianliankanPage::setTimeLow(bool low)
{
    // Style sheets are costly to re-apply; the clock ticks ten times a second.
    if (low == m_timeLow)
        return;
    m_timeLow = low;
    m_time->setStyleSheet(low ? QStringLiteral("color: %1;")
                                    .arg(Appearance::instance().highContrast()
                                             ? HighContrast::Accent.name()
                                             : QStringLiteral("#b3261e"))
                              : QString());
    refreshLabels(); // the caption says it in words too
}

void LianliankanPage::refreshClock()
{
    refreshActions(); // Restart depends on the clock having run
    const link::Game &game = m_controller->game();
    // The combo shows while the next quick match would still extend it.
    const bool comboLive = game.status() == link::Status::Playing && game.combo() > 0 &&
                           m_lastMatchMs >= 0 &&
                           game.elapsedMs() - m_lastMatchMs <= link::ComboWindowMs;
    m_combo->setText(comboLive ? tr("Combo ×%1").arg(game.combo() + 1) : QString());
    if (game.timed()) {
        const qint64 left = game.timeLeftMs();
        // A countdown shows whole seconds rounded up: it reads 0:00 only when time is up.
        const QString text = formatDuration(left + 999);
        const qreal fraction = qreal(left) / qreal(game.options().timeLimitMs);
        m_time->setText(text);
        setTimeLow(fraction <= LowTime);
        m_scene->setClock(fraction, text);
        // The last 30 seconds are said: every ten, then each of the last five; the last ten
        // tick.
        const int second = int((left + 999) / 1000);
        if (game.status() == link::Status::Playing && !m_controller->paused() &&
            second != m_tickedSecond && second > 0 && second <= 10) {
            m_tickedSecond = second;
            playSound(Sound::Tick);
        }
        if (game.status() == link::Status::Playing && !m_controller->paused() &&
            second != m_spokenSecond && second > 0 && second <= 30 &&
            (second % 10 == 0 || second <= 5)) {
            m_spokenSecond = second;
            announce(second == 1 ? tr("1 second left.") : tr("%1 seconds left.").arg(second));
        }
    } else {
        m_time->setText(formatDuration(game.elapsedMs()));
        setTimeLow(false);
    }
}

void LianliankanPage::refreshLabels()
{
    const QLocale locale;
    const link::Game &game = m_controller->game();
    m_score->setText(locale.toString(game.score()));
    m_timeCaption->setText(!game.timed() ? tr("Time")
                           : m_timeLow   ? tr("Time left: hurry!")
                                         : tr("Time left"));
    m_tiles->setText(locale.toString(game.tilesLeft()));
    // A new best waiting for the player's name counts already (the end box says so).
    qint64 best = m_controller->best();
    if (m_lastRank == 0 && game.status() == link::Status::Won)
        best = std::max(best, game.score());
    m_best->setText(locale.toString(best));
    m_shuffleAction->setText(tr("&Shuffle (%1)").arg(game.shufflesLeft()));
    refreshActions();
    const int index = m_levelBox->findData(int(game.level()));
    if (index >= 0)
        m_levelBox->setCurrentIndex(index);
    m_gravityBox->setChecked(game.options().gravity);
    refreshClock();
}

void LianliankanPage::refreshStatus()
{
    const link::Game &game = m_controller->game();
    refreshLabels();
    const QString time = formatDuration(game.elapsedMs());
    const QString score = QLocale().toString(game.score());
    switch (game.status()) {
    case link::Status::Won: {
        QString text = tr("Score: %1 · Time: %2").arg(score, time);
        if (m_lastRank == 0)
            text += QLatin1Char('\n') + tr("A new best score!");
        else if (m_lastRank > 0)
            text += QLatin1Char('\n') + tr("Rank %1 in the high scores.").arg(m_lastRank + 1);
        m_scene->message()->showResult(tr("You win!"), text, {{PlayAgain, tr("Play Again")}});
        break;
    }
    case link::Status::Lost:
        m_scene->message()->showResult(
            tr("Time is up"),
            tr("Tiles left: %1 · Score: %2").arg(QLocale().toString(game.tilesLeft()), score),
            {{PlayAgain, tr("Play Again")}});
        break;
    case link::Status::Playing:
        if (m_controller->paused())
            m_scene->message()->showMessage(tr("Paused"),
                                            tr("The clock is stopped. Press P or Continue."),
                                            {{Continue, tr("Continue")}});
        else
            m_scene->message()->hideMessage();
        break;
    }
}

void LianliankanPage::recordGame(bool won, qint64 score, qint64 timeMs, bool assisted)
{
    GameRecord record;
    record.statsVariant = m_controller->variant();
    record.outcome = won ? Statistics::Result::Won : Statistics::Result::Lost;
    record.entry.score = score;
    record.entry.timeMs = timeMs;
    record.entry.assisted = assisted;
    record.entry.date = QDateTime::currentDateTimeUtc();
    if (won)
        record.tables = {{m_controller->variant(), ScoreOrder::HigherIsBetter}};
    m_lastRank = recordResult(record, [this](int) { refreshLabels(); });
    if (!won)
        m_lastRank = -1;
    refreshStatus();
}

void LianliankanPage::applyOptions()
{
    const auto level = link::Level(m_levelBox->currentData().toInt());
    const bool gravity = m_gravityBox->isChecked();
    const link::Game &game = m_controller->game();
    if (level == game.level() && gravity == game.options().gravity)
        return;
    m_scene->message()->hideMessage();
    m_controller->newGame(level, gravity);
}

void LianliankanPage::gameRestored()
{
    m_lastRank = -1;
    refreshStatus();
}

QString LianliankanPage::levelName(link::Level level) const
{
    switch (level) {
    case link::Level::Easy:
        return tr("Easy");
    case link::Level::Normal:
        return tr("Normal");
    case link::Level::Hard:
        return tr("Hard");
    case link::Level::Relaxed:
        return tr("Relaxed");
    case link::Level::Custom:
        break;
    }
    return tr("Custom");
}

QString LianliankanPage::variantTitle(link::Level level, bool gravity) const
{
    return gravity ? tr("%1 · Gravity").arg(levelName(level)) : levelName(level);
}

QList<ScoreBoard> LianliankanPage::scoreBoards() const
{
    QList<ScoreBoard> boards;
    for (bool gravity : {false, true}) {
        for (link::Level level : Levels) {
            const QString key = LianliankanController::variantKey(level, gravity);
            const link::Game &game = m_controller->game();
            // The gravity tables appear once played, so the list stays short.
            const bool current = game.level() == level && game.options().gravity == gravity;
            if (gravity && !current && HighScores::entries(gameId(), key).isEmpty())
                continue;
            boards.append(
                {key, variantTitle(level, gravity), ScoreOrder::HigherIsBetter, tr("Score"), true});
        }
    }
    return boards;
}

QList<StatsBoard> LianliankanPage::statsBoards() const
{
    QList<StatsBoard> boards;
    for (bool gravity : {false, true})
        for (link::Level level : Levels)
            boards.append({LianliankanController::variantKey(level, gravity),
                           variantTitle(level, gravity), false,
                           false}); // won or lost: no draws, no computer to leave
    return boards;
}

void LianliankanPage::retranslate()
{
    m_scoreCaption->setText(tr("Score"));
    m_tilesCaption->setText(tr("Tiles left"));
    m_bestCaption->setText(tr("Best"));
    m_levelLabel->setText(tr("Level"));
    m_gravityBox->setText(tr("Gravity (tiles fall down)"));
    m_keysLabel->setText(tr("Keys: arrows and Enter to play, K marks a kind, S shuffles."));
    m_analyseAction->setToolTip(
        tr("Shows how many pairs can be removed now. Marks the game as assisted."));
    for (int i = 0; i < m_levelBox->count(); ++i) {
        const auto level = link::Level(m_levelBox->itemData(i).toInt());
        const link::Options options = link::levelOptions(level);
        m_levelBox->setItemText(
            i, tr("%1 · %2×%3").arg(levelName(level)).arg(options.cols).arg(options.rows));
    }
    setStatusLine(m_statusLine, m_statusNumber);
    refreshStatus();
    // The toast, if any, is short-lived; it is simply left to fade.
}

} // namespace gg::ui
