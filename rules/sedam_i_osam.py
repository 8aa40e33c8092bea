"""Sedam i Osam and Džoker i Devetka — seed 004, both sections.

The rules in plain words: 52 cards (Džoker i Devetka: 54, with two jokers), five
to each player, the next card turned up starts the pile. In turn, play a card of
the suit or the rank of the pile's top card, or draw one card and then play or
say "Dalje". Two to four cards of one rank may go down in one turn: the first
must fit the pile, the last one counts. Žandar (the jack) fits everything and
names the suit to follow; an Osmica (eight) skips the next player; a Sedmica
(seven) makes the next player draw 2 cards per seven and lose the turn. The
last card in the hand must be announced, or the player draws 2 cards; going out
with several cards at once needs no announcement. A deal ends when a player
runs out, or when all four cards of one rank lie one on another on the pile
(the last player to play wins the deal then, whatever he holds). The others
score what they hold (Žandar 50, Kralj 40, Dama 30, 7 and 8 20, Kec 15, 10 10,
the rest 5); at 500 points the match is over and the lowest total wins.
Džoker i Devetka adds: a joker is wild, names the suit, and the next player
draws 2 and loses the turn (two jokers never together, and two jokers in a row
do not end the deal); a nine (Devetka) reverses the direction (several nines:
once; with two players: nothing); a joker scores 50, a nine 20.

Announcing the last card works like an UNO call: `uno` is legal for the player
on turn before a play that can leave one card, and for the player left with one
card after the play until the next player plays, draws or passes. Meanwhile any
other seat may `catch SEAT` (2 cards of penalty). Going out with one card that
was never announced costs the same 2 cards instead. Every reading of what the
seed leaves open, and every option, is in docs/rules/sedam_i_osam.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from typing import Any, ClassVar

from . import decks
from .core import (
    PHASE_BETWEEN,
    PHASE_OVER,
    PHASE_PLAY,
    SUITS,
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
    PlayerOut,
    Rng,
    Said,
    SpecialCard,
    StockRefilled,
    TurnSkipped,
    TurnStarted,
    one_deck,
)

HAND = 5
PENALTY = 2            # cards for a last card not announced
DRAW_PER_SEVEN = 2
DRAW_PER_JOKER = 2
RUN_THAT_ENDS = 4      # all four cards of one rank, one on another
JOKER = decks.JOKER
WILD = ("J", JOKER)
NEVER_TOGETHER = ("J", "Q", "K", JOKER)
POINTS = {"J": 50, "K": 40, "Q": 30, "7": 20, "8": 20, "A": 15, "10": 10, JOKER: 50}
OTHER_POINTS = 5
PHASES = frozenset({PHASE_PLAY, PHASE_BETWEEN, PHASE_OVER})


@dataclass(frozen=True)
class Variant:
    """What sets the two games apart: the deck, and whether nines reverse."""

    deck: Callable[[], list[str]]
    nines_reverse: bool

    def points(self, code: str) -> int:
        r = rank(code)
        if r == "9" and self.nines_reverse:
            return 20
        return POINTS.get(r, OTHER_POINTS)


VARIANTS = {
    "sedam_i_osam": Variant(decks.standard_52, nines_reverse=False),
    "dzoker_i_devetka": Variant(decks.standard_54, nines_reverse=True),
}


# -- events of this game --------------------------------------------------------------


@dataclass(frozen=True)
class SuitChosen(Event):
    """A Žandar or a joker named the suit to follow."""

    name: ClassVar[str] = "suit_chosen"
    seat: int
    suit: str


@dataclass(frozen=True)
class Announced(Event):
    """A seat announced its last card."""

    name: ClassVar[str] = "announced"
    seat: int


@dataclass(frozen=True)
class MustDraw(Event):
    """Sevens or a joker: `seat` must draw `cards` and loses the turn."""

    name: ClassVar[str] = "must_draw"
    seat: int
    cards: int


@dataclass(frozen=True)
class FourOfARank(Event):
    """All four cards of `rank` lie one on another: `seat`, who played last, wins."""

    name: ClassVar[str] = "four_of_a_rank"
    rank: str
    seat: int


@dataclass(frozen=True)
class DealBlocked(Event):
    """Nobody could draw and everybody said "Dalje" in turn: the deal is over."""

    name: ClassVar[str] = "deal_blocked"


# -- cards ------------------------------------------------------------------------------


def rank(code: str) -> str:
    return JOKER if code == JOKER else code[:-1]


def suit(code: str) -> str | None:
    return None if code == JOKER else code[-1]


def is_wild(code: str) -> bool:
    return rank(code) in WILD


def fits(code: str, top: str, to_follow: str | None) -> bool:
    """May `code` go on `top` when `to_follow` is the suit (None: anything goes)?"""
    return (is_wild(code) or to_follow is None or suit(code) == to_follow
            or rank(code) == rank(top))


def run_on_top(pile: list[str]) -> int:
    """How many cards of the top card's rank lie one on another at the top of the pile."""
    if not pile:
        return 0
    r = rank(pile[-1])
    n = 0
    for code in reversed(pile):
        if rank(code) != r:
            break
        n += 1
    return n


