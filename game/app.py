"""The loop: one clock, one scene stack, events in, frames out.

events → intents → the top scene (passed down while not consumed) → update(dt
in seconds) → draw → flip. When nothing moves, the loop sleeps on the event
queue instead of spinning, so a child thinking costs no CPU.
"""

from __future__ import annotations

import logging
import os
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from rules import GAMES

from . import theme
from .anim import SPEEDS
from .audio import Sounds
from .i18n import LiveCatalogue
from .input import intents
from .scenes.base import Scene
from .setup import MatchSetup
from .sprites import cards
from .storage import Settings, Storage
from .surfaces import release, settle_allocator
from .tables import TABLES

log = logging.getLogger(__name__)

IDLE_WAIT_MS = 250
MAX_DT = 0.1    # seconds: the longest step an animation takes in one frame
MIN_SIZE = (640, 400)


@dataclass
class Options:
    """The command line (see __main__.py)."""

    demo: str | None = None
    players: int | None = None
    seed: int | None = None
    lang: str | None = None
    size: tuple[int, int] | None = None
    frames: int | None = None
    screenshot: Path | None = None
    bench: bool = False
    scene: str | None = None


class App:
    def __init__(self, options: Options) -> None:
        self.options = options
        self.started = time.perf_counter()
        settle_allocator()
        pygame.init()
        self.storage = Storage()
        self.storage.check()
        self.settings: Settings = self.storage.load_settings()
        self._set_aside_unresumable_save()
        if options.lang:
            self.settings.language = options.lang
        # Every word on screen, in the language chosen now (labels keep it, not its words).
        self.tr = LiveCatalogue(lambda: self.settings.language)
        size = options.size or tuple(self.settings.window_size)
        flags = pygame.RESIZABLE
        self.window = pygame.display.set_mode(self._fit(size), flags)
        self._geometry_size: tuple[int, int] | None = None
        self._geometry_of = (1.0, 0.0, 0.0)
        pygame.display.set_caption("Specijalne karte")
        self.sounds = Sounds(self.settings.volume, self.settings.muted)
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []   # the same frames in this thread's CPU time
        self.first_frame_s: float | None = None
        self.running = True
        self.dirty = True
        self.keyboard_used = False  # focus rings show only once keys are used

    def _set_aside_unresumable_save(self) -> None:
        """An autosave the rules cannot resume (damaged, hostile, or from a version whose
        moves no longer read) is set aside and reported now, so the title offers
        Continue only for a match that can go on."""
        data = self.storage.load_match()
        if data is None:
            return
        try:
            setup = MatchSetup.from_dict(data["setup"])
            if setup.game not in TABLES:
                raise ValueError(f"no table for {setup.game}")
            GAMES[setup.game].from_json(data["match"])
        except Exception as exc:  # noqa: BLE001 - hostile data may break a deal in any way
            log.warning("the autosave cannot be resumed: %s: %s", type(exc).__name__, exc)
            self.storage.set_aside_match(f"cannot resume ({type(exc).__name__})")

    # -- services for scenes -------------------------------------------------

    @property
    def speed(self) -> float:
        return SPEEDS.get(self.settings.animation, 1.0)

    @property
    def calm(self) -> bool:
        """Reduced motion: no confetti, no swaying, no popping words."""
        return self.settings.animation == "reduced"

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @property
    def scale(self) -> float:
        return self._geometry()[0]

    def _geometry(self) -> tuple[float, float, float]:
        """(scale, left, top) of the design's 1920×1080 in the window, worked out once
        per window size: a crowded table asks for it thousands of times a frame."""
        size = self.window.get_size()
        if size != self._geometry_size:
            w, h = self._geometry_size = size
            s = min(w / theme.DESIGN_SIZE[0], h / theme.DESIGN_SIZE[1])
            self._geometry_of = (s, (w - theme.DESIGN_SIZE[0] * s) / 2,
                                 (h - theme.DESIGN_SIZE[1] * s) / 2)
        return self._geometry_of

    def px(self, design: float) -> int:
        """A design length (at 1920×1080) in window pixels."""
        return max(1, round(design * self._geometry()[0]))

    def point(self, x: float, y: float) -> tuple[int, int]:
        s, left, top = self._geometry()
        return round(left + x * s), round(top + y * s)

    def rect(self, design: pygame.Rect) -> pygame.Rect:
        x, y = self.point(design.x, design.y)
        return pygame.Rect(x, y, self.px(design.w), self.px(design.h))

    def save_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted
        self.storage.save_settings(self.settings)
        for scene in self.scenes:
            scene.animator.speed = self.speed

    # -- the stack -----------------------------------------------------------

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.running = False
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        old = self.scenes.pop()
        old.exit()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def reset(self, scene: Scene) -> None:
        """Everything off the stack, then `scene`; what the old scenes held is let go."""
        while self.scenes:
            self.scenes.pop().exit()
        release()
        self.push(scene)

    # -- the loop ------------------------------------------------------------

    def _fit(self, size: tuple[int, int]) -> tuple[int, int]:
        return (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))

    def run(self) -> int:
        frames = 0
        self.clock.tick()
        while self.running and self.scenes:
            self.step()
            frames += 1
            if self.options.frames is not None and frames >= self.options.frames:
                break
        if self.options.screenshot:
            self._draw()
            pygame.image.save(self.window, str(self.options.screenshot))
        if self.options.bench:
            self.print_bench()
        self.settings.window_size = self.size
        self.storage.save_settings(self.settings)
        pygame.quit()
        return 0

    def step(self, dt: float | None = None) -> None:
        """One frame: events, update, draw. Sleeps on the event queue when idle."""
        headless = self.options.frames is not None or dt is not None
        busy = any(scene.busy for scene in self.scenes[-2:])
        idle = not (busy or self.dirty or headless)
        if idle:
            first = pygame.event.wait(IDLE_WAIT_MS)
            events = [first, *pygame.event.get()] if first.type != pygame.NOEVENT else []
        else:
            events = pygame.event.get()
        # A frame's time is capped so a stall does not jump animations ahead; an idle
        # frame's wait is real time, though, or a thinking bot would take 2.5 times longer.
        cap = IDLE_WAIT_MS / 1000 if idle else MAX_DT
        ticked = min(self.clock.tick(0 if dt is not None else 60) / 1000, cap)
        dt = ticked if dt is None else dt
        start, cpu = time.perf_counter(), time.thread_time()
        for intent in intents(events, self.size):
            self.dirty = True
            self._dispatch(intent)
            if intent.kind in ("key", "tap"):
                self.keyboard_used = intent.kind == "key"
        for scene in list(self.scenes[-2:]):
            scene.update(dt)
        cards.use_language(self.settings.language)
        if busy or self.dirty or headless:
            self._draw()
            self.dirty = False
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        self.frame_cpu_ms.append((time.thread_time() - cpu) * 1000)
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started

    def _dispatch(self, intent) -> None:
        """An intent goes to the top scene, and down the stack through overlays."""
        if intent.kind == "quit":
            self.running = False
        elif intent.kind == "resize":
            self._on_resize()
        elif intent.kind == "key" and intent.key == "fullscreen":
            self._toggle_fullscreen()
        else:
            for scene in reversed(list(self.scenes)):
                if scene.handle(intent) or not scene.overlay:
                    break

    def _toggle_fullscreen(self) -> None:
        """F11; where the video driver cannot (a dummy or some Wayland setups) it does
        nothing, as a key that does nothing should."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:
            log.info("no full screen here: %s", exc)

    def _on_resize(self) -> None:
        w, h = self.window.get_size()
        if (w, h) != self._fit((w, h)):
            self.window = pygame.display.set_mode(self._fit((w, h)), pygame.RESIZABLE)
        for scene in self.scenes:
            scene.resize()

    def _draw(self) -> None:
        stack = self.scenes
        bottom = len(stack) - 1
        while bottom > 0 and stack[bottom].overlay:
            bottom -= 1
        for scene in stack[bottom:]:
            scene.draw(self.window)
        pygame.display.flip()

    def print_bench(self) -> None:
        times = sorted(self.frame_ms[1:]) or [0.0]

        def pct(p: float) -> float:
            return times[min(len(times) - 1, int(p / 100 * len(times)))]

        print(f"frames={len(times)} p50_ms={statistics.median(times):.2f} "
              f"p95_ms={pct(95):.2f} p99_ms={pct(99):.2f} max_ms={times[-1]:.2f} "
              f"first_frame_s={self.first_frame_s or 0:.3f}")


def configure_environment() -> None:
    """Quiet pygame's banner; keep SDL from picking an invisible driver silently."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    logging.basicConfig(level=logging.INFO if os.environ.get("SK_DEBUG") else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
