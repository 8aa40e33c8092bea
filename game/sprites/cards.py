"""Card faces and backs, drawn by code and from the project's SVGs, cached per size.

Cards are 5:7 with corners of 6 % of the width, a white margin and a soft
shadow (DESIGN.md, "Art"). Animal cards: a pastel panel per pair, the
illustration, the number big in a corner circle. Standard cards: big indices in two
corners, the classic pips, friendly court figures and a jester, drawn large and
scaled down for soft edges.
Country cards (`RS:map`, `RS:flag`) come from sprites.country_cards and carry words,
so they are drawn in the language of `use_language` (the app keeps it current).
"""

from __future__ import annotations

import math
import time

import pygame

from .. import theme
from ..surfaces import display_ready as _ready
from ..surfaces import kept

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


# -- the standard deck ------------------------------------------------------------------
# Drawn SUPER times larger and scaled down smoothly, so the plain shapes have soft edges.

SUPER = 2
NAVY = (44, 56, 104)         # the black suits' court clothes: dark, but not gloomy
GOLD = (240, 186, 64)
CREAM = (252, 244, 224)
SKIN = (248, 208, 172)
CHEEK = (242, 150, 140)
JESTER = (128, 84, 170)
# Where the pips of each number card lie: (column 0..1, row 0..1) of the pip area;
# the pips below the middle are drawn upside down, as on every classic deck.
PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((0.5, 0), (0.5, 1)),
    "3": ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    "4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "5": ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    "6": ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    "7": ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    "8": ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    "9": ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3),
          (0, 1), (1, 1)),
    "10": ((0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
           (0.5, 5 / 6), (0, 1), (1, 1)),
}

PIP_SIZE = {"2": 0.23, "3": 0.23, "4": 0.21, "5": 0.21, "6": 0.2, "7": 0.19, "8": 0.19,
            "9": 0.165, "10": 0.165}


def suit_colour(suit: str) -> tuple[int, int, int]:
    return RED if suit in "DH" else BLACK


def draw_suit(surface: pygame.Surface, suit: str, centre: tuple[float, float], size: float,
              colour: tuple[int, int, int] | None = None, upside_down: bool = False) -> None:
    """Hearts, diamonds, clubs and spades from plain shapes, `size` pixels tall."""
    x, y = centre
    s = size / 2
    d = -1 if upside_down else 1
    colour = colour or suit_colour(suit)
    if suit == "D":
        pygame.draw.polygon(surface, colour, [(x, y - s), (x + s * 0.74, y), (x, y + s),
                                              (x - s * 0.74, y)])
    elif suit in "HS":
        k = d if suit == "H" else -d        # a spade is a heart upside down, with a stem
        r = s * 0.52
        for dx in (-r * 0.92, r * 0.92):
            pygame.draw.circle(surface, colour, (x + dx, y - k * s * 0.3), r)
        pygame.draw.polygon(surface, colour, [(x - s * 0.98, y - k * s * 0.14),
                                              (x + s * 0.98, y - k * s * 0.14), (x, y + k * s)])
        if suit == "S":
            pygame.draw.polygon(surface, colour, [(x, y + d * s * 0.05),
                                                  (x - s * 0.36, y + d * s),
                                                  (x + s * 0.36, y + d * s)])
    else:
        r = s * 0.42
        for dx, dy in ((0, -0.5), (-0.54, 0.1), (0.54, 0.1)):
            pygame.draw.circle(surface, colour, (x + dx * s, y + d * dy * s), r)
        pygame.draw.polygon(surface, colour, [(x, y - d * s * 0.1), (x - s * 0.36, y + d * s),
                                              (x + s * 0.36, y + d * s)])


def _star(surface: pygame.Surface, centre: tuple[float, float], r: float,
          colour: tuple[int, int, int]) -> None:
    x, y = centre
    pygame.draw.polygon(surface, colour, [
        (x + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
         y - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)])


def _ink(image: pygame.Surface) -> pygame.Surface:
    """Only the drawn part of a rendered word (fonts leave room above and below)."""
    return image.subsurface(image.get_bounding_rect()).copy()