# -- the match --------------------------------------------------------------------------


class SedamIOsam(Match):
    """A match of deals to the target; the scores are the points held at each deal's end."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        self._reset()
        if deck is not None and Counter(deck) != Counter(self.variant.deck()):
            raise BadOption(f"{spec.id}: the deck must be the whole "
                            f"{len(self.variant.deck())}-card deck, each card once")
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.opening_events = self._start_deal(deck)

    def _reset(self) -> None:
        self.variant = VARIANTS[self.spec.id]
        self.sampled = False
        self.deal_number = 0
        self.dealer = 0
        self.stock: list[str] = []          # top first
        self.pile: list[str] = []           # top last
        self.suit: str | None = None        # the suit to follow; None: anything goes
        self._clear_deal()

    def _clear_deal(self) -> None:
        n = self.players
        self.phase = PHASE_PLAY
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.direction = 1
        self.pending_draw = 0               # cards the current player must draw
        self.drew = False                   # the current player has drawn this turn
        self.passes = 0                     # "Dalje" in a row by players who could not draw
        self.announced = [False] * n
        self.window: int | None = None      # the seat that may still announce or be caught
        self.deal_points = [0] * n
        self.deal_winner: int | None = None
        # how the deal just over ended, for the table to say: its "winners" (none when
        # blocked), its "ending" ("out", "four": of `rank`, "blocked"), the "gained" points
        self.last_deal: dict[str, Any] | None = None

    # -- the deal -------------------------------------------------------------------

    def _start_deal(self, deck: list[str] | None) -> list[Event]:
        self.deal_number += 1
        cards = list(deck) if deck is not None else self.variant.deck()
        if deck is None:
            self.rng.shuffle(cards)
        n = self.players
        self._clear_deal()
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        # "Svakome se deli po 5 karata": one at a time, from the dealer's next seat.
        for i in range(HAND * n):
            seat = (self.dealer + 1 + i) % n
            self.hands[seat].append(cards[i])
            events.append(CardMoved(cards[i], "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1, 0))
        self.stock = cards[HAND * n:]
        # "... a gornja karta okreće na Talon i predstavlja početak Hrpe za odbacivanje."
        starter = self.stock.pop(0)
        self.pile = [starter]
        events.append(CardMoved(starter, "stock", "pile", True, 0, 0))
        self.suit = None if is_wild(starter) else suit(starter)
        first = self._next(self.dealer)
        r = rank(starter)
        if r == "9" and self._nines_reverse():
            self.direction = -1
            events.append(DirectionChanged(-1))
            first = self._next(self.dealer)
        if r == "8":
            # "Ako je okrenuta kao prva karta, prvi igrač preskače svoj red."
            events.append(TurnSkipped(first))
            first = self._next(first)
        if r in ("7", JOKER):
            # "... prvi igrač vuče 2 karte sa Ostatka pa igra sledeći."
            self.pending_draw = DRAW_PER_SEVEN if r == "7" else DRAW_PER_JOKER
            events.append(MustDraw(first, self.pending_draw))
        return events + self._begin_turn(first)

    def _nines_reverse(self) -> bool:
        return self.variant.nines_reverse and self.players > 2

    def _next(self, seat: int) -> int:
        return (seat + self.direction) % self.players

    def _begin_turn(self, seat: int) -> list[Event]:
        self.current_player = seat
        self.drew = False
        return [TurnStarted(seat)]

    def _can_draw(self) -> bool:
        return bool(self.stock) or len(self.pile) > 1

    def _refill(self) -> list[Event]:
        """ "Ako se istroši Ostatak, uzima se Hrpa, samo se gornja njena karta ostavlja." """
        if len(self.pile) <= 1:
            return []
        events: list[Event] = []
        for i in range(len(self.pile) - 2, -1, -1):
            code = self.pile.pop(i)
            self.stock.append(code)
            events.append(CardMoved(code, "pile", "stock", False, len(self.stock) - 1, i))
        self.rng.shuffle(self.stock)
        return events + [StockRefilled(len(self.stock))]

    def _draw_cards(self, seat: int, count: int) -> list[Event]:
        """Up to `count` cards from the stock; what neither stock nor pile has is forgiven."""
        events: list[Event] = []
        hand = self.hands[seat]
        for _ in range(count):
            if not self.stock:
                events += self._refill()
            if not self.stock:
                break
            code = self.stock.pop(0)
            hand.append(code)
            self.passes = 0                 # a hand grew: the deal moves (see `_stuck`)
            self.announced[seat] = False    # a card more: the last card is to be announced anew
            events.append(CardMoved(code, "stock", f"hand:{seat}", False, len(hand) - 1, 0))
        return events

    def _penalty(self, seat: int, reason: str) -> list[Event]:
        # "Ako igrač to ne učini, kupuje sa Ostatka za kaznu 2 kartice."
        self.announced[seat] = False
        return [PenaltyGiven(seat, PENALTY, reason)] + self._draw_cards(seat, PENALTY)

    def _close_window(self) -> list[Event]:
        """The next player acts: a last card not announced can no longer be caught."""
        seat, self.window = self.window, None
        if seat is not None and not self.announced[seat] and self.options["announce"] == "auto":
            return self._penalty(seat, "not_announced")
        return []

    def _end_turn(self, seat: int) -> None:
        if len(self.hands[seat]) != 1:
            self.announced[seat] = False

    def _end_deal(self, winner: int | None, ending: str, four_of: str | None = None
                  ) -> list[Event]:
        """Everybody but the winner scores what he holds; the winner scores nothing."""
        self.deal_winner = winner
        self.deal_points = [0 if s == winner else sum(self.variant.points(c) for c in hand)
                            for s, hand in enumerate(self.hands)]
        self.last_deal = {"winners": [] if winner is None else [winner], "ending": ending,
                          "rank": four_of, "gained": list(self.deal_points)}
        for s, points in enumerate(self.deal_points):
            self.scores[s] += points
        self.current_player = None
        self.window = None
        self.pending_draw = 0
        losers = tuple(s for s in range(self.players) if s != winner)
        events: list[Event] = [DealEnded(self.deal_number, losers, tuple(self.scores))]
        # "Partija traje do 500 bodova, a pobednik je igrač sa najmanjim rezultatom."
        # (or, as an option, one deal)
        cap = DEAL_CAPS[self.options["deals"]]
        if max(self.scores) >= self.options["target"] or self.deal_number == cap:
            self.phase = PHASE_OVER
            self.is_over = True
            best = min(self.scores)
            winners = tuple(s for s in range(self.players) if self.scores[s] == best)
            return events + [MatchEnded(winners, tuple(self.scores))]
        self.phase = PHASE_BETWEEN
        self.current_player = (self.dealer + 1) % self.players
        return events

    # -- what may be done -----------------------------------------------------------

    def _plays(self, seat: int) -> list[Play]:
        """Every play the seat may make now: single cards, and 2–4 of one rank in any order."""
        hand = self.hands[seat]
        top = self.pile[-1]
        by_rank: dict[str, list[str]] = {}
        for code in hand:
            by_rank.setdefault(rank(code), []).append(code)
        plays: list[Play] = []
        for r, cards in by_rank.items():
            for first in dict.fromkeys(cards):      # two jokers: one set of plays
                if not fits(first, top, self.suit):
                    continue
                if r in WILD:
                    if len(hand) == 1 and self.options["wild_finish"] == "forbidden":
                        continue
                    plays += [Play((first,), s) for s in SUITS]
                    continue
                plays.append(Play((first,)))
                if r in NEVER_TOGETHER:
                    continue
                others = [c for c in cards if c != first]
                for k in range(1, len(others) + 1):
                    plays += [Play((first, *rest)) for rest in permutations(others, k)]
        return plays

    def _calls(self, seat: int, plays: list[Play]) -> list[Action]:
        """Announcing one's last card, and catching a seat that has not."""
        mode = self.options["announce"]
        if mode == "off":
            return []
        calls: list[Action] = []
        w = self.window
        if w is not None and not self.announced[w]:
            if seat == w:
                calls.append(CallUno())
            elif mode == "catch":
                calls.append(Catch(w))
        hand = self.hands[seat]
        if (seat == self.current_player and seat != w and not self.announced[seat]
                and self.pending_draw == 0 and len(hand) >= 2
                and any(len(p.codes) == len(hand) - 1 for p in plays)):
            calls.append(CallUno())
        return calls

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == PHASE_BETWEEN:
            return [Deal()] if seat == self.current_player else []
        if self.phase != PHASE_PLAY:
            return []
        actions: list[Action] = []
        plays: list[Play] = []
        if seat == self.current_player:
            if self.pending_draw:
                actions.append(Draw())
            else:
                plays = self._plays(seat)
                actions += plays
                can_draw = self._can_draw()
                if not self.drew and can_draw:
                    actions.append(Draw())
                if self.drew or not can_draw:
                    actions.append(Pass())
        return actions + self._calls(seat, plays)

    def _why_illegal(self, seat: int, action: Action) -> str:
        on_turn = seat == self.current_player
        if isinstance(action, CallUno):
            return "nothing_to_announce"
        if isinstance(action, Catch):
            return "nobody_to_catch"
        if not on_turn or self.phase not in (PHASE_PLAY, PHASE_BETWEEN):
            return "not_your_turn"
        if self.phase == PHASE_BETWEEN:
            return "not_allowed"
        if self.pending_draw and not isinstance(action, Draw):
            return "must_draw"
        if isinstance(action, Draw) and self.drew:
            return "already_drew"
        if isinstance(action, Draw):
            return "stock_empty"
        if isinstance(action, Pass):
            return "draw_first"
        if not isinstance(action, Play):
            return "not_allowed"
        codes = action.codes
        if Counter(codes) - Counter(self.hands[seat]):
            return "not_in_hand"
        ranks = {rank(c) for c in codes}
        if len(ranks) > 1:
            return "same_rank_only"
        if len(codes) > 1 and ranks & set(NEVER_TOGETHER):
            return "never_together"
        if is_wild(codes[0]) and action.colour not in SUITS:
            return "name_a_suit"
        if not fits(codes[0], self.pile[-1], self.suit):
            return "follow_suit_or_rank"
        if is_wild(codes[0]) and len(self.hands[seat]) == 1:
            return "wild_cannot_finish"
        return "not_allowed"

    # -- doing it ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Deal):
            self.dealer = seat
            return self._start_deal(None)
        if isinstance(action, CallUno):
            self.announced[seat] = True
            if self.window == seat:
                self.window = None
            return [Announced(seat)]
        if isinstance(action, Catch):
            self.window = None
            return [Caught(action.seat, seat)] + self._penalty(action.seat, "not_announced")
        events = self._close_window()
        if isinstance(action, Draw):
            return events + self._draw(seat)
        if isinstance(action, Pass):
            return events + self._pass(seat)
        assert isinstance(action, Play)
        return events + self._play(seat, action)

    def _stuck(self) -> bool:
        """Whether the deal is blocked: the turns in a row that neither grew nor shrank a
        hand (`passes`: each one said "Dalje", or drew a card and played one) are one for
        each seat at least, and as many as there are cards to draw. The draws only passed
        the same cards from the pile to the stock and back; without an end the players
        could go on so for ever (docs/rules/sedam_i_osam.md)."""
        return (self.passes >= self.players and not self.pending_draw
                and self.passes >= len(self.stock) + len(self.pile) - 1)

    def _draw(self, seat: int) -> list[Event]:
        if self.pending_draw:
            # "Sedmica obavezuje sledećeg igrača da vuče 2 karte ... i propusti potez."
            count, self.pending_draw = self.pending_draw, 0
            events = self._draw_cards(seat, count)
            self._end_turn(seat)
            return events + self._begin_turn(self._next(seat))
        # "Ako igrač ne može ili ne želi da igra, vuče jednu kartu sa Ostatka."
        self.drew = True
        passes = self.passes
        events = self._draw_cards(seat, 1)
        self.passes = passes   # counted when the turn ends: a card played, or kept
        return events

    def _pass(self, seat: int) -> list[Event]:
        # "Sada se ponovo izjašnjava. Odigrava ili govori "Dalje"."
        self.passes = 0 if self.drew else self.passes + 1
        self._end_turn(seat)
        events: list[Event] = [Said(seat, "dalje")]
        if self._stuck():
            return events + [DealBlocked()] + self._end_deal(None, "blocked")
        return events + self._begin_turn(self._next(seat))

    def _play(self, seat: int, action: Play) -> list[Event]:
        hand = self.hands[seat]
        events: list[Event] = []
        for code in action.codes:
            index = hand.index(code)
            hand.pop(index)
            self.pile.append(code)
            events.append(CardMoved(code, f"hand:{seat}", "pile", True,
                                    len(self.pile) - 1, index))
        # one card played after the draw leaves the hand as big as it was
        self.passes = self.passes + 1 if self.drew and len(action.codes) == 1 else 0
        top = action.codes[-1]
        r = rank(top)
        if is_wild(top):
            # "Igrač odmah govori boju koja se dalje mora poštovati."
            assert action.colour is not None
            self.suit = action.colour
            events.append(SuitChosen(seat, action.colour))
        else:
            self.suit = suit(top)
        if r == "9" and self._nines_reverse():
            # "Ako ih se odigra više zajedno ..., smer se menja samo jednom."
            self.direction = -self.direction
            events.append(DirectionChanged(self.direction))
        draw = DRAW_PER_SEVEN * len(action.codes) if r == "7" else 0
        if r == JOKER:
            draw = DRAW_PER_JOKER
        # "... sve četiri karte istog ranga" (two jokers in a row are all there are, and
        # still no end: "Samo za Džokere važi ... nije kraj partije.")
        four = r != JOKER and run_on_top(self.pile) >= RUN_THAT_ENDS
        if (not hand and not four and len(action.codes) == 1
                and self.options["announce"] != "off" and not self.announced[seat]):
            # A single last card going out unannounced: the penalty, and play goes on.
            events += self._penalty(seat, "not_announced")
        if four or not hand:
            if four:
                # "Poslednji ko je igrao je pobednik."
                events.append(FourOfARank(r, seat))
            if not hand:
                events.append(PlayerOut(seat))
            if draw:
                # "Ako je poslednja karta jedna ili više Sedmica, najpre sledeći za svaku vuče"
                victim = self._next(seat)
                events += [MustDraw(victim, draw)] + self._draw_cards(victim, draw)
            if hand:
                return events + self._end_deal(seat, "four", r)
            return events + self._end_deal(seat, "out")
        nxt = self._next(seat)
        if r == "8":
            # "Osmica znači, da se sledeći igrač preskače." (several: still one)
            events.append(TurnSkipped(nxt))
            nxt = self._next(nxt)
        if draw:
            self.pending_draw = draw
            events.append(MustDraw(nxt, draw))
        if len(hand) == 1 and not self.announced[seat] and self.options["announce"] != "off":
            self.window = seat
        self._end_turn(seat)
        if self._stuck():
            return events + [DealBlocked()] + self._end_deal(None, "blocked")
        return events + self._begin_turn(nxt)

    # -- what is seen -----------------------------------------------------------------

    def zones(self) -> dict[str, list[str]]:
        hands = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        return hands | {"stock": list(self.stock), "pile": list(self.pile)}

    def _view(self, seat: int) -> dict[str, Any]:
        catchable = self.window is not None and not self.announced[self.window]
        return {
            "dealer": self.dealer,
            "deal": self.deal_number,
            "deals": DEAL_CAPS[self.options["deals"]],   # None: to the target
            "phase": self.phase,
            "target": self.options["target"],
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "pile": list(self.pile),
            "suit": self.suit,
            "pending_draw": self.pending_draw,
            "direction": self.direction,
            "drew": self.drew,
            "passes": self.passes,
            "announced": list(self.announced),
            "window": self.window,
            "catchable": [self.window] if catchable else [],
            "deal_points": list(self.deal_points),
            "deal_winner": self.deal_winner,
            "last_deal": self.last_deal,
            "actions": self.deal_actions(),
        }

    def to_json(self) -> dict[str, Any]:
        if self.sampled:
            raise ValueError("a sampled match is a guess at hidden cards, not a save")
        return super().to_json()


