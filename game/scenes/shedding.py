"""The table of a shedding game: hands around, the stock and the pile in the middle.

What every game of getting rid of cards looks like lives here: the viewer's hand
fanned at the bottom, the others' backs around the table, the stock face down
and the pile face up in the middle, cards flying between them, the draw (or
pass) button, the scores between deals, the next deal. A tap on a card asks the
rules to play it and a tap on the stock asks to draw, so a refused move is
explained by the rules' own reason. A game's table subclasses `SheddingTable` and
adds its words and its special moments (Upoznaj Evropu's country on a pair).

The table owns parts beside it, as a card table owns those in game/table/: the cards'
flights (shedding_flights.py), the viewer's cards rising out of the fan
(shedding_lift.py), what a tap, a drag or a key does (shedding_taps.py), its words
(shedding_words.py) and the scoreboard (shedding_scores.py). It keeps the names its
games override and hands the work to them.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from rules.core import (
    PHASE_BETWEEN,
    CardMoved,
    Deal,
    DealEnded,
    DealStarted,
    Draw,
    Event,
    Match,
    MatchEnded,
    Pass,
    Play,
    PlayerOut,
    Said,
    TurnStarted,
)

from .. import theme
from ..sprites.table import CardSprite, Slot, Zones, fan
from ..table.director import directs
from ..table.places import outline_place
from .base import Widget
from .card_table import CardTable, Target
from .shedding_flights import Flights
from .shedding_lift import Lift
from .shedding_scores import Scoreboard
from .shedding_taps import HandTaps
from .shedding_words import SheddingWords

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

HUMAN_CARD = 210         # design width of the viewer's cards
OTHER_CARD = 104
PILE_CARD = 200
STOCK_CARD = 150
PILE_SHOWN = 8           # cards at the top of the pile and the stock that are drawn


class SheddingTable(CardTable):
    names_cards = True        # a computer's move is said with its cards' names (else counted)

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        tr = app.tr
        self.wording = SheddingWords(self)   # the prompt, a computer's move, the draw label
        self.draw_button = Widget(self._design_rect("button:draw"), self.wording.draw_label,
                                  self._draw_or_pass, "draw", font_size=34, hide_disabled=True)
        self.hint_button = Widget(self._design_rect("button:hint"), lambda: tr.get("table.hint"),
                                  self.hints.show, "bulb", font_size=34)
        self.deal_button = Widget(self._design_rect("button:deal"),
                                  lambda: tr.get("table.deal_next"), self._deal, "again",
                                  font_size=44, hide_disabled=True)
        self.scoreboard = Scoreboard(self, self.deal_button, self._design_rect("scores_folded"))
        self.widgets += [self.draw_button, self.hint_button, self.deal_button,
                         self.scoreboard.fold_button]
        self.key_focus = -1       # the viewer's card the arrow keys are on (-1: none)
        self.lifting = Lift(self)    # the viewer's cards rising out of the fan
        self.taps = HandTaps(self)   # what a tap, a drag or a key does on the hand and the pile
        self.dealing = False      # dealt cards are in flight; the hands fan out after them
        self.in_deal = False      # between a deal's start and its first turn
        self.scores_shown = False
        self.deal_sizes: Counter[str] = Counter()   # cards each zone gets in the deal shown
        self.flights = Flights(self, STOCK_CARD)
        self._plan_warm()

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        self.warm.plan(self.app.scale, self.warm_codes(), backs=(OTHER_CARD, STOCK_CARD),
                       faces=(HUMAN_CARD, PILE_CARD))

    # -- where cards lie ----------------------------------------------------------

    def sync_from_view(self) -> None:
        self._views.clear()    # read afresh: what the table shows starts from the match
        view = self.view()
        self.zones = Zones()
        opened = (view.get("last_deal") or {}).get("hands") if view["phase"] == PHASE_BETWEEN \
            else None       # laid open at the deal's end
        for seat in range(self.setup.players):
            codes = view["hand"] if seat == self.viewer else \
                opened[seat] if opened else [None] * view["hand_sizes"][seat]
            for code in codes:
                self.zones[f"hand:{seat}"].append(CardSprite(code, flip=1.0 if code else 0.0))
        self.zones["stock"].extend(CardSprite(None) for _ in range(view["stock_size"]))
        self.zones["pile"].extend(CardSprite(code, flip=1.0) for code in view["pile"])
        for zone in list(self.zones.zones):
            self.relayout(zone, 0.0)
        self.scores_shown = view["phase"] == PHASE_BETWEEN
        self.animator.finish_all()

    def hands_differ(self) -> str:
        """What the hands show that the view does not hold, in words for a failing check
        (empty when they agree): the viewer's cards, and how many each hand has."""
        view = self.view()
        shown = [s.code for s in self.zones[f"hand:{self.viewer}"]]
        if Counter(shown) != Counter(view["hand"]):
            return f"the hand shows {sorted(map(str, shown))}, holds {sorted(view['hand'])}"
        sizes = [len(self.zones[f"hand:{seat}"]) for seat in range(self.setup.players)]
        if sizes != view["hand_sizes"]:
            return f"the hands show {sizes} cards, hold {view['hand_sizes']}"
        return ""

    def slots(self, zone: str, n: int) -> list[Slot]:
        if zone in ("stock", "pile"):
            x, y = self.layout[zone].center
            if zone == "stock":
                return [Slot(x, y - min(i, 24) * 0.6, 0.0, STOCK_CARD) for i in range(n)]
            return [Slot(x + (i * 29 % 11 - 5) * 1.5, y + (i * 17 % 7 - 3) * 1.5,
                         float(i * 47 % 13 - 6), PILE_CARD) for i in range(n)]
        seat = int(zone.split(":")[1])
        area = self._area("hand", seat)
        if seat == self.viewer:
            width = min(HUMAN_CARD, area.h / 1.4 * 0.98)
            return fan(area, n, width, 0, spread=1.2, max_step=0.9, fit=True)
        return fan(area, n, OTHER_CARD, self._rotation(seat), spread=2.0, max_step=0.5,
                   fit=True)

    def all_sprites(self) -> list[CardSprite]:
        """Every card but those deep in the pile and the stock, which the top ones cover
        anyway (a card on its way still shows: it is no longer deep)."""
        hidden = set()
        for zone in ("pile", "stock"):
            cards_here = self.zones[zone]
            hidden.update(id(s) for s in cards_here[:-PILE_SHOWN])
        return [s for s in self.zones.all() if id(s) not in hidden]

    # -- the director ------------------------------------------------------------------

    def direct(self, events: list[Event]) -> None:
        self.dealing = False
        self.deal_sizes = self.flights.deal_sizes(events)
        super().direct(events)

    # Each handler of the table's own lets the cards of a deal just dealt settle first
    # (`_cards_dealt`); a game's own moments (UNO's word on the starter) come before
    # that, between the last dealt card and the first turn.

    @directs(DealStarted)
    def deal_started(self, event: DealStarted, t: float) -> float:
        t = self._cards_dealt(t)
        self.in_deal = True
        return self._gather(t)

    @directs(CardMoved)
    def card_moved(self, event: CardMoved, t: float) -> float:
        """A dealt card flies while the others still fly; any other card waits for them."""
        if event.src != "stock":
            t = self._cards_dealt(t)
        return self._move(event, t)

    @directs(Said)
    def said(self, event: Said, t: float) -> float:
        t = self._cards_dealt(t)
        self.say(t, self.app.tr.get("table.dalje"), theme.SKY, "dalje")
        return t + 0.45

    @directs(PlayerOut)
    def player_out(self, event: PlayerOut, t: float) -> float:
        t = self._cards_dealt(t)
        self.say(t, self._phrase("table.out", "table.you_out", event.seat), theme.SUN, "pair")
        return t + 0.6

    @directs(DealEnded)
    def deal_ended(self, event: DealEnded, t: float) -> float:
        """Every hand is laid open (where the rules lay them), then the scores come up."""
        t = self._cards_dealt(t)
        if (self.view().get("last_deal") or {}).get("hands"):
            self.animator.call(t, self.flights.show_hands)
            t += 0.4
        self.animator.call(t + 0.5, self._show_scores)
        return t + 0.5

    def turn_started(self, event: TurnStarted, t: float) -> float:
        t = self._cards_dealt(t)
        self.in_deal = False
        return super().turn_started(event, t)

    def match_ended(self, event: MatchEnded, t: float) -> float:
        return super().match_ended(event, self._cards_dealt(t))

    @directs(Event)
    def other_event(self, event: Event, t: float) -> float:
        """An event nothing animates still waits for the dealt cards to settle."""
        return self._cards_dealt(t)

    def after_events(self, t: float) -> float:
        return self._cards_dealt(t)

    def _cards_dealt(self, t: float) -> float:
        """When the cards of a deal still fly, the hands fan out after them
        (`_after_deal`) before anything else is shown."""
        return self._after_deal(t) if self.dealing else t

    def cards_in(self, view: dict[str, Any]) -> int:
        """The cards the view counts in the hands, the stock and the pile: every card of
        the match, which the rules never take out of it (a table with more zones adds
        theirs)."""
        return sum(view["hand_sizes"]) + view["stock_size"] + len(view["pile"])

    def _gather(self, t: float) -> float:
        """Before a deal every card flies back to the stock, face down."""
        self.scores_shown = False
        self.news = ""
        return self.flights.gather(t)

    def _move(self, event: CardMoved, t: float) -> float:
        return self.flights.move(event, t)

    def _settle(self, zone: str) -> None:
        """Cards of a zone slide to their places, the pile's on top in order."""
        self.relayout(zone, 0.2)
        if zone == "pile":
            for i, sprite in enumerate(self.zones["pile"]):
                sprite.z = 10 + i

    def _after_deal(self, t: float) -> float:
        """The cards not dealt straight to their places slide there, and the viewer's
        cards turn face up."""
        self.dealing = False
        for zone in list(self.zones.zones):
            if len(self.zones[zone]) != self.deal_sizes[zone] or not zone.startswith("hand"):
                self.relayout(zone, 0.35, t)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            self.animator.add(sprite, 0.35, t + 0.2, flip=1.0)
        return t + 0.6

    def _show_scores(self) -> None:
        if self.match.is_over:
            return
        self.scores_shown = True
        self.news = ""
        self.scoreboard.laid_open()

    def news_of(self, action, seat: int, events: list[Event]) -> str:
        return self.wording.news_of(action, seat, events)

    def card_words(self, code: str) -> str:
        """A card's name in a line about a move."""
        return self.app.tr.card_name(code)

    # -- acting ---------------------------------------------------------------------

    def legal(self) -> list:
        """The viewer's legal actions when the viewer is a person who may act now."""
        return self.match.legal_actions(self.viewer) if self.my_turn else []

    def playable_codes(self) -> set[str]:
        return {a.codes[0] for a in self.legal() if isinstance(a, Play)}

    def acted(self, action, seat: int) -> None:
        self.key_focus = -1

    def play_card(self, code: str) -> None:
        """The viewer taps a card: play it if the rules allow, else hear why not."""
        plays = [a for a in self.legal() if isinstance(a, Play) and a.codes[0] == code]
        self.act(plays[0] if plays else Play((code,)), self.viewer)

    def _draw_or_pass(self) -> None:
        legal = self.legal()
        if Draw() in legal:
            self.act(Draw(), self.viewer)
        elif Pass() in legal:
            self.act(Pass(), self.viewer)

    def _plate_on_turn(self, seat: int) -> bool:
        """Between deals nobody is on turn: the scores are being read."""
        return super()._plate_on_turn(seat) and not self.scores_shown

    def bots_may_act(self) -> bool:
        """Between deals the scores stay until a person at the table moves on; nobody
        moves while the viewer holds a card."""
        return not (self.scores_shown and self.setup.human_seats) and self.drag.held is None

    def _deal(self) -> None:
        """Deal the next deal, or, when a bot deals it, let the bot go ahead."""
        if Deal() in self.legal():
            self.act(Deal(), self.viewer)
        elif self.scores_shown:
            self.scores_shown = False
            self.driver.think = 0.3

    # -- input: taps, drags and keys on the hand and the pile, and where a move is made
    # there (shedding_taps.py); the table's games override these names and the hooks

    def tap(self, point: tuple[float, float]) -> bool:
        return self.taps.tap(point)

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        return self.taps.grab(point)

    def drop_at(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        self.taps.drop_at(sprite, point)

    def dropped(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        self.taps.dropped(sprite, point)

    def key(self, key: str) -> bool:
        return self.taps.key(key)

    def target_of(self, action) -> Target | None:
        return self.taps.target_of(action)

    def hand_target(self, codes: tuple[str, ...], tap: str) -> Target | None:
        return self.taps.hand_target(codes, tap)

    def may_drag(self) -> bool:
        """Whether a card of the viewer's may be picked up now, on the viewer's turn."""
        return True

    def may_arrange(self) -> bool:
        """Whether the viewer may move a card along the fan now, to sort the hand (at any
        time, not a move of the rules); none may unless a table says so."""
        return False

    def arranged(self) -> None:
        """A hook after the viewer moved a card along the fan (it then slides there)."""

    def hover(self, point: tuple[float, float]) -> None:
        self.lifting.hover(point)

    def chosen_sprites(self) -> list[CardSprite]:
        """The viewer's cards chosen for a move of several; none unless a game has such."""
        return []

    def update(self, dt: float) -> None:
        self.lifting.step(dt)
        self.scoreboard.update(dt)
        super().update(dt)

    def next_frame_in(self) -> float | None:
        """Also while chosen cards rise or sink, and while a won deal's confetti falls."""
        if self.scoreboard.cheer is not None or self.lifting.moving():
            return 0.0
        return super().next_frame_in()

    # -- drawing -------------------------------------------------------------------------

    def mark_glow(self) -> None:
        playable = self.playable_codes() if self.app.settings.highlight_playable else set()
        for sprite in self.zones.all():        # a card that shone and moved on stops
            sprite.glow = False
        for sprite in self.zones[f"hand:{self.viewer}"]:
            sprite.glow = sprite.face_shown and sprite.code in playable
        stock = self.zones["stock"]
        if stock and self.app.settings.highlight_playable and not playable and \
                Draw() in self.legal():
            stock[-1].glow = True

    def update_widgets(self) -> None:
        legal = self.legal()
        self.draw_button.enabled = not self.scores_shown and (Draw() in legal or Pass() in legal)
        self.hint_button.enabled = not self.scores_shown and bool(legal) and Deal() not in legal
        self.hint_button.hide_disabled = self.scores_shown      # no help to give between deals
        self.deal_button.enabled = self.scores_shown and self.viewer in self.setup.human_seats \
            and not self.animator.busy
        if not self.board_shown:
            self.scoreboard.fold_button.enabled = False    # set as the scoreboard is placed

    def draw_table(self, surface: pygame.Surface) -> None:
        """Soft outlines where the stock and the pile lie, so an empty one is a place."""
        for name, width in (("stock", STOCK_CARD), ("pile", PILE_CARD)):
            outline_place(surface, self.app, self.layout[name].center, width)

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        return 0, str(self.view()["hand_sizes"][seat]), False

    def prompt_words(self) -> str:
        return self.wording.prompt()

    def news_words(self) -> str:
        """None once the deal is over: the scoreboard says how it ended (the line of the
        computer's move that ended it, shown when its card landed, stayed under it)."""
        return "" if self.scores_shown else super().news_words()

    def turn_words(self) -> str:
        """What the viewer should do now, in a few words (a game's table says its own)."""
        return self.wording.turn()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        view = self.view()
        deals = view["deals"]   # how many the match has (None: to a target); one: no count
        if deals != 1:
            words = ("table.deal_n" if deals is None else "table.deal_of")
            self.draw_deal_count(surface, self.app.tr.get(words, n=view["deal"], total=deals))
        if self.board_shown:
            self.scoreboard.draw(surface, view)

    @property
    def board_shown(self) -> bool:
        """The scoreboard lies on the table: between deals, unless the guide says its
        last word there."""
        ending = self.guide is not None and self.guide.panel == "end"
        return self.scores_shown and not self.match.is_over and not ending

    def prompt_place(self) -> tuple[list[pygame.Surface], list[pygame.Rect], pygame.Rect] | None:
        """Nothing is said under the middle while the scoreboard shows: it says how the
        deal ended and holds the button to go on (a computer's last move lay over it)."""
        return None if self.board_shown else super().prompt_place()

    def kept_in_sight(self) -> list[pygame.Rect]:
        """What the scoreboard leaves in sight (a game's table adds its own)."""
        return self.scoreboard.in_sight()

    # How the deal just over was scored, where a game's view tells it ("last_deal": each
    # seat's "gained" and the "parts" of that, rules.uno_family.SCORE_PARTS).

    def deal_gains(self, view: dict) -> list[int] | None:
        """What each total changed by over the deal: its parts (what was scored during
        the deal too, Unotan's zeros, Remino's penalties), else the deal's gain."""
        parts = self.deal_parts(view)
        if parts is not None:
            return [sum(points for _, points in seat) for seat in parts]
        return (view.get("last_deal") or {}).get("gained")

    def deal_parts(self, view: dict) -> list[list] | None:
        return (view.get("last_deal") or {}).get("parts")

    def scoreboard_goal(self, view: dict) -> str:
        """The scoreboard's last line: how the match is won."""
        key = "table.played_to_penalty" if self.spec.lowest_wins else "table.played_to"
        return self.app.tr.get(key, n=view["target"])

    def resize(self) -> None:
        super().resize()
        self._plan_warm()
