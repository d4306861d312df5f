#include "common/sound.h"

#include "appsettings.h"

#include <QAudioDevice>
#include <QLoggingCategory>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace gg::ui {

namespace {

SoundService *&spy()
{
    static SoundService *service = nullptr;
    return service;
}

} // namespace

QString soundName(Sound sound)
{
    static const char *const names[SoundCount] = {"place",   "drop", "slide",   "merge",   "match",
                                                  "nomatch", "flip", "capture", "illegal", "win",
                                                  "lose",    "draw", "tick"};
    const int i = int(sound);
    return i >= 0 && i < SoundCount ? QLatin1String(names[i]) : QString();
}

void playSound(Sound sound)
{
    if (!SoundPlayer::enabled())
        return;
    if (spy())
        spy()->play(sound);
    else
        SoundPlayer::instance().play(sound);
}

void setSoundServiceForTest(SoundService *service)
{
    spy() = service;
}

SoundPlayer &SoundPlayer::instance()
{
    static SoundPlayer *player = new SoundPlayer;
    return *player;
}

bool SoundPlayer::enabled()
{
    return AppSettings::readBool(QStringLiteral("sound/enabled"), true);
}

void SoundPlayer::setEnabled(bool on)
{
    AppSettings::write(QStringLiteral("sound/enabled"), on);
    emit instance().settingsChanged();
}

int SoundPlayer::volume()
{
    return AppSettings::readInt(QStringLiteral("sound/volume"), 70, 0, 100);
}

void SoundPlayer::setVolume(int percent)
{
    AppSettings::write(QStringLiteral("sound/volume"), qBound(0, percent, 100));
    instance().applyVolume();
    emit instance().settingsChanged();
}

namespace {

QtMessageHandler &nextHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

// Drops the audio back end's complaints about a missing sound server, passes on the rest.
void quietAudio(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (text.startsWith(QLatin1String("PulseAudioService")) ||
        text.contains(QLatin1String("pa_context")) ||
        QByteArray(context.category ? context.category : "").startsWith("qt.multimedia"))
        return;
    if (nextHandler())
        nextHandler()(type, context, text);
    else
        qt_message_output(type, context, text);
}

} // namespace

SoundPlayer::SoundPlayer() = default;

void SoundPlayer::load()
{
    if (m_loaded)
        return;
    m_loaded = true;
    // No speakers, no sound server: stay silent, and keep the audio back end's complaints
    // (a missing PulseAudio, ALSA) off the player's terminal.
    nextHandler() = qInstallMessageHandler(quietAudio);
    if (QMediaDevices::audioOutputs().isEmpty() || QMediaDevices::defaultAudioOutput().isNull())
        return;
    for (int i = 0; i < SoundCount; ++i) {
        auto *effect = new QSoundEffect(this);
        // Loaded now, so the first play is as quick as the rest.
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(soundName(Sound(i)))));
        m_effects.append(effect);
    }
    applyVolume();
}

void SoundPlayer::applyVolume()
{
    const float level = float(volume()) / 100.0f;
    for (QSoundEffect *effect : std::as_const(m_effects))
        effect->setVolume(level);
}

void SoundPlayer::play(Sound sound)
{
    load();
    const int i = int(sound);
    if (i < 0 || i >= m_effects.size())
        return;
    QSoundEffect *effect = m_effects[i];
    if (effect->status() == QSoundEffect::Error)
        return;
    effect->stop(); // a sound that repeats quickly starts again
    effect->play();
}

} // namespace gg::ui
