#include "gamepage.h"

#include "appsettings.h"
#include "common/appearance.h"
#include "common/boardview.h"
#include "common/gamereview.h"
#include "common/gamescene.h"
#include "common/theme.h"
#include "common/versuscomputer.h"
#include "playername.h"
#include "safefile.h"
#include "savestore.h"
#include "settingsstore.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsItem>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gg::ui {

GamePage::GamePage(QWidget *parent) : QWidget(parent), m_serial(GameLedger::newSerial())
{
    for (int i = 0; i <= int(GameAction::Resign); ++i) {
        auto *action = new QAction(actionText(GameAction(i)), this);
        connect(action, &QAction::triggered, this, [this, i] { request(GameAction(i)); });
        m_actions.append(action);
    }
    m_actions[int(GameAction::Pause)]->setCheckable(true);
    connect(this, &GamePage::actionsChanged, this, &GamePage::refreshActions);
    installBoardAccessibility();
    connect(&Appearance::instance(), &Appearance::changed, this, &GamePage::appearanceChanged);
    connect(&Themes::instance(), &Themes::changed, this, [this](const QString &game) {
        if (game == gameId())
            appearanceChanged();
    });
}

QString GamePage::accessBoardName() const
{
    return tr("%1 board").arg(title());
}

QString GamePage::sentences(const QStringList &parts)
{
    static const QString ends = QStringLiteral(".!?:;。！？：；…");
    QStringList out;
    for (QString part : parts) {
        part = part.trimmed();
        if (part.isEmpty())
            continue;
        if (!ends.contains(part.back()))
            part += tr(".", "the end of a sentence");
        out.append(part);
    }
    QString text = out.value(0);
    for (qsizetype i = 1; i < out.size(); ++i)
        text = tr("%1 %2", "two sentences, one after the other").arg(text, out[i]);
    return text;
}

void GamePage::announce(const QString &text)
{
    if (text.isEmpty())
        return;
    m_announcement = text;
    boardAnnounce(m_view, text);
    emit announced(text);
}

void GamePage::accessCursorMoved()
{
    boardFocusMoved(m_view);
}

void GamePage::accessCellsChanged()
{
    boardCellsChanged(m_view);
}

void GamePage::messageChanged()
{
    const MessageItem *m = m_scene->message();
    if (!m->isShown()) {
        m_messageSaid.clear();
        boardFocusMoved(m_view);
        return;
    }
    const QString said = sentences({m->title(), m->text()});
    boardFocusMoved(m_view); // onto its current button
    if (said != m_messageSaid) {
        m_messageSaid = said;
        announce(said);
    }
}

void GamePage::fitSidePanel()
{
    if (!m_sideScroll)
        return;
    QWidget *panel = m_sideScroll->widget();
    const int scrollBar = m_sideScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int wanted = panel->minimumSizeHint().width() + scrollBar;
    const int room = width() - 400; // the board's share
    const int fitted = std::max(240, std::min(wanted, room));
    if (m_sideScroll->width() != fitted || m_sideScroll->minimumWidth() != fitted) {
        m_sideScroll->setFixedWidth(fitted);
        m_replay->setFixedWidth(fitted);
    }
}