def _index(code: str, w: int) -> pygame.Surface:
    """The corner index: the rank big, the suit under it (two stars for the joker)."""
    box = pygame.Surface((round(w * 0.26), round(w * 0.52)), pygame.SRCALPHA)
    cx = box.get_width() / 2
    if code == "X":
        _star(box, (cx, w * 0.13), w * 0.12, JESTER)
        _star(box, (cx, w * 0.36), w * 0.075, GOLD)
        return box
    rank, suit = code[:-1], code[-1]
    label = _ink(theme.font(round(w * 0.34), bold=True).render(rank, True, suit_colour(suit)))
    most = w * 0.23
    if label.get_width() > most:             # "10" is squeezed a little, never shrunk
        label = pygame.transform.smoothscale(label, (round(most), label.get_height()))
    box.blit(label, label.get_rect(midtop=(cx, 0)))
    draw_suit(box, suit, (cx, label.get_height() + w * 0.12), w * 0.17)
    return box


def _pips(card: pygame.Surface, rank: str, suit: str) -> None:
    """The classic places of the pips, all upright, so a child counts them easily."""
    w, h = card.get_size()
    if rank == "A":
        draw_suit(card, suit, (w / 2, h / 2), w * 0.5)
        return
    size = w * PIP_SIZE[rank]
    left, right, top, bottom = w * 0.35, w * 0.65, h * 0.19, h * 0.81
    for col, row in PIPS[rank]:
        draw_suit(card, suit, (left + (right - left) * col, top + (bottom - top) * row), size)


def _face_shape(card: pygame.Surface, head: tuple[float, float], r: float,
                hair: tuple[int, int, int]) -> None:
    """A friendly round face of radius r: eyes with a shine, rosy cheeks, a smile."""
    x, y = head
    pygame.draw.circle(card, SKIN, head, r)
    cheek = pygame.Surface((r * 0.5, r * 0.32), pygame.SRCALPHA)
    pygame.draw.ellipse(cheek, (*CHEEK, 150), cheek.get_rect())
    for side in (-1, 1):
        eye = pygame.Rect(0, 0, r * 0.24, r * 0.32)
        eye.center = (round(x + side * r * 0.38), round(y - r * 0.08))
        pygame.draw.ellipse(card, BLACK, eye)
        pygame.draw.circle(card, theme.WHITE, (eye.centerx + r * 0.04, eye.centery - r * 0.06),
                           r * 0.06)
        card.blit(cheek, cheek.get_rect(center=(x + side * r * 0.6, y + r * 0.3)))
    smile = pygame.Rect(0, 0, r * 0.7, r * 0.5)
    smile.center = (round(x), round(y + r * 0.22))
    pygame.draw.arc(card, theme.shade(hair, 0.55), smile, math.pi * 1.12, math.pi * 1.88,
                    max(2, round(r * 0.1)))


def _crown(card: pygame.Surface, x: float, y: float, half: float, tall: float,
           jewel: tuple[int, int, int]) -> None:
    """A golden crown whose band sits at y, `half` wide each side, with three points."""
    points = [(x - half, y), (x - half, y - tall * 0.55), (x - half * 0.5, y - tall * 0.25),
              (x, y - tall), (x + half * 0.5, y - tall * 0.25), (x + half, y - tall * 0.55),
              (x + half, y)]
    pygame.draw.polygon(card, GOLD, points)
    pygame.draw.rect(card, theme.shade(GOLD, 0.82), (x - half, y - tall * 0.2, half * 2,
                                                     tall * 0.22))
    for px, py in (points[1], points[3], points[5]):
        pygame.draw.circle(card, jewel, (px, py), tall * 0.12)


def _frame(card: pygame.Surface, fill: tuple[int, int, int]) -> pygame.Rect:
    """The picture's frame between the corner indices; drawing is clipped to it."""
    w, h = card.get_size()
    frame = pygame.Rect(round(w * 0.27), round(h * 0.06), round(w * 0.46), round(h * 0.88))
    pygame.draw.rect(card, fill, frame, border_radius=round(w * 0.04))
    card.set_clip(frame)
    return frame


def _body(card: pygame.Surface, frame: pygame.Rect, top: float,
          colour: tuple[int, int, int]) -> pygame.Rect:
    """Round shoulders and a tunic down to the frame's bottom."""
    body = pygame.Rect(frame.x + frame.w * 0.04, top, frame.w * 0.92, frame.h * 0.5)
    pygame.draw.ellipse(card, colour, body)
    pygame.draw.rect(card, colour, (body.x, body.centery, body.w, frame.bottom - body.centery))
    return body


