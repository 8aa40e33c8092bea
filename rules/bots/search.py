"""The hard level: determinised Monte Carlo over the rules engine.

For each action it may take, the bot guesses the hidden cards many times in a
way consistent with what its seat has seen (its spec's `sample(view,
rng)`), applies the action to its guess and plays the rest of the deal out with
a quick policy; it takes the action with the best mean outcome. It reads only
its view: every match it searches is its own guess, never the real one. The
same guesses are used for every action (common random numbers), so actions are
compared on equal footing; the bot leaves its policy's choice only for an action
the guesses show to be better beyond their noise. A fixed amount of work (never
a clock) keeps it reproducible: `samples` guesses at most, and no new round of
guesses that would take the rollouts past `budget` moves.

Rollouts end with the deal: a long match is judged by what the deal adds to the
scores, the way the match itself counts them. The policy plays every seat, out
of turn too (saying "Uno", catching), as the table's driver asks it to; or a
quick rollout policy does (random legal moves, or a greedy one that reads the
guessed match), which costs a fraction and buys many more guesses.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from typing import Any, Protocol

from .. import GAMES
from ..core import Action, DealEnded, Match, MatchEnded, Rng
from ..playout import random_step

MAX_ROLLOUT_STEPS = 2_000


class Policy(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action: ...


Value = Callable[[dict[str, Any], list[int], list[int]], float]
Step = Callable[[Match, Rng], tuple[int, Action]]
Guesser = Callable[[dict[str, Any]], Callable[[Rng], Match]]
Candidates = Callable[[dict[str, Any], list[Action]], list[Action]]


def score_outcome(before: list[int], after: list[int], me: int, lower_wins: bool,
                  mates: frozenset[int] = frozenset()) -> float:
    """My gain in the deal against the mean gain of my opponents (better is more);
    `mates` are my partners, whose gain is mine and so left out of the comparison."""
    gains = [a - b for a, b in zip(after, before)]
    others = [g for i, g in enumerate(gains) if i != me and i not in mates]
    edge = gains[me] - (sum(others) / len(others) if others else 0.0)
    return -edge if lower_wins else edge


def ends_deal(events: list[Any]) -> bool:
    for event in events:   # a loop, not any(): asked after every move of every rollout
        kind = type(event)
        if kind is DealEnded or kind is MatchEnded:
            return True
    return False


class SearchBot:
    """Flat Monte Carlo over sampled deals; `policy` plays every seat in the rollouts
    (or, with `random_rollouts`, random legal moves do: cheaper, so more guesses; or
    `rollout`, a quick step function `(match, rng) -> (seat, action)` such as those
    of rules/bots/rollout.py), and its choice is the default the search must beat.
    `guesser(view)` reads once per decision what the seat can tell of the hidden
    cards and returns the function that makes the guesses (default: `sample`).

    `value(view, before, after)` judges a rollout from the scores (default: the
    score edge of `score_index(view, seat)`, signed by the game's `lowest_wins`, see
    `score_outcome`); `candidates`
    may narrow the legal actions to those worth searching (e.g. only the colours
    the hand holds for a Jolly); `budget` caps the rollout moves per decision;
    `confidence` is how many standard errors the best action must gain over the
    policy's own choice before the bot leaves it (0: always the best mean);
    `match_win` is added to the value of a rollout that ends the match won (with
    one deal to play, winning it is what counts, not the points).
    """

    def __init__(self, sample: Callable[[dict[str, Any], Rng], Match], policy: Policy,
                 samples: int = 16,
                 score_index: Callable[[dict[str, Any], int], int] | None = None, *,
                 budget: int | None = None, value: Value | None = None,
                 candidates: Candidates | None = None, confidence: float = 1.0,
                 match_win: float = 0.0, random_rollouts: bool = False,
                 rollout: Step | None = None, guesser: Guesser | None = None) -> None:
        self.sample = sample
        self.policy = policy
        self.samples = samples
        self.score_index = score_index or (lambda view, seat: seat)
        self.budget = budget
        self.value = value or self._edge
        self.candidates = candidates or (lambda view, legal: legal)
        self.confidence = confidence
        self.match_win = match_win
        self.rollout_step = rollout or (random_step if random_rollouts else None)
        self.guesser = guesser or (lambda view: lambda rng: sample(view, rng))

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        """Out of turn ("Uno", a catch) there is nothing to search: the policy answers."""
        react = getattr(self.policy, "react", None)
        return react(view, legal, rng) if react is not None else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        candidates = list(dict.fromkeys(self.candidates(view, legal))) or list(legal)
        if len(candidates) == 1:
            return candidates[0]
        seat = view["seat"]
        sound = self.policy.choose(view, legal, rng)
        base = rng.below(1 << 30)
        values: dict[Action, list[float]] = {a: [] for a in candidates}
        steps = 0
        guesses = self.guesser(view)
        for k in range(self.samples):
            for action in candidates:
                guess = guesses(Rng(f"search/{base}/{k}"))
                value, used = self._rollout(guess, seat, action, Rng(f"roll/{base}/{k}"), view)
                values[action].append(value)
                steps += used
            if self.budget is not None and steps * (k + 2) > self.budget * (k + 1):
                break  # another round, as long as the ones so far, would pass the budget
        return self._pick(values, sound)

    def _pick(self, values: dict[Action, list[float]], sound: Action) -> Action:
        """The best mean, but the policy's own choice unless the search is confident:
        with few guesses the means are noisy, and a noisy switch away from a sound
        move loses more often than it wins. The same guesses behind every action
        make the test a paired one."""
        best = max(values, key=lambda a: statistics.fmean(values[a]))
        if sound not in values or best == sound:
            return best
        gains = [b - s for b, s in zip(values[best], values[sound])]
        if len(gains) < 2:
            return sound
        spread = statistics.stdev(gains) / math.sqrt(len(gains))
        return best if statistics.fmean(gains) > self.confidence * spread else sound

    def _rollout(self, match: Match, seat: int, action: Action, rng: Rng,
                 view: dict[str, Any]) -> tuple[float, int]:
        """Play `action` on the guess and the deal out; (its value, the moves it took)."""
        before = list(match.scores)
        events = match.apply(action, seat)
        steps = 1
        policy = self.policy
        step = self.rollout_step
        react = None if step is not None else getattr(policy, "react", None)
        while steps < MAX_ROLLOUT_STEPS and not match.is_over and not ends_deal(events):
            if react is not None:
                events = self._reactions(match, react, rng)
                if ends_deal(events) or match.is_over:
                    break
            if step is not None:
                actor, choice = step(match, rng)
            else:
                actor = match.seats_to_act()[0]
                choice = policy.choose(match.view(actor), match.legal_actions(actor), rng)
            events = match.apply(choice, actor)
            steps += 1
        value = self.value(view, before, list(match.scores))
        ended = next((e for e in events if type(e) is MatchEnded), None)
        if ended is not None and seat in ended.winners:
            value += self.match_win
        return value, steps

    @staticmethod
    def _reactions(match: Match, react: Callable[..., Action | None], rng: Rng) -> list[Any]:
        """Give every seat but the one to act its out-of-turn moment, as a table does."""
        events: list[Any] = []
        current = match.current_player
        for other in range(match.players):
            if other == current:
                continue
            legal = match.legal_actions(other)
            if legal:
                answer = react(match.view(other), legal, rng)
                if answer is not None:
                    events += match.apply(answer, other)
        return events

    def _edge(self, view: dict[str, Any], before: list[int], after: list[int]) -> float:
        return score_outcome(before, after, self.score_index(view, view["seat"]),
                             GAMES[view["game"]].lowest_wins)
