"""Adriatic (Osnovni UNO) and its team games — seed 000, sections "A d r i a t i c",
"IGRA U PAROVE" and "EKIPNI UNO".

The rules in plain words. 108 cards (no Džokers), 2 to 10 players, 7 cards each;
the next card starts the discard pile (a Jolly +4 goes back into the middle of the
deck and another is turned). The player left of the dealer begins, play goes left.
On your turn you play one card of the same number (or symbol) or the same colour
as the top card; if you have nothing to play you draw one, and play it at once if
you can, else keep it and the next player goes on. Uzmi 2: the next player draws
2 and loses the turn. Promena smera: play changes direction. Preskok: the next
player loses the turn. Jolly: on any card, naming the colour to follow, but not
by a player who owes a draw or a lost turn. Jolly +4: names the colour, the next
player draws 4 and loses the turn; only allowed without a card of the colour to
follow (a card of the same number in another colour does not forbid it). With
two players Preskok and Promena smera let the same player play again. Whoever
plays the second-to-last card says "Uno"; an opponent who notices a missing call
makes that player draw 2. The first player out of cards ends the deal (a last Uzmi
2 or Jolly +4 still makes the next player draw) and scores the other hands:
numbers at face value, zeros 10, every special 20. Deals go on until someone
reaches 500. A penalty of 4 cards for a wrong card, for a Jolly +4 while holding
the colour and for telling someone what to play.

`adriatic_pairs`: partners sit opposite. With two pairs the side of the first
player out scores the opponents' hands. With three to five pairs the winning pair
scores nothing and every other pair takes the points in its own two hands; a pair
reaching 500 leaves the match, and when two pairs are left their scores turn
negative and the final is played with the usual scoring to 500.

`adriatic_teams`: two teams of three to five, sitting alternately. A player who
goes out chooses to stop the deal (the team with fewer points in hand scores the
other team's points) or to go on; going on, the nearest partner on his right plays
his turns for him, from his own hand, and whoever goes out next chooses again.

How the contract shapes the penalties, and every reading of what the seed leaves
open, is written down in docs/rules/adriatic.md (and _pairs.md, _teams.md).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import chain
from typing import Any, ClassVar

from . import decks
from .core import (
    PHASE_BETWEEN,
    PHASE_DRAWN,
    PHASE_OVER,
    PHASE_PLAY,
    Action,
    CallUno,
    CardMoved,
    Catch,
    Deal,
    Draw,
    Event,
    GameSpec,
    Pass,
    Play,
    PlayerOut,
    Rng,
    one_deck,
)
from .uno_family import (
    CODES_OF_COLOUR,
    COLOUR_OF,
    DRAW,
    DRAW_TWO,
    PASS,
    PLAYS,
    RANK_OF,
    REVERSE,
    SKIP,
    UNO_PHASES,
    WILD_DRAW_FOUR,
    UnoMatch,
    plays_on,
    points_table,
    special_card,
)
from .uno_family import sample_match as _sample_match

PENALTY_CARDS = 4  # "uvek se kažnjava tako, što mora vući sa ostatka 4 karte"
ACTING_RANKS = frozenset({DRAW_TWO, WILD_DRAW_FOUR, SKIP, REVERSE})  # see _card_effects
PHASE_CHOOSE = "choose"   # Ekipni UNO: the one who went out stops the deal or lets it go on


@dataclass(frozen=True)
class Stop(Action):
    """Ekipni UNO: the player who went out stops the deal."""

    verb: ClassVar[str] = "stop"


@dataclass(frozen=True)
class GoOn(Action):
    """Ekipni UNO: the player who went out lets the deal go on."""

    verb: ClassVar[str] = "continue"


STOP = Stop()
GO_ON = GoOn()


@dataclass(frozen=True)
class Chose(Event):
    """Ekipni UNO: the player who went out chose "stop" or "continue"."""

    name: ClassVar[str] = "chose"
    seat: int
    choice: str


@dataclass(frozen=True)
class SideEliminated(Event):
    """Igra u parove: a pair reached the target and leaves the match."""

    name: ClassVar[str] = "side_eliminated"
    side: int


@dataclass(frozen=True)
class FinalStarted(Event):
    """Igra u parove: two pairs are left; their scores turned negative."""

    name: ClassVar[str] = "final_started"
    sides: tuple[int, ...]
    scores: tuple[int, ...]


class Adriatic(UnoMatch):
    """A match of Adriatic; `mode` is "single", "pairs" or "teams" (one per game id)."""

    DECK = staticmethod(decks.uno_108)
    # "Brojčane karte vrede prema svojim nominalima. Sve Specijalke se boduju, sa po
    # 20 bodova. Nule vrede po 10 bodova."
    POINTS = points_table(zero=10, special=20, black=20)
    HAND_SIZE = 7  # "Svakome se podeli po 7 karata"
    UNO_PENALTY = 2  # "isti igrač za kaznu kupuje 2 karte sa Ostatka"

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None, mode: str = "single") -> None:
        self.mode = mode
        self.strict = options["penalties"] == "strict"
        self.may_keep = options["drawn_card"] == "may_keep"
        self.draw_any_time = options["draw"] == "any_time"
        # Ekipni UNO: the one who went out is shown both teams' points in hand
        self.open_count = options.get("count") == "points"
        self.final = False
        self.pending_skip = 0
        super().__init__(spec, players, seed, options, deck, dealer)
        self.elimination = (mode == "pairs" and self.sides >= 3
                            and options["scoring"] == "elimination")

    def _sides(self, players: int) -> list[int]:
        if self.mode == "pairs":
            # partners opposite: seat s and s + k with k pairs (one alone if odd)
            pairs = (players + 1) // 2
            return [s % pairs for s in range(players)]
        if self.mode == "teams":
            return [s % 2 for s in range(players)]  # "sede naizmenično sa protivnicima"
        return list(range(players))

    # -- the deal ------------------------------------------------------------------

    def _turn_starter(self) -> list[Event]:
        # "Prva okrenuta karta na talonu može biti bilo koja, osim Jolly +4. Ako je
        # okrenuta baš ona, vraća se u sredinu špila, a izbacuje se nova."
        events: list[Event] = []
        stock = self.stock
        for _ in range(len(stock)):
            if stock[-1] != WILD_DRAW_FOUR:
                break
            events.append(self.lay_starter(stock.pop()))
            self.pile.pop()
            middle = len(stock) // 2
            stock.insert(middle, WILD_DRAW_FOUR)
            events.append(CardMoved(WILD_DRAW_FOUR, "pile", "stock", False,
                                    len(stock) - 1 - middle, 0))
        return events + [self.lay_starter(stock.pop())]

    def _start_play(self) -> list[Event]:
        # "Igru počinje igrač levo od delitelja." With starter effects, the starter
        # acts as if the dealer had played it (docs/rules/adriatic.md).
        self.turn = self.dealer
        if self.options["starter"] == "plain":
            return self.pass_turn()
        events, skip = self._card_effects(self.pile[-1])
        return events + self.pass_turn(skip)

    def _card_effects(self, code: str) -> tuple[list[Event], int]:
        """What a card on top of the pile does to the next player: the events, and how
        many places in the round are skipped (none for a rank not in ACTING_RANKS)."""
        rank = RANK_OF[code]
        if rank == DRAW_TWO:
            # "Uzmi 2 – ... sledeći igrač kupuje 2 karte sa ostatka i propušta potez."
            return self.draw_next(2), 1
        if rank == WILD_DRAW_FOUR:
            # "sledeći igrač kupuje 4 karte sa ostatka i propušta potez"
            return self.draw_next(4), 1
        if rank == SKIP:
            # "Preskok – Pri odigravanju ove karte, sledeći igrač propušta svoj potez."
            return [], 1
        if rank == REVERSE:
            # "Promeni Smer – ... igra menja smer." With two: "isti igrač igra još jednom."
            return self.reverse(), 1 if len(self.rotation) == 2 else 0
        return [], 0

    # -- what may be played ----------------------------------------------------------

    def playable(self, seat: int, code: str) -> bool:
        """Same colour, or same number or symbol; Jolly on anything; Jolly +4 only
        without a card of the colour to follow (or always, penalised, when strict)."""
        colour = self.colour
        if COLOUR_OF[code] is None:
            return code != WILD_DRAW_FOUR or self.strict or not self.holds_colour(seat, colour)
        # `matches`, unrolled: asked for every card drawn
        return colour is None or COLOUR_OF[code] == colour or RANK_OF[code] == self.rank

    _can_play_drawn = playable

    def _drawn_playable(self, seat: int, code: str) -> list[Event]:
        # "pa ako je može odigrati, to odmah i čini": a colour card is played at once;
        # for a Jolly the player still names the colour (and "may_keep" lets him choose)
        if self.may_keep or COLOUR_OF[code] is None:
            return []
        return self._play(seat, code, None)

    def _waits_after_draw(self, seat: int, code: str) -> bool:
        return self.playable(seat, code) and (self.may_keep or COLOUR_OF[code] is None)

    def _turn_actions(self, seat: int) -> list[Action]:
        if self.phase == PHASE_CHOOSE:
            return [STOP, GO_ON]
        # A player who owes a draw or a lost turn never gets here: the draw cards and
        # Preskok act at once, so "osim ako igrač nije dužan vući 2, ili 4 karte ...,
        # odnosno preskočiti potez" needs no check of its own.
        hand = self.hands[seat]
        if self.phase == PHASE_DRAWN:
            # "pa ako je može odigrati, to odmah i čini"
            actions: list[Action] = list(PLAYS[hand[-1]])
            if self.may_keep:
                actions.append(PASS)
            return actions
        # `playable` for every distinct card of the hand, by table: the engine's hot path
        colour = self.colour
        plus_four = (self.strict or colour is None
                     or CODES_OF_COLOUR[colour].isdisjoint(hand))
        table = plays_on(colour, self.rank, plus_four)
        # the plays of each distinct card, in the order of the hand
        actions = list(chain.from_iterable(map(table.__getitem__, dict.fromkeys(hand))))
        # "Ako nema šta, igrač kupuje jednu sa vrha Ostatka"
        if not actions or self.draw_any_time:
            if self.can_draw():
                actions.append(DRAW)
            elif not actions:
                actions.append(PASS)
        return actions

    # -- what a card does --------------------------------------------------------------

    def _after_play(self, seat: int, code: str, colour_before: str | None) -> list[Event]:
        events: list[Event] = []
        if code == WILD_DRAW_FOUR and self.strict and self.holds_colour(seat, colour_before):
            # "Ako igač ... odigra „Jolly +4“ a ima boju ... mora vući sa ostatka 4 karte."
            events += self.penalty(seat, PENALTY_CARDS, "plus_four_with_colour")
        hand = self.hands[seat]
        if len(hand) == 1:
            # "Kada igrač odigra svoju pretposlednju kartu, mora reći: „Uno“"
            self.uno_window = seat
        skip = 0
        if RANK_OF[code] in ACTING_RANKS:   # most cards do nothing: no call for them
            effects, skip = self._card_effects(code)
            events += effects
        if not hand:
            return events + self._went_out(seat, skip)
        return events + self.pass_turn(skip)

    # -- the end of a deal -------------------------------------------------------------

    def _went_out(self, seat: int, skip: int) -> list[Event]:
        events: list[Event] = [PlayerOut(seat)]
        if self.mode == "teams":
            side = self.side_of[seat]
            if any(self.hands[s] for s in self.teams[side]):
                # "igrač koji izlazi iz igre, odlučuje o tome, da li se igra prekida"
                self.phase = PHASE_CHOOSE
                self.current_player = seat
                self.pending_skip = skip
                return events
            return events + self._stop(seat)
        # "Čim neko odigra svoju poslednju kartu, igra se prekida i sledi bodovanje."
        # A last Uzmi 2 or Jolly +4 has already made the next player draw ("sledeći igač
        # ipak pre zavšetka igre, kupuje 2, odnosno 4 karte"): the effects come first.
        return events + self._score_out(seat)

    def _score_out(self, winner: int) -> list[Event]:
        side = self.side_of[winner]
        gained = [0] * self.sides
        if self.elimination and not self.final:
            # "Pobednički par ostaje bez bodova, a ostali parovi dobijaju bodove, koji
            # su jednaki zbiru karata u rukama obojice partnera."
            for s in self.rotation:
                if self.side_of[s] != side:
                    gained[self.side_of[s]] += self.hand_points(s)
        else:
            # "Bodove dobija samo pobednik ... sabiranjem karata ... u rukama protivnika."
            gained[side] = sum(self.hand_points(s) for s in self.rotation
                               if self.side_of[s] != side)
        winners = tuple(s for s in self.rotation if self.side_of[s] == side)
        return self.end_deal(gained, winners)

    def team_points(self) -> list[int]:
        """Each team's points in hand, the sums a stop compares."""
        return [sum(self.hand_points(s) for s in team) for team in self.teams]

    def _stop(self, seat: int) -> list[Event]:
        """Ekipni UNO: the team with fewer points in hand scores the other team's."""
        mine = self.side_of[seat]
        totals = self.team_points()
        # a tie goes to the side of the player who went out (docs/rules/adriatic_teams.md)
        side = mine if totals[mine] <= totals[1 - mine] else 1 - mine
        gained = [0, 0]
        gained[side] = totals[1 - side]
        return self.end_deal(gained, tuple(self.teams[side]))

    def _blocked(self) -> list[Event]:
        # Nobody can play or draw: scored as if the player with the fewest points in
        # hand had gone out (teams: the stop rule; a tie scores nothing).
        if self.mode != "teams":
            return self._score_out(self.lowest_hand())
        totals = self.team_points()
        if totals[0] == totals[1]:
            return self.end_deal([0, 0], ())
        side = 0 if totals[0] < totals[1] else 1
        gained = [0, 0]
        gained[side] = totals[1 - side]
        return self.end_deal(gained, tuple(self.teams[side]))

    def _after_scoring(self) -> list[Event]:
        if not self.elimination or self.final:
            return []
        # "Kako koji par dostigne 500 bodova, tako ispada iz dalje igre."
        events: list[Event] = []
        for side in sorted({self.side_of[s] for s in self.rotation}):
            if self.side_scores[side] >= self.target:
                for s in self.teams[side]:
                    self.active[s] = False
                events.append(SideEliminated(side))
        self._build_order()
        left = sorted({self.side_of[s] for s in self.rotation})
        if len(left) == 2:
            # "Njihovim trenutnim rezultatima se dodaje znak minus i od tada se
            # produžava sa standardnim bodovanjem."
            self.final = True
            for side in left:
                self.side_scores[side] = -self.side_scores[side]
            events.append(FinalStarted(tuple(left), tuple(self.side_scores[s] for s in left)))
        return events

    def _match_winners(self) -> tuple[int, ...] | None:
        if self.options["deals"] == "single":
            # a quick game (003: "pobeđuje ko se prvi oslobodi karata"); a blocked tie: nobody
            return tuple(self.last_deal["winners"]) if self.last_deal else ()
        if self.elimination and not self.final:
            left = {self.side_of[s] for s in self.rotation}
            return tuple(self.rotation) if len(left) == 1 else None
        return super()._match_winners()

    # -- Ekipni UNO: choosing, and partners playing for those who are out --------------

    def actor(self, turn: int) -> int:
        """"Kad god dođe red na njega za igru, to umesto njega izvodi partner, koji mu
        je najbliži sa desne strane": to the right is against the first direction."""
        if not self.out[turn]:
            return turn
        side = self.side_of[turn]
        seat = turn
        for _ in range(self.players - 1):
            seat = (seat - 1) % self.players
            if self.side_of[seat] == side and self.hands[seat]:
                return seat
        return turn  # nobody left to play for it: the deal is ending

    def next_player(self) -> int:
        # the next place somebody can play (a team all out is passed over: with an odd
        # number of players two partners sit side by side)
        turn = self.next_seat(self.turn)
        for _ in range(self.players):
            seat = self.actor(turn)
            if not self.out[seat]:
                return seat
            turn = self.next_seat(turn)
        return seat

    def _apply_own(self, seat: int, action: Action) -> list[Event]:
        self.uno_window = None
        if isinstance(action, Stop):
            return [Chose(seat, "stop"), *self._stop(seat)]
        self.out[seat] = True
        self.phase = PHASE_PLAY
        return [Chose(seat, "continue"), *self.pass_turn(self.pending_skip)]

    def _why_illegal(self, seat: int, action: Action) -> str:
        if isinstance(action, Stop | GoOn):
            return "not_your_choice"
        if self.phase == PHASE_CHOOSE and seat == self.current_player:
            return "stop_or_continue"
        return super()._why_illegal(seat, action)

    # -- seeing ------------------------------------------------------------------------

    def _view(self, seat: int) -> dict[str, Any]:
        view = super()._view(seat)
        playing = self.phase not in (PHASE_BETWEEN, PHASE_OVER)
        view |= {
            "mode": self.mode,
            "scoring": "elimination" if self.elimination and not self.final else "standard",
            "final": self.final,
            "eliminated": [side for side, team in enumerate(self.teams)
                           if not self.active[team[0]]],
            "playing_for": (self.turn if playing and self.current_player != self.turn
                            and self.phase != PHASE_CHOOSE else None),
            "pending_skip": self.pending_skip if self.phase == PHASE_CHOOSE else 0,
            # with the count open, the one who went out weighs the sums a stop compares
            "points_in_hand": (self.team_points() if self.open_count and self.phase == PHASE_CHOOSE
                               and seat == self.current_player else None),
            "actions": self.deal_actions(),
        }
        return view

    def restore_from_view(self, view: dict[str, Any], rng: Rng) -> None:
        """As every UNO game, and with the count open the unseen cards dealt so that each
        team's hands add up to the points the chooser was shown."""
        super().restore_from_view(view, rng)
        if view.get("points_in_hand") is not None:
            self._deal_to_points(view["points_in_hand"], view["seat"], rng)

    def _deal_to_points(self, targets: list[int], seat: int, rng: Rng) -> None:
        """Swap unseen cards between the other seats' hands and the stock until each
        team's points in hand are `targets`: a swap is kept when it brings the sums no
        farther off, so the walk finds the real deal's sums (which exist) without being
        held at a nearest miss. Bounded; the same stream gives the same deal."""
        hidden = [s for s in range(self.players) if s != seat and self.hands[s]]
        places = [self.hands[s] for s in hidden] + [self.stock]
        sides = [self.side_of[s] for s in hidden] + [None]
        points = self.POINTS

        def off() -> int:
            return sum(abs(t - p) for t, p in zip(targets, self.team_points()))

        miss = off()
        for _ in range(20_000):
            if miss == 0:
                break
            a, b = rng.below(len(places)), rng.below(len(places))
            if sides[a] == sides[b] or not places[a] or not places[b]:
                continue
            i, j = rng.below(len(places[a])), rng.below(len(places[b]))
            if points[places[a][i]] == points[places[b][j]]:
                continue
            places[a][i], places[b][j] = places[b][j], places[a][i]
            now = off()
            if now <= miss:
                miss = now
            else:
                places[a][i], places[b][j] = places[b][j], places[a][i]
        self._legal_cache.clear()

    def _restore_own(self, view: dict[str, Any]) -> None:
        self.final = view["final"]
        self.pending_skip = view["pending_skip"]
        self.actions_seen = list(view["actions"])


