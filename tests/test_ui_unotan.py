"""Unotan through the UI: whole matches by taps, a card's places glowing, a drag, a
refusal in words, Semafors and Džokers read on their cards, and a resumed table."""

from __future__ import annotations

import pygame
import pytest
from conftest import stack
from ui import DT, choose, idle, open_game, start_app, tap, tap_card, tap_widget, visible_point

from game.layout import load_layout
from game.scenes.results import ResultsScene
from game.scenes.unotan import UnotanTable
from game.setup import MatchSetup
from game.table import driver
from rules import GAMES
from rules.decks import uno_112
from rules.unotan import PlayOn, code_of


def to_table(app, players: str, *chips: str) -> UnotanTable:
    """From the title: Play, the UNO tile, Unotan's tile, the chips named, then Start."""
    tap_widget(app, "play")
    open_game(app, "unotan")
    for label in (players, *chips):
        choose(app, label)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.step(DT)
    table = app.scenes[-1]
    assert isinstance(table, UnotanTable)
    return table


def my_move(app, table: UnotanTable, pick: int) -> bool:
    """One move as a child makes it: the next deal, a glowing place for the lifted card,
    a glowing card, or Draw / Dalje."""
    if table.deal_button.enabled:
        tap(app, app.rect(table.deal_button.rect).center)
        return True
    if not table.my_turn:
        return False
    if table.selected is not None:
        places = table.placements(table.selected)
        if places:
            spot = table.runs.spot(table.spot_of(places[pick % len(places)]))
            tap(app, app.point(*spot.center))
            return True
    glowing = [s for s in table.zones["hand:0"] if s.glow]
    if glowing:
        sprite = glowing[pick % len(glowing)]
        tap(app, app.point(*visible_point(table, "hand:0", sprite)))
        return True
    if table.draw_button.enabled:
        tap(app, app.rect(table.draw_button.rect).center)
        return True
    return False


@pytest.mark.parametrize("players,preset", [("2", ""), ("4", "one_deal"), ("6", "one_deal")])
def test_a_child_plays_a_whole_match_by_tapping(players, preset, monkeypatch):
    """Two players play both deals (the scores between them, Deal to go on); four and
    six one deal each. The computer thinks in a blink; a tap on the felt skips ahead."""
    monkeypatch.setattr(driver, "BOT_THINK", 0.05)
    app = start_app(seed=int(players))
    table = to_table(app, players, *([app.tr.get(f"preset.{preset}")] if preset else []))
    assert table.setup.players == int(players)
    moves = deals_seen = 0
    for step in range(30_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(1800, 770), frames=1)
        elif table.scores_shown:
            deals_seen += 1
            assert my_move(app, table, step)
        elif my_move(app, table, step):
            moves += 1
    else:
        pytest.fail("the match did not end")
    assert moves > 3 and table.match.is_over
    assert deals_seen == (1 if players == "2" else 0)
    assert set(app.scenes[-1].winners) == set(table.winners)
    assert app.storage.load_match() is None
    assert app.storage.stats()["total"]["played"] == 1


HANDS = [["R5", "Wd4", "B9", "R6", "Y1", "Y2", "G8", "B1", "B2", "Y8"],
         ["G5", "R1", "B3", "Y3", "G1", "G2", "B7", "Y7", "R8", "G9"]]


def staged(app, monkeypatch, hands=HANDS) -> UnotanTable:
    """A two-seat table dealt from a stacked deck: seat 1 deals, so the child opens; the
    computer waits, and the test moves for it."""
    monkeypatch.setattr(driver, "BOT_THINK", 1000.0)
    dealt = stack(hands, 1)
    rest = list(uno_112())
    for code in dealt:
        rest.remove(code)
    match = GAMES["unotan"].new_match(2, seed=1, options={"deals": "single"},
                                      deck=dealt + rest, dealer=1)
    setup = MatchSetup("unotan", 2, [True, False], match.options, "easy", 1)
    table = UnotanTable(app, setup, match)
    app.reset(table)
    idle(app, table)
    return table


def test_a_card_with_one_place_is_laid_by_a_tap_and_one_with_two_asks_where(monkeypatch):
    app = start_app()
    table = staged(app, monkeypatch)
    tap_card(app, table, "R5")                          # the first card: one place
    idle(app, table)
    assert [s["cards"] for s in table.match.view(0)["sequences"]] == [["R5"]]
    table.act(GAMES["unotan"].parse_action("play G5"), 1)
    idle(app, table)
    tap_card(app, table, "Wd4")                         # a 4+ goes on either run
    assert table.selected == "Wd4" and len(table.match.view(0)["sequences"]) == 2
    assert table.prompt_words() == app.tr.get("unotan.choose_place")
    app.step(DT)
    assert all(table.zones[f"run:{i}"][-1].glow for i in (0, 1))
    tap(app, app.point(*table.runs.spot(1).center))
    idle(app, table)
    assert table.match.view(0)["sequences"][1]["cards"] == ["G5", "Wd4"]
    assert table.selected is None


