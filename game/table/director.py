"""The director's map: which of a table's methods animates which kind of rule event.

A table marks a method `(event, t) -> float` with `@directs(EventType, ...)`: it
animates an event of that type starting at `t` (seconds from now) and returns when
the next event's animation may start. The table's class collects the marks of its own
and its bases' methods into `director` (event type → method name), a subclass's mark
for a type standing in for its base's; the table then calls the method by its name, so
a subclass may also override a marked method under the same name.

A table owns one `Director`, which opens the table (the first deal directed, or a
resumed match laid out) and schedules a batch of events one after another. It paces
a move once: when a computer's move (or, where people pass the screen round, anyone's)
has landed, the line of what it did (`CardTable.news_of`) shows, and the next turn
waits `TURN_PAUSE`, so a child can follow one turn after another; the wait is reading
time (`CardTable.reading`), never shorter however quick the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ..sprites.table import CardSprite

if TYPE_CHECKING:
    from rules.core import Action, Event

    from ..scenes.card_table import CardTable

Handler = TypeVar("Handler", bound=Callable[..., float])
TURN_PAUSE = 0.6         # seconds a computer's landed move stays in sight before the turn goes on


def directs(*kinds: type) -> Callable[[Handler], Handler]:
    """Mark a table method as the one that animates events of `kinds`."""
    def mark(method: Handler) -> Handler:
        method.directs = kinds      # type: ignore[attr-defined]
        return method
    return mark


def director_of(table_class: type) -> dict[type, str]:
    """Event type → the name of the method that animates it, over the class's bases."""
    found: dict[type, str] = {}
    for klass in reversed(table_class.__mro__):
        for name, value in vars(klass).items():
            for kind in getattr(value, "directs", ()):
                found[kind] = name
    return found


def handler_name(director: dict[type, str], event: Any) -> str | None:
    """The method that animates `event` (by its type, else by a base of its type)."""
    for kind in type(event).__mro__:
        if kind in director:
            return director[kind]
    return None


class Director:
    """The opening, a batch of events one after another, and the move being directed."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.mover: tuple[Action, int, list[Event]] | None = None   # the move being directed
        self.paced = False       # its pause is scheduled

    def open(self) -> None:
        """The first deal dealt, or a resumed match laid out."""
        table = self.table
        if table.fresh:
            table.direct(table.match.opening_events)
        else:
            table.sync_from_view()
            table.animator.finish_all()

    def run(self, events: list[Event]) -> None:
        """Schedule every event's animation, one after another, then the move's pause."""
        table = self.table
        t = 0.0  # when, from now, the next event's animation starts
        self.paced = False
        for event in events:
            t = table.direct_event(event, t)
        table.after_events(self.pace(t))
        table.driver.restart()

    def move(self, action: Action, seat: int, events: list[Event]) -> None:
        """Direct the events of a move, pacing it once."""
        self.mover = (action, seat, events)
        self.table.direct(events)
        self.mover = None

    def pace(self, t: float) -> float:
        """Once the move has landed (at `t`, or when its last card comes to rest) its
        short line shows, and the turn goes on a moment later (once per move). When
        people pass the screen round, a person's move is news to the others too ("Ana je
        odigrala: crvena 5.")."""
        table = self.table
        if self.mover is None or self.paced or \
                self.mover[1] not in table.driver.bots and len(table.setup.human_seats) < 2:
            return t
        self.paced = True
        speed = table.animator.speed
        t = max([t] + [(tween.delay + tween.duration - tween.elapsed) * speed
                       for tween in table.animator.tweens
                       if isinstance(tween.target, CardSprite) and {"x", "y"} & tween.end.keys()])
        words = table.news_of(*self.mover) if table.viewer in table.setup.human_seats else ""
        if words:
            table.animator.call(t, lambda: setattr(table, "news", words))
        return t + table.reading(TURN_PAUSE)