bool GamePage::eventFilter(QObject *watched, QEvent *event)
{
    if (m_sideScroll && watched == m_sideScroll->widget() && event->type() == QEvent::LayoutRequest)
        QMetaObject::invokeMethod(this, &GamePage::fitSidePanel, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void GamePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitSidePanel();
}

void GamePage::nameOptions()
{
    // On Linux a combo box is named by its value unless it has a name: the caption is its
    // name, the value its value.
    for (const Option &option : std::as_const(m_options)) {
        if (option.label && option.box)
            option.box->setAccessibleName(option.label->text().remove(QLatin1Char('&')));
    }
}

QAction *GamePage::gameAction(GameAction which) const
{
    return m_actions.value(int(which));
}

QString GamePage::actionText(GameAction which)
{
    switch (which) {
    case GameAction::New:
        return tr("&New Game");
    case GameAction::Restart:
        return tr("&Restart");
    case GameAction::Undo:
        return tr("&Undo");
    case GameAction::Redo:
        return tr("Re&do");
    case GameAction::Hint:
        return tr("&Hint");
    case GameAction::Pause:
        return tr("&Pause");
    case GameAction::Resign:
        return tr("Resi&gn");
    }
    return {};
}

void GamePage::request(GameAction which)
{
    if (!supports(which) || !isActionEnabled(which))
        return;
    if ((which == GameAction::New || which == GameAction::Restart) && !confirmLeaving())
        return;
    if (which == GameAction::Resign && !confirmResign())
        return;
    trigger(which);
}

bool GamePage::supports(GameAction action) const
{
    if (action == GameAction::Resign)
        return m_versus && m_versus->active();
    return offersAction(action);
}

bool GamePage::isActionEnabled(GameAction action) const
{
    if (action == GameAction::Resign)
        return supports(action) && m_versus->canResign();
    return supports(action) && actionEnabled(action);
}

void GamePage::trigger(GameAction action)
{
    closeReplay();
    m_scene->finishAnimations();
    if (action == GameAction::New || action == GameAction::Restart || action == GameAction::Undo ||
        action == GameAction::Resign)
        m_scene->message()->hideMessage();
    if (action == GameAction::Resign) {
        if (isActionEnabled(action) && m_resign) {
            m_resign();
            m_scene->toast()->showToast(tr("You resigned. A new game has begun."));
        }
    } else {
        runAction(action);
    }
    emit actionsChanged();
}

void GamePage::setVersus(const VersusComputer *versus, std::function<void()> resign,
                         std::function<void()> recorded)
{
    m_versus = versus;
    m_resign = std::move(resign);
    connect(versus, &VersusComputer::resultReady, this,
            [this, recorded = std::move(recorded)](Statistics::Result result,
                                                   const QString &variant, qint64 points) {
                GameRecord record;
                record.statsVariant = variant;
                record.outcome = result;
                record.entry.date = QDateTime::currentDateTimeUtc();
                if (points > 0)
                    record.counters = {{QStringLiteral("score"), points}};
                recordResult(record, [recorded](int) {
                    if (recorded)
                        recorded();
                });
            });
}

QString GamePage::leavingCost() const
{
    if (!m_versus || !m_versus->abandonWouldCount())
        return {};
    return tr("This game against the computer will count as abandoned in your statistics.");
}

void GamePage::addRecordActions(std::function<QString()> record,
                                std::function<bool(const QString &)> paste,
                                std::function<bool()> canCopy, const QString &suffix)
{
    m_record = std::move(record);
    m_paste = std::move(paste);
    m_recordSuffix = suffix;
    m_copyGame = addExtraAction(
        [this] {
            QGuiApplication::clipboard()->setText(m_record());
            if (m_scene)
                m_scene->toast()->showToast(tr("The game is on the clipboard."));
        },
        canCopy);
    m_copyGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pasteGame = addExtraAction(
        [this] {
            const QString text = QGuiApplication::clipboard()->text();
            if (confirmLeaving()) {
                closeReplay();
                m_paste(text);
            }
        },
        [] { return true; });
    m_pasteGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_exportGame = addExtraAction(
        [this] {
            const QString path = QFileDialog::getSaveFileName(
                this, tr("Export Game"), QStringLiteral("%1.%2").arg(gameId(), m_recordSuffix),
                tr("Game records (*.%1);;All files (*)").arg(m_recordSuffix));
            if (!path.isEmpty())
                exportRecord(path);
        },
        std::move(canCopy));
    m_importGame = addExtraAction(
        [this] {
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Import Game"), QString(),
                tr("Game records (*.%1 *.txt);;All files (*)").arg(m_recordSuffix));
            if (!path.isEmpty() && confirmLeaving()) {
                closeReplay();
                importRecord(path);
            }
        },
        [] { return true; });
    retranslateRecordActions();
}

void GamePage::retranslateRecordActions()
{
    if (!m_copyGame)
        return;
    m_copyGame->setText(tr("&Copy Game"));
    m_pasteGame->setText(tr("&Paste Game"));
    m_exportGame->setText(tr("&Export Game…"));
    m_importGame->setText(tr("&Import Game…"));
}

bool GamePage::exportRecord(const QString &path)
{
    const WriteResult result = SafeFile::write(path, m_record().toUtf8());
    if (m_scene)
        m_scene->toast()->showToast(result.ok()
                                        ? tr("Game exported to %1.").arg(path)
                                        : tr("The game could not be written to %1.").arg(path),
                                    3000);
    return result.ok();
}

