"""Where a table's cards lie: each zone's cards in their slots, and what lies under a point.

A table owns one `Places`. The slots of a zone are the table's to say (`CardTable.slots`:
a fan, a pile, a row); this part moves the zone's cards into them, finds the top-most
card of a zone under a point (a tap, a press), the middle of the part of a card no
other covers (where the hint and the guide point), and the place along a fan where a
card dragged along it goes. A `Target` is where a move is made on screen, and
`outline_place` the soft outline that keeps an empty stock or pile a place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..sprites import cards
from ..sprites.table import CardSprite

if TYPE_CHECKING:
    from ..app import App
    from ..scenes.card_table import CardTable

Point = tuple[float, float]


def outline_place(surface: pygame.Surface, app: App, centre: Point, width: int,
                  radius: int = 18) -> None:
    """A soft outline, a little larger than a card `width` design px wide, round `centre`
    (design px): where a stock, a pile or a meld's place lies, so an empty one is a place."""
    rect = pygame.Rect(0, 0, width, cards.card_height(width))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, theme.shade(theme.FELT, 0.9), app.rect(rect.inflate(12, 12)),
                     width=max(2, app.px(4)), border_radius=app.px(radius))


@dataclass(frozen=True)
class Target:
    """Where a move is made on screen, in design pixels: the point to tap, the button to
    ring (None for cards, which shine instead) and the cards of the move."""

    point: Point
    rect: pygame.Rect | None = None
    sprites: tuple[CardSprite, ...] = ()


class Places:
    """The cards of the table's zones in their slots, and the card under a point."""

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def lay(self, zone: str, duration: float, delay: float) -> None:
        """Move the cards of `zone` to its slots, over `duration` from `delay` (seconds);
        a hand's cards lie over everything else."""
        table = self.table
        sprites = table.zones[zone]
        for i, (sprite, slot) in enumerate(zip(sprites, table.slots(zone, len(sprites)))):
            sprite.z = (100 if zone.startswith("hand") else 10) + i
            table.animator.add(sprite, duration, delay, x=slot.x, y=slot.y,
                               angle=slot.angle, width=slot.width)

    def sprite_at(self, point: Point, zone: str) -> int | None:
        """The top-most card of `zone` under a design point."""
        sprites = self.table.zones[zone]
        for i in range(len(sprites) - 1, -1, -1):
            if sprites[i].contains(point):
                return i
        return None

    def card_target(self, zone: str, index: int,
                    sprites: tuple[CardSprite, ...] = ()) -> Target | None:
        """A card of a zone as a target: the middle of the part of it no card covers."""
        cards_here = self.table.zones[zone]
        if not -len(cards_here) <= index < len(cards_here):
            return None
        sprite = cards_here[index]
        x, y = sprite.centre
        axis = pygame.math.Vector2(1, 0).rotate(-sprite.angle)
        half = int(sprite.width / 2) - 4
        seen = [(x + axis.x * k, y + axis.y * k) for k in range(-half, half + 1, 4)]
        seen = [p for p in seen if (i := self.sprite_at(p, zone)) is not None
                and cards_here[i] is sprite]
        if not seen:
            return None
        return Target(seen[len(seen) // 2], sprites=sprites or (sprite,))

    def fan_place(self, zone: str, point: Point) -> int:
        """The place along a fan of `zone` nearest a point: where a card dragged along it
        and let go there goes."""
        slots = self.table.slots(zone, len(self.table.zones[zone]))
        return min(range(len(slots)), key=lambda i: abs(slots[i].x - point[0]))
