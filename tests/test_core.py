"""The shared spine: decks, options, action texts, randomness, and no pygame in rules."""

from __future__ import annotations

import copy
import subprocess
import sys
from collections import Counter

import pytest

from rules import GAMES, decks
from rules.core import (
    COMMON_ACTIONS,
    BadSave,
    CallUno,
    Catch,
    Pick,
    Play,
    Rng,
    by_id,
    parse_action,
)
from rules.ordering import reacting_order


def test_uno_decks_have_their_counts():
    assert len(decks.uno_108()) == 108
    assert len(decks.uno_112()) == 112 and decks.uno_112().count("J") == 4
    official = Counter(decks.uno_112_official())
    assert sum(official.values()) == 112
    assert (official["Wshuffle"], official["Wcustom"]) == (1, 3)
    party = Counter(decks.uno_121())
    assert sum(party.values()) == 121
    assert (party["R0"], party["R10"], party["W"], party["Wd4"], party["UNO"]) == (1, 2, 8, 4, 1)


def test_uno_108_composition():
    deck = Counter(decks.uno_108())
    numbers = sum(n for code, n in deck.items() if code[0] in "RYGB" and code[1:].isdigit())
    assert numbers == 76
    assert sum(deck[f"{c}{s}"] for c in "RYGB" for s in ("d2", "skip", "rev")) == 24
    assert deck["W"] == deck["Wd4"] == 4


def test_standard_decks():
    assert len(set(decks.standard_52())) == 52
    assert len(decks.standard_54()) == 54 and decks.standard_54().count("X") == 2
    assert "10D" in decks.standard_52() and "JH" in decks.standard_52()
    assert len(decks.animals_31()) == 31


def test_action_texts_round_trip():
    for text in ("play R5", "play W G", "play R5 R5 Y5", "draw", "pass", "uno", "catch 2",
                 "challenge", "accept", "deal", "pick 1 3", "flip 12", "shuffle"):
        assert str(parse_action(text, COMMON_ACTIONS)) == text
    assert parse_action("play W G") == Play(("W",), "G")
    assert parse_action("pick 1 3") == Pick(1, 3)


def test_an_actions_kept_text_leaves_it_equal_to_a_fresh_one():
    said, fresh = Play(("W",), "G"), Play(("W",), "G")
    assert str(said) == "play W G"          # the text is made and kept in `said`
    assert said == fresh and hash(said) == hash(fresh) and {said: 1}[fresh] == 1
    assert repr(said) == repr(fresh)


@pytest.mark.parametrize("text", ["", "fly 3", "pick 1", "pick a b", "play"])
def test_bad_action_text_is_a_clear_error(text):
    with pytest.raises(ValueError):
        parse_action(text)


def test_rng_replays_identically():
    a, b = Rng(7), Rng(7)
    xs, ys = list(range(20)), list(range(20))
    a.shuffle(xs)
    b.shuffle(ys)
    assert xs == ys and sorted(xs) == list(range(20))
    assert all(0 <= Rng(s).below(3) < 3 for s in range(100))


def test_a_copied_rng_goes_on_alike_and_on_its_own():
    a = Rng(7)
    a.random()
    twin = copy.deepcopy(a)
    assert [twin.random() for _ in range(5)] == [a.random() for _ in range(5)]
    twin.random()
    assert a.below(10**9) != twin.below(10**9) or a.random() != twin.random()


def test_damaged_save_is_a_clear_error():
    spec = GAMES["crni_petar"]
    good = spec.new_match(2, seed=1).to_json()
    for damaged in ({}, {**good, "actions": [[0, "fly"]]}, {**good, "game": "uno"},
                    {**good, "actions": [[1, "pick 0 99"]]}, {**good, "players": 9}):
        with pytest.raises(BadSave):
            spec.from_json(damaged)


def test_rules_import_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import rules, rules.bots, rules.playout\n"
            "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_no_event_name_is_defined_twice_across_the_rules():
    """A skip, a reversal, a penalty, a catch, a refilled or ended stock are one event each,
    in rules/core.py with one field order, whichever game sends them."""
    import rules.bots  # noqa: F401  (every rules module, the games' and the bots')
    from rules.core import Caught, Event

    def every(cls: type[Event]) -> list[type[Event]]:
        return [cls, *(c for sub in cls.__subclasses__() for c in every(sub))]

    kinds = [cls for cls in every(Event) if cls.__module__.startswith("rules.") and cls.name]
    named = Counter(cls.name for cls in kinds)
    assert [name for name, n in named.items() if n > 1] == []
    assert str(Caught(2, by=0)) == "caught 2 0"


def test_a_seats_own_last_card_call_goes_before_anybodys_catch():
    """Seats that may act out of turn go in one order: a seat's own call before a catch,
    then by seat, and a seat with nothing to do not at all; on a clock, the soonest
    first (a tie by seat)."""
    reactions = {0: [Catch(3)], 1: [], 2: [Catch(3)], 3: [CallUno(), Catch(0)]}
    assert reacting_order(reactions) == [3, 0, 2]
    assert reacting_order(reactions, lambda seat, actions: seat % 2) == [0, 2, 3]


def test_a_registry_keeps_the_order_given_and_refuses_an_id_given_twice():
    assert list(by_id(["b", "a"], str.upper, "game id")) == ["B", "A"]
    with pytest.raises(ValueError, match="game id A registered twice"):
        by_id(["a", "b", "a"], str.upper, "game id")
