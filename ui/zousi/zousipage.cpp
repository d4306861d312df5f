#include "zousi/zousipage.h"

#include "common/appearance.h"
#include "common/sound.h"

#include "common/gamereview.h"
#include "zousi/zousireview.h"

#include "appsettings.h"
#include "common/boardview.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousiscene.h"
#include "zousi/zousisolverservice.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gg::ui {
namespace {

// A move list that asks for no more than its minimum: the side panel's preferred height
// (which decides whether it scrolls) then leaves room for the options, and the list
// still grows into any height left over.
class MoveList : public QListWidget
{
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override { return {QListWidget::sizeHint().width(), minimumHeight()}; }
};

bool contains(const std::vector<int> &cells, int cell)
{
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

const QString HeartColor = QStringLiteral("#c0392b");
const QString SpadeColor = QStringLiteral("#2c3e50");

} // namespace

ZousiPage::ZousiPage(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new ZousiController(this, seed);
    m_scene = new ZousiScene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); });
    setVersus(
        &m_controller->versus(), [this] { m_controller->resign(); }, [this] { refreshStatus(); });
    // The cement and chalk lines never change: the view keeps them as a pixmap at its own
    // scale, so animations repaint only the pieces.
    view()->setCacheMode(QGraphicsView::CacheBackground);

    m_turn = addInfo(&m_turnCaption);
    m_turn->setTextFormat(Qt::RichText);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    sidePanel()->addWidget(m_status);

    m_newButton = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_hintButton = new QPushButton(this);
    m_drawButton = new QPushButton(this);
    m_resignButton = new QPushButton(this);
    m_drawAction =
        addExtraAction([this] { offerDraw(); }, [this] { return m_controller->canOfferDraw(); });
    bindButton(m_newButton, gameAction(GameAction::New));
    bindButton(m_undoButton, gameAction(GameAction::Undo));
    bindButton(m_hintButton, gameAction(GameAction::Hint));
    bindButton(m_drawButton, m_drawAction);
    bindButton(m_resignButton, gameAction(GameAction::Resign));
    m_analyseButton = new QPushButton(this);
    m_analyseAction = addAnalyseAction([this] { return m_controller->analysing(); },
                                       [this](bool on) {
                                           m_controller->setAnalysis(on);
                                           if (on)
                                               ZousiSolverService::instance().ensureStarted();
                                           refreshAnalysis();
                                           refreshStatus();
                                       },
                                       m_analyseButton);
    addRecordActions([this] { return m_controller->record(); },
                     [this](const QString &text) { return importText(text); }, [] { return true; },
                     QStringLiteral("zousi"));
    m_review = makeReview([this] { return m_message == Message::GameOver; },
                          [this] { return resultText(); });
    connect(&ZousiSolverService::instance(), &ZousiSolverService::solved, this,
            &ZousiPage::startReview);
    setReplay({[this] {
                   const zousi::Game &game = m_controller->game();
                   return game.over() && game.plyCount() > 0;
               },
               [this] {
                   const zousi::Game &game = m_controller->game();
                   const std::vector<std::string> names = game.moveList();
                   return m_review->steps(
                       game.plyCount(),
                       [&](int i) {
                           return tr("%1 %2").arg(sideName(game.history()[std::size_t(i)].mover),
                                                  QString::fromStdString(names[std::size_t(i)]));
                       },
                       [](int code) {
                           return QString::fromStdString(
                               zousi::moveName(zousi::Move::step(code / 16, code % 16)));
                       },
                       false);
               },
               [this](int plies) { showReplay(plies); }, [this] { return reviewSummary(); }});
    addButtons(
        {m_newButton, m_undoButton, m_hintButton, m_drawButton, m_analyseButton, m_resignButton});
    sidePanel()->addSpacing(6);

    m_movesCaption = new QLabel(this);
    m_moveList = new MoveList(this);
    m_moveList->setFocusPolicy(Qt::NoFocus);
    m_moveList->setSelectionMode(QAbstractItemView::NoSelection);
    // It gives way first when the window is short (down to three lines) and takes room
    // left over up to ten lines.
    m_moveList->setMinimumHeight(56);
    m_moveList->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_moveList->setMaximumHeight(190);
    sidePanel()->addWidget(m_movesCaption);
    sidePanel()->addWidget(m_moveList, 4); // before the trailing stretch
    sidePanel()->addSpacing(6);

    m_modeLabel = new QLabel(this);
    m_modeBox = new QComboBox(this);
    m_modeBox->addItem(QString(), int(ZousiMode::VsComputer));
    m_modeBox->addItem(QString(), int(ZousiMode::TwoPlayers));
    m_levelLabel = new QLabel(this);
    m_levelBox = new QComboBox(this);
    for (int level = 0; level <= int(zousi::Level::Perfect); ++level)
        m_levelBox->addItem(QString(), level);
    m_firstLabel = new QLabel(this);
    m_firstBox = new QComboBox(this);
    m_firstBox->addItem(QString(), int(zousi::Side::O));
    m_firstBox->addItem(QString(), int(zousi::Side::X));
    addOption(m_modeLabel, m_modeBox);
    addOption(m_levelLabel, m_levelBox);
    addOption(m_firstLabel, m_firstBox);
    sidePanel()->addWidget(m_modeLabel);
    sidePanel()->addWidget(m_modeBox);
    sidePanel()->addWidget(m_levelLabel);
    sidePanel()->addWidget(m_levelBox);
    sidePanel()->addWidget(m_firstLabel);
    sidePanel()->addWidget(m_firstBox);
    sidePanel()->addStretch(1);

    for (QComboBox *box : {m_modeBox, m_levelBox, m_firstBox})
        connect(box, &QComboBox::activated, this, &ZousiPage::applyOptions);

    connect(m_scene, &ZousiScene::pointClicked, this, [this](int cell) {
        m_cursorVisible = false;
        if (cell >= 0)
            m_cursor = cell;
        m_scene->setCursor(m_cursor, false);
        accessCursorMoved();
        activatePoint(cell);
    });
    connect(m_scene->message(), &MessageItem::buttonClicked, this, &ZousiPage::onMessageButton);

    connect(m_scene, &ZousiScene::settled, this, [this] {
        const Message kind = m_deferred;
        m_deferred = Message::None;
        const zousi::Game &game = m_controller->game();
        if (kind == Message::GameOver && game.over() && !m_overDismissed)
            showMessage(kind);
        else if (kind == Message::Pass && m_controller->humanToMove() && game.mustPass())
            showMessage(kind);
    });
    connect(m_controller, &ZousiController::gameStarted, this, &ZousiPage::beginGame);
    connect(m_controller, &ZousiController::boardReset, this, [this] {
        m_overDismissed = false;
        m_deferred = Message::None;
        if (m_message != Message::None)
            showMessage(Message::None);
        m_scene->setPosition(m_controller->game().position());
        syncScene();
        refreshMoves();
    });
    connect(m_controller, &ZousiController::moved, this, [this](const zousi::MoveReport &report) {
        m_overDismissed = false;
        m_deferred = Message::None;
        if (m_message != Message::None)
            showMessage(Message::None);
        clearSelection();
        m_hintShown = false;
        m_scene->animateMove(report, m_controller->game().position());
        {
            // A screen reader hears the move, its captures and whose turn it is.
            const zousi::Game &game = m_controller->game();
            const bool computer =
                m_controller->vsComputer() && report.mover == ZousiController::ComputerSide;
            if (!report.move.isPass())
                playSound(report.captured.empty() ? Sound::Slide : Sound::Capture);
            if (game.over()) {
                const auto winner = game.position().winner();
                const bool lost = m_controller->vsComputer() && winner &&
                                  *winner == ZousiController::ComputerSide;
                playSound(!winner ? Sound::Draw : lost ? Sound::Lose : Sound::Win);
            }
            QStringList said;
            if (report.move.isPass())
                said.append(tr("%1 passes.").arg(playerName(report.mover)));
            else if (computer)
                said.append(tr("Computer moved %1 to %2.")
                                .arg(cellText(report.move.from), cellText(report.move.to)));
            else
                said.append(tr("%1: %2 to %3.")
                                .arg(sideName(report.mover), cellText(report.move.from),
                                     cellText(report.move.to)));
            if (!report.captured.empty()) {
                QStringList cells;
                for (const int cell : report.captured)
                    cells.append(cellText(cell));
                said.append(tr("Captured: %1.").arg(cells.join(tr(", "))));
            }
            if (!game.over())
                said.append(tr("%1 to move.").arg(playerName(game.toMove())));
            accessCellsChanged();
            announce(sentences(said));
        }
        if (report.move.isPass()) {
            m_scene->setLastMove({}, false);
            if (m_controller->vsComputer() && report.mover == ZousiController::ComputerSide)
                m_scene->toast()->showToast(tr("The computer cannot move and passes."));
        }
        refreshMoves();
    });
    connect(m_controller, &ZousiController::statusChanged, this, &ZousiPage::refreshStatus);
    connect(m_controller, &ZousiController::thinkingChanged, this, &ZousiPage::refreshStatus);
    connect(m_controller, &ZousiController::solvingChanged, this, [this] {
        refreshAnalysis();
        refreshStatus();
    });
    connect(m_controller, &ZousiController::passRequired, this,
            [this] { showWhenSettled(Message::Pass); });
    connect(m_controller, &ZousiController::hintReady, this, [this](zousi::Move move) {
        m_hint = move;
        m_hintShown = true;
        m_scene->showHint(move);
        refreshStatus();
    });
    connect(m_controller, &ZousiController::drawDeclined, this,
            [this] { m_scene->toast()->showToast(tr("The computer declines the draw.")); });
    connect(m_controller, &ZousiController::changed, this, [this] {
        emit stateChanged();
        emit actionsChanged();
    });

    m_scene->setPosition(m_controller->game().position());
    setAnimationsEnabled(AppSettings::animations());
    retranslate();
    syncScene();
}

