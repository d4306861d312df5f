#include "twenty48/twenty48page.h"

#include "common/boardview.h"
#include "common/sound.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48scene.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gg::ui {

Twenty48Page::Twenty48Page(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new Twenty48Controller(this, seed);
    m_scene = new Twenty48Scene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); });

    m_score = addInfo(&m_scoreCaption);
    m_best = addInfo(&m_bestCaption);
    m_variant = addInfo(&m_variantCaption);
    sidePanel()->addSpacing(8);

    m_newButton = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_hintButton = new QPushButton(this);
    m_autoButton = new QPushButton(this);
    m_autoAction =
        addExtraAction([this] { m_controller->setAutoPlay(!m_controller->autoPlaying()); },
                       [this] { return m_controller->game().status() == t48::Status::Playing; },
                       true, [this] { return m_controller->autoPlaying(); });
    bindButton(m_newButton, gameAction(GameAction::New));
    bindButton(m_undoButton, gameAction(GameAction::Undo));
    bindButton(m_hintButton, gameAction(GameAction::Hint));
    bindButton(m_autoButton, m_autoAction);
    m_analyseButton = new QPushButton(this);
    m_analyseAction =
        addAnalyseAction([this] { return m_controller->analysing(); },
                         [this](bool on) { m_controller->setAnalysis(on); }, m_analyseButton);
    addButtons({m_newButton, m_undoButton, m_hintButton, m_autoButton, m_analyseButton});
    connect(m_controller, &Twenty48Controller::analysisReady, this, &Twenty48Page::showAnalysis);
    addRecordActions([this] { return m_controller->record(); },
                     [this](const QString &text) { return importText(text); }, [] { return true; },
                     QStringLiteral("2048"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    sidePanel()->addWidget(m_status);
    sidePanel()->addSpacing(8);

    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QComboBox(this);
    for (int n = t48::MinSize; n <= t48::MaxSize; ++n)
        m_sizeBox->addItem(QStringLiteral("%1 × %1").arg(n), n);
    m_targetLabel = new QLabel(this);
    m_targetBox = new QComboBox(this);
    for (int t = 32; t <= 65536; t *= 2)
        m_targetBox->addItem(QString::number(t), t);
    addOption(m_sizeLabel, m_sizeBox);
    addOption(m_targetLabel, m_targetBox);
    sidePanel()->addWidget(m_sizeLabel);
    sidePanel()->addWidget(m_sizeBox);
    sidePanel()->addWidget(m_targetLabel);
    sidePanel()->addWidget(m_targetBox);
    sidePanel()->addStretch(1);

    connect(m_sizeBox, &QComboBox::activated, this, &Twenty48Page::applyOptions);
    connect(m_targetBox, &QComboBox::activated, this, &Twenty48Page::applyOptions);

    connect(m_scene, &Twenty48Scene::swiped, this, [this](t48::Direction dir) {
        if (m_controller->game().status() == t48::Status::Playing && !m_controller->move(dir)) {
            playSound(Sound::Illegal);
            announce(tr("Nothing moves %1.").arg(directionName(dir)));
        }
    });
    setReplay({[this] {
                   const t48::Game &game = m_controller->game();
                   return game.status() != t48::Status::Playing && game.moves() > 0;
               },
               [this] {
                   const t48::Game &game = m_controller->game();
                   QList<ReplayPanel::Step> steps;
                   for (int i = 1; i <= game.moves(); ++i)
                       steps.append(
                           {directionName(game.directionOf(i)),
                            tr("Score: %1").arg(QLocale().toString(game.snapshotAt(i).score)),
                            false});
                   return steps;
               },
               [this](int moves) { showReplay(moves); }, [] { return QString(); }, false});
    connect(m_scene->message(), &MessageItem::buttonClicked, this, [this](int id) {
        if (id == Replay) {
            openReplay();
            return;
        }
        m_scene->message()->hideMessage();
        if (id == KeepGoing)
            m_controller->keepGoing();
        else if (id == NewGame)
            m_controller->newGame();
        else if (id == Undo)
            m_controller->undo();
    });

    connect(m_controller, &Twenty48Controller::boardReset, this, [this] {
        m_scene->setBoard(m_controller->game().cells(), m_controller->game().size());
        refreshLabels();
    });
    connect(m_controller, &Twenty48Controller::moved, this, [this](const t48::MoveReport &report) {
        m_scene->animateMove(report, m_controller->game().cells());
        m_scene->showScorePopup(report.gained);
        playSound(report.reachedTarget         ? Sound::Win
                  : report.over                ? Sound::Lose
                  : report.mergedCells.empty() ? Sound::Slide
                                               : Sound::Merge);
        m_status->clear();
        // A screen reader hears the slide, the merges, the new tile and the score.
        const t48::Game &game = m_controller->game();
        const QLocale locale;
        QStringList said{tr("Moved %1.").arg(directionName(game.directionOf(game.moves())))};
        if (!report.mergedCells.empty()) {
            QStringList totals;
            for (const int cell : report.mergedCells)
                totals.append(locale.toString(game.cells()[std::size_t(cell)]));
            said.append(tr("Merged: %1.").arg(totals.join(tr(", "))));
        }
        if (report.spawn.index >= 0)
            said.append(tr("New %1 at row %2, column %3.")
                            .arg(report.spawn.value)
                            .arg(report.spawn.index / game.size() + 1)
                            .arg(report.spawn.index % game.size() + 1));
        said.append(tr("Score %1.").arg(locale.toString(game.score())));
        announce(sentences(said));
    });
    connect(m_controller, &Twenty48Controller::scoreChanged, this, [this] { refreshLabels(); });
    connect(m_controller, &Twenty48Controller::statusChanged, this, &Twenty48Page::refreshStatus);
    connect(m_controller, &Twenty48Controller::hintReady, this, [this](t48::Direction dir) {
        m_scene->showHint(dir);
        m_status->setText(tr("Hint: move %1.").arg(directionName(dir)));
    });
    connect(m_controller, &Twenty48Controller::autoPlayChanged, this, [this](bool on) {
        Q_UNUSED(on);
        emit actionsChanged();
    });
    connect(m_controller, &Twenty48Controller::thinkingChanged, this, [this](bool thinking) {
        if (thinking && !m_controller->autoPlaying())
            m_status->setText(tr("Thinking…"));
    });
    connect(m_controller, &Twenty48Controller::finished, this,
            [this](qint64 score, int maxTile, bool assisted, bool) {
                recordScore(score, maxTile, assisted);
            });
    connect(m_controller, &Twenty48Controller::gameStarted, this, [this] {
        beginGame();
        m_bestBefore = m_controller->best();
    });
    connect(m_controller, &Twenty48Controller::changed, this, [this] {
        emit stateChanged();
        emit actionsChanged();
    });

    m_controller->newGame();
    retranslate();
}

bool Twenty48Page::importText(const QString &text)
{
    m_scene->finishAnimations();
    m_scene->message()->hideMessage();
    if (text.size() <= 8 * 1024 * 1024 && m_controller->importRecord(text)) {
        m_bestBefore = m_controller->best();
        m_scene->toast()->showToast(tr("Game pasted: %1 moves.").arg(m_controller->game().moves()));
        return true;
    }
    m_scene->toast()->showToast(tr("That is not a 2048 game copied from Grid Games."), 3000);
    return false;
}

// Each legal slide's expected value (the helper's heuristic, in thousands) at the edge it
// slides to: the best one starred with its value, the others by how much less they expect.
void Twenty48Page::showAnalysis(const t48::SearchResult &result)
{
    QStringList texts;
    const int best = result.move ? static_cast<int>(*result.move) : -1;
    if (best >= 0) {
        const QString arrows[] = {QStringLiteral("←"), QStringLiteral("→"), QStringLiteral("↑"),
                                  QStringLiteral("↓")};
        const double top = double(result.scores[std::size_t(best)]);
        const QLocale locale;
        for (int i = 0; i < 4; ++i) {
            if (!result.legal[std::size_t(i)]) {
                texts << QString();
                continue;
            }
            const double value = double(result.scores[std::size_t(i)]);
            texts << (i == best
                          ? tr("★ %1 %2k").arg(arrows[i], locale.toString(value / 1000, 'f', 1))
                          : tr("%1 −%2k").arg(arrows[i],
                                              locale.toString((top - value) / 1000, 'f', 1)));
        }
    }
    m_scene->setDirectionLabels(texts, best);
}

void Twenty48Page::setAnimationsEnabled(bool on)
{
    GamePage::setAnimationsEnabled(on);
    m_controller->setAutoPlayDelay(on ? 120 : 0);
}

QString Twenty48Page::howToPlay() const
{
    return tr("<h3>2048</h3>"
              "<p>Slide all tiles left, right, up or down. Two equal tiles that meet merge into "
              "one of double value, and you score its value. A tile made by a merge does not "
              "merge again in the same move.</p>"
              "<p>After every move a new tile (2, or sometimes 4) appears on an empty cell. "
              "Make a tile of the target value (2048) to win; you may then keep going. The "
              "game is over when the board is full and no slide changes it.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Arrow keys or W A S D: slide</li>"
              "<li>Drag on the board (mouse or touchpad): slide</li>"
              "<li>R or Ctrl+N: new game; Ctrl+Z: undo; H: hint</li></ul>"
              "<p>Undo, Hint and Auto-play mark a score as assisted.</p>");
}

bool Twenty48Page::offersAction(GameAction action) const
{
    return action != GameAction::Pause && action != GameAction::Resign;
}

QString Twenty48Page::leavingCost() const
{
    const t48::Game &game = m_controller->game();
    if (game.moves() == 0 || game.status() == t48::Status::Over)
        return {};
    return tr("This game ends here; its score (%1) goes to the high scores if it makes them.")
        .arg(QLocale().toString(game.score()));
}

bool Twenty48Page::actionEnabled(GameAction action) const
{
    const t48::Game &game = m_controller->game();
    switch (action) {
    case GameAction::Undo:
        return game.canUndo();
    case GameAction::Redo:
        return game.canRedo();
    case GameAction::Restart:
        return game.moves() > 0;
    case GameAction::Hint:
        return game.status() == t48::Status::Playing;
    case GameAction::Pause:
    case GameAction::Resign:
        return false;
    case GameAction::New:
        return true;
    }
    return false;
}

void Twenty48Page::runAction(GameAction action)
{
    switch (action) {
    case GameAction::New:
        m_controller->newGame();
        break;
    case GameAction::Restart:
        m_controller->restart();
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
    case GameAction::Pause:
    case GameAction::Resign:
        break;
    }
}

void Twenty48Page::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
    std::optional<t48::Direction> dir;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_A:
        dir = t48::Direction::Left;
        break;
    case Qt::Key_Right:
    case Qt::Key_D:
        dir = t48::Direction::Right;
        break;
    case Qt::Key_Up:
    case Qt::Key_W:
        dir = t48::Direction::Up;
        break;
    case Qt::Key_Down:
    case Qt::Key_S:
        dir = t48::Direction::Down;
        break;
    case Qt::Key_R:
        request(GameAction::New);
        *handled = true;
        return;
    default:
        return;
    }
    *handled = true;
    // The model is updated at once; a running animation is finished by the scene.
    if (m_scene->message()->isShown())
        return;
    if (!m_controller->move(*dir) && m_controller->game().status() == t48::Status::Playing) {
        playSound(Sound::Illegal);
        announce(tr("Nothing moves %1.").arg(directionName(*dir))); // a reader hears why
    }
}

