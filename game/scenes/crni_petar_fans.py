"""How Crni Petar's cards travel: dealt into fans, taken from fan to fan, down in pairs.

The table's director hands the card events to its `Fans`: a deal flies the cards
from the deck into fans that open properly once it is over; a card taken lifts out
of its fan, flies to the taker's and turns to the side its new owner may see; a pair
lands on its seat's pile; a fan is shuffled or sorted in place; before a new deal
every card flies back to the deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import CardMoved, CardRearranged

from ..sprites.table import CardSprite, Zones

if TYPE_CHECKING:
    from .crni_petar import CrniPetarTable

OTHER_CARD = 112         # design width of the others' cards, and of a card on its way


class Fans:
    """The flights of a Crni Petar table's cards, scheduled on its animator."""

    def __init__(self, table: CrniPetarTable) -> None:
        self.table = table

    def gather(self, t: float) -> float:
        """Before a new deal every card of the last one flies back to the deck."""
        table = self.table
        old = table.zones.all()
        table.zones = Zones()
        if not old:
            return t + 0.2
        deck = table.layout["deck"].center
        table.zones["gather:0"].extend(old)
        table.animator.call(t, lambda: table.app.sounds.play("shuffle"))
        for i, sprite in enumerate(old):
            table.animator.add(sprite, 0.45, t + i * 0.01, easing="in_out_cubic", x=deck[0],
                               y=deck[1], angle=0, width=OTHER_CARD, flip=0.0, lift=0)
        end = t + 0.45 + len(old) * 0.01
        table.animator.call(end, lambda: table.zones.zones.pop("gather:0", None))
        return end + 0.1

    def deal_card(self, event: CardMoved, t: float) -> float:
        table = self.table
        i = sum(len(sprites) for sprites in table.zones.zones.values())
        deck = table.layout["deck"]
        sprite = CardSprite(event.code if event.dst == f"hand:{table.viewer}" else None,
                            x=deck.center[0], y=deck.center[1] - i * 0.4, width=OTHER_CARD,
                            z=-i)
        zone = event.dst
        table.zones[zone].append(sprite)
        slots = table.slots(zone, max(len(table.zones[zone]), 8))
        slot = slots[min(len(table.zones[zone]) - 1, len(slots) - 1)]
        step = 0.055
        table.animator.add(sprite, 0.32, t, on_start=lambda: table.app.sounds.play("deal"),
                           x=slot.x, y=slot.y, angle=slot.angle, width=slot.width)
        return t + step

    def after_deal(self, t: float) -> float:
        """Hands fan out properly and the viewer's cards turn face up, before any pair
        goes down (so the hands are taken as they are now, not as they will be)."""
        table = self.table
        for zone in list(table.zones.zones):
            if zone.startswith(("hand:", "pairs:")):
                table.relayout(zone, 0.35, t)
        for sprite in table.zones[f"hand:{table.viewer}"]:
            table.animator.add(sprite, 0.35, t + 0.2, flip=1.0)
        return t + 0.8

    def move_card(self, event: CardMoved, t: float, quick: bool = False) -> float:
        """A card flies from zone to zone; `quick` overlaps the flights (the first
        pairs, which everybody lays down at once)."""
        table, animator = self.table, self.table.animator
        src_seat = int(event.src.split(":")[1])
        dst_kind, dst_seat = event.dst.split(":")[0], int(event.dst.split(":")[1])
        sprite = table.zones.take(event.src, event.src_index,
                                  event.code if src_seat == table.viewer or event.face_up
                                  else None)
        known = event.face_up or dst_seat == table.viewer
        if known:
            sprite.code = event.code
        index = event.index if 0 <= event.index <= len(table.zones[event.dst]) else None
        if index is None:
            table.zones[event.dst].append(sprite)
        else:
            table.zones[event.dst].insert(index, sprite)
        sprite.z = 500
        face = 1.0 if known else 0.0
        if dst_kind == "pairs":
            duration = 0.45
        else:
            duration = 0.55
            animator.add(sprite, 0.18, t, lift=40,
                         on_start=lambda: table.app.sounds.play("pick"))
            animator.add(sprite, 0.2, t + duration, lift=0)
            t += 0.18
            animator.call(t, lambda: table.app.sounds.play("draw"))
        slots = table.slots(event.dst, len(table.zones[event.dst]))
        slot = slots[table.zones[event.dst].index(sprite)]
        animator.add(sprite, duration, t, easing="in_out_cubic", x=slot.x, y=slot.y,
                     angle=slot.angle, width=slot.width)
        if self._face_to(sprite) != face:
            animator.add(sprite, 0.3, t + duration * 0.5, flip=face,
                         on_start=lambda: table.app.sounds.play("flip"))
        if not known:
            animator.call(t + duration, lambda s=sprite, z=event.dst: self._hide(s, z))
        table.relayout(event.src, 0.3, t)
        table.relayout(event.dst, 0.3, t + duration)
        return t + (0.12 if quick else duration)

    def _face_to(self, sprite: CardSprite) -> float:
        """The side a card will show once the flips queued for it are done: a card taken
        into a computer's hand and on, in the same move, to its pairs is still turning
        face down when its way to the pairs is planned."""
        for tween in reversed(self.table.animator.tweens):
            if tween.target is sprite and "flip" in tween.end:
                return tween.end["flip"]
        return sprite.flip

    def _hide(self, sprite: CardSprite, zone: str) -> None:
        """Forget the face of a card that landed where the viewer may not see it, unless it
        has gone on since (to the pairs, face up)."""
        if sprite in self.table.zones[zone]:
            sprite.code = None

    def shuffle(self, seat: int, t: float) -> float:
        """The seat's fan closes up, shuffled, and opens again (the viewer's in its new
        order; another's only looks shuffled)."""
        table = self.table
        zone = f"hand:{seat}"
        centre = table.slots(zone, 1)[0] if table.zones[zone] else None
        if centre is None:
            return t
        table.animator.call(t, lambda: table.app.sounds.play("shuffle"))
        for i, sprite in enumerate(table.zones[zone]):
            table.animator.add(sprite, 0.22, t + i * 0.01, x=centre.x, y=centre.y,
                               angle=centre.angle + (i % 3 - 1) * 6)
        if seat == table.viewer:
            order = table.match.view(table.viewer)["hand"]
            sprites = {s.code: s for s in table.zones[zone]}
            table.zones.zones[zone] = [sprites[c] for c in order if c in sprites] + \
                [s for s in table.zones[zone] if s.code not in order]
        else:
            table.zones[zone].reverse()
        table.relayout(zone, 0.3, t + 0.3)
        return t + 0.6

    def rearrange(self, event: CardRearranged) -> None:
        table = self.table
        zone = table.zones[f"hand:{event.seat}"]
        if 0 <= event.src < len(zone):
            zone.insert(event.dst, zone.pop(event.src))
        table.relayout(f"hand:{event.seat}", 0.2)
        table.app.sounds.play("flip")
