"""The machinery every UNO-family game shares (seed 000 "U N O - k a r t e", 002, 003).

What is common to the UNO games lives here: the cards' colours, ranks and points,
dealing from a shuffled deck, the draw pile (refilled from the discard pile when
it runs out), the current colour and the card to match, turn order and direction,
skipping, a pending draw, the "Uno" call and its catch, scoring to a target
across deals with a `deal` action between them, and the events a front end
animates. A game subclasses `UnoMatch` once, in its own module, and says there,
in plain sight, what may be played (`_turn_actions`, `_can_play_drawn`), what a
played card does (`_after_play`), how a deal is scored (`_went_out`, `_blocked`)
and when the match is won (`_match_winners`). Its variants are options of that
one class.

Conventions shared by every UNO game:
- Seats are in the order of play; direction +1 is the seed's "levi smer" (play
  goes to the left, seat i+1 after seat i), -1 the other way.
- The deck given as `deck=` is top first: the hands are dealt one card at a time
  starting with the dealer (see tests/conftest.py `stack`), then the starter is
  turned, and the rest is the stock. A given deck may be a part of the full deck.
- A drawn card goes to the end of the hand, so the last card of the hand of a
  seat in the phase "drawn" is the card it has just drawn.
- "uno" may be said by the seat that has just played its second-to-last card, and
  "catch SEAT" taken by any of that seat's opponents, until the player to act next
  takes a turn action (play, draw, pass or a game's own choice).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from . import decks
from .core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_DRAWN,
    PHASE_OVER,
    PHASE_PLAY,
    TURNS_STARTED,
    Action,
    BadOption,
    CallUno,
    CardMoved,
    Catch,
    Caught,
    Deal,
    DealEnded,
    DealStarted,
    DirectionChanged,
    Draw,
    Event,
    GameSpec,
    Match,
    MatchEnded,
    Pass,
    PenaltyGiven,
    Play,
    Rng,
    Said,
    SpecialCard,
    StockRefilled,
    TurnSkipped,
)

# --------------------------------------------------------------------------
# The cards: colour, rank and points of every code of every UNO deck.

WILD = "W"
WILD_DRAW_FOUR = "Wd4"
DRAW_TWO = "d2"
SKIP = "skip"
REVERSE = "rev"

ALL_CODES: tuple[str, ...] = tuple(dict.fromkeys(
    decks.uno_121() + decks.uno_112() + decks.uno_112_official()))


def colour_of(code: str) -> str | None:
    """'R' for "R5" or "Rd2"; None for a black card (W, Wd4, J, UNO, ...)."""
    return code[0] if code[0] in COLOURS else None


def rank_of(code: str) -> str:
    """What a card shows besides its colour: "5", "d2", "skip", "rev", or the whole
    code of a black card ("W", "Wd4", "J", "UNO")."""
    return code[1:] if code[0] in COLOURS else code


def is_number(code: str) -> bool:
    return rank_of(code).isdigit()


NAMED_RANKS = (DRAW_TWO, SKIP, REVERSE, WILD, WILD_DRAW_FOUR)   # named anew by each game


def special_card(code: str, names: str, does: str) -> SpecialCard:
    """An UNO card called as the games of `names` call it ("adriatic", "uno", "classic",
    "official": the same card is the Jolly, the Semafor, "promeni boju" or the Džoker),
    with the line of game `does` on what it does there. A card of one deck only (the
    Džoker, the "Uno" card, Wild Shuffle Hands) has one name."""
    rank = rank_of(code)
    name = f"uno_table.card.{names}.{rank}" if rank in NAMED_RANKS else f"uno_table.card.{rank}"
    return SpecialCard(code, name, f"cards.{does}.{rank}")


COLOUR_OF: dict[str, str | None] = {c: colour_of(c) for c in ALL_CODES}
RANK_OF: dict[str, str] = {c: rank_of(c) for c in ALL_CODES}
# the codes of each colour, so that "holds a card of this colour" is one set operation
CODES_OF_COLOUR: dict[str, frozenset[str]] = {
    colour: frozenset(c for c in ALL_CODES if COLOUR_OF[c] == colour) for colour in COLOURS}


def points_table(*, zero: int, special: int, black: int, uno: int = 50,
                 codes: Iterable[str] = ALL_CODES) -> dict[str, int]:
    """Card values for scoring a hand: numbers 1–10 at face value, `zero` for a 0,
    `special` for a colour special (d2, skip, rev), `black` for a black card,
    `uno` for the single "Uno" card of the 121-card deck."""
    table = {}
    for code in codes:
        rank = rank_of(code)
        if rank.isdigit():
            table[code] = int(rank) if rank != "0" else zero
        elif code == "UNO":
            table[code] = uno
        elif colour_of(code) is None:
            table[code] = black
        else:
            table[code] = special
    return table


def plays_of(code: str) -> tuple[Play, ...]:
    """The play actions of a card: one, or one per colour for a black card."""
    if COLOUR_OF.get(code, colour_of(code)) is None:
        return tuple(Play((code,), c) for c in COLOURS)
    return (Play((code,)),)


# Actions are built once and reused: equal, hashable and cheap to compare.
PLAYS: dict[str, tuple[Play, ...]] = {c: plays_of(c) for c in ALL_CODES}
DRAW = Draw()
PASS = Pass()
UNO = CallUno()
DEAL = Deal()
CATCHES: tuple[Catch, ...] = tuple(Catch(s) for s in range(16))
HANDS: tuple[str, ...] = tuple(f"hand:{s}" for s in range(16))


@functools.cache
def plays_on(colour: str | None, rank: str | None,
             plus_four: bool) -> dict[str, tuple[Play, ...]]:
    """The plays of every card on `colour` and `rank`, by code: the same colour, the
    same number or symbol, or a black card; none for the others. Made once per
    position: a game's `_turn_actions`, the engine's hot path, looks each card of a
    hand up here. `plus_four`: whether a Wild +4 may go too (Adriatic forbids it to a
    hand holding the colour to follow)."""
    def fits(code: str) -> bool:
        if COLOUR_OF[code] is None:
            return code != WILD_DRAW_FOUR or plus_four
        return colour is None or COLOUR_OF[code] == colour or RANK_OF[code] == rank

    return {code: PLAYS[code] if fits(code) else () for code in ALL_CODES}

# --------------------------------------------------------------------------
# Events of the UNO games (core's CardMoved, TurnStarted, Said, PlayerOut,
# DealStarted, DealEnded and MatchEnded are used as well).


@dataclass(frozen=True)
class ColourChosen(Event):
    name: ClassVar[str] = "colour_chosen"
    seat: int
    colour: str


@dataclass(frozen=True)
class DrawOwed(Event):
    """The next player owes `cards` cards (a draw card was played on him)."""

    name: ClassVar[str] = "draw_owed"
    seat: int
    cards: int


@dataclass(frozen=True)
class PlaysFor(Event):
    """`seat` takes the turn of `for_seat`, who is out (Ekipni UNO's partners)."""

    name: ClassVar[str] = "plays_for"
    seat: int
    for_seat: int


@dataclass(frozen=True)
class UnoCalled(Event):
    name: ClassVar[str] = "uno_called"
    seat: int


# The events that name only seats, colours or a direction are made once and handed
# out again (events are frozen): one of them comes with nearly every action.
TURNS_SKIPPED: tuple[TurnSkipped, ...] = tuple(TurnSkipped(s) for s in range(16))
DIRECTIONS_CHANGED: dict[int, DirectionChanged] = {d: DirectionChanged(d) for d in (1, -1)}
COLOURS_CHOSEN: dict[tuple[int, str], ColourChosen] = {
    (s, c): ColourChosen(s, c) for s in range(16) for c in COLOURS}


# The kinds of points a deal's score is made of (`last_deal["parts"]`): the cards in
# the others' hands (or in one's own, where points count against), Table, the reward
# for going out first, the stock's cards (Unotan), the doubling of a deal won without
# a draw (UNO 112: the points it adds), and what was scored during the deal: Unotan's
# zeros and last Stop, Remino's penalty for not having opened. They add up to the
# change of the seat's (side's) total over the deal.
# every UNO game's phases; a game adds its own (a starter to lay, a choice, a challenge)
UNO_PHASES = frozenset({PHASE_PLAY, PHASE_DRAWN, PHASE_BETWEEN, PHASE_OVER})
SCORE_PARTS = ("cards", "tables", "bonus", "stock", "double", "zero", "last_stop", "not_open")


@dataclass(frozen=True)
class DealScored(Event):
    """What each side gained in the deal that ended (`gained` per side, see "teams")."""

    name: ClassVar[str] = "deal_scored"
    winners: tuple[int, ...]
    gained: tuple[int, ...]


# --------------------------------------------------------------------------
# The match.


class UnoMatch(Match):
    """The state and turn machinery of an UNO game; a game module subclasses it once.

    State, in plain lists: `hands`, `stock` (top card last), `pile` (top last),
    `colour` (the colour to follow, None when any goes), `rank` (the rank a card may
    match), `direction`, `turn` (the seat whose place in the round it is; the
    current player is the seat acting for it), `pending_draw`, `phase` ("play",
    "drawn", "between", "over", or a game's own), `uno_window`, `said_uno`,
    `passes` (turns in a row that changed no hand, see `stuck`), `dealer`,
    `deal_number`, `side_of`, `side_scores`, `active`, `out`.

    A game sets `DECK`, `POINTS` and `HAND_SIZE` and implements the rules of its
    own: `_turn_actions` (what the seat to act may do), `_can_play_drawn`,
    `_after_play` (what a card does: it calls `draw_next`, `owe_draw`, `reverse`,
    `pass_turn`...), `_went_out` and `_blocked` (both end in `end_deal`). It may
    refine the hooks that have a default: `_sides` (partners), `hand_size`,
    `_turn_starter` and `_start_play` (the first card), `actor` (a partner playing
    for a seat), `_out_of_turn_actions` (e.g. jumping in), `_drawn_playable` and
    `_waits_after_draw`, `refill` and `drawable` (what an empty stock does), `_after_scoring` and
    `_match_winners`, `_apply_own` (its own verbs), `_restore_own` (its own view keys).
    """

    # slots for the state every step reads (see Match)
    __slots__ = ("_next", "active", "colour", "deal_number", "dealer", "direction",
                 "full_deck", "hands", "last_deal", "out", "passes", "pending_draw",
                 "phase", "pile", "rank", "rotation", "said_uno", "side_of", "side_scores",
                 "sides", "stock", "target", "teams", "turn", "uno_window")
    DECK: ClassVar[Callable[[], list[str]]] = staticmethod(decks.uno_108)
    POINTS: ClassVar[dict[str, int]] = points_table(zero=0, special=20, black=50)
    HAND_SIZE: ClassVar[int] = 7
    # the first card of the pile is the stock's top after the deal, or (the classic's cut)
    # the deck's last card
    STARTER_AT_BOTTOM: ClassVar[bool] = False
    UNO_PENALTY: ClassVar[int] = 2

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        self.full_deck = self.DECK()
        if deck is not None:
            self._check_deck(deck)
        self.target: int = options.get("target", 500)
        self.side_of: list[int] = self._sides(players)
        self.sides: int = max(self.side_of) + 1
        self.teams: list[list[int]] = [[s for s in range(players) if self.side_of[s] == side]
                                       for side in range(self.sides)]
        self.side_scores: list[int] = [0] * self.sides
        self.active: list[bool] = [True] * players    # still in the match
        self.out: list[bool] = [False] * players      # went out, the deal goes on
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.stock: list[str] = []
        self.pile: list[str] = []
        self.colour: str | None = None
        self.rank: str | None = None
        self.direction = 1
        self.turn = 0
        self.pending_draw = 0
        self.phase = PHASE_PLAY
        self.uno_window: int | None = None
        self.said_uno: list[bool] = [False] * players
        self.passes = 0
        self.deal_number = 0
        self.last_deal: dict[str, Any] | None = None
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self._build_order()
        self.opening_events = self.start_deal(deck)

    # -- set-up ------------------------------------------------------------------

    def _sides(self, players: int) -> list[int]:
        """The side of each seat: every seat its own side unless a game has partners."""
        return list(range(players))

    def hand_size(self) -> int:
        """Cards dealt to each seat (a game may make it depend on the player count)."""
        return self.HAND_SIZE

    def _check_deck(self, deck: list[str]) -> None:
        extra = Counter(deck) - Counter(self.full_deck)
        if extra:
            raise BadOption(f"{self.spec.id}: not cards of this deck: "
                            f"{', '.join(sorted(extra))}")
        needed = self.hand_size() * self.players + 1
        if len(deck) < needed:
            raise BadOption(f"{self.spec.id}: a deck of {len(deck)} cards cannot deal "
                            f"{self.players} hands and a starter ({needed} cards)")

    def _build_order(self) -> None:
        """The next seat in each direction among the seats still in the match."""
        seats = [s for s in range(self.players) if self.active[s]]
        self.rotation = seats
        nxt = {1: [0] * self.players, -1: [0] * self.players}
        for s in range(self.players):
            for d in (1, -1):
                t = (s + d) % self.players
                while not self.active[t] and t != s:
                    t = (t + d) % self.players
                nxt[d][s] = t
        self._next = nxt

    # -- helpers a game uses -----------------------------------------------------

    def next_seat(self, seat: int, direction: int | None = None) -> int:
        """The seat after `seat` in the round (the current direction by default)."""
        return self._next[self.direction if direction is None else direction][seat]

    def actor(self, turn: int) -> int:
        """The seat that acts on `turn`'s place in the round: itself, unless it went
        out of the deal (games with deputies refine this for the seats that are out)."""
        return turn

    def next_player(self) -> int:
        """The seat that acts on the next place in the round: who a draw card hits."""
        return self.actor(self.next_seat(self.turn))

    def opponents(self, a: int, b: int) -> bool:
        return self.side_of[a] != self.side_of[b]

    def holds_colour(self, seat: int, colour: str | None) -> bool:
        """Whether the hand has a card of `colour` (black cards have none)."""
        if colour is None:
            return False
        return not CODES_OF_COLOUR[colour].isdisjoint(self.hands[seat])

    def matches(self, code: str) -> bool:
        """The basic rule: the same colour as the one to follow, or the same number
        or symbol as the top card (any card when no colour is set)."""
        colour = self.colour
        return colour is None or COLOUR_OF[code] == colour or RANK_OF[code] == self.rank

    def can_draw(self) -> bool:
        return bool(self.stock) or len(self.pile) > 1

    def drawable(self) -> int:
        """The cards a seat could still draw: the stock, and the discard pile under its
        top card, which `refill` makes the stock."""
        return len(self.stock) + len(self.pile) - 1

    def stuck(self) -> bool:
        """Whether the deal is blocked: the turns in a row that changed no hand
        (`passes`: each one said "Dalje", or drew a card and played it at once) are at
        least one for each seat in play, and at least as many as there are cards to
        draw. Nobody has played from the hand or kept a card, and the draws have only
        passed the same cards from the pile to the stock and back: without an end the
        seats would go on so for ever (docs/rules/uno_classic.md)."""
        passes = self.passes
        return (passes >= len(self.rotation) and passes >= self.drawable()
                and self.phase == PHASE_PLAY and not self.pending_draw)

    def hand_points(self, seat: int) -> int:
        points = self.POINTS
        return sum(points[c] for c in self.hands[seat])

    def refill(self) -> list[Event]:
        """The discard pile but its top card, shuffled, becomes the stock (003:
        "gomila odbačenih karata se promeša, osim gornje karte, i postaje novi špil")."""
        under = self.pile[:-1]
        if not under:
            return []
        del self.pile[:-1]
        events: list[Event] = [CardMoved(code, "pile", "stock", False, i, i)
                               for i, code in enumerate(under)]
        self.rng.shuffle(under)
        under.reverse()
        self.stock[:0] = under
        return events + [StockRefilled(len(under))]

    def draw_cards(self, seat: int, n: int) -> list[Event]:
        """`seat` takes `n` cards from the stock (fewer if stock and pile run out)."""
        events: list[Event] = []
        hand = self.hands[seat]
        held = len(hand)
        stock = self.stock
        dst = HANDS[seat]
        for _ in range(n):
            if not stock:
                events += self.refill()
                if not stock:
                    break
            code = stock.pop()
            hand.append(code)
            events.append(CardMoved(code, "stock", dst, False, len(hand) - 1))
        if n:
            self.said_uno[seat] = False
        if len(hand) > held:
            self.passes = 0   # a hand changed: the deal moves (see `stuck`)
        return events

    def penalty(self, seat: int, cards: int, reason: str) -> list[Event]:
        return [PenaltyGiven(seat, cards, reason), *self.draw_cards(seat, cards)]

    def reverse(self) -> list[Event]:
        self.direction = -self.direction
        return [DIRECTIONS_CHANGED[self.direction]]

    def pass_turn(self, skip: int = 0) -> list[Event]:
        """Play goes on to the next place in the round, skipping `skip` places."""
        nxt = self._next[self.direction]
        t = nxt[self.turn]
        events: list[Event] = []
        while skip > 0:
            events.append(TURNS_SKIPPED[t])
            t = nxt[t]
            skip -= 1
        self.turn = t
        self.phase = PHASE_PLAY
        seat = self.current_player = self.actor(t) if self.out[t] else t
        events.append(TURNS_STARTED[seat])
        if seat != t:
            events.append(PlaysFor(seat, t))
        return events

    def owe_draw(self, cards: int) -> list[Event]:
        """The next player must draw `cards` before anything else, as its turn action
        (for games where it may answer instead, e.g. by passing the draw on)."""
        self.pending_draw += cards
        return [DrawOwed(self.next_player(), self.pending_draw)]

    def draw_next(self, cards: int) -> list[Event]:
        """The next player draws `cards` at once (the caller skips its turn)."""
        victim = self.next_player()
        return [DrawOwed(victim, cards), *self.draw_cards(victim, cards)]

    # -- dealing -----------------------------------------------------------------

    def start_deal(self, deck: list[str] | None) -> list[Event]:
        """Shuffle (unless a deck is given), deal, turn the starter, start play."""
        self.deal_number += 1
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        if self.deal_number > 1:
            # every card comes back to the deck before the shuffle
            for zone, held in [*zip(HANDS, self.hands), ("pile", self.pile)]:
                events += [CardMoved(code, zone, "stock", False, -1, i)
                           for i, code in reversed(list(enumerate(held)))]
        if deck is None:
            cards = list(self.full_deck)
            self.rng.shuffle(cards)
        else:
            cards = list(deck)
        n = self.players
        self.hands = [[] for _ in range(n)]
        self.out = [False] * n
        self.said_uno = [False] * n
        self.pile = []
        self.colour = self.rank = None
        self.direction = 1
        self.pending_draw = 0
        self.passes = 0
        self.uno_window = None
        self.last_deal = None
        self.phase = PHASE_PLAY
        seats = [self.dealer]
        while len(seats) < len(self.rotation):
            seats.append(self.next_seat(seats[-1], 1))
        k = len(seats)
        dealt = self.hand_size() * k
        for i in range(dealt):
            seat = seats[i % k]
            hand = self.hands[seat]
            hand.append(cards[i])
            events.append(CardMoved(cards[i], "stock", HANDS[seat], False, len(hand) - 1))
        self.stock = cards[dealt:]
        self.stock.reverse()
        events += self._turn_starter()
        events += self._start_play()
        return events

    def _turn_starter(self) -> list[Event]:
        """Turn the top card of the stock as the first card of the discard pile."""
        code = self.stock.pop()
        return [self.lay_starter(code)]

    def lay_starter(self, code: str) -> Event:
        self.pile.append(code)
        self.colour = COLOUR_OF[code]
        self.rank = RANK_OF[code]
        return CardMoved(code, "stock", "pile", True, 0)

    def _start_play(self) -> list[Event]:
        """The player after the dealer begins (games apply starter effects here)."""
        self.turn = self.dealer
        return self.pass_turn()

    def next_dealer(self) -> int:
        return self.next_seat(self.dealer, 1)

    # -- ending a deal -----------------------------------------------------------

    def end_deal(self, gained: list[int], winners: tuple[int, ...],
                 parts: list[list[tuple[str, int]]] | None = None) -> list[Event]:
        """Write the deal's points (per side), then end the match or wait for `deal`.

        `parts`: per side, what its points are made of, as (kind, points) pairs that add
        up to its gain (see `SCORE_PARTS`); by default all of it is card points."""
        for side, points in enumerate(gained):
            self.side_scores[side] += points
        if parts is None:
            parts = [[("cards", points)] if points else [] for points in gained]
        self.last_deal = {
            "winners": list(winners),
            "gained": list(gained),
            "parts": [[[kind, points] for kind, points in side] for side in parts],
            "hand_points": [self.hand_points(s) for s in range(self.players)],
            "hands": [list(h) for h in self.hands],
        }
        self.current_player = None
        self.pending_draw = 0
        self.uno_window = None
        losers = tuple(s for s in self.rotation if s not in winners)
        events: list[Event] = [DealScored(winners, tuple(gained))]
        events += self._after_scoring()
        self.scores = [self.side_scores[self.side_of[s]] for s in range(self.players)]
        events.append(DealEnded(self.deal_number, losers, tuple(self.scores)))
        champions = self._match_winners()
        if champions is not None:
            self.phase = PHASE_OVER
            self.is_over = True
            events.append(MatchEnded(champions, tuple(self.scores)))
        else:
            self.phase = PHASE_BETWEEN
            self.current_player = self.next_dealer()
        return events

    def _after_scoring(self) -> list[Event]:
        """Bookkeeping after the points are written (e.g. sides leaving the match)."""
        return []

    def _match_winners(self) -> tuple[int, ...] | None:
        """The seats of the side that reached the target, or None to go on (only the
        deal's winners gain points, so one side at most gets there at a time)."""
        sides = {self.side_of[s] for s in self.rotation}
        best = max(sorted(sides), key=lambda side: self.side_scores[side])
        if self.side_scores[best] < self.target:
            return None
        return tuple(self.teams[best])

    # -- the contract ------------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == PHASE_BETWEEN:
            return [DEAL] if seat == self.current_player else []
        if phase == PHASE_OVER or not self.active[seat]:
            return []
        if seat == self.current_player:
            actions = self._turn_actions(seat)
        else:
            actions = self._out_of_turn_actions(seat)
        window = self.uno_window
        if window is not None:
            if seat == window:
                actions.append(UNO)
            elif self.opponents(seat, window):
                actions.append(CATCHES[window])
        return actions

    def _turn_actions(self, seat: int) -> list[Action]:
        """The actions of the seat to act (a new list): the game's rule of play."""
        raise NotImplementedError

    def _out_of_turn_actions(self, seat: int) -> list[Action]:
        """What a seat may do out of turn besides "uno" and "catch" (a new list)."""
        return []

    def _can_play_drawn(self, seat: int, code: str) -> bool:
        """Whether the card just drawn may be played at once."""
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            assert isinstance(action, Play)
            return self._play(seat, action.codes[0], action.colour)
        if kind is Draw:
            return self._draw(seat)
        if kind is Pass:
            return self._pass(seat)
        if kind is CallUno:
            self.uno_window = None
            self.said_uno[seat] = True
            return [UnoCalled(seat)]
        if kind is Catch:
            assert isinstance(action, Catch)
            self.uno_window = None
            victim = action.seat
            return [Caught(victim, seat), *self.penalty(victim, self.UNO_PENALTY, "uno")]
        if kind is Deal:
            self.dealer = seat
            return self.start_deal(None)
        return self._apply_own(seat, action)

    def _apply_own(self, seat: int, action: Action) -> list[Event]:
        """A game's own verbs."""
        raise NotImplementedError

    def _play(self, seat: int, code: str, colour: str | None) -> list[Event]:
        self.uno_window = None
        hand = self.hands[seat]
        index = len(hand) - 1 if self.phase == PHASE_DRAWN else hand.index(code)
        del hand[index]
        pile = self.pile
        pile.append(code)
        self.said_uno[seat] = False
        drawn = self.phase == PHASE_DRAWN
        if not drawn:
            self.passes = 0   # a card from the hand (the drawn card's turn is counted in _draw)
        self.phase = PHASE_PLAY
        before = self.colour
        events: list[Event] = [CardMoved(code, HANDS[seat], "pile", True, len(pile) - 1, index)]
        self.rank = RANK_OF[code]
        if colour is None:
            self.colour = COLOUR_OF[code]
        else:
            self.colour = colour
            events.append(COLOURS_CHOSEN.get((seat, colour)) or ColourChosen(seat, colour))
        events += self._after_play(seat, code, before)
        if drawn and self.stuck():
            events += self._blocked()
        return events

    def _after_play(self, seat: int, code: str, colour_before: str | None) -> list[Event]:
        """What the card just played does: effects, going out, passing the turn."""
        raise NotImplementedError

    def _draw(self, seat: int) -> list[Event]:
        self.uno_window = None
        if self.pending_draw:
            cards, self.pending_draw = self.pending_draw, 0
            return self.draw_cards(seat, cards) + self.pass_turn()
        passes = self.passes
        events = self.draw_cards(seat, 1)
        code = self.hands[seat][-1]
        if self._can_play_drawn(seat, code):
            # a turn that changes no hand if the card is played (`_pass` keeps it)
            self.passes = passes + 1
            self.phase = PHASE_DRAWN
            return events + self._drawn_playable(seat, code)
        return events + self.pass_turn()

    def _drawn_playable(self, seat: int, code: str) -> list[Event]:
        """The card just drawn may be played: by default the seat decides (phase "drawn")."""
        return []

    def _waits_after_draw(self, seat: int, code: str) -> bool:
        """Whether drawing `code` leaves the seat to decide (phase "drawn"): for sampling."""
        return self._can_play_drawn(seat, code)

    def _pass(self, seat: int) -> list[Event]:
        """Keep the card just drawn, or pass having nothing to play and nothing to draw."""
        self.uno_window = None
        said: list[Event] = [Said(seat, "dalje")]
        if self.phase == PHASE_DRAWN:
            self.passes = 0   # the drawn card stays in the hand
            return said + self.pass_turn()
        self.passes += 1
        if self.stuck():
            return said + self._blocked()
        return said + self.pass_turn()

    def _went_out(self, seat: int, skip: int) -> list[Event]:
        raise NotImplementedError

    def _blocked(self) -> list[Event]:
        """Every place in the round passed: nobody can play or draw."""
        raise NotImplementedError

    def lowest_hand(self) -> int:
        """The seat with the fewest points in hand (then fewest cards, then the
        first in the order of play from the turn): who ends a blocked deal."""
        order = [self.turn]
        while len(order) < len(self.rotation):
            order.append(self.next_seat(order[-1]))
        holders = [s for s in order if self.hands[s]] or order
        return min(holders, key=lambda s: (self.hand_points(s), len(self.hands[s])))

    def _why_illegal(self, seat: int, action: Action) -> str:
        if self.phase in (PHASE_BETWEEN, PHASE_OVER):
            return "not_your_turn"
        if isinstance(action, CallUno):
            return "nothing_to_announce"
        if isinstance(action, Catch):
            return "nobody_to_catch"
        if seat != self.current_player:
            return "not_your_turn"
        if self.pending_draw:
            return "must_draw"
        if isinstance(action, Play):
            code = action.codes[0]
            if len(action.codes) != 1 or code not in self.hands[seat]:
                return "not_in_hand"
            if self.phase == PHASE_DRAWN and code != self.hands[seat][-1]:
                return "play_the_drawn_card"
            black = COLOUR_OF.get(code) is None
            if black and action.colour is None:
                return "choose_a_colour"
            if not black and action.colour is not None:
                return "no_colour_to_choose"
            if code == WILD_DRAW_FOUR and self.holds_colour(seat, self.colour):
                return "plus_four_with_colour"
            return "card_does_not_match"
        if isinstance(action, Draw) and self.phase == PHASE_DRAWN:
            return "drawn_card_or_pass" if PASS in self.legal_actions(seat) \
                else "play_the_drawn_card"
        if isinstance(action, Draw | Pass) and any(isinstance(a, Play)
                                                   for a in self.legal_actions(seat)):
            return "play_if_you_can"
        return "not_allowed"

    # -- seeing --------------------------------------------------------------------

    def zones(self) -> dict[str, list[str]]:
        zones = {HANDS[s]: list(h) for s, h in enumerate(self.hands)}
        return zones | {"stock": self.stock[::-1], "pile": list(self.pile)}

    def _view(self, seat: int) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "deal": self.deal_number,
            "deals": 1 if self.options.get("deals") == "single" else None,   # None: to a target
            "target": self.target,
            "phase": self.phase,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "pile": list(self.pile),
            "colour": self.colour,
            "rank": self.rank,
            "direction": self.direction,
            "turn": self.turn if self.phase not in (PHASE_BETWEEN, PHASE_OVER) else None,
            "pending_draw": self.pending_draw,
            "uno_window": self.uno_window,
            "said_uno": [s for s in range(self.players) if self.said_uno[s]],
            "passes": self.passes,
            "teams": [list(team) for team in self.teams],
            "team_scores": list(self.side_scores),
            "active": list(self.rotation),
            "out": [s for s in range(self.players) if self.out[s]],
            "last_deal": self.last_deal,
        }

    # -- sampling, for search ----------------------------------------------------

    def restore_from_view(self, view: dict[str, Any], rng: Rng) -> None:
        """Make this match one that `view["seat"]` could be looking at: the public
        facts and the seat's hand as seen, unseen cards dealt at random."""
        seat = view["seat"]
        self.dealer = view["dealer"]
        self.deal_number = view["deal"]
        self.phase = view["phase"]
        self.current_player = view["current"]
        self.is_over = view["over"]
        self.side_scores = list(view["team_scores"])
        self.scores = list(view["scores"])
        self.active = [s in view["active"] for s in range(self.players)]
        self._build_order()
        self.out = [s in view["out"] for s in range(self.players)]
        self.pile = list(view["pile"])
        self.colour = view["colour"]
        self.rank = view["rank"]
        self.direction = view["direction"]
        self.turn = view["turn"] if view["turn"] is not None else self.dealer
        self.pending_draw = view["pending_draw"]
        self.uno_window = view["uno_window"]
        self.said_uno = [s in view["said_uno"] for s in range(self.players)]
        self.passes = view["passes"]
        self.last_deal = view["last_deal"]
        self._restore_own(view)
        sizes = view["hand_sizes"]
        hands: list[list[str] | None] = [None] * self.players
        hands[seat] = list(view["hand"])
        if self.last_deal is not None:
            hands = [list(h) for h in self.last_deal["hands"]]
        unseen = Counter(self.full_deck) - Counter(self.pile)
        for hand in hands:
            unseen -= Counter(hand or [])
        pool = []
        for code in self.full_deck:
            if unseen[code] > 0:
                unseen[code] -= 1
                pool.append(code)
        rng.shuffle(pool)
        drawer = self.current_player if self.phase == PHASE_DRAWN else None
        for s in range(self.players):
            if hands[s] is None:
                hands[s] = [pool.pop() for _ in range(sizes[s] - (s == drawer))]
        self.hands = [h or [] for h in hands]
        if drawer is not None and len(self.hands[drawer]) < sizes[drawer]:
            # the card it has just drawn is the last of its hand, and it is playable
            fits = [i for i, c in enumerate(pool) if self._waits_after_draw(drawer, c)]
            self.hands[drawer].append(pool.pop(fits[-1] if fits else -1))
        self.stock = pool[:view["stock_size"]]
        self._legal_cache.clear()

    def _restore_own(self, view: dict[str, Any]) -> None:
        """A game's own state, from its own view keys."""


def sample_match(spec: GameSpec, view: dict[str, Any], rng: Rng) -> UnoMatch:
    """A match consistent with what `view["seat"]` sees: its hand, the discard pile,
    every count and public fact; the cards it cannot see dealt at random to the other
    hands and the stock. For a search bot: the sample has no history to save."""
    match = spec.new_match(view["players"], seed=rng.below(2**31), options=view["options"],
                           dealer=view["dealer"])
    assert isinstance(match, UnoMatch)
    match.restore_from_view(view, rng)
    return match
