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
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from rules.adriatic import PHASE_CHOOSE, Chose, FinalStarted, GoOn, SideEliminated, Stop
from rules.core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_DRAWN,
    PHASE_OVER,
    PHASE_PLAY,
    Accept,
    Action,
    CallUno,
    CardMoved,
    Catch,
    Caught,
    Challenge,
    DealStarted,
    DirectionChanged,
    Draw,
    Event,
    Match,
    Pass,
    PenaltyGiven,
    Play,
    StockEnded,
    StockRefilled,
    TurnSkipped,
    TurnStarted,
)
from rules.jump_in import JumpedIn
from rules.uno import PHASE_STARTER, SEMAFOR_TOP, StarterTaken, TablesWon
from rules.uno_family import (
    COLOUR_OF,
    PLAYS,
    RANK_OF,
    REVERSE,
    ColourChosen,
    DrawOwed,
    PlaysFor,
    UnoCalled,
)
from rules.uno_official import PHASE_CHALLENGE, PHASE_SWAP, Challenged, HandsExchanged, Swap

from .. import guides, theme
from ..sprites import uno_cards
from ..table.still import Still
from ..table_record import TableRecord
from .base import Widget
from .calls import CallsTable, by_level
from .remino import by_colour
from .shedding import PILE_SHOWN
from .uno_marks import (
    DirectionRing,
    demand_image,
    draw_called,
    draw_choice_panel,
    draw_log,
    draw_shown_hand,
    draw_tally,
    team_colour,
)

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup
    from .card_table import Target

JUMP_DELAY = {"easy": 2.2, "normal": 1.4, "hard": 1.0}   # a bot sees its twin card on top
JUMP_HOLD = 1.6          # seconds the bot on turn waits for a person who may jump in
SHOWN_HAND = 4.0         # seconds the challenger looks at the hand shown to him
TURN_TAKERS = ("skip", "rev", "d2", "Wd4")   # the cards that make a player lose the turn
LOG_LINES = 8            # the moves the record keeps ("what happened?")
LOG_BUTTON = pygame.Rect(1665, 76, 230, 80)    # design px: under the deal number
LABEL_GAP = 100          # design px from a plate's edge to the middle of a word said there
CHOICE_BOX = pygame.Rect(500, 240, 920, 370)   # design px: Ekipni UNO's choice, mid-table
# The +4 challenge beside the pile, clear of it, of the child's hand and of the two
# players' plates: the first of these places (design px, top left) that is.
CHALLENGE_SIZE = (680, 400)
CHALLENGE_PLACES = ((1210, 250), (1210, 340), (15, 240))
PILE_MARKS = 70          # design px round the pile that its marks (colour, +4 owed) take
CHOICE_BUTTONS = 140     # the panel's buttons, above its bottom


