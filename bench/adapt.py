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
a run stopped early still tells something.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots import drive, parse_options, times, wilson

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
    args = parser.parse_args()
    options = parse_options(args.game, args.options)
    strength = START
    wins = 0.0
    strengths: list[float] = []
    think: list[float] = []
    cpu: list[float] = []
    for i in range(args.warmup + args.matches):
        seat = i % 2
        match = GAMES[args.game].new_match(2, seed=args.seed0 + i, options=options)
        bots = [child(args.game, args.child), None]
        bots[1] = BOTS[args.game][ADAPTIVE](strength=strength, humans=(seat,))
        if seat == 1:
            bots.reverse()
        winners, thought, used = drive(match, bots, 1 - seat)   # the adaptive seat timed
        share = (1 / len(winners)) if seat in winners else 0.0
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


if __name__ == "__main__":
    main()
