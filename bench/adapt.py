"""How well the level that fits the player fits: simulated children against it.

A simulated child plays 2-player matches of a game against the adaptive level
(rules/bots/adaptive.py), the child's seat changing every match. After each match
the adaptive level's strength moves as it does at the table (`next_strength`);
the first `--warmup` matches only move it, the next N are counted. A level that
fits wins about half of them against any child.

The children: `random` (any legal move), `easy`, `normal` and `hard` (the game's
own levels), and `forgetful` (the normal level that never says "Uno" and never
catches anybody).

Usage: python bench/adapt.py GAME --child LEVEL [-n 300] [--warmup 20] [--seed0 0]
[--options NAME=VALUE ...]. The last line reads
`adapt GAME child=LEVEL matches=N child_win=P low=L high=H` (a 95 % Wilson interval);
the line before it gives the strength reached and the adaptive seat's thinking time.
Every 50 matches a progress line gives the strength and the child's wins so far, so
a run stopped early still tells something. `--log FILE` keeps each finished match
(the child's share of the win, the strength it was played at, the thinking times)
as a line of JSON; run again with the same arguments and log, the run goes on from
the match after the last one kept, at the strength that match left, so a run of
hours can be taken up in a later session.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots import append_log, drive, log_entries, parse_options, times, wilson

from rules import GAMES
from rules.bots import ADAPTIVE, BOTS, RandomBot
from rules.bots.adaptive import START, next_strength
from rules.core import Action, CallUno, Catch, Rng

CHILDREN = ("random", "easy", "normal", "hard", "forgetful")
SLIPS = (CallUno, Catch)


class Forgetful:
    """The normal level, but never a word out of turn: no "Uno", no catch."""

    def __init__(self, normal: Any) -> None:
        self.normal = normal

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        rest = [a for a in legal if not isinstance(a, SLIPS)] or legal
        return self.normal.choose(view, rest, rng)


def child(gid: str, level: str) -> Any:
    if level == "random":
        return RandomBot(GAMES[gid].free_verbs)
    if level == "forgetful":
        return Forgetful(BOTS[gid]["normal"]())
    return BOTS[gid][level]()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(g for g in BOTS if ADAPTIVE in BOTS[g]))
    parser.add_argument("--child", choices=CHILDREN, required=True)
    parser.add_argument("-n", "--matches", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--seed0", type=int, default=0)
    parser.add_argument("--options", nargs="*", default=[], metavar="NAME=VALUE")
    parser.add_argument("--log", type=Path, help="matches done, kept and taken up again")
    args = parser.parse_args()
    options = parse_options(args.game, args.options)
    label = (f"{args.game} child={args.child} warmup={args.warmup} seed0={args.seed0}"
             f" options={options or 'default'}")
    kept = read_log(args.log, label) if args.log else []
    if kept:
        print(f"{len(kept)} matches taken from {args.log}", flush=True)
    strength = START
    wins = 0.0
    strengths: list[float] = []
    think: list[float] = []
    cpu: list[float] = []
    for i in range(args.warmup + args.matches):
        if i < len(kept):
            share, thought, used = kept[i]["share"], kept[i]["think"], kept[i]["cpu"]
        else:
            share, thought, used = play(args.game, args.child, args.seed0 + i, i % 2,
                                         strength, options)
            if args.log:
                write_log(args.log, label, share, strength, thought, used)
        if i >= args.warmup:
            wins += share
            strengths.append(strength)
            think += thought
            cpu += used
        strength = next_strength(strength, share)
        if (i + 1) % 50 == 0:
            counted = i + 1 - args.warmup
            so_far = f" child_win={wins / counted:.3f} of {counted}" if counted > 0 else ""
            print(f"{i + 1} matches strength={strength:.2f}{so_far}", flush=True)
    n = args.matches
    low, high = wilson(wins, n)
    print(f"strength_mean={statistics.fmean(strengths):.2f} strength_last={strength:.2f}"
          + times(think, cpu), flush=True)
    print(f"adapt {args.game} child={args.child} matches={n} child_win={wins / n:.3f}"
          f" low={low:.3f} high={high:.3f}", flush=True)


def play(gid: str, level: str, seed: int, seat: int, strength: float,
         options: dict[str, Any]) -> tuple[float, list[float], list[float]]:
    """One 2-player match of the child in `seat` against the level at `strength`: her
    share of the win, the adaptive seat's thinking times."""
    match = GAMES[gid].new_match(2, seed=seed, options=options)
    bots = [child(gid, level), BOTS[gid][ADAPTIVE](strength=strength, humans=(seat,))]
    if seat == 1:
        bots.reverse()
    winners, thought, used = drive(match, bots, 1 - seat)   # the adaptive seat timed
    return (1 / len(winners)) if seat in winners else 0.0, thought, used


def write_log(path: Path, label: str, share: float, strength: float, think: list[float],
              cpu: list[float]) -> None:
    append_log(path, {"run": label, "share": share, "strength": strength, "think": think,
                      "cpu": cpu})


def read_log(path: Path, label: str) -> list[dict[str, Any]]:
    """The matches a log holds of this run, in order; a log of another run is refused."""
    kept = log_entries(path)
    if any(entry["run"] != label for entry in kept):
        raise SystemExit(f"{path} holds another run than {label}")
    return kept


if __name__ == "__main__":
    main()