void Twenty48Page::refreshLabels()
{
    const QLocale locale;
    const t48::Game &game = m_controller->game();
    m_score->setText(locale.toString(game.score()));
    m_best->setText(locale.toString(m_controller->best()));
    m_variant->setText(tr("%1 × %1 · %2").arg(game.size()).arg(game.target()));
    m_sizeBox->setCurrentIndex(m_sizeBox->findData(game.size()));
    m_targetBox->setCurrentIndex(m_targetBox->findData(game.target()));
    refreshActions();
}

QString Twenty48Page::directionName(t48::Direction dir) const
{
    const QString names[] = {tr("left"), tr("right"), tr("up"), tr("down")};
    return names[int(dir)];
}

QString Twenty48Page::accessBoardName() const
{
    return tr("2048 board, %1 × %1").arg(m_controller->game().size());
}

int Twenty48Page::accessRows() const
{
    return m_controller->game().size();
}

QString Twenty48Page::accessCellName(int row, int column) const
{
    const int size = m_controller->game().size();
    const int value = shownCells()[std::size_t(row * size + column)];
    const QString what = value ? QLocale().toString(value) : tr("empty");
    return tr("Row %1, column %2: %3").arg(row + 1).arg(column + 1).arg(what);
}

QRectF Twenty48Page::accessCellRect(int row, int column) const
{
    const QPointF p = m_scene->cellPos(row * m_controller->game().size() + column);
    return {p.x(), p.y(), Twenty48Scene::Cell, Twenty48Scene::Cell};
}

