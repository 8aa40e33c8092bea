"""The standard deck's art: every face draws, red is red and black is black."""

from __future__ import annotations

import pygame
import pytest

from game.sprites import cards
from rules.sedam_i_osam import VARIANTS


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((8, 8))
    yield
    pygame.display.quit()


def colours(image: pygame.Surface) -> set[tuple[int, int, int]]:
    """The opaque colours of an image, sampled on a grid."""
    w, h = image.get_size()
    found = set()
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = image.get_at((x, y))
            if a == 255:
                found.add((r, g, b))
    return found


@pytest.mark.parametrize("width", [90, 200])
def test_every_card_of_the_54_draws_at_its_size(width):
    for code in VARIANTS["dzoker_i_devetka"].deck():
        image = cards.face(code, width)
        assert image.get_size() == (width, cards.card_height(width))


@pytest.mark.parametrize("code", ["7H", "10D", "AS", "2C"])
def test_red_suits_red_and_black_suits_black(code):
    """Numbers and aces carry only their suit's ink (and white): no other colour to
    mistake them by."""
    seen = colours(cards.face(code, 120))
    ink = cards.suit_colour(code[-1])
    other = cards.RED if ink == cards.BLACK else cards.BLACK
    assert ink in seen and other not in seen


def test_the_court_cards_differ_from_each_other():
    faces = [pygame.image.tobytes(cards.face(code, 120), "RGBA")
             for code in ("JH", "QH", "KH", "JS", "X")]
    assert len(set(faces)) == len(faces)


def test_the_standard_back_is_its_own():
    standard = pygame.image.tobytes(cards.back(120, "standard"), "RGBA")
    assert standard != pygame.image.tobytes(cards.back(120, "animals"), "RGBA")
    assert standard != pygame.image.tobytes(cards.back(120, "countries"), "RGBA")
