"""Sound effects with volume and mute; silent, never crashing, without an audio device.

An open audio device is mixed by SDL's thread every few milliseconds even while it
plays nothing (90 wakes a second, most of what a waiting table costs), so the device
is closed once the sounds have been quiet for QUIET_S and opened again for the next
one: not inside the frame that asks for it (opening a device may take tens of ms on a
real sound server) but just after it (`ready`), the sound waiting until then. A closed
mixer's sounds must not be played (SDL_mixer crashes), so they are loaded anew with it.
"""

from __future__ import annotations

import logging
import os
import time

import pygame

from .theme import SOUNDS

log = logging.getLogger(__name__)

# Loudness evens out what peak-normalised files leave uneven.
GAIN = {"cat": 0.6, "shuffle": 1.0, "turn": 0.7, "click": 0.8}
QUIET_S = 3.0   # seconds without a sound before the audio device is closed


class Sounds:
    """Plays the effects in sounds/ by name; a null player when there is no mixer."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.open = False       # whether the audio device is open now
        self.waiting: list[str] = []    # sounds asked for while it was closed
        self.working = self._open()
        self._last = time.monotonic()

    def _open(self) -> bool:
        """Open the mixer and load every effect; False if there is no mixer at all."""
        if not self._init_mixer():
            return False
        self.open = True
        for path in sorted(SOUNDS.glob("*.wav")):
            try:
                self.sounds[path.stem] = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                log.warning("sound %s not loaded: %s", path.name, exc)
        return True

    @staticmethod
    def _init_mixer() -> bool:
        try:
            pygame.mixer.init(22050, -16, 2, 512)
            return True
        except pygame.error as exc:
            log.info("no audio device (%s); trying the dummy driver", exc)
        try:
            os.environ["SDL_AUDIODRIVER"] = "dummy"
            pygame.mixer.init(22050, -16, 2, 512)
            return True
        except pygame.error as exc:
            log.warning("sound is off: %s", exc)
            return False

    def rest(self, now: float | None = None) -> None:
        """Close the audio device if nothing has sounded for QUIET_S (the loop calls
        this while it sleeps)."""
        now = time.monotonic() if now is None else now
        if self.open and now - self._last >= QUIET_S and not pygame.mixer.get_busy():
            self.sounds.clear()
            self.open = False
            pygame.mixer.quit()

    def play(self, name: str) -> None:
        if not self.working or self.muted or self.volume <= 0:
            return
        self._last = time.monotonic()
        if not self.open:
            self.waiting += [name] if name not in self.waiting else []
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        sound.set_volume(min(1.0, self.volume * GAIN.get(name, 0.9)))
        sound.play()

    def ready(self) -> None:
        """Open the device again for the sounds that wait, and play them (the loop calls
        this after each step's frame, outside it)."""
        waiting, self.waiting = self.waiting, []
        if not waiting or not self.working or self.muted or self.volume <= 0:
            return
        if not self._open():
            self.working = False
            return
        for name in waiting:
            self.play(name)
