"""The Crni Petar table: fans of cards, a tap takes a card, pairs fly to the table.

Rule events become tweens and sounds here (the director part), taps become
legal actions (the input part); the scene never decides a rule. Bots act when
the animation queue is empty; a tap skips ahead.
"""

from __future__ import annotations

import logging
import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from rules import GAMES
from rules.bots import BOTS, bot_rng
from rules.core import (
    CardMoved,
    CardRearranged,
    Deal,
    DealEnded,
    DealStarted,
    Event,
    HandShuffled,
    IllegalAction,
    Match,
    MatchEnded,
    Pick,
    PlayerOut,
    Said,
    Shuffle,
    TurnStarted,
)
from rules.crni_petar import LayPair, Move, PairLaid, pair_key

from .. import theme
from ..layout import load_layout
from ..setup import MatchSetup
from ..sprites import cards
from ..sprites.table import CardSprite, Zones, draw_sprites, fan, ladder_width, pile_of_pairs
from .base import Scene, Widget, draw_icon, panel

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)

DRAG_START = 24         # design pixels a press must travel to become a drag
BOT_THINK = 0.7          # seconds a bot "thinks" before it acts (scaled by speed)
HUMAN_CARD = 196         # design width of the viewer's cards
OTHER_CARD = 112
PAIR_CARD = 78
REVEAL_CARD = 260
REVEAL_Y = 330           # the cat shows above the middle; its words go under it


class Banner:
    """A big word in the middle of the table ("Dalje!", "Par!") that pops and fades."""

    def __init__(self) -> None:
        self.text = ""
        self.low = False
        self.colour = theme.INK
        self.scale = 0.0
        self.alpha = 0.0


