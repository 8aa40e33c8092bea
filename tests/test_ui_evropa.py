"""Upoznaj Evropu's shedding game through the UI: taps on what a child sees."""

from __future__ import annotations

import pytest
from ui import DT, choose, open_game, settle, start_app, tap, tap_widget, visible_point

from game.scenes.evropa import EvropaTable
from game.scenes.results import ResultsScene
from rules.core import Draw, Play
from rules.evropa import partner


def to_table(app, *chips: str) -> EvropaTable:
    """From the title: Play, the Upoznaj Evropu tile, the chips named, Start."""
    tap_widget(app, "play")
    open_game(app, "evropa")
    for label in chips:
        choose(app, label)
    tap_widget(app, "play")
    table = app.scenes[-1]
    assert isinstance(table, EvropaTable)
    return table


def my_move(app, table: EvropaTable, rng_pick: int) -> bool:
    """One move as a child makes it: the next-deal button, a glowing card, or Draw."""
    if table.deal_button.enabled:
        tap(app, app.rect(table.deal_button.rect).center)
        return True
    zone = f"hand:{table.viewer}"
    glowing = [s for s in table.zones[zone] if s.glow]
    if glowing:
        sprite = glowing[rng_pick % len(glowing)]
        tap(app, app.point(*visible_point(table, zone, sprite)))
        return True
    if table.draw_button.enabled:
        tap(app, app.rect(table.draw_button.rect).center)
        return True
    return False


@pytest.mark.parametrize("players", [2, 4])
def test_a_child_plays_a_whole_match_by_tapping(players):
    app = start_app(seed=players)
    table = to_table(app, "2" if players == 2 else "4", "Deset zemalja")
    assert table.setup.players == players
    assert table.match.options == {"countries": "ten", "target": 30}
    moves = 0
    for step in range(40_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(960, 200))            # a tap on the felt skips ahead
        elif (table.my_turn or table.deal_button.enabled) and my_move(app, table, step):
            moves += 1
    else:
        pytest.fail("the match did not end")
    assert moves > 5 and table.match.is_over
    results = app.scenes[-1]
    assert results.winners == table.winners
    best = min(table.match.scores)
    assert all(table.match.scores[s] == best for s in results.winners)
    assert app.storage.load_match() is None
    assert app.storage.stats()["total"]["played"] == 1


def cover_turn(app, table: EvropaTable) -> None:
    """Let bots play until the child must cover a card and holds its pair."""
    for _ in range(20_000):
        settle(app)
        view = table.match.view(0)
        if table.my_turn and view["phase"] == "cover" and \
                partner(view["pile"][-1]) in view["hand"] and len(view["hand"]) > 1:
            return
        if table.my_turn or table.deal_button.enabled:
            my_move(app, table, 0)
        if table.match.is_over:
            break
    pytest.skip("this deal never gave the child a pair to cover with")


def test_a_wrong_card_is_explained_and_changes_nothing():
    """"pokrije kartu koja se nalazi na stolu njenim parom": another card is refused
    with the reason in words, and the match is as it was."""
    app = start_app(seed=3)
    table = to_table(app, "2")
    cover_turn(app, table)
    view = table.match.view(0)
    needed = partner(view["pile"][-1])
    wrong = next(c for c in view["hand"] if c != needed)
    sprite = next(s for s in table.zones["hand:0"] if s.code == wrong)
    tap(app, app.point(*visible_point(table, "hand:0", sprite)))
    assert table.match.view(0) == view
    assert table.hint == app.tr.get("reason.cover_with_the_pair")
    assert table.match.legal_actions(0) == [Play((needed,))]
    assert Draw() not in table.match.legal_actions(0)
    assert not table.draw_button.enabled


def test_the_pair_is_shown_large_with_the_country():
    """Covering with the pair shows the map and the flag of the country, and a word."""
    app = start_app(seed=3)
    table = to_table(app, "2")
    cover_turn(app, table)
    needed = partner(table.match.view(0)["pile"][-1])
    sprite = next(s for s in table.zones["hand:0"] if s.code == needed)
    tap(app, app.point(*visible_point(table, "hand:0", sprite)))
    for _ in range(20):
        app.step(DT)
    assert table.showcase.iso == needed.split(":")[0] and table.showcase.alpha > 200
    assert needed.split(":")[0] in app.storage.load_mastery().seen   # a sighting for the atlas
    assert table.match.view(0)["phase"] == "extra"
    assert table.prompt_words() == "" or table.animator.busy


