"""Bots for `uno_classic` and `uno_official`: the UNO bots, plus the moments those
games add — jumping in out of turn, the challenge of a +4, and the 7 of the 7-0 rule.

"easy" stays kind: it jumps in only with a number card (never passing a draw on to
anybody), plays a +4 only when it may (no card of the colour), challenges a +4 only
when the player had many cards, and swaps hands with anybody. "normal" jumps in with
every colour card (and with a black one when few cards are left), challenges when the
odds say the +4 player held the colour (the cost of a challenge lost, 6 cards,
against 4 for accepting: worth it above one chance in three), and swaps hands with
the player holding the fewest cards. The fitting level at its kindest (`KindBot`)
plays as the UNO kind bot, never doubts a +4, never bluffs one and never jumps in.

As for the other UNO bots, the driver asks `react(view, legal, rng)` out of turn
(None lets the moment pass) and `choose(view, legal, rng)` on the bot's turn.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .. import decks
from ..core import COLOURS, Accept, Action, Challenge, Draw, Play, Rng
from .uno import CLOSE_TO_OUT, EasyUnoBot, KindUnoBot, NormalUnoBot, colour, rank

CHALLENGE = Challenge()
ACCEPT = Accept()
EASY_CHALLENGES_FROM = 5   # cards the +4 player held, for "easy" to doubt him
BLACK_JUMP_AT = 3          # "normal" jumps in with a black card holding this many or fewer
LOST_CHALLENGE, ACCEPTED = 6, 4


def jumps(view: dict[str, Any], legal: list[Action]) -> list[Play]:
    """The jump-in plays among the legal actions of a seat out of turn."""
    return [a for a in legal if isinstance(a, Play)] if view["current"] != view["seat"] else []


def passes_draw_back(view: dict[str, Any], play: Play) -> bool:
    """A +2 or +4 passed on with the stock empty: the next player draws it back out of
    the pile and may pass it on again, round and round; "normal" does not start that."""
    return view["stock_size"] == 0 and play.codes[0][-2:] in ("d2", "d4")


def swaps(legal: list[Action]) -> list[Action]:
    return [a for a in legal if a.verb == "swap"]


def best_colour(hand: list[str]) -> str:
    held = Counter(colour(c) for c in hand if colour(c))
    return max(COLOURS, key=lambda c: (held[c], -COLOURS.index(c)))


def honest(view: dict[str, Any], play: Play) -> bool:
    """False for a +4 played while holding the colour to follow (a bluff); with no colour
    to follow (a wild first card) never: other wilds do not count against it."""
    follow = view["colour"]
    return (play.codes[0] != "Wd4" or follow is None
            or not any(colour(c) == follow for c in view["hand"]))


def guilt_odds(view: dict[str, Any]) -> float:
    """The chance that the +4 player held a card of the colour it had to follow, from
    the cards this seat has not seen."""
    challenge = view["challenge"]
    follow, held = challenge["colour"], challenge["hand_size"]
    if follow is None or held == 0:
        return 0.0
    deck = decks.uno_112_official() if view["options"].get("deck_size") == "112" else decks.uno_108()
    unseen = Counter(deck) - Counter(view["hand"]) - Counter(view["pile"])
    total = sum(unseen.values())
    of_colour = sum(n for code, n in unseen.items() if colour(code) == follow)
    if total == 0:
        return 0.0
    return 1 - (1 - of_colour / total) ** held


class EasyBot(EasyUnoBot):
    """Kind: jumps in only with numbers, never bluffs a +4, rarely challenges."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        said = super().react(view, legal, rng)
        if said is not None:
            return said
        numbers = [a for a in jumps(view, legal) if rank(a.codes[0]).isdigit()]
        return numbers[0] if numbers else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if CHALLENGE in legal:
            doubt = view["challenge"]["hand_size"] >= EASY_CHALLENGES_FROM
            return CHALLENGE if doubt else ACCEPT
        if swaps(legal):
            return rng.choice(swaps(legal))
        plays = [a for a in legal if isinstance(a, Play)]
        fair = [a for a in plays if honest(view, a)]
        if plays and fair != plays:
            legal = fair or legal
        return super().choose(view, legal, rng)


class KindBot(KindUnoBot):
    """Kinder than easy: the UNO kind bot, who takes every +4 and plays none unfairly."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if ACCEPT in legal:
            return ACCEPT
        return super().choose(view, [a for a in legal if not isinstance(a, Play)
                                     or honest(view, a)] or legal, rng)


class NormalBot(NormalUnoBot):
    """Sound: jumps in whenever it helps, challenges on the odds, swaps for few cards."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        said = super().react(view, legal, rng)
        if said is not None:
            return said
        for play in jumps(view, legal):
            code = play.codes[0]
            if passes_draw_back(view, play):
                continue
            if colour(code):
                return play
            if len(view["hand"]) <= BLACK_JUMP_AT and play.colour == best_colour(
                    [c for c in view["hand"] if c != code]):
                return play
        return None

    def _choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        caught = super().react(view, legal, rng)
        if caught is not None:
            return caught
        if CHALLENGE in legal:
            stack = [a for a in legal if isinstance(a, Play)]
            if stack:
                return max(stack, key=lambda a: self._worth(view, a))
            odds = guilt_odds(view)
            return CHALLENGE if (1 - odds) * LOST_CHALLENGE < ACCEPTED else ACCEPT
        if swaps(legal):
            sizes = view["hand_sizes"]
            return min(swaps(legal), key=lambda a: sizes[int(a.args()[0])])
        return super().choose(view, legal, rng)

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if view["pending_draw"] and Draw() in legal:
            legal = [a for a in legal if not (isinstance(a, Play) and passes_draw_back(view, a))]
        return self._choose(view, legal, rng)

    def _worth(self, view: dict[str, Any], play: Play) -> float:
        worth = super()._worth(view, play)
        if not honest(view, play):
            worth -= 50   # a bluff that a challenge may catch
        sizes = view["hand_sizes"]
        if rank(play.codes[0]) == "7" and view["options"].get("seven_zero"):
            others = [sizes[s] for s in view["active"] if s != view["seat"]]
            if others and min(others) <= CLOSE_TO_OUT:
                worth += 30   # take the short hand away from whoever is about to go out
        return worth
