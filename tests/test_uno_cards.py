"""The UNO family's card art: every card draws, the colours stay apart for colour-blind
players, each colour has its own symbol, and the specials look different."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.sprites import cards, uno_cards
from rules import decks

DECKS = (decks.uno_108, decks.uno_112, decks.uno_112_official, decks.uno_121)
CODES = sorted({code for deck in DECKS for code in deck()})
WIDTHS = (90, 150, 240)

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
PROTANOPIA = ((0.152286, 1.052583, -0.204868),
              (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
NORMAL = ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _seen(rgb: tuple[int, int, int], matrix) -> list[float]:
    lin = [_linear(c) for c in rgb]
    return [min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True))))
            for row in matrix]


def _lab(lin: list[float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a linear RGB colour."""
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _luminance(rgb) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


@pytest.fixture(scope="module", autouse=True)
def screen():
    """A display to convert images for; left open, since quitting pygame would leave
    the fonts cached by the tests after these dead."""
    pygame.init()
    pygame.display.set_mode((64, 64))


def test_every_code_of_every_deck_is_drawn_at_its_size():
    for code, width in itertools.product(CODES, WIDTHS):
        image = uno_cards.face(code, width)
        assert image.get_size() == (width, cards.card_height(width)), (code, width)


def test_the_decks_hold_no_code_the_art_does_not_know():
    assert set(CODES) == uno_cards.CODES
    with pytest.raises(KeyError):
        uno_cards.face("R11", 100)


def test_the_card_sprites_send_uno_codes_and_the_uno_back_here():
    for code in ("R5", "Gskip", "J", "UNO", "Wcustom"):
        assert _pixels(cards.face(code, 120)) == _pixels(uno_cards.face(code, 120))
    assert _pixels(cards.back(120, "uno_cards")) == _pixels(uno_cards.back(120))


@pytest.mark.parametrize("matrix", [NORMAL, DEUTERANOPIA, PROTANOPIA],
                         ids=["normal", "deuteranopia", "protanopia"])
def test_the_four_colours_stay_apart(matrix):
    """Every pair at least 25 ΔE*ab apart, as seen with and without the colour
    blindnesses (about ten times a just noticeable difference)."""
    seen = {c: _lab(_seen(rgb, matrix)) for c, rgb in uno_cards.COLOURS.items()}
    for a, b in itertools.combinations(seen, 2):
        distance = sum((p - q) ** 2 for p, q in zip(seen[a], seen[b], strict=True)) ** 0.5
        assert distance >= 25, (a, b, round(distance, 1))


def test_numbers_and_marks_read_on_every_colour():
    """White figures in a dark outline: the figure against its outline reads like body
    text (4.5:1), and the white or the outline stands off the panel (3:1)."""
    white = (255, 255, 255)
    for colour, rgb in uno_cards.COLOURS.items():
        outline = uno_cards.dark(colour)
        assert _contrast(white, outline) >= 4.5, colour
        assert max(_contrast(white, rgb), _contrast(outline, rgb)) >= 3, colour


def test_the_faces_are_painted_in_their_colour():
    for colour in uno_cards.COLOURS:
        image = uno_cards.face(f"{colour}5", 100)
        palette = {**uno_cards.COLOURS, "white": (255, 255, 255), "black": (0, 0, 0)}
        inside = [image.get_at((x, y))[:3] for x in range(8, 92, 4) for y in range(12, 128, 4)]
        nearest = [min(palette, key=lambda k, p=p: sum((a - b) ** 2 for a, b in
                                                      zip(p, palette[k], strict=True)))
                   for p in inside]
        assert nearest.count(colour) > len(inside) // 2, colour


def test_each_colour_has_its_own_symbol():
    assert len(set(uno_cards.SYMBOLS.values())) == 4
    masks = {}
    for colour in uno_cards.COLOURS:
        surface = pygame.Surface((60, 60), pygame.SRCALPHA)
        uno_cards.colour_symbol(surface, colour, (30, 30), 50)
        masks[colour] = pygame.mask.from_surface(surface, 127)
        assert masks[colour].count() > 400, colour
    for a, b in itertools.combinations(masks, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        union = masks[a].count() + masks[b].count() - overlap
        assert overlap / union < 0.8, (a, b)


def test_the_specials_differ_from_each_other():
    specials = [code for code in CODES if not uno_cards.rank_of(code).isdigit()]
    images = {code: _pixels(uno_cards.face(code, 100)) for code in specials}
    assert len(set(images.values())) == len(specials)


def test_the_chosen_colour_marker_shows_colour_and_symbol():
    markers = {c: uno_cards.wild_marker(c, 64) for c in uno_cards.COLOURS}
    for colour, marker in markers.items():
        assert marker.get_size() == (64, 64)
        r, g, b, _ = marker.get_at((32, 10))
        rgb = uno_cards.COLOURS[colour]
        assert abs(r - rgb[0]) + abs(g - rgb[1]) + abs(b - rgb[2]) < 40, colour
        assert min(marker.get_at((32, 32))[:3]) >= 240, colour            # the symbol
    shapes = [pygame.mask.from_threshold(m, (255, 255, 255), (8, 8, 8, 255))
              for m in markers.values()]
    assert len({tuple(s.get_bounding_rects()[0]) + (s.count(),) for s in shapes}) == 4
