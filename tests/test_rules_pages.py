"""The rules pages speak of the game as its table does: the levels by the setup's names."""

from __future__ import annotations

import re

import pytest

from game.i18n import LANGUAGES, catalogue, rules_page
from rules import GAMES
from rules.bots import BOTS
from rules.core import Catch, Challenge

COMPUTER = {"sr-Latn": "Računar", "sr-Cyrl": "Рачунар", "en": "The computer"}
LEVELLED = [game for game, levels in BOTS.items() if len(levels) > 1]


def computer_section(game: str, lang: str) -> str:
    page = rules_page(game, lang)
    heading = f"### {COMPUTER[lang]}\n"
    rest = page[page.index(heading) + len(heading):]
    end = re.search(r"^#", rest, re.MULTILINE)
    return rest[:end.start()] if end else rest


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", LEVELLED)
def test_each_level_is_described_by_the_name_the_setup_gives_it(game, lang):
    """Issue 23: the setup said "Lakši / Jači / Najjači" and the pages "Lak / Normalan", and
    the Serbian pages left out the hardest level. Every level the setup offers has its
    bold name, the setup's word, in the page's part about the computer."""
    section = computer_section(game, lang)
    bold = set(re.findall(r"\*\*([^*]+?):?\*\*", section))
    names = {catalogue(lang).get(f"bot.{level}") for level in BOTS[game]}
    assert names <= bold, (names - bold)
    assert bold <= names, (bold - names)           # no level the setup does not know


# A mechanic a game has when its rules take the action (GameSpec.actions), and the words
# a rules page would use for it.
MECHANICS = {
    Catch: r"uhvat|uhvać|ухват|ухваћ|catch|caught",
    Challenge: r"izazov|изазов|challeng",
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_rules_page_mentions_no_mechanic_the_game_lacks(game, lang):
    """Issue 23: Upoznaj Evropu's "Po meri" said it sometimes lets a player go uncaught,
    and the game has no catching (nor have UNO, its two variants, Remino and Unotan)."""
    page = rules_page(game, lang).lower()
    for action, words in MECHANICS.items():
        if action not in GAMES[game].actions:
            assert not re.findall(rf"\w*(?:{words})\w*", page), action.verb
