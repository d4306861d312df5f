#include "memory/memorypage.h"

#include "common/appearance.h"
#include "common/shapenames.h"
#include "common/sound.h"
#include "common/theme.h"

#include "appsettings.h"
#include "common/boardview.h"
#include "common/linecursor.h"
#include "highscoresdialog.h"
#include "memory/memorycontroller.h"
#include "memory/memoryfacepainter.h"
#include "memory/memoryscene.h"

#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gg::ui {
namespace {

using memory::Mode;
using memory::Opponent;
using memory::Status;

enum ModeChoice { SoloChoice, HumanChoice, ComputerChoice };

const memory::Level Levels[] = {memory::Level::Easy, memory::Level::Medium, memory::Level::Hard,
                                memory::Level::Expert};

// The accent of each player's box: blue and orange, apart for every kind of colour vision;
// the box of the player to move also gets a ▶ and a thicker rim, so colour is never needed.
const char *const PlayerAccent[2] = {"#2a62a8", "#9a4a0e"}; // text ≥ 5:1 on the tints
const char *const PlayerTint[2] = {"#e1ecf9", "#fbe9da"};

int modeChoice(const memory::Options &options)
{
    if (options.mode == Mode::Solo)
        return SoloChoice;
    return options.opponent == Opponent::Human ? HumanChoice : ComputerChoice;
}

} // namespace

MemoryPage::MemoryPage(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new MemoryController(this, seed);
    m_scene = new MemoryScene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); });
    setVersus(
        &m_controller->versus(), [this] { m_controller->resign(); }, [this] { refreshLabels(); });
    buildPanel();

    connect(m_scene, &MemoryScene::cardClicked, this, &MemoryPage::onCardClicked);
    connect(m_scene->message(), &MessageItem::buttonClicked, this, [this](int id) {
        if (id == Resume) {
            m_controller->setPaused(false);
        } else if (id == PlayAgain) {
            m_controller->newGame();
        }
    });

    connect(m_controller, &MemoryController::boardReset, this, [this] {
        m_scene->setGame(m_controller->game());
        // A restored finished game was already counted; only a game finished here is new.
        m_finishDismissed = true;
        m_lastRank = -1;
        refreshOptions();
        refreshLabels();
        refreshMessage();
    });
    connect(m_controller, &MemoryController::flipped, this,
            [this](const memory::FlipResult &result) {
                m_scene->sync(m_controller->game());
                sayFlip(result);
            });
    connect(m_controller, &MemoryController::mismatchHidden, this,
            [this] { m_scene->sync(m_controller->game()); });
    connect(m_controller, &MemoryController::scoreChanged, this, &MemoryPage::refreshLabels);
    connect(m_controller, &MemoryController::clockChanged, this, &MemoryPage::refreshTime);
    connect(m_controller, &MemoryController::pausedChanged, this, [this](bool paused) {
        m_scene->setCardsHidden(paused);
        refreshLabels();
        refreshMessage();
        emit actionsChanged();
    });
    connect(m_controller, &MemoryController::finished, this, &MemoryPage::onFinished);
    connect(m_controller, &MemoryController::gameStarted, this, &MemoryPage::beginGame);
    connect(m_controller, &MemoryController::changed, this, [this] {
        refreshLabels();
        emit stateChanged();
        emit actionsChanged();
    });

    setAnimationsEnabled(AppSettings::animations());
    m_scene->setGame(m_controller->game());
    retranslate();
}