def _sample(view: dict[str, Any], rng: Rng) -> SedamIOsam:
    """A match consistent with what `view`'s seat sees: its hand, the pile and every
    public fact as they are, the cards it cannot see dealt at random to the other
    hands and the stock. For search bots; it cannot be saved."""
    spec = SPECS[view["game"]]
    players = view["players"]
    match = SedamIOsam.__new__(SedamIOsam)
    Match.__init__(match, spec, players, rng.below(2**31), spec.resolve_options(view["options"]),
                   None, view["dealer"])
    match._reset()
    match.sampled = True
    seat = view["seat"]
    unseen = list((Counter(match.variant.deck()) - Counter(view["hand"])
                   - Counter(view["pile"])).elements())
    rng.shuffle(unseen)
    for s, size in enumerate(view["hand_sizes"]):
        if s == seat:
            match.hands[s] = list(view["hand"])
        else:
            match.hands[s], unseen = unseen[:size], unseen[size:]
    match.stock = unseen
    match.pile = list(view["pile"])
    match.current_player = view["current"]
    match.is_over = view["over"]
    match.scores = list(view["scores"])
    match.dealer = view["dealer"]
    match.deal_number = view["deal"]
    match.phase = view["phase"]
    match.suit = view["suit"]
    match.pending_draw = view["pending_draw"]
    match.direction = view["direction"]
    match.drew = view["drew"]
    match.passes = view["passes"]
    match.announced = list(view["announced"])
    match.window = view["window"]
    match.deal_points = list(view["deal_points"])
    match.deal_winner = view["deal_winner"]
    match.last_deal = view["last_deal"]
    match.actions_seen = list(view["actions"])
    return match