@lru_cache(maxsize=32)
def banner_image(words: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A big white word with a coloured outline, drawn once per word and size."""
    label = theme.font(size, bold=True).render(words, True, theme.WHITE)
    outline = theme.font(size, bold=True).render(words, True, theme.shade(colour, 0.6))
    layer = pygame.Surface((label.get_width() + 16, label.get_height() + 16), pygame.SRCALPHA)
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (3, 4)):
        layer.blit(outline, (8 + dx, 8 + dy))
    layer.blit(label, (8, 8))
    return layer


@lru_cache(maxsize=64)
def plate_image(size: tuple[int, int], name: str, human: bool, is_turn: bool, cats: int,
                out: bool, font_size: int) -> pygame.Surface:
    """A seat's name plate: who (a child or the computer), whose turn, cats so far, out."""
    w, h = size
    image = pygame.Surface((w, h + max(2, h // 16)), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.SUN if is_turn else theme.PAPER
    pygame.draw.rect(image, theme.shade(fill, 0.7), rect.move(0, max(2, h // 16)),
                     border_radius=h // 2)
    pygame.draw.rect(image, fill, rect, border_radius=h // 2)
    draw_icon(image, "person" if human else "robot", (h // 2, h // 2), int(h * 0.6), theme.INK)
    label = theme.text(name, font_size, theme.INK, bold=True)
    image.blit(label, label.get_rect(midleft=(h, h // 2)))
    for k in range(cats):
        pygame.draw.circle(image, theme.INK, (w - h // 3 - k * h * 3 // 8, h // 2), h // 8)
    if out:
        draw_icon(image, "check", (w - h // 2, h // 2), int(h * 0.5), theme.LEAF)
    return image.convert_alpha() if pygame.display.get_surface() else image


class CrniPetarTable(Scene):
    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.spec = GAMES["crni_petar"]
        self.fresh = match is None
        self.match = match or self.spec.new_match(setup.players, seed=setup.seed,
                                                  options=setup.options)
        self.layout = load_layout("crni_petar", setup.players)
        self.bots = {s: BOTS["crni_petar"][setup.bot_level]()
                     for s in range(setup.players) if not setup.humans[s]}
        self.bot_rngs = {s: bot_rng(setup.seed, s) for s in self.bots}
        self.zones = Zones()
        self.banner = Banner()
        self.think = BOT_THINK
        self.selected: CardSprite | None = None
        self.dragging: CardSprite | None = None
        self.press_at: tuple[float, float] | None = None
        self.hovered: CardSprite | None = None
        self.key_focus = -1
        self.hint = ""
        self.hinted: set[str] = set()
        self.viewer = self._pick_viewer()
        self.deck_kind = "animals" if self.match.options["cards"] == "animals" else "standard"
        self.finished = False
        self.marker = pygame.math.Vector2(self._plate_centre(self.match.current_player or 0))
        self.pulse = 0.0
        self._build_widgets()
        self.warm: list[tuple[str, int]] = []
        self._plan_warm()

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        codes = sorted({c for zone in self.match.zones().values() for c in zone})
        s = self.app.scale
        self.warm = [("", ladder_width(OTHER_CARD * s))]
        self.warm += [(c, ladder_width(w * s)) for w in (HUMAN_CARD, PAIR_CARD) for c in codes]
        self.warm += [(c, ladder_width(REVEAL_CARD * s)) for c in codes if pair_key(c) is None]

    # -- seats and places -----------------------------------------------------

    def _pick_viewer(self) -> int:
        humans = self.setup.human_seats
        if not humans:
            return 0
        acting = self.match.seats_to_act()
        for seat in acting:
            if seat in humans:
                return seat
        return humans[0]

    def _place(self, seat: int) -> int:
        """Where a seat sits in the layout: the viewer always at the bottom."""
        return (seat - self.viewer) % self.setup.players

    def _area(self, kind: str, seat: int) -> pygame.Rect:
        a = self.layout[f"{kind}:{self._place(seat)}"]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def _rotation(self, seat: int) -> float:
        return self.layout[f"hand:{self._place(seat)}"].rotation

    def _plate_centre(self, seat: int) -> tuple[float, float]:
        return self._area("plate", seat).center

    def name(self, seat: int) -> str:
        tr = self.app.tr
        humans = self.setup.human_seats
        if seat in humans:
            if len(humans) == 1:
                return tr.get("seat.you")
            return tr.get("seat.player", n=seat + 1)
        return tr.get(f"bot.name.{seat % 6}")

    def _phrase(self, msgid: str, msgid_you: str, seat: int) -> str:
        """A sentence about a seat: its own wording when that seat is the only human."""
        if self.setup.human_seats == [seat]:
            return self.app.tr.get(msgid_you)
        return self.app.tr.get(msgid, name=self.name(seat))

    def _design_rect(self, name: str) -> pygame.Rect:
        a = self.layout[name]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def _build_widgets(self) -> None:
        tr = self.app.tr
        self.shuffle_button = Widget(self._design_rect("button:shuffle"),
                                     lambda: tr.get("table.shuffle"), self._shuffle, "shuffle",
                                     font_size=34)
        self.hint_button = Widget(self._design_rect("button:hint"),
                                  lambda: tr.get("table.hint"), self._show_hint, "bulb",
                                  font_size=34)
        self.deal_button = Widget(pygame.Rect(730, 625, 460, 100),
                                  lambda: tr.get("table.deal_next"), self._deal, "again",
                                  font_size=44, hide_disabled=True)
        self.widgets = [
            Widget(self._design_rect("button:menu"), lambda: tr.get("table.menu"), self._menu,
                   "menu", font_size=34),
            Widget(self._design_rect("button:rules"), lambda: tr.get("title.rules"), self._rules,
                   "book", font_size=34),
            self.shuffle_button, self.hint_button, self.deal_button,
        ]

    # -- sprites and where they belong -------------------------------------------

    def enter(self) -> None:
        if self.fresh:
            self.direct(self.match.opening_events)
        else:
            self.sync_from_view()
        self.app.storage.save_match(self.save_data())

    def sync_from_view(self) -> None:
        """Lay every card where the viewer's view says, with no animation."""
        view = self.match.view(self.viewer)
        self.zones = Zones()
        for seat in range(self.setup.players):
            codes = view["hand"] if seat == self.viewer else [None] * view["hand_sizes"][seat]
            for code in codes:
                self.zones[f"hand:{seat}"].append(CardSprite(code, flip=1.0 if code else 0.0))
            for code in view["pairs"][seat]:
                self.zones[f"pairs:{seat}"].append(CardSprite(code, flip=1.0))
        for zone in list(self.zones.zones):
            self.relayout(zone, 0.0)
        self.animator.finish_all()

    def slots(self, zone: str, n: int):
        kind, seat_text = zone.split(":")
        seat = int(seat_text)
        area = self._area(kind, seat)
        if kind == "pairs":
            return pile_of_pairs(area, n, PAIR_CARD)
        if seat == self.viewer:
            width = min(HUMAN_CARD, area.h / 1.4 * 0.98)
            return fan(area, n, width, 0, spread=1.6, max_step=0.78)
        return fan(area, n, OTHER_CARD, self._rotation(seat), spread=2.4, max_step=0.55)

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        sprites = self.zones[zone]
        for i, (sprite, slot) in enumerate(zip(sprites, self.slots(zone, len(sprites)))):
            sprite.z = (100 if zone.startswith("hand") else 10) + i
            self.animator.add(sprite, duration, delay, x=slot.x, y=slot.y,
                              angle=slot.angle, width=slot.width)

    def all_sprites(self) -> list[CardSprite]:
        return self.zones.all()

    # -- the director: rule events become tweens and sounds ------------------------

    def direct(self, events: list[Event]) -> None:
        t = 0.0  # when, from now, the next event's animation starts
        dealing = False
        opening = any(isinstance(e, DealStarted) for e in events)
        for event in events:
            if dealing and not (isinstance(event, CardMoved) and event.src == "stock"):
                t = self._after_deal(t)
                dealing = False
            if isinstance(event, DealStarted):
                t = self._gather(t)
                self.finished = False
            elif isinstance(event, CardMoved) and event.src == "stock":
                t = self._deal_card(event, t)
                dealing = True
            elif isinstance(event, CardMoved):
                t = self._move_card(event, t, quick=opening)
            elif isinstance(event, PairLaid):
                if opening:
                    self.animator.call(t, lambda: self.app.sounds.play("pair"))
                else:
                    self._say(t, self.app.tr.get("table.pair"), theme.LEAF, "pair")
                    t += 0.25
            elif isinstance(event, Said):
                self._say(t, self.app.tr.get("table.dalje"), theme.SKY, "dalje")
                t += 0.45
            elif isinstance(event, HandShuffled):
                t = self._shuffle_fan(event.seat, t)
            elif isinstance(event, CardRearranged):
                self._rearrange(event)
            elif isinstance(event, TurnStarted):
                t = self._turn(event.seat, t)
            elif isinstance(event, PlayerOut):
                self._say(t, self._phrase("table.out", "table.you_out", event.seat),
                          theme.SUN, "pair")
                t += 0.6
            elif isinstance(event, DealEnded):
                t = self._reveal_cat(event, t)
            elif isinstance(event, MatchEnded):
                self.animator.call(t + 0.4, self._match_over)
        if dealing:
            self._after_deal(t)
        self.think = BOT_THINK

    def _gather(self, t: float) -> float:
        """Before a new deal every card of the last one flies back to the deck."""
        old = self.zones.all()
        self.zones = Zones()
        if not old:
            return t + 0.2
        deck = self.layout["deck"].center
        self.zones["gather:0"].extend(old)
        self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
        for i, sprite in enumerate(old):
            self.animator.add(sprite, 0.45, t + i * 0.01, easing="in_out_cubic", x=deck[0],
                              y=deck[1], angle=0, width=OTHER_CARD, flip=0.0, lift=0)
        end = t + 0.45 + len(old) * 0.01
        self.animator.call(end, lambda: self.zones.zones.pop("gather:0", None))
        return end + 0.1

    def _deal_card(self, event: CardMoved, t: float) -> float:
        i = sum(len(sprites) for sprites in self.zones.zones.values())
        deck = self.layout["deck"]
        sprite = CardSprite(event.code if event.dst == f"hand:{self.viewer}" else None,
                            x=deck.center[0], y=deck.center[1] - i * 0.4, width=OTHER_CARD,
                            z=-i)
        zone = event.dst
        self.zones[zone].append(sprite)
        slots = self.slots(zone, max(len(self.zones[zone]), 8))
        slot = slots[min(len(self.zones[zone]) - 1, len(slots) - 1)]
        step = 0.055
        self.animator.add(sprite, 0.32, t, on_start=lambda: self.app.sounds.play("deal"),
                          x=slot.x, y=slot.y, angle=slot.angle, width=slot.width)
        return t + step

    def _after_deal(self, t: float) -> float:
        """Hands fan out properly and the viewer's cards turn face up, before any pair
        goes down (so the hands are taken as they are now, not as they will be)."""
        for zone in list(self.zones.zones):
            if zone.startswith(("hand:", "pairs:")):
                self.relayout(zone, 0.35, t)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            self.animator.add(sprite, 0.35, t + 0.2, flip=1.0)
        return t + 0.8

    def _move_card(self, event: CardMoved, t: float, quick: bool = False) -> float:
        """A card flies from zone to zone; `quick` overlaps the flights (the first
        pairs, which everybody lays down at once)."""
        src_seat = int(event.src.split(":")[1])
        dst_kind, dst_seat = event.dst.split(":")[0], int(event.dst.split(":")[1])
        sprite = self.zones.take(event.src, event.src_index,
                                 event.code if src_seat == self.viewer or event.face_up else None)
        known = event.face_up or dst_seat == self.viewer
        if known:
            sprite.code = event.code
        index = event.index if 0 <= event.index <= len(self.zones[event.dst]) else None
        if index is None:
            self.zones[event.dst].append(sprite)
        else:
            self.zones[event.dst].insert(index, sprite)
        sprite.z = 500
        face = 1.0 if known else 0.0
        if dst_kind == "pairs":
            duration = 0.45
        else:
            duration = 0.55
            self.animator.add(sprite, 0.18, t, lift=40, on_start=lambda: self.app.sounds.play("pick"))
            self.animator.add(sprite, 0.2, t + duration, lift=0)
            t += 0.18
            self.animator.call(t, lambda: self.app.sounds.play("draw"))
        slots = self.slots(event.dst, len(self.zones[event.dst]))
        pos = self.zones[event.dst].index(sprite)
        slot = slots[pos]
        self.animator.add(sprite, duration, t, easing="in_out_cubic", x=slot.x, y=slot.y,
                          angle=slot.angle, width=slot.width)
        if sprite.flip != face:
            self.animator.add(sprite, 0.3, t + duration * 0.5, flip=face,
                              on_start=lambda: self.app.sounds.play("flip"))
        if not known:
            self.animator.call(t + duration, lambda s=sprite: setattr(s, "code", None))
        self.relayout(event.src, 0.3, t)
        self.relayout(event.dst, 0.3, t + duration)
        return t + (0.12 if quick else duration)

    def _say(self, t: float, words: str, colour: tuple[int, int, int], sound: str,
             low: bool = False) -> None:
        """Pop a word up in the middle of the table (`low`: under the revealed cat)."""
        def show() -> None:
            self.banner.low = low
            self.banner.text = words
            self.banner.colour = colour
            self.banner.scale = 1.0 if self.app.calm else 0.4
            self.banner.alpha = 255
            self.app.sounds.play(sound)
        self.animator.call(t, show)
        self.animator.add(self.banner, 0.3, t + 0.01, easing="out_back", scale=1.0)
        self.animator.add(self.banner, 0.35, t + 0.75, alpha=0.0)

    def _shuffle_fan(self, seat: int, t: float) -> float:
        zone = f"hand:{seat}"
        centre = self.slots(zone, 1)[0] if self.zones[zone] else None
        if centre is None:
            return t
        self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
        for i, sprite in enumerate(self.zones[zone]):
            self.animator.add(sprite, 0.22, t + i * 0.01, x=centre.x, y=centre.y,
                              angle=centre.angle + (i % 3 - 1) * 6)
        if seat == self.viewer:
            order = self.match.view(self.viewer)["hand"]
            sprites = {s.code: s for s in self.zones[zone]}
            self.zones.zones[zone] = [sprites[c] for c in order if c in sprites] + \
                [s for s in self.zones[zone] if s.code not in order]
        else:
            self.zones[zone].reverse()
        self.relayout(zone, 0.3, t + 0.3)
        return t + 0.6

    def _rearrange(self, event: CardRearranged) -> None:
        zone = self.zones[f"hand:{event.seat}"]
        if 0 <= event.src < len(zone):
            zone.insert(event.dst, zone.pop(event.src))
        self.relayout(f"hand:{event.seat}", 0.2)
        self.app.sounds.play("flip")

    def _turn(self, seat: int, t: float) -> float:
        def arrive() -> None:
            if seat in self.setup.human_seats:
                self.app.sounds.play("turn")
        target = self._plate_centre(seat)
        self.animator.add(self.marker, 0.45, t, easing="in_out_cubic", on_finish=arrive,
                          x=target[0], y=target[1])
        return t + 0.1

    def _reveal_cat(self, event: DealEnded, t: float) -> float:
        """The drama at the end: the cat comes out of the loser's hand and turns over."""
        t += 0.4
        for loser in event.losers:
            zone = f"hand:{loser}"
            if not self.zones[zone]:
                continue
            sprite = self.zones[zone][0]
            sprite.code = self.match.view(loser)["hand"][0] if self.match.view(loser)["hand"] \
                else sprite.code
            sprite.z = 900
            self.animator.add(sprite, 0.8, t, easing="in_out_cubic", x=960, y=REVEAL_Y,
                              angle=0, width=REVEAL_CARD, lift=0)
            self.animator.add(sprite, 0.45, t + 0.8, flip=1.0,
                              on_start=lambda: self.app.sounds.play("cat"))
            self._say(t + 1.3, self._phrase("table.cat_reveal", "table.cat_reveal_you", loser),
                      theme.PLUM, "lose" if loser in self.setup.human_seats else "win", low=True)
        return t + 2.6

    def _match_over(self) -> None:
        from .results import ResultsScene

        self.finished = True
        self.app.storage.clear_match()
        for seat in self.setup.human_seats:
            self.app.storage.record_result("crni_petar", self.setup.players,
                                           seat not in self.match.view(0)["losers"])
        self.app.push(ResultsScene(self.app, self.setup, self.match, self.name))

    # -- acting -------------------------------------------------------------------

    def act(self, action, seat: int) -> bool:
        try:
            events = self.match.apply(action, seat)
        except IllegalAction as refused:
            name = self.name(self.match.view(seat)["victim"]) if self.match.view(seat)["victim"] \
                is not None else ""
            self.hint = self.app.tr.get(f"reason.{refused.reason}", name=name)
            return False
        self.hint = ""
        self.hinted = set()
        self.selected = None
        self.direct(events)
        if not self.match.is_over:
            self.app.storage.save_match(self.save_data())
        return True

    def save_data(self) -> dict:
        return {"setup": self.setup.to_dict(), "match": self.match.to_json()}

    def update(self, dt: float) -> None:
        super().update(dt)
        self.pulse = (self.pulse + dt) % 10
        if self.warm:
            code, width = self.warm.pop(0)
            cards.face(code, width) if code else cards.back(width, self.deck_kind)
        if self.animator.busy or self.match.is_over:
            return
        for seat in self.match.seats_to_act():
            if seat in self.bots:
                self.think -= dt
                if self.think <= 0:
                    legal = self.match.legal_actions(seat)
                    action = self.bots[seat].choose(self.match.view(seat), legal,
                                                    self.bot_rngs[seat])
                    self.act(action, seat)
                return
        self._maybe_pass_device()

    def _maybe_pass_device(self) -> None:
        """Pass-and-play: when another human must act, draw the curtain first."""
        acting = [s for s in self.match.seats_to_act() if s in self.setup.human_seats]
        if not acting or self.viewer in acting or len(self.setup.human_seats) < 2:
            return
        from .curtain import Curtain

        seat = acting[0]
        self.viewer = seat
        self.app.push(Curtain(self.app, self.name(seat), self.sync_from_view))

    # -- input ---------------------------------------------------------------------

    def _design(self, pos: tuple[int, int]) -> tuple[float, float]:
        x0, y0 = self.app.point(0, 0)
        s = self.app.scale
        return ((pos[0] - x0) / s, (pos[1] - y0) / s)

    def _my_picks(self) -> list[Pick]:
        if self.match.current_player != self.viewer or self.viewer not in self.setup.human_seats:
            return []
        return [a for a in self.match.legal_actions(self.viewer) if isinstance(a, Pick)]

    def _my_pairs(self) -> list[LayPair]:
        if self.viewer not in self.setup.human_seats:
            return []
        return [a for a in self.match.legal_actions(self.viewer) if isinstance(a, LayPair)]

    def handle(self, intent) -> bool:
        if intent.kind == "press":
            self.press_at = self._design(intent.pos)
            return False
        if intent.kind == "hover" and intent.held and self._drag(self._design(intent.pos)):
            return True
        if intent.kind == "tap" and self.dragging is not None:
            self._drop(self._design(intent.pos))
            return True
        self.press_at = None
        if intent.kind == "key" and self._key(intent.key):
            return True
        if super().handle(intent):
            return True
        if intent.kind == "tap" and self.animator.busy:
            self.animator.finish_all()
            return True
        if intent.kind == "hover":
            self._hover(self._design(intent.pos))
            return False
        if intent.kind == "tap":
            return self._tap(self._design(intent.pos))
        return False

    def _drag(self, point: tuple[float, float]) -> bool:
        """A child sorts their cards: press on one of them and move it along the fan."""
        if self.dragging is None:
            if self.press_at is None or self.animator.busy or \
                    math.dist(point, self.press_at) < DRAG_START:
                return False
            index = self._sprite_at(self.press_at, f"hand:{self.viewer}")
            if index is None or not self._may_arrange():
                return False
            self.dragging = self.zones[f"hand:{self.viewer}"][index]
            self.dragging.z = 800
        self.dragging.x, self.dragging.y = point
        return True

    def _drop(self, point: tuple[float, float]) -> None:
        sprite, self.dragging, self.press_at = self.dragging, None, None
        zone = f"hand:{self.viewer}"
        hand = self.zones[zone]
        slots = self.slots(zone, len(hand))
        src = hand.index(sprite)
        dst = min(range(len(slots)), key=lambda i: abs(slots[i].x - point[0]))
        if src != dst and self._may_arrange():
            self.act(Move(src, dst), self.viewer)
        else:
            self.relayout(zone, 0.2)

    def _may_arrange(self) -> bool:
        return self.viewer in self.setup.human_seats and \
            any(isinstance(a, Move) for a in self.match.legal_actions(self.viewer))

    def _sprite_at(self, point: tuple[float, float], zone: str) -> int | None:
        sprites = self.zones[zone]
        for i in range(len(sprites) - 1, -1, -1):
            if sprites[i].contains(point):
                return i
        return None

    def _hover(self, point: tuple[float, float]) -> None:
        picks = self._my_picks()
        for sprite in self.all_sprites():
            if sprite.lift and sprite is not self.selected and not self.animator.busy:
                sprite.lift = 0
        if picks:
            zone = f"hand:{picks[0].seat}"
            i = self._sprite_at(point, zone)
            if i is not None and not self.animator.busy:
                self.zones[zone][i].lift = 26

    def _tap(self, point: tuple[float, float]) -> bool:
        picks = self._my_picks()
        if picks:
            i = self._sprite_at(point, f"hand:{picks[0].seat}")
            if i is not None:
                self.act(Pick(picks[0].seat, i), self.viewer)
                return True
        if self._sprite_at(point, f"hand:{self.viewer}") is not None:
            return self._tap_own(self._sprite_at(point, f"hand:{self.viewer}"))
        return False

    def _tap_own(self, index: int) -> bool:
        """With pairs laid by hand: tap one card, then its partner."""
        sprite = self.zones[f"hand:{self.viewer}"][index]
        pairs = self._my_pairs()
        if not pairs:
            return False
        if self.selected is None or self.selected is sprite:
            if self.selected is sprite:
                sprite.lift = 0
                self.selected = None
            else:
                self.selected = sprite
                sprite.lift = 40
            return True
        first, second = self.selected.code, sprite.code
        for action in pairs:
            if {action.first, action.second} == {first, second}:
                self.act(action, self.viewer)
                return True
        self.selected.lift = 0
        self.selected = sprite
        sprite.lift = 40
        self.hint = self.app.tr.get("reason.not_a_pair")
        return True

    def _key(self, key: str) -> bool:
        picks = self._my_picks()
        if key == "shuffle":
            self._shuffle()
            return True
        if key == "hint":
            self._show_hint()
            return True
        if key == "back":
            self._menu()
            return True
        if picks:
            zone = self.zones[f"hand:{picks[0].seat}"]
            if key in ("left", "right"):
                self.key_focus = (self.key_focus + (1 if key == "right" else -1)) % len(zone)
                for i, sprite in enumerate(zone):
                    sprite.lift = 26 if i == self.key_focus else 0
                return True
            if key == "activate" and 0 <= self.key_focus < len(zone):
                self.act(Pick(picks[0].seat, self.key_focus), self.viewer)
                self.key_focus = -1
                return True
        pairs = self._my_pairs()
        if pairs and key == "activate":
            self.act(pairs[0], self.viewer)
            return True
        return False

    def _can_deal(self) -> bool:
        return self.viewer in self.setup.human_seats and not self.animator.busy and \
            Deal() in self.match.legal_actions(self.viewer)

    def _deal(self) -> None:
        if self._can_deal():
            self.act(Deal(), self.viewer)

    def _shuffle(self) -> None:
        if Shuffle() in self.match.legal_actions(self.viewer) and \
                self.viewer in self.setup.human_seats:
            self.act(Shuffle(), self.viewer)

    def _show_hint(self) -> None:
        pairs = self._my_pairs()
        if pairs:
            self.hinted = {pairs[0].first, pairs[0].second}
            self.hint = self.app.tr.get("table.lay_pairs")
        elif self._my_picks():
            self.hint = self.app.tr.get("table.pick_a_card",
                                        name=self.name(self._my_picks()[0].seat))

    def _menu(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    def _rules(self) -> None:
        from .rules_page import RulesScene

        self.app.push(RulesScene(self.app, "crni_petar"))

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_plates(surface)
        highlight = self.app.settings.highlight_playable
        picks = self._my_picks() if not self.animator.busy else []
        pairs = self._my_pairs() if not self.animator.busy else []
        for sprite in self.all_sprites():
            sprite.glow = sprite.code in self.hinted and sprite.face_shown
        if highlight and picks:
            for sprite in self.zones[f"hand:{picks[0].seat}"]:
                sprite.glow = True
        if self.selected is not None:
            self.selected.glow = True
        moving = {t.target.id for t in self.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, self.all_sprites(), self.app.point, self.app.scale,
                     self.deck_kind, theme.HIGHLIGHT, moving)
        self.shuffle_button.enabled = Shuffle() in self.match.legal_actions(self.viewer) \
            and self.viewer in self.setup.human_seats
        self.hint_button.enabled = bool(picks or pairs)
        self.deal_button.enabled = self._can_deal()
        super().draw(surface)
        self._draw_prompt(surface, picks, pairs)
        self._draw_banner(surface)

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        cached = getattr(self, "_bg", None)
        if cached is None or cached.get_size() != size:
            self._bg = theme.felt(size)
        return self._bg

    def _draw_plates(self, surface: pygame.Surface) -> None:
        view = self.match.view(self.viewer)
        current = self.match.current_player
        for seat in range(self.setup.players):
            rect = self.app.rect(self._area("plate", seat))
            is_turn = seat == current and not self.match.is_over
            if is_turn:
                grow = self.app.px(18 + 6 * math.sin(self.pulse * 4))
                glow = rect.inflate(grow, grow)
                pygame.draw.rect(surface, theme.shade(theme.SUN, 1.3), glow,
                                 border_radius=glow.h // 2)
            image = plate_image(rect.size, self.name(seat), seat in self.setup.human_seats,
                                is_turn, view["scores"][seat], seat in view["out"],
                                self.app.px(34))
            surface.blit(image, rect.topleft)

    def _draw_prompt(self, surface: pygame.Surface, picks, pairs) -> None:
        tr = self.app.tr
        view = self.match.view(self.viewer)
        if view["rounds"] > 1:
            label = theme.text(tr.get("table.deal_of", n=view["deal"], total=view["rounds"]),
                               self.app.px(32), theme.WHITE, bold=True)
            surface.blit(label, label.get_rect(topright=self.app.point(1890, 24)))
        if self.match.is_over or view["phase"] == "between":
            return
        if self.hint:
            words = self.hint
        elif picks:
            words = tr.get("table.pick_a_card", name=self.name(picks[0].seat))
        elif pairs:
            words = tr.get("table.lay_pairs")
        elif self.match.current_player is not None and not self.animator.busy:
            words = tr.get("table.turn_of", name=self.name(self.match.current_player))
        else:
            return
        area = self.layout["message"]
        size = self.app.px(40)
        label = theme.text(words, size, theme.INK, bold=True)
        box = label.get_rect(center=self.app.point(area.center[0], area.y + area.h - 40))
        panel(surface, box.inflate(self.app.px(48), self.app.px(20)))
        surface.blit(label, box)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        b = self.banner
        if b.alpha <= 1 or not b.text:
            return
        layer = banner_image(b.text, b.colour, self.app.px(96))
        if b.scale < 0.99:
            w, h = layer.get_size()
            layer = pygame.transform.smoothscale(layer, (max(1, int(w * b.scale)),
                                                         max(1, int(h * b.scale))))
        layer.set_alpha(int(b.alpha))
        x, y = self.layout["message"].center
        if b.low:
            y = REVEAL_Y + REVEAL_CARD * 0.7 + 55
        surface.blit(layer, layer.get_rect(center=self.app.point(x, y)))

    def resize(self) -> None:
        self._bg = None
        self._plan_warm()
