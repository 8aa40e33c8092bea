"""Bot strength and thinking time: seeded matches of one level against another.

N matches of a game at P players: one seat plays level A (a different seat each
match, in turn), the others level B. Prints A's win rate with its 95 % Wilson
interval beside the fair share 1/P, A's mean score edge over the others (points,
positive = better for A, also where the lowest total wins), and A's thinking time
per decision with a choice (median, p95, max): on the clock, and as the processor
time its process used (`cpu_`), which a machine busy with other work does not
stretch. A progress line every `--every` matches keeps a long run readable while
it goes.

Usage: python bench/bots.py GAME [--players 4] [--a hard] [--b normal] [-n 1000]
[--seed0 0] [--options deals=single] [--jobs 1] [--every 50] [--log FILE]

`--options deals=single` plays one deal per match: the match is then won by the
deal's winner (sedam_i_osam: the lowest score), about eight times cheaper. Who
wins one deal between sound players is mostly the cards, though; the points a
bot keeps down or wins over a whole match show its play better (Sedam i Osam's
hard level is far ahead of normal over whole matches, barely over single deals).

Each match is also played with level B in A's seat (cheap when B does not
search), and the paired line gives A's paired gain: its wins less B's own on the
same deals, seats and streams, with a 95 % interval. Many deals are won by the
cards whoever holds them, and the pairing takes that luck out, so it tells a
small edge from noise with far fewer matches than the win rate alone. Every
progress line is followed by the paired line of the matches so far; choose the
number of matches to read before the run, and read the line at that number: a run
read whenever its interval first clears zero would clear it by chance too often.

`--a seeing` measures a bound, not a bot: the hard level searching guesses that
hold every other player's real hand (only the stock stays a guess). Where even it
cannot beat level B, no reading of the table can make the hard level do so.

`--log FILE` keeps each finished match (both of its plays) as a line of JSON; run
again with the same arguments and log, it plays only the matches the log lacks,
so a run of many hours can be stopped and taken up again, and a run stopped
early still tells its paired gain (a log from before the pairing was kept has
B's plays made up when it is read).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES
from rules.bots import BOTS, bot_rng
from rules.core import Match, MatchEnded, Rng
from rules.ordering import reacting_order

MAX_STEPS = 20_000
SEEING = "seeing"   # the hard level told every hand: a bound for the bench, never a bot
Z95 = 1.959964


@dataclass
class Result:
    """One match from A's seat: its share of the win, its score edge, its think times;
    `base`, B's share of the win in A's seat on the same match (None: not played)."""

    win: float
    edge: float
    think: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    base: float | None = None


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: sound near 0 and for small n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play(gid: str, players: int, seed: int, hero: int, a: str, b: str,
         options: dict[str, Any]) -> Result:
    """One match, driven as a table drives bots: out-of-turn moments first, then the
    seat to act. A tie for the win gives A its share of it."""
    match = GAMES[gid].new_match(players, seed=seed, options=options)
    bots = [make(gid, a if s == hero else b, match) for s in range(players)]
    winners, think, cpu = drive(match, bots, hero)
    scores = match.scores
    edge = scores[hero] - sum(s for i, s in enumerate(scores) if i != hero) / (players - 1)
    win = 1 / len(winners) if hero in winners else 0.0
    return Result(win, -edge if GAMES[gid].lowest_wins else edge, think, cpu)


def play_pair(gid: str, players: int, seed: int, hero: int, a: str, b: str,
              options: dict[str, Any]) -> Result:
    """One match played by A from the hero's seat, with B's win there on the same
    match beside it."""
    result = play(gid, players, seed, hero, a, b, options)
    result.base = play(gid, players, seed, hero, b, b, options).win
    return result


def make(gid: str, level: str, match: Match) -> Any:
    """A bot of the level; `seeing`: the hard level whose guesses hold the real hands
    of `match` (the bench's bound: no table bot reads them)."""
    if level != SEEING:
        return BOTS[gid][level]()
    bot = BOTS[gid]["hard"]()
    guesser = bot.guesser
    bot.guesser = lambda view: seeing(guesser(view), match, view["seat"])
    return bot


def seeing(guesses: Callable[[Rng], Match], match: Match, me: int) -> Callable[[Rng], Match]:
    """Guesses given the other players' real hands, the rest of the unseen cards left
    to the stock in a guessed order."""

    def guess(rng: Rng) -> Match:
        guessed = guesses(rng)
        hands = guessed.hands   # type: ignore[attr-defined]
        unseen = Counter(guessed.stock)   # type: ignore[attr-defined]
        for seat, hand in enumerate(hands):
            if seat != me:
                unseen += Counter(hand)
                hand[:] = match.hands[seat]   # type: ignore[attr-defined]
                unseen -= Counter(hand)
        stock = list(unseen.elements())
        rng.shuffle(stock)
        guessed.stock[:] = stock   # type: ignore[attr-defined]
        guessed._legal_cache.clear()
        return guessed

    return guess


def drive(match: Match, bots: list[Any], hero: int) -> tuple[tuple[int, ...],
                                                             list[float], list[float]]:
    """Play `match` to its end with a bot per seat, each with its own stream: the
    winners, and the hero's thinking times (clock, processor) per decision with a
    choice."""
    players = match.players
    rngs = [bot_rng(match.seed, s) for s in range(players)]
    think: list[float] = []
    cpu: list[float] = []
    winners: tuple[int, ...] = ()
    for _ in range(MAX_STEPS):
        if match.is_over:
            break
        events = []
        reacting = {s: match.legal_actions(s) for s in range(players)
                    if s != match.current_player and getattr(bots[s], "react", None) is not None}
        for seat in reacting_order(reacting):
            legal = match.legal_actions(seat)   # what the seats before it did may close it
            action = bots[seat].react(match.view(seat), legal, rngs[seat]) if legal else None
            if action is not None:
                events += match.apply(action, seat)
        if not match.is_over:
            seat = match.current_player
            legal = match.legal_actions(seat)
            started, used = time.perf_counter(), time.process_time()
            action = bots[seat].choose(match.view(seat), legal, rngs[seat])
            if seat == hero and len(legal) > 1:
                think.append(time.perf_counter() - started)
                cpu.append(time.process_time() - used)
            events += match.apply(action, seat)
        winners = next((e.winners for e in events if isinstance(e, MatchEnded)), winners)
    else:
        raise RuntimeError(f"{match.spec.id} seed {match.seed}: no end after {MAX_STEPS} steps")
    return winners, think, cpu


def times(think: list[float], cpu: list[float]) -> str:
    """Median, p95 and max of thinking times, on the clock and in processor time."""
    line = ""
    for name, spent in (("think", sorted(think)), ("cpu", sorted(cpu))):
        if spent:
            p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))]
            line += (f" {name}_median_s={statistics.median(spent):.3f} {name}_p95_s={p95:.3f}"
                     f" {name}_max_s={spent[-1]:.3f}")
    return line + (f" decisions={len(think)}" if line else "")


