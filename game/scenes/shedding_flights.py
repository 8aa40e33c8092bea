"""How the cards of a shedding table fly: gathered into the stock before a deal, dealt,
from zone to zone, turning over as their faces become known, laid open at a deal's end.

The table keeps the hooks a game overrides round these (`_gather`, `_move`, `_settle`,
`_after_deal`) and its state while a deal is dealt (`in_deal`, `dealing`,
`deal_sizes`); the flights read and set that state on it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rules.core import CardMoved, DealStarted, Event

from ..sprites.table import CardSprite, Zones

if TYPE_CHECKING:
    from .shedding import SheddingTable

DEAL_STEP = 0.06         # seconds between two dealt cards


class Flights:
    """The flights of a table's cards; `stock_card` is the width of a card in the stock."""

    def __init__(self, table: SheddingTable, stock_card: int) -> None:
        self.table = table
        self.stock_card = stock_card

    @staticmethod
    def deal_sizes(events: list[Event]) -> Counter[str]:
        """How many cards each zone gets in a deal among `events`: dealt cards fly
        straight to the places they keep, so the hands need not fan out after."""
        sizes: Counter[str] = Counter()
        dealing = False
        for event in events:
            if isinstance(event, DealStarted):
                dealing, sizes = True, Counter()
            elif dealing and isinstance(event, CardMoved) and event.src == "stock":
                sizes[event.dst] += 1
            else:
                dealing = False
        return sizes

    def gather(self, t: float) -> float:
        """Every card flies back to the stock, face down; the stock then holds the whole
        deck (the cards the table counts, `cards_in`)."""
        table = self.table
        old = table.zones.all()
        total = table.cards_in(table.view())
        x, y = table.layout["stock"].center
        table.zones = Zones()
        stock = table.zones["stock"]
        stock.extend(old)
        stock.extend(CardSprite(None, x=x, y=y - min(i, 24) * 0.6, width=self.stock_card)
                     for i in range(len(old), total))
        if old:
            table.animator.call(t, lambda: table.app.sounds.play("shuffle"))
        for i, sprite in enumerate(stock):
            sprite.z = i
            if i < len(old):    # the new ones lie there already (a tween would outlast t)
                table.animator.add(sprite, 0.4, t + min(i, 40) * 0.008, easing="in_out_cubic",
                                   x=x, y=y - min(i, 24) * 0.6, angle=0, width=self.stock_card,
                                   flip=0.0, lift=0)
        for sprite in old:
            table.animator.call(t + 0.4, lambda s=sprite: self._hide_if_unseen(s))
        return t + (0.8 if old else 0.2)

    def move(self, event: CardMoved, t: float) -> float:
        """A card flies from zone to zone, turning over when its face becomes known
        (or hidden); dealing overlaps the flights."""
        table = self.table
        dealing = event.src == "stock" and table.in_deal
        src = table.zones[event.src]
        if not src and event.dst == "stock" and table.in_deal:
            return t    # a card the rules bring back to the deck: the gather brought it
        sprite = self._taken(event)
        known = event.face_up or event.dst == f"hand:{table.viewer}"
        if known:
            sprite.code = event.code
        dst = table.zones[event.dst]
        if 0 <= event.index < len(dst):
            dst.insert(event.index, sprite)
        else:
            dst.append(sprite)
        sprite.z = 600 + len(dst)
        sprite.lift = 0
        duration = 0.32 if dealing else 0.45
        slots = table.slots(event.dst, max(len(dst), table.deal_sizes[event.dst] * dealing))
        slot = slots[min(dst.index(sprite), len(slots) - 1)]
        sound = "deal" if dealing else ("draw" if event.src == "stock" else "pick")
        table.animator.add(sprite, duration, t, easing="in_out_cubic",
                           on_start=lambda: table.app.sounds.play(sound),
                           x=slot.x, y=slot.y, angle=slot.angle, width=slot.width)
        # Always scheduled: an earlier tween still pending (a card going into the
        # stock face down) may turn the card before this one runs.
        face = 1.0 if known else 0.0
        table.animator.add(sprite, 0.25, t + duration * 0.4, flip=face,
                           on_start=lambda s=sprite, f=face: self._flip_sound(s, f))
        if not known:
            table.animator.call(t + duration, lambda s=sprite: self._hide_if_unseen(s))
        if dealing:
            table.dealing = True
            return t + DEAL_STEP
        table.relayout(event.src, 0.3, t)
        table.animator.call(t + duration, lambda z=event.dst: table._settle(z))
        return t + duration * (0.5 if event.dst == "stock" else 1.0)

    def _taken(self, event: CardMoved) -> CardSprite:
        """The card the event takes from its zone: the stock's top, the pile's card named
        (the top-most: a twin may lie deeper), a hand's at its place (the viewer's by its
        face, where the place does not matter)."""
        table = self.table
        src = table.zones[event.src]
        if not src:  # never expected: the zones follow the events; keep the show going
            src.append(CardSprite(None, *table.layout[event.src].center)
                       if event.src in ("stock", "pile") else CardSprite(None))
        if event.src == "stock":
            return src.pop()
        if event.src == "pile":
            at = next((i for i in range(len(src) - 1, -1, -1) if src[i].code == event.code),
                      len(src) - 1)
            return src.pop(at)
        index = event.src_index if 0 <= event.src_index < len(src) else None
        if event.src == f"hand:{table.viewer}" and index is None:
            index = next((i for i, s in enumerate(src) if s.code == event.code), None)
        return src.pop(len(src) - 1 if index is None else index)

    def _flip_sound(self, sprite: CardSprite, face: float) -> None:
        if sprite.flip != face:
            self.table.app.sounds.play("flip")

    def _hide_if_unseen(self, sprite: CardSprite) -> None:
        """Forget a card's face once it has turned down, unless by then it has moved on
        to where the viewer sees it (a card shuffled into the stock and drawn at once)."""
        table = self.table
        if table.zones.zone_of(sprite) not in ("pile", f"hand:{table.viewer}"):
            sprite.code = None

    def show_hands(self) -> None:
        """At the end of a deal every hand is laid open: the cards the points come from."""
        table = self.table
        last = table.view()["last_deal"]
        for seat, codes in enumerate(last["hands"]):
            if seat == table.viewer:
                continue
            for sprite, code in zip(table.zones[f"hand:{seat}"], codes):
                sprite.code = code
                table.animator.add(sprite, 0.3, 0.0, flip=1.0)
        table.app.sounds.play("flip")
