#include "connectfour/connectfourpage.h"

#include "common/appearance.h"
#include "common/sound.h"

#include "appsettings.h"
#include "common/boardview.h"
#include "common/gamereview.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourreview.h"
#include "connectfour/connectfourscene.h"
#include "connectfour/connectfoursolver.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace gg::ui {
namespace {

constexpr int ReplyDelayMs = 380; // the computer's disc waits for the player's to land

} // namespace

ConnectFourPage::ConnectFourPage(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new ConnectFourController(this, seed);
    m_scene = new ConnectFourScene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); }, 100000);
    setVersus(
        &m_controller->versus(), [this] { m_controller->resign(); }, [this] { refreshLabels(); });

    m_turn = addInfo(&m_turnCaption);
    m_recordCaption = new QLabel(this);
    setTextColour(m_recordCaption, QStringLiteral("#6b6358"));
    m_recordCaption->setWordWrap(true);
    m_record = new QLabel(this);
    m_record->setWordWrap(true);
    QFont bold = m_record->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_record->setFont(bold);
    sidePanel()->addWidget(m_recordCaption);
    sidePanel()->addWidget(m_record);
    sidePanel()->addSpacing(8);

    m_newButton = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_redoButton = new QPushButton(this);
    m_hintButton = new QPushButton(this);
    m_resignButton = new QPushButton(this);
    m_analyseButton = new QPushButton(this);
    const std::pair<QPushButton *, GameAction> buttons[] = {{m_newButton, GameAction::New},
                                                            {m_undoButton, GameAction::Undo},
                                                            {m_redoButton, GameAction::Redo},
                                                            {m_hintButton, GameAction::Hint},
                                                            {m_resignButton, GameAction::Resign}};
    for (const auto &[button, which] : buttons)
        bindButton(button, gameAction(which));
    m_analyseAction =
        addAnalyseAction([this] { return m_controller->analysing(); },
                         [this](bool on) { m_controller->setAnalysis(on); }, m_analyseButton);
    addRecordActions([this] { return m_controller->record(); },
                     [this](const QString &text) { return importText(text); },
                     [this] { return m_controller->game().moveCount() > 0; }, QStringLiteral("c4"));
    m_review =
        makeReview([this] { return m_controller->game().over(); },
                   [this] { return GameReview::withSummary(m_resultText, reviewSummary()); });
    setReplay({[this] {
                   const c4::Game &game = m_controller->game();
                   return game.over() && game.moveCount() > 0;
               },
               [this] {
                   const std::vector<int> moves = m_controller->game().moves();
                   return m_review->steps(
                       int(moves.size()),
                       [&](int i) {
                           return tr("%1, column %2")
                               .arg(discName(i % 2 == 0 ? c4::Disc::Red : c4::Disc::Yellow))
                               .arg(moves[std::size_t(i)] + 1);
                       },
                       [this](int column) { return tr("Column %1").arg(column + 1); }, false);
               },
               [this](int moves) { showReplay(moves); }, [this] { return reviewSummary(); }});
    addButtons(
        {m_newButton, m_hintButton, m_undoButton, m_redoButton, m_analyseButton, m_resignButton});
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2);
    sidePanel()->addWidget(m_status);
    sidePanel()->addSpacing(8);

    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QComboBox(this);
    m_opponentLabel = new QLabel(this);
    m_opponentBox = new QComboBox(this);
    m_levelLabel = new QLabel(this);
    m_levelBox = new QComboBox(this);
    m_firstLabel = new QLabel(this);
    m_firstBox = new QComboBox(this);
    const std::pair<QLabel *, QComboBox *> rows[] = {{m_sizeLabel, m_sizeBox},
                                                     {m_opponentLabel, m_opponentBox},
                                                     {m_levelLabel, m_levelBox},
                                                     {m_firstLabel, m_firstBox}};
    for (const auto &[label, box] : rows) {
        addOption(label, box);
        sidePanel()->addWidget(label);
        sidePanel()->addWidget(box);
        connect(box, &QComboBox::activated, this, &ConnectFourPage::applyOptions);
    }
    sidePanel()->addStretch(1);

    view()->viewport()->setMouseTracking(true); // the ghost follows the mouse
    connect(m_scene, &ConnectFourScene::columnClicked, this, [this](int column) {
        m_scene->setCursorColumn(column);
        accessCursorMoved();
        play(column);
    });
    connect(m_scene, &ConnectFourScene::columnHovered, this,
            [this](int column) { m_scene->setCursorColumn(column); });
    connect(m_scene->message(), &MessageItem::buttonClicked, this, [this](int id) {
        if (id == Review) {
            openReplay();
            return;
        }
        m_scene->message()->hideMessage();
        trigger(id == Undo ? GameAction::Undo : GameAction::New);
    });

    connect(m_controller, &ConnectFourController::boardReset, this, [this] {
        m_scene->clearHint();
        m_hintShown = false;
        m_scene->setBoard(m_controller->game());
    });
    connect(m_controller, &ConnectFourController::dropped, this,
            [this](const c4::DropResult &result) {
                m_scene->clearHint();
                m_hintShown = false;
                m_scene->animateDrop(result, m_controller->game());
                // A screen reader hears the drop, then whose turn it is.
                const c4::Game &game = m_controller->game();
                playSound(Sound::Drop);
                if (result.status != c4::Status::Playing) {
                    const bool won = result.status != c4::Status::Draw;
                    const bool computerWon =
                        m_controller->vsComputer() && result.disc == game.computerDisc();
                    playSound(!won ? Sound::Draw : computerWon ? Sound::Lose : Sound::Win);
                }
                const bool computerMoved =
                    m_controller->vsComputer() && result.disc == game.computerDisc();
                const QString drop = computerMoved ? tr("Computer played column %1, row %2.")
                                                         .arg(result.column + 1)
                                                         .arg(result.row + 1)
                                                   : tr("%1 in column %2, row %3.")
                                                         .arg(discName(result.disc))
                                                         .arg(result.column + 1)
                                                         .arg(result.row + 1);
                QString next;
                if (!game.over() && m_controller->vsComputer() && !game.isComputerTurn())
                    next = tr("Your turn (%1).").arg(discName(game.toMove()));
                else if (!game.over() && !m_controller->vsComputer())
                    next = tr("%1 to play.").arg(discName(game.toMove()));
                accessCellsChanged();
                announce(sentences({drop, next}));
            });
    connect(m_controller, &ConnectFourController::refused, this,
            [this](int column, c4::DropError error) {
                playSound(Sound::Illegal);
                if (error == c4::DropError::ColumnFull) {
                    m_scene->refuseColumn(column);
                    announce(tr("Column %1 is full.").arg(column + 1));
                }
            });
    connect(m_controller, &ConnectFourController::statusChanged, this,
            &ConnectFourPage::refreshStatus);
    connect(m_controller, &ConnectFourController::thinkingChanged, this, [this] {
        refreshLabels();
        refreshGhost();
        emit actionsChanged();
    });
    connect(m_controller, &ConnectFourController::hintReady, this, [this](int column) {
        m_hintShown = true;
        m_scene->showHint(column, m_controller->game().toMove());
        refreshLabels();
    });
    connect(m_controller, &ConnectFourController::gameStarted, this, &ConnectFourPage::beginGame);
    connect(m_controller, &ConnectFourController::adviceReady, this, &ConnectFourPage::showAdvice);
    connect(m_controller, &ConnectFourController::changed, this, [this] {
        emit stateChanged();
        emit actionsChanged();
    });

    setAnimationsEnabled(AppSettings::animations());
    m_scene->setBoard(m_controller->game());
    m_scene->setCursorColumn(m_controller->game().width() / 2);
    retranslate();
    m_controller->newGame(m_controller->game().options());
}