void MemoryPage::buildPanel()
{
    for (int player = 0; player < 2; ++player) {
        PlayerBox &box = m_players[player];
        box.frame = new QFrame(this);
        box.frame->setObjectName(QStringLiteral("player%1").arg(player));
        auto *row = new QHBoxLayout(box.frame);
        row->setContentsMargins(10, 6, 10, 6);
        box.name = new QLabel(box.frame);
        box.name->setWordWrap(true);
        box.pairs = new QLabel(box.frame);
        QFont big = box.pairs->font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        big.setBold(true);
        box.pairs->setFont(big);
        box.pairs->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row->addWidget(box.name, 1);
        row->addWidget(box.pairs);
        sidePanel()->addWidget(box.frame);
    }
    m_moves = addInfo(&m_movesCaption);
    m_time = addInfo(&m_timeCaption);
    m_bestMoves = addInfo(&m_bestMovesCaption);
    m_bestTime = addInfo(&m_bestTimeCaption);

    m_pairsLeft = addInfo(&m_pairsLeftCaption);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    sidePanel()->addWidget(m_status);

    m_newButton = new QPushButton(this);
    m_pauseButton = new QPushButton(this);
    m_resignButton = new QPushButton(this);
    bindButton(m_newButton, gameAction(GameAction::New));
    bindButton(m_pauseButton, gameAction(GameAction::Pause));
    bindButton(m_resignButton, gameAction(GameAction::Resign));
    addButtons({m_newButton, m_pauseButton, m_resignButton});
    sidePanel()->addSpacing(10);

    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QComboBox(this);
    m_sizeBox->setObjectName(QStringLiteral("sizeBox"));
    for (const memory::Size &size : memory::offeredSizes())
        m_sizeBox->addItem(QString(), QString::fromStdString(memory::sizeKey(size)));
    m_modeLabel = new QLabel(this);
    m_modeBox = new QComboBox(this);
    for (int i = 0; i < 3; ++i)
        m_modeBox->addItem(QString(), i);
    m_levelLabel = new QLabel(this);
    m_levelBox = new QComboBox(this);
    for (memory::Level level : Levels)
        m_levelBox->addItem(QString(), int(level));
    m_firstLabel = new QLabel(this);
    m_firstBox = new QComboBox(this);
    m_firstBox->addItem(QString(), 0);
    m_firstBox->addItem(QString(), 1);
    const std::pair<QLabel *, QComboBox *> options[] = {{m_sizeLabel, m_sizeBox},
                                                        {m_modeLabel, m_modeBox},
                                                        {m_levelLabel, m_levelBox},
                                                        {m_firstLabel, m_firstBox}};
    for (const auto &[label, box] : options) {
        addOption(label, box);
        sidePanel()->addWidget(label);
        sidePanel()->addWidget(box);
        connect(box, &QComboBox::activated, this, &MemoryPage::applyOptions);
    }
    sidePanel()->addStretch(1);
}

QString MemoryPage::sizeName(memory::Size size)
{
    return tr("%1 × %2").arg(size.cols).arg(size.rows);
}

QString MemoryPage::levelName(memory::Level level)
{
    switch (level) {
    case memory::Level::Easy:
        return tr("Easy");
    case memory::Level::Medium:
        return tr("Medium");
    case memory::Level::Hard:
        return tr("Hard");
    case memory::Level::Expert:
        return tr("Expert");
    }
    return QString();
}

QString MemoryPage::playerName(int player) const
{
    const memory::Options &options = m_controller->game().options();
    if (options.opponent == Opponent::Computer)
        return player == 0 ? tr("You") : tr("Computer");
    return player == 0 ? tr("Player 1") : tr("Player 2");
}

// The card's number as the board reads it: 1, 2, … row by row.
int MemoryPage::cardNumber(memory::Point p) const
{
    return p.row * m_controller->game().size().cols + p.col + 1;
}

QString MemoryPage::faceWord(int kind) const
{
    // What the cards show: the theme's pictures (not in high contrast, which draws symbols);
    // a 汉字 pair is its character and its picture: "日 (sun)".
    const Theme &theme = Themes::instance().current(gameId());
    if (!Appearance::instance().highContrast() && theme.hasPictures()) {
        const int picture = (kind - 1) % MemoryFaces::KindCount + 1;
        const QString first = theme.pictureName(picture);
        const QString second = theme.pictureName(picture, QStringLiteral("b"));
        if (!first.isEmpty() && !second.isEmpty())
            return tr("%1 (%2)").arg(shapeWord(first), shapeWord(second));
        if (!first.isEmpty())
            return shapeWord(first);
    }
    return shapeWord(MemoryFaces::shapeName(kind));
}

