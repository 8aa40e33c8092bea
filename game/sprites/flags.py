"""The flags of the 45 countries of Upoznaj Evropu, drawn by code from their specifications.

Fields, stripes and crosses follow each flag's construction sheet on its own grid
(Denmark 37 x 28, the Union Flag 60 x 30, Greece 27 x 18, ...) in its published
colours; emblems are a few flat shapes drawn by eye, recognisable at card size
(DESIGN.md, "Art": the design is a fact, the drawing is ours). A flag is drawn at two
to four times its size and scaled down smoothly, with a soft grey hairline so that a
white flag shows on a white card.

`flag(code, width)` gives the cached image, `aspect(code)` its width over height,
`FLAGS` the specification of each flag.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
import pygame

from ..surfaces import kept

Colour = tuple[int, int, int]
Point = tuple[float, float]


def _rgb(hex_code: str) -> Colour:
    return (int(hex_code[0:2], 16), int(hex_code[2:4], 16), int(hex_code[4:6], 16))


WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
EDGE = (70, 70, 80, 80)          # the hairline round every flag
GREY_DARK = _rgb("6D6E71")


class Pen:
    """Draws on a surface in a grid of its own units, x to the right and y down.

    A flag's pen counts in the units of its construction sheet; `frame` nests a
    local grid for an emblem, `mirrored` draws the other half of a symmetric one.
    """

    def __init__(self, surface: pygame.Surface, origin: Point, scale: Point,
                 size: Point = (1.0, 1.0)) -> None:
        self.surface = surface
        self.origin = origin
        self.scale = scale
        self.size = size

    def at(self, x: float, y: float) -> Point:
        return (self.origin[0] + x * self.scale[0], self.origin[1] + y * self.scale[1])

    def frame(self, x: float, y: float, unit: float) -> Pen:
        """A grid centred on (x, y) whose unit is `unit` of this one."""
        return Pen(self.surface, self.at(x, y), (self.scale[0] * unit, self.scale[1] * unit))

    def mirrored(self) -> Pen:
        """The same grid flipped left to right about its origin."""
        return Pen(self.surface, self.origin, (-self.scale[0], self.scale[1]), self.size)

    def rect(self, colour: Colour, x: float, y: float, w: float, h: float) -> None:
        (x0, y0), (x1, y1) = self.at(x, y), self.at(x + w, y + h)
        left, right = sorted((round(x0), round(x1)))
        top, bottom = sorted((round(y0), round(y1)))
        pygame.draw.rect(self.surface, colour, (left, top, right - left, bottom - top))

    def poly(self, colour: Colour, points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surface, colour, [self.at(x, y) for x, y in points])

    def ellipse(self, colour: Colour, centre: Point, rx: float, ry: float | None = None) -> None:
        ry = rx if ry is None else ry
        (x0, y0), (x1, y1) = self.at(centre[0] - rx, centre[1] - ry), self.at(centre[0] + rx,
                                                                              centre[1] + ry)
        box = pygame.Rect(round(min(x0, x1)), round(min(y0, y1)),
                          max(1, round(abs(x1 - x0))), max(1, round(abs(y1 - y0))))
        pygame.draw.ellipse(self.surface, colour, box)

    def stroke(self, colour: Colour, points: Sequence[Point], width: float,
               closed: bool = False) -> None:
        """A line `width` units wide through `points`, with round joints."""
        pts = list(points) + ([points[0]] if closed else [])
        half = width / 2
        for (x0, y0), (x1, y1) in itertools.pairwise(pts):
            length = math.hypot(x1 - x0, y1 - y0) or 1.0
            nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
            self.poly(colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                               (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        for p in pts:
            self.ellipse(colour, p, half)

    def star(self, colour: Colour, centre: Point, r: float, points: int = 5,
             inner: float = 0.382, turn: float = 0.0) -> None:
        """A star with its first point up (turned by `turn` degrees)."""
        pts = []
        for i in range(points * 2):
            rr = r if i % 2 == 0 else r * inner
            a = math.radians(turn - 90 + i * 180 / points)
            pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
        self.poly(colour, pts)

    def layer(self) -> Pen:
        """A transparent sheet the size of this pen's surface, in the same grid."""
        return Pen(pygame.Surface(self.surface.get_size(), pygame.SRCALPHA),
                   self.origin, self.scale, self.size)

    def paste(self, layer: Pen, clip: Sequence[Point] | None = None,
              outline: Colour | None = None, width: float = 0.0) -> None:
        """Lay `layer` on this surface: only inside `clip` (points in the layer's grid),
        ringed by an `outline` about `width` units wide."""
        sheet = layer.surface
        if clip is not None:
            mask = Pen(pygame.Surface(sheet.get_size(), pygame.SRCALPHA), layer.origin,
                       layer.scale)
            mask.poly((255, 255, 255, 255), clip)
            sheet.blit(mask.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        if outline is not None:
            d = max(1.0, width * abs(layer.scale[0]))
            shadow = sheet.copy()
            shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
            shadow.fill((*outline, 0), special_flags=pygame.BLEND_RGBA_ADD)
            for i in range(12):
                a = i * math.pi / 6
                self.surface.blit(shadow, (round(d * math.cos(a)), round(d * math.sin(a))))
        self.surface.blit(sheet, (0, 0))


# -- shapes shared by the emblems ------------------------------------------------------

def _arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float,
         n: int = 18) -> list[Point]:
    """Points on an ellipse from angle a0 to a1 (degrees, clockwise from the right, y down)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def _bezier(p0: Point, p1: Point, p2: Point, n: int = 12) -> list[Point]:
    """A quadratic curve from p0 to p2 pulled towards p1."""
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return pts


def _sym(half: Sequence[Point]) -> list[Point]:
    """A closed outline symmetric about x = 0, from its right half listed top to bottom."""
    return list(half) + [(-x, y) for x, y in reversed(half)]


def _shield(x: float, y: float, w: float, h: float, curve: float = 0.45,
            pointed: bool = True) -> list[Point]:
    """A shield: flat top at y, straight sides, the lowest `curve` of it rounding in
    to a point (or to a round Iberian bottom)."""
    ys, xc, yb = y + h * (1 - curve), x + w / 2, y + h
    if pointed:
        left = _bezier((x, ys), (x, ys + (yb - ys) * 0.72), (xc, yb))
        right = _bezier((xc, yb), (x + w, ys + (yb - ys) * 0.72), (x + w, ys))
    else:
        left = _arc(xc, ys, w / 2, h * curve, 180, 90)
        right = _arc(xc, ys, w / 2, h * curve, 90, 0)
    return [(x, y), *left, *right[1:], (x + w, y)]


def _rotated(points: Sequence[Point], degrees: float, about: Point = (0.0, 0.0)) -> list[Point]:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    ox, oy = about
    return [(ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c)
            for x, y in points]


def _leaf(pen: Pen, colour: Colour, base: Point, tip: Point, width: float) -> None:
    """A pointed leaf (or feather) from base to tip."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pts = [base]
    for t in (0.2, 0.45, 0.7, 0.88):
        bulge = math.sin(math.pi * t) ** 0.8
        pts.append((base[0] + dx * t + nx * bulge, base[1] + dy * t + ny * bulge))
    pts.append(tip)
    for t in (0.88, 0.7, 0.45, 0.2):
        bulge = math.sin(math.pi * t) ** 0.8
        pts.append((base[0] + dx * t - nx * bulge, base[1] + dy * t - ny * bulge))
    pen.poly(colour, pts)


