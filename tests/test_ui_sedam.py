"""Sedam i Osam and Džoker i Devetka through the UI: taps on what a child sees."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from ui import (
    DT,
    choose,
    idle,
    open_game,
    settle,
    start_app,
    tap,
    tap_button,
    tap_card,
    tap_widget,
    visible_point,
)

from game.scenes.results import ResultsScene
from game.scenes.sedam_i_osam import GRACE, SedamTable
from game.setup import MatchSetup
from rules import GAMES
from rules.core import CallUno, Play
from rules.sedam_i_osam import VARIANTS


def to_table(app, game: str, *chips: str) -> SedamTable:
    """From the title: Play, the family's tile, the game's tile, the chips named, Start."""
    tap_widget(app, "play")
    open_game(app, game)
    for label in chips:
        choose(app, label)
    tap_widget(app, "play")
    table = app.scenes[-1]
    assert isinstance(table, SedamTable)
    return table


def staged(app, game: str, hands: list[list[str]], starter: str, level: str = "normal",
           **options) -> SedamTable:
    """A table dealt from a stacked deck: `hands` per seat, `starter` turned up, the
    rest in a fixed order; seat 1 deals, so the child (seat 0) plays first."""
    spec = GAMES[game]
    players = len(hands)
    dealer = players - 1
    order = [hands[(dealer + 1 + i) % players][i // players] for i in range(5 * players)]
    rest = Counter(VARIANTS[game].deck()) - Counter(order) - Counter([starter])
    deck = order + [starter] + sorted(rest.elements())
    match = spec.new_match(players, seed=1, options={"deals": "single", **options},
                           deck=deck, dealer=dealer)
    setup = MatchSetup(game, players, [True] + [False] * (players - 1),
                       match.options, level, 1)
    table = SedamTable(app, setup, match)
    app.reset(table)
    settle(app)
    return table


def my_move(app, table: SedamTable, pick: int) -> bool:
    """One move as a child makes it: the next deal, a suit, alone or together, the
    chosen cards, the last-card button when it is time, a catch, a glowing card, or
    Draw / Dalje."""
    if table.deal_button.enabled:
        tap_button(app, table.deal_button)
        return True
    if table.alone_button.enabled:
        tap_button(app, (table.alone_button, table.together_button)[pick % 2])
        return True
    if table.picking:
        rect = table._picker_rects()[pick % 4]
        tap(app, app.point(*rect.center))
        return True
    catches = [b for b in table.catch_buttons.values() if b.enabled]
    if catches:
        tap_button(app, catches[0])
        return True
    if not table.my_turn:
        return False
    if CallUno() in table.legal():
        tap_button(app, table.last_button)
        return True
    glowing = [s for s in table.zones["hand:0"] if s.glow]
    if glowing:
        sprite = glowing[pick % len(glowing)]
        tap(app, app.point(*visible_point(table, "hand:0", sprite)))
        return True
    if table.draw_button.enabled:
        tap_button(app, table.draw_button)
        return True
    return False


@pytest.mark.parametrize("game,players", [("sedam_i_osam", 2), ("dzoker_i_devetka", 4)])
def test_a_child_plays_a_whole_match_by_tapping(game, players):
    app = start_app(seed=players)
    table = to_table(app, game, str(players), app.tr.get("preset.one_deal"))
    assert table.setup.players == players and table.match.options["deals"] == "single"
    moves = 0
    for step in range(40_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(960, 560))             # a tap on the felt skips ahead
        elif my_move(app, table, step):
            moves += 1
    else:
        pytest.fail("the match did not end")
    assert moves > 2 and table.match.is_over
    results = app.scenes[-1]
    best = min(table.match.scores)
    assert set(results.winners) == {s for s in range(players) if table.match.scores[s] == best}
    assert app.storage.load_match() is None
    assert app.storage.stats()["total"]["played"] == 1


HANDS = [["5H", "5S", "5C", "9C", "4H"], ["4C", "6D", "8S", "10S", "QD"]]


def test_several_cards_in_the_chosen_order_and_a_refusal_explained():
    """"Prva karta mora biti u boji one na Hrpi ... ostale raspoređuje po želji": 9♣ on
    3♥ is refused with the reason; the child lifts 5♣ and 5♠ (they may only go on top of
    another five), changes its mind about 5♠ once, and a tap on 5♥ lays 5♥ first and the
    lifted ones on it, the last one lifted on top."""
    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "3H")
    view = table.match.view(0)
    tap_card(app, table, "9C")
    assert table.match.view(0) == view and not table.selected
    assert table.hint == app.tr.get("reason.follow_suit_or_rank")
    tap_card(app, table, "5C")
    assert table.selected == ["5C"] and table.match.view(0) == view
    assert table.prompt_words() == app.tr.get("sedam.choose_more")
    for code in ("5S", "5S", "5S"):                 # 5S lifted, let down, lifted again
        tap_card(app, table, code)
    assert table.selected == ["5C", "5S"]
    assert table.prompt_words() == app.tr.get("sedam.top_counts", n=2)
    for _ in range(10):
        app.step(DT)
    chosen = [s for s in table.zones["hand:0"] if s.code in table.selected]
    assert all(s.lift > 30 for s in chosen)
    prompt = table.prompt_place()[2]
    for sprite in chosen:                            # the prompt leaves the lifted cards clear
        x, y = app.point(*sprite.centre)
        w = sprite.width * app.scale
        assert not prompt.colliderect(pygame.Rect(x - w / 2, y - w * 0.7, w, w * 1.4))
    tap_card(app, table, "5H")
    assert table.match.view(0)["pile"][-3:] == ["5H", "5C", "5S"]
    assert table.match.view(0)["suit"] == "S" and not table.selected
    idle(app, table)                                 # the cards fly, in that order
    assert [s.code for s in table.zones["pile"][-3:]] == ["5H", "5C", "5S"]


def test_a_card_that_may_go_down_with_others_of_its_rank_asks_alone_or_together():
    """One rule for a tap: a card that may go down goes down, and when others of its rank
    could join it the table asks first, with two big buttons by the hand: 5♥ on 3♥,
    with 5♠ and 5♣ in the hand, is laid alone by "Samo ovu"."""
    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "3H")
    tap_card(app, table, "5H")
    assert table.match.view(0)["pile"] == ["3H"]
    assert table.alone_button.enabled and table.prompt_place() is None   # the buttons ask
    assert table.together_button.label() == "3 karte zajedno"
    tap_button(app, table.alone_button)
    assert table.match.view(0)["pile"][-1] == "5H" and not table.selected
    assert not table.alone_button.enabled and not table.together_button.enabled


def test_two_fives_on_a_five_by_a_visible_button():
    """"Ako se igraju više kartica na isti rang, recimo na šesticu, dve šestice, boja
    naravno nije bitna": on 5♦ every five may go down alone; a tap on 5♥ asks, and
    "2 karte zajedno" lays both, 5♥ first and 5♠ on top (a finger held on a card was
    the only way before, and a child never found it)."""
    app = start_app()
    table = staged(app, "sedam_i_osam", [["5H", "5S", "9C", "4H", "KC"],
                                         ["4C", "6D", "8S", "10S", "QD"]], "5D")
    tap_card(app, table, "5H")
    assert len(table.match.view(0)["pile"]) == 1 and table.together_button.enabled
    assert table.together_button.label() == "2 karte zajedno"
    tap_button(app, table.together_button)
    assert table.match.view(0)["pile"][-2:] == ["5H", "5S"]


def test_a_tap_on_another_card_while_asked_answers_for_that_card():
    """The question never traps a finger: a tap on another card lets it go, and that
    card's tap counts as ever (9♣ on 5♦ is refused with the reason)."""
    app = start_app()
    table = staged(app, "sedam_i_osam", [["5H", "5S", "9C", "4H", "KC"],
                                         ["4C", "6D", "8S", "10S", "QD"]], "5D")
    tap_card(app, table, "5H")
    assert table.asking is not None
    tap_card(app, table, "9C")
    assert table.asking is None and table.hint == app.tr.get("reason.follow_suit_or_rank")
    assert len(table.match.view(0)["pile"]) == 1


