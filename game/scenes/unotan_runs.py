"""The runs on an Unotan table: up to eight columns across the middle (the layout's `runs`).

Each card of a run overlaps the one before it (the older cards closer together when a
run grows long, the last ones readable). Over each column a mark says what the run
wants next: its colour (or, after a Semafor, the three it may turn to), an arrow up or
down and the next number; a run closed by a Stop is veiled, with a stop sign. A Semafor
shows on the card the colour that was chosen on it, a Džoker the number (and colour) it
stands for: both as the rules' view of the run says them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.unotan import MAX_RUNS

from .. import theme
from ..sprites import cards, uno_cards
from ..sprites.table import CardSprite, Slot
from ..surfaces import kept

if TYPE_CHECKING:
    from .unotan import UnotanTable

RUN_CARD = 126          # design width of a card in a run
HEADER = 50             # design height of the marks over a column
STEP = 46               # how far a card of a run shows under the next one
MIN_STEP = 14           # ... the oldest cards of a long run, at the least
RECENT = 4              # the last cards of a run keep the full step as long as they can


def arrow(surface: pygame.Surface, centre: tuple[float, float], size: float, way: int,
          colour: tuple[int, int, int]) -> None:
    """A plain triangle pointing up (+1, the numbers grow) or down (-1)."""
    x, y = centre
    h = size * 0.5 * way
    pygame.draw.polygon(surface, colour,
                        [(x, y - h), (x - size * 0.55, y + h), (x + size * 0.55, y + h)])


def stop_sign(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A red octagon with a white bar: the run is closed."""
    x, y = centre
    r = size / 2
    points = [(x + r * math.cos(math.pi / 8 + i * math.pi / 4),
               y + r * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    pygame.draw.polygon(surface, theme.WHITE, points)
    inner = [(x + (px - x) * 0.84, y + (py - y) * 0.84) for px, py in points]
    pygame.draw.polygon(surface, uno_cards.COLOURS["R"], inner)
    bar = pygame.Rect(0, 0, size * 0.56, max(2, size * 0.16))
    bar.center = (round(x), round(y))
    pygame.draw.rect(surface, theme.WHITE, bar, border_radius=bar.h // 2)


@kept
def header_image(size: tuple[int, int], colours: tuple[str, ...], way: int | None,
                 numbers: tuple[int, ...], closed: bool) -> pygame.Surface:
    """The marks over a run: its colour (or the colours it may turn to), which way its
    numbers go and the next number; a stop sign when it is closed."""
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.PAPER, 235), image.get_rect(), border_radius=h // 2)
    x = h * 0.55
    if colours:
        disc = round(h * (0.82 if len(colours) == 1 else 0.66))
        for i, colour in enumerate(colours):
            marker = uno_cards.wild_marker(colour, disc)
            image.blit(marker, marker.get_rect(center=(x + i * disc * 0.72, h / 2)))
        x += (len(colours) - 1) * disc * 0.72 + disc * 0.75
    if closed:
        stop_sign(image, ((x + w) / 2, h / 2), h * 0.8)
        return image.convert_alpha() if pygame.display.get_surface() else image
    if way in (1, -1):
        arrow(image, (x + h * 0.18, h / 2), h * 0.42, way, theme.INK)
    else:
        arrow(image, (x + h * 0.18, h * 0.3), h * 0.26, 1, theme.INK_SOFT)
        arrow(image, (x + h * 0.18, h * 0.72), h * 0.26, -1, theme.INK_SOFT)
    if numbers:
        label = theme.one_line(" ".join(map(str, numbers)), round(h * 0.62),
                               round(w - x - h * 0.5), theme.INK, bold=True)
        image.blit(label, label.get_rect(midleft=(x + h * 0.5, h / 2)))
    return image.convert_alpha() if pygame.display.get_surface() else image


@kept
def tag_image(height: int, values: tuple[int, ...], colours: tuple[str, ...]) -> pygame.Surface:
    """A small label on a Semafor or a Džoker: the colour chosen (or still open) and the
    number it stands for."""
    disc = round(height * (0.78 if len(colours) == 1 else 0.66))
    words = "=" + "/".join(map(str, values)) if values else ""
    label = theme.text(words, round(height * 0.7), theme.INK, bold=True) if words else None
    step = disc * (0.85 if len(colours) == 1 else 0.72)
    width = round(height * 0.6 + disc * 0.3 + len(colours) * step +
                  (label.get_width() + height * 0.2 if label else 0))
    image = pygame.Surface((max(width, height), height), pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.PAPER, 245), image.get_rect(), border_radius=height // 2)
    x = height * 0.3 + disc * 0.45
    for colour in colours:
        marker = uno_cards.wild_marker(colour, disc)
        image.blit(marker, marker.get_rect(center=(x, height / 2)))
        x += step
    if label:
        image.blit(label, label.get_rect(midleft=(x - disc * 0.3 + height * 0.2, height / 2)))
    return image.convert_alpha() if pygame.display.get_surface() else image


class Runs:
    """Where the runs of an Unotan table lie, and the marks drawn over and on them."""

    def __init__(self, table: UnotanTable) -> None:
        self.table = table

    def column(self, index: int) -> pygame.Rect:
        """The whole column of run `index`, header included (design px): a big target."""
        a = self.table.layout["runs"]
        pitch = a.w / MAX_RUNS
        return pygame.Rect(round(a.x + index * pitch), round(a.y), round(pitch), round(a.h))

    def header(self, index: int) -> pygame.Rect:
        """The header over run `index`: its colours and the numbers it wants next."""
        column = self.column(index)
        return pygame.Rect(column.x + 8, column.y, column.w - 16, HEADER - 6)

    def column_at(self, point: tuple[float, float]) -> int | None:
        for index in range(MAX_RUNS):
            if self.column(index).collidepoint(point):
                return index
        return None

    def mark_at(self, run: int) -> tuple[float, float]:
        """Where a word about a run pops up: just under its marks."""
        column = self.column(run)
        return column.centerx, column.y + HEADER + 70

    def card_width(self) -> float:
        return min(RUN_CARD, self.table.layout["runs"].w / MAX_RUNS * 0.84)

    def slots(self, index: int, n: int) -> list[Slot]:
        """The cards of a run down its column: each covers the one before but its top;
        the oldest close up first when the column fills."""
        a, width = self.table.layout["runs"], self.card_width()
        h = cards.card_height(round(width))
        x = self.column(index).centerx
        top = a.y + HEADER + 8 + h / 2
        gaps = self._gaps(n - 1, a.y + a.h - h / 2 - top)
        ys = [top]
        for gap in gaps:
            ys.append(ys[-1] + gap)
        return [Slot(x, y, 0.0, width) for y in ys]

    @staticmethod
    def _gaps(k: int, room: float) -> list[float]:
        if k <= 0:
            return []
        if k * STEP <= room:
            return [STEP] * k
        recent = min(k, RECENT)
        early = k - recent
        early_gap = max(MIN_STEP, (room - recent * STEP) / early) if early else 0.0
        recent_gap = min(STEP, (room - early * early_gap) / recent)
        return [early_gap] * early + [recent_gap] * recent

    def spot(self, index: int) -> pygame.Rect:
        """Where the next card of run `index` would lie (a new run: its first card)."""
        n = len(self.table.zones[f"run:{index}"])
        slot = self.slots(index, n + 1)[-1]
        rect = pygame.Rect(0, 0, round(slot.width), cards.card_height(round(slot.width)))
        rect.center = (round(slot.x), round(slot.y))
        return rect

    # -- drawing ---------------------------------------------------------------------------

    def draw_marks(self, surface: pygame.Surface, runs: list[dict]) -> None:
        """The marks over every run."""
        app = self.table.app
        for i, run in enumerate(runs):
            box = app.rect(self.header(i))
            image = header_image(box.size, tuple(run["colours"]), run["direction"],
                                 tuple(run["wants"]), run["closed"])
            surface.blit(image, box.topleft)

    def draw_empty_columns(self, surface: pygame.Surface, opened: int,
                           start: int | None) -> None:
        """Soft outlines where runs may still open; the first one shows the number every
        run starts with."""
        app = self.table.app
        for index in range(opened, MAX_RUNS):
            rect = app.rect(self.spot(index))
            pygame.draw.rect(surface, theme.shade(theme.FELT, 0.88), rect,
                             width=max(2, app.px(4)), border_radius=app.px(12))
            if index == opened:
                words = str(start) if start is not None else "1–9"
                label = theme.text(words, app.px(52), theme.shade(theme.FELT, 0.75), bold=True)
                surface.blit(label, label.get_rect(center=rect.center))

    def draw_over(self, surface: pygame.Surface, runs: list[dict]) -> None:
        """The meaning of Semafors and Džokers on their cards and the veil over closed
        runs, on the runs whose cards are at rest."""
        table = self.table
        moving = {t.target.id for t in table.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        for i, run in enumerate(runs):
            sprites = table.zones[f"run:{i}"]
            if len(sprites) != len(run["cards"]) or any(s.id in moving for s in sprites):
                continue
            self._draw_tags(surface, sprites, run["stands_for"])
            if run["closed"]:
                self._veil(surface, sprites)

    def _draw_tags(self, surface: pygame.Surface, sprites: list[CardSprite],
                   wilds: list[dict]) -> None:
        """What each Semafor and Džoker stands for, as the rules' view says it."""
        app = self.table.app
        for wild in wilds:
            sprite = sprites[wild["at"]]
            h = cards.card_height(round(sprite.width))
            image = tag_image(app.px(38), tuple(wild["numbers"]), tuple(wild["colours"]))
            x, y = app.point(sprite.x + sprite.width / 2 + 6, sprite.y - h / 2 + 22)
            surface.blit(image, image.get_rect(midright=(x, y)))

    def _veil(self, surface: pygame.Surface, sprites: list[CardSprite]) -> None:
        """A closed run sinks back under a soft veil: nothing more goes on it."""
        app = self.table.app
        first, last = sprites[0], sprites[-1]
        h = cards.card_height(round(first.width))
        box = pygame.Rect(0, 0, round(first.width) + 8, round(last.y - first.y + h) + 8)
        box.midtop = (round(first.x), round(first.y - h / 2 - 4))
        rect = app.rect(box)
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.FELT_DARK, 120), veil.get_rect(),
                         border_radius=app.px(14))
        surface.blit(veil, rect)
