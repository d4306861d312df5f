// The Lianliankan tile symbols: every kind a level uses has its own silhouette (so the tiles
// differ by shape, not only by colour, for colour-blind players), each fills a fair part of
// its tile, and a tile of every kind paints at a tiny and a large size.

#include "lianliankan/lianliankantileitem.h"
#include "lianliankan/linkgame.h"
#include "lianliankan/linksymbolpainter.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTest>

using namespace gg::ui;

namespace {

constexpr int Side = 48;

// The silhouette rasterised in black and white, Side × Side pixels.
QImage mask(int kind)
{
    QImage image(Side, Side, QImage::Format_Grayscale8);
    image.fill(0);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.translate(Side / 2.0, Side / 2.0);
    painter.scale(Side / 2.0, Side / 2.0);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawPath(LinkSymbolPainter::silhouette(kind));
    return image;
}

bool on(const QImage &image, int x, int y)
{
    return image.constScanLine(y)[x] > 127;
}

} // namespace

class TestLianliankanSymbols : public QObject
{
    Q_OBJECT
private slots:
    void everyLevelHasEnoughSymbols()
    {
        int most = 0;
        for (auto level : {gg::link::Level::Easy, gg::link::Level::Normal, gg::link::Level::Hard,
                           gg::link::Level::Relaxed})
            most = qMax(most, gg::link::levelOptions(level).kinds);
        QVERIFY(most <= LinkSymbolPainter::KindCount);
    }

    void silhouettesCoverAFairShare_data()
    {
        QTest::addColumn<int>("kind");
        for (int kind = 1; kind <= LinkSymbolPainter::KindCount; ++kind)
            QTest::newRow(qPrintable(QStringLiteral("kind %1").arg(kind))) << kind;
    }
    void silhouettesCoverAFairShare()
    {
        QFETCH(int, kind);
        const QImage image = mask(kind);
        int covered = 0;
        for (int y = 0; y < Side; ++y)
            for (int x = 0; x < Side; ++x)
                covered += on(image, x, y);
        const double share = double(covered) / (Side * Side);
        // Big enough to read on a small tile, never a blob that fills the whole tile.
        QVERIFY2(share > 0.15 && share < 0.75, qPrintable(QString::number(share)));
    }

    // Shapes, not colours: any two kinds differ in a good part of the pixels they cover.
    void silhouettesDifferPairwise()
    {
        QList<QImage> masks;
        for (int kind = 1; kind <= LinkSymbolPainter::KindCount; ++kind)
            masks.append(mask(kind));
        double closest = 1;
        QString closestPair;
        for (int a = 0; a < masks.size(); ++a) {
            for (int b = a + 1; b < masks.size(); ++b) {
                int both = 0, either = 0;
                for (int y = 0; y < Side; ++y) {
                    for (int x = 0; x < Side; ++x) {
                        const bool pa = on(masks[a], x, y), pb = on(masks[b], x, y);
                        both += pa && pb;
                        either += pa || pb;
                    }
                }
                const double distance = 1.0 - double(both) / qMax(1, either);
                if (qEnvironmentVariableIsSet("GG_SYMBOL_REPORT") && distance < 0.3)
                    qInfo("kinds %d and %d: %.2f apart", a + 1, b + 1, distance);
                if (distance < closest) {
                    closest = distance;
                    closestPair = QStringLiteral("%1 and %2").arg(a + 1).arg(b + 1);
                }
            }
        }
        qInfo("closest silhouettes: kinds %s, %.2f apart", qPrintable(closestPair), closest);
        QVERIFY2(closest >= 0.2, qPrintable(closestPair));
    }

    void tilesPaintAtAnySize_data()
    {
        QTest::addColumn<int>("pixels");
        QTest::newRow("tiny") << 12;
        QTest::newRow("large") << 240;
    }
    void tilesPaintAtAnySize()
    {
        QFETCH(int, pixels);
        for (int kind = 1; kind <= LinkSymbolPainter::KindCount; ++kind) {
            for (int mark : {0, 1, 2, 4, 8, -1}) {
                LianliankanTileItem tile(kind, QSizeF(100, 120));
                if (mark > 0)
                    tile.setMark(LianliankanTileItem::Mark(mark), true);
                tile.setFaceDown(mark < 0);
                QImage image(pixels, pixels * 6 / 5, QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                QPainter painter(&image);
                painter.scale(pixels / 100.0, pixels / 100.0);
                QStyleOptionGraphicsItem option;
                tile.paint(&painter, &option, nullptr);
                painter.end();
                // Something was drawn in the middle of the tile.
                QVERIFY(qAlpha(image.pixel(image.width() / 2, image.height() / 2)) > 0);
            }
        }
    }

    // Every kind of the table has a colour and a shape of its own, so neither colour nor
    // shape alone ever has to tell two kinds apart; beyond the table, kinds wrap around
    // (kind 37 looks like kind 1).
    void everyKindHasItsOwnColourAndShape()
    {
        for (int a = 1; a <= LinkSymbolPainter::KindCount; ++a)
            for (int b = a + 1; b <= LinkSymbolPainter::KindCount; ++b) {
                QVERIFY2(
                    LinkSymbolPainter::colour(a) != LinkSymbolPainter::colour(b),
                    qPrintable(QStringLiteral("kinds %1 and %2 share a colour").arg(a).arg(b)));
                QVERIFY2(LinkSymbolPainter::silhouette(a) != LinkSymbolPainter::silhouette(b),
                         qPrintable(QStringLiteral("kinds %1 and %2 share a shape").arg(a).arg(b)));
            }
        QCOMPARE(LinkSymbolPainter::colour(LinkSymbolPainter::KindCount + 1),
                 LinkSymbolPainter::colour(1));
        QCOMPARE(LinkSymbolPainter::silhouette(LinkSymbolPainter::KindCount + 1),
                 LinkSymbolPainter::silhouette(1));
    }
};

QTEST_MAIN(TestLianliankanSymbols)
#include "tst_lianliankansymbols.moc"
