"""Upoznaj Evropu — seed 000, section UPOZNAJ EVROPU: a Memo game and a shedding game.

The deck: pairs of cards, for each country a MAP card (`RS:map`) and a FLAG
card (`RS:flag`); the seed's deck has 28 pairs, a player may choose another set
(rules/countries.py, DECKS).

`evropa_memo`, in plain words: all cards lie face down on a grid. On a turn a
player turns two cards over; a map and the flag of the same country are a pair,
which the player keeps; otherwise both are turned back in their place. Finding a
pair earns another turn (the common Memo rule; an option turns it off). When the
grid is empty, whoever has the most pairs wins.

`evropa`, in plain words: the dealer deals four cards to each; the rest is the
stock, face down. The card on the table must be covered with its pair (a map
with its flag, a flag with its map). Who covers it plays one more card, any card,
and the turn ends. Who cannot, draws one card: if it is the pair, it is played at
once and one more card after it; otherwise the player keeps it and the next one
plays. The first out scores 0, the others as many points as cards in hand; at 50
points the match ends and the lowest total wins.

Readings of what the seed leaves open are in docs/rules/evropa.md.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, ClassVar

from .core import (
    PHASE_BETWEEN,
    PHASE_OVER,
    Action,
    BadOption,
    CardMoved,
    Deal,
    DealEnded,
    DealStarted,
    Draw,
    Event,
    Flip,
    GameSpec,
    Match,
    MatchEnded,
    Pass,
    Play,
    Rng,
    TurnStarted,
)

SIDES = ("map", "flag")

# the turns of the shedding game (the memo game's views have no phase)
PHASE_OPEN = "open"      # a deal's first card: the seat opens with any card
PHASE_COVER = "cover"    # the seat covers the card on the table with its pair, or draws
PHASE_EXTRA = "extra"    # the seat has just covered it: it plays one more card, any
SHEDDING_PHASES = frozenset({PHASE_OPEN, PHASE_COVER, PHASE_EXTRA, PHASE_BETWEEN, PHASE_OVER})


def country_sets() -> dict[str, tuple[str, ...]]:
    from .countries import DECKS

    return DECKS


def deck_of(set_name: str) -> list[str]:
    """The cards of a set of countries: a map and a flag for each."""
    return [f"{iso}:{side}" for iso in country_sets()[set_name] for side in SIDES]


@functools.cache
def flip(index: int) -> Flip:
    """The Flip of a place of the grid, made once and handed out again (to the bots and
    the table too), so that `apply` finds it among the legal actions by identity."""
    return Flip(index)


@functools.cache
def partner(code: str) -> str:
    """The other card of the country's pair (its flag for its map, its map for its flag);
    kept, as the hard bot's rollouts ask it a million times a decision."""
    iso, side = code.split(":")
    return f"{iso}:{'flag' if side == 'map' else 'map'}"


def country(code: str) -> str:
    return code.split(":")[0]


def _check_deck(deck: list[str]) -> None:
    for code in deck:
        if code.count(":") != 1 or code.split(":")[1] not in SIDES:
            raise BadOption(f"not an Upoznaj Evropu card: {code!r}")
    if len(set(deck)) != len(deck) or any(partner(c) not in deck for c in deck):
        raise BadOption("an Upoznaj Evropu deck is whole pairs, each card once")


@dataclass(frozen=True)
class CardFlipped(Event):
    """A card of the grid was turned face up (`face_up`) or back down."""

    name: ClassVar[str] = "card_flipped"
    index: int
    code: str
    face_up: bool


@dataclass(frozen=True)
class PairFound(Event):
    name: ClassVar[str] = "pair_found"
    seat: int
    country: str


# --------------------------------------------------------------------------
# The Memo game


