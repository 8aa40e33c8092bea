"""The invariants of the rules contract, checked on a live match.

One place for what the property test, the soak (`bench/soak.py`) and the UI monkey
all check: cards are conserved, only legal actions are accepted (a refused one
changes nothing), actions round-trip as text, a view shows a seat nothing of
another seat's hidden cards and no phase its spec does not declare, every match
ends, and replaying or resuming a save gives the same match. A broken invariant
raises `Broken` (an AssertionError, so pytest reports it as a failed check),
whatever Python's `-O` flag says.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from itertools import chain
from typing import Any

from .core import Action, GameSpec, IllegalAction, Match, Play, Rng
from .playout import Step, random_step

MAX_STEPS = 20_000   # a random match that takes longer than this does not end
SAVE_BEFORE = 30     # a checked match is saved at a random step below this, then resumed


class Broken(AssertionError):
    """An invariant of the rules contract does not hold."""


def require(condition: object, message: str) -> None:
    if not condition:
        raise Broken(message)


def cards(match: Match) -> Counter:
    """Every card of the match, hidden ones too, as a multiset."""
    return Counter(chain.from_iterable(match.zones().values()))


def same_cards(a: Counter, b: Counter) -> bool:
    """`a == b` for counts made by `cards` (none zero), at the speed of a dict's own
    comparison: Counter's == walks every card in Python, and it runs after every action."""
    return dict.__eq__(a, b)


def snapshot(match: Match) -> str:
    """Everything observable of a match, as one string to compare."""
    return json.dumps([match.to_json(), [match.view(s) for s in range(match.players)],
                       match.current_player, match.is_over], sort_keys=True)


def position(match: Match) -> str:
    """What a refused action must leave as it was: every zone's cards in order, every
    view, whose turn it is. Unlike `snapshot` it leaves out the save, whose actions
    grow only in `Match.apply` once the game has carried one out, so no refusal can
    touch them; making the whole save at every check cost a long match its length
    each time (a fifth to a half of the soak of Upoznaj Evropu, 1,300 actions a match)."""
    return json.dumps([match.zones(), [match.view(s) for s in range(match.players)],
                       match.current_player, match.is_over], sort_keys=True)


def check_views(match: Match) -> None:
    """Each view is JSON, names its seat, shows that seat's own hand, is in a phase its
    spec declares (or has none, where the spec declares none), and differs from the
    others' only in the game's private keys."""
    spec = match.spec
    views = [match.view(s) for s in range(match.players)]
    public = [{k: v for k, v in view.items() if k not in spec.private_view_keys}
              for view in views]
    zones = match.zones()
    for seat, view in enumerate(views):
        json.dumps(view)
        require(view["seat"] == seat and view["players"] == match.players,
                f"view {seat} names the wrong seat or player count")
        require(view["current"] == match.current_player, f"view {seat}: wrong current seat")
        require(view["hand"] == zones[f"hand:{seat}"], f"view {seat} shows another hand")
        require(public[seat] == public[0], f"view {seat} differs outside its private keys")
        require(view.get("phase") in (spec.phases or {None}),
                f"view {seat}: phase {view.get('phase')!r} is not one {spec.id} declares")
        for key in ("dealer", "hand_sizes", "stock_size", "pile", "scores"):
            require(key in view, f"view {seat} has no {key!r}")


def check_refusal(match: Match, rng: Rng) -> None:
    """An action legal for one seat, tried by a seat that may not take it, is refused
    with a reason and changes nothing; `refusal` gives that reason beforehand."""
    seats = match.seats_to_act()
    legal = match.legal_actions(seats[0])
    others = [s for s in range(match.players) if not set(legal) <= set(match.legal_actions(s))]
    if not legal or not others:
        return
    action = rng.choice([a for a in legal if a not in match.legal_actions(others[0])] or legal)
    if match.is_legal(action, others[0]):
        return
    before = position(match)
    try:
        match.apply(action, others[0])
    except IllegalAction as refused:
        require(refused.reason, f"{action} refused without a reason")
        reason = refused.reason
    else:
        raise Broken(f"{action} by seat {others[0]} was accepted but is not legal for it")
    require(position(match) == before, f"the refused {action} changed the match")
    require(match.refusal(action, others[0]) == reason,
            f"{action}: refusal() does not give the reason apply() refuses it with")
    require(match.refusal(action, seats[0]) is None, f"{action} is legal but refusal() refuses it")
    require(position(match) == before, f"asking refusal() about {action} changed the match")
    try:
        match.apply(Play(()), seats[0])            # a Play button tapped with nothing chosen
    except IllegalAction as refused:
        require(refused.reason, "an empty play refused without a reason")
    else:
        raise Broken("an empty play was accepted")
    require(position(match) == before, "the refused empty play changed the match")


def check_action(match: Match, seat: int, action: Action) -> None:
    """Before applying: the action is listed for its seat and survives its text form."""
    legal = match.legal_actions(seat)
    # by identity first, as `apply` does: `in` alone calls the dataclass == on every miss
    require(any(a is action for a in legal) or action in legal,
            f"{action} is not legal for seat {seat}")
    require(match.is_legal(action, seat), f"{action} is listed but is_legal refuses it")
    require(match.spec.parse_action(str(action)) == action, f"{action} does not round-trip")


def check_over(match: Match) -> None:
    require(match.current_player is None and match.legal_actions() == [],
            "an ended match still has a seat to act")
    check_views(match)


def check_replay(match: Match, actions: list[tuple[int, Action]],
                 saved: dict[str, Any] | None) -> None:
    """Resuming the save made early in the match, then playing on, gives the match.

    Resuming replays the save's actions from their text first, so this one pass
    checks replay and resume alike; a match that ended before its save is
    replayed from its deal."""
    spec = match.spec
    end = snapshot(match)
    start = saved if saved is not None else {**match.to_json(), "actions": []}
    resumed = spec.from_json(start)
    where = f"resuming the save of action {len(start['actions'])}"
    for seat, action in actions[len(start["actions"]):]:
        try:
            resumed.apply(action, seat)
        except IllegalAction as refused:
            raise Broken(f"{where}, {action} is refused: {refused.reason}") from refused
    require(snapshot(resumed) == end, f"{where} gives another match")


@dataclass
class Played:
    """A checked random match and what it took."""

    match: Match
    actions: int
    events: int


def play_checked(spec: GameSpec, players: int, seed: int,
                 options: dict[str, Any] | None = None, step: Step = random_step) -> Played:
    """Play one seeded random match (by `step`), checking every invariant on the way.

    Cards are counted after every action; views and refusals are checked on one
    seed in eight (early in the match and every 25 actions), as they cost the most."""
    match = spec.new_match(players, seed=seed, options=options)
    rng = Rng(f"contract/{seed}")
    deck = cards(match)
    save_at = rng.below(SAVE_BEFORE)
    thorough = seed % 8 == 0
    saved = None
    actions: list[tuple[int, Action]] = []
    events = len(match.opening_events)
    while not match.is_over:
        steps = len(actions)
        if thorough and (steps < 100 or steps % 25 == 0):
            check_views(match)
            check_refusal(match, rng)
        if steps == save_at:
            saved = json.loads(json.dumps(match.to_json()))
        seat, action = step(match, rng)
        check_action(match, seat, action)
        events += len(match.apply(action, seat))
        actions.append((seat, action))
        require(same_cards(cards(match), deck), f"cards not conserved after {action}")
        require(len(actions) < MAX_STEPS, f"no end after {MAX_STEPS} actions")
    check_over(match)
    check_replay(match, actions, saved)
    return Played(match, len(actions), events)
