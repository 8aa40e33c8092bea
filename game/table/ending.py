"""The end of a match: its record kept, and the results over the table.

A table owns one `Ending`. When the match is over (`CardTable.match_ended`, a moment
after the last event) the table is finished, the autosave goes and each person's
result is kept (game/table/saving.py), and the results scene lies over the table: who
won and each seat's total, best first (the lowest where it wins), totals said as
penalty points where the lowest wins. A guided match ends kindly instead, with no
results. A game with an end of its own words says it in `results_scene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..scenes.base import Scene
    from ..scenes.card_table import CardTable


class Ending:
    """What the end of a table's match shows and keeps."""

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def over(self) -> None:
        """The match is over: finished, recorded, and its results shown."""
        table = self.table
        table.finished = True
        table.autosave.ended(table.winners)
        if not table.guidance.finish():     # a guided match ends kindly, with no results
            table.app.push(table.results_scene())

    def results(self) -> Scene:
        """Who won, each seat's total, best first."""
        from ..scenes.results import ResultsScene

        table = self.table
        scores = [self.points_words(n) for n in table.match.scores]
        return ResultsScene(table.app, table.setup, table.winners, table.name, scores,
                            order=self.ranking(table.match.scores))

    def ranking(self, scores: list[int]) -> list[int]:
        """The seats, best total first (the lowest where it wins); a tie by seat."""
        sign = 1 if self.table.spec.lowest_wins else -1
        return sorted(range(self.table.setup.players), key=lambda s: (sign * scores[s], s))

    def points_words(self, n: int) -> str:
        """A total in words; where the lowest total wins, points are said to be penalties
        ("70 kaznenih poena"), so a child does not read them as good; below zero with a
        true minus sign."""
        key = "table.penalty_points" if self.table.spec.lowest_wins else "results.points"
        return self.table.app.tr.get_n(key, n, n=str(n).replace("-", "−"))