def test_the_suit_picker_names_the_suit_of_a_zandar():
    app = start_app()
    table = staged(app, "sedam_i_osam", [["JD", "5S", "5C", "9C", "4H"], HANDS[1]], "3H")
    tap_card(app, table, "JD")
    assert table.picking == "JD" and table.match.view(0)["pile"] == ["3H"]
    tap(app, app.point(*table._picker_rects()[3].center))          # spades
    assert table.picking is None
    view = table.match.view(0)
    assert view["pile"][-1] == "JD" and view["suit"] == "S"


def test_a_seven_turned_up_is_owed_and_drawn_with_the_button():
    """"Ako je Sedmica prva karta okrenuta ..., prvi igrač vuče 2 karte": the prompt says
    so, the stock shines, one tap draws both."""
    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "7C")
    card = app.tr.get("card.rank.7")
    assert table.prompt_words() == app.tr.get_n("sedam.must_draw", 2, card=card)
    assert table.zones["stock"][-1].glow
    tap_button(app, table.draw_button)
    assert table.match.view(0)["hand_sizes"][0] == 7 and table.match.current_player == 1


def test_a_joker_asks_a_suit_and_the_next_draws_two():
    app = start_app()
    table = staged(app, "dzoker_i_devetka", [["X", *HANDS[0][1:]], HANDS[1]], "3H")
    tap_card(app, table, "X")
    assert table.picking == "X"
    tap(app, app.point(*table._picker_rects()[1].center))          # diamonds
    view = table.match.view(0)
    assert view["suit"] == "D" and view["pending_draw"] == 2


