"""The decks of the special games, as lists of card codes (DESIGN.md, "Card codes").

UNO family: colours R Y G B; `R0`…`R9` (`R10` in the 121-card deck), `Rd2`,
`Rskip`, `Rrev`, `W`, `Wd4`, `J`, `UNO`, `Wshuffle`, `Wcustom`. Standard deck:
rank + suit (`10D`, `QS`), jokers `X`. Crni Petar: `01a`…`15b` and `cat`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from .core import COLOURS, SUITS

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RED_SUITS = ("D", "H")
ANIMAL_PAIRS = 15
BLACK_CAT = "cat"
JOKER = "X"


def _built_once(build: Callable[[], list[str]]) -> Callable[[], list[str]]:
    """A deck function that builds its deck once and hands out a new list of it: a
    match copies its full deck at every start, and random playouts start thousands."""
    deck = tuple(build())

    @functools.wraps(build)
    def deck_copy() -> list[str]:
        return list(deck)

    return deck_copy


def _uno(numbers: range, zeros: int = 1) -> list[str]:
    cards: list[str] = []
    for c in COLOURS:
        cards += [f"{c}0"] * zeros
        for n in numbers:
            cards += [f"{c}{n}"] * 2
        for special in ("d2", "skip", "rev"):
            cards += [f"{c}{special}"] * 2
    return cards


@_built_once
def uno_108() -> list[str]:
    """The classic deck: 76 numbers, 24 colour specials, 4 wild, 4 wild +4."""
    return _uno(range(1, 10)) + ["W"] * 4 + ["Wd4"] * 4


@_built_once
def uno_112() -> list[str]:
    """Seed 000's deck: the 108 cards and 4 Džokers (three black kinds of 4)."""
    return uno_108() + ["J"] * 4


@_built_once
def uno_112_official() -> list[str]:
    """The manufacturer's newer deck: 108 cards, Wild Shuffle Hands, 3 custom wilds."""
    return uno_108() + ["Wshuffle"] + ["Wcustom"] * 3


@_built_once
def uno_121() -> list[str]:
    """Seed 002's party deck: 0 once and 1–10 twice per colour, 8 wild, 4 +4, one Uno."""
    return _uno(range(1, 11)) + ["W"] * 8 + ["Wd4"] * 4 + ["UNO"]


@_built_once
def standard_52() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


@_built_once
def standard_54() -> list[str]:
    return standard_52() + [JOKER, JOKER]


@_built_once
def piquet_33() -> list[str]:
    """A shortened deck for Crni Petar: 7 to Ace in four suits and one Joker."""
    return [rank + suit for suit in SUITS for rank in RANKS[5:]] + [JOKER]


@_built_once
def piquet_37() -> list[str]:
    """A shortened deck for Crni Petar: 6 to Ace in four suits and one Joker."""
    return [rank + suit for suit in SUITS for rank in RANKS[4:]] + [JOKER]


@_built_once
def animals_31() -> list[str]:
    """The Crni Petar animal deck: 15 pairs (a = mother with young, b = father), the cat."""
    return [f"{n:02d}{side}" for n in range(1, ANIMAL_PAIRS + 1) for side in "ab"] + [BLACK_CAT]


def suit_colour(code: str) -> str:
    """'red' or 'black' for a standard card code."""
    return "red" if code[-1] in RED_SUITS else "black"


def stack(hands: list[list[str]] | tuple[tuple[str, ...], ...], first: int = 0) -> list[str]:
    """The deck, top first, that deals `hands[seat]` to each seat one card at a time
    starting with seat `first` (the hands must have the sizes such a deal gives): how tests
    and guided matches give every seat the hand they name."""
    players = len(hands)
    queues = [list(hand) for hand in hands]
    deck: list[str] = []
    seat = first
    while any(queues):
        if not queues[seat]:
            raise ValueError("these hands cannot come from one deal")
        deck.append(queues[seat].pop(0))
        seat = (seat + 1) % players
    return deck
