"""Sound effects with volume and mute; silent, never crashing, without an audio device."""

from __future__ import annotations

import logging
import os

import pygame

from .theme import SOUNDS

log = logging.getLogger(__name__)

# Loudness evens out what peak-normalised files leave uneven.
GAIN = {"cat": 0.6, "shuffle": 1.0, "turn": 0.7, "click": 0.8}


class Sounds:
    """Plays the effects in sounds/ by name; a null player when there is no mixer."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        if not self._init_mixer():
            return
        for path in sorted(SOUNDS.glob("*.wav")):
            try:
                self.sounds[path.stem] = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                log.warning("sound %s not loaded: %s", path.name, exc)

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

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.muted or self.volume <= 0:
            return
        sound.set_volume(min(1.0, self.volume * GAIN.get(name, 0.9)))
        sound.play()