bool GamePage::importRecord(const QString &path)
{
    QFile file(path);
    // A record is a few kilobytes; anything far larger is not one.
    if (!file.open(QIODevice::ReadOnly) || file.size() > 16 * 1024 * 1024) {
        if (m_scene)
            m_scene->toast()->showToast(tr("%1 could not be read.").arg(path), 3000);
        return false;
    }
    return m_paste(QString::fromUtf8(file.readAll()));
}

QAction *GamePage::addAnalyseAction(std::function<bool()> analysing,
                                    std::function<void(bool)> setAnalysis, QPushButton *button)
{
    m_analyse = addExtraAction(
        [analysing, setAnalysis = std::move(setAnalysis)] { setAnalysis(!analysing()); },
        [] { return true; }, true, analysing);
    m_analyse->setText(tr("Ana&lyse"));
    bindButton(button, m_analyse);
    return m_analyse;
}

void GamePage::setAnimationsEnabled(bool on)
{
    m_animations = on;
    if (m_scene)
        m_scene->setAnimationsEnabled(on);
}

void GamePage::setSaveText(std::function<QString()> save,
                           std::function<bool(const QString &)> restore, int maxBytes)
{
    m_saveText = std::move(save);
    m_restoreText = std::move(restore);
    m_maxSaveBytes = maxBytes;
}

QByteArray GamePage::saveGame() const
{
    return m_saveText ? m_saveText().toUtf8() : QByteArray();
}

bool GamePage::restoreGame(const QByteArray &state)
{
    if (!m_restoreText || state.size() > m_maxSaveBytes || !m_restoreText(QString::fromUtf8(state)))
        return false;
    gameRestored();
    return true;
}

void GamePage::boardKey(QKeyEvent *event, bool *handled)
{
    // The end-of-game box, when shown, has the keys first (its buttons, Escape to view the
    // board).
    if (replaying()) {
        // The replay has the keys it knows; the game gets none while it is open.
        m_replay->handleKey(event);
        *handled = true;
        return;
    }
    if (m_scene->message()->handleKey(event)) {
        *handled = true;
        return;
    }
    handleKey(event, handled);
}

void GamePage::refreshActions()
{
    for (int i = 0; i < m_actions.size(); ++i) {
        const auto which = GameAction(i);
        m_actions[i]->setText(commandText(which));
        m_actions[i]->setVisible(supports(which));
        m_actions[i]->setEnabled(supports(which) && isActionEnabled(which));
    }
    QAction *pause = m_actions[int(GameAction::Pause)];
    pause->setChecked(isPaused());
    pause->setText(isPaused() ? tr("&Resume") : tr("&Pause"));
    for (int i = 0; i < m_extra.size(); ++i) {
        m_extra[i]->setEnabled(m_extraEnabled[i]());
        if (m_extraChecked[i])
            m_extra[i]->setChecked(m_extraChecked[i]());
    }
}

void GamePage::showEvent(QShowEvent *event)
{
    refreshActions();
    nameOptions();
    fitSidePanel();
    QWidget::showEvent(event);
}

void GamePage::addButtons(const QList<QPushButton *> &buttons)
{
    auto *grid = new QGridLayout;
    grid->setSpacing(6);
    for (int i = 0; i < buttons.size(); ++i) {
        const bool lastAlone = i == buttons.size() - 1 && i % 2 == 0;
        grid->addWidget(buttons[i], i / 2, i % 2, 1, lastAlone ? 2 : 1);
    }
    m_side->addLayout(grid);
}

void GamePage::bindButton(QAbstractButton *button, QAction *action)
{
    button->setFocusPolicy(Qt::TabFocus); // Tab reaches it; a click leaves the keys on the board
    button->setCheckable(action->isCheckable());
    const auto sync = [button, action] {
        // The menu's mnemonic is not shown on a button: "&Undo" and "悔棋(&U)" lose it.
        QString text = action->text();
        static const QRegularExpression cjkMnemonic(QStringLiteral("\\(&.\\)$"));
        text.remove(cjkMnemonic);
        text.remove(QLatin1Char('&'));
        button->setText(text);
        button->setEnabled(action->isEnabled());
        button->setChecked(action->isChecked());
        button->setVisible(action->isVisible());
        button->setToolTip(action->toolTip());
    };
    connect(action, &QAction::changed, button, sync);
    connect(button, &QAbstractButton::clicked, action, [action, button] {
        // The button's own check state must not run ahead of the action's.
        if (action->isCheckable())
            button->setChecked(action->isChecked());
        action->trigger();
    });
    sync();
}

