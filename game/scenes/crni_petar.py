"""The Crni Petar table: fans of cards, a tap takes a card, pairs fly to the table.

Rule events become tweens and sounds here (the director part; its `Fans`,
crni_petar_fans.py, fly the cards), taps become legal actions (the input part); the
scene never decides a rule. Bots act when the animation queue is empty; a tap skips
ahead.
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
from ..table.director import directs
from ..table.seats import BOT_NAMES
from ..table.still import Still
from ..table_record import TableRecord
from .base import Scene, Widget
from .card_table import CardTable, Target
from .crni_petar_fans import OTHER_CARD, Fans

if TYPE_CHECKING:
    from ..app import App

HUMAN_CARD = 196         # design width of the viewer's cards
PAIR_CARD = 78


class CrniPetarTable(CardTable):
    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.selected: CardSprite | None = None
        self.key_focus = -1
        self.fans = Fans(self)
        self.deck_kind = "animals" if self.match.options["cards"] == "animals" else "standard"
        self._build_widgets()
        self._plan_warm()

    def _plan_warm(self) -> None:
        """Card images this table will need, drawn a few per frame ahead of time."""
        codes = self.warm_codes()
        cats = [c for c in codes if pair_key(c) is None]    # shown big when they change hands
        self.warm.plan(self.app.scale, codes, backs=(OTHER_CARD,), faces=(HUMAN_CARD, PAIR_CARD),
                       more=[(self._design_rect("reveal").width, cats)])

    def _build_widgets(self) -> None:
        tr = self.app.tr
        self.shuffle_button = Widget(self._design_rect("button:shuffle"),
                                     lambda: tr.get("table.shuffle"), self._shuffle, "shuffle",
                                     font_size=34)
        self.hint_button = Widget(self._design_rect("button:hint"),
                                  lambda: tr.get("table.hint"), self.hints.show, "bulb",
                                  font_size=34)
        self.deal_button = Widget(self._design_rect("button:deal"),
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
        """A batch with a deal in it is the opening (its pairs go down all at once). The
        hands fan out once a deal's last card is out, before whatever follows it (or,
        when the batch ends with it, once the move has been paced: `after_events`)."""
        self.opening = any(isinstance(e, DealStarted) for e in events)
        dealt = [isinstance(e, CardMoved) and e.src == "stock" for e in events]
        self.last_dealt = {id(e) for e, card, then in zip(events, dealt, dealt[1:])
                           if card and not then}      # a deal's last card, with more after it
        self.dealing = False     # cards are out, and their hands have yet to fan out
        super().direct(events)

    @directs(DealStarted)
    def deal_started(self, event: DealStarted, t: float) -> float:
        t = self.fans.gather(t)
        self.finished = False
        return t

    @directs(CardMoved)
    def card_moved(self, event: CardMoved, t: float) -> float:
        if event.src != "stock":
            return self.fans.move_card(event, t, quick=self.opening)
        t = self.fans.deal_card(event, t)
        self.dealing = id(event) not in self.last_dealt
        return t if self.dealing else self.fans.after_deal(t)

    @directs(PairLaid)
    def pair_laid(self, event: PairLaid, t: float) -> float:
        if self.opening:
            self.animator.call(t, lambda: self.app.sounds.play("pair"))
            return t
        self.say(t, self.app.tr.get("table.pair"), theme.LEAF, "pair")
        return t + 0.25

    @directs(Said)
    def said(self, event: Said, t: float) -> float:
        self.say(t, self.app.tr.get("table.dalje"), theme.SKY, "dalje")
        return t + 0.45

    @directs(HandShuffled)
    def hand_shuffled(self, event: HandShuffled, t: float) -> float:
        return self.fans.shuffle(event.seat, t)

    @directs(CardRearranged)
    def card_rearranged(self, event: CardRearranged, t: float) -> float:
        self.fans.rearrange(event)
        return t

    @directs(PlayerOut)
    def player_out(self, event: PlayerOut, t: float) -> float:
        self.say(t, self._phrase("table.out", "table.you_out_safe", event.seat), theme.SUN,
                 "pair")
        return t + 0.6

    @directs(DealEnded)
    def deal_ended(self, event: DealEnded, t: float) -> float:
        """The drama at the end: the cat comes out of the loser's hand and turns over,
        big above the middle (the layout's `reveal`), its words just under it."""
        reveal = self._design_rect("reveal")
        t += 0.4
        for loser in event.losers:
            zone = f"hand:{loser}"
            if not self.zones[zone]:
                continue
            sprite = self.zones[zone][0]
            sprite.code = self.match.view(loser)["hand"][0] if self.match.view(loser)["hand"] \
                else sprite.code
            sprite.z = 900
            self.animator.add(sprite, 0.8, t, easing="in_out_cubic", x=reveal.centerx,
                              y=reveal.centery, angle=0, width=reveal.width, lift=0)
            self.animator.add(sprite, 0.45, t + 0.8, flip=1.0,
                              on_start=lambda: self.app.sounds.play("cat"))
            self.say(t + 1.3, self._cat_words(loser),
                     theme.PLUM, "lose" if loser in self.setup.human_seats else "win",
                     at=(reveal.centerx, reveal.bottom + 55))
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

    def after_events(self, t: float) -> float:
        if self.dealing:
            self.dealing = False
            return self.fans.after_deal(t)
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
            self.draw_deal_count(surface, self.app.tr.get("table.deal_of", n=view["deal"],
                                                          total=view["rounds"]))

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
