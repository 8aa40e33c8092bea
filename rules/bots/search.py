"""The hard level: determinised Monte Carlo over the rules engine.

For each action it may take, the bot guesses the hidden cards many times in a
way consistent with what its seat has seen (the game's `sample_match(view,
rng)`), applies the action to its guess and plays the rest of the deal out with
a quick policy; it takes the action with the best mean outcome. It reads only
its view: every match it searches is its own guess, never the real one. The
same guesses are used for every action (common random numbers), so actions are
compared on equal footing, and a fixed number of guesses keeps it reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..core import Action, DealEnded, Match, MatchEnded, Rng


class Policy(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action: ...

MAX_ROLLOUT_STEPS = 2_000


def score_outcome(before: list[int], after: list[int], me: int, lower_wins: bool) -> float:
    """My gain in the deal against the mean gain of the others (sign: better is more)."""
    gains = [a - b for a, b in zip(after, before)]
    others = [g for i, g in enumerate(gains) if i != me]
    edge = gains[me] - (sum(others) / len(others) if others else 0.0)
    return -edge if lower_wins else edge


class SearchBot:
    """Flat Monte Carlo over sampled deals; `policy` plays every seat in the rollouts."""

    def __init__(self, sample: Callable[[dict[str, Any], Rng], Match], policy: Policy,
                 samples: int = 16, lower_wins: bool = False,
                 score_index: Callable[[dict[str, Any], int], int] | None = None) -> None:
        self.sample = sample
        self.policy = policy
        self.samples = samples
        self.lower_wins = lower_wins
        self.score_index = score_index or (lambda view, seat: seat)

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        seat = view["seat"]
        candidates = list(dict.fromkeys(legal))
        if len(candidates) == 1:
            return candidates[0]
        base = rng.below(1 << 30)
        totals = dict.fromkeys(candidates, 0.0)
        for k in range(self.samples):
            for action in candidates:
                guess = self.sample(view, Rng(f"search/{base}/{k}"))
                totals[action] += self._rollout(guess, seat, action, Rng(f"roll/{base}/{k}"),
                                                view)
        return max(candidates, key=lambda a: totals[a])

    def _rollout(self, match: Match, seat: int, action: Action, rng: Rng,
                 view: dict[str, Any]) -> float:
        me = self.score_index(view, seat)
        before = list(match.scores)
        events = match.apply(action, seat)
        for _ in range(MAX_ROLLOUT_STEPS):
            if any(isinstance(e, (DealEnded, MatchEnded)) for e in events) or match.is_over:
                break
            actor = match.seats_to_act()[0]
            choice = self.policy.choose(match.view(actor), match.legal_actions(actor), rng)
            events = match.apply(choice, actor)
        return score_outcome(before, list(match.scores), me, self.lower_wins)
