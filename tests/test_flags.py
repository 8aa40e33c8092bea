"""The flags of Upoznaj Evropu: every country drawn at its official proportion, the
colours where the specifications put them, headless, before and after a display."""

from __future__ import annotations

import pygame
import pytest

from game.sprites import flags

# height : width of each official flag, written out again here so that a slip in the
# registry shows up as a failing test rather than as a flag of the wrong shape.
OFFICIAL = {
    "AL": (5, 7), "AD": (7, 10), "AT": (2, 3), "BY": (1, 2), "BE": (13, 15), "BA": (1, 2),
    "BG": (3, 5), "HR": (1, 2), "CY": (3, 5), "CZ": (2, 3), "DK": (28, 37), "EE": (7, 11),
    "FI": (11, 18), "FR": (2, 3), "DE": (3, 5), "GR": (2, 3), "HU": (1, 2), "IS": (18, 25),
    "IE": (1, 2), "IT": (2, 3), "LV": (1, 2), "LI": (3, 5), "LT": (3, 5), "LU": (3, 5),
    "MT": (2, 3), "MD": (1, 2), "MC": (4, 5), "ME": (1, 2), "NL": (2, 3), "MK": (1, 2),
    "NO": (16, 22), "PL": (5, 8), "PT": (2, 3), "RO": (2, 3), "RU": (2, 3), "SM": (3, 4),
    "RS": (2, 3), "SK": (2, 3), "SI": (1, 2), "ES": (2, 3), "SE": (5, 8), "CH": (1, 1),
    "UA": (2, 3), "GB": (1, 2), "VA": (1, 1),
}

WIDTH = 600


def colour_at(code: str, fx: float, fy: float, width: int = WIDTH) -> tuple[int, int, int]:
    """The colour at a fraction of the flag's width and height."""
    image = flags.flag(code, width)
    x = min(image.get_width() - 2, max(1, int(fx * image.get_width())))
    y = min(image.get_height() - 2, max(1, int(fy * image.get_height())))
    return tuple(image.get_at((x, y)))[:3]


def near(actual: tuple[int, int, int], hex_code: str, tolerance: int = 8) -> bool:
    expected = tuple(int(hex_code[i:i + 2], 16) for i in (0, 2, 4))
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))


def test_the_45_countries_of_the_game_and_no_other():
    assert set(flags.FLAGS) == set(OFFICIAL)
    assert len(flags.FLAGS) == 45
    assert "XK" not in flags.FLAGS


@pytest.mark.parametrize("code", sorted(OFFICIAL))
@pytest.mark.parametrize("width", [16, 90, 241, 600])
def test_every_flag_renders_at_its_official_proportion(code, width):
    h, w = OFFICIAL[code]
    image = flags.flag(code, width)
    assert image.get_size() == (width, round(width * h / w))
    assert flags.aspect(code) == pytest.approx(w / h)
    assert flags.flag_height(code, width) == image.get_height()


def test_a_flag_is_cached():
    assert flags.flag("FR", 90) is flags.flag("FR", 90)


def test_an_unknown_code_raises_key_error_with_a_clear_message():
    with pytest.raises(KeyError, match="no flag for country code 'JP'"):
        flags.flag("JP", 90)
    with pytest.raises(KeyError, match="XK"):
        flags.aspect("XK")


