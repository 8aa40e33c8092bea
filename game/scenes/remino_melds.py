"""The melds on a Remino table, each player's grouped in that player's part of the middle
(art/layouts/remino_N.tmx, `melds:K` for the seat at place K).

Each owner's melds flow in rows through the owner's part, as large as they all fit: a
part grows crowded, its cards grow smaller. A meld laid or changed takes the order the
rules give its cards, and every meld slides to its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.remino import MeldChanged, Melded, is_group

from .. import theme
from ..sprites import cards
from ..sprites.table import Slot
from .base import draw_icon

if TYPE_CHECKING:
    from .remino import ReminoTable

MELD_CARD = 110          # the widest a meld's card is drawn; melds shrink to fit their part
MELD_SMALLEST = 44
MELD_STEP = 0.4          # of a card's width: the next card of a meld (its corner shows)
MELD_GAP = 0.32          # of a card's width: between two melds
TAG_ROOM = 38            # design px at the top of a part for its owner's name

Place = tuple[float, float, float]    # a meld's first card: the centre's x and y, the width


class Melds:
    """Where the melds of a Remino table lie, how they move, and their owners' parts."""

    def __init__(self, table: ReminoTable) -> None:
        self.table = table

    def sizes(self) -> list[tuple[int, int]]:
        """(owner, cards) of every meld on the table, as the sprites and the view say."""
        table = self.table
        melds = table.view()["melds"]
        sizes = []
        index = 0
        while f"meld:{index}" in table.zones.zones or index < len(melds):
            owner = melds[index]["owner"] if index < len(melds) else table.viewer
            held = len(melds[index]["cards"]) if index < len(melds) else 0
            sizes.append((owner, max(held, len(table.zones[f"meld:{index}"]))))
            index += 1
        return sizes

    def part(self, seat: int) -> pygame.Rect:
        """The part of the middle where `seat`'s melds lie."""
        return self.table._area("melds", seat)

    def plan(self) -> dict[int, Place]:
        """Meld index -> its place: each owner's melds flow in rows through that owner's
        part, as large as they all fit."""
        sizes = self.sizes()
        plan: dict[int, Place] = {}
        for seat in range(self.table.setup.players):
            mine = [(i, n) for i, (owner, n) in enumerate(sizes) if owner == seat]
            if not mine:
                continue
            part = self.part(seat)
            width = MELD_CARD
            while width > MELD_SMALLEST and not flow(part, mine, width):
                width -= 4
            plan.update(flow(part, mine, width) or flow(part, mine, width, force=True))
        return plan

    def slots(self, index: int, n: int) -> list[Slot]:
        left, y, width = self.plan().get(index, (*self.table.layout["stray_meld"].center,
                                                 MELD_CARD))
        return [Slot(left + i * width * MELD_STEP, y, 0.0, width) for i in range(n)]

    def relayout(self, delay: float) -> None:
        index = 0
        while f"meld:{index}" in self.table.zones.zones:
            self.table.relayout(f"meld:{index}", 0.3, delay)
            index += 1

    def stack(self, zone: str) -> None:
        """A meld's cards lie one over the next, in its order."""
        for k, sprite in enumerate(self.table.zones[zone]):
            sprite.z = 10 + k

    def moved(self, event: Melded | MeldChanged, t: float) -> float:
        """A meld laid or changed: its cards take the meld's order, and every meld slides
        to its place; a new one is named where it lies."""
        table = self.table
        zone = table.zones[f"meld:{event.meld}"]
        order = {id(s): k for k, s in enumerate(zone)}
        places: dict[str, list[int]] = {}
        for k, code in enumerate(event.codes):
            places.setdefault(code, []).append(k)
        zone.sort(key=lambda s: places[s.code].pop(0) if places.get(s.code) else 99 + order[id(s)])
        self.stack(f"meld:{event.meld}")
        self.relayout(t)
        if isinstance(event, Melded):
            kind = "remino.group" if is_group(event.codes) else "remino.run"
            plan = self.plan().get(event.meld)
            spot = (plan[0] + plan[2], plan[1]) if plan else None
            table.say(t, table.app.tr.get(kind), theme.LEAF, "pair", at=spot)
            return t + 0.4
        table.animator.call(t, lambda: table.app.sounds.play("pick"))
        return t + 0.2

    def at(self, point: tuple[float, float]) -> int | None:
        """The meld with a card under `point`."""
        for zone in list(self.table.zones.zones):
            if zone.startswith("meld:") and self.table.sprite_at(point, zone) is not None:
                return int(zone.split(":")[1])
        return None

    def in_a_part(self, point: tuple[float, float]) -> bool:
        return any(self.part(seat).collidepoint(point)
                   for seat in range(self.table.setup.players))

    def draw_part(self, surface: pygame.Surface, seat: int, opened: bool) -> None:
        """A seat's part of the middle, with its name (and a check once open) at the top."""
        table = self.table
        app = table.app
        part = app.rect(self.part(seat))
        pygame.draw.rect(surface, theme.shade(theme.FELT, 0.88), part, border_radius=app.px(22))
        size = app.px(theme.MIN_TEXT)
        name = theme.one_line(table.name(seat), size, part.w // 2, theme.WHITE, bold=True)
        x, y = part.x + app.px(16), part.y + app.px(TAG_ROOM // 2)
        if opened:
            r = app.px(13)
            pygame.draw.circle(surface, theme.LEAF, (x + r, y), r)
            draw_icon(surface, "check", (x + r, y), r * 2 - 4, theme.WHITE)
            x += 2 * r + app.px(8)
        surface.blit(name, name.get_rect(midleft=(x, y)))


def flow(part: pygame.Rect, melds: list[tuple[int, int]], width: float,
         force: bool = False) -> dict[int, Place]:
    """Place melds left to right in rows of `width`-wide cards; {} when they overflow
    the part (unless `force`: then the last row runs on)."""
    height = cards.card_height(round(width))
    rows_top = part.y + TAG_ROOM
    x, y = part.x + 8.0, rows_top
    placed = {}
    for index, n in melds:
        span = width * (1 + MELD_STEP * (max(n, 1) - 1))
        if x + span > part.right - 8 and x > part.x + 8:
            x, y = part.x + 8.0, y + height + 8
        if (x + span > part.right - 8 or y + height > part.bottom) and not force:
            return {}
        placed[index] = (x + width / 2, y + height / 2, width)
        x += span + width * MELD_GAP
    return placed
