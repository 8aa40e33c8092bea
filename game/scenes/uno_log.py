"""The UNO table's record of the last moves ("what happened?"): a short line a move,
written from the events the table directs (who played what and the colour asked for,
who drew how many and why, who lost a turn, who said UNO), and read on a panel over
the table. Its button and its panel (at its tallest) are areas of the layout.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import pygame

from rules.core import CardMoved, DealStarted, Event, PenaltyGiven, TurnSkipped, TurnStarted
from rules.uno_family import ColourChosen, DrawOwed, UnoCalled

from .. import theme
from .base import Widget, panel

if TYPE_CHECKING:
    from .uno import UnoTable

LOG_LINES = 8            # the moves the record keeps
LINE_STEP = 58           # design px from one line of the panel to the next


class MoveLog:
    """The last moves in words, and whether their panel is open."""

    def __init__(self, table: UnoTable) -> None:
        self.table = table
        self.lines: deque[str] = deque(maxlen=LOG_LINES)
        self.open = False
        self.button = Widget(table._design_rect("button:log"),
                             lambda: table.app.tr.get("uno_table.log"), self._open, "again",
                             font_size=30)

    def _open(self) -> None:
        self.open = True
        self.table.app.sounds.play("click")

    def put_away(self, intent) -> bool:
        """A tap on the open panel puts it away, and so do back and activate; another
        key leaves it open and goes no further."""
        self.open = intent.kind == "key" and intent.key not in ("back", "activate")
        return intent.kind == "tap" or not self.open

    def record(self, events: list[Event]) -> None:
        """The moves of a batch of events, a short line each in the record: who played
        what (and the colour asked for), who drew how many and why, who lost a turn."""
        table = self.table
        tr = table.app.tr
        drawn: dict[int, int] = {}
        why: dict[int, str] = {}
        lines: list[tuple[int, str]] = []
        dealing = False
        for event in events:
            if isinstance(event, DealStarted):
                dealing = True
            elif isinstance(event, TurnStarted):
                dealing = False
            elif isinstance(event, CardMoved) and event.dst == "pile" and \
                    event.src.startswith("hand:"):
                lines.append((int(event.src.split(":")[1]), table.card_words(event.code)))
            elif isinstance(event, ColourChosen) and lines:
                seat, words = lines[-1]
                lines[-1] = seat, tr.get("uno_table.log.colour", card=words,
                                         colour=tr.get(f"uno_table.colour.{event.colour}"))
            elif isinstance(event, CardMoved) and event.src == "stock" and not dealing and \
                    event.dst.startswith("hand:"):
                seat = int(event.dst.split(":")[1])
                if seat not in drawn:
                    lines.append((seat, ""))       # filled in below, once counted
                drawn[seat] = drawn.get(seat, 0) + 1
            elif isinstance(event, DrawOwed):
                pile = table.view()["pile"]
                why[event.seat] = table.card_words(pile[-1]) if pile else ""
            elif isinstance(event, PenaltyGiven):
                why[event.seat] = tr.get("uno_table.log.penalty")
            elif isinstance(event, TurnSkipped):
                lines.append((event.seat, tr.get("uno_table.log.skipped")))
            elif isinstance(event, UnoCalled):
                lines.append((event.seat, tr.get("uno_table.uno")))
        for seat, words in lines:
            if not words:
                words = tr.get_n("uno_table.log.drew", drawn[seat])
                if why.get(seat):
                    words = tr.get("uno_table.log.why", drew=words, why=why[seat])
            self.lines.append(tr.get("uno_table.log.line", name=table.name(seat), move=words))

    def draw(self, surface: pygame.Surface) -> None:
        """The record on its panel over the table, as tall as its lines, the latest at
        the bottom."""
        app = self.table.app
        lines = list(self.lines)
        box = self.table._design_rect("panel:log")
        box.h = 130 + LINE_STEP * max(1, len(lines))
        panel(surface, app.rect(box), alpha=250)
        head = theme.one_line(app.tr.get("uno_table.log_title"), app.px(44), app.px(box.w - 60),
                              theme.INK, bold=True)
        surface.blit(head, head.get_rect(center=app.point(box.centerx, box.y + 50)))
        for i, words in enumerate(lines):
            label = theme.one_line(words, app.px(36), app.px(box.w - 80),
                                   theme.INK if i == len(lines) - 1 else theme.INK_SOFT)
            surface.blit(label, label.get_rect(
                midleft=app.point(box.x + 40, box.y + 120 + LINE_STEP * i)))
