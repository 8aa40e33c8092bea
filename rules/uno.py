"""UNO (seed 000, section "U N O"), UNO sa prenosom and UNO sa mostom.

The rules in plain words. 112 cards: the 108 and four Džokers. 2 to 7 players, 10
cards each (8 with five to seven players). The next card is the starter; it must
be a number card: if it is a special (a colour or a black one) the dealer takes it
and lays a number card of his own instead, drawing until he has one if he holds
none. The player after the dealer begins and play always goes the same way.

On your turn you play one card of the colour or the number of the top card; with
nothing to play you draw one card after another until one fits, and play it.
2+: only on a number card of its colour; the next player draws 2 and loses the
turn. Stop: on its colour; the next player draws one and loses the turn. Most: on
its colour; the next player loses the turn. Džoker: a copy of the card it lands on
(a number card in full, a colour special by its colour only), never on a Semafor
or a 4+. Semafor: on anything but a 4+. On a number card the next player must
play the same number in another colour or draw, at most three cards; on a special
any card of another colour. 4+: only on a number card; its player names a colour,
the next draws 4 and loses the turn, and only a number card of that colour may
follow.

Table (Tabla, one point each at the end of the deal): an identical number card on
the pile (a Džoker too) 2, then 4, 8...; a zero on a zero 1, 2, 4...; the same Stop
or Most after a lost turn 3, 6, 12...; one for the Semafor's player for each card
drawn after it. When the last card of the stock is drawn the game changes: every
Stop, 2+ and 4+ is shed into the middle of the pile and gives each opponent 1, 2
or 4 Table; a 4+ that finds the stock short gives each opponent of its player a
Tabla per missing card; whoever cannot play says "Dalje" and gives the player of
the top card a Tabla; when nobody can play the game is blocked.

The first out scores the others' cards, a bonus and his Table: 25 before the
stock ended (the others score only their Table), 10 after it (then the next with
fewest cards scores what the others keep beyond his count, and so on, the last
only his Table). Never having drawn doubles the winner's points. A blocked game
is scored the second way without a bonus. As many deals as players; the most
points win.

`uno_prenos`: a 2+ answered with a 2+ of its colour passes 4 on; 4+ on 4+ adds up
(8, 12, 16); never a Stop. `uno_most` adds to that: a Most of the 2+'s colour, or
a Most of any colour on a 4+, passes the draw on to the next player unchanged.

Every reading of what the seed leaves open is in docs/rules/uno.md (and the
variants' pages).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
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
    Draw,
    Event,
    GameSpec,
    Pass,
    Play,
    PlayerOut,
    Rng,
    SpecialCard,
    StockEnded,
    TurnStarted,
    one_deck,
)
from .uno_family import (
    ALL_CODES,
    COLOUR_OF,
    DRAW,
    DRAW_TWO,
    HANDS,
    PASS,
    RANK_OF,
    REVERSE,
    SKIP,
    UNO_PHASES,
    WILD,
    WILD_DRAW_FOUR,
    DrawOwed,
    UnoMatch,
    special_card,
)
from .uno_family import sample_match as _sample_match

SEMAFOR = WILD
PLUS_FOUR = WILD_DRAW_FOUR
JOKER = "J"
STOP = SKIP
MOST = REVERSE
TWO_PLUS = DRAW_TWO

PHASE_STARTER = "starter"   # the dealer must lay a number card of his own as the starter
PHASES = UNO_PHASES | {PHASE_STARTER}

# What is on top of the pile, as far as the next card is concerned.
NUMBER = "number"      # a number card, or a Džoker copying one
SPECIAL = "special"    # a colour special, or a Džoker on one: its colour only
SEMAFOR_TOP = "semafor"
PLUS_FOUR_TOP = "plus4"

SEMAFOR_DRAW_LIMIT = 3   # "kupuje sa Ostatka najviše do 3 karte"
FINISH_BONUS = 25        # "nagradnih 25 bodova za završetak partije" (stock not over)
LATE_FINISH_BONUS = 10   # "dodatna nagrada od 10 bodova" (after the stock ended)
SAME_CARD_TABLES = 2     # "identična karta ... 2 Table", then 4, 8...
ZERO_TABLES = 1          # "Nula ... na nju ... druga ... 1 Tabla", then 2, 4...
STOP_MOST_TABLES = 3     # "identičnu kartu (Stop, ili Most), dobija 3 Table", then 6, 12...
# "za Stop se upisuje 1 Tabla, za 2+ ... 2 Table, za 4+ ... 4 Table"
SHED_TABLES = {STOP: 1, TWO_PLUS: 2, PLUS_FOUR: 4}

IS_NUMBER: dict[str, bool] = {c: RANK_OF[c].isdigit() for c in ALL_CODES}


def plays_of(code: str) -> tuple[Play, ...]:
    """A 4+ is played with the colour its player names; every other card alone (the
    Semafor and the Džoker name no colour in this game)."""
    if code == PLUS_FOUR:
        return tuple(Play((code,), c) for c in COLOURS)
    return (Play((code,)),)


PLAYS: dict[str, tuple[Play, ...]] = {c: plays_of(c) for c in ALL_CODES}


def table_award(represents: str | None, chain: int) -> int:
    """The Table for the card that makes a run of `chain` identical cards on the pile
    (a Džoker counts as the card it copies): 2, 4, 8... for a number card, 1, 2, 4...
    for zeros of any colour, 3, 6, 12... for the same Stop or Most; nothing else."""
    if represents is None or chain < 2:
        return 0
    rank = RANK_OF[represents]
    if rank == "0":
        return ZERO_TABLES << (chain - 2)
    if rank.isdigit():
        return SAME_CARD_TABLES << (chain - 2)
    if rank in (STOP, MOST):
        return STOP_MOST_TABLES << (chain - 2)
    return 0


def continues_run(before: str | None, after: str | None) -> bool:
    """Whether `after` on `before` lengthens a run: the identical card, or any zero on
    a zero (there is one zero of each colour)."""
    if before is None or after is None:
        return False
    return before == after or (RANK_OF[before] == "0" and RANK_OF[after] == "0")


@dataclass(frozen=True)
class TablesWon(Event):
    """`seat` earned `tables` Table; `reason`: same_card, zeros, stop_most, semafor,
    dalje, shed (an opponent's Stop, 2+ or 4+ at the end of the stock) or missing
    (cards a 4+ could not make its victim draw)."""

    name: ClassVar[str] = "tables_won"
    seat: int
    tables: int
    reason: str


@dataclass(frozen=True)
class StarterTaken(Event):
    """The card turned as the starter was a special: the dealer takes it."""

    name: ClassVar[str] = "starter_taken"
    seat: int
    code: str


class Uno(UnoMatch):
    """A match of UNO; `variant` is "plain", "prenos" or "most" (one per game id)."""

    DECK = staticmethod(decks.uno_112)
    POINTS = dict.fromkeys(ALL_CODES, 1)   # "za svaku preostalu kartu ... po 1 bod"

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None, variant: str = "plain") -> None:
        self.variant = variant
        self.passing = variant in ("prenos", "most")   # 2+ on 2+, 4+ on 4+
        self.bridging = variant == "most"              # a Most passes the draw on
        # "Broj deljenja je jednak broju igrača, kako bi svako delio po jednom."
        self.deals_to_play = 1 if options["deals"] == "single" else players
        self._reset_deal_state(players)
        super().__init__(spec, players, seed, options, deck, dealer)

    def _reset_deal_state(self, players: int) -> None:
        self.top_kind = NUMBER
        self.excluded: str | None = None       # the colour a Semafor rules out
        self.represents: str | None = None     # the card the top stands for, for runs
        self.chain = 0                         # identical cards in a row on top
        self.top_by: int | None = None         # who played the top card
        self.semafor_by: int | None = None
        self.pending_kind: str | None = None   # TWO_PLUS or PLUS_FOUR being passed on
        self.plus4_by: int | None = None
        self.tables = [0] * players
        self.drew = [False] * players
        self.stock_over = False
        self._before: tuple[str | None, str | None] = (None, None)

    def hand_size(self) -> int:
        # "Svaki igrač od delitelja dobija po 10 karata. Ako u igri učestvuju 5, do 7
        # igrača, svakome se dele po 8 karata."
        return 8 if self.players >= 5 else 10

    def refill(self) -> list[Event]:
        """The stock is never refilled: its end changes the game (see `_stock_end`)."""
        return []

    def drawable(self) -> int:
        """The stock alone: the pile never comes back as a stock."""
        return len(self.stock)

    # -- the starter -------------------------------------------------------------------

    def start_deal(self, deck: list[str] | None) -> list[Event]:
        self._reset_deal_state(self.players)
        return super().start_deal(deck)

    def _turn_starter(self) -> list[Event]:
        # "delitelj mora obezbediti, da Starter bude Brojčana karta. Ako je okrenuta
        # bilo koja Specijalka (u boji ili crna), on je uzima sebi, a na talon izbacuje
        # Brojčanu kartu iz svog lista."
        code = self.stock.pop()
        events: list[Event] = [self.lay_starter(code)]
        if IS_NUMBER[code]:
            self._set_number_top(code, None)
            return events
        dealer = self.dealer
        hand = self.hands[dealer]
        self.pile.pop()
        hand.append(code)
        events += [StarterTaken(dealer, code),
                   CardMoved(code, "pile", HANDS[dealer], True, len(hand) - 1, 0)]
        if any(IS_NUMBER[c] for c in hand):
            self.phase = PHASE_STARTER
            return events
        # "U slučaju da ... ni jednu kartu te vrste ne poseduje, kupuje sa Ostatka, sve
        # dok je ne dobije i ne odigra. Pri tome, sve ostale novokupljene karte zadržava."
        while self.stock:
            events += self._take(dealer, 1)
            if IS_NUMBER[hand[-1]]:
                return events + self._lay_from_hand(dealer, len(hand) - 1)
        raise BadOption(f"{self.spec.id}: no number card to start with")

    def _lay_from_hand(self, seat: int, index: int) -> list[Event]:
        code = self.hands[seat].pop(index)
        self.pile.append(code)
        self._set_number_top(code, seat)
        return [CardMoved(code, HANDS[seat], "pile", True, len(self.pile) - 1, index)]

    def _start_play(self) -> list[Event]:
        self.turn = self.dealer
        if self.phase == PHASE_STARTER:
            self.current_player = self.dealer
            return [TurnStarted(self.dealer)]
        return self._begin()

    def _begin(self) -> list[Event]:
        """The starter is a number card: "Čim se na mestu Startera okaže Brojčana karta,
        igra može da počne." The player after the dealer begins."""
        self.phase = PHASE_PLAY
        events: list[Event] = []
        if not self.stock:
            events += self._stock_end()
            if self._deal_done():
                return events
        return events + self.pass_turn()

    # -- the top of the pile -------------------------------------------------------------

    def _set_number_top(self, code: str, by: int | None) -> None:
        self.top_kind, self.colour, self.rank = NUMBER, COLOUR_OF[code], RANK_OF[code]
        self.excluded = None
        self.represents, self.chain, self.top_by = code, 1, by

    def fits(self, code: str) -> bool:
        """Whether `code` may go on the pile now (no draw being passed on)."""
        kind = self.top_kind
        colour = COLOUR_OF[code]
        if kind == NUMBER:
            if colour is None:
                return True   # Semafor, Džoker, and 4+ "na Brojčanu kartu bilo koje boje"
            if IS_NUMBER[code]:
                return colour == self.colour or RANK_OF[code] == self.rank
            return colour == self.colour   # a 2+, a Stop or a Most on its colour
        if kind == SPECIAL:
            if colour is None:
                return code != PLUS_FOUR
            # "Sama karta „2+“ se odigrava isključivo na Brojčanu kartu iste boje."
            return colour == self.colour and RANK_OF[code] != TWO_PLUS
        if kind == SEMAFOR_TOP:
            if code == SEMAFOR:
                return True   # "Semafor se može odigrati na bilo koju kartu, osim na „4+“"
            if colour is None or colour == self.excluded:
                return False
            if self.rank is not None:
                return RANK_OF[code] == self.rank   # "kartu istog broja, ali ... druge boje"
            return RANK_OF[code] != TWO_PLUS        # "bilo koju kartu ... preostale tri boje"
        # "Na „4+“ se igra isklučivo Brojčana karta zatevane boje."
        return colour == self.colour and IS_NUMBER[code]

    def answers(self, code: str) -> bool:
        """Whether `code` passes on the draw owed (the variants)."""
        if self.pending_kind == TWO_PLUS:
            # prenos: "na 2+, odigrava takođe 2+ u istoj boji"; most: "Na kartu „2+“,
            # pored iste takve, može se odigrati i Most iste boje"
            return COLOUR_OF[code] == self.colour and (
                RANK_OF[code] == TWO_PLUS or (self.bridging and RANK_OF[code] == MOST))
        # prenos: 4+ on 4+; most: "Na nju se može igrati Most bilo koje boje"
        return code == PLUS_FOUR or (self.bridging and RANK_OF[code] == MOST)

    # -- what the seat to act may do -----------------------------------------------------

    def _turn_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        if self.phase == PHASE_STARTER:
            return [Play((c,)) for c in dict.fromkeys(hand) if IS_NUMBER[c]]
        if self.phase == PHASE_DRAWN:
            return list(PLAYS[hand[-1]])
        if self.pending_draw:
            return [DRAW, *(a for c in dict.fromkeys(hand) if self.answers(c) for a in PLAYS[c])]
        actions: list[Action] = [a for c in dict.fromkeys(hand) if self.fits(c)
                                 for a in PLAYS[c]]
        if actions:
            return actions
        # "Ako nema ni jednu takvu, vuče"; after the stock: "prosto govori: “Dalje”"
        return [DRAW] if self.stock else [PASS]

    def _can_play_drawn(self, seat: int, code: str) -> bool:
        return self.fits(code)

    def _waits_after_draw(self, seat: int, code: str) -> bool:
        """Only a drawn 4+ waits for its player (to name the colour)."""
        return code == PLUS_FOUR and self.fits(code)

    # -- drawing -------------------------------------------------------------------------

    def _take(self, seat: int, cards: int) -> list[Event]:
        """`seat` draws up to `cards` from the stock (it never refills)."""
        if cards and self.stock:
            self.drew[seat] = True
        return self.draw_cards(seat, cards)

    def _draw(self, seat: int) -> list[Event]:
        self.passes = 0
        if self.pending_draw:
            cards, self.pending_draw = self.pending_draw, 0
            events = self._victim_draws(seat, cards, self.pending_kind)
            self.pending_kind = None
            if self._deal_done():
                return events
            # "Pored kupovine, igrač još i propušta svoj potez."
            return events + self.pass_turn()
        return self._draw_until_it_fits(seat)

    def _draw_until_it_fits(self, seat: int) -> list[Event]:
        # "vuče jednu po jednu sa Ostatka, sve dok je ne dobije i ne odigra"; after a
        # Semafor on a number card "najviše do 3 karte, posle čega igra sledeći igrač"
        limit = SEMAFOR_DRAW_LIMIT if self.top_kind == SEMAFOR_TOP and self.rank else None
        hand = self.hands[seat]
        events: list[Event] = []
        drawn = 0
        while self.stock:
            events += self._take(seat, 1)
            drawn += 1
            if self.top_kind == SEMAFOR_TOP and self.semafor_by is not None:
                # "za svaku kupljenu kartu, igrač koji ga je odigrao, dobija po jednu Tablu"
                events += self._award(self.semafor_by, 1, "semafor")
            if self.fits(hand[-1]) or drawn == limit:
                break
        code = hand[-1]
        if not self.stock and not self.stock_over:
            events += self._stock_end()
            if self._deal_done():
                return events
        if hand and hand[-1] == code and self.fits(code):
            self.phase = PHASE_DRAWN
            if len(PLAYS[code]) > 1:
                return events   # a 4+: its player names the colour
            return events + self._play(seat, code, None)
        if drawn == limit:
            return events + self.pass_turn()
        return events   # the stock ended on a card that does not fit: "Dalje" is next

    def _victim_draws(self, seat: int, cards: int, kind: str | None) -> list[Event]:
        """The next player draws what a 2+, a Stop or a 4+ owes him (never refilled)."""
        events = self._take(seat, cards)
        missing = cards - len(events)
        if kind == PLUS_FOUR and missing and self.plus4_by is not None:
            # "za svaku koja fali, igrač koji je odigrao pomenutu kartu, dobija kaznu ...
            # svaki protivnik, uključujući i onoga koji je kupovao, za svaku kartu, dobija
            # po 1 Tablu"
            for other in self._others(self.plus4_by):
                events += self._award(other, missing, "missing")
        if not self.stock and not self.stock_over and not self._ending:
            events += self._stock_end()
        return events

    # -- the end of the stock ------------------------------------------------------------

    def _stock_end(self) -> list[Event]:
        # "Kada se vuče poslednja karta Ostatka, način igre se menja. Sada karte: Stop, 2+ i
        # 4+, više nemaju nikakvu ulogu. Njih igrači izbacuju iz svojih listova, a stavljaju
        # se u sredinu Hrpe ... za svaku kartu koju igrač odbaci, svakom protivniku se
        # upisuje Tabla."
        self.stock_over = True
        events: list[Event] = [StockEnded()]
        order = self._order_from(self.turn)
        for seat in order:
            hand = self.hands[seat]
            for index in range(len(hand) - 1, -1, -1):
                code = hand[index]
                shed = SHED_TABLES.get(RANK_OF[code])
                if shed is None:
                    continue
                del hand[index]
                middle = len(self.pile) // 2
                self.pile.insert(middle, code)
                events.append(CardMoved(code, HANDS[seat], "pile", True, middle, index))
                for other in self._others(seat):
                    events += self._award(other, shed, "shed")
        emptied = [s for s in order if not self.hands[s]]
        if emptied:
            # a hand of nothing but those cards is free of cards: its player goes out
            return events + self._went_out(emptied[0], 0)
        return events

    def _order_from(self, seat: int) -> list[int]:
        order = [seat]
        while len(order) < len(self.rotation):
            order.append(self.next_seat(order[-1]))
        return order

    def _others(self, seat: int) -> list[int]:
        return [s for s in self.rotation if s != seat]

    def _award(self, seat: int, tables: int, reason: str) -> list[Event]:
        if not tables:
            return []
        self.tables[seat] += tables
        return [TablesWon(seat, tables, reason)]

    def _deal_done(self) -> bool:
        return self.phase in (PHASE_BETWEEN, PHASE_OVER)

    @property
    def _ending(self) -> bool:
        """A player is out and the last card's draw is being made: the game no longer
        changes at the end of the stock."""
        return any(not self.hands[s] for s in self.rotation)

    # -- playing a card ------------------------------------------------------------------

    def _play(self, seat: int, code: str, colour: str | None) -> list[Event]:
        if self.phase == PHASE_STARTER:
            # the dealer lays a number card of his own as the starter
            events = self._lay_from_hand(seat, self.hands[seat].index(code))
            return events + self._begin()
        self._before = (self.colour, self.rank)   # the shared `_play` sets them anew
        return super()._play(seat, code, colour)

    def _after_play(self, seat: int, code: str, colour_before: str | None) -> list[Event]:
        colour, number = self._before
        if self.pending_draw:
            return self._pass_on(seat, code, colour)
        events = self._run_tables(seat, code)
        self.top_by = seat
        owed: list[Event] = []
        skip = 0
        rank = RANK_OF[code]
        if code == JOKER:
            # "Džoker menja bilo koju kartu": the top card's colour, and its number when
            # it is a number card; none of a special's effect ("bez brojčane oznake")
            self.colour, self.rank = colour, number
        elif code == SEMAFOR:
            self._set_semafor(seat, colour, number)
        elif code == PLUS_FOUR:
            # "igrač obavezno govori boju, u kojoj mora biti sledeća karta"
            self.top_kind, self.rank = PLUS_FOUR_TOP, None
            self.plus4_by = seat
            owed, skip = self._hit(4, PLUS_FOUR)
        elif IS_NUMBER[code]:
            self.top_kind = NUMBER
        else:
            self.top_kind, self.rank = SPECIAL, None
            if rank == TWO_PLUS:
                owed, skip = self._hit(2, TWO_PLUS)
            elif rank == STOP:
                # "igrač kupuje kartu sa Ostatka i propušta svoj potez"
                owed, skip = self._hit(1, STOP)
            else:
                # Most: "obavezuje igrača, da propusti svoj hod bez dodatne kupovine"
                skip = 1
        if code != SEMAFOR:
            self.excluded = None
        events += owed
        if self._deal_done():
            return events
        if not self.hands[seat]:
            return events + self._went_out(seat, skip)
        return events + self.pass_turn(skip)

    def _run_tables(self, seat: int, code: str) -> list[Event]:
        """Lengthen or restart the run of identical cards on top; award its Table."""
        if code == JOKER:
            new = self.represents   # a copy always lengthens the run
            self.chain = self.chain + 1 if new is not None else 0
        else:
            new = code if COLOUR_OF[code] is not None else None
            if continues_run(self.represents, new):
                self.chain += 1
            else:
                self.chain = 1 if new is not None else 0
        self.represents = new
        rank = RANK_OF[new] if new is not None else ""
        reason = "zeros" if rank == "0" else "stop_most" if rank in (STOP, MOST) else "same_card"
        return self._award(seat, table_award(new, self.chain), reason)

    def _set_semafor(self, seat: int, colour: str | None, number: str | None) -> None:
        """"ako je Semafor odigran na Brojčanu kartu, ili na Džokera, koji menja Brojčanu
        kartu, sledeći igač preko njega igra kartu istog broja, ali obavezno druge boje";
        on a special "bilo koju kartu, u jednoj, od preostale tri boje". A Semafor on a
        Semafor keeps the demand of the one below (docs/rules/uno.md)."""
        if self.top_kind != SEMAFOR_TOP:
            self.excluded = colour
            self.rank = number if self.top_kind == NUMBER else None
        else:
            self.rank = number
        self.top_kind, self.colour, self.semafor_by = SEMAFOR_TOP, None, seat

    def _hit(self, cards: int, kind: str) -> tuple[list[Event], int]:
        """A 2+, Stop or 4+ on the next player: he draws and loses the turn at once, or,
        in the variants, owes the draw of a 2+ or a 4+ and may pass it on."""
        if self.passing and kind != STOP:
            # "Ovo pravilo ne važi za Stop."
            self.pending_draw, self.pending_kind = cards, kind
            return [DrawOwed(self.next_player(), cards)], 0
        victim = self.next_player()
        return [DrawOwed(victim, cards), *self._victim_draws(victim, cards, kind)], 1

    def _pass_on(self, seat: int, code: str, colour: str | None) -> list[Event]:
        """The variants: a 2+ on a 2+, a 4+ on a 4+ adds to the draw; a Most passes it on
        unchanged ("Most prevodi igru na sledećeg igrača, ali ne uveličava kupovinu")."""
        self.top_by = seat
        self.represents, self.chain, self.rank = None, 0, None
        if code == PLUS_FOUR:
            self.pending_draw += 4
            self.plus4_by = seat
            self.top_kind = PLUS_FOUR_TOP
        elif RANK_OF[code] == TWO_PLUS:
            self.pending_draw += 2
        else:
            # a Most keeps the colour to follow (the 2+'s, or the one the 4+ named)
            self.colour = colour
        events: list[Event] = [DrawOwed(self.next_player(), self.pending_draw)]
        if not self.hands[seat]:
            return events + self._went_out(seat, 0)
        return events + self.pass_turn()

    # -- going out, a blocked game and the scores ------------------------------------------

    def _went_out(self, seat: int, skip: int) -> list[Event]:
        # "Kraj partije je, kada se noko od igrača oslobodi svojih karata iz ruku." A
        # last card that owes a draw is still drawn (docs/rules/uno.md).
        events: list[Event] = [PlayerOut(seat)]
        late = self.stock_over
        if self.pending_draw:
            victim = self.next_player()
            cards, self.pending_draw = self.pending_draw, 0
            events += self._victim_draws(victim, cards, self.pending_kind)
            self.pending_kind = None
        return events + self._score(seat, late)

    def _blocked(self) -> list[Event]:
        # "Ako se igra zablokira, tako da niko nema šta odigrati, nagrada za završetak
        # partije izostaje."
        return self._score(None, True)

    def _score(self, winner: int | None, late: bool) -> list[Event]:
        seats = list(self.rotation)
        left = {s: len(self.hands[s]) for s in seats}
        tables = self.tables
        parts: list[list[tuple[str, int]]] = [[] for _ in range(self.players)]
        unscored = set(seats)
        winners: tuple[int, ...] = ()
        if winner is not None:
            winners = (winner,)
            unscored.discard(winner)
            bonus = LATE_FINISH_BONUS if late else FINISH_BONUS
            # "broj karata koje su ostale u rukama protivnika, dodatna nagrada ..., kao i
            # po 1 bod za svaku osvarenu Tablu"
            parts[winner] = [("cards", sum(left.values())), ("bonus", bonus),
                             ("tables", tables[winner])]
            if not self.drew[winner]:
                # "Ako igrač pobedi, a da pri tome nije vukao ni jednu kartu sa Ostatka,
                # svi bodovi se dupliraju."
                parts[winner].append(("double", sum(p for _, p in parts[winner])))
            if not late:
                # "Svi ostali u ovom slučaju, dobijaju samo bodove za svoje Table."
                for s in unscored:
                    parts[s] = [("tables", tables[s])]
                return self._end_scored(parts, winners)
        while unscored:
            # "Sledeći igrač sa najmanje karata u rukama ... najpre odbacuje svoje karte iz
            # ruku, a isto toliko obacuju i svi ostali. Tek sada se i njemu upisuje, za svaku
            # preostalu kartu kod protivnika, po 1 bod ... i za svaku svoju ostvarenu Tablu."
            fewest = min(left[s] for s in unscored)
            first = sorted(s for s in unscored if left[s] == fewest)
            if winner is None and not winners:
                winners = tuple(first)
            for s in unscored:
                left[s] -= fewest
            unscored -= set(first)
            kept = sum(left[s] for s in unscored)
            for s in first:
                parts[s] = [("cards", kept), ("tables", tables[s])]
        return self._end_scored(parts, winners)

    def _end_scored(self, parts: list[list[tuple[str, int]]],
                    winners: tuple[int, ...]) -> list[Event]:
        """End the deal with each seat's points made of its parts (the empty ones left
        out: a part of nothing explains nothing)."""
        parts = [[(kind, p) for kind, p in seat if p] for seat in parts]
        return self.end_deal([sum(p for _, p in seat) for seat in parts], winners, parts)

    def _match_winners(self) -> tuple[int, ...] | None:
        # "Posle toga, pobednik je igrač sa najviše ostvarenih bodova."
        if self.deal_number < self.deals_to_play:
            return None
        best = max(self.scores)
        return tuple(s for s in range(self.players) if self.scores[s] == best)

    def _pass(self, seat: int) -> list[Event]:
        # "Za svako „Dalje“, igrač koji je odigrao predhodnu kartu, dobija po 1 Tablu."
        events: list[Event] = []
        if self.top_by is not None and self.top_by != seat:
            events += self._award(self.top_by, 1, "dalje")
        return events + super()._pass(seat)

    # -- refusals ------------------------------------------------------------------------

    def _why_illegal(self, seat: int, action: Action) -> str:
        if self.phase in (PHASE_BETWEEN, PHASE_OVER) or seat != self.current_player:
            return "not_your_turn"
        hand = self.hands[seat]
        if isinstance(action, Play):
            code = action.codes[0]
            if len(action.codes) != 1 or code not in hand:
                return "not_in_hand"
            if self.phase == PHASE_STARTER:
                return "dealer_lays_a_number"
            if self.phase == PHASE_DRAWN and code != hand[-1]:
                return "play_the_drawn_card"
            if code == PLUS_FOUR and action.colour is None:
                return "choose_a_colour"
            if code != PLUS_FOUR and action.colour is not None:
                return "no_colour_to_choose"
            if self.pending_draw:
                return "pass_it_on_or_draw"
            if code == JOKER:
                return "joker_not_here"
            if self.top_kind == PLUS_FOUR_TOP:
                return "number_of_named_colour"
            if RANK_OF[code] == TWO_PLUS:
                return "two_plus_on_number"
            if code == PLUS_FOUR:
                return "four_plus_on_number"
            if self.top_kind == SEMAFOR_TOP:
                return "semafor_same_number" if self.rank else "semafor_other_colour"
            if self.top_kind == SPECIAL:
                # on a 2+, a Stop or a Most: "kartu iste boje ..., Semafor, ili Džokera"
                return "colour_semafor_or_dzoker"
            return "card_does_not_match"
        if self.phase == PHASE_STARTER:
            return "dealer_lays_a_number"
        if self.phase == PHASE_DRAWN:
            return "play_the_drawn_card"
        if self.pending_draw:
            return "pass_it_on_or_draw"
        if isinstance(action, Draw):
            return "stock_empty" if not self.stock else "play_if_you_can"
        if isinstance(action, Pass):
            return "draw_until_it_fits" if self.stock else "play_if_you_can"
        return "not_allowed"

    # -- seeing --------------------------------------------------------------------------

    def _view(self, seat: int) -> dict[str, Any]:
        view = super()._view(seat)
        view |= {
            "variant": self.variant,
            "deals": self.deals_to_play,
            "top": self.top_kind,
            "excluded": self.excluded,
            "represents": self.represents,
            "chain": self.chain,
            "top_by": self.top_by,
            "semafor_by": self.semafor_by,
            "pending_kind": self.pending_kind,
            "plus4_by": self.plus4_by,
            "tables": list(self.tables),
            "drew": [s for s in range(self.players) if self.drew[s]],
            "stock_over": self.stock_over,
        }
        return view

    def _restore_own(self, view: dict[str, Any]) -> None:
        self.top_kind = view["top"]
        self.excluded = view["excluded"]
        self.represents = view["represents"]
        self.chain = view["chain"]
        self.top_by = view["top_by"]
        self.semafor_by = view["semafor_by"]
        self.pending_kind = view["pending_kind"]
        self.plus4_by = view["plus4_by"]
        self.tables = list(view["tables"])
        self.drew = [s in view["drew"] for s in range(self.players)]
        self.stock_over = view["stock_over"]

    def restore_from_view(self, view: dict[str, Any], rng: Rng) -> None:
        super().restore_from_view(view, rng)
        dealer = self.dealer
        hand = self.hands[dealer]
        if self.phase == PHASE_STARTER and not any(IS_NUMBER[c] for c in hand):
            # the dealer the seat guessed must hold a number card to lay, as he does
            swap = next(i for i, c in enumerate(self.stock) if IS_NUMBER[c])
            hand[0], self.stock[swap] = self.stock[swap], hand[0]
            self._legal_cache.clear()


OPTIONS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "deals": ("one_each", ("one_each", "single")),
}
# One preset keeps the generic contract test within its time; full matches: tests/test_uno.py
PRESETS: dict[str, dict[str, Any]] = {"one_deal": {"deals": "single"}}
UNO_ACTIONS: tuple[type[Action], ...] = (Play, Draw, Pass, Deal)

