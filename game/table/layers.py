"""A table's layers: a frame drawn bottom to top, the still layer, the zones' pictures.

A table owns one `Layers`, which draws its frames: the still layer, what the table
draws on the felt, the plates, the cards drawn one by one, the buttons, what the table
draws over them, the ring round a button to tap, the prompt, the banner and the guide.
Each frame the still layer (game/table/still.py) is drawn from the table's
`still_pictures`; a game whose zones' cards mostly lie still hands it `resting_cards`,
a picture per zone made again only when one of its cards moves, turns or shines, and
the cards in those pictures are left out of the cards drawn one by one (`loose`): a
crowded table (melds, ten hands, ten plates) saves dozens of transparent blits a
frame with it, when it draws nothing over its cards in `draw_table`. The felt is
drawn straight into the layer (`CardTable.draw_felt`), so no window's worth of felt
is kept beside it. The pictures, the layer and the veil that dims the table under a
question are kept on one shelf under the byte budget of game/surfaces.py, which the
table clears when the window's size changes or it closes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..sprites import cards
from ..sprites.table import CardSprite, draw_sprites
from ..surfaces import BUDGET, Shelf, display_ready
from .still import Still, StillLayer

if TYPE_CHECKING:
    from ..anim import Tween
    from ..scenes.card_table import CardTable


def landings(tweens: list[Tween]) -> list[CardSprite]:
    """Each card the tweens move where it next stops (as the one of its tweens that ends
    first leaves it), the soonest first; then each as it lies once they are all done (an
    attribute that several move ends where the one that ends last leaves it; of two
    ending together, the later one, which the animator updates last)."""
    first: dict[int, tuple[float, Tween]] = {}
    ends: dict[int, tuple[CardSprite, dict[str, tuple[float, float]]]] = {}
    for tween in tweens:
        if not isinstance(tween.target, CardSprite):
            continue
        done = tween.delay + tween.duration - tween.elapsed
        if tween.target.id not in first or done < first[tween.target.id][0]:
            first[tween.target.id] = (done, tween)
        moved = ends.setdefault(tween.target.id, (tween.target, {}))[1]
        for name, value in tween.end.items():
            if name not in moved or done >= moved[name][0]:
                moved[name] = (done, value)
    stops = [t.target.at_end(t.end) for _, t in sorted(first.values(), key=lambda f: f[0])]
    resting = sorted(ends.values(), key=lambda e: max(done for done, _ in e[1].values()))
    return stops + [sprite.at_end({name: value for name, (_, value) in moved.items()})
                    for sprite, moved in resting]


class Layers:
    """The felt with what lies still on it, and the veil, on a shelf of their own."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.shelf = Shelf(BUDGET)                  # the still layer and the zones' ones
        self.still_layer = StillLayer(self.shelf)   # the felt and what lies still on it
        self.zone_layers: dict[str, tuple] = {}     # zone -> (key, where)
        self.still: set[int] = set()                # ids of the cards in still layers

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with the table's still pictures on it: one opaque blit a frame, drawn
        again only where a picture changed."""
        table = self.table
        table.seats.resting = set()
        return self.still_layer.draw(size, table.still_pictures(), table.felt_marks(),
                                     table.draw_felt)

    def loose(self) -> list[CardSprite]:
        """The cards drawn one by one each frame: all but those in the still layer."""
        return [s for s in self.table.all_sprites() if id(s) not in self.still]

    def draw(self, surface: pygame.Surface,
             buttons: Callable[[pygame.Surface], None]) -> None:
        """A frame of the table, bottom to top (`buttons`: the scene's widgets). The glows
        are set first, as the still layer keeps them; a card in flight is turned from the
        nearest face drawn, not drawn at rest."""
        table, app = self.table, self.table.app
        pointed = table.hints.shine()
        surface.blit(self.felt(surface.get_size()), (0, 0))
        table.draw_table(surface)
        table.seats.draw(surface, table.pulse)
        moving = {t.target.id for t in table.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, self.loose(), app.point, app.scale, table.deck_kind,
                     theme.HIGHLIGHT, moving)
        table.update_widgets()
        buttons(surface)
        table.draw_overlay(surface)
        table.hints.ring(surface, pointed)
        table.prompt.draw(surface, table.prompt_place())
        table.banner.draw(surface)
        table.guidance.draw(surface)

    def resting_cards(self, names: list[str]) -> list[Still]:
        """The cards of these zones that lie still, as a picture per zone (a card in
        flight, or about to fly, is drawn on its own, so a hand receiving its deal is
        not redrawn whole every frame)."""
        table, app = self.table, self.table.app
        moving = {t.target.id for t in table.animator.tweens if isinstance(t.target, CardSprite)}
        if table.drag.held is not None:   # a card held goes over the plates, and moves anyway
            moving.add(table.drag.held.id)
        shown = {id(s) for s in table.all_sprites()}    # not those hidden deep in a pile
        self.still = set()
        pictures: list[tuple[float, Still]] = []
        for name in names:
            zone = [s for s in table.zones[name] if s.id not in moving and id(s) in shown]
            if not zone:
                continue
            zone.sort(key=lambda s: s.z)
            key = (app.size, tuple((s.code if s.face_shown else None, s.x, s.y, s.angle,
                                    s.width, s.glow, s.lift, s.z) for s in zone))
            cached = self.zone_layers.get(name)
            if cached is None or cached[0] != key:
                self.shelf.drop(("zone", name))
                cached = self.zone_layers[name] = (key, self._box(zone))
            box = cached[1]
            layer = self.shelf.get(("zone", name), lambda: self._zone_layer(zone, box))
            pictures.append((zone[0].z, (key, layer, box.topleft)))
            self.still.update(id(s) for s in zone)
            for sprite in zone:     # what they are drawn from when they next move
                cards.keep(sprite.resting_key(app.scale, table.deck_kind)[0])
        return [picture for _, picture in sorted(pictures, key=lambda p: p[0])]

    def unlit_zones(self) -> list[str]:
        """The zones none of whose cards shine: a halo must be blended onto the felt
        itself (on a transparent layer of its own it comes out fainter)."""
        return [name for name, zone in self.table.zones.zones.items()
                if not any(s.glow for s in zone)]

    def _box(self, zone: list[CardSprite]) -> pygame.Rect:
        """Where a zone's layer goes (window pixels): round its cards, with room."""
        margin = max(s.width for s in zone) * 0.9
        xs, ys = [s.centre[0] for s in zone], [s.centre[1] for s in zone]
        return self.table.app.rect(pygame.Rect(min(xs) - margin, min(ys) - margin,
                                               max(xs) - min(xs) + 2 * margin,
                                               max(ys) - min(ys) + 2 * margin))

    def _zone_layer(self, zone: list[CardSprite], box: pygame.Rect) -> pygame.Surface:
        """Cards drawn once on a layer of their own, to lie at `box`."""
        app = self.table.app
        layer = pygame.Surface(box.size, pygame.SRCALPHA)

        def to_layer(x: float, y: float) -> tuple[float, float]:
            px, py = app.point(x, y)
            return px - box.x, py - box.y
        draw_sprites(layer, zone, to_layer, app.scale, self.table.deck_kind, theme.HIGHLIGHT)
        return display_ready(layer)

    def rest_ahead(self, until: float) -> None:
        """The images cards in flight will lie still as (face or back at their new width,
        smoothly turned), drawn while the flight lasts, until `until` (perf_counter): a
        card landing, or a hand fanned anew, drew its faces and turns within one frame (a
        face 3-5 ms at 1920×1080). Only where each card next stops and where it comes to
        rest at last (`landings`), not where each of its tweens would leave it: the first
        pairs of Crni Petar queue a dozen fannings of each hand, whose turns at every step
        took more than the budget holds, and the still layer and the felt, pushed out,
        were drawn anew in the frames that followed (20-30 ms each at 1920×1080)."""
        table = self.table
        if time.perf_counter() >= until:
            return
        for sprite in landings(table.animator.tweens):
            if time.perf_counter() >= until:
                return
            cards.rotated(*sprite.resting_key(table.app.scale, table.deck_kind))

    def veil(self, surface: pygame.Surface, alpha: float) -> None:
        """Dim the table under something shown over it (a dark sheet made once per size)."""
        def sheet() -> pygame.Surface:
            dark = pygame.Surface(surface.get_size())
            dark.fill((20, 16, 40))
            return dark
        veil = self.shelf.get(("veil", surface.get_size()), sheet)
        veil.set_alpha(int(alpha))
        surface.blit(veil, (0, 0))

    def clear(self) -> None:
        """Let every picture go (the window's size changed, or the table closes)."""
        self.shelf.clear()
