"""A computer player's move is worked out on a thread while the table goes on."""

from __future__ import annotations

import threading
import time

import pytest
from ui import DT, start_app

from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from game.table.driver import Thought
from rules import GAMES
from rules.bots import BOTS, bot_rng
from rules.core import Rng


def test_a_thought_answers_as_the_bot_asked_on_the_spot():
    live = GAMES["adriatic"].new_match(4, seed=7)
    seat = live.current_player
    view, legal = live.view(seat), live.legal_actions(seat)
    on_the_spot = bot_rng(7, seat)
    expected = BOTS["adriatic"]["normal"]().choose(view, legal, on_the_spot)
    table_rng = bot_rng(7, seat)
    thought = Thought(("moment",), BOTS["adriatic"]["normal"](), view, legal, table_rng)
    assert thought.answer() == expected
    assert thought.rng.random() == on_the_spot.random()    # its stream goes on alike
    assert table_rng.random() == bot_rng(7, seat).random()  # the table's own untouched


class Broken:
    def choose(self, view, legal, rng):
        raise ValueError("a bug in a bot")


def test_a_bots_error_is_raised_where_the_answer_is_taken():
    thought = Thought(1, Broken(), {}, [], Rng(1))
    with pytest.raises(ValueError, match="a bug in a bot"):
        thought.answer()


class Slow:
    """A bot that thinks for a while (as a hard one searching), then plays its first
    legal action; it records the thread it ran on."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.threads: list[str] = []

    def choose(self, view, legal, rng):
        self.threads.append(threading.current_thread().name)
        time.sleep(self.seconds)
        return legal[0]


def test_the_table_keeps_drawing_while_a_bot_thinks_and_then_it_plays():
    app = start_app(size=(1280, 720), seed=2)
    setup = MatchSetup.default("adriatic", 2, 2)
    setup.humans = [False, False]
    table = UnoTable(app, setup, None)
    app.reset(table)
    slow = Slow(0.4)
    table.driver.bots = {0: slow, 1: slow}
    moves = table.moves
    frames, longest = 0, 0.0
    started = time.perf_counter()
    while table.moves == moves and time.perf_counter() - started < 20:
        before = time.perf_counter()
        app.step(DT)
        longest = max(longest, time.perf_counter() - before)
        frames += 1
    assert table.moves == moves + 1, "the bot played"
    assert slow.threads and all(name == "bot-thinking" for name in slow.threads)
    assert longest < 0.2, "no frame waited for the bot's 0.4 s of thinking"
