"""Bots for Upoznaj Evropu.

Memo: a bot remembers the flips everybody has seen, but forgets: each flip stays
in its memory with a chance that halves every `half_life` flips since. Easy
forgets most, hard forgets little; none ever looks at a face-down card.

The shedding game: easy plays any card it may; normal lays, after covering, a
card whose pair it holds itself, so that nobody else can cover it.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Flip, Play, Rng
from ..evropa import SHEDDING, flip, partner
from .rollout import policy_step
from .search import SearchBot

HALF_LIVES = {"easy": 2.0, "normal": 8.0, "hard": 40.0}
BUDGET = 40_000   # rollout moves per decision: a deal here runs to hundreds of moves


class MemoBot:
    """Remembers each flipped card by chance, less the longer ago it was flipped:
    `half_life` flips halve the chance; `recall` is the chance for the card flipped
    last (every level remembers it; the fitting level, kinder than easy, may not)."""

    def __init__(self, level: str = "normal") -> None:
        self.half_life = HALF_LIVES[level]
        self.recall = 1.0

    def remembered(self, view: dict[str, Any], rng: Rng) -> dict[int, str]:
        """Index -> code of the face-down cards this bot still remembers."""
        log = view["log"]
        grid = view["grid"]
        memory: dict[int, str] = {}
        for age, (index, code) in enumerate(reversed(log)):
            if grid[index] is None or index in memory:
                continue
            if rng.random() < self.recall * 0.5 ** (age / self.half_life):
                memory[index] = code
        return memory

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        allowed = {a.index for a in legal if isinstance(a, Flip)}
        memory = {i: c for i, c in self.remembered(view, rng).items() if i in allowed}
        by_code = {code: i for i, code in memory.items()}
        unknown = sorted(allowed - set(memory))
        if view["open"]:
            first = view["grid"][view["open"][0]]
            mate = by_code.get(partner(first))
            if mate is not None:
                return flip(mate)
        else:
            for code, index in by_code.items():
                if partner(code) in by_code:
                    return flip(index)
        return flip(rng.choice(unknown or sorted(allowed)))


class SheddingBot:
    def __init__(self, level: str = "normal") -> None:
        self.clever = level != "easy"

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if self.clever and len(plays) > 1:
            hand = set(view["hand"])
            guarded = [a for a in plays if partner(a.codes[0]) in hand]
            if guarded:
                return rng.choice(guarded)
        return rng.choice(plays or legal)


def hard_shedding_bot() -> SearchBot:
    """Searches sampled deals, playing them out with the normal bot, which reads only
    its hand (so the rollouts hand it that, not a whole view), within a budget of
    moves: a decision took a median of a second."""
    policy = SheddingBot("normal")
    return SearchBot(SHEDDING.sample, policy, samples=12, budget=BUDGET,
                     rollout=policy_step(policy, _hand_view))


def _hand_view(match: Any, seat: int) -> dict[str, Any]:
    return {"hand": match.hands[seat]}
