"""The end of a match: who won, the scores, a celebration, play again or menu.

Every table opens it the same way; a game may add a picture and a sentence of its
own story (Crni Petar shows the cat and who was left holding it)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..setup import MatchSetup
from ..sprites import cards
from .base import Scene, Widget, draw_icon, panel

if TYPE_CHECKING:
    from ..app import App

CONFETTI = [theme.CORAL, theme.SUN, theme.LEAF, theme.SKY, theme.PLUM]
CONFETTI_SECONDS = 4.0   # bits start again from the top this long; the last ones fall out
BOB_REST = math.pi / 3   # the cards' bob (sin 3t) is at rest at whole multiples of this


class Confetti:
    """A handful of soft paper bits that fall and sway (seeded, so screenshots repeat),
    for a few seconds: a celebration, not a screen that works for as long as it shows."""

    def __init__(self, count: int = 90, seconds: float = CONFETTI_SECONDS,
                 area: tuple[int, int, int, int] = (0, -740, 1920, 700)) -> None:
        """`area` (design px: x, y, width, height): where the bits start, the lowest
        first to show; the default is above the whole window."""
        x, y, width, height = area
        self.bits = []
        for i in range(count):
            k = (i * 7919) % 1000 / 1000
            self.bits.append([x + k * width, y + height - (i * 37) % height, 120 + (i * 13) % 160,
                              CONFETTI[i % len(CONFETTI)], (i * 53) % 360])
        self.seconds = seconds
        self.time = 0.0

    @property
    def falling(self) -> bool:
        return bool(self.bits)

    def update(self, dt: float) -> None:
        self.time += dt
        for bit in self.bits:
            bit[1] += bit[2] * dt
            bit[4] += 90 * dt
            if bit[1] > 1120:
                bit[1] = -30
        if self.time > self.seconds:    # no more from the top, and the last ones hurry
            self.bits = [bit for bit in self.bits if 0 < bit[1] <= 1120]
            for bit in self.bits:
                bit[2] += 400 * dt

    def draw(self, surface: pygame.Surface, app: App) -> None:
        for x, y, _, colour, spin in self.bits:
            sway = math.sin(self.time * 2 + x) * 20
            w = app.px(14 * abs(math.cos(math.radians(spin))) + 3)
            pygame.draw.rect(surface, colour, (*app.point(x + sway, y), w, app.px(10)))


class ResultsScene(Scene):
    """Drawn over the table, which stays visible, dimmed, underneath."""

    overlay = True

    def __init__(self, app: App, setup: MatchSetup, winners: tuple[int, ...],
                 name: Callable[[int], str], scores: list[str] | None = None,
                 story: str = "", picture: str | None = None,
                 order: list[int] | None = None) -> None:
        """`scores`: each seat's total in words, or None when they say nothing more than
        who won; `story`: the game's own sentence; `picture`: a card code to show;
        `order`: the seats best first, as the game ranks them (else by seat)."""
        super().__init__(app)
        self.setup = setup
        self.winners = winners
        self.name = name
        self.scores = scores
        self.story = story
        self.picture = picture
        self.order = order or list(range(setup.players))
        self.confetti = Confetti()
        self.human_won = any(s in winners for s in setup.human_seats)
        tr = app.tr
        self.widgets = [
            Widget(pygame.Rect(540, 820, 400, 120), lambda: tr.get("results.play_again"),
                   self._again, "again"),
            Widget(pygame.Rect(980, 820, 400, 120), lambda: tr.get("results.menu"), self._menu,
                   "menu"),
        ]
        self.focus = 0
        self.time = 0.0
        self.rested = False     # the confetti has fallen and the cards stopped bobbing

    @property
    def busy(self) -> bool:
        """While the confetti falls and the cards bob, until they come to rest."""
        return not self.app.calm and not self.rested

    def handle(self, intent) -> bool:
        super().handle(intent)
        return True

    def enter(self) -> None:
        self.app.sounds.play("win" if self.human_won else "lose")

    def update(self, dt: float) -> None:
        super().update(dt)
        self.confetti.update(dt)
        if self.confetti.falling:
            self.time += dt
        elif not self.rested:      # the bob goes on to its next rest, and stays there
            rest = math.ceil(self.time / BOB_REST) * BOB_REST
            self.rested = self.time + dt >= rest
            self.time = rest if self.rested else self.time + dt

    def _again(self) -> None:
        from ..tables import RECORDS

        self.setup.seed += 1
        self.app.reset(RECORDS[self.setup.game].scene(self.app, self.setup, None))

    def _menu(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((20, 16, 40, 150))
        surface.blit(dim, (0, 0))
        if not self.app.calm:
            self.confetti.draw(surface, self.app)
        box = self.app.rect(pygame.Rect(360, 90, 1200, 890))
        panel(surface, box, alpha=255)
        tr = self.app.tr
        if self.human_won:
            title = tr.get("table.you_won")
        elif self.setup.human_seats:
            title = tr.get("results.title")
        else:
            title = tr.get("results.won_by", name=", ".join(self.name(s) for s in self.winners))
        label = theme.one_line(title, self.app.px(72), self.app.px(1120), theme.INK, bold=True)
        surface.blit(label, label.get_rect(center=(box.centerx, box.y + self.app.px(90))))
        y = 250
        bob = 0 if self.app.calm else math.sin(self.time * 3) * 8
        if self.picture is not None:
            image = cards.face(self.picture, self.app.px(220))
            surface.blit(image, image.get_rect(center=self.app.point(960, 410 + bob)))
            y = 600
        elif self.setup.players <= 5:
            self._draw_fan(surface, bob)
            y = 490
        if self.story:
            line = theme.one_line(self.story, self.app.px(48), self.app.px(1120), theme.PLUM,
                                  bold=True)
            surface.blit(line, line.get_rect(center=self.app.point(960, y + 30)))
            y += 80
        if self.scores is not None:
            self._draw_scores(surface, y)
        super().draw(surface)

    def _draw_fan(self, surface: pygame.Surface, bob: float) -> None:
        """The game's own cards, fanned, when it has no picture of its own to show."""
        from ..tables import RECORDS

        codes = RECORDS[self.setup.game].pictures
        for i, code in enumerate(codes):
            angle = (i - (len(codes) - 1) / 2) * -12
            image = cards.rotated((code, self.app.px(150), "face"), round(angle) % 360)
            x = 960 + (i - (len(codes) - 1) / 2) * 120
            y = 355 + abs(i - (len(codes) - 1) / 2) * 14 + bob
            surface.blit(image, image.get_rect(center=self.app.point(x, y)))

    def _draw_scores(self, surface: pygame.Surface, top: int) -> None:
        """A row per seat, the winners first with a star, then best first; two columns for
        many seats."""
        seats = sorted(self.order, key=lambda s: s not in self.winners)
        columns = 1 if len(seats) <= 5 else 2
        rows = -(-len(seats) // columns)
        row_h = min(72, (800 - top) // rows)
        width = 1000 // columns
        size = self.app.px(min(44, row_h * 0.6))
        for i, seat in enumerate(seats):
            x = 460 + (i // rows) * width
            y = top + (i % rows) * row_h + row_h // 2
            if seat in self.winners:
                draw_icon(surface, "star", self.app.point(x + 20, y), self.app.px(row_h * 0.6),
                          theme.SUN)
            words = self.name(seat)
            label = theme.one_line(words, size, self.app.px(width * 0.6), theme.INK,
                                   bold=seat in self.winners)
            surface.blit(label, label.get_rect(midleft=self.app.point(x + 56, y)))
            score = theme.text(self.scores[seat], size, theme.INK_SOFT, bold=True)
            surface.blit(score, score.get_rect(midright=self.app.point(x + width - 40, y)))