const t48::Cells &Twenty48Page::shownCells() const
{
    return m_replayBoard ? m_replayBoard->cells : m_controller->game().cells();
}

void Twenty48Page::showReplay(int moves)
{
    const t48::Game &game = m_controller->game();
    m_scene->clearHint();
    if (moves < 0) {
        m_replayBoard.reset();
        m_scene->setBoard(game.cells(), game.size());
        return;
    }
    m_replayBoard = game.snapshotAt(moves);
    m_scene->setBoard(m_replayBoard->cells, game.size());
}

void Twenty48Page::refreshStatus()
{
    const t48::Game &game = m_controller->game();
    refreshLabels();
    switch (game.status()) {
    case t48::Status::Won:
        m_scene->message()->showResult(
            tr("You win!"), tr("You made %1. Keep going for a higher score?").arg(game.target()),
            {{KeepGoing, tr("Keep Going")}, {NewGame, tr("New Game")}});
        break;
    case t48::Status::Over: {
        QString text = tr("No moves left. Score: %1").arg(QLocale().toString(game.score()));
        // Better than every earlier game of this board and target.
        if (game.score() > 0 && game.score() > m_bestBefore)
            text += QLatin1Char('\n') + tr("A new best score!");
        m_scene->message()->showResult(
            tr("Game over"), text,
            {{NewGame, tr("New Game")}, {Undo, tr("Undo")}, {Replay, tr("Review")}});
        break;
    }
    case t48::Status::Playing:
        m_scene->message()->hideMessage();
        break;
    }
}

