"""Upoznaj Evropu's cards: a MAP card and a FLAG card for every country.

MAP card: the country's outline filling the card with its capital's star, a
small locator map of Europe with the country lit (a ring for a country too small
to see), the name, the car code in an oval like a car sticker, the capital.
FLAG card: the flag, the name and the capital. Words come from rules/countries.py
in the chosen script; outlines from art/geo/ (Natural Earth), flags from
game/sprites/flags.py. Drawn at the size the window needs, cached.
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from itertools import pairwise
from typing import Any

import pygame

from rules.countries import COUNTRIES

from .. import theme
from . import cards, flags

GEO = theme.ART / "geo"
SEA = (208, 232, 246)
LAND = (226, 222, 210)
LAND_EDGE = (176, 170, 158)
INK = theme.INK
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
          colour=(214, 48, 64)) -> None:
    x, y = centre
    points = [(x + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
               y - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.WHITE, points, max(1, int(r / 5)))


def _words(surface: pygame.Surface, text: str, centre: tuple[int, int], width: int,
           size: int, colour=INK, bold: bool = True) -> None:
    lines, size = theme.fit(text, size, max(8, size // 2), width, max_lines=2, bold=bold)
    line_h = int(size * 1.05)
    top = centre[1] - line_h * len(lines) / 2
    for i, line in enumerate(lines):
        label = theme.font(size, bold).render(line, True, colour)
        surface.blit(label, label.get_rect(center=(centre[0], int(top + line_h * (i + 0.5)))))


def _car_code(surface: pygame.Surface, code: str, rect: pygame.Rect) -> None:
    """The international registration sticker: black letters in a white oval."""
    pygame.draw.ellipse(surface, theme.WHITE, rect)
    pygame.draw.ellipse(surface, INK, rect, max(2, rect.h // 12))
    label = theme.font(max(8, int(rect.h * 0.55)), True).render(code, True, INK)
    if label.get_width() > rect.w * 0.78:
        label = pygame.transform.smoothscale(
            label, (int(rect.w * 0.78), int(label.get_height() * rect.w * 0.78 / label.get_width())))
    surface.blit(label, label.get_rect(center=rect.center))


def _locator(surface: pygame.Surface, iso: str, rect: pygame.Rect) -> None:
    """A small Europe with this country lit, a ring where it is too small to see."""
    data = europe()
    pygame.draw.rect(surface, SEA, rect, border_radius=max(2, rect.w // 12))
    to_px = _to_rect(rect.inflate(-4, -4), data["bounds"])
    for ring in data["context"]:
        points = [to_px(p) for p in ring]
        if len(points) >= 3:
            pygame.draw.polygon(surface, LAND, points)
    for other, country in data["countries"].items():
        colour = fill_of(iso) if other == iso else LAND
        _rings(surface, country["rings"], to_px, colour, LAND_EDGE if other != iso else INK, 0)
    me = data["countries"][iso]
    ring = max(4, rect.w // 10) if me.get("tiny") else 0
    if not ring:
        xs = [to_px(p)[0] for r in me["rings"] for p in r]
        ys = [to_px(p)[1] for r in me["rings"] for p in r]
        ring = int(max(max(xs) - min(xs), max(ys) - min(ys)) / 2 + rect.w // 20)
    if ring < rect.w // 3:
        pygame.draw.circle(surface, (214, 48, 64), to_px(me["centroid"]), ring,
                           max(2, rect.w // 40))
    pygame.draw.rect(surface, LAND_EDGE, rect, 1, border_radius=max(2, rect.w // 12))


@lru_cache(maxsize=256)
def map_card(iso: str, width: int, lang: str) -> pygame.Surface:
    country = COUNTRIES[iso]
    card = cards._blank(width)
    h = card.get_height()
    margin = max(3, round(width * 0.055))
    panel = card.get_rect().inflate(-2 * margin, -2 * margin)
    pygame.draw.rect(card, SEA, panel, border_radius=max(2, cards.radius(width) - margin // 2))
    _words(card, country.name[lang], (width // 2, margin + int(h * 0.075)), panel.w - margin,
           max(10, int(width * 0.12)))
    art = pygame.Rect(panel.x + margin, int(h * 0.15), panel.w - 2 * margin, int(h * 0.47))
    geo = geometry(iso)
    edge = max(1, width // 110)
    if "neighbourhood" in geo:
        near = geo["neighbourhood"]
        to_px = _to_rect(art, near["bounds"])
        for other in near["countries"]:
            fill = fill_of(iso) if other["iso2"] == iso else LAND
            _rings(card, other["rings"], to_px, fill, LAND_EDGE, edge)
        pygame.draw.circle(card, (214, 48, 64), to_px(near["target"]),
                           max(5, near["radius"] * art.w), max(2, width // 60))
    else:
        to_px = _to_rect(art, geo["bounds"])
        _rings(card, geo["rings"], to_px, fill_of(iso), theme.shade(fill_of(iso), 0.55), edge + 1)
        if "dashed" in geo:
            _dashed(card, geo["dashed"], to_px, theme.shade(fill_of(iso), 0.45), max(1, edge))
        _star(card, to_px(geo["capital"]), max(4, width * 0.035))
    _words(card, country.capital[lang], (width // 2, int(h * 0.675)), panel.w - margin,
           max(9, int(width * 0.085)), theme.INK_SOFT)
    sticker = pygame.Rect(0, 0, int(width * 0.36), int(width * 0.2))
    sticker.center = (panel.x + margin + sticker.w // 2, int(h * 0.85))
    _car_code(card, country.car_code, sticker)
    locator = pygame.Rect(0, 0, int(width * 0.46), int(width * 0.38))
    locator.center = (panel.right - margin - locator.w // 2, int(h * 0.85))
    _locator(card, iso, locator)
    return cards._ready(card)


@lru_cache(maxsize=256)
def flag_card(iso: str, width: int, lang: str) -> pygame.Surface:
    country = COUNTRIES[iso]
    card = cards._blank(width)
    h = card.get_height()
    margin = max(3, round(width * 0.055))
    panel = card.get_rect().inflate(-2 * margin, -2 * margin)
    pygame.draw.rect(card, (250, 246, 236), panel,
                     border_radius=max(2, cards.radius(width) - margin // 2))
    flag_w = panel.w - 2 * margin
    if flags.aspect(iso) >= 0.9:           # square flags (CH, VA) need not fill the width
        flag_w = int(flag_w * 0.78)
    image = flags.flag(iso, flag_w)
    shadow = pygame.Rect(0, 0, image.get_width(), image.get_height())
    shadow.center = (width // 2 + max(2, width // 60), int(h * 0.36) + max(2, width // 60))
    pygame.draw.rect(card, (214, 208, 196), shadow)
    card.blit(image, image.get_rect(center=(width // 2, int(h * 0.36))))
    _words(card, country.name[lang], (width // 2, int(h * 0.7)), panel.w - margin,
           max(10, int(width * 0.12)))
    _star(card, (width // 2 - int(width * 0.0), int(h * 0.81)), max(4, width * 0.035))
    _words(card, country.capital[lang], (width // 2, int(h * 0.88)), panel.w - margin,
           max(9, int(width * 0.085)), theme.INK_SOFT)
    return cards._ready(card)


def card(code: str, width: int, lang: str) -> pygame.Surface:
    """The face of `RS:map` or `RS:flag` at `width` pixels."""
    iso, side = code.split(":")
    return map_card(iso, width, lang) if side == "map" else flag_card(iso, width, lang)