def test_a_card_that_fits_nowhere_is_explained_in_a_sentence(monkeypatch):
    app = start_app()
    table = staged(app, monkeypatch)
    before = table.match.to_json()
    tap_card(app, table, "Wd4")                         # "On spušta jednu Brojčanu kartu"
    assert table.match.to_json() == before
    assert table.hint == app.tr.get("reason.open_with_a_number")
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(GAMES["unotan"].parse_action("play G5"), 1)
    idle(app, table)
    before = table.match.to_json()
    tap_card(app, table, "B9")
    assert table.match.to_json() == before
    assert table.hint == app.tr.get("reason.colour_of_the_run")


def test_a_card_is_dragged_onto_a_free_column(monkeypatch):
    app = start_app()
    table = staged(app, monkeypatch)
    sprite = next(s for s in table.zones["hand:0"] if s.code == "R5")
    start = app.point(*visible_point(table, "hand:0", sprite))
    end = app.point(*table.runs.spot(3).center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    app.step(DT)
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k / 5, start[1] + (end[1] - start[1]) * k / 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step(DT)
    assert table.drag.held is sprite and table.selected == "R5"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    app.step(DT)
    idle(app, table)
    assert [s["cards"] for s in table.match.view(0)["sequences"]] == [["R5"]]
    assert table.zones["run:0"] == [sprite]


def hinted_over_a_green_five(app, monkeypatch, wild: str):
    """The child's R5 begins a run, the computer's G5 another; the child holds `wild`
    and nothing else that goes; the hint is asked for."""
    hands = [["R5", wild, "B9", "Y1", "Y2", "B1", "B2", "Y8", "Y9", "B8"], HANDS[1]]
    table = staged(app, monkeypatch, hands)
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(GAMES["unotan"].parse_action("play G5"), 1)
    idle(app, table)
    table.hints.show()
    return table


def test_the_hint_calls_a_special_by_the_name_unotans_rules_give_it(monkeypatch):
    """Issue 23: "Semafor menja boju niza" (seed 000, Unotan): the hint's words name the
    card from the rules' declaration of Unotan's special cards."""
    app = start_app()
    table = hinted_over_a_green_five(app, monkeypatch, "W")    # only the Semafor goes
    assert code_of(table.hints.pointed) == "W"
    assert table.hint == "Semafor dozvoljava nizu da promeni boju."


def test_the_hint_points_at_the_card_then_at_its_place(monkeypatch):
    """The hint's card shines in the hand; once lifted, the top of the run it goes on."""
    app = start_app()
    table = hinted_over_a_green_five(app, monkeypatch, "Wd4")   # only the 4+: either run
    action = table.hints.pointed
    assert isinstance(action, PlayOn) and action.code == "Wd4"
    assert table.hint == app.tr.get("unotan.hint.Wd4")
    card = table.target_of(action)
    assert [s.code for s in card.sprites] == ["Wd4"]
    tap(app, app.point(*card.point))
    assert table.selected == "Wd4"
    place = table.target_of(action)
    assert place.sprites == (table.zones[f"run:{action.run}"][-1],)
    tap(app, app.point(*place.point))
    assert table.match.view(0)["sequences"][action.run]["cards"][-1] == "Wd4"


def test_a_resumed_table_shows_every_run_where_it_was(monkeypatch):
    app = start_app()
    table = staged(app, monkeypatch)
    tap_card(app, table, "R5")
    idle(app, table)
    for text in ("play G5", ):
        table.act(GAMES["unotan"].parse_action(text), 1)
    idle(app, table)
    tap_card(app, table, "R6")
    idle(app, table)
    data = table.save_data()
    match = GAMES["unotan"].from_json(data["match"])
    again = UnotanTable(app, MatchSetup.from_dict(data["setup"]), match)
    app.reset(again)
    app.step(DT)
    assert [[s.code for s in again.zones[f"run:{i}"]] for i in range(2)] == [["R5", "R6"], ["G5"]]
    assert [s.y for s in again.zones["run:0"]] == [s.y for s in table.zones["run:0"]]


@pytest.mark.parametrize("players", range(2, 7))
def test_each_layout_has_room_for_eight_runs_and_nothing_overlaps(players):
    layout = load_layout("unotan", players)
    names = ["runs", "stock", "button:draw", "button:hint", "button:menu", "button:rules",
             *(f"{kind}:{s}" for s in range(players) for kind in ("hand", "plate"))]
    layout.require("message", *names)
    rects = {n: pygame.Rect(layout[n].x, layout[n].y, layout[n].w, layout[n].h) for n in names}
    for a in names:
        assert pygame.Rect(0, 0, 1920, 1080).contains(rects[a]), a
        for b in names:
            assert a == b or not rects[a].colliderect(rects[b]), (a, b)


def press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(DT)


def test_the_keys_choose_a_card_and_then_its_place(monkeypatch):
    app = start_app()
    table = staged(app, monkeypatch)
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(GAMES["unotan"].parse_action("play G5"), 1)
    idle(app, table)
    assert table.zones["hand:0"][0].code == "Wd4"
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert table.selected == "Wd4"
    press(app, pygame.K_ESCAPE)                          # back: put the card down again
    assert table.selected is None and isinstance(app.scenes[-1], UnotanTable)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN)                            # the second place: the green run
    press(app, pygame.K_RETURN)
    idle(app, table)
    assert table.match.view(0)["sequences"][1]["cards"] == ["G5", "Wd4"]
