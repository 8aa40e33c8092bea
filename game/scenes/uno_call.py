"""The UNO button's help at the UNO table: pressed before the second-to-last card goes
down (as a child presses it), it is kept (armed) and says UNO the moment it may; for
the youngest the table says it, a check under the draw button kept for every UNO game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import CallUno

from .base import Widget

if TYPE_CHECKING:
    from .uno import UnoTable


class UnoCall:
    """Whether the UNO button was pressed ahead, and whether the table says UNO."""

    def __init__(self, table: UnoTable) -> None:
        self.table = table
        self.armed = False
        self.auto = table.app.settings.of(table.setup.game, "auto_uno")
        self.auto_button = Widget(table._design_rect("button:auto"),
                                  lambda: table.app.tr.get("uno_table.auto"), self._toggle_auto,
                                  "check", selected=lambda: self.auto, font_size=30,
                                  hide_disabled=True)

    def press(self) -> None:
        """UNO: said now when it may be, or kept for the moment the second-to-last card
        goes down (pressed before it, as a child presses it)."""
        table = self.table
        view = table.view()
        if CallUno() not in table.match.legal_actions(table.viewer) and table.my_turn and \
                len(view["hand"]) == 2 and view["current"] == table.viewer:
            self.armed = not self.armed
            table.app.sounds.play("click")
            if self.armed and table.guide is not None:
                table.guide.acted(CallUno(), table.viewer)   # pressed ahead: a guide's step
            return
        self.armed = False
        table.act(CallUno(), table.viewer)

    def _toggle_auto(self) -> None:
        """For the youngest: chosen once, kept for every UNO match after."""
        from ..tables import SETTING_OWNERS

        app = self.table.app
        self.auto = not self.auto
        for game in SETTING_OWNERS["auto_uno"]:
            app.settings.put(game, "auto_uno", self.auto)
        app.save_settings()
        app.sounds.play("click")

    def say_for_the_child(self) -> None:
        """The armed button (or the table, for the youngest) says UNO the moment it may."""
        table = self.table
        if (self.armed or self.auto) and table.forgetful() == table.viewer and \
                table.viewer in table.setup.human_seats and \
                CallUno() in table.match.legal_actions(table.viewer):
            self.armed = False
            table.act(CallUno(), table.viewer)

    def update(self, enabled: bool) -> None:
        """The check is there while the UNO button is."""
        self.auto_button.enabled = enabled
        self.auto_button.icon = "check" if self.auto else ""
