"""Hashes of seeded bots-only matches played through each game's table, to show that a
refactor of the front end kept its behaviour.

The rules' own hashes (`bench/bots.py`) never touch `game/`; these do: the real app,
headless, plays every seat by bot at each game's smallest and largest table, steps of
1/30 s of game time, waiting for each bot's thought so that two runs take the same
steps, and hashes the table's save when the match is over (or after MAX_STEPS).

Usage: python tools/table_hashes.py [--game G ...] [--seeds 2]
Prints a line per game (its hash over the sizes and seeds) and the total.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.frames import table_sizes
from game.app import App, Options
from game.setup import MatchSetup
from game.storage import HOME_ENV
from game.tables import RECORDS

DT = 1 / 30
MAX_STEPS = 3000


def table_match(game: str, players: int, seed: int) -> tuple[str, int]:
    """The hash of the table's save after a seeded bots-only match, and its steps."""
    app = App(Options(size=(1280, 720), seed=seed))
    setup = MatchSetup.default(game, players, seed)
    setup.humans = [False] * players
    scene = RECORDS[game].scene(app, setup, None)
    app.push(scene)
    steps = 0
    while steps < MAX_STEPS and not (scene.match.is_over and not scene.busy):
        thought = scene.driver.thought
        if thought is not None:
            thought.answer()
        app.step(DT)
        steps += 1
    save = json.dumps(scene.save_data(), sort_keys=True, default=str)
    return hashlib.sha256(save.encode()).hexdigest(), steps


def game_hash(game: str, seeds: int) -> str:
    digest = hashlib.sha256()
    for players in table_sizes(game):
        for seed in range(1, seeds + 1):
            match_hash, steps = table_match(game, players, seed)
            digest.update(f"{players} {seed} {steps} {match_hash}\n".encode())
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=sorted(RECORDS),
                        help="only these games (default: every game)")
    parser.add_argument("--seeds", type=int, default=2)
    args = parser.parse_args(argv)
    os.environ.setdefault(HOME_ENV, tempfile.mkdtemp(prefix="table_hashes_"))
    total = hashlib.sha256()
    for game in args.game or list(RECORDS):
        line = f"{game} {game_hash(game, args.seeds)}"
        total.update((line + "\n").encode())
        print(line, flush=True)
    print(f"total {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