def _court(card: pygame.Surface, rank: str, suit: str) -> None:
    """Žandar, Dama and Kralj: a smiling figure in a frame, dressed in the suit's colour,
    the suit on the chest; a cap with a feather, a little crown, a big crown."""
    w = card.get_width()
    frame = _frame(card, CREAM)
    colour = suit_colour(suit)
    clothes = RED if suit in "DH" else NAVY
    r = frame.w * 0.3
    x, hy = frame.centerx, frame.y + frame.h * 0.34
    hair = {"K": (150, 96, 60), "Q": (226, 160, 60), "J": (96, 64, 44)}[rank]
    if rank == "Q":                           # long hair falls behind the head
        pygame.draw.ellipse(card, hair, (x - r * 1.3, hy - r * 1.2, r * 2.6, r * 3.3))
    body = _body(card, frame, hy + r * 1.25, clothes)
    pygame.draw.rect(card, GOLD, (x - r * 0.22, body.y, r * 0.44, frame.bottom - body.y))
    if rank == "K":                           # a round beard under the chin
        pygame.draw.circle(card, hair, (x, hy + r * 0.62), r * 0.72)
    pygame.draw.ellipse(card, CREAM, (x - r * 0.95, body.y - r * 0.1, r * 1.9, r * 0.65))
    emblem = (x, body.y + (frame.bottom - body.y) * 0.56)
    pygame.draw.circle(card, CREAM, emblem, r * 0.62)
    pygame.draw.circle(card, GOLD, emblem, r * 0.62, max(2, round(r * 0.1)))
    draw_suit(card, suit, emblem, r * 0.74)
    _face_shape(card, (x, hy), r, hair)
    if rank == "K":
        pygame.draw.ellipse(card, hair, (x - r * 0.5, hy + r * 0.12, r, r * 0.3))
        _crown(card, x, hy - r * 0.62, r * 0.95, r * 1.2, colour)
    elif rank == "Q":
        pygame.draw.ellipse(card, hair, (x - r * 1.02, hy - r * 1.08, r * 2.04, r * 0.95))
        _crown(card, x, hy - r * 0.78, r * 0.62, r * 0.75, colour)
    else:
        pygame.draw.ellipse(card, hair, (x - r * 1.0, hy - r * 1.02, r * 2.0, r * 0.8))
        feather = [(x + r * 0.7, hy - r * 1.1), (x + r * 1.5, hy - r * 2.3),
                   (x + r * 1.15, hy - r * 0.95)]
        pygame.draw.polygon(card, GOLD if clothes == RED else theme.WHITE, feather)
        cap = pygame.Rect(0, 0, r * 2.5, r * 0.95)
        cap.center = (round(x + r * 0.12), round(hy - r * 0.9))
        pygame.draw.ellipse(card, clothes, cap)
        pygame.draw.circle(card, GOLD, (cap.centerx, cap.centery - r * 0.05), r * 0.2)
    card.set_clip(None)
    pygame.draw.rect(card, colour, frame, max(2, round(w * 0.012)), border_radius=round(w * 0.04))


def _jester(card: pygame.Surface) -> None:
    """The joker: a jester in purple and gold, a three-pointed hat with bells, laughing."""
    w = card.get_width()
    frame = _frame(card, (240, 232, 252))
    r = frame.w * 0.28
    x, hy = frame.centerx, frame.y + frame.h * 0.42
    body = pygame.Rect()
    for colour, side in ((JESTER, frame), (GOLD, pygame.Rect(x, frame.y, frame.w, frame.h))):
        card.set_clip(side.clip(frame))        # the tunic: one half purple, one gold
        body = _body(card, frame, hy + r * 1.2, colour)
    card.set_clip(frame)
    for i in range(7):                         # the collar: points in turn red and gold
        px = x + (i - 3) * r * 0.34
        pygame.draw.polygon(card, GOLD if i % 2 else RED,
                            [(px - r * 0.22, body.y + r * 0.05), (px + r * 0.22, body.y + r * 0.05),
                             (px, body.y + r * 0.55)])
    for k, tip in ((-1, (x - r * 1.55, hy - r * 0.3)), (0, (x, hy - r * 2.0)),
                   (1, (x + r * 1.55, hy - r * 0.3))):
        pygame.draw.polygon(card, (RED, JESTER, RED)[k + 1],
                            [(x - r * 0.75 + k * r * 0.3, hy - r * 0.45), tip,
                             (x + r * 0.75 + k * r * 0.3, hy - r * 0.6)])
        pygame.draw.circle(card, GOLD, tip, r * 0.22)
    _face_shape(card, (x, hy), r, (120, 60, 60))
    pygame.draw.ellipse(card, GOLD, (x - r * 0.95, hy - r * 0.85, r * 1.9, r * 0.45))
    pygame.draw.circle(card, RED, (x, hy + r * 0.08), r * 0.16)
    card.set_clip(None)
    pygame.draw.rect(card, JESTER, frame, max(2, round(w * 0.012)), border_radius=round(w * 0.04))