// A screen reader hears the card turned, then a pair or no match and whose turn it is.
void MemoryPage::sayFlip(const memory::FlipResult &result)
{
    const memory::Game &game = m_controller->game();
    if (result.outcome == memory::FlipOutcome::Ignored)
        return;
    const bool versus = game.options().mode == memory::Mode::Versus;
    if (result.outcome == memory::FlipOutcome::Match)
        playSound(Sound::Match);
    else if (result.outcome == memory::FlipOutcome::Mismatch)
        playSound(Sound::NoMatch);
    else
        playSound(Sound::Flip);
    if (result.finished) {
        // Solo: always a win; versus the computer: the human's result; two people: a win.
        const std::optional<int> winner = game.winner();
        const bool computer = versus && game.options().opponent == Opponent::Computer;
        playSound(!versus                    ? Sound::Win
                  : !winner                  ? Sound::Draw
                  : computer && *winner == 1 ? Sound::Lose
                                             : Sound::Win);
    }
    const int number = cardNumber(result.cell);
    const QString face = faceWord(result.kind);
    QStringList said{
        versus ? tr("%1 turned card %2: %3.").arg(playerName(result.player)).arg(number).arg(face)
               : tr("Card %1: %2.").arg(number).arg(face)};
    if (result.outcome == memory::FlipOutcome::Match) {
        said.append(tr("A pair: %1 and %1.").arg(face));
        if (!result.finished)
            said.append(tr("Pairs left: %1.").arg(game.pairsLeft()));
    } else if (result.outcome == memory::FlipOutcome::Mismatch) {
        said.append(tr("No match: %1 and %2.").arg(faceWord(game.kindAt(result.first)), face));
        if (versus)
            said.append(tr("%1 to play.").arg(playerName(game.currentPlayer())));
    }
    accessCellsChanged();
    announce(sentences(said));
}

QString MemoryPage::accessBoardName() const
{
    const memory::Size size = m_controller->game().size();
    return tr("Memory table, %1 rows × %2 columns").arg(size.rows).arg(size.cols);
}

int MemoryPage::accessRows() const
{
    return m_controller->game().size().rows;
}

int MemoryPage::accessColumns() const
{
    return m_controller->game().size().cols;
}

QString MemoryPage::accessCellName(int row, int column) const
{
    const memory::Game &game = m_controller->game();
    const memory::Point p{row, column};
    QString what;
    if (m_controller->paused())
        what = tr("hidden (paused)");
    else if (game.state(p) == memory::CardState::FaceDown)
        what = tr("face down");
    else if (game.state(p) == memory::CardState::Matched)
        what = tr("matched: %1").arg(faceWord(game.kindAt(p)));
    else
        what = tr("face up: %1").arg(faceWord(game.kindAt(p)));
    return tr("Card %1 (row %2, column %3): %4")
        .arg(cardNumber({row, column}))
        .arg(row + 1)
        .arg(column + 1)
        .arg(what);
}

QRectF MemoryPage::accessCellRect(int row, int column) const
{
    const QPointF c = m_scene->cellCentre({row, column});
    return {c.x() - MemoryScene::CardWidth / 2, c.y() - MemoryScene::CardHeight / 2,
            MemoryScene::CardWidth, MemoryScene::CardHeight};
}

int MemoryPage::accessCursor() const
{
    const memory::Point p = m_scene->cursorCell();
    return cardNumber(p) - 1;
}

void MemoryPage::accessActivate(int row, int column)
{
    onCardClicked({row, column});
}

