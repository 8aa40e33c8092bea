"""The director's map: which of a table's methods animates which kind of rule event.

A table marks a method `(event, t) -> float` with `@directs(EventType, ...)`: it
animates an event of that type starting at `t` (seconds from now) and returns when
the next event's animation may start. The table's class collects the marks of its own
and its bases' methods into `director` (event type → method name), a subclass's mark
for a type standing in for its base's; the table then calls the method by its name, so
a subclass may also override a marked method under the same name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Handler = TypeVar("Handler", bound=Callable[..., float])


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
