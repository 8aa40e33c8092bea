"""What a shedding table says in words: the prompt under the middle (whose turn it is, or
what the viewer should do now), the line of a computer's move, and the label of the draw
button (Draw, or Pass where only passing is left). A game's table says its own through the
names it overrides (`turn_words`, `card_words`, `names_cards`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import CardMoved, Deal, Draw, Event, Pass, Play

if TYPE_CHECKING:
    from .shedding import SheddingTable


class SheddingWords:
    """The table's sentences, in the player's language."""

    def __init__(self, table: SheddingTable) -> None:
        self.table = table

    def news_of(self, action, seat: int, events: list[Event]) -> str:
        """The cards a computer laid (by name, or how many), how many it drew, or that it
        passed."""
        table, tr = self.table, self.table.app.tr
        codes = getattr(action, "codes", None) or ((action.code,) if hasattr(action, "code")
                                                   else ())
        if isinstance(action, Play) and table.names_cards:
            return table.said_of("table.news.play", seat,
                                 card=", ".join(table.card_words(c) for c in codes))
        if codes:
            return table.said_of("table.news.laid", seat,
                                 cards=tr.get_n("table.news.cards", len(codes)))
        drawn = sum(isinstance(e, CardMoved) and e.dst == f"hand:{seat}" for e in events)
        if drawn and not isinstance(action, Deal):
            verb = "table.news.draw" if isinstance(action, Draw) else "table.news.took"
            return table.said_of(verb, seat, cards=tr.get_n("table.news.cards", drawn))
        if isinstance(action, Pass):
            return table.said_of("table.news.pass", seat)
        return ""

    def draw_label(self) -> str:
        legal = self.table.match.legal_actions(self.table.viewer)
        return self.table.app.tr.get("table.pass" if Pass() in legal and Draw() not in legal
                                     else "table.draw")

    def prompt(self) -> str:
        """Nothing while cards move, the scores show or the match is over; else what the
        viewer should do (the table's `turn_words`) or whose turn it is."""
        table = self.table
        if table.animator.busy or table.scores_shown or table.match.is_over:
            return ""
        if table.my_turn:
            return table.turn_words()
        seat = table.match.current_player
        if seat is None:
            return ""
        return table.app.tr.get("table.turn_of", name=table.name(seat))

    def turn(self) -> str:
        """What the viewer should do now, in a few words."""
        legal, tr = self.table.legal(), self.table.app.tr
        if Deal() in legal:
            return tr.get("table.deal_next")
        if any(isinstance(a, Play) for a in legal):
            return tr.get("table.play_a_card")
        if Draw() in legal:
            return tr.get("table.draw_a_card")
        return tr.get("table.your_turn")