# "2+", "Stop", "Most", "Džoker", "Semafor", "4+"; passing a draw on changes what a 2+
# and a 4+ do (prenos), and a Most too (most).
CARDS = ("Rd2", "Yskip", "Grev", "J", "W", "Wd4")


def _special_cards(variant: str, changed: tuple[str, ...]) -> tuple[SpecialCard, ...]:
    """The six specials by seed 000's names, the `changed` ones doing what `variant` says."""
    return tuple(special_card(code, "uno", variant if RANK_OF[code] in changed else "uno")
                 for code in CARDS)


def _sample(view: dict[str, Any], rng: Rng) -> Uno:
    """A match of any of the three games consistent with what `view["seat"]` sees."""
    match = _sample_match(SPECS[view["game"]], view, rng)
    assert isinstance(match, Uno)
    return match


SPEC = GameSpec(
    id="uno",
    min_players=2,
    max_players=7,   # "BROJ IGAČA : 2, do 7."
    match_class=functools.partial(Uno, variant="plain"),
    options=OPTIONS,
    presets=PRESETS,
    actions=UNO_ACTIONS,
    special_cards=_special_cards("uno", ()),
    sample=_sample,
    cards=one_deck(Uno.DECK),
    phases=PHASES,
)

PRENOS_SPEC = GameSpec(
    id="uno_prenos",
    min_players=2,
    max_players=7,
    match_class=functools.partial(Uno, variant="prenos"),
    options=OPTIONS,
    presets=PRESETS,
    actions=UNO_ACTIONS,
    special_cards=_special_cards("uno_prenos", (DRAW_TWO, WILD_DRAW_FOUR)),
    sample=_sample,
    cards=one_deck(Uno.DECK),
    phases=PHASES,
)

MOST_SPEC = GameSpec(
    id="uno_most",
    min_players=2,
    max_players=7,
    match_class=functools.partial(Uno, variant="most"),
    options=OPTIONS,
    presets=PRESETS,
    actions=UNO_ACTIONS,
    special_cards=_special_cards("uno_most", (DRAW_TWO, WILD_DRAW_FOUR, REVERSE)),
    sample=_sample,
    cards=one_deck(Uno.DECK),
    phases=PHASES,
)

SPECS = {spec.id: spec for spec in (SPEC, PRENOS_SPEC, MOST_SPEC)}
