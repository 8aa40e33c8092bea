"""What a tap, a drag and a key do at a shedding table, and where the viewer makes a move.

A tap on one of the viewer's cards plays it and a tap on the stock draws; a card picked
up and let go on the pile is played, and along the fan, where the table lets the hand be
arranged, it moves to that place; the arrow keys walk the hand and Enter plays the card
in focus, deals or draws. The hint's finger goes where a move is made: the card, the
stock, a button. The table keeps the names its games override round these (`tap`,
`grab`, `dropped`, `key`, `target_of`, and the hooks `may_drag`, `may_arrange`,
`arranged`, `play_card`) and hands the rest here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.core import Deal, Draw, Pass, Play

if TYPE_CHECKING:
    from ..sprites.table import CardSprite
    from .card_table import Target
    from .shedding import SheddingTable


class HandTaps:
    """The viewer's hand, the stock and the pile under a finger, a pointer or the keys."""

    def __init__(self, table: SheddingTable) -> None:
        self.table = table

    @property
    def own(self) -> str:
        """The zone of the viewer's hand."""
        return f"hand:{self.table.viewer}"

    def tap(self, point: tuple[float, float]) -> bool:
        """A press and a release on one of the viewer's cards plays it (a press that
        slid onto the next card plays nothing); a tap on the stock draws."""
        table = self.table
        own = table.sprite_at(point, self.own)
        if own is not None and table.drag.tap_from is not None and \
                table.sprite_at(table.drag.tap_from, self.own) != own:
            return True
        if own is not None and table.viewer in table.setup.human_seats:
            code = table.zones[self.own][own].code
            if code is not None:
                table.play_card(code)
                return True
        if table.sprite_at(point, "stock") is not None and \
                table.viewer in table.setup.human_seats:
            table.act(Draw(), table.viewer)
            return True
        return False

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        """A press on one of the viewer's cards that travels becomes a drag of it, when
        the table lets that card go now (`may_drag`) or lets the hand be arranged."""
        table = self.table
        index = table.sprite_at(point, self.own)
        if index is None or table.zones[self.own][index].code is None or \
                not (table.my_turn and table.may_drag() or table.may_arrange()):
            return None
        sprite = table.zones[self.own][index]
        sprite.z = 900
        sprite.lift = 0
        return sprite

    def drop_at(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The card held goes where it is let go (the table's `dropped`); when nothing
        came of it (refused, or let go on the felt), it slides back into the fan."""
        table = self.table
        acted = table.moves
        if sprite in table.zones[self.own] and sprite.code is not None:
            table.dropped(sprite, point)
        if table.moves == acted:
            table.relayout(self.own, 0.25)

    def dropped(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The viewer's card let go at `point`: on the pile, it is played; along the fan,
        where the hand may be arranged, it goes to that place."""
        table = self.table
        if self.over_pile(point):
            table.play_card(sprite.code)
        elif table.may_arrange() and self.over_hand(point):
            place = table.fan_place(self.own, point)
            table.zones[self.own].remove(sprite)
            table.zones[self.own].insert(place, sprite)
            table.arranged()

    def over_hand(self, point: tuple[float, float]) -> bool:
        """A card let go at `point` lands along the viewer's own fan."""
        return self.table._area("hand", self.table.viewer).inflate(0, 120).collidepoint(point)

    def over_pile(self, point: tuple[float, float]) -> bool:
        """A card let go at `point` lands on the pile (a finger's width round it)."""
        pile = self.table.layout["pile"]
        return pygame.Rect(pile.x, pile.y, pile.w, pile.h).inflate(60, 60).collidepoint(point)

    def key(self, key: str) -> bool:
        """The hint's key shows it; Enter between deals deals; on the viewer's turn the
        arrows walk the hand and Enter plays the card in focus, else deals or draws."""
        table = self.table
        hand = table.zones[self.own]
        if key == "hint":
            table.hints.show()
            return True
        if key == "activate" and table.scores_shown:
            table._deal()
            return True
        if not table.my_turn:
            return False
        if key in ("left", "right") and hand:
            table.key_focus = (table.key_focus + (1 if key == "right" else -1)) % len(hand)
            table.lifting.focus()
            return True
        if key == "activate":
            if 0 <= table.key_focus < len(hand) and hand[table.key_focus].code:
                table.play_card(hand[table.key_focus].code)
            elif Deal() in table.legal():
                table._deal()
            else:
                table._draw_or_pass()
            return True
        return False

    def target_of(self, action) -> Target | None:
        """The viewer's card (all the cards of a play shine), the stock, or a button."""
        table = self.table
        if isinstance(action, Play):
            return self.hand_target(action.codes, action.codes[0])
        if isinstance(action, Draw):
            return table.card_target("stock", -1) or table.widget_target(table.draw_button)
        if isinstance(action, Pass):
            return table.widget_target(table.draw_button)
        if isinstance(action, Deal):
            return table.widget_target(table.deal_button)
        return None

    def hand_target(self, codes: tuple[str, ...], tap: str) -> Target | None:
        """The viewer's cards `codes`, all shining, pointed at on the card `tap`."""
        hand = self.table.zones[self.own]
        index = next((i for i, s in enumerate(hand) if s.code == tap), None)
        if index is None:
            return None
        return self.table.card_target(self.own, index, tuple(s for s in hand if s.code in codes))