QString MemoryPage::howToPlay() const
{
    return tr("<h3>Memory</h3>"
              "<p>All cards lie face down; every picture is on exactly two cards. Turn two "
              "cards. If they match, the pair stays face up. If not, both are shown for a "
              "moment and then turned back (your next click turns them back at once). "
              "Remember where you saw each picture!</p>"
              "<p><b>Solo:</b> find every pair. Moves (pairs of cards turned) and time are "
              "counted; the fewest moves and the shortest time are kept for each board "
              "size.</p>"
              "<p><b>Two players</b> or <b>against the computer:</b> take turns; whoever "
              "finds a pair goes again. Whoever has more pairs at the end wins. The "
              "computer's level is its memory: on Easy it forgets most of what it saw, on "
              "Expert it remembers every card and plays the best odds.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Click a card to turn it</li>"
              "<li>Arrow keys: move the cursor (found pairs are skipped); Enter or Space: "
              "turn the card</li>"
              "<li>P: pause (the cards are hidden and the clock stops); Ctrl+N: new "
              "game</li></ul>"
              "<p>There is no undo or hint: they would show hidden cards.</p>") +
           abandonedGameNote();
}

bool MemoryPage::offersAction(GameAction action) const
{
    // Undo would show cards that were turned back, and a hint would show hidden ones.
    return action == GameAction::New || action == GameAction::Restart ||
           action == GameAction::Pause;
}

bool MemoryPage::actionEnabled(GameAction action) const
{
    const memory::Game &game = m_controller->game();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return game.moves() > 0 || game.firstTurned().has_value();
    case GameAction::Pause:
        return game.status() == Status::Playing;
    case GameAction::Resign:
    case GameAction::Undo:
    case GameAction::Redo:
    case GameAction::Hint:
        return false;
    }
    return false;
}

void MemoryPage::runAction(GameAction action)
{
    switch (action) {
    case GameAction::New:
        m_controller->newGame(MemoryController::savedOptions());
        break;
    case GameAction::Restart:
        m_controller->restart();
        break;
    case GameAction::Pause:
        m_controller->togglePause();
        break;
    case GameAction::Resign:
    case GameAction::Undo:
    case GameAction::Redo:
    case GameAction::Hint:
        break;
    }
}

bool MemoryPage::isPaused() const
{
    return m_controller->paused();
}

void MemoryPage::deactivated()
{
    // The clock (and the computer) stop when the tab is left or the window loses focus.
    if (m_controller->clockRunning() || m_controller->computerPending())
        m_controller->setPaused(true);
}

void MemoryPage::setAnimationsEnabled(bool on)
{
    GamePage::setAnimationsEnabled(on);
    if (!on)
        m_scene->finishAnimations();
}

void MemoryPage::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
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
        if (!m_controller->paused()) {
            m_scene->setCursorVisible(true);
            turnCard(m_scene->cursorCell());
        }
        break;
    default:
        return;
    }
    *handled = true;
}

void MemoryPage::moveCursor(int dRow, int dCol)
{
    if (m_controller->paused())
        return;
    const memory::Game &game = m_controller->game();
    const memory::Point from = m_scene->cursorCell();
    if (!m_scene->cursorVisible()) {
        m_scene->setCursorVisible(true);
    }
    // In its own direction only; found pairs are skipped (linecursor.h).
    const memory::Size size = game.size();
    const std::optional<memory::Point> best = nextInLine(
        from, dRow, dCol,
        [&size](memory::Point p) {
            return p.row >= 0 && p.col >= 0 && p.row < size.rows && p.col < size.cols;
        },
        [&game](memory::Point p) { return game.state(p) != memory::CardState::Matched; });
    if (best)
        m_scene->setCursorCell(*best);
    accessCursorMoved();
}

void MemoryPage::onCardClicked(memory::Point cell)
{
    // The mouse takes over: the focus ring hides, but the keyboard carries on from here.
    m_scene->setCursorVisible(false);
    m_scene->setCursorCell(cell);
    accessCursorMoved();
    turnCard(cell);
}

// Turns the card as a click or Enter does; a reader hears why a card did not turn.
void MemoryPage::turnCard(memory::Point cell)
{
    const memory::Game &game = m_controller->game();
    const memory::CardState before = game.state(cell);
    if (!m_controller->flip(cell) && game.status() == memory::Status::Playing &&
        !m_controller->paused() && before != memory::CardState::FaceDown &&
        game.state(cell) == before) {
        announce(before == memory::CardState::Matched
                     ? tr("Card %1 is already matched.").arg(cardNumber(cell))
                     : tr("Card %1 is already face up.").arg(cardNumber(cell)));
    }
}

