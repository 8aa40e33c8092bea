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
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from rules.core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_OVER,
    CardMoved,
    Deal,
    DealStarted,
    Draw,
    Event,
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
    is_group,
)
from rules.uno_family import COLOUR_OF, RANK_OF, DrawOwed

from .. import guides, theme
from ..sprites import cards
from ..sprites.table import CardSprite, Slot, fan
from ..table.still import Still
from ..table_record import TableRecord
from .base import Widget, draw_icon, panel
from .card_table import Target
from .shedding import SELECT_LIFT, SheddingTable

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

HUMAN_CARD = 190         # design width of the viewer's cards
OTHER_CARD = 80          # the others' backs: rummy hands are long
STOCK_CARD = 120
PILE_CARD = 130
DEAD_CARD = 48
MELD_CARD = 110          # the widest a meld's card is drawn; melds shrink to fit their part
MELD_SMALLEST = 44
MELD_STEP = 0.4          # of a card's width: the next card of a meld (its corner shows)
MELD_GAP = 0.32          # of a card's width: between two melds
TAG_ROOM = 38            # design px at the top of a part for its owner's name

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


def added_cards(old: list[str] | tuple[str, ...], new: tuple[str, ...]) -> Counter[str]:
    """The cards a lay-off or take-back puts into a meld from the hand."""
    return Counter(new) - Counter(old)


