"""The loop: one clock, one scene stack, events in, frames out.

events → intents → the top scene (passed down while not consumed) → update(dt
in seconds) → draw → flip. A frame is drawn only when something changed: input
came, or a scene's picture changes by itself (each scene says when next, with
`next_frame_in`: now while something moves, in a while for a bot's move or a
timer, never while it waits for a tap). Until then the loop sleeps, so a child
thinking costs no CPU. pygame's own `event.wait` looks at the queue every
millisecond (2 % of a core), so the loop looks every POLL_S and sleeps between,
waking at once when a bot's answer comes (`wake`). A sleeping loop lets the audio
device close once the sounds are quiet (`Sounds.rest`): its thread wakes 90 times a
second.
"""

from __future__ import annotations

import logging
import os
import statistics
import threading
from collections import deque
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
from .surfaces import BUDGET, release, settle_allocator
from .tables import RECORDS, SETTING_OWNERS

log = logging.getLogger(__name__)

MAX_DT = 0.1    # seconds: the longest step an animation takes in one frame
POLL_S = 0.1    # seconds: how soon a sleeping loop sees a tap (or a key, a move)
EARLY_S = 0.002  # a frame due this soon is drawn now (sleeping is not that exact)
FRAME_S = 1 / 60 - 0.003   # a frame and the spare work after it fit in this
LONGEST_SLEEP_S = 1.0   # a step returns at least this often, even with nothing to do
FRAMES_KEPT = 20_000    # steps whose times are kept for --bench
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
        self.storage = Storage(owners=SETTING_OWNERS)
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
        BUDGET.fit(self.window.get_size())
        self._geometry_size: tuple[int, int] | None = None
        self._geometry_of = (1.0, 0.0, 0.0)
        pygame.display.set_caption("Specijalne karte")
        self.sounds = Sounds(self.settings.volume, self.settings.muted)
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        # The last steps' work times (a window open for hours keeps no more than these).
        self.frame_ms: deque[float] = deque(maxlen=FRAMES_KEPT)
        self.frame_cpu_ms: deque[float] = deque(maxlen=FRAMES_KEPT)   # in this thread's CPU
        self.first_frame_s: float | None = None
        self.running = True
        self.dirty = True
        self.drawn = 0          # frames drawn (a sleeping table draws none)
        self.drew = False       # whether the last step drew a frame
        self._due: float | None = 0.0    # seconds from the last step to the next frame due
        self._wake = threading.Event()
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
            if setup.game not in RECORDS:
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
        """One step: events, update, and a frame if one is due. Given `dt` (simulated
        time: tests and tools) it never sleeps; otherwise it sleeps until input comes or
        a frame is due. With --frames every step draws (a demo measured frame by frame)."""
        every = self.options.frames is not None
        simulated = dt is not None
        cards.turn_later(not simulated)
        due = self._due
        slept = 0.0
        if simulated or every or self.dirty or (due is not None and due <= EARLY_S):
            events = pygame.event.get()
        else:
            events, slept = self._sleep(due)
        # A step's time is capped so a stall does not jump animations ahead; a sleep is
        # real time, though, or a thinking bot would take longer than it should.
        ticked = self.clock.tick(0 if simulated or slept else 60) / 1000
        dt = min(ticked, MAX_DT + slept) if dt is None else dt
        start, cpu = time.perf_counter(), time.thread_time()
        for intent in intents(events, self.size):
            self.dirty = True
            self._dispatch(intent)
            if intent.kind in ("key", "tap"):
                self.keyboard_used = intent.kind == "key"
        for scene in list(self.scenes[-2:]):
            scene.update(dt)
        cards.use_language(self.settings.language)
        self._wake.clear()      # a bot's answer from now on wakes the sleep that follows
        self._due = self.next_frame_in()
        self.drew = self.dirty or every or self._due == 0 or \
            (due is not None and due <= dt + EARLY_S)
        if self.drew:
            self._draw()
            self.drawn += 1
            self.dirty = False
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        self.frame_cpu_ms.append((time.thread_time() - cpu) * 1000)
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started
        self.sounds.ready()     # a sound of this step opens the device after its frame
        if self.drew:
            self._spare(start + FRAME_S)

    def _spare(self, until: float) -> None:
        """What the frame left of its time goes to work that shows nothing yet: smooth
        turns of cards drawn quickly this frame, card faces drawn ahead."""
        cards.make_later(until)
        for scene in self.scenes[-2:]:
            scene.spare(until)

    def next_frame_in(self) -> float | None:
        """Seconds until a scene updated each step changes by itself (0: now; None: not
        before input comes)."""
        waits = [w for scene in self.scenes[-2:] if (w := scene.next_frame_in()) is not None]
        return min(waits, default=None)

    def wake(self) -> None:
        """Stop sleeping now (called from a bot's thread when its answer is ready)."""
        self._wake.set()

    def _sleep(self, limit: float | None) -> tuple[list[pygame.event.Event], float]:
        """Wait for input, a wake or `limit` seconds (None: LONGEST_SLEEP_S); the events
        that came and the seconds slept."""
        limit = LONGEST_SLEEP_S if limit is None else min(limit, LONGEST_SLEEP_S)
        start = time.perf_counter()
        while True:
            events = pygame.event.get()
            slept = time.perf_counter() - start
            if events or self._wake.is_set():
                return events, slept
            left = min(POLL_S, limit - slept)
            if left <= 0:
                return events, slept
            self.sounds.rest()
            self._wake.wait(left)

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
        BUDGET.fit(self.window.get_size())
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
        times = sorted(list(self.frame_ms)[1:]) or [0.0]

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