void MemoryPage::onFinished()
{
    m_scene->sync(m_controller->game());
    m_finishDismissed = false;
    m_lastRank = -1;
    const memory::Game &game = m_controller->game();
    if (game.options().mode == Mode::Solo) {
        GameRecord record;
        record.entry.score = game.moves();
        record.entry.timeMs = game.elapsedMs();
        record.entry.date = QDateTime::currentDateTimeUtc();
        // Two tables per size: fewest moves (then time) and shortest time (then moves).
        const QString key = MemoryController::variantKey(game.size());
        record.tables = {{key, ScoreOrder::LowerIsBetter},
                         {MemoryController::fastestKey(game.size()), ScoreOrder::FasterIsBetter}};
        recordResult(record, [this](int rank) { m_lastRank = rank; });
    }
    refreshLabels();
    refreshMessage();
}

void MemoryPage::refreshMessage()
{
    MessageItem *message = m_scene->message();
    const memory::Game &game = m_controller->game();
    if (m_controller->paused()) {
        message->showMessage(tr("Paused"), tr("The cards are hidden and the clock is stopped."),
                             {{Resume, tr("Resume")}});
        return;
    }
    if (game.status() != Status::Finished || m_finishDismissed) {
        message->hideMessage();
        return;
    }
    QString title;
    QString text;
    const QList<MessageItem::Button> buttons = {{PlayAgain, tr("Play Again")}};
    if (game.options().mode == Mode::Solo) {
        title = tr("All pairs found!");
        // A finished game has at least six moves, so the plural never needs a singular.
        text = tr("%1 moves in %2.").arg(game.moves()).arg(formatDuration(game.elapsedMs()));
        const memory::Improvement up = m_controller->lastImprovement();
        if (up.moves && up.time)
            text += QLatin1Char('\n') + tr("New record: fewest moves and shortest time!");
        else if (up.moves)
            text += QLatin1Char('\n') + tr("New record: fewest moves!");
        else if (up.time)
            text += QLatin1Char('\n') + tr("New record: shortest time!");
    } else {
        const int winner = game.winner().value_or(-1);
        const bool computer = game.options().opponent == Opponent::Computer;
        if (winner < 0)
            title = tr("Draw");
        else if (computer)
            title = winner == 0 ? tr("You win!") : tr("You lose");
        else
            title = tr("Winner: %1").arg(playerName(winner));
        text = tr("Pairs: %1 %2, %3 %4.")
                   .arg(playerName(0))
                   .arg(game.pairs(0))
                   .arg(playerName(1))
                   .arg(game.pairs(1));
    }
    message->showResult(title, text, buttons);
}

void MemoryPage::refreshTime(qint64 ms)
{
    m_time->setText(formatDuration(ms));
}

