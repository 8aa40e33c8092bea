"""Issue 22 and 23: the end of a deal says who won and why (in the UNO family, Sedam i
Osam, Džoker i Devetka and Pokrij par), splits each seat's points into their parts,
ranks the seats best first, cheers a deal the child won (briefly), and leaves the hands
laid open in sight."""

from __future__ import annotations

import pygame
import pytest
from test_ui_sedam import HANDS as SEDAM_TWO
from test_ui_sedam import staged as staged_sedam
from test_ui_uno import staged
from ui import DT, settle, start_app, tap_button, tap_card

from game import theme
from game.scenes.evropa import EvropaTable
from game.scenes.results import ResultsScene
from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from game.tables import RECORDS
from game.sprites import cards
from rules import GAMES
from rules.core import Draw, Play, Rng
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
    board = table.scoreboard
    assert board.deal_why(table.view()) == "Nemaš više karata — ovo deljenje je tvoje!"
    assert board.cheer is not None and table.next_frame_in() == 0.0
    for _ in range(round(4 / DT)):
        app.step(DT)
    assert board.cheer is None
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
    assert table.scores_shown and table.scoreboard.cheer is None
    assert table.scoreboard.deal_why(table.view()) == "Žuća nema više karata i dobija deljenje."


def test_points_that_count_against_are_called_penalties_and_the_fewest_come_first():
    # uno_classic: "onaj ko pobedi ... dobija -10 ..., a ostali sabiraju svoje karte"
    app = start_app()
    table = child_goes_out(app, "uno_classic")
    view = table.view()
    scores = table.match.scores
    rows = table.scoreboard.place(view).rows
    assert [seat for seat, _ in rows] == [0, 1] and scores[0] == -10 < scores[1]
    assert table.points_words(scores[1]).endswith("kaznenih poena")
    assert table.scoreboard.gain_words(-10, view["last_deal"]["parts"][0]) == \
        ("−10 nagrada", "")
    assert "kaznenih poena" in table.scoreboard_goal(view)


def test_points_that_are_good_are_plain_points_the_most_first():
    app = start_app()
    table = child_goes_out(app, "adriatic")
    scores = table.match.scores
    rows = table.scoreboard.place(table.view()).rows
    assert [seat for seat, _ in rows] == [0, 1] and scores[0] > scores[1] == 0
    assert table.points_words(5) == "5 poena"
    assert "kaznen" not in table.scoreboard_goal(table.view())


def test_a_gain_of_several_parts_is_written_as_their_sum():
    # UNO 112: "svi bodovi se dupliraju" for a winner who never drew
    app = start_app()
    table = child_goes_out(app, "adriatic")
    words = table.scoreboard.gain_words
    parts = [["cards", 5], ["bonus", 25], ["tables", 2], ["double", 32]]
    assert words(64, parts) == ("+64", "= (5 za karte + 25 nagrada + 2 za Table) × 2")
    assert words(12, [["cards", 12]]) == ("+12 za karte", "")
    assert words(12, [["cards", 12]], narrow=True) == ("+12", "= 12 za karte")
    assert words(-23, [["bonus", -20], ["stock", -3]]) == (
        "−23", "= −20 nagrada + −3 za špil")
    assert words(0, []) == ("0", "")
    # Unotan: a zero laid during the deal, then out with no stock left
    assert words(-15, [["bonus", -10], ["zero", -5]]) == (
        "−15", "= −10 nagrada + −5 za nule")


def test_the_match_results_are_ranked_best_first():
    app = start_app()
    child_goes_out(app, "uno_classic", deals="single")
    results = app.scenes[-1]
    assert isinstance(results, ResultsScene)
    assert results.order == [0, 1] and app.scenes[-2].match.scores[0] == -10
    assert results.scores[1].endswith("kaznenih poena")


def random_to_deal_end(app, game: str, players: int, seed: int):
    """A table whose seats all make random legal moves, until its scoreboard shows."""
    setup = MatchSetup(game, players, [True] + [False] * (players - 1), {}, "easy", seed)
    table = RECORDS[game].scene(app, setup)
    app.reset(table)
    rng = Rng(f"scores/{seed}")
    for _ in range(20_000):
        table.animator.finish_all()
        app.step(DT)
        if table.scores_shown and not table.animator.busy:
            app.step(DT)
            return table
        if table.match.seats_to_act() and not table.animator.busy:
            seat, action = random_step(table.match, rng)
            table.act(action, seat)
    raise AssertionError("the deal did not end")


def card_rect(app, sprite) -> pygame.Rect:
    """A card's face as it lies (window px), less its rounded corners."""
    x, y = app.point(*sprite.centre)
    w = app.px(sprite.width * 0.8)
    card = pygame.Rect(0, 0, w, cards.card_height(w))
    card.center = (x, y)
    return card


def open_cards(table) -> list:
    """Every card of the hands, and of the melds and runs on the table."""
    return [s for zone, sprites in table.zones.zones.items()
            if zone.split(":")[0] in ("hand", "meld", "run") for s in sprites]