def _wing(pen: Pen, colour: Colour, bone: tuple[Point, Point], angles: tuple[float, float],
          lengths: tuple[float, float], count: int, width: float, core: float = 0.42) -> None:
    """Feathers rooted along `bone`, turning from one angle to the other (a fan when
    the bone is a point), joined for the first `core` of their length: a wing or a tail."""
    (x0, y0), (x1, y1) = bone
    roots, inner = [], []
    for i in range(count):
        t = i / (count - 1)
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        a = math.radians(angles[0] + (angles[1] - angles[0]) * t)
        length = lengths[0] + (lengths[1] - lengths[0]) * t
        ux, uy = math.cos(a), math.sin(a)                 # along the feather
        px, py = -uy * width / 2, ux * width / 2          # across it
        mx, my = x + ux * length / 2, y + uy * length / 2
        pen.poly(colour, [(x + px, y + py), (mx + px * 0.9, my + py * 0.9),
                          (x + ux * length, y + uy * length),
                          (mx - px * 0.9, my - py * 0.9), (x - px, y - py)])
        roots.append((x, y))
        inner.append((x + ux * length * core, y + uy * length * core))
    pen.poly(colour, [*roots, *reversed(inner)] if roots[0] != roots[-1] else [roots[0], *inner])


def _crown(pen: Pen, gold: Colour, cap: Colour, cx: float, bottom: float, w: float,
           h: float, jewel: Colour | None = None) -> None:
    """A closed royal crown: a jewelled band, a cap under arches, an orb and a cross."""
    band = h * 0.26
    top = bottom - h
    pen.poly(cap, _arc(cx, bottom - band, w * 0.44, h * 0.56, 180, 360))
    for side in (-1, 1):
        pen.stroke(gold, _bezier((cx + side * w * 0.47, bottom - band),
                                 (cx + side * w * 0.5, top + h * 0.2), (cx, top + h * 0.28)),
                   h * 0.09)
        pen.stroke(gold, _bezier((cx + side * w * 0.2, bottom - band),
                                 (cx + side * w * 0.2, top + h * 0.3), (cx, top + h * 0.28)),
                   h * 0.06)
    pen.stroke(gold, [(cx, bottom - band), (cx, top + h * 0.28)], h * 0.06)
    pen.rect(gold, cx - w / 2, bottom - band, w, band)
    for i in range(-2, 3):
        pen.ellipse(jewel or cap, (cx + i * w * 0.2, bottom - band / 2), band * 0.26)
    pen.ellipse(gold, (cx, top + h * 0.22), h * 0.09)
    pen.rect(gold, cx - h * 0.035, top, h * 0.07, h * 0.2)
    pen.rect(gold, cx - h * 0.08, top + h * 0.05, h * 0.16, h * 0.06)


def _fleur(pen: Pen, colour: Colour, cx: float, cy: float, s: float) -> None:
    """A fleur-de-lis `s` high centred on (cx, cy)."""
    top, band = cy - s / 2, cy + s * 0.12
    pen.poly(colour, [(cx, top), (cx + s * 0.16, top + s * 0.25), (cx + s * 0.1, band),
                      (cx - s * 0.1, band), (cx - s * 0.16, top + s * 0.25)])
    for side in (-1, 1):
        pen.stroke(colour, _bezier((cx + side * s * 0.06, band), (cx + side * s * 0.5, cy - s * 0.1),
                                   (cx + side * s * 0.36, top + s * 0.22), 8), s * 0.13)
        pen.stroke(colour, [(cx + side * s * 0.05, band), (cx + side * s * 0.2, cy + s * 0.45)],
                   s * 0.11)
    pen.rect(colour, cx - s * 0.26, band - s * 0.05, s * 0.52, s * 0.12)


def _castle(pen: Pen, colour: Colour, cx: float, bottom: float, s: float,
            door: Colour | None = None) -> None:
    """A castle of three towers, `s` wide."""
    pen.rect(colour, cx - s * 0.5, bottom - s * 0.5, s, s * 0.5)
    for i in range(4):
        pen.rect(colour, cx - s * 0.5 + i * s * 0.3, bottom - s * 0.6, s * 0.1, s * 0.12)
    pen.rect(colour, cx - s * 0.16, bottom - s * 0.98, s * 0.32, s * 0.5)
    for i in range(3):
        pen.rect(colour, cx - s * 0.16 + i * s * 0.11, bottom - s * 1.08, s * 0.09, s * 0.12)
    if door is not None:
        pen.poly(door, [(cx - s * 0.1, bottom), (cx - s * 0.1, bottom - s * 0.2),
                        (cx, bottom - s * 0.28), (cx + s * 0.1, bottom - s * 0.2),
                        (cx + s * 0.1, bottom)])


def _lion(pen: Pen, colour: Colour, cx: float, cy: float, s: float,
          walking: bool = False) -> None:
    """A lion rampant (or walking) about `s` across, facing the hoist."""
    if walking:
        pen.ellipse(colour, (cx, cy), s * 0.32, s * 0.14)
        pen.ellipse(colour, (cx - s * 0.34, cy - s * 0.12), s * 0.14)
        for dx in (-0.24, -0.1, 0.14, 0.26):
            pen.stroke(colour, [(cx + dx * s, cy), (cx + dx * s, cy + s * 0.28)], s * 0.07)
        pen.stroke(colour, _bezier((cx + s * 0.3, cy - s * 0.04), (cx + s * 0.5, cy - s * 0.1),
                                   (cx + s * 0.42, cy - s * 0.34), 6), s * 0.05)
        return
    pen.poly(colour, _rotated([(cx + dx * s, cy + dy * s) for dx, dy in
                               _arc(0, 0, 0.18, 0.34, 0, 360, 16)], 20, (cx, cy)))
    pen.ellipse(colour, (cx - s * 0.1, cy - s * 0.36), s * 0.16)
    for (x0, y0), (x1, y1) in (((-0.05, -0.14), (-0.34, -0.3)), ((0.0, 0.0), (-0.3, 0.04)),
                               ((0.06, 0.24), (-0.18, 0.46)), ((0.12, 0.22), (0.2, 0.48))):
        pen.stroke(colour, [(cx + x0 * s, cy + y0 * s), (cx + x1 * s, cy + y1 * s)], s * 0.08)
    pen.stroke(colour, _bezier((cx + s * 0.14, cy + s * 0.16), (cx + s * 0.5, cy + s * 0.1),
                               (cx + s * 0.36, cy - s * 0.3), 8), s * 0.05)


# -- the families of flags --------------------------------------------------------------

def _stripes(colours: Sequence[Colour], weights: Sequence[float] | None = None,
             vertical: bool = False) -> Callable[[Pen], None]:
    """Bands across the flag (or down it, from the hoist), in proportion to `weights`."""
    weights = list(weights or [1] * len(colours))

    def draw(pen: Pen) -> None:
        w, h = pen.size
        total, pos = sum(weights), 0.0
        for colour, weight in zip(colours, weights):
            if vertical:
                pen.rect(colour, w * pos / total, 0, w * weight / total, h)
            else:
                pen.rect(colour, 0, h * pos / total, w, h * weight / total)
            pos += weight

    return draw


def _nordic(field: Colour, cross: Colour, xs: Sequence[int], ys: Sequence[int],
            inner: Colour | None = None) -> Callable[[Pen], None]:
    """A Nordic cross on the grid of its construction sheet: parts along the length
    (`xs`) and the height (`ys`), the inner cross (Norway, Iceland) in the middle part."""

    def draw(pen: Pen) -> None:
        w, h = sum(xs), sum(ys)
        pen.rect(field, 0, 0, w, h)
        arm_x, arm_y = sum(xs[1:-1]), sum(ys[1:-1])
        pen.rect(cross, xs[0], 0, arm_x, h)
        pen.rect(cross, 0, ys[0], w, arm_y)
        if inner is not None:
            pen.rect(inner, xs[0] + xs[1], 0, xs[2], h)
            pen.rect(inner, 0, ys[0] + ys[1], w, ys[2])

    return draw


# -- flags with a pattern of their own ------------------------------------------------------

