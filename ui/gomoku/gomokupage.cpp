#include "gomoku/gomokupage.h"

#include "common/appearance.h"

#include "common/gamereview.h"
#include "common/sound.h"
#include "gomoku/gomokureview.h"

#include "appsettings.h"
#include "common/boardview.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokuscene.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace gg::ui {

namespace {
constexpr int ReplyDelayMs = 220; // the computer's stone waits for the person's to land
} // namespace

using gomoku::Level;
using gomoku::Point;
using gomoku::Stone;

GomokuPage::GomokuPage(QWidget *parent, quint64 seed) : GamePage(parent)
{
    m_controller = new GomokuController(this, seed);
    m_scene = new GomokuScene(this);
    setBoard(m_scene);
    setSaveText([this] { return m_controller->saveState(); },
                [this](const QString &text) { return m_controller->restoreState(text); });
    setVersus(
        &m_controller->versus(), [this] { m_controller->resign(); }, [this] { refreshLabels(); });

    m_turn = addInfo(&m_turnCaption);
    // Games played, won and the score at the current level, on one line.
    m_record = addInfo(&m_recordCaption);
    m_record->setObjectName(QStringLiteral("record"));
    m_record->setWordWrap(true);
    QFont recordFont = m_record->font(); // a sentence, not a number: smaller than the turn
    recordFont.setPointSizeF(recordFont.pointSizeF() * 0.7);
    m_record->setFont(recordFont);
    sidePanel()->addSpacing(4);

    m_newButton = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_redoButton = new QPushButton(this);
    m_hintButton = new QPushButton(this);
    // Two by two, so that every option fits beside the board at the default window size.
    auto *buttons = new QGridLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_newButton, 0, 0);
    buttons->addWidget(m_hintButton, 0, 1);
    buttons->addWidget(m_undoButton, 1, 0);
    buttons->addWidget(m_redoButton, 1, 1);
    m_resignButton = new QPushButton(this);
    m_analyseButton = new QPushButton(this);
    buttons->addWidget(m_analyseButton, 2, 0);
    buttons->addWidget(m_resignButton, 2, 1);
    m_analyseAction =
        addAnalyseAction([this] { return m_controller->analysing(); },
                         [this](bool on) { m_controller->setAnalysis(on); }, m_analyseButton);
    addRecordActions([this] { return m_controller->record(); },
                     [this](const QString &text) { return importText(text); },
                     [this] { return m_controller->game().moveCount() > 0; },
                     QStringLiteral("txt"));
    m_copyPsqAction = addExtraAction(
        [this] {
            QGuiApplication::clipboard()->setText(m_controller->psq());
            m_scene->toast()->showToast(tr("The game is on the clipboard as .psq."));
        },
        [this] { return m_controller->game().moveCount() > 0; });
    const std::pair<QPushButton *, GameAction> bound[] = {{m_newButton, GameAction::New},
                                                          {m_undoButton, GameAction::Undo},
                                                          {m_redoButton, GameAction::Redo},
                                                          {m_hintButton, GameAction::Hint},
                                                          {m_resignButton, GameAction::Resign}};
    for (const auto &[button, which] : bound)
        bindButton(button, gameAction(which));
    sidePanel()->addLayout(buttons);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2);
    sidePanel()->addWidget(m_status);
    // Swap2's choices (docs/RULES.md §3.13), shown when one is the person's to make.
    m_swapWhite = new QPushButton(this);
    m_swapBlack = new QPushButton(this);
    m_swapTwo = new QPushButton(this);
    m_swapWhite->setObjectName(QStringLiteral("swap2White"));
    m_swapBlack->setObjectName(QStringLiteral("swap2Black"));
    m_swapTwo->setObjectName(QStringLiteral("swap2Two"));
    for (const auto &[button, choice] : {std::pair{m_swapWhite, gomoku::Swap2Choice::PlayWhite},
                                         std::pair{m_swapBlack, gomoku::Swap2Choice::PlayBlack},
                                         std::pair{m_swapTwo, gomoku::Swap2Choice::PlaceTwo}}) {
        button->setVisible(false);
        sidePanel()->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, c = choice] {
            if (m_controller->chooseSwap2(c))
                view()->setFocus();
        });
    }
    sidePanel()->addSpacing(2);

    m_modeLabel = new QLabel(this);
    m_modeBox = new QComboBox(this);
    m_modeBox->addItem(QString(), int(GomokuController::Mode::Computer));
    m_modeBox->addItem(QString(), int(GomokuController::Mode::TwoPlayers));
    m_levelLabel = new QLabel(this);
    m_levelBox = new QComboBox(this);
    for (int level = 0; level < 4; ++level)
        m_levelBox->addItem(QString(), level);
    m_colourLabel = new QLabel(this);
    m_colourBox = new QComboBox(this);
    m_colourBox->addItem(QString(), int(Stone::Black));
    m_colourBox->addItem(QString(), int(Stone::White));
    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QComboBox(this);
    m_sizeBox->addItem(QString(), gomoku::DefaultSize);
    m_sizeBox->addItem(QString(), gomoku::LargeSize);
    m_ruleLabel = new QLabel(this);
    m_ruleBox = new QComboBox(this);
    m_ruleBox->addItem(QString(), int(gomoku::Rule::FiveOrMore));
    m_ruleBox->addItem(QString(), int(gomoku::Rule::ExactlyFive));
    m_ruleBox->addItem(QString(), int(gomoku::Rule::Renju));
    // Renju's standard openings, each with a picture of its three stones.
    m_openingLabel = new QLabel(this);
    m_openingBox = new QComboBox(this);
    m_openingBox->setObjectName(QStringLiteral("opening"));
    m_openingBox->setIconSize(QSize(20, 20));
    m_openingBox->addItem(QString(), QString());
    m_openingBox->addItem(QString(), QStringLiteral("random"));
    for (const gomoku::RenjuOpening &o : gomoku::RenjuOpenings)
        m_openingBox->addItem(openingIcon(o), QString(), QString::fromLatin1(o.key));
    const std::pair<QLabel *, QComboBox *> rows[] = {
        {m_modeLabel, m_modeBox}, {m_levelLabel, m_levelBox}, {m_colourLabel, m_colourBox},
        {m_sizeLabel, m_sizeBox}, {m_ruleLabel, m_ruleBox},   {m_openingLabel, m_openingBox}};
    for (const auto &[label, box] : rows) {
        addOption(label, box);
        sidePanel()->addWidget(label);
        sidePanel()->addWidget(box);
        connect(box, &QComboBox::activated, this, &GomokuPage::applyOptions);
    }
    // The computer's thinking time per move (issue 4: about 1 s by default, configurable).
    m_timeLabel = new QLabel(this);
    m_timeBox = new QComboBox(this);
    m_timeBox->setObjectName(QStringLiteral("thinkingTime"));
    for (int ms : {500, 1000, 2000, 5000})
        m_timeBox->addItem(QString(), ms);
    addOption(m_timeLabel, m_timeBox);
    const int afterLevel = sidePanel()->indexOf(m_levelBox) + 1;
    sidePanel()->insertWidget(afterLevel, m_timeLabel);
    sidePanel()->insertWidget(afterLevel + 1, m_timeBox);
    connect(m_timeBox, &QComboBox::activated, this, [this] {
        const int ms = m_timeBox->currentData().toInt();
        m_controller->setAiTimeMs(ms);
        AppSettings::write(QStringLiteral("gomoku/aiTimeMs"), ms);
    });
    m_numbersBox = new QCheckBox(this);
    addOption(m_numbersBox);
    sidePanel()->addSpacing(2);
    sidePanel()->addWidget(m_numbersBox);
    m_forbiddenBox = new QCheckBox(this);
    addOption(m_forbiddenBox);
    sidePanel()->addWidget(m_forbiddenBox);
    m_swap2Box = new QCheckBox(this);
    m_swap2Box->setObjectName(QStringLiteral("swap2"));
    addOption(m_swap2Box);

    connect(m_swap2Box, &QCheckBox::clicked, this, &GomokuPage::applyOptions);
    m_rifBox = new QCheckBox(this);
    m_rifBox->setObjectName(QStringLiteral("rif"));
    addOption(m_rifBox);
    connect(m_rifBox, &QCheckBox::clicked, this, &GomokuPage::applyOptions);
    // The opening option shares the rule's row (Swap2 under five-or-more and exactly-five,
    // RIF's five moves, two choices under Renju), so the panel still fits 800 × 600.
    const int ruleIndex = sidePanel()->indexOf(m_ruleBox);
    sidePanel()->removeWidget(m_ruleBox);
    auto *ruleRow = new QHBoxLayout;
    ruleRow->setContentsMargins(0, 0, 0, 0);
    ruleRow->addWidget(m_ruleBox, 1);
    ruleRow->addWidget(m_swap2Box);
    ruleRow->addWidget(m_rifBox);
    sidePanel()->insertLayout(ruleIndex, ruleRow);
    sidePanel()->addStretch(1);

    connect(m_numbersBox, &QCheckBox::toggled, this, &GomokuPage::setShowNumbers);
    connect(m_forbiddenBox, &QCheckBox::toggled, this, &GomokuPage::setMarkForbidden);

    connect(m_scene, &GomokuScene::clicked, this, [this](Point p) {
        m_scene->setCursorVisible(false); // the mouse took over from the keyboard
        m_scene->setCursorPoint(p);
        accessCursorMoved();
        place(p);
    });
    m_review =
        makeReview([this] { return m_controller->game().over(); },
                   [this] { return GameReview::withSummary(m_resultText, reviewSummary()); });
    setReplay({[this] {
                   const gomoku::Game &game = m_controller->game();
                   return game.over() && game.moveCount() > 0;
               },
               [this] {
                   const std::vector<gomoku::Point> moves = m_controller->game().moves();
                   const int size = m_controller->game().size();
                   return m_review->steps(
                       int(moves.size()),
                       [&](int i) {
                           return tr("%1 %2").arg(
                               stoneName(i % 2 == 0 ? Stone::Black : Stone::White),
                               GomokuScene::pointName(moves[std::size_t(i)], size));
                       },
                       [size](int code) {
                           return GomokuScene::pointName({code / size, code % size}, size);
                       },
                       true);
               },
               [this](int moves) { showReplay(moves); }, [this] { return reviewSummary(); }});

    connect(m_scene->message(), &MessageItem::buttonClicked, this, [this](int id) {
        if (id == Review) {
            openReplay();
            return;
        }
        m_scene->message()->hideMessage();
        m_messageDismissed = true;
        if (id == PlayAgain)
            trigger(GameAction::New);
        else if (id == TakeBack)
            trigger(GameAction::Undo);
    });

    connect(m_controller, &GomokuController::boardReset, this, [this] {
        m_messageDismissed = false;
        m_scene->clearHint();
        redraw(false);
    });
    connect(m_controller, &GomokuController::played, this, [this](Point p) {
        redraw(true);
        // What a screen reader says: the move, then whose turn it is.
        const gomoku::Game &game = m_controller->game();
        const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
        const Stone mover = game.at(p);
        const QString where = GomokuScene::pointName(p, game.size());
        playSound(Sound::Place);
        if (game.over()) {
            const bool lost = computer && game.winner() != Stone::Empty &&
                              game.winner() != m_controller->humanStone();
            playSound(game.winner() == Stone::Empty ? Sound::Draw
                      : lost                        ? Sound::Lose
                                                    : Sound::Win);
        }
        // In a Swap2 or RIF opening the computer places stones of both colours.
        const QString move = computer && m_controller->lastMoveByComputer()
                                 ? tr("Computer played %1.").arg(where)
                                 : tr("%1 %2.").arg(stoneName(mover), where);
        QString next;
        if (!game.over() && computer && m_controller->humanToMove())
            next = tr("Your move (%1).").arg(stoneName(game.toMove()));
        else if (!game.over() && !computer)
            next = tr("%1 to move.").arg(stoneName(game.toMove()));
        accessCellsChanged();
        announce(sentences({move, next}));
    });
    connect(m_controller, &GomokuController::statusChanged, this, &GomokuPage::refreshStatus);
    connect(m_controller, &GomokuController::thinkingChanged, this, [this] {
        refreshStatus();
        emit actionsChanged();
    });
    connect(m_controller, &GomokuController::hintReady, this, [this](Point p) {
        m_scene->showHint(p);
        m_status->setText(
            tr("Hint: play %1.").arg(GomokuScene::pointName(p, m_scene->boardSize())));
    });
    connect(m_controller, &GomokuController::finished, this, [this] { refreshLabels(); });
    connect(m_controller, &GomokuController::abandoned, this, [this] { refreshLabels(); });
    connect(m_controller, &GomokuController::gameStarted, this, &GomokuPage::beginGame);
    connect(m_controller, &GomokuController::analysisReady, this, &GomokuPage::showAnalysis);
    connect(m_controller, &GomokuController::changed, this, [this] {
        emit stateChanged();
        emit actionsChanged();
    });

    const bool numbers = AppSettings::readBool(QStringLiteral("gomoku/numbers"), false);
    m_numbersBox->setChecked(numbers);
    m_scene->setShowNumbers(numbers);
    m_forbiddenBox->setChecked(AppSettings::readBool(QStringLiteral("gomoku/markForbidden"), true));
    m_controller->newGame();
    retranslate();
}

