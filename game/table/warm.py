"""Card images a table will need, drawn ahead of time in the time frames leave.

A face shown before its picture is drawn ahead is drawn inside that frame (4-5 ms at
1920×1080). A table plans once (and again when the window's size changes) which
images it will show: a back at the widths its face-down cards lie at, and its cards'
faces at the widths it shows them; `run` then draws them a few per frame, while the
warmed ones take at most half the budget of kept pictures (more would push out what
the table shows).
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from ..sprites import cards
from ..sprites.cards import card_height
from ..sprites.table import ladder_width
from ..surfaces import BUDGET


class WarmUp:
    """The card images (code, or "" for the back; width) still to draw ahead of time."""

    def __init__(self) -> None:
        self.images: list[tuple[str, int]] = []
        self.warmed = 0         # bytes of the card images warmed so far

    def plan(self, scale: float, codes: list[str], backs: Iterable[float] = (),
             faces: Iterable[float] = (), more: Iterable[tuple[float, Iterable[str]]] = ()
             ) -> None:
        """Draw ahead a back at each of `backs`' design widths, then every one of `codes`
        at each of `faces`' widths, then the few cards of `more` at a width of their own
        (widths scaled to the window, each image once: two sizes may round to one)."""
        images = [("", ladder_width(w * scale)) for w in backs]
        images += [(c, ladder_width(w * scale)) for w in faces for c in codes]
        images += [(c, ladder_width(w * scale)) for w, some in more for c in some]
        self.images = list(dict.fromkeys(images))
        self.warmed = 0

    def run(self, until: float, deck_kind: str) -> None:
        """Draw the next images ahead until `until` (perf_counter) or the half budget."""
        while self.images and time.perf_counter() < until:
            code, width = self.images.pop(0)
            self.warmed += width * card_height(width) * 4
            if self.warmed > BUDGET.limit // 2:
                self.images = []
                return
            cards.face(code, width) if code else cards.back(width, deck_kind)
