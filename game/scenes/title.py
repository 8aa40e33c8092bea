"""The title: a fan of cards, Play, Continue (when a match is saved), Settings, Quit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules import GAMES
from rules.core import BadSave

from .. import theme
from ..setup import MatchSetup
from ..sprites import cards
from .base import Scene, Widget, panel

if TYPE_CHECKING:
    from ..app import App

TITLE_CARDS = ("03a", "cat", "15b", "01a", "14b")
SWAY_SECONDS = 6.0  # the cards sway a little, then rest so the title costs no CPU
# The note of damaged files at the bottom, in design pixels: its sentences wrap to
# its width, and it grows upwards for as many lines as it has, up to NOTE_LINES.
NOTE_X, NOTE_W, NOTE_BOTTOM = 260, 1400, 1060
NOTE_PAD, NOTE_SIZE, NOTE_LINE, NOTE_LINES, NOTE_GAP = 24, 30, 40, 4, 12
# One damaged file in the note: its problem (message id, file name), then its sentence's
# lines and their size in design pixels.
Note = tuple[tuple[str, str], tuple[str, ...], int]


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.saved = app.storage.load_match()
        tr = app.tr
        column = []
        if self.saved is not None:
            column.append((self._continue_words, self._continue, "continue"))
        column += [
            (lambda: tr.get("title.play"), self._play, "play"),
            (lambda: tr.get("atlas.menu_button"), self._atlas, "book"),
            (lambda: tr.get("title.settings"), self._settings, "gear"),
            (lambda: tr.get("title.quit"), self._quit, "quit"),
        ]
        self.column = column
        self.notes: list[Note] = []
        self.focus = 0

    def enter(self) -> None:
        # Known only now: a title made to replace another comes before that one has
        # left, and with it what that one told.
        self.notes = self._notes()
        # Below the title words (to y 540) and above the bottom edge (or the note of a
        # damaged file), however many buttons.
        bottom = self._note_box().y - 10 if self.notes else 1060
        step = min(130, (bottom - 550) // len(self.column))
        self.widgets = [Widget(pygame.Rect(700, 550 + i * step, 520, step - 14), label, fn,
                               icon, font_size=46)
                        for i, (label, fn, icon) in enumerate(self.column)]
        if self.saved is not None:      # Continue: sunny and wide enough to name its game
            self.widgets[0].rect = pygame.Rect(560, 550, 800, step - 14)
            self.widgets[0].colour = theme.SUN

    def _continue_words(self) -> str:
        """"Nastavi: Crni Petar": the game the saved match is of."""
        tr = self.app.tr
        setup = self.saved.get("setup") if isinstance(self.saved, dict) else None
        game = setup.get("game") if isinstance(setup, dict) else None
        if game not in GAMES:
            return tr.get("title.continue", game="…")
        return tr.get("title.continue", game=tr.get(f"game.{game}.name"))

    @property
    def busy(self) -> bool:
        return self.time < SWAY_SECONDS and not self.app.calm

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def _continue(self) -> None:
        from ..tables import RECORDS

        try:
            data = self.saved
            setup = MatchSetup.from_dict(data["setup"])
            match = GAMES[setup.game].from_json(data["match"])
        except (BadSave, KeyError, TypeError, ValueError):
            self.app.storage.set_aside_match("cannot resume")
            self.app.reset(TitleScene(self.app))
            return
        table = RECORDS[setup.game].scene(self.app, setup, match)
        table.restore(data)
        self.app.reset(table)

    def _play(self) -> None:
        from .picker import PickerScene

        self.app.push(PickerScene(self.app))

    def _atlas(self) -> None:
        from .atlas import AtlasScene

        self.app.push(AtlasScene(self.app))

    def _settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt(surface.get_size(), theme.FELT), (0, 0))
        n = len(TITLE_CARDS)
        for i, code in enumerate(TITLE_CARDS):
            sway = math.sin(min(self.time, SWAY_SECONDS) * 1.3 + i) * 1.5
            sway *= 0 if self.app.calm else max(0.0, 1 - self.time / SWAY_SECONDS)
            angle = (i - (n - 1) / 2) * 12 + sway
            image = cards.rotated((code, self.app.px(200), "face"), round(angle))
            x = 960 + (i - (n - 1) / 2) * 150
            y = 250 + abs(i - (n - 1) / 2) ** 2 * 14
            surface.blit(image, image.get_rect(center=self.app.point(x, y)))
        words = self.app.tr.get("app.title")
        shadow = theme.text(words, self.app.px(110), theme.shade(theme.FELT, 0.5), bold=True)
        label = theme.text(words, self.app.px(110), theme.WHITE, bold=True)
        centre = self.app.point(960, 470)
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 4, centre[1] + 6)))
        surface.blit(label, label.get_rect(center=centre))
        super().draw(surface)
        self._draw_problems(surface)

    def _notes(self) -> list[Note]:
        """The damaged files the note tells of: as many as NOTE_LINES hold. The rest are
        told the next time the title shows."""
        notes = []
        room = NOTE_LINES
        for problem in self.app.storage.problems:
            words = self.app.tr.get(problem[0], file=problem[1])
            lines, size = theme.fit(words, NOTE_SIZE, theme.MIN_TEXT, NOTE_W - 2 * NOTE_PAD)
            if len(lines) > room and notes:
                break
            notes.append((problem, lines, size))
            room -= len(lines)
        return notes

    def _note_box(self) -> pygame.Rect:
        """The note in design pixels, as tall as its lines."""
        lines = sum(len(lines) for _, lines, _ in self.notes)
        height = lines * NOTE_LINE + (len(self.notes) - 1) * NOTE_GAP + NOTE_PAD
        return pygame.Rect(NOTE_X, NOTE_BOTTOM - height, NOTE_W, height)

    def _draw_problems(self, surface: pygame.Surface) -> None:
        """A damaged settings or save file is reported once, gently, at the bottom."""
        if not self.notes:
            return
        box = self._note_box()
        panel(surface, self.app.rect(box), theme.BUTTON)
        y = box.y + NOTE_PAD // 2 + NOTE_LINE // 2
        for _, lines, size in self.notes:
            for line in lines:
                label = theme.text(line, self.app.px(size), theme.INK)
                surface.blit(label, label.get_rect(midleft=self.app.point(NOTE_X + NOTE_PAD, y)))
                y += NOTE_LINE
            y += NOTE_GAP

    def exit(self) -> None:
        for problem, _, _ in self.notes:      # told once
            if problem in self.app.storage.problems:
                self.app.storage.problems.remove(problem)
        self.notes = []