def _standard(code: str, width: int) -> pygame.Surface:
    """A standard card: big indices in two corners; pips, a court figure or a jester."""
    w = width * SUPER
    card = _blank(w)
    if code == "X":
        _jester(card)
    elif code[:-1] in "JQK":
        _court(card, code[:-1], code[-1])
    else:
        _pips(card, code[:-1], code[-1])
    index = _index(code, w)
    pad = round(w * 0.025)
    card.blit(index, (pad, pad * 2))
    flipped = pygame.transform.rotate(index, 180)
    card.blit(flipped, flipped.get_rect(bottomright=(w - pad, card.get_height() - pad * 2)))
    return pygame.transform.smoothscale(card, (width, card_height(width)))


def _standard_back(size: tuple[int, int]) -> pygame.Surface:
    """The standard deck's back: a cherry field with a cream lattice and a medallion of
    the four suits, the same both ways up."""
    w, h = size[0] * SUPER, size[1] * SUPER
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    big.fill((168, 44, 60))
    step = w / 5
    line = max(2, round(w / 80))
    for i in range(-6, 12):
        x0 = i * step
        pygame.draw.line(big, (196, 86, 96), (x0, 0), (x0 + h, h), line)
        pygame.draw.line(big, (196, 86, 96), (x0 + h, 0), (x0, h), line)
    inset = round(w * 0.06)
    pygame.draw.rect(big, CREAM, big.get_rect().inflate(-2 * inset, -2 * inset), line,
                     border_radius=round(w * 0.05))
    cx, cy, r = w / 2, h / 2, w * 0.3
    pygame.draw.circle(big, GOLD, (cx, cy), r * 1.08)
    pygame.draw.circle(big, CREAM, (cx, cy), r)
    for suit, (dx, dy) in zip("HSDC", ((0, -1), (1, 0), (0, 1), (-1, 0)), strict=True):
        draw_suit(big, suit, (cx + dx * r * 0.5, cy + dy * r * 0.5), r * 0.5)
    return pygame.transform.smoothscale(big, size)


_language = {"lang": "sr-Latn"}


def use_language(lang: str) -> None:
    """Draw cards with words (country cards) in `lang` from now on; the faces in the
    language before are no longer asked for, so they are the first to go."""
    _language["lang"] = lang


def face(code: str, width: int) -> pygame.Surface:
    """The face of a card at `width` pixels (kept: a country card by its language too)."""
    _drawn.setdefault((code, ""), set()).add(width)
    if ":" in code:
        from . import country_cards

        return country_cards.card(code, width, _language["lang"])
    return _face(code, width)


def keep(image_key: tuple[str, int, str]) -> None:
    """Count the face (or back) of `image_key` (as `rotated` takes it) as used now, if it
    is kept: a card lying in a table's picture of its zone is not drawn from it each
    frame, and a face let go meanwhile was drawn anew in the frame the card next moved
    (3-5 ms a face at 1920×1080, several at once when a hand fans out anew)."""
    code, width, side = image_key
    if side == "back":
        back.touch(width, code)
    elif ":" in code:
        from . import country_cards

        country_cards.keep(code, width, _language["lang"])
    else:
        _face.touch(code, width)


def _face_kept(code: str, width: int) -> bool:
    if ":" in code:
        from . import country_cards

        return country_cards.card_kept(code, width, _language["lang"])
    return _face.holds(code, width)


@kept
def _face(code: str, width: int) -> pygame.Surface:
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