DEAL_CAPS = {"to_target": None, "single": 1}
OPTIONS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "target": (500, (500, 300, 100)),
    "deals": ("to_target", tuple(DEAL_CAPS)),
    "announce": ("catch", ("catch", "auto", "off")),
    "wild_finish": ("allowed", ("allowed", "forbidden")),
}
# The seed's whole match (to 500) is the default of the options. Every preset is one
# deal, because the generic contract test plays each preset many times over.
PRESETS: dict[str, dict[str, Any]] = {
    "one_deal": {"deals": "single"},
    "little_ones": {"deals": "single", "announce": "off"},
}
ACTIONS: tuple[type[Action], ...] = (Play, Draw, Pass, CallUno, Catch, Deal)

# "Žandar je „divlja“ karta", "Osmica znači, da se sledeći igrač preskače", "Sedmica
# obavezuje sledećeg igrača da vuče 2 karte"; and in the other game "Džokera" and
# "Devetka je karta promene smera igre".
SEDAM_CARDS = (SpecialCard("JH", "card.rank.J", "cards.sedam_i_osam.J"),
               SpecialCard("8S", "card.rank.8", "cards.sedam_i_osam.8"),
               SpecialCard("7D", "card.rank.7", "cards.sedam_i_osam.7"))
DZOKER_CARDS = (*SEDAM_CARDS,
                SpecialCard("X", "card.joker", "cards.dzoker_i_devetka.X"),
                SpecialCard("9C", "card.rank.9", "cards.dzoker_i_devetka.9"))


def _spec(game_id: str, cards: tuple[SpecialCard, ...]) -> GameSpec:
    """The two games differ only in their deck and its cards' powers (see the match)."""
    return GameSpec(
        id=game_id,
        min_players=2,
        max_players=6,
        match_class=SedamIOsam,
        lowest_wins=True,   # "pobednik je igrač sa najmanjim rezultatom"
        options=OPTIONS,
        presets=PRESETS,
        actions=ACTIONS,
        special_cards=cards,
        sample=_sample,
        cards=one_deck(VARIANTS[game_id].deck),
        phases=PHASES,
    )


SPEC = _spec("sedam_i_osam", SEDAM_CARDS)
DZOKER_SPEC = _spec("dzoker_i_devetka", DZOKER_CARDS)

SPECS = {spec.id: spec for spec in (SPEC, DZOKER_SPEC)}