void ConnectFourPage::setAnimationsEnabled(bool on)
{
    GamePage::setAnimationsEnabled(on);
    m_controller->setReplyDelay(on ? ReplyDelayMs : 0);
}

QString ConnectFourPage::howToPlay() const
{
    return tr("<h3>Connect Four</h3>"
              "<p>Red and Yellow take turns dropping a disc into a column; it falls to the "
              "lowest empty cell. Red moves first. The first to get four discs in a row "
              "&mdash; across, up and down, or diagonally &mdash; wins. If the board fills up "
              "with no four in a row, the game is a draw.</p>"
              "<p>The default board has 8 columns and 6 rows; the classic 7 × 6 board is an "
              "option. Play against the computer (Easy, Medium, Hard or Expert; the Expert "
              "plays perfectly wherever it can work the game out) or against a friend on the "
              "same computer.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Click a column to drop a disc there</li>"
              "<li>1–8 (1–7 on 7 × 6): drop into that column</li>"
              "<li>Left / Right: move the cursor; Enter, Space or Down: drop</li>"
              "<li>Ctrl+Z: undo (against the computer, your move and its reply); H: hint</li>"
              "</ul>"
              "<p>A game left unfinished with New game counts as a loss against the computer. "
              "The hint marks the game as assisted.</p>");
}