def _union_jack(pen: Pen) -> None:
    """Grid 60 x 30: saltires 6 wide (broad white 3, red 2, narrow white 1), the red
    counterchanged so that the broad white is uppermost at the hoist; cross 10 and 6."""
    blue, red = _rgb("012169"), _rgb("C8102E")
    pen.rect(blue, 0, 0, 60, 30)
    centre = (30.0, 15.0)
    arms = [(-30.0, -15.0), (30.0, -15.0), (30.0, 15.0), (-30.0, 15.0)]

    def band(direction: Point, colour: Colour, a: float, b: float) -> None:
        dx, dy = direction
        length = math.hypot(dx, dy)
        nx, ny = dy / length, -dx / length      # the side on which the red lies
        far = (centre[0] + dx * 1.2, centre[1] + dy * 1.2)
        pen.poly(colour, [(centre[0] + nx * a, centre[1] + ny * a), (far[0] + nx * a, far[1] + ny * a),
                          (far[0] + nx * b, far[1] + ny * b),
                          (centre[0] + nx * b, centre[1] + ny * b)])

    for arm in arms:
        band(arm, WHITE, -3, 3)
    for arm in arms:
        band(arm, red, 0, 2)
    pen.rect(WHITE, 25, 0, 10, 30)
    pen.rect(WHITE, 0, 10, 60, 10)
    pen.rect(red, 27, 0, 6, 30)
    pen.rect(red, 0, 12, 60, 6)


def _greece(pen: Pen) -> None:
    """Grid 27 x 18: nine stripes of 2, blue first; a blue canton of five stripes with
    a white cross one stripe wide."""
    blue = _rgb("0D5EAF")
    for i in range(9):
        pen.rect(blue if i % 2 == 0 else WHITE, 0, 2 * i, 27, 2)
    pen.rect(blue, 0, 0, 10, 10)
    pen.rect(WHITE, 4, 0, 2, 10)
    pen.rect(WHITE, 0, 4, 10, 2)


def _switzerland(pen: Pen) -> None:
    """Grid 32 x 32: a white cross 20 across, its arms 6 wide and 7 long (1/6 longer)."""
    pen.rect(_rgb("FF0000"), 0, 0, 32, 32)
    pen.rect(WHITE, 13, 6, 6, 20)
    pen.rect(WHITE, 6, 13, 20, 6)


def _czechia(pen: Pen) -> None:
    """Grid 3 x 2: white over red, a blue triangle from the hoist to the middle."""
    pen.rect(WHITE, 0, 0, 3, 1)
    pen.rect(_rgb("D7141A"), 0, 1, 3, 1)
    pen.poly(_rgb("11457E"), [(0, 0), (1.5, 1), (0, 2)])


def _bosnia(pen: Pen) -> None:
    """Grid 16 x 8: a yellow right triangle (legs 8) and nine white stars on the line
    parallel to its hypotenuse, the first and last cut by the edges."""
    pen.rect(_rgb("002395"), 0, 0, 16, 8)
    pen.poly(_rgb("FECB00"), [(4.24, 0), (12.24, 0), (12.24, 8)])
    for i in range(9):
        pen.star(WHITE, (2.8325 + i, -0.135 + i), 0.815)


def _north_macedonia(pen: Pen) -> None:
    """Grid 280 x 140: a sun whose disc is 1/7 of the length across, ringed in red,
    with eight rays widening to the corners and the middles of the edges."""
    red, yellow = _rgb("D20000"), _rgb("FFE600")
    pen.rect(red, 0, 0, 280, 140)
    sun = pen.frame(140, 70, 1)
    for side in (sun, sun.mirrored()):
        side.poly(yellow, [(0, 0), (140, -14), (140, 14)])
        side.poly(yellow, [(0, 0), (140, -70), (98, -70)])
        side.poly(yellow, [(0, 0), (140, 70), (98, 70)])
    sun.poly(yellow, [(-14, -70), (14, -70), (0, -15)])
    sun.poly(yellow, [(-14, 70), (14, 70), (0, 15)])
    sun.ellipse(red, (0, 0), 24)
    sun.ellipse(yellow, (0, 0), 20)


def _belarus(pen: Pen) -> None:
    """Grid 90 x 45: red over green 2:1, the white hoist band 1/9 of the length with
    its red ornament (simplified: the big lozenges with their smaller ones between)."""
    red, green = _rgb("C8313E"), _rgb("4AA657")
    pen.rect(red, 0, 0, 90, 30)
    pen.rect(green, 0, 30, 90, 15)
    pen.rect(WHITE, 0, 0, 10, 45)

    def lozenge(colour: Colour, cx: float, cy: float, rx: float, ry: float) -> None:
        pen.poly(colour, [(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)])

    for cy in (11.25, 33.75):
        lozenge(red, 5, cy, 4.4, 8.6)
        lozenge(WHITE, 5, cy, 3.0, 5.9)
        lozenge(red, 5, cy, 1.9, 3.7)
        lozenge(WHITE, 5, cy, 0.7, 1.4)
        for dy in (-5.2, 5.2):
            lozenge(red, 0.9, cy + dy, 0.9, 1.6)
            lozenge(red, 9.1, cy + dy, 0.9, 1.6)
    for cy in (0.0, 22.5, 45.0):
        lozenge(red, 5, cy, 3.2, 2.5)
        lozenge(WHITE, 5, cy, 1.3, 1.0)
        lozenge(red, 0.4, cy, 1.2, 1.6)
        lozenge(red, 9.6, cy, 1.2, 1.6)


def _malta(pen: Pen) -> None:
    """Grid 30 x 20: white and red halves; the George Cross, grey edged in red, in
    the canton."""
    red = _rgb("CF142B")
    grey, grey_dark = _rgb("BFC0C2"), _rgb("8A8C8F")
    pen.rect(WHITE, 0, 0, 15, 20)
    pen.rect(red, 15, 0, 15, 20)
    cross = pen.frame(5, 5, 0.028)

    def arms(colour: Colour, grow: float) -> None:
        for turn in (0, 90, 180, 270):
            cross.poly(colour, _rotated([(-24 - grow, 0), (-29 - grow, -95 - grow),
                                         (29 + grow, -95 - grow), (24 + grow, 0)], turn))

    arms(red, 7)
    cross.ellipse(red, (0, 0), 38)
    arms(grey, 0)
    cross.ellipse(grey, (0, 0), 31)
    cross.stroke(grey_dark, _arc(0, 0, 24, 24, 0, 360, 28), 5)
    cross.ellipse(grey_dark, (-2, 0), 9, 11)
    cross.stroke(grey_dark, [(-14, 12), (12, -12)], 4)


def _cyprus(pen: Pen) -> None:
    """Grid 50 x 30: the island in copper over two crossed olive branches on white."""
    copper, olive = _rgb("D57800"), _rgb("4E5B31")
    pen.rect(WHITE, 0, 0, 50, 30)
    coast = [
        (32.27, 35.10), (32.31, 35.05), (32.42, 35.03), (32.50, 35.10), (32.56, 35.16),
        (32.70, 35.18), (32.85, 35.17), (32.93, 35.22), (32.93, 35.38), (33.05, 35.35),
        (33.32, 35.34), (33.55, 35.36), (33.72, 35.38), (33.95, 35.43), (34.12, 35.48),
        (34.27, 35.55), (34.45, 35.62), (34.59, 35.69), (34.55, 35.64), (34.37, 35.54),
        (34.18, 35.43), (34.03, 35.34), (33.94, 35.27), (33.93, 35.17), (33.96, 35.10),
        (34.02, 35.02), (34.08, 34.97), (33.97, 34.98), (33.80, 34.96), (33.65, 34.92),
        (33.62, 34.82), (33.45, 34.72), (33.28, 34.70), (33.05, 34.67), (33.01, 34.59),
        (32.93, 34.57), (32.90, 34.65), (32.75, 34.65), (32.62, 34.67), (32.47, 34.73),
        (32.40, 34.77), (32.32, 34.92),
    ]
    s = 13.4
    pen.poly(copper, [(12.3 + (lon - 32.27) * 0.819 * s, 5.0 + (35.69 - lat) * s)
                      for lon, lat in coast])
    for side in (pen.frame(25, 0, 1), pen.frame(25, 0, 1).mirrored()):
        stem = _bezier((2.6, 27.4), (-5, 26.6), (-11.5, 21.4), 10)
        side.stroke(olive, stem, 0.55)
        for i in range(2, 10):
            x, y = stem[i]
            tx, ty = stem[i + 1]
            ang = math.atan2(ty - y, tx - x)
            for turn in ((-0.8, 0.8) if i % 2 == 0 else (0.8,)):
                length = 2.6 - 0.08 * i
                _leaf(side, olive, (x, y), (x + length * math.cos(ang + turn),
                                            y + length * math.sin(ang + turn)), 1.05)
        _leaf(side, olive, stem[-1], (stem[-1][0] - 2.2, stem[-1][1] - 1.4), 1.05)


