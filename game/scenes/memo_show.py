"""How a Memo turn ends on screen: a pair found is shown with its country, a miss is left open.

A pair's two cards fly to the middle of the grid over a veil, on the panel with the
country's name, capital and car code (scenes/country_show.py), stay there a moment
for a child to read, and fly on to the finder's pile as the panel fades. Two cards
that are no pair shake a little and stay open for the pause (the Memo's "pause"
setting), while the animator is busy and no card can be flipped, then turn back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.evropa import CardFlipped, PairFound

from .. import theme
from ..sprites import cards
from ..sprites.table import CardSprite, draw_sprites, ladder_width
from .country_show import PANEL, SHOW_CARD, SHOW_HOLD, facts_panel

if TYPE_CHECKING:
    from .memo import MemoTable

FLIP = 0.28          # seconds a card takes to turn over
FLY = 0.5


class PairShow:
    """The country of the pair just found, shown in the middle; `alpha` fades it."""

    def __init__(self, table: MemoTable) -> None:
        self.table = table
        self.iso = ""
        self.alpha = 0.0
        self.sprites: list[CardSprite] = []

    def start(self, event: PairFound, pair: list[CardSprite], t: float) -> float:
        """The pair's flights and words from `t`; returns when it has landed on the pile."""
        table = self.table
        pair = sorted(pair, key=lambda s: (s.code or "").endswith(":flag"))
        cx, cy = table.grid.area.center
        width = ladder_width(SHOW_CARD * table.app.scale)
        for sprite in pair:
            cards.face(sprite.code or "", width)   # drawn now, not in the middle of a flight
        t += 0.3
        for k, sprite in enumerate(pair):
            table.animator.add(sprite, FLY, t, easing="in_out_cubic",
                               x=cx + (k - 0.5) * (SHOW_CARD + 40), y=cy - 110,
                               width=SHOW_CARD, angle=0.0)
        # After the flight in (a tap that skips ahead finishes tweens in this order), the
        # whole pile makes room as the pair lands; the pair stays on top until then.
        leave = t + FLY + table.reading(SHOW_HOLD)
        zone = f"pairs:{event.seat}"
        table.relayout(zone, FLY, leave)
        for k, sprite in enumerate(pair):
            sprite.z = 5000 + k

        def show() -> None:
            self.iso = event.country
            self.sprites = pair
            table.app.sounds.play("pair")
            if table.setup.human_seats:            # the atlas counts it as seen
                table.app.storage.record_sighting(event.country)
        table.animator.call(t, show)
        table.animator.add(self, 0.3, t, alpha=255.0)
        table.animator.add(self, 0.3, leave, alpha=0.0)

        def landed() -> None:
            self.sprites = []
            for i, sprite in enumerate(table.zones[zone]):
                sprite.z = 2000 + i
        table.animator.call(leave + FLY, landed)
        return leave + FLY

    def draw(self, surface: pygame.Surface) -> None:
        """The found pair in the middle, over a veil, on its panel of words."""
        if self.alpha <= 1 or not self.iso:
            return
        table, app = self.table, self.table.app
        table.draw_veil(surface, self.alpha * 0.35)
        cx, cy = table.grid.area.center
        box = pygame.Rect((0, 0), PANEL)
        box.center = (cx, cy + 20)
        layer = facts_panel(self.iso, app.settings.language,
                            (app.px(box.w), app.px(box.h)), app.scale)
        layer.set_alpha(int(self.alpha))
        x, y = app.point(box.x, box.y)
        surface.blit(layer, (x - 8, y - 8))
        moving = {t.target.id for t in table.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, self.sprites, app.point, app.scale, table.deck_kind,
                     theme.HIGHLIGHT, moving)


class Miss:
    """The two cards of a miss, open for the pause (`pausing`), then turned back."""

    def __init__(self, table: MemoTable) -> None:
        self.table = table
        self.closing = 0          # cards of the miss turned back so far in this batch
        self.pausing = False      # the miss is open for the child to see

    def turn_back(self, event: CardFlipped, t: float) -> float:
        """A little shake, the pause for a child to see both, then both turn back
        together."""
        table = self.table
        sprite = table.cells[event.index]
        if sprite is None:
            return t
        if self.closing == 0:
            table.animator.call(t, lambda: setattr(self, "pausing", True))
            if not table.app.calm:
                for k, angle in enumerate((4.0, -4.0, 0.0)):
                    for other in (table.cells[i] for i in table.opened):
                        if other is not None:
                            table.animator.add(other, 0.1, t + 0.1 * k, angle=angle)
            t += table.reading(table.app.settings.of(table.setup.game, "pause"))
            table.animator.call(t, lambda: setattr(self, "pausing", False))
        self.closing += 1
        table.opened = [i for i in table.opened if i != event.index]
        slot = table.grid.slots[event.index]
        sound = (lambda: table.app.sounds.play("flip")) if self.closing == 1 else None
        table.animator.add(sprite, FLIP, t, on_start=sound, flip=0.0, x=slot.x, y=slot.y,
                           width=slot.width, angle=0.0)

        def rest(s: CardSprite = sprite, z: int = event.index) -> None:
            if s.flip == 0:         # face down again: nobody knows it any more
                s.code, s.z = None, z
        table.animator.call(t + FLIP, rest)
        return t if self.closing == 1 else t + FLIP
