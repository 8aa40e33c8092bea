"""Issue 22: computer turns a child can follow. Every table with computer players keeps a
computer's move in sight once its cards have landed: a short line says what it did (in
the grammatical gender of its name), and only after a pause does the turn marker move
on. Measured in simulated time, headless."""

from __future__ import annotations

import pygame
import pytest
from ui import DT, start_app

from game.scenes.shedding_flights import DEAL_STEP
from game.setup import MatchSetup
from game.sprites.table import CardSprite
from game.table.director import TURN_PAUSE
from game.table.seats import BOT_NAMES
from game.tables import RECORDS
from rules.core import CardMoved, DealStarted, DirectionChanged, TurnStarted

GAMES_WITH_BOTS = [g for g in RECORDS if g != "evropa_memo"]


def table_of(app, game: str, seed: int = 3):
    """A fresh table: the child in seat 0, the computer in the others."""
    setup = MatchSetup.default(game, seed=seed)
    table = RECORDS[game].scene(app, setup, None)
    app.reset(table)
    return table


def watch(table) -> list[list]:
    """The batches of events the table directs, as they come."""
    batches: list[list] = []
    direct = table.direct

    def spy(events):
        batches.append(list(events))
        direct(events)
    table.direct = spy
    return batches


def child_moves(table) -> None:
    """The child makes the hint's move (or the first legal one) when it is her turn."""
    if table.animator.busy or table.viewer not in table.match.seats_to_act() or \
            table.app.scenes[-1] is not table:
        return
    action = table.hints.move()
    legal = table.match.legal_actions(table.viewer)
    if action is None and legal:
        action = legal[0]
    if action is not None:
        table.act(action, table.viewer)


def a_computer_turn(app, table, batches, limit: int = 60_000):
    """Play on until a computer's move that passes the turn on; return (its events, the
    simulated time it was applied)."""
    clock = 0.0
    for _ in range(limit):
        before = len(batches)
        app.step(DT)
        clock += DT
        if len(batches) > before:
            for events in batches[before:]:
                if any(isinstance(e, TurnStarted) for e in events) and \
                        table.match.to_json()["actions"][-1][0] in table.driver.bots:
                    return events, clock
        if table.match.is_over:
            break
        child_moves(table)
    pytest.fail("no computer's move passed the turn on")


def card_flights(table) -> list:
    return [t for t in table.animator.tweens if isinstance(t.target, CardSprite) and
            ("x" in t.end or "y" in t.end)]


@pytest.mark.parametrize("game", GAMES_WITH_BOTS)
def test_a_computer_turn_lands_then_pauses_with_a_line_before_the_marker_moves(game):
    app = start_app()
    table = table_of(app, game)
    batches = watch(table)
    a_computer_turn(app, table, batches)
    seat = table.match.to_json()["actions"][-1][0]
    flights = card_flights(table)           # the cards the move sent flying (kept: ids stay)
    assert flights
    start = pygame.math.Vector2(table.seats.marker)
    elapsed, landed_at, news_at = 0.0, None, None
    while table.seats.marker == start:
        if landed_at is None and not any(t in flights for t in table.animator.tweens):
            landed_at = elapsed
        if table.news and news_at is None:
            news_at = elapsed
            assert table.news in table.prompt_text()        # the line is shown
            assert table.prompt_place() is not None
        app.step(DT)
        elapsed += DT
        assert elapsed < 10, "the marker never moved"
    assert landed_at is not None, "the marker moved on while a card was still flying"
    assert elapsed - landed_at >= TURN_PAUSE - DT, "no pause between the landing and the turn"
    assert elapsed >= TURN_PAUSE
    if game == "crni_petar":
        return      # Crni Petar says only what was taken from the child (its own test)
    assert news_at is not None and table.news.startswith(table.name(seat)), table.news
    assert news_at >= landed_at - DT                    # said once the cards are down


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "reduced"])
def test_the_pause_keeps_its_length_at_every_speed_and_a_tap_skips_it(speed):
    """The pause is reading time: never shorter than TURN_PAUSE, however quick the
    animations; longer when they are slow. The sleeping loop is told when it ends; a
    tap skips it."""
    app = start_app()
    app.settings.animation = speed
    table = table_of(app, "uno")
    table.animator.speed = app.speed
    batches = watch(table)
    a_computer_turn(app, table, batches)
    start = pygame.math.Vector2(table.seats.marker)
    flights = card_flights(table)
    while any(t in flights for t in table.animator.tweens):
        app.step(DT)
    waited = 0.0
    while table.seats.marker == start:
        wake = table.animator.next_change()
        assert wake is not None and (wake > 0 or table.animator.tweens)   # a timed call
        app.step(DT)
        waited += DT
    assert waited >= TURN_PAUSE - 2 * DT
    if speed == "slow":
        assert waited >= TURN_PAUSE / 0.6 - 2 * DT
    # the next computer turn: a tap as it lands skips the pause and the marker moves
    a_computer_turn(app, table, batches)
    start = pygame.math.Vector2(table.seats.marker)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 400), button=1,
                                         touch=False))
    app.step(DT)
    assert table.seats.marker != start or table.match.current_player == \
        table.match.to_json()["actions"][-1][0]


@pytest.mark.parametrize("lang,name_of,line", [
    ("sr-Latn", 1, "Žuća je vukla 1 kartu."),     # Žuća: a feminine name
    ("sr-Latn", 2, "Zeka je vukao 1 kartu."),
    ("sr-Cyrl", 1, "Жућа је вукла 1 карту."),
    ("en", 1, "Žuća drew 1 card."),
])
def test_the_line_takes_the_gender_of_the_name(lang, name_of, line):
    from rules.core import CardMoved, Draw

    app = start_app(lang=lang)
    table = table_of(app, "uno")
    seat = next(s for s in table.driver.bots if s % BOT_NAMES == name_of)
    moved = [CardMoved("R5", "stock", f"hand:{seat}", False)]     # one card drawn
    assert table.news_of(Draw(), seat, moved) == line


def test_uno_sentences_about_a_feminine_name_are_feminine_in_cyrillic_too():
    """The genders in the catalogue were transliterated ("ф"), so every sentence about
    Žuća in Cyrillic came out masculine ("Ускочио!")."""
    app = start_app(lang="sr-Cyrl")
    table = table_of(app, "uno")
    seat = next(s for s in table.driver.bots if s % BOT_NAMES == 1)
    assert table.said_of("uno_table.jumped_in", seat) == "Ускочила!"


def test_a_word_on_the_starter_comes_as_the_deal_lands_and_the_hands_fan_out_after_it():
    """UNO's word between the deal and the first turn (a Reverse turned up) is said as
    the last dealt card flies; the hands fan out (0.6 s) only before the turn, as they
    did when UnoTable directed its events itself (issue 25: the director map had them
    fan out first, and the word came 0.6 s late)."""
    app = start_app()
    table = table_of(app, "adriatic")
    said, fanned = [], []
    table.say = lambda t, *words, **at: said.append(t)
    after_deal = table._after_deal
    table._after_deal = lambda t: fanned.append(t) or after_deal(t)
    mine = table.view()["hand"][0]
    table.direct([DealStarted(deal=2, dealer=1), CardMoved(None, "stock", "hand:1", False),
                  CardMoved(mine, "stock", "hand:0", False), DirectionChanged(-1),
                  TurnStarted(0)])
    dealt = 0.8 + 2 * DEAL_STEP     # the old cards gathered, then two dealt
    assert said == [pytest.approx(dealt)]
    assert fanned == [pytest.approx(dealt + 0.6)]     # after the word's 0.6 s
