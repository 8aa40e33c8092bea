"""The order of the viewer's hand at the UNO table: sorted by colour, then number (the
rules keep the order the cards came in), until the child arranges it by dragging a card
along it. Each person's arranged order is saved with the match and holds as long as its
cards are in the hand, also behind the curtain and after Continue, until the next deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .remino import by_colour

if TYPE_CHECKING:
    from ..sprites.table import CardSprite


def sorted_place(sprite: CardSprite) -> tuple[int, int]:
    """Where a card lies in a sorted hand (one not known yet: at the end)."""
    return by_colour(sprite.code) if sprite.code else (9, 0)


class HandOrder:
    """Whether the viewer's hand lies sorted, and the orders people arranged theirs in."""

    def __init__(self) -> None:
        self.sorted = True                       # False once arranged by hand
        self.orders: dict[int, list[str]] = {}   # seat -> its hand as a person arranged it

    def saved(self, viewer: int, hand: list[CardSprite]) -> dict[str, list[str]]:
        """Every person's arranged order, the viewer's as the hand lies now."""
        if self.sorted:
            self.orders.pop(viewer, None)
        else:
            self.orders[viewer] = [s.code for s in hand if s.code]
        return {str(seat): order for seat, order in self.orders.items()}

    def restore(self, orders: object) -> None:
        """The orders of a saved match (anything malformed in them left out)."""
        if isinstance(orders, dict):
            self.orders = {int(seat): [c for c in codes if isinstance(c, str)]
                           for seat, codes in orders.items()
                           if str(seat).isdigit() and isinstance(codes, list)}

    def take_up(self, viewer: int) -> list[str] | None:
        """The viewer's arranged order, if there is one; the hand lies sorted if not."""
        order = self.orders.get(viewer)
        self.sorted = order is None
        return order

    def new_deal(self) -> None:
        """New cards: every arranged order is done with."""
        self.sorted = True
        self.orders.clear()

    def place(self, hand: list[CardSprite], code: str) -> int:
        """Where a card coming into the hand goes: where it sorts, or at the right end of
        a hand the child has arranged."""
        if not self.sorted:
            return len(hand)
        key = by_colour(code)
        return sum(1 for s in hand if s.code and by_colour(s.code) <= key)


def lay_in_order(hand: list[CardSprite], order: list[str]) -> None:
    """The hand in the order arranged, the cards come since at its right end (where one
    drawn into an arranged hand goes), in sorted order."""
    rest = list(hand)
    placed = []
    for code in order:
        sprite = next((s for s in rest if s.code == code), None)
        if sprite is not None:
            rest.remove(sprite)
            placed.append(sprite)
    hand[:] = placed + sorted(rest, key=sorted_place)
