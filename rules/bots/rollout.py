"""Quick policies for the hard bots' rollouts.

A rollout plays a guessed deal to its end many times a move, so its policy must
cost little more than a random move; yet random players waste their wild cards
and ignore colours, and a search that imagines such opponents misjudges the deal.
These policies read the guessed match directly (it is the bot's own guess, never
the real match): `uno_step` plays Adriatic the way its normal bot does, greedily
(follow the colour held most, keep the wild cards for when nothing else fits, hit
a next opponent who is close to going out, shed the costly cards while anybody
is), and `policy_step` lets a normal bot
play from the few keys of its view it reads (`tables_view`, `sedam_view`).

Each gives a step function `(match, rng) -> (seat, action)`, like
`playout.random_step`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import COLOURS, CallUno, Catch, Match, Play, Rng
from ..playout import random_step
from ..uno_family import ALL_CODES, COLOUR_OF, RANK_OF
from .uno import (ATTACKS, CLOSE_TO_OUT, HIT_CLOSE, HIT_PARTNER, JOLLY_KEPT,
                  PER_CARD_OF_COLOUR, WILD_KEPT, points)

CALLS = (CallUno, Catch)
HITS = frozenset(ATTACKS)
POINTS = {code: points(code) for code in ALL_CODES}   # what a card costs in a count
Step = Callable[[Match, Rng], tuple[int, Any]]


def uno_step(match: Any, rng: Rng) -> tuple[int, Any]:
    """An UNO-family turn (Adriatic's rules of play), worth for worth as the normal
    bot weighs it: the play that leaves the most cards of the colour to follow, a
    wild card last (a Jolly before a 4+), an attack on a next opponent about to go
    out and never on a partner, and while any opponent is close to going out, the
    card that would cost most in his count; the colour named is the one held most."""
    seat = match.current_player
    if seat is None:
        return random_step(match, rng)
    # nobody catches in a rollout: the tables' bots always say "Uno" in time
    legal = [a for a in match.legal_actions(seat) if type(a) not in CALLS]
    if not legal:
        return random_step(match, rng)
    plays = [a for a in legal if type(a) is Play]
    if not plays:
        return seat, legal[0]
    hand = match.hands[seat]
    if len(hand) == 1:
        return seat, plays[0]
    counts: dict[str | None, int] = {}
    for code in hand:
        c = COLOUR_OF[code]
        counts[c] = counts.get(c, 0) + 1
    favourite = max(COLOURS, key=lambda c: counts.get(c, 0))
    nxt = match.next_player()
    hit_partner = nxt != seat and not match.opponents(seat, nxt)
    close = nxt != seat and 0 < len(match.hands[nxt]) <= CLOSE_TO_OUT and not hit_partner
    danger = any(0 < len(held) <= CLOSE_TO_OUT and match.opponents(seat, other)
                 for other, held in enumerate(match.hands) if other != seat)
    best, best_worth = plays[0], -1e9
    for play in plays:
        code = play.codes[0]
        colour = COLOUR_OF[code]
        if colour is None:
            if play.colour is not None and play.colour != favourite:
                continue
            kept = JOLLY_KEPT if code == "W" else WILD_KEPT
            worth = PER_CARD_OF_COLOUR * counts.get(favourite, 0) - kept
        else:
            worth = PER_CARD_OF_COLOUR * (counts[colour] - 1)
        if RANK_OF[code] in HITS:
            worth += HIT_CLOSE if close else -HIT_PARTNER if hit_partner else 0.0
        if danger:
            worth += POINTS[code]
        worth += rng.random()
        if worth > best_worth:
            best, best_worth = play, worth
    return seat, best


def tables_view(match: Any, seat: int) -> dict[str, Any]:
    """What seed 000's UNO normal bot reads of its view, taken straight from the
    guessed match (a whole view costs many times more)."""
    return {
        "seat": seat, "hand": match.hands[seat], "hand_sizes": [len(h) for h in match.hands],
        "turn": match.turn, "active": match.rotation, "direction": match.direction,
        "phase": match.phase, "pending_draw": match.pending_draw, "colour": match.colour,
        "represents": match.represents, "chain": match.chain, "top": match.top_kind,
        "stock_size": len(match.stock),
    }


def policy_step(policy: Any, view_of: Callable[[Any, int], dict[str, Any]]) -> Step:
    """A rollout step where `policy` plays the seat to act (calls too: it announces
    and catches as at the table), from the few keys of its view that `view_of` takes
    from the guessed match: the opponents played as the table's bots play them."""

    def step(match: Any, rng: Rng) -> tuple[int, Any]:
        seat = match.current_player
        if seat is None:
            return random_step(match, rng)
        return seat, policy.choose(view_of(match, seat), match.legal_actions(seat), rng)

    return step


def sedam_view(match: Any, seat: int) -> dict[str, Any]:
    """What the Sedam i Osam normal bot reads of its view, taken straight from the
    guessed match."""
    return {
        "seat": seat, "hand": match.hands[seat], "hand_sizes": [len(h) for h in match.hands],
        "pile": match.pile, "game": match.spec.id, "players": match.players,
        "direction": match.direction, "window": match.window,
        "pending_draw": match.pending_draw,
    }