def in_sight(app, table, rects: list[pygame.Rect]) -> None:
    """No rect of `rects` (window px) covers a plate or a card laid open."""
    for seat in range(table.setup.players):
        plate = app.rect(table._area("plate", seat))
        assert plate.collidelist(rects) < 0, f"the plate of seat {seat} is covered"
    for sprite in open_cards(table):
        assert card_rect(app, sprite).collidelist(rects) < 0, f"{sprite.code} is covered"


SIZES = [(1280, 720), (1920, 1080), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", [("uno", 4), ("uno", 7)] +
                         [("adriatic", n) for n in range(2, 11)])
def test_the_scoreboard_leaves_every_plate_and_the_open_cards_in_sight(game, players, size):
    # issue 23: at 7 and 10 seats the panel covered the end of the child's own plate
    app = start_app(size)
    table = random_to_deal_end(app, game, players, players)
    box = app.rect(table.scoreboard.place(table.view()).box)
    assert pygame.Rect((0, 0), size).contains(box)
    fold = table.scoreboard.fold_button
    assert box.contains(app.rect(table.deal_button.rect)) and not fold.enabled
    last = table.view()["last_deal"]
    for seat in range(players):
        assert sorted(s.code for s in table.zones[f"hand:{seat}"]) == sorted(last["hands"][seat])
        assert all(s.face_shown for s in table.zones[f"hand:{seat}"])
    in_sight(app, table, [box])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", [("remino", 4), ("remino", 2), ("unotan", 4),
                                          ("unotan", 6)])
def test_remino_and_unotan_lay_every_hand_open_and_fold_the_scores_away(game, players, size):
    # issue 23: "opponents' last cards are never shown face up"; the panel covered melds
    app = start_app(size)
    table = random_to_deal_end(app, game, players, players)
    view = table.view()
    for seat in range(players):
        assert sorted(s.code for s in table.zones[f"hand:{seat}"]) == \
            sorted(view["last_deal"]["hands"][seat])
        assert all(s.face_shown for s in table.zones[f"hand:{seat}"])
    scoreboard, fold = table.scoreboard, table.scoreboard.fold_button
    board = scoreboard.place(view)
    rows = board.rows
    if fold.enabled:          # it had to lie over the table: fold it away
        tap_button(app, fold)
        assert scoreboard.folded and table.deal_button.enabled and fold.enabled
    buttons = [app.rect(b.rect) for b in (table.deal_button, fold) if b.enabled]
    in_sight(app, table, buttons + ([] if scoreboard.folded else [app.rect(board.box)]))
    if scoreboard.folded:                       # and back: the same split of the points
        tap_button(app, fold)
        assert not scoreboard.folded and scoreboard.place(view).rows == rows
    tap_button(app, table.deal_button)
    assert not table.scores_shown and not scoreboard.folded


@pytest.mark.parametrize("game", ["adriatic", "adriatic_pairs", "adriatic_teams", "uno",
                                  "uno_prenos", "uno_most", "uno_classic", "uno_official",
                                  "remino", "unotan"])
def test_the_end_of_a_deal_leaves_no_plate_lit_as_on_turn(game):
    # issue 23: "The end of a deal leaves the turn highlight on a player"
    app = start_app()
    players = max(GAMES[game].min_players, 4)
    table = random_to_deal_end(app, game, players, 2)
    app._draw()
    sun = app.window.map_rgb(theme.SUN)
    for seat in range(players):
        assert not table._plate_on_turn(seat)
        plate = app.rect(table._area("plate", seat))
        pixels = pygame.PixelArray(app.window.subsurface(plate))
        lit = sum(1 for column in pixels for pixel in column if pixel == sun)
        pixels.close()
        assert lit < plate.w * plate.h // 10, f"the plate of seat {seat} glows"


# -- Sedam i Osam, Džoker i Devetka and Pokrij par: the rules' `last_deal` says it too ----

SEDAM_HANDS = [["QS", "KD", "2C", "5H", "9S"], ["QD", "4D", "KH", "3D", "10D"],
               ["QC", "4C", "AD", "3C", "9D"]]


def moves(app, table, *moves) -> None:
    """Seat by seat, each move landing before the next (a computer's too, made for it);
    then the table runs on until its scoreboard is up."""
    for seat, action in moves:
        assert table.act(action, seat)
        table.animator.finish_all()
    for _ in range(round(6 / DT)):
        app.step(DT)
    assert table.scores_shown


@pytest.mark.parametrize("lang,words", [
    ("sr-Latn", "Sve četiri: Dama! {name} je igrao poslednji i dobija deljenje."),
    ("en", "All four: Queen! {name} played last and wins the deal.")])
