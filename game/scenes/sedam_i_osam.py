"""Sedam i Osam and Džoker i Devetka at the table: the standard deck, several cards at once.

On top of the shedding table: one rule for a tap, a card that may go down goes down,
with the cards of its rank raised before it laid on top of it in the order raised
(numbered; the last one lies on top and counts). A card that may only go on top of
another of its rank is raised by a tap. When a card tapped with nothing raised may go
down alone and others of its rank could join it (two sixes on a six), two big buttons
in the prompt's place ask "Samo ovu" or "2 karte zajedno" (holding a finger on a card
was the only way, and children did not find it). Then the suit picker for a Žandar or
a joker, the "Poslednja!" button, always on screen while a deal is played so it gives no hand away, and a "Uhvati!"
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

from rules.core import (
    PHASE_PLAY,
    SUITS,
    Action,
    CallUno,
    Catch,
    DirectionChanged,
    Event,
    Match,
    PenaltyGiven,
    Play,
    StockRefilled,
    TurnSkipped,
)
from rules.sedam_i_osam import (
    Announced,
    DealBlocked,
    FourOfARank,
    MustDraw,
    SuitChosen,
    is_wild,
    rank,
)

from .. import guides, theme
from ..sprites import cards
from ..table_record import TableRecord
from .base import Widget
from .calls import GRACE, CallsTable
from .card_table import Target
from .uno_marks import draw_called

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

__all__ = ["GRACE", "SedamTable"]    # the grace, for the tests too

class SedamTable(CallsTable):
    deck_kind = "standard"
    call_word = "sedam.last"
    picker_choices = SUITS
    picker_title = "sedam.pick_suit"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.selected: list[str] = []        # the viewer's raised cards, to lie on top in order
        self.picking_with: tuple[str, ...] = ()   # the raised cards going with the wild card
        self.asking: Play | None = None      # the play of several cards offered for a tap
        tr = app.tr
        # where the prompt stands, which the question's buttons replace (its words are on them)
        self.alone_button = Widget(self._design_rect("button:alone"), lambda: tr.get("sedam.alone"),
                                   lambda: self._answer(False), "check", font_size=36,
                                   hide_disabled=True)
        self.together_button = Widget(
            self._design_rect("button:together"), lambda: tr.get_n("sedam.together", len(self.asking.codes)
                                             if self.asking else 2),
            lambda: self._answer(True), "star", font_size=36, hide_disabled=True)
        self.widgets += [self.alone_button, self.together_button]

    # -- the computer's calls ---------------------------------------------------------------

    def bot_actions(self, seat: int) -> list:
        """On its turn a bot plays; its own last card it announces afterwards, on its clock."""
        window = self.view(seat)["window"]
        return [a for a in self.match.legal_actions(seat)
                if not (isinstance(a, CallUno) and window != seat)]

    def forgetful(self) -> int | None:
        catchable = self.view()["catchable"]
        return catchable[0] if catchable else None

    def reaction_actions(self, seat: int) -> list[Action]:
        """While a last card is left unannounced: announce one's own, or catch."""
        if self.forgetful() is None:
            return []
        window = self.view(seat)["window"]
        return [a for a in self.match.legal_actions(seat)
                if isinstance(a, Catch) or (isinstance(a, CallUno) and window == seat)]

    # -- acting -------------------------------------------------------------------------

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        if seat == self.viewer:
            self.selected = []

    def _plays(self, codes: tuple[str, ...]) -> list[Play]:
        """The viewer's legal plays of exactly these cards, first to top (with any suit)."""
        return [a for a in self.legal() if isinstance(a, Play) and a.codes == codes]

    def may_raise(self, code: str) -> bool:
        """The card may lie on top of the cards raised so far, over some first card."""
        after = (*self.selected, code)
        return code not in self.selected and any(
            isinstance(a, Play) and a.codes[1:len(after) + 1] == after for a in self.legal())

    def play_card(self, code: str) -> None:
        """One rule for a tap: a card that may go down goes down, with the raised cards on
        top of it (asked first, alone or together, when others of its rank could join it
        and none is raised); a card that may only go on top of another of its rank is
        raised; a raised card is let down again; any other card is refused with the
        rules' reason."""
        self.asking = None
        if code in self.selected:
            self.selected.remove(code)
            self.app.sounds.play("pick")
            return
        if not self.selected and self._plays((code,)) and self.together(code):
            self.asking = self.together(code)
            self.app.sounds.play("pick")
            return
        together = self._plays((code, *self.selected))
        if together:
            self._put_down(code, together)
        elif self.may_raise(code):
            self.selected.append(code)
            self.app.sounds.play("pick")
        elif self._plays((code,)):
            self.selected = []
            self._put_down(code, self._plays((code,)))
        else:
            self.act(Play((code, *self.selected)), self.viewer)  # refused: the rules say why

    def together(self, code: str) -> Play | None:
        """The longest legal play with `code` first and others on it, if there is one."""
        longer = [a for a in self.legal() if isinstance(a, Play) and a.codes[0] == code and
                  len(a.codes) > 1]
        return max(longer, key=lambda a: len(a.codes), default=None)

    def _answer(self, together: bool) -> None:
        """The question's answer: the card tapped alone, or with the others on top."""
        play, self.asking = self.asking, None
        if play is None:
            return
        code = play.codes[0]
        self.selected = list(play.codes[1:]) if together else []
        self._put_down(code, self._plays((code, *self.selected)))

    def _put_down(self, code: str, plays: list[Play]) -> None:
        """Play the card with the raised ones, or ask first for the suit it calls for."""
        if any(p.colour for p in plays):
            self.picking, self.picking_with = code, tuple(self.selected)
            self.picker_focus = 0
            self.app.sounds.play("pick")
        else:
            self.act(plays[0], self.viewer)

    def choose(self, suit: str) -> None:
        code, self.picking = self.picking, None
        if code is not None:
            self.act(Play((code, *self.picking_with), suit), self.viewer)

    # -- the hint and the guide ------------------------------------------------------

    def target_of(self, action) -> Target | None:
        """The next tap of a move: its suit on the open picker, the next of several cards,
        Play once they are all chosen, the call button; else as on any shedding table."""
        if isinstance(action, Play) and self.picking is not None and \
                action.codes == (self.picking, *self.picking_with) and \
                action.colour in self.picker_choices:
            rect = self._picker_rects()[self.picker_choices.index(action.colour)]
            return Target(rect.center, rect)
        if isinstance(action, Play) and len(action.codes) > 1 and not self.selected and \
                self._plays(action.codes[:1]) and \
                getattr(self.together(action.codes[0]), "codes", None) == action.codes:
            if self.asking is not None:
                return self.widget_target(self.together_button)
            return self.hand_target(action.codes, action.codes[0])
        if isinstance(action, Play) and len(action.codes) == 1 and self.asking is not None:
            return self.widget_target(self.alone_button)
        if isinstance(action, Play) and len(action.codes) > 1:
            top = list(action.codes[1:])
            if top[:len(self.selected)] == self.selected:
                return self.hand_target(action.codes, top[len(self.selected)]
                                        if len(self.selected) < len(top) else action.codes[0])
        if isinstance(action, CallUno):
            return self.widget_target(self.last_button)
        return super().target_of(action)

    def play_reason(self, action: Play) -> str:
        """Several of a rank, a wild card, the suit to follow, or the same rank."""
        view = self.view()
        first = action.codes[0]
        if len(action.codes) > 1:
            return "hint.several"
        if is_wild(first):
            return "hint.wild"
        if view["suit"] is not None and first[-1] == view["suit"]:
            return "hint.same_suit"
        return "hint.same_rank"

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

    def chosen_sprites(self) -> list:
        """The raised cards, or the card a question is about."""
        hand = self.zones[f"hand:{self.viewer}"]
        codes = self.asking.codes[:1] if self.asking is not None else self.selected
        return [next(s for s in hand if s.code == code) for code in codes
                if any(s.code == code for s in hand)]

    def prompt_place(self):
        """The prompt (a guide's words while the suit picker is open, too), clear of the
        picker and of the lifted cards: it lay over both; none while the question's
        buttons stand in its place."""
        if self.asking is not None:
            return None         # the question's buttons stand in its place and say it
        placed = super().prompt_place()
        if placed is not None and self.picking is not None:
            labels, boxes, box = placed
            floor = self.app.point(0, self._picker_rects()[0].bottom + 56)[1]
            down = max(0, floor - box.top)
            return labels, [b.move(0, down) for b in boxes], box.move(0, down)
        if placed is None or not self.selected:
            return placed
        labels, boxes, box = placed
        tops = []
        for sprite in self.chosen_sprites():
            x, y = self.app.point(*sprite.centre)
            w = sprite.width * self.app.scale
            card = pygame.Rect(x - w / 2, y - w * 0.7, w, w * 1.4)
            if card.colliderect(box):
                tops.append(card.top)
        if not tops:
            return placed
        up = box.bottom - min(tops) + self.app.px(6)
        return labels, [b.move(0, -up) for b in boxes], box.move(0, -up)

    def scoreboard_goal(self, view: dict) -> str:
        """The points are the cards left, and the fewest win (why the deal ended is said
        above, from the rules' `last_deal`)."""
        return self.app.tr.get("sedam.goal", n=view["target"])

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.view()
        if self.picking:
            return ""
        if self.selected:
            if len(self.selected) == 1:
                return tr.get("sedam.choose_more")
            return tr.get("sedam.top_counts", n=len(self.selected))
        if view["phase"] == PHASE_PLAY and view["pending_draw"]:
            card = tr.get(f"card.rank.{rank(view['pile'][-1])}") \
                if rank(view["pile"][-1]) != "X" else tr.get("card.joker")
            return tr.get_n("sedam.must_draw", view["pending_draw"], card=card)
        if view["phase"] == PHASE_PLAY and view["drew"] and self.legal():
            return tr.get("sedam.after_draw", word=tr.get("table.pass"))
        if view["phase"] == PHASE_PLAY and view["suit"] and is_wild(view["pile"][-1]):
            return tr.get("sedam.asked_suit", suit=tr.get(f"card.suit.{view['suit']}"))
        return super().turn_words()

    # -- drawing -------------------------------------------------------------------------

    def update_widgets(self) -> None:
        super().update_widgets()
        view = self.view()
        human = self.viewer in self.setup.human_seats
        idle = not self.animator.busy and self.picking is None
        if self.asking is not None and (not self.my_turn or self.asking not in self.legal()):
            self.asking = None
        self.alone_button.enabled = self.together_button.enabled = self.asking is not None
        if self.selected and idle and (not self.my_turn or not any(
                isinstance(a, Play) and a.codes[1:len(self.selected) + 1] == tuple(self.selected)
                for a in self.legal())):
            self.selected = []
        self.last_button.enabled = human and view["phase"] == PHASE_PLAY and \
            self.match.options["announce"] != "off" and self.picking is None

    def called(self) -> list[int]:
        """The seats whose last card stands announced: said, and still their last card."""
        view = self.view()
        if view["phase"] != PHASE_PLAY:
            return []
        return [s for s, said in enumerate(view["announced"])
                if said and view["hand_sizes"][s] == 1]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        view = self.view()
        if view["phase"] == PHASE_PLAY and view["pile"]:
            self._draw_pile_marks(surface, view)
        said = self.app.tr.get("sedam.last")     # kept on the plate, as UNO's call is
        for seat in self.called():
            draw_called(surface, self.app, self._area("plate", seat), said)
        self._draw_chosen_numbers(surface)
        if self.picking is not None:
            self.draw_picker(surface)

    def _draw_pile_marks(self, surface: pygame.Surface, view: dict) -> None:
        """The suit a wild card asked for, and the cards the next player owes."""
        if view["suit"] and is_wild(view["pile"][-1]):
            centre = self.pile_corner(top=True)
            r = self.app.px(58)
            pygame.draw.circle(surface, theme.shade(theme.INK, 0.8), (centre[0], centre[1] + 4), r)
            pygame.draw.circle(surface, theme.WHITE, centre, r)
            pygame.draw.circle(surface, theme.SUN, centre, r, self.app.px(7))
            cards.draw_suit(surface, view["suit"], centre, r * 1.1)
        if view["pending_draw"]:
            self.draw_owed(surface, self.app.tr.get("sedam.plus", n=view["pending_draw"]))

    def _draw_chosen_numbers(self, surface: pygame.Surface) -> None:
        """1, 2, 3 on the chosen cards (high on the face, clear of the prompt); the last,
        which will lie on top, in gold."""
        sprites = self.chosen_sprites() if self.asking is None else []
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

    def draw_choice(self, surface: pygame.Surface, suit: str, r: pygame.Rect) -> None:
        cards.draw_suit(surface, suit, (r.centerx, r.y + r.h * 0.4), r.w * 0.52)
        self.draw_choice_name(surface, self.app.tr.get(f"card.suit.{suit}"), r)


RECORDS = (
    TableRecord("sedam_i_osam", SedamTable, layout="shedding", family="sedam",
                pictures=("7H", "8S", "JD"), guide=guides.SEDAM_I_OSAM),
    TableRecord("dzoker_i_devetka", SedamTable, layout="shedding", family="sedam",
                pictures=("9C", "X", "9H"), guide=guides.DZOKER_I_DEVETKA),
)
