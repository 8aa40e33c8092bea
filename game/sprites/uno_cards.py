"""The UNO family's cards, drawn by code: every face of the 108/112, 121 and 2018 decks.

A colour card is a white card with a coloured panel; its colour's symbol (red
heart, yellow star, green tree, blue drop) sits faint and large behind the big
number and small under the corner numbers, so colour-blind players can play by
shape. The four colours are picked to stay apart under deuteranopia and
protanopia (tests/test_uno_cards.py checks it). Black cards carry a muted
four-part wheel behind their pictogram. Specials are pictograms without words,
chosen to suit every game that shares the code: the skip card is an octagon with
a bar (Preskok and Stop), the reverse card two opposite arrows under an arch
(Promena smera and Most), the wild a traffic light of the four colours (Jolly and
Semafor). Only the "Uno" card carries a word, because the word is the card.

Everything is drawn twice as large and scaled down, so edges are smooth (three times
looked the same and took twice as long, a dropped frame for each first card shown).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from rules.uno_family import ALL_CODES, colour_of, rank_of

from .. import theme
from ..surfaces import kept
from . import cards

CODES = frozenset(ALL_CODES)

COLOURS: dict[str, tuple[int, int, int]] = {
    "R": (210, 38, 32),     # a warm red, darker than the green for red-green blindness
    "Y": (255, 194, 40),    # a sunny yellow, the lightest
    "G": (76, 190, 112),    # a fresh grass green
    "B": (40, 130, 216),    # a sky blue
}
SYMBOLS = {"R": "heart", "Y": "star", "G": "tree", "B": "drop"}
BLACK = (34, 32, 42)
HOUSING = (62, 64, 78)
SUPERSAMPLE = 2
DIGIT_TO_FONT = 1.35    # Andika Bold's digits stand 0.74 of the font size

Point = tuple[float, float]
Painter = Callable[[pygame.Surface, str | None], None]


def dark(colour: str | None) -> tuple[int, int, int]:
    """The outline tone of a card: a deep shade of its colour, near-black on black cards."""
    return theme.shade(COLOURS[colour], 0.48) if colour else (12, 10, 18)


# --------------------------------------------------------------------------
# The four colour symbols, each a polygon in a box of side 1 centred on (0, 0).


def _heart() -> list[Point]:
    points = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((x / 34, -y / 34 + 0.06))
    return points


def _star() -> list[Point]:
    return [(0.52 * (1 if i % 2 == 0 else 0.48) * math.sin(i * math.pi / 5),
             0.06 - 0.52 * (1 if i % 2 == 0 else 0.48) * math.cos(i * math.pi / 5))
            for i in range(10)]


def _tree() -> list[Point]:
    """A fir of three wide tiers on a stout trunk (two tiers read as an arrow when small)."""
    return [(0, -0.5), (0.26, -0.2), (0.14, -0.2), (0.38, 0.06), (0.22, 0.06), (0.48, 0.32),
            (0.11, 0.32), (0.11, 0.5), (-0.11, 0.5), (-0.11, 0.32), (-0.48, 0.32),
            (-0.22, 0.06), (-0.38, 0.06), (-0.14, -0.2), (-0.26, -0.2)]


def _drop() -> list[Point]:
    """A round-bottomed drop with its tip up: a circle and its two tangents to the tip."""
    cy, r, tip = 0.16, 0.34, -0.5
    reach = math.acos(r / (cy - tip))           # angle from the top to the tangent point
    points = [(0.0, tip)]
    for i in range(49):
        a = -reach + (2 * reach - 2 * math.pi) * i / 48   # the long way round the bottom
        points.append((r * math.sin(-a), cy - r * math.cos(a)))
    return points


SHAPES: dict[str, list[Point]] = {"heart": _heart(), "star": _star(), "tree": _tree(),
                                  "drop": _drop()}


def _place(shape: list[Point], centre: Point, size: float, turn: float = 0) -> list[Point]:
    cx, cy = centre
    c, s = math.cos(turn), math.sin(turn)
    return [(cx + size * (x * c - y * s), cy + size * (x * s + y * c)) for x, y in shape]


@kept
def _symbol_image(colour: str, size: int, ink: tuple[int, ...]) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    k = size * SUPERSAMPLE
    pygame.draw.polygon(big, ink, _place(SHAPES[SYMBOLS[colour]], (k / 2, k / 2), k))
    return pygame.transform.smoothscale(big, (size, size))


def colour_symbol(surface: pygame.Surface, colour: str, centre: tuple[float, float],
                  size: float, ink: tuple[int, ...] = theme.WHITE) -> None:
    """The symbol of `colour` ('R' 'Y' 'G' 'B') in `ink`, fitting a `size` square at
    `centre`, smooth-edged: the same four shapes on cards, markers and the colour picker."""
    image = _symbol_image(colour, max(2, round(size)), tuple(ink))
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


# --------------------------------------------------------------------------
# Drawing helpers, all at the supersampled size.


def _outlined(layer: pygame.Surface, colour: tuple[int, int, int], thickness: float,
              shadow: bool = True) -> pygame.Surface:
    """`layer` with an outline of `thickness` around its silhouette and a soft drop
    shadow: white shapes read on every colour, and stand off the card like print."""
    t = max(1, round(thickness))
    w, h = layer.get_size()
    out = pygame.Surface((w + 4 * t, h + 4 * t), pygame.SRCALPHA)
    mask = pygame.mask.from_surface(layer, 40)
    if shadow:
        shade = mask.to_surface(setcolor=(0, 0, 0, 60), unsetcolor=(0, 0, 0, 0))
        for dx, dy in ((t * 2, t * 2), (t * 2, t), (t, t * 2)):
            out.blit(shade, (2 * t + dx, 2 * t + dy))
    rim = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    for i in range(16):
        a = 2 * math.pi * i / 16
        out.blit(rim, (2 * t + round(t * math.cos(a)), 2 * t + round(t * math.sin(a))))
    out.blit(layer, (2 * t, 2 * t))
    return out


def _text(words: str, size: float, colour=theme.WHITE) -> pygame.Surface:
    """Bold Andika cut to its ink, so layouts place what the eye sees, not the line box."""
    label = theme.font(round(size), bold=True).render(words, True, colour)
    return label.subsurface(label.get_bounding_rect()).copy()


def _number(rank: str, height: float, width: float) -> pygame.Surface:
    """A number in white, `height` tall unless `width` is narrower; 6 and 9 are
    underlined, since cards are seen both ways up."""
    size = height * DIGIT_TO_FONT
    label = _text(rank, size)
    if label.get_width() > width:
        label = _text(rank, size * width / label.get_width())
    if rank not in ("6", "9"):
        return label
    bar = max(2, round(label.get_height() * 0.1))
    out = pygame.Surface((label.get_width(), label.get_height() + 2 * bar), pygame.SRCALPHA)
    out.blit(label, (0, 0))
    pygame.draw.rect(out, theme.WHITE, (label.get_width() * 0.18, label.get_height() + bar,
                                        label.get_width() * 0.64, bar), border_radius=bar // 2)
    return out


def _rounded_poly(surface: pygame.Surface, colour, points: list[Point], r: float) -> None:
    """A polygon with rounded corners: the polygon, thick edges and a disc at each corner."""
    pygame.draw.polygon(surface, colour, points)
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        pygame.draw.line(surface, colour, a, b, max(1, round(2 * r)))
        pygame.draw.circle(surface, colour, a, r)


def _mini_card(size: tuple[float, float], fill, turn: float) -> pygame.Surface:
    """A small card for the pictograms (+2, +4, shuffle, custom): a white rim round `fill`."""
    w, h = round(size[0]), round(size[1])
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    rim = max(2, round(w * 0.09))
    pygame.draw.rect(card, theme.WHITE, card.get_rect(), border_radius=round(w * 0.16))
    pygame.draw.rect(card, fill, card.get_rect().inflate(-2 * rim, -2 * rim),
                     border_radius=round(w * 0.1))
    return pygame.transform.rotate(card, turn) if turn else card


def _arc_band(centre: Point, r_out: float, r_in: float, a0: float, a1: float,
              ry: float = 1.0) -> list[Point]:
    """The outline of a thick arc from angle a0 to a1 (radians, y down), squashed by ry."""
    cx, cy = centre
    steps = 40
    outer = [(cx + r_out * math.cos(a0 + (a1 - a0) * i / steps),
              cy + ry * r_out * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    inner = [(cx + r_in * math.cos(a1 + (a0 - a1) * i / steps),
              cy + ry * r_in * math.sin(a1 + (a0 - a1) * i / steps)) for i in range(steps + 1)]
    return outer + inner


def _arrow_head(tip: Point, direction: float, length: float, half: float) -> list[Point]:
    dx, dy = math.cos(direction), math.sin(direction)
    bx, by = tip[0] - dx * length, tip[1] - dy * length
    return [tip, (bx - dy * half, by + dx * half), (bx + dy * half, by - dx * half)]


# --------------------------------------------------------------------------
# The pictograms. Each paints into a transparent square layer; the layer is then
# outlined in the card's dark tone.


def _skip(layer: pygame.Surface, colour: str | None) -> None:
    """An octagon with a bar: a stop sign and a no-entry sign at once (Stop, Preskok)."""
    s = layer.get_width()
    c = s / 2
    octagon = [(c + s * 0.47 * math.cos(math.pi / 8 + i * math.pi / 4),
                c + s * 0.47 * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    _rounded_poly(layer, theme.WHITE, octagon, s * 0.03)
    inner = [(c + s * 0.36 * math.cos(math.pi / 8 + i * math.pi / 4),
              c + s * 0.36 * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    pygame.draw.polygon(layer, COLOURS[colour] if colour else BLACK, inner)
    bar = pygame.Rect(0, 0, s * 0.56, s * 0.15)
    bar.center = (round(c), round(c))
    pygame.draw.rect(layer, theme.WHITE, bar, border_radius=round(s * 0.05))


def _reverse(layer: pygame.Surface, colour: str | None) -> None:
    """An arched arrow over a straight one going back: the turn reverses (Promena
    smera), and the arch is a bridge over the next player (Most)."""
    s = layer.get_width()
    thick = s * 0.13
    centre = (s * 0.46, s * 0.6)
    r = s * 0.34
    pygame.draw.polygon(layer, theme.WHITE,
                        _arc_band(centre, r + thick / 2, r - thick / 2, math.pi, 1.82 * math.pi,
                                  ry=0.95))
    end = 1.82 * math.pi
    tip_dir = end + math.pi / 2 + 0.25
    base = (centre[0] + r * math.cos(end), centre[1] + 0.95 * r * math.sin(end))
    tip = (base[0] + math.cos(tip_dir) * s * 0.16, base[1] + math.sin(tip_dir) * s * 0.16)
    pygame.draw.polygon(layer, theme.WHITE, _arrow_head(tip, tip_dir, s * 0.22, s * 0.15))
    y = s * 0.78
    road = pygame.Rect(s * 0.22, y - thick / 2, s * 0.72, thick)
    pygame.draw.rect(layer, theme.WHITE, road, border_radius=round(thick / 2))
    pygame.draw.polygon(layer, theme.WHITE, _arrow_head((s * 0.04, y), math.pi, s * 0.22,
                                                        s * 0.15))


def _draw_two(layer: pygame.Surface, colour: str | None) -> None:
    """Two cards, one on the other: take two."""
    s = layer.get_width()
    size = (s * 0.46, s * 0.64)
    fill = COLOURS[colour] if colour else BLACK
    for turn, dx, dy in ((14, -0.13, -0.07), (-8, 0.12, 0.07)):
        card = _mini_card(size, fill, turn)
        layer.blit(card, card.get_rect(center=(s * (0.5 + dx), s * (0.5 + dy))))
    if colour:
        colour_symbol(layer, colour, (s * 0.62, s * 0.57), round(s * 0.24))


def _draw_four(layer: pygame.Surface, colour: str | None) -> None:
    """Four cards fanned, one of each colour: take four, then a colour is named."""
    s = layer.get_width()
    size = (s * 0.38, s * 0.53)
    for i, c in enumerate("BGYR"):
        turn = 24 - 16 * i
        x = s * (0.27 + 0.155 * i)
        y = s * (0.54 - 0.05 * math.cos((i - 1.5) * 0.7))
        card = _mini_card(size, COLOURS[c], turn)
        layer.blit(card, card.get_rect(center=(x, y)))
        a = math.radians(turn)
        corner = (x - s * 0.1 * math.cos(a) - s * 0.14 * math.sin(a),
                  y + s * 0.1 * math.sin(a) - s * 0.14 * math.cos(a))
        colour_symbol(layer, c, corner if i < 3 else (x, y), round(s * (0.1 if i < 3 else 0.17)))


def _traffic_light(layer: pygame.Surface, colour: str | None) -> None:
    """A traffic light with a lamp of each colour: the wild picks the colour (Jolly),
    and seed 000's Semafor is a traffic light."""
    s = layer.get_width()
    body = pygame.Rect(0, 0, s * 0.44, s)
    body.center = (round(s / 2), round(s / 2))
    pygame.draw.rect(layer, theme.WHITE, body, border_radius=round(s * 0.13))
    pygame.draw.rect(layer, HOUSING, body.inflate(-s * 0.06, -s * 0.06),
                     border_radius=round(s * 0.11))
    for i, c in enumerate("RYGB"):
        y = body.y + body.h * (0.135 + 0.243 * i)
        pygame.draw.circle(layer, theme.shade(COLOURS[c], 0.55), (s / 2, y + s * 0.014), s * 0.112)
        pygame.draw.circle(layer, COLOURS[c], (s / 2, y), s * 0.112)
        colour_symbol(layer, c, (s / 2, y), round(s * 0.13))