bool GomokuPage::importText(const QString &text)
{
    if (text.size() > 100000) {
        m_scene->toast()->showToast(tr("That is not a Gomoku game: too long."));
        return false;
    }
    int badMove = 0;
    m_scene->message()->hideMessage();
    if (m_controller->importRecord(text, &badMove)) {
        refreshStatus();
        m_scene->toast()->showToast(
            tr("Game pasted: %1 moves.").arg(m_controller->game().moveCount()));
        return true;
    }
    m_scene->toast()->showToast(
        badMove <= 0 ? tr("That is not a Gomoku game: paste moves such as \"H8 I9 J10\" or a "
                          ".psq file.")
                     : tr("That is not a Gomoku game: move %1 cannot be played.").arg(badMove),
        3000);
    return false;
}

// Rings where either colour would make a five ("5") or an open four ("4", "4-3" for a four
// with an open three), and the forced win by fours, if found, as numbered steps.
void GomokuPage::showAnalysis(const gomoku::Analysis &analysis)
{
    QList<GomokuScene::ThreatMarker> marks;
    for (const gomoku::ThreatMark &mark : analysis.marks) {
        const QString text = mark.combo == gomoku::Combo::Five        ? tr("5")
                             : mark.combo == gomoku::Combo::FourThree ? tr("4-3")
                                                                      : tr("4");
        marks.append({mark.point, mark.stone, text});
    }
    m_scene->setAnalysis(marks, analysis.winningLine, m_controller->game().toMove());
    if (!analysis.winningLine.empty())
        m_status->setText(
            tr("Analysis: %1 forces a win with fours (the numbered moves).")
                .arg(m_controller->game().toMove() == Stone::Black ? tr("Black") : tr("White")));
}

