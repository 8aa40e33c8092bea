"""Cards on a table: sprites that tween, zones that hold them, and where each slot is.

The front end keeps its own picture of the table (zone -> sprites in order),
changed by rule events as they are animated, so it never needs to read the
match's hidden state. Geometry is in design pixels (1920×1080).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field, replace

import pygame

from . import cards

_ids = itertools.count()
LADDER = 1.08  # card images are cached at widths on this geometric ladder (±4 %)
FLIGHT_STEP = 3  # degrees: a card in flight turns in steps of this (each turn is kept)


def ladder_width(width: float) -> int:
    """The cached width nearest to `width`, so a tween does not render a card per frame."""
    step = round(math.log(max(8.0, width) / 8) / math.log(LADDER))
    return round(8 * LADDER ** step)


@dataclass
class CardSprite:
    """One card on the table. `flip` 0 shows the back, 1 the face; x, y is the centre."""

    code: str | None
    x: float = 960.0
    y: float = 540.0
    angle: float = 0.0
    width: float = 120.0
    flip: float = 0.0
    lift: float = 0.0
    z: float = 0.0
    glow: bool = False
    id: int = field(default_factory=lambda: next(_ids))

    @property
    def face_shown(self) -> bool:
        return self.flip >= 0.5 and self.code is not None

    def image(self, scale: float, deck: str, moving: bool) -> pygame.Surface:
        """The card as drawn now. At rest: a cached, smoothly rotated image. Moving: the
        nearest cached face scaled and turned on the fly, so no frame renders art."""
        width = ladder_width(self.width * scale)
        squash = abs(math.cos(self.flip * math.pi))
        shown = self.code if self.face_shown else None
        if not moving and squash > 0.995:
            return cards.rotated_soon(*self.resting_key(scale, deck))
        base = cards.nearest(shown, deck, width)
        size = (max(1, round(width * squash)), cards.card_height(width))
        if base.get_size() == size:     # drawn at this size already: turned from the cache
            key = self.resting_key(scale, deck)[0]
            angle = round(self.angle / FLIGHT_STEP) * FLIGHT_STEP
            return cards.rotated_soon(key, angle % 360, resting=False)
        image = pygame.transform.smoothscale(base, size)
        return pygame.transform.rotate(image, self.angle) if round(self.angle) else image

    def resting_key(self, scale: float, deck: str) -> tuple[tuple[str, int, str], int]:
        """The kept image the card is drawn with at rest: (code or deck, width, side)
        and the turn in whole degrees (see `cards.rotated`)."""
        width = ladder_width(self.width * scale)
        key = (self.code, width, "face") if self.face_shown else (deck, width, "back")
        return key, round(self.angle) % 360

    def at_end(self, end: dict[str, float]) -> CardSprite:
        """The card as a tween's `end` leaves it (the attributes it names changed)."""
        return replace(self, **{k: v for k, v in end.items() if k in self.__dataclass_fields__})

    @property
    def centre(self) -> tuple[float, float]:
        """Where the card is drawn: lifted away from its fan, towards the table."""
        if not self.lift:
            return self.x, self.y
        up = pygame.math.Vector2(0, -self.lift).rotate(-self.angle)
        return self.x + up.x, self.y + up.y

    def contains(self, point: tuple[float, float]) -> bool:
        """Hit test in design pixels, taking the rotation into account."""
        x, y = self.centre
        v = pygame.math.Vector2(point[0] - x, point[1] - y)
        v = v.rotate(self.angle)
        return abs(v.x) <= self.width / 2 and abs(v.y) <= self.width * 0.7


@dataclass(frozen=True)
class Slot:
    x: float
    y: float
    angle: float
    width: float


def fan(area: pygame.Rect, n: int, width: float, rotation: float = 0.0,
        spread: float = 2.2, max_step: float = 0.92, fit: bool = False) -> list[Slot]:
    """Slots of a hand fanned across `area` (rotation turns the whole fan). With `fit`
    the fan bends less as it grows, so that every card stays inside the area (a 23-card
    fan bowed off the window, or over the name plate beside it)."""
    if n == 0:
        return []
    lengthwise = rotation % 180 == 0
    length, across = (area.w, area.h) if lengthwise else (area.h, area.w)
    bend = _bend(n, width, across, spread) if fit else 1.0
    step, shift = _spacing(n, width, length, spread * bend, max_step, fit)
    total = step * (n - 1)
    slots = []
    for i in range(n):
        offset = -total / 2 + i * step
        tilt = (i - (n - 1) / 2) * spread * bend
        bow = abs(i - (n - 1) / 2) ** 2 * spread * 0.9 * bend - shift
        along = pygame.math.Vector2(offset, bow).rotate(-rotation)
        slots.append(Slot(area.centerx + along.x, area.centery + along.y, rotation - tilt, width))
    return slots


