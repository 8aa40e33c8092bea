"""The Upoznaj Evropu Memo table: a grid of face-down cards, two flips a turn.

Rule events (rules/evropa.py) become tweens here: a flip turns a card over and
makes it big enough to read; after a miss both cards stay open for the pause
(the Memo's "pause" setting), while the animator is busy and no card can be flipped,
then turn back; a pair comes to the middle of the table with its country's
name, capital and car code, then flies to the finder's pile. Every card in Memo
is public, so people sharing one screen need no curtain: whoever's turn it is
taps. Alone, the moves are counted (and the time, if asked for) and the best
result per set of countries is kept.

A grid too big for the window (the whole of Europe, 90 cards, below 1920x1080) is
shown in two parts, top and bottom, each filling the grid's place, with a big
button for each part: a child's finger needs cards at least 64 px wide, and two
buttons are easier for a child than a zoom, a pinch or a drag, and never leave
half a card at an edge. A card turned up stays in sight over either part, and the
part shown follows a computer's flips.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from rules.core import CardMoved, DealStarted, Event, Flip, Match
from rules.evropa import CardFlipped, PairFound, deck_of, flip, partner

from .. import guides, theme
from ..setup import MatchSetup
from ..sprites import cards
from ..sprites.table import CardSprite, Slot, Zones, draw_sprites, ladder_width, pile_of_pairs
from ..table_record import TableRecord
from .base import Scene, Widget, panel
from .card_table import CardTable, Target
from .country_show import PANEL, SHOW_CARD, SHOW_HOLD, facts_panel

if TYPE_CHECKING:
    from ..app import App

GAP = 0.1            # the space between cards of the grid, a share of a card's width
MAX_CARD = 230       # design width of the biggest grid card (six pairs)
OPEN_CARD = 170      # an open card grows to at least this, so its face can be read
FLIP = 0.28
FLY = 0.5
MIN_SCREEN_CARD = 64  # screen px: a grid card narrower than a child's fingertip is split off
PAGE_BUTTONS = (pygame.Rect(24, 420, 296, 120), pygame.Rect(24, 560, 296, 120))
PARTS_MAP = pygame.Rect(24, 716, 296, 300)   # the whole grid, small, under the part buttons
MAP_CARD = (46, 66, 132)     # a card of the small grid: the blue of the cards' backs


def grid_slots(area: pygame.Rect, n: int) -> list[Slot]:
    """`n` places in rows filling `area`, the cards as big as they fit (up to MAX_CARD),
    the whole grid centred and a short last row centred under the others."""
    if n == 0:
        return []

    def width(cols: int) -> float:
        rows = -(-n // cols)
        return min(area.w / (cols + GAP * (cols - 1)),
                   area.h / (1.4 * rows + GAP * (rows - 1)), MAX_CARD)

    cols = max(range(1, n + 1), key=lambda c: (round(width(c), 1), -(-(-n // c) * c - n)))
    w = width(cols)
    rows = -(-n // cols)
    pitch_x, pitch_y = w * (1 + GAP), w * (1.4 + GAP)
    top = area.centery - (rows - 1) * pitch_y / 2
    slots = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x = area.centerx + (col - (in_row - 1) / 2) * pitch_x
        slots.append(Slot(x, top + row * pitch_y, 0.0, w))
    return slots


def clock_words(seconds: float) -> str:
    """Minutes and seconds as a child sees them on a clock: 1:05."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass
class Showing:
    """The country of the pair just found, shown in the middle; `alpha` fades it."""

    iso: str = ""
    alpha: float = 0.0
    sprites: list[CardSprite] = field(default_factory=list)


