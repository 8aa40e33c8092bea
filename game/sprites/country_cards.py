"""Upoznaj Evropu's cards: a MAP card and a FLAG card for every country.

MAP card: the name on top, the country's outline filling the card with its
capital's star, the capital, the car code in an oval like a car sticker, and a
locator: a window on Europe around the country, the country in a strong red (a
ring where it is too small to see). FLAG card: the flag, the name and the
capital. Words come from rules/countries.py in the chosen script and always fit
inside a safe margin; outlines from art/geo/ (Natural Earth), flags from
game/sprites/flags.py. Shapes are drawn at twice the size and scaled down, so
edges are smooth; every card is cached per (country, width, language).
"""

from __future__ import annotations

import json
import math
from functools import cache
from itertools import pairwise
from typing import Any

import pygame

from rules.countries import COUNTRIES

from .. import theme
from ..surfaces import kept
from . import cards, flags

GEO = theme.ART / "geo"
SEA = (208, 232, 246)
INK = theme.INK
PAPER = (250, 246, 236)
RED = (214, 48, 64)
# The locator: a deeper sea than the card, pale neighbours with clear borders,
# the country itself in one strong colour on every card.
LOCATOR_SEA = (150, 198, 232)
LOCATOR_LAND = (244, 238, 222)
LOCATOR_EDGE = (150, 140, 124)
LOCATOR_ME = (226, 60, 44)
LOCATOR_FRAME = (84, 110, 140)
SUPERSAMPLE = 2
# Warm, clearly different fills so neighbouring cards do not look alike.
FILLS = [(242, 162, 92), (126, 196, 120), (240, 206, 96), (150, 176, 232), (222, 140, 170),
         (160, 206, 196), (206, 170, 126), (190, 160, 220)]


@cache
def geometry(iso: str) -> dict[str, Any]:
    with open(GEO / f"{iso}.json", encoding="utf-8") as f:
        return json.load(f)


@cache
def europe() -> dict[str, Any]:
    with open(GEO / "europe.json", encoding="utf-8") as f:
        return json.load(f)


def fill_of(iso: str) -> tuple[int, int, int]:
    return FILLS[sum(map(ord, iso)) % len(FILLS)]


def _to_rect(rect: pygame.Rect, bounds: list[float]):
    """A function from geometry coordinates to pixels, fitting `bounds` in `rect`."""
    x0, y0, x1, y1 = bounds
    w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
    k = min(rect.w / w, rect.h / h)
    ox = rect.x + (rect.w - w * k) / 2 - x0 * k
    oy = rect.y + (rect.h - h * k) / 2 - y0 * k
    return lambda p: (ox + p[0] * k, oy + p[1] * k)


def _rings(surface: pygame.Surface, rings: list, to_px, fill, edge, width: int) -> None:
    for ring in rings:
        points = [to_px(p) for p in ring]
        if len(points) >= 3:
            pygame.draw.polygon(surface, fill, points)
            if width:
                pygame.draw.polygon(surface, edge, points, width)


def _dashed(surface: pygame.Surface, lines: list, to_px, colour, width: int) -> None:
    """Kosovo's line inside Serbia (UNSCR 1244): dashes along the path."""
    for line in lines:
        points = [to_px(p) for p in line]
        on, left = True, 6.0 * width
        for a, b in pairwise(points):
            seg = math.dist(a, b)
            t = 0.0
            while t < seg:
                step = min(left, seg - t)
                if on:
                    p = (a[0] + (b[0] - a[0]) * t / seg, a[1] + (b[1] - a[1]) * t / seg)
                    q = (a[0] + (b[0] - a[0]) * (t + step) / seg,
                         a[1] + (b[1] - a[1]) * (t + step) / seg)
                    pygame.draw.line(surface, colour, p, q, width)
                t += step
                left -= step
                if left <= 0:
                    on, left = not on, (6.0 if not on else 4.0) * width