OPTIONS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "target": (500, (500, 300, 200, 100)),
    "deals": ("to_target", ("to_target", "single")),
    "penalties": ("referee", ("referee", "strict")),
    "drawn_card": ("must_play", ("must_play", "may_keep")),
    "draw": ("when_stuck", ("when_stuck", "any_time")),
    "starter": ("effects", ("effects", "plain")),
}
# One preset each keeps the generic contract test within its time (see the docs).
PRESETS: dict[str, dict[str, Any]] = {"one_deal": {"deals": "single"}}
UNO_ACTIONS: tuple[type[Action], ...] = (Play, Draw, Pass, CallUno, Catch, Deal)

# "posebne karte su sledeće: Uzmi 2, Promena Smera, Preskok, Jolly, Jolly +4"
SPECIAL_CARDS = tuple(special_card(code, "adriatic", "adriatic")
                      for code in ("Rd2", "Yrev", "Gskip", "W", "Wd4"))


def _sample(view: dict[str, Any], rng: Rng) -> Adriatic:
    """A match of any of the three games consistent with what `view["seat"]` sees."""
    match = _sample_match(SPECS[view["game"]], view, rng)
    assert isinstance(match, Adriatic)
    return match


SPEC = GameSpec(
    id="adriatic",
    min_players=2,
    max_players=10,  # "Igra je predviđena za 2, pa čak do 10 igrača."
    match_class=functools.partial(Adriatic, mode="single"),
    clockwise=True,  # "Igru počinje igrač levo od delitalja ... smer igre je levi"
    options=OPTIONS,
    presets=PRESETS,
    actions=UNO_ACTIONS,
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=one_deck(Adriatic.DECK),
    phases=UNO_PHASES,
)

