"""The level that fits the child at the table: the default for a child alone, its
strength kept per game in the statistics and moved by each match's result."""

from __future__ import annotations

from ui import start_app

from game.scenes.results import ResultsScene
from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from rules.bots import ADAPTIVE, adaptive


def test_a_child_alone_against_the_computer_gets_the_fitting_level():
    assert MatchSetup.default("adriatic").bot_level == ADAPTIVE
    assert MatchSetup.default("evropa_memo").bot_level == ADAPTIVE
    assert MatchSetup.default("crni_petar").bot_level == "friendly"   # one level only


def table_with(app, strength: float | None) -> UnoTable:
    if strength is not None:
        app.storage.record_fitted("adriatic", strength)
    setup = MatchSetup.default("adriatic", 3, seed=4)
    setup.options = {"deals": "single"}
    table = UnoTable(app, setup)
    app.push(table)
    return table


def test_the_bots_start_where_the_childs_last_matches_left_them():
    app = start_app()
    fresh = table_with(app, None)
    assert {bot.strength for bot in fresh.driver.bots.values()} == {adaptive.START}
    table = table_with(app, 0.8)
    assert {bot.strength for bot in table.driver.bots.values()} == {0.8}
    assert {bot.humans for bot in table.driver.bots.values()} == {(0,)}   # told the seats, no more
    assert table.driver.pace_level == "hard"


def test_a_won_match_makes_the_next_one_a_little_harder_a_lost_one_gentler():
    app = start_app()
    table = table_with(app, 0.5)
    table.winners = (0,)
    table._match_over()
    assert isinstance(app.scenes[-1], ResultsScene)
    assert app.storage.fitted("adriatic") == {"strength": adaptive.next_strength(0.5, 1.0),
                                              "matches": 2}
    table = table_with(app, 0.5)
    table.winners = (1,)
    table._match_over()
    assert app.storage.fitted("adriatic")["strength"] == adaptive.next_strength(0.5, 0.0)
    assert app.storage.stats()["games"]["adriatic"]["played"] == 2