bool ConnectFourPage::offersAction(GameAction action) const
{
    return action != GameAction::Pause && action != GameAction::Restart &&
           action != GameAction::Resign;
}

QString ConnectFourPage::commandText(GameAction which) const
{
    // A board game takes a move back (悔棋).
    return which == GameAction::Undo ? tr("&Undo") : GamePage::commandText(which);
}

bool ConnectFourPage::actionEnabled(GameAction action) const
{
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Undo:
        return m_controller->canUndo();
    case GameAction::Redo:
        return m_controller->canRedo();
    case GameAction::Hint:
        return m_controller->humanToMove() && !m_controller->hinting();
    case GameAction::Resign:
    case GameAction::Restart:
    case GameAction::Pause:
        return false;
    }
    return false;
}

void ConnectFourPage::runAction(GameAction action)
{
    switch (action) {
    case GameAction::New:
        m_controller->newGame();
        break;
    case GameAction::Undo:
        m_controller->undo();
        break;
    case GameAction::Redo:
        m_controller->redo();
        break;
    case GameAction::Hint:
        m_controller->requestHint();
        break;
    case GameAction::Resign:
    case GameAction::Restart:
    case GameAction::Pause:
        break;
    }
}

// Each column's label: the result with best play and how many discs the winner still
// needs, or, where the solver has not proven it in time, the search's leaning with a "?".
void ConnectFourPage::showAdvice(const std::vector<c4::ColumnAdvice> &advice)
{
    QList<ConnectFourScene::ColumnLabel> labels;
    for (const c4::ColumnAdvice &a : advice) {
        ConnectFourScene::ColumnLabel label;
        if (a.playable && a.proven) {
            label.tone = a.score > 0 ? 1 : a.score < 0 ? -1 : 0;
            label.text = a.score > 0   ? tr("Win %1").arg(a.moves)
                         : a.score < 0 ? tr("Loss %1").arg(a.moves)
                                       : tr("Draw");
        } else if (a.playable) {
            label.estimate = true;
            label.tone = a.estimate;
            label.text = a.estimate > 0 ? tr("Good?") : a.estimate < 0 ? tr("Bad?") : tr("Even?");
        }
        labels.append(label);
    }
    m_scene->setColumnLabels(labels);
    const bool shown = !labels.isEmpty();
    if (shown != m_adviceShown) {
        m_adviceShown = shown;
        refreshLabels();
    }
}

bool ConnectFourPage::importText(const QString &text)
{
    if (text.size() > 1000) {
        m_scene->toast()->showToast(tr("That is not a Connect Four game: too long."));
        return false;
    }
    c4::Game::RecordError error = c4::Game::RecordError::None;
    int at = 0;
    m_scene->message()->hideMessage();
    if (m_controller->importRecord(text, &error, &at)) {
        refreshAll();
        m_scene->toast()->showToast(
            tr("Game pasted: %1 moves.").arg(m_controller->game().moveCount()));
        return true;
    }
    QString why;
    switch (error) {
    case c4::Game::RecordError::Empty:
        why = tr("There are no moves in it.");
        break;
    case c4::Game::RecordError::BadCharacter:
        why = tr("Move %1 is not a column number.").arg(at);
        break;
    case c4::Game::RecordError::ColumnOutOfRange:
        why = tr("Move %1 is beyond the board's columns.").arg(at);
        break;
    case c4::Game::RecordError::ColumnFull:
        why = tr("Move %1 drops into a full column.").arg(at);
        break;
    case c4::Game::RecordError::AfterEnd:
        why = tr("Move %1 comes after the game was over.").arg(at);
        break;
    case c4::Game::RecordError::None:
        break;
    }
    m_scene->toast()->showToast(tr("That is not a Connect Four game. %1").arg(why), 3000);
    return false;
}

QStringList ConnectFourPage::analysisTexts() const
{
    return m_scene->columnLabelTexts();
}

void ConnectFourPage::play(int column)
{
    if (m_scene->message()->isShown())
        return;
    m_controller->drop(column);
}

