"""The UNO table's panels of a choice over the table: the +4 challenge with its two
buttons, beside the pile and clear of it, of the child's hand and of the two players'
plates; Ekipni UNO's choice to stop or go on; and the hand a challenge shows to the
challenger alone, for a few seconds or until a tap.

The panels, their buttons and the challenge's places (in order of preference) are
areas of the layout; the challenge's buttons lie in its first place and move with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.adriatic import GoOn, Stop
from rules.core import Accept, Action, Challenge
from rules.uno_official import PHASE_CHALLENGE

from .. import theme
from ..sprites import cards
from ..sprites.table import ladder_width
from .base import Widget, panel

if TYPE_CHECKING:
    from ..app import App
    from .uno import UnoTable

PILE_MARKS = 70          # design px round the pile that its marks (colour, +4 owed) take
BUTTON_AREAS = {Challenge(): "button:challenge", Accept(): "button:accept",
                Stop(): "button:stop", GoOn(): "button:go_on"}
CHALLENGE_PLACES = ("panel:challenge_1", "panel:challenge_2", "panel:challenge_3")
SHOWN_HAND = 4.0         # seconds the challenger looks at the hand shown to him
SHOWN_CARD = 150         # design width of a card of a shown hand


class ChoicePanel:
    """The buttons of a challenge (challenge, accept) and of Ekipni UNO's choice (stop,
    go on), each enabled where its move is legal, and the panel they lie on."""

    def __init__(self, table: UnoTable) -> None:
        self.table = table
        tr = table.app.tr
        self.buttons = {
            action: Widget(table._design_rect(BUTTON_AREAS[action]), lambda w=word: tr.get(w),
                           lambda a=action: table.act(a, table.viewer), icon, font_size=40,
                           hide_disabled=True, colour=colour)
            for action, word, icon, colour in (
                (Challenge(), "uno_table.challenge", "check", theme.shade(theme.CORAL, 1.4)),
                (Accept(), "uno_table.accept", "draw", theme.BUTTON),
                (Stop(), "uno_table.stop", "check", theme.shade(theme.SUN, 1.2)),
                (GoOn(), "uno_table.go_on", "play", theme.BUTTON),
            )}

    @property
    def open(self) -> bool:
        return self.buttons[Challenge()].enabled or self.buttons[Stop()].enabled

    def update(self, legal: list[Action], view: dict) -> None:
        """Each button where its move is legal; the challenge's with their panel, and
        every other button of the table under that panel out of reach."""
        for action, button in self.buttons.items():
            button.enabled = action in legal
        if not self.buttons[Challenge()].enabled:
            return
        box = self.challenge_box(view)
        first = self.table._design_rect(CHALLENGE_PLACES[0])
        for action in (Challenge(), Accept()):
            self.buttons[action].rect = self.table._design_rect(BUTTON_AREAS[action]).move(
                box.x - first.x, box.y - first.y)
        for widget in self.table.widgets:
            if widget not in self.buttons.values() and box.colliderect(widget.rect):
                widget.enabled = False

    def challenge_box(self, view: dict) -> pygame.Rect:
        """Where the +4 challenge lies (design px): the first of its places clear of the
        pile and its marks, of the child's hand and of the plates of the child and of the
        one who played the +4."""
        table = self.table
        pile = table._design_rect("pile").inflate(2 * PILE_MARKS, 2 * PILE_MARKS)
        hand = []
        for sprite in table.zones[f"hand:{table.viewer}"]:  # a card turned in the fan at most
            side = sprite.width * 1.4                        # takes a square this big
            hand.append(pygame.Rect(sprite.x - side / 2, sprite.y - side / 2, side, side))
        plates = [table._area("plate", seat)
                  for seat in (table.viewer, view["challenge"]["seat"])]
        boxes = [table._design_rect(place) for place in CHALLENGE_PLACES]
        return next((box for box in boxes if box.collidelist([pile, *hand, *plates]) == -1),
                    boxes[-1])

    def lines(self, view: dict) -> list[str]:
        """The challenge's question and rule, or Ekipni UNO's: the rule that decides a
        stop ("ima manje bodova u rukama") and each side's points in hand (the count
        open) or the cards it holds, the viewer's own side named as such."""
        table = self.table
        tr = table.app.tr
        if view["phase"] == PHASE_CHALLENGE:
            seat, colour = view["challenge"]["seat"], view["challenge"]["colour"]
            return [table.said_of("uno_table.challenge_title", seat),
                    table.said_of("uno_table.challenge_rule", seat,
                                  colour=tr.get(f"uno_table.colour_card.{colour}"))]
        counted = view["points_in_hand"]   # the count open: the sums the stop compares
        sizes = view["hand_sizes"]
        held = dict(enumerate(counted)) if counted else {
            side: sum(sizes[s] for s in team) for side, team in enumerate(view["teams"])}
        unit = "points" if counted else "cards"
        mine = next(side for side, team in enumerate(view["teams"]) if table.viewer in team)
        sides = [tr.get_n(f"uno_table.own_team_{unit}", held[mine])] + [
            tr.get_n(f"uno_table.other_team_{unit}", n) for side, n in held.items() if side != mine]
        return [tr.get("uno_table.stop_title"), tr.get("uno_table.stop_rule"), *sides]

    def draw(self, surface: pygame.Surface, view: dict) -> None:
        """The challenge of a +4, or Ekipni UNO's choice, on a panel over the table
        (the buttons are drawn over it again, on top)."""
        box = self.challenge_box(view) if view["phase"] == PHASE_CHALLENGE else \
            self.table._design_rect("panel:choice")
        draw_choice_panel(surface, self.table.app, self.lines(view), box)
        for button in self.buttons.values():
            if button.enabled:
                button.draw(surface, self.table.app)


