"""The director's map (game/table/director.py): a table animates each kind of rule event
by the method it marks for it, a subclass's mark standing in for its base's."""

from __future__ import annotations

from game.table.director import director_of, directs, handler_name


class Turn:
    pass


class LongTurn(Turn):
    pass


class Pair:
    pass


class Base:
    @directs(Turn)
    def turn(self, event, t):
        return t + 1

    @directs(Pair)
    def pair(self, event, t):
        return t + 2


class Game(Base):
    @directs(Pair)
    def own_pair(self, event, t):
        return t + 3

    def turn(self, event, t):
        return t + 4


def test_a_subclass_mark_stands_in_for_its_bases_and_an_override_keeps_the_mark():
    director = director_of(Game)
    assert director == {Turn: "turn", Pair: "own_pair"}
    table = Game()
    assert getattr(table, handler_name(director, Turn()))(Turn(), 0.0) == 4
    assert getattr(table, handler_name(director, Pair()))(Pair(), 0.0) == 3
    assert director_of(Base)[Pair] == "pair"


def test_an_event_of_a_marked_types_subtype_goes_to_its_handler_and_an_unmarked_to_none():
    director = director_of(Game)
    assert handler_name(director, LongTurn()) == "turn"
    assert handler_name(director, object()) is None


def test_every_table_animates_turns_and_the_match_end():
    from game.scenes.card_table import CardTable
    from game.tables import RECORDS
    from rules.core import MatchEnded, TurnStarted

    for record in RECORDS.values():
        table = record.scene
        assert issubclass(table, CardTable)
        assert {TurnStarted, MatchEnded} <= table.director.keys(), table.__name__
