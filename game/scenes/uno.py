"""The UNO family at the table: Adriatic (alone, in pairs, in teams), seed 000's UNO
with its Table and its two stacking variants, the party deck's UNO and the
manufacturer's UNO with its house rules — one table for all eight games.

On top of the calls table: a tap plays a card, a wild opens the colour picker, and
the colour chosen stays on the pile as a badge with its symbol; an arrow ring round
the middle shows the direction of play and turns over when it changes; the cards
owed lie on the pile as "+4"; the UNO button is always on screen and may be pressed
before the second-to-last card goes down (or the table says it for the youngest);
an identical card glows when a child may jump in, and the computer jumps in after
a person's reaction time. The games' own moments are small additions: the +4
challenge (only the challenger sees the hand), the 7's swap, Ekipni UNO's choice to
stop or go on and the partner playing for the one who is out, the Table of seed
000's UNO as tally marks beside each plate, and the end of its stock.

The table is made of parts beside it: the UNO button's help (uno_call.py), the order
of the viewer's hand (uno_hand.py), the record of the moves (uno_log.py), the panels of
a choice and the shown hand (uno_choice.py), its words (uno_words.py) and its pictures
(uno_marks.py). Its areas beyond the shedding table's are in the layout (`UNO_AREAS`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from rules.core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_OVER,
    Action,
    CallUno,
    CardMoved,
    Catch,
    Draw,
    Event,
    Match,
    Play,
)
from rules.uno_family import PLAYS
from rules.uno_official import Swap

from .. import guides, theme
from ..sprites import uno_cards
from ..table.still import Still
from ..table_record import TableRecord
from .base import Widget
from .calls import CallsTable, by_level
from .uno_call import UnoCall
from .uno_choice import ChoicePanel, ShownHand
from .uno_hand import HandOrder, lay_in_order, sorted_place
from .uno_log import MoveLog
from .uno_marks import (
    DirectionRing,
    draw_called,
    draw_pile_marks,
    draw_sides,
    draw_stock_over,
    draw_tally,
)
from .uno_moments import UnoMoments
from .uno_words import UnoWords, semafor_open

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup
    from .card_table import Target

JUMP_DELAY = {"easy": 2.2, "normal": 1.4, "hard": 1.0}   # a bot sees its twin card on top
JUMP_HOLD = 1.6          # seconds the bot on turn waits for a person who may jump in
LABEL_GAP = 100          # design px from a plate's edge to the middle of a word said there
UNO_AREAS = ("button:auto", "button:log", "ring", "panel:choice", "button:stop", "button:go_on",
             "panel:challenge_1", "panel:challenge_2", "panel:challenge_3", "button:challenge",
             "button:accept", "panel:log", "panel:shown_hand")   # beyond the shedding table's


class UnoTable(UnoMoments, CallsTable):
    """The calls table with the UNO games' own parts: the UNO button's help, the order
    of the viewer's hand, the record of the moves, the panels of a choice and the hand
    shown to a challenger, its words; and the look of its events (UnoMoments)."""

    deck_kind = "uno_cards"
    call_word = "uno_table.uno"
    catch_word = "uno_table.catch"
    picker_choices = COLOURS
    picker_title = "uno_table.pick_colour"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.layout.require(*UNO_AREAS)
        self.words = UnoWords(self)
        self.calls = CallUno in self.spec.actions
        self.uno = UnoCall(self)
        self.hand_order = HandOrder()
        self.log = MoveLog(self)
        self.choice = ChoicePanel(self)
        self.shown = ShownHand(self)
        view = self.view()
        self.ring = DirectionRing(view["direction"], self.spec.clockwise)
        self.tallies = list(view.get("tables", [0] * setup.players))
        self.last_button.selected = lambda: self.uno.armed
        self.swap_buttons = {
            seat: Widget(self._area("plate", seat), lambda s=seat: self._swap_label(s),
                         lambda s=seat: self.act(Swap(s), self.viewer), "shuffle",
                         font_size=34, hide_disabled=True, colour=theme.shade(theme.SKY, 1.3))
            for seat in range(setup.players)}
        self.widgets += [self.uno.auto_button, *self.choice.buttons.values(),
                         *self.swap_buttons.values(), self.log.button]

    # -- whose move --------------------------------------------------------------------

    def acting_seats(self) -> list[int]:
        """Only the player in turn acts on the table's clock; jumping in, calling and
        catching run on the reaction clock."""
        current = self.match.current_player
        return [s for s in self.match.seats_to_act() if s == current]

    def bot_actions(self, seat: int) -> list:
        """On its turn a bot plays; calls and catches are for the reaction clock."""
        return [a for a in self.match.legal_actions(seat) if not isinstance(a, CallUno | Catch)]

    def forgetful(self) -> int | None:
        return self.view()["uno_window"]

    def reaction_actions(self, seat: int) -> list[Action]:
        legal = self.match.legal_actions(seat)
        if seat == self.match.current_player:
            return [a for a in legal if isinstance(a, CallUno | Catch)]
        return legal

    def reaction_delay(self, seat: int, actions: list[Action]) -> float:
        """A jump-in after the bot's reaction time; a call or a catch as on every table."""
        calls = [a for a in actions if not isinstance(a, Play)]
        delays = [super().reaction_delay(seat, calls)] if calls else []
        if len(calls) < len(actions):
            delays.append(by_level(JUMP_DELAY, self.driver.pace_level))
        return min(delays)

    def person_hold(self) -> float:
        """A person who may jump in gets a moment too, before the bot on turn moves."""
        current = self.match.current_player
        jumper = any(isinstance(a, Play) for s in self.setup.human_seats if s != current
                     for a in self.match.legal_actions(s))
        return max(super().person_hold(), JUMP_HOLD if jumper else 0.0)

    def bots_may_act(self) -> bool:
        """Not while a shown hand or the record of the moves is being read."""
        return super().bots_may_act() and not self.shown.open and not self.log.open

    # -- acting --------------------------------------------------------------------------

    def play_card(self, code: str) -> None:
        """A tap on a card: play it, ask its colour, or hear why not."""
        plays = [a for a in self.legal() if isinstance(a, Play) and a.codes[0] == code]
        if not plays:
            self.act(PLAYS[code][0], self.viewer)       # refused: the rules say why
        elif plays[0].colour is not None:
            self.picking = code
            self.picker_focus = 0
            self.app.sounds.play("pick")
        else:
            self.act(plays[0], self.viewer)

    def choose(self, colour: str) -> None:
        code, self.picking = self.picking, None
        if code is not None:
            self.act(Play((code,), colour), self.viewer)

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        if seat == self.viewer and not isinstance(action, Play):
            self.uno.armed = False

    def _announce(self) -> None:
        self.uno.press()

    def _swap_label(self, seat: int) -> str:
        """A 7's choice on a plate: the player's name and cards stay in sight."""
        return self.app.tr.get("uno_table.swap_with", name=self.name(seat),
                               n=self.view()["hand_sizes"][seat])

    def update(self, dt: float) -> None:
        if self.calls and not self.match.is_over:
            self.uno.say_for_the_child()
        self.shown.update(dt)
        super().update(dt)

    def next_frame_in(self) -> float | None:
        """Also when a shown hand is put away."""
        later, shown = super().next_frame_in(), self.shown.due_in()
        return later if shown is None else shown if later is None else min(later, shown)

    def handle(self, intent) -> bool:
        """A tap anywhere puts a shown hand, or the record of the moves, away."""
        if self.shown.open and intent.kind == "tap" and not self.animator.busy:
            self.shown.hand = None
            return True
        if self.log.open and intent.kind in ("tap", "key"):
            return self.log.put_away(intent)
        return super().handle(intent)

    # -- where a move is made (the hint and the guide) ----------------------------------

    def target_of(self, action: Action) -> Target | None:
        """The next tap of a move: its colour on the open picker, the UNO button (also
        pressed ahead), a button of the challenge, of the teams' choice or of a swap;
        nothing while a shown hand covers the table (a tap puts it away first)."""
        if self.shown.open:
            return None
        picked = self.picker_target(action)
        if picked is not None:
            return picked
        if isinstance(action, CallUno):
            return self.widget_target(self.last_button)
        if action in self.choice.buttons:
            return self.widget_target(self.choice.buttons[action])
        if isinstance(action, Swap):
            return self.widget_target(self.swap_buttons[action.seat])
        return super().target_of(action)

    # -- the viewer's hand, sorted or as arranged ---------------------------------------

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        """The viewer's hand lies sorted, until the child arranges it (uno_hand.py)."""
        if zone == f"hand:{self.viewer}" and self.hand_order.sorted:
            self.zones[zone].sort(key=sorted_place)
        super().relayout(zone, duration, delay)

    def may_arrange(self) -> bool:
        """A child may sort their hand by hand at any time, as in Crni Petar."""
        return self.viewer in self.setup.human_seats and not self.animator.busy and \
            self.picking is None

    def arranged(self) -> None:
        """The hand keeps the order given it, saved at once (the child may leave now)."""
        self.hand_order.sorted = False
        if self.guide is None and not self.match.is_over:
            self.app.storage.save_match(self.save_data())

    def save_data(self) -> dict:
        """The match, and the order each person arranged their hand in."""
        own = self.zones[f"hand:{self.viewer}"]
        return super().save_data() | {"hand_order": self.hand_order.saved(self.viewer, own)}

    def restore(self, saved: dict) -> None:
        self.hand_order.restore(saved.get("hand_order"))

    def _move(self, event: CardMoved, t: float) -> float:
        """A card leaves the viewer's hand by its code, and joins it where it goes."""
        own = f"hand:{self.viewer}"
        if event.src == own:
            at = next((i for i, s in enumerate(self.zones[own]) if s.code == event.code), -1)
            event = replace(event, src_index=at)
        if event.dst == own:
            event = replace(event, index=self.hand_order.place(self.zones[own], event.code))
        return super()._move(event, t)

    def _after_deal(self, t: float) -> float:
        """The dealt hand slides into its sorted order (its cards flew in as dealt)."""
        self.hand_order.new_deal()
        end = super()._after_deal(t)
        self.relayout(f"hand:{self.viewer}", 0.35, t)
        return end

    def sync_from_view(self) -> None:
        order = self.hand_order.take_up(self.viewer)
        super().sync_from_view()
        if order is not None:
            lay_in_order(self.zones[f"hand:{self.viewer}"], order)
            self.relayout(f"hand:{self.viewer}", 0.0)
        view = self.view()
        self.ring.set(view["direction"])
        self.tallies = list(view.get("tables", self.tallies))

    # -- the director -----------------------------------------------------------------

    def direct(self, events: list[Event]) -> None:
        self.log.record(events)
        super().direct(events)

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        words = self.words.turn()
        return super().turn_words() if words is None else words

    def hint_reason(self, action: Action) -> str:
        """A card to play is named, even as the only move; a draw under a Semafor says
        that nothing in the hand is what it asks for."""
        if isinstance(action, Play):
            return self.play_reason(action)
        if isinstance(action, Draw) and semafor_open(self.view()):
            return f"uno_table.hint.semafor_draw.{self.words.semafor_draw()}"
        return super().hint_reason(action)

    def play_reason(self, action: Play) -> str:
        return "uno_table.hint.play"

    def hint_words(self, action: Action) -> dict[str, str]:
        """The card to play, by this game's name for it (Jolly, Semafor, Wild, Most...)."""
        return {"card": self.card_words(action.codes[0])} if isinstance(action, Play) else {}

    def reason_words(self, seat: int) -> dict[str, str]:
        """A refusal names the cards as this game does ("Džoker +4", "{=Jolly} +4", "4+")."""
        return {"name": "", "plus_four": self.words.card_name("Wd4")}

    def card_words(self, code: str) -> str:
        return self.words.card(code)

    def news_words(self) -> str:
        return "" if self.shown.open or self.log.open else super().news_words()

    def prompt_words(self) -> str:
        view = self.view()
        if self.shown.open or self.log.open:
            return ""
        if not self.my_turn and view.get("playing_for") is not None and not self.animator.busy:
            return self.app.tr.get("uno_table.playing_for", name=self.name(view["current"]),
                                   other=self.name(view["playing_for"]))
        return super().prompt_words()

    def deal_gains(self, view: dict) -> list[int] | None:
        """What each seat's side won in the deal just over (a side scores as one)."""
        return self._per_seat(view, "gained")

    def deal_parts(self, view: dict) -> list[list] | None:
        """What each seat's side's gain is made of (cards, Table, reward, doubling)."""
        return self._per_seat(view, "parts")

    def _per_seat(self, view: dict, key: str) -> list | None:
        last = view["last_deal"]
        if not last:
            return None
        side = {seat: i for i, team in enumerate(view["teams"]) for seat in team}
        return [last[key][side[seat]] for seat in range(self.setup.players)]

    def called(self) -> list[int]:
        """The seats whose UNO stands: said, and still on their last card."""
        view = self.view()
        if view["phase"] in (PHASE_BETWEEN, PHASE_OVER):
            return []
        return [s for s in view["said_uno"] if view["hand_sizes"][s] == 1]

    def label_spot(self, seat: int) -> tuple[float, float]:
        """Where a word about a seat pops up: beside its plate, on the side of the middle
        of the table (on the plate it hid the name and the card count)."""
        plate = self._area("plate", seat)
        if plate.centery < 540:
            return plate.centerx, plate.bottom + LABEL_GAP
        return plate.centerx, plate.y - LABEL_GAP

    def _out(self, seat: int) -> bool:
        """The seat has played its last card and left the deal (Ekipni UNO goes on)."""
        view = self.view()
        return seat in view["out"] and not view["hand_sizes"][seat]

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        out = self._out(seat)
        return 0, "" if out else str(self.view()["hand_sizes"][seat]), out

    # -- drawing ---------------------------------------------------------------------------

    def update_widgets(self) -> None:
        super().update_widgets()
        view = self.view()
        human = self.viewer in self.setup.human_seats
        idle = not self.animator.busy and self.picking is None and not self.shown.open
        playing = view["phase"] not in (PHASE_BETWEEN, PHASE_OVER)
        self.last_button.enabled = self.calls and human and playing and self.picking is None
        self.uno.update(self.last_button.enabled)
        legal = self.legal() if idle else []
        self.choice.update(legal, view)
        for seat, button in self.swap_buttons.items():
            button.rect = self._area("plate", seat)
            button.enabled = Swap(seat) in legal

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.ring.flip < 0.99:                    # turning over: drawn frame by frame
            self.ring.draw(surface, self.app, self._design_rect("ring"))
        super().draw_table(surface)
        if self.view().get("stock_over"):
            draw_stock_over(surface, self.app, self._design_rect("stock"))

    def felt_marks(self) -> tuple[int, int]:
        return self.viewer, self.ring.direction if self.ring.flip >= 0.99 else 0

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt with what lies still on it: the partners' colours round their plates
        and the ring of the direction of play (in the still layer: one blit a frame)."""
        super().draw_felt(surface, area)
        teams = self.view()["teams"]
        if len(teams) < self.setup.players:
            draw_sides(surface, self.app, [[self._area("plate", s) for s in team]
                                           for team in teams])
        if self.felt_marks()[1]:
            self.ring.draw(surface, self.app, self._design_rect("ring"))

    def still_pictures(self) -> list[Still]:
        """The cards of each hand, the stock and the pile that lie still, and the plates
        not on turn."""
        names = [f"hand:{seat}" for seat in range(self.setup.players)] + ["stock", "pile"]
        return self.resting_cards(names) + self.plates_at_rest()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        view = self.view()
        if view["phase"] not in (PHASE_BETWEEN, PHASE_OVER) and view["pile"]:
            draw_pile_marks(surface, self, view)
        if "tables" in view and not self.scores_shown:   # the scoreboard says them then
            for seat in range(self.setup.players):
                draw_tally(surface, self.app, self._area("plate", seat), self.tallies[seat])
        called = self.app.tr.get("uno_table.called")
        for seat in self.called():
            draw_called(surface, self.app, self._area("plate", seat), called)
        if self.choice.open:
            self.choice.draw(surface, view)
        if self.shown.open:
            self.shown.draw(surface)
        if self.log.open:
            self.log.draw(surface)
        if self.picking is not None:
            self.draw_picker(surface)

    def draw_choice(self, surface: pygame.Surface, colour: str, r: pygame.Rect) -> None:
        marker = uno_cards.wild_marker(colour, round(r.w * 0.62))
        surface.blit(marker, marker.get_rect(center=(r.centerx, r.y + r.h * 0.4)))
        self.draw_choice_name(surface, self.app.tr.get(f"uno_table.colour.{colour}"), r)


RECORDS = tuple(
    TableRecord(game, UnoTable, layout="shedding", family="uno", pictures=pictures,
                guide=guide, settings=("auto_uno",))
    for game, pictures, guide in (
        ("adriatic", ("R7", "Rskip", "W"), guides.ADRIATIC),
        ("adriatic_pairs", ("G3", "Wd4", "G3"), guides.ADRIATIC_PAIRS),
        ("adriatic_teams", ("B5", "Gd2", "Y5"), guides.ADRIATIC_TEAMS),
        ("uno", ("Y4", "J", "Y4"), guides.UNO),
        ("uno_prenos", ("Rd2", "Rd2", "Wd4"), guides.UNO_PRENOS),
        ("uno_most", ("Bd2", "Brev", "Gd2"), guides.UNO_MOST),
        ("uno_classic", ("G9", "UNO", "R9"), guides.UNO_CLASSIC),
        ("uno_official", ("B1", "Wshuffle", "Y0"), guides.UNO_OFFICIAL),
    ))
