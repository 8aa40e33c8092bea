"""The viewer's cards rising out of a shedding table's fan: the one under the pointer or
in the keys' focus a little, and the cards chosen for a move of several (Sedam's cards of
a kind, Remino's meld) higher, rising and sinking smoothly. Which cards are chosen the
table says (`chosen_sprites`); the one in the keys' focus is its `key_focus`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .shedding import SheddingTable

HOVER_LIFT = 26          # design px the card under the pointer (or the keys) rises
SELECT_LIFT = 38         # a card chosen for a move of several (its index clear of the prompt)
LIFT_RATE = 16.0         # how fast a chosen card rises (per second, exponential)


class Lift:
    """How far each of the viewer's cards rises out of the fan."""

    def __init__(self, table: SheddingTable) -> None:
        self.table = table

    def hover(self, point: tuple[float, float]) -> None:
        """The card under the pointer rises a little; chosen cards stay up."""
        table = self.table
        if table.animator.busy:
            return
        hand = table.zones[f"hand:{table.viewer}"]
        under = table.sprite_at(point, f"hand:{table.viewer}") if table.my_turn else None
        chosen = {id(s) for s in table.chosen_sprites()}
        for i, sprite in enumerate(hand):
            if id(sprite) not in chosen:
                sprite.lift = HOVER_LIFT if i == under or i == table.key_focus else 0

    def focus(self) -> None:
        """The card in the keys' focus rises a little, and only that one."""
        table = self.table
        for i, sprite in enumerate(table.zones[f"hand:{table.viewer}"]):
            sprite.lift = HOVER_LIFT if i == table.key_focus else 0

    def step(self, dt: float) -> None:
        """Chosen cards rise out of the fan and let go ones sink back, smoothly."""
        table = self.table
        chosen = {id(s) for s in table.chosen_sprites()}
        if not chosen:
            return
        k = min(1.0, dt * LIFT_RATE)
        for sprite in table.zones[f"hand:{table.viewer}"]:
            if id(sprite) in chosen:
                sprite.lift += (SELECT_LIFT - sprite.lift) * k
            elif sprite.lift > HOVER_LIFT:
                sprite.lift += (0 - sprite.lift) * k

    def moving(self) -> bool:
        """Chosen cards still rise, or cards let go still sink (a frame is due)."""
        table = self.table
        chosen = {id(s) for s in table.chosen_sprites()}
        for sprite in table.zones[f"hand:{table.viewer}"] if chosen else ():
            goal = SELECT_LIFT if id(sprite) in chosen else min(sprite.lift, HOVER_LIFT)
            if abs(sprite.lift - goal) > 0.5:
                return True
        return False