def test_a_sedam_deal_of_four_queens_says_who_played_the_last(lang, words):
    """The issue: "a Sedam deal ended on four queens with everyone holding cards and
    nothing said so". The last computer move's line goes with the deal."""
    app = start_app(lang=lang)
    table = staged_sedam(app, "sedam_i_osam", SEDAM_HANDS, "QH", deals="to_target")
    moves(app, table, (0, Play(("QS",))), (1, Play(("QD",))), (2, Play(("QC",))))
    view = table.view()
    assert table.scoreboard.deal_why(view) == words.format(name=table.name(2))
    assert table.deal_gains(view) == [55, 60, 0]      # the winner holds cards, scores 0
    assert table.news_words() == ""


def test_four_of_a_rank_a_feminine_name_and_the_child_played_last():
    app = start_app()
    table = staged_sedam(app, "sedam_i_osam", SEDAM_HANDS, "QH", deals="to_target")
    moves(app, table, (0, Play(("QS",))), (1, Play(("QD",))), (2, Play(("QC",))))
    view = dict(table.view())
    she = next(s for s in (1, 2) if table.seats.feminine(s))
    view["last_deal"] = dict(view["last_deal"], winners=[she])
    assert table.scoreboard.deal_why(view) == \
        f"Sve četiri: Dama! {table.name(she)} je igrala poslednja i dobija deljenje."
    view["last_deal"] = dict(view["last_deal"], winners=[0])
    assert table.scoreboard.deal_why(view) == \
        "Sve četiri: Dama! Tvoja je poslednja — ovo deljenje je tvoje!"


def test_a_blocked_sedam_deal_says_nobody_could_go_on_and_all_score():
    app = start_app()
    table = staged_sedam(app, "sedam_i_osam", [list(h) for h in SEDAM_TWO], "3H", deals="to_target")
    m = table.match
    m.hands = [["2C", "3C", "6C", "9S", "10S"], ["2S", "3S", "6S", "9C", "10C"]]
    m.stock, m.pile, m.suit = [], ["4H", "5H"], "H"
    m._legal_cache.clear()
    table.sync_from_view()
    moves(app, table, (0, Draw()), (0, Play(("4H",))), (1, Draw()), (1, Play(("5H",))))
    assert table.scoreboard.deal_why(table.view()) == \
        "Niko nije mogao dalje: svako piše karte iz ruke."
    assert table.deal_gains(table.view()) == m.scores and all(m.scores)


def test_a_dzoker_deal_a_computer_went_out_of_says_who():
    app = start_app()
    hands = [["5H", "KC", "2C", "3S", "9S"], ["4H", "6D", "KH", "3D", "10D"],
             ["6C", "4C", "KD", "3C", "9D"]]
    table = staged_sedam(app, "dzoker_i_devetka", hands, "3H", deals="to_target", announce="off")
    table.match.hands[1][:] = ["4H"]
    table.match._legal_cache.clear()
    table.sync_from_view()
    moves(app, table, (0, Play(("5H",))), (1, Play(("4H",))))
    view = table.view()
    assert table.scoreboard.deal_why(view) == \
        f"{table.name(1)} nema više karata i dobija deljenje."
    assert table.deal_gains(view) == [70, 0, 75]      # Kralj 40, the rest 5, Devetka 20


def test_a_pokrij_par_deal_the_child_went_out_of_is_the_childs():
    app = start_app()
    m = GAMES["evropa"].new_match(3, seed=5, options={}, dealer=2)
    code = m.hands[0][0]
    m.hands[0][:] = [code]
    m._legal_cache.clear()
    setup = MatchSetup("evropa", 3, [True, False, False], m.options, "normal", 1)
    table = EvropaTable(app, setup, m)
    app.reset(table)
    settle(app)
    moves(app, table, (0, Play((code,))))
    assert table.scoreboard.deal_why(table.view()) == \
        "Nemaš više karata — ovo deljenje je tvoje!"
    assert table.deal_gains(table.view()) == [0, 4, 4]    # "koliko im je karata ostalo"


@pytest.mark.parametrize("game,options,words", [
    ("adriatic", {}, "Deal 1"), ("adriatic", {"deals": "single"}, None),
    ("sedam_i_osam", {}, "Deal 1"), ("sedam_i_osam", {"deals": "single"}, None),
    ("uno", {}, "Deal 1 of 3"), ("uno", {"deals": "single"}, None),
    ("unotan", {}, "Deal 1 of 3"), ("remino", {"deals": "single"}, None),
    ("uno_official", {}, "Deal 1"), ("evropa", {}, "Deal 1")])
def test_the_deal_counter_says_of_how_many_and_a_match_of_one_deal_has_none(game, options,
                                                                           words, monkeypatch):
    # a match of one deal said "Deal 1" at the top right, as if more were to come
    app = start_app(lang="en")
    setup = MatchSetup(game, 3, [True, False, False], options, "easy", 1)
    table = RECORDS[game].scene(app, setup, None)
    app.reset(table)
    settle(app)
    said = []
    monkeypatch.setattr(table, "draw_deal_count", lambda surface, text: said.append(text))
    table.draw_overlay(app.window)
    assert said == ([words] if words else [])
