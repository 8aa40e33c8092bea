"""Bots for Sedam i Osam and Džoker i Devetka.

Two levels, both reading only the seat's view. "easy" is kind: any legal card at
random, it always announces its last card and never catches anybody. "normal"
plays soundly: it sheds several cards of a rank at once, keeps a Žandar (and a
joker) for when nothing else fits, saves sevens, eights and jokers for a player
close to going out, names the suit it holds most, finishes a run of four when it
can, announces its last card and catches a player who forgot.

`KindBot` is the fitting level at its kindest (rules/bots/adaptive.py), kinder than
easy where a child cannot see it: in its hand. It lays its cheap cards one at a time
and keeps its Kings, Queens and Žandars, so it holds many points when she goes out;
it keeps its sevens, eights and jokers rather than hit her, and never finishes a run
of four; it follows the suit she left, drawing (or saying "Dalje") rather than lay
a card it keeps when it may, but only while somebody holds at most `HOLD_WHILE`
cards (twice a dealt hand: as for the UNO kind bot, so that every deal ends); it
announces its last card late or not at all (going out unannounced costs it two
cards); and it never catches anybody.

Out of turn a seat may only announce or catch; the driver asks `react(view,
legal, rng)` then, and None means the bot lets the moment pass. On its turn the
driver asks `choose(view, legal, rng)`, which always returns one of `legal`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..core import SUITS, Action, CallUno, Catch, Draw, Pass, Play, Rng
from ..sedam_i_osam import JOKER, RUN_THAT_ENDS, VARIANTS, is_wild, rank, run_on_top, suit
from .uno import nearest_out

CLOSE_TO_OUT = 2      # a player with this many cards or fewer is about to go out
HOLD = 0.9           # the kind bot's chance to draw (or pass) rather than lay a card it keeps
HOLD_WHILE = 10      # ... and only while somebody holds no more cards than this
ANNOUNCE = 0.3        # its chance, each time it may announce its last card, to do so
KEPT = ("7", "8", JOKER)   # the cards that hit the next player: the kind bot keeps them


class EasyBot:
    """Legal and kind: a random card, announces always, catches never."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return CallUno() if CallUno() in legal else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if CallUno() in legal:
            return CallUno()
        if Draw() in legal and view["pending_draw"]:
            return Draw()
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return rng.choice(plays)
        for action in (Draw(), Pass()):
            if action in legal:
                return action
        return next((a for a in legal if not isinstance(a, Catch)), legal[0])


class KindBot(EasyBot):
    """Kinder than easy in what it plays from its hidden hand (see the module's words)."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return CallUno() if CallUno() in legal and rng.random() < ANNOUNCE else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if CallUno() in legal and rng.random() < ANNOUNCE:
            return CallUno()
        if Draw() in legal and view["pending_draw"]:
            return Draw()
        points = VARIANTS[view["game"]].points
        plays = [a for a in legal if isinstance(a, Play)]
        cheap = [a for a in plays if len(a.codes) == 1 and not self._kept(view, a.codes[0])]
        if cheap:
            return min(cheap, key=lambda a: (points(a.codes[0]), suit(a.codes[0]) != view["suit"],
                                             rng.random()))
        keep = [a for a in (Draw(), Pass()) if a in legal]
        if plays and keep and nearest_out(view) <= HOLD_WHILE and rng.random() < HOLD:
            return keep[0]
        if plays:
            return min(plays, key=lambda a: (sum(points(c) for c in a.codes),
                                             a.colour not in (None, view["suit"]), rng.random()))
        return keep[0] if keep else next((a for a in legal if not isinstance(a, Catch | CallUno)),
                                         legal[0])

    @staticmethod
    def _kept(view: dict[str, Any], code: str) -> bool:
        """A card the kind bot would rather keep: a wild, one that hits the next player,
        or the fourth of a rank (which wins the deal for whoever lays it)."""
        return is_wild(code) or rank(code) in KEPT or run_on_top(
            [*view["pile"], code]) >= RUN_THAT_ENDS


class NormalBot:
    """Sound heuristics for shedding fast and hurting the player about to go out."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        if CallUno() in legal and view["window"] == view["seat"]:
            return CallUno()
        catches = [a for a in legal if isinstance(a, Catch)]
        return catches[0] if catches else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        early = self.react(view, legal, rng)
        if early is not None:
            return early
        if Draw() in legal and view["pending_draw"]:
            return Draw()
        plays = [a for a in legal if isinstance(a, Play)]
        best = self._best(view, plays, rng) if plays else None
        if best is not None and is_wild(best.codes[0]) and Draw() in legal \
                and not self._next_close_to_out(view) and len(view["hand"]) > CLOSE_TO_OUT:
            # keep the Žandar (or the joker) for later: try the stock first
            return Draw()
        if best is not None:
            if CallUno() in legal and len(view["hand"]) - len(best.codes) == 1:
                return CallUno()
            return best
        for action in (Draw(), Pass()):
            if action in legal:
                return action
        return legal[0]

    # -- judging a play -------------------------------------------------------------

    @staticmethod
    def _next_seat(view: dict[str, Any]) -> int:
        return (view["seat"] + view["direction"]) % view["players"]

    def _next_close_to_out(self, view: dict[str, Any]) -> bool:
        return view["hand_sizes"][self._next_seat(view)] <= CLOSE_TO_OUT

    def _best(self, view: dict[str, Any], plays: list[Play], rng: Rng) -> Play | None:
        scored = [(self._score(view, p) + rng.random() * 0.01, i) for i, p in enumerate(plays)]
        _, i = max(scored)
        return plays[i]

    def _score(self, view: dict[str, Any], play: Play) -> float:
        hand = list(view["hand"])
        for code in play.codes:
            hand.remove(code)
        if not hand:
            return 10_000.0
        r = rank(play.codes[0])
        pile = view["pile"] + list(play.codes)
        if r != JOKER and run_on_top(pile) >= RUN_THAT_ENDS:
            return 5_000.0          # the fourth of a rank: the deal is ours
        points = VARIANTS[view["game"]].points
        score = 10.0 * len(play.codes) + sum(points(c) for c in play.codes) / 5
        threatened = self._next_close_to_out(view)
        if is_wild(play.codes[0]):
            score -= 60.0           # keep it for when nothing else fits
        if r in ("7", JOKER, "8"):
            score += 40.0 if threatened else -8.0
        top = play.codes[-1]
        follow = play.colour if is_wild(top) else suit(top)
        held = Counter(suit(c) for c in hand if not is_wild(c))
        if is_wild(top) and play.colour != self._favourite(hand, points):
            score -= 5.0
        # what fits afterwards: cards of the suit to follow or of the top's rank
        score += 2.0 * sum(1 for c in hand if not is_wild(c)
                           and (suit(c) == follow or rank(c) == rank(top)))
        score += 0.5 * held[follow]
        return score

    @staticmethod
    def _favourite(hand: list[str], points: Callable[[str], int]) -> str:
        """The suit it holds most (ties: the one worth most, then the order of SUITS)."""
        counts = Counter(suit(c) for c in hand if not is_wild(c))
        worth: Counter[str | None] = Counter()
        for c in hand:
            if not is_wild(c):
                worth[suit(c)] += points(c)
        return max(SUITS, key=lambda s: (counts[s], worth[s], -SUITS.index(s)))
