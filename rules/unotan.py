"""Unotan — seed 000, sections "U N O - k a r t e" and "U n o t a n": building runs.

The rules in plain words. The 112 UNO cards; 2 to 6 players, 10 cards each, the
rest is the stock. The player after the dealer lays a number card (not a zero):
its value starts every run of the deal, and each of the eight cards of that value
starts one run (a card of that value never goes inside a run). On a run goes the
next number up or down in the run's colour; the card after the starting one
decides the way (from a 1 always up, from a 9 down). A zero goes after a 9 going
up or after a 1 going down, never right after the starting card, and scores its
player -5 at once. Whoever cannot play draws one card and plays it or says "Dalje";
when the stock is gone nobody may say "Dalje" while able to play.

Specials: 2+ on its colour's run, on a number, a Most, a 4+ or a 2+: the next player
draws 2 and loses the turn, and the run goes on as if it were not there. 4+ on any
card of an open run: the next draws 4 and loses the turn. Most, on its colour, turns
the run's way (never on the starting value nor on its neighbours). Semafor, on any
card but a Semafor: whoever continues the run chooses one of the other three colours
by the card he lays. Džoker: any number card; on a Semafor its colour is decided by
whoever lays the next card on it. Stop, on its colour, closes the run; the eighth
Stop scores its player -10.

A deal ends (a) when a player is out while there is stock: -20 and -1 a stock card;
(b) with the eighth Stop while there is stock: the lowest hand gets -1 a stock card;
(c) when a player is out without stock: -10; (d) with the eighth Stop or a blocked
game without stock: the lowest hand scores nothing. Everybody else scores the cards
in hand: Stop, zero and Džoker 10, 2+, 4+ and Most 2, any other 1. As many deals as
players; the lowest total wins.

A run's state is a pure function of its cards (`Run.built`): the colours the next
coloured card may have and the (value, way) readings of its top, more than one
while a Džoker's value is open. Every reading of what the seed leaves open is in
docs/rules/unotan.md.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import decks
from .core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_DRAWN,
    PHASE_OVER,
    PHASE_PLAY,
    Action,
    BadOption,
    CardMoved,
    Deal,
    DealEnded,
    DealStarted,
    Draw,
    Event,
    GameSpec,
    Match,
    MatchEnded,
    Pass,
    Play,
    Rng,
    Said,
    TurnSkipped,
    TurnStarted,
    one_deck,
)
from .uno_family import ColourChosen, DrawOwed, colour_of, rank_of, special_card

HAND = 10            # "Delitelj deli svakom igraču po 10 karata"
MAX_RUNS = 8         # "Tokom jedne partije, mogu se otvoriti ukupno 8 nizova"
ZERO_AWARD = -5      # "Za svaku odigranu Nulu, igrač odmah dobija -5 bodova"
LAST_STOP_AWARD = -10  # "Za odigran poslednji (osmi) Stop, nagrada je -10 bodova"
OUT_AWARD = -20      # (a) "nagradu od -20 bodova, a još i po -1 bod za svaku kartu"
LATE_OUT_AWARD = -10  # (c) "nagrada je samo -10 bodova"

STOP, MOST, TWO_PLUS = "skip", "rev", "d2"
SEMAFOR, FOUR_PLUS, JOKER = "W", "Wd4", "J"
DRAWS = {TWO_PLUS: 2, FOUR_PLUS: 4}
# "Stop i Nula, po 10 bodova, Džoker 10, 2+, 4+, Most po 2, sve ostale karte po 1"
POINTS = {"0": 10, STOP: 10, JOKER: 10, TWO_PLUS: 2, FOUR_PLUS: 2, MOST: 2}
PHASES = frozenset({PHASE_PLAY, PHASE_DRAWN, PHASE_BETWEEN, PHASE_OVER})


def points(code: str) -> int:
    return POINTS.get(rank_of(code), 1)


def number(code: str) -> int | None:
    """The face value of a number card, None for any other card."""
    rank = rank_of(code)
    return int(rank) if rank.isdigit() else None


# --------------------------------------------------------------------------
# Actions and events of Unotan.


@dataclass(frozen=True)
class PlayOn(Action):
    """Lay `code` on the run `run` (0 is the first run laid). `play CODE` starts a run."""

    verb: ClassVar[str] = "put"
    code: str
    run: int


@functools.cache
def put(code: str, run: int) -> PlayOn:
    """One shared action object per card and run: legal lists compare by identity first."""
    return PlayOn(code, run)


@functools.cache
def code_of(action: Action) -> str | None:
    """The card an action lays (None for a draw, a pass, a deal)."""
    if isinstance(action, PlayOn):
        return action.code
    if isinstance(action, Play):
        return action.codes[0]
    return None


def start(code: str) -> Play:
    return Play((code,))


DRAW, PASS, DEAL = Draw(), Pass(), Deal()


@dataclass(frozen=True)
class RunTurned(Event):
    """A run's way is now `direction` (+1 up, -1 down): decided by its second number
    card, or turned by a Most."""

    name: ClassVar[str] = "run_turned"
    run: int
    direction: int


@dataclass(frozen=True)
class RunClosed(Event):
    name: ClassVar[str] = "run_closed"
    run: int


@dataclass(frozen=True)
class Awarded(Event):
    """Points written at once: "zero" (-5) or "last_stop" (-10)."""

    name: ClassVar[str] = "awarded"
    seat: int
    points: int
    reason: str


@dataclass(frozen=True)
class DealSettled(Event):
    """How the deal ended, "a" to "d" as the seed lists them, who won it and what
    every seat gained."""

    name: ClassVar[str] = "deal_settled"
    way: str
    winners: tuple[int, ...]
    gained: tuple[int, ...]


# --------------------------------------------------------------------------
# A run: the cards laid on one starting card.

Reading = tuple[int, int]   # (value of the top number, way: +1, -1, 0 not yet decided)


def following(reading: Reading) -> list[Reading]:
    """The readings a number card may give after `reading`. A zero is 10 after a 9
    going up and 0 after a 1 going down, and never comes while the way is open
    ("ne može biti odigrana odmah posle prve karte u nizu")."""
    value, way = reading
    if way == 0:
        return [(value + step, step) for step in (1, -1) if 1 <= value + step <= 9]
    after = value + way
    return [(after, way)] if 0 <= after <= 10 else []


@dataclass
class Run:
    start: int                           # the value every run of the deal starts with
    cards: list[str] = field(default_factory=list)
    readings: tuple[Reading, ...] = ()
    colours: frozenset[str] = frozenset()  # what the next coloured card may be
    closed: bool = False

    @classmethod
    def built(cls, cards: list[str]) -> Run:
        """The run these cards make, laid in this order (for a view's guess)."""
        first = cards[0]
        run = cls(int(rank_of(first)), [first], ((int(rank_of(first)), 0),),
                  frozenset(colour_of(first) or ""))
        for code in cards[1:]:
            run.lay(code)
        return run

    @classmethod
    def seen(cls, view: dict[str, Any]) -> Run:
        """The run a view shows (`view()`), read from its keys rather than replayed."""
        cards = list(view["cards"])
        return cls(int(rank_of(cards[0])), cards, tuple((v, w) for v, w in view["readings"]),
                   frozenset(view["colours"]), view["closed"])

    @property
    def top(self) -> str:
        return self.cards[-1]

    @property
    def way(self) -> int | None:
        """+1 or -1 once decided, 0 before the second number card, None while a
        Džoker leaves it open."""
        ways = {w for _, w in self.readings}
        return ways.pop() if len(ways) == 1 else None

    def numbers_after(self, code: str) -> tuple[Reading, ...]:
        """The readings after laying the number card or Džoker `code` (none: it does
        not fit). A card of the starting value never goes inside a run ("ne smeju se
        naći u sredini"), but a Džoker may stand for it."""
        face = number(code)
        nexts = [r for reading in self.readings for r in following(reading)]
        if face is not None:
            if face == self.start:
                return ()
            nexts = [r for r in nexts if r[0] % 10 == face]
        return tuple(dict.fromkeys(nexts))

    def why_not(self, code: str) -> str | None:
        """Why `code` may not go on this run (a message id), None when it may."""
        if self.closed:
            return "run_closed"
        rank, colour, top = rank_of(code), colour_of(code), rank_of(self.top)
        if colour is not None and colour not in self.colours:
            return "colour_of_the_run"
        if rank.isdigit() or rank == JOKER:
            return None if self.numbers_after(code) else "next_number"
        if rank == TWO_PLUS:
            # "Ona se može igrati na: Brojčanu kartu, Most, 4+, ili istu takvu 2+"
            ok = top.isdigit() or top in (JOKER, MOST, FOUR_PLUS, TWO_PLUS)
            return None if ok else "two_plus_here"
        if rank == MOST:
            # "Most se ne sme postaviti na startnu kartu u nizu, ali ni na njenu susednu"
            if len(self.readings) != 1 or self.readings[0][1] == 0:
                return "most_way_open"
            ok = abs(self.readings[0][0] - self.start) > 1
            return None if ok else "most_near_start"
        if rank == SEMAFOR:
            return "semafor_on_semafor" if top == SEMAFOR else None
        return None   # Stop on its colour, 4+ on anything open

    def lay(self, code: str) -> list[str]:
        """Lay `code` (it fits); what it changed: "colour", "way", "closed"."""
        changed = []
        rank, colour = rank_of(code), colour_of(code)
        way = self.way
        self.cards.append(code)
        if colour is not None:
            if len(self.colours) > 1:
                changed.append("colour")
            self.colours = frozenset(colour)
        if rank.isdigit() or rank == JOKER:
            self.readings = self.numbers_after(code)
            if self.way != way and self.way:
                changed.append("way")
        elif rank == MOST:
            self.readings = tuple((value, -w) for value, w in self.readings)
            changed.append("way")
        elif rank == SEMAFOR and len(self.colours) == 1:
            self.colours = frozenset(COLOURS) - self.colours
        elif rank == STOP:
            self.closed = True
            changed.append("closed")
        return changed

    def wants(self) -> list[int]:
        """The numbers that may go on next (a Zero shows as 0); none once closed."""
        if self.closed:
            return []
        return sorted({r[0] % 10 for reading in self.readings for r in following(reading)})

    def view(self) -> dict[str, Any]:
        """The run as everybody sees it: its cards, the colours and the (value, way)
        readings the next card answers to, what it wants next and what its Semafors and
        Džokers stand for (`stands_for`)."""
        single = self.readings[0] if len(self.readings) == 1 else None
        return {
            "cards": list(self.cards),
            "colour": next(iter(self.colours)) if len(self.colours) == 1 else None,
            "colours": sorted(self.colours),
            "readings": [list(r) for r in self.readings],
            "wants": self.wants(),
            "stands_for": [{"at": k, "numbers": list(numbers), "colours": list(colours)}
                           for k, numbers, colours in stands_for(tuple(self.cards))],
            "direction": self.way,
            "value": single[0] % 10 if single else None,
            "closed": self.closed,
        }


@functools.lru_cache(maxsize=1024)
def stands_for(cards: tuple[str, ...]) -> tuple[tuple[int, tuple[int, ...], tuple[str, ...]], ...]:
    """What each Semafor and Džoker of a run stands for: (index, numbers, colours). A
    Semafor's colour is the one the next coloured card chose (or the three still open);
    a Džoker's numbers are the readings its later cards leave possible, its colour the
    run's (after a Semafor: what the next coloured card chose, or the three open)."""
    out = []
    for k, code in enumerate(cards):
        if code not in (SEMAFOR, JOKER):
            continue
        before = Run.built(list(cards[:k + 1]))
        later = next((colour_of(c) for c in cards[k + 1:] if colour_of(c)), None)
        if code == JOKER and k > 0 and len(Run.built(list(cards[:k])).colours) == 1:
            colours = tuple(Run.built(list(cards[:k])).colours)
        else:
            colours = (later,) if later else tuple(sorted(before.colours))
        numbers: tuple[int, ...] = ()
        if code == JOKER:
            numbers = tuple(sorted({r[0] % 10 for r in before.readings
                                    if _still_fits(cards, k, r)}))
        out.append((k, numbers, colours))
    return tuple(out)


def _still_fits(cards: tuple[str, ...], k: int, reading: Reading) -> bool:
    """Whether the cards after index k still fit when the card at k reads `reading`."""
    run = Run.built(list(cards[:k + 1]))
    run.readings = (reading,)
    for code in cards[k + 1:]:
        if run.why_not(code) is not None:
            return False
        run.lay(code)
    return True


# --------------------------------------------------------------------------
# The match.


class Unotan(Match):
    """Deals of runs; `phase` is "play", "drawn" (the last card of the hand was just
    drawn) or "between" deals; `start_value` is None until the first card is laid."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        if deck is not None:
            extra = Counter(deck) - Counter(decks.uno_112())
            if extra or len(deck) < HAND * players:
                raise BadOption(f"unotan: not a deal from the 112 cards: {sorted(extra)}")
        self.deals = players if options["deals"] == "one_each" else 1
        self.deal_number = 0
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.hands: list[list[str]] = []
        self.stock: list[str] = []        # top card last
        self.runs: list[Run] = []
        self.start_value: int | None = None
        self.phase = PHASE_PLAY
        self.stuck_passes = 0             # "Dalje" in a row without stock, nothing to play
        self.last_deal: dict[str, Any] | None = None
        self.opening_events = self._start_deal(deck)

    # -- dealing -------------------------------------------------------------------

    def _start_deal(self, deck: list[str] | None) -> list[Event]:
        self.deal_number += 1
        cards = list(deck) if deck is not None else decks.uno_112()
        if deck is None:
            self.rng.shuffle(cards)
        self.hands = [[] for _ in range(self.players)]
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        for i, code in enumerate(cards[:HAND * self.players]):
            seat = (self.dealer + i) % self.players
            self.hands[seat].append(code)
            events.append(CardMoved(code, "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1))
        self.stock = cards[HAND * self.players:][::-1]
        self.runs, self.start_value = [], None
        self.phase, self.stuck_passes = PHASE_PLAY, 0
        self.extras: list[dict[str, int]] = [{} for _ in range(self.players)]   # awarded
        # "Prvi na potezu je igrač desno od delitelja": the seat after the dealer.
        self.current_player = (self.dealer + 1) % self.players
        return events + [TurnStarted(self.current_player)]

    # -- what may be played --------------------------------------------------------

    def placements(self, code: str) -> list[Action]:
        """Every way to lay `code` now: a new run, or on an open run that takes it."""
        face = number(code)
        if self.start_value is None:
            # "On spušta jednu Brojčanu kartu"; "Sa Nulom se red ne može započeti"
            return [start(code)] if face else []
        actions: list[Action] = []
        if face == self.start_value and len(self.runs) < MAX_RUNS:
            actions.append(start(code))
        for i, run in enumerate(self.runs):
            if run.why_not(code) is None:
                actions.append(put(code, i))
        return actions

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.current_player:
            return []
        if self.phase == PHASE_BETWEEN:
            return [DEAL]
        hand = self.hands[seat]
        if self.phase == PHASE_DRAWN:
            plays = self.placements(hand[-1])
            if plays and self.options["drawn_card"] == "must_play":
                return plays
            return plays + [PASS]   # "pa ako ni nju ne može odigrati, govori: Dalje"
        plays = [a for code in dict.fromkeys(hand) for a in self.placements(code)]
        if plays:
            return plays
        # "Ako igrač nema ni jednu od pomenutih karata, vuče sa ostatka"
        return [DRAW] if self.stock else [PASS]

    def _why_illegal(self, seat: int, action: Action) -> str:
        if seat != self.current_player:
            return "not_your_turn"
        if isinstance(action, Pass):
            # "Igrač ne sme reći „Dalje“, ako ima bilo šta da igra"
            return "draw_first" if self.stock and self.phase == PHASE_PLAY else "play_if_you_can"
        if isinstance(action, Draw):
            if self.phase == PHASE_DRAWN:
                return "already_drew"
            stuck = not self.stock and PASS in self._legal_for(seat)
            return "stock_empty" if stuck else "play_if_you_can"
        if not isinstance(action, (Play, PlayOn)) or self.phase == PHASE_BETWEEN:
            return "not_allowed"
        code = action.code if isinstance(action, PlayOn) else action.codes[0]
        if code not in self.hands[seat]:
            return "not_in_hand"
        if self.phase == PHASE_DRAWN and code != self.hands[seat][-1]:
            return "play_the_drawn_card"
        if isinstance(action, PlayOn):
            if not 0 <= action.run < len(self.runs):
                return "not_allowed"
            return self.runs[action.run].why_not(code) or "not_allowed"
        if self.start_value is None:
            return "open_with_a_number"
        return "start_value_only" if number(code) != self.start_value else "not_allowed"

    # -- carrying it out -----------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Deal):
            self.dealer = seat
            return self._start_deal(None)
        if isinstance(action, Draw):
            code = self.stock.pop()
            self.hands[seat].append(code)
            self.phase, self.stuck_passes = PHASE_DRAWN, 0
            return [CardMoved(code, "stock", f"hand:{seat}", False, len(self.hands[seat]) - 1)]
        if isinstance(action, Pass):
            if self.phase == PHASE_PLAY:
                self.stuck_passes += 1
            events: list[Event] = [Said(seat, "dalje")]
            if self.stuck_passes >= self.players:
                return events + self._settle(seat, blocked=True)
            return events + self._next_turn(seat)
        return self._lay(seat, action)

    def _lay(self, seat: int, action: Action) -> list[Event]:
        hand = self.hands[seat]
        if isinstance(action, PlayOn):
            code, index = action.code, action.run
            hand.pop(len(hand) - 1 - hand[::-1].index(code))   # the drawn copy, if any
            run = self.runs[index]
            changed = run.lay(code)
        else:
            code, index = action.codes[0], len(self.runs)
            hand.pop(len(hand) - 1 - hand[::-1].index(code))
            if self.start_value is None:
                self.start_value = int(rank_of(code))
            run = Run.built([code])
            self.runs.append(run)
            changed = []
        self.phase, self.stuck_passes = PHASE_PLAY, 0
        events: list[Event] = [CardMoved(code, f"hand:{seat}", f"run:{index}", True,
                                         len(run.cards) - 1)]
        if "colour" in changed:
            events.append(ColourChosen(seat, colour_of(code) or ""))
        if "way" in changed:
            events.append(RunTurned(index, run.way or 0))
        if rank_of(code) == "0":
            events += self._award(seat, ZERO_AWARD, "zero")
        if "closed" in changed:
            events.append(RunClosed(index))
            if self.stops == MAX_RUNS:
                events += self._award(seat, LAST_STOP_AWARD, "last_stop")
        if not hand:
            return events + self._settle(seat, out=True)
        if self.stops == MAX_RUNS:
            return events + self._settle(seat)
        owed = DRAWS.get(rank_of(code), 0)
        if owed:
            # "obavezuje sledećeg, da kupi 2 karte sa ostatka i propusti hod"
            victim = (seat + 1) % self.players
            events.append(DrawOwed(victim, owed))
            for _ in range(min(owed, len(self.stock))):
                card = self.stock.pop()
                self.hands[victim].append(card)
                events.append(CardMoved(card, "stock", f"hand:{victim}", False,
                                        len(self.hands[victim]) - 1))
            events.append(TurnSkipped(victim))
            return events + self._next_turn(victim)
        return events + self._next_turn(seat)

    @property
    def stops(self) -> int:
        """The Stops laid this deal: each closed a run."""
        return sum(run.closed for run in self.runs)

    def _award(self, seat: int, amount: int, reason: str) -> list[Event]:
        """Points at once, during the deal; they are a part of its score, by reason."""
        self.scores[seat] += amount
        self.extras[seat][reason] = self.extras[seat].get(reason, 0) + amount
        return [Awarded(seat, amount, reason)]

    def _next_turn(self, seat: int) -> list[Event]:
        self.phase = PHASE_PLAY
        self.current_player = (seat + 1) % self.players
        return [TurnStarted(self.current_player)]

    # -- the end of a deal ---------------------------------------------------------

    def hand_points(self, seat: int) -> int:
        return sum(points(c) for c in self.hands[seat])

    def _settle(self, seat: int, out: bool = False, blocked: bool = False) -> list[Event]:
        """Score the deal the way it ended; every loser scores the cards in hand."""
        stock = len(self.stock)
        if out:
            way, winners = ("a", (seat,)) if stock else ("c", (seat,))
            award = OUT_AWARD - stock if stock else LATE_OUT_AWARD
        else:
            held = [self.hand_points(s) for s in range(self.players)]
            winners = tuple(s for s in range(self.players) if held[s] == min(held))
            # (b) the last Stop with stock left; (d) without stock, or a blocked game
            way, award = ("b", -stock) if stock and not blocked else ("d", 0)
        gained = tuple(award if s in winners else self.hand_points(s)
                       for s in range(self.players))
        for s, points_ in enumerate(gained):
            self.scores[s] += points_
        # the parts of each seat's points in the deal (rules.uno_family.SCORE_PARTS): the
        # reward for going out and -1 a stock card, or the cards in hand; and what zeros
        # and the last Stop gave during the deal
        reward = [("bonus", OUT_AWARD if stock else LATE_OUT_AWARD)] if out else []
        won = reward + ([("stock", -stock)] if stock and way in ("a", "b") else [])
        parts = [(won if s in winners else [("cards", gained[s])] if gained[s] else [])
                 + sorted(self.extras[s].items()) for s in range(self.players)]
        self.last_deal = {"way": way, "winners": list(winners), "gained": list(gained),
                          "parts": [[list(part) for part in seat] for seat in parts],
                          "hands": [list(h) for h in self.hands]}   # laid open for all
        events: list[Event] = [DealSettled(way, winners, gained),
                               DealEnded(self.deal_number, (), tuple(self.scores))]
        if self.deal_number >= self.deals:
            # "Igra se onoliko deljenja, koliko ima igrača"; the lowest total wins
            self.is_over, self.current_player, self.phase = True, None, PHASE_OVER
            best = min(self.scores)
            return events + [MatchEnded(tuple(s for s in range(self.players)
                                              if self.scores[s] == best), tuple(self.scores))]
        self.phase = PHASE_BETWEEN
        self.current_player = (self.dealer + 1) % self.players   # the next one deals
        return events

    # -- what is seen --------------------------------------------------------------

    def zones(self) -> dict[str, list[str]]:
        zones = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        zones |= {f"run:{i}": list(run.cards) for i, run in enumerate(self.runs)}
        return zones | {"stock": list(self.stock)}

    def _view(self, seat: int) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "deal": self.deal_number,
            "deals": self.deals,
            "phase": self.phase,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "pile": [],
            "start_value": self.start_value,
            "sequences": [run.view() for run in self.runs],
            "stops": self.stops,
            "passes": self.stuck_passes,
            "extras": [dict(e) for e in self.extras],
            "last_deal": self.last_deal,
        }


def _sample(view: dict[str, Any], rng: Rng) -> Unotan:
    """A match `view["seat"]` could be looking at: its hand, the runs, every count
    and score as seen, the cards it cannot see dealt at random to the others and the
    stock. For a search bot; the guess has no history to save."""
    match = SPEC.new_match(view["players"], seed=rng.below(1 << 30),
                           options=view["options"], dealer=view["dealer"])
    assert isinstance(match, Unotan)
    seat = view["seat"]
    runs = [Run.seen(s) for s in view["sequences"]]
    unseen = list((Counter(decks.uno_112()) - Counter(view["hand"])
                   - Counter(c for run in runs for c in run.cards)).elements())
    rng.shuffle(unseen)
    hands = []
    for other, size in enumerate(view["hand_sizes"]):
        if other == seat:
            hands.append(list(view["hand"]))
        else:
            hands.append(unseen[:size])
            unseen = unseen[size:]
    match.hands, match.stock, match.runs = hands, unseen, runs
    match.start_value = view["start_value"]
    match.deal_number, match.phase = view["deal"], view["phase"]
    match.current_player, match.is_over = view["current"], view["over"]
    match.scores = list(view["scores"])
    match.stuck_passes = view["passes"]
    match.extras = [dict(e) for e in view["extras"]]
    match.last_deal = view["last_deal"]
    match.opening_events = []
    match._legal_cache.clear()
    return match


# "SPECIJALKE : ... 2+ ... 4+ ... Most ... Semafor ... Džoker ... Stop"
SPECIAL_CARDS = tuple(special_card(code, "uno", "unotan")
                      for code in ("Rd2", "Wd4", "Grev", "W", "J", "Bskip"))

SPEC = GameSpec(
    id="unotan",
    min_players=2,
    max_players=6,   # "Optimalan broj igrača je 4, ali ih ... mogu učestvovati i više, ili manje"
    match_class=Unotan,
    lowest_wins=True,   # "Pobednik je igrač, sa najmanjim brojem bodova."
    options={
        "deals": ("one_each", ("one_each", "single")),
        "drawn_card": ("may_keep", ("may_keep", "must_play")),
    },
    # A deal is quick enough for the generic contract test to play whole matches too.
    presets={"one_deal": {"deals": "single"}, "seed": {}},
    actions=(Play, PlayOn, Draw, Pass, Deal),
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=one_deck(decks.uno_112),
    phases=PHASES,
)
