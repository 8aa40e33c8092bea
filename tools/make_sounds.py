#!/usr/bin/env python3
"""Synthesise the sound effects of "Specijalne karte" into WAV files.

Every sound the game plays is made here, from nothing but arithmetic: no
recordings and no third-party packages (only ``wave``, ``math``, ``struct``
and ``random`` from the standard library).  The output is deterministic: the
noise generators use fixed seeds, so running the script twice writes
byte-identical files.

The effects are meant for children: short, soft and friendly.  Every sound
has a gentle attack and decay (so nothing clicks at its start or end), card
sounds are made of filtered noise, tones are built from a few harmonics and
nothing is harsh.  Each file is peak-normalised to about -6 dBFS and written
as 16-bit mono PCM at 22 050 Hz.

Effects (file stems):

    deal     a light card flick / swish
    draw     a card sliding off the pile
    flip     a short card snap
    pick     a soft pop when a card is lifted
    pair     a happy two-note chime
    dalje    a short neutral "boop" (the "next" button)
    shuffle  a riffle: a burst of tiny clicks
    turn     a gentle soft bell: "it's your turn"
    click    a UI button
    win      a cheerful arpeggio fanfare (~1.3 s)
    lose     a playful, not sad, descending "wah-wah" (~1 s)
    cat      a cute meow-like glide for the black cat reveal

Usage (from the repository root)::

    python tools/make_sounds.py                 # writes into sounds/
    python tools/make_sounds.py OUT_DIR         # writes into OUT_DIR
    python tools/make_sounds.py --only win lose # only some effects
    python tools/make_sounds.py --list          # list the effects
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

SAMPLE_RATE = 22050
"""Samples per second of every file written."""

NYQUIST = SAMPLE_RATE / 2

PEAK_DBFS = -6.0
"""Peak level every effect is normalised to, in dB relative to full scale."""

SEED = 20_250_601
"""Base seed of the noise generators; each effect derives its own from it."""

DEFAULT_OUT_DIR = Path(__file__).resolve().parent.parent / "sounds"
"""The repository's ``sounds/`` folder."""

Signal = list[float]
"""Mono audio as floats, nominally in [-1, 1]."""

Curve = Callable[[float], float]
"""A value (frequency, cutoff, ...) as a function of time in seconds."""

Partials = Sequence[tuple[float, float]]
"""(frequency ratio, amplitude) pairs making up a tone."""


# --------------------------------------------------------------------------
# Building blocks
# --------------------------------------------------------------------------


def n_samples(seconds: float) -> int:
    """Number of samples in ``seconds`` of audio (at least one)."""
    return max(1, round(seconds * SAMPLE_RATE))


def silence(seconds: float) -> Signal:
    """A silent signal of the given length."""
    return [0.0] * n_samples(seconds)


def constant(value: float) -> Curve:
    """A curve that is ``value`` at every moment."""
    return lambda _t: value


def exp_glide(start: float, end: float, duration: float) -> Curve:
    """Glide exponentially (evenly in pitch) from ``start`` to ``end``.

    The curve holds ``end`` after ``duration`` seconds.
    """
    ratio = end / start

    def curve(t: float) -> float:
        x = min(max(t / duration, 0.0), 1.0)
        return start * ratio**x

    return curve


def smooth_path(points: Sequence[tuple[float, float]]) -> Curve:
    """Pass smoothly through ``(time, value)`` points (cosine interpolation).

    Before the first point and after the last the value is held.
    """
    pts = sorted(points)

    def curve(t: float) -> float:
        if t <= pts[0][0]:
            return pts[0][1]
        for (t0, v0), (t1, v1) in itertools.pairwise(pts):
            if t <= t1:
                x = (t - t0) / (t1 - t0)
                w = 0.5 - 0.5 * math.cos(math.pi * x)
                return v0 + (v1 - v0) * w
        return pts[-1][1]

    return curve


def tone(
    duration: float,
    freq: Curve,
    partials: Partials = ((1.0, 1.0),),
    vibrato_hz: float = 0.0,
    vibrato_depth: Curve | None = None,
) -> Signal:
    """An additive tone whose fundamental follows ``freq(t)``.

    The phase is accumulated sample by sample, so gliding frequencies stay
    continuous.  Partials that would reach the Nyquist frequency are left
    out, so nothing aliases.  ``vibrato_depth(t)`` is the relative pitch
    deviation (0.02 = +/-2 %) of a sine vibrato at ``vibrato_hz``.
    """
    out: Signal = []
    phase = 0.0
    for i in range(n_samples(duration)):
        t = i / SAMPLE_RATE
        f = freq(t)
        if vibrato_depth is not None and vibrato_hz:
            f *= 1.0 + vibrato_depth(t) * math.sin(2 * math.pi * vibrato_hz * t)
        value = 0.0
        for ratio, amp in partials:
            if ratio * f < NYQUIST * 0.9:
                value += amp * math.sin(ratio * phase)
        out.append(value)
        phase += 2 * math.pi * f / SAMPLE_RATE
    return out