def _jester(layer: pygame.Surface, colour: str | None) -> None:
    """A jester's face under a three-pointed cap: the Džoker plays the card it lands on."""
    s = layer.get_width()
    face = (s * 0.5, s * 0.64)
    fr = s * 0.25
    brim = s * 0.45
    points = (((s * 0.08, s * 0.2), s * 0.16, s * 0.42, "R"),
              ((s * 0.5, s * 0.03), s * 0.34, s * 0.66, "Y"),
              ((s * 0.92, s * 0.2), s * 0.58, s * 0.84, "B"))
    for tip, left, right, c in points:
        pygame.draw.polygon(layer, COLOURS[c], [(left, brim), tip, (right, brim)])
    for tip, _left, _right, c in points:
        pygame.draw.circle(layer, COLOURS["G" if c == "Y" else "Y"], tip, s * 0.065)
    pygame.draw.circle(layer, theme.WHITE, face, fr)
    band = pygame.Rect(0, 0, s * 0.74, s * 0.1)
    band.center = (round(face[0]), round(brim))
    pygame.draw.rect(layer, COLOURS["G"], band, border_radius=round(s * 0.05))
    for side in (-1, 1):
        eye = (face[0] + side * fr * 0.4, face[1] - fr * 0.1)
        pygame.draw.ellipse(layer, BLACK, pygame.Rect(eye[0] - fr * 0.13, eye[1] - fr * 0.17,
                                                      fr * 0.26, fr * 0.34))
        pygame.draw.circle(layer, (250, 150, 150), (face[0] + side * fr * 0.62,
                                                    face[1] + fr * 0.3), fr * 0.15)
    smile = pygame.Rect(face[0] - fr * 0.45, face[1] - fr * 0.25, fr * 0.9, fr * 0.8)
    pygame.draw.arc(layer, BLACK, smile, math.pi * 1.12, math.pi * 1.88, max(2, round(fr * 0.1)))


