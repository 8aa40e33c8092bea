"""Where an intent given to a table goes, first taker first.

A table owns one `Routing`. An intent goes to the first that takes it: the finger's
drag (game/table/drag.py), Back (the menu's question), the guide's panel, the game's
keys (`CardTable.key`), the buttons, then a tap that skips the animations ahead, the
pointer's hover over the cards (`hover`) and a tap on them (`tap`); a tap nothing
takes is on the felt, where a guide says its sentence again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..input import Intent
    from ..scenes.card_table import CardTable

Point = tuple[float, float]


class Routing:
    """The order in which a table's takers see an intent."""

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def design_point(self, pos: tuple[int, int]) -> Point:
        """The design point under a window position."""
        x0, y0 = self.table.app.point(0, 0)
        s = self.table.app.scale
        return ((pos[0] - x0) / s, (pos[1] - y0) / s)

    def route(self, intent: Intent, buttons: Callable[[Intent], bool]) -> bool:
        """Give `intent` to the first that takes it (`buttons`: the scene's widgets);
        True when one did."""
        table = self.table
        if table.drag.handle(intent, self.design_point(intent.pos)):
            return True
        if intent.kind == "key" and intent.key == "back":
            table.menu.ask()
            return True
        if table.guidance.handle(intent):
            return True
        if intent.kind == "key" and table.key(intent.key):
            return True
        if buttons(intent):
            return True
        if intent.kind == "tap" and table.animator.busy:
            table.animator.finish_all()
            return True
        if intent.kind == "hover":
            table.hover(self.design_point(intent.pos))
            return False
        if intent.kind == "tap":
            taken = table.tap(self.design_point(intent.pos))
            if not taken:
                table.guidance.nudge()   # a tap on the felt: a guide's sentence, its glow again
            return taken
        return False