void ConnectFourPage::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return; // Ctrl+1… switch games, Ctrl+Z undoes: the window's shortcuts
    const int key = event->key();
    const int width = m_controller->game().width();
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        const int column = key - Qt::Key_1;
        if (column >= width)
            return;
        *handled = true;
        m_scene->setCursorColumn(column);
        play(column);
        return;
    }
    switch (key) {
    case Qt::Key_Left:
        m_scene->setCursorColumn(m_scene->cursorColumn() - 1);
        accessCursorMoved();
        break;
    case Qt::Key_Right:
        m_scene->setCursorColumn(m_scene->cursorColumn() + 1);
        accessCursorMoved();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Down:
        play(m_scene->cursorColumn());
        break;
    default:
        return;
    }
    *handled = true;
}

QString ConnectFourPage::levelTitle(c4::Level level) const
{
    switch (level) {
    case c4::Level::Easy:
        return tr("Easy");
    case c4::Level::Medium:
        return tr("Medium");
    case c4::Level::Hard:
        return tr("Hard");
    case c4::Level::Expert:
        return tr("Expert");
    }
    return {};
}

const c4::Game &ConnectFourPage::shownGame() const
{
    return m_replayGame ? *m_replayGame : m_controller->game();
}

void ConnectFourPage::showReplay(int moves)
{
    m_scene->clearHint();
    m_hintShown = false;
    if (moves < 0) {
        m_replayGame.reset();
        m_scene->setBoard(m_controller->game());
        refreshGhost();
        return;
    }
    c4::Game game = m_controller->game();
    while (game.moveCount() > moves && game.undo()) {
    }
    m_replayGame = game;
    m_scene->setGhost(c4::Disc::None);
    m_scene->setBoard(game);
    // A mistake: the column that would have kept the result, in the mover's colour.
    if (const int better = m_review->betterMove(reviewKey(), moves); better >= 0)
        m_scene->showHint(better, moves % 2 == 1 ? c4::Disc::Red : c4::Disc::Yellow);
}

QString ConnectFourPage::reviewKey() const
{
    const c4::Game &game = m_controller->game();
    return QStringLiteral("%1x%2:%3")
        .arg(game.width())
        .arg(game.height())
        .arg(m_controller->record());
}

QString ConnectFourPage::reviewSummary() const
{
    const c4::Game &game = m_controller->game();
    const c4::Disc computer = game.computerDisc();
    return m_review->summary(reviewKey(), [computer](int i) {
        return (i % 2 == 0 ? c4::Disc::Red : c4::Disc::Yellow) != computer;
    });
}

QString ConnectFourPage::accessBoardName() const
{
    const c4::Game &game = shownGame();
    return tr("Connect Four board, %1 columns × %2 rows").arg(game.width()).arg(game.height());
}

int ConnectFourPage::accessColumns() const
{
    return shownGame().width();
}

QString ConnectFourPage::accessCellName(int, int column) const
{
    const c4::Game &game = shownGame();
    QStringList discs;
    for (int row = 0; row < game.height() && game.at(column, row) != c4::Disc::None; ++row)
        discs.append(discName(game.at(column, row)).toLower());
    QString what;
    if (discs.isEmpty())
        what = tr("empty; next row 1");
    else if (discs.size() >= game.height())
        what = tr("full: %1").arg(discs.join(tr(", ")));
    else
        what = tr("%1; next row %2", "the discs from the bottom up")
                   .arg(discs.join(tr(", ")))
                   .arg(discs.size() + 1);
    return tr("Column %1: %2").arg(column + 1).arg(what);
}

QRectF ConnectFourPage::accessCellRect(int, int column) const
{
    const c4::Game &game = shownGame();
    const QPointF top = m_scene->cellCentre(column, game.height() - 1);
    const QPointF bottom = m_scene->cellCentre(column, 0);
    const qreal half = ConnectFourScene::Cell / 2;
    return QRectF(top.x() - half, top.y() - half, 2 * half, bottom.y() - top.y() + 2 * half);
}

int ConnectFourPage::accessCursor() const
{
    return std::clamp(m_scene->cursorColumn(), 0, shownGame().width() - 1);
}

void ConnectFourPage::accessActivate(int, int column)
{
    if (replaying())
        return;
    m_scene->setCursorColumn(column);
    play(column);
}

