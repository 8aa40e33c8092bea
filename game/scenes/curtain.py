"""Pass-and-play: a curtain between turns so nobody sees another player's hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App


class Curtain(Scene):
    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.widgets = [Widget(pygame.Rect(610, 620, 700, 130),
                               lambda: app.tr.get("curtain.ready"), self._ready, "play")]
        self.focus = 0

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.PLUM)
        box = self.app.rect(pygame.Rect(360, 280, 1200, 520))
        panel(surface, box)
        words = self.app.tr.get("curtain.pass_to", name=self.name)
        for i, line in enumerate(theme.wrap(words, self.app.px(64), box.w - self.app.px(80),
                                            bold=True)):
            label = theme.text(line, self.app.px(64), theme.INK, bold=True)
            surface.blit(label, label.get_rect(center=(box.centerx,
                                                       box.y + self.app.px(110 + 80 * i))))
        super().draw(surface)

    def handle(self, intent) -> bool:
        super().handle(intent)
        return True
