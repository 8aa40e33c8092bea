"""The hint: the move the normal computer player would make in the viewer's seat now.

A table owns one `Hints`. The hint button (or its key) asks for it: the game's normal
bot chooses for the viewer from a stream of its own (the same moment gives the same
hint), the move shines (`pointed`) until a move is made, and its reason is said under
the table. Why a move is the one to make is the table's to say, in its game's words
(`hint_reason`, `play_reason`, `hint_words`), and where it is made on screen
(`target_of`); the guide asks for the move too, and points at its own instead. Each
frame, before anything is drawn, the cards that shine are set (`shine`), and a button
to tap gets a sunny ring (`ring`). A refused move's reason is said where the hint's
is (`refused`), and either goes once a move is made.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.bots import BOTS
from rules.core import Action, Play, Rng

from .. import theme

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable
    from .places import Target


class Hints:
    """The hint's move, chosen for the viewer, and shining until a move is made."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.pointed: Action | None = None     # the hint's move, shining until a move is made

    def choices(self) -> list[Action]:
        """What the viewer may choose from, without the free moves (arranging a hand)."""
        table = self.table
        return [a for a in table.bot_actions(table.viewer) if not table.spec.is_free(a)]

    def move(self) -> Action | None:
        """The move the normal computer player would make in the viewer's seat now, drawn
        from a stream of its own (the same moment gives the same hint); None when the
        viewer may not act."""
        table = self.table
        if table.viewer not in table.setup.human_seats or table.animator.busy or \
                table.viewer not in table.acting_seats():
            return None
        legal = self.choices()
        if not legal:
            return None
        levels = BOTS[table.setup.game]
        bot = levels.get("normal", next(iter(levels.values())))()
        moment = len(table.match.to_json()["actions"])
        return bot.choose(table.match.view(table.viewer), legal,
                          Rng(f"hint/{table.setup.seed}/{moment}"))

    def show(self) -> None:
        """The hint button: the normal computer player's move shines, with its reason."""
        action = self.move()
        if action is None:
            return
        table = self.table
        self.pointed = action
        table.hint = table.app.tr.get(table.hint_reason(action), **table.hint_words(action))

    def reason(self, action: Action) -> str:
        """The message id of a one-line reason for the move, a small classification of
        it: the only move, a card to play (the table's `play_reason`), or its verb."""
        if len(self.choices()) == 1:
            return "hint.only"
        if isinstance(action, Play):
            return self.table.play_reason(action)
        return f"hint.{action.verb}"

    def refused(self, reason: str, seat: int) -> None:
        """A move refused: its reason is said where the hint's is, with a click."""
        table = self.table
        table.hint = table.app.tr.get(f"reason.{reason}", **table.reason_words(seat))
        table.app.sounds.play("click")

    def moved(self) -> None:
        """A move was made: what was said of the last one, and the hint's move, go."""
        self.table.hint = ""
        self.pointed = None

    def shine(self) -> Target | None:
        """This frame's glows, set before anything is drawn (the still layer keeps them):
        the playable cards, or in a guided match only the move pointed at. Returns what
        is pointed at."""
        table = self.table
        table.mark_glow()
        pointed = table.guidance.pointed(self.target)
        for sprite in pointed.sprites if pointed else ():
            sprite.glow = True
        return pointed

    def target(self) -> Target | None:
        """Where the hint's move is made, while it may be made."""
        if self.pointed is None or self.table.animator.busy:
            return None
        return self.table.target_of(self.pointed)

    def ring(self, surface: pygame.Surface, pointed: Target | None) -> None:
        """A thick sunny ring round a button to tap (design pixels), gently pulsing;
        nothing for a card, which shines instead."""
        if pointed is None or pointed.rect is None:
            return
        app, rect = self.table.app, pointed.rect
        grow = 14 + (0 if app.calm else 6 * math.sin(self.table.pulse * 5))
        ring = app.rect(rect.inflate(round(grow * 2), round(grow * 2)))
        pygame.draw.rect(surface, theme.SUN, ring, app.px(10),
                         border_radius=app.px(rect.h // 3 + grow))
