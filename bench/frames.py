"""Front-end speed: frame times of a demo match, start-up time, CPU use while waiting.

Prints, medians of several runs:
  frames GAME players=N WxH p50_ms=… p95_ms=… p99_ms=… max_ms=… cpu_p50_ms=… cpu_p99_ms=…
      (a bots-only demo; the cpu_ figures count only this thread's work, which a machine
      busy with other things inflates far less than the wall-clock ones)
  frames atlas_map WxH p50_ms=… …                  (the atlas's map zooming in and out
      at the Alps without a pause, a country lifted: every frame a zoom animation)
  startup first_frame_s=…                          (python -m game to its first frame)
  idle cpu_percent=…                               (the table waiting for a child's tap)
With --all: the frames line of every game at its largest and its smallest table (at
1920×1080 only), then `idle SCENE cpu_percent=… frames=…` for the title, the menus and
every game's table, each waiting for a tap once what moved has come to rest; with
--idle those idle lines alone.
Usage: python bench/frames.py [--runs 5] [--frames 600] [--game ID] [--players N]
[--all | --idle] [--exe PATH]. Runs headless (the demo: Crni Petar for 3 unless --game
says otherwise; SDL_VIDEODRIVER=x11 with a DISPLAY runs it in a real window); with --exe (a build from build.spec) the start-up of the executable is
measured too.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
SCRATCH = tempfile.TemporaryDirectory(prefix="sk-bench-")  # the run's data, gone when it ends
os.environ.setdefault("SPECIJALNE_KARTE_HOME", SCRATCH.name)

from game.app import App, Options
from game.scenes.atlas import AtlasScene
from game.scenes.base import Scene
from game.scenes.crni_petar import CrniPetarTable
from game.scenes.picker import PickerScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.setup import MatchSetup
from game.tables import RECORDS
from rules import GAMES


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def demo_frames(game: str, players: int, size: tuple[int, int], frames: int,
                seed: int) -> dict[str, float]:
    """One demo match at 60 fps; the frame's work time (events, update, draw, flip)."""
    app = App(Options(size=size, frames=frames, seed=seed))
    setup = MatchSetup.default(game, players, seed)
    setup.humans = [False] * players
    app.push(RECORDS[game].scene(app, setup, None))
    for _ in range(frames):
        app.step()
    times, cpu = list(app.frame_ms)[10:], list(app.frame_cpu_ms)[10:]
    return {"p50_ms": statistics.median(times), "p95_ms": percentile(times, 95),
            "p99_ms": percentile(times, 99), "max_ms": max(times),
            "cpu_p50_ms": statistics.median(cpu), "cpu_p99_ms": percentile(cpu, 99)}


def map_frames(size: tuple[int, int], frames: int) -> dict[str, float]:
    """The atlas's map at 60 fps, zooming one level in or out whenever the last zoom
    ends (in to the third level and out again: the tiles of three levels fit the map's
    cache), Switzerland lifted."""
    app = App(Options(size=size, frames=frames))
    atlas = AtlasScene(app)
    app.push(atlas)
    atlas.select("CH")
    alps = atlas.pad.view.to_px((0.31, 0.76))
    path = [1, 1, -1, -1]
    for _ in range(frames):
        if not atlas.pad.zooming:
            atlas.pad.zoom(path[0], alps)
            path.append(path.pop(0))
        app.step()
    times, cpu = list(app.frame_ms)[10:], list(app.frame_cpu_ms)[10:]
    return {"p50_ms": statistics.median(times), "p95_ms": percentile(times, 95),
            "p99_ms": percentile(times, 99), "max_ms": max(times),
            "cpu_p50_ms": statistics.median(cpu), "cpu_p99_ms": percentile(cpu, 99)}


