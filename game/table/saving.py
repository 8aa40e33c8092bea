"""Saving a table's match: the autosave after every move, and the record of its end.

A table owns one `Autosave`. The match is saved as the table opens, and again after
every accepted move, once the frame that shows the move is drawn (`now`, from the
table's spare time: writing it took a crowded table's frame past 8 ms, and its fsyncs
far longer on a busy disk); what is saved is the table's `save_data` (a table adds
what it keeps beside the match, and takes it back in `restore`). When the match ends
the autosave goes, and each person's result (and the fitting level's strength) is
recorded. A guided match is neither saved nor recorded (`off`): it never takes the
autosave's place, and counts for nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.bots import ADAPTIVE, adaptive

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable


class Autosave:
    """When a table's match is saved, and what its end records."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.on = True          # False: a guided match, never saved
        self.due = False        # a move to autosave once its frame is shown

    def off(self) -> None:
        """Save nothing of this match, and record nothing of its end."""
        self.on = False

    def opened(self) -> None:
        """The table opened: its match is the one Continue resumes."""
        if self.on:
            self.table.app.storage.save_match(self.table.save_data())

    def moved(self) -> None:
        """A move was accepted: save it once its frame is shown (a match over is not)."""
        if self.on and not self.table.match.is_over:
            self.due = True

    def now(self) -> None:
        """Write the autosave a move left due, after the frame that shows the move (writing
        it took a crowded table's frame past 8 ms, and its fsyncs far longer on a busy
        disk)."""
        if self.due and not self.table.match.is_over:
            self.table.app.storage.save_match(self.table.save_data())
        self.due = False

    def ended(self, winners: tuple[int, ...]) -> None:
        """The match is over: the autosave goes, and each person's result is kept (with
        the strength the fitting level goes on with)."""
        self.due = False
        if not self.on:
            return
        table = self.table
        storage, setup = table.app.storage, table.setup
        storage.clear_match()
        for seat in setup.human_seats:
            storage.record_result(setup.game, setup.players, seat in winners)
        if setup.bot_level == ADAPTIVE and setup.human_seats and table.driver.bots:
            won = sum(s in setup.human_seats for s in winners)
            share = won / len(winners) if winners else 0.5
            storage.record_fitted(setup.game,
                                  adaptive.next_strength(table.driver.strength, share))