def noise(duration: float, rng: random.Random) -> Signal:
    """White noise, uniformly distributed in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(duration))]


def svf(
    signal: Signal,
    cutoff: Curve,
    q: float = 0.707,
    mode: str = "band",
) -> Signal:
    """State-variable filter with a cutoff that may move over time.

    This is the topology-preserving ("TPT") form, which stays stable for any
    cutoff below Nyquist, so sweeps are safe.  ``mode`` is ``"low"``,
    ``"band"`` or ``"high"``; the band-pass output has unity gain at the
    centre frequency.
    """
    if mode not in ("low", "band", "high"):
        raise ValueError(f"unknown filter mode {mode!r}")
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out: Signal = []
    for i, x in enumerate(signal):
        fc = min(cutoff(i / SAMPLE_RATE), NYQUIST * 0.95)
        g = math.tan(math.pi * fc / SAMPLE_RATE)
        a1 = 1.0 / (1.0 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
        v3 = x - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2 * v1 - ic1
        ic2 = 2 * v2 - ic2
        if mode == "low":
            out.append(v2)
        elif mode == "band":
            out.append(k * v1)
        else:
            out.append(x - k * v1 - v2)
    return out


def _rise(x: float) -> float:
    """Raised-cosine rise from 0 (x=0) to 1 (x=1)."""
    return 0.5 - 0.5 * math.cos(math.pi * min(max(x, 0.0), 1.0))


def perc_env(duration: float, attack: float, decay: float) -> Signal:
    """A percussive envelope: smooth rise, then exponential decay.

    ``decay`` is the time constant in seconds (the level falls to 37 % every
    ``decay`` seconds).  The end (the last 30 ms, or the last fifth of a
    shorter sound) fades smoothly to exactly zero.
    """
    n = n_samples(duration)
    tail = min(n_samples(min(0.030, duration / 5)), n)
    env: Signal = []
    for i in range(n):
        t = i / SAMPLE_RATE
        if t < attack:
            value = _rise(t / attack)
        else:
            value = math.exp(-(t - attack) / decay)
        if i >= n - tail:
            value *= _rise((n - 1 - i) / tail)
        env.append(value)
    return env


def ar_env(duration: float, attack: float, release: float) -> Signal:
    """A held envelope: smooth rise, flat top, smooth fall to zero."""
    n = n_samples(duration)
    env: Signal = []
    for i in range(n):
        t = i / SAMPLE_RATE
        value = 1.0
        if t < attack:
            value = _rise(t / attack)
        remaining = duration - t
        if remaining < release:
            value *= _rise(remaining / release)
        env.append(value)
    return env


def apply(signal: Signal, env: Signal) -> Signal:
    """Multiply a signal by an envelope (the result has the shorter length)."""
    return [s * e for s, e in zip(signal, env)]


def scale(signal: Signal, gain: float) -> Signal:
    """Multiply every sample by ``gain``."""
    return [s * gain for s in signal]


def mix_into(dest: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``src`` into ``dest`` starting ``at`` seconds, growing ``dest``."""
    start = round(at * SAMPLE_RATE)
    end = start + len(src)
    if end > len(dest):
        dest.extend([0.0] * (end - len(dest)))
    for i, s in enumerate(src):
        dest[start + i] += gain * s


def normalise(signal: Signal, peak_dbfs: float = PEAK_DBFS) -> Signal:
    """Scale so the largest absolute sample sits at ``peak_dbfs``."""
    peak = max((abs(s) for s in signal), default=0.0)
    if peak == 0.0:
        return list(signal)
    return scale(signal, 10 ** (peak_dbfs / 20) / peak)


def remove_dc(signal: Signal) -> Signal:
    """Gently block DC (a one-pole high-pass at about 20 Hz)."""
    r = 1.0 - 2 * math.pi * 20 / SAMPLE_RATE
    out: Signal = []
    prev_x = prev_y = 0.0
    for x in signal:
        y = x - prev_x + r * prev_y
        out.append(y)
        prev_x, prev_y = x, y
    return out


