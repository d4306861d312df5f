// Game sounds (issue 17, common/sound.h): each game's events ask for their sound through the
// sound service (a spy here), in order; Settings → Sound off means none; the volume and the
// switch are remembered; and without an audio output the player is silent, quick and prints
// nothing. The sound files themselves (length, level) are checked in tst_soundfiles rows.

#include "appsettings.h"
#include "common/boardview.h"
#include "common/messageitem.h"
#include "common/sound.h"
#include "connectfour/connectfourcontroller.h"
#include "connectfour/connectfourpage.h"
#include "gomoku/gomokucontroller.h"
#include "gomoku/gomokupage.h"
#include "lianliankan/lianliankancontroller.h"
#include "lianliankan/lianliankanpage.h"
#include "mainwindow.h"
#include "memory/memorycontroller.h"
#include "memory/memorypage.h"
#include "twenty48/twenty48controller.h"
#include "twenty48/twenty48page.h"
#include "uitestsupport.h"
#include "zousi/zousicontroller.h"
#include "zousi/zousipage.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace gg::ui;

namespace {

class Spy : public SoundService
{
public:
    void play(Sound sound) override { heard.append(soundName(sound)); }
    QStringList heard;
};

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestSound : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { setSoundServiceForTest(&m_spy); }
    void cleanupTestCase() { setSoundServiceForTest(nullptr); }
    void init()
    {
        m_sandbox = std::make_unique<gg::test::Sandbox>();
        m_spy.heard.clear();
        AppSettings::write(QStringLiteral("connect4/opponent"), 0);
        AppSettings::write(QStringLiteral("gomoku/mode"), 1);
        AppSettings::write(QStringLiteral("zousi/mode"), 0);
        AppSettings::write(QStringLiteral("memory/mode"), QStringLiteral("solo"));
        AppSettings::write(QStringLiteral("memory/size"), QStringLiteral("4x3"));
    }
    void cleanup() { m_sandbox.reset(); }