class MemoTable(CardTable):
    deck_kind = "countries"
    curtained = False   # every card here is public: people sharing a screen just take turns

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.page = 0             # the part of a big grid on screen (see _lay_grid)
        self._lay_grid()
        self.cells: list[CardSprite | None] = []
        self.found: list[CardSprite] = []
        self.opened: list[int] = []   # grid indices turned up this turn, as shown
        self.showing = Showing()
        self.closing = 0          # cards of a miss turned back so far in this batch
        self.pausing = False      # a miss is open for the child to see
        self.hinted: set[int] = set()
        self.key_focus = -1
        self.hovered: int | None = None
        self.solo = setup.players == 1 and setup.human_seats == [0]
        self.seconds = self._saved_seconds() if match is not None else 0.0
        self.clock_running = False
        self.record: dict[str, bool] = {}
        self.best = app.storage.best(setup.game, self.match.options["countries"]) \
            if self.solo else None
        self._build_widgets()
        if match is not None:
            self._plan_warm()   # a fresh grid warms up once it is dealt

    def _lay_grid(self) -> None:
        """The grid's places. A grid whose cards would be narrower than a fingertip
        (MIN_SCREEN_CARD on screen: the whole of Europe on a small screen) is shown in
        parts, top and bottom, each filling the grid's place, with two big buttons to
        change part; a part's cards are tapped like any others, and a card turned up on
        the other part stays in sight over it."""
        n = len(self.match.view(self.viewer)["grid"])
        area = self._design_rect("grid")
        pages = 1
        while pages < len(PAGE_BUTTONS) and n > 1 and \
                grid_slots(area, -(-n // pages))[0].width * self.app.scale < MIN_SCREEN_CARD:
            pages += 1
        self.per_page = -(-n // pages) if n else 1
        self.pages = pages
        self.page = min(self.page, pages - 1)
        self.grid = [slot for k in range(pages)
                     for slot in grid_slots(area, min(self.per_page, n - k * self.per_page))]

    def page_of(self, index: int) -> int:
        return index // self.per_page

    def show_page(self, page: int) -> None:
        if page != self.page:
            self.page = page
            self.hovered = None
            self.app.sounds.play("pick")

    def _on_screen(self, index: int) -> bool:
        """A card of the part shown, or one lying open (shown over any part)."""
        sprite = self.cells[index]
        return sprite is not None and (self.page_of(index) == self.page or sprite.flip > 0
                                       or index in self.opened)

    def _saved_seconds(self) -> float:
        """A resumed match keeps its clock (the autosave holds it beside the match)."""
        memo = (self.app.storage.load_match() or {}).get("memo")
        seconds = memo.get("seconds") if isinstance(memo, dict) else None
        return float(seconds) if isinstance(seconds, (int, float)) and seconds >= 0 else 0.0

    def _build_widgets(self) -> None:
        tr = self.app.tr
        self.hint_button = Widget(self._design_rect("button:hint"), lambda: tr.get("table.hint"),
                                  self._show_hint, "bulb", font_size=34)
        self.widgets.append(self.hint_button)
        self.clock_button = Widget(
            self._design_rect("button:clock") if self.solo else pygame.Rect(0, 0, 0, 0),
            lambda: tr.get("memo.hide_time" if self.clock_asked
                           else "memo.show_time"),
            self._toggle_clock, "", selected=lambda: self.clock_asked,
            font_size=32)
        if self.solo:
            self.widgets.append(self.clock_button)
        words = ("memo.page_top", "memo.page_bottom")
        self.page_buttons = [
            Widget(rect, lambda w=w: tr.get(w), lambda k=k: self.show_page(k), icon,
                   selected=lambda k=k: self.page == k, font_size=34, hide_disabled=True)
            for k, (rect, w, icon) in enumerate(zip(PAGE_BUTTONS, words, ("up", "down")))]
        self.widgets += self.page_buttons

    def _plan_warm(self) -> None:
        """The faces this grid will show, drawn one per frame ahead of time (after the
        deal, whose frames are busy enough): open on the grid and small on a pile."""
        self.warm.plan(self.app.scale, deck_of(self.match.options["countries"]),
                       backs=(self.grid[0].width,) if self.grid else (),
                       faces=(self._open_width(), self._pile_card(0)))

    # -- where cards lie ----------------------------------------------------------

    def _open_width(self) -> float:
        return max(self.grid[0].width, OPEN_CARD) if self.grid else OPEN_CARD

    def _open_slot(self, index: int, beside: int | None = None) -> Slot:
        """An open card grows in its place, kept inside the grid's area; the second card
        of a turn moves aside if it would cover the first one (`beside`)."""
        slot, w = self.grid[index], self._open_width()
        area = self._design_rect("grid")

        def inside(x: float, y: float) -> tuple[float, float]:
            return (min(max(x, area.x + w / 2), area.right - w / 2),
                    min(max(y, area.y + w * 0.7), area.bottom - w * 0.7))

        x, y = inside(slot.x, slot.y)
        if beside is None:
            return Slot(x, y, 0.0, w)
        first = self._open_slot(beside)
        apart_x, apart_y = w * (1 + GAP), w * (1.4 + GAP)
        dx, dy = x - first.x, y - first.y
        if abs(dx) < apart_x and abs(dy) < apart_y:
            for sign in (1, -1):     # away from the first card; the other way at an edge
                if abs(dx) * 1.4 >= abs(dy):
                    x, y = inside(first.x + sign * math.copysign(apart_x, dx or 1), y)
                else:
                    x, y = inside(x, first.y + sign * math.copysign(apart_y, dy or 1))
                if abs(x - first.x) >= apart_x - 1 or abs(y - first.y) >= apart_y - 1:
                    break
        return Slot(x, y, 0.0, w)

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
            slot = self._open_slot(i) if face_up else self.grid[i]
            self.cells.append(CardSprite(code if face_up else None, slot.x, slot.y,
                                         width=slot.width, flip=float(face_up),
                                         z=600 if face_up else i))
        self.zones = Zones()
        for seat, codes in enumerate(view["pairs"]):
            zone = f"pairs:{seat}"
            self.zones[zone].extend(CardSprite(code, flip=1.0) for code in codes)
            self.relayout(zone, 0.0)
        self.animator.finish_all()
        self.clock_running = self.solo and not self.match.is_over

    # -- the director: rule events become tweens and sounds --------------------------

    def direct(self, events: list[Event]) -> None:
        self.closing = 0
        super().direct(events)

    def direct_event(self, event: Event, t: float) -> float:
        if isinstance(event, DealStarted):
            self.cells = [None] * len(self.grid)
            self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
            return t + 0.2
        if isinstance(event, CardMoved) and event.src == "stock":
            return self._deal_card(event, t)
        if isinstance(event, CardFlipped) and event.face_up:
            return self._flip_up(event, t)
        if isinstance(event, CardFlipped):
            return self._flip_down(event, t)
        if isinstance(event, CardMoved):
            index = int(event.src.split(":")[1])
            sprite = self.cells[index]
            self.cells[index] = None
            self.opened = [i for i in self.opened if i != index]
            if sprite is not None:
                sprite.code = event.code
                self.zones[event.dst].append(sprite)
                self.found.append(sprite)
            return t
        if isinstance(event, PairFound):
            return self._show_pair(event, t)
        return super().direct_event(event, t)

    def _deal_card(self, event: CardMoved, t: float) -> float:
        """Cards fly from a stack in the middle to their places, in reading order."""
        n = len(self.cells)
        deck = self.layout["deck"].center
        slot = self.grid[event.index]
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
        self.clock_running = self.solo
        self._plan_warm()

    def _flip_up(self, event: CardFlipped, t: float) -> float:
        sprite = self.cells[event.index]
        if sprite is None:
            return t
        sprite.code = event.code
        self.animator.call(t, lambda: self.show_page(self.page_of(event.index)))
        sprite.z = 600 + len(self.opened)         # the second on top
        sprite.lift = 0
        slot = self._open_slot(event.index, self.opened[0] if self.opened else None)
        self.opened.append(event.index)
        self.animator.add(sprite, FLIP, t, easing="out_cubic",
                          on_start=lambda: self.app.sounds.play("flip"),
                          flip=1.0, x=slot.x, y=slot.y, width=slot.width)
        return t + FLIP

    def _flip_down(self, event: CardFlipped, t: float) -> float:
        """A miss: a little shake, the pause for a child to see both, then both turn back
        together."""
        sprite = self.cells[event.index]
        if sprite is None:
            return t
        if self.closing == 0:
            self.animator.call(t, lambda: setattr(self, "pausing", True))
            if not self.app.calm:
                for k, angle in enumerate((4.0, -4.0, 0.0)):
                    for other in (self.cells[i] for i in self.opened):
                        if other is not None:
                            self.animator.add(other, 0.1, t + 0.1 * k, angle=angle)
            t += self.reading(self.app.settings.of(self.setup.game, "pause"))
            self.animator.call(t, lambda: setattr(self, "pausing", False))
        self.closing += 1
        self.opened = [i for i in self.opened if i != event.index]
        slot = self.grid[event.index]
        sound = (lambda: self.app.sounds.play("flip")) if self.closing == 1 else None
        self.animator.add(sprite, FLIP, t, on_start=sound, flip=0.0, x=slot.x, y=slot.y,
                          width=slot.width, angle=0.0)

        def rest(s: CardSprite = sprite, z: int = event.index) -> None:
            if s.flip == 0:         # face down again: nobody knows it any more
                s.code, s.z = None, z
        self.animator.call(t + FLIP, rest)
        return t if self.closing == 1 else t + FLIP

    def _show_pair(self, event: PairFound, t: float) -> float:
        """The pair comes to the middle with its country's words, then to the pile."""
        pair = sorted(self.found, key=lambda s: (s.code or "").endswith(":flag"))
        self.found = []
        area = self._design_rect("grid")
        cx, cy = area.center
        width = ladder_width(SHOW_CARD * self.app.scale)
        for sprite in pair:
            cards.face(sprite.code or "", width)   # drawn now, not in the middle of a flight
        t += 0.3
        for k, sprite in enumerate(pair):
            self.animator.add(sprite, FLY, t, easing="in_out_cubic",
                              x=cx + (k - 0.5) * (SHOW_CARD + 40), y=cy - 110,
                              width=SHOW_CARD, angle=0.0)
        # After the flight in (a tap that skips ahead finishes tweens in this order), the
        # whole pile makes room as the pair lands; the pair stays on top until then.
        leave = t + FLY + self.reading(SHOW_HOLD)
        zone = f"pairs:{event.seat}"
        self.relayout(zone, FLY, leave)
        for k, sprite in enumerate(pair):
            sprite.z = 5000 + k

        def show() -> None:
            self.showing.iso = event.country
            self.showing.sprites = pair
            self.app.sounds.play("pair")
            if self.setup.human_seats:            # the atlas counts it as seen
                self.app.storage.record_sighting(event.country)
        self.animator.call(t, show)
        self.animator.add(self.showing, 0.3, t, alpha=255.0)
        self.animator.add(self.showing, 0.3, leave, alpha=0.0)

        def landed() -> None:
            self.showing.sprites = []
            for i, sprite in enumerate(self.zones[zone]):
                sprite.z = 2000 + i
        self.animator.call(leave + FLY, landed)
        return leave + FLY

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

    @property
    def clock_asked(self) -> bool:
        """Whether the player alone asked to see the time (a setting of the Memo's)."""
        return self.app.settings.of(self.setup.game, "clock")

    def _toggle_clock(self) -> None:
        self.app.settings.put(self.setup.game, "clock", not self.clock_asked)
        self.app.save_settings()

    def _show_hint(self) -> None:
        """Light what a good memory would know: the partner of the open card, or a pair
        already seen; else the cards nobody has turned yet."""
        if self._actor() is None:
            return
        view = self.match.view(self.viewer)
        seen = {code: index for index, code in view["log"] if view["grid"][index] is not None}
        opened = view["open"]
        if opened:
            mate = seen.get(partner(view["grid"][opened[0]]))
            self.hinted = {mate} if mate is not None and mate not in opened else set()
            words = "memo.hint_mate"
        else:
            pairs = sorted((i, seen[partner(c)]) for c, i in seen.items() if partner(c) in seen)
            self.hinted = set(pairs[0]) if pairs else set()
            words = "memo.hint_pair"
        if not self.hinted:
            turned = {index for index, _ in view["log"]}
            self.hinted = {i for i, code in enumerate(view["grid"])
                           if code == "?" and i not in turned}
            words = "memo.hint_new" if self.hinted else "memo.hint_guess"
        self.hint = self.app.tr.get(words)
        if self.hinted and not any(self.page_of(i) == self.page for i in self.hinted):
            self.show_page(self.page_of(min(self.hinted)))

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
        for k, part in enumerate(self.parts_map() if self.pages > 1 else []):
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
        if self._actor() is None or not self.grid:
            return False
        if key == "activate" and self.key_focus >= 0:
            self._flip(self.key_focus)
            return True
        steps = {"left": -1, "right": 1, "up": -self._columns(), "down": self._columns()}
        if key not in steps:
            return False
        self.key_focus = self._next_focus(steps[key])
        if self.key_focus >= 0:
            self.show_page(self.page_of(self.key_focus))
        return True

    def _columns(self) -> int:
        first_row = self.grid[0].y
        return sum(1 for slot in self.grid[:self.per_page] if abs(slot.y - first_row) < 1)

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
        return super().save_data() | {"memo": {"seconds": round(self.seconds, 1)}}

    def _match_over(self) -> None:
        if self.solo and self.guide is None:     # a guided match sets no record
            self.clock_running = False
            self.record = self.app.storage.record_best(
                self.setup.game, self.match.options["countries"], self._moves(), self.seconds)
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
                            self._solo_story(), picture=last)

    def _solo_story(self) -> str:
        """How it went alone: the moves (and the time, if shown), and the record."""
        tr = self.app.tr
        timed = self.clock_asked
        moves = tr.get_n("memo.moves", self._moves())
        story = tr.get("memo.done_timed" if timed else "memo.done", moves=moves,
                       time=clock_words(self.seconds))
        if self.record.get("moves") or (timed and self.record.get("seconds")):
            return f"{story} {tr.get('memo.new_best')}"
        if self.best is None:
            return story
        return f"{story} {tr.get('memo.best', moves=tr.get_n('memo.moves', self.best['moves']))}"

    def _moves(self) -> int:
        return self.view()["moves"][0]

    # -- every frame ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.clock_running and not self.match.is_over and self.app.scenes[-1] is self:
            before, self.seconds = self.seconds, self.seconds + dt
            if self.clock_asked and int(before) != int(self.seconds):
                self.app.dirty = True   # a shown clock is drawn again each second

    def next_frame_in(self) -> float | None:
        """Also the shown clock's next second."""
        later = super().next_frame_in()
        if not (self.clock_running and self.clock_asked) or self.match.is_over:
            return later
        tick = math.floor(self.seconds) + 1 - self.seconds
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
            button.enabled = self.pages > 1
        if self.solo:   # the clock chip sits under the moves panel, which grows with it
            self.clock_button.rect.y = self._stats_rect().bottom + 20

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        return 0, str(self.match.scores[seat]), False

    def prompt_words(self) -> str:
        tr = self.app.tr
        if self.pausing:
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
            self._draw_stats(surface)
        self._draw_parts_map(surface)

    def parts_map(self) -> list[pygame.Rect]:
        """Where each part of a grid shown in parts lies on the small map of the whole
        grid (design pixels): the parts one under the other, as on the table."""
        gap = 24
        h = (PARTS_MAP.h - gap * (self.pages - 1)) // self.pages
        return [pygame.Rect(PARTS_MAP.x, PARTS_MAP.y + k * (h + gap), PARTS_MAP.w, h)
                for k in range(self.pages)]

    def _draw_parts_map(self, surface: pygame.Surface) -> None:
        """With the grid in parts, the whole grid small under the part buttons: each card
        still on the table a little blue card, the part on screen bright in a sunny frame,
        the other faint, so that a child sees which part lies on the table and where the
        rest is (the two parts' cards alike, only the lit button told them apart). A tap on
        a part of the map shows it."""
        if self.pages < 2:
            return
        app = self.app
        area = self._design_rect("grid")
        for k, part in enumerate(self.parts_map()):
            shown = k == self.page
            f = min(part.w / area.w, part.h / area.h) * 0.86
            if shown:
                panel(surface, app.rect(part.inflate(8, 8)), theme.SUN, 255)
            else:
                panel(surface, app.rect(part), theme.FELT_DARK, 160)
            first = k * self.per_page
            for i, slot in enumerate(self.grid[first:first + self.per_page], first):
                if i >= len(self.cells) or self.cells[i] is None:
                    continue                                # found with its pair
                w, h = slot.width * f, slot.width * 1.4 * f
                x = part.centerx + (slot.x - area.centerx) * f
                y = part.centery + (slot.y - area.centery) * f
                card = app.rect(pygame.Rect(round(x - w / 2), round(y - h / 2),
                                            max(1, round(w)), max(1, round(h))))
                colour = MAP_CARD if shown else theme.shade(MAP_CARD, 0.75)
                pygame.draw.rect(surface, colour, card, border_radius=max(1, card.w // 6))
                pygame.draw.rect(surface, theme.WHITE if shown else theme.FELT, card,
                                 max(1, app.px(2)), border_radius=max(1, card.w // 6))

    def _stats_rect(self) -> pygame.Rect:
        """The moves panel: one row, or two with the clock, and a line for the best."""
        rows = 2 if self.clock_asked else 1
        area = self._design_rect("stats")
        area.h = min(area.h, 16 + (52 + (80 if rows == 2 else 96)) * rows +
                     (44 if self.best else 4))
        return area

    def _draw_stats(self, surface: pygame.Surface) -> None:
        """Alone: the moves so far, big; the time only when the player asked for it;
        the best so far in small letters."""
        app, tr = self.app, self.app.tr
        rows = [(tr.get("memo.moves_label"), str(self._moves()))]
        if self.clock_asked:
            rows.append((tr.get("memo.time_label"), clock_words(self.seconds)))
        size = 96 if len(rows) == 1 else 80
        row_h = 40 + size + 12
        area = self._stats_rect()
        panel(surface, app.rect(area), theme.PAPER, 245)
        for k, (label, value) in enumerate(rows):
            top = area.y + 16 + k * row_h
            words = theme.one_line(label, app.px(32), app.px(area.w - 30), theme.INK_SOFT,
                                   bold=True)
            surface.blit(words, words.get_rect(midtop=app.point(area.centerx, top)))
            big = theme.text(value, app.px(size), theme.INK, bold=True)
            surface.blit(big, big.get_rect(center=app.point(area.centerx,
                                                            top + 40 + size * 0.5)))
        if self.best:
            words = theme.one_line(tr.get("memo.best", moves=tr.get_n("memo.moves",
                                                                      self.best["moves"])),
                                   app.px(30), app.px(area.w - 30), theme.INK_SOFT)
            surface.blit(words, words.get_rect(midbottom=app.point(area.centerx,
                                                                   area.bottom - 12)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_hint_rings(surface)
        self._draw_showing(surface)

    def _draw_hint_rings(self, surface: pygame.Surface) -> None:
        """A thick sunny ring round each hinted card: a child's eye finds it at once."""
        if self._actor() is None:
            return
        for i in self.hinted:
            sprite = self.cells[i] if 0 <= i < len(self.cells) else None
            if sprite is None:
                continue
            x, y = sprite.centre
            ring = self.app.rect(pygame.Rect(round(x - sprite.width / 2 - 12),
                                             round(y - sprite.width * 0.7 - 12),
                                             round(sprite.width + 24),
                                             round(sprite.width * 1.4 + 24)))
            pygame.draw.rect(surface, theme.SUN, ring, self.app.px(10),
                             border_radius=self.app.px(sprite.width * 0.1 + 12))

    def _draw_showing(self, surface: pygame.Surface) -> None:
        """The found pair in the middle, over a veil, on its panel of words."""
        shown = self.showing
        if shown.alpha <= 1 or not shown.iso:
            return
        self.draw_veil(surface, shown.alpha * 0.35)
        cx, cy = self._design_rect("grid").center
        box = pygame.Rect((0, 0), PANEL)
        box.center = (cx, cy + 20)
        layer = facts_panel(shown.iso, self.app.settings.language,
                              (self.app.px(box.w), self.app.px(box.h)), self.app.scale)
        layer.set_alpha(int(shown.alpha))
        x, y = self.app.point(box.x, box.y)
        surface.blit(layer, (x - 8, y - 8))
        moving = {t.target.id for t in self.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, shown.sprites, self.app.point, self.app.scale, self.deck_kind,
                     theme.HIGHLIGHT, moving)

    def resize(self) -> None:
        """A new window size may show the grid whole or in parts: the cards lying still
        go to their new places."""
        super().resize()
        pages = self.pages
        self._lay_grid()
        if pages != self.pages:
            for i, sprite in enumerate(self.cells):
                if sprite is not None and sprite.flip == 0:
                    slot = self.grid[i]
                    sprite.x, sprite.y, sprite.width = slot.x, slot.y, slot.width
        self._plan_warm()


RECORDS = (
    TableRecord("evropa_memo", MemoTable, layout="evropa_memo", family="evropa",
                pictures=("RS:map", "GR:flag", "RS:flag"), guide=guides.EVROPA_MEMO,
                settings=("pause", "clock")),
)
