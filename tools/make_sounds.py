#!/usr/bin/env python3
"""Synthesizes the game sounds (issue 17) into resources/sounds/*.wav.

Every sound is made here from sines, noise and envelopes, so the files are ours (same
licence as the code) and can be made again exactly: `tools/make_sounds.py` (the noise is
seeded). 16-bit mono, 44.1 kHz. Short events stay under 0.5 s, win/lose/draw under 2 s; each
is normalised to a peak of -3 dBFS (loud enough, never clipped). `sox --i` and `sox FILE -n
stat` measure them.
"""

import array
import math
import os
import random
import sys
import wave

RATE = 44100
PEAK = 10 ** (-3 / 20)  # -3 dBFS


def tone(freq, dur, attack=0.004, decay=None, shape="sine", bend=0.0):
    """A note: `freq` Hz for `dur` s, an attack ramp, an exponential decay (time constant
    `decay`, default a third of the note) and an optional pitch bend (ratio over the note)."""
    n = int(dur * RATE)
    decay = decay or dur / 3
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1 + bend * t / dur)
        phase += 2 * math.pi * f / RATE
        if shape == "sine":
            v = math.sin(phase)
        elif shape == "soft":  # a sine with a little third harmonic: warmer
            v = math.sin(phase) + 0.25 * math.sin(3 * phase)
        else:  # "square", softened
            v = math.tanh(3 * math.sin(phase))
        env = min(1.0, t / attack) * math.exp(-t / decay)
        # A 5 ms fade at the very end so no note ends in a click.
        env *= min(1.0, (dur - t) / 0.005)
        out.append(v * env)
    return out


def noise(dur, rng, decay, lowpass=0.0, attack=0.002):
    """Decaying white noise, optionally smoothed (one-pole low-pass, 0..1)."""
    n = int(dur * RATE)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        v = rng.uniform(-1, 1)
        last = lowpass * last + (1 - lowpass) * v
        env = min(1.0, t / attack) * math.exp(-t / decay) * min(1.0, (dur - t) / 0.005)
        out.append(last * env)
    return out


def mix(*parts):
    """Adds parts given as (start seconds, samples, gain)."""
    end = max(int(s * RATE) + len(p) for s, p, _ in parts)
    out = [0.0] * end
    for start, samples, gain in parts:
        o = int(start * RATE)
        for i, v in enumerate(samples):
            out[o + i] += v * gain
    return out


def normalise(samples):
    peak = max(abs(v) for v in samples) or 1.0
    return [v / peak * PEAK for v in samples]


def note(name):
    """MIDI-style note names: C5 = 523.25 Hz."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semitone / 12)


def sounds():
    rng = random.Random(20261202)
    return {
        # A stone set on a wooden board: a hard click and a short woody ring.
        "place": mix((0, noise(0.06, rng, 0.008, 0.3), 0.8),
                     (0, tone(1900, 0.09, 0.001, 0.02), 0.5),
                     (0, tone(420, 0.12, 0.001, 0.03, "soft"), 0.5)),
        # A disc dropping into its slot: a low thump with a plastic click.
        "drop": mix((0, tone(160, 0.2, 0.002, 0.05, "soft", bend=-0.3), 1.0),
                    (0, noise(0.04, rng, 0.006, 0.5), 0.5)),
        # A tile or piece sliding: a soft brush of noise.
        "slide": mix((0, noise(0.14, rng, 0.05, 0.85, attack=0.03), 1.0)),
        # Two tiles merging: a quick rising two-note blip.
        "merge": mix((0, tone(660, 0.08, 0.002, 0.04), 0.8),
                     (0.06, tone(990, 0.12, 0.002, 0.05), 0.8)),
        # A pair found: a bright two-tone chime.
        "match": mix((0, tone(note("E6"), 0.3, 0.002, 0.1), 0.7),
                     (0.07, tone(note("B6"), 0.25, 0.002, 0.09), 0.6)),
        # No match: a low falling buzz.
        "nomatch": mix((0, tone(300, 0.22, 0.004, 0.09, "square", bend=-0.35), 1.0)),
        # A card turned: a flick.
        "flip": mix((0, noise(0.05, rng, 0.01, 0.2), 1.0),
                    (0, tone(1250, 0.05, 0.001, 0.012), 0.4)),
        # A capture: two knocks.
        "capture": mix((0, tone(220, 0.12, 0.001, 0.03, "soft"), 1.0),
                       (0, noise(0.03, rng, 0.005, 0.4), 0.6),
                       (0.13, tone(180, 0.14, 0.001, 0.035, "soft"), 1.0),
                       (0.13, noise(0.03, rng, 0.005, 0.4), 0.6)),
        # A move refused: a short dull bonk.
        "illegal": mix((0, tone(175, 0.16, 0.003, 0.05, "square", bend=-0.1), 1.0)),
        # Won: a rising major arpeggio that rings out.
        "win": mix(*[(i * 0.13, tone(note(n), 0.9 if i == 3 else 0.45, 0.004, 0.3 if i == 3
                                     else 0.15, "soft"), 0.6)
                     for i, n in enumerate(["C5", "E5", "G5", "C6"])]),
        # Lost: a slow falling minor line.
        "lose": mix(*[(i * 0.22, tone(note(n), 0.9 if i == 2 else 0.5, 0.01, 0.35 if i == 2
                                      else 0.2, "soft"), 0.6)
                      for i, n in enumerate(["G4", "D#4", "C4"])]),
        # A draw: two even notes.
        "draw": mix((0, tone(note("G4"), 0.4, 0.005, 0.18, "soft"), 0.6),
                    (0.25, tone(note("G4"), 0.55, 0.005, 0.22, "soft"), 0.6),
                    (0.25, tone(note("D5"), 0.55, 0.005, 0.22, "soft"), 0.4)),
        # The countdown's last seconds: a clock tick.
        "tick": mix((0, noise(0.03, rng, 0.004, 0.1), 0.7),
                    (0, tone(2400, 0.03, 0.001, 0.006), 0.6)),
    }


def write(path, samples):
    data = array.array("h", (int(round(max(-1.0, min(1.0, v)) * 32767)) for v in samples))
    if sys.byteorder != "little":
        data.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "sounds")
    os.makedirs(root, exist_ok=True)
    for name, samples in sounds().items():
        samples = normalise(samples)
        seconds = len(samples) / RATE
        limit = 2.0 if name in ("win", "lose", "draw") else 0.5
        assert seconds < limit, f"{name} lasts {seconds:.2f} s (limit {limit} s)"
        write(os.path.join(root, name + ".wav"), samples)
        print(f"{name}.wav  {seconds:.3f} s  peak {max(abs(v) for v in samples):.3f}")


if __name__ == "__main__":
    main()
