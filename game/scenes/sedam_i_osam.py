"""Sedam i Osam and Džoker i Devetka at the table: the standard deck, several cards at once.

On top of the shedding table: choosing two to four cards of one rank and playing
them in the chosen order (numbered as they are chosen; the last one lies on top
and counts), the suit picker for a Žandar or a joker, the "Poslednja!" button,
always on screen while a deal is played so it gives no hand away, and a "Uhvati!"
button on the plate of a player who has one card left and has not announced it.

The computer announces and catches on its own clock, by its level: it plays first
and announces a moment later, so a quick child can catch it, and it never catches
a child before a grace period has passed. While anybody may still announce or
catch, the next computer waits. Sevens and jokers owed, skipped turns, a new
direction and the suit a wild card asked for are shown as words and marks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import SUITS, CallUno, Catch, Event, Match, Play
from rules.sedam_i_osam import (
    Announced,
    DealBlocked,
    DirectionChanged,
    FourOfARank,
    MustDraw,
    PenaltyGiven,
    StockRefilled,
    SuitChosen,
    TurnSkipped,
    is_wild,
    rank,
)

from .. import theme
from ..sprites import cards
from .base import Widget, button_image, panel
from .shedding import PILE_CARD, SheddingTable

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

SELECT_LIFT = 38         # design px a chosen card rises (its index stays clear of the prompt)
HOVER_LIFT = 26          # as SheddingTable lifts the card under the pointer
LIFT_RATE = 16.0         # how fast a chosen card rises (per second, exponential)
GRACE = 2.0              # seconds a person has to announce before anybody may catch
CALL_DELAY = {"easy": 2.6, "normal": 1.5, "hard": 1.0}    # a bot announces its last card
CATCH_DELAY = {"easy": 3.0, "normal": 2.4, "hard": 2.0}   # a bot catches a forgetful player
PICKER_BUTTON = (250, 290)
PICKER_GAP = 34


class SedamTable(SheddingTable):
    deck_kind = "standard"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        tr = app.tr
        self.selected: list[str] = []        # the viewer's chosen cards, in order
        self.picking: str | None = None      # the wild card waiting for its suit
        self.picker_focus = 0
        self.reactions: dict[int, float] | None = None   # bot seat -> when it reacts
        self.hold = 0.0                      # bots on turn wait this long for a person
        self.react_clock = 0.0
        hint = self._design_rect("button:hint")
        draw = self._design_rect("button:draw")
        self.play_button = Widget(draw.move(0, draw.h + 22), self._play_label,
                                  self._play_selected, "play", font_size=34,
                                  hide_disabled=True, colour=theme.shade(theme.SUN, 1.5))
        self.last_button = Widget(hint.move(0, hint.h + 22), lambda: tr.get("sedam.last"),
                                  self._announce, "star", font_size=34,
                                  hide_disabled=True, colour=theme.shade(theme.CORAL, 1.55))
        self.catch_buttons = {
            seat: Widget(self._area("plate", seat), lambda: tr.get("sedam.catch"),
                         lambda s=seat: self.act(Catch(s), self.viewer), "check",
                         font_size=34, hide_disabled=True, colour=theme.shade(theme.CORAL, 1.2))
            for seat in range(setup.players)}
        self.widgets += [self.play_button, self.last_button, *self.catch_buttons.values()]

    # -- the computer's calls ---------------------------------------------------------------

    def bot_actions(self, seat: int) -> list:
        """On its turn a bot plays; its own last card it announces afterwards, on its clock."""
        window = self.match.view(seat)["window"]
        return [a for a in self.match.legal_actions(seat)
                if not (isinstance(a, CallUno) and window != seat)]

    def _reaction_actions(self, seat: int) -> list:
        """What a seat may do out of turn now: announce its own last card, or catch."""
        window = self.match.view(seat)["window"]
        return [a for a in self.match.legal_actions(seat)
                if isinstance(a, Catch) or (isinstance(a, CallUno) and window == seat)]

    def _plan_reactions(self) -> None:
        """When a last card is left unannounced, give each bot that may react its moment."""
        self.reactions = {}
        self.react_clock = 0.0
        self.hold = 0.0
        catchable = self.match.view(self.viewer)["catchable"]
        if not catchable:
            return
        forgetful = catchable[0]
        level = self.setup.bot_level
        for seat in self.bots:
            if self._reaction_actions(seat):
                delay = CALL_DELAY if seat == forgetful else CATCH_DELAY
                self.reactions[seat] = max(delay.get(level, delay["normal"]),
                                           0.0 if seat == forgetful else GRACE)
        if forgetful in self.setup.human_seats:
            self.hold = GRACE

    def _react(self, dt: float) -> None:
        """The clock runs while nothing moves; the bot whose moment came announces or
        catches (or lets it pass), one at a time."""
        if self.reactions is None:
            self._plan_reactions()
        self.react_clock += dt
        if not self.reactions:
            return
        seat = min(self.reactions, key=lambda s: (self.reactions[s], s))
        if self.react_clock < self.reactions[seat]:
            return
        del self.reactions[seat]
        legal = self._reaction_actions(seat)
        if not legal:
            return
        bot = self.bots[seat]
        view = self.match.view(seat)
        react = getattr(bot, "react", None)
        action = react(view, legal, self.bot_rngs[seat]) if react else \
            bot.choose(view, legal, self.bot_rngs[seat])
        if action is not None:
            self.act(action, seat)

    def bots_may_act(self) -> bool:
        """A bot on turn waits while somebody may still announce or catch."""
        waiting = bool(self.reactions) or self.react_clock < self.hold
        return super().bots_may_act() and not waiting

    def update(self, dt: float) -> None:
        if not self.animator.busy and not self.match.is_over:
            self._react(dt)
        self._lift_chosen(dt)
        super().update(dt)

    # -- acting -------------------------------------------------------------------------

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        self.reactions = None
        if seat == self.viewer:
            self.selected = []
            self.picking = None

    def _plays_from(self, prefix: tuple[str, ...]) -> list[Play]:
        return [a for a in self.legal() if isinstance(a, Play) and a.codes[:len(prefix)] == prefix]

    def play_card(self, code: str) -> None:
        """A tap on a card: play it, choose it among several of its rank, or ask its suit."""
        if code in self.selected:
            self.selected.remove(code)
            self.app.sounds.play("pick")
            return
        if self.selected:
            if self._plays_from((*self.selected, code)):
                self.selected.append(code)
                self.app.sounds.play("pick")
                return
            self.selected = []
        plays = self._plays_from((code,))
        if not plays:
            self.act(Play((code,)), self.viewer)       # refused: the rules say why
        elif any(p.colour for p in plays):
            self.picking = code
            self.picker_focus = 0
            self.app.sounds.play("pick")
        elif any(len(p.codes) > 1 for p in plays):
            self.selected = [code]
            self.app.sounds.play("pick")
        else:
            self.act(plays[0], self.viewer)

    def _play_selected(self) -> None:
        self.act(Play(tuple(self.selected)), self.viewer)

    def _play_label(self) -> str:
        return self.app.tr.get_n("sedam.play_n", len(self.selected))

    def _announce(self) -> None:
        self.act(CallUno(), self.viewer)

    def _choose_suit(self, suit: str) -> None:
        code, self.picking = self.picking, None
        if code is not None:
            self.act(Play((code,), suit), self.viewer)

    # -- the director -----------------------------------------------------------------

    def direct_event(self, event: Event, t: float) -> float:
        tr = self.app.tr
        if isinstance(event, SuitChosen):
            word = tr.get(f"card.suit.{event.suit}")
            self.say(t, word[:1].upper() + word[1:] + "!", theme.SUN, "flip",
                     at=self.layout["pile"].center)
            return t + 0.5
        if isinstance(event, MustDraw):
            self.say(t, tr.get("sedam.plus", n=event.cards), theme.CORAL, "draw",
                     at=self._plate_centre(event.seat))
            return t + 0.5
        if isinstance(event, TurnSkipped):
            self.say(t, tr.get("sedam.skipped"), theme.SKY, "dalje",
                     at=self._plate_centre(event.seat))
            return t + 0.5
        if isinstance(event, DirectionChanged):
            self.say(t, tr.get("sedam.reverse"), theme.PLUM, "shuffle")
            return t + 0.5
        if isinstance(event, Announced):
            self.say(t, tr.get("sedam.last"), theme.SUN, "pair", at=self._plate_centre(event.seat))
            return t + 0.5
        if isinstance(event, PenaltyGiven):
            self.say(t, tr.get("sedam.penalty", n=event.cards), theme.CORAL, "cat",
                     at=self._plate_centre(event.seat))
            return t + 0.6
        if isinstance(event, FourOfARank):
            self.say(t, tr.get("sedam.four"), theme.LEAF, "win")
            return t + 0.8
        if isinstance(event, DealBlocked):
            self.say(t, tr.get("sedam.blocked"), theme.SKY, "dalje")
            return t + 0.8
        if isinstance(event, StockRefilled):
            self.animator.call(t, lambda: self.app.sounds.play("shuffle"))
            return t + 0.3
        return super().direct_event(event, t)

    # -- input -------------------------------------------------------------------------

    def handle(self, intent) -> bool:
        """While the suit picker is open, it takes every tap and key."""
        if self.picking is None:
            return super().handle(intent)
        if intent.kind == "tap":
            point = self.design_point(intent.pos)
            for suit, rect in zip(SUITS, self._picker_rects(), strict=True):
                if rect.collidepoint(point):
                    self.app.sounds.play("click")
                    self._choose_suit(suit)
                    return True
            self.picking = None                  # a tap beside the picker: not now
            return True
        if intent.kind == "key":
            if intent.key in ("left", "right", "up", "down", "next"):
                step = -1 if intent.key in ("left", "up") else 1
                self.picker_focus = (self.picker_focus + step) % len(SUITS)
            elif intent.key == "activate":
                self._choose_suit(SUITS[self.picker_focus])
            elif intent.key == "back":
                self.picking = None
            return True
        return intent.kind != "hover"

    def hover(self, point: tuple[float, float]) -> None:
        """The chosen cards stay up when the pointer passes over the hand."""
        kept = {id(s): s.lift for s in self._chosen_sprites()}
        super().hover(point)
        for sprite in self._chosen_sprites():
            sprite.lift = kept[id(sprite)]

    def _chosen_sprites(self) -> list:
        hand = self.zones[f"hand:{self.viewer}"]
        return [next(s for s in hand if s.code == code) for code in self.selected
                if any(s.code == code for s in hand)]

    def _lift_chosen(self, dt: float) -> None:
        """Chosen cards rise out of the fan and let go ones sink back, smoothly."""
        chosen = {id(s) for s in self._chosen_sprites()}
        k = min(1.0, dt * LIFT_RATE)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            if id(sprite) in chosen:
                sprite.lift += (SELECT_LIFT - sprite.lift) * k
            elif sprite.lift > HOVER_LIFT:
                sprite.lift += (0 - sprite.lift) * k

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.match.view(self.viewer)
        if self.picking:
            return ""
        if self.selected:
            if len(self.selected) == 1:
                return tr.get("sedam.choose_more")
            return tr.get("sedam.top_counts", n=len(self.selected))
        if view["phase"] == "play" and view["pending_draw"]:
            card = tr.get(f"card.rank.{rank(view['pile'][-1])}") \
                if rank(view["pile"][-1]) != "X" else tr.get("card.joker")
            return tr.get_n("sedam.must_draw", view["pending_draw"], card=card)
        if view["phase"] == "play" and view["drew"] and self.legal():
            return tr.get("sedam.after_draw", word=tr.get("table.pass"))
        if view["phase"] == "play" and view["suit"] and is_wild(view["pile"][-1]):
            return tr.get("sedam.asked_suit", suit=tr.get(f"card.suit.{view['suit']}"))
        return super().turn_words()

    def prompt_words(self) -> str:
        if self.picking:
            return ""
        return super().prompt_words()

    # -- drawing -------------------------------------------------------------------------

    def update_widgets(self) -> None:
        super().update_widgets()
        view = self.match.view(self.viewer)
        human = self.viewer in self.setup.human_seats
        idle = not self.animator.busy and self.picking is None
        if self.selected and idle and (not self.my_turn or not self._plays_from(
                tuple(self.selected))):
            self.selected = []
        self.play_button.enabled = bool(self.selected) and idle and \
            Play(tuple(self.selected)) in self.legal()
        self.last_button.enabled = human and view["phase"] == "play" and \
            self.match.options["announce"] != "off" and self.picking is None
        legal = self.match.legal_actions(self.viewer) if human and idle else []
        for seat, button in self.catch_buttons.items():
            button.rect = self._area("plate", seat)      # the viewer changes in pass-and-play
            button.enabled = Catch(seat) in legal

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        view = self.match.view(self.viewer)
        if view["phase"] == "play" and view["pile"]:
            self._draw_pile_marks(surface, view)
        self._draw_chosen_numbers(surface)
        if self.picking is not None:
            self._draw_picker(surface)

    def _draw_pile_marks(self, surface: pygame.Surface, view: dict) -> None:
        """The suit a wild card asked for (top right), and the cards the next player owes
        (bottom left): neither covers the pile's index."""
        x, y = self.layout["pile"].center
        h = cards.card_height(PILE_CARD)
        if view["suit"] and is_wild(view["pile"][-1]):
            centre = self.app.point(x + PILE_CARD / 2 + 10, y - h / 2 + 20)
            r = self.app.px(58)
            pygame.draw.circle(surface, theme.shade(theme.INK, 0.8), (centre[0], centre[1] + 4), r)
            pygame.draw.circle(surface, theme.WHITE, centre, r)
            pygame.draw.circle(surface, theme.SUN, centre, r, self.app.px(7))
            cards.draw_suit(surface, view["suit"], centre, r * 1.1)
        if view["pending_draw"]:
            centre = self.app.point(x - PILE_CARD / 2 - 10, y + h / 2 - 30)
            r = self.app.px(52)
            pygame.draw.circle(surface, theme.shade(theme.CORAL, 0.6), (centre[0], centre[1] + 4), r)
            pygame.draw.circle(surface, theme.CORAL, centre, r)
            label = theme.text(self.app.tr.get("sedam.plus", n=view["pending_draw"]),
                               self.app.px(52), theme.WHITE, bold=True)
            surface.blit(label, label.get_rect(center=centre))

    def _draw_chosen_numbers(self, surface: pygame.Surface) -> None:
        """1, 2, 3 on the chosen cards (high on the face, clear of the prompt); the last,
        which will lie on top, in gold."""
        sprites = self._chosen_sprites()
        for i, sprite in enumerate(sprites):
            x, y = sprite.centre
            up = pygame.math.Vector2(0, -sprite.width * 0.3).rotate(-sprite.angle)
            centre = self.app.point(x + up.x, y + up.y)
            top = i == len(sprites) - 1
            r = self.app.px(34 if top else 28)
            fill = theme.SUN if top else theme.WHITE
            pygame.draw.circle(surface, theme.shade(theme.INK, 0.8), (centre[0], centre[1] + 3), r)
            pygame.draw.circle(surface, fill, centre, r)
            pygame.draw.circle(surface, theme.INK, centre, r, max(2, self.app.px(4)))
            label = theme.text(str(i + 1), int(r * 1.3), theme.INK, bold=True)
            surface.blit(label, label.get_rect(center=centre))

    def _picker_rects(self) -> list[pygame.Rect]:
        w, h = PICKER_BUTTON
        left = 960 - (len(SUITS) * w + (len(SUITS) - 1) * PICKER_GAP) // 2
        return [pygame.Rect(left + i * (w + PICKER_GAP), 330, w, h) for i in range(len(SUITS))]

    def _draw_picker(self, surface: pygame.Surface) -> None:
        """Four big buttons, a suit and its name on each, over the dimmed table."""
        self.draw_veil(surface, 150)
        rects = self._picker_rects()
        box = rects[0].union(rects[-1]).inflate(80, 0)
        box.y, box.h = 180, rects[0].bottom - 180 + 50
        panel(surface, self.app.rect(box), alpha=250)
        tr = self.app.tr
        title = theme.one_line(tr.get("sedam.pick_suit"), self.app.px(52), self.app.px(box.w - 60),
                               theme.INK, bold=True)
        surface.blit(title, title.get_rect(center=self.app.point(960, 250)))
        focus = self.picker_focus if self.app.keyboard_used else -1
        for i, (suit, rect) in enumerate(zip(SUITS, rects, strict=True)):
            r = self.app.rect(rect)
            image = button_image(r.size, "", "", False, True, False, i == focus, theme.WHITE,
                                 self.app.px(34), self.app.px(theme.MIN_TEXT))
            surface.blit(image, image.get_rect(center=r.center))
            cards.draw_suit(surface, suit, (r.centerx, r.y + r.h * 0.4), r.w * 0.52)
            word = tr.get(f"card.suit.{suit}")
            name = theme.one_line(word[:1].upper() + word[1:], self.app.px(40), r.w - 20,
                                  theme.INK, bold=True)
            surface.blit(name, name.get_rect(center=(r.centerx, r.y + r.h * 0.8)))