QString ConnectFourPage::discName(c4::Disc disc) const
{
    return disc == c4::Disc::Red ? tr("Red") : tr("Yellow");
}

QString ConnectFourPage::statusText() const
{
    return m_status->text();
}

QString ConnectFourPage::turnText() const
{
    return m_turn->text();
}

QString ConnectFourPage::recordText() const
{
    return m_record->text();
}

void ConnectFourPage::refreshGhost()
{
    const bool canPlay = m_controller->humanToMove() && !m_scene->message()->isShown();
    m_scene->setGhost(canPlay ? m_controller->game().toMove() : c4::Disc::None);
    m_scene->setBanner(m_controller->thinking() ? tr("Computer is thinking…") : QString());
}

void ConnectFourPage::refreshLabels()
{
    const c4::Game &game = m_controller->game();
    const c4::Options &options = game.options();
    const bool vsComputer = m_controller->vsComputer();

    QString turn;
    QString colour = QStringLiteral("#3c4658");
    if (game.over()) {
        turn = tr("Game over");
    } else {
        const c4::Disc disc = game.toMove();
        colour = disc == c4::Disc::Red ? QStringLiteral("#c8202a") : QStringLiteral("#7a5800");
        if (!vsComputer)
            turn = discName(disc);
        else if (game.isComputerTurn())
            turn = tr("Computer (%1)").arg(discName(disc));
        else
            turn = tr("You (%1)").arg(discName(disc));
    }
    m_turn->setText(turn);
    m_turn->setStyleSheet(
        QStringLiteral("color: %1;").arg(Appearance::instance().textColour(colour)));

    if (vsComputer) {
        const GameStats stats = Statistics::read(gameId(), m_controller->variant());
        const QLocale locale;
        m_recordCaption->setText(tr("Record · %1 × %2 · %3")
                                     .arg(game.width())
                                     .arg(game.height())
                                     .arg(levelTitle(options.level)));
        m_record->setText(tr("Won %1 · Lost %2 · Drawn %3")
                              .arg(locale.toString(stats.won), locale.toString(stats.lost),
                                   locale.toString(stats.drawn)));
    } else {
        m_recordCaption->setText(tr("Record"));
        m_record->setText(tr("Two-player games are not counted."));
    }

    if (m_controller->thinking())
        m_status->setText(tr("Computer is thinking…"));
    else if (m_controller->hinting())
        m_status->setText(tr("Looking for the best move…"));
    else if (m_hintShown && m_scene->hintColumn() >= 0)
        m_status->setText(tr("Hint: column %1.").arg(m_scene->hintColumn() + 1));
    else if (m_adviceShown)
        m_status->setText(tr("Analysis: the result of each column with best play, and the "
                             "winner's discs still to play; “?” marks an estimate."));
    else if (game.assisted() && vsComputer)
        m_status->setText(tr("Assisted game (hint or analysis used)."));
    else
        m_status->clear();

    refreshActions();

    const QSignalBlocker b1(m_sizeBox), b2(m_opponentBox), b3(m_levelBox), b4(m_firstBox);
    m_sizeBox->setCurrentIndex(qMax(0, m_sizeBox->findData(game.width())));
    m_opponentBox->setCurrentIndex(vsComputer ? 0 : 1);
    m_levelBox->setCurrentIndex(static_cast<int>(options.level));
    m_firstBox->setCurrentIndex(static_cast<int>(options.first));
    m_levelBox->setEnabled(vsComputer);
    m_firstBox->setEnabled(vsComputer);
}

