"""Tweens that run on time (seconds), with named easings and on-finish callbacks.

A scene owns one `Animator`; the director queues tweens on it; bots wait until
it is idle; a tap calls `finish_all()` to skip ahead.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_cubic": lambda t: 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "out_back": lambda t: 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2,
    "out_sine": lambda t: math.sin(t * math.pi / 2),
}

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "reduced": 4.0}


@dataclass
class Tween:
    """Moves named attributes of `target` from their values at start to `end`."""

    target: Any
    end: dict[str, float]
    duration: float
    delay: float = 0.0
    easing: str = "out_cubic"
    on_start: Callable[[], None] | None = None
    on_finish: Callable[[], None] | None = None
    elapsed: float = 0.0
    start: dict[str, float] = field(default_factory=dict)
    started: bool = False

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True when finished."""
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self._begin()
        t = 1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        k = EASINGS[self.easing](t)
        for name, end in self.end.items():
            a = self.start[name]
            setattr(self.target, name, a + (end - a) * k)
        return t >= 1.0

    def _begin(self) -> None:
        self.started = True
        if self.on_start:
            self.on_start()
        self.start = {name: float(getattr(self.target, name)) for name in self.end}

    def finish(self) -> None:
        if not self.started:
            self._begin()
        for name, end in self.end.items():
            setattr(self.target, name, end)


class Animator:
    """The running tweens of one scene; `speed` scales every duration."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.tweens: list[Tween] = []
        self.calls: list[tuple[float, Callable[[], None]]] = []

    @property
    def busy(self) -> bool:
        return bool(self.tweens or self.calls)

    def next_change(self) -> float | None:
        """Seconds until something here next moves or runs (0: a tween is moving now);
        None when nothing is queued."""
        waits = [max(0.0, t.delay - t.elapsed) for t in self.tweens]
        waits += [max(0.0, delay) for delay, _ in self.calls]
        return min(waits, default=None)

    def add(self, target: Any, duration: float, delay: float = 0.0, easing: str = "out_cubic",
            on_start: Callable[[], None] | None = None,
            on_finish: Callable[[], None] | None = None, **end: float) -> Tween:
        tween = Tween(target, end, duration / self.speed, delay / self.speed, easing,
                      on_start, on_finish)
        self.tweens.append(tween)
        return tween

    def call(self, delay: float, fn: Callable[[], None]) -> None:
        """Run `fn` after `delay` seconds (scaled by speed)."""
        self.calls.append((delay / self.speed, fn))

    def update(self, dt: float) -> None:
        """Advance every tween; tweens and calls added by callbacks join the queue."""
        current, self.tweens = self.tweens, []
        for tween in current:
            if tween.update(dt):
                if tween.on_finish:
                    tween.on_finish()
            else:
                self.tweens.append(tween)
        pending, self.calls = self.calls, []
        for delay, fn in pending:
            if delay - dt <= 0:
                fn()
            else:
                self.calls.append((delay - dt, fn))

    def finish_all(self) -> None:
        """Skip ahead: every tween to its end, every pending call now."""
        for _ in range(100):
            if not self.busy:
                return
            tweens, self.tweens = self.tweens, []
            calls, self.calls = self.calls, []
            for tween in tweens:
                tween.finish()
                if tween.on_finish:
                    tween.on_finish()
            for _, fn in calls:
                fn()