void GomokuPage::setAnimationsEnabled(bool on)
{
    GamePage::setAnimationsEnabled(on);
    // The computer's stone waits for the person's to land (the drop takes 160 ms).
    m_controller->setReplyDelay(on ? ReplyDelayMs : 0);
}

void GomokuPage::setMarkForbidden(bool on)
{
    if (m_forbiddenBox->isChecked() != on)
        m_forbiddenBox->setChecked(on); // comes back here through toggled
    AppSettings::write(QStringLiteral("gomoku/markForbidden"), on);
    refreshForbidden();
}

void GomokuPage::refreshForbidden()
{
    const gomoku::Game &game = shownGame();
    QList<Point> points;
    if (m_forbiddenBox->isChecked() && game.rule() == gomoku::Rule::Renju && !game.over() &&
        game.toMove() == Stone::Black)
        for (const gomoku::ForbiddenPoint &fp : gomoku::forbiddenPoints(game.cells(), game.size()))
            points.append(fp.point);
    m_scene->setForbidden(points);
}

QString GomokuPage::openingName(std::size_t index) const
{
    // The RIF's names; Chinese players know them by their Chinese names.
    static const char *const names[] = {
        QT_TR_NOOP("Kansei"),    QT_TR_NOOP("Keigetsu"), QT_TR_NOOP("Sosei"),
        QT_TR_NOOP("Kagetsu"),   QT_TR_NOOP("Zangetsu"), QT_TR_NOOP("Ugetsu"),
        QT_TR_NOOP("Kinsei"),    QT_TR_NOOP("Shogetsu"), QT_TR_NOOP("Kyugetsu"),
        QT_TR_NOOP("Shingetsu"), QT_TR_NOOP("Zuisei"),   QT_TR_NOOP("Sangetsu"),
        QT_TR_NOOP("Yusei"),     QT_TR_NOOP("Chosei"),   QT_TR_NOOP("Kyogetsu"),
        QT_TR_NOOP("Kosei"),     QT_TR_NOOP("Suigetsu"), QT_TR_NOOP("Ryusei"),
        QT_TR_NOOP("Ungetsu"),   QT_TR_NOOP("Hogetsu"),  QT_TR_NOOP("Rangetsu"),
        QT_TR_NOOP("Gingetsu"),  QT_TR_NOOP("Meisei"),   QT_TR_NOOP("Shagetsu"),
        QT_TR_NOOP("Meigetsu"),  QT_TR_NOOP("Suisei")};
    static_assert(std::size(names) == gomoku::RenjuOpenings.size());
    return index < std::size(names) ? tr(names[index]) : QString();
}