class Memo(Match):
    """One grid, cleared pair by pair; the score is the pairs each seat found."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        if deck is not None:
            _check_deck(deck)
            cards = list(deck)
        else:
            cards = deck_of(options["countries"])
            self.rng.shuffle(cards)
        self.grid: list[str | None] = cards          # None: taken
        # the flips of the cards left: asked every step, made anew only after a pair
        self._face_down: list[Flip] | None = None
        self.open: list[int] = []                     # indices turned up this turn
        self.pairs: list[list[str]] = [[] for _ in range(players)]
        self.moves = [0] * players                    # turns taken (two cards each)
        self.log: list[tuple[int, str]] = []          # every flip, seen by everybody
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.current_player = (self.dealer + 1) % players if players > 1 else 0
        self.opening_events = [DealStarted(1, self.dealer),
                               *(CardMoved(c, "stock", "grid", False, i)
                                 for i, c in enumerate(cards)),
                               TurnStarted(self.current_player)]

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.current_player:
            return []
        if self._face_down is None:
            self._face_down = [flip(i) for i, code in enumerate(self.grid) if code is not None]
        if not self.open:
            return list(self._face_down)
        first = flip(self.open[0])       # the turn's first card, turned up already
        return [f for f in self._face_down if f is not first]

    def _why_illegal(self, seat: int, action: Action) -> str:
        if isinstance(action, Flip) and seat == self.current_player:
            return "card_not_there"
        return super()._why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Flip)
        code = self.grid[action.index]
        assert code is not None
        self.open.append(action.index)
        self.log.append((action.index, code))
        events: list[Event] = [CardFlipped(action.index, code, True)]
        if len(self.open) < 2:
            return events
        self.moves[seat] += 1
        first, second = self.open
        self.open = []
        a, b = self.grid[first], self.grid[second]
        assert a is not None and b is not None
        if partner(a) == b:
            # "ukoliko se pokaže, da je otvorio odgovarajuće, sparuje ih i uzima sebi"
            self._face_down = None
            for index, card in ((first, a), (second, b)):
                self.grid[index] = None
                self.pairs[seat].append(card)
                events.append(CardMoved(card, f"grid:{index}", f"pairs:{seat}", True,
                                        len(self.pairs[seat]) - 1, index))
            self.scores[seat] += 1
            events.append(PairFound(seat, country(a)))
            if all(c is None for c in self.grid):
                return events + self._finish()
            if self.options["another_turn"]:
                return events + [TurnStarted(seat)]
        else:
            # "Posle promašaja, isti igrač zatvara obe karte i vraća ih na svoje mesto."
            events += [CardFlipped(first, a, False), CardFlipped(second, b, False)]
        self.current_player = (seat + 1) % self.players
        return events + [TurnStarted(self.current_player)]

    def _finish(self) -> list[Event]:
        self.current_player = None
        self.is_over = True
        best = max(self.scores)
        winners = tuple(s for s in range(self.players) if self.scores[s] == best)
        return [DealEnded(1, (), tuple(self.scores)), MatchEnded(winners, tuple(self.scores))]

    def zones(self) -> dict[str, list[str]]:
        zones = {"grid": [c for c in self.grid if c is not None]}
        zones.update({f"pairs:{s}": list(p) for s, p in enumerate(self.pairs)})
        return zones | {f"hand:{s}": [] for s in range(self.players)}

    def _view(self, seat: int) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "hand": [],
            "hand_sizes": [0] * self.players,
            "stock_size": 0,
            "pile": [],
            "grid": [None if c is None else (c if i in self.open else "?")
                     for i, c in enumerate(self.grid)],
            "open": list(self.open),
            "pairs": [list(p) for p in self.pairs],
            "moves": list(self.moves),
            "log": [list(entry) for entry in self.log],
        }


# --------------------------------------------------------------------------
# The shedding game


class Shedding(Match):
    """Deals to a target: the first out scores 0, the others their cards in hand."""

    HAND = 4

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        if deck is not None:
            _check_deck(deck)
            if len(deck) < self.HAND * players:
                raise BadOption(f"evropa: a deck of {len(deck)} cards cannot deal "
                                f"{self.HAND} each to {players} players")
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.stock: list[str] = []
        self.pile: list[str] = []
        self.deal_number = 0
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.phase = PHASE_OPEN
        self.last_winner: int | None = None
        # the deal just over, for the table to say: its "winners", its "ending" ("out":
        # a hand emptied) and each seat's "gained" points
        self.last_deal: dict[str, Any] | None = None
        self.opening_events = self._start_deal(deck)

    def _start_deal(self, deck: list[str] | None) -> list[Event]:
        self.deal_number += 1
        cards = list(deck) if deck is not None else deck_of(self.options["countries"])
        if deck is None:
            self.rng.shuffle(cards)
        self.hands = [[] for _ in range(self.players)]
        self.pile = []
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        # "Delitelj meša i deli, svakome po 4 karte, a ostatak spušta na sredinu stola"
        for i in range(self.HAND * self.players):
            seat = (self.dealer + 1 + i) % self.players
            code = cards[i]
            self.hands[seat].append(code)
            events.append(CardMoved(code, "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1))
        self.stock = cards[self.HAND * self.players:]
        # The seed has every card on the table played by someone: the first one opens.
        self.current_player = (self.dealer + 1) % self.players
        self.phase = PHASE_OPEN
        return events + [TurnStarted(self.current_player)]

    # -- helpers ----------------------------------------------------------------

    @property
    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    def _play(self, seat: int, code: str) -> list[Event]:
        self.hands[seat].remove(code)
        self.pile.append(code)
        return [CardMoved(code, f"hand:{seat}", "pile", True, len(self.pile) - 1)]

    def _draw(self, seat: int) -> tuple[list[Event], str | None]:
        events: list[Event] = []
        if not self.stock and len(self.pile) > 1:
            # The stock is out: the pile but its top card is shuffled into a new stock.
            rest, self.pile = self.pile[:-1], self.pile[-1:]
            self.rng.shuffle(rest)
            self.stock = rest
            events += [CardMoved(c, "pile", "stock", False) for c in rest]
        if not self.stock:
            return events, None
        code = self.stock.pop(0)
        self.hands[seat].append(code)
        events.append(CardMoved(code, "stock", f"hand:{seat}", False, len(self.hands[seat]) - 1))
        return events, code

    def _next(self, seat: int) -> list[Event]:
        self.phase = PHASE_COVER
        self.current_player = (seat + 1) % self.players
        return [TurnStarted(self.current_player)]

    def _out(self, seat: int) -> list[Event]:
        """The first out scores 0, the others their cards; at the target the match ends."""
        gained = [len(hand) for hand in self.hands]
        for other in range(self.players):
            self.scores[other] += gained[other]
        self.last_winner = seat
        self.last_deal = {"winners": [seat], "ending": "out", "gained": gained}
        events: list[Event] = [DealEnded(self.deal_number, (), tuple(self.scores))]
        if max(self.scores) >= self.options["target"]:
            self.is_over = True
            self.current_player = None
            self.phase = PHASE_OVER
            best = min(self.scores)
            winners = tuple(s for s in range(self.players) if self.scores[s] == best)
            return events + [MatchEnded(winners, tuple(self.scores))]
        self.phase = PHASE_BETWEEN
        self.current_player = seat       # the winner deals the next deal
        return events

    # -- the contract -------------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.current_player:
            return []
        hand = self.hands[seat]
        if self.phase == PHASE_BETWEEN:
            return [Deal()]
        if self.phase in (PHASE_OPEN, PHASE_EXTRA):
            return [Play((code,)) for code in hand]
        top = self.top
        assert top is not None
        if partner(top) in hand:
            return [Play((partner(top),))]
        if self.stock or len(self.pile) > 1:
            return [Draw()]
        return [Pass()]

    def _why_illegal(self, seat: int, action: Action) -> str:
        if seat != self.current_player:
            return "not_your_turn"
        if isinstance(action, Play) and self.phase == PHASE_COVER:
            return "cover_with_the_pair"
        if isinstance(action, Draw):
            return "you_have_the_pair"
        return "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Deal):
            self.dealer = seat
            return self._start_deal(None)
        if isinstance(action, Pass):
            return self._next(seat)
        if isinstance(action, Draw):
            events, code = self._draw(seat)
            if code is not None and code == partner(self.top or ""):
                # "Ako je to slučajno ona koja je potrebna, odmah je odigrava"
                return events + self._cover(seat, code)
            return events + self._next(seat)
        assert isinstance(action, Play)
        code = action.codes[0]
        if self.phase == PHASE_COVER:
            return self._cover(seat, code)
        events = self._play(seat, code)
        if not self.hands[seat]:
            return events + self._out(seat)
        return events + self._next(seat)

    def _cover(self, seat: int, code: str) -> list[Event]:
        events = self._play(seat, code) + [PairFound(seat, country(code))]
        if not self.hands[seat]:
            return events + self._out(seat)
        # "Ako igrač pokrije odigranu kartu, odmah odigrava još jednu iz ruke, bilo koju"
        self.phase = PHASE_EXTRA
        return events

    def zones(self) -> dict[str, list[str]]:
        zones = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        return zones | {"stock": list(self.stock), "pile": list(self.pile)}

    def _view(self, seat: int) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "deal": self.deal_number,
            "deals": None,   # deals go on until somebody reaches the target
            "phase": self.phase,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "pile": list(self.pile),
            "target": self.options["target"],
            "last_winner": self.last_winner,
            "last_deal": self.last_deal,
        }


def _sample(view: dict[str, Any], rng: Rng) -> Shedding:
    """A guess at the whole table consistent with what a seat sees: its own hand, the
    pile, everybody's counts, the scores; the unseen cards dealt at random."""
    spec = SHEDDING
    match = spec.new_match(view["players"], seed=rng.below(1 << 30), options=view["options"],
                           dealer=view["dealer"])
    seen = set(view["hand"]) | set(view["pile"])
    unseen = [c for c in deck_of(view["options"]["countries"]) if c not in seen]
    rng.shuffle(unseen)
    seat = view["seat"]
    hands: list[list[str]] = []
    for other, size in enumerate(view["hand_sizes"]):
        if other == seat:
            hands.append(list(view["hand"]))
        else:
            hands.append(unseen[:size])
            unseen = unseen[size:]
    match.hands = hands
    match.stock = unseen
    match.pile = list(view["pile"])
    match.phase = view["phase"]
    match.current_player = view["current"]
    match.scores = list(view["scores"])
    match.deal_number = view["deal"]
    match.last_winner = view["last_winner"]
    match.last_deal = view["last_deal"]
    match.opening_events = []
    return match


