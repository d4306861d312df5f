#include "gomoku/gomokucontroller.h"

#include "gomoku/gomokuopenings.h"

#include "appsettings.h"
#include "highscores.h"

#include "common/rng.h"

#include <QStringList>

namespace gg::ui {

namespace {
const QString GameId = QStringLiteral("gomoku");
const char *const LevelKeys[] = {"easy", "medium", "hard", "expert"};
// Extra lines the page adds to the core's save text; the core never sees them.
const QString UiPrefix = QStringLiteral("ui-");
} // namespace

GomokuController::GomokuController(QObject *parent, quint64 seed)
    : QObject(parent), m_seed(seed ? seed : Rng::randomSeed()),
      m_versus({[this] { return m_mode == Mode::Computer; }, [this] { return m_game.over(); },
                [this] {
                    // The person has placed a stone: black moves first, or white after an
                    // opening's three stones.
                    const bool personFirst =
                        (openingMoves() % 2 == 0) == (m_humanStone == gomoku::Stone::Black);
                    return m_game.moveCount() - openingMoves() >= (personFirst ? 1 : 2);
                },
                [this] { return levelKey(m_level); }})
{
    using namespace gomoku;
    Options options;
    options.size = AppSettings::readInt(QStringLiteral("gomoku/size"), DefaultSize, DefaultSize,
                                        LargeSize) == LargeSize
                       ? LargeSize
                       : DefaultSize;
    options.rule = Rule(AppSettings::readInt(QStringLiteral("gomoku/rule"), 0, 0, 2));
    m_game.newGame(options);
    m_mode = AppSettings::readInt(QStringLiteral("gomoku/mode"), 0, 0, 1) == 1 ? Mode::TwoPlayers
                                                                               : Mode::Computer;
    m_level = Level(AppSettings::readInt(QStringLiteral("gomoku/level"), int(Level::Medium), 0, 3));
    m_humanStone = AppSettings::readBool(QStringLiteral("gomoku/humanBlack"), true) ? Stone::Black
                                                                                    : Stone::White;
    m_humanPreference = m_humanStone;
    m_swap2Option = AppSettings::readBool(QStringLiteral("gomoku/swap2"), false);
    m_rifOption = AppSettings::readBool(QStringLiteral("gomoku/rif"), false);
    m_aiTimeMs = AppSettings::readInt(QStringLiteral("gomoku/aiTimeMs"), 1000, 50, 30000);
    m_hintTimeMs = m_aiTimeMs;
    m_opening = AppSettings::readString(QStringLiteral("gomoku/opening"), QString());
    if (m_opening != QStringLiteral("random") &&
        !gomoku::renjuOpening(m_opening.toStdString()).has_value())
        m_opening.clear();
    connect(&m_versus, &VersusComputer::resultReady, this, &GomokuController::resultReady);
    connect(&m_versus, &VersusComputer::abandoned, this, &GomokuController::abandoned);
    connect(&m_versus, &VersusComputer::thinkingChanged, this, &GomokuController::thinkingChanged);
    connect(this, &GomokuController::changed, this, &GomokuController::refreshAnalysis);
}

QString GomokuController::levelKey(gomoku::Level level)
{
    return QString::fromLatin1(LevelKeys[int(level)]);
}

int GomokuController::winScore(gomoku::Level level, bool assisted)
{
    const int score = 10 * (int(level) + 1);
    return assisted ? score / 2 : score;
}

bool GomokuController::humanToMove() const
{
    if (m_game.over() || m_versus.thinking())
        return false;
    if (inSwap2()) // the opening's stones, by the player whose part it is
        return m_swap2->expectsStone() &&
               (m_mode == Mode::TwoPlayers || m_swap2->actor() == humanPlayer());
    if (inRif()) // the fourth stone, an offer or the pick: a point on the board
        return m_rif->phase() != gomoku::RifPhase::SwapChoice &&
               (m_mode == Mode::TwoPlayers || m_rif->actor() == humanPlayer());
    return m_mode == Mode::TwoPlayers || m_game.toMove() == m_humanStone;
}

bool GomokuController::humanChooses() const
{
    if (m_versus.thinking() || m_game.over())
        return false;
    if (inRif() && m_rif->phase() == gomoku::RifPhase::SwapChoice)
        return m_mode == Mode::TwoPlayers || m_rif->actor() == humanPlayer();
    if (!inSwap2() || m_swap2->expectsStone())
        return false;
    return m_mode == Mode::TwoPlayers || m_swap2->actor() == humanPlayer();
}

int GomokuController::openingMoves() const
{
    if (inSwap2() || inRif())
        return m_game.moveCount();
    if (m_swap2)
        return m_swap2->stones();
    if (m_rif)
        return 5;
    return m_openingMoves;
}

int GomokuController::openingActor() const
{
    if (inSwap2())
        return m_swap2->actor();
    if (inRif())
        return m_rif->actor();
    return -1;
}

void GomokuController::setRif(bool on)
{
    m_rifOption = on;
    AppSettings::write(QStringLiteral("gomoku/rif"), on);
}

// RIF's colours are known once the swap is chosen; the opening's stones stay on the board.
void GomokuController::rifSettled()
{
    if (m_mode == Mode::Computer)
        m_humanStone =
            humanPlayer() == 0 ? m_rif->firstPlays() : gomoku::opponent(m_rif->firstPlays());
}

void GomokuController::setSwap2(bool on)
{
    m_swap2Option = on;
    AppSettings::write(QStringLiteral("gomoku/swap2"), on);
}

bool GomokuController::chooseSwap2(gomoku::Swap2Choice choice)
{
    if (!humanChooses())
        return false;
    if (inRif()) {
        if (choice == gomoku::Swap2Choice::PlaceTwo ||
            !m_rif->chooseSwap(choice == gomoku::Swap2Choice::PlayBlack))
            return false;
        rifSettled();
        emit statusChanged();
        emit changed();
        maybeComputer();
        return true;
    }
    if (!m_swap2->choose(choice))
        return false;
    if (m_swap2->done())
        swap2Settled();
    emit statusChanged();
    emit changed();
    maybeComputer();
    return true;
}

// The colours are settled: the person plays the colour of the player they are; the opening's
// stones stay on the board (not to be taken back).
void GomokuController::swap2Settled()
{
    if (m_mode == Mode::Computer)
        m_humanStone =
            humanPlayer() == 0 ? m_swap2->firstPlays() : gomoku::opponent(m_swap2->firstPlays());
}

void GomokuController::cancelAll()
{
    m_versus.cancel();
    m_hintTask.cancel();
}

void GomokuController::saveOptions()
{
    AppSettings::write(QStringLiteral("gomoku/size"), m_game.size());
    AppSettings::write(QStringLiteral("gomoku/rule"), int(m_game.rule()));
    AppSettings::write(QStringLiteral("gomoku/mode"), int(m_mode));
    AppSettings::write(QStringLiteral("gomoku/level"), int(m_level));
    AppSettings::write(QStringLiteral("gomoku/humanBlack"),
                       m_humanPreference == gomoku::Stone::Black);
}

void GomokuController::setOpening(const QString &key)
{
    m_opening = key == QStringLiteral("random") || gomoku::renjuOpening(key.toStdString())
                    ? key
                    : QString();
    AppSettings::write(QStringLiteral("gomoku/opening"), m_opening);
}

void GomokuController::placeOpening()
{
    m_openingMoves = 0;
    m_humanStone = m_humanPreference;
    m_swap2.reset();
    m_rif.reset();
    if (m_swap2Option && m_game.rule() != gomoku::Rule::Renju && m_game.moveCount() == 0) {
        m_swap2 = gomoku::Swap2();
        return;
    }
    const bool rif = m_rifOption && m_game.rule() == gomoku::Rule::Renju && m_game.moveCount() == 0;
    if (m_game.rule() != gomoku::Rule::Renju || (m_opening.isEmpty() && !rif) ||
        m_game.moveCount() > 0)
        return;
    gomoku::RenjuOpening opening = gomoku::RenjuOpenings.front();
    if (m_opening == QStringLiteral("random") || m_opening.isEmpty()) {
        Rng rng(m_seed + 0x9e37 * ++m_openingDraws);
        opening = gomoku::RenjuOpenings[rng.below(std::uint32_t(gomoku::RenjuOpenings.size()))];
    } else {
        opening = *gomoku::renjuOpening(m_opening.toStdString());
    }
    for (const gomoku::Point &p : gomoku::openingStones(opening, m_game.size()))
        m_game.play(p);
    m_openingMoves = m_game.moveCount();
    if (rif)
        m_rif = gomoku::FiveMoveTwo();
}

void GomokuController::start()
{
    placeOpening();
    m_finished = false;
    m_versus.gameStarted();
    saveOptions();
    emit boardReset();
    emit statusChanged();
    emit changed();
    maybeComputer();
}

bool GomokuController::importRecord(const QString &text, int *badMove)
{
    auto game = gomoku::Game::fromRecord(text.trimmed().toStdString(), m_game.size(), m_game.rule(),
                                         badMove);
    if (!game)
        return false;
    abandonCurrent();
    m_mode = Mode::TwoPlayers;
    m_game = std::move(*game);
    m_openingMoves = 0;
    emit gameStarted();
    start();
    if (m_game.over())
        recordResult();
    return true;
}

void GomokuController::setAnalysis(bool on)
{
    if (on == m_analysis)
        return;
    m_analysis = on;
    refreshAnalysis();
}

void GomokuController::refreshAnalysis()
{
    m_analysisTask.cancel();
    emit analysisReady({});
    if (!m_analysis || m_game.over())
        return;
    if (!m_game.assisted()) {
        m_game.markAssisted();
        emit changed(); // comes back here once; the game is assisted now
        return;
    }
    const gomoku::Game copy = m_game;
    m_analysisTask.start<gomoku::Analysis>(
        [copy](const std::atomic<bool> &stop) {
            return gomoku::analysePosition(copy, 400'000, &stop);
        },
        [this, moves = m_game.moveCount()](gomoku::Analysis analysis) {
            if (m_analysis && m_game.moveCount() == moves)
                emit analysisReady(analysis);
        });
}

void GomokuController::abandonCurrent()
{
    cancelAll();
    m_versus.leave();
}

bool GomokuController::abandonWouldCount() const
{
    return m_versus.abandonWouldCount();
}

void GomokuController::resign()
{
    cancelAll();
    if (m_versus.resign())
        newGame(); // (already counted: not abandoned as well)
}

void GomokuController::newGame()
{
    abandonCurrent();
    m_game.newGame();
    emit gameStarted();
    start();
}

void GomokuController::newGame(const gomoku::Options &options)
{
    abandonCurrent();
    m_game.newGame(options);
    emit gameStarted();
    start();
}

void GomokuController::setMode(Mode mode)
{
    abandonCurrent();
    m_mode = mode;
    newGame();
}

void GomokuController::setLevel(gomoku::Level level)
{
    abandonCurrent();
    m_level = level;
    newGame();
}

void GomokuController::setHumanStone(gomoku::Stone stone)
{
    abandonCurrent();
    m_humanStone = stone == gomoku::Stone::White ? stone : gomoku::Stone::Black;
    m_humanPreference = m_humanStone;
    newGame();
}

bool GomokuController::play(gomoku::Point point)
{
    if (!humanToMove() || !m_game.canPlay(point))
        return false;
    if (inRif() && m_rif->phase() == gomoku::RifPhase::Offer) {
        // An offer for the fifth, not yet a stone.
        if (!m_rif->offer(m_game, point))
            return false;
        emit statusChanged();
        emit changed();
        maybeComputer();
        return true;
    }
    if (inRif() && m_rif->phase() == gomoku::RifPhase::Pick && !m_rif->pick(point))
        return false;
    m_hintTask.cancel();
    apply(point);
    maybeComputer();
    return true;
}

void GomokuController::apply(gomoku::Point point, bool byComputer)
{
    const gomoku::MoveResult result = m_game.play(point);
    if (!result.ok())
        return;
    m_lastByComputer = byComputer;
    if (inSwap2())
        m_swap2->stonePlaced();
    if (inRif() && m_game.moveCount() == 4)
        m_rif->fourthPlayed();
    m_versus.markMoved();
    emit played(point);
    emit statusChanged();
    if (m_game.over())
        recordResult();
    emit changed();
}

void GomokuController::recordResult()
{
    if (m_finished)
        return;
    m_finished = true;
    const gomoku::Stone winner = m_game.winner();
    if (winner == gomoku::Stone::Empty)
        m_versus.finish(Statistics::Result::Drawn);
    else if (winner == m_humanStone)
        m_versus.finish(Statistics::Result::Won, winScore(m_level, m_game.assisted()));
    else
        m_versus.finish(Statistics::Result::Lost);
    emit finished(m_game.status());
}

// The computer's level and time, and a seed that differs from move to move.
gomoku::AiSettings GomokuController::computerSettings() const
{
    gomoku::AiSettings settings;
    settings.level = m_level;
    settings.timeMs = m_aiTimeMs;
    settings.seed = m_seed + quint64(m_game.moveCount()) * 7919u;
    return settings;
}

void GomokuController::maybeComputer()
{
    if (inSwap2()) {
        computerSwap2();
        return;
    }
    if (inRif()) {
        computerRif();
        return;
    }
    if (m_mode != Mode::Computer || m_game.over() || m_game.toMove() == m_humanStone)
        return;
    const gomoku::Game copy = m_game;
    const gomoku::AiSettings settings = computerSettings();
    m_versus.reply<gomoku::AiMove>(
        [copy, settings](const std::atomic<bool> &stop) {
            gomoku::AiSettings s = settings;
            s.stop = &stop;
            gomoku::Ai ai(s);
            return ai.choose(copy);
        },
        [this](gomoku::AiMove move) {
            // The worker played on a copy: check the move against the live game again.
            if (move.valid() && m_game.canPlay(move.point))
                apply(move.point, true);
        });
}

// The computer's part of a Swap2 opening, off the GUI thread: its three stones, its choice
// as second player (and the two stones it may place), or its choice as first player.
void GomokuController::computerSwap2()
{
    if (m_mode != Mode::Computer || !inSwap2() || m_swap2->actor() == humanPlayer())
        return;
    struct Step
    {
        std::vector<gomoku::Point> stones;
        std::optional<gomoku::Swap2Choice> choice;
    };
    const gomoku::Board board = gomoku::Board::fromGame(m_game);
    const gomoku::Swap2 state = *m_swap2;
    const gomoku::AiSettings settings = computerSettings();
    const quint64 seed = m_seed;
    const int size = m_game.size();
    const gomoku::Rule rule = m_game.rule();
    m_versus.reply<Step>(
        [board, state, settings, seed, size, rule](const std::atomic<bool> &stop) {
            gomoku::AiSettings s = settings;
            s.stop = &stop;
            gomoku::Ai ai(s);
            Step step;
            if (state.phase() == gomoku::Swap2Phase::PlaceThree) {
                for (const gomoku::Point &p : gomoku::swap2Proposal(size, rule, seed, 15, &stop))
                    step.stones.push_back(p);
            } else if (state.phase() == gomoku::Swap2Phase::SecondChooses) {
                const gomoku::AiMove white = ai.choose(board, gomoku::Stone::White);
                step.choice = gomoku::swap2Judge(white, true);
                if (*step.choice == gomoku::Swap2Choice::PlaceTwo)
                    for (const gomoku::Point &p : gomoku::swap2Balance(board, ai, 15, &white))
                        step.stones.push_back(p);
            } else if (state.phase() == gomoku::Swap2Phase::FirstChooses) {
                step.choice = gomoku::swap2Decide(board, ai, false);
            }
            return step;
        },
        [this](Step step) {
            if (!inSwap2())
                return;
            // The proposal is made on an empty board; a choice, then any stones it places.
            if (step.choice && !m_swap2->choose(*step.choice))
                return;
            for (const gomoku::Point &p : step.stones) {
                if (!m_swap2->expectsStone() || !m_game.canPlay(p))
                    break;
                apply(p, true);
            }
            if (m_swap2->done())
                swap2Settled();
            emit statusChanged();
            emit changed();
            maybeComputer();
        });
}

// The computer's part of RIF's opening, off the GUI thread: the swap, white's fourth,
// black's two offers, or white's pick.
void GomokuController::computerRif()
{
    if (m_mode != Mode::Computer || !inRif() || m_rif->actor() == humanPlayer())
        return;
    struct Step
    {
        std::optional<bool> swap;
        std::vector<gomoku::Point> points; // the fourth, the two offers, or the pick
    };
    const gomoku::Game copy = m_game;
    const gomoku::FiveMoveTwo state = *m_rif;
    const gomoku::AiSettings settings = computerSettings();
    m_versus.reply<Step>(
        [copy, state, settings](const std::atomic<bool> &stop) {
            gomoku::AiSettings s = settings;
            s.stop = &stop;
            gomoku::Ai ai(s);
            Step step;
            switch (state.phase()) {
            case gomoku::RifPhase::SwapChoice:
                step.swap = gomoku::rifSwap(copy, ai);
                break;
            case gomoku::RifPhase::Fourth:
                step.points.push_back(ai.choose(copy).point);
                break;
            case gomoku::RifPhase::Offer:
                for (const gomoku::Point &p : gomoku::rifOffers(copy, 15, &stop))
                    step.points.push_back(p);
                break;
            case gomoku::RifPhase::Pick:
                step.points.push_back(gomoku::rifPick(copy, state.offers(), 15, &stop));
                break;
            case gomoku::RifPhase::Done:
                break;
            }
            return step;
        },
        [this](Step step) {
            if (!inRif())
                return;
            if (step.swap) {
                if (!m_rif->chooseSwap(*step.swap))
                    return;
                rifSettled();
            } else if (m_rif->phase() == gomoku::RifPhase::Offer) {
                for (const gomoku::Point &p : step.points)
                    m_rif->offer(m_game, p);
            } else if (!step.points.empty() && m_game.canPlay(step.points.front())) {
                if (m_rif->phase() == gomoku::RifPhase::Pick && !m_rif->pick(step.points.front()))
                    return;
                apply(step.points.front(), true);
            }
            emit statusChanged();
            emit changed();
            maybeComputer();
        });
}

void GomokuController::undo()
{
    cancelAll();
    if (!canUndo())
        return;
    m_game.undo();
    if (m_mode == Mode::Computer) {
        // Take back the computer's reply and the human's move together.
        m_game.markAssisted();
        while (canUndo() && m_game.toMove() != m_humanStone)
            m_game.undo();
    }
    emit boardReset();
    emit statusChanged();
    emit changed();
    maybeComputer(); // the computer opens as black after everything was taken back
}

void GomokuController::redo()
{
    cancelAll();
    if (!m_game.canRedo())
        return;
    m_game.redo();
    if (m_mode == Mode::Computer)
        while (m_game.canRedo() && !m_game.over() && m_game.toMove() != m_humanStone)
            m_game.redo();
    emit boardReset();
    emit statusChanged();
    if (m_game.over())
        recordResult();
    emit changed();
    maybeComputer();
}

void GomokuController::requestHint()
{
    if (!humanToMove() || m_hintTask.busy() || inSwap2() || inRif())
        return;
    const gomoku::Game copy = m_game;
    const int ms = m_hintTimeMs;
    m_hintTask.start<gomoku::AiMove>(
        [copy, ms](const std::atomic<bool> &stop) { return gomoku::hint(copy, ms, &stop); },
        [this](gomoku::AiMove move) {
            if (!move.valid() || !m_game.canPlay(move.point))
                return;
            m_game.markAssisted();
            emit hintReady(move.point);
            emit changed();
        });
}

QString GomokuController::saveState() const
{
    QString text = QString::fromStdString(m_game.serialize());
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    text +=
        QStringLiteral("ui-mode %1\n")
            .arg(m_mode == Mode::Computer ? QStringLiteral("computer") : QStringLiteral("players"));
    text += QStringLiteral("ui-level %1\n").arg(levelKey(m_level));
    text += QStringLiteral("ui-human %1\n")
                .arg(m_humanStone == gomoku::Stone::Black ? QStringLiteral("black")
                                                          : QStringLiteral("white"));
    if (m_openingMoves > 0 && !m_swap2 && !m_rif)
        text += QStringLiteral("ui-opening %1\n").arg(m_openingMoves);
    if (m_swap2) {
        text += QStringLiteral("ui-%1\n").arg(QString::fromStdString(m_swap2->serialize()));
        text += QStringLiteral("ui-swap2-human %1\n").arg(humanPlayer());
    }
    if (m_rif) {
        text += QStringLiteral("ui-%1\n").arg(QString::fromStdString(m_rif->serialize()));
        text += QStringLiteral("ui-rif-human %1\n").arg(humanPlayer());
    }
    return text;
}

bool GomokuController::restoreState(const QString &text)
{
    if (text.size() > 100000)
        return false;
    QStringList core;
    Mode mode = m_mode;
    gomoku::Level level = m_level;
    gomoku::Stone human = m_humanStone;
    int openingMoves = 0;
    std::optional<gomoku::Swap2> swap2;
    int swap2Human = -1;
    std::optional<gomoku::FiveMoveTwo> rif;
    int rifHuman = -1;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!line.startsWith(UiPrefix)) {
            core.append(line);
            continue;
        }
        const QString key = line.section(QLatin1Char(' '), 0, 0);
        const QString value = line.section(QLatin1Char(' '), 1);
        if (key == QStringLiteral("ui-mode") && value == QStringLiteral("computer"))
            mode = Mode::Computer;
        else if (key == QStringLiteral("ui-mode") && value == QStringLiteral("players"))
            mode = Mode::TwoPlayers;
        else if (key == QStringLiteral("ui-human") && value == QStringLiteral("black"))
            human = gomoku::Stone::Black;
        else if (key == QStringLiteral("ui-human") && value == QStringLiteral("white"))
            human = gomoku::Stone::White;
        else if (key == QStringLiteral("ui-opening") && value == QStringLiteral("3"))
            openingMoves = 3;
        else if (key == QStringLiteral("ui-swap2")) {
            swap2 = gomoku::Swap2::deserialize(line.mid(3).toStdString());
            if (!swap2)
                return false;
        } else if (key == QStringLiteral("ui-rif")) {
            rif = gomoku::FiveMoveTwo::deserialize(line.mid(3).toStdString());
            if (!rif)
                return false;
        } else if (key == QStringLiteral("ui-rif-human") &&
                   (value == QStringLiteral("0") || value == QStringLiteral("1"))) {
            rifHuman = value.toInt();
        } else if (key == QStringLiteral("ui-swap2-human") &&
                   (value == QStringLiteral("0") || value == QStringLiteral("1")))
            swap2Human = value.toInt();
        else if (key == QStringLiteral("ui-level")) {
            int found = -1;
            for (int i = 0; i < 4; ++i)
                if (value == QLatin1String(LevelKeys[i]))
                    found = i;
            if (found < 0)
                return false;
            level = gomoku::Level(found);
        } else {
            return false;
        }
    }
    auto game = gomoku::Game::deserialize(core.join(QLatin1Char('\n')).toStdString());
    if (!game)
        return false;
    const int size = game->size();
    if (size != gomoku::DefaultSize && size != gomoku::LargeSize)
        return false;
    if (openingMoves > 0 && (game->rule() != gomoku::Rule::Renju || game->moveCount() < 3))
        return false;
    // A Swap2 opening: not under Renju, its stones those on the board (all of them while the
    // opening runs), the person's part known, and their colour the one the opening gave.
    if (swap2 && (game->rule() == gomoku::Rule::Renju || swap2Human < 0 ||
                  (swap2->done() ? game->moveCount() < swap2->stones()
                                 : game->moveCount() != swap2->stones())))
        return false;
    // RIF's opening: under Renju, three stones before the swap and the fourth, four while
    // the fifth is offered and picked, five or more after; offers on empty points.
    if (rif) {
        const int n = game->moveCount();
        const auto phase = rif->phase();
        const bool stones =
            phase == gomoku::RifPhase::SwapChoice || phase == gomoku::RifPhase::Fourth ? n == 3
            : phase == gomoku::RifPhase::Done                                          ? n >= 5
                                                                                       : n == 4;
        if (game->rule() != gomoku::Rule::Renju || rifHuman < 0 || !stones || swap2)
            return false;
        for (const gomoku::Point &p : rif->offers())
            if (!game->onBoard(p) || game->at(p) != gomoku::Stone::Empty)
                return false;
        if (mode == Mode::Computer && phase != gomoku::RifPhase::SwapChoice &&
            human != (rifHuman == 0 ? rif->firstPlays() : gomoku::opponent(rif->firstPlays())))
            return false;
    }
    if (swap2 && swap2->done() && mode == Mode::Computer &&
        human != (swap2Human == 0 ? swap2->firstPlays() : gomoku::opponent(swap2->firstPlays())))
        return false;
    cancelAll();
    m_game = std::move(*game);
    m_openingMoves = openingMoves;
    m_swap2 = swap2;
    m_rif = rif;
    m_mode = mode;
    m_level = level;
    m_humanStone = human;
    m_humanPreference = swap2 ? (swap2Human == 0 ? gomoku::Stone::Black : gomoku::Stone::White)
                        : rif ? (rifHuman == 0 ? gomoku::Stone::Black : gomoku::Stone::White)
                              : human;
    m_finished = m_game.over();
    m_versus.setCounted(m_game.over()); // a finished game was counted when it ended
    saveOptions();
    emit boardReset();
    emit statusChanged();
    emit changed();
    maybeComputer();
    return true;
}

} // namespace gg::ui
