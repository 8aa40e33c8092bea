"""Shared helpers: every test's own user data folder, and stacking a deck so that each
seat is dealt the hand a test names."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings, saves and records of a test go to its own folder (returned), never the
    user's."""
    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    return tmp_path


def stack(hands: list[list[str]], dealer: int = 0) -> list[str]:
    """The deck, top first, that deals `hands[seat]` to each seat one card at a time
    starting with the dealer (hands must have the sizes such a deal gives)."""
    players = len(hands)
    queues = [list(h) for h in hands]
    deck = []
    i = 0
    while any(queues):
        seat = (dealer + i) % players
        if not queues[seat]:
            raise ValueError("these hands cannot come from one deal")
        deck.append(queues[seat].pop(0))
        i += 1
    return deck
