"""Card faces and backs, drawn by code and from the project's SVGs, cached per size.

Cards are 5:7 with corners of 6 % of the width, a white margin and a soft
shadow (DESIGN.md, "Art"). Animal cards: a pastel panel per pair, the
illustration, the number big in a corner circle. Standard cards: rank and suit.
Country cards (`RS:map`, `RS:flag`) come from sprites.country_cards and carry words,
so they are drawn in the language of `use_language` (the app keeps it current).
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

from .. import theme

ANIMALS = theme.ART / "cards" / "animals"
RED = (214, 58, 64)
BLACK = (40, 36, 48)
PANELS = [
    (186, 226, 160), (255, 226, 150), (168, 214, 240), (214, 236, 170), (240, 214, 236),
    (255, 200, 190), (226, 206, 176), (200, 230, 210), (250, 222, 200), (200, 214, 250),
    (255, 214, 170), (214, 200, 180), (236, 226, 196), (214, 240, 226), (255, 236, 170),
]
NIGHT = (72, 58, 120)


def card_height(width: int) -> int:
    return round(width * 7 / 5)


def radius(width: int) -> int:
    return max(2, round(width * 0.06))


def _rounded_mask(size: tuple[int, int], r: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    return mask


def _ready(image: pygame.Surface) -> pygame.Surface:
    """In the display's own pixel format, so every blit of it is a plain alpha blit."""
    return image.convert_alpha() if pygame.display.get_surface() else image


