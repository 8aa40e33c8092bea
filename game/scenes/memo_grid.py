"""The Memo's grid: the cards' places, shown whole or in parts, and the small map of them.

A grid too big for the window (the whole of Europe, 90 cards, below 1920x1080) is
shown in two parts, top and bottom, each filling the grid's place, with a big
button for each part: a child's finger needs cards at least 64 px wide, and two
buttons are easier for a child than a zoom, a pinch or a drag, and never leave
half a card at an edge. Under the buttons the whole grid lies small, the part on
screen lit. Where the grid, the buttons and the map lie is the layout's (`grid`,
`button:page_top`, `button:page_bottom`, `parts_map`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..sprites.table import CardSprite, Slot
from .base import panel

if TYPE_CHECKING:
    from ..app import App

GAP = 0.1            # the space between cards of the grid, a share of a card's width
MAX_CARD = 230       # design width of the biggest grid card (six pairs)
OPEN_CARD = 170      # an open card grows to at least this, so its face can be read
MIN_SCREEN_CARD = 64  # screen px: a grid card narrower than a child's fingertip is split off
PAGE_BUTTONS = ("button:page_top", "button:page_bottom")   # the layout's, one a part
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


class MemoGrid:
    """The places of the grid's cards (design pixels), part after part, and the part on
    screen; `area` is the grid's place, `buttons` the part buttons' (one a part at most),
    `map_area` the small map's under them."""

    def __init__(self, area: pygame.Rect, buttons: Sequence[pygame.Rect],
                 map_area: pygame.Rect) -> None:
        self.area = area
        self.buttons = list(buttons)
        self.map_area = map_area
        self.slots: list[Slot] = []
        self.pages = 1
        self.per_page = 1
        self.page = 0             # the part on screen

    def lay(self, n: int, scale: float) -> None:
        """Places for `n` cards. A grid whose cards would be narrower than a fingertip
        (MIN_SCREEN_CARD on screen at `scale`) is laid in parts, each filling the area."""
        pages = 1
        while pages < len(self.buttons) and n > 1 and \
                grid_slots(self.area, -(-n // pages))[0].width * scale < MIN_SCREEN_CARD:
            pages += 1
        self.per_page = -(-n // pages) if n else 1
        self.pages = pages
        self.page = min(self.page, pages - 1)
        self.slots = [slot for k in range(pages)
                      for slot in grid_slots(self.area, min(self.per_page, n - k * self.per_page))]

    def page_of(self, index: int) -> int:
        return index // self.per_page

    def columns(self) -> int:
        """The cards in the first row (the keyboard's step up and down)."""
        first_row = self.slots[0].y
        return sum(1 for slot in self.slots[:self.per_page] if abs(slot.y - first_row) < 1)

    def open_width(self) -> float:
        return max(self.slots[0].width, OPEN_CARD) if self.slots else OPEN_CARD

    def open_slot(self, index: int, beside: int | None = None) -> Slot:
        """An open card grows in its place, kept inside the grid's area; the second card
        of a turn moves aside if it would cover the first one (`beside`)."""
        slot, w, area = self.slots[index], self.open_width(), self.area

        def inside(x: float, y: float) -> tuple[float, float]:
            return (min(max(x, area.x + w / 2), area.right - w / 2),
                    min(max(y, area.y + w * 0.7), area.bottom - w * 0.7))

        x, y = inside(slot.x, slot.y)
        if beside is None:
            return Slot(x, y, 0.0, w)
        first = self.open_slot(beside)
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

    def parts_map(self) -> list[pygame.Rect]:
        """Where each part of a grid shown in parts lies on the small map of the whole
        grid (design pixels): the parts one under the other, as on the table."""
        gap, whole = 24, self.map_area
        h = (whole.h - gap * (self.pages - 1)) // self.pages
        return [pygame.Rect(whole.x, whole.y + k * (h + gap), whole.w, h)
                for k in range(self.pages)]

    def draw_map(self, surface: pygame.Surface, app: App,
                 cells: Sequence[CardSprite | None]) -> None:
        """With the grid in parts, the whole grid small under the part buttons: each card
        still on the table (`cells`) a little blue card, the part on screen bright in a
        sunny frame, the other faint, so that a child sees which part lies on the table and
        where the rest is (the two parts' cards alike, only the lit button told them apart).
        A tap on a part of the map shows it."""
        if self.pages < 2:
            return
        area = self.area
        for k, part in enumerate(self.parts_map()):
            shown = k == self.page
            f = min(part.w / area.w, part.h / area.h) * 0.86
            if shown:
                panel(surface, app.rect(part.inflate(8, 8)), theme.SUN, 255)
            else:
                panel(surface, app.rect(part), theme.FELT_DARK, 160)
            first = k * self.per_page
            for i, slot in enumerate(self.slots[first:first + self.per_page], first):
                if i >= len(cells) or cells[i] is None:
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
