"""The Upoznaj Evropu Memo table: a grid of face-down cards, two flips a turn.

Rule events (rules/evropa.py) become tweens here: a flip turns a card over and
makes it big enough to read; after a miss both cards stay open for the pause
(the Memo's "pause" setting), while the animator is busy and no card can be flipped,
then turn back; a pair comes to the middle of the table with its country's
name, capital and car code, then flies to the finder's pile. Every card in Memo
is public, so people sharing one screen need no curtain: whoever's turn it is
taps. Alone, the moves are counted (and the time, if asked for) and the best
result per set of countries is kept.

The table is made of parts: the grid's places, whole or in parts (memo_grid.py; a
card turned up stays in sight over either part, and the part shown follows a
computer's flips), the clock and score of a child alone (memo_solo.py), the hint
(memo_hint.py), and the end of a turn: a pair shown with its country, a miss left
open (memo_show.py).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.core import CardMoved, DealStarted, Event, Flip, Match
from rules.evropa import CardFlipped, PairFound, deck_of, flip

from .. import guides
from ..setup import MatchSetup
from ..sprites.table import CardSprite, Zones, pile_of_pairs
from ..table.director import directs
from ..table_record import TableRecord
from .base import Scene, Widget
from .card_table import CardTable, Target
from .memo_grid import PAGE_BUTTONS, MemoGrid
from .memo_hint import draw_rings, remembered
from .memo_show import FLIP, Miss, PairShow
from .memo_solo import SoloScore, saved_seconds

if TYPE_CHECKING:
    from ..app import App


class MemoTable(CardTable):
    deck_kind = "countries"
    curtained = False   # every card here is public: people sharing a screen just take turns

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.grid = MemoGrid(self._design_rect("grid"),
                             [self._design_rect(name) for name in PAGE_BUTTONS],
                             self._design_rect("parts_map"))
        self._lay_grid()
        self.cells: list[CardSprite | None] = []
        self.found: list[CardSprite] = []
        self.opened: list[int] = []   # grid indices turned up this turn, as shown
        self.showing = PairShow(self)
        self.miss = Miss(self)
        self.hinted: set[int] = set()
        self.key_focus = -1
        self.hovered: int | None = None
        self.solo = setup.players == 1 and setup.human_seats == [0]
        self.score = SoloScore(app, setup.game, self.match.options["countries"], self.solo,
                               saved_seconds(app) if match is not None else 0.0)
        self._build_widgets()
        if match is not None:
            self._plan_warm()   # a fresh grid warms up once it is dealt

    def _lay_grid(self) -> None:
        """The grid's places, whole or in parts (see memo_grid.py)."""
        self.grid.lay(len(self.match.view(self.viewer)["grid"]), self.app.scale)

    def show_page(self, page: int) -> None:
        if page != self.grid.page:
            self.grid.page = page
            self.hovered = None
            self.app.sounds.play("pick")

    def _on_screen(self, index: int) -> bool:
        """A card of the part shown, or one lying open (shown over any part)."""
        sprite = self.cells[index]
        return sprite is not None and (self.grid.page_of(index) == self.grid.page
                                       or sprite.flip > 0 or index in self.opened)

    def _build_widgets(self) -> None:
        tr = self.app.tr
        self.hint_button = Widget(self._design_rect("button:hint"), lambda: tr.get("table.hint"),
                                  self._show_hint, "bulb", font_size=34)
        self.widgets.append(self.hint_button)
        self.clock_button = Widget(
            self._design_rect("button:clock") if self.solo else pygame.Rect(0, 0, 0, 0),
            lambda: tr.get("memo.hide_time" if self.score.asked else "memo.show_time"),
            self.score.toggle, "", selected=lambda: self.score.asked,
            font_size=32)
        if self.solo:
            self.widgets.append(self.clock_button)
        words = ("memo.page_top", "memo.page_bottom")
        self.page_buttons = [
            Widget(rect, lambda w=w: tr.get(w), lambda k=k: self.show_page(k), icon,
                   selected=lambda k=k: self.grid.page == k, font_size=34, hide_disabled=True)
            for k, (rect, w, icon) in enumerate(zip(self.grid.buttons, words, ("up", "down")))]
        self.widgets += self.page_buttons

    def _plan_warm(self) -> None:
        """The faces this grid will show, drawn one per frame ahead of time (after the
        deal, whose frames are busy enough): open on the grid and small on a pile."""
        self.warm.plan(self.app.scale, deck_of(self.match.options["countries"]),
                       backs=(self.grid.slots[0].width,) if self.grid.slots else (),
                       faces=(self.grid.open_width(), self._pile_card(0)))

    # -- where cards lie ----------------------------------------------------------

    def _pile_card(self, seat: int) -> float:
        return min(110.0, (self._area("pairs", seat).h - 20) / 1.55)

    def slots(self, zone: str, n: int):
        seat = int(zone.split(":")[1])
        return pile_of_pairs(self._area("pairs", seat), n, self._pile_card(seat))

    def all_sprites(self) -> list[CardSprite]:
        return [s for i, s in enumerate(self.cells) if s is not None and self._on_screen(i)] + \
            self.zones.all()

    def sync_from_view(self) -> None:
        view = self.match.view(self.viewer)
        self.cells = []
        self.opened = list(view["open"])
        for i, code in enumerate(view["grid"]):
            if code is None:
                self.cells.append(None)
                continue
            face_up = code != "?"
            slot = self.grid.open_slot(i) if face_up else self.grid.slots[i]
            self.cells.append(CardSprite(code if face_up else None, slot.x, slot.y,
                                         width=slot.width, flip=float(face_up),
                                         z=600 if face_up else i))
        self.zones = Zones()
        for seat, codes in enumerate(view["pairs"]):
            zone = f"pairs:{seat}"
            self.zones[zone].extend(CardSprite(code, flip=1.0) for code in codes)
            self.relayout(zone, 0.0)
        self.animator.finish_all()
        self.score.running = self.solo and not self.match.is_over

    # -- the director: rule events become tweens and sounds --------------------------

    def direct(self, events: list[Event]) -> None:
        self.miss.closing = 0
        super().direct(events)

    @directs(DealStarted)
    def deal_started(self, event: DealStarted, t: float) -> float:
        self.cells = [None] * len(self.grid.slots)
        self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
        return t + 0.2

    @directs(CardMoved)
    def card_moved(self, event: CardMoved, t: float) -> float:
        """A card dealt to the grid; or one of a pair found leaving it for the pile (it
        flies there with its pair, see `pair_found`)."""
        if event.src == "stock":
            return self._deal_card(event, t)
        index = int(event.src.split(":")[1])
        sprite = self.cells[index]
        self.cells[index] = None
        self.opened = [i for i in self.opened if i != index]
        if sprite is not None:
            sprite.code = event.code
            self.zones[event.dst].append(sprite)
            self.found.append(sprite)
        return t

    @directs(CardFlipped)
    def card_flipped(self, event: CardFlipped, t: float) -> float:
        return self._flip_up(event, t) if event.face_up else self.miss.turn_back(event, t)

    @directs(PairFound)
    def pair_found(self, event: PairFound, t: float) -> float:
        """The pair comes to the middle with its country's words, then to the pile."""
        pair, self.found = self.found, []
        return self.showing.start(event, pair, t)

    def _deal_card(self, event: CardMoved, t: float) -> float:
        """Cards fly from a stack in the middle to their places, in reading order."""
        n = len(self.cells)
        deck = self.layout["deck"].center
        slot = self.grid.slots[event.index]
        sprite = CardSprite(None, deck[0], deck[1] - event.index * 0.3, width=slot.width,
                            z=event.index)
        self.cells[event.index] = sprite
        step = min(0.05, 1.6 / max(1, n))
        every = max(1, round(0.06 / step))
        sound = (lambda: self.app.sounds.play("deal")) if event.index % every == 0 else None
        self.animator.add(sprite, 0.35, t, easing="out_cubic", on_start=sound,
                          x=slot.x, y=slot.y, width=slot.width)
        if event.index == n - 1:
            self.animator.call(t + 0.35, self._dealt)
        return t + step

    def _dealt(self) -> None:
        self.score.running = self.solo
        self._plan_warm()

    def _flip_up(self, event: CardFlipped, t: float) -> float:
        sprite = self.cells[event.index]
        if sprite is None:
            return t
        sprite.code = event.code
        self.animator.call(t, lambda: self.show_page(self.grid.page_of(event.index)))
        sprite.z = 600 + len(self.opened)         # the second on top
        sprite.lift = 0
        slot = self.grid.open_slot(event.index, self.opened[0] if self.opened else None)
        self.opened.append(event.index)
        self.animator.add(sprite, FLIP, t, easing="out_cubic",
                          on_start=lambda: self.app.sounds.play("flip"),
                          flip=1.0, x=slot.x, y=slot.y, width=slot.width)
        return t + FLIP

    # -- acting ---------------------------------------------------------------------

    def _actor(self) -> int | None:
        """The person whose turn it is, once nothing moves any more."""
        seat = self.match.current_player
        if seat is None or seat not in self.setup.human_seats or self.animator.busy:
            return None
        return seat

    def _flippable(self, index: int) -> bool:
        """A card still lies face down there."""
        grid = self.view()["grid"]
        return 0 <= index < len(grid) and grid[index] == "?" and self.cells[index] is not None

    def _flip(self, index: int) -> bool:
        seat = self._actor()
        if seat is None or not 0 <= index < len(self.cells) or self.cells[index] is None:
            return False
        if not self._flippable(index):
            self.hint = self.app.tr.get("memo.already_open")
            self.app.sounds.play("click")
            return True
        return self.act(flip(index), seat)

    def acted(self, action, seat: int) -> None:
        self.hinted = set()

    def _show_hint(self) -> None:
        """Light what a good memory would know (memo_hint.py), on the part it lies on."""
        if self._actor() is None:
            return
        self.hinted, words = remembered(self.match.view(self.viewer))
        self.hint = self.app.tr.get(words)
        if self.hinted and not any(self.grid.page_of(i) == self.grid.page for i in self.hinted):
            self.show_page(self.grid.page_of(min(self.hinted)))

    # -- input ---------------------------------------------------------------------

    def target_of(self, action) -> Target | None:
        """A card of the grid to turn over."""
        if not isinstance(action, Flip) or not 0 <= action.index < len(self.cells):
            return None
        sprite = self.cells[action.index]
        return None if sprite is None else Target(sprite.centre, sprites=(sprite,))

    def cell_at(self, point: tuple[float, float]) -> int | None:
        """The grid index of the top-most card under a design point."""
        hits = [(s.z, i) for i, s in enumerate(self.cells)
                if s is not None and self._on_screen(i) and s.contains(point)]
        return max(hits)[1] if hits else None

    def tap(self, point: tuple[float, float]) -> bool:
        """The card under the finger; where an open card, grown, lies over a face-down
        one, the face-down one (the open card could only be refused). A part of the small
        map of a grid in parts shows that part."""
        for k, part in enumerate(self.grid.parts_map() if self.grid.pages > 1 else []):
            if part.collidepoint(point):
                self.show_page(k)
                return True
        hidden = [(s.z, i) for i, s in enumerate(self.cells)
                  if s is not None and self._on_screen(i) and s.contains(point)
                  and self._flippable(i)]
        index = max(hidden)[1] if hidden else self.cell_at(point)
        return index is not None and self._flip(index)

    def hover(self, point: tuple[float, float]) -> None:
        self.hovered = self.cell_at(point)

    def key(self, key: str) -> bool:
        if key == "hint":
            self._show_hint()
            return True
        if self._actor() is None or not self.grid.slots:
            return False
        if key == "activate" and self.key_focus >= 0:
            self._flip(self.key_focus)
            return True
        columns = self.grid.columns()
        steps = {"left": -1, "right": 1, "up": -columns, "down": columns}
        if key not in steps:
            return False
        self.key_focus = self._next_focus(steps[key])
        if self.key_focus >= 0:
            self.show_page(self.grid.page_of(self.key_focus))
        return True

    def _next_focus(self, step: int) -> int:
        """The next card still on the grid in the direction of `step` (wrapping)."""
        n = len(self.cells)
        i = self.key_focus if self.key_focus >= 0 else (-1 if step > 0 else n)
        for _ in range(n):
            i = (i + step) % n
            if self.cells[i] is not None:
                return i
        return -1

    # -- the end ---------------------------------------------------------------------

    def save_data(self) -> dict:
        return super().save_data() | {"memo": {"seconds": round(self.score.seconds, 1)}}

    def _match_over(self) -> None:
        if self.solo and self.guide is None:     # a guided match sets no record
            self.score.finish(self._moves())
        super()._match_over()

    def results_scene(self) -> Scene:
        from .results import ResultsScene

        tr = self.app.tr
        pairs = self.match.view(self.viewer)["pairs"]
        last = next((p[-1] for p in sorted(pairs, key=len, reverse=True) if p), None)
        if not self.solo:
            scores = [tr.get_n("memo.pairs", n) for n in self.match.scores]
            return ResultsScene(self.app, self.setup, self.winners, self.name, scores,
                                picture=last)
        return ResultsScene(self.app, self.setup, self.winners, self.name, None,
                            self.score.story(self._moves()), picture=last)

    def _moves(self) -> int:
        return self.view()["moves"][0]

    # -- every frame ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.match.is_over and self.app.scenes[-1] is self:
            self.score.tick(dt)

    def next_frame_in(self) -> float | None:
        """Also the shown clock's next second."""
        later = super().next_frame_in()
        score = self.score
        if not (score.running and score.asked) or self.match.is_over:
            return later
        tick = math.floor(score.seconds) + 1 - score.seconds
        return tick if later is None else min(later, tick)

    # -- drawing ---------------------------------------------------------------------

    def mark_glow(self) -> None:
        """Hinted cards shine and stand up; the card under the pointer (or the keyboard's
        focus) rises a little, while it may be turned."""
        ready = self._actor() is not None
        for i, sprite in enumerate(self.cells):
            if sprite is None or sprite.flip > 0:
                continue
            focused = i == self.key_focus and self.app.keyboard_used
            sprite.glow = ready and (i in self.hinted or focused)
            sprite.lift = 0 if not ready else 18 if i in self.hinted else \
                8 if focused or i == self.hovered else 0
        for sprite in self.zones.all():
            sprite.glow = False

    def update_widgets(self) -> None:
        self.hint_button.enabled = self._actor() is not None
        for button in self.page_buttons:
            button.enabled = self.grid.pages > 1
        if self.solo:   # the clock chip sits under the moves panel, which grows with it
            stats = self.score.stats_rect(self._design_rect("stats"))
            self.clock_button.rect.y = stats.bottom + 20

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        return 0, str(self.match.scores[seat]), False

    def prompt_words(self) -> str:
        tr = self.app.tr
        if self.miss.pausing:
            return tr.get("memo.no_pair")
        if self.animator.busy or self.match.current_player is None:
            return ""
        seat = self.match.current_player
        if seat not in self.setup.human_seats:
            return tr.get("table.turn_of", name=self.name(seat))
        one_more = bool(self.view()["open"])
        if len(self.setup.human_seats) == 1:
            return tr.get("memo.one_more" if one_more else "memo.flip_two")
        return tr.get("memo.one_more_name" if one_more else "memo.flip_two_name",
                      name=self.name(seat))

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.solo:
            self.score.draw(surface, self._design_rect("stats"), self._moves())
        self.grid.draw_map(surface, self.app, self.cells)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self._actor() is not None:
            draw_rings(surface, self.app,
                       (self.cells[i] for i in self.hinted if 0 <= i < len(self.cells)))
        self.showing.draw(surface)

    def resize(self) -> None:
        """A new window size may show the grid whole or in parts: the cards lying still
        go to their new places."""
        super().resize()
        pages = self.grid.pages
        self._lay_grid()
        if pages != self.grid.pages:
            for i, sprite in enumerate(self.cells):
                if sprite is not None and sprite.flip == 0:
                    slot = self.grid.slots[i]
                    sprite.x, sprite.y, sprite.width = slot.x, slot.y, slot.width
        self._plan_warm()


RECORDS = (
    TableRecord("evropa_memo", MemoTable, layout="evropa_memo", family="evropa",
                pictures=("RS:map", "GR:flag", "RS:flag"), guide=guides.EVROPA_MEMO,
                settings=("pause", "clock")),
)