def report(label: str, results: list[Result], players: int) -> str:
    n = len(results)
    wins = sum(r.win for r in results)
    low, high = wilson(wins, n)
    edge = statistics.fmean(r.edge for r in results) if results else 0.0
    spent = times([t for r in results for t in r.think], [t for r in results for t in r.cpu])
    return (f"{label} matches={n} win_rate={wins / n:.3f} ci95=[{low:.3f}, {high:.3f}]"
            f" fair={1 / players:.3f} edge={edge:+.1f}{spent}")


def append_log(path: Path, entry: dict[str, Any]) -> None:
    """Append one finished match to a log, a line of JSON."""
    with path.open("a", encoding="utf-8") as log:
        log.write(json.dumps(entry) + "\n")


def log_entries(path: Path) -> list[dict[str, Any]]:
    """The finished matches of a log, in order (none if there is no log yet); a last
    line cut short by a killed run is dropped from the file."""
    if not path.exists():
        return []
    entries = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            if i < len(lines) - 1:
                raise SystemExit(f"{path}: line {i + 1} is not a finished match") from None
            path.write_text("".join(f"{kept}\n" for kept in lines[:i]), encoding="utf-8")
    return entries


def write_log(path: Path, label: str, seed: int, result: Result) -> None:
    append_log(path, {"run": label, "seed": seed, **vars(result)})


