"""What the UNO table says in words: each special card by this game's name for it (as
its rules declare), a card as the record and the hint name it, and what the player on
turn is asked to do in each of the games' moments (a jump-in, a challenge, a 7's swap,
Ekipni UNO's choice, a starter to lay, the stock's end, the cards owed, a Semafor's
demand, a card just drawn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.adriatic import PHASE_CHOOSE
from rules.core import PHASE_DRAWN, PHASE_PLAY, Draw, Pass, Play
from rules.uno import PHASE_STARTER, SEMAFOR_TOP
from rules.uno_family import COLOUR_OF, RANK_OF
from rules.uno_official import PHASE_CHALLENGE, PHASE_SWAP

if TYPE_CHECKING:
    from .uno import UnoTable

TURN_TAKERS = ("skip", "rev", "d2", "Wd4")   # the cards that make a player lose the turn


def semafor_open(view: dict) -> bool:
    """A Semafor lies on top with its demand (a colour that may not follow)."""
    return view.get("top") == SEMAFOR_TOP and bool(view["excluded"])


class UnoWords:
    """The table's words for cards and for the turn, in the player's language."""

    def __init__(self, table: UnoTable) -> None:
        self.table = table
        self.card_names = {RANK_OF[card.code]: card.name for card in table.spec.special_cards}

    def card_name(self, rank: str) -> str:
        """A special card's name in this game's own words (Preskok, Stop, Uzmi 2, 2+...)."""
        return self.table.app.tr.get(self.card_names[rank])

    def card(self, code: str) -> str:
        """A card as the record names it: its colour and number, or this game's name for
        it (and its colour)."""
        tr = self.table.app.tr
        colour, rank = COLOUR_OF[code], RANK_OF[code]
        name = self.card_name(rank) if rank in self.card_names else rank
        if colour is None:
            return name
        return tr.get("uno_table.log.card", colour=tr.get(f"uno_table.colour.{colour}"),
                      card=name)

    def colour(self, colour: str) -> str:
        """A colour's name, capitalised (said when a wild asks for it)."""
        word = self.table.app.tr.get(f"uno_table.colour.{colour}")
        return word[:1].upper() + word[1:]

    def skip(self) -> str:
        """The card that made a player lose the turn is the one on top."""
        pile = self.table.view()["pile"]
        rank = RANK_OF[pile[-1]] if pile else ""
        if rank in TURN_TAKERS:
            return self.card_name(rank) + "!"
        return self.table.app.tr.get("uno_table.skipped")

    def turn(self) -> str | None:
        """What the viewer is asked to do now in one of the games' own moments; None
        when it is a turn like any other."""
        table = self.table
        tr = table.app.tr
        view = table.view()
        legal = table.legal()
        plays = any(isinstance(a, Play) for a in legal)
        phase = view["phase"]
        if table.picking:
            return ""
        if view["current"] != table.viewer and plays:
            return tr.get("uno_table.jump_in")
        if phase == PHASE_CHALLENGE:
            return table.said_of("uno_table.challenge_or_accept", view["challenge"]["seat"])
        if phase == PHASE_SWAP:
            return tr.get("uno_table.choose_swap")
        if phase == PHASE_CHOOSE:
            return tr.get("uno_table.stop_or_go")
        if phase == PHASE_STARTER:
            return tr.get("uno_table.lay_number")
        if view.get("stock_over") and not plays:
            return tr.get("uno_table.stock_over")
        if view["pending_draw"] and phase == PHASE_PLAY:
            key = "uno_table.pass_on_or_draw" if plays else "uno_table.must_draw"
            return tr.get_n(key, view["pending_draw"])
        if semafor_open(view) and phase == PHASE_PLAY:
            return self.semafor(view, Draw() in legal)
        if phase == PHASE_DRAWN and plays:
            keep = Pass() in legal
            return tr.get("uno_table.play_drawn" if keep else "uno_table.play_drawn_must")
        return None

    def semafor(self, view: dict, draws: bool) -> str:
        """What a Semafor asks for: the same number in another colour, or any card of
        another colour; and, with nothing that fits, the draw it allows."""
        tr = self.table.app.tr
        colour = tr.get(f"uno_table.colour.{view['excluded']}")
        if view["rank"]:
            words = tr.get("uno_table.semafor_number", n=view["rank"], colour=colour)
        else:
            words = tr.get("uno_table.semafor_colour", colour=colour)
        if not draws:
            return words
        return tr.get(f"uno_table.semafor_or_draw.{self.semafor_draw()}", demand=words)

    def semafor_draw(self) -> str:
        """How a Semafor's draw goes: three cards at most on a number, else until one fits
        ("kupuje sa Ostatka najviše do 3 karte")."""
        return "three" if self.table.view()["rank"] else "until"