class ReminoTable(SheddingTable):
    names_cards = False
    deck_kind = "uno_cards"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        tr = app.tr
        self.chosen: list[CardSprite] = []   # the viewer's chosen cards, in the order chosen
        self.sort = "colour"
        self.moves = 0                       # accepted actions so far: the caches' key
        self._legal_memo: tuple[tuple[int, int], list] = ((-1, -1), [])
        self._moves_memo: tuple[tuple[int, int], list] = ((-1, -1), [])
        self.meld_button = Widget(self._design_rect("button:meld"), lambda: tr.get("remino.meld"),
                                  self._meld_selected, "check", font_size=34,
                                  hide_disabled=True, colour=theme.shade(theme.LEAF, 1.45))
        self.discard_button = Widget(self._design_rect("button:discard"),
                                     lambda: tr.get("remino.discard"), self._discard_selected,
                                     "down", font_size=34, hide_disabled=True,
                                     colour=theme.shade(theme.SUN, 1.5))
        self.sort_button = Widget(self._design_rect("button:sort"), self._sort_label,
                                  self._toggle_sort, "shuffle", font_size=30, hide_disabled=True)
        self.widgets += [self.meld_button, self.discard_button, self.sort_button]

    # -- what the viewer may do ------------------------------------------------------------

    def _all_legal(self) -> list:
        """The viewer's legal actions, worked out once per accepted action (the melds of a
        long hand are many, and the table asks every frame)."""
        key = (self.moves, self.viewer)
        if self._legal_memo[0] != key:
            self._legal_memo = (key, self.match.legal_actions(self.viewer))
        return self._legal_memo[1]

    def legal(self) -> list:
        return self._all_legal() if self.my_turn else []

    def _phase(self) -> str:
        return self.view()["phase"]

    def _table_moves(self) -> list[tuple[LayOff | Meld, tuple[str, ...]]]:
        """The viewer's legal melds, lay-offs and take-backs, each with the cards it takes
        from the hand (sorted), worked out once per accepted action."""
        if self._moves_memo[0] != (self.moves, self.viewer):
            melds = self.view()["melds"]
            found = []
            for action in self._all_legal():
                if isinstance(action, Meld):
                    found.append((action, tuple(sorted(action.codes))))
                elif isinstance(action, LayOff):
                    taken = added_cards(melds[action.meld]["cards"], action.codes)
                    found.append((action, tuple(sorted(taken.elements()))))
            self._moves_memo = ((self.moves, self.viewer), found)
        return self._moves_memo[1]

    def matching(self, chosen: list[str]) -> list[LayOff | Meld]:
        """The legal melds, lay-offs and take-backs that take exactly `chosen` from the hand."""
        if not chosen or not self.my_turn:
            return []
        want = tuple(sorted(chosen))
        return [action for action, taken in self._table_moves() if taken == want]

    def _choosing(self) -> bool:
        """Cards are chosen in the part of a turn where melds are laid and a card discarded."""
        return self.my_turn and self._phase() in (PHASE_MELD, PHASE_USE)

    # -- acting --------------------------------------------------------------------------

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        self.moves += 1
        if seat == self.viewer:
            self.chosen = []

    @property
    def selected(self) -> list[str]:
        """The codes of the chosen cards."""
        return [s.code for s in self.chosen if s.code]

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
        if self._choosing():
            if sprite in self.chosen:
                self.chosen.remove(sprite)
            else:
                self.chosen.append(sprite)
            self.app.sounds.play("pick")
            return
        self.act(Play((sprite.code,)), self.viewer)

    def _meld_selected(self) -> None:
        melds = [a for a in self.matching(self.selected) if isinstance(a, Meld)]
        self.act(melds[0] if melds else Meld(tuple(self.selected)), self.viewer)

    def _lay_on(self, index: int) -> None:
        """The chosen cards onto meld `index`: a lay-off, or a wild taken back."""
        moves = [a for a in self.matching(self.selected)
                 if isinstance(a, LayOff) and a.meld == index]
        if moves:
            self.act(moves[0], self.viewer)
            return
        old = self.view()["melds"][index]["cards"]
        self.act(LayOff(index, (*old, *self.selected)), self.viewer)

    def _discard_selected(self) -> None:
        if len(self.selected) > 1:
            self.hint = self.app.tr.get("remino.one_discard")
            self.app.sounds.play("click")
            return
        self.act(Play(tuple(self.selected)), self.viewer)

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
        self.moves += 1
        self.chosen = []
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
            return self._meld_slots(int(zone.split(":")[1]), n)
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

    # -- the melds' parts of the table ----------------------------------------------------

    def _meld_sizes(self) -> list[tuple[int, int]]:
        """(owner, cards) of every meld on the table, as the sprites and the view say."""
        melds = self.view()["melds"]
        sizes = []
        index = 0
        while f"meld:{index}" in self.zones.zones or index < len(melds):
            owner = melds[index]["owner"] if index < len(melds) else self.viewer
            held = len(melds[index]["cards"]) if index < len(melds) else 0
            sizes.append((owner, max(held, len(self.zones[f"meld:{index}"]))))
            index += 1
        return sizes

    def _meld_part(self, seat: int) -> pygame.Rect:
        return self._area("melds", seat)

    def _meld_plan(self) -> dict[int, tuple[float, float, float]]:
        """Meld index -> (centre of its first card, width): each owner's melds flow in rows
        through that owner's part, as large as they all fit."""
        sizes = self._meld_sizes()
        plan: dict[int, tuple[float, float, float]] = {}
        for seat in range(self.setup.players):
            mine = [(i, n) for i, (owner, n) in enumerate(sizes) if owner == seat]
            if not mine:
                continue
            part = self._meld_part(seat)
            width = MELD_CARD
            while width > MELD_SMALLEST and not self._flow(part, mine, width):
                width -= 4
            plan.update(self._flow(part, mine, width) or self._flow(part, mine, width, force=True))
        return plan

    def _flow(self, part: pygame.Rect, melds: list[tuple[int, int]], width: float,
              force: bool = False) -> dict[int, tuple[float, float, float]]:
        """Place melds left to right in rows of `width`-wide cards; {} when they overflow
        the part (unless `force`: then the last row runs on)."""
        height = cards.card_height(round(width))
        rows_top = part.y + TAG_ROOM
        x, y = part.x + 8.0, rows_top
        placed = {}
        for index, n in melds:
            span = width * (1 + MELD_STEP * (max(n, 1) - 1))
            if x + span > part.right - 8 and x > part.x + 8:
                x, y = part.x + 8.0, y + height + 8
            if (x + span > part.right - 8 or y + height > part.bottom) and not force:
                return {}
            placed[index] = (x + width / 2, y + height / 2, width)
            x += span + width * MELD_GAP
        return placed

    def _meld_slots(self, index: int, n: int) -> list[Slot]:
        left, y, width = self._meld_plan().get(index, (960.0, 400.0, MELD_CARD))
        return [Slot(left + i * width * MELD_STEP, y, 0.0, width) for i in range(n)]

    def _relayout_melds(self, delay: float) -> None:
        index = 0
        while f"meld:{index}" in self.zones.zones:
            self.relayout(f"meld:{index}", 0.3, delay)
            index += 1

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

    def direct_event(self, event: Event, t: float) -> float:
        tr = self.app.tr
        seat = getattr(event, "seat", None)
        at = self._plate_centre(seat) if isinstance(seat, int) else None
        if isinstance(event, DealStarted):
            self.chosen = []
            t = super().direct_event(event, t)
            # the gathered deck turns crosswise over the place of the card under it
            self.animator.call(t + 0.6, lambda: self.relayout("stock", 0.3))
            return t
        if isinstance(event, Melded | MeldChanged):
            return self._meld_moved(event, t)
        if isinstance(event, Opened):
            self.say(t, self._phrase("remino.opened", "remino.you_opened", event.seat),
                     theme.LEAF, "pair", at=at)
            return t + 0.5
        if isinstance(event, RoundStarted):
            self.say(t, tr.get("remino.round", n=event.round), theme.SKY, "turn")
            return t + self.reading(0.5 if event.round != SPECIALS_ROUND else 0.9)
        if isinstance(event, Penalised):
            self.say(t, tr.get("remino.penalty", n=event.points), theme.CORAL, "cat", at=at)
            return t + 0.5
        if isinstance(event, StockEnded):
            self.say(t, tr.get("remino.stock_ended"), theme.PLUM, "shuffle")
            return t + self.reading(1.0)
        if isinstance(event, DrawOwed):
            self.say(t, tr.get("remino.plus", n=event.cards), theme.CORAL, "draw", at=at)
            return t + 0.5
        if isinstance(event, TurnSkipped):
            self.say(t, tr.get("remino.skipped"), theme.SKY, "dalje", at=at)
            return t + 0.5
        return super().direct_event(event, t)

    def _after_deal(self, t: float) -> float:
        """Every hand slides to its place once dealt: the viewer's is sorted only when all
        its cards are known."""
        end = super()._after_deal(t)
        for seat in range(self.setup.players):
            self.relayout(f"hand:{seat}", 0.35, t)
        return end

    def _meld_moved(self, event: Melded | MeldChanged, t: float) -> float:
        """A meld laid or changed: its cards take the meld's order, and every meld slides
        to its place (a part grows crowded, its cards grow smaller)."""
        zone = self.zones[f"meld:{event.meld}"]
        order = {id(s): k for k, s in enumerate(zone)}
        places: dict[str, list[int]] = {}
        for k, code in enumerate(event.codes):
            places.setdefault(code, []).append(k)
        zone.sort(key=lambda s: places[s.code].pop(0) if places.get(s.code) else 99 + order[id(s)])
        for k, sprite in enumerate(zone):
            sprite.z = 10 + k
        self._relayout_melds(t)
        if isinstance(event, Melded):
            kind = "remino.group" if is_group(event.codes) else "remino.run"
            plan = self._meld_plan().get(event.meld)
            spot = (plan[0] + plan[2], plan[1]) if plan else None
            self.say(t, self.app.tr.get(kind), theme.LEAF, "pair", at=spot)
            return t + 0.4
        self.animator.call(t, lambda: self.app.sounds.play("pick"))
        return t + 0.2

    def _settle(self, zone: str) -> None:
        super()._settle(zone)
        if zone.startswith("meld:"):
            for k, sprite in enumerate(self.zones[zone]):
                sprite.z = 10 + k

    # -- the hint and the guide ------------------------------------------------------------

    def hint_reason(self, action) -> str:
        reasons = {Meld: "remino.hint.meld", LayOff: "remino.hint.layoff",
                   TakeBack: "remino.hint.takeback", TakePile: "remino.hint.take",
                   TakeUnder: "remino.hint.under"}
        if type(action) in reasons and len(self._all_legal()) > 1:
            return reasons[type(action)]
        return super().hint_reason(action)

    def play_reason(self, action: Play) -> str:
        if self._phase() == PHASE_OWE:
            return "remino.hint.pass_on"
        return "remino.hint.discard"

    def target_of(self, action) -> Target | None:
        """The next tap of a move: a card to choose (or one chosen by mistake to let go),
        then the Meld button, the meld to lay on, or the pile; the stock, the pile or
        the card under the stock to draw."""
        if isinstance(action, Meld | LayOff):
            if isinstance(action, Meld):
                want = Counter(action.codes)
            else:
                old = self.view()["melds"][action.meld]["cards"]
                want = added_cards(old, action.codes)
            step = self._choose_towards(want)
            if step is not None:
                return step
            if isinstance(action, Meld):
                return self.widget_target(self.meld_button)
            return self.card_target(f"meld:{action.meld}", -1,
                                    tuple(self.zones[f"meld:{action.meld}"]))
        if isinstance(action, Play) and self._phase() == PHASE_MELD:
            step = self._choose_towards(Counter(action.codes))
            if step is not None:
                return step
            return self.card_target("pile", -1) or self.widget_target(self.discard_button)
        if isinstance(action, TakePile):
            return self.card_target("pile", -1)
        if isinstance(action, TakeUnder):
            return self.card_target("under", 0)
        if isinstance(action, Draw):
            return self.card_target("stock", -1) or self.widget_target(self.draw_button)
        return super().target_of(action)

    def _choose_towards(self, want: Counter[str]) -> Target | None:
        """The card to tap so the chosen cards become `want`: one chosen too many first,
        then one still missing; None when they are chosen."""
        chosen = Counter(self.selected)
        zone = f"hand:{self.viewer}"
        hand = self.zones[zone]
        extra = chosen - want
        missing = want - chosen
        for i, sprite in enumerate(hand):
            if (sprite in self.chosen and extra[sprite.code] > 0) or \
                    (sprite not in self.chosen and missing[sprite.code] > 0):
                shining = tuple(s for s in hand if s in self.chosen or missing[s.code] > 0)
                return self.card_target(zone, i, shining)
        return None

    # -- input -------------------------------------------------------------------------

    def may_drag(self) -> bool:
        return self._phase() in (PHASE_MELD, PHASE_USE, PHASE_OWE)

    def dropped(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The dragged card, with the cards chosen before, goes where it is let go: on
        the pile, on a meld, or into a part of the melds as a new one."""
        code = sprite.code
        target = self._drop_target(point)
        was_chosen = sprite in self.chosen
        if target is not None and not was_chosen:
            self.chosen.append(sprite)
        acted = self.moves
        if target == "pile":
            if self._phase() == PHASE_OWE:
                self.act(Play((code,)), self.viewer)
            else:
                self.chosen = [sprite]
                self._discard_selected()
        elif target is not None and target.startswith("meld:"):
            self._lay_on(int(target.split(":")[1]))
        elif target == "melds":
            self._meld_selected()
        if self.moves == acted and not was_chosen and sprite in self.chosen:
            self.chosen.remove(sprite)      # refused, or let go on the felt

    def _drop_target(self, point: tuple[float, float]) -> str | None:
        if self.over_pile(point):
            return "pile"
        for zone in self.zones.zones:
            if zone.startswith("meld:") and self.sprite_at(point, zone) is not None:
                return zone
        if any(self._meld_part(seat).collidepoint(point) for seat in range(self.setup.players)):
            return "melds"
        return None

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
                self._discard_selected()
            return True
        for zone in list(self.zones.zones):
            if zone.startswith("meld:") and self.sprite_at(point, zone) is not None:
                if self.selected:
                    self._lay_on(int(zone.split(":")[1]))
                    return True
                return False
        if self.selected and any(self._meld_part(seat).collidepoint(point)
                                 for seat in range(self.setup.players)):
            self._meld_selected()
            return True
        return super().tap(point)

    def chosen_sprites(self) -> list[CardSprite]:
        """The chosen cards still in the hand, but one being dragged."""
        hand = self.zones[f"hand:{self.viewer}"]
        return [s for s in self.chosen if s in hand and s is not self.drag.held]

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
        if self.selected:
            return self._choice_words()
        if phase == PHASE_USE:
            return tr.get("reason.use_the_pile_card")
        if Deal() in legal:
            return tr.get("table.deal_next")
        if view["round"] < OPENING_ROUND:
            return tr.get("remino.first_discard")
        if not view["stock_size"]:
            return tr.get("remino.meld_then_pass", word=tr.get("table.pass"))
        return tr.get("remino.meld_or_discard")

    def _choice_words(self) -> str:
        """Live word on the chosen cards: a meld, a place to lay them, or why not."""
        tr = self.app.tr
        found = self.matching(self.selected)
        melds = [a for a in found if isinstance(a, Meld)]
        if melds:
            kind = "remino.group" if is_group(melds[0].codes) else "remino.run"
            return tr.get("remino.valid_meld", kind=tr.get(kind))
        if any(isinstance(a, TakeBack) for a in found):
            return tr.get("remino.valid_takeback")
        if found:
            return tr.get("remino.valid_layoff")
        if len(self.selected) > 1:
            return tr.get(f"reason.{self.match.refusal(Meld(tuple(self.selected)), self.viewer)}")
        if len(self.selected) == 1 and Play(tuple(self.selected)) in self.legal():
            return tr.get("remino.one_chosen")
        return tr.get("remino.choose_more")

    def reason_words(self, seat: int) -> dict:
        return {"name": "", "n": self.view()["owed"]}

    # -- drawing -------------------------------------------------------------------------

    def mark_glow(self) -> None:
        """What may be done shines: while choosing, a meld the chosen cards make (or the
        meld they would join, or the pile for one card); else the cards that meld, the
        stock, the pile's card to take, the card under the stock."""
        for sprite in self.zones.all():
            sprite.glow = False
        if not self.my_turn or self.drag.held is not None:
            return
        legal = self.legal()
        if self.selected:
            found = self.matching(self.selected)
            if any(isinstance(a, Meld) for a in found):
                for sprite in self.chosen_sprites():
                    sprite.glow = True
            for action in found:
                if isinstance(action, LayOff):
                    for sprite in self.zones[f"meld:{action.meld}"]:
                        sprite.glow = True
            if len(self.selected) == 1 and Play(tuple(self.selected)) in legal and \
                    self.zones["pile"]:
                self.zones["pile"][-1].glow = True
            return
        if not self.app.settings.highlight_playable:
            return
        if Draw() in legal and self.zones["stock"] and self._phase() == PHASE_DRAW:
            self.zones["stock"][-1].glow = True
        if TakePile() in legal and self.zones["pile"]:
            self.zones["pile"][-1].glow = True
        if TakeUnder() in legal and self.zones["under"]:
            self.zones["under"][0].glow = True
        useful = self._useful_codes(legal)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            sprite.glow = sprite.code in useful

    def _useful_codes(self, legal: list) -> set[str]:
        """The hand's cards that go into some meld or lay-off now, or, when none does, the
        cards that may be discarded (a 4+ to pass on)."""
        useful = {code for action, taken in self._table_moves()
                  if not isinstance(action, TakeBack) for code in taken}
        return useful or {a.codes[0] for a in legal if isinstance(a, Play) and a.codes}

    def update_widgets(self) -> None:
        super().update_widgets()
        phase = self._phase()
        choosing = self._choosing() and self.drag.held is None
        self.meld_button.enabled = choosing and any(
            isinstance(a, Meld) for a in self.matching(self.selected))
        self.discard_button.enabled = choosing and len(self.selected) == 1 and \
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
        view = self.view()
        playing = view["phase"] not in (PHASE_BETWEEN, PHASE_OVER)
        return (self.viewer, tuple(view["opened"]), self.app.settings.language,
                view["round"] if playing else 0)

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt with what changes only now and then drawn on it in the still layer:
        the parts of the melds with their owners' names (a check once open), the places
        of the pile and of the card under the stock, and the round with its rule."""
        super().draw_felt(surface, area)
        view = self.view()
        playing = view["phase"] not in (PHASE_BETWEEN, PHASE_OVER)
        for seat in range(self.setup.players):
            self._draw_part(surface, seat, view["opened"][seat])
        for name, width in (("pile", PILE_CARD), ("under", STOCK_CARD)):
            x, y = self.layout[name].center
            rect = pygame.Rect(0, 0, width, cards.card_height(width))
            rect.center = (round(x), round(y))
            pygame.draw.rect(surface, theme.shade(theme.FELT, 0.9),
                             self.app.rect(rect.inflate(12, 12)),
                             width=max(2, self.app.px(4)), border_radius=self.app.px(16))
        if playing:
            self._draw_round(surface, view["round"])

    def _draw_part(self, surface: pygame.Surface, seat: int, opened: bool) -> None:
        part = self.app.rect(self._meld_part(seat))
        pygame.draw.rect(surface, theme.shade(theme.FELT, 0.88), part,
                         border_radius=self.app.px(22))
        size = self.app.px(theme.MIN_TEXT)
        name = theme.one_line(self.name(seat), size, part.w // 2, theme.WHITE, bold=True)
        x, y = part.x + self.app.px(16), part.y + self.app.px(TAG_ROOM // 2)
        if opened:
            r = self.app.px(13)
            pygame.draw.circle(surface, theme.LEAF, (x + r, y), r)
            draw_icon(surface, "check", (x + r, y), r * 2 - 4, theme.WHITE)
            x += 2 * r + self.app.px(8)
        surface.blit(name, name.get_rect(midleft=(x, y)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        owed = self.view()["owed"]
        if owed:
            self._draw_owed(surface, owed)
        super().draw_overlay(surface)

    def _draw_round(self, surface: pygame.Surface, rnd: int) -> None:
        """The round and the rule it brings (when melds begin, when lay-offs and the
        penalty for not being open begin), on a panel by the stock."""
        tr = self.app.tr
        box = self.app.rect(self._design_rect("round"))
        panel(surface, box, alpha=225)
        title = theme.text(tr.get("remino.round", n=rnd), self.app.px(32), theme.INK, bold=True)
        surface.blit(title, title.get_rect(topleft=(box.x + self.app.px(18), box.y)))
        rows, size = theme.fit(tr.get(self._round_rule()), theme.MIN_TEXT, theme.MIN_TEXT,
                               self._design_rect("round").w - 36)
        # The rule in up to two lines, never small print, set closer than the font's
        # own spacing: the panel fits between the Rules button and the stock.
        step = self.app.px(size * 1.15)
        y = box.bottom - self.app.px(4)
        for row in reversed(rows):
            words = theme.text(row, self.app.px(size), theme.INK_SOFT)
            surface.blit(words, words.get_rect(bottomleft=(box.x + self.app.px(18), y)))
            y -= step

    def _round_rule(self) -> str:
        """The message id of what this round brings: discards only, opening, lay-offs."""
        rnd = self.view()["round"]
        if rnd < OPENING_ROUND:
            return "remino.rule.first"
        if rnd < SPECIALS_ROUND:
            return "remino.rule.open"
        return "remino.rule.layoffs"

    def _draw_owed(self, surface: pygame.Surface, owed: int) -> None:
        """The cards a 4+ makes the next player draw, on a coral disc by the pile."""
        pile = self.layout["pile"]
        centre = self.app.point(pile.x + pile.w, pile.y + 10)
        r = self.app.px(40)
        pygame.draw.circle(surface, theme.shade(theme.CORAL, 0.6), (centre[0], centre[1] + 4), r)
        pygame.draw.circle(surface, theme.CORAL, centre, r)
        label = theme.text(self.app.tr.get("remino.plus", n=owed), self.app.px(40), theme.WHITE,
                           bold=True)
        surface.blit(label, label.get_rect(center=centre))

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        self.warm.plan(self.app.scale, self.warm_codes(), backs=(OTHER_CARD, STOCK_CARD),
                       faces=(HUMAN_CARD, MELD_CARD, PILE_CARD))


RECORDS = (
    TableRecord("remino", ReminoTable, layout="remino", family="slagalice",
                pictures=("G7", "J", "R7"), guide=guides.REMINO),
)
