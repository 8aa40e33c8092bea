"""Engine speed: random legal playouts through the contract, for every registered game.

Prints one line per game and player count, medians of several runs:
`GAME players=N games_per_s=… moves_per_s=…`. Usage: python bench/engine.py [--runs 5]
[--seconds 0.5] [GAME ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.playout import random_playout


def measure(gid: str, players: int, seconds: float, seed0: int) -> tuple[float, float]:
    """Play matches for about `seconds`; return (games per s, moves per s)."""
    spec = GAMES[gid]
    games = moves = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or games == 0:
        match = random_playout(spec, players, seed0 + games)
        moves += len(match.to_json()["actions"])
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5)
    args = parser.parse_args()
    for gid in args.games:
        spec = GAMES[gid]
        for players in range(spec.min_players, spec.max_players + 1):
            runs = [measure(gid, players, args.seconds, 1000 * r) for r in range(args.runs)]
            gps = statistics.median(r[0] for r in runs)
            mps = statistics.median(r[1] for r in runs)
            print(f"{gid} players={players} games_per_s={gps:.0f} moves_per_s={mps:.0f}")


if __name__ == "__main__":
    main()