void ZousiPage::setAnimationsEnabled(bool on)
{
    GamePage::setAnimationsEnabled(on);
    // The computer's reply waits for the slide it answers.
    m_controller->setComputerDelay(on ? 520 : 0);
}

void ZousiPage::activated()
{
    if (m_controller->vsComputer())
        ZousiSolverService::instance().ensureStarted();
}

bool ZousiPage::offersAction(GameAction action) const
{
    return action != GameAction::Pause && action != GameAction::Resign;
}

QString ZousiPage::commandText(GameAction which) const
{
    // A board game takes a move back (悔棋).
    return which == GameAction::Undo ? tr("&Undo") : GamePage::commandText(which);
}

bool ZousiPage::actionEnabled(GameAction action) const
{
    const zousi::Game &game = m_controller->game();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return game.plyCount() > 0 || game.canRedo();
    case GameAction::Undo:
        return m_controller->canUndo();
    case GameAction::Redo:
        return m_controller->canRedo();
    case GameAction::Hint:
        return m_controller->humanToMove() && !game.mustPass();
    case GameAction::Resign:
    case GameAction::Pause:
        return false;
    }
    return false;
}

void ZousiPage::runAction(GameAction action)
{
    switch (action) {
    case GameAction::New:
    case GameAction::Restart:
        m_controller->newGame();
        break;
    case GameAction::Undo:
        m_controller->undo();
        break;
    case GameAction::Redo:
        m_controller->redo();
        break;
    case GameAction::Hint:
        if (isActionEnabled(GameAction::Hint)) {
            if (!ZousiSolverService::instance().ready())
                m_scene->toast()->showToast(tr("The hint appears once the game is solved."));
            m_controller->requestHint();
            refreshStatus();
        }
        break;
    case GameAction::Resign:
    case GameAction::Pause:
        break;
    }
}