# -- coats of arms --------------------------------------------------------------------------

_EAGLE_BODY = [(0, -42), (9, -42), (15, -34), (19, -18), (19, 2), (16, 20), (11, 32),
               (5, 40), (0, 42)]
_EAGLE_HEAD = [(2, -36), (6, -54), (11, -68), (16, -79), (23, -87), (31, -89), (38, -86),
               (41, -80), (35, -73), (29, -67), (25, -56), (22, -42), (16, -32)]
_EAGLE_BEAK = [(38, -87), (50, -83), (43, -79), (46, -74), (36, -75)]


def _double_eagle(pen: Pen, colour: Colour, *, wings_up: bool = True,
                  beak: Colour | None = None, eye: Colour | None = None,
                  legs: Colour | None = None) -> None:
    """A double-headed eagle about 200 units high centred on the pen's origin; wings
    raised with fingered feathers (Albania, Montenegro) or spread with the feathers
    hanging (Serbia)."""
    for side in (pen, pen.mirrored()):
        if wings_up:
            _wing(side, colour, ((20, -24), (20, -24)), (-57, 10), (84, 70), 8, 17, 0.6)
        else:
            _wing(side, colour, ((16, -34), (84, -74)), (98, 72), (74, 40), 7, 14)
            side.stroke(colour, [(16, -34), (84, -74)], 9)
        side.poly(colour, [(10, -38), (24, -36), (32, -22), (18, -8)])
        side.poly(colour, _EAGLE_HEAD)
        side.poly(beak or colour, _EAGLE_BEAK)
        if eye is not None:
            side.ellipse(eye, (31, -81), 2.8)
        side.stroke(legs or colour, [(9, 28), (26, 47)], 8)
        for tip in ((37, 45), (35, 56), (25, 59)):
            side.stroke(legs or colour, [(26, 47), tip], 3.5)
    _wing(pen, colour, ((0, 34), (0, 34)), (60, 120), (48, 48), 6, 14, 0.55)
    pen.poly(colour, _sym(_EAGLE_BODY))


def _albania(pen: Pen) -> None:
    """Grid 70 x 50: the black double-headed eagle on red."""
    red = _rgb("E41E20")
    pen.rect(red, 0, 0, 70, 50)
    _double_eagle(pen.frame(35, 25.2, 0.185), BLACK, eye=red)


def _serbia(pen: Pen) -> None:
    """Grid 90 x 60: red, blue, white; the lesser arms vertically centred, their axis
    1/7 of the length towards the hoist."""
    red, blue, gold = _rgb("C7363D"), _rgb("0C4077"), _rgb("EDB92E")
    _stripes([red, blue, WHITE])(pen)
    arms = pen.frame(45 - 90 / 7, 30, 0.19)
    outline = _shield(-54, -58, 108, 156, 0.42)
    arms.poly(gold, _shield(-58, -62, 116, 164, 0.42))
    arms.poly(red, outline)
    eagle = arms.frame(0, 0, 0.55)
    _double_eagle(eagle, WHITE, wings_up=False, beak=gold, legs=gold, eye=red)
    _fleur(arms, gold, -28, 70, 20)
    _fleur(arms, gold, 28, 70, 20)
    small = _shield(-17, -16, 34, 42, 0.4)
    arms.poly(red, small)
    arms.rect(WHITE, -3, -16, 6, 38)
    arms.rect(WHITE, -17, -2, 34, 6)
    for sx in (-1, 1):
        for cy in (-9, 12):
            arms.stroke(WHITE, _arc(sx * 10, cy, 4, 4, 110 if sx < 0 else -70,
                                    250 if sx < 0 else 70, 8), 1.8)
    _crown(arms, gold, red, 0, -60, 92, 40, jewel=blue)


def _montenegro(pen: Pen) -> None:
    """Grid 80 x 40: a gold border 1/20 of the height round red; the arms 2/3 of the
    height: the crowned gold eagle with sceptre and orb, the lion on its breast."""
    red, gold = _rgb("C40308"), _rgb("D3AE3B")
    blue, green = _rgb("1D5E91"), _rgb("6DA544")
    pen.rect(gold, 0, 0, 80, 40)
    pen.rect(red, 2, 2, 76, 36)
    arms = pen.frame(40, 20, 40 * 2 / 3 / 200)
    eagle = arms.frame(0, 10, 1.0)
    _double_eagle(eagle, gold, eye=red)
    arms.stroke(gold, [(-34, 66), (-64, 6)], 5)
    arms.ellipse(gold, (-66, 2), 7)
    arms.ellipse(gold, (40, 70), 9)
    arms.stroke(gold, [(40, 58), (40, 52)], 3.5)
    arms.stroke(gold, [(36, 55), (44, 55)], 3)
    _crown(arms, gold, _rgb("A8831E"), 0, -68, 46, 32, jewel=red)
    inner = _shield(-19, -16, 38, 46, 0.45)
    arms.poly(gold, _shield(-22, -19, 44, 52, 0.45))
    lion = arms.layer()
    lion.rect(blue, -22, -19, 44, 52)
    lion.poly(green, [(-22, 16), (22, 12), (22, 40), (-22, 40)])
    _lion(lion, gold, 2, 4, 30, walking=True)
    arms.paste(lion, clip=inner)


