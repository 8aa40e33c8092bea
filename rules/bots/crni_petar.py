"""The Crni Petar bot.

The game leaves a player three decisions, and none of them can be played well
or badly: which card to take from a face-down fan (every place is as likely to
hide the cat, since a drawn card goes into the hand at a random place), which
pair to lay first when laying them by hand, and whether to shuffle one's own
hand. So the bot takes a card at random, lays its pairs at once, and, holding
the cat, now and then shuffles its fan before its turn, to tease.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Pick, Rng, Shuffle
from ..crni_petar import LONERS, LayPair

TEASE = 0.25


class CrniPetarBot:
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        pairs = [a for a in legal if isinstance(a, LayPair)]
        if pairs:
            return pairs[0]
        picks = [a for a in legal if isinstance(a, Pick)]
        holds_cat = any(code in LONERS for code in view["hand"])
        if holds_cat and Shuffle() in legal and (not picks or rng.random() < TEASE):
            return Shuffle()
        if picks:
            return rng.choice(picks)
        return legal[0]