QIcon GomokuPage::openingIcon(const gomoku::RenjuOpening &opening)
{
    // The centre 5 × 5 of the board with the three stones, numbered.
    const int cell = 11;
    QPixmap pixmap(cell * 5 + 2, cell * 5 + 2);
    pixmap.fill(QColor(0xe3, 0xb8, 0x6a));
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x5a, 0x40, 0x20), 1));
    for (int i = 0; i < 5; ++i) {
        const int at = 1 + cell / 2 + i * cell;
        p.drawLine(1 + cell / 2, at, 1 + cell / 2 + 4 * cell, at);
        p.drawLine(at, 1 + cell / 2, at, 1 + cell / 2 + 4 * cell);
    }
    const auto stones = gomoku::openingStones(opening, 5);
    for (int i = 0; i < 3; ++i) {
        const QPointF centre(1 + cell / 2 + stones[std::size_t(i)].col * cell,
                             1 + cell / 2 + stones[std::size_t(i)].row * cell);
        p.setPen(QPen(QColor(20, 20, 20), 1));
        p.setBrush(i == 1 ? QColor(250, 250, 250) : QColor(20, 20, 20));
        p.drawEllipse(centre, cell * 0.45, cell * 0.45);
    }
    p.end();
    return QIcon(pixmap);
}

QString GomokuPage::forbiddenText(gomoku::Forbidden kind) const
{
    switch (kind) {
    case gomoku::Forbidden::DoubleThree:
        return tr("Forbidden for black: a double three (two open threes at once).");
    case gomoku::Forbidden::DoubleFour:
        return tr("Forbidden for black: a double four (two fours at once).");
    case gomoku::Forbidden::Overline:
        return tr("Forbidden for black: an overline (six or more in a row).");
    case gomoku::Forbidden::None:
        break;
    }
    return {};
}

void GomokuPage::setShowNumbers(bool on)
{
    if (m_numbersBox->isChecked() != on)
        m_numbersBox->setChecked(on); // comes back here through toggled
    m_scene->setShowNumbers(on);
    AppSettings::write(QStringLiteral("gomoku/numbers"), on);
}

QString GomokuPage::howToPlay() const
{
    return tr("<h3>Gomoku</h3>"
              "<p>Black and White take turns placing one stone on an empty intersection; "
              "Black moves first. The first to make an unbroken line of five stones "
              "(across, down or diagonally) wins. With the rule <i>Exactly five</i>, a line "
              "of six or more does not count. A full board is a draw.</p>"
              "<p>With the rule <i>Renju</i> (the tournament rule) White wins with five or "
              "more, Black only with exactly five, and Black may not play a forbidden point: "
              "a double three (two open threes at once), a double four (two fours at once) or "
              "an overline (six or more). A stone that makes five still wins. While Black is "
              "to move, a small red × marks every forbidden point.</p>"
              "<p>Play against the computer at four levels (Easy, Medium, Hard, Expert) or "
              "against a friend on the same computer, and choose whether you play Black.</p>"
              "<h4>Controls</h4>"
              "<ul><li>Click an intersection to place a stone.</li>"
              "<li>Arrow keys move the cursor; Home / End jump to the left / right edge, "
              "Page Up / Page Down to the top / bottom edge; Enter or Space places a "
              "stone.</li>"
              "<li>H: hint; Ctrl+Z: undo (against the computer it takes back your move and "
              "its reply).</li></ul>"
              "<p>A win against the computer scores 10, 20, 30 or 40 points by level; half "
              "when you used a hint or undo.</p>") +
           tr("<p><b>Swap2 opening</b> (five or more, exactly five): the first player places "
              "three stones (black, white, black); the second then plays white, plays black, "
              "or places two more (white, black) and lets the first choose. Against the "
              "computer, \"You play\" chooses who opens. The choices are buttons in the side "
              "panel (Alt+W, Alt+B, Alt+T).</p>") +
           tr("<p><b>Five moves, two choices</b> (Renju's tournament rule): the game starts "
              "from the standard opening chosen; the second player keeps white or swaps "
              "(Play White, Play Black); white places the fourth stone; black offers two "
              "places for the fifth (not the same by symmetry), and white picks the one black "
              "gets (A or B) and plays on.</p>") +
           abandonedGameNote();
}

bool GomokuPage::offersAction(GameAction action) const
{
    return action != GameAction::Pause && action != GameAction::Resign;
}

QString GomokuPage::commandText(GameAction which) const
{
    // A board game takes a move back (悔棋).
    return which == GameAction::Undo ? tr("&Undo") : GamePage::commandText(which);
}