def _croatia(pen: Pen) -> None:
    """Grid 120 x 60: red, white, blue; the chequy shield (red first, 5 across) under
    the crown of five shields: the old arms, Dubrovnik, Dalmatia, Istria, Slavonia."""
    red, blue = _rgb("FF0000"), _rgb("171796")
    gold, dark = _rgb("F7D917"), _rgb("1A1A1A")
    _stripes([red, WHITE, blue])(pen)
    s = 4.5
    x0, top = 60 - 2.5 * s, 19.4
    outline = _shield(x0, top, 5 * s, 5.6 * s, 0.42)
    pen.poly(red, _shield(x0 - 0.35, top - 0.35, 5 * s + 0.7, 5.6 * s + 0.7, 0.42))
    board = pen.layer()
    for row in range(5):
        for col in range(5):
            board.rect(red if (row + col) % 2 == 0 else WHITE, x0 + col * s, top + row * s, s,
                       s if row < 4 else 2 * s)
    pen.paste(board, clip=outline)
    crown = pen.frame(60, top, 1)
    cw, heights = 4.6, (5.6, 6.8, 7.4, 6.8, 5.6)

    def small_shield(cx: float, h: float, grow: float, tilt: float) -> list[Point]:
        half = cw / 2 + grow
        return _rotated([(cx - half, -0.1 + grow), (cx - half, -h + 0.8), (cx, -h - 0.3 - grow),
                         (cx + half, -h + 0.8), (cx + half, -0.1 + grow)], tilt, (cx, 0))

    for i, h in enumerate(heights):
        cx, tilt = (i - 2) * cw, (i - 2) * 7
        crown.poly(red, small_shield(cx, h, 0.15, tilt))
        crown.poly(_rgb("3FA9F5") if i == 0 else blue, small_shield(cx, h, -0.1, tilt))
        motif = crown.frame(*_rotated([(cx, -h * 0.45)], tilt, (cx, 0))[0], 1)
        if i == 0:
            motif.star(gold, (0, -1.0), 1.1, 6, 0.55)
            motif.poly(WHITE, _arc(0, 0.2, 1.5, 1.1, 20, 160, 10)
                       + _arc(0, -0.1, 1.3, 0.8, 150, 30, 10))
        elif i == 1:
            motif.rect(red, -1.8, -1.6, 3.6, 0.9)
            motif.rect(red, -1.8, 0.3, 3.6, 0.9)
        elif i == 2:
            for dx, dy in ((-0.9, -1.2), (0.9, -1.2), (0, 0.8)):
                motif.ellipse(gold, (dx, dy), 0.7)
        elif i == 3:
            motif.ellipse(gold, (0.1, 0.2), 1.2, 0.7)
            motif.ellipse(gold, (-1.0, -0.7), 0.5)
            motif.stroke(gold, [(-0.6, 0.6), (-0.6, 1.6)], 0.3)
            motif.stroke(gold, [(0.8, 0.6), (0.8, 1.6)], 0.3)
        else:
            motif.star(gold, (0, -2.0), 0.8, 6, 0.55)
            motif.rect(WHITE, -1.9, -0.9, 3.8, 0.5)
            motif.rect(red, -1.9, -0.4, 3.8, 1.3)
            motif.rect(WHITE, -1.9, 0.9, 3.8, 0.5)
            motif.ellipse(dark, (0, 0.25), 1.0, 0.35)


def _slovakia(pen: Pen) -> None:
    """Grid 900 x 600: white, blue, red; the shield half the height, as far from the
    top, the bottom and the hoist (150), edged white 1/100 of the length."""
    red, blue = _rgb("EE1C25"), _rgb("0B4EA2")
    _stripes([WHITE, blue, red])(pen)
    pen.poly(WHITE, _shield(150, 150, 240, 300, 0.42))
    inner = _shield(159, 159, 222, 282, 0.42)
    arms = pen.layer()
    arms.rect(red, 150, 150, 240, 300)
    arms.ellipse(blue, (270, 418), 62)
    arms.ellipse(blue, (196, 446), 56)
    arms.ellipse(blue, (344, 446), 56)
    arms.rect(blue, 150, 440, 240, 30)
    arms.rect(WHITE, 257, 195, 26, 170)
    for y, half in ((232, 58), (290, 82)):
        arms.rect(WHITE, 270 - half, y, 2 * half, 26)
        for sx in (-1, 1):
            x = 270 + sx * half
            arms.poly(WHITE, [(x, y - 5), (x - sx * 14, y), (x - sx * 14, y + 26), (x, y + 31)])
    arms.poly(WHITE, [(252, 190), (288, 190), (283, 205), (257, 205)])
    pen.paste(arms, clip=inner)


def _slovenia(pen: Pen) -> None:
    """Grid 120 x 60: white, blue, red; the arms 1/3 of the height, centred where 1/4
    of the length meets the line between white and blue."""
    blue, red = _rgb("005DA4"), _rgb("ED1C24")
    gold = _rgb("FFDD00")
    _stripes([WHITE, blue, red])(pen)
    arms = pen.frame(30 - 4 * 20 / 9, 10, 20 / 9)   # the sheet's 8 x 9 grid, top left
    shape = (_arc(4, 9.4, 9.4, 9.4, 245, 295, 10)
             + _bezier((8.0, 0.85), (8.1, 6.0), (4.0, 9.0), 14)[1:]
             + _bezier((4.0, 9.0), (-0.1, 6.0), (0.0, 0.85), 14)[1:])
    arms.poly(red, shape)
    inner = [(4 + (x - 4) * 0.92, 0.45 + y * 0.92) for x, y in shape]
    field = arms.layer()
    field.rect(blue, -1, -1, 10, 11)
    field.poly(WHITE, [(-1, 6.4), (2.0, 4.5), (2.8, 5.2), (4.0, 3.1), (5.2, 5.2), (6.0, 4.5),
                       (9, 6.4), (9, 10), (-1, 10)])
    for base in (6.55, 7.35):
        wave = [(x / 10, base + 0.22 * math.sin((x / 10 - 1) * math.pi)) for x in range(-10, 91)]
        field.stroke(blue, wave, 0.34)
    for centre in ((2.7, 1.5), (5.3, 1.5), (4.0, 2.35)):
        field.star(gold, centre, 0.55, 6, 0.55)
    arms.paste(field, clip=inner)


def _spain(pen: Pen) -> None:
    """Grid 75 x 50: red, yellow (double), red; the arms 2/5 of the height, their axis
    half the height from the hoist."""
    red, yellow = _rgb("AA151B"), _rgb("F1BF00")
    _stripes([red, yellow, red], [1, 2, 1])(pen)
    arms = pen.frame(25, 25, 20 / 100)
    purple, blue, green = _rgb("8C2E8C"), _rgb("1E4FA3"), _rgb("2E8B3E")
    pillar, pillar_dark = _rgb("D8D8D8"), _rgb("8A8A8A")
    for sx in (-1, 1):
        x = sx * 36
        arms.rect(_rgb("0D6FB8"), x - 8, 38, 16, 5)
        arms.rect(pillar_dark, x - 7.5, 31, 15, 7)
        arms.rect(pillar, x - 5, -14, 10, 45)
        arms.rect(pillar_dark, x + 2, -14, 3, 45)
        arms.rect(yellow, x - 7, -19, 14, 5)
        _crown(arms, yellow, red, x, -19, 12, 12)
        arms.poly(red, [(x - 11, -4), (x + 11, 2), (x + 11, 8), (x - 11, 2)])
        arms.poly(red, [(x - 11, 10), (x + 11, 16), (x + 11, 22), (x - 11, 16)])
    outline = _shield(-22, -20, 44, 60, 0.38, pointed=False)
    quarters = arms.layer()
    quarters.rect(red, -22, -20, 22, 26)
    _castle(quarters, yellow, -11, 2, 13, door=blue)
    quarters.rect(WHITE, 0, -20, 22, 26)
    _lion(quarters, purple, 12, -7, 18)
    quarters.rect(yellow, -22, 6, 22, 36)
    for i in range(4):
        quarters.rect(red, -19.5 + i * 5.3, 6, 2.8, 36)
    quarters.rect(red, 0, 6, 22, 36)
    quarters.stroke(yellow, [(3, 9), (19, 9), (19, 27), (3, 27)], 1.6, closed=True)
    quarters.stroke(yellow, [(3, 9), (19, 27)], 1.4)
    quarters.stroke(yellow, [(19, 9), (3, 27)], 1.4)
    quarters.stroke(yellow, [(11, 9), (11, 27)], 1.4)
    quarters.stroke(yellow, [(3, 18), (19, 18)], 1.4)
    quarters.ellipse(green, (11, 18), 2.2)
    quarters.poly(WHITE, _bezier((-12, 42), (-2, 30), (0, 22), 8)
                  + _bezier((0, 22), (2, 30), (12, 42), 8)[1:])
    quarters.ellipse(_rgb("C2353D"), (0, 33.5), 3.4, 3.2)
    quarters.ellipse(green, (1.8, 30.2), 1.6, 1.0)
    arms.paste(quarters, clip=outline)
    arms.ellipse(red, (0, 6), 8.4, 9.6)
    arms.ellipse(blue, (0, 6), 6.6, 7.8)
    for dx, dy in ((-2.4, 2.8), (2.4, 2.8), (0, 8.6)):
        arms.ellipse(yellow, (dx, dy), 1.4)
    _crown(arms, yellow, red, 0, -20, 40, 24, jewel=_rgb("1E9E4A"))


