"""Engine speed: random legal playouts through the contract, for every registered game.

Prints one line per game and player count, medians of several runs:
`GAME players=N games_per_s=… moves_per_s=…`. With `--compare`, it measures
instead `adriatic` 2-player one-deal playouts against RLCard 1.2.0's UNO engine
(`UnoGame` driven directly with random legal actions, two players), alternating
the two run by run so that a busy machine slows both alike, and prints the ratio.
RLCard is optional (`pip install rlcard==1.2.0`, no torch): never a dependency.

Usage: python bench/engine.py [--runs 5] [--seconds 0.5] [--compare] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.playout import random_playout

COMPARED = ("adriatic", 2, {"deals": "single"})   # one deal: what an RLCard game is


def measure(gid: str, players: int, seconds: float, seed0: int,
            options: dict[str, Any] | None = None) -> tuple[float, float]:
    """Play matches for about `seconds`; return (games per s, moves per s).

    Only the playouts are timed: the moves are counted from each match's save
    outside the clock, as RLCard's loop below has nothing to serialise either."""
    spec = GAMES[gid]
    games = moves = 0
    played = 0.0
    while played < seconds or games == 0:
        start = time.perf_counter()
        match = random_playout(spec, players, seed0 + games, options)
        played += time.perf_counter() - start
        moves += len(match.to_json()["actions"])
        games += 1
    return games / played, moves / played


def measure_rlcard(seconds: float, seed: int) -> float | None:
    """RLCard's two-player UNO games per second, or None when it is not installed."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=2)
    game.np_random.seed(seed)
    pick = random.Random(seed).choice
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        game.init_game()
        while not game.is_over():
            game.step(pick(game.get_legal_actions()))
        games += 1
    return games / (time.perf_counter() - start)


def compare(runs: int, seconds: float) -> None:
    gid, players, options = COMPARED
    ours, theirs = [], []
    for r in range(runs):
        ours.append(measure(gid, players, seconds, 1000 * r, options)[0])
        theirs.append(measure_rlcard(seconds, r))
    print(f"{gid} players={players} deals=single games_per_s={statistics.median(ours):.0f}"
          f" runs={' '.join(f'{g:.0f}' for g in ours)}")
    if None in theirs:
        print("rlcard not installed: pip install rlcard==1.2.0 to compare")
        return
    ratio = statistics.median(ours) / statistics.median(theirs)
    print(f"rlcard_uno players=2 games_per_s={statistics.median(theirs):.0f}"
          f" runs={' '.join(f'{g:.0f}' for g in theirs)}")
    print(f"ratio adriatic/rlcard={ratio:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--compare", action="store_true",
                        help="adriatic 2-player one-deal against RLCard's UNO")
    args = parser.parse_args()
    if args.compare:
        compare(args.runs, args.seconds)
        return
    for gid in args.games:
        spec = GAMES[gid]
        for players in range(spec.min_players, spec.max_players + 1):
            runs = [measure(gid, players, args.seconds, 1000 * r) for r in range(args.runs)]
            gps = statistics.median(r[0] for r in runs)
            mps = statistics.median(r[1] for r in runs)
            print(f"{gid} players={players} games_per_s={gps:.0f} moves_per_s={mps:.0f}")


if __name__ == "__main__":
    main()
