"""The level that fits the player ("Po meri"): as strong as the people at the table.

Its strength is a number from 0 (kinder than easy) to 1 (hard); 0.25 plays like
easy and 0.5 like normal. Between two levels it plays each move as one or the
other, by chance in proportion, so that it grows stronger move by move rather
than in jumps. Below easy it is kind, in ways a child would not notice: where the
game has its own kind play (`kind`, as in the UNO games and Sedam i Osam) it plays
that, keeping its high cards, wilds and action cards, following her colour, saying
its last card late; elsewhere it keeps its wild cards while another card fits; and
it lets every slip go uncaught. The memo game has no moves to mix: there
the strength sets how long the bot remembers a flipped card (and, below easy,
whether it remembers even the card flipped last).

After each match the table moves the strength (`next_strength`): up when the
people won, down when they lost, a small step at a time, so that over a few
matches they win about as often as they lose. Within a deal it leans a little
further when the deal is lopsided (a person holding many more cards than the
bot, or far behind in the memo's pairs). It never peeks and never stacks a
deal: it sees only its view, as every bot does, and is told only which seats
the people sit at.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from ..core import Action, Catch, Play, Rng
from .evropa import HALF_LIVES, MemoBot

START = 0.3        # the strength of a first match: between easy and normal
STEP = 0.12        # how far one match moves the strength (half of it each way, at most)
LEAN = 0.2         # how far a lopsided deal moves it, at most, within the match
LOPSIDED = 4.0     # cards (or pairs) of difference that make a deal clearly lopsided
EASY, NORMAL = 0.25, 0.5
KIND_HALF_LIFE = 0.1   # the memo's memory at strength 0, in flips: hardly past the last flip


def clamp(strength: float) -> float:
    return min(1.0, max(0.0, strength))


def next_strength(strength: float, people_won: float) -> float:
    """The strength for the next match, after a match whose win went to the people
    by this share (1: they won it, 0: a bot did): a step towards an even match."""
    return clamp(strength + STEP * (people_won - 0.5))


def nearest_level(strength: float) -> str:
    """The level whose pace the table gives the bot's words (how soon it calls or
    catches): the one whose strength is nearest."""
    return "easy" if strength < (EASY + NORMAL) / 2 else "normal" if strength < 0.75 else "hard"


def memo_half_life(strength: float) -> float:
    """The memo bot's memory at a strength, on a log scale through the levels' own:
    kind a tenth of a flip (the last flip only), easy 2, normal 8, hard 40."""
    marks = [(0.0, KIND_HALF_LIFE), (EASY, HALF_LIVES["easy"]), (NORMAL, HALF_LIVES["normal"]),
             (1.0, HALF_LIVES["hard"])]
    for (s0, h0), (s1, h1) in zip(marks, marks[1:]):
        if strength <= s1:
            t = (strength - s0) / (s1 - s0)
            return math.exp(math.log(h0) + t * (math.log(h1) - math.log(h0)))
    return HALF_LIVES["hard"]


class AdaptiveBot:
    """Mixes the game's levels (`levels`: name -> bot factory) by its strength, below
    easy with the game's kind play (`kind`, a bot factory) where it has one; the
    people's seats are `humans`, whose standing in the deal makes it lean."""

    def __init__(self, levels: dict[str, Callable[[], Any]], strength: float = START,
                 humans: Iterable[int] = (), kind: Callable[[], Any] | None = None) -> None:
        self.strength = clamp(strength)
        self.humans = tuple(humans)
        self.bots = {name: make() for name, make in levels.items()}
        self.kindest = kind() if kind is not None else None
        self.memo = next((b for b in self.bots.values() if isinstance(b, MemoBot)), None)

    def now(self, view: dict[str, Any]) -> float:
        """The strength for this move: the match's, leaned by how the deal stands, as
        far up as down (near hard or kind, so little that it never rests on a bound:
        a lean cut off on one side only would tilt every match that way)."""
        reach = min(LEAN, self.strength, 1.0 - self.strength)
        return self.strength + reach * math.tanh(self.lead(view) / LOPSIDED)

    def lead(self, view: dict[str, Any]) -> float:
        """How far the people are ahead of this bot in the deal (negative: behind): in
        cards still to shed, or in the memo's pairs."""
        if not self.humans:
            return 0.0
        me = view["seat"]
        if self.memo is not None:
            scores = view["scores"]
            return sum(scores[s] for s in self.humans) / len(self.humans) - scores[me]
        sizes = view.get("hand_sizes")
        if not sizes:
            return 0.0
        return sizes[me] - sum(sizes[s] for s in self.humans) / len(self.humans)

    def level(self, strength: float, rng: Rng) -> str:
        """The level this move is played at: one of the two around the strength, the
        nearer the likelier; below easy, "kind"."""
        steps = [(0.0, "kind"), (EASY, "easy"), (NORMAL, "normal"), (1.0, "hard")]
        steps = [(s, name) for s, name in steps if name == "kind" or name in self.bots]
        for (s0, low), (s1, high) in zip(steps, steps[1:]):
            if strength <= s1:
                return high if rng.random() < (strength - s0) / (s1 - s0) else low
        return steps[-1][1]

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        strength = self.now(view)
        name = self.level(strength, rng)
        if name == "kind" and self.kindest is not None:
            return self.kindest.react(view, legal, rng)
        bot = self.bots.get(name) or self.bots.get("easy") or next(iter(self.bots.values()))
        react = getattr(bot, "react", None)
        answer = react(view, legal, rng) if react is not None else None
        if isinstance(answer, Catch) and rng.random() >= 2 * strength:
            return None   # a slip let go, as a kind player would
        return answer

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        strength = self.now(view)
        if self.memo is not None:
            self.memo.half_life = memo_half_life(strength)
            self.memo.recall = min(1.0, strength / EASY)   # kind: even the last flip slips
            return self.memo.choose(view, legal, rng)
        name = self.level(strength, rng)
        if name != "kind":
            return self.bots[name].choose(view, legal, rng)
        if self.kindest is not None:
            return self.kindest.choose(view, legal, rng)
        return self.kind(view, legal, rng)

    def kind(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        """Where the game has no kind play of its own: the easy bot's move, but a wild
        card kept while another card may be played, and nobody caught."""
        easy = self.bots.get("easy") or next(iter(self.bots.values()))
        choice = easy.choose(view, legal, rng)
        if isinstance(choice, Catch):
            rest = [a for a in legal if not isinstance(a, Catch)]
            choice = rng.choice(rest) if rest else choice
        if isinstance(choice, Play) and choice.colour is not None:
            plain = [a for a in legal if isinstance(a, Play) and a.colour is None]
            if plain:
                return rng.choice(plain)
        return choice
