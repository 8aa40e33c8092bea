"""The Crni Petar table: fans of cards, a tap takes a card, pairs fly to the table.

Rule events become tweens and sounds here (the director part), taps become
legal actions (the input part); the scene never decides a rule. Bots act when
the animation queue is empty; a tap skips ahead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import (
    PHASE_BETWEEN,
    CardMoved,
    CardRearranged,
    Deal,
    DealEnded,
    DealStarted,
    Event,
    HandShuffled,
    Match,
    Pick,
    PlayerOut,
    Said,
    Shuffle,
)
from rules.crni_petar import LayPair, Move, PairLaid, pair_key

from .. import guides, theme
from ..setup import MatchSetup
from ..sprites.table import CardSprite, Zones, fan, pile_of_pairs
from ..table.still import Still
from ..table_record import TableRecord
from .base import Scene, Widget
from .card_table import BOT_NAMES, CardTable, Target

if TYPE_CHECKING:
    from ..app import App

HUMAN_CARD = 196         # design width of the viewer's cards
OTHER_CARD = 112
PAIR_CARD = 78
REVEAL_CARD = 260
REVEAL_Y = 330           # the cat shows above the middle; its words go under it


class CrniPetarTable(CardTable):
    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.selected: CardSprite | None = None
        self.key_focus = -1
        self.deck_kind = "animals" if self.match.options["cards"] == "animals" else "standard"
        self._build_widgets()
        self._plan_warm()

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        codes = self.warm_codes()
        cats = [c for c in codes if pair_key(c) is None]    # shown big when they change hands
        self.warm.plan(self.app.scale, codes, backs=(OTHER_CARD,), faces=(HUMAN_CARD, PAIR_CARD),
                       more=[(REVEAL_CARD, cats)])

    def _build_widgets(self) -> None:
        tr = self.app.tr
        self.shuffle_button = Widget(self._design_rect("button:shuffle"),
                                     lambda: tr.get("table.shuffle"), self._shuffle, "shuffle",
                                     font_size=34)
        self.hint_button = Widget(self._design_rect("button:hint"),
                                  lambda: tr.get("table.hint"), self.hints.show, "bulb",
                                  font_size=34)
        self.deal_button = Widget(pygame.Rect(730, 625, 460, 100),
                                  lambda: tr.get("table.deal_next"), self._deal, "again",
                                  font_size=44, hide_disabled=True)
        self.widgets += [self.shuffle_button, self.hint_button, self.deal_button]

    # -- sprites and where they belong -------------------------------------------

    def sync_from_view(self) -> None:
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

    # -- the director: rule events become tweens and sounds ------------------------

    def direct(self, events: list[Event]) -> None:
        self.opening = any(isinstance(e, DealStarted) for e in events)
        self.dealing = False
        super().direct(events)

    def direct_event(self, event: Event, t: float) -> float:
        if self.dealing and not (isinstance(event, CardMoved) and event.src == "stock"):
            t = self._after_deal(t)
            self.dealing = False
        if isinstance(event, DealStarted):
            t = self._gather(t)
            self.finished = False
        elif isinstance(event, CardMoved) and event.src == "stock":
            t = self._deal_card(event, t)
            self.dealing = True
        elif isinstance(event, CardMoved):
            t = self._move_card(event, t, quick=self.opening)
        elif isinstance(event, PairLaid):
            if self.opening:
                self.animator.call(t, lambda: self.app.sounds.play("pair"))
            else:
                self.say(t, self.app.tr.get("table.pair"), theme.LEAF, "pair")
                t += 0.25
        elif isinstance(event, Said):
            self.say(t, self.app.tr.get("table.dalje"), theme.SKY, "dalje")
            t += 0.45
        elif isinstance(event, HandShuffled):
            t = self._shuffle_fan(event.seat, t)
        elif isinstance(event, CardRearranged):
            self._rearrange(event)
        elif isinstance(event, PlayerOut):
            self.say(t, self._phrase("table.out", "table.you_out_safe", event.seat), theme.SUN,
                     "pair")
            t += 0.6
        elif isinstance(event, DealEnded):
            t = self._reveal_cat(event, t)
        else:
            t = super().direct_event(event, t)
        return t

    def after_events(self, t: float) -> float:
        if self.dealing:
            self.dealing = False
            return self._after_deal(t)
        return t

    def results_scene(self) -> Scene:
        """Crni Petar's end is about the cat: who holds it (or held it most often)."""
        from .results import ResultsScene

        tr = self.app.tr
        view = self.match.view(0)
        losers = self._losers()
        scores = [tr.get_n("results.times", n) for n in view["scores"]] \
            if view["rounds"] > 1 else None
        winners = tuple(s for s in range(self.setup.players) if s not in losers)
        picture = "cat" if self.match.options["cards"] == "animals" else "X"
        return ResultsScene(self.app, self.setup, winners, self.name, scores, self.end_story(),
                            picture)

    def _losers(self) -> list[int]:
        """Who is Crni Petar at the end: the cat's holder, or who held it most often."""
        view = self.match.view(0)
        if view["rounds"] == 1:
            return list(view["losers"])
        return [s for s, n in enumerate(view["scores"]) if n == max(view["scores"])]

    def end_story(self) -> str:
        """Who got the cat, for the results and the end of the guide."""
        losers = self._losers()
        if losers == self.setup.human_seats and len(losers) == 1:
            return self.app.tr.get("results.loser_you")
        return self.app.tr.get("results.loser", name=", ".join(self.name(s) for s in losers))

    # -- acting ---

    def reason_words(self, seat: int) -> dict:
        victim = self.match.view(seat)["victim"]
        return {"name": self.name(victim) if victim is not None else ""}

    def acted(self, action, seat: int) -> None:
        self.selected = None

    # -- input ---

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
        if self._face_to(sprite) != face:
            self.animator.add(sprite, 0.3, t + duration * 0.5, flip=face,
                              on_start=lambda: self.app.sounds.play("flip"))
        if not known:
            self.animator.call(t + duration, lambda s=sprite, z=event.dst: self._hide(s, z))
        self.relayout(event.src, 0.3, t)
        self.relayout(event.dst, 0.3, t + duration)
        return t + (0.12 if quick else duration)

    def news_of(self, action, seat: int, events: list[Event]) -> str:
        """When a computer took the child's card, the line says which."""
        for event in events:
            if isinstance(event, CardMoved) and event.src == f"hand:{self.viewer}" and \
                    event.dst == f"hand:{seat}":
                card = self.app.tr.card_name(event.code)
                if event.code != "cat":
                    card = card[:1].lower() + card[1:]
                return self.app.tr.get("table.took_yours", name=self.name(seat), card=card)
        return ""

    def _face_to(self, sprite: CardSprite) -> float:
        """The side a card will show once the flips queued for it are done: a card taken
        into a computer's hand and on, in the same move, to its pairs is still turning
        face down when its way to the pairs is planned."""
        for tween in reversed(self.animator.tweens):
            if tween.target is sprite and "flip" in tween.end:
                return tween.end["flip"]
        return sprite.flip

    def _hide(self, sprite: CardSprite, zone: str) -> None:
        """Forget the face of a card that landed where the viewer may not see it, unless it
        has gone on since (to the pairs, face up)."""
        if sprite in self.zones[zone]:
            sprite.code = None

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
            self.say(t + 1.3, self._cat_words(loser),
                     theme.PLUM, "lose" if loser in self.setup.human_seats else "win",
                     at=(960, REVEAL_Y + REVEAL_CARD * 0.7 + 55))
        return t + 2.6

    def _cat_words(self, seat: int) -> str:
        """"Crni Petar je kod Žuće!": the seat's name after "kod" is in the genitive."""
        tr = self.app.tr
        if self.setup.human_seats == [seat]:
            return tr.get("table.cat_reveal_you")
        if self.setup.name_of(seat):        # a typed name is not declined: "Ana ima …"
            return tr.get("table.cat_reveal_named", name=self.setup.name_of(seat))
        name = tr.get("seat.player_of", n=seat + 1) if seat in self.setup.human_seats else \
            tr.get(f"bot.name_of.{seat % BOT_NAMES}")
        return tr.get("table.cat_reveal", name=name)

    def _my_picks(self) -> list[Pick]:
        if self.match.current_player != self.viewer or self.viewer not in self.setup.human_seats:
            return []
        return [a for a in self.match.legal_actions(self.viewer) if isinstance(a, Pick)]

    def _my_pairs(self) -> list[LayPair]:
        if self.viewer not in self.setup.human_seats:
            return []
        return [a for a in self.match.legal_actions(self.viewer) if isinstance(a, LayPair)]

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        """A child sorts their cards: press on one of them and move it along the fan."""
        index = self.sprite_at(point, f"hand:{self.viewer}")
        if self.animator.busy or index is None or not self._may_arrange():
            return None
        sprite = self.zones[f"hand:{self.viewer}"][index]
        sprite.z = 800
        return sprite

    def drop_at(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        zone = f"hand:{self.viewer}"
        hand = self.zones[zone]
        if sprite not in hand:       # a bot took it from the fan while it was held
            self.relayout(zone, 0.2)
            return
        src = hand.index(sprite)
        dst = self.fan_place(zone, point)
        if src != dst and self._may_arrange():
            self.act(Move(src, dst), self.viewer)
        else:
            self.relayout(zone, 0.2)

    def _may_arrange(self) -> bool:
        return self.viewer in self.setup.human_seats and \
            any(isinstance(a, Move) for a in self.match.legal_actions(self.viewer))

    def hover(self, point: tuple[float, float]) -> None:
        picks = self._my_picks()
        for sprite in self.all_sprites():
            if sprite.lift and sprite is not self.selected and not self.animator.busy:
                sprite.lift = 0
        if picks:
            zone = f"hand:{picks[0].seat}"
            i = self.sprite_at(point, zone)
            if i is not None and not self.animator.busy:
                self.zones[zone][i].lift = 26

    def tap(self, point: tuple[float, float]) -> bool:
        picks = self._my_picks()
        if picks:
            i = self.sprite_at(point, f"hand:{picks[0].seat}")
            if i is not None:
                self.act(Pick(picks[0].seat, i), self.viewer)
                return True
        if self.sprite_at(point, f"hand:{self.viewer}") is not None:
            return self._tap_own(self.sprite_at(point, f"hand:{self.viewer}"))
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

    def key(self, key: str) -> bool:
        picks = self._my_picks()
        if key == "shuffle":
            self._shuffle()
            return True
        if key == "hint":
            self.hints.show()
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

    def target_of(self, action) -> Target | None:
        """A card of the fan to take; the next card of a pair (both shine); Next deal."""
        if isinstance(action, Pick):
            return self.card_target(f"hand:{action.seat}", action.index)
        if isinstance(action, LayPair):
            zone = f"hand:{self.viewer}"
            hand = self.zones[zone]
            pair = tuple(s for s in hand if s.code in (action.first, action.second))
            chosen = self.selected.code if self.selected is not None else None
            code = action.second if chosen == action.first else action.first
            index = next((i for i, s in enumerate(hand) if s.code == code), None)
            return None if index is None else self.card_target(zone, index, pair)
        if isinstance(action, Deal):
            return self.widget_target(self.deal_button)
        return None

    # -- drawing ---------------------------------------------------------------------

    def mark_glow(self) -> None:
        picks = self._my_picks() if not self.animator.busy else []
        for sprite in self.all_sprites():
            sprite.glow = False
        if self.app.settings.highlight_playable and picks:
            for sprite in self.zones[f"hand:{picks[0].seat}"]:
                sprite.glow = True
        if self.selected is not None:
            self.selected.glow = True

    def update_widgets(self) -> None:
        busy = self.animator.busy
        self.shuffle_button.enabled = Shuffle() in self.match.legal_actions(self.viewer) \
            and self.viewer in self.setup.human_seats
        self.hint_button.enabled = not busy and bool(self._my_picks() or self._my_pairs())
        self.deal_button.enabled = self._can_deal()

    def still_pictures(self) -> list[Still]:
        """The resting cards of the zones with no shining card and the plates not on
        turn, blitted once (the table draws nothing over them)."""
        return self.resting_cards(self.unlit_zones()) + self.plates_at_rest()

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        view = self.view()
        return view["scores"][seat], "", seat in view["out"]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        view = self.view()
        if view["rounds"] > 1:
            label = theme.text(self.app.tr.get("table.deal_of", n=view["deal"],
                                               total=view["rounds"]),
                               self.app.px(32), theme.WHITE, bold=True)
            surface.blit(label, label.get_rect(topright=self.app.point(1890, 24)))

    def prompt_words(self) -> str:
        tr = self.app.tr
        if self.view()["phase"] == PHASE_BETWEEN:
            return ""
        picks = self._my_picks() if not self.animator.busy else []
        if picks:
            return tr.get("table.pick_a_card", name=self.name(picks[0].seat))
        if self._my_pairs() and not self.animator.busy:
            return tr.get("table.lay_pairs")
        if self.match.current_player is not None and not self.animator.busy:
            return tr.get("table.turn_of", name=self.name(self.match.current_player))
        return ""

    def resize(self) -> None:
        super().resize()
        self._plan_warm()


RECORDS = (
    TableRecord("crni_petar", CrniPetarTable, layout="crni_petar", family="crni_petar",
                pictures=("05a", "cat", "05b"), guide=guides.CRNI_PETAR),
)
