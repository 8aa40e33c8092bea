"""Learn to play: each game's guided first match, written as data.

A guide is a short match on a stacked deck (the contract's `deck=` and `dealer=`)
with seeded computer players, so it plays the same way every time, and a list of
steps. A step has a sentence (`guide.<game>.<say>` in the catalogues), what the
child does then, and optionally a card shown large first (a special card the first
time it comes up). What the child does is written as the action's text ("play 5H",
"play JD H", "flip 3"), a hidden card a player takes by its code ("pick cat"), a
verb ("draw": the move of that kind the hint would show), "hint" (whatever the hint
shows), or nothing: a moment to read, tapped away. The table points at the move
(`CardTable.target_of`), so a new game adds a guide here and words in guide.po,
without code of its own.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rules import GAMES, decks
from rules.core import Action, Match, Pick

from .setup import MatchSetup


@dataclass(frozen=True)
class Step:
    say: str            # the sentence: guide.<game>.<say>
    do: str = ""        # what the child does (see the module's docstring); "": read and tap
    card: str = ""      # a card shown large with the sentence before the step


@dataclass(frozen=True)
class Guide:
    """A guided match: the deal, the computer players' seed, and the steps."""

    game: str
    steps: tuple[Step, ...]
    hands: tuple[tuple[str, ...], ...] = ()   # each seat's dealt cards; the child is seat 0
    first: int = 0                            # the seat dealt the first card
    stock: tuple[str, ...] = ()               # what lies after the deal, top first
    fill: str = ""                            # a deck of rules.decks whose other cards follow
    dealer: int = 0
    players: int = 2
    options: tuple[tuple[str, Any], ...] = ()
    seed: int = 1
    bot_level: str = ""                       # the game's first level when empty

    def deck(self) -> list[str]:
        """The stacked deck, top first: the hands dealt one card at a time from `first`."""
        queues = [list(hand) for hand in self.hands]
        dealt: list[str] = []
        seat = self.first
        while any(queues):
            if not queues[seat]:
                raise ValueError(f"{self.game}: these hands cannot come from one deal")
            dealt.append(queues[seat].pop(0))
            seat = (seat + 1) % self.players
        cards = dealt + list(self.stock)
        if self.fill:
            rest = Counter(getattr(decks, self.fill)()) - Counter(cards)
            cards += list(rest.elements())
        return cards

    def setup(self) -> MatchSetup:
        setup = MatchSetup.default(self.game, self.players, seed=self.seed)
        setup.options = dict(self.options)
        if self.bot_level:
            setup.bot_level = self.bot_level
        return setup

    def new_match(self) -> Match:
        return GAMES[self.game].new_match(self.players, seed=self.seed,
                                          options=dict(self.options), deck=self.deck(),
                                          dealer=self.dealer)


def names(action: Action, match: Match) -> set[str]:
    """How a step may name an action: its text, its verb, and for a card taken from a
    face-down fan, the card ("pick cat")."""
    words = {str(action), action.verb}
    if isinstance(action, Pick):
        words.add(f"pick {match.zones()[f'hand:{action.seat}'][action.index]}")
    return words


def wanted(step: Step, legal: list[Action], match: Match, hint: Action | None) -> Action | None:
    """The one action the step asks of the child now (None: a step to read, or not yet)."""
    if not step.do:
        return None
    if hint is not None and step.do in ("hint", hint.verb):
        return hint
    return next((a for a in legal if step.do in names(a, match)), None)


CRNI_PETAR = Guide(
    game="crni_petar",
    players=2, dealer=1, first=1, seed=2,
    hands=(("05a", "01a", "05b", "02a", "03a"),
           ("01b", "04a", "02b", "04b", "cat", "03b")),
    steps=(
        Step("cat", card="cat"),
        Step("pairs"),
        Step("pick", "pick 01b"),
        Step("pick_again", "pick cat"),
        Step("cat_yours", card="cat"),
        Step("last", "pick 03b"),
    ),
)

EVROPA_MEMO = Guide(
    game="evropa_memo",
    players=1, seed=1,
    stock=("RS:map", "FR:flag", "IT:map", "RS:flag", "FR:map", "IT:flag"),
    steps=(
        Step("flip", "flip 0", card="RS:flag"),
        Step("flip_second", "flip 1"),
        Step("flip_new", "flip 3"),
        Step("remember", "flip 0"),
        Step("flip_again", "flip 4"),
        Step("remember_again", "flip 1"),
        Step("last", "flip 2"),
        Step("last_mate", "flip 5"),
    ),
)

EVROPA = Guide(
    game="evropa",
    players=2, dealer=1, first=0, seed=1,
    options=(("countries", "six"),),
    hands=(("RS:map", "FR:flag", "IT:map", "DE:flag"),
           ("RS:flag", "ES:map", "GB:flag", "FR:map")),
    stock=("IT:flag", "GB:map", "ES:flag", "DE:map"),
    steps=(
        Step("open", "play RS:map"),
        Step("cover", "play", card="FR:flag"),
        Step("extra", "play IT:map"),
        Step("draw", "draw"),
        Step("last", "play DE:flag"),
    ),
)

SEDAM_I_OSAM = Guide(
    game="sedam_i_osam",
    players=2, dealer=1, first=0, seed=1, fill="standard_52",
    options=(("deals", "single"), ("announce", "off")),
    hands=(("5H", "8H", "7H", "JD", "10C"),
           ("2C", "9S", "3D", "10D", "4S")),
    stock=("3H", "6D", "2S", "AD", "10S"),
    steps=(
        Step("suit", "play 5H"),
        Step("eight", "play 8H", card="8H"),
        Step("seven", "play 7H", card="7H"),
        Step("jack", "play JD C", card="JD"),
        Step("draw", "draw"),
        Step("several", "play 10S 10C"),
    ),
)

DZOKER_I_DEVETKA = Guide(
    game="dzoker_i_devetka",
    players=2, dealer=1, first=0, seed=1, fill="standard_54",
    options=(("deals", "single"), ("announce", "off")),
    hands=(("5H", "9H", "X", "6H", "6C"),
           ("2C", "8S", "3D", "10D", "4S")),
    stock=("3H", "6D", "QD", "AS", "9D"),
    steps=(
        Step("suit", "play 5H"),
        Step("joker", "play X H", card="X"),
        Step("several", "play 6H 6C"),
        Step("draw", "draw"),
        Step("nines", "play 9D 9H"),
    ),
)

GUIDES: dict[str, Guide] = {guide.game: guide for guide in (
    CRNI_PETAR, EVROPA_MEMO, EVROPA, SEDAM_I_OSAM, DZOKER_I_DEVETKA)}