def draw_choice_panel(surface: pygame.Surface, app: App, lines: list[str],
                      box: pygame.Rect) -> None:
    """A panel on `box` (design px): a bold question and a line or two under it, with
    room for two big buttons at its bottom."""
    panel(surface, app.rect(box), alpha=250)
    title = theme.one_line(lines[0], app.px(46), app.px(box.w - 60), theme.INK, bold=True)
    surface.blit(title, title.get_rect(center=app.point(box.centerx, box.y + 50)))
    y = box.y + 112
    for words in lines[1:]:        # a rule in two lines rather than in print too small
        rows, size = theme.fit(words, 36, theme.MIN_TEXT, box.w - 60)
        for row in rows:
            label = theme.text(row, app.px(size), theme.INK_SOFT)
            surface.blit(label, label.get_rect(center=app.point(box.centerx, y)))
            y += size + 8


class ShownHand:
    """The +4 player's hand, shown to the challenger alone after a challenge: for a
    while (the table's bots wait), or until a tap puts it away."""

    def __init__(self, table: UnoTable) -> None:
        self.table = table
        self.hand: tuple[int, list[str], bool] | None = None   # seat, cards, guilty
        self.left = 0.0

    @property
    def open(self) -> bool:
        return self.hand is not None

    def show(self, seat: int, codes: list[str], guilty: bool) -> None:
        self.hand = (seat, codes, guilty)
        self.left = self.table.reading(SHOWN_HAND)

    def update(self, dt: float) -> None:
        """The time to look runs once the table is still."""
        if self.hand is not None and not self.table.animator.busy:
            self.left -= dt
            if self.left <= 0:
                self.hand = None

    def due_in(self) -> float | None:
        """When the hand is put away, if the clock runs."""
        if self.hand is None or self.table.animator.busy:
            return None
        return max(0.0, self.left)

    def draw(self, surface: pygame.Surface) -> None:
        """The cards in a row, and whether a card of the colour to follow was among them."""
        seat, codes, guilty = self.hand
        table = self.table
        app = table.app
        table.draw_veil(surface, 130)
        box = table._design_rect("panel:shown_hand")
        panel(surface, app.rect(box), alpha=250)
        title = theme.one_line(app.tr.get("uno_table.shown_hand", name=table.name(seat)),
                               app.px(46), app.px(box.w - 60), theme.INK, bold=True)
        surface.blit(title, title.get_rect(center=app.point(box.centerx, box.y + 50)))
        n = max(1, len(codes))
        step = min(SHOWN_CARD + 16, (box.w - 80 - SHOWN_CARD) / max(1, n - 1)) if n > 1 else 0
        width = ladder_width(SHOWN_CARD * app.scale)
        left = box.centerx - (step * (n - 1)) / 2
        for i, code in enumerate(codes):
            image = cards.face(code, width)
            surface.blit(image, image.get_rect(center=app.point(left + i * step, box.y + 250)))
        verdict = theme.one_line(table.said_of("uno_table.shown_guilty" if guilty else
                                               "uno_table.shown_innocent", seat),
                                 app.px(38), app.px(box.w - 60), theme.INK_SOFT, bold=True)
        surface.blit(verdict, verdict.get_rect(center=app.point(box.centerx, box.bottom - 45)))
