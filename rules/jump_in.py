"""Jumping in ("uletanje", "uskakanje"): playing out of turn a card identical to the
top of the discard pile — seed 002 ("Mađarska" and the liberal rule) and seed 003
(the house rule "Uskakanje").

The rules in plain words. A player who holds exactly the card on top of the pile (the
same number and the same colour) may play it although it is not his turn; play then
goes on from him ("Tada se krug nastavlja od njega"). With "numbers" only number
cards may be jumped on (Mađarska, and 003's "isti broj i istu boju"); with "any" every
identical card may (the liberal rule: "i 'specijalne'"), and the effects add up: a
+2 on a +2 whose cards are not drawn yet makes the player after the jumper draw 4,
four +4s make 16, a Stop on a Stop whose skip is still fresh skips two players after
the jumper, and every Promena smera turns the round once more.

How the contract carries it, and how races are settled (docs/rules/uno_classic.md):
- A jump-in is `play CODE [COLOUR]` given by a seat that is not the current player,
  `apply(action, seat)`; `seats_to_act()` lists the seat to act first, then every seat
  that may jump in, in the order of play from it.
- Nobody jumps in on his own card, while a player who has drawn decides about the
  drawn card, or while a game waits for another decision (phases other than "play").
- Races: the rules take one action at a time, whole, in the order they are given. An
  action given after another is judged on the table as that one left it: once the
  top card has changed, a second jump-in (or the turn player's card) meant for the
  old top card is refused, or, when it is identical to the new top card too (a second
  +4 on a +4), it is a jump-in on that card and adds up again. A driver that receives
  several actions at the same moment gives them in `seats_to_act()` order.
- The effect of the top card is "fresh" from its play until the next turn action
  (play, draw or pass) of the player in turn; `streak` counts the identical cards
  played on it while fresh (1 for a card played alone, 0 once spent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .core import PHASE_PLAY, Action, Event, GameSpec, Play
from .uno_family import PLAYS, RANK_OF, UnoMatch

JUMP_IN_VALUES = ("off", "numbers", "any")


@dataclass(frozen=True)
class JumpedIn(Event):
    """`seat` played out of turn a card identical to the top card; play goes on from it."""

    name: ClassVar[str] = "jumped_in"
    seat: int


class JumpInMatch(UnoMatch):
    """An UNO match with the option "jump_in" ("off", "numbers" or "any")."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        self.jump_in: str = options.get("jump_in", "off")
        self.top_by: int | None = None  # who played the top card (None: the starter)
        self.streak = 0
        super().__init__(spec, players, seed, options, deck, dealer)

    def start_deal(self, deck: list[str] | None) -> list[Event]:
        self.top_by = None
        self.streak = 0
        return super().start_deal(deck)

    # -- who may jump in -----------------------------------------------------------

    def jump_card(self, seat: int) -> str | None:
        """The top card, when `seat` may jump in with its twin now."""
        if self.jump_in == "off" or self.phase != PHASE_PLAY or seat == self.top_by:
            return None
        top = self.pile[-1]
        if self.jump_in == "numbers" and not RANK_OF[top].isdigit():
            return None
        return top if top in self.hands[seat] and self.active[seat] else None

    def jump_plays(self, seat: int) -> list[Action]:
        top = self.jump_card(seat)
        return list(PLAYS[top]) if top is not None else []

    def _out_of_turn_actions(self, seat: int) -> list[Action]:
        return self.jump_plays(seat)

    def seats_to_act(self) -> list[int]:
        current = self.current_player
        if current is None or self.jump_in == "off":
            return super().seats_to_act()
        seats = [current]
        seat = self.next_seat(current)
        while seat != current:
            if self.jump_card(seat) is not None:
                seats.append(seat)
            seat = self.next_seat(seat)
        return seats

    def adds_up(self, code: str) -> bool:
        """Whether playing `code` now adds to the fresh effect of its twin on top."""
        return self.jump_in == "any" and self.streak > 0 and code == self.pile[-1]

    # -- playing and spending ------------------------------------------------------

    def _play(self, seat: int, code: str, colour: str | None) -> list[Event]:
        self.streak = self.streak + 1 if self.adds_up(code) else 1
        events: list[Event] = []
        if seat != self.current_player:
            events.append(JumpedIn(seat))
            self.turn = self.current_player = seat
            self.phase = PHASE_PLAY
        self.top_by = seat
        return events + super()._play(seat, code, colour)

    def _draw(self, seat: int) -> list[Event]:
        self.streak = 0
        return super()._draw(seat)

    def _pass(self, seat: int) -> list[Event]:
        self.streak = 0
        return super()._pass(seat)

    def _why_illegal(self, seat: int, action: Action) -> str:
        if (isinstance(action, Play) and seat != self.current_player
                and self.jump_in != "off" and self.phase == PHASE_PLAY):
            if seat == self.top_by:
                return "jump_in_on_your_own_card"
            return "jump_in_identical_only"
        return super()._why_illegal(seat, action)

    # -- seeing ----------------------------------------------------------------------

    def _view(self, seat: int) -> dict[str, Any]:
        return super()._view(seat) | {"top_by": self.top_by, "streak": self.streak}

    def _restore_own(self, view: dict[str, Any]) -> None:
        self.top_by = view["top_by"]
        self.streak = view["streak"]