void ZousiPage::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_cursorVisible) {
            moveCursor(0, 0);
        } else {
            activatePoint(m_cursor);
        }
        break;
    case Qt::Key_Escape:
        if (m_selected < 0 && !m_cursorVisible)
            return;
        clearSelection();
        break;
    default:
        return;
    }
    *handled = true;
}

void ZousiPage::moveCursor(int dx, int dy)
{
    if (!m_cursorVisible) {
        // The first key shows the cursor where it is useful: on the selection, or on the
        // first piece that can move.
        m_cursorVisible = true;
        if (m_selected >= 0) {
            m_cursor = m_selected;
        } else {
            const auto movable = m_controller->game().movablePieces();
            if (!movable.empty() && m_controller->humanToMove())
                m_cursor = movable.front();
        }
    } else {
        const int col = qBound(0, m_cursor % zousi::Size + dx, zousi::Size - 1);
        const int row = qBound(0, m_cursor / zousi::Size + dy, zousi::Size - 1);
        m_cursor = row * zousi::Size + col;
    }
    m_scene->setCursor(m_cursor, true);
    accessCursorMoved();
}

void ZousiPage::activatePoint(int cell)
{
    if (!m_controller->humanToMove() || m_scene->message()->isShown())
        return;
    const zousi::Game &game = m_controller->game();
    if (m_selected >= 0 && cell >= 0 && contains(game.targets(m_selected), cell)) {
        const int from = m_selected;
        clearSelection();
        m_controller->play(from, cell);
        return;
    }
    if (cell >= 0 && cell == m_selected) {
        clearSelection();
        return;
    }
    if (cell >= 0 && contains(game.movablePieces(), cell)) {
        select(cell);
        return;
    }
    if (cell >= 0 && game.position().at(cell) == zousi::sideLetter(game.toMove())) {
        playSound(Sound::Illegal);
        m_scene->toast()->showToast(tr("This piece has no free point next to it."), 1600);
    }
    clearSelection();
}