bool GomokuPage::actionEnabled(GameAction action) const
{
    const gomoku::Game &game = m_controller->game();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return game.moveCount() > 0;
    case GameAction::Undo:
        return m_controller->canUndo();
    case GameAction::Redo:
        return game.canRedo();
    case GameAction::Hint: // not for an opening's offers and choices
        return m_controller->humanToMove() && !m_controller->inSwap2() && !m_controller->inRif();
    case GameAction::Resign:
    case GameAction::Pause:
        return false;
    }
    return false;
}

void GomokuPage::runAction(GameAction action)
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
        if (m_controller->humanToMove()) {
            m_status->setText(tr("Looking for a good move…"));
            m_controller->requestHint();
        }
        break;
    case GameAction::Resign:
    case GameAction::Pause:
        break;
    }
}

void GomokuPage::place(Point point)
{
    if (m_scene->message()->isShown() || m_controller->game().over())
        return;
    if (m_controller->game().at(point) != Stone::Empty) {
        playSound(Sound::Illegal);
        m_scene->toast()->showToast(tr("That point is already taken."));
        return;
    }
    if (const auto kind = m_controller->game().forbidden(point); kind != gomoku::Forbidden::None) {
        playSound(Sound::Illegal);
        m_scene->toast()->showToast(forbiddenText(kind), 3000);
        return;
    }
    // RIF's offers (五手两打): the second may not mirror the first; the pick is one of them.
    if (const auto &rif = m_controller->rifState(); rif && m_controller->humanToMove()) {
        QString refusal;
        switch (rif->refusal(m_controller->game(), point)) {
        case gomoku::RifRefusal::AlreadyOffered:
            refusal = tr("Already offered.");
            break;
        case gomoku::RifRefusal::Mirror:
            refusal = tr("The same as A by symmetry.");
            break;
        case gomoku::RifRefusal::NotOffered:
            refusal = tr("Pick A or B.");
            break;
        default: // occupied and forbidden points are said above; not now: play() refuses
            break;
        }
        if (!refusal.isEmpty()) {
            playSound(Sound::Illegal);
            m_scene->toast()->showToast(refusal, 3000);
            return;
        }
    }
    m_controller->play(point);
}

void GomokuPage::handleKey(QKeyEvent *event, bool *handled)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return;
    const int last = m_scene->boardSize() - 1;
    Point p = m_scene->cursorPoint();
    switch (event->key()) {
    case Qt::Key_Left:
        p.col = std::max(0, p.col - 1);
        break;
    case Qt::Key_Right:
        p.col = std::min(last, p.col + 1);
        break;
    case Qt::Key_Up:
        p.row = std::max(0, p.row - 1);
        break;
    case Qt::Key_Down:
        p.row = std::min(last, p.row + 1);
        break;
    case Qt::Key_Home:
        p.col = 0;
        break;
    case Qt::Key_End:
        p.col = last;
        break;
    case Qt::Key_PageUp:
        p.row = 0;
        break;
    case Qt::Key_PageDown:
        p.row = last;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        *handled = true;
        m_scene->setCursorVisible(true);
        place(p);
        return;
    case Qt::Key_H:
        *handled = true;
        trigger(GameAction::Hint);
        return;
    default:
        return;
    }
    *handled = true;
    m_scene->setCursorPoint(p);
    m_scene->setCursorVisible(true);
    accessCursorMoved();
}

QString GomokuPage::accessBoardName() const
{
    return tr("Gomoku board, %1 × %1").arg(shownGame().size());
}

int GomokuPage::accessRows() const
{
    return shownGame().size();
}

QString GomokuPage::accessCellName(int row, int column) const
{
    const gomoku::Game &game = shownGame();
    const Point p{row, column};
    const QString where = GomokuScene::pointName(p, game.size());
    const Stone stone = game.at(p);
    QString what;
    if (stone == Stone::Black)
        what = tr("black stone");
    else if (stone == Stone::White)
        what = tr("white stone");
    else
        what = tr("empty");
    if (stone != Stone::Empty && game.lastMove() == p)
        what = tr("%1, last move").arg(what);
    if (stone == Stone::Empty && !game.over()) {
        switch (game.forbidden(p)) {
        case gomoku::Forbidden::DoubleThree:
            what = tr("empty, forbidden for black: double three");
            break;
        case gomoku::Forbidden::DoubleFour:
            what = tr("empty, forbidden for black: double four");
            break;
        case gomoku::Forbidden::Overline:
            what = tr("empty, forbidden for black: overline");
            break;
        case gomoku::Forbidden::None:
            break;
        }
    }
    // RIF's offers for black's fifth are read with their letter.
    if (const auto &rif = m_controller->rifState(); rif && !rif->done()) {
        const std::vector<Point> &offers = rif->offers();
        for (std::size_t i = 0; i < offers.size(); ++i)
            if (offers[i] == p)
                what = tr("%1, offered fifth %2").arg(what, QString(QLatin1Char(char('A' + i))));
    }
    return tr("%1: %2").arg(where, what);
}

QRectF GomokuPage::accessCellRect(int row, int column) const
{
    const QPointF c = m_scene->scenePoint({row, column});
    const qreal half = GomokuScene::Cell / 2;
    return {c.x() - half, c.y() - half, 2 * half, 2 * half};
}

int GomokuPage::accessCursor() const
{
    const Point p = m_scene->cursorPoint();
    return p.row * shownGame().size() + p.col;
}

void GomokuPage::accessActivate(int row, int column)
{
    if (replaying())
        return;
    m_scene->setCursorPoint({row, column});
    place({row, column});
}