PAIRS_SPEC = GameSpec(
    id="adriatic_pairs",
    min_players=4,
    max_players=10,  # "3, 4, ili čak 5 ekipa, od po 2 igrača" (and 2 pairs)
    match_class=functools.partial(Adriatic, mode="pairs"),
    clockwise=True,  # "Igru počinje igrač levo od delitalja ... smer igre je levi"
    options=OPTIONS | {"scoring": ("elimination", ("elimination", "winners"))},
    presets=PRESETS,
    actions=UNO_ACTIONS,
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=one_deck(Adriatic.DECK),
    phases=UNO_PHASES,
)

TEAMS_SPEC = GameSpec(
    id="adriatic_teams",
    min_players=6,
    max_players=10,  # "Ekipe broje 3, do 5 igrača ... U igri uvek učestvuju 2 ekipe."
    match_class=functools.partial(Adriatic, mode="teams"),
    clockwise=True,  # "Igru počinje igrač levo od delitalja ... smer igre je levi"
    # what the one who went out is shown before he chooses (docs/rules/adriatic_teams.md)
    options=OPTIONS | {"count": ("points", ("points", "cards"))},
    presets=PRESETS,
    actions=(*UNO_ACTIONS, Stop, GoOn),
    special_cards=SPECIAL_CARDS,
    private_view_keys=frozenset({"seat", "hand", "points_in_hand"}),   # the chooser's alone
    sample=_sample,
    cards=one_deck(Adriatic.DECK),
    phases=UNO_PHASES | {PHASE_CHOOSE},
)

SPECS = {spec.id: spec for spec in (SPEC, PAIRS_SPEC, TEAMS_SPEC)}
