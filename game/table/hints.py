"""The hint: the move the normal computer player would make in the viewer's seat now.

A table owns one `Hints`. The hint button (or its key) asks for it: the game's normal
bot chooses for the viewer from a stream of its own (the same moment gives the same
hint), the move shines (`pointed`) until a move is made, and its reason is said under
the table. Why a move is the one to make is the table's to say, in its game's words
(`hint_reason`, `play_reason`, `hint_words`); the guide asks for the move too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.bots import BOTS
from rules.core import Action, Rng

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable


class Hints:
    """The hint's move, chosen for the viewer, and shining until a move is made."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.pointed: Action | None = None     # the hint's move, shining until a move is made

    def choices(self) -> list[Action]:
        """What the viewer may choose from, without the free moves (arranging a hand)."""
        table = self.table
        return [a for a in table.bot_actions(table.viewer) if not table.spec.is_free(a)]

    def move(self) -> Action | None:
        """The move the normal computer player would make in the viewer's seat now, drawn
        from a stream of its own (the same moment gives the same hint); None when the
        viewer may not act."""
        table = self.table
        if table.viewer not in table.setup.human_seats or table.animator.busy or \
                table.viewer not in table.acting_seats():
            return None
        legal = self.choices()
        if not legal:
            return None
        levels = BOTS[table.setup.game]
        bot = levels.get("normal", next(iter(levels.values())))()
        moment = len(table.match.to_json()["actions"])
        return bot.choose(table.match.view(table.viewer), legal,
                          Rng(f"hint/{table.setup.seed}/{moment}"))

    def show(self) -> None:
        """The hint button: the normal computer player's move shines, with its reason."""
        action = self.move()
        if action is None:
            return
        table = self.table
        self.pointed = action
        table.hint = table.app.tr.get(table.hint_reason(action), **table.hint_words(action))