void ZousiPage::select(int cell)
{
    m_selected = cell;
    m_scene->setSelection(cell, m_controller->game().targets(cell));
    refreshAnalysis();
    QStringList targets;
    for (const int to : m_controller->game().targets(cell))
        targets.append(cellText(to));
    accessCellsChanged();
    announce(tr("Picked up %1; it can go to %2.").arg(cellText(cell), targets.join(tr(", "))));
}

QString ZousiPage::cellText(int cell)
{
    return QString::fromStdString(zousi::cellName(cell));
}

QString ZousiPage::pieceWord(char piece) const
{
    return piece == 'x' ? tr("heart") : tr("spade");
}

QString ZousiPage::accessBoardName() const
{
    return tr("Zou Si Qi board, 4 × 4 points");
}

int ZousiPage::accessRows() const
{
    return zousi::Size;
}

int ZousiPage::accessColumns() const
{
    return zousi::Size;
}

QString ZousiPage::accessCellName(int row, int column) const
{
    const int cell = row * zousi::Size + column;
    const zousi::Game &game = shownGame();
    const char piece = game.position().at(cell);
    QString what = piece == 'x' || piece == 'o' ? pieceWord(piece) : tr("empty");
    if (cell == m_selected && !m_replayGame)
        what = tr("%1, picked up").arg(what);
    else if (m_selected >= 0 && !m_replayGame && contains(game.targets(m_selected), cell))
        what = tr("%1, a step for the piece picked up").arg(what);
    return tr("%1: %2").arg(cellText(cell), what);
}

QRectF ZousiPage::accessCellRect(int row, int column) const
{
    const QPointF c = m_scene->pointPos(row * zousi::Size + column);
    const qreal half = (m_scene->pointPos(1).x() - m_scene->pointPos(0).x()) / 2;
    return {c.x() - half, c.y() - half, 2 * half, 2 * half};
}

int ZousiPage::accessCursor() const
{
    return m_cursor;
}

void ZousiPage::accessActivate(int row, int column)
{
    if (replaying())
        return;
    m_cursor = row * zousi::Size + column;
    m_scene->setCursor(m_cursor, false);
    activatePoint(m_cursor);
}

void ZousiPage::clearSelection()
{
    m_selected = -1;
    m_scene->setSelection(-1, {});
    refreshAnalysis();
}

bool ZousiPage::importText(const QString &text)
{
    int badPly = 0;
    if (text.size() > 20000) {
        m_scene->toast()->showToast(tr("That is not a Zou Si Qi game: too long."));
        return false;
    }
    m_scene->finishAnimations();
    if (m_controller->importRecord(text, &badPly)) {
        clearSelection();
        refreshOptions();
        m_scene->toast()->showToast(
            tr("Game pasted: %1 plies.").arg(m_controller->game().plyCount()));
        return true;
    }
    m_scene->toast()->showToast(
        badPly == 0 ? tr("That is not a Zou Si Qi game: the first line must be a position "
                         "such as \"xxxx........oooo x\".")
                    : tr("That is not a Zou Si Qi game: move %1 cannot be played.").arg(badPly),
        3000);
    return false;
}