def _portugal(pen: Pen) -> None:
    """Grid 30 x 20: green 2/5, red 3/5; the armillary sphere half the height across,
    centred on the line between them, and the shield of the five quinas and seven
    castles."""
    green, red, yellow = _rgb("046A38"), _rgb("DA291C"), _rgb("FFE000")
    blue, dark = _rgb("003399"), _rgb("2B2B2B")
    pen.rect(green, 0, 0, 12, 20)
    pen.rect(red, 12, 0, 18, 20)
    sphere = pen.frame(12, 10, 5 / 100)
    rings = sphere.layer()
    rings.stroke(yellow, _arc(0, 0, 92, 92, 0, 360, 48), 13)
    rings.stroke(yellow, _arc(0, 0, 92, 26, 0, 360, 40), 9)
    for y in (-56, 56):
        rings.stroke(yellow, _arc(0, y, 72, 17, 0, 360, 36), 6)
    rings.stroke(yellow, _rotated(_arc(0, 0, 92, 24, 0, 360, 40), 28), 14)
    rings.stroke(yellow, _arc(0, 0, 24, 92, 0, 360, 40), 6)
    sphere.paste(rings, outline=dark, width=2.5)
    outline = _shield(-44, -50, 88, 104, 0.4, pointed=False)
    sphere.poly(red, outline)
    sphere.poly(WHITE, _shield(-30, -36, 60, 76, 0.4, pointed=False))
    for cx, cy in ((0, -16), (-20, 6), (0, 6), (20, 6), (0, 28)):
        sphere.poly(blue, _shield(cx - 7, cy - 9, 14, 18, 0.35, pointed=False))
        for dx, dy in ((-3.6, -3.6), (3.6, -3.6), (0, 0), (-3.6, 3.6), (3.6, 3.6)):
            sphere.ellipse(WHITE, (cx + dx, cy - 1 + dy), 1.7)
    for cx, bottom in ((-37, -36), (0, -36), (37, -36), (-37, 0), (37, 0), (-32, 34),
                       (32, 34)):
        _castle(sphere, yellow, cx, bottom, 11)


def _andorra(pen: Pen) -> None:
    """Grid 50 x 35: blue, yellow, red in 8:9:8; the arms in the middle of the yellow:
    the mitre of Urgell, the pallets of Foix and Catalonia, the cows of Béarn."""
    blue, yellow, red = _rgb("10069F"), _rgb("FEDF00"), _rgb("D50032")
    gold, brown = _rgb("C7A12B"), _rgb("7A5A14")
    _stripes([blue, yellow, red], [8, 9, 8], vertical=True)(pen)
    arms = pen.frame(25, 17.2, 21 / 100)
    frame = _shield(-33, -42, 66, 78, 0.42, pointed=False)
    arms.poly(brown, _shield(-35, -44, 70, 82, 0.42, pointed=False))
    arms.poly(gold, frame)
    for sx in (-1, 1):
        arms.ellipse(gold, (sx * 33, -42), 7)
        arms.ellipse(brown, (sx * 33, -42), 3)
    arms.ellipse(gold, (0, -46), 6, 5)
    inner = _shield(-26, -35, 52, 64, 0.42, pointed=False)
    quarters = arms.layer()
    quarters.rect(red, -26, -35, 26, 30)
    quarters.poly(gold, [(-18, -11), (-18, -22), (-13, -30), (-8, -22), (-8, -11)])
    quarters.stroke(gold, [(-5, -30), (-5, -10)], 1.6)
    quarters.stroke(gold, _arc(-3, -29, 2.5, 2.5, 180, 360, 6), 1.4)
    quarters.rect(yellow, 0, -35, 26, 30)
    for i in range(3):
        quarters.rect(red, 3.5 + i * 8, -35, 4, 30)
    quarters.rect(yellow, -26, -5, 26, 40)
    for i in range(4):
        quarters.rect(red, -24 + i * 6.4, -5, 3.2, 40)
    quarters.rect(yellow, 0, -5, 26, 40)
    for cy in (2, 17):
        quarters.ellipse(red, (13, cy), 8, 3.6)
        quarters.ellipse(red, (6, cy - 2.5), 2.6, 2.2)
        for dx in (-5, -1, 4, 8):
            quarters.stroke(red, [(13 + dx, cy + 2), (13 + dx, cy + 6)], 1.4)
    arms.paste(quarters, clip=inner)
    arms.poly(_rgb("8E0F22"), [(-42, 38), (-34, 40), (-34, 52), (-42, 50), (-38, 45)])
    arms.poly(_rgb("8E0F22"), [(42, 38), (34, 40), (34, 52), (42, 50), (38, 45)])
    arms.poly(red, _bezier((-36, 36), (0, 46), (36, 36), 10) + _bezier((36, 49), (0, 59),
                                                                        (-36, 49), 10))


def _moldova(pen: Pen) -> None:
    """Grid 60 x 30: blue, yellow, red; in the yellow the brown eagle with a cross
    in its beak, a sceptre and an olive branch, the aurochs shield on its breast."""
    blue, yellow, red = _rgb("0046AE"), _rgb("FFD200"), _rgb("CC092F")
    brown, dark = _rgb("B07E3C"), _rgb("4F3413")
    gold, olive = _rgb("F3C32C"), _rgb("3F8F3A")
    _stripes([blue, yellow, red], vertical=True)(pen)
    arms = pen.frame(30, 15.3, 18.5 / 200)
    bird = arms.layer()
    for side in (bird, bird.mirrored()):
        _wing(side, brown, ((16, -30), (16, -30)), (-70, 8), (86, 70), 8, 16, 0.55)
        side.poly(brown, [(10, -40), (24, -38), (30, -22), (16, -10)])
    _wing(bird, brown, ((0, 34), (0, 34)), (62, 118), (48, 48), 5, 13)
    bird.poly(brown, _sym([(0, -44), (10, -44), (18, -30), (21, -10), (20, 14), (14, 32),
                           (6, 42), (0, 44)]))
    bird.poly(brown, [(-12, -40), (-16, -60), (-12, -74), (-2, -80), (8, -76), (11, -64),
                      (8, -48), (9, -38)])
    bird.stroke(gold, [(-40, 36), (-58, -4)], 4)
    bird.ellipse(gold, (-59, -7), 5)
    arms.paste(bird, outline=dark, width=2.2)
    arms.poly(gold, [(-12, -74), (-26, -70), (-14, -64)])
    arms.rect(gold, -30, -96, 4, 44)
    arms.rect(gold, -36, -86, 16, 4)
    arms.ellipse(dark, (-3, -70), 2.2)
    stem = _bezier((38, 38), (58, 24), (62, -4), 8)
    arms.stroke(olive, stem, 3)
    for i in (2, 4, 6, 8):
        x, y = stem[i]
        _leaf(arms, olive, (x, y), (x + 9, y + 2), 5)
        _leaf(arms, olive, (x, y), (x - 3, y - 8), 5)
    for sx in (-1, 1):
        arms.stroke(dark, [(sx * 10, 34), (sx * 20, 44)], 5)
    arms.poly(gold, _shield(-21, -33, 42, 52, 0.45))
    shield = arms.layer()
    shield.rect(red, -21, -33, 42, 24)
    shield.rect(blue, -21, -9, 42, 30)
    head = [(-8, -20), (8, -20), (6, -2), (3, 6), (-3, 6), (-6, -2)]
    shield.poly(yellow, head)
    shield.stroke(yellow, _bezier((-7, -18), (-16, -20), (-12, -30), 6), 3)
    shield.stroke(yellow, _bezier((7, -18), (16, -20), (12, -30), 6), 3)
    shield.star(yellow, (0, -27), 4, 8, 0.5)
    shield.ellipse(dark, (-3.4, -12), 1.4)
    shield.ellipse(dark, (3.4, -12), 1.4)
    shield.star(yellow, (-15, -2), 3.6, 5, 0.55)
    shield.poly(yellow, _arc(15, -2, 4.5, 4.5, 120, 420, 10)[:8]
                + _arc(17, -3, 3.5, 3.5, 60, -180, 10)[2:])
    arms.paste(shield, clip=_shield(-18, -30, 36, 46, 0.45))


