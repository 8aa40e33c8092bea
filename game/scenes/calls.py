"""What shedding games with a last-card call share at the table: the call button, the
catch buttons, the computer's calls on a clock, and a picker of four big choices.

The call button ("Poslednja!", "UNO!") is always on screen while a deal is played,
so it gives no hand away; a catch button lies on the plate of a player who may be
caught. The computer calls and catches on its own clock, by its level: it plays
first and calls a moment later, so a quick child can catch it, and it never catches
a child before a grace period has passed. While anybody may still call, catch or
otherwise react out of turn, the computer on turn waits.

The picker (a suit for a Žandar, a colour for a wild) shows four big buttons over
the dimmed table; a game says what the choices are and how each is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import Action, CallUno, Catch, Match, Play
from rules.ordering import reacting_order

from .. import theme
from ..sprites import cards
from .base import Widget, button_image, panel
from .card_table import Target
from .shedding import PILE_CARD, SheddingTable

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

GRACE = 2.0              # seconds a person has to call before anybody may catch
CALL_DELAY = {"easy": 2.6, "normal": 1.5, "hard": 1.0}    # a bot calls its last card
CATCH_DELAY = {"easy": 3.0, "normal": 2.4, "hard": 2.0}   # a bot catches a forgetful player
PICKER_BUTTON = (250, 290)
PICKER_GAP = 34


def by_level(delays: dict[str, float], level: str) -> float:
    return delays.get(level, delays["normal"])


class CallsTable(SheddingTable):
    """A shedding table with a last-card call, catches, reactions and a picker."""

    call_word = ""           # message id of the call button
    catch_word = "sedam.catch"
    picker_choices: tuple[str, ...] = ()
    picker_title = ""

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        tr = app.tr
        self.picking: str | None = None      # the wild card waiting for its suit or colour
        self.picker_focus = 0
        self.reactions: dict[int, float] | None = None   # bot seat -> when it reacts
        self.hold = 0.0                      # bots on turn wait this long for a person
        self.react_clock = 0.0
        self.last_button = Widget(self._design_rect("button:call"), lambda: tr.get(self.call_word),
                                  self._announce, "star", font_size=34,
                                  hide_disabled=True, colour=theme.shade(theme.CORAL, 1.55))
        self.catch_buttons = {
            seat: Widget(self._area("plate", seat), lambda: tr.get(self.catch_word),
                         lambda s=seat: self.act(Catch(s), self.viewer), "check",
                         font_size=34, hide_disabled=True, colour=theme.shade(theme.CORAL, 1.2))
            for seat in range(setup.players)}
        self.widgets += [self.last_button, *self.catch_buttons.values()]

    # -- what a game says -------------------------------------------------------------

    def forgetful(self) -> int | None:
        """The seat that may call (or be caught for not calling) right now."""
        raise NotImplementedError

    def reaction_actions(self, seat: int) -> list[Action]:
        """What a seat may do out of turn now (call its own last card, catch...)."""
        raise NotImplementedError

    def reaction_delay(self, seat: int, actions: list[Action]) -> float:
        """When, after the table went still, a bot takes its moment: its own call at
        once by its level, a catch never before a person's grace is over."""
        level = self.driver.pace_level
        if CallUno() in actions:
            return by_level(CALL_DELAY, level)
        return max(by_level(CATCH_DELAY, level), GRACE)

    def person_hold(self) -> float:
        """How long the bot on turn waits for a person who may still act out of turn."""
        return GRACE if self.forgetful() in self.setup.human_seats else 0.0

    # -- the computer's reactions --------------------------------------------------------

    def _plan_reactions(self) -> None:
        """Give each bot that may react its moment, and hold the bot on turn for a person."""
        reactions = {seat: self.reaction_actions(seat) for seat in self.driver.bots}
        self.reactions = {seat: self.reaction_delay(seat, reactions[seat])
                          for seat in reacting_order(reactions, self.reaction_delay)}
        self.react_clock = 0.0
        self.hold = self.person_hold()

    def _react(self, dt: float) -> None:
        """The clock runs while nothing moves; the bot whose moment came reacts (or lets
        it pass), one at a time."""
        if self.reactions is None:
            self._plan_reactions()
        self.react_clock += dt
        if not self.reactions:
            return
        seat = next(iter(self.reactions))      # the soonest: they wait in reacting order
        if self.react_clock < self.reactions[seat]:
            return
        del self.reactions[seat]
        legal = self.reaction_actions(seat)
        if not legal:
            return
        bot = self.driver.bots[seat]
        view = self.match.view(seat)
        react = getattr(bot, "react", None)
        action = react(view, legal, self.driver.rngs[seat]) if react else \
            bot.choose(view, legal, self.driver.rngs[seat])
        if action is not None:
            self.act(action, seat)

    def bots_may_act(self) -> bool:
        """A bot on turn waits while somebody may still react."""
        waiting = bool(self.reactions) or self.react_clock < self.hold
        return super().bots_may_act() and not waiting

    def update(self, dt: float) -> None:
        if not self.animator.busy and not self.match.is_over:
            self._react(dt)
        super().update(dt)

    def next_frame_in(self) -> float | None:
        """Also when the next bot reacts, or the hold for a person is over."""
        later = super().next_frame_in()
        if self.animator.busy or self.match.is_over:
            return later
        if self.reactions is None:
            return 0.0
        clocks = [*self.reactions.values(), self.hold]
        waits = [c - self.react_clock for c in clocks if c > self.react_clock]
        if any(c <= self.react_clock for c in self.reactions.values()):
            waits.append(0.0)
        return min((w for w in [later, *waits] if w is not None), default=None)

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        self.reactions = None
        if seat == self.viewer:
            self.picking = None

    def _announce(self) -> None:
        self.act(CallUno(), self.viewer)

    # -- the picker -------------------------------------------------------------------

    def choose(self, choice: str) -> None:
        """The picker's choice was made for the card in `self.picking`."""
        raise NotImplementedError

    def draw_choice(self, surface: pygame.Surface, choice: str, rect: pygame.Rect) -> None:
        """A choice's picture and name on its button (screen pixels)."""
        raise NotImplementedError

    def handle(self, intent) -> bool:
        """While the picker is open, it takes every tap and key."""
        if self.picking is None:
            return super().handle(intent)
        choices = self.picker_choices
        if intent.kind == "tap":
            point = self.design_point(intent.pos)
            for choice, rect in zip(choices, self._picker_rects(), strict=True):
                if rect.collidepoint(point):
                    self.app.sounds.play("click")
                    self.choose(choice)
                    return True
            self.picking = None                  # a tap beside the picker: not now
            return True
        if intent.kind == "key":
            if intent.key in ("left", "right", "up", "down", "next"):
                step = -1 if intent.key in ("left", "up") else 1
                self.picker_focus = (self.picker_focus + step) % len(choices)
            elif intent.key == "activate":
                self.choose(choices[self.picker_focus])
            elif intent.key == "back":
                self.picking = None
            return True
        return intent.kind != "hover"

    def prompt_words(self) -> str:
        if self.picking:
            return ""
        return super().prompt_words()

    def picker_target(self, action: Action) -> Target | None:
        """The button to tap on the open picker for `action` (the play of the card that
        waits for its suit or colour); None when the picker is not open for it."""
        if not isinstance(action, Play) or self.picking is None or \
                action.codes != (self.picking,) or action.colour not in self.picker_choices:
            return None
        rect = self._picker_rects()[self.picker_choices.index(action.colour)]
        return Target(rect.center, rect)

    def _picker_rects(self) -> list[pygame.Rect]:
        w, h = PICKER_BUTTON
        n = len(self.picker_choices)
        left = 960 - (n * w + (n - 1) * PICKER_GAP) // 2
        return [pygame.Rect(left + i * (w + PICKER_GAP), 330, w, h) for i in range(n)]

    def draw_picker(self, surface: pygame.Surface) -> None:
        """Four big buttons, a picture and its name on each, over the dimmed table."""
        self.draw_veil(surface, 150)
        rects = self._picker_rects()
        box = rects[0].union(rects[-1]).inflate(80, 0)
        box.y, box.h = 180, rects[0].bottom - 180 + 50
        panel(surface, self.app.rect(box), alpha=250)
        title = theme.one_line(self.app.tr.get(self.picker_title), self.app.px(52),
                               self.app.px(box.w - 60), theme.INK, bold=True)
        surface.blit(title, title.get_rect(center=self.app.point(960, 250)))
        focus = self.picker_focus if self.app.keyboard_used else -1
        for i, (choice, rect) in enumerate(zip(self.picker_choices, rects, strict=True)):
            r = self.app.rect(rect)
            image = button_image(r.size, "", "", False, True, False, i == focus, theme.WHITE,
                                 self.app.px(34), self.app.px(theme.MIN_TEXT))
            surface.blit(image, image.get_rect(center=r.center))
            self.draw_choice(surface, choice, r)

    def draw_choice_name(self, surface: pygame.Surface, word: str, r: pygame.Rect) -> None:
        """A choice's name under its picture, capitalised."""
        name = theme.one_line(word[:1].upper() + word[1:], self.app.px(40), r.w - 20,
                              theme.INK, bold=True)
        surface.blit(name, name.get_rect(center=(r.centerx, r.y + r.h * 0.8)))

    # -- marks by the pile --------------------------------------------------------------

    def pile_corner(self, top: bool) -> tuple[int, int]:
        """Where a mark by the pile goes (screen pixels): the top right corner for what a
        wild card asked for, the bottom left for what is owed; neither covers the index."""
        x, y = self.layout["pile"].center
        h = cards.card_height(PILE_CARD)
        if top:
            return self.app.point(x + PILE_CARD / 2 + 10, y - h / 2 + 20)
        return self.app.point(x - PILE_CARD / 2 - 10, y + h / 2 - 30)

    def draw_owed(self, surface: pygame.Surface, words: str) -> None:
        """The cards the next player owes ("+4"), on a coral disc by the pile."""
        centre = self.pile_corner(top=False)
        r = self.app.px(52)
        pygame.draw.circle(surface, theme.shade(theme.CORAL, 0.6), (centre[0], centre[1] + 4), r)
        pygame.draw.circle(surface, theme.CORAL, centre, r)
        label = theme.text(words, self.app.px(52), theme.WHITE, bold=True)
        surface.blit(label, label.get_rect(center=centre))

    def update_widgets(self) -> None:
        super().update_widgets()
        human = self.viewer in self.setup.human_seats
        idle = not self.animator.busy and self.picking is None
        legal = self.match.legal_actions(self.viewer) if human and idle else []
        for seat, button in self.catch_buttons.items():
            button.rect = self._area("plate", seat)      # the viewer changes in pass-and-play
            button.enabled = Catch(seat) in legal
