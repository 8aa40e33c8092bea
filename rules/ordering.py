"""Who goes first when several seats may act out of turn at once.

The table's reaction clock (game/scenes/calls.py) gives each computer player its
moment, and the seat whose moment comes first goes first; the benchmarks
(bench/bots.py), which have no clock, let the same seats act in the order the
table's clock puts them in: a seat's own last-card call before anybody's catch.
A tie goes by seat, on both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .core import Action, CallUno

Ready = Callable[[int, Sequence[Action]], float]   # (seat, its actions) -> its moment


def call_first(seat: int, actions: Sequence[Action]) -> float:
    """Without a clock: a seat's own last-card call comes before anything else."""
    return 0.0 if CallUno() in actions else 1.0


def reacting_order(reactions: Mapping[int, Sequence[Action]],
                   ready: Ready = call_first) -> list[int]:
    """The seats that may act out of turn now (seat -> what it may do; a seat with
    nothing to do is left out), in the order they go: the soonest `ready` first, a tie
    by seat. Taken in seat order alone, a lower seat caught every call before it was
    made, and an Ekipni UNO deal of normal bots could run for ever (7 seats, seed
    1001)."""
    seats = [seat for seat, actions in reactions.items() if actions]
    return sorted(seats, key=lambda seat: (ready(seat, reactions[seat]), seat))