void Twenty48Page::recordScore(qint64 score, int maxTile, bool assisted)
{
    Q_UNUSED(maxTile);
    GameRecord record;
    record.tables = {{m_controller->variant(), ScoreOrder::HigherIsBetter}};
    record.entry.score = score;
    record.entry.assisted = assisted;
    record.entry.date = QDateTime::currentDateTimeUtc();
    recordResult(record);
}

void Twenty48Page::applyOptions()
{
    const int size = m_sizeBox->currentData().toInt();
    const int target = m_targetBox->currentData().toInt();
    const t48::Game &game = m_controller->game();
    if (size == game.size() && target == game.target())
        return;
    if (!confirmLeaving()) {
        refreshLabels(); // the boxes show the game's size and target again
        return;
    }
    m_scene->message()->hideMessage();
    m_controller->newGame(size, target);
}

void Twenty48Page::gameRestored()
{
    // The best before this game: the other games' best in the table (a restored game may
    // itself hold the best score).
    m_bestBefore = 0;
    for (const ScoreEntry &entry : HighScores::entries(gameId(), m_controller->variant()))
        if (entry.serial != serial())
            m_bestBefore = qMax(m_bestBefore, entry.score);
    refreshStatus();
}

QList<ScoreBoard> Twenty48Page::scoreBoards() const
{
    QList<ScoreBoard> boards;
    // Standard targets for every size; other targets appear once they have scores.
    for (int n = t48::MinSize; n <= t48::MaxSize; ++n) {
        const QString key = Twenty48Controller::variantKey(n, t48::DefaultTarget);
        boards.append({key, tr("%1 × %1 · %2").arg(n).arg(t48::DefaultTarget),
                       ScoreOrder::HigherIsBetter, tr("Score"), false});
    }
    const t48::Game &game = m_controller->game();
    if (game.target() != t48::DefaultTarget)
        boards.prepend({m_controller->variant(),
                        tr("%1 × %1 · %2").arg(game.size()).arg(game.target()),
                        ScoreOrder::HigherIsBetter, tr("Score"), false});
    return boards;
}

void Twenty48Page::retranslate()
{
    m_scoreCaption->setText(tr("Score"));
    m_bestCaption->setText(tr("Best"));
    m_variantCaption->setText(tr("Board"));
    m_autoAction->setText(tr("&Auto-play"));
    copyGameAction()->setToolTip(
        tr("Copies the board size, the start and every move with the tile it "
           "brought, so the game replays exactly."));
    pasteGameAction()->setToolTip(tr("Replays a copied game (marked as assisted)."));
    m_analyseAction->setToolTip(tr("Shows each slide's expected value from the helper, the best "
                                   "one marked. Marks the game as assisted."));
    m_sizeLabel->setText(tr("Board size"));
    m_targetLabel->setText(tr("Target tile"));
    m_status->clear();
    refreshLabels();
    refreshStatus();
}

} // namespace gg::ui