QString ZousiPage::analysisText(const zousi::Value &value) const
{
    switch (value.result) {
    case zousi::Result::Win:
        return tr("Win %1").arg(value.plies);
    case zousi::Result::Loss:
        return tr("Loss %1").arg(value.plies);
    case zousi::Result::Draw:
        break;
    }
    return tr("Draw");
}

void ZousiPage::refreshAnalysis()
{
    QHash<int, ZousiScene::TargetLabel> labels;
    const auto solver = ZousiSolverService::instance().solver();
    if (m_controller->analysing() && solver && m_controller->humanToMove()) {
        for (const zousi::MoveValue &m :
             zousi::analyseMoves(*solver, m_controller->game().position())) {
            if (m.move.isPass() || m.move.from != m_selected)
                continue;
            const int tone = m.value.result == zousi::Result::Win    ? 1
                             : m.value.result == zousi::Result::Loss ? -1
                                                                     : 0;
            labels.insert(m.move.to, {analysisText(m.value), tone});
        }
    }
    m_scene->setTargetLabels(labels);
}

void ZousiPage::offerDraw()
{
    if (!m_controller->canOfferDraw() || m_scene->message()->isShown())
        return;
    if (m_controller->vsComputer()) {
        if (!ZousiSolverService::instance().ready())
            m_scene->toast()->showToast(tr("The computer answers once the game is solved."));
        m_controller->offerDraw();
        refreshStatus();
        return;
    }
    m_drawOfferer = m_controller->game().toMove();
    showMessage(Message::DrawOffer);
}

void ZousiPage::syncScene()
{
    const zousi::Game &game = m_controller->game();
    clearSelection();
    m_hintShown = false;
    m_scene->clearHint();
    const int plies = game.plyCount();
    if (plies > 0)
        m_scene->setLastMove(game.history()[std::size_t(plies - 1)].move, true);
    else
        m_scene->setLastMove({}, false);
    m_scene->setCursor(m_cursor, m_cursorVisible);
    refreshStatus();
}

void ZousiPage::showMessage(Message kind)
{
    m_message = kind;
    MessageItem *message = m_scene->message();
    switch (kind) {
    case Message::None:
        message->hideMessage();
        break;
    case Message::GameOver:
        startReview();
        message->showResult(gameOverTitle(), resultText(),
                            {{PlayAgain, tr("Play Again")}, {Review, tr("Review")}});
        break;
    case Message::Pass: {
        const zousi::Side side = m_controller->game().toMove();
        const QString text = m_controller->vsComputer()
                                 ? tr("You cannot move and must pass.")
                                 : tr("%1 cannot move and must pass.").arg(sideName(side));
        message->showMessage(tr("No legal move"), text, {{PassOk, tr("Pass")}});
        break;
    }
    case Message::DrawOffer:
        message->showMessage(
            tr("Draw offered"),
            tr("%1 offers a draw. %2, do you accept?")
                .arg(sideName(m_drawOfferer), sideName(zousi::other(m_drawOfferer))),
            {{AcceptDraw, tr("Accept")}, {DeclineDraw, tr("Decline")}}, 1);
        break;
    }
}

void ZousiPage::showWhenSettled(Message kind)
{
    if (m_scene->animating()) {
        m_deferred = kind;
        return;
    }
    showMessage(kind);
}

void ZousiPage::onMessageButton(int id)
{
    if (id == Review) {
        openReplay();
        return;
    }
    const Message shown = m_message;
    showMessage(Message::None);
    switch (id) {
    case PlayAgain:
        m_controller->newGame();
        break;
    case PassOk:
        if (shown == Message::Pass && !m_controller->pass())
            refreshStatus();
        break;
    case AcceptDraw:
        m_controller->agreeDraw();
        break;
    case DeclineDraw:
        m_scene->toast()->showToast(tr("The draw offer was declined."));
        break;
    default:
        break;
    }
    emit actionsChanged();
}

const zousi::Game &ZousiPage::shownGame() const
{
    return m_replayGame ? *m_replayGame : m_controller->game();
}

