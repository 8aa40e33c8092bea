"""Remino's big hands: CPU time of the legal actions of a hand rich in wilds.

Seeded hands of SIZE cards, WILDS of them Mosts, Semafors and Džokers, the rest number
cards, in round 4 with three melds on the table (a run, a run with a Most, a group
with a Džoker) and a number card under the stock. In the draw phase the legal
actions hold the close search (may the card under the stock be taken?) and the
pile's card; in the meld phase every meld, lay-off and take-back. Each hand is timed
once with the rules' caches emptied, as a new hand meets them. Prints one line per
phase: `remino_legal phase=… hand=… wilds=… hands=… cpu_p50_ms=… cpu_p90_ms=…
cpu_max_ms=… actions_max=…`, then one line `remino_is_legal …` timing `is_legal` of one
meld and one lay-off of each meld-phase hand (what `apply` asks), which lists none of them.

Usage: python bench/remino.py [--size 30] [--wilds 10] [--hands 40]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules import remino
from rules.core import Rng
from rules.decks import uno_112

TABLE = ("Y1 Y2 Y3", "G4 G5 Grev G7", "R6 B6 J")


def empty_caches() -> None:
    for value in vars(remino).values():
        if hasattr(value, "cache_clear"):
            value.cache_clear()


def hand(rng: Rng, size: int, wilds: int) -> list[str]:
    deck = uno_112()
    wild = [c for c in deck if c in (remino.SEMAFOR, remino.JOKER) or c.endswith(remino.MOST)]
    numbers = [c for c in deck if remino.number(c) is not None]
    rng.shuffle(wild)
    rng.shuffle(numbers)
    return wild[:wilds] + numbers[:size - wilds]


def position(cards: list[str], phase: str) -> remino.Remino:
    """Seat 0 of two, opened, in round 4 (a position: the cards are not conserved)."""
    match = GAMES["remino"].new_match(2, seed=1, options={"deals": "single"}, dealer=1)
    assert isinstance(match, remino.Remino)
    match.slot = (remino.SPECIALS_ROUND - 1) * 2
    match.current_player, match.phase = 0, phase
    match.hands[0] = list(cards)
    match.opened = [True, True]
    match.melds = [{"owner": 1, "cards": meld.split()} for meld in TABLE]
    match.under = "B5"
    match._legal_cache.clear()
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--wilds", type=int, default=10)
    parser.add_argument("--hands", type=int, default=40)
    args = parser.parse_args()
    for phase in (remino.PHASE_DRAW, remino.PHASE_MELD):
        rng = Rng(f"bench/remino/{args.size}/{args.wilds}")
        times, counts = [], []
        for _ in range(args.hands):
            match = position(hand(rng, args.size, args.wilds), phase)
            empty_caches()
            start = time.process_time()
            counts.append(len(match.legal_actions()))
            times.append((time.process_time() - start) * 1000)
        report("remino_legal", phase, args, times, f" actions_max={max(counts)}")
    rng = Rng(f"bench/remino/{args.size}/{args.wilds}")
    times = []
    for _ in range(args.hands):
        match = position(hand(rng, args.size, args.wilds), "meld")
        legal = match.legal_actions()
        asked = [next(a for a in legal if type(a) is kind) for kind in (remino.Meld, remino.LayOff)
                 if any(type(a) is kind for a in legal)]
        match._legal_cache.clear()
        empty_caches()
        start = time.process_time()
        assert all(match.is_legal(action) for action in asked)
        times.append((time.process_time() - start) * 1000)
    report("remino_is_legal", "meld", args, times, "")


def report(name: str, phase: str, args: argparse.Namespace, times: list[float], extra: str) -> None:
    times.sort()
    print(f"{name} phase={phase} hand={args.size} wilds={args.wilds} "
          f"hands={args.hands} cpu_p50_ms={statistics.median(times):.1f} "
          f"cpu_p90_ms={times[int(0.9 * len(times))]:.1f} cpu_max_ms={times[-1]:.1f}{extra}")


if __name__ == "__main__":
    main()
