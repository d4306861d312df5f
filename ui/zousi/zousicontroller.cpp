#include "zousi/zousicontroller.h"

#include "appsettings.h"
#include "common/record.h"
#include "highscores.h"
#include "zousi/zousiai.h"
#include "zousi/zousisolverservice.h"

#include <QTimer>

namespace gg::ui {
namespace {

const QString GameId = QStringLiteral("zousi");

QString key(const char *name)
{
    return GameId + QLatin1Char('/') + QLatin1String(name);
}

} // namespace

ZousiController::ZousiController(QObject *parent, quint64 seed)
    : QObject(parent),
      m_versus({[this] { return vsComputer(); }, [this] { return m_game.over(); },
                [this] { return personHasMoved(); }, [this] { return levelKey(m_level); }}),
      m_rng(seed ? seed : Rng::randomSeed())
{
    connect(&m_versus, &VersusComputer::resultReady, this, &ZousiController::resultReady);
    connect(&m_versus, &VersusComputer::abandoned, this, &ZousiController::abandoned);
    connect(&m_versus, &VersusComputer::thinkingChanged, this, &ZousiController::updateThinking);
    m_mode = AppSettings::readInt(key("mode"), int(ZousiMode::VsComputer), 0, 1) == 0
                 ? ZousiMode::TwoPlayers
                 : ZousiMode::VsComputer;
    m_level = zousi::Level(AppSettings::readInt(key("level"), int(zousi::Level::Medium), 0, 3));
    const auto first = zousi::Side(AppSettings::readInt(key("first"), int(HumanSide), 0, 1));
    m_game.newGame(zousi::GameOptions{first});

    auto &service = ZousiSolverService::instance();
    connect(&service, &ZousiSolverService::solved, this, &ZousiController::onSolverReady);
    connect(&service, &ZousiSolverService::runningChanged, this, &ZousiController::solvingChanged);
    // The table is loaded or solved at first need (the tab shown against the computer, a
    // new game against it, Perfect to move, a hint or a draw offer), not at construction:
    // the main window builds every tab at start-up.

    // The computer opens the game when it plays first and no save takes its place (a save
    // restored meanwhile schedules its own reply).
    QTimer::singleShot(0, this, [this] {
        if (computerToMove() && !m_thinking)
            scheduleComputer();
    });
}

QString ZousiController::levelKey(zousi::Level level)
{
    return QString::fromLatin1(zousi::levelKey(level));
}

bool ZousiController::computerToMove() const
{
    return vsComputer() && !m_game.over() && m_game.toMove() == ComputerSide;
}

bool ZousiController::humanToMove() const
{
    return !m_game.over() && !computerToMove();
}

bool ZousiController::solving() const
{
    return ZousiSolverService::instance().running();
}

bool ZousiController::canUndo() const
{
    if (!m_game.canUndo())
        return false;
    if (!vsComputer())
        return true;
    if (m_game.status() == zousi::Status::DrawAgreed)
        return true;
    // Only when a move of the person can be taken back; the computer's opening move alone
    // would just be played again.
    return personHasMoved();
}

bool ZousiController::personHasMoved() const
{
    const auto &plies = m_game.history();
    for (int i = 0; i < m_game.plyCount(); ++i)
        if (plies[std::size_t(i)].mover == HumanSide)
            return true;
    return false;
}

bool ZousiController::canRedo() const
{
    return m_game.canRedo();
}

bool ZousiController::canOfferDraw() const
{
    return humanToMove();
}

void ZousiController::updateThinking()
{
    const bool on = m_waitingForSolver || m_versus.thinking();
    if (m_thinking == on)
        return;
    m_thinking = on;
    emit thinkingChanged(on);
}

void ZousiController::cancelComputer()
{
    m_versus.cancel();
    m_waitingForSolver = false;
    m_hintPending = false;
    m_drawPending = false;
    updateThinking();
}

void ZousiController::newGame()
{
    newGame(m_mode, m_level, firstSide());
}

bool ZousiController::abandonWouldCount() const
{
    return m_versus.abandonWouldCount();
}

void ZousiController::abandonCurrent()
{
    // A game against the computer left after the person has moved counts as abandoned (as in
    // the other games), so New game is no escape from a lost position.
    m_versus.leave();
}

void ZousiController::resign()
{
    cancelComputer();
    if (m_versus.resign())
        newGame(); // (already counted: not abandoned as well)
}

void ZousiController::newGame(ZousiMode mode, zousi::Level level, zousi::Side first)
{
    abandonCurrent();
    m_mode = mode;
    m_level = level;
    AppSettings::write(key("mode"), int(mode));
    AppSettings::write(key("level"), int(level));
    AppSettings::write(key("first"), int(first));
    // Hard and Perfect, hints and draw offers will want the table soon.
    if (vsComputer())
        ZousiSolverService::instance().ensureStarted();
    zousi::Game game;
    game.newGame(zousi::GameOptions{first});
    beginGame(std::move(game));
}

void ZousiController::beginGame(zousi::Game game)
{
    m_finished = false;
    m_versus.gameStarted();
    emit gameStarted();
    resetTo(std::move(game));
}

bool ZousiController::importRecord(const QString &text, int *badPly)
{
    auto game = zousi::Game::fromRecord(text.toStdString(), badPly);
    if (!game)
        return false;
    abandonCurrent();
    m_mode = ZousiMode::TwoPlayers;
    AppSettings::write(key("mode"), int(m_mode));
    beginGame(std::move(*game));
    return true;
}

void ZousiController::setAnalysis(bool on)
{
    m_analysis = on;
    noteAnalysis();
    emit changed();
}

void ZousiController::noteAnalysis()
{
    if (m_analysis && !m_game.over() && !m_game.assisted())
        m_game.markAssisted();
}

void ZousiController::resetTo(zousi::Game game)
{
    cancelComputer();
    m_game = std::move(game);
    noteAnalysis();
    m_versus.markMoved();
    emit boardReset();
    afterChange();
    emit changed();
}

void ZousiController::afterChange()
{
    emit statusChanged();
    if (m_game.over()) {
        if (!m_finished) {
            m_finished = true;
            recordResult();
        }
        return;
    }
    if (computerToMove())
        scheduleComputer();
    else if (m_game.mustPass())
        emit passRequired(m_game.toMove());
}

void ZousiController::recordResult()
{
    const zousi::Status status = m_game.status();
    if (!vsComputer()) {
        emit finished(status, false);
        return;
    }
    Statistics::Result result = Statistics::Result::Drawn;
    if (status == zousi::Status::XWins || status == zousi::Status::OWins) {
        const zousi::Side winner = status == zousi::Status::XWins ? zousi::Side::X : zousi::Side::O;
        result = winner == HumanSide ? Statistics::Result::Won : Statistics::Result::Lost;
    }
    // Help (hint, take-backs) keeps a game out of the statistics unless it was lost anyway.
    const bool record = !m_game.assisted() || result == Statistics::Result::Lost;
    m_versus.finish(result, 0, record);
    emit finished(status, record);
}

bool ZousiController::play(int from, int to)
{
    if (!humanToMove())
        return false;
    const zousi::MoveReport report = m_game.step(from, to);
    if (!report.ok)
        return false;
    cancelComputer();
    m_versus.markMoved();
    emit moved(report);
    afterChange();
    emit changed();
    return true;
}

bool ZousiController::pass()
{
    if (!humanToMove() || !m_game.mustPass())
        return false;
    const zousi::MoveReport report = m_game.pass();
    if (!report.ok)
        return false;
    cancelComputer();
    m_versus.markMoved();
    emit moved(report);
    afterChange();
    emit changed();
    return true;
}

void ZousiController::scheduleComputer()
{
    if (!computerToMove())
        return;
    auto &service = ZousiSolverService::instance();
    std::shared_ptr<const zousi::Solver> solver = service.solver();
    if (m_level == zousi::Level::Perfect && !solver) {
        // Perfect plays only from the table; it waits for the solve (the person sees
        // "Solving…"), which is started here if nothing else needed it yet.
        service.ensureStarted();
        // If the solve could not run (stopped), it falls back to the deep search.
        m_waitingForSolver = service.running();
        updateThinking();
        if (m_waitingForSolver)
            return;
    }
    const zousi::Position pos = m_game.position();
    auto ai = std::make_shared<zousi::Ai>(m_level, solver, m_rng.next());
    const int budget = m_budgetMs;
    m_versus.reply<zousi::Move>(
        [ai, pos, budget](const std::atomic<bool> &stop) { return ai->choose(pos, &stop, budget); },
        [this](zousi::Move move) { applyComputer(move); });
}

void ZousiController::applyComputer(zousi::Move move)
{
    if (!computerToMove())
        return;
    const zousi::MoveReport report = m_game.play(move);
    if (!report.ok)
        return; // never expected (the AI returns legal moves)
    m_versus.markMoved();
    emit moved(report);
    afterChange();
    emit changed();
}

void ZousiController::undo()
{
    if (!canUndo())
        return;
    cancelComputer();
    const bool agreed = m_game.status() == zousi::Status::DrawAgreed;
    m_game.undo();
    if (vsComputer() && !agreed) {
        m_game.markAssisted();
        // Back to the person's last move: the computer's replies go with it.
        while (m_game.toMove() != HumanSide && m_game.canUndo())
            m_game.undo();
    }
    m_versus.markMoved();
    emit boardReset();
    afterChange();
    emit changed();
}

void ZousiController::redo()
{
    if (!canRedo())
        return;
    cancelComputer();
    m_game.redo();
    if (vsComputer()) {
        while (m_game.toMove() != HumanSide && !m_game.over() && m_game.canRedo())
            m_game.redo();
    }
    m_versus.markMoved();
    emit boardReset();
    afterChange();
    emit changed();
}

void ZousiController::requestHint()
{
    if (!humanToMove())
        return;
    auto &service = ZousiSolverService::instance();
    if (!service.ready()) {
        m_hintPending = true;
        service.ensureStarted();
        return;
    }
    m_hintPending = false;
    m_game.markAssisted();
    const zousi::Move move = zousi::perfectMove(*service.solver(), m_game.position());
    emit hintReady(move);
    emit changed();
}

void ZousiController::offerDraw()
{
    if (!canOfferDraw())
        return;
    if (!vsComputer())
        return; // the page asks the other player, then calls agreeDraw()
    auto &service = ZousiSolverService::instance();
    if (!service.ready()) {
        m_drawPending = true;
        service.ensureStarted();
        return;
    }
    answerDrawOffer();
}

void ZousiController::answerDrawOffer()
{
    m_drawPending = false;
    // The computer agrees exactly when neither side can force a win from here (issue 7:
    // "accepts only when the position is a draw with best play").
    const zousi::Position &position = m_game.position();
    if (zousi::acceptsDraw(*ZousiSolverService::instance().solver(), position,
                           zousi::other(HumanSide)))
        agreeDraw();
    else
        emit drawDeclined();
}

void ZousiController::agreeDraw()
{
    if (m_game.over())
        return;
    cancelComputer();
    if (!m_game.agreeDraw())
        return;
    afterChange();
    emit changed();
}

void ZousiController::onSolverReady()
{
    if (m_waitingForSolver) {
        m_waitingForSolver = false;
        scheduleComputer();
    }
    if (m_hintPending)
        requestHint();
    if (m_drawPending && canOfferDraw())
        answerDrawOffer();
}

QString ZousiController::saveState() const
{
    QString text = QString::fromStdString(m_game.serialize());
    text += QStringLiteral("ui-mode %1\nui-level %2\nui-reported %3\n")
                .arg(int(m_mode))
                .arg(int(m_level))
                .arg(m_versus.counted() || m_finished ? 1 : 0);
    return text;
}

bool ZousiController::restoreState(const QString &text)
{
    const std::string data = text.toStdString();
    auto game = zousi::Game::deserialize(data);
    auto record = Record::parse(data);
    if (!game || !record)
        return false;
    // The page's own lines: optional (older saves), but never out of range.
    auto mode = record->getInt("ui-mode", 0, 1);
    auto level = record->getInt("ui-level", 0, 3);
    auto reported = record->getInt("ui-reported", 0, 1);
    if ((record->has("ui-mode") && !mode) || (record->has("ui-level") && !level) ||
        (record->has("ui-reported") && !reported))
        return false;
    if (mode)
        m_mode = *mode == 0 ? ZousiMode::TwoPlayers : ZousiMode::VsComputer;
    if (level)
        m_level = zousi::Level(*level);
    // A finished game counts once: a restored finished game is never counted again.
    m_versus.setCounted(game->over() || (reported && *reported == 1));
    m_finished = game->over();
    AppSettings::write(key("mode"), int(m_mode));
    AppSettings::write(key("level"), int(m_level));
    AppSettings::write(key("first"), int(game->startPosition().toMove));
    resetTo(std::move(*game));
    return true;
}

} // namespace gg::ui