QAction *GamePage::addExtraAction(std::function<void()> run, std::function<bool()> enabled,
                                  bool checkable, std::function<bool()> checked)
{
    auto *action = new QAction(this);
    action->setCheckable(checkable);
    connect(action, &QAction::triggered, this, [this, run = std::move(run)] {
        run();
        emit actionsChanged();
    });
    m_extra.append(action);
    m_extraEnabled.append(std::move(enabled));
    m_extraChecked.append(std::move(checked));
    return action;
}

void GamePage::addOption(QLabel *label, QComboBox *box)
{
    box->setFocusPolicy(Qt::TabFocus);
    label->setBuddy(box);
    setCaption(box, label); // a screen reader says the caption, then the choice
    m_options.append({label, box, nullptr});
}

void GamePage::addOption(QCheckBox *check)
{
    check->setFocusPolicy(Qt::TabFocus);
    m_options.append({nullptr, nullptr, check});
}

QByteArray GamePage::saveState() const
{
    QByteArray text = saveGame();
    if (!text.isEmpty() && !text.endsWith('\n'))
        text += '\n';
    text += QByteArray(GameLedger::SerialKey) + ' ' + m_serial.toLatin1() + '\n';
    // A result leaves the save once the settings hold it on disk.
    if (!SettingsStore::instance().hasPending())
        m_pending.removeIf([](const Pending &p) { return p.applied; });
    for (const Pending &p : std::as_const(m_pending))
        text += QByteArray(GameLedger::PendingKey) + ' ' + GameLedger::encode(p.record) + '\n';
    return text;
}

bool GamePage::restoreState(const QByteArray &state)
{
    QByteArray game;
    QString serial;
    QList<Pending> pending;
    const QByteArray serialKey = QByteArray(GameLedger::SerialKey) + ' ';
    const QByteArray pendingKey = QByteArray(GameLedger::PendingKey) + ' ';
    for (const QByteArray &line : state.split('\n')) {
        const QByteArray clean = line.endsWith('\r') ? line.chopped(1) : line;
        if (clean.startsWith(serialKey)) {
            const QString value = QString::fromLatin1(clean.mid(serialKey.size()));
            if (GameLedger::isSerial(value))
                serial = value;
        } else if (clean.startsWith(pendingKey)) {
            // A damaged line cannot be recorded; the game itself still comes back.
            if (auto record = GameLedger::decode(clean.mid(pendingKey.size())))
                pending.append({*record, false});
        } else {
            game += line + '\n';
        }
    }
    if (game.endsWith('\n') && !state.endsWith('\n'))
        game.chop(1);
    // The serial is in place before the game is, so anything the restore records is filed
    // under the right game.
    const QString previous = m_serial;
    m_serial = serial.isEmpty() ? GameLedger::newSerial() : serial;
    if (!restoreGame(game)) {
        m_serial = previous;
        return false;
    }
    m_pending.clear();
    for (const Pending &p : std::as_const(pending))
        if (!GameLedger::recorded(gameId(), p.record.serial))
            m_pending.append(p); // (one already recorded was interrupted before its save)
    if (!m_pending.isEmpty())
        QTimer::singleShot(0, this, &GamePage::applyRestoredPending);
    return true;
}

QString GamePage::boardMismatch() const
{
    BoardCensus census = boardCensus();
    if (!census.atRest)
        return {};
    census.drawn.sort();
    census.model.sort();
    if (census.drawn == census.model)
        return {};
    QStringList extra;
    QStringList missing;
    QStringList model = census.model;
    for (const QString &word : std::as_const(census.drawn)) {
        if (model.contains(word))
            model.removeOne(word);
        else
            extra.append(word);
    }
    missing = model;
    return QStringLiteral("%1: drawn but not in the game [%2]; in the game but not drawn [%3]")
        .arg(gameId(), extra.join(QLatin1Char(' ')), missing.join(QLatin1Char(' ')));
}

void GamePage::beginGame()
{
    m_serial = GameLedger::newSerial();
}