    // Every event of every game, and the sounds it asks for.
    void events_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("events");    // what the test does
        QTest::addColumn<QStringList>("heard"); // the sounds, in order
        QTest::newRow("connect4 drop") << QStringLiteral("connect4") << "drop 3" << words("drop");
        QTest::newRow("connect4 full column") << QStringLiteral("connect4") << "drop 0 ×6, drop 0"
                                              << words("drop drop drop drop drop drop illegal");
        QTest::newRow("connect4 four wins") << QStringLiteral("connect4") << "0 1 0 1 0 1 0"
                                            << words("drop drop drop drop drop drop drop win");
        QTest::newRow("gomoku place") << "gomoku"
                                      << "play 7,7" << words("place");
        QTest::newRow("gomoku taken point") << "gomoku"
                                            << "play 7,7, click 7,7" << words("place illegal");
        QTest::newRow("gomoku five wins")
            << "gomoku"
            << "five" << words("place place place place place place place place place win");
        QTest::newRow("2048 slide, merge, refused")
            << "2048"
            << "2 . . . / 2 . . . ; up, up" << words("merge illegal");
        QTest::newRow("2048 slide") << "2048"
                                    << "2 . . . ; right" << words("slide");
        QTest::newRow("memory flip, pair, no pair")
            << "memory"
            << "flip pair, flip mismatch" << words("flip match flip nomatch");
        QTest::newRow("lianliankan match") << "lianliankan"
                                           << "match" << words("match");
        QTest::newRow("lianliankan no path") << "lianliankan"
                                             << "refused" << words("nomatch");
        QTest::newRow("zousi step") << "zousi"
                                    << "b1-b2" << words("slide");
        QTest::newRow("zousi no step") << "zousi"
                                       << "click a4 (the other side)" << words("");
    }
    void events()
    {
        QFETCH(QString, game);
        QFETCH(QString, events);
        QFETCH(QStringList, heard);
        MainWindow window(game);
        window.restoreGames();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GamePage *page = window.page(game);
        m_spy.heard.clear();
        if (auto *c4 = qobject_cast<ConnectFourPage *>(page)) {
            if (events == QLatin1String("drop 3")) {
                QTest::keyClick(page->view(), Qt::Key_4);
            } else if (events.startsWith(QLatin1String("drop 0"))) {
                for (int i = 0; i < 7; ++i)
                    QTest::keyClick(page->view(), Qt::Key_1);
            } else {
                for (const QString &c : events.split(QLatin1Char(' ')))
                    QVERIFY(c4->controller()->drop(c.toInt()));
            }
        } else if (auto *gomoku = qobject_cast<GomokuPage *>(page)) {
            if (events == QLatin1String("five")) {
                for (int i = 0; i < 5; ++i) {
                    QVERIFY(gomoku->controller()->play({7, 3 + i}));
                    if (i < 4)
                        QVERIFY(gomoku->controller()->play({9, 3 + i}));
                }
            } else {
                QTest::keyClick(page->view(), Qt::Key_Return); // the cursor starts on 7,7
                if (events.contains(QLatin1String("click")))
                    QTest::keyClick(page->view(), Qt::Key_Return);
            }
        } else if (auto *t48 = qobject_cast<Twenty48Page *>(page)) {
            gg::t48::Cells cells(16, 0);
            cells[0] = 2;
            if (events.contains(QLatin1Char('/')))
                cells[4] = 2;
            t48->controller()->game().setPosition(cells);
            m_spy.heard.clear();
            // Spawns are random: the refused move is one that cannot move with this seed's
            // spawn; test it by the rules (a slide up after the merge may move the new tile).
            if (events.contains(QLatin1Char('/'))) {
                QTest::keyClick(page->view(), Qt::Key_Up);
                // Fill the board's other cells so that Up moves nothing.
                gg::t48::Cells full = t48->controller()->game().cells();
                for (int i = 0; i < 16; ++i)
                    full[std::size_t(i)] = (i / 4) % 2 ? 8 << (i % 4) : 2 << (i % 4);
                full[15] = 0; // Right can still move, Up cannot
                t48->controller()->game().setPosition(full);
                QTest::keyClick(page->view(), Qt::Key_Up);
            } else {
                QTest::keyClick(page->view(), Qt::Key_Right);
            }
        } else if (auto *mem = qobject_cast<MemoryPage *>(page)) {
            // Known faces: 1 1 2 2 3 3 …
            std::vector<int> faces;
            for (int i = 0; i < 12; ++i)
                faces.push_back(i / 2 + 1);
            QVERIFY(mem->controller()->setFaces(faces));
            m_spy.heard.clear();
            mem->controller()->flip({0, 0});
            mem->controller()->flip({0, 1}); // 1 and 1: a pair
            mem->controller()->flip({0, 2});
            mem->controller()->flip({1, 0}); // 2 and 3: no pair
        } else if (auto *llk = qobject_cast<LianliankanPage *>(page)) {
            const gg::link::Game &g = llk->controller()->game();
            const gg::link::Board &b = g.board();
            // The first pair found that can be joined, or (for "refused") one of a kind that
            // cannot be.
            bool done = false;
            for (int r1 = 0; r1 < b.rows() && !done; ++r1)
                for (int c1 = 0; c1 < b.cols() && !done; ++c1)
                    for (int r2 = 0; r2 < b.rows() && !done; ++r2)
                        for (int c2 = 0; c2 < b.cols() && !done; ++c2) {
                            const gg::link::Point a{r1, c1}, z{r2, c2};
                            if ((r1 * b.cols() + c1) >= (r2 * b.cols() + c2) || !b.at(a) ||
                                b.at(a) != b.at(z))
                                continue;
                            const bool joins = g.pathBetween(a, z).has_value();
                            if (joins != (events == QLatin1String("match")))
                                continue;
                            llk->controller()->select(a);
                            llk->controller()->select(z);
                            done = true;
                        }
            QVERIFY(done);
        } else if (qobject_cast<ZousiPage *>(page)) {
            auto *zs = qobject_cast<ZousiPage *>(page);
            if (events == QLatin1String("b1-b2")) {
                zs->activatePoint(*gg::zousi::parseCell("b1"));
                zs->activatePoint(*gg::zousi::parseCell("b2"));
            } else {
                zs->activatePoint(*gg::zousi::parseCell("a4"));
            }
        }
        QCoreApplication::processEvents();
        QCOMPARE(m_spy.heard, heard);
    }

    // Settings → Sound off: nothing is played; the switch and the volume are remembered.
    void settingHonoured()
    {
        SoundPlayer::setEnabled(false);
        playSound(Sound::Win);
        QVERIFY(m_spy.heard.isEmpty());
        QCOMPARE(AppSettings::readBool(QStringLiteral("sound/enabled"), true), false);
        SoundPlayer::setEnabled(true);
        playSound(Sound::Win);
        QCOMPARE(m_spy.heard, QStringList{QStringLiteral("win")});
        SoundPlayer::setVolume(25);
        QCOMPARE(SoundPlayer::volume(), 25);
        SoundPlayer::setVolume(400);
        QCOMPARE(SoundPlayer::volume(), 100);
        AppSettings::write(QStringLiteral("sound/volume"), QStringLiteral("loud"));
        QCOMPARE(SoundPlayer::volume(), 70); // a corrupt value: the default
    }

    // The window's Ctrl+M mutes and unmutes, and the menu shows it.
    void muteShortcut()
    {
        MainWindow window(QStringLiteral("gomoku"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(SoundPlayer::enabled());
        QTest::keyClick(&window, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(!SoundPlayer::enabled());
        QTest::keyClick(&window, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(SoundPlayer::enabled());
    }

    // No audio output here (the test machine has none): the player makes no effects, plays
    // silently and prints nothing.
    void noAudioDevice()
    {
        static QStringList printed;
        printed.clear();
        const QtMessageHandler old =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &text) {
                printed.append(text);
            });
        setSoundServiceForTest(nullptr);
        for (int i = 0; i < SoundCount; ++i)
            playSound(Sound(i));
        setSoundServiceForTest(&m_spy);
        qInstallMessageHandler(old);
        QVERIFY2(printed.isEmpty(), qPrintable(printed.join(QLatin1Char('\n'))));
        if (!SoundPlayer::instance().available())
            qInfo("no audio output on this machine: silent, as it should be");
    }

    // The real app with no audio output: it starts, runs and quits without a word about
    // sound on the terminal.
    void realAppStartsSilently()
    {
        const QString app = qEnvironmentVariable("GG_APP");
        if (app.isEmpty())
            QSKIP("GG_APP is not set (ctest sets it)");
        QTemporaryDir home;
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(app, {QStringLiteral("--game"), QStringLiteral("connect4")});
        QVERIFY(process.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(process.state(), QProcess::Running); // no hang or crash at start
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
        const QString err = QString::fromLocal8Bit(process.readAllStandardError());
        static const QRegularExpression audio(QStringLiteral("audio|pulse|alsa|sound"),
                                              QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!audio.match(err).hasMatch(), qPrintable(err));
    }

    // The files: each in the resources, short (< 0.5 s; win/lose/draw < 2 s), loud enough
    // (peak above -6 dBFS) and never clipped (below 0 dBFS).
    void files_data()
    {
        QTest::addColumn<int>("sound");
        for (int i = 0; i < SoundCount; ++i)
            QTest::newRow(qPrintable(soundName(Sound(i)))) << i;
    }
    void files()
    {
        QFETCH(int, sound);
        QFile file(QStringLiteral(":/sounds/%1.wav").arg(soundName(Sound(sound))));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray wav = file.readAll();
        QVERIFY(wav.startsWith("RIFF") && wav.mid(8, 4) == "WAVE");
        const auto u16 = [&](int at) { return qFromLittleEndian<quint16>(wav.constData() + at); };
        const auto u32 = [&](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
        QCOMPARE(u16(22), quint16(1));  // mono
        QCOMPARE(u16(34), quint16(16)); // 16-bit
        const quint32 rate = u32(24);
        const int data = int(wav.indexOf("data"));
        QVERIFY(data > 0);
        const quint32 bytes = u32(data + 4);
        const double seconds = double(bytes) / 2.0 / double(rate);
        const Sound s = Sound(sound);
        const bool long_ = s == Sound::Win || s == Sound::Lose || s == Sound::Draw;
        QVERIFY2(seconds < (long_ ? 2.0 : 0.5), qPrintable(QString::number(seconds)));
        int peak = 0;
        for (quint32 i = 0; i + 1 < bytes; i += 2)
            peak = qMax(peak, qAbs(int(qFromLittleEndian<qint16>(wav.constData() + data + 8 + i))));
        QVERIFY2(peak >= 16384 && peak < 32767, qPrintable(QString::number(peak)));
    }

private:
    Spy m_spy;
    std::unique_ptr<gg::test::Sandbox> m_sandbox;
};

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
