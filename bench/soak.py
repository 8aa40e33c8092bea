"""Soak: many random legal matches per game, every invariant of the contract checked.

For each game (default: every registered one), matches 0, 1, 2, ... cycle through
its option presets and player counts; match k plays case k mod (number of cases)
with seed k, and is checked by `rules.checks.play_checked` (cards conserved, only
legal actions, private views, a refused action changes nothing, the match ends,
replay and resume give the same match). Prints one line per game:
`GAME matches=… actions=… events=… seconds=… matches_per_s=… failures=…`, and for
each failure the command that plays that match alone. Exit status 1 on any failure.
With `--jobs N` the matches are shared out among N processes, in slices of
SLICE; every match is the same as with one.

Usage: python bench/soak.py [GAME ...] [--matches 2000] [--start 0] [--jobs 1]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.checks import play_checked

SLICE = 200   # matches a process takes at a time with --jobs


def cases(gid: str) -> list[tuple[str, int]]:
    """(preset, players) for every option preset and player count of a game."""
    spec = GAMES[gid]
    return [(preset, n) for preset in spec.presets or {"": {}}
            for n in range(spec.min_players, spec.max_players + 1)]


def match_case(gid: str, k: int) -> tuple[str, int, int]:
    """The preset, player count and seed of a game's k-th soak match."""
    every = cases(gid)
    preset, players = every[k % len(every)]
    return preset, players, k


@dataclass
class Tally:
    """What one game's soak did."""

    gid: str
    matches: int = 0
    actions: int = 0
    events: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def line(self) -> str:
        rate = self.matches / self.seconds if self.seconds else 0.0
        return (f"{self.gid} matches={self.matches} actions={self.actions} "
                f"events={self.events} seconds={self.seconds:.1f} matches_per_s={rate:.1f} "
                f"failures={len(self.failures)}")

    def add(self, other: Tally) -> None:
        self.matches += other.matches
        self.actions += other.actions
        self.events += other.events
        self.failures += other.failures


def soak_one(gid: str, k: int, tally: Tally) -> None:
    """Play and check the k-th match of a game; a failure is recorded, not raised."""
    spec = GAMES[gid]
    preset, players, seed = match_case(gid, k)
    options: dict[str, Any] = spec.presets.get(preset, {})
    tally.matches += 1
    try:
        played = play_checked(spec, players, seed, options)
    except Exception as exc:  # noqa: BLE001 - every failure is reported with its seed
        where = traceback.extract_tb(exc.__traceback__)[-1]
        tally.failures.append(
            f"{gid} preset={preset} players={players} seed={seed}: "
            f"{type(exc).__name__}: {exc} (at {Path(where.filename).name}:{where.lineno}); "
            f"reproduce: python bench/soak.py {gid} --start {k} --matches 1")
        return
    tally.actions += played.actions
    tally.events += played.events


def soak_slice(gid: str, start: int, matches: int) -> Tally:
    tally = Tally(gid)
    for k in range(start, start + matches):
        soak_one(gid, k, tally)
    return tally


def soak(gid: str, matches: int, start: int = 0, jobs: int = 1) -> Tally:
    """Matches start .. start+matches-1 of one game, in `jobs` processes."""
    began = time.perf_counter()
    if jobs == 1:
        tally = soak_slice(gid, start, matches)
    else:
        tally = Tally(gid)
        end = start + matches
        slices = [(gid, s, min(SLICE, end - s)) for s in range(start, end, SLICE)]
        # Fresh interpreters, not forks: a fork of a process that runs SDL (the tests)
        # inherits its signal handlers, so the pool's closing SIGTERM was swallowed and
        # the pool waited for ever, and its threads' locks could be held mid-fork.
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part in pool.starmap(soak_slice, slices, chunksize=1):
                tally.add(part)
    tally.seconds = time.perf_counter() - began
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help="default: every game")
    parser.add_argument("--matches", type=int, default=2000, help="matches per game")
    parser.add_argument("--start", type=int, default=0, help="the first match's number")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes to share the matches among (default 1)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be 1 or more")
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(sorted(GAMES))}")
    failed = False
    for gid in args.games or list(GAMES):
        tally = soak(gid, args.matches, args.start, args.jobs)
        print(tally.line(), flush=True)
        for failure in tally.failures:
            print("  FAIL", failure, flush=True)
        failed = failed or bool(tally.failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
