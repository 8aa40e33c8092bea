"""Upoznaj Evropu's shedding game at the table: cover the card with its pair.

On top of the shedding table: the words of each moment of a turn (open with any
card, cover the country with its pair, play one more), and the lesson of every
pair found — the map and the flag of the country shown large for a moment on the
panel of its name, capital and car code (the same the Memo table shows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import Draw, Match, Play
from rules.countries import COUNTRIES
from rules.evropa import PHASE_COVER, PHASE_EXTRA, PHASE_OPEN, PairFound, partner

from .. import guides
from ..sprites import cards
from ..sprites.table import ladder_width
from ..table.director import directs
from ..table_record import TableRecord
from .country_show import PANEL, SHOW_CARD, SHOW_HOLD, facts_panel
from .shedding import STOCK_CARD, SheddingTable

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

SHOWCASE_CENTRE = (960, 430)


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

    @directs(PairFound)
    def pair_found(self, event: PairFound, t: float) -> float:
        """The map and the flag of the country come up large, with its words."""
        show = self.showcase

        def start() -> None:
            show.iso = event.country
            show.alpha = 0.0
            show.scale = 1.0 if self.app.calm else 0.6
            self.app.sounds.play("pair")
            if self.setup.human_seats:            # the atlas counts it as seen
                self.app.storage.record_sighting(event.country)
        hold = self.reading(SHOW_HOLD)
        self.animator.call(t, start)
        self.animator.add(show, 0.3, t + 0.01, easing="out_back", alpha=255.0, scale=1.0)
        self.animator.add(show, 0.3, t + 0.3 + hold, alpha=0.0)
        return t + 0.6 + hold

    def card_words(self, code: str) -> str:
        """A map or a flag, and whose: "mapa — Italija"."""
        iso, side = code.split(":")
        return self.app.tr.get(f"evropa.card.{side}",
                               country=COUNTRIES[iso].name[self.app.settings.language])

    def play_reason(self, action: Play) -> str:
        """Covering the country on the pile with its pair, or any card to open with."""
        phase = self.match.view(self.viewer)["phase"]
        return "hint.cover" if phase == PHASE_COVER else "hint.any"

    def tap(self, point: tuple[float, float]) -> bool:
        """The stock's place draws even when the stock is out (the pile under its top card
        becomes the new stock), as the prompt to draw from it says."""
        if super().tap(point):
            return True
        x, y = self.layout["stock"].center
        place = pygame.Rect(0, 0, STOCK_CARD, cards.card_height(STOCK_CARD)).inflate(12, 12)
        place.center = (round(x), round(y))
        if Draw() in self.legal() and place.collidepoint(point):
            return self.act(Draw(), self.viewer)
        return False

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.match.view(self.viewer)
        legal = self.legal()
        phase = view["phase"]
        if phase == PHASE_OPEN and legal:
            return tr.get("evropa.open")
        if phase == PHASE_EXTRA and legal:
            return tr.get("evropa.extra")
        if phase == PHASE_COVER and view["pile"]:
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
        self.draw_veil(surface, show.alpha * 0.35)
        cx, cy = SHOWCASE_CENTRE
        w, h = PANEL
        box = pygame.Rect(cx - w * show.scale / 2, cy + 130 * show.scale - h * show.scale / 2,
                          w * show.scale, h * show.scale)
        layer = facts_panel(show.iso, self.app.settings.language,
                            (self.app.px(w), self.app.px(h)), self.app.scale)
        if show.scale < 0.99:
            layer = pygame.transform.smoothscale(
                layer, (round(layer.get_width() * show.scale), round(layer.get_height() * show.scale)))
        layer.set_alpha(int(show.alpha))
        surface.blit(layer, layer.get_rect(center=self.app.point(*box.center)))
        width = ladder_width(SHOW_CARD * self.app.scale)
        for k, side in enumerate(("map", "flag")):
            image = cards.face(f"{show.iso}:{side}", width)
            if show.scale < 0.99:
                image = pygame.transform.smoothscale(
                    image, (round(image.get_width() * show.scale),
                            round(image.get_height() * show.scale)))
            elif show.alpha < 254:
                image = image.copy()
            if show.alpha < 254:
                image.set_alpha(int(show.alpha))
            x = cx + (k - 0.5) * (SHOW_CARD + 40) * show.scale
            surface.blit(image, image.get_rect(center=self.app.point(x, cy)))


RECORDS = (
    TableRecord("evropa", EvropaTable, layout="shedding", family="evropa",
                pictures=("IT:map", "RS:flag", "FR:map"), guide=guides.EVROPA),
)
