"""The UNO table's own pictures: the ring of arrows showing the direction of play, the
Table won beside a plate (a number and its word), the colours of the sides round their
plates, the marks by the pile (the colour a wild asked for, a Semafor's demand, the
cards owed), UNO said on a plate and the stock that is over.

Each is drawn once per size and kept (the ring, the tallies), so a still table costs a
few blits a frame; the ring is squeezed only while it turns over.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.uno_family import COLOUR_OF

from .. import theme
from ..sprites import uno_cards
from ..surfaces import kept
from .uno_words import semafor_open

if TYPE_CHECKING:
    from ..anim import Animator
    from ..app import App
    from .uno import UnoTable

SIDE_COLOURS = (theme.SKY, theme.CORAL, theme.LEAF, theme.PLUM, theme.SUN)
ARROW_ANGLES = (60, 120, 240, 300)     # degrees on the ellipse, clear of the buttons
RING_ALPHA = 150


def team_colour(side: int) -> tuple[int, int, int]:
    return SIDE_COLOURS[side % len(SIDE_COLOURS)]


@kept
def ring_image(size: tuple[int, int], direction: int) -> pygame.Surface:
    """An ellipse with four arrowheads; direction +1 runs counter-clockwise on screen,
    as the layouts' places follow each other (0 at the bottom, 1 on the right), -1
    clockwise."""
    k = 2
    w, h = size[0] * k, size[1] * k
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    line = max(4, w // 90)
    head = w * 0.05
    rx, ry = w / 2 - head, h / 2 - head
    pygame.draw.ellipse(layer, (255, 255, 255, RING_ALPHA),
                        pygame.Rect(head, head, rx * 2, ry * 2), line)
    for degrees in ARROW_ANGLES:
        a = math.radians(degrees)
        p = pygame.math.Vector2(w / 2 + rx * math.cos(a), h / 2 + ry * math.sin(a))
        # the parameter falls as play goes counter-clockwise (y grows downwards)
        u = pygame.math.Vector2(rx * math.sin(a), -ry * math.cos(a)) * direction
        u.scale_to_length(head)
        n = pygame.math.Vector2(-u.y, u.x) * 0.8
        pygame.draw.polygon(layer, (255, 252, 244, 225), [p + u, p - u * 0.6 + n, p - u * 0.6 - n])
    image = pygame.transform.smoothscale(layer, size)
    return image.convert_alpha() if pygame.display.get_surface() else image


class DirectionRing:
    """The direction of play round the middle; `flip` squeezes it while it turns over.
    `clockwise`: the game's seats follow each other clockwise on screen (a game played
    to the left), so its direction +1 runs clockwise."""

    def __init__(self, direction: int, clockwise: bool = False) -> None:
        self.direction = direction
        self.sense = -1 if clockwise else 1
        self.flip = 1.0

    def set(self, direction: int) -> None:
        self.direction = direction
        self.flip = 1.0

    def turn(self, animator: Animator, t: float, direction: int) -> None:
        """Squeeze flat, point the other way, open again."""
        animator.add(self, 0.25, t, easing="in_out_cubic", flip=0.0)
        animator.call(t + 0.25, lambda: setattr(self, "direction", direction))
        animator.add(self, 0.25, t + 0.25, easing="in_out_cubic", flip=1.0)

    def draw(self, surface: pygame.Surface, app: App, box: pygame.Rect) -> None:
        rect = app.rect(box)
        image = ring_image(rect.size, self.direction * self.sense)
        if self.flip < 0.99:
            image = pygame.transform.smoothscale(image, (max(1, round(rect.w * self.flip)),
                                                         rect.h))
        surface.blit(image, image.get_rect(center=rect.center))


@kept
def tally_image(words: str, height: int) -> pygame.Surface:
    """A seat's Table on a paper pill, as a number with its word ("3 Table"): tally marks
    alone were hard to count, and two of them in a circle looked like a pause button."""
    label = theme.text(words, round(height * 0.62), theme.INK, bold=True)
    image = pygame.Surface((label.get_width() + height, height), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.PAPER, image.get_rect(), border_radius=height // 2)
    image.blit(label, label.get_rect(center=image.get_rect().center))
    return image


def draw_tally(surface: pygame.Surface, app: App, plate: pygame.Rect, count: int) -> None:
    """A seat's Table beside its plate: under it, or over it for the plates low down."""
    if count <= 0:
        return
    image = tally_image(app.tr.get_n("uno_table.tables_count", count), app.px(46))
    rect = app.rect(plate)
    if plate.centery > 540:
        spot = image.get_rect(midbottom=(rect.centerx, rect.y - app.px(8)))
    else:
        spot = image.get_rect(midtop=(rect.centerx, rect.bottom + app.px(8)))
    surface.blit(image, spot)


