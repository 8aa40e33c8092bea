"""One finger's card: a press that travels becomes a drag, and letting go drops it.

A table owns one `Drag`. A press only marks where it began; once the finger, still
down, has travelled `DRAG_START` design pixels from there, the table is asked for
the card at the press (`grab`: None when nothing may be picked up there now), and
that card follows the finger until it is let go, when the table is told where
(`drop`). A press that never travelled far enough is a tap, and the table may ask
where it began (`tap_from`), so a press that slid onto the next card plays nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..input import Intent
    from ..sprites.table import CardSprite

DRAG_START = 24          # design px a press must travel to become a drag

Point = tuple[float, float]


class Drag:
    """Press, travel past `DRAG_START`, drag, drop: the gesture of picking up a card."""

    def __init__(self, grab: Callable[[Point], CardSprite | None],
                 drop: Callable[[CardSprite, Point], None]) -> None:
        self.grab = grab          # the card pressed at a point, picked up (or None)
        self.drop = drop          # the card held let go at a point
        self.press_at: Point | None = None   # where a press began (design px)
        self.tap_from: Point | None = None   # where the tap being handled began
        self.held: CardSprite | None = None  # the card a finger holds

    def handle(self, intent: Intent, point: Point) -> bool:
        """Follow a press, a held move or a release at `point` (design px); True when
        the intent was the drag's own (a card moved or let go)."""
        if intent.kind == "press":
            self.press_at = point
        elif intent.kind == "hover" and intent.held:
            return self.move(point)
        elif intent.kind == "tap":
            if self.held is not None:
                sprite, self.held, self.press_at = self.held, None, None
                self.drop(sprite, point)
                return True
            self.tap_from, self.press_at = self.press_at, None
        return False

    def move(self, point: Point) -> bool:
        """The card held follows the finger (however slowly it moves); a press that has
        travelled far enough picks its card up first. False when no card is held."""
        if self.held is None:
            if self.press_at is None or math.dist(point, self.press_at) < DRAG_START:
                return False
            self.held = self.grab(self.press_at)
            if self.held is None:
                return False
        self.held.x, self.held.y = point
        return True
