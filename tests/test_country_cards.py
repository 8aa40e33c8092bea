"""Upoznaj Evropu's card faces: every map and flag card draws, in every script."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES
from game.sprites import cards, country_cards
from rules.countries import COUNTRIES


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((8, 8))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_draws_at_card_proportions(lang):
    for iso in COUNTRIES:
        for side in ("map", "flag"):
            image = country_cards.card(f"{iso}:{side}", 120, lang)
            assert image.get_size() == (120, cards.card_height(120)), (iso, side)


def test_the_map_card_lights_its_country_on_the_locator():
    image = country_cards.map_card("RS", 300, "sr-Latn")
    fill = country_cards.fill_of("RS")
    pixels = pygame.PixelArray(image)
    lit = sum(1 for x in range(0, 300, 2) for y in range(0, cards.card_height(300), 2)
              if image.unmap_rgb(pixels[x, y])[:3] == fill)
    del pixels
    assert lit > 200          # the outline filled with the country's colour


def test_names_follow_the_chosen_script():
    latin = country_cards.flag_card("RS", 200, "sr-Latn")
    cyrillic = country_cards.flag_card("RS", 200, "sr-Cyrl")
    assert pygame.image.tobytes(latin, "RGBA") != pygame.image.tobytes(cyrillic, "RGBA")
