"""How the UNO games' events look at the table: the handlers of the director's map
(`@directs`, game/table/director.py) that UnoTable takes in before the calls table.
Each says its word in the middle of the table or beside the seat's plate, with a sound,
and some move a picture too: the ring of the direction turns over, a Table joins the
tally, the hand a challenge shows comes up for the challenger.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.adriatic import Chose, FinalStarted, SideEliminated
from rules.core import (
    Caught,
    DirectionChanged,
    PenaltyGiven,
    StockEnded,
    StockRefilled,
    TurnSkipped,
)
from rules.jump_in import JumpedIn
from rules.uno import StarterTaken, TablesWon
from rules.uno_family import REVERSE, ColourChosen, DrawOwed, PlaysFor, UnoCalled
from rules.uno_official import Challenged, HandsExchanged

from .. import theme
from ..sprites import uno_cards
from ..table.director import directs

if TYPE_CHECKING:
    from .uno_choice import ShownHand
    from .uno_marks import DirectionRing
    from .uno_words import UnoWords


class UnoMoments:
    """The UNO table's handlers of its rule events (mixed in before CallsTable: they use
    the table's `say`, its plates and its parts)."""

    words: UnoWords
    ring: DirectionRing
    shown: ShownHand
    tallies: list[int]

    def _said_by(self, seat: int, t: float, words: str, colour: tuple[int, int, int],
                 sound: str, pause: float) -> float:
        """A word beside a seat's plate; the next event may start `pause` later."""
        self.say(t, words, colour, sound, at=self.label_spot(seat))
        return t + pause

    @directs(ColourChosen)
    def colour_chosen(self, event: ColourChosen, t: float) -> float:
        self.say(t, self.words.colour(event.colour) + "!", uno_cards.COLOURS[event.colour],
                 "flip", at=self.layout["pile"].center)
        return t + 0.5

    @directs(DirectionChanged)
    def direction_changed(self, event: DirectionChanged, t: float) -> float:
        self.say(t, self.words.card_name(REVERSE) + "!", theme.PLUM, "shuffle")
        self.ring.turn(self.animator, t, event.direction)
        return t + 0.6

    @directs(TurnSkipped)
    def turn_skipped(self, event: TurnSkipped, t: float) -> float:
        """Said at the plate, or mid-table for a seat that is out (its partner's turn)."""
        at = None if self._out(event.seat) else self.label_spot(event.seat)
        self.say(t, self.words.skip(), theme.SKY, "dalje", at=at)
        return t + 0.5

    @directs(DrawOwed)
    def cards_owed(self, event: DrawOwed, t: float) -> float:
        words = self.app.tr.get("uno_table.plus", n=event.cards)
        return self._said_by(event.seat, t, words, theme.CORAL, "draw", 0.5)

    @directs(UnoCalled)
    def uno_called(self, event: UnoCalled, t: float) -> float:
        return self._said_by(event.seat, t, self.app.tr.get("uno_table.uno"), theme.SUN, "pair",
                             0.5)

    @directs(Caught)
    def caught(self, event: Caught, t: float) -> float:
        return self._said_by(event.seat, t, self.app.tr.get("uno_table.caught"), theme.CORAL,
                             "cat", 0.5)

    @directs(PenaltyGiven)
    def penalty_given(self, event: PenaltyGiven, t: float) -> float:
        words = self.said_of(f"uno_table.penalty.{event.reason}", event.seat, n=event.cards)
        return self._said_by(event.seat, t, words, theme.CORAL, "cat", 0.7)

    @directs(PlaysFor)
    def plays_for(self, event: PlaysFor, t: float) -> float:
        words = self.app.tr.get("uno_table.plays_for", name=self.name(event.for_seat))
        return self._said_by(event.seat, t, words, theme.LEAF, "turn", 0.6)

    @directs(JumpedIn)
    def jumped_in(self, event: JumpedIn, t: float) -> float:
        words = self.said_of("uno_table.jumped_in", event.seat)
        return self._said_by(event.seat, t, words, theme.SUN, "pair", 0.5)

    @directs(StockRefilled)
    def stock_refilled(self, event: StockRefilled, t: float) -> float:
        self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
        return t + 0.3

    @directs(TablesWon)
    def tables_won(self, event: TablesWon, t: float) -> float:
        """Seed 000's UNO: the Table said at the plate, and added to its tally."""
        words = self.app.tr.get(f"uno_table.tables.{event.reason}", n=event.tables)
        self.say(t, words, theme.LEAF, "win", at=self.label_spot(event.seat))
        self.animator.call(t + 0.3, lambda: self._tally(event.seat, event.tables))
        return t + self.reading(0.8)

    @directs(StockEnded)
    def stock_ended(self, event: StockEnded, t: float) -> float:
        self.say(t, self.app.tr.get("uno_table.stock_ended"), theme.PLUM, "shuffle")
        return t + self.reading(1.2)

    @directs(StarterTaken)
    def starter_taken(self, event: StarterTaken, t: float) -> float:
        words = self.app.tr.get("uno_table.starter_taken")
        return self._said_by(event.seat, t, words, theme.SKY, "pick", 0.6)

    @directs(Challenged)
    def challenged(self, event: Challenged, t: float) -> float:
        """"Izazov!", the verdict, and for the challenger alone the hand he asked to see."""
        words = self.said_of("uno_table.guilty" if event.guilty else "uno_table.innocent",
                             event.seat)
        self.say(t, words, theme.CORAL if event.guilty else theme.LEAF, "flip",
                 at=self.label_spot(event.seat))
        shown = self.view().get("shown_hand")
        if shown and event.by in self.setup.human_seats and event.by == self.viewer:
            self.animator.call(t + 0.2, lambda: self.shown.show(shown["seat"], shown["cards"],
                                                                event.guilty))
        return t + 0.7

    @directs(HandsExchanged)
    def hands_exchanged(self, event: HandsExchanged, t: float) -> float:
        self.say(t, self.app.tr.get(f"uno_table.hands.{event.how}"), theme.PLUM, "shuffle")
        return t + 0.6

    @directs(Chose)
    def chose(self, event: Chose, t: float) -> float:
        words = self.app.tr.get(f"uno_table.chose.{event.choice}")
        return self._said_by(event.seat, t, words, theme.SUN, "turn", 0.6)

    @directs(SideEliminated, FinalStarted)
    def pairs_moment(self, event: SideEliminated | FinalStarted, t: float) -> float:
        """Igra u parove: a pair leaves the match, or the final of the last two begins."""
        self.say(t, self.app.tr.get(f"uno_table.{event.name}"), theme.PLUM, "win")
        return t + self.reading(1.0)

    def _tally(self, seat: int, tables: int) -> None:
        self.tallies[seat] += tables
        self.app.sounds.play("pair")
