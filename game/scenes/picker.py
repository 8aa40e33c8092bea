"""The game picker: first the families of games (one deck each), then a family's games.

A family with one game goes straight to its setup. Every tile shows cards of its
deck, the name, a line about it and the player counts. A page shows up to PER_PAGE
tiles; a family of more games (a sixteenth game joining the eight of UNO) turns to its
next page with "More games", and from its last page back to the first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules import GAMES

from .. import theme
from ..sprites import cards
from ..tables import FAMILIES, FAMILY_PICTURES, RECORDS
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

GAP = 40
PER_PAGE = 8        # tiles on a page: two rows of four keep every tile's words whole


def tile_rects(n: int) -> list[pygame.Rect]:
    """Up to four tiles a row, centred: tall wide ones for one row of up to three, shorter
    ones for two rows and for rows of four (a page after the first keeps the first's)."""
    per_row = min(4, n) if n != 5 and n != 6 else 3
    rows = -(-n // per_row)
    w = 520 if per_row <= 3 else 420
    h = 600 if rows == 1 and per_row <= 3 else 415
    rects = []
    for i in range(n):
        row, col = divmod(i, per_row)
        count = min(per_row, n - row * per_row)
        x = 960 - (count * w + (count - 1) * GAP) // 2 + col * (w + GAP)
        y = (200 if h == 600 else 165) + row * (h + GAP)
        rects.append(pygame.Rect(x, y, w, h))
    return rects


class PickerScene(Scene):
    def __init__(self, app: App, family: str | None = None, page: int = 0) -> None:
        super().__init__(app)
        self.family = family
        every = list(FAMILIES if family is None else FAMILIES[family])
        self.pages = -(-len(every) // PER_PAGE)
        self.page = page % self.pages
        self.entries = every[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        tr = app.tr
        self.tiles = list(zip(self.entries, tile_rects(len(self.entries)), strict=True))
        for entry, rect in self.tiles:
            self.widgets.append(Widget(rect, lambda: "", lambda e=entry: self._choose(e),
                                       colour=theme.PAPER))
        self.widgets.append(Widget(pygame.Rect(60, 40, 260, 100), lambda: tr.get("setup.back"),
                                   app.pop, "back", font_size=36))
        if self.pages > 1:
            self.widgets.append(Widget(
                pygame.Rect(1540, 40, 320, 100), lambda: tr.get("picker.more"),
                lambda: app.replace(PickerScene(app, family, self.page + 1)), "right",
                font_size=36))
        self.focus = 0

    @property
    def games(self) -> list[str]:
        """The games this page leads to, in the order of its tiles (for tests and keys)."""
        if self.family is not None:
            return self.entries
        return [g for f in self.entries for g in FAMILIES[f]]

    def _choose(self, entry: str) -> None:
        if self.family is None and len(FAMILIES[entry]) > 1:
            self.app.push(PickerScene(self.app, entry))
            return
        from .setup import SetupScene

        game = entry if self.family is not None else FAMILIES[entry][0]
        self.app.settings.last_game = game
        self.app.push(SetupScene(self.app, game))

    def _words(self, entry: str) -> tuple[str, str, tuple[str, ...], tuple[int, int]]:
        """Name, tagline, pictures and player range of a tile."""
        tr = self.app.tr
        games = FAMILIES[entry] if self.family is None else (entry,)
        if self.family is None and len(games) > 1:
            name, tagline = tr.get(f"family.{entry}.name"), tr.get(f"family.{entry}.tagline")
            pictures = FAMILY_PICTURES[entry]
        else:
            name, tagline = tr.get(f"game.{games[0]}.name"), tr.get(f"game.{games[0]}.tagline")
            pictures = RECORDS[games[0]].pictures
        low = min(GAMES[g].min_players for g in games)
        high = max(GAMES[g].max_players for g in games)
        return name, tagline, pictures, (low, high)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt(surface.get_size(), theme.FELT), (0, 0))
        tr = self.app.tr
        heading = tr.get("picker.choose_game") if self.family is None else \
            tr.get(f"family.{self.family}.name")
        if self.pages > 1:
            heading = f"{heading} {self.page + 1}/{self.pages}"
        title = theme.text(heading, self.app.px(64), theme.WHITE, bold=True)
        surface.blit(title, title.get_rect(center=self.app.point(960, 90)))
        super().draw(surface)
        for entry, rect in self.tiles:
            self._draw_tile(surface, entry, rect)

    def tagline_lines(self, entry: str, rect: pygame.Rect) -> tuple[tuple[str, ...], int]:
        """The whole line about a tile's game in the lines it takes (up to three) at the
        size they fit, in window pixels."""
        return theme.fit(self._words(entry)[1], self.app.px(30), self.app.px(theme.MIN_TEXT),
                         self.app.px(rect.w - 50), 3)

    @staticmethod
    def tile_rows(rect: pygame.Rect) -> tuple[int, int, int]:
        """Design heights in a tile: its name, its first line about the game and the
        player-count badge (the lines keep above the badge; the pictures, above the name)."""
        if rect.h < 500:
            return rect.y + 212, rect.y + 262, rect.bottom - 30
        return rect.y + 375, rect.y + 425, rect.bottom - 40

    def tile_art(self, entry: str, rect: pygame.Rect) -> tuple[
            list[tuple[pygame.Surface, pygame.Rect]], list[tuple[pygame.Surface, pygame.Rect]]]:
        """A tile's card pictures and its name's lines, each with where it is blitted (window
        pixels). The name is placed first (a second line goes above it); the pictures take the
        room above the name, made smaller when a name on two lines leaves less."""
        name, _, pictures, _ = self._words(entry)
        short = rect.h < 500
        name_y, _, _ = self.tile_rows(rect)
        lines, size = theme.fit(name, self.app.px(46 if short else 54), self.app.px(36),
                                self.app.px(rect.w - 40), bold=True)
        line_h = size * 1.05 / self.app.scale          # in design pixels
        first = name_y - line_h * (len(lines[:2]) - 1)      # a second line goes above
        names = []
        for k, line in enumerate(lines[:2]):
            label = theme.text(line, size, theme.INK, bold=True)
            names.append((label, label.get_rect(
                center=self.app.point(rect.centerx, first + k * line_h))))
        ink_top = min(box.y + label.get_bounding_rect().y for label, box in names)
        # a card turned by 10 degrees stands 1.55 widths tall; the side ones 10 lower
        room = (ink_top - self.app.point(0, rect.y + 14)[1]) / self.app.scale - 16
        card_w = min(95 if short else 170, int((room - 10) / 1.56))
        step = card_w * (66 / 95 if short else 110 / 170)
        centre_y = rect.y + 14 + (room - card_w * 1.56 - 10) / 2 + card_w * 0.78
        art = []
        for i, code in enumerate(pictures):
            image = cards.rotated((code, self.app.px(card_w), "face"), (i - 1) * 10)
            centre = self.app.point(rect.centerx + (i - 1) * step, centre_y + abs(i - 1) * 10)
            art.append((image, image.get_rect(center=centre)))
        return art, names

    def _draw_tile(self, surface: pygame.Surface, entry: str, rect: pygame.Rect) -> None:
        tr = self.app.tr
        _, _, _, (low, high) = self._words(entry)
        _, line_y, badge_y = self.tile_rows(rect)
        art, names = self.tile_art(entry, rect)
        for image, box in art + names:
            surface.blit(image, box)
        lines, size = self.tagline_lines(entry, rect)
        step_y = size * 1.2 / self.app.scale
        for k, line in enumerate(lines):
            words = theme.text(line, size, theme.INK_SOFT)
            surface.blit(words, words.get_rect(
                center=self.app.point(rect.centerx, line_y + step_y * k)))
        count = theme.text(tr.get("picker.players", min=low, max=high), self.app.px(30),
                           theme.INK, bold=True)
        box = count.get_rect(center=self.app.point(rect.centerx, badge_y))
        panel(surface, box.inflate(self.app.px(30), self.app.px(10)), theme.SUN, 255)
        surface.blit(count, box)
