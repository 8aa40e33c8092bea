"""Simple flat icons from shapes, so buttons carry a picture as well as a word.

Each icon is a painter of its own, given the icon's name (a pair such as "up" and
"down" shares one), its centre, half its size `s` and the width `w` of its lines.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme

Colour = tuple[int, int, int]


def _play(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.polygon(surface, colour, [(x - s * 0.6, y - s * 0.8), (x + s * 0.8, y),
                                          (x - s * 0.6, y + s * 0.8)])
    if name == "continue":
        pygame.draw.rect(surface, colour, (x - s * 0.95, y - s * 0.8, w * 1.4, s * 1.6))


def _up(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
        colour: Colour) -> None:
    k = -1 if name == "up" else 1
    pygame.draw.polygon(surface, colour, [(x - s * 0.8, y - k * s * 0.5), (x + s * 0.8, y - k * s * 0.5),
                                          (x, y + k * s * 0.6)])


def _back(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.polygon(surface, colour, [(x + s * 0.6, y - s * 0.8), (x - s * 0.8, y),
                                          (x + s * 0.6, y + s * 0.8)])


def _gear(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.circle(surface, colour, (x, y), s * 0.72)
    for i in range(8):
        v = pygame.math.Vector2(0, -s * 0.95).rotate(i * 45)
        pygame.draw.circle(surface, colour, (x + v.x, y + v.y), s * 0.22)
    pygame.draw.circle(surface, theme.BUTTON, (x, y), s * 0.3)


def _book(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.rect(surface, colour, (x - s * 0.9, y - s * 0.7, s * 0.85, s * 1.4),
                     border_radius=w)
    pygame.draw.rect(surface, colour, (x + s * 0.05, y - s * 0.7, s * 0.85, s * 1.4),
                     border_radius=w)


def _shuffle(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
             colour: Colour) -> None:
    for dy in (-0.35, 0.35):
        pygame.draw.line(surface, colour, (x - s * 0.9, y - dy * s), (x + s * 0.5, y + dy * s), w)
        pygame.draw.polygon(surface, colour, [(x + s * 0.45, y + dy * s - s * 0.3),
                                              (x + s * 0.95, y + dy * s),
                                              (x + s * 0.45, y + dy * s + s * 0.3)])


def _bulb(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.circle(surface, colour, (x, y - s * 0.2), s * 0.62)
    pygame.draw.rect(surface, colour, (x - s * 0.3, y + s * 0.35, s * 0.6, s * 0.5),
                     border_radius=w)


def _menu(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    for dy in (-0.55, 0, 0.55):
        pygame.draw.line(surface, colour, (x - s * 0.8, y + dy * s), (x + s * 0.8, y + dy * s),
                         w + 1)


def _plus(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.line(surface, colour, (x - s * 0.7, y), (x + s * 0.7, y), w + 2)
    if name == "plus":
        pygame.draw.line(surface, colour, (x, y - s * 0.7), (x, y + s * 0.7), w + 2)


def _check(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
           colour: Colour) -> None:
    pygame.draw.lines(surface, colour, False, [(x - s * 0.7, y), (x - s * 0.15, y + s * 0.6),
                                               (x + s * 0.8, y - s * 0.6)], w + 2)


def _person(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
            colour: Colour) -> None:
    pygame.draw.circle(surface, colour, (x, y - s * 0.45), s * 0.42)
    pygame.draw.ellipse(surface, colour, (x - s * 0.75, y + s * 0.05, s * 1.5, s * 1.1))


def _pencil(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
            colour: Colour) -> None:
    along = pygame.math.Vector2(s * 0.7, -s * 0.7)
    across = pygame.math.Vector2(s * 0.2, s * 0.2)
    tip = pygame.math.Vector2(x - s * 0.8, y + s * 0.8)
    end = tip + along * 2.1
    pygame.draw.polygon(surface, colour, [tip, tip + along * 0.5 + across,
                                          end + across, end - across,
                                          tip + along * 0.5 - across])


def _robot(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
           colour: Colour) -> None:
    pygame.draw.rect(surface, colour, (x - s * 0.75, y - s * 0.55, s * 1.5, s * 1.2),
                     border_radius=w * 2)
    for dx in (-0.32, 0.32):
        pygame.draw.circle(surface, theme.BUTTON, (x + dx * s, y), s * 0.18)
    pygame.draw.line(surface, colour, (x, y - s * 0.55), (x, y - s * 0.9), w)


def _quit(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    pygame.draw.line(surface, colour, (x - s * 0.6, y - s * 0.6), (x + s * 0.6, y + s * 0.6), w + 2)
    pygame.draw.line(surface, colour, (x + s * 0.6, y - s * 0.6), (x - s * 0.6, y + s * 0.6), w + 2)


def _again(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
           colour: Colour) -> None:
    pygame.draw.arc(surface, colour, (x - s * 0.75, y - s * 0.75, s * 1.5, s * 1.5), 0.6, 5.6,
                    w + 1)
    pygame.draw.polygon(surface, colour, [(x + s * 0.55, y - s * 0.75), (x + s * 0.95, y - s * 0.2),
                                          (x + s * 0.3, y - s * 0.2)])


def _left(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    k = 1 if name == "right" else -1
    pygame.draw.lines(surface, colour, False, [(x - k * s * 0.35, y - s * 0.7),
                                               (x + k * s * 0.35, y),
                                               (x - k * s * 0.35, y + s * 0.7)], w + 3)


def _star(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    points = [pygame.math.Vector2(0, -s * (0.95 if i % 2 == 0 else 0.42)).rotate(i * 36)
              for i in range(10)]
    pygame.draw.polygon(surface, colour, [(x + v.x, y + v.y + s * 0.08) for v in points])


def _draw(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
          colour: Colour) -> None:
    card = pygame.Rect(0, 0, s * 1.0, s * 1.4)
    card.center = (x - s * 0.25, y + s * 0.1)
    pygame.draw.rect(surface, colour, card, w, border_radius=w * 2)
    pygame.draw.line(surface, colour, (x + s * 0.2, y - s * 0.85), (x + s * 0.2, y + s * 0.1), w)
    pygame.draw.polygon(surface, colour, [(x - s * 0.1, y - s * 0.15), (x + s * 0.5, y - s * 0.15),
                                          (x + s * 0.2, y + s * 0.3)])


def _sound(surface: pygame.Surface, name: str, x: float, y: float, s: float, w: int,
           colour: Colour) -> None:
    pygame.draw.polygon(surface, colour, [(x - s * 0.8, y - s * 0.3), (x - s * 0.4, y - s * 0.3),
                                          (x + s * 0.1, y - s * 0.8), (x + s * 0.1, y + s * 0.8),
                                          (x - s * 0.4, y + s * 0.3), (x - s * 0.8, y + s * 0.3)])
    if name == "sound":
        pygame.draw.arc(surface, colour, (x - s * 0.2, y - s * 0.6, s, s * 1.2), -1.0, 1.0, w)
    else:
        pygame.draw.line(surface, colour, (x + s * 0.3, y - s * 0.4), (x + s * 0.9, y + s * 0.4), w)


Painter = Callable[[pygame.Surface, str, float, float, float, int, Colour], None]
ICONS: dict[str, Painter] = {
    "play": _play,
    "continue": _play,
    "up": _up,
    "down": _up,
    "back": _back,
    "gear": _gear,
    "book": _book,
    "shuffle": _shuffle,
    "bulb": _bulb,
    "menu": _menu,
    "plus": _plus,
    "minus": _plus,
    "check": _check,
    "person": _person,
    "pencil": _pencil,
    "robot": _robot,
    "quit": _quit,
    "again": _again,
    "left": _left,
    "right": _left,
    "star": _star,
    "draw": _draw,
    "sound": _sound,
    "mute": _sound,
}


def draw_icon(surface: pygame.Surface, name: str, centre: tuple[int, int], size: int,
              colour: Colour) -> None:
    """The icon `name` centred at `centre`, `size` pixels across."""
    ICONS[name](surface, name, centre[0], centre[1], size / 2, max(2, size // 9), colour)