int GamePage::recordResult(GameRecord record, std::function<void(int rank)> stored)
{
    record.serial = m_serial;
    record.entry.serial = m_serial;
    const QList<int> ranks = GameLedger::ranks(gameId(), record);
    if (std::none_of(ranks.cbegin(), ranks.cend(), [](int rank) { return rank >= 0; }))
        record.tables.clear(); // nothing to offer: no name to ask for
    const bool counted = GameLedger::recorded(gameId(), m_serial);
    if (record.tables.isEmpty() && (counted || (!record.outcome && record.counters.isEmpty()))) {
        if (stored)
            stored(-1);
        return -1;
    }
    m_pending.append({record, false});
    // The save first: from here on no kill can lose the result or count it twice.
    SaveStore::instance().save(gameId(), saveState());
    applyPending(m_serial, std::move(stored));
    return ranks.value(0, -1);
}

void GamePage::applyPending(const QString &serial, std::function<void(int rank)> stored)
{
    const auto find = [this, serial]() -> Pending * {
        for (Pending &p : m_pending)
            if (p.record.serial == serial && !p.applied)
                return &p;
        return nullptr;
    };
    Pending *pending = find();
    if (!pending)
        return;
    const QPointer<GamePage> self(this);
    auto apply = [self, find, stored = std::move(stored)](const QString &name) {
        if (!self)
            return;
        Pending *p = find();
        if (!p)
            return;
        p->record.entry.name = name;
        const int rank = GameLedger::apply(self->gameId(), p->record);
        p->applied = true;
        emit self->stateChanged(); // the save without the pending line, once it is on disk
        if (stored)
            stored(rank);
    };
    if (pending->record.tables.isEmpty())
        apply(QString());
    else
        PlayerName::withName(this, apply);
}

void GamePage::applyRestoredPending()
{
    QStringList serials;
    for (const Pending &p : std::as_const(m_pending))
        if (!p.applied)
            serials.append(p.record.serial);
    for (const QString &serial : serials)
        applyPending(serial, [this](int) { emit actionsChanged(); });
}

void GamePage::setBoard(GameScene *scene)
{
    m_scene = scene;
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(12);
    m_view = new BoardView(scene, this);
    layout->addWidget(m_view, 1);
    // The side panel scrolls when the window is short, so the board can always shrink.
    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setFixedWidth(240);
    auto *panel = new QWidget(scroll);
    panel->setObjectName(QStringLiteral("sidePanel"));
    m_side = new QVBoxLayout(panel);
    m_side->setContentsMargins(4, 4, 8, 4);
    m_side->setSpacing(3);
    scroll->setWidget(panel);
    layout->addWidget(scroll);
    m_sideScroll = scroll;
    panel->installEventFilter(this); // its layout's requests: fitSidePanel
    m_replay = new ReplayPanel(this);
    m_replay->setFixedWidth(240);
    m_replay->hide();
    layout->addWidget(m_replay);
    connect(m_replay, &ReplayPanel::positionChanged, this, [this](int position) {
        if (replaying())
            m_replaySpec.show(position);
    });
    connect(m_replay, &ReplayPanel::closeRequested, this, &GamePage::closeReplay);
    setFocusProxy(m_view);
    connect(m_view, &BoardView::keyPressed, this, &GamePage::boardKey);
    m_view->setAccess(this);
    connect(scene->message(), &MessageItem::accessChanged, this, &GamePage::messageChanged);
    connect(scene->toast(), &ToastItem::shown, this, &GamePage::announce);
}

void GamePage::setReplay(Replay replay)
{
    m_replaySpec = std::move(replay);
    m_replay->setMarks(m_replaySpec.marks);
    m_reviewAction = addExtraAction([this] { replaying() ? closeReplay() : openReplay(); },
                                    [this] { return replaying() || m_replaySpec.available(); },
                                    true, [this] { return replaying(); });
    m_reviewAction->setText(tr("Re&view Game"));
}

GameReview *GamePage::makeReview(std::function<bool()> over, std::function<QString()> endText)
{
    auto *review = new GameReview(this);
    connect(review, &GameReview::finished, this,
            [this, over = std::move(over), endText = std::move(endText)] {
                refreshReplay();
                if (over())
                    m_scene->message()->setText(endText());
            });
    return review;
}

bool GamePage::replaying() const
{
    // Open even while its tab is in the background (isVisible() would say no then).
    return m_replay && !m_replay->isHidden();
}