def _liechtenstein(pen: Pen) -> None:
    """Grid 50 x 30: blue over red; the gold princely crown, drawn in black lines, in
    the hoist of the blue."""
    blue, red = _rgb("002B7F"), _rgb("CE1126")
    gold = _rgb("FFD83D")
    pen.rect(blue, 0, 0, 50, 15)
    pen.rect(red, 0, 15, 50, 15)
    crown = pen.frame(9.8, 7.3, 0.105)
    hat = crown.layer()
    hat.poly(gold, _arc(0, 10, 40, 44, 180, 360, 24))
    hat.rect(gold, -46, 10, 92, 16)
    hat.poly(gold, _bezier((-46, 26), (0, 34), (46, 26), 10) + [(46, 20), (-46, 20)])
    hat.ellipse(gold, (0, -38), 7)
    hat.rect(gold, -2.5, -54, 5, 12)
    hat.rect(gold, -7, -50, 14, 4)
    crown.paste(hat, outline=BLACK, width=1.8)
    for sx in (-1, 1):
        crown.stroke(BLACK, _bezier((sx * 40, 12), (sx * 38, -28), (0, -31), 10), 2.2)
        crown.stroke(BLACK, _bezier((sx * 17, 12), (sx * 18, -24), (0, -31), 10), 1.8)
    crown.stroke(BLACK, [(0, -31), (0, 12)], 1.8)
    crown.stroke(BLACK, [(-46, 12), (46, 12)], 1.6)
    for i in range(-4, 5):
        crown.ellipse(BLACK, (i * 9.5, 18 + abs(i) * 0.4), 2.2)
    crown.stroke(BLACK, _arc(0, -38, 7, 7, 0, 360, 14), 1.5)


def _san_marino(pen: Pen) -> None:
    """Grid 40 x 30: white over light blue; the arms in the middle: the three towers
    with their feathers on three green hills, the wreath, the crown, the scroll."""
    light_blue = _rgb("5EB6E4")
    gold, green, leaf = _rgb("E7B418"), _rgb("3B8E3C"), _rgb("5D8C2E")
    pen.rect(WHITE, 0, 0, 40, 15)
    pen.rect(light_blue, 0, 15, 40, 15)
    arms = pen.frame(20, 15.6, 21 / 200)
    for side in (arms, arms.mirrored()):
        stem = _bezier((4, 72), (-64, 62), (-50, -44), 12)
        side.stroke(leaf, stem, 3.5)
        for i in range(1, 13):
            x, y = stem[i]
            _leaf(side, leaf, (x, y), (x - 14, y - 4) if i % 2 else (x + 4, y - 14), 9)
    arms.poly(gold, _shield(-40, -60, 80, 116, 0.5))
    inner = _shield(-35, -55, 70, 106, 0.5)
    field = arms.layer()
    field.rect(light_blue, -40, -60, 80, 120)
    field.ellipse(green, (0, 40), 26, 34)
    field.ellipse(green, (-27, 50), 22, 26)
    field.ellipse(green, (27, 50), 22, 26)
    for cx, base, s in ((-25, 30, 17), (0, 12, 20), (25, 30, 17)):
        field.rect(WHITE, cx - s * 0.38, base - s * 1.45, s * 0.76, s * 1.5)
        for i in range(3):
            field.rect(WHITE, cx - s * 0.45 + i * s * 0.35, base - s * 1.7, s * 0.2, s * 0.3)
        field.rect(GREY_DARK, cx - s * 0.11, base - s * 0.45, s * 0.22, s * 0.45)
        field.poly(WHITE, _bezier((cx - s * 0.1, base - s * 1.68), (cx - s * 0.2, base - s * 2.5),
                                  (cx + s * 0.55, base - s * 2.7), 8)
                   + _bezier((cx + s * 0.55, base - s * 2.7), (cx + s * 0.2, base - s * 2.3),
                             (cx + s * 0.12, base - s * 1.68), 8))
    arms.paste(field, clip=inner)
    _crown(arms, gold, _rgb("B52B2B"), 0, -58, 52, 38, jewel=_rgb("2E7D32"))
    scroll = _bezier((-44, 64), (0, 84), (44, 64), 10) + _bezier((44, 76), (0, 96), (-44, 76), 10)
    arms.poly(_rgb("7A7A7A"), [(x, y + 2) for x, y in scroll])
    arms.poly(WHITE, scroll)


def _vatican(pen: Pen) -> None:
    """Grid 100 x 100: yellow and white halves; in the white the crossed keys, gold
    and silver (the silver at dexter), tied with a red cord, under the tiara."""
    yellow = _rgb("FFE000")
    gold, gold_dark = _rgb("F4C430"), _rgb("A37B12")
    silver, silver_dark = _rgb("D4D6DA"), _rgb("7C8088")
    red = _rgb("C8102E")
    pen.rect(yellow, 0, 0, 50, 100)
    pen.rect(WHITE, 50, 0, 50, 100)
    arms = pen.frame(75, 51, 0.25)

    def key(colour: Colour, edge: Colour, handle: Point, bit: Point) -> None:
        sheet = arms.layer()
        dx, dy = bit[0] - handle[0], bit[1] - handle[1]
        length = math.hypot(dx, dy)
        ux, uy = dx / length, dy / length
        sheet.stroke(colour, [handle, bit], 7)
        sheet.ellipse(colour, handle, 14)
        for k in range(4):
            a = math.radians(45 + 90 * k)
            sheet.ellipse(colour, (handle[0] + 13 * math.cos(a), handle[1] + 13 * math.sin(a)), 6)
        side = 1 if ux > 0 else -1
        nx, ny = -uy * side, ux * side
        base = (bit[0] - ux * 26, bit[1] - uy * 26)
        ward = [base, (base[0] + ux * 24, base[1] + uy * 24),
                (base[0] + ux * 24 + nx * 20, base[1] + uy * 24 + ny * 20),
                (base[0] + nx * 20, base[1] + ny * 20)]
        sheet.poly(colour, ward)
        arms.paste(sheet, outline=edge, width=1.8)
        arms.ellipse(WHITE, handle, 6)
        arms.stroke(edge, [(base[0] + ux * 8 + nx * 7, base[1] + uy * 8 + ny * 7),
                           (base[0] + ux * 8 + nx * 20, base[1] + uy * 8 + ny * 20)], 3)
        arms.stroke(edge, [(base[0] + ux * 16 + nx * 7, base[1] + uy * 16 + ny * 7),
                           (base[0] + ux * 16 + nx * 20, base[1] + uy * 16 + ny * 20)], 3)

    key(silver, silver_dark, (44, 80), (-56, -44))
    key(gold, gold_dark, (-44, 80), (56, -44))
    arms.stroke(red, _bezier((0, 24), (-34, 74), (0, 66), 10) + _bezier((0, 66), (34, 74),
                                                                        (0, 24), 10)[1:], 3)
    for sx in (-1, 1):
        arms.stroke(red, [(0, 28), (sx * 6, 56)], 2.5)
        arms.poly(red, [(sx * 6, 54), (sx * 10, 64), (sx * 2, 64)])
    tiara = arms.layer()
    for sx in (-1, 1):
        tiara.poly(red, [(sx * 12, -6), (sx * 24, -6), (sx * 30, 24), (sx * 18, 26)])
        tiara.stroke(gold, [(sx * 19, 20), (sx * 29, 19)], 2.5)
    tiara.poly(WHITE, _sym([(0, -84), (11, -82), (21, -73), (28, -56), (31, -34), (32, -6),
                            (0, -6)]))
    for y, half in ((-62, 25), (-40, 30), (-16, 32)):
        tiara.rect(gold, -half, y - 3, 2 * half, 8)
        for i in range(-2, 3):
            x = i * half / 2.6
            tiara.poly(gold, [(x - 3.5, y - 2), (x, y - 9), (x + 3.5, y - 2)])
    tiara.ellipse(gold, (0, -89), 5.5)
    tiara.rect(gold, -1.6, -104, 3.2, 12)
    tiara.rect(gold, -5.5, -100, 11, 3.2)
    arms.paste(tiara, outline=silver_dark, width=1.6)


