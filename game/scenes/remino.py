"""Remino UNO at the table: rummy with UNO cards (rules/remino.py).

On top of the shedding table: the stock lies crosswise over the number card under
it (which everybody sees), the specials turned at the deal lie out of play by the
pile, and each player's melds lie grouped in that player's own part of the middle
(art/layouts/remino_N.tmx, `melds:K` for the seat at place K).

The child chooses cards by tapping them (they rise), or drags one. While cards are
chosen the table checks them at once: a group or a run shines and the Meld button
appears; a meld on the table they could be laid off on (or whose wild they would
take back) shines, and a tap on it, or a card dropped on it, lays them there; a
choice that is no meld gets one short sentence saying why. One card chosen goes
on the pile with a tap on the pile, the Discard button, or a drop on the pile.
The hand is sorted by colour or by number; the round and its rule for opening
stand by the stock. Every other refusal is the rules' own reason, in the table's
words. Arrows and Enter choose cards too, and Tab reaches the buttons.

The table owns its parts: `Melds` (remino_melds.py), where the melds lie and how they
move; `Choice` (remino_choice.py), the chosen cards and the moves they make; and `Felt`
(remino_felt.py), what it draws besides the cards.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from rules.core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_OVER,
    CardMoved,
    Deal,
    Draw,
    Match,
    Play,
    StockEnded,
    TurnSkipped,
)
from rules.remino import (
    OPENING_ROUND,
    PHASE_DRAW,
    PHASE_MELD,
    PHASE_OWE,
    PHASE_USE,
    SPECIALS_ROUND,
    LayOff,
    Meld,
    MeldChanged,
    Melded,
    Opened,
    Penalised,
    RoundStarted,
    TakeBack,
    TakePile,
    TakeUnder,
)
from rules.uno_family import COLOUR_OF, RANK_OF, DrawOwed

from .. import guides, theme
from ..sprites.table import CardSprite, Slot, fan
from ..table.director import directs
from ..table.still import Still
from ..table_record import TableRecord
from .base import Widget
from .card_table import Target
from .remino_choice import Choice
from .remino_felt import Felt
from .remino_melds import MELD_CARD, Melds
from .shedding import SheddingTable
from .shedding_lift import SELECT_LIFT

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

HUMAN_CARD = 190         # design width of the viewer's cards
OTHER_CARD = 80          # the others' backs: rummy hands are long
STOCK_CARD = 120
PILE_CARD = 130
DEAD_CARD = 48

# The hand's order: by colour (R Y G B, then the black cards), or by number (the UNO
# tables sort by colour too, and know the cards of every UNO deck).
COLOUR_RANK = {c: i for i, c in enumerate(COLOURS)}
RANK_ORDER = {str(n): n for n in range(11)} | {"rev": 11, "skip": 12, "d2": 13, "W": 14,
                                                "Wd4": 15, "J": 16, "UNO": 17, "Wshuffle": 18,
                                                "Wcustom": 19}


def by_colour(code: str) -> tuple[int, int]:
    return COLOUR_RANK.get(COLOUR_OF[code] or "", 4), RANK_ORDER[RANK_OF[code]]


def by_number(code: str) -> tuple[int, int]:
    return RANK_ORDER[RANK_OF[code]], COLOUR_RANK.get(COLOUR_OF[code] or "", 4)


SORTS = {"colour": by_colour, "number": by_number}


class ReminoTable(SheddingTable):
    names_cards = False
    deck_kind = "uno_cards"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        self.choice = Choice(self)
        self.melds = Melds(self)
        self.felt = Felt(self, (("pile", PILE_CARD), ("under", STOCK_CARD)))
        super().__init__(app, setup, match)
        tr = app.tr
        self.sort = "colour"
        self.meld_button = Widget(self._design_rect("button:meld"), lambda: tr.get("remino.meld"),
                                  self.choice.meld, "check", font_size=34,
                                  hide_disabled=True, colour=theme.shade(theme.LEAF, 1.45))
        self.discard_button = Widget(self._design_rect("button:discard"),
                                     lambda: tr.get("remino.discard"), self.choice.discard,
                                     "down", font_size=34, hide_disabled=True,
                                     colour=theme.shade(theme.SUN, 1.5))
        self.sort_button = Widget(self._design_rect("button:sort"), self._sort_label,
                                  self._toggle_sort, "shuffle", font_size=30, hide_disabled=True)
        self.widgets += [self.meld_button, self.discard_button, self.sort_button]

    # -- what the viewer may do ------------------------------------------------------------

    def legal(self) -> list:
        return self.choice.legal() if self.my_turn else []

    def _phase(self) -> str:
        return self.view()["phase"]

    # -- acting --------------------------------------------------------------------------

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        self.choice.stale()
        if seat == self.viewer:
            self.choice.cards = []

    def play_card(self, code: str) -> None:
        """A card named by the keyboard: the one in focus, else the first of that code."""
        hand = self.zones[f"hand:{self.viewer}"]
        focus = hand[self.key_focus] if 0 <= self.key_focus < len(hand) else None
        sprite = focus if focus is not None and focus.code == code else \
            next(s for s in hand if s.code == code)
        self.touch(sprite)

    def touch(self, sprite: CardSprite) -> None:
        """A tap on a card of the hand: choose it or let it go while melding; else play it
        (a 4+ passed on) or hear why not (draw first)."""
        if self.choice.open():
            self.choice.toggle(sprite)
            return
        self.act(Play((sprite.code,)), self.viewer)

    def _sort_label(self) -> str:
        return self.app.tr.get("remino.sort_by_number" if self.sort == "colour"
                               else "remino.sort_by_colour")

    def _toggle_sort(self) -> None:
        self.sort = "number" if self.sort == "colour" else "colour"
        self.relayout(f"hand:{self.viewer}", 0.35)

    # -- where cards lie ----------------------------------------------------------------

    def cards_in(self, view: dict[str, Any]) -> int:
        return (super().cards_in(view) + len(view["dead"]) + bool(view["under"])
                + sum(len(meld["cards"]) for meld in view["melds"]))

    def sync_from_view(self) -> None:
        super().sync_from_view()
        view = self.view()
        if view["under"]:
            self.zones["under"].append(CardSprite(view["under"], flip=1.0))
        self.zones["dead"].extend(CardSprite(code, flip=1.0) for code in view["dead"])
        for i, meld in enumerate(view["melds"]):
            self.zones[f"meld:{i}"].extend(CardSprite(code, flip=1.0) for code in meld["cards"])
        for zone in list(self.zones.zones):
            self.relayout(zone, 0.0)
        self.choice.stale()
        self.choice.cards = []
        self.animator.finish_all()

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        """The viewer's hand keeps its order (by colour or number) whatever arrives."""
        if zone == f"hand:{self.viewer}":
            key = SORTS[self.sort]
            self.zones[zone].sort(key=lambda s: key(s.code) if s.code else (9, 0))
        super().relayout(zone, duration, delay)
        if zone == "under":                 # the stock lies over it
            for sprite in self.zones[zone]:
                sprite.z = 1

    def slots(self, zone: str, n: int) -> list[Slot]:
        if zone.startswith("meld:"):
            return self.melds.slots(int(zone.split(":")[1]), n)
        if zone in ("stock", "pile", "under", "dead"):
            a = self.layout[zone]
            x, y = a.center
            if zone == "stock":      # crosswise over the card under it
                return [Slot(x, y - min(i, 24) * 0.5, 90.0, STOCK_CARD) for i in range(n)]
            if zone == "under":
                return [Slot(x, y, 0.0, STOCK_CARD)] * n
            if zone == "dead":
                step = min(DEAD_CARD * 0.7, (a.w - DEAD_CARD) / max(1, n - 1))
                left = x - step * (n - 1) / 2
                return [Slot(left + i * step, y, 0.0, DEAD_CARD) for i in range(n)]
            return [Slot(x + (i * 29 % 11 - 5) * 1.2, y + (i * 17 % 7 - 3) * 1.2,
                         float(i * 47 % 13 - 6) * 0.6, PILE_CARD) for i in range(n)]
        seat = int(zone.split(":")[1])
        area = self._area("hand", seat)
        if seat == self.viewer:
            # the fan lies a chosen card's lift low in its place, so a card lifted keeps
            # its number clear of the buttons above the hand
            area = pygame.Rect(area.x, area.y + SELECT_LIFT, area.w, area.h - SELECT_LIFT)
            width = min(HUMAN_CARD, area.h / 1.4 * 0.98)
            return fan(area, n, width, 0, spread=0.5, max_step=0.8)
        return fan(area, n, OTHER_CARD, self._rotation(seat), spread=0.5, max_step=0.45)

    # -- the director ------------------------------------------------------------------

    def _move(self, event: CardMoved, t: float) -> float:
        """Cards leave a hand or a meld by their code (the viewer's hand is sorted on
        screen, not in the rules' order) and join the viewer's hand where they sort."""
        own = f"hand:{self.viewer}"
        if event.src == own or event.src.startswith("meld:") or event.src in ("under", "dead"):
            src = self.zones[event.src]
            at = next((i for i, s in enumerate(src) if s.code == event.code), -1)
            event = replace(event, src_index=at)
        if event.dst.startswith("hand:") and event.dst != own and event.face_up:
            event = replace(event, face_up=False)    # seen as it goes, then held as a back
        if event.dst == own:
            key = SORTS[self.sort]
            place = sum(1 for s in self.zones[own] if s.code and key(s.code) <= key(event.code))
            event = replace(event, index=place)
        return super()._move(event, t)

    def _gather(self, t: float) -> float:
        """A new deal lets the chosen cards go, and the gathered deck turns crosswise over
        the place of the card under it."""
        self.choice.cards = []
        t = super()._gather(t)
        self.animator.call(t + 0.6, lambda: self.relayout("stock", 0.3))
        return t

    @directs(Melded, MeldChanged)
    def meld_moved(self, event: Melded | MeldChanged, t: float) -> float:
        return self.melds.moved(event, t)

    @directs(Opened)
    def opened(self, event: Opened, t: float) -> float:
        self.say(t, self._phrase("remino.opened", "remino.you_opened", event.seat),
                 theme.LEAF, "pair", at=self._plate_centre(event.seat))
        return t + 0.5

    @directs(RoundStarted)
    def round_started(self, event: RoundStarted, t: float) -> float:
        self.say(t, self.app.tr.get("remino.round", n=event.round), theme.SKY, "turn")
        return t + self.reading(0.5 if event.round != SPECIALS_ROUND else 0.9)

    @directs(Penalised)
    def penalised(self, event: Penalised, t: float) -> float:
        self.say(t, self.app.tr.get("remino.penalty", n=event.points), theme.CORAL, "cat",
                 at=self._plate_centre(event.seat))
        return t + 0.5

    @directs(StockEnded)
    def stock_ended(self, event: StockEnded, t: float) -> float:
        self.say(t, self.app.tr.get("remino.stock_ended"), theme.PLUM, "shuffle")
        return t + self.reading(1.0)

    @directs(DrawOwed)
    def cards_owed(self, event: DrawOwed, t: float) -> float:
        self.say(t, self.app.tr.get("remino.plus", n=event.cards), theme.CORAL, "draw",
                 at=self._plate_centre(event.seat))
        return t + 0.5

    @directs(TurnSkipped)
    def turn_skipped(self, event: TurnSkipped, t: float) -> float:
        self.say(t, self.app.tr.get("remino.skipped"), theme.SKY, "dalje",
                 at=self._plate_centre(event.seat))
        return t + 0.5

    def _after_deal(self, t: float) -> float:
        """Every hand slides to its place once dealt: the viewer's is sorted only when all
        its cards are known."""
        end = super()._after_deal(t)
        for seat in range(self.setup.players):
            self.relayout(f"hand:{seat}", 0.35, t)
        return end

    def _settle(self, zone: str) -> None:
        super()._settle(zone)
        if zone.startswith("meld:"):
            self.melds.stack(zone)

    # -- the hint and the guide ------------------------------------------------------------

    def hint_reason(self, action) -> str:
        reasons = {Meld: "remino.hint.meld", LayOff: "remino.hint.layoff",
                   TakeBack: "remino.hint.takeback", TakePile: "remino.hint.take",
                   TakeUnder: "remino.hint.under"}
        if type(action) in reasons and len(self.choice.legal()) > 1:
            return reasons[type(action)]
        return super().hint_reason(action)

    def play_reason(self, action: Play) -> str:
        if self._phase() == PHASE_OWE:
            return "remino.hint.pass_on"
        return "remino.hint.discard"

    def target_of(self, action) -> Target | None:
        """The next tap of a move: the chosen cards' next (`Choice.next_tap`); the stock,
        the pile or the card under the stock to draw."""
        if isinstance(action, Meld | LayOff) or \
                isinstance(action, Play) and self._phase() == PHASE_MELD:
            return self.choice.next_tap(action)
        if isinstance(action, TakePile):
            return self.card_target("pile", -1)
        if isinstance(action, TakeUnder):
            return self.card_target("under", 0)
        if isinstance(action, Draw):
            return self.card_target("stock", -1) or self.widget_target(self.draw_button)
        return super().target_of(action)

    # -- input -------------------------------------------------------------------------

    def may_drag(self) -> bool:
        return self._phase() in (PHASE_MELD, PHASE_USE, PHASE_OWE)

    def dropped(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The dragged card, with the cards chosen before, goes where it is let go: on
        the pile, on a meld, or into a part of the melds as a new one."""
        choice = self.choice
        target = self._drop_target(point)
        was_chosen = sprite in choice.cards
        if target is not None and not was_chosen:
            choice.cards.append(sprite)
        acted = choice.moves
        if target == "pile":
            if self._phase() == PHASE_OWE:
                self.act(Play((sprite.code,)), self.viewer)
            else:
                choice.cards = [sprite]
                choice.discard()
        elif target is not None and target.startswith("meld:"):
            choice.lay_on(int(target.split(":")[1]))
        elif target == "melds":
            choice.meld()
        if choice.moves == acted and not was_chosen and sprite in choice.cards:
            choice.cards.remove(sprite)      # refused, or let go on the felt

    def _drop_target(self, point: tuple[float, float]) -> str | None:
        if self.taps.over_pile(point):
            return "pile"
        meld = self.melds.at(point)
        if meld is not None:
            return f"meld:{meld}"
        return "melds" if self.melds.in_a_part(point) else None

    def key(self, key: str) -> bool:
        """Arrows and Enter choose cards; Tab goes to the buttons (Meld, Discard, Sort),
        where Enter presses the one in focus."""
        if key == "next":
            self.key_focus = -1
            return False
        if key in ("left", "right"):
            self.focus = -1
        elif key == "activate" and self.key_focus < 0 and 0 <= self.focus < len(self.widgets) \
                and self.widgets[self.focus].enabled:
            return False
        return super().key(key)

    def tap(self, point: tuple[float, float]) -> bool:
        if self.viewer not in self.setup.human_seats:
            return False
        own = self.sprite_at(point, f"hand:{self.viewer}")
        if own is not None:
            self.touch(self.zones[f"hand:{self.viewer}"][own])
            return True
        phase = self._phase()
        if self.sprite_at(point, "stock") is None and self.sprite_at(point, "under") is not None \
                and phase == PHASE_DRAW:
            self.act(TakeUnder(), self.viewer)
            return True
        if self.sprite_at(point, "pile") is not None:
            if phase == PHASE_DRAW:
                self.act(TakePile(), self.viewer)
            else:
                self.choice.discard()
            return True
        meld = self.melds.at(point)
        if meld is not None:
            if self.choice.codes:
                self.choice.lay_on(meld)
                return True
            return False
        if self.choice.codes and self.melds.in_a_part(point):
            self.choice.meld()
            return True
        return super().tap(point)

    def chosen_sprites(self) -> list[CardSprite]:
        return self.choice.sprites()

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.view()
        legal = self.legal()
        phase = view["phase"]
        if phase == PHASE_OWE:
            return tr.get_n("remino.owe", view["owed"])
        if phase == PHASE_DRAW:
            if not view["stock_size"]:
                return tr.get("remino.take_pile")
            if TakeUnder() in legal:
                return tr.get("remino.may_take_under")
            return tr.get("remino.draw_or_take" if TakePile() in legal else "remino.draw")
        if self.choice.codes:
            return self.choice.words()
        if phase == PHASE_USE:
            return tr.get("reason.use_the_pile_card")
        if Deal() in legal:
            return tr.get("table.deal_next")
        if view["round"] < OPENING_ROUND:
            return tr.get("remino.first_discard")
        if not view["stock_size"]:
            return tr.get("remino.meld_then_pass", word=tr.get("table.pass"))
        return tr.get("remino.meld_or_discard")

    def reason_words(self, seat: int) -> dict:
        return {"name": "", "n": self.view()["owed"]}

    # -- drawing -------------------------------------------------------------------------

    def mark_glow(self) -> None:
        """What may be done shines: while choosing, what the chosen cards make
        (`Choice.glow`); else the cards that meld, the stock, the pile's card to take,
        the card under the stock."""
        for sprite in self.zones.all():
            sprite.glow = False
        if not self.my_turn or self.drag.held is not None:
            return
        legal = self.legal()
        if self.choice.codes:
            self.choice.glow(legal)
            return
        if not self.app.settings.highlight_playable:
            return
        if Draw() in legal and self.zones["stock"] and self._phase() == PHASE_DRAW:
            self.zones["stock"][-1].glow = True
        if TakePile() in legal and self.zones["pile"]:
            self.zones["pile"][-1].glow = True
        if TakeUnder() in legal and self.zones["under"]:
            self.zones["under"][0].glow = True
        useful = self.choice.useful_codes(legal)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            sprite.glow = sprite.code in useful

    def update_widgets(self) -> None:
        super().update_widgets()
        phase = self._phase()
        choosing = self.choice.open() and self.drag.held is None
        self.meld_button.enabled = choosing and any(
            isinstance(a, Meld) for a in self.choice.matching())
        self.discard_button.enabled = choosing and len(self.choice.codes) == 1 and \
            phase == PHASE_MELD and bool(self.view()["stock_size"])
        self.sort_button.enabled = self.viewer in self.setup.human_seats and \
            phase not in (PHASE_BETWEEN, PHASE_OVER) and not self.scores_shown

    def still_pictures(self) -> list[Still]:
        """The resting cards of the zones with no shining card and the plates not on
        turn, blitted once (the table draws nothing over them)."""
        return self.resting_cards(self.unlit_zones()) + self.plates_at_rest()

    def draw_table(self, surface: pygame.Surface) -> None:
        """Nothing each frame: what lies still on the felt is drawn into it (`draw_felt`)."""

    def felt_marks(self) -> tuple:
        return self.felt.marks()

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt with what changes only now and then drawn on it (`Felt.draw`)."""
        super().draw_felt(surface, area)
        self.felt.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        owed = self.view()["owed"]
        if owed:
            self.felt.draw_owed(surface, owed)
        super().draw_overlay(surface)

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        self.warm.plan(self.app.scale, self.warm_codes(), backs=(OTHER_CARD, STOCK_CARD),
                       faces=(HUMAN_CARD, MELD_CARD, PILE_CARD))


RECORDS = (
    TableRecord("remino", ReminoTable, layout="remino", family="slagalice",
                pictures=("G7", "J", "R7"), guide=guides.REMINO),
)
