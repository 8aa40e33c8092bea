"""Computer players for Remino UNO (rules/remino.py): easy, normal and hard.

Easy is legal and kind: it melds and lays off when it can, never attacks with a
Stop, 2+ or 4+ while a number card will do, and discards its highest number.
Normal keeps near-melds (cards of a number in other colours, neighbours in a
colour), opens as soon as the rules allow, lays off, takes the pile's card when it
melds, passes a 4+ on, plays its own 4+, Stops and 2+ on the next player, and
discards safely (never a card the next player could take from the pile to lay
off). Hard searches its discards: for each of normal's best few it guesses the
hidden hands from its view (the spec's `sample`), plays one round on with
normal players and keeps the discard whose guesses end best; it never reads the
real match.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from typing import Any

from ..core import PHASE_BETWEEN, Action, Deal, Draw, Pass, Play, Rng
from ..remino import (
    COLOUR_OF,
    NUMBERS,
    PHASE_DRAW,
    PHASE_MELD,
    PHASE_OWE,
    SPEC,
    LayOff,
    Meld,
    TakeBack,
    TakePile,
    TakeUnder,
    lay_offs,
    points,
)


def _gone(action: Action, view: dict[str, Any]) -> list[str]:
    """The cards an action takes out of the hand (a take-back's wilds come back)."""
    if isinstance(action, Meld):
        return list(action.codes)
    assert isinstance(action, LayOff)
    old = Counter(view["melds"][action.meld]["cards"])
    return list((Counter(action.codes) - old).elements())


def _table_move(view: dict[str, Any], legal: list[Action]) -> Action | None:
    """The meld or lay-off that sheds the most points (take-backs left alone)."""
    moves = [a for a in legal if isinstance(a, (Meld, LayOff)) and not isinstance(a, TakeBack)]
    if not moves:
        return None
    return max(moves, key=lambda a: (sum(points(c) for c in _gone(a, view)), len(_gone(a, view))))


def _fallback(legal: list[Action]) -> Action:
    """What is left when nothing is worth choosing: draw, take, pass, in that order."""
    for kind in (Deal, Draw, TakePile, Pass):
        for action in legal:
            if type(action) is kind:
                return action
    return legal[0]


class EasyBot:
    """Legal and kind: melds when it can, discards its highest number card."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if view["phase"] in (PHASE_OWE, PHASE_DRAW):
            return _fallback(legal)
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds:
            return max(melds, key=lambda a: len(a.codes))
        lay = next((a for a in legal if type(a) is LayOff), None)
        if lay is not None:
            return lay
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return _fallback(legal)
        return max(plays, key=lambda a: (NUMBERS[a.codes[0]] is not None,
                                         NUMBERS[a.codes[0]] or 0, a.codes[0]))


def keep_value(code: str, hand: list[str]) -> float:
    """How much a card helps the hand toward a meld: other colours of its number
    (a group), its neighbours in its colour (a run)."""
    n, colour = NUMBERS[code], COLOUR_OF[code]
    if n is None:
        return 0.0
    held = set(hand)
    group = sum(1 for c in "RYGB" if c != colour and f"{c}{n}" in held) + ("J" in held) * 0.5
    if n == 0:
        return 2.0 * group
    run = sum(1.0 / abs(d) for d in (-2, -1, 1, 2) if 1 <= n + d <= 9 and f"{colour}{n + d}" in held)
    run += 0.5 * (f"{colour}rev" in held)
    return 2.0 * group + run


def unsafe(code: str, view: dict[str, Any]) -> bool:
    """Whether the next player could take the card from the pile to lay it off."""
    return any(lay_offs(tuple(m["cards"]), [code]) for m in view["melds"])


class NormalBot:
    """Keeps near-melds, opens at once, lays off, plays the 4+ rules, discards safely."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if view["phase"] == PHASE_OWE:
            return next((a for a in legal if isinstance(a, Play)), _fallback(legal))
        if view["phase"] == PHASE_DRAW:
            for kind in (TakeUnder, TakePile):
                if any(isinstance(a, kind) for a in legal) and (kind is TakeUnder or view["stock_size"]):
                    return next(a for a in legal if isinstance(a, kind))
            return _fallback(legal)
        move = _table_move(view, legal)
        if move is not None:
            return move
        ranked = self.discards(view, legal)
        return ranked[0] if ranked else _fallback(legal)

    def discards(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The legal discards, best first: attacks on the next player, then the card
        that helps the hand least, safe before unsafe, then the one worth most."""
        hand = view["hand"]

        def cost(action: Action) -> tuple[float, ...]:
            code = action.codes[0]
            if NUMBERS[code] is None:
                return (0, -points(code), 0, 0)
            return (1, keep_value(code, hand), unsafe(code, view), -(NUMBERS[code] or 0))

        return sorted((a for a in legal if isinstance(a, Play)), key=cost)


class HardBot:
    """Normal play, but a discard is chosen by search over guessed deals: each of
    normal's `width` best discards is tried on up to `samples` guesses, played on
    with normal players until this seat's next discard (at most `horizon` moves),
    and judged by the points left in the hands (its own against the others') and
    the score. A fixed amount of work, never a clock, keeps it reproducible: no new
    round of guesses that would take the rollouts past `budget` moves."""

    def __init__(self, samples: int = 16, width: int = 4, horizon: int = 60,
                 budget: int = 700, confidence: float = 2.0) -> None:
        self.samples, self.width, self.horizon, self.budget = samples, width, horizon, budget
        self.confidence = confidence
        self.policy = NormalBot()
        self.sample = SPEC.sample

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        sound = self.policy.choose(view, legal, rng)
        if not isinstance(sound, Play) or view["phase"] != PHASE_MELD:
            return sound
        candidates = self.policy.discards(view, legal)[: self.width]
        if len(candidates) < 2:
            return sound
        base = rng.below(1 << 30)
        values: dict[Action, list[float]] = {a: [] for a in candidates}
        steps = 0
        for k in range(self.samples):
            for action in candidates:
                value, used = self._rollout(view, action, Rng(f"remino/{base}/{k}"))
                values[action].append(value)
                steps += used
            if steps * (k + 2) > self.budget * (k + 1):
                break  # another round as long as the ones so far would pass the budget
        return self._pick(values, sound if sound in values else candidates[0])

    def _pick(self, values: dict[Action, list[float]], sound: Action) -> Action:
        """The best mean, but normal's own discard unless the guesses (the same ones
        behind every discard: a paired test) show the gain beyond `confidence`
        standard errors; measured, switching on noise loses to normal."""
        best = max(values, key=lambda a: statistics.fmean(values[a]))
        gains = [b - s for b, s in zip(values[best], values[sound])]
        if best == sound or len(gains) < 2:
            return sound
        spread = statistics.stdev(gains) / math.sqrt(len(gains))
        return best if statistics.fmean(gains) > self.confidence * spread else sound

    def _rollout(self, view: dict[str, Any], action: Action, rng: Rng) -> tuple[float, int]:
        """Play `action` on a guess and on to this seat's next discard: (value, moves)."""
        me = view["seat"]
        match = self.sample(view, rng)
        match.apply(action, me)
        steps = 1
        while steps < self.horizon:
            actor = match.current_player
            if (actor is None or match.phase == PHASE_BETWEEN
                    or (actor == me and match.phase == PHASE_MELD)):
                break
            match.apply(self.policy.choose(match.view(actor), match.legal_actions(actor), rng), actor)
            steps += 1
        held = [sum(points(c) for c in hand) for hand in match.hands]
        totals = [s + h for s, h in zip(match.scores, held)]
        others = [t for s, t in enumerate(totals) if s != me]
        return statistics.fmean(others) - totals[me], steps