void GamePage::openReplay()
{
    if (replaying() || !m_replaySpec.available || !m_replaySpec.available())
        return;
    m_scene->finishAnimations();
    if (m_scene->message()->isShown())
        m_scene->message()->peek();
    // Its Show Result tab (and its Esc) would contradict the replay's own Esc.
    m_scene->message()->setVisible(false);
    const QList<ReplayPanel::Step> steps = m_replaySpec.steps();
    m_replay->setSteps(steps, int(steps.size()));
    m_replay->setSummary(m_replaySpec.summary());
    m_sideScroll->hide();
    m_replay->show();
    m_view->setInteractive(false); // the board only shows; clicks play nothing
    m_replaySpec.show(m_replay->position());
    m_view->setFocus();
    emit actionsChanged();
}

void GamePage::closeReplay()
{
    if (!replaying())
        return;
    m_replay->hide();
    m_sideScroll->show();
    m_view->setInteractive(true);
    if (m_scene->message()->isPeeking())
        m_scene->message()->setVisible(true);
    m_replaySpec.show(-1);
    emit actionsChanged();
}

void GamePage::refreshReplay()
{
    if (!replaying())
        return;
    m_replay->setSteps(m_replaySpec.steps(), m_replay->position());
    m_replay->setSummary(m_replaySpec.summary());
}

void GamePage::setTextColour(QLabel *label, const QString &colour)
{
    label->setProperty("ggTextColour", colour);
    label->setStyleSheet(
        QStringLiteral("color: %1;").arg(Appearance::instance().textColour(colour)));
}

void GamePage::appearanceChanged()
{
    for (QLabel *label : findChildren<QLabel *>()) {
        const QVariant colour = label->property("ggTextColour");
        if (colour.isValid())
            setTextColour(label, colour.toString());
    }
    retranslate(); // the labels a page colours itself (whose turn, time) are redone there
    m_scene->applyAppearance();
    // Cached pictures go: the view's background (Zou Si Qi) and the items' (tiles, cards).
    m_view->resetCachedContent();
    for (QGraphicsItem *item : m_scene->items())
        item->update();
    m_scene->update();
    m_view->viewport()->update();
}

QLabel *GamePage::addInfo(QLabel **caption)
{
    auto *title = new QLabel(this);
    QFont small = title->font();
    small.setPointSizeF(small.pointSizeF() * 0.95);
    title->setFont(small);
    setTextColour(title, QStringLiteral("#6b6358"));
    auto *value = new QLabel(this);
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    value->setFont(big);
    value->setTextInteractionFlags(Qt::NoTextInteraction);
    m_side->addWidget(title);
    m_side->addWidget(value);
    setCaption(value, title); // read as one: "Score 1,752"
    if (caption)
        *caption = title;
    return value;
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (m_analyse)
            m_analyse->setText(tr("Ana&lyse"));
        if (m_reviewAction)
            m_reviewAction->setText(tr("Re&view Game"));
        retranslateRecordActions();
        retranslate();
        refreshActions(); // the buttons' texts come from the actions
        refreshReplay();
        nameOptions();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        QMetaObject::invokeMethod(this, &GamePage::fitSidePanel, Qt::QueuedConnection);
    QWidget::changeEvent(event);
}

QString GamePage::abandonedGameNote()
{
    return tr("<p>A game against the computer left unfinished after your first move (New game, "
              "or a change of level or mode) counts as abandoned; Game → Resign gives a game up "
              "as resigned. Both are counted apart from losses in the statistics. Grid Games "
              "asks before a game is left (Settings → Ask Before Leaving a Game).</p>");
}

bool GamePage::confirmLeaving()
{
    const QString cost = leavingCost();
    if (cost.isEmpty() || !AppSettings::askBeforeLeaving())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Leave This Game?"),
                    tr("The game in progress ends here."), QMessageBox::NoButton, this);
    box.setInformativeText(cost);
    QPushButton *leave = box.addButton(tr("Leave Game"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(leave);
    auto *again = new QCheckBox(tr("Don't ask again"), &box);
    box.setCheckBox(again);
    box.exec();
    if (box.clickedButton() != leave)
        return false;
    if (again->isChecked())
        AppSettings::setAskBeforeLeaving(false);
    return true;
}

bool GamePage::confirmResign()
{
    if (!AppSettings::askBeforeLeaving())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Resign?"),
                    tr("Give this game up? It counts as resigned in your statistics, and a new "
                       "game begins."),
                    QMessageBox::NoButton, this);
    QPushButton *resign = box.addButton(tr("Resign"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(resign);
    box.exec();
    return box.clickedButton() == resign;
}

} // namespace gg::ui