def startup(command: list[str]) -> tuple[float, float]:
    """(seconds from the app's start to its first frame, seconds the whole process took)."""
    start = time.perf_counter()
    out = subprocess.run([*command, "--frames", "1", "--bench"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    whole = time.perf_counter() - start
    return float(re.search(r"first_frame_s=([\d.]+)", out).group(1)), whole


def idle_cpu(seconds: float) -> float:
    """CPU use (% of one core) while the table waits for the human to pick a card."""
    return idle_of(lambda app: CrniPetarTable(app, MatchSetup.default("crni_petar", 2, 1)),
                   seconds)[0]


def resting(app: App, scene: Scene, limit_s: float = 120) -> None:
    """Simulated time until `scene` waits: nothing due but input, a person to act."""
    for _ in range(round(limit_s * 30)):
        app.step(1 / 30)
        table_waits = not getattr(scene, "bots_pending", lambda: False)()
        if app.next_frame_in() is None and table_waits:
            return


def idle_of(make, seconds: float) -> tuple[float, int]:
    """(% of a core, frames drawn) while the scene `make(app)` waits, in real time."""
    app = App(Options(size=(1280, 720)))
    scene = make(app)
    app.push(scene)
    resting(app, scene)
    drawn = app.drawn
    start_cpu, start = time.process_time(), time.perf_counter()
    while time.perf_counter() - start < seconds:
        app.step()
    cpu = 100 * (time.process_time() - start_cpu) / (time.perf_counter() - start)
    return cpu, app.drawn - drawn


def table_sizes(game: str) -> list[int]:
    """The largest and the smallest player count the game's default options allow."""
    spec = GAMES[game]
    fitting = [n for n in range(spec.min_players, spec.max_players + 1) if spec.fits(n, {})]
    return sorted({fitting[-1], fitting[0]}, reverse=True)


def every_game(args: argparse.Namespace) -> None:
    size = (1920, 1080)
    for game in RECORDS:
        for players in table_sizes(game):
            runs = [demo_frames(game, players, size, args.frames, seed)
                    for seed in range(args.runs)]
            fields = " ".join(f"{k}={statistics.median(r[k] for r in runs):.2f}"
                              for k in runs[0])
            print(f"frames {game} players={players} {size[0]}x{size[1]} {fields}", flush=True)
    every_idle()


def every_idle() -> None:
    scenes = {"title": TitleScene, "picker": PickerScene, "settings": SettingsScene,
              "atlas": AtlasScene, "setup": lambda app: SetupScene(app, "uno")}
    for game in RECORDS:
        players = table_sizes(game)[-1]
        scenes[game] = lambda app, g=game, n=players: RECORDS[g].scene(
            app, MatchSetup.default(g, n, 1), None)
    for name, make in scenes.items():
        cpu, drawn = idle_of(make, 5)
        print(f"idle {name} cpu_percent={cpu:.2f} frames={drawn}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", choices=sorted(RECORDS), default="crni_petar")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--exe", type=Path, help="a built executable to time as well")
    parser.add_argument("--all", action="store_true",
                        help="every game's largest and smallest table, and idle everywhere")
    parser.add_argument("--idle", action="store_true",
                        help="only the idle line of the title, the menus and every table")
    args = parser.parse_args()
    if args.all:
        every_game(args)
        return
    if args.idle:
        every_idle()
        return
    for size in ((1280, 720), (1920, 1080)):
        runs = [demo_frames(args.game, args.players, size, args.frames, seed)
                for seed in range(args.runs)]
        fields = " ".join(f"{k}={statistics.median(r[k] for r in runs):.2f}" for k in runs[0])
        print(f"frames {args.game} players={args.players} {size[0]}x{size[1]} {fields}",
              flush=True)
    for size in ((1280, 720), (1920, 1080)):
        runs = [map_frames(size, args.frames) for _ in range(args.runs)]
        fields = " ".join(f"{k}={statistics.median(r[k] for r in runs):.2f}" for k in runs[0])
        print(f"frames atlas_map {size[0]}x{size[1]} {fields}", flush=True)
    commands = {"source": [sys.executable, "-m", "game"]}
    if args.exe:
        commands["exe"] = [str(args.exe)]
    for name, command in commands.items():
        startup(command)
        runs = [startup(command) for _ in range(args.runs)]
        print(f"startup {name} first_frame_s={statistics.median(r[0] for r in runs):.3f} "
              f"process_s={statistics.median(r[1] for r in runs):.3f}", flush=True)
    print(f"idle cpu_percent={statistics.median(idle_cpu(3) for _ in range(3)):.1f}")


if __name__ == "__main__":
    main()
