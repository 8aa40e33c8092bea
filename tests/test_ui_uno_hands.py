"""The hands on the UNO tables are the hands held: after the events of every action of
a whole match, the cards each hand shows are the cards its view says it holds."""

from __future__ import annotations


import pytest
from ui import start_app

from game.scenes.shedding import PILE_SHOWN, SheddingTable
from game.tables import RECORDS
from game.setup import MatchSetup
from rules import GAMES
from rules.core import Rng
from rules.playout import random_step

# Each UNO game at its most seats with every house rule its options have turned on.
ALL_ON = [
    ("adriatic", 10, {"penalties": "strict", "drawn_card": "may_keep", "draw": "any_time"}),
    ("adriatic_pairs", 10, {"penalties": "strict", "drawn_card": "may_keep",
                            "draw": "any_time", "scoring": "winners"}),
    ("adriatic_teams", 10, {"penalties": "strict", "drawn_card": "may_keep",
                            "draw": "any_time"}),
    ("uno", 7, {}),
    ("uno_prenos", 7, {}),
    ("uno_most", 7, {}),
    ("uno_classic", 10, {"jump_in": "any"}),
    ("uno_official", 10, {"deck_size": "112", "custom_wild": "pass_hands", "stack_draws": True,
                          "draw_until_playable": True, "seven_zero": True,
                          "jump_in": "numbers"}),
    ("uno_official", 10, {"deck_size": "112", "custom_wild": "others_draw",
                          "stack_draws": True, "draw_until_playable": True,
                          "seven_zero": True, "jump_in": "numbers"}),
    ("remino", 4, {"layoffs": "once_open"}),
    ("unotan", 6, {"drawn_card": "must_play"}),
]


def drawn_differs(table: SheddingTable) -> str:
    """What the table shows that its view does not hold (empty when they agree)."""
    view = table.view()
    top = [s.code for s in table.zones["pile"][-PILE_SHOWN:]]
    if top != view["pile"][-PILE_SHOWN:]:
        return f"the pile shows {top}, holds {view['pile'][-PILE_SHOWN:]}"
    if len(table.zones["stock"]) != view["stock_size"]:
        return f"the stock shows {len(table.zones['stock'])} cards, holds {view['stock_size']}"
    return table.hands_differ()


@pytest.mark.parametrize("game,players,options", ALL_ON)
def test_the_drawn_hands_are_the_hands_held_after_every_action(game, players, options):
    app = start_app()
    spec = GAMES[game]
    setup = MatchSetup(game, players, [True] + [False] * (players - 1),
                       spec.resolve_options(options), "easy", 3)
    table = RECORDS[game].scene(app, setup, None)
    app.reset(table)
    table.animator.finish_all()
    match, rng = table.match, Rng(f"hands/{game}")
    actions = 0
    while not match.is_over:
        seat, action = random_step(match, rng)
        table._views.clear()
        table.direct(match.apply(action, seat))
        table._views.clear()
        table.animator.finish_all()
        actions += 1
        assert not (wrong := drawn_differs(table)), f"after {action} of seat {seat}: {wrong}"
    assert actions > 100
