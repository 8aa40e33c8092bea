"""Shared helpers: stacking a deck so that each seat is dealt the hand a test names."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


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
