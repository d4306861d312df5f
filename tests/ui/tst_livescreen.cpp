// The live board against a fresh render: the real `gridgames` window on Xvfb, animations
// on, is played through animated moves with real key presses; then the window as the X
// server shows it (xwd) is compared pixel by pixel with `gridgames --screenshot` of the same
// saved game at the same size. A piece left behind by an animation, a tile half faded, a
// disc that never landed — anything drawn that is not the game — shows as a difference.

#include "realapp.h"

#include <QDirIterator>
#include <QImage>
#include <QRegularExpression>
#include <QtEndian>

using gg::test::Player;
using gg::test::readFile;
using gg::test::XServer;

namespace {

// An X window dump (xwd, ZPixmap, 24 or 32 bits a pixel) as an image.
QImage fromXwd(const QByteArray &data)
{
    if (data.size() < 100)
        return {};
    const auto field = [&](int i) {
        return qFromBigEndian<quint32>(reinterpret_cast<const uchar *>(data.constData()) + 4 * i);
    };
    const quint32 headerSize = field(0);
    const quint32 format = field(2);
    const int width = int(field(4));
    const int height = int(field(5));
    const quint32 byteOrder = field(7);
    const quint32 bitsPerPixel = field(11);
    const quint32 bytesPerLine = field(12);
    const quint32 redMask = field(14);
    const quint32 greenMask = field(15);
    const quint32 blueMask = field(16);
    const quint32 colours = field(19);
    if (format != 2 || bitsPerPixel != 32 || width <= 0 || height <= 0)
        return {};
    const qint64 start = qint64(headerSize) + qint64(colours) * 12;
    if (data.size() < start + qint64(bytesPerLine) * height)
        return {};
    const auto shiftOf = [](quint32 mask) {
        int shift = 0;
        while (mask && !(mask & 1)) {
            mask >>= 1;
            ++shift;
        }
        return shift;
    };
    QImage image(width, height, QImage::Format_RGB32);
    for (int y = 0; y < height; ++y) {
        const uchar *line =
            reinterpret_cast<const uchar *>(data.constData()) + start + qint64(bytesPerLine) * y;
        for (int x = 0; x < width; ++x) {
            const uchar *p = line + 4 * x;
            const quint32 pixel =
                byteOrder == 0 ? qFromLittleEndian<quint32>(p) : qFromBigEndian<quint32>(p);
            image.setPixel(x, y,
                           qRgb(int((pixel & redMask) >> shiftOf(redMask)),
                                int((pixel & greenMask) >> shiftOf(greenMask)),
                                int((pixel & blueMask) >> shiftOf(blueMask))));
        }
    }
    return image;
}

// Pixels that differ by more than `tolerance` in any channel.
int differingPixels(const QImage &a, const QImage &b, int tolerance, QImage *mask)
{
    int count = 0;
    *mask = QImage(a.size(), QImage::Format_RGB32);
    mask->fill(Qt::black);
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > tolerance ||
                std::abs(qGreen(p) - qGreen(q)) > tolerance ||
                std::abs(qBlue(p) - qBlue(q)) > tolerance) {
                ++count;
                mask->setPixel(x, y, qRgb(255, 0, 0));
            }
        }
    }
    return count;
}

} // namespace

class TestLiveScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (Player::app().isEmpty())
            QSKIP("GG_APP not set (run through ctest)");
        if (QStandardPaths::findExecutable(QStringLiteral("xwd")).isEmpty())
            QSKIP("xwd is needed (x11-apps; tools/setup.sh installs it)");
        if (!m_x.start(QStringLiteral("1100x800x24")))
            QSKIP("Xvfb and xdotool are needed (tools/setup.sh installs them)");
    }

    void liveBoardEqualsAFreshRender_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<QStringList>("keys");
        // Zou Si Qi against the computer (Easy, you first): b1-b2, the computer's answer,
        // then b2-c2 — the moves after which the board once showed five pieces a side.
        QTest::newRow("zousi, vs computer")
            << QStringLiteral("zousi") << QByteArray("[zousi]\nmode=1\nlevel=0\nfirst=1\n")
            << QStringLiteral("Left Left Left Down Down Down Right Return Up Return "
                              "Return Right Return")
                   .split(QLatin1Char(' '));
        QTest::newRow("2048, sliding and merging")
            << QStringLiteral("2048") << QByteArray()
            << QStringLiteral("Left Up Right Down Left Up Right Down Left Up")
                   .split(QLatin1Char(' '));
    }
    void liveBoardEqualsAFreshRender()
    {
        QFETCH(QString, game);
        QFETCH(QByteArray, settings);
        QFETCH(QStringList, keys);
        Player player(&m_x);
        // Animations on (the default), a fixed seed so the game repeats.
        QVERIFY(player.writeSettings("[ui]\nlanguage=en\n" + settings));
        player.setEnv(QStringLiteral("GG_RANDOM_SEED"), QStringLiteral("7"));
        QProcess app;
        player.start(app, {QStringLiteral("--game"), game});
        const QString window = player.waitForWindow();
        QVERIFY(!window.isEmpty());
        QVERIFY(player.focus(window));
        QTest::qWait(500);
        const QByteArray before = readFile(player.saveFile(game));
        for (const QString &key : keys) {
            QVERIFY(player.key(key));
            QTest::qWait(250); // keys land while the last move still animates
        }
        // Zou Si Qi's solver says "Solving the game..." until its table is cached (slow
        // under the sanitizers); the fresh render has no solver, so wait for it.
        if (game == QLatin1String("zousi")) {
            QElapsedTimer solving;
            solving.start();
            const auto cached = [&] {
                return QDirIterator(player.home() + QStringLiteral("/cache"),
                                    {QStringLiteral("zousi-solution.bin")}, QDir::Files,
                                    QDirIterator::Subdirectories)
                    .hasNext();
            };
            while (solving.elapsed() < 1200000 && !cached())
                QTest::qWait(200);
            QVERIFY2(cached(), "the solver never finished");
        }
        // The computer's reply and every animation end: the save stays the same for 2 s.
        QByteArray last = readFile(player.saveFile(game));
        QElapsedTimer quiet;
        quiet.start();
        for (QElapsedTimer total; !total.isValid() || total.elapsed() < 30000;) {
            if (!total.isValid())
                total.start();
            QTest::qWait(100);
            const QByteArray now = readFile(player.saveFile(game));
            if (now != last) {
                last = now;
                quiet.restart();
            } else if (quiet.elapsed() > 2000) {
                break;
            }
        }
        QVERIFY2(last != before, "no move was made");
        // The mouse away from the board; a click on the empty top-left corner of the board
        // view hides the keyboard cursor (the fresh render has none).
        const QString geometry =
            player.xdotoolOutput({QStringLiteral("getwindowgeometry"), window});
        static const QRegularExpression size(QStringLiteral("Geometry: (\\d+)x(\\d+)"));
        const auto match = size.match(geometry);
        QVERIFY2(match.hasMatch(), qPrintable(geometry));
        const int width = match.captured(1).toInt();
        const int height = match.captured(2).toInt();
        QVERIFY(player.xdotool({QStringLiteral("mousemove"), QStringLiteral("--window"), window,
                                QStringLiteral("14"), QStringLiteral("70"), QStringLiteral("click"),
                                QStringLiteral("1")}));
        QVERIFY(player.xdotool({QStringLiteral("mousemove"), QStringLiteral("--window"), window,
                                QString::number(width - 4), QString::number(height - 4)}));
        QTest::qWait(800);

        QTemporaryDir dir;
        const QString dump = dir.filePath(QStringLiteral("live.xwd"));
        QProcess xwd;
        xwd.setProcessEnvironment(player.environment(true));
        xwd.start(QStringLiteral("xwd"), {QStringLiteral("-id"), window, QStringLiteral("-silent"),
                                          QStringLiteral("-out"), dump});
        QVERIFY(xwd.waitForFinished(20000));
        QCOMPARE(xwd.exitCode(), 0);
        const QImage live = fromXwd(readFile(dump));
        QCOMPARE(live.size(), QSize(width, height));

        // The same game, rendered afresh from its save at the same size.
        const QString state = dir.filePath(QStringLiteral("state.sav"));
        QVERIFY(gg::test::writeFile(state, readFile(player.saveFile(game))));
        app.terminate();
        QVERIFY(app.waitForFinished(10000));
        const QString fresh = dir.filePath(QStringLiteral("fresh.png"));
        QCOMPARE(
            player.run({QStringLiteral("--screenshot"), fresh, QStringLiteral("--game"), game,
                        QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--size"),
                        QStringLiteral("%1x%2").arg(width).arg(height), QStringLiteral("--state"),
                        state}),
            0);
        const QImage rendered = QImage(fresh).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(rendered.size(), live.size());
        QImage mask;
        const int differing = differingPixels(live, rendered, 24, &mask);
        const QString out = qEnvironmentVariable("GG_LIVESCREEN_DIR");
        if (!out.isEmpty()) {
            live.save(out + QLatin1Char('/') + game + QStringLiteral("-live.png"));
            rendered.save(out + QLatin1Char('/') + game + QStringLiteral("-fresh.png"));
            mask.save(out + QLatin1Char('/') + game + QStringLiteral("-diff.png"));
        }
        std::printf("%s: %dx%d window, %d of %d pixels differ by more than 24\n", qPrintable(game),
                    width, height, differing, width * height);
        QVERIFY2(differing <= 50,
                 qPrintable(QStringLiteral("%1 pixels differ (GG_LIVESCREEN_DIR=dir keeps the "
                                           "images)")
                                .arg(differing)));
    }

private:
    XServer m_x;
};

QTEST_GUILESS_MAIN(TestLiveScreen)
#include "tst_livescreen.moc"
