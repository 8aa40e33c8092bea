"""A child alone at the Memo: the moves counted, the time kept, the best result remembered.

The clock runs from the end of the deal to the end of the match while the table is
on top; it is shown only when the player asks for it (the Memo's "clock" setting),
so that a child plays for the moves first. The best per set of countries is kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .base import panel

if TYPE_CHECKING:
    from ..app import App


def clock_words(seconds: float) -> str:
    """Minutes and seconds as a child sees them on a clock: 1:05."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def saved_seconds(app: App) -> float:
    """A resumed match keeps its clock (the autosave holds it beside the match)."""
    memo = (app.storage.load_match() or {}).get("memo")
    seconds = memo.get("seconds") if isinstance(memo, dict) else None
    return float(seconds) if isinstance(seconds, (int, float)) and seconds >= 0 else 0.0


class SoloScore:
    """The match's clock, the best so far (alone only) and the record the match set."""

    def __init__(self, app: App, game: str, countries: str, solo: bool,
                 seconds: float) -> None:
        self.app, self.game, self.countries = app, game, countries
        self.seconds = seconds
        self.running = False
        self.record: dict[str, bool] = {}
        self.best = app.storage.best(game, countries) if solo else None

    @property
    def asked(self) -> bool:
        """Whether the player alone asked to see the time (a setting of the Memo's)."""
        return self.app.settings.of(self.game, "clock")

    def toggle(self) -> None:
        self.app.settings.put(self.game, "clock", not self.asked)
        self.app.save_settings()

    def tick(self, dt: float) -> None:
        """`dt` seconds more on a running clock; a shown clock is drawn again each second."""
        if self.running:
            before, self.seconds = self.seconds, self.seconds + dt
            if self.asked and int(before) != int(self.seconds):
                self.app.dirty = True

    def finish(self, moves: int) -> None:
        """The match is won alone: the clock stops and the best is kept."""
        self.running = False
        self.record = self.app.storage.record_best(self.game, self.countries, moves,
                                                   self.seconds)

    def story(self, moves: int) -> str:
        """How it went alone: the moves (and the time, if shown), and the record."""
        tr = self.app.tr
        timed = self.asked
        story = tr.get("memo.done_timed" if timed else "memo.done",
                       moves=tr.get_n("memo.moves", moves), time=clock_words(self.seconds))
        if self.record.get("moves") or (timed and self.record.get("seconds")):
            return f"{story} {tr.get('memo.new_best')}"
        if self.best is None:
            return story
        return f"{story} {tr.get('memo.best', moves=tr.get_n('memo.moves', self.best['moves']))}"

    def stats_rect(self, area: pygame.Rect) -> pygame.Rect:
        """The moves panel in the layout's `area`: one row, or two with the clock, and a
        line for the best."""
        rows = 2 if self.asked else 1
        area = area.copy()
        area.h = min(area.h, 16 + (52 + (80 if rows == 2 else 96)) * rows +
                     (44 if self.best else 4))
        return area

    def draw(self, surface: pygame.Surface, area: pygame.Rect, moves: int) -> None:
        """The moves so far, big; the time only when the player asked for it; the best so
        far in small letters."""
        app, tr = self.app, self.app.tr
        rows = [(tr.get("memo.moves_label"), str(moves))]
        if self.asked:
            rows.append((tr.get("memo.time_label"), clock_words(self.seconds)))
        size = 96 if len(rows) == 1 else 80
        row_h = 40 + size + 12
        area = self.stats_rect(area)
        panel(surface, app.rect(area), theme.PAPER, 245)
        for k, (label, value) in enumerate(rows):
            top = area.y + 16 + k * row_h
            words = theme.one_line(label, app.px(32), app.px(area.w - 30), theme.INK_SOFT,
                                   bold=True)
            surface.blit(words, words.get_rect(midtop=app.point(area.centerx, top)))
            big = theme.text(value, app.px(size), theme.INK, bold=True)
            surface.blit(big, big.get_rect(center=app.point(area.centerx,
                                                            top + 40 + size * 0.5)))
        if self.best:
            words = theme.one_line(tr.get("memo.best", moves=tr.get_n("memo.moves",
                                                                      self.best["moves"])),
                                   app.px(30), app.px(area.w - 30), theme.INK_SOFT)
            surface.blit(words, words.get_rect(midbottom=app.point(area.centerx,
                                                                   area.bottom - 12)))