def test_the_last_card_is_announced_with_the_button():
    """"Poslednja karta u ruci se mora najaviti": the button is there all the time; the
    child presses it before playing the second-to-last card, and pays nothing."""
    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "3H", level="easy")
    assert table.last_button.enabled                   # always on screen while playing
    tap_button(app, table.last_button)                 # too early: said why, nothing else
    assert table.hint == app.tr.get("reason.nothing_to_announce")
    for code in ("5S", "5C", "5H"):                 # 5♠ and 5♣ lifted, then 5♥ first
        tap_card(app, table, code)
    for _ in range(2000):
        settle(app)
        if table.my_turn:
            break
    assert len(table.match.view(0)["hand"]) == 2
    tap_button(app, table.last_button)
    assert table.match.view(0)["announced"][0]
    assert table.called() == []                       # said, but two cards still held
    idle(app, table)
    playable = [a for a in table.legal() if isinstance(a, Play)]
    tap_card(app, table, playable[0].codes[0])
    assert len(table.match.view(0)["hand"]) == 1
    assert table.called() == [0]                  # the call stays marked by the plate
    for _ in range(int(GRACE * 3 / DT)):
        app.step(DT)
    assert table.match.view(0)["hand_sizes"][0] == 1             # announced: no penalty


def test_the_child_catches_a_computer_that_has_not_announced_yet():
    """The computer announces a moment after its play; before that, "Uhvati!" on its
    plate makes it draw 2 cards."""
    app = start_app()
    table = staged(app, "sedam_i_osam", [["5H", "5S", "5C", "9S", "2D"],
                                         ["4C", "4D", "4S", "6S", "8H"]], "3H",
                   level="easy")
    for code in ("5S", "5C", "5H"):                 # 5♠ and 5♣ lifted, then 5♥ first
        tap_card(app, table, code)
    idle(app, table)
    table.act(Play(("4C", "4D", "4S")), 1)                    # the computer's move, staged
    idle(app, table)
    assert not table.catch_buttons[1].enabled                # two cards: nothing to catch
    tap_card(app, table, "9S")                                # 9S on 4S
    idle(app, table)
    table.act(Play(("6S",)), 1)                               # one card left, not announced
    idle(app, table)
    assert table.match.view(0)["catchable"] == [1]
    assert table.catch_buttons[1].enabled
    tap_button(app, table.catch_buttons[1])
    assert table.match.view(0)["hand_sizes"][1] == 3


def test_a_computer_catches_the_child_only_after_the_grace():
    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "3H", level="normal")
    for code in ("5S", "5C", "5H"):                 # 5♠ and 5♣ lifted, then 5♥ first
        tap_card(app, table, code)
    for _ in range(2000):
        settle(app)
        if table.my_turn:
            break
    playable = [a for a in table.legal() if isinstance(a, Play) and len(a.codes) == 1]
    tap_card(app, table, playable[0].codes[0])               # no announcement
    idle(app, table)
    waited = 0.0
    while table.match.view(0)["hand_sizes"][0] == 1 and waited < 10:
        app.step(DT)
        waited += DT
    assert waited >= GRACE and table.match.view(0)["hand_sizes"][0] == 3


def test_scores_add_up_across_deals_and_wait_for_the_child():
    """"Partija traje do 500 bodova": between deals the totals stay on the table until
    the child taps on; the lowest total leads."""
    app = start_app()
    setup = MatchSetup("sedam_i_osam", 3, [True, False, False], {"target": 100}, "normal", 4)
    table = SedamTable(app, setup)
    app.reset(table)
    for step in range(30_000):
        app.step(DT)
        if table.scores_shown and not table.animator.busy:
            break
        if table.animator.busy:
            tap(app, app.point(960, 560))
        else:
            my_move(app, table, step)
    view = table.match.view(0)
    assert view["phase"] == "between" and sum(view["scores"]) == sum(view["deal_points"])
    for _ in range(90):
        app.step(DT)
    assert table.scores_shown and table.match.view(0)["phase"] == "between"
    tap_button(app, table.deal_button)
    settle(app)
    assert table.match.view(0)["deal"] == 2 and not table.scores_shown


def test_the_scoreboard_says_that_fewer_points_are_better():
    """Points here are the cards left, against the player: the scoreboard's foot says the
    fewest win, however the deal ended (why it ended is said at its top, from the rules:
    tests/test_ui_scores.py)."""
    from rules.sedam_i_osam import FourOfARank

    app = start_app()
    table = staged(app, "sedam_i_osam", HANDS, "3H")
    view = table.view()
    assert table.scoreboard_goal(view) == "Do 500 poena: pobeđuje ko ima najmanje."
    table.direct([FourOfARank("Q", 1)])
    assert table.scoreboard_goal(view) == "Do 500 poena: pobeđuje ko ima najmanje."
