"""Upoznaj Evropu's shedding game at the table: cover the card with its pair.

On top of the shedding table: the words of each moment of a turn (open with any
card, cover the country with its pair, play one more), and the lesson of every
pair found — the map and the flag of the country shown large for a moment, with
its name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import Event, Match, Play
from rules.countries import COUNTRIES
from rules.evropa import PairFound, partner

from .. import theme
from ..sprites import cards
from .shedding import SheddingTable

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

SHOWCASE_CARD = 250      # design width of the pair shown large
SHOWCASE_TIME = 1.6      # seconds it stays (scaled by the animation speed)


class Showcase:
    """The pair just found, shown large over the table, fading in and out."""

    def __init__(self) -> None:
        self.iso = ""
        self.alpha = 0.0
        self.scale = 1.0


class EvropaTable(SheddingTable):
    deck_kind = "countries"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.showcase = Showcase()

    def direct_event(self, event: Event, t: float) -> float:
        if isinstance(event, PairFound):
            return self._pair_found(event, t)
        return super().direct_event(event, t)

    def _pair_found(self, event: PairFound, t: float) -> float:
        """The map and the flag of the country come up large, with its name."""
        name = COUNTRIES[event.country].name[self.app.settings.language]
        self.say(t, self.app.tr.get("evropa.pair", country=name), theme.LEAF, "pair",
                 at=(960, 150))
        show = self.showcase

        def start() -> None:
            show.iso = event.country
            show.alpha = 0.0
            show.scale = 1.0 if self.app.calm else 0.6
        self.animator.call(t, start)
        self.animator.add(show, 0.3, t + 0.01, easing="out_back", alpha=255.0, scale=1.0)
        self.animator.add(show, 0.3, t + 0.3 + SHOWCASE_TIME, alpha=0.0)
        return t + 0.6 + SHOWCASE_TIME

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.match.view(self.viewer)
        legal = self.legal()
        phase = view["phase"]
        if phase == "open" and legal:
            return tr.get("evropa.open")
        if phase == "extra" and legal:
            return tr.get("evropa.extra")
        if phase == "cover" and view["pile"]:
            needed = partner(view["pile"][-1])
            iso, side = needed.split(":")
            country = COUNTRIES[iso].name[self.app.settings.language]
            if any(isinstance(a, Play) for a in legal):
                return tr.get(f"evropa.cover_with_{side}", country=country)
            return tr.get("evropa.no_pair")
        return super().turn_words()

    # -- drawing -------------------------------------------------------------------------

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        show = self.showcase
        if show.alpha <= 1 or not show.iso:
            return
        width = self.app.px(SHOWCASE_CARD * show.scale)
        gap = self.app.px(30)
        centre_x, centre_y = self.app.point(960, 470)
        for k, side in enumerate(("map", "flag")):
            image = cards.face(f"{show.iso}:{side}", width).copy()
            image.set_alpha(int(show.alpha))
            x = centre_x + (k - 0.5) * (width + gap)
            surface.blit(image, image.get_rect(center=(round(x), centre_y)))