void GomokuPage::redraw(bool animate)
{
    m_scene->sync(m_controller->game(), animate && animationsEnabled());
    refreshLabels();
    refreshForbidden();
}

const gomoku::Game &GomokuPage::shownGame() const
{
    return m_replayGame ? *m_replayGame : m_controller->game();
}

void GomokuPage::showReplay(int moves)
{
    m_scene->clearHint();
    if (moves < 0) {
        m_replayGame.reset();
        redraw(false);
        return;
    }
    gomoku::Game game = m_controller->game();
    while (game.moveCount() > moves && game.undo()) {
    }
    m_replayGame = game;
    m_scene->setAnalysis({}, {}, Stone::Empty);
    m_scene->sync(game, false);
    refreshForbidden();
    // A mistake: the point that would have kept the result.
    if (const int better = m_review->betterMove(reviewKey(), moves); better >= 0)
        m_scene->showHint({better / game.size(), better % game.size()});
}

QString GomokuPage::reviewKey() const
{
    const gomoku::Game &game = m_controller->game();
    return QStringLiteral("%1:%2:%3")
        .arg(game.size())
        .arg(int(game.rule()))
        .arg(QString::fromStdString(game.record()));
}

QString GomokuPage::reviewSummary() const
{
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    const Stone human = m_controller->humanStone();
    return m_review->summary(reviewKey(), [computer, human](int i) {
        return !computer || (i % 2 == 0 ? Stone::Black : Stone::White) == human;
    });
}

QString GomokuPage::stoneName(Stone stone) const
{
    return stone == Stone::Black ? tr("Black") : tr("White");
}

QString GomokuPage::levelName(Level level) const
{
    switch (level) {
    case Level::Easy:
        return tr("Easy");
    case Level::Medium:
        return tr("Medium");
    case Level::Hard:
        return tr("Hard");
    case Level::Expert:
        return tr("Expert");
    }
    return {};
}

void GomokuPage::refreshLabels()
{
    const gomoku::Game &game = m_controller->game();
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    const Stone toMove = game.toMove();
    // The disc is drawn in the text's colour: a filled one is a dark stone on a light panel
    // and a light stone on a dark one, so in a light-on-dark look the glyphs swap (black is
    // the ring, whose inside is the dark panel).
    const bool lightText = Appearance::instance().look() != Appearance::Look::Light;
    const bool filled = (toMove == Stone::Black) != lightText;
    QString turn = (filled ? QStringLiteral("● ") : QStringLiteral("○ ")) + stoneName(toMove);
    if (game.over())
        turn = QStringLiteral("—");
    if (m_controller->inSwap2()) // the opening: whose part it is, not a colour yet
        turn = computer ? (m_controller->swap2State()->actor() == m_controller->humanPlayer()
                               ? tr("You (Swap2)")
                               : tr("Computer (Swap2)"))
                        : tr("Player %1 (Swap2)").arg(m_controller->swap2State()->actor() + 1);
    if (m_controller->inRif())
        turn = computer ? (m_controller->openingActor() == m_controller->humanPlayer()
                               ? tr("You (opening)")
                               : tr("Computer (opening)"))
                        : tr("Player %1 (opening)").arg(m_controller->openingActor() + 1);
    m_turn->setText(turn);
    if (computer) {
        const QLocale locale;
        const QString variant = GomokuController::levelKey(m_controller->level());
        const GameStats stats = Statistics::read(gameId(), variant);
        m_recordCaption->setText(tr("Record · %1").arg(levelName(m_controller->level())));
        m_record->setText(tr("Played %1 · Won %2 · Score %3")
                              .arg(locale.toString(stats.played()), locale.toString(stats.won),
                                   locale.toString(Statistics::counter(gameId(), variant,
                                                                       QStringLiteral("score")))));
    } else {
        m_recordCaption->setText(tr("Record"));
        m_record->setText(tr("Two-player games are not counted."));
    }
    refreshActions();
    m_scene->setGhostStone(m_controller->humanToMove() ? toMove : Stone::Empty);
    refreshOptions();
}

QString GomokuPage::thinkingTimeName(int ms)
{
    return tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'g', 3));
}

void GomokuPage::refreshOptions()
{
    const gomoku::Game &game = m_controller->game();
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    m_modeBox->setCurrentIndex(computer ? 0 : 1);
    m_levelBox->setCurrentIndex(int(m_controller->level()));
    // With Swap2 the colours are settled by the opening; the box chooses who opens.
    const bool swap2 = m_controller->swap2() && game.rule() != gomoku::Rule::Renju;
    m_colourBox->setItemText(0, swap2 ? tr("You open (Swap2)") : tr("Black (moves first)"));
    m_colourBox->setItemText(1, swap2 ? tr("The computer opens (Swap2)") : tr("White"));
    m_colourBox->setCurrentIndex(m_controller->humanPreference() == Stone::Black ? 0 : 1);
    m_sizeBox->setCurrentIndex(game.size() == gomoku::LargeSize ? 1 : 0);
    m_ruleBox->setCurrentIndex(std::max(0, m_ruleBox->findData(int(game.rule()))));
    // Renju's own options are shown only under Renju (the panel fits 800 × 600 either way).
    const bool renju = game.rule() == gomoku::Rule::Renju;
    m_openingBox->setCurrentIndex(std::max(0, m_openingBox->findData(m_controller->opening())));
    m_forbiddenBox->setVisible(renju);
    m_openingBox->setVisible(renju);
    m_openingLabel->setVisible(renju);
    m_swap2Box->setChecked(m_controller->swap2());
    m_swap2Box->setVisible(!renju);
    m_rifBox->setChecked(m_controller->rif());
    m_rifBox->setVisible(renju);
    const int timeIndex = m_timeBox->findData(m_controller->aiTimeMs());
    if (timeIndex < 0) // a time set in the settings file by hand joins the list
        m_timeBox->addItem(thinkingTimeName(m_controller->aiTimeMs()), m_controller->aiTimeMs());
    m_timeBox->setCurrentIndex(m_timeBox->findData(m_controller->aiTimeMs()));
    m_timeBox->setEnabled(computer);
    m_timeLabel->setEnabled(computer);
    m_levelBox->setEnabled(computer);
    m_colourBox->setEnabled(computer);
    m_levelLabel->setEnabled(computer);
    m_colourLabel->setEnabled(computer);
}