void MemoryPage::refreshLabels()
{
    const QLocale locale;
    const memory::Game &game = m_controller->game();
    const bool solo = game.options().mode == Mode::Solo;
    for (QLabel *label :
         {m_movesCaption, m_moves, m_bestMovesCaption, m_bestMoves, m_bestTimeCaption, m_bestTime})
        label->setVisible(solo);
    for (QLabel *label : {m_pairsLeftCaption, m_pairsLeft})
        label->setVisible(!solo);
    for (const PlayerBox &box : m_players)
        box.frame->setVisible(!solo);

    m_moves->setText(locale.toString(game.moves()));
    refreshTime(game.elapsedMs());
    const memory::Best best = MemoryController::best(game.size());
    const QString none = QStringLiteral("—");
    m_bestMoves->setText(best.fewestMoves ? locale.toString(*best.fewestMoves) : none);
    m_bestTime->setText(best.shortestMs ? formatDuration(*best.shortestMs) : none);
    m_pairsLeft->setText(locale.toString(game.pairsLeft()));

    const bool playing = game.status() == Status::Playing;
    // The box of the player to move is highlighted; at the end, the winner's.
    const int winner = game.winner().value_or(-1);
    m_highlighted = solo ? -1 : playing ? game.currentPlayer() : winner;
    for (int player = 0; player < 2; ++player) {
        const PlayerBox &box = m_players[player];
        const bool current = player == m_highlighted;
        const QString mark = !current  ? QString()
                             : playing ? QStringLiteral("▶ ")
                                       : QStringLiteral("★ ");
        box.name->setText(mark + playerName(player));
        QFont font = box.name->font();
        font.setBold(current);
        box.name->setFont(font);
        box.pairs->setText(locale.toString(game.pairs(player)));
        const Appearance &look = Appearance::instance();
        const bool high = look.highContrast();
        // Dark: deep tints of the players' colours, their accents lightened to read.
        const char *const darkTint[2] = {"#1f3550", "#4a2c16"};
        QString tint = current ? QLatin1String(PlayerTint[player]) : QStringLiteral("#f4f0e8");
        QString border = current ? QLatin1String(PlayerAccent[player]) : QStringLiteral("#d8d0c2");
        if (high) {
            tint = HighContrast::Ground.name();
            border = (current ? HighContrast::Accent : HighContrast::Ink).name();
        } else if (look.dark()) {
            tint = current ? QLatin1String(darkTint[player]) : QStringLiteral("#333338");
            border = current ? look.textColour(QLatin1String(PlayerAccent[player]))
                             : QStringLiteral("#55555c");
        }
        box.frame->setStyleSheet(
            QStringLiteral("QFrame#player%1 { background: %2; border: %3px solid %4; "
                           "border-radius: 8px; }")
                .arg(player)
                .arg(tint)
                .arg(current ? 3 : 1)
                .arg(border));
        // The pairs in the player's colour, readable on the box's own tint.
        box.pairs->setStyleSheet(
            QStringLiteral("color: %1;")
                .arg(high ? HighContrast::Ink.name()
                          : Appearance::readableOn(QColor(QLatin1String(PlayerAccent[player])),
                                                   QColor(tint), 4.5)
                                .name()));
    }

    QString status;
    if (m_controller->paused()) {
        status = tr("Paused. Press P or click Resume to go on.");
    } else if (!playing) {
        status = solo ? tr("All pairs found.") : tr("Game over.");
    } else if (solo) {
        status =
            game.firstTurned() ? tr("Now find its partner.") : tr("Turn two cards to find a pair.");
    } else if (game.options().opponent == Opponent::Computer) {
        status = game.currentPlayer() == 0 ? tr("Your turn") : tr("Computer's turn…");
    } else {
        status = tr("%1's turn").arg(playerName(game.currentPlayer()));
    }
    m_status->setText(status);

    refreshActions();
}

void MemoryPage::fillFirstPlayerBox()
{
    const bool computer = m_modeBox->currentData().toInt() == ComputerChoice;
    m_firstBox->setItemText(0, computer ? tr("You") : tr("Player 1"));
    m_firstBox->setItemText(1, computer ? tr("Computer") : tr("Player 2"));
}

void MemoryPage::refreshOptions()
{
    const memory::Options &options = m_controller->game().options();
    const QString sizeKey = QString::fromStdString(memory::sizeKey(options.size));
    // A restored game may use a valid size the list does not offer: it joins the list.
    if (m_sizeBox->findData(sizeKey) < 0)
        m_sizeBox->addItem(sizeName(options.size), sizeKey);
    m_sizeBox->setCurrentIndex(m_sizeBox->findData(sizeKey));
    m_modeBox->setCurrentIndex(m_modeBox->findData(modeChoice(options)));
    m_levelBox->setCurrentIndex(m_levelBox->findData(int(options.computerLevel)));
    // Solo keeps the versus settings it would use, so switching back restores them.
    const memory::Options saved = MemoryController::savedOptions();
    m_firstBox->setCurrentIndex(options.mode == Mode::Solo ? saved.firstPlayer
                                                           : options.firstPlayer);
    fillFirstPlayerBox();
    const int mode = m_modeBox->currentData().toInt();
    m_levelBox->setEnabled(mode == ComputerChoice);
    m_levelLabel->setEnabled(mode == ComputerChoice);
    m_firstBox->setEnabled(mode != SoloChoice);
    m_firstLabel->setEnabled(mode != SoloChoice);
}