void ZousiPage::startReview()
{
    const zousi::Game &game = m_controller->game();
    if (!game.over() || game.plyCount() == 0)
        return;
    const auto solver = ZousiSolverService::instance().solver();
    if (!solver) {
        ZousiSolverService::instance().ensureStarted(); // solved() comes back here
        return;
    }
    m_review->start(reviewKey(), [game, solver](const std::atomic<bool> &) {
        std::vector<MoveVerdict> verdicts;
        for (const zousi::PlyVerdict &v : zousi::reviewGame(game, *solver)) {
            MoveVerdict verdict = v.verdict;
            if (verdict.mistake() && !v.better.isPass())
                verdict.better = v.better.from * 16 + v.better.to;
            verdicts.push_back(verdict);
        }
        return verdicts;
    });
}

void ZousiPage::showReplay(int plies)
{
    clearSelection();
    m_scene->clearHint();
    m_hintShown = false;
    if (plies < 0) {
        m_replayGame.reset();
        m_scene->setPosition(m_controller->game().position());
        syncScene();
        return;
    }
    zousi::Game game = m_controller->game();
    while (game.plyCount() > plies && game.undo()) {
    }
    m_replayGame = game;
    m_scene->setPosition(game.position());
    if (plies > 0)
        m_scene->setLastMove(game.history()[std::size_t(plies - 1)].move, true);
    else
        m_scene->setLastMove({}, false);
    m_scene->setCursor(m_cursor, false);
    // A mistake: the step that would have kept the result.
    if (const int better = m_review->betterMove(reviewKey(), plies); better >= 0)
        m_scene->showHint(zousi::Move::step(better / 16, better % 16));
}

QString ZousiPage::reviewKey() const
{
    return m_controller->record();
}

QString ZousiPage::reviewSummary() const
{
    const zousi::Game &game = m_controller->game();
    const bool vsComputer = m_controller->vsComputer();
    return m_review->summary(reviewKey(), [&game, vsComputer](int i) {
        return !vsComputer || game.history()[std::size_t(i)].mover != ZousiController::ComputerSide;
    });
}

QString ZousiPage::resultText() const
{
    return GameReview::withSummary(gameOverText(), reviewSummary());
}

QString ZousiPage::statusText() const
{
    return m_status->text();
}

void ZousiPage::refreshStatus()
{
    const zousi::Game &game = m_controller->game();
    QStringList lines;
    if (game.over()) {
        m_turn->setText(tr("Game over"));
        lines << gameOverTitle() << gameOverText();
    } else {
        const zousi::Side side = game.toMove();
        m_turn->setText(symbolHtml(side) + QLatin1Char(' ') + playerName(side).toHtmlEscaped());
        if (m_controller->thinking())
            lines << tr("Computer is thinking…");
        else if (m_controller->vsComputer())
            lines << tr("Your turn");
        else
            lines << tr("%1 to move").arg(sideName(side));
        if (m_hintShown && m_controller->humanToMove())
            lines << tr("Hint: %1").arg(QString::fromStdString(zousi::moveName(m_hint)));
        if (game.pliesWithoutCapture() >= zousi::Game::NoCaptureLimit - 20)
            lines << tr("Plies without a capture: %1 of %2")
                         .arg(game.pliesWithoutCapture())
                         .arg(zousi::Game::NoCaptureLimit);
    }
    if (m_controller->solving())
        lines << tr("Solving the game…");
    const auto solver = ZousiSolverService::instance().solver();
    if (m_controller->analysing() && solver && m_controller->humanToMove()) {
        // Every move with its result, best first (the order the solver prefers).
        auto moves = zousi::analyseMoves(*solver, game.position());
        std::stable_sort(moves.begin(), moves.end(),
                         [](const zousi::MoveValue &a, const zousi::MoveValue &b) {
                             return zousi::better(a.value, b.value);
                         });
        QStringList items;
        for (const zousi::MoveValue &m : moves)
            items << tr("%1: %2").arg(QString::fromStdString(zousi::moveName(m.move)),
                                      analysisText(m.value));
        lines << tr("Analysis (plies to the end with best play):") << items.join(tr(", "));
    }
    m_status->setText(lines.join(QLatin1Char('\n')));

    refreshActions();
    m_levelBox->setEnabled(m_controller->vsComputer());
    m_scene->update();

    if (game.over() && !m_overDismissed) {
        if (m_message != Message::GameOver)
            showWhenSettled(Message::GameOver);
    } else if (!game.over() && m_message == Message::GameOver) {
        showMessage(Message::None);
    }
}

