"""A table's two buttons in the corners: the menu, which leaves the match, and the rules.

Leaving in the middle of a match asks first (game/scenes/ask.py): a real match stays
saved for Continue, a guided one is gone (its guide's `leave_question` says so). A
finished match leaves at once. The rules page of the table's game lies over the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scenes.base import Widget

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable


class Menu:
    """The menu and rules buttons of a table, and what they open."""

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def buttons(self) -> list[Widget]:
        """The menu and rules buttons, where the table's layout puts them."""
        table, tr = self.table, self.table.app.tr
        return [Widget(table._design_rect("button:menu"), lambda: tr.get("table.menu"),
                       self.ask, "menu", font_size=34),
                Widget(table._design_rect("button:rules"), lambda: tr.get("title.rules"),
                       self.rules, "book", font_size=34)]

    def ask(self) -> None:
        """Menu (or Escape) in the middle of a match asks first."""
        from ..scenes.ask import AskScene

        table = self.table
        if table.finished:
            self.leave()
            return
        tr = table.app.tr
        question = table.guidance.leave_question
        table.app.push(AskScene(table.app, lambda: tr.get(question), lambda: tr.get("ask.stay"),
                                lambda: tr.get("ask.leave_go"), self.leave))

    def leave(self) -> None:
        """To the title."""
        from ..scenes.title import TitleScene

        self.table.app.reset(TitleScene(self.table.app))

    def rules(self) -> None:
        """The rules page of the table's game, over the table."""
        from ..scenes.rules_page import RulesScene

        self.table.app.push(RulesScene(self.table.app, self.table.setup.game))