void MemoryPage::applyOptions()
{
    memory::Options options;
    const auto size = memory::sizeFromKey(m_sizeBox->currentData().toString().toStdString());
    options.size = size.value_or(memory::Size{4, 4});
    const int mode = m_modeBox->currentData().toInt();
    options.mode = mode == SoloChoice ? Mode::Solo : Mode::Versus;
    options.opponent = mode == HumanChoice ? Opponent::Human : Opponent::Computer;
    options.computerLevel = memory::Level(m_levelBox->currentData().toInt());
    options.firstPlayer = options.mode == Mode::Solo ? 0 : m_firstBox->currentData().toInt();
    if (options == m_controller->game().options() || !confirmLeaving()) {
        refreshOptions(); // the boxes show the game's options
        return;
    }
    m_controller->newGame(options);
}

QList<ScoreBoard> MemoryPage::scoreBoards() const
{
    QList<ScoreBoard> boards;
    for (const memory::Size &size : memory::offeredSizes()) {
        boards.append({MemoryController::variantKey(size),
                       tr("%1 · fewest moves").arg(sizeName(size)), ScoreOrder::LowerIsBetter,
                       tr("Moves"), true});
        boards.append({MemoryController::fastestKey(size), tr("%1 · fastest").arg(sizeName(size)),
                       ScoreOrder::FasterIsBetter, tr("Moves"), true});
    }
    return boards;
}

QList<StatsBoard> MemoryPage::statsBoards() const
{
    QList<StatsBoard> boards;
    for (memory::Level level : Levels)
        boards.append({MemoryController::statsKey(level),
                       tr("Human vs Computer · %1").arg(levelName(level)), true, true});
    return boards;
}

QString MemoryPage::statusText() const
{
    return m_status->text();
}

QString MemoryPage::movesText() const
{
    return m_moves->text();
}

QString MemoryPage::timeText() const
{
    return m_time->text();
}

QString MemoryPage::pairsText(int player) const
{
    return m_players[player & 1].pairs->text();
}

void MemoryPage::retranslate()
{
    m_movesCaption->setText(tr("Moves"));
    m_timeCaption->setText(tr("Time"));
    m_bestMovesCaption->setText(tr("Fewest moves"));
    m_bestTimeCaption->setText(tr("Best time"));
    m_pairsLeftCaption->setText(tr("Pairs left"));
    m_sizeLabel->setText(tr("Board size"));
    m_modeLabel->setText(tr("Players"));
    m_levelLabel->setText(tr("Computer's memory"));
    m_levelLabel->setToolTip(tr("Easy forgets most cards it has seen; Expert remembers every "
                                "card and plays the best odds."));
    m_levelBox->setToolTip(m_levelLabel->toolTip());
    m_firstLabel->setText(tr("Who moves first"));
    for (int i = 0; i < m_sizeBox->count(); ++i) {
        const auto size = memory::sizeFromKey(m_sizeBox->itemData(i).toString().toStdString());
        if (size)
            m_sizeBox->setItemText(i, sizeName(*size));
    }
    m_modeBox->setItemText(SoloChoice, tr("Solo"));
    m_modeBox->setItemText(HumanChoice, tr("Two Players"));
    m_modeBox->setItemText(ComputerChoice, tr("Human vs Computer"));
    for (int i = 0; i < m_levelBox->count(); ++i)
        m_levelBox->setItemText(i, levelName(memory::Level(m_levelBox->itemData(i).toInt())));
    refreshOptions();
    refreshLabels();
    refreshMessage();
}

} // namespace gg::ui