def test_a_soft_grey_edge_shows_a_white_flag_on_a_white_card():
    image = flags.flag("CY", WIDTH)
    edge = tuple(image.get_at((0, image.get_height() // 2)))[:3]
    corner = tuple(image.get_at((0, 0)))[:3]
    inside = colour_at("CY", 0.05, 0.5)
    assert inside == (255, 255, 255)
    assert 150 < edge[0] < 245 and 150 < corner[0] < 245


@pytest.mark.parametrize("code, bands", [
    ("FR", ["000091", "FFFFFF", "E1000F"]),
    ("IT", ["008C45", "F4F5F0", "CD212A"]),
    ("BE", ["000000", "FDDA24", "EF3340"]),
    ("IE", ["169B62", "FFFFFF", "FF883E"]),
    ("RO", ["002B7F", "FCD116", "CE1126"]),
])
def test_vertical_tricolours(code, bands):
    for i, colour in enumerate(bands):
        assert near(colour_at(code, (2 * i + 1) / 6, 0.5), colour), (code, i)


@pytest.mark.parametrize("code, bands", [
    ("DE", ["000000", "DD0000", "FFCE00"]),
    ("AT", ["C8102E", "FFFFFF", "C8102E"]),
    ("NL", ["AE1C28", "FFFFFF", "21468B"]),
    ("RU", ["FFFFFF", "0039A6", "D52B1E"]),
    ("LT", ["FDB913", "006A44", "C1272D"]),
    ("EE", ["0072CE", "000000", "FFFFFF"]),
    ("RS", ["C7363D", "0C4077", "FFFFFF"]),
])
def test_horizontal_tricolours(code, bands):
    for i, colour in enumerate(bands):
        assert near(colour_at(code, 0.9, (2 * i + 1) / 6), colour), (code, i)


def test_latvia_stripes_two_one_two():
    assert near(colour_at("LV", 0.5, 0.2), "9E3039")
    assert near(colour_at("LV", 0.5, 0.5), "FFFFFF")
    assert near(colour_at("LV", 0.5, 0.8), "9E3039")
    assert near(colour_at("LV", 0.5, 0.37), "9E3039")


@pytest.mark.parametrize("code, xs, ys, field, centre", [
    ("SE", (5, 2, 9), (4, 2, 4), "006AA7", "FECC02"),
    ("DK", (12, 4, 21), (12, 4, 12), "C8102E", "FFFFFF"),
    ("FI", (5, 3, 10), (4, 3, 4), "FFFFFF", "002F6C"),
    ("NO", (6, 1, 2, 1, 12), (6, 1, 2, 1, 6), "BA0C2F", "00205B"),
    ("IS", (7, 1, 2, 1, 14), (7, 1, 2, 1, 7), "02529C", "DC1E35"),
])
def test_nordic_crosses_sit_towards_the_hoist(code, xs, ys, field, centre):
    w, h = sum(xs), sum(ys)
    cx = (sum(xs[:len(xs) // 2]) + xs[len(xs) // 2] / 2) / w
    cy = (sum(ys[:len(ys) // 2]) + ys[len(ys) // 2] / 2) / h
    assert near(colour_at(code, cx, cy), centre)
    assert near(colour_at(code, cx, 0.02), centre)          # the upright reaches the top
    assert near(colour_at(code, 0.98, cy), centre)          # the arm reaches the fly
    assert near(colour_at(code, xs[0] / w / 2, ys[0] / h / 2), field)
    assert near(colour_at(code, (w - xs[-1] / 2) / w, (h - ys[-1] / 2) / h), field)
    if len(xs) == 5:                                        # white fimbriation
        assert near(colour_at(code, (xs[0] + 0.5) / w, 0.05), "FFFFFF")


def test_switzerland_red_with_a_cross_whose_arms_are_a_sixth_longer_than_wide():
    assert near(colour_at("CH", 0.1, 0.5), "FF0000")
    assert near(colour_at("CH", 0.5, 0.5), "FFFFFF")
    # 32 units: the cross spans 6..26 (arms 7 long, 6 wide), the field 6 on each side
    assert near(colour_at("CH", 6.5 / 32, 0.5), "FFFFFF")
    assert near(colour_at("CH", 5.5 / 32, 0.5), "FF0000")
    assert near(colour_at("CH", 0.5, 25.5 / 32), "FFFFFF")
    assert near(colour_at("CH", 0.5, 26.5 / 32), "FF0000")
    assert near(colour_at("CH", 12.5 / 32, 12.5 / 32), "FF0000")


def test_union_jack_centre_red_and_saltire_counterchanged():
    red, white = "C8102E", "FFFFFF"
    assert near(colour_at("GB", 0.5, 0.5), red)
    # 60 x 30 units; a point on each diagonal, then 1 unit to the red side (the
    # middle of the red band) and 1.5 to the other (the broad white).
    for (px, py), (nx, ny) in [((10, 5), (-0.447, 0.894)),     # hoist, top: red below
                               ((50, 5), (-0.447, -0.894)),    # fly, top: red above
                               ((50, 25), (0.447, -0.894)),    # fly, bottom: red above
                               ((10, 25), (0.447, 0.894))]:    # hoist, bottom: red below
        assert near(colour_at("GB", (px + nx) / 60, (py + ny) / 30), red), (px, py)
        assert near(colour_at("GB", (px - 1.5 * nx) / 60, (py - 1.5 * ny) / 30), white)
    assert near(colour_at("GB", 0.3, 0.05), "012169")


def test_greece_nine_stripes_and_the_cross_in_the_canton():
    blue = "0D5EAF"
    for i in range(9):
        assert near(colour_at("GR", 0.9, (2 * i + 1) / 18), blue if i % 2 == 0 else "FFFFFF")
    assert near(colour_at("GR", 5 / 27, 5 / 18), "FFFFFF")
    assert near(colour_at("GR", 2 / 27, 2 / 18), blue)
    assert near(colour_at("GR", 8 / 27, 8 / 18), blue)


def test_czechia_triangle_reaches_the_middle():
    assert near(colour_at("CZ", 0.1, 0.5), "11457E")
    assert near(colour_at("CZ", 0.48, 0.5), "11457E")
    assert near(colour_at("CZ", 0.7, 0.25), "FFFFFF")
    assert near(colour_at("CZ", 0.7, 0.75), "D7141A")


def test_bosnia_triangle_and_stars():
    assert near(colour_at("BA", 11 / 16, 2 / 8), "FECB00")
    assert near(colour_at("BA", 14 / 16, 4 / 8), "002395")
    assert near(colour_at("BA", (2.8325 + 4) / 16, (-0.135 + 4) / 8), "FFFFFF")


def test_north_macedonia_sun_in_the_middle():
    assert near(colour_at("MK", 0.5, 0.5), "FFE600")
    assert near(colour_at("MK", 0.02, 0.5), "FFE600")       # a ray to the hoist
    assert near(colour_at("MK", 0.25, 0.4), "D20000")


def test_emblems_leave_their_fields():
    assert near(colour_at("SK", 0.9, 0.5), "0B4EA2")
    assert near(colour_at("SK", 270 / 900, 0.3), "EE1C25")  # the red shield
    assert near(colour_at("AL", 0.5, 0.5), "000000")       # the eagle's body
    assert near(colour_at("AL", 0.1, 0.5), "E41E20")
    assert near(colour_at("ES", 0.8, 0.1), "AA151B")
    assert near(colour_at("ES", 0.8, 0.5), "F1BF00")
    assert near(colour_at("PT", 0.1, 0.5), "046A38")
    assert near(colour_at("PT", 0.9, 0.5), "DA291C")
    assert near(colour_at("VA", 0.25, 0.5), "FFE000")
    assert near(colour_at("ME", 0.01, 0.5), "D3AE3B")      # the gold border
    assert near(colour_at("ME", 0.1, 0.5), "C40308")
    assert near(colour_at("MT", 0.75, 0.5), "CF142B")
    assert near(colour_at("BY", 0.5, 0.2), "C8313E")
    assert near(colour_at("BY", 0.5, 0.85), "4AA657")
    assert near(colour_at("CY", 0.5, 0.05), "FFFFFF")
    assert near(colour_at("LI", 0.8, 0.25), "002B7F")
    assert near(colour_at("LI", 0.8, 0.75), "CE1126")


def test_flags_are_drawn_without_a_display_and_with_one():
    had_display = pygame.display.get_init() and pygame.display.get_surface() is not None
    headless = flags.flag("RS", 123)
    assert headless.get_size() == (123, 82)
    pygame.display.init()
    try:
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((64, 64))
        shown = flags.flag("RS", 124)
        assert shown.get_size() == (124, 83)
        assert shown.get_at((100, 10))[:3] == headless.get_at((100, 10))[:3]
    finally:
        if not had_display:
            pygame.display.quit()
