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


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("width", [90, 150, 200, 420])
def test_names_stay_inside_their_box(lang, width):
    """A long name (Bosna i Hercegovina, Северна Македонија) is fitted or wrapped, never
    wider or taller than the room it is given inside the card's margin."""
    box = (width - 20, round(width * 0.19))
    for country in COUNTRIES.values():
        for text in (country.name[lang], country.capital[lang]):
            image = country_cards.words(text, box, round(width * 0.135))
            assert image.get_width() <= box[0] and image.get_height() <= box[1], text


def test_the_locator_shows_the_country_in_red():
    image = country_cards._locator_image("RS", (120, 70))
    red = sum(1 for x in range(120) for y in range(70)
              if image.get_at((x, y))[:3] == country_cards.LOCATOR_ME)
    assert red > 30


def test_a_speck_gets_a_ring_on_the_locator():
    image = country_cards._locator_image("VA", (120, 70))
    ringed = sum(1 for x in range(120) for y in range(70)
                 if image.get_at((x, y))[:3] == country_cards.RED)
    assert ringed > 20
