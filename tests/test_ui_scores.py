"""Issue 22 and 23: the end of a deal in the UNO-family tables says who won and why,
splits each seat's points into their parts, ranks the seats best first, cheers a deal
the child won (briefly), and leaves the hands laid open in sight."""

from __future__ import annotations

import pygame
import pytest
from test_ui_uno import staged
from ui import DT, settle, start_app, tap_card

from game.scenes.results import ResultsScene
from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from game.sprites import cards
from rules.core import Play, Rng
from rules.playout import random_step

HANDS = [["R5", "G3", "B7", "Y1", "R9", "G8", "B9"], ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]


def child_goes_out(app, game: str, hands=None, **options) -> UnoTable:
    """A staged table where the child (seat 0) holds one card of its hand that fits the
    pile, and plays it."""
    hands = [list(h) for h in (hands or HANDS)]
    table = staged(app, game, hands, "R1", **options)
    for code in hands[0]:
        table.match.hands[0][:] = [code]
        table.match._legal_cache.clear()
        if any(isinstance(a, Play) for a in table.match.legal_actions(0)):
            break
    table.sync_from_view()
    tap_card(app, table, code)
    settle(app)
    return table


def test_a_won_deal_is_cheered_and_the_cheer_ends():
    app = start_app()
    table = child_goes_out(app, "adriatic")
    assert table.scores_shown
    assert table.deal_why(table.view()) == "Nemaš više karata — ovo deljenje je tvoje!"
    assert table.cheer is not None and table.next_frame_in() == 0.0
    for _ in range(round(4 / DT)):
        app.step(DT)
    assert table.cheer is None
    for _ in range(round(10 / DT)):
        app.step(DT)
    assert table.next_frame_in() is None    # the table sleeps again


def test_a_deal_a_computer_won_is_not_cheered_and_says_who_and_why():
    app = start_app()
    table = staged(app, "adriatic", [list(h) for h in HANDS], "R1")
    table.match.hands[0][:] = ["R5", "Y6"]
    table.match.hands[1][:] = ["R7"]
    table.sync_from_view()
    tap_card(app, table, "R5")
    for _ in range(round(20 / DT)):       # the computer thinks, and plays its red 7
        app.step(DT)
        if table.scores_shown:
            break
    assert table.scores_shown and table.cheer is None
    assert table.deal_why(table.view()) == "Žuća nema više karata i dobija deljenje."


def test_points_that_count_against_are_called_penalties_and_the_fewest_come_first():
    # uno_classic: "onaj ko pobedi ... dobija -10 ..., a ostali sabiraju svoje karte"
    app = start_app()
    table = child_goes_out(app, "uno_classic")
    view = table.view()
    scores = table.match.scores
    _, rows, _ = table.scoreboard_box(view)
    assert [seat for seat, _ in rows] == [0, 1] and scores[0] == -10 < scores[1]
    assert table.points_words(scores[1]).endswith("kaznenih poena")
    assert table.gain_words(-10, view["last_deal"]["parts"][0]) == ("−10 nagrada", "")
    assert "kaznenih poena" in table.scoreboard_goal(view)


def test_points_that_are_good_are_plain_points_the_most_first():
    app = start_app()
    table = child_goes_out(app, "adriatic")
    scores = table.match.scores
    _, rows, _ = table.scoreboard_box(table.view())
    assert [seat for seat, _ in rows] == [0, 1] and scores[0] > scores[1] == 0
    assert table.points_words(5) == "5 poena"
    assert "kaznen" not in table.scoreboard_goal(table.view())


def test_a_gain_of_several_parts_is_written_as_their_sum():
    # UNO 112: "svi bodovi se dupliraju" for a winner who never drew
    app = start_app()
    table = child_goes_out(app, "adriatic")
    parts = [["cards", 5], ["bonus", 25], ["tables", 2], ["double", 32]]
    assert table.gain_words(64, parts) == ("+64", "= (5 za karte + 25 nagrada + 2 za Table) × 2")
    assert table.gain_words(12, [["cards", 12]]) == ("+12 za karte", "")
    assert table.gain_words(12, [["cards", 12]], narrow=True) == ("+12", "= 12 za karte")
    assert table.gain_words(-23, [["bonus", -20], ["stock", -3]]) == (
        "−23", "= −20 nagrada + −3 za špil")
    assert table.gain_words(0, []) == ("0", "")
    # Unotan: a zero laid during the deal, then out with no stock left
    assert table.gain_words(-15, [["bonus", -10], ["zero", -5]]) == (
        "−15", "= −10 nagrada + −5 za nule")


def test_the_match_results_are_ranked_best_first():
    app = start_app()
    child_goes_out(app, "uno_classic", deals="single")
    results = app.scenes[-1]
    assert isinstance(results, ResultsScene)
    assert results.order == [0, 1] and app.scenes[-2].match.scores[0] == -10
    assert results.scores[1].endswith("kaznenih poena")


def random_to_deal_end(app, game: str, players: int, seed: int) -> UnoTable:
    """A table whose seats all make random legal moves, until its scoreboard shows."""
    setup = MatchSetup(game, players, [True] + [False] * (players - 1), {}, "easy", seed)
    table = UnoTable(app, setup)
    app.reset(table)
    rng = Rng(f"scores/{seed}")
    for _ in range(20_000):
        table.animator.finish_all()
        app.step(DT)
        if table.scores_shown and not table.animator.busy:
            return table
        if table.match.seats_to_act() and not table.animator.busy:
            seat, action = random_step(table.match, rng)
            table.act(action, seat)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("game,players", [("uno", 4), ("uno", 7), ("adriatic", 10)])
def test_the_scoreboard_leaves_the_others_open_cards_in_sight(game, players, size):
    app = start_app(size)
    table = random_to_deal_end(app, game, players, players)
    box, _, _ = table.scoreboard_box(table.view())
    window = pygame.Rect(0, 0, *size)
    assert window.contains(app.rect(box))
    for seat in range(1, players):
        for sprite in table.zones[f"hand:{seat}"]:
            assert sprite.face_shown
            x, y = sprite.centre
            w = sprite.width * 0.8           # the face, less its rounded corners
            card = pygame.Rect(0, 0, w, cards.card_height(w))
            card.center = (round(x), round(y))
            assert not card.colliderect(box), (seat, sprite.code)
