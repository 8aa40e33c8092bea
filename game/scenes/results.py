"""The end of a match: who was left with Crni Petar, a celebration, play again or menu."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rules.core import Match

from .. import theme
from ..setup import MatchSetup
from ..sprites import cards
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

CONFETTI = [theme.CORAL, theme.SUN, theme.LEAF, theme.SKY, theme.PLUM]


class Confetti:
    """A handful of soft paper bits that fall and sway (seeded, so screenshots repeat)."""

    def __init__(self, count: int = 90) -> None:
        self.bits = []
        for i in range(count):
            k = (i * 7919) % 1000 / 1000
            self.bits.append([k * 1920, -40 - (i * 37) % 700, 120 + (i * 13) % 160,
                              CONFETTI[i % len(CONFETTI)], (i * 53) % 360])
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        for bit in self.bits:
            bit[1] += bit[2] * dt
            bit[4] += 90 * dt
            if bit[1] > 1120:
                bit[1] = -30

    def draw(self, surface: pygame.Surface, app: App) -> None:
        for x, y, _, colour, spin in self.bits:
            sway = math.sin(self.time * 2 + x) * 20
            w = app.px(14 * abs(math.cos(math.radians(spin))) + 3)
            pygame.draw.rect(surface, colour, (*app.point(x + sway, y), w, app.px(10)))


class ResultsScene(Scene):
    """Drawn over the table, which stays visible, dimmed, underneath."""

    overlay = True

    def __init__(self, app: App, setup: MatchSetup, match: Match,
                 name: Callable[[int], str]) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = match
        self.name = name
        self.confetti = Confetti()
        view = match.view(0)
        self.losers = view["losers"] if view["rounds"] == 1 else self._most_cats(view)
        self.human_won = any(s not in self.losers for s in setup.human_seats)
        tr = app.tr
        self.widgets = [
            Widget(pygame.Rect(540, 800, 400, 120), lambda: tr.get("results.play_again"),
                   self._again, "again"),
            Widget(pygame.Rect(980, 800, 400, 120), lambda: tr.get("results.menu"), self._menu,
                   "menu"),
        ]
        self.focus = 0
        self.time = 0.0

    @staticmethod
    def _most_cats(view: dict) -> list[int]:
        worst = max(view["scores"])
        return [s for s, n in enumerate(view["scores"]) if n == worst]

    @property
    def busy(self) -> bool:
        return not self.app.calm  # the confetti keeps falling

    def handle(self, intent) -> bool:
        super().handle(intent)
        return True

    def enter(self) -> None:
        self.app.sounds.play("win" if self.human_won else "lose")

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        self.confetti.update(dt)

    def _again(self) -> None:
        from ..tables import TABLES

        self.setup.seed += 1
        self.app.reset(TABLES[self.setup.game](self.app, self.setup, None))

    def _menu(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((20, 16, 40, 150))
        surface.blit(dim, (0, 0))
        if not self.app.calm:
            self.confetti.draw(surface, self.app)
        box = self.app.rect(pygame.Rect(360, 110, 1200, 860))
        panel(surface, box, alpha=255)
        tr = self.app.tr
        title = tr.get("table.you_won" if self.human_won else "results.title")
        label = theme.text(title, self.app.px(72), theme.INK, bold=True)
        surface.blit(label, label.get_rect(center=(box.centerx, box.y + self.app.px(90))))
        bob = 0 if self.app.calm else math.sin(self.time * 3) * 8
        cat = cards.face("cat" if self.match.options["cards"] == "animals" else "X",
                         self.app.px(220))
        surface.blit(cat, cat.get_rect(center=self.app.point(960, 420 + bob)))
        names = ", ".join(self.name(s) for s in self.losers)
        you = self.losers == self.setup.human_seats and len(self.losers) == 1
        words = tr.get("results.loser_you") if you else tr.get("results.loser", name=names)
        line = theme.text(words, self.app.px(48), theme.PLUM, bold=True)
        surface.blit(line, line.get_rect(center=self.app.point(960, 630)))
        if self.match.options["rounds"] > 1:
            scores = "   ".join(f"{self.name(s)}: {n}" for s, n in enumerate(self.match.scores))
            small = theme.text(tr.get("results.score") + "  " + scores, self.app.px(36),
                               theme.INK_SOFT)
            surface.blit(small, small.get_rect(center=self.app.point(960, 705)))
        super().draw(surface)
