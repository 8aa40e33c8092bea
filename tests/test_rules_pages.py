"""The rules pages speak of the game as its table does: the levels by the setup's names."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game import theme
from game.i18n import LANGUAGES, catalogue, marked_messages, rules_page
from game.scenes.rules_page import TEXT_LEFT, TEXT_TOP, RulesScene
from rules import GAMES
from rules.bots import BOTS
from rules.core import Catch, Challenge
from ui import DT, start_app

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


# -- the special cards, with their pictures ---------------------------------------------

# The seeds lie beside the repository, in ../shared/seeds (a worktree looks further up).
SEEDS = next((up / "shared" / "seeds" for up in Path(__file__).resolve().parents[1:]
              if (up / "shared" / "seeds").is_dir()), None)
SEED_OF = {"uno_classic": "002", "uno_official": "003", "sedam_i_osam": "004",
           "dzoker_i_devetka": "004"}       # the others are seed 000's
INFLECTED = {"Prazan džoker": "prazna džokera"}   # "tri prazna džokera" (003)
WITH_CARDS = [game for game, spec in GAMES.items() if spec.special_cards]
SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def seed_text(game: str) -> str:
    if SEEDS is None:
        pytest.skip("the seeds are not beside the repository")
    path = next(SEEDS.glob(f"{SEED_OF.get(game, '000')}_*.txt"))
    return path.read_text(encoding="utf-8").casefold()


def test_every_game_with_special_cards_declares_them():
    """The UNO family, Sedam i Osam, Džoker i Devetka and Crni Petar have cards of their
    own; the Evropa games have none."""
    assert set(WITH_CARDS) == set(GAMES) - {"evropa", "evropa_memo"}


@pytest.mark.parametrize("game", WITH_CARDS)
def test_the_special_cards_are_named_in_the_seeds_own_words(game):
    """Issue 23: a card is called as its game's seed calls it (the Jolly in Adriatic, the
    Semafor in seed 000's UNO, "promeni boju" in 002, the Džoker in 003)."""
    seed = seed_text(game)
    for card in GAMES[game].special_cards:
        name = catalogue("sr-Latn").get(card.name)
        for part in re.split(r"[()]", INFLECTED.get(name, name)):
            assert part.strip().casefold() in seed, (card.code, part)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", WITH_CARDS)
def test_the_rules_page_lists_the_special_cards_its_rules_declare(game, lang):
    """Issue 23: the rules page shows the game's special cards, each with its picture, the
    game's name for it and a line of what it does, all in the page's language."""
    app = start_app()
    app.settings.language = lang
    page = RulesScene(app, game)
    app.reset(page)
    tiles, _ = page.card_list()
    specials = GAMES[game].special_cards
    assert [tile.code for tile in tiles] == [card.code for card in specials]
    own = marked_messages("sr-Latn" if lang == "sr-Cyrl" else lang)
    for tile, card in zip(tiles, specials, strict=True):
        assert card.name in own and card.does in own
        shown = " ".join(words for words, _, bold, _ in tile.words if bold)
        said = " ".join(words for words, _, bold, _ in tile.words if not bold)
        assert shown == app.tr.get(card.name) and said == app.tr.get(card.does)
    app.step(DT)          # and it draws


@pytest.mark.parametrize("size", SIZES)
def test_the_card_list_is_neither_cut_nor_crowded(size):
    """Issue 23: at 1024×600, 1280×720 and 1920×1080, in every language, each card is big
    enough to read (90 px, the art's measure), its words stay beside it in its own
    tile, no tile covers another, and none runs out of the page at its sides."""
    app = start_app(size)
    for lang in LANGUAGES:
        app.settings.language = lang
        for game in WITH_CARDS:
            page = RulesScene(app, game)
            app.reset(page)
            tiles, height = page.card_list()
            x, y = app.point(TEXT_LEFT, TEXT_TOP)
            inside = app.rect(pygame.Rect(360, 40, 1320, 1000)).inflate(-app.px(40), 0)
            for k, tile in enumerate(tiles):
                assert tile.picture.w >= 90
                shown = tile.rect.move(x, y)          # (the page scrolls up and down)
                assert inside.left <= shown.left and shown.right <= inside.right, \
                    (game, lang, tile.code)
                assert tile.rect.bottom <= height
                for words, px, bold, (wx, wy) in tile.words:
                    w, h = theme.font(px, bold).size(words)
                    assert tile.picture.right < wx and wx + w <= tile.rect.right, \
                        (game, lang, words)
                    assert tile.rect.top <= wy and wy + px <= tile.rect.bottom
                for other in tiles[k + 1:]:
                    assert not tile.rect.colliderect(other.rect), (game, tile.code, other.code)
