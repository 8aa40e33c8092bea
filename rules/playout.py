"""Random legal playouts through the contract: for property tests and benchmarks."""

from __future__ import annotations

from collections.abc import Callable
from math import floor
from typing import Any

from .core import Draw, GameSpec, Match, Pass, Rng

FREE_CHANCE = 0.05
HOARD_CHANCE = 0.9

Step = Callable[[Match, Rng], tuple[int, Any]]


def random_step(match: Match, rng: Rng) -> tuple[int, Any]:
    """Pick a seat that must act and one of its legal actions, mostly useful ones."""
    spec = match.spec
    seat = rng.choice(match.seats_to_act())
    legal = match.legal_actions(seat)
    if not spec.free_verbs:  # the same draw as below, without sorting the actions
        return seat, rng.choice(legal)
    free = [a for a in legal if spec.is_free(a)]
    useful = [a for a in legal if not spec.is_free(a)]
    if free and (not useful or rng.random() < FREE_CHANCE):
        return seat, rng.choice(free)
    return seat, rng.choice(useful)


def hoarding_step(match: Match, rng: Rng) -> tuple[int, Any]:
    """`random_step` that takes cards: nine times in ten it draws, or keeps the card just
    drawn ("pass"), where it may. Many such seats empty the stock and the pile, the
    corner where a deal can fail to end."""
    seat, action = random_step(match, rng)
    if rng.random() < HOARD_CHANCE:
        legal = match.legal_actions(seat)
        for kind in (Draw, Pass):
            for candidate in legal:
                if type(candidate) is kind:
                    return seat, candidate
    return seat, action


def random_playout(spec: GameSpec, players: int, seed: int,
                   options: dict[str, Any] | None = None, max_steps: int = 100_000) -> Match:
    """Play a whole match with random legal actions; raises if it does not end.

    Every step is `random_step`'s. Its common case, one seat to act and no free
    verbs, is unrolled here, as the engine benchmark and the soak spend most of
    their time in this loop: the same two draws (the seat, from a list of one,
    then its action, as `Rng.choice` draws it), three calls fewer."""
    match = spec.new_match(players, seed=seed, options=options)
    rng = Rng(f"playout/{seed}")
    rand = rng.random
    # with Match's own seats_to_act, the seats to act are [current_player] if any
    unrolled = not spec.free_verbs and type(match).seats_to_act is Match.seats_to_act
    for _ in range(max_steps):
        if match.is_over:
            return match
        seat = match.current_player
        legal = match.legal_actions(seat) if unrolled and seat is not None else None
        if legal:
            rand()                                               # rng.choice([seat])
            match.apply(legal[floor(rand() * len(legal))], seat)   # rng.choice(legal)
        else:
            seat, action = random_step(match, rng)
            match.apply(action, seat)
    raise RuntimeError(f"{spec.id} seed {seed}: no end after {max_steps} steps")