@kept
def back(width: int, deck: str = "animals") -> pygame.Surface:
    _drawn.setdefault((None, deck), set()).add(width)
    if deck == "uno_cards":
        from . import uno_cards

        return _ready(uno_cards.back(width))
    card = _blank(width)
    margin = max(3, round(width * 0.055))
    inner = card.get_rect().inflate(-2 * margin, -2 * margin)
    if deck == "countries":
        pattern = _globe(inner.size)
    elif deck == "standard":
        pattern = _standard_back(inner.size)
    else:
        pattern = _svg("back", inner.size)
    if pattern is None:
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        pattern.fill((40, 110, 120) if deck == "animals" else (150, 50, 60))
    pattern.blit(_rounded_mask(inner.size, max(2, radius(width) - margin // 2)), (0, 0),
                 special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(pattern, inner)
    return _ready(card)


@kept
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
    """A kept face (or back) closest in size to `width`, drawing one only if none is
    kept: moving cards are scaled from it instead of drawn anew."""
    key = (code, deck if code is None else "")
    sizes = _drawn.setdefault(key, set())
    sizes.intersection_update([w for w in sizes if (
        _face_kept(code, w) if code is not None else back.holds(w, deck))])
    if not sizes:
        sizes.add(width)
    best = min(sizes, key=lambda w: (w < width, abs(w - width)))
    return face(code, best) if code is not None else back(best, deck)


@kept
def glow(width: int, angle: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft halo around a card (a playable card), turned like the card."""
    grow = max(6, width // 12)
    halo = pygame.Surface((width + 2 * grow, card_height(width) + 2 * grow), pygame.SRCALPHA)
    for k in range(3):
        inset = k * grow // 3
        pygame.draw.rect(halo, (*colour, 70 + 50 * k), halo.get_rect().inflate(-2 * inset, -2 * inset),
                         border_radius=radius(width) + grow - inset)
    return _ready(pygame.transform.rotozoom(halo, angle, 1.0) if angle else halo)


_later: dict[tuple[tuple[str, int, str], int], None] = {}   # turns to make in spare time
_deferring = {"on": False}


def turn_later(on: bool) -> None:
    """Whether `rotated_soon` leaves a new smooth turn for the spare time after a frame
    (the app's own loop) or makes it at once (simulated steps: tests, screenshots)."""
    _deferring["on"] = on


def rotated_soon(image_key: tuple[str, int, str], angle: int,
                 resting: bool = True) -> pygame.Surface:
    """`rotated`, but a turn not made yet is drawn quickly (unsmoothed) this frame and,
    for a card `resting` there, made smooth in the spare time after it (`make_later`): a
    hand coming to rest at new angles would otherwise turn a dozen cards smoothly within
    one frame, and a card in flight passes through angles it never rests at."""
    code, width, side = image_key
    lang = _language["lang"] if ":" in code else ""
    if angle % 360 == 0 or not _deferring["on"] or _turned.holds(image_key, angle, lang):
        return rotated(image_key, angle)
    if resting:
        _later[(image_key, angle)] = None
    return _quickly_turned(image_key, angle, lang)


@kept
def _quickly_turned(image_key: tuple[str, int, str], angle: int, lang: str) -> pygame.Surface:
    """An unsmoothed turn, kept: a card gliding into a fan passes each angle for several
    frames, and a card at rest is shown so until its smooth turn is made (on a busy
    machine that may take frames: turning it anew in each cost 0.3-0.9 ms a card)."""
    code, width, side = image_key
    image = face(code, width) if side == "face" else back(width, code)
    return pygame.transform.rotate(image, angle)


def make_later(until: float) -> None:
    """Make the smooth turns the last frame asked for, until `time.perf_counter()` passes
    `until` (but at least one, so that a slow machine's frames make them too); the next
    frame asks again for those still wanted. A quick turn a smooth one replaces goes."""
    for n, (key, angle) in enumerate(list(_later)):
        if n and time.perf_counter() >= until:
            break
        rotated(key, angle)
        _quickly_turned.drop(key, angle, _language["lang"] if ":" in key[0] else "")
    _later.clear()


def rotated(image_key: tuple[str, int, str], angle: int) -> pygame.Surface:
    """A card image turned by a whole number of degrees (rotozoom per frame costs too much)."""
    code, width, side = image_key
    if angle % 360 == 0:
        return face(code, width) if side == "face" else back(width, code)
    keep(image_key)     # the card moving next is drawn from its unturned face
    return _turned(image_key, angle, _language["lang"] if ":" in code else "")


@kept
def _turned(image_key: tuple[str, int, str], angle: int, lang: str) -> pygame.Surface:
    code, width, side = image_key
    image = face(code, width) if side == "face" else back(width, code)
    return _ready(pygame.transform.rotozoom(image, angle, 1.0))


def flip_squash(image: pygame.Surface, progress: float) -> pygame.Surface:
    """The card seen edge-on during a flip: width follows |cos| of the turn."""
    k = abs(math.cos(progress * math.pi))
    w = max(1, round(image.get_width() * k))
    return pygame.transform.smoothscale(image, (w, image.get_height()))