def fade_edges(
    signal: Signal, fade_in: float = 0.002, fade_out: float = 0.008
) -> Signal:
    """Safety fades so every file starts and ends at exactly zero."""
    out = list(signal)
    n = len(out)
    n_in = min(n_samples(fade_in), n)
    n_out = min(n_samples(fade_out), n)
    for i in range(n_in):
        out[i] *= _rise(i / n_in)
    for i in range(n_out):
        out[n - 1 - i] *= _rise(i / n_out)
    return out


def bell(
    freq: float,
    duration: float,
    partials: Sequence[tuple[float, float, float]],
    attack: float = 0.004,
) -> Signal:
    """A struck, bell-like note.

    ``partials`` are ``(ratio, amplitude, decay)`` triples: each partial
    fades with its own time constant, higher ones usually faster, which is
    what makes a bell sound soft and round after the strike.
    """
    out = silence(duration)
    for ratio, amp, decay in partials:
        if ratio * freq >= NYQUIST * 0.9:
            continue
        part = apply(
            tone(duration, constant(freq * ratio)), perc_env(duration, attack, decay)
        )
        mix_into(out, part, 0.0, amp)
    return out


def note_hz(name: str) -> float:
    """Equal-tempered frequency of a note such as ``"C5"`` or ``"F#4"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    semitone = steps[letter]
    if rest.startswith("#"):
        semitone, rest = semitone + 1, rest[1:]
    elif rest.startswith("b"):
        semitone, rest = semitone - 1, rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


# --------------------------------------------------------------------------
# The effects
# --------------------------------------------------------------------------


def make_deal(rng: random.Random) -> Signal:
    """A light flick and swish: noise through a band-pass sweeping upwards."""
    dur = 0.20
    swish = svf(noise(dur, rng), exp_glide(1200, 4200, 0.14), q=1.4, mode="band")
    swish = apply(swish, perc_env(dur, 0.035, 0.045))
    flick = svf(noise(0.03, rng), constant(3000), q=2.0, mode="band")
    flick = apply(flick, perc_env(0.03, 0.0015, 0.005))
    out = silence(dur)
    mix_into(out, swish)
    mix_into(out, flick, 0.0, 0.6)
    return out


def make_draw(rng: random.Random) -> Signal:
    """A card sliding off the pile: soft, slightly rough filtered noise."""
    dur = 0.32
    slide = svf(noise(dur, rng), exp_glide(700, 1700, 0.25), q=0.9, mode="band")
    # Friction: a slow random wobble of the level.
    wobble = svf(noise(dur, rng), constant(40), q=0.7, mode="low")
    peak = max(abs(w) for w in wobble) or 1.0
    slide = [s * (1.0 + 0.35 * w / peak) for s, w in zip(slide, wobble)]
    slide = apply(slide, ar_env(dur - 0.04, 0.07, 0.12) + [0.0] * n_samples(0.04))
    tap = svf(noise(0.05, rng), constant(900), q=1.0, mode="band")
    tap = apply(tap, perc_env(0.05, 0.002, 0.010))
    out = silence(dur)
    mix_into(out, slide)
    mix_into(out, tap, 0.25, 0.7)
    return out


def make_flip(rng: random.Random) -> Signal:
    """A short card snap: a crisp noise tick over a tiny low thump."""
    dur = 0.09
    snap = svf(noise(dur, rng), constant(2600), q=0.8, mode="band")
    snap = apply(snap, perc_env(dur, 0.0015, 0.011))
    body = tone(dur, exp_glide(240, 150, 0.05))
    body = apply(body, perc_env(dur, 0.002, 0.018))
    out = silence(dur)
    mix_into(out, snap)
    mix_into(out, body, 0.0, 0.45)
    return svf(out, constant(6500), q=0.707, mode="low")


def make_pick(rng: random.Random) -> Signal:
    """A soft, round pop: a sine that quickly bends upwards."""
    dur = 0.13
    pop = tone(dur, exp_glide(330, 880, 0.06), ((1.0, 1.0), (2.0, 0.12)))
    pop = apply(pop, perc_env(dur, 0.004, 0.028))
    air = svf(noise(0.03, rng), constant(1800), q=1.0, mode="band")
    air = apply(air, perc_env(0.03, 0.002, 0.006))
    mix_into(pop, air, 0.0, 0.15)
    return pop


_CHIME = ((1.0, 1.0, 0.22), (2.0, 0.30, 0.14), (3.0, 0.10, 0.08), (4.0, 0.04, 0.05))
"""Partials (ratio, amplitude, decay) of a sweet glockenspiel-like chime."""


def make_pair(rng: random.Random) -> Signal:
    """A happy two-note chime rising a fourth: "ding-DING"."""
    out = silence(0.90)
    mix_into(out, bell(note_hz("G5"), 0.90, _CHIME), 0.0, 0.8)
    mix_into(out, bell(note_hz("C6"), 0.77, _CHIME), 0.13, 1.0)
    return out


def make_dalje(rng: random.Random) -> Signal:
    """A short, neutral "boop" with a slight downward bend."""
    dur = 0.18
    boop = tone(dur, exp_glide(520, 440, 0.08), ((1.0, 1.0), (2.0, 0.10), (3.0, 0.03)))
    return apply(boop, perc_env(dur, 0.008, 0.045))


def make_shuffle(rng: random.Random) -> Signal:
    """A riffle shuffle: a fast burst of tiny clicks over a soft whoosh."""
    dur = 0.62
    clicks = silence(dur)
    t = 0.02
    while t < dur - 0.07:
        grain = apply(noise(0.006, rng), perc_env(0.006, 0.0008, 0.0015))
        # The riffle swells, stays busy, then thins out.
        level = _rise(t / 0.10) * _rise((dur - 0.05 - t) / 0.20)
        mix_into(clicks, grain, t, level * rng.uniform(0.7, 1.0))
        t += rng.uniform(0.008, 0.016)
    clicks = svf(clicks, constant(3200), q=1.3, mode="band")
    whoosh = svf(noise(dur, rng), constant(2000), q=0.8, mode="band")
    whoosh = apply(whoosh, ar_env(dur, 0.12, 0.25))
    out = silence(dur)
    mix_into(out, clicks)
    mix_into(out, whoosh, 0.0, 0.12)
    return apply(out, ar_env(dur, 0.01, 0.06))


def make_turn(rng: random.Random) -> Signal:
    """A gentle, soft bell with a slow shimmer: "your turn"."""
    dur = 1.0
    freq = note_hz("E5")
    partials = (
        (1.0, 1.0, 0.28),
        (2.0, 0.22, 0.18),
        (3.0, 0.06, 0.10),
        (2.76, 0.03, 0.08),
    )
    out = bell(freq, dur, partials, attack=0.006)
    # A barely detuned twin gives a slow, friendly beating.
    mix_into(out, bell(freq + 1.8, dur, ((1.0, 1.0, 0.28),), attack=0.006), 0.0, 0.35)
    return out


def make_click(rng: random.Random) -> Signal:
    """A soft UI click: a tiny falling blip with a breath of noise."""
    dur = 0.06
    blip = tone(dur, exp_glide(1400, 950, 0.02))
    blip = apply(blip, perc_env(dur, 0.0012, 0.010))
    tick = svf(noise(dur, rng), constant(4000), q=1.0, mode="band")
    tick = apply(tick, perc_env(dur, 0.0008, 0.003))
    mix_into(blip, tick, 0.0, 0.25)
    return blip


_BRIGHT = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.20), (4.0, 0.08), (5.0, 0.05))
"""Partials of a warm, toy-trumpet-like tone."""


def make_win(rng: random.Random) -> Signal:
    """A cheerful fanfare: a rising C-major arpeggio into a bright chord."""
    out = silence(1.35)
    arpeggio = ("C5", "E5", "G5")
    for i, name in enumerate(arpeggio):
        n = tone(0.20, constant(note_hz(name)), _BRIGHT)
        mix_into(out, apply(n, perc_env(0.20, 0.008, 0.09)), 0.11 * i, 0.9)
    # The final chord rings with a little vibrato that grows in.
    chord_at, chord_len = 0.33, 1.0
    depth = smooth_path(((0.0, 0.0), (0.25, 0.0), (0.6, 0.008)))
    for name, gain in (("C6", 1.0), ("G5", 0.5), ("E5", 0.45), ("C5", 0.35)):
        n = tone(chord_len, constant(note_hz(name)), _BRIGHT, 5.5, depth)
        env = [
            a * b
            for a, b in zip(
                ar_env(chord_len, 0.012, 0.45), perc_env(chord_len, 0.001, 0.9)
            )
        ]
        mix_into(out, apply(n, env), chord_at, gain)
    # Sparkles: a few tiny high pings over the chord.
    for _ in range(7):
        freq = note_hz(("C7", "E7", "G7")[int(rng.random() * 3)])
        ping = apply(tone(0.12, constant(freq)), perc_env(0.12, 0.002, 0.03))
        mix_into(out, ping, rng.uniform(0.40, 1.05), rng.uniform(0.10, 0.18))
    return out


def make_lose(rng: random.Random) -> Signal:
    """A playful "wah-wah-wah-waaah": four falling notes through a wah filter."""
    saw = tuple((float(k), 1.0 / k) for k in range(1, 13))
    notes = (("G4", 0.18), ("F#4", 0.18), ("F4", 0.18), ("E4", 0.46))
    out = silence(1.06)
    at = 0.0
    for index, (name, length) in enumerate(notes):
        last = index == len(notes) - 1
        depth = smooth_path(((0.0, 0.0), (0.12, 0.0), (0.2, 0.025))) if last else None
        n = tone(length, constant(note_hz(name)), saw, 7.0 if last else 0.0, depth)
        # The "wah": the filter opens, then closes again within each note.
        opening = 0.07 if not last else 0.10
        wah = smooth_path(((0.0, 350), (opening, 2200), (length, 500)))
        n = svf(n, wah, q=2.2, mode="low")
        n = apply(n, ar_env(length, 0.02, 0.06 if not last else 0.20))
        mix_into(out, n, at)
        at += length + 0.02
    return out


def make_cat(rng: random.Random) -> Signal:
    """A cute "mew-ow": a kitten-high voice gliding through vowel formants.

    The voice is a harmonic series whose partials are weighted by two moving
    resonances (formants), sliding from "e" through "a" to "ow".  Done
    additively, it is smooth and clean, with no harsh edges.
    """
    dur = 0.62
    pitch = smooth_path(((0.0, 620), (0.22, 840), (0.45, 780), (dur, 560)))
    f1 = smooth_path(((0.0, 350), (0.10, 560), (0.28, 900), (dur, 480)))
    f2 = smooth_path(((0.0, 1900), (0.10, 2100), (0.28, 1500), (dur, 900)))
    bandwidth = 260.0
    out: Signal = []
    phase = 0.0
    for i in range(n_samples(dur)):
        t = i / SAMPLE_RATE
        f0 = pitch(t) * (1.0 + 0.012 * math.sin(2 * math.pi * 6.5 * t))
        a, b = f1(t), f2(t)
        value = 0.0
        for k in range(1, 12):
            fk = k * f0
            if fk >= NYQUIST * 0.9:
                break
            first = 1.0 / (1.0 + ((fk - a) / bandwidth) ** 2)
            second = 0.6 / (1.0 + ((fk - b) / bandwidth) ** 2)
            weight = first + second
            value += weight / math.sqrt(k) * math.sin(k * phase)
        out.append(value)
        phase += 2 * math.pi * f0 / SAMPLE_RATE
    return apply(out, ar_env(dur, 0.05, 0.18))


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "deal": make_deal,
    "draw": make_draw,
    "flip": make_flip,
    "pick": make_pick,
    "pair": make_pair,
    "dalje": make_dalje,
    "shuffle": make_shuffle,
    "turn": make_turn,
    "click": make_click,
    "win": make_win,
    "lose": make_lose,
    "cat": make_cat,
}
"""Every effect, by file stem."""


# --------------------------------------------------------------------------
# Rendering and writing
# --------------------------------------------------------------------------


def render(name: str) -> Signal:
    """Synthesise one effect, finished and normalised, ready to write.

    Each effect gets its own random generator seeded from :data:`SEED` and
    its name, so changing one effect never changes the others.
    """
    rng = random.Random(f"{SEED}:{name}")
    signal = EFFECTS[name](rng)
    signal = remove_dc(signal)
    signal = fade_edges(signal)
    return normalise(signal, PEAK_DBFS)


def write_wav(path: Path, signal: Signal) -> None:
    """Write ``signal`` as a 16-bit mono PCM WAV file at :data:`SAMPLE_RATE`."""
    ints = [max(-32768, min(32767, round(s * 32767))) for s in signal]
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(struct.pack(f"<{len(ints)}h", *ints))


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Read the command line."""
    parser = argparse.ArgumentParser(
        description="Synthesise the game's sound effects as WAV files."
    )
    parser.add_argument(
        "out_dir",
        nargs="?",
        type=Path,
        default=DEFAULT_OUT_DIR,
        help=f"folder to write into (default: {DEFAULT_OUT_DIR})",
    )
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        choices=sorted(EFFECTS),
        help="make only these effects",
    )
    parser.add_argument("--list", action="store_true", help="list the effects and exit")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Make the requested effects; return the process exit status."""
    args = parse_args(argv)
    if args.list:
        for name, func in EFFECTS.items():
            summary = (func.__doc__ or "").strip().splitlines()[0]
            print(f"{name:8} {summary}")
        return 0
    out_dir: Path = args.out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in args.only or EFFECTS:
        signal = render(name)
        path = out_dir / f"{name}.wav"
        write_wav(path, signal)
        print(f"{path}  {len(signal) / SAMPLE_RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
