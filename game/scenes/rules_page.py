"""A game's rules page, scrollable: first its special cards, as a boxed game's leaflet
shows them (each card's picture, the game's name for it and a line of what it does,
as its rules declare them), then docs/rules/<id>.md in the chosen language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rules import GAMES

from .. import theme
from ..i18n import rules_page
from ..sprites import cards
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

STYLES = {"#": (60, True), "##": (50, True), "###": (42, True), "": (34, False)}
TEXT_LEFT, TEXT_WIDTH, TEXT_TOP = 420, 1200, 90   # design px of the page's words
CARD_WIDTH = 170       # design px of a card's picture: 91 px wide at 1024×600
CARD_GAP = 30          # between a picture and its words, and between the tiles
COLUMNS = 2
NAME_SIZE, LINE_SIZE = 42, 34


@dataclass(frozen=True)
class Tile:
    """One special card of the list, in window pixels from the list's top left: its
    picture, and its words (text, pixel size, bold, where)."""

    code: str
    picture: pygame.Rect
    words: tuple[tuple[str, int, bool, tuple[int, int]], ...]
    rect: pygame.Rect


class RulesScene(Scene):
    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.scroll = 0.0
        tr = app.tr
        self.widgets = [
            Widget(pygame.Rect(60, 40, 260, 100), lambda: tr.get("rules.back"), app.pop, "back",
                   font_size=36),
            Widget(pygame.Rect(1720, 420, 140, 110), lambda: "", lambda: self._move(-1), "up"),
            Widget(pygame.Rect(1720, 560, 140, 110), lambda: "", lambda: self._move(1), "down"),
        ]
        self.focus = 0
        self._tiles: tuple[tuple, list[Tile], int] | None = None

    def card_list(self) -> tuple[list[Tile], int]:
        """The special cards the game's rules declare, laid out in two columns for the
        window as it is (the words wrapped at their real size, so none runs out of its
        tile); and the list's height in window pixels, its heading included. Made again
        only for another window size or language."""
        app = self.app
        key = (app.size, app.settings.language)
        if self._tiles is not None and self._tiles[0] == key:
            return self._tiles[1], self._tiles[2]
        specials = GAMES[self.game].special_cards if self.game in GAMES else ()
        tiles: list[Tile] = []
        height = 0
        if specials:
            size, _ = STYLES["##"]
            height = app.px(size * 1.35 + CARD_GAP / 2)
            column = (app.px(TEXT_WIDTH) - app.px(CARD_GAP) * (COLUMNS - 1)) // COLUMNS
            width = app.px(CARD_WIDTH)
            words_left = width + app.px(CARD_GAP)
            row_top = height
            for row in range(0, len(specials), COLUMNS):
                bottom = row_top
                for k, card in enumerate(specials[row:row + COLUMNS]):
                    left = k * (column + app.px(CARD_GAP))
                    picture = pygame.Rect(left, row_top, width, cards.card_height(width))
                    words, y = [], row_top
                    for text, size, bold in ((app.tr.get(card.name), NAME_SIZE, True),
                                             (app.tr.get(card.does), LINE_SIZE, False)):
                        px = app.px(size)
                        for line in theme.wrap(text, px, column - words_left, bold):
                            words.append((line, px, bold, (left + words_left, y)))
                            y += round(px * 1.3)
                    rect = pygame.Rect(left, row_top, column, max(y, picture.bottom) - row_top)
                    tiles.append(Tile(card.code, picture, tuple(words), rect))
                    bottom = max(bottom, rect.bottom)
                row_top = bottom + app.px(CARD_GAP)
            height = row_top + app.px(CARD_GAP)
        self._tiles = (key, tiles, height)
        return tiles, height

    def _draw_cards(self, surface: pygame.Surface, top: float) -> None:
        """The list's heading and its tiles, `top` design px down the window."""
        tiles, _ = self.card_list()
        if not tiles:
            return
        size, bold = STYLES["##"]
        x, y = self.app.point(TEXT_LEFT, top)
        surface.blit(theme.text(self.app.tr.get("rules.cards"), self.app.px(size), theme.INK,
                                bold), (x, y))
        for tile in tiles:
            picture = tile.picture.move(x, y)
            shadow = cards.shadow(picture.w)
            offset = max(2, self.app.px(6))
            surface.blit(shadow, shadow.get_rect(center=(picture.centerx + offset // 2,
                                                         picture.centery + offset)))
            surface.blit(cards.face(tile.code, picture.w), picture)
            for words, px, bold, (wx, wy) in tile.words:
                surface.blit(theme.text(words, px, theme.INK, bold), (x + wx, y + wy))

    def _blocks(self) -> list[tuple[str, str]]:
        """(kind, text) per heading, bullet or paragraph; wrapped source lines joined."""
        text = rules_page(self.game, self.app.settings.language, theme.DOCS)
        blocks: list[tuple[str, str]] = []
        for raw in text.splitlines():
            raw = raw.strip()
            if raw.startswith(("<!--", "Seed:")):
                continue
            if not raw:
                blocks.append(("", ""))
            elif raw.startswith("#"):
                mark, _, words = raw.partition(" ")
                blocks.append((mark, words))
            elif raw.startswith("- "):
                blocks.append(("-", raw[2:]))
            elif blocks and blocks[-1][0] in ("p", "-") and blocks[-1][1]:
                blocks[-1] = (blocks[-1][0], f"{blocks[-1][1]} {raw}")
            else:
                blocks.append(("p", raw))
        return blocks

    def _lines(self) -> list[tuple[str, int, bool]]:
        """(text, design size, bold) per line, wrapped to the page width."""
        out: list[tuple[str, int, bool]] = []
        for kind, words in self._blocks():
            size, bold = STYLES.get(kind if kind.startswith("#") else "", STYLES[""])
            words = words.replace("**", "").replace("`", "")
            if not words:
                out.append(("", size // 2, False))
                continue
            if kind == "-":
                words = "•  " + words
            out += [(line, size, bold) for line in theme.wrap(words, size, TEXT_WIDTH, bold)]
        return out

    def _move(self, direction: int) -> None:
        self.scroll = max(0.0, self.scroll + direction * 400)

    def handle(self, intent) -> bool:
        if intent.kind == "scroll":
            self.scroll = max(0.0, self.scroll - intent.amount * 120)
            return True
        if intent.kind == "key" and intent.key in ("up", "down"):
            self._move(1 if intent.key == "down" else -1)
            return True
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt(surface.get_size(), theme.SKY), (0, 0))
        page = self.app.rect(pygame.Rect(360, 40, 1320, 1000))
        panel(surface, page)
        clip = surface.get_clip()
        surface.set_clip(page.inflate(-self.app.px(20), -self.app.px(20)))
        lines = self._lines()
        listed = self.card_list()[1] / self.app.scale      # the card list, in design px
        total = listed + sum(size * 1.35 for _, size, _ in lines)
        self.scroll = min(self.scroll, max(0.0, total - 880))
        y = TEXT_TOP - self.scroll
        if y + listed > -100:
            self._draw_cards(surface, y)
        y += listed
        for words, size, bold in lines:
            if words and -100 < y < 1100:
                label = theme.text(words, self.app.px(size), theme.INK, bold)
                surface.blit(label, self.app.point(TEXT_LEFT, y))
            y += size * 1.35
        surface.set_clip(clip)
        super().draw(surface)