void ConnectFourPage::refreshStatus()
{
    const c4::Game &game = m_controller->game();
    const c4::Status status = game.status();
    if (status == c4::Status::Playing) {
        m_scene->message()->hideMessage();
    } else {
        QString title;
        QString text;
        const bool vsComputer = m_controller->vsComputer();
        if (status == c4::Status::Draw) {
            title = tr("Draw");
            text = tr("The board is full and nobody has four in a row.");
        } else {
            const c4::Disc winner = status == c4::Status::RedWon ? c4::Disc::Red : c4::Disc::Yellow;
            // Moves are the winner's own discs, not both players'.
            int discs = 0;
            for (int col = 0; col < game.width(); ++col)
                for (int row = 0; row < game.height(); ++row)
                    discs += game.at(col, row) == winner;
            if (vsComputer && winner != game.computerDisc()) {
                title = tr("You win!");
                text = tr("Four in a row in %1 moves.").arg(discs);
            } else if (vsComputer) {
                title = tr("You lose");
                text = tr("The computer made four in a row.");
            } else {
                title = tr("Winner: %1").arg(discName(winner));
                text = tr("Four in a row in %1 moves.").arg(discs);
            }
        }
        QList<MessageItem::Button> buttons{{PlayAgain, tr("Play Again")}};
        if (m_controller->canUndo())
            buttons.append({Undo, tr("Undo")});
        buttons.append({Review, tr("Review")});
        // The review runs once per finished game; its summary joins the text when done.
        const c4::Game &over = m_controller->game();
        const std::vector<int> moves = over.moves();
        const int width = over.width();
        const int height = over.height();
        m_review->start(reviewKey(), [moves, width, height](const std::atomic<bool> &stop) {
            c4::Solver solver(22);
            return c4::reviewGame(width, height, moves, solver, 8'000'000, &stop);
        });
        m_resultText = text;
        m_scene->message()->showResult(title, GameReview::withSummary(text, reviewSummary()),
                                       buttons);
    }
    refreshLabels();
    refreshGhost();
}

void ConnectFourPage::refreshAll()
{
    refreshStatus();
}

void ConnectFourPage::fillCombos()
{
    const QSignalBlocker b1(m_sizeBox), b2(m_opponentBox), b3(m_levelBox), b4(m_firstBox);
    m_sizeBox->clear();
    m_sizeBox->addItem(tr("8 × 6 (large)"), 8);
    m_sizeBox->addItem(tr("7 × 6 (classic)"), 7);
    m_opponentBox->clear();
    m_opponentBox->addItem(tr("Human vs Computer"), 1);
    m_opponentBox->addItem(tr("Two Players"), 0);
    m_levelBox->clear();
    for (c4::Level level : {c4::Level::Easy, c4::Level::Medium, c4::Level::Hard, c4::Level::Expert})
        m_levelBox->addItem(levelTitle(level), static_cast<int>(level));
    m_firstBox->clear();
    m_firstBox->addItem(tr("You start"), 0);
    m_firstBox->addItem(tr("Computer starts"), 1);
    m_firstBox->addItem(tr("Random"), 2);
}

void ConnectFourPage::setOptions(const c4::Options &options)
{
    m_scene->message()->hideMessage();
    m_controller->newGame(options);
    m_scene->setCursorColumn(m_controller->game().width() / 2);
}

void ConnectFourPage::applyOptions()
{
    c4::Options options = m_controller->game().options();
    options.width = m_sizeBox->currentData().toInt();
    options.height = c4::DefaultHeight;
    options.opponent =
        m_opponentBox->currentData().toInt() == 1 ? c4::Opponent::Computer : c4::Opponent::Human;
    options.level = static_cast<c4::Level>(m_levelBox->currentData().toInt());
    options.first = static_cast<c4::FirstPlayer>(m_firstBox->currentData().toInt());
    if (options == m_controller->game().options())
        return;
    if (!confirmLeaving()) {
        refreshAll(); // the boxes show the game's options again
        return;
    }
    setOptions(options);
}

QList<StatsBoard> ConnectFourPage::statsBoards() const
{
    QList<StatsBoard> boards;
    for (int width : {8, 7})
        for (c4::Level level :
             {c4::Level::Easy, c4::Level::Medium, c4::Level::Hard, c4::Level::Expert})
            boards.append(
                {ConnectFourController::variantKey(width, c4::DefaultHeight, level),
                 tr("%1 × %2 · %3").arg(width).arg(c4::DefaultHeight).arg(levelTitle(level)), true,
                 true});
    return boards;
}

void ConnectFourPage::retranslate()
{
    m_turnCaption->setText(tr("Turn"));
    m_sizeLabel->setText(tr("Board"));
    m_opponentLabel->setText(tr("Opponent"));
    m_levelLabel->setText(tr("Level"));
    m_firstLabel->setText(tr("Who moves first"));
    copyGameAction()->setToolTip(tr("Copies the moves as column digits (such as 4453), the "
                                    "format other Connect Four solvers read."));
    pasteGameAction()->setToolTip(
        tr("Plays the column digits on the clipboard as a two-player game."));
    m_analyseAction->setToolTip(
        tr("Shows what each column is worth with best play. Marks the game as assisted."));
    fillCombos();
    refreshAll();
}

} // namespace gg::ui
