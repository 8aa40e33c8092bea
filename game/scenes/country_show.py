"""A found pair's lesson: the country's name, capital and car code on a panel.

Both Upoznaj Evropu tables show it when a pair is found (the Memo grid and the
shedding game): the two cards lie on its top part, the words under them.
"""

from __future__ import annotations


import pygame

from rules.countries import COUNTRIES

from .. import theme
from ..surfaces import kept
from .base import draw_icon, panel

SHOW_CARD = 260      # design width of each card of the pair on the panel
SHOW_HOLD = 2.0      # seconds the country stays in the middle
PANEL = (740, 660)   # the panel's design size; the cards' centres sit 130 above its centre


@kept
def facts_panel(iso: str, lang: str, size: tuple[int, int], scale: float) -> pygame.Surface:
    """The panel behind the found pair: the country's name, its capital with a star and
    its car code in an oval (the cards themselves are drawn over the top part)."""
    country = COUNTRIES[iso]
    w, h = size
    layer = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    panel(layer, pygame.Rect(8, 8, w, h), alpha=250)

    def px(v: float) -> int:
        return max(1, round(v * scale))

    name = theme.one_line(country.name[lang], px(72), w - px(60), theme.INK, bold=True)
    layer.blit(name, name.get_rect(center=(8 + w // 2, 8 + h - px(178))))
    capital = theme.one_line(country.capital[lang], px(46), w - px(300), theme.INK_SOFT,
                             bold=True)
    code = theme.text(country.car_code, px(44), theme.INK, bold=True)
    oval = pygame.Rect(0, 0, code.get_width() + px(56), px(72))
    star = px(48)
    gap = px(14)
    row = star + gap + capital.get_width() + px(40) + oval.w
    x = 8 + (w - row) // 2
    y = 8 + h - px(78)
    draw_icon(layer, "star", (x + star // 2, y), star, theme.CORAL)
    layer.blit(capital, capital.get_rect(midleft=(x + star + gap, y)))
    oval.midleft = (x + star + gap + capital.get_width() + px(40), y)
    pygame.draw.ellipse(layer, theme.WHITE, oval)
    pygame.draw.ellipse(layer, theme.INK, oval, max(2, px(5)))
    layer.blit(code, code.get_rect(center=oval.center))
    return layer.convert_alpha() if pygame.display.get_surface() else layer