def _star(surface: pygame.Surface, centre: tuple[float, float], r: float,
          colour=RED) -> None:
    x, y = centre
    points = [(x + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
               y - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surface, theme.WHITE, points, max(2, int(r / 2.5)))
    pygame.draw.polygon(surface, colour, points)


def _ring(surface: pygame.Surface, centre: tuple[float, float], r: float, width: int) -> None:
    """The "it is here" marker: a red ring with a white halo, clear on land and sea."""
    pygame.draw.circle(surface, theme.WHITE, centre, r + width, width * 3)
    pygame.draw.circle(surface, RED, centre, r, width)


@kept
def words(text: str, box: tuple[int, int], size: int, colour: tuple[int, int, int] = INK,
          bold: bool = True) -> pygame.Surface:
    """`text` as large as it fits `box` (down to 55 % of `size`), one line or two,
    centred; cropped to its ink so that nothing reaches past the box."""
    lines, size = _fitting(text, box, size, bold)
    f = theme.font(size, bold)
    step = round(size * 1.08)
    rendered = [f.render(line, True, colour) for line in lines]
    block = pygame.Surface((max(r.get_width() for r in rendered),
                            rendered[0].get_height() + step * (len(rendered) - 1)),
                           pygame.SRCALPHA)
    for i, label in enumerate(rendered):
        block.blit(label, label.get_rect(midtop=(block.get_width() // 2, i * step)))
    ink = block.subsurface(block.get_bounding_rect()).copy()
    k = min(1.0, box[0] / max(1, ink.get_width()), box[1] / max(1, ink.get_height()))
    if k < 1.0:
        ink = pygame.transform.smoothscale(
            ink, (max(1, int(ink.get_width() * k)), max(1, int(ink.get_height() * k))))
    return ink


def _fitting(text: str, box: tuple[int, int], size: int, bold: bool) -> tuple[list[str], int]:
    """The largest size at which `text` fits `box` in one line or two (one preferred)."""
    smallest = max(8, int(size * 0.55))
    for trial in range(size, smallest - 1, -1):
        f = theme.font(trial, bold)
        # Ink height: about 1.2 × size per line (accents included), lines 1.08 × size apart.
        for lines in ([text], theme.wrap(text, trial, box[0], bold)):
            tall = trial * (1.2 + 1.08 * (len(lines) - 1))
            if (len(lines) <= 2 and tall <= box[1]
                    and all(f.size(line)[0] <= box[0] for line in lines)):
                return lines, trial
    return theme.wrap(text, smallest, box[0], bold)[:2], smallest


def _put(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> None:
    surface.blit(image, image.get_rect(center=centre))


def _capital(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int) -> None:
    """The capital with a red star before it, the pair centred in `rect`."""
    star_r = max(4, rect.h * 0.3)
    gap = int(star_r * 0.8)
    label = words(text, (rect.w - int(2 * star_r) - gap, rect.h), size, theme.INK_SOFT)
    total = int(2 * star_r) + gap + label.get_width()
    x = rect.centerx - total // 2
    _star(surface, (x + star_r, rect.centery), star_r)
    surface.blit(label, label.get_rect(midleft=(x + int(2 * star_r) + gap, rect.centery)))


def _car_code(surface: pygame.Surface, code: str, rect: pygame.Rect) -> None:
    """The international registration sticker: black capitals in a white oval with a
    black rim, a little shadow under it as if stuck on."""
    k = SUPERSAMPLE
    big = pygame.Surface((rect.w * k, rect.h * k), pygame.SRCALPHA)
    oval = big.get_rect().inflate(-2 * k, -2 * k)
    shadow = oval.inflate(-k, -k).move(k, 2 * k)
    pygame.draw.ellipse(big, (0, 0, 0, 60), shadow)
    oval = oval.move(-k // 2, -k)
    pygame.draw.ellipse(big, theme.WHITE, oval)
    pygame.draw.ellipse(big, (24, 22, 28), oval, max(2, oval.h // 13))
    size = int(oval.h * 0.6)
    label = theme.font(size, True).render(code, True, (24, 22, 28))
    label = label.subsurface(label.get_bounding_rect()).copy()
    room = (int(oval.w * 0.7), int(oval.h * 0.5))
    scale = min(room[0] / label.get_width(), room[1] / label.get_height())
    label = pygame.transform.smoothscale(
        label, (int(label.get_width() * scale), int(label.get_height() * scale)))
    big.blit(label, label.get_rect(center=oval.center))
    surface.blit(pygame.transform.smoothscale(big, rect.size), rect)


@cache
def _extent(iso: str) -> tuple[float, float, float, float]:
    """The country's box on the Europe map: x0, y0, x1, y1."""
    me = europe()["countries"][iso]
    xs = [p[0] for r in me["rings"] for p in r]
    ys = [p[1] for r in me["rings"] for p in r]
    return min(xs), min(ys), max(xs), max(ys)


def _window(iso: str, aspect: float) -> list[float]:
    """The part of Europe the locator shows: the country and a few neighbours around
    it (a third of the map's height, more for a big country), kept inside the map."""
    x0, y0, x1, y1 = _extent(iso)
    h = max(0.32, (y1 - y0) * 1.3, (x1 - x0) * 1.3 / aspect)
    w = h * aspect
    bx0, by0, bx1, by1 = europe()["bounds"]

    def place(centre: float, size: float, lo: float, hi: float) -> tuple[float, float]:
        lo, hi = lo - size * 0.15, hi + size * 0.15      # room for a ring at the map's edge
        if size >= hi - lo:
            return centre - size / 2, centre + size / 2
        start = min(max(centre - size / 2, lo), hi - size)
        return start, start + size

    left, right = place((x0 + x1) / 2, w, bx0, bx1)
    top, bottom = place((y0 + y1) / 2, h, by0, by1)
    return [left, top, right, bottom]


def _locator_image(iso: str, size: tuple[int, int]) -> pygame.Surface:
    """A window on Europe with this country in red, borders drawn, rounded corners."""
    k = SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    area = big.get_rect()
    big.fill(LOCATOR_SEA)
    data = europe()
    to_px = _to_rect(area, _window(iso, size[0] / size[1]))
    edge = max(1, round(k * size[1] / 70))
    _rings(big, data["context"], to_px, LOCATOR_LAND, LOCATOR_EDGE, edge)
    for other, country in data["countries"].items():
        if other != iso:
            _rings(big, country["rings"], to_px, LOCATOR_LAND, LOCATOR_EDGE, edge)
    me = data["countries"][iso]
    _rings(big, me["rings"], to_px, LOCATOR_ME, theme.shade(LOCATOR_ME, 0.6), edge)
    x0, y0, x1, y1 = _extent(iso)
    a, b = to_px((x0, y0)), to_px((x1, y1))
    seen = max(b[0] - a[0], b[1] - a[1])
    if me.get("tiny") or seen < area.h * 0.16:
        width = max(2, round(area.h / 24))
        _ring(big, to_px(me["centroid"]), max(area.h * 0.16, seen / 2 + width), width)
    image = pygame.transform.smoothscale(big, size)
    corners = cards._rounded_mask(size, max(3, size[1] // 7))
    image.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return image


def _locator(surface: pygame.Surface, iso: str, rect: pygame.Rect) -> None:
    surface.blit(_locator_image(iso, rect.size), rect)
    pygame.draw.rect(surface, LOCATOR_FRAME, rect.inflate(2, 2), max(1, rect.h // 40),
                     border_radius=max(3, rect.h // 7) + 1)


def _outline(iso: str, size: tuple[int, int], width: int) -> pygame.Surface:
    """The country filling the art box: its outline (or, for a speck, the zoomed
    neighbourhood with a ring), the capital's star, Kosovo's dashed line."""
    k = SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    art = big.get_rect()
    geo = geometry(iso)
    edge = max(1, k * width // 110)
    fill = fill_of(iso)
    if "neighbourhood" in geo:
        near = geo["neighbourhood"]
        to_px = _to_rect(art, near["bounds"])
        x0, y0 = to_px(near["bounds"][:2])
        x1, y1 = to_px(near["bounds"][2:])
        frame = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        big.fill(LOCATOR_SEA, frame)
        land = theme.shade(fill, 1.45)
        for other in near["countries"]:
            _rings(big, other["rings"], to_px, land, theme.shade(fill, 0.6), edge)
        target = to_px(near["target"])
        pygame.draw.circle(big, RED, target, max(3 * k, art.w * 0.025))
        _ring(big, target, max(art.w * 0.11, near["radius"] * art.w), max(2, k * width // 40))
        corners = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(corners, theme.WHITE, frame, border_radius=frame.w // 12)
        big.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        to_px = _to_rect(art, geo["bounds"])
        _rings(big, geo["rings"], to_px, fill, theme.shade(fill, 0.55), edge + k)
        if "dashed" in geo:
            _dashed(big, geo["dashed"], to_px, theme.shade(fill, 0.45), edge)
        _star(big, to_px(geo["capital"]), max(5 * k, width * 0.045 * k))
    return pygame.transform.smoothscale(big, size)


def _layout(width: int) -> tuple[int, pygame.Rect]:
    """The card's margin and its coloured panel."""
    margin = max(3, round(width * 0.055))
    return margin, pygame.Rect(margin, margin, width - 2 * margin,
                               cards.card_height(width) - 2 * margin)


def _name_height(text: str, width: int, size: int, short: int, tall: int) -> int:
    """A name that fits one line at nearly full size takes `short`; a long one
    (Bosna i Hercegovina) takes `tall`, so its two lines stay big."""
    return short if _fitting(text, (width, short), size, True)[1] >= size * 0.8 else tall


@kept
def map_card(iso: str, width: int, lang: str) -> pygame.Surface:
    country = COUNTRIES[iso]
    card = cards._blank(width)
    h = card.get_height()
    margin, panel = _layout(width)
    pygame.draw.rect(card, SEA, panel, border_radius=max(2, cards.radius(width) - margin // 2))
    pad = max(3, round(width * 0.045))
    inner = panel.inflate(-2 * pad, -2 * pad)
    size = max(10, round(width * 0.135))
    name_h = _name_height(country.name[lang], inner.w, size, round(h * 0.13), round(h * 0.19))
    name = pygame.Rect(inner.x, inner.y, inner.w, name_h)
    _put(card, words(country.name[lang], name.size, size), name.center)
    row = pygame.Rect(inner.x, 0, inner.w, round(h * 0.21))
    row.bottom = inner.bottom
    capital = pygame.Rect(inner.x, 0, inner.w, round(h * 0.075))
    capital.bottom = row.y - round(h * 0.01)
    _capital(card, country.capital[lang], capital, max(9, round(width * 0.09)))
    art = pygame.Rect(inner.x, name.bottom + round(h * 0.01), inner.w, 0)
    art.h = capital.y - art.y - round(h * 0.005)
    card.blit(_outline(iso, art.size, width), art)
    sticker = pygame.Rect(0, 0, round(inner.w * 0.38), round(inner.w * 0.23))
    sticker.midleft = (row.x, row.centery)
    _car_code(card, country.car_code, sticker)
    locator = pygame.Rect(0, 0, inner.w - sticker.w - pad, row.h)
    locator.midright = (row.right, row.centery)
    _locator(card, iso, locator)
    return cards._ready(card)


@kept
def flag_card(iso: str, width: int, lang: str) -> pygame.Surface:
    country = COUNTRIES[iso]
    card = cards._blank(width)
    h = card.get_height()
    margin, panel = _layout(width)
    pygame.draw.rect(card, PAPER, panel, border_radius=max(2, cards.radius(width) - margin // 2))
    inner = panel.inflate(-2 * max(3, round(width * 0.05)), 0)
    flag_w = inner.w
    if flags.aspect(iso) >= 0.9:           # square flags (CH, VA) need not fill the width
        flag_w = int(flag_w * 0.78)
    image = flags.flag(iso, flag_w)
    centre = (width // 2, int(h * 0.33))
    lift = max(2, width // 60)
    shadow = image.get_rect(center=(centre[0] + lift, centre[1] + lift))
    pygame.draw.rect(card, (214, 208, 196), shadow)
    _put(card, image, centre)
    name = pygame.Rect(inner.x, int(h * 0.59), inner.w, round(h * 0.19))
    _put(card, words(country.name[lang], name.size, max(10, round(width * 0.135))), name.center)
    capital = pygame.Rect(inner.x, name.bottom + round(h * 0.015), inner.w, round(h * 0.08))
    _capital(card, country.capital[lang], capital, max(9, round(width * 0.09)))
    return cards._ready(card)


@kept
def outline(iso: str, size: tuple[int, int]) -> pygame.Surface:
    """The country's outline with its capital's star alone, `size` pixels (the atlas
    asks "which capital?" without the card that would tell)."""
    return cards._ready(_outline(iso, size, size[0]))


@kept
def sticker(code: str, size: tuple[int, int]) -> pygame.Surface:
    """The car-code oval alone, `size` pixels."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    _car_code(image, code, image.get_rect())
    return cards._ready(image)


def card(code: str, width: int, lang: str) -> pygame.Surface:
    """The face of `RS:map` or `RS:flag` at `width` pixels."""
    iso, side = code.split(":")
    return map_card(iso, width, lang) if side == "map" else flag_card(iso, width, lang)


def card_kept(code: str, width: int, lang: str) -> bool:
    """Whether that face is kept now (drawn and not yet let go)."""
    iso, side = code.split(":")
    return (map_card if side == "map" else flag_card).holds(iso, width, lang)


def keep(code: str, width: int, lang: str) -> None:
    """Count that face as used now, if it is kept (see `cards.keep`)."""
    iso, side = code.split(":")
    (map_card if side == "map" else flag_card).touch(iso, width, lang)
