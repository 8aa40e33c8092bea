"""The atlas's Leitner boxes (rules/atlas.py) and their file (game/storage.py)."""

from __future__ import annotations

import json

import pytest

from game.storage import DAMAGED_STATS, MASTERY_FILE, Storage
from rules.atlas import INTERVALS, KNOWN_BOX, SKILLS, Mastery
from rules.countries import COUNTRIES


def test_a_right_answer_moves_a_box_up_and_a_wrong_one_back_to_the_first():
    # "a right answer moves it one box up (a first right answer to box 2), a wrong
    # answer back to box 1"
    m = Mastery()
    m.start_round("flag")
    assert m.record("RS", "flag", True).box == 2
    assert m.record("RS", "flag", True).box == 3 == KNOWN_BOX
    assert m.knows("RS", "flag") and m.level("RS") == 1 and m.known() == 1
    for _ in range(5):
        m.record("RS", "flag", True)
    assert m.box("RS", "flag") == 5                      # the top box holds
    assert m.record("RS", "flag", False).box == 1
    assert m.record("HR", "flag", False).box == 1
    assert m.card("RS", "flag").right == 7 and m.card("RS", "flag").wrong == 1
    assert m.known() == 0


def test_a_box_comes_back_after_its_interval_of_rounds():
    # "box 1 every round, box 2 every second round, box 3 every fourth, ..."
    assert INTERVALS[1:] == (1, 2, 4, 8, 16)
    m = Mastery()
    for box in range(1, 6):
        m.cards[(sorted(COUNTRIES)[box], "car")] = type(m.card("RS", "car"))(box, 10, 0, 0)
    for box in range(1, 6):
        iso = sorted(COUNTRIES)[box]
        assert not m.due(iso, "car", 10 + INTERVALS[box] - 1)
        assert m.due(iso, "car", 10 + INTERVALS[box])


def test_the_choice_of_a_round_follows_the_schedule_with_a_fixed_seed():
    # "the countries due, the lowest box first ... then new countries ... then the
    # ones nearest to being due"
    m = Mastery()
    first = m.plan("where", 10, seed=5)
    assert first == m.plan("where", 10, seed=5) != m.plan("where", 10, seed=6)
    assert len(set(first)) == 10
    now = m.start_round("where")
    missed, right = first[:4], first[4:]
    for iso in first:
        m.record(iso, "where", iso in right)
    second = m.plan("where", 10, seed=5)
    # round 2: the four missed (box 1, due every round) first; the six right ones are
    # in box 2 and not due yet; six new countries fill the round
    assert sorted(second[:4]) == sorted(missed)
    assert not set(second[4:]) & set(first)
    now = m.start_round("where")
    for iso in second:
        m.record(iso, "where", True)
    third = m.plan("where", 10, seed=5)
    # round 3: the six right in round 1 (box 2, asked in round 1) are due now; the
    # ten of round 2 (boxes 2 and 2) wait until round 4; four new ones fill up
    assert now == 2
    assert sorted(third[:6]) == sorted(right)
    assert not set(third[6:]) & (set(first) | set(second))
    # the same mastery and seed give the same round, however it was reached
    again, _ = Mastery.from_dict(json.loads(json.dumps(m.to_dict())))
    assert again.plan("where", 10, seed=5) == third


def test_when_everything_is_known_the_round_takes_the_nearest_to_being_due():
    m = Mastery()
    for _ in range(20):
        m.start_round("capital")
    pool = ("RS", "HR", "HU")
    m.record("RS", "capital", True, now=19)           # box 2, due at 21
    for _ in range(4):
        m.record("HR", "capital", True, now=20)       # box 5, due at 36
    m.record("HU", "capital", False, now=20)          # box 1, due at 21
    assert m.plan("capital", 3, 1, pool) == ["HU", "RS", "HR"]
    # in round 20 nothing is due: Serbia has waited half its interval, the others none
    assert m.plan("capital", 3, 1, pool, now=20)[0] == "RS"


def test_a_sighting_is_counted_and_moves_no_box():
    # "A found pair in the Memo or in Pokrij par is a sighting: it is counted ...
    # but it moves no box."
    m = Mastery()
    m.sighting("MT")
    m.sighting("MT")
    assert m.seen == {"MT": 2} and m.box("MT", "where") == 0
    with pytest.raises(ValueError):
        m.sighting("XX")


def test_mastery_survives_a_restart(tmp_path):
    store = Storage(tmp_path)
    m = store.load_mastery()
    m.start_round("where")
    m.record("RS", "where", True)
    m.record("RS", "where", True)
    store.save_mastery(m)
    store.record_sighting("IS")
    again = Storage(tmp_path).load_mastery()
    assert again.knows("RS", "where") and again.seen == {"IS": 1}
    assert again.rounds == {"where": 1}
    assert not Storage(tmp_path).problems


@pytest.mark.parametrize("text, kept", [
    ("{not json", 0),
    ('{"version": 1, "rounds": {"where": 1}, "countries": '
     '{"RS": {"where": {"box": 3, "last": 1, "right": 2, "wrong": 0}},'
     ' "XX": {"where": {"box": 3, "last": 1, "right": 2, "wrong": 0}},'
     ' "HR": {"where": {"box": 9, "last": 1, "right": 2, "wrong": 0}},'
     ' "HU": {"flag": {"box": 1, "last": 7, "right": 0, "wrong": 1}}}, "seen": {}}', 1),
    ('{"version": 2, "rounds": {}, "countries": {}, "seen": {}}', 0),
    ('[1, 2, 3]', 0),
    ('{"version": 1, "rounds": {"where": true}, "countries": [], "seen": {}}', 0),
])
def test_a_damaged_mastery_file_is_set_aside_and_the_good_entries_kept(tmp_path, text, kept):
    (tmp_path / MASTERY_FILE).write_text(text, encoding="utf-8")
    store = Storage(tmp_path)
    store.check()
    assert (DAMAGED_STATS, MASTERY_FILE) in store.problems
    assert list(tmp_path.glob(f"{MASTERY_FILE}.damaged-*"))
    m = Storage(tmp_path).load_mastery()
    assert m.known() == kept
    if kept:
        assert m.knows("RS", "where") and m.box("HR", "where") == 0


def test_every_skill_has_a_name_in_the_plan():
    for skill in SKILLS:
        assert len(Mastery().plan(skill, 10, 0)) == 10
    with pytest.raises(ValueError):
        Mastery().plan("colour", 10, 0)