def _cards(options: dict[str, Any]) -> tuple[str, ...]:
    return tuple(deck_of(options["countries"]))


COUNTRY_SETS = ("seed28", "six", "ten", "sixteen", "neighbours", "north", "south", "east",
                "west", "central", "all")
# With four cards in hand, a deck much bigger than the seed's makes a deal endless:
# the shedding game offers the seed's 28 pairs and the smaller sets.
SHEDDING_SETS = COUNTRY_SETS[:-1]

MEMO = GameSpec(
    id="evropa_memo",
    min_players=1,
    max_players=4,
    match_class=Memo,
    options={
        "countries": ("seed28", COUNTRY_SETS),
        "another_turn": (True, (True, False)),
    },
    presets={
        "seed": {},
        "six_pairs": {"countries": "six"},
        "neighbours": {"countries": "neighbours"},
        "no_extra_turn": {"countries": "ten", "another_turn": False},
        "all_of_europe": {"countries": "all"},
    },
    actions=(Flip,),
    private_view_keys=frozenset({"seat", "hand"}),
    cards=_cards,
)


def _too_few_to_deal(players: int, options: dict[str, Any]) -> str | None:
    """The shedding game deals four cards each: a small set of countries cannot do
    that for many players (five countries, three players). With no stock left the
    pile is shuffled into one, so a deal that takes every card still plays."""
    cards = len(deck_of(options["countries"]))
    if cards >= Shedding.HAND * players:
        return None
    return (f"{options['countries']} has {cards} cards, too few to deal "
            f"{Shedding.HAND} each to {players} players")


SHEDDING = GameSpec(
    id="evropa",
    min_players=2,
    max_players=4,
    match_class=Shedding,
    lowest_wins=True,   # "Pobednik je igrač, koji u tom trenutku ima najmanji rezultat."
    options={
        "countries": ("seed28", SHEDDING_SETS),
        "target": (50, (50, 30, 20)),
    },
    presets={
        "seed": {},
        "short": {"target": 20},
        "ten_countries": {"countries": "ten", "target": 30},
        "neighbours": {"countries": "neighbours", "target": 30},
    },
    actions=(Play, Draw, Pass, Deal),
    unfit=_too_few_to_deal,
    sample=_sample,
    cards=_cards,
    phases=SHEDDING_PHASES,
)