void GomokuPage::refreshStatus()
{
    refreshLabels();
    const gomoku::Game &game = m_controller->game();
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    MessageItem *message = m_scene->message();
    if (game.over()) {
        const Stone winner = game.winner();
        QString title, text;
        if (winner == Stone::Empty) {
            title = tr("Draw");
            text = tr("The board is full.");
            m_status->setText(tr("Draw: the board is full."));
        } else {
            title = tr("Winner: %1").arg(stoneName(winner));
            if (computer)
                text = winner == m_controller->humanStone() ? tr("You win!")
                                                            : tr("The computer wins.");
            else
                text = tr("%1 made five in a row.").arg(stoneName(winner));
            m_status->setText(tr("%1 wins.").arg(stoneName(winner)));
        }
        const gomoku::Game over = game;
        m_review->start(reviewKey(), [over](const std::atomic<bool> &stop) {
            gomoku::ReviewBudget budget;
            budget.stop = &stop;
            return gomoku::reviewGame(over, budget);
        });
        m_resultText = text;
        text = GameReview::withSummary(text, reviewSummary());
        if (!m_messageDismissed)
            message->showResult(
                title, text,
                {{PlayAgain, tr("Play Again")}, {TakeBack, tr("Undo")}, {Review, tr("Review")}});
        return;
    }
    message->hideMessage();
    const bool choosing = m_controller->humanChooses();
    const auto *swap2 = m_controller->swap2State() ? &*m_controller->swap2State() : nullptr;
    m_swapWhite->setVisible(choosing);
    m_swapBlack->setVisible(choosing);
    m_swapTwo->setVisible(choosing && swap2 && !m_controller->inRif() &&
                          swap2->canChoose(gomoku::Swap2Choice::PlaceTwo));
    const auto &rif = m_controller->rifState();
    m_scene->setOffers(rif && !rif->done()
                           ? QList<Point>(rif->offers().begin(), rif->offers().end())
                           : QList<Point>());
    if (m_controller->inSwap2() || m_controller->inRif()) {
        const QString said = m_controller->inRif() ? rifStatus() : swap2Status();
        if (said != m_status->text()) {
            m_status->setText(said);
            announce(said);
        }
        return;
    }
    if (m_controller->thinking())
        m_status->setText(tr("Computer is thinking…"));
    else if (computer)
        m_status->setText(tr("Your move (%1).").arg(stoneName(game.toMove())));
    else
        m_status->setText(tr("%1 to move.").arg(stoneName(game.toMove())));
}

// What RIF's opening (五手两打) waits for, said to whoever's part it is.
QString GomokuPage::rifStatus() const
{
    const gomoku::FiveMoveTwo &rif = *m_controller->rifState();
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    const bool mine = !computer || rif.actor() == m_controller->humanPlayer();
    if (computer && !mine)
        return tr("Five moves, two choices: the computer is deciding…");
    const QString who = computer ? QString() : tr("Player %1: ").arg(rif.actor() + 1);
    switch (rif.phase()) {
    case gomoku::RifPhase::SwapChoice:
        return who + tr("Five moves, two choices: keep white, or swap and play black.");
    case gomoku::RifPhase::Fourth:
        return who + tr("Five moves, two choices: place white's fourth stone.");
    case gomoku::RifPhase::Offer:
        return who + tr("Five moves, two choices: offer place %1 of 2 for black's fifth "
                        "(not the same by symmetry).")
                         .arg(rif.offers().size() + 1);
    case gomoku::RifPhase::Pick:
        return who + tr("Five moves, two choices: pick black's fifth, A or B; the other is "
                        "taken away.");
    case gomoku::RifPhase::Done:
        break;
    }
    return {};
}

// What the Swap2 opening waits for, said to whoever's part it is.
QString GomokuPage::swap2Status() const
{
    const gomoku::Swap2 &swap2 = *m_controller->swap2State();
    const bool computer = m_controller->mode() == GomokuController::Mode::Computer;
    const bool mine = !computer || swap2.actor() == m_controller->humanPlayer();
    if (computer && !mine)
        return swap2.expectsStone() ? tr("Swap2: the computer places the opening stones…")
                                    : tr("Swap2: the computer chooses its colour…");
    const QString who = computer ? QString() : tr("Player %1: ").arg(swap2.actor() + 1);
    switch (swap2.phase()) {
    case gomoku::Swap2Phase::PlaceThree:
        return who +
               tr("Swap2: place stone %1 of 3 (black, white, black).").arg(swap2.stones() + 1);
    case gomoku::Swap2Phase::SecondChooses:
        return who + tr("Swap2: play white, play black, or place two more stones and let the "
                        "other player choose.");
    case gomoku::Swap2Phase::PlaceTwo:
        return who + tr("Swap2: place stone %1 of 2 (white, then black).").arg(swap2.stones() - 2);
    case gomoku::Swap2Phase::FirstChooses:
        return who + tr("Swap2: choose your colour.");
    case gomoku::Swap2Phase::Done:
        break;
    }
    return {};
}

