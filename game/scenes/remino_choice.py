"""The cards a child chooses from the hand at a Remino table, and what they make.

The chosen cards rise; the table checks them at once against the legal moves: a group
or a run (the Meld button), a meld on the table they could be laid off on or whose
wild they would take back, one card for the pile; a choice that is none of these gets
the rules' reason in one sentence. The legal moves are worked out once per accepted
action (the melds of a long hand are many, and the table asks every frame).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rules.core import Play
from rules.remino import PHASE_MELD, PHASE_USE, LayOff, Meld, TakeBack, is_group

from .card_table import Target

if TYPE_CHECKING:
    from ..sprites.table import CardSprite
    from .remino import ReminoTable

Move = tuple[LayOff | Meld, tuple[str, ...]]     # a move and the cards it takes, sorted


def added_cards(old: list[str] | tuple[str, ...], new: tuple[str, ...]) -> Counter[str]:
    """The cards a lay-off or take-back puts into a meld from the hand."""
    return Counter(new) - Counter(old)


class Choice:
    """The viewer's chosen cards, in the order chosen, and the moves they make."""

    def __init__(self, table: ReminoTable) -> None:
        self.table = table
        self.cards: list[CardSprite] = []
        self.moves = 0                       # accepted actions so far: the caches' key
        self._legal_memo: tuple[tuple[int, int], list] = ((-1, -1), [])
        self._moves_memo: tuple[tuple[int, int], list[Move]] = ((-1, -1), [])

    @property
    def codes(self) -> list[str]:
        """The codes of the chosen cards."""
        return [s.code for s in self.cards if s.code]

    def stale(self) -> None:
        """An action was accepted (or the table read anew): the moves are worked out again."""
        self.moves += 1

    def legal(self) -> list:
        """The viewer's legal actions, whoever's turn it is."""
        key = (self.moves, self.table.viewer)
        if self._legal_memo[0] != key:
            self._legal_memo = (key, self.table.match.legal_actions(self.table.viewer))
        return self._legal_memo[1]

    def table_moves(self) -> list[Move]:
        """The viewer's legal melds, lay-offs and take-backs, each with the cards it takes
        from the hand (sorted)."""
        key = (self.moves, self.table.viewer)
        if self._moves_memo[0] != key:
            melds = self.table.view()["melds"]
            found: list[Move] = []
            for action in self.legal():
                if isinstance(action, Meld):
                    found.append((action, tuple(sorted(action.codes))))
                elif isinstance(action, LayOff):
                    taken = added_cards(melds[action.meld]["cards"], action.codes)
                    found.append((action, tuple(sorted(taken.elements()))))
            self._moves_memo = (key, found)
        return self._moves_memo[1]

    def matching(self) -> list[LayOff | Meld]:
        """The legal melds, lay-offs and take-backs that take exactly the chosen cards."""
        codes = self.codes
        if not codes or not self.table.my_turn:
            return []
        want = tuple(sorted(codes))
        return [action for action, taken in self.table_moves() if taken == want]

    def open(self) -> bool:
        """Cards are chosen in the part of a turn where melds are laid and a card discarded."""
        return self.table.my_turn and self.table.view()["phase"] in (PHASE_MELD, PHASE_USE)

    def toggle(self, sprite: CardSprite) -> None:
        """A card of the hand chosen, or let go."""
        if sprite in self.cards:
            self.cards.remove(sprite)
        else:
            self.cards.append(sprite)
        self.table.app.sounds.play("pick")

    def sprites(self) -> list[CardSprite]:
        """The chosen cards still in the hand, but one being dragged."""
        hand = self.table.zones[f"hand:{self.table.viewer}"]
        return [s for s in self.cards if s in hand and s is not self.table.drag.held]

    # -- the moves of the chosen cards ----------------------------------------------------

    def meld(self) -> None:
        melds = [a for a in self.matching() if isinstance(a, Meld)]
        self.table.act(melds[0] if melds else Meld(tuple(self.codes)), self.table.viewer)

    def lay_on(self, index: int) -> None:
        """The chosen cards onto meld `index`: a lay-off, or a wild taken back."""
        table = self.table
        moves = [a for a in self.matching() if isinstance(a, LayOff) and a.meld == index]
        if moves:
            table.act(moves[0], table.viewer)
            return
        old = table.view()["melds"][index]["cards"]
        table.act(LayOff(index, (*old, *self.codes)), table.viewer)

    def discard(self) -> None:
        table = self.table
        if len(self.codes) > 1:
            table.hint = table.app.tr.get("remino.one_discard")
            table.app.sounds.play("click")
            return
        table.act(Play(tuple(self.codes)), table.viewer)

    # -- what the table says and shows of them --------------------------------------------

    def words(self) -> str:
        """Live word on the chosen cards: a meld, a place to lay them, or why not."""
        table = self.table
        tr = table.app.tr
        found = self.matching()
        melds = [a for a in found if isinstance(a, Meld)]
        if melds:
            kind = "remino.group" if is_group(melds[0].codes) else "remino.run"
            return tr.get("remino.valid_meld", kind=tr.get(kind))
        if any(isinstance(a, TakeBack) for a in found):
            return tr.get("remino.valid_takeback")
        if found:
            return tr.get("remino.valid_layoff")
        if len(self.codes) > 1:
            return tr.get(f"reason.{table.match.refusal(Meld(tuple(self.codes)), table.viewer)}")
        if len(self.codes) == 1 and Play(tuple(self.codes)) in table.legal():
            return tr.get("remino.one_chosen")
        return tr.get("remino.choose_more")

    def glow(self, legal: list) -> None:
        """A meld the chosen cards make shines, or the meld they would join, or the pile
        for one card."""
        zones = self.table.zones
        found = self.matching()
        if any(isinstance(a, Meld) for a in found):
            for sprite in self.sprites():
                sprite.glow = True
        for action in found:
            if isinstance(action, LayOff):
                for sprite in zones[f"meld:{action.meld}"]:
                    sprite.glow = True
        if len(self.codes) == 1 and Play(tuple(self.codes)) in legal and zones["pile"]:
            zones["pile"][-1].glow = True

    def useful_codes(self, legal: list) -> set[str]:
        """The hand's cards that go into some meld or lay-off now, or, when none does, the
        cards that may be discarded (a 4+ to pass on)."""
        useful = {code for action, taken in self.table_moves()
                  if not isinstance(action, TakeBack) for code in taken}
        return useful or {a.codes[0] for a in legal if isinstance(a, Play) and a.codes}

    def next_tap(self, action: Meld | LayOff | Play) -> Target | None:
        """The next tap of a move from the hand: a card to choose (or one chosen by
        mistake to let go), then the Meld button, the meld to lay on, or the pile."""
        table = self.table
        if isinstance(action, LayOff):
            want = added_cards(table.view()["melds"][action.meld]["cards"], action.codes)
        else:
            want = Counter(action.codes)
        step = self.towards(want)
        if step is not None:
            return step
        if isinstance(action, Meld):
            return table.widget_target(table.meld_button)
        if isinstance(action, LayOff):
            return table.card_target(f"meld:{action.meld}", -1,
                                     tuple(table.zones[f"meld:{action.meld}"]))
        return table.card_target("pile", -1) or table.widget_target(table.discard_button)

    def towards(self, want: Counter[str]) -> Target | None:
        """The card to tap so the chosen cards become `want`: one chosen too many first,
        then one still missing; None when they are chosen."""
        chosen = Counter(self.codes)
        zone = f"hand:{self.table.viewer}"
        hand = self.table.zones[zone]
        extra = chosen - want
        missing = want - chosen
        for i, sprite in enumerate(hand):
            if (sprite in self.cards and extra[sprite.code] > 0) or \
                    (sprite not in self.cards and missing[sprite.code] > 0):
                shining = tuple(s for s in hand if s in self.cards or missing[s.code] > 0)
                return self.table.card_target(zone, i, shining)
        return None
