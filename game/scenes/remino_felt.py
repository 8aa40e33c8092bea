"""What a Remino table draws besides its cards.

On the felt, in the still layer (it changes only now and then): each player's part of
the middle with its owner's name (`Melds.draw_part`), the places of the pile and of the
card under the stock, and the round with the rule it brings, on a panel by the stock.
Over the cards: what a 4+ makes the next player draw, on a coral disc by the pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import PHASE_BETWEEN, PHASE_OVER
from rules.remino import OPENING_ROUND, SPECIALS_ROUND

from .. import theme
from ..table.places import outline_place
from .base import panel

if TYPE_CHECKING:
    from .remino import ReminoTable


class Felt:
    """The parts, the places and the round's panel on the felt; the 4+'s disc over it."""

    def __init__(self, table: ReminoTable, places: tuple[tuple[str, int], ...]) -> None:
        self.table = table
        self.places = places      # (layout area, card width) of the places outlined

    def marks(self) -> tuple:
        """What the felt shows: when it changes, the still layer draws it again."""
        table = self.table
        view = table.view()
        playing = view["phase"] not in (PHASE_BETWEEN, PHASE_OVER)
        return (table.viewer, tuple(view["opened"]), table.app.settings.language,
                view["round"] if playing else 0)

    def draw(self, surface: pygame.Surface) -> None:
        table, app = self.table, self.table.app
        view = table.view()
        for seat in range(table.setup.players):
            table.melds.draw_part(surface, seat, view["opened"][seat])
        for name, width in self.places:
            outline_place(surface, app, table.layout[name].center, width, radius=16)
        if view["phase"] not in (PHASE_BETWEEN, PHASE_OVER):
            self._draw_round(surface, view["round"])

    def _draw_round(self, surface: pygame.Surface, rnd: int) -> None:
        """The round and the rule it brings (when melds begin, when lay-offs and the
        penalty for not being open begin), on a panel by the stock."""
        app = self.table.app
        tr = app.tr
        area = self.table._design_rect("round")
        box = app.rect(area)
        panel(surface, box, alpha=225)
        title = theme.text(tr.get("remino.round", n=rnd), app.px(32), theme.INK, bold=True)
        surface.blit(title, title.get_rect(topleft=(box.x + app.px(18), box.y)))
        rows, size = theme.fit(tr.get(self.rule()), theme.MIN_TEXT, theme.MIN_TEXT, area.w - 36)
        # The rule in up to two lines, never small print, set closer than the font's
        # own spacing: the panel fits between the Rules button and the stock.
        step = app.px(size * 1.15)
        y = box.bottom - app.px(4)
        for row in reversed(rows):
            words = theme.text(row, app.px(size), theme.INK_SOFT)
            surface.blit(words, words.get_rect(bottomleft=(box.x + app.px(18), y)))
            y -= step

    def rule(self) -> str:
        """The message id of what this round brings: discards only, opening, lay-offs."""
        rnd = self.table.view()["round"]
        if rnd < OPENING_ROUND:
            return "remino.rule.first"
        if rnd < SPECIALS_ROUND:
            return "remino.rule.open"
        return "remino.rule.layoffs"

    def draw_owed(self, surface: pygame.Surface, owed: int) -> None:
        """The cards a 4+ makes the next player draw, on a coral disc by the pile."""
        app = self.table.app
        pile = self.table.layout["pile"]
        centre = app.point(pile.x + pile.w, pile.y + 10)
        r = app.px(40)
        pygame.draw.circle(surface, theme.shade(theme.CORAL, 0.6), (centre[0], centre[1] + 4), r)
        pygame.draw.circle(surface, theme.CORAL, centre, r)
        label = theme.text(app.tr.get("remino.plus", n=owed), app.px(40), theme.WHITE, bold=True)
        surface.blit(label, label.get_rect(center=centre))