def _blank(width: int) -> pygame.Surface:
    """A white card with a hairline edge, transparent outside its rounded corners."""
    size = (width, card_height(width))
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, theme.WHITE, card.get_rect(), border_radius=radius(width))
    pygame.draw.rect(card, (206, 200, 196), card.get_rect(), max(1, width // 90),
                     border_radius=radius(width))
    return card


def _svg(path_stem: str, size: tuple[int, int]) -> pygame.Surface | None:
    path = ANIMALS / f"{path_stem}.svg"
    if not path.exists():
        return None
    return pygame.image.load_sized_svg(str(path), size).convert_alpha()


def _panel(card: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Rect:
    width = card.get_width()
    margin = max(3, round(width * 0.055))
    panel = card.get_rect().inflate(-2 * margin, -2 * margin)
    pygame.draw.rect(card, colour, panel, border_radius=max(2, radius(width) - margin // 2))
    glow = pygame.Rect(panel.x, panel.y, panel.w, panel.h // 2)
    lighter = pygame.Surface(glow.size, pygame.SRCALPHA)
    pygame.draw.rect(lighter, (255, 255, 255, 46), lighter.get_rect(),
                     border_radius=max(2, radius(width) - margin // 2))
    card.blit(lighter, glow)
    return panel


def _number_badge(card: pygame.Surface, number: str, colour: tuple[int, int, int],
                  centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(card, theme.WHITE, centre, r)
    pygame.draw.circle(card, colour, centre, r - max(2, r // 7))
    label = theme.font(int(r * 1.35), bold=True).render(number, True, theme.WHITE)
    card.blit(label, label.get_rect(center=(centre[0], centre[1] + r * 0.04)))


def _animal(code: str, width: int) -> pygame.Surface:
    card = _blank(width)
    if code == "cat":
        panel = _panel(card, NIGHT)
        moon_r = panel.w // 3
        pygame.draw.circle(card, (255, 226, 120), (panel.centerx + panel.w // 6,
                                                   panel.y + panel.h // 3), moon_r)
        for i in range(7):
            star = (panel.x + int(panel.w * (0.12 + 0.76 * ((i * 37) % 10) / 10)),
                    panel.y + int(panel.h * (0.08 + 0.22 * ((i * 53) % 10) / 10)))
            pygame.draw.circle(card, (255, 244, 200), star, max(1, width // 70 + i % 2))
    else:
        number = int(code[:2])
        colour = PANELS[(number - 1) % len(PANELS)]
        panel = _panel(card, colour)
    art_size = (panel.w, panel.w)
    art = _svg(code, art_size)
    if art is not None:
        card.blit(art, art.get_rect(midbottom=(panel.centerx, panel.bottom - panel.h // 16)))
    if code != "cat":
        r = max(8, round(width * 0.13))
        badge = theme.shade(PANELS[(int(code[:2]) - 1) % len(PANELS)], 0.55)
        _number_badge(card, str(int(code[:2])), badge,
                      (panel.x + r + width // 40, panel.y + r + width // 40), r)
    return card


def _suit(surface: pygame.Surface, suit: str, centre: tuple[float, float], size: float) -> None:
    """Hearts, diamonds, clubs and spades from plain shapes."""
    x, y = centre
    s = size / 2
    colour = RED if suit in "DH" else BLACK
    if suit == "D":
        pygame.draw.polygon(surface, colour, [(x, y - s), (x + s * 0.72, y), (x, y + s),
                                              (x - s * 0.72, y)])
    elif suit in "HS":
        flip = 1 if suit == "H" else -1
        r = s * 0.52
        pygame.draw.circle(surface, colour, (x - r * 0.92, y - flip * s * 0.28), r)
        pygame.draw.circle(surface, colour, (x + r * 0.92, y - flip * s * 0.28), r)
        pygame.draw.polygon(surface, colour, [(x - s * 0.98, y - flip * s * 0.12),
                                              (x + s * 0.98, y - flip * s * 0.12),
                                              (x, y + flip * s)])
        if suit == "S":
            pygame.draw.polygon(surface, colour, [(x, y + s * 0.1), (x - s * 0.4, y + s),
                                                  (x + s * 0.4, y + s)])
    else:
        r = s * 0.42
        for dx, dy in ((0, -0.5), (-0.52, 0.12), (0.52, 0.12)):
            pygame.draw.circle(surface, colour, (x + dx * s, y + dy * s), r)
        pygame.draw.polygon(surface, colour, [(x, y), (x - s * 0.38, y + s), (x + s * 0.38, y + s)])


def _standard(code: str, width: int) -> pygame.Surface:
    if code == "X":
        card = _animal("cat", width)
        r = max(6, round(width * 0.11))
        cx = cy = r + width // 12
        points = [(cx + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
                   cy - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5))
                  for i in range(10)]
        pygame.draw.polygon(card, (255, 206, 64), points)
        pygame.draw.polygon(card, (150, 100, 20), points, max(1, width // 80))
        return card
    card = _blank(width)
    rank, suit = code[:-1], code[-1]
    colour = RED if suit in "DH" else BLACK
    label = theme.font(max(10, round(width * 0.2)), bold=True).render(rank, True, colour)
    pad = round(width * 0.07)
    index = pygame.Surface((max(label.get_width(), round(width * 0.16)) + 4,
                            round(label.get_height() * 1.6)), pygame.SRCALPHA)
    index.blit(label, label.get_rect(midtop=(index.get_width() // 2, 0)))
    _suit(index, suit, (index.get_width() / 2, label.get_height() * 1.15), width * 0.12)
    card.blit(index, (pad, round(pad * 0.6)))
    flipped = pygame.transform.rotate(index, 180)
    card.blit(flipped, flipped.get_rect(bottomright=(width - pad,
                                                     card.get_height() - round(pad * 0.6))))
    _suit(card, suit, (width / 2, card.get_height() / 2), width * 0.46)
    return card


_language = {"lang": "sr-Latn"}


def use_language(lang: str) -> None:
    """Draw cards with words (country cards) in `lang` from now on; a change drops the
    cached faces, which are drawn again as they are needed."""
    if lang != _language["lang"]:
        _language["lang"] = lang
        face.cache_clear()
        rotated.cache_clear()
        for key in [k for k in _drawn if k[0] is not None]:
            del _drawn[key]


@lru_cache(maxsize=1024)
def face(code: str, width: int) -> pygame.Surface:
    """The face of a card at `width` pixels (cached)."""
    _drawn.setdefault((code, ""), set()).add(width)
    if ":" in code:
        from . import country_cards

        return country_cards.card(code, width, _language["lang"])
    from . import uno_cards

    if code in uno_cards.CODES:
        return _ready(uno_cards.face(code, width))
    if code == "cat" or (code[:2].isdigit() and code[-1] in "ab" and len(code) == 3):
        return _ready(_animal(code, width))
    return _ready(_standard(code, width))


def _globe(size: tuple[int, int]) -> pygame.Surface:
    """Upoznaj Evropu's back: a deep blue field with a globe of meridians and parallels
    in a golden ring, the same both ways up."""
    w, h = size
    k = 3  # drawn large and scaled down for smooth lines
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    big.fill((28, 58, 120))
    cx, cy, r = w * k / 2, h * k / 2, w * k * 0.36
    line = max(2, round(w * k / 90))
    for i in range(-3, 4):
        y = cy + r * i / 4
        half = (r * r - (y - cy) ** 2) ** 0.5
        pygame.draw.line(big, (120, 170, 230), (cx - half, y), (cx + half, y), line)
    for i in range(1, 4):
        ellipse = pygame.Rect(0, 0, 2 * r * i / 4, 2 * r)
        ellipse.center = (round(cx), round(cy))
        pygame.draw.ellipse(big, (120, 170, 230), ellipse, line)
    pygame.draw.line(big, (120, 170, 230), (cx, cy - r), (cx, cy + r), line)
    pygame.draw.circle(big, (246, 200, 80), (cx, cy), r, line * 2)
    for corner in ((0.16, 0.12), (0.84, 0.12), (0.16, 0.88), (0.84, 0.88)):
        pygame.draw.circle(big, (246, 200, 80), (w * k * corner[0], h * k * corner[1]),
                           w * k * 0.035)
    return pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=64)
def back(width: int, deck: str = "animals") -> pygame.Surface:
    _drawn.setdefault((None, deck), set()).add(width)
    if deck == "uno":
        from . import uno_cards

        return _ready(uno_cards.back(width))
    card = _blank(width)
    margin = max(3, round(width * 0.055))
    inner = card.get_rect().inflate(-2 * margin, -2 * margin)
    pattern = _globe(inner.size) if deck == "countries" else _svg("back", inner.size)
    if pattern is None:
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        pattern.fill((40, 110, 120) if deck == "animals" else (150, 50, 60))
    pattern.blit(_rounded_mask(inner.size, max(2, radius(width) - margin // 2)), (0, 0),
                 special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(pattern, inner)
    return _ready(card)


@cache
def shadow(width: int) -> pygame.Surface:
    """A soft shadow the size of a card, a little larger, blurred by scaling."""
    w, h = width, card_height(width)
    grow = max(4, width // 10)
    small = pygame.Surface((max(4, (w + 2 * grow) // 6), max(4, (h + 2 * grow) // 6)),
                           pygame.SRCALPHA)
    inner = small.get_rect().inflate(-2 * max(1, grow // 6), -2 * max(1, grow // 6))
    pygame.draw.rect(small, (0, 0, 0, 70), inner, border_radius=max(1, radius(width) // 6))
    return _ready(pygame.transform.smoothscale(small, (w + 2 * grow, h + 2 * grow)))


_drawn: dict[tuple[str | None, str], set[int]] = {}


def nearest(code: str | None, deck: str, width: int) -> pygame.Surface:
    """An already drawn face (or back) closest in size to `width`, drawing one only if
    none exists yet: moving cards are scaled from it instead of drawn anew."""
    key = (code, deck if code is None else "")
    sizes = _drawn.setdefault(key, set())
    if not sizes:
        sizes.add(width)
    best = min(sizes, key=lambda w: (w < width, abs(w - width)))
    return face(code, best) if code is not None else back(best, deck)


@lru_cache(maxsize=256)
def glow(width: int, angle: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft halo around a card (a playable card), turned like the card."""
    grow = max(6, width // 12)
    halo = pygame.Surface((width + 2 * grow, card_height(width) + 2 * grow), pygame.SRCALPHA)
    for k in range(3):
        inset = k * grow // 3
        pygame.draw.rect(halo, (*colour, 70 + 50 * k), halo.get_rect().inflate(-2 * inset, -2 * inset),
                         border_radius=radius(width) + grow - inset)
    return _ready(pygame.transform.rotozoom(halo, angle, 1.0) if angle else halo)


@lru_cache(maxsize=4096)
def rotated(image_key: tuple[str, int, str], angle: int) -> pygame.Surface:
    """A card image turned by a whole number of degrees (rotozoom per frame costs too much)."""
    code, width, side = image_key
    image = face(code, width) if side == "face" else back(width, code)
    if angle % 360 == 0:
        return image
    return _ready(pygame.transform.rotozoom(image, angle, 1.0))


def flip_squash(image: pygame.Surface, progress: float) -> pygame.Surface:
    """The card seen edge-on during a flip: width follows |cos| of the turn."""
    k = abs(math.cos(progress * math.pi))
    w = max(1, round(image.get_width() * k))
    return pygame.transform.smoothscale(image, (w, image.get_height()))