def read_log(path: Path, label: str, seeds: list[int]) -> list[Result]:
    """The matches a log holds of this run (the same game, levels, options and
    seeds), in order; a log of another run is refused rather than mixed in."""
    results = []
    for entry, seed in zip(log_entries(path), seeds):
        if entry.pop("run") != label or entry.pop("seed") != seed:
            raise SystemExit(f"{path} holds another run than {label} from seed {seeds[0]}")
        results.append(Result(**entry))
    return results


def pair_up(results: list[Result], jobs: list[tuple[Any, ...]]) -> None:
    """Give the matches of a log kept before the pairing their B's win in A's seat."""
    for result, job in zip(results, jobs):
        if result.base is None:
            result.base = play(*job[:4], job[5], job[5], job[6]).win


def parse_options(gid: str, pairs: list[str]) -> dict[str, Any]:
    """NAME=VALUE pairs as the game's own option values ("deck_size=112" is the text
    '112', "target=300" the number, "stack_draws=true" True); a value the game does
    not know is passed on as text, for `resolve_options` to refuse in words."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, _, text = pair.partition("=")
        allowed = GAMES[gid].options.get(name, (None, ()))[1]
        known = [v for v in allowed if str(v).lower() == text.lower()]
        options[name] = known[0] if known else text
    return options


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(BOTS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--a", default="hard", help="the level of the seat measured")
    parser.add_argument("--b", default="normal", help="the level of every other seat")
    parser.add_argument("-n", "--matches", type=int, default=1000)
    parser.add_argument("--seed0", type=int, default=0)
    parser.add_argument("--options", nargs="*", default=[], metavar="NAME=VALUE")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--every", type=int, default=50, help="matches per progress line")
    parser.add_argument("--log", type=Path, help="matches done, kept and taken up again")
    args = parser.parse_args()
    options = parse_options(args.game, args.options)
    label = (f"{args.game} players={args.players} {args.a}_vs_{args.b}"
             f" options={options or 'default'}")
    jobs = [(args.game, args.players, args.seed0 + i, i % args.players, args.a, args.b,
             options) for i in range(args.matches)]
    results = read_log(args.log, label, [job[2] for job in jobs]) if args.log else []
    if results:
        print(f"{len(results)} matches taken from {args.log}", flush=True)
        pair_up(results, jobs)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for result in pool.map(play_pair, *zip(*jobs[len(results):])):
            results.append(result)
            if args.log:
                write_log(args.log, label, jobs[len(results) - 1][2], result)
            if len(results) % args.every == 0 and len(results) < args.matches:
                print(report(label, results, args.players)
                      + f" elapsed_s={time.perf_counter() - started:.0f}", flush=True)
                print(paired(label, results), flush=True)
    print(report(label, results, args.players)
          + f" elapsed_s={time.perf_counter() - started:.0f}", flush=True)
    print(paired(label, results), flush=True)


def paired(label: str, results: list[Result]) -> str:
    """A's wins less B's in A's seat on the same matches: the mean and its 95 % interval."""
    gains = [r.win - r.base for r in results if r.base is not None]
    n = len(gains)
    mean = statistics.fmean(gains)
    half = Z95 * statistics.stdev(gains) / math.sqrt(n) if n > 1 else 1.0
    base = statistics.fmean(r.base for r in results if r.base is not None)
    return (f"{label} paired matches={n} b_in_a_seat_win_rate={base:.3f} "
            f"gain={mean:+.3f} ci95=[{mean - half:+.3f}, {mean + half:+.3f}]")


if __name__ == "__main__":
    main()