@kept
def called_image(words: str, size: int) -> pygame.Surface:
    """The mark of a seat that has said UNO: a white word on a coral pill with a white
    rim, clear on a plate of either colour."""
    label = theme.text(words, round(size * 0.62), theme.WHITE, bold=True)
    w, h = label.get_width() + size // 2, size
    rim = max(2, size // 12)
    layer = pygame.Surface((w, h + rim), pygame.SRCALPHA)
    pygame.draw.rect(layer, theme.shade(theme.CORAL, 0.6), pygame.Rect(0, rim, w, h),
                     border_radius=h // 2)
    pygame.draw.rect(layer, theme.WHITE, pygame.Rect(0, 0, w, h), border_radius=h // 2)
    pygame.draw.rect(layer, theme.CORAL, pygame.Rect(0, 0, w, h).inflate(-2 * rim, -2 * rim),
                     border_radius=h // 2)
    layer.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return layer.convert_alpha() if pygame.display.get_surface() else layer


def draw_called(surface: pygame.Surface, app: App, plate: pygame.Rect, words: str) -> None:
    """UNO said, kept on the plate's top edge over its card count while the seat holds
    it (clear of the plates beside it, at ten seats too)."""
    image = called_image(words, app.px(40))
    rect = app.rect(plate)
    surface.blit(image, image.get_rect(bottomright=(rect.right + app.px(8), rect.y + app.px(14))))


@kept
def demand_image(excluded: str, rank: str | None, size: int) -> pygame.Surface:
    """A Semafor's demand by the pile: the colour that may not follow, struck through,
    and the number that must (when the Semafor lay on a number)."""
    gap = size // 8
    width = size + (size + gap if rank else 0)
    layer = pygame.Surface((width, size), pygame.SRCALPHA)
    layer.blit(uno_cards.wild_marker(excluded, size), (0, 0))
    line = max(3, size // 9)
    for colour, grow in ((theme.INK, line + max(2, size // 20)), (theme.WHITE, line)):
        pygame.draw.line(layer, colour, (size * 0.18, size * 0.82), (size * 0.82, size * 0.18),
                         grow)
    if rank:
        centre = (size + gap + size // 2, size // 2)
        pygame.draw.circle(layer, theme.INK, centre, size // 2)
        pygame.draw.circle(layer, theme.WHITE, centre, size // 2 - max(2, size // 14))
        label = theme.text(rank, round(size * 0.62), theme.INK, bold=True)
        layer.blit(label, label.get_rect(center=centre))
    return layer.convert_alpha() if pygame.display.get_surface() else layer


def draw_pile_marks(surface: pygame.Surface, table: UnoTable, view: dict) -> None:
    """The colour a wild asked for (or a Semafor's demand), and the running total of
    the cards owed."""
    app = table.app
    top = view["pile"][-1]
    if view["colour"] and COLOUR_OF[top] is None:
        marker = uno_cards.wild_marker(view["colour"], app.px(116))
        surface.blit(marker, marker.get_rect(center=table.pile_corner(top=True)))
    elif semafor_open(view):
        demand = demand_image(view["excluded"], view["rank"], app.px(100))
        x, y = table.pile_corner(top=True)
        surface.blit(demand, demand.get_rect(midleft=(x - app.px(50), y)))
    if view["pending_draw"]:
        table.draw_owed(surface, app.tr.get("uno_table.plus", n=view["pending_draw"]))


def draw_sides(surface: pygame.Surface, app: App, sides: list[list[pygame.Rect]]) -> None:
    """Each side's colour round its players' plates (design px)."""
    for side, plates in enumerate(sides):
        for plate in plates:
            rect = app.rect(plate.inflate(22, 22))
            pygame.draw.rect(surface, team_colour(side), rect, border_radius=rect.h // 2)


def draw_stock_over(surface: pygame.Surface, app: App, stock: pygame.Rect) -> None:
    """A coral frame round the stock once it is over (seed 000's UNO)."""
    rect = app.rect(stock.inflate(26, 26))
    pygame.draw.rect(surface, theme.CORAL, rect, width=max(3, app.px(8)),
                     border_radius=app.px(22))
