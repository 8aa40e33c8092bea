"""The game picker: every game that has a table, with a picture and its player counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules import GAMES

from .. import theme
from ..sprites import cards
from ..tables import PICTURES, TABLES
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

TILE = (520, 600)


class PickerScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = [gid for gid in GAMES if gid in TABLES]
        tr = app.tr
        per_row = 3
        self.tiles: list[tuple[str, pygame.Rect]] = []
        for i, gid in enumerate(self.games):
            row, col = divmod(i, per_row)
            count = min(per_row, len(self.games) - row * per_row)
            x = 960 - (count * TILE[0] + (count - 1) * 40) // 2 + col * (TILE[0] + 40)
            rect = pygame.Rect(x, 200 + row * (TILE[1] + 40), *TILE)
            self.tiles.append((gid, rect))
            self.widgets.append(Widget(rect, lambda: "", lambda g=gid: self._choose(g),
                                       colour=theme.PAPER))
        self.widgets.append(Widget(pygame.Rect(60, 40, 260, 100), lambda: tr.get("setup.back"),
                                   app.pop, "back", font_size=36))
        self.focus = 0

    def _choose(self, gid: str) -> None:
        from .setup import SetupScene

        self.app.settings.last_game = gid
        self.app.push(SetupScene(self.app, gid))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt(surface.get_size(), theme.FELT), (0, 0))
        tr = self.app.tr
        title = theme.text(tr.get("picker.choose_game"), self.app.px(64), theme.WHITE, bold=True)
        surface.blit(title, title.get_rect(center=self.app.point(960, 100)))
        super().draw(surface)
        for gid, rect in self.tiles:
            spec = GAMES[gid]
            for i, code in enumerate(PICTURES[gid]):
                angle = (i - 1) * 10
                image = cards.rotated((code, self.app.px(170), "face"), angle)
                centre = self.app.point(rect.centerx + (i - 1) * 110, rect.y + 190 + abs(i - 1) * 12)
                surface.blit(image, image.get_rect(center=centre))
            name = theme.text(tr.get(f"game.{gid}.name"), self.app.px(54), theme.INK, bold=True)
            surface.blit(name, name.get_rect(center=self.app.point(rect.centerx, rect.y + 400)))
            lines = theme.wrap(tr.get(f"game.{gid}.tagline"), self.app.px(30),
                               self.app.px(rect.w - 60))
            for k, line in enumerate(lines[:2]):
                label = theme.text(line, self.app.px(30), theme.INK_SOFT)
                surface.blit(label, label.get_rect(
                    center=self.app.point(rect.centerx, rect.y + 460 + 38 * k)))
            count = theme.text(tr.get("picker.players", min=spec.min_players,
                                      max=spec.max_players), self.app.px(30), theme.INK,
                               bold=True)
            box = count.get_rect(center=self.app.point(rect.centerx, rect.bottom - 45))
            panel(surface, box.inflate(self.app.px(30), self.app.px(10)), theme.SUN, 255)
            surface.blit(count, box)