void GomokuPage::applyOptions()
{
    const auto mode = GomokuController::Mode(m_modeBox->currentData().toInt());
    const auto level = Level(m_levelBox->currentData().toInt());
    const auto stone = Stone(m_colourBox->currentData().toInt());
    gomoku::Options options;
    options.size = m_sizeBox->currentData().toInt();
    options.rule = gomoku::Rule(m_ruleBox->currentData().toInt());
    const gomoku::Game &game = m_controller->game();
    const QString opening = m_openingBox->currentData().toString();
    const bool openingChanged = opening != m_controller->opening() ||
                                m_swap2Box->isChecked() != m_controller->swap2() ||
                                m_rifBox->isChecked() != m_controller->rif();
    if (mode == m_controller->mode() && level == m_controller->level() &&
        stone == m_controller->humanPreference() && options.size == game.size() &&
        options.rule == game.rule() && !openingChanged)
        return;
    if (!confirmLeaving()) {
        refreshLabels(); // the boxes show the game's options again
        return;
    }
    m_scene->message()->hideMessage();
    // Changing any option starts a new game; set the quiet ones first, then start once.
    m_controller->setOpening(opening);
    m_controller->setSwap2(m_swap2Box->isChecked());
    m_controller->setRif(m_rifBox->isChecked());
    if (options.size != game.size() || options.rule != game.rule() || openingChanged) {
        if (mode != m_controller->mode())
            m_controller->setMode(mode);
        m_controller->newGame(options);
    } else if (mode != m_controller->mode()) {
        m_controller->setMode(mode);
    } else if (level != m_controller->level()) {
        m_controller->setLevel(level);
    } else {
        m_controller->setHumanStone(stone);
    }
}

void GomokuPage::gameRestored()
{
    m_messageDismissed = false;
    refreshStatus();
}

QList<StatsBoard> GomokuPage::statsBoards() const
{
    QList<StatsBoard> boards;
    for (Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert})
        boards.append({GomokuController::levelKey(level),
                       tr("Human vs Computer · %1").arg(levelName(level))});
    return boards;
}

void GomokuPage::retranslate()
{
    m_turnCaption->setText(tr("To move"));
    m_modeLabel->setText(tr("Mode"));
    copyGameAction()->setToolTip(tr("Copies the moves in the board's notation (H8 I9 …)."));
    m_copyPsqAction->setText(tr("Copy as PS&Q"));
    m_copyPsqAction->setToolTip(tr("Copies the game in Piskvork's .psq format."));
    pasteGameAction()->setToolTip(tr("Replays moves or a .psq game as a two-player game."));
    m_analyseAction->setToolTip(tr("Marks both sides' fours and open threes, and a forced win by "
                                   "fours when there is one. Marks the game as assisted."));
    m_modeBox->setItemText(0, tr("Human vs Computer"));
    m_modeBox->setItemText(1, tr("Two Players"));
    m_levelLabel->setText(tr("Computer level"));
    for (int level = 0; level < 4; ++level)
        m_levelBox->setItemText(level, levelName(Level(level)));
    m_colourLabel->setText(tr("You play"));
    // Short on the rule's row; their whole names for a screen reader and the tooltip.
    m_swap2Box->setText(tr("Swap2"));
    m_swap2Box->setAccessibleName(tr("Swap2 opening"));
    m_rifBox->setText(tr("RIF"));
    m_rifBox->setAccessibleName(tr("Five moves, two choices (RIF)"));
    m_rifBox->setToolTip(tr("Renju's tournament opening: after the standard opening the second "
                            "player may swap, white plays the fourth, black offers two fifths "
                            "and white picks one."));
    m_swap2Box->setToolTip(tr("The first player places three stones; the second plays white, "
                              "plays black, or places two more and lets the first choose."));
    m_swapWhite->setText(tr("Play &White"));
    m_swapBlack->setText(tr("Play &Black"));
    m_swapTwo->setText(tr("Place &Two More"));
    m_sizeLabel->setText(tr("Board size"));
    m_sizeBox->setItemText(0, tr("%1 × %1").arg(gomoku::DefaultSize));
    m_sizeBox->setItemText(1, tr("%1 × %1").arg(gomoku::LargeSize));
    m_ruleLabel->setText(tr("Winning rule"));
    m_ruleBox->setItemText(0, tr("Five or more"));
    m_ruleBox->setItemText(1, tr("Exactly five"));
    m_ruleBox->setItemText(2, tr("Renju (forbidden moves)"));
    m_openingLabel->setText(tr("Opening (Renju)"));
    m_openingBox->setItemText(0, tr("Free"));
    m_openingBox->setItemText(1, tr("Random standard opening"));
    for (std::size_t i = 0; i < gomoku::RenjuOpenings.size(); ++i)
        m_openingBox->setItemText(int(i) + 2, openingName(i));
    m_numbersBox->setText(tr("Show move numbers"));
    m_forbiddenBox->setText(tr("Mark forbidden points"));
    m_timeLabel->setText(tr("Thinking time per move"));
    for (int i = 0; i < m_timeBox->count(); ++i)
        m_timeBox->setItemText(i, thinkingTimeName(m_timeBox->itemData(i).toInt()));
    refreshStatus();
    if (const auto hint = m_scene->hintPoint())
        m_status->setText(
            tr("Hint: play %1.").arg(GomokuScene::pointName(*hint, m_scene->boardSize())));
}

} // namespace gg::ui
