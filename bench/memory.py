"""Memory over a long session: the real app, headless, played by a seeded script.

The script goes through every game's table in turn (bots in every seat, playing in real
time), with the title, the picker, the setup page and the atlas between tables, a
language change at each table, and with --resizes a new window size at each scene
(640×400 up to 3840×2160). The resident memory (RSS) is sampled every few seconds.
Prints a line per sample (`sample t_s=… rss_mb=… scene=…`) with --verbose, and ends
with one line:
  memory minutes=M start_mb=A peak_mb=B end_mb=C slope_mb_per_min=D
(start: after the first table is open; slope: least squares over the second half).
Usage: python bench/memory.py [--minutes 30] [--seed 1] [--resizes] [--table-seconds 20]
[--verbose].
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
SCRATCH = tempfile.TemporaryDirectory(prefix="sk-memory-")  # the run's data, gone when it ends
os.environ.setdefault("SPECIJALNE_KARTE_HOME", SCRATCH.name)

import pygame

from game.app import App, Options
from game.i18n import LANGUAGES
from game.scenes.atlas import AtlasScene
from game.scenes.picker import PickerScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.setup import MatchSetup
from game.tables import RECORDS
from rules import GAMES

SIZES = [(640, 400), (1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080),
         (2560, 1440), (3840, 2160)]
SAMPLE_S = 3.0


def rss_mb() -> float:
    """This process's resident memory now, in MB."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


def slope_per_minute(samples: list[tuple[float, float]]) -> float:
    """Least-squares slope of (seconds, MB) samples, in MB per minute."""
    if len(samples) < 2:
        return 0.0
    n = len(samples)
    mt = sum(t for t, _ in samples) / n
    mm = sum(m for _, m in samples) / n
    var = sum((t - mt) ** 2 for t, _ in samples)
    cov = sum((t - mt) * (m - mm) for t, m in samples)
    return 60 * cov / var if var else 0.0


class Session:
    """The scripted session: scenes in turn, each for a while of real time."""

    def __init__(self, app: App, seed: int, resizes: bool, table_seconds: float) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.resizes = resizes
        self.table_seconds = table_seconds
        self.seed = seed
        self.games = list(RECORDS)
        self.turn = 0

    def scenes(self):
        """(name, scene maker, seconds) for ever."""
        while True:
            game = self.games[self.turn % len(self.games)]
            self.turn += 1
            spec = GAMES[game]
            counts = [n for n in range(spec.min_players, spec.max_players + 1)
                      if spec.fits(n, {})]
            players = self.rng.choice(counts)
            setup = MatchSetup.default(game, players, self.seed * 1000 + self.turn)
            setup.humans = [False] * players
            yield "title", TitleScene, 1.5
            yield "picker", PickerScene, 1.0
            yield "setup", lambda app, g=game: SetupScene(app, g), 1.0
            if self.turn % 4 == 0:
                yield "atlas", AtlasScene, 2.0
            yield game, lambda app, s=setup: RECORDS[s.game].scene(app, s, None), self.table_seconds

    def show(self, make) -> None:
        app = self.app
        if self.resizes:
            size = self.rng.choice(SIZES)
            app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            app._on_resize()
        app.settings.language = LANGUAGES[self.turn % len(LANGUAGES)]
        app.reset(make(app))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--resizes", action="store_true")
    parser.add_argument("--table-seconds", type=float, default=20.0)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    app = App(Options(size=(1280, 720)))
    session = Session(app, args.seed, args.resizes, args.table_seconds)
    samples: list[tuple[float, float]] = []
    start = time.perf_counter()
    next_sample = 0.0
    for name, make, seconds in session.scenes():
        session.show(make)
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            app.step()
            now = time.perf_counter() - start
            if now >= next_sample:
                samples.append((now, rss_mb()))
                next_sample = now + SAMPLE_S
                if args.verbose:
                    print(f"sample t_s={now:.0f} rss_mb={samples[-1][1]:.1f} scene={name}",
                          flush=True)
        if time.perf_counter() - start >= args.minutes * 60:
            break
    total = time.perf_counter() - start
    later = [s for s in samples if s[0] >= total / 2]
    first = next((m for t, m in samples if t >= 5), samples[0][1])
    print(f"memory minutes={total / 60:.1f} start_mb={first:.1f} "
          f"peak_mb={max(m for _, m in samples):.1f} end_mb={samples[-1][1]:.1f} "
          f"slope_mb_per_min={slope_per_minute(later):.2f}")
    pygame.quit()


if __name__ == "__main__":
    main()