# -- the registry ---------------------------------------------------------------------------

@dataclass(frozen=True)
class FlagSpec:
    """A flag: its official proportion, height : width, and how it is drawn on the
    grid of its construction sheet (`grid`, width x height; by default the proportion)."""

    height: int
    width: int
    draw: Callable[[Pen], None]
    grid: tuple[float, float] | None = None

    @property
    def aspect(self) -> float:
        return self.width / self.height


def _h(*hex_codes: str) -> list[Colour]:
    return [_rgb(h) for h in hex_codes]


FLAGS: dict[str, FlagSpec] = {
    "AL": FlagSpec(5, 7, _albania, (70, 50)),
    "AD": FlagSpec(7, 10, _andorra, (50, 35)),
    "AT": FlagSpec(2, 3, _stripes(_h("C8102E", "FFFFFF", "C8102E"))),
    "BY": FlagSpec(1, 2, _belarus, (90, 45)),
    "BE": FlagSpec(13, 15, _stripes(_h("000000", "FDDA24", "EF3340"), vertical=True)),
    "BA": FlagSpec(1, 2, _bosnia, (16, 8)),
    "BG": FlagSpec(3, 5, _stripes(_h("FFFFFF", "00966E", "D62612"))),
    "HR": FlagSpec(1, 2, _croatia, (120, 60)),
    "CY": FlagSpec(3, 5, _cyprus, (50, 30)),
    "CZ": FlagSpec(2, 3, _czechia),
    "DK": FlagSpec(28, 37, _nordic(_rgb("C8102E"), WHITE, (12, 4, 21), (12, 4, 12))),
    "EE": FlagSpec(7, 11, _stripes(_h("0072CE", "000000", "FFFFFF"))),
    "FI": FlagSpec(11, 18, _nordic(WHITE, _rgb("002F6C"), (5, 3, 10), (4, 3, 4))),
    "FR": FlagSpec(2, 3, _stripes(_h("000091", "FFFFFF", "E1000F"), vertical=True)),
    "DE": FlagSpec(3, 5, _stripes(_h("000000", "DD0000", "FFCE00"))),
    "GR": FlagSpec(2, 3, _greece, (27, 18)),
    "HU": FlagSpec(1, 2, _stripes(_h("CE2939", "FFFFFF", "477050"))),
    "IS": FlagSpec(18, 25, _nordic(_rgb("02529C"), WHITE, (7, 1, 2, 1, 14), (7, 1, 2, 1, 7),
                                   _rgb("DC1E35"))),
    "IE": FlagSpec(1, 2, _stripes(_h("169B62", "FFFFFF", "FF883E"), vertical=True)),
    "IT": FlagSpec(2, 3, _stripes(_h("008C45", "F4F5F0", "CD212A"), vertical=True)),
    "LV": FlagSpec(1, 2, _stripes(_h("9E3039", "FFFFFF", "9E3039"), [2, 1, 2])),
    "LI": FlagSpec(3, 5, _liechtenstein, (50, 30)),
    "LT": FlagSpec(3, 5, _stripes(_h("FDB913", "006A44", "C1272D"))),
    "LU": FlagSpec(3, 5, _stripes(_h("ED2939", "FFFFFF", "00A1DE"))),
    "MT": FlagSpec(2, 3, _malta, (30, 20)),
    "MD": FlagSpec(1, 2, _moldova, (60, 30)),
    "MC": FlagSpec(4, 5, _stripes(_h("CE1126", "FFFFFF"))),
    "ME": FlagSpec(1, 2, _montenegro, (80, 40)),
    "NL": FlagSpec(2, 3, _stripes(_h("AE1C28", "FFFFFF", "21468B"))),
    "MK": FlagSpec(1, 2, _north_macedonia, (280, 140)),
    "NO": FlagSpec(8, 11, _nordic(_rgb("BA0C2F"), WHITE, (6, 1, 2, 1, 12), (6, 1, 2, 1, 6),
                                  _rgb("00205B")), (22, 16)),
    "PL": FlagSpec(5, 8, _stripes(_h("FFFFFF", "DC143C"))),
    "PT": FlagSpec(2, 3, _portugal, (30, 20)),
    "RO": FlagSpec(2, 3, _stripes(_h("002B7F", "FCD116", "CE1126"), vertical=True)),
    "RU": FlagSpec(2, 3, _stripes(_h("FFFFFF", "0039A6", "D52B1E"))),
    "SM": FlagSpec(3, 4, _san_marino, (40, 30)),
    "RS": FlagSpec(2, 3, _serbia, (90, 60)),
    "SK": FlagSpec(2, 3, _slovakia, (900, 600)),
    "SI": FlagSpec(1, 2, _slovenia, (120, 60)),
    "ES": FlagSpec(2, 3, _spain, (75, 50)),
    "SE": FlagSpec(5, 8, _nordic(_rgb("006AA7"), _rgb("FECC02"), (5, 2, 9), (4, 2, 4)), (16, 10)),
    "CH": FlagSpec(1, 1, _switzerland, (32, 32)),
    "UA": FlagSpec(2, 3, _stripes(_h("0057B7", "FFD700"))),
    "GB": FlagSpec(1, 2, _union_jack, (60, 30)),
    "VA": FlagSpec(1, 1, _vatican, (100, 100)),
}


def _spec(code: str) -> FlagSpec:
    try:
        return FLAGS[code]
    except KeyError:
        raise KeyError(f"no flag for country code {code!r}; "
                       f"known codes: {' '.join(sorted(FLAGS))}") from None


def aspect(code: str) -> float:
    """Width over height of the country's official flag."""
    return _spec(code).aspect


def flag_height(code: str, width: int) -> int:
    """The height of the flag drawn `width` pixels wide."""
    return max(1, round(width / aspect(code)))


def _ready(image: pygame.Surface) -> pygame.Surface:
    """In the display's own pixel format once a display exists."""
    return image.convert_alpha() if pygame.display.get_surface() else image


@kept
def flag(code: str, width: int) -> pygame.Surface:
    """The flag of `code` (ISO 3166 alpha-2), `width` pixels wide at its official
    proportion (cached). Raises KeyError for a country not in the game."""
    spec = _spec(code)
    width = max(1, int(width))
    height = flag_height(code, width)
    k = 4 if width <= 160 else 3 if width <= 400 else 2
    big = pygame.Surface((width * k, height * k), pygame.SRCALPHA)
    gw, gh = spec.grid or (spec.width, spec.height)
    spec.draw(Pen(big, (0.0, 0.0), (width * k / gw, height * k / gh), (gw, gh)))
    image = pygame.transform.smoothscale(big, (width, height))
    rim = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(rim, EDGE, rim.get_rect(), 1)
    image.blit(rim, (0, 0))
    return _ready(image)