class UnoTable(CallsTable):
    deck_kind = "uno_cards"
    call_word = "uno_table.uno"
    catch_word = "uno_table.catch"
    picker_choices = COLOURS
    picker_title = "uno_table.pick_colour"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        tr = app.tr
        # each special card by this game's name for it, as its rules declare
        self.card_names = {RANK_OF[card.code]: card.name for card in self.spec.special_cards}
        self.calls = CallUno in self.spec.actions
        self.armed = False          # the UNO button pressed before the second-to-last card
        self.auto_uno = app.settings.of(setup.game, "auto_uno")   # the table says "UNO"
        self.shown: tuple[int, list[str], bool] | None = None   # a hand shown to the viewer
        self.shown_left = 0.0
        view = self.view()
        self.ring = DirectionRing(view["direction"], self.spec.clockwise)
        self.tallies = list(view.get("tables", [0] * setup.players))
        draw = self._design_rect("button:draw")
        self.auto_button = Widget(draw.move(0, draw.h + 22), lambda: tr.get("uno_table.auto"),
                                  self._toggle_auto, "check", selected=lambda: self.auto_uno,
                                  font_size=30, hide_disabled=True)
        self.last_button.selected = lambda: self.armed
        choice_y = CHOICE_BOX.bottom - CHOICE_BUTTONS
        self.choice_buttons = {
            action: Widget(rect, lambda w=word: tr.get(w), lambda a=action: self.act(a, self.viewer),
                           icon, font_size=40, hide_disabled=True, colour=colour)
            for action, word, icon, colour, rect in (
                (Challenge(), "uno_table.challenge", "check", theme.shade(theme.CORAL, 1.4),
                 pygame.Rect(0, 0, 290, 110)),        # placed with the panel (challenge_box)
                (Accept(), "uno_table.accept", "draw", theme.BUTTON,
                 pygame.Rect(0, 0, 290, 110)),
                (Stop(), "uno_table.stop", "check", theme.shade(theme.SUN, 1.2),
                 pygame.Rect(600, choice_y, 340, 110)),
                (GoOn(), "uno_table.go_on", "play", theme.BUTTON,
                 pygame.Rect(980, choice_y, 340, 110)),
            )}
        self.swap_buttons = {
            seat: Widget(self._area("plate", seat), lambda s=seat: self._swap_label(s),
                         lambda s=seat: self.act(Swap(s), self.viewer), "shuffle",
                         font_size=34, hide_disabled=True, colour=theme.shade(theme.SKY, 1.3))
            for seat in range(setup.players)}
        self.hand_sorted = True     # the child's hand lies sorted; False once arranged by hand
        self.orders: dict[int, list[str]] = {}   # seat -> its hand as a person arranged it,
                                                 # kept with the match until the next deal
        self.log: deque[str] = deque(maxlen=LOG_LINES)   # the last moves, in words
        self.log_open = False
        self.log_button = Widget(LOG_BUTTON, lambda: tr.get("uno_table.log"), self._open_log,
                                 "again", font_size=30)
        self.widgets += [self.auto_button, *self.choice_buttons.values(),
                         *self.swap_buttons.values(), self.log_button]

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
        return super().bots_may_act() and self.shown is None and not self.log_open

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
            self.armed = False

    def _announce(self) -> None:
        """UNO: said now when it may be, or kept for the moment the second-to-last card
        goes down (pressed before it, as a child presses it)."""
        view = self.view()
        if CallUno() not in self.match.legal_actions(self.viewer) and self.my_turn and \
                len(view["hand"]) == 2 and view["current"] == self.viewer:
            self.armed = not self.armed
            self.app.sounds.play("click")
            if self.armed and self.guide is not None:
                self.guide.acted(CallUno(), self.viewer)   # pressed ahead: a guide's step
            return
        self.armed = False
        self.act(CallUno(), self.viewer)

    def _swap_label(self, seat: int) -> str:
        """A 7's choice on a plate: the player's name and cards stay in sight."""
        return self.app.tr.get("uno_table.swap_with", name=self.name(seat),
                               n=self.view()["hand_sizes"][seat])

    def _toggle_auto(self) -> None:
        """For the youngest: chosen once, kept for every UNO match after."""
        from ..tables import SETTING_OWNERS

        self.auto_uno = not self.auto_uno
        for game in SETTING_OWNERS["auto_uno"]:
            self.app.settings.put(game, "auto_uno", self.auto_uno)
        self.app.save_settings()
        self.app.sounds.play("click")

    def _say_uno_for_the_child(self) -> None:
        """The armed button (or the table, for the youngest) says UNO the moment it may."""
        if (self.armed or self.auto_uno) and self.forgetful() == self.viewer and \
                self.viewer in self.setup.human_seats and \
                CallUno() in self.match.legal_actions(self.viewer):
            self.armed = False
            self.act(CallUno(), self.viewer)

    def update(self, dt: float) -> None:
        if self.calls and not self.match.is_over:
            self._say_uno_for_the_child()
        if self.shown is not None and not self.animator.busy:
            self.shown_left -= dt
            if self.shown_left <= 0:
                self.shown = None
        super().update(dt)

    def next_frame_in(self) -> float | None:
        """Also when a shown hand is put away."""
        later = super().next_frame_in()
        if self.shown is None or self.animator.busy:
            return later
        return max(0.0, self.shown_left) if later is None else min(later, self.shown_left)

    def handle(self, intent) -> bool:
        """A tap anywhere puts a shown hand, or the record of the moves, away."""
        if self.shown is not None and intent.kind == "tap" and not self.animator.busy:
            self.shown = None
            return True
        if self.log_open and intent.kind in ("tap", "key"):
            self.log_open = intent.kind == "key" and intent.key not in ("back", "activate")
            return intent.kind == "tap" or not self.log_open
        return super().handle(intent)

    def _open_log(self) -> None:
        self.log_open = True
        self.app.sounds.play("click")

    # -- where a move is made (the hint and the guide) ----------------------------------

    def target_of(self, action: Action) -> Target | None:
        """The next tap of a move: its colour on the open picker, the UNO button (also
        pressed ahead), a button of the challenge, of the teams' choice or of a swap;
        nothing while a shown hand covers the table (a tap puts it away first)."""
        if self.shown is not None:
            return None
        picked = self.picker_target(action)
        if picked is not None:
            return picked
        if isinstance(action, CallUno):
            return self.widget_target(self.last_button)
        if action in self.choice_buttons:
            return self.widget_target(self.choice_buttons[action])
        if isinstance(action, Swap):
            return self.widget_target(self.swap_buttons[action.seat])
        return super().target_of(action)

    # -- the director -----------------------------------------------------------------

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        """The viewer's hand lies sorted by colour, then number (the rules keep the order
        the cards came in), until the child arranges it by dragging a card along it."""
        if zone == f"hand:{self.viewer}" and self.hand_sorted:
            self.zones[zone].sort(key=lambda s: by_colour(s.code) if s.code else (9, 0))
        super().relayout(zone, duration, delay)

    def may_arrange(self) -> bool:
        """A child may sort their hand by hand at any time, as in Crni Petar."""
        return self.viewer in self.setup.human_seats and not self.animator.busy and \
            self.picking is None

    def arranged(self) -> None:
        """The hand keeps the order given it, saved at once (the child may leave now)."""
        self.hand_sorted = False
        if self.guide is None and not self.match.is_over:
            self.app.storage.save_match(self.save_data())

    def save_data(self) -> dict:
        """The match, and the order each person arranged their hand in: it holds as long
        as its cards are in the hand, also behind the curtain and after Continue."""
        own = self.zones[f"hand:{self.viewer}"]
        if self.hand_sorted:
            self.orders.pop(self.viewer, None)
        else:
            self.orders[self.viewer] = [s.code for s in own if s.code]
        return super().save_data() | {"hand_order": {str(s): o for s, o in self.orders.items()}}

    def restore(self, saved: dict) -> None:
        orders = saved.get("hand_order")
        if isinstance(orders, dict):
            self.orders = {int(seat): [c for c in codes if isinstance(c, str)]
                           for seat, codes in orders.items()
                           if str(seat).isdigit() and isinstance(codes, list)}

    def _lay_in_order(self, order: list[str]) -> None:
        """The viewer's hand in the order arranged, the cards come since at its right end
        (where one drawn into an arranged hand goes), in sorted order."""
        hand = self.zones[f"hand:{self.viewer}"]
        rest = list(hand)
        placed = []
        for code in order:
            sprite = next((s for s in rest if s.code == code), None)
            if sprite is not None:
                rest.remove(sprite)
                placed.append(sprite)
        hand[:] = placed + sorted(rest, key=lambda s: by_colour(s.code) if s.code else (9, 0))
        self.relayout(f"hand:{self.viewer}", 0.0)

    def _move(self, event: CardMoved, t: float) -> float:
        """A card leaves the viewer's hand by its code, and joins it where it sorts (at
        the right end of a hand the child has arranged)."""
        own = f"hand:{self.viewer}"
        if event.src == own:
            at = next((i for i, s in enumerate(self.zones[own]) if s.code == event.code), -1)
            event = replace(event, src_index=at)
        if event.dst == own and not self.hand_sorted:
            event = replace(event, index=len(self.zones[own]))
        elif event.dst == own:
            key = by_colour(event.code)
            place = sum(1 for s in self.zones[own] if s.code and by_colour(s.code) <= key)
            event = replace(event, index=place)
        return super()._move(event, t)

    def _after_deal(self, t: float) -> float:
        """The dealt hand slides into its sorted order (its cards flew in as dealt): a
        new deal, new cards, so every arranged order is done with."""
        self.hand_sorted = True
        self.orders.clear()
        end = super()._after_deal(t)
        self.relayout(f"hand:{self.viewer}", 0.35, t)
        return end

    def sync_from_view(self) -> None:
        order = self.orders.get(self.viewer)
        self.hand_sorted = order is None
        super().sync_from_view()
        if order is not None:
            self._lay_in_order(order)
        view = self.view()
        self.ring.set(view["direction"])
        self.tallies = list(view.get("tables", self.tallies))

    def _card_word(self, rank: str) -> str:
        """A special card's name in this game's own words (Preskok, Stop, Uzmi 2, 2+...)."""
        return self.app.tr.get(self.card_names[rank])

    def _skip_word(self) -> str:
        """The card that made a player lose the turn is the one on top."""
        pile = self.view()["pile"]
        rank = RANK_OF[pile[-1]] if pile else ""
        if rank in TURN_TAKERS:
            return self._card_word(rank) + "!"
        return self.app.tr.get("uno_table.skipped")

    def direct(self, events: list[Event]) -> None:
        self.record(events)
        super().direct(events)

    def record(self, events: list[Event]) -> None:
        """The moves of a batch of events, a short line each in the record: who played
        what (and the colour asked for), who drew how many and why, who lost a turn."""
        tr = self.app.tr
        drawn: dict[int, int] = {}
        why: dict[int, str] = {}
        lines: list[tuple[int, str]] = []
        dealing = False
        for event in events:
            if isinstance(event, DealStarted):
                dealing = True
            elif isinstance(event, TurnStarted):
                dealing = False
            elif isinstance(event, CardMoved) and event.dst == "pile" and \
                    event.src.startswith("hand:"):
                lines.append((int(event.src.split(":")[1]), self.card_words(event.code)))
            elif isinstance(event, ColourChosen) and lines:
                seat, words = lines[-1]
                lines[-1] = seat, tr.get("uno_table.log.colour", card=words,
                                         colour=tr.get(f"uno_table.colour.{event.colour}"))
            elif isinstance(event, CardMoved) and event.src == "stock" and not dealing and \
                    event.dst.startswith("hand:"):
                seat = int(event.dst.split(":")[1])
                if seat not in drawn:
                    lines.append((seat, ""))       # filled in below, once counted
                drawn[seat] = drawn.get(seat, 0) + 1
            elif isinstance(event, DrawOwed):
                pile = self.view()["pile"]
                why[event.seat] = self.card_words(pile[-1]) if pile else ""
            elif isinstance(event, PenaltyGiven):
                why[event.seat] = tr.get("uno_table.log.penalty")
            elif isinstance(event, TurnSkipped):
                lines.append((event.seat, tr.get("uno_table.log.skipped")))
            elif isinstance(event, UnoCalled):
                lines.append((event.seat, tr.get("uno_table.uno")))
        for seat, words in lines:
            if not words:
                words = tr.get_n("uno_table.log.drew", drawn[seat])
                if why.get(seat):
                    words = tr.get("uno_table.log.why", drew=words, why=why[seat])
            self.log.append(tr.get("uno_table.log.line", name=self.name(seat), move=words))

    def card_words(self, code: str) -> str:
        """A card as the record names it: its colour and number, or this game's name for
        it (and its colour)."""
        tr = self.app.tr
        colour, rank = COLOUR_OF[code], RANK_OF[code]
        name = self._card_word(rank) if rank in self.card_names else rank
        if colour is None:
            return name
        return tr.get("uno_table.log.card", colour=tr.get(f"uno_table.colour.{colour}"),
                      card=name)

    def direct_event(self, event: Event, t: float) -> float:
        tr = self.app.tr
        seat = getattr(event, "seat", None)
        at = self.label_spot(seat) if isinstance(seat, int) else None
        if isinstance(event, ColourChosen):
            self.say(t, self._colour_word(event.colour) + "!", uno_cards.COLOURS[event.colour],
                     "flip", at=self.layout["pile"].center)
            return t + 0.5
        if isinstance(event, DirectionChanged):
            self.say(t, self._card_word(REVERSE) + "!", theme.PLUM, "shuffle")
            self.ring.turn(self.animator, t, event.direction)
            return t + 0.6
        if isinstance(event, TurnSkipped):    # a seat that is out: its partner's turn
            self.say(t, self._skip_word(), theme.SKY, "dalje", at=None if self._out(seat) else at)
            return t + 0.5
        if isinstance(event, DrawOwed):
            self.say(t, tr.get("uno_table.plus", n=event.cards), theme.CORAL, "draw", at=at)
            return t + 0.5
        if isinstance(event, UnoCalled):
            self.say(t, tr.get("uno_table.uno"), theme.SUN, "pair", at=at)
            return t + 0.5
        if isinstance(event, Caught):
            self.say(t, tr.get("uno_table.caught"), theme.CORAL, "cat", at=at)
            return t + 0.5
        if isinstance(event, PenaltyGiven):
            self.say(t, self.said_of(f"uno_table.penalty.{event.reason}", event.seat,
                                     n=event.cards),
                     theme.CORAL, "cat", at=at)
            return t + 0.7
        if isinstance(event, PlaysFor):
            self.say(t, tr.get("uno_table.plays_for", name=self.name(event.for_seat)),
                     theme.LEAF, "turn", at=at)
            return t + 0.6
        if isinstance(event, JumpedIn):
            self.say(t, self.said_of("uno_table.jumped_in", event.seat), theme.SUN, "pair",
                     at=at)
            return t + 0.5
        if isinstance(event, StockRefilled):
            self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
            return t + 0.3
        return self._direct_moment(event, t, at)

    def _direct_moment(self, event: Event, t: float, at) -> float:
        """The events of one game each: Table, the stock's end, a challenge, a choice."""
        tr = self.app.tr
        if isinstance(event, TablesWon):
            self.say(t, tr.get(f"uno_table.tables.{event.reason}", n=event.tables),
                     theme.LEAF, "win", at=at)
            self.animator.call(t + 0.3, lambda: self._tally(event.seat, event.tables))
            return t + self.reading(0.8)
        if isinstance(event, StockEnded):
            self.say(t, tr.get("uno_table.stock_ended"), theme.PLUM, "shuffle")
            return t + self.reading(1.2)
        if isinstance(event, StarterTaken):
            self.say(t, tr.get("uno_table.starter_taken"), theme.SKY, "pick", at=at)
            return t + 0.6
        if isinstance(event, Challenged):
            return self._challenged(event, t)
        if isinstance(event, HandsExchanged):
            self.say(t, tr.get(f"uno_table.hands.{event.how}"), theme.PLUM, "shuffle")
            return t + 0.6
        if isinstance(event, Chose):
            self.say(t, tr.get(f"uno_table.chose.{event.choice}"), theme.SUN, "turn", at=at)
            return t + 0.6
        if isinstance(event, SideEliminated | FinalStarted):
            self.say(t, tr.get(f"uno_table.{event.name}"), theme.PLUM, "win")
            return t + self.reading(1.0)
        return super().direct_event(event, t)

    def _challenged(self, event: Challenged, t: float) -> float:
        """"Izazov!", the verdict, and for the challenger alone the hand he asked to see."""
        tr = self.app.tr
        self.say(t, self.said_of("uno_table.guilty" if event.guilty else "uno_table.innocent",
                                 event.seat),
                 theme.CORAL if event.guilty else theme.LEAF, "flip",
                 at=self.label_spot(event.seat))
        shown = self.view().get("shown_hand")
        if shown and event.by in self.setup.human_seats and event.by == self.viewer:
            def show() -> None:
                self.shown = (shown["seat"], shown["cards"], event.guilty)
                self.shown_left = self.reading(SHOWN_HAND)
            self.animator.call(t + 0.2, show)
        return t + 0.7

    def _tally(self, seat: int, tables: int) -> None:
        self.tallies[seat] += tables
        self.app.sounds.play("pair")

    # -- words ---------------------------------------------------------------------------

    def _colour_word(self, colour: str) -> str:
        word = self.app.tr.get(f"uno_table.colour.{colour}")
        return word[:1].upper() + word[1:]

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.view()
        legal = self.legal()
        plays = any(isinstance(a, Play) for a in legal)
        phase = view["phase"]
        if self.picking:
            return ""
        if view["current"] != self.viewer and plays:
            return tr.get("uno_table.jump_in")
        if phase == PHASE_CHALLENGE:
            return self.said_of("uno_table.challenge_or_accept", view["challenge"]["seat"])
        if phase == PHASE_SWAP:
            return tr.get("uno_table.choose_swap")
        if phase == PHASE_CHOOSE:
            return tr.get("uno_table.stop_or_go")
        if phase == PHASE_STARTER:
            return tr.get("uno_table.lay_number")
        if view.get("stock_over") and not plays:
            return tr.get("uno_table.stock_over")
        if view["pending_draw"] and phase == PHASE_PLAY:
            key = "uno_table.pass_on_or_draw" if plays else "uno_table.must_draw"
            return tr.get_n(key, view["pending_draw"])
        if view.get("top") == SEMAFOR_TOP and view["excluded"] and phase == PHASE_PLAY:
            return self.semafor_words(view, Draw() in legal)
        if phase == PHASE_DRAWN and plays:
            keep = Pass() in legal
            return tr.get("uno_table.play_drawn" if keep else "uno_table.play_drawn_must")
        return super().turn_words()

    def semafor_words(self, view: dict, draws: bool) -> str:
        """What a Semafor asks for: the same number in another colour, or any card of
        another colour; and, with nothing that fits, the draw it allows."""
        tr = self.app.tr
        colour = tr.get(f"uno_table.colour.{view['excluded']}")
        if view["rank"]:
            words = tr.get("uno_table.semafor_number", n=view["rank"], colour=colour)
        else:
            words = tr.get("uno_table.semafor_colour", colour=colour)
        if not draws:
            return words
        return tr.get(f"uno_table.semafor_or_draw.{self._semafor_draw()}", demand=words)

    def _semafor_draw(self) -> str:
        """How a Semafor's draw goes: three cards at most on a number, else until one fits
        ("kupuje sa Ostatka najviše do 3 karte")."""
        return "three" if self.view()["rank"] else "until"

    def hint_reason(self, action: Action) -> str:
        """A card to play is named, even as the only move; a draw under a Semafor says
        that nothing in the hand is what it asks for."""
        view = self.view()
        if isinstance(action, Play):
            return self.play_reason(action)
        if isinstance(action, Draw) and view.get("top") == SEMAFOR_TOP and view["excluded"]:
            return f"uno_table.hint.semafor_draw.{self._semafor_draw()}"
        return super().hint_reason(action)

    def play_reason(self, action: Play) -> str:
        return "uno_table.hint.play"

    def hint_words(self, action: Action) -> dict[str, str]:
        """The card to play, by this game's name for it (Jolly, Semafor, Wild, Most...)."""
        return {"card": self.card_words(action.codes[0])} if isinstance(action, Play) else {}

    def reason_words(self, seat: int) -> dict[str, str]:
        """A refusal names the cards as this game does ("Džoker +4", "{=Jolly} +4", "4+")."""
        return {"name": "", "plus_four": self._card_word("Wd4")}

    def news_words(self) -> str:
        return "" if self.shown is not None or self.log_open else super().news_words()

    def prompt_words(self) -> str:
        view = self.view()
        if self.shown is not None or self.log_open:
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
        idle = not self.animator.busy and self.picking is None and self.shown is None
        playing = view["phase"] not in (PHASE_BETWEEN, PHASE_OVER)
        self.last_button.enabled = self.calls and human and playing and self.picking is None
        self.auto_button.enabled = self.last_button.enabled
        self.auto_button.icon = "check" if self.auto_uno else ""
        legal = self.legal() if idle else []
        for action, button in self.choice_buttons.items():
            button.enabled = action in legal
        if self.choice_buttons[Challenge()].enabled:
            box = self.challenge_box(view)
            self.choice_buttons[Challenge()].rect.bottomleft = (box.x + 35, box.bottom - 30)
            self.choice_buttons[Accept()].rect.bottomright = (box.right - 35, box.bottom - 30)
            for widget in self.widgets:       # a button under the panel is out of reach
                if widget not in self.choice_buttons.values() and box.colliderect(widget.rect):
                    widget.enabled = False
        for seat, button in self.swap_buttons.items():
            button.rect = self._area("plate", seat)
            button.enabled = Swap(seat) in legal

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view()
        if self.ring.flip < 0.99:                    # turning over: drawn frame by frame
            self.ring.draw(surface, self.app, self._ring_box())
        super().draw_table(surface)
        if view.get("stock_over"):
            a = self.layout["stock"]
            rect = self.app.rect(pygame.Rect(a.x, a.y, a.w, a.h).inflate(26, 26))
            pygame.draw.rect(surface, theme.CORAL, rect, width=max(3, self.app.px(8)),
                             border_radius=self.app.px(22))

    def felt_marks(self) -> tuple[int, int]:
        return self.viewer, self.ring.direction if self.ring.flip >= 0.99 else 0

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt with what lies still on it: the partners' colours round their plates
        and the ring of the direction of play (in the still layer: one blit a frame)."""
        super().draw_felt(surface, area)
        teams = self.view()["teams"]
        if len(teams) < self.setup.players:
            for side, team in enumerate(teams):
                for seat in team:
                    rect = self.app.rect(self._area("plate", seat).inflate(22, 22))
                    pygame.draw.rect(surface, team_colour(side), rect,
                                     border_radius=rect.h // 2)
        if self.felt_marks()[1]:
            self.ring.draw(surface, self.app, self._ring_box())

    def still_pictures(self) -> list[Still]:
        """The cards of each hand, the stock and the pile that lie still, and the plates
        not on turn."""
        names = [f"hand:{seat}" for seat in range(self.setup.players)] + ["stock", "pile"]
        return self.resting_cards(names) + self.plates_at_rest()

    def _ring_box(self) -> pygame.Rect:
        """The ellipse of the direction arrows: round the stock and the pile."""
        s, p = self.layout["stock"], self.layout["pile"]
        box = pygame.Rect(s.x, s.y, s.w, s.h).union(pygame.Rect(p.x, p.y, p.w, p.h))
        return box.inflate(170, 110)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        view = self.view()
        if view["phase"] not in (PHASE_BETWEEN, PHASE_OVER) and view["pile"]:
            self._draw_pile_marks(surface, view)
        if "tables" in view and not self.scores_shown:   # the scoreboard says them then
            for seat in range(self.setup.players):
                draw_tally(surface, self.app, self._area("plate", seat), self.tallies[seat])
        called = self.app.tr.get("uno_table.called")
        for seat in self.called():
            draw_called(surface, self.app, self._area("plate", seat), called)
        if self.choice_buttons[Challenge()].enabled or self.choice_buttons[Stop()].enabled:
            self._draw_choice(surface, view)
        if self.shown is not None:
            draw_shown_hand(surface, self, *self.shown)
        if self.log_open:
            draw_log(surface, self.app, self.app.tr.get("uno_table.log_title"), list(self.log))
        if self.picking is not None:
            self.draw_picker(surface)

    def _draw_pile_marks(self, surface: pygame.Surface, view: dict) -> None:
        """The colour a wild asked for, and the running total of the cards owed."""
        top = view["pile"][-1]
        if view["colour"] and COLOUR_OF[top] is None:
            marker = uno_cards.wild_marker(view["colour"], self.app.px(116))
            surface.blit(marker, marker.get_rect(center=self.pile_corner(top=True)))
        elif view.get("top") == SEMAFOR_TOP and view["excluded"]:
            demand = demand_image(view["excluded"], view["rank"], self.app.px(100))
            x, y = self.pile_corner(top=True)
            surface.blit(demand, demand.get_rect(midleft=(x - self.app.px(50), y)))
        if view["pending_draw"]:
            self.draw_owed(surface, self.app.tr.get("uno_table.plus", n=view["pending_draw"]))

    def _draw_choice(self, surface: pygame.Surface, view: dict) -> None:
        """The challenge of a +4, or Ekipni UNO's choice, on a panel over the table
        (the buttons are drawn over it again, on top)."""
        box = self.challenge_box(view) if view["phase"] == PHASE_CHALLENGE else CHOICE_BOX
        draw_choice_panel(surface, self.app, self.choice_lines(view), box)
        for button in self.choice_buttons.values():
            if button.enabled:
                button.draw(surface, self.app)

    def challenge_box(self, view: dict) -> pygame.Rect:
        """Where the +4 challenge lies (design px): the first of its places clear of the
        pile and its marks, of the child's hand and of the plates of the child and of the
        one who played the +4."""
        pile = self._design_rect("pile").inflate(2 * PILE_MARKS, 2 * PILE_MARKS)
        hand = []
        for sprite in self.zones[f"hand:{self.viewer}"]:   # a card turned in the fan at most
            side = sprite.width * 1.4                       # takes a square this big
            hand.append(pygame.Rect(sprite.x - side / 2, sprite.y - side / 2, side, side))
        plates = [self._area("plate", seat) for seat in (self.viewer, view["challenge"]["seat"])]
        boxes = [pygame.Rect(place, CHALLENGE_SIZE) for place in CHALLENGE_PLACES]
        return next((box for box in boxes if box.collidelist([pile, *hand, *plates]) == -1),
                    boxes[-1])

    def choice_lines(self, view: dict) -> list[str]:
        """The challenge's question and rule, or Ekipni UNO's: the rule that decides a
        stop ("ima manje bodova u rukama") and each side's points in hand (the count
        open) or the cards it holds, the viewer's own side named as such."""
        tr = self.app.tr
        if view["phase"] == PHASE_CHALLENGE:
            seat, colour = view["challenge"]["seat"], view["challenge"]["colour"]
            return [self.said_of("uno_table.challenge_title", seat),
                    self.said_of("uno_table.challenge_rule", seat,
                                 colour=tr.get(f"uno_table.colour_card.{colour}"))]
        counted = view["points_in_hand"]   # the count open: the sums the stop compares
        sizes = view["hand_sizes"]
        held = dict(enumerate(counted)) if counted else {
            side: sum(sizes[s] for s in team) for side, team in enumerate(view["teams"])}
        unit = "points" if counted else "cards"
        mine = next(side for side, team in enumerate(view["teams"]) if self.viewer in team)
        sides = [tr.get_n(f"uno_table.own_team_{unit}", held[mine])] + [
            tr.get_n(f"uno_table.other_team_{unit}", n) for side, n in held.items() if side != mine]
        return [tr.get("uno_table.stop_title"), tr.get("uno_table.stop_rule"), *sides]

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
