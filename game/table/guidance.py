"""A free match's guide: none, so a table calls its guide's hooks without asking.

A table owns one guide over it: a `NoGuide` for a free match, whose hooks do nothing
and let everything through, or a `GuideOverlay` (game/scenes/guide.py) for a guided
one, which points at the move to make, says its sentence and lets only that move
through. Both answer the same hooks, in the order the table calls them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from rules.core import Action

    from ..input import Intent
    from .places import Target


class NoGuide:
    """No guide: nothing drawn, nothing held, every move the table's to judge."""

    holding = False                 # the computer players never wait for it
    leave_question = "ask.leave"    # the match is kept for Continue

    def update(self, dt: float) -> None:
        """Nothing moves."""

    def next_frame_in(self) -> float | None:
        return None

    def handle(self, intent: Intent) -> bool:
        """No panel takes a tap."""
        return False

    def nudge(self) -> None:
        """A tap on the felt is just a tap."""

    def pointed(self, hinted: Callable[[], Target | None]) -> Target | None:
        """What shines besides the playable cards: the hint's move (`hinted`), if asked."""
        return hinted()

    def words(self) -> str:
        return ""

    def permits(self, action: Action, seat: int) -> bool:
        return True

    def acted(self, action: Action, seat: int) -> None:
        """Nothing to follow."""

    def finish(self) -> bool:
        """The match ended; False: the table shows its results (a guide ends it kindly)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing over the table."""
