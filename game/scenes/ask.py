"""A question before something that cannot be undone: leave a match, replace a saved one.

It lies over the screen that asks, with two answers. Staying is the first answer and
the keyboard's focus, and Escape or a tap beside the panel means it too, so only a
deliberate tap on the second answer does the thing asked about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

BOX = pygame.Rect(410, 300, 1100, 480)
QUESTION_SIZE, QUESTION_LINES = 52, 3


class AskScene(Scene):
    overlay = True

    def __init__(self, app: App, question: Callable[[], str], stay: Callable[[], str],
                 go: Callable[[], str], on_go: Callable[[], None], go_icon: str = "quit") -> None:
        super().__init__(app)
        self.question = question
        self.on_go = on_go
        self.widgets = [
            Widget(pygame.Rect(470, 620, 470, 120), stay, self._stay, "back", font_size=40),
            Widget(pygame.Rect(980, 620, 470, 120), go, self._go, go_icon, font_size=40,
                   colour=theme.shade(theme.CORAL, 1.45)),
        ]
        self.focus = 0

    def _stay(self) -> None:
        self.app.pop()

    def _go(self) -> None:
        self.app.pop()
        self.on_go()

    def handle(self, intent) -> bool:
        if super().handle(intent):
            return True
        if intent.kind == "key" and intent.key == "back" or \
                intent.kind == "tap" and not self.app.rect(BOX).collidepoint(intent.pos):
            self._stay()
        return True         # nothing reaches the screen below while the question stands

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((20, 16, 40, 150))
        surface.blit(dim, (0, 0))
        box = self.app.rect(BOX)
        panel(surface, box, alpha=255)
        lines, size = theme.fit(self.question(), self.app.px(QUESTION_SIZE),
                                self.app.px(theme.MIN_TEXT), box.w - self.app.px(100),
                                QUESTION_LINES, bold=True)
        line_h = int(size * 1.2)
        top = self.app.point(0, 450)[1] - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            label = theme.text(line, size, theme.INK, bold=True)
            surface.blit(label, label.get_rect(center=(box.centerx, top + line_h * i
                                                       + line_h // 2)))
        super().draw(surface)