def _uno(layer: pygame.Surface, colour: str | None) -> None:
    """The one card that names itself: its word on a burst of the four colours, with the
    five cards every other player draws."""
    s = layer.get_width()
    cx, cy = s / 2, s * 0.4
    for i, col in enumerate("RYGB" * 2):
        a = i * math.pi / 4 - math.pi / 2 + math.pi / 8
        ray = [(cx, cy), (cx + s * 0.4 * math.cos(a - 0.3), cy + s * 0.4 * math.sin(a - 0.3)),
               (cx + s * 0.4 * math.cos(a + 0.3), cy + s * 0.4 * math.sin(a + 0.3))]
        pygame.draw.polygon(layer, COLOURS[col], ray)
    pygame.draw.circle(layer, theme.WHITE, (cx, cy), s * 0.27)
    pygame.draw.circle(layer, BLACK, (cx, cy), s * 0.23)
    word = _text("Uno", s * 0.2)
    layer.blit(word, word.get_rect(center=(cx, cy)))
    plus = _text("+5", s * 0.2, BLACK)
    pill = plus.get_rect(center=(cx, s * 0.9)).inflate(s * 0.14, s * 0.06)
    pygame.draw.rect(layer, theme.WHITE, pill, border_radius=pill.h // 2)
    layer.blit(plus, plus.get_rect(center=pill.center))


def _shuffle(layer: pygame.Surface, colour: str | None) -> None:
    """Three hands of cards going round: every hand is gathered and dealt again."""
    s = layer.get_width()
    c = s / 2
    r = s * 0.36
    thick = s * 0.07
    for k in range(3):
        a0 = -math.pi / 2 + k * 2 * math.pi / 3 + 0.55
        a1 = a0 + 2 * math.pi / 3 - 1.1
        pygame.draw.polygon(layer, theme.WHITE, _arc_band((c, c), r + thick / 2, r - thick / 2,
                                                          a0, a1))
        tip_dir = a1 + math.pi / 2
        tip = (c + r * math.cos(a1) + math.cos(tip_dir) * s * 0.07,
               c + r * math.sin(a1) + math.sin(tip_dir) * s * 0.07)
        pygame.draw.polygon(layer, theme.WHITE, _arrow_head(tip, tip_dir, s * 0.14, s * 0.09))
    for k, hand in enumerate(("RYB", "GBR", "YGB")):
        a = -math.pi / 2 + k * 2 * math.pi / 3
        x, y = c + r * math.cos(a), c + r * math.sin(a)
        for j, col in enumerate(hand):
            card = _mini_card((s * 0.17, s * 0.24), COLOURS[col], 18 - 18 * j)
            layer.blit(card, card.get_rect(center=(x - s * 0.05 + s * 0.05 * j, y)))


def _custom(layer: pygame.Surface, colour: str | None) -> None:
    """A blank card and a pencil: the players write their own rule on it."""
    s = layer.get_width()
    card = _mini_card((s * 0.56, s * 0.78), theme.WHITE, 8)
    layer.blit(card, card.get_rect(center=(s * 0.44, s * 0.5)))
    for i in range(3):
        y = s * (0.34 + 0.12 * i)
        right = s * (0.58 if i < 2 else 0.48)
        pygame.draw.line(layer, (190, 186, 200), (s * 0.28, y + s * 0.03), (right, y - s * 0.01),
                         max(2, round(s * 0.025)))
    angle = math.radians(-50)
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    tip = (s * 0.5, s * 0.78)
    half = s * 0.07
    length = s * 0.6
    cone = s * 0.14
    body_start = (tip[0] + dx * cone, tip[1] + dy * cone)
    end = (tip[0] + dx * length, tip[1] + dy * length)

    def quad(p: Point, q: Point, h: float) -> list[Point]:
        return [(p[0] + nx * h, p[1] + ny * h), (q[0] + nx * h, q[1] + ny * h),
                (q[0] - nx * h, q[1] - ny * h), (p[0] - nx * h, p[1] - ny * h)]

    pygame.draw.polygon(layer, COLOURS["Y"], quad(body_start, end, half))
    pygame.draw.polygon(layer, theme.shade(COLOURS["Y"], 0.8), quad(body_start, end, half * 0.3))
    eraser_at = (end[0] - dx * s * 0.1, end[1] - dy * s * 0.1)
    pygame.draw.polygon(layer, (240, 140, 150), quad(eraser_at, end, half))
    pygame.draw.polygon(layer, (236, 200, 150), [tip, (body_start[0] + nx * half,
                                                       body_start[1] + ny * half),
                                                 (body_start[0] - nx * half,
                                                  body_start[1] - ny * half)])
    lead = (tip[0] + dx * cone * 0.4, tip[1] + dy * cone * 0.4)
    pygame.draw.polygon(layer, BLACK, [tip, (lead[0] + nx * half * 0.4, lead[1] + ny * half * 0.4),
                                       (lead[0] - nx * half * 0.4, lead[1] - ny * half * 0.4)])


def _wheel(layer: pygame.Surface, colour: str | None) -> None:
    """The four-part wheel: the small mark in a plain wild's corners."""
    s = layer.get_width()
    box = pygame.Rect(0, 0, s, s).inflate(-s * 0.1, -s * 0.1)
    for i, c in enumerate("RYGB"):
        start = math.pi / 2 - i * math.pi / 2
        points = [(s / 2, s / 2)] + [(s / 2 + box.w / 2 * math.cos(start - j * math.pi / 24),
                                      s / 2 - box.h / 2 * math.sin(start - j * math.pi / 24))
                                     for j in range(13)]
        pygame.draw.polygon(layer, COLOURS[c], points)


PICTOGRAMS: dict[str, Painter] = {
    "skip": _skip, "rev": _reverse, "d2": _draw_two, "W": _traffic_light, "Wd4": _draw_four,
    "J": _jester, "UNO": _uno, "Wshuffle": _shuffle, "Wcustom": _custom,
}
# What the corners show: a short text, or a small picture.
CORNER_TEXT = {"d2": "+2", "Wd4": "+4", "UNO": "Uno"}
CORNER_PICTURE: dict[str, Painter] = {"skip": _skip, "rev": _reverse, "W": _wheel,
                                      "J": _jester, "Wshuffle": _shuffle, "Wcustom": _custom}


def _pictogram(rank: str, colour: str | None, side: float, outline: float) -> pygame.Surface:
    layer = pygame.Surface((round(side), round(side)), pygame.SRCALPHA)
    PICTOGRAMS[rank](layer, colour)
    return _outlined(layer, dark(colour), outline)


# --------------------------------------------------------------------------
# The card.


def _panel_rect(w: int) -> pygame.Rect:
    """The coloured field of a card `w` wide: all of it but a white margin."""
    margin = round(w * 0.06)
    return pygame.Rect(0, 0, w, cards.card_height(w)).inflate(-2 * margin, -2 * margin)


@kept
def _background(colour: str | None, w: int) -> pygame.Surface:
    """The white card with its coloured field and watermark (the colour's symbol large
    and faint, or on a black card a muted four-part wheel), shared by the cards of a
    colour at one size, which makes a deck about twice as fast to draw."""
    card = cards._blank(w)
    margin = round(w * 0.06)
    panel = _panel_rect(w)
    field = pygame.Surface(panel.size, pygame.SRCALPHA)
    fill = COLOURS[colour] if colour else BLACK
    r = max(2, cards.radius(w) - margin // 2)
    pygame.draw.rect(field, fill, field.get_rect(), border_radius=r)
    centre = (panel.w / 2, panel.h / 2)
    if colour:
        tint = theme.shade(fill, 1.16) if colour != "Y" else theme.shade(fill, 1.35)
        pygame.draw.polygon(field, tint, _place(SHAPES[SYMBOLS[colour]], centre, panel.w * 0.98,
                                                -0.26))
    else:
        wheel = pygame.Surface((round(panel.w * 0.96),) * 2, pygame.SRCALPHA)
        _wheel(wheel, None)
        wheel.set_alpha(70)
        field.blit(wheel, wheel.get_rect(center=centre))
    field.blit(_light(panel.size), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    card.blit(field, panel)
    return card


def _light(size: tuple[int, int]) -> pygame.Surface:
    """A soft light from the top fading out by the middle, added onto the panel."""
    strip = pygame.Surface((1, 32))
    for y in range(32):
        v = max(0, round(34 * (1 - y / 16)))
        strip.set_at((0, y), (v, v, v))
    return pygame.transform.smoothscale(strip, size)


def _corner_mark(rank: str, colour: str | None, w: int) -> pygame.Surface:
    """The corner index: the number or the special's mark, and under it the colour's symbol."""
    height = w * 0.17
    if rank.isdigit():
        top = _number(rank, height, w * 0.24)
    elif rank in CORNER_TEXT:
        top = _text(CORNER_TEXT[rank], height * DIGIT_TO_FONT * (1.0 if rank != "UNO" else 0.7))
    else:
        top = pygame.Surface((round(height),) * 2, pygame.SRCALPHA)
        CORNER_PICTURE[rank](top, colour)
    gap = round(w * 0.035)
    sym = round(w * 0.13) if colour else 0
    mark = pygame.Surface((max(top.get_width(), sym), top.get_height() + gap + sym),
                          pygame.SRCALPHA)
    mark.blit(top, top.get_rect(midtop=(mark.get_width() // 2, 0)))
    if colour:
        colour_symbol(mark, colour, (mark.get_width() / 2, top.get_height() + gap + sym / 2),
                      sym)
    return _outlined(mark, dark(colour), w * 0.012, shadow=False)


def _draw(code: str, w: int) -> pygame.Surface:
    colour, rank = colour_of(code), rank_of(code)
    card = _background(colour, w).copy()
    h = card.get_height()
    panel = _panel_rect(w)
    if rank.isdigit():
        big = _outlined(_number(rank, h * 0.34, panel.w * 0.6), dark(colour), w * 0.024)
    else:
        big = _pictogram(rank, colour, w * 0.6, w * 0.018)
    card.blit(big, big.get_rect(center=(w / 2 + w * 0.004, h / 2 + w * 0.004)))
    mark = _corner_mark(rank, colour, w)
    inset = round(w * 0.075)
    card.blit(mark, (panel.x + inset - round(w * 0.03), panel.y + inset - round(w * 0.04)))
    turned = pygame.transform.rotate(mark, 180)
    card.blit(turned, turned.get_rect(bottomright=(panel.right - inset + round(w * 0.03),
                                                   panel.bottom - inset + round(w * 0.04))))
    return card


def face(code: str, width: int) -> pygame.Surface:
    """The face of UNO card `code` (any code of rules.uno_family.ALL_CODES), `width`
    pixels wide at 5:7. Not cached here: sprites.cards.face caches what it asks for."""
    if code not in CODES:
        raise KeyError(code)
    big = _draw(code, width * SUPERSAMPLE)
    return pygame.transform.smoothscale(big, (width, cards.card_height(width)))


@kept
def wild_marker(colour: str, size: int) -> pygame.Surface:
    """A round badge for the pile after a wild: the chosen colour AND its symbol, in a
    white ring with a dark edge, so it stands out on any table and card."""
    k = size * SUPERSAMPLE
    big = pygame.Surface((k, k), pygame.SRCALPHA)
    c = k / 2
    pygame.draw.circle(big, dark(colour), (c, c), k / 2)
    pygame.draw.circle(big, theme.WHITE, (c, c), k / 2 * 0.9)
    pygame.draw.circle(big, COLOURS[colour], (c, c), k / 2 * 0.76)
    symbol = _outlined(_symbol_image(colour, round(k * 0.5), theme.WHITE), dark(colour),
                       k * 0.02, shadow=False)
    big.blit(symbol, symbol.get_rect(center=(c, c)))
    return pygame.transform.smoothscale(big, (size, size))


def back(width: int) -> pygame.Surface:
    """Our own back for every UNO deck: a deep blue field, the four colours with their
    symbols on white discs round a golden star (no oval, no lettering)."""
    w = width * SUPERSAMPLE
    card = cards._blank(w)
    h = card.get_height()
    margin = round(w * 0.06)
    panel = card.get_rect().inflate(-2 * margin, -2 * margin)
    field = pygame.Surface(panel.size, pygame.SRCALPHA)
    r = max(2, cards.radius(w) - margin // 2)
    pygame.draw.rect(field, (30, 42, 86), field.get_rect(), border_radius=r)
    step = panel.w / 6
    for row in range(-1, round(panel.h / step) + 2):
        for col in range(-1, 8):
            x, y = col * step + (step / 2) * (row % 2), row * step
            pygame.draw.circle(field, (40, 56, 108), (x, y), step * 0.18)
    ring = pygame.Rect(0, 0, panel.w * 0.84, panel.w * 0.84)
    ring.center = (panel.w // 2, panel.h // 2)
    pygame.draw.ellipse(field, (246, 200, 80), ring, round(w * 0.02))
    card.blit(field, panel)
    cx, cy = w / 2, h / 2
    for i, c in enumerate("RYGB"):
        a = -math.pi / 4 + i * math.pi / 2
        x, y = cx + panel.w * 0.24 * math.cos(a), cy + panel.w * 0.24 * math.sin(a)
        pygame.draw.circle(card, theme.WHITE, (x, y), panel.w * 0.15)
        pygame.draw.circle(card, COLOURS[c], (x, y), panel.w * 0.125)
        colour_symbol(card, c, (x, y), round(panel.w * 0.15))
    star = _place(_star(), (cx, cy + panel.w * 0.005), panel.w * 0.2)
    pygame.draw.polygon(card, (246, 200, 80), star)
    return pygame.transform.smoothscale(card, (width, cards.card_height(width)))