def test_the_scores_wait_for_the_child_between_deals():
    """Between deals the scores stay on the table until the child taps on, also when a
    computer player deals the next deal."""
    app = start_app(seed=7)
    table = to_table(app, "3", "Deset zemalja")
    for step in range(30_000):
        app.step(DT)
        if table.scores_shown and not table.animator.busy:
            break
        if table.animator.busy:
            tap(app, app.point(960, 200))
        elif table.my_turn:
            my_move(app, table, step)
    assert table.match.view(0)["phase"] == "between"
    history = len(table.match._history)
    for _ in range(120):
        app.step(DT)
    assert len(table.match._history) == history and table.scores_shown
    assert table.deal_button.enabled
    tap(app, app.rect(table.deal_button.rect).center)
    settle(app)
    assert table.match.view(0)["phase"] != "between" and not table.scores_shown


def test_a_match_in_progress_is_saved_and_continued():
    app = start_app(seed=5)
    table = to_table(app, "3")
    for step in range(3000):
        app.step(DT)
        if not table.animator.busy and (table.my_turn or table.deal_button.enabled):
            my_move(app, table, step)
        if len(table.match._history) > 12 and table.my_turn and not table.animator.busy:
            break
    saved = table.match.to_json()
    view = table.match.view(0)
    again = start_app(seed=5)
    tap_widget(again, "continue")
    resumed = again.scenes[-1]
    assert isinstance(resumed, EvropaTable)
    assert resumed.match.to_json() == saved
    assert [s.code for s in resumed.zones["hand:0"]] == view["hand"]
    assert len(resumed.zones["stock"]) == view["stock_size"]
    assert [s.code for s in resumed.zones["pile"]] == view["pile"]


def setup_page(tmp_path, monkeypatch):
    """The app on Upoznaj Evropu's setup page, with a fresh data folder."""
    from game.scenes.setup import SetupScene

    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    app = start_app()
    app.push(SetupScene(app, "evropa"))
    return app, app.scenes[-1]


def test_a_set_of_countries_too_small_for_the_players_cannot_be_chosen(tmp_path, monkeypatch):
    # four cards each: five countries deal to two players, not to three or four
    app, setup = setup_page(tmp_path, monkeypatch)
    choose(app, "4")
    tap_widget(app, "gear")
    offered = set()
    for _ in range(12):                    # the countries stepper, all the way round
        tap_widget(app, "right")
        offered.add(setup.setup.options["countries"])
    assert offered == {"seed28", "ten", "sixteen", "neighbours", "north", "south", "central"}
    tap_widget(app, "check")
    choose(app, "2")
    choose(app, "Istok")
    players = {w.label(): w for w in setup.widgets if w.label() in ("2", "3", "4")}
    assert players["2"].enabled and not players["3"].enabled and not players["4"].enabled
    tap(app, app.rect(players["4"].rect).center)
    assert setup.setup.players == 2
    setup.start()
    assert app.scenes[-1].match.players == 2


def test_enter_on_a_chip_greyed_while_it_had_the_focus_does_nothing(tmp_path, monkeypatch):
    import pygame

    app, setup = setup_page(tmp_path, monkeypatch)
    choose(app, "2")
    setup.focus = next(i for i, w in enumerate(setup.widgets) if w.label() == "4")
    setup.setup.options["countries"] = "east"       # chosen on the options page meanwhile
    setup.resume()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    settle(app, 3)
    assert setup.setup.players == 2


def test_the_place_of_the_empty_stock_draws_when_tapped():
    """When the stock is out, "draw a card" still means the stock's place (the pile under
    its top card becomes the new stock): a tap on its outline draws, as the Draw button
    does."""
    app = start_app(seed=7)
    table = to_table(app, "2", "Deset zemalja")
    stock = table.layout["stock"].center
    for step in range(40_000):
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(960, 200))
            continue
        if table.my_turn and not table.zones["stock"] and Draw() in table.legal():
            before = len(table.match.to_json()["actions"])
            tap(app, app.point(*stock))
            actions = table.match.to_json()["actions"]
            assert len(actions) == before + 1 and actions[-1] == [0, "draw"]
            return
        if table.my_turn or table.deal_button.enabled:
            my_move(app, table, step)
        assert not isinstance(app.scenes[-1], ResultsScene), "the stock never ran out"
    pytest.fail("the stock never ran out on the child's turn")
