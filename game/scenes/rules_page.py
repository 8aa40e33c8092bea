"""A game's rules page, from docs/rules/<id>.md in the chosen language, scrollable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..i18n import rules_page
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

STYLES = {"#": (60, True), "##": (50, True), "###": (42, True), "": (34, False)}


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
            out += [(line, size, bold) for line in theme.wrap(words, size, 1200, bold)]
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
        total = sum(size * 1.35 for _, size, _ in lines)
        self.scroll = min(self.scroll, max(0.0, total - 880))
        y = 90 - self.scroll
        for words, size, bold in lines:
            if words and -100 < y < 1100:
                label = theme.text(words, self.app.px(size), theme.INK, bold)
                surface.blit(label, self.app.point(420, y))
            y += size * 1.35
        surface.set_clip(clip)
        super().draw(surface)