void ZousiPage::refreshMoves()
{
    const zousi::Game &game = m_controller->game();
    m_moveList->clear();
    const auto &plies = game.history();
    for (std::size_t i = 0; i < plies.size(); ++i) {
        const zousi::Ply &ply = plies[i];
        QString text =
            ply.move.isPass() ? tr("pass") : QString::fromStdString(zousi::moveName(ply.move));
        for (int n = zousi::bitCount(ply.captured); n > 0; --n)
            text += QChar(u'×');
        const QChar suit = ply.mover == zousi::Side::X ? QChar(u'♥') : QChar(u'♠');
        auto *item = new QListWidgetItem(
            QStringLiteral("%1.  %2  %3").arg(i + 1, 3).arg(suit).arg(text), m_moveList);
        const bool high = Appearance::instance().highContrast();
        // Readable on the list's own background in every look (lightened in the dark one).
        const QColor base = m_moveList->palette().color(QPalette::Base);
        QColor colour = int(i) >= game.plyCount()     ? QColor(0x6b, 0x63, 0x58) // undone
                        : ply.mover == zousi::Side::X ? QColor(HeartColor)
                                                      : QColor(SpadeColor);
        if (high)
            colour = int(i) >= game.plyCount() ? HighContrast::Quiet : HighContrast::Ink;
        else
            colour = Appearance::readableOn(colour, base, 4.5);
        item->setForeground(colour);
    }
    if (game.plyCount() > 0)
        m_moveList->scrollToItem(m_moveList->item(game.plyCount() - 1));
}

void ZousiPage::refreshOptions()
{
    const bool computer = m_controller->vsComputer();
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(m_controller->mode())));
    m_levelBox->setCurrentIndex(m_levelBox->findData(int(m_controller->level())));
    m_firstBox->setCurrentIndex(m_firstBox->findData(int(m_controller->firstSide())));
    m_modeBox->setItemText(0, tr("Human vs Computer"));
    m_modeBox->setItemText(1, tr("Two Players"));
    for (int i = 0; i < m_levelBox->count(); ++i)
        m_levelBox->setItemText(i, levelName(m_levelBox->itemData(i).toInt()));
    m_firstBox->setItemText(0, computer ? tr("♠ You") : tr("♠ Spades (bottom)"));
    m_firstBox->setItemText(1, computer ? tr("♥ Computer") : tr("♥ Hearts (top)"));
}

void ZousiPage::applyOptions()
{
    const auto mode = ZousiMode(m_modeBox->currentData().toInt());
    const auto level = zousi::Level(m_levelBox->currentData().toInt());
    const auto first = zousi::Side(m_firstBox->currentData().toInt());
    if (mode == m_controller->mode() && level == m_controller->level() &&
        first == m_controller->firstSide())
        return;
    if (!confirmLeaving()) {
        refreshOptions(); // the boxes show the game's options again
        return;
    }
    m_scene->finishAnimations();
    m_controller->newGame(mode, level, first);
    refreshOptions();
}

QList<StatsBoard> ZousiPage::statsBoards() const
{
    QList<StatsBoard> boards;
    for (int level = 0; level <= int(zousi::Level::Perfect); ++level)
        boards.append({ZousiController::levelKey(zousi::Level(level)),
                       tr("Human vs Computer · %1").arg(levelName(level))});
    return boards;
}

void ZousiPage::retranslate()
{
    m_turnCaption->setText(tr("To move"));
    m_drawAction->setText(tr("Offer &Draw"));
    copyGameAction()->setToolTip(tr("Copies the start position and the moves as text."));
    pasteGameAction()->setToolTip(tr("Replays a copied game as a two-player game."));
    m_analyseAction->setToolTip(
        tr("Shows every move's result with perfect play. Marks the game as assisted."));
    m_movesCaption->setText(tr("Moves"));
    m_modeLabel->setText(tr("Opponent"));
    m_levelLabel->setText(tr("Level"));
    m_firstLabel->setText(tr("Who moves first"));
    refreshOptions();
    refreshMoves();
    refreshStatus();
    if (m_message != Message::None)
        showMessage(m_message);
}

} // namespace gg::ui