def _spacing(n: int, width: float, length: float, spread: float, max_step: float,
             fit: bool) -> tuple[float, float]:
    """The step between two cards of a fan, and how far the fan's bow is moved back so that
    it is centred across the area (only a fitted fan is: the others lie as they did). The
    end cards of a fitted fan, turned, stay inside its length."""
    if n == 1:
        return 0.0, 0.0
    reach = width
    if fit:
        tilt = math.radians((n - 1) / 2 * spread)
        reach = 2 * _half_extent(width, width * 1.4, tilt)
    step = min(width * max_step, max(0.0, length - reach) / (n - 1))
    return step, ((n - 1) / 2) ** 2 * spread * 0.9 / 2 if fit else 0.0


def _half_extent(width: float, height: float, tilt: float) -> float:
    """Half of a card's extent along the fan when it is turned by `tilt` radians."""
    return width / 2 * math.cos(tilt) + height / 2 * abs(math.sin(tilt))


def _bend(n: int, width: float, across: float, spread: float) -> float:
    """How much of its curve (1 all of it, 0 none) a fan keeps so that its cards lie
    within `across`; found by halving, as the extent grows with the bend."""
    def fits(bend: float) -> bool:
        middle = (n - 1) / 2
        bow = middle ** 2 * spread * 0.9 * bend
        worst = max(abs(abs(i - middle) ** 2 * spread * 0.9 * bend - bow / 2)
                    + _half_extent(width * 1.4, width, math.radians((i - middle) * spread * bend))
                    for i in range(n))
        return worst <= across / 2
    if fits(1.0):
        return 1.0
    low, high = 0.0, 1.0
    for _ in range(12):
        low, high = ((low + high) / 2, high) if fits((low + high) / 2) else (low, (low + high) / 2)
    return low


def pile_of_pairs(area: pygame.Rect, n: int, width: float) -> list[Slot]:
    """Laid pairs side by side, the two cards of a pair overlapping."""
    pairs = (n + 1) // 2
    step = min(width * 1.05, (area.w - width * 1.4) / max(1, pairs - 1)) if pairs > 1 else 0
    slots = []
    for i in range(n):
        p, j = divmod(i, 2)
        x = area.x + width * 0.6 + p * step + j * width * 0.35
        y = area.centery + j * width * 0.12
        slots.append(Slot(x, y, -6 + 12 * j, width))
    return slots


class Zones:
    """Zone name -> the sprites in it, in order."""

    def __init__(self) -> None:
        self.zones: dict[str, list[CardSprite]] = {}

    def __getitem__(self, zone: str) -> list[CardSprite]:
        return self.zones.setdefault(zone, [])

    def all(self) -> list[CardSprite]:
        return [s for zone in self.zones.values() for s in zone]

    def take(self, zone: str, index: int = -1, code: str | None = None) -> CardSprite:
        """Remove a sprite: the one with `code` if known there, else the one at `index`."""
        sprites = self[zone]
        if code is not None:
            for i, sprite in enumerate(sprites):
                if sprite.code == code:
                    return sprites.pop(i)
        if 0 <= index < len(sprites):
            return sprites.pop(index)
        return sprites.pop()

    def zone_of(self, sprite: CardSprite) -> str | None:
        for name, sprites in self.zones.items():
            if sprite in sprites:
                return name
        return None


def draw_sprites(surface: pygame.Surface, sprites: list[CardSprite], to_screen,
                 scale: float, deck: str, highlight: tuple[int, int, int],
                 moving: set[int] = frozenset()) -> None:
    """Draw sprites back to front, each with its soft shadow and optional glow.

    Cards stacked exactly on one another (the deck) cast one shadow, not many."""
    ordered = sorted(sprites, key=lambda s: s.z)
    top_of_stack = {(round(s.x / 8), round(s.y / 8)): s for s in ordered}
    for sprite in ordered:
        image = sprite.image(scale, deck, sprite.id in moving)
        cx, cy = to_screen(*sprite.centre)
        rect = image.get_rect(center=(cx, cy))
        if sprite.glow:
            glow = cards.glow(ladder_width(sprite.width * scale), round(sprite.angle) % 360,
                              highlight)
            surface.blit(glow, glow.get_rect(center=(cx, cy)))
        shadow = cards.shadow(ladder_width(sprite.width * scale))
        if abs(sprite.angle) < 1 and top_of_stack[(round(sprite.x / 8), round(sprite.y / 8))] is sprite:
            offset = max(2, round((4 + sprite.lift * 0.3) * scale))
            surface.blit(shadow, shadow.get_rect(center=(cx + offset // 2, cy + offset)))
        surface.blit(image, rect)
