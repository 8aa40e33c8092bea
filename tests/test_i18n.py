"""The catalogues: the same ids and placeholders in every language, correct Cyrillic,
fallbacks, Serbian plurals and the rules pages."""

from __future__ import annotations

import ast
import logging
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    LATIN_WORDS,
    Catalogue,
    PoError,
    catalogue,
    load_po_folder,
    marked_messages,
    parse_po,
    plural,
    plural_form,
    rules_page,
    to_cyrillic,
)
from rules import GAMES
from rules.decks import animals_31, piquet_37, standard_54

ROOT = Path(__file__).resolve().parents[1]
SR, EN = marked_messages("sr-Latn"), marked_messages("en")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def latin_letters(text: str) -> str:
    """The Latin letters of a text outside its protected parts."""
    text = re.sub(r"\{[^{}]*\}|`[^`]*`|<!--.*?-->|\]\([^)]*\)", " ", text)
    words = [w for w in re.findall(r"\w+", text)
             if w not in LATIN_WORDS and "_" not in w and not any(c.isdigit() for c in w)]
    return "".join(c for w in words for c in w if re.match(r"[A-Za-zÀ-ɏ]", c))


# -- the catalogue files -----------------------------------------------------------

def test_the_module_does_not_import_pygame():
    code = "import sys; sys.modules['pygame'] = None; import game.i18n"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_serbian_id_is_in_english_and_back():
    # English has no "few" form; every Serbian ".few" has an English ".one" and ".many".
    # Nor feminine sentences: a Serbian "<id>.f" is the feminine form of an "<id>" both have.
    sr_ids = {i for i in SR if not i.endswith((".few", ".f"))}
    assert sr_ids == set(EN)
    for msgid in SR.keys() - sr_ids:
        if msgid.endswith(".f"):
            assert msgid.removesuffix(".f") in SR.keys() & EN.keys(), msgid
            continue
        base = msgid.removesuffix(".few")
        assert {f"{base}.one", f"{base}.many"} <= SR.keys() & EN.keys()


def test_placeholders_match_between_languages():
    for msgid, text in SR.items():
        english = EN[msgid.replace(".few", ".many")] if msgid.endswith(".few") else \
            EN[msgid.removesuffix(".f")]
        assert placeholders(text) == placeholders(english), msgid
    for msgid, text in marked_messages("sr-Cyrl").items():
        assert placeholders(text) == placeholders(SR[msgid]), msgid


def test_plural_families_name_their_number():
    for msgid, text in {**SR, **EN}.items():
        if msgid.rsplit(".", 1)[-1] in ("one", "few", "many"):
            assert "n" in placeholders(text), msgid


def test_messages_are_not_empty_nor_padded():
    for lang in LANGUAGES:
        for msgid, text in marked_messages(lang).items():
            assert text and text == text.strip(), (lang, msgid)


def test_every_game_option_and_preset_has_words():
    for game_id, spec in GAMES.items():
        ids = [f"game.{game_id}.name", f"game.{game_id}.tagline"]
        ids += [f"preset.{name}" for name in spec.presets]
        for name, (_, allowed) in spec.options.items():
            ids.append(f"option.{name}")
            for v in allowed:
                if isinstance(v, bool):
                    ids += ["option.yes", "option.no"]
                elif isinstance(v, int):
                    ids.append(f"option.{name}.value.one")
                else:
                    ids.append(f"option.{name}.{v}")
        missing = [i for i in ids if i not in SR or i not in EN]
        assert not missing, missing


def test_a_game_that_rules_out_some_setups_says_why_on_its_setup_page():
    from rules.core import fits_any
    picky = [gid for gid, spec in GAMES.items() if spec.unfit is not fits_any]
    assert "evropa" in picky
    missing = [g for g in picky if f"setup.unfit.{g}" not in SR or f"setup.unfit.{g}" not in EN]
    assert not missing, missing


def reasons_in(source: str) -> set[str]:
    """The strings returned by `_why_illegal` (or a `why_...` function of the rules) or
    given to `IllegalAction(...)`."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef) and node.name.lstrip("_").startswith("why"):
            found |= {r.value.value for r in ast.walk(node) if isinstance(r, ast.Return)
                      and isinstance(r.value, ast.Constant) and isinstance(r.value.value, str)}
        if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction"
                and node.args and isinstance(node.args[0], ast.Constant)):
            found.add(node.args[0].value)
    return found


def test_every_reason_the_rules_give_has_words():
    given = set().union(*(reasons_in(p.read_text(encoding="utf-8"))
                          for p in (ROOT / "rules").rglob("*.py")))
    assert {"not_your_turn", "not_allowed", "pick_from_previous_player"} <= given
    assert {f"reason.{r}" for r in given} <= SR.keys()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_of_crni_petar_has_a_name(lang, caplog):
    cat = catalogue(lang)
    with caplog.at_level(logging.WARNING):
        names = {code: cat.card_name(code) for code in animals_31() + standard_54()}
    assert not caplog.records
    assert len(set(names.values()) - {cat.card_name("X")}) == 31 + 52
    assert all(name != code for code, name in names.items())


def test_card_names():
    assert catalogue("sr-Latn").card_name("04b") == "Bik"
    assert catalogue("en").card_name("10H") == "Ten of Hearts"
    assert catalogue("sr-Latn").card_name("7S") == "Sedmica pik"
    assert catalogue("sr-Cyrl").card_name("cat") == "Црни Петар (црни мачор)"
    assert len({catalogue("en").card_name(c) for c in piquet_37()}) == 37


def test_language_names_in_their_own_language():
    assert tuple(LANGUAGE_NAMES) == LANGUAGES == ("sr-Latn", "sr-Cyrl", "en")
    assert LANGUAGE_NAMES["sr-Cyrl"] == "Српски (ћирилица)"
    assert not latin_letters(LANGUAGE_NAMES["sr-Cyrl"])


# -- .po parsing -------------------------------------------------------------------

PO = r'''# a comment
msgid ""
msgstr ""
"Language: sr@latin\n"
"Content-Type: text/plain; charset=UTF-8\n"

#. for translators
#: somewhere.py:1
msgid "one.line"
msgstr "Jedan \"red\""

msgid "more.lines"
msgstr ""
"prvi\n"
"drugi \\ kraj"

#, fuzzy
msgid "not.sure"
msgstr "možda"

msgid "not.translated"
msgstr ""

msgctxt "menu"
msgid "open"
msgstr "Otvori"
msgid "tab"
msgstr "a\tb"

#~ msgid "old"
#~ msgstr "staro"
'''


def test_po_parsing():
    assert parse_po(PO) == {
        "one.line": 'Jedan "red"',
        "more.lines": "prvi\ndrugi \\ kraj",
        "menu\x04open": "Otvori",
        "tab": "a\tb",
    }


@pytest.mark.parametrize("text", [
    'msgid "a"\nmsgstr "x"\nmsgid "a"\nmsgstr "y"\n',
    'msgid "a"\nmsgstr "\\q"\n',
    '"stray"\n',
    'msgid "a"\nmsgstr "unclosed\n',
    'msgid "a"\nmsgstr "x"\nmsgstr "y"\n',
    'msgstr "no id"\n',
    'msgid "no.translation"\n\nmsgid "b"\nmsgstr "b"\n',
])
def test_po_errors_name_the_line(text):
    with pytest.raises(PoError, match=r"<po>:\d+"):
        parse_po(text)


def test_a_message_id_lives_in_one_file_of_a_language(tmp_path):
    (tmp_path / "a.po").write_text('msgid "x.y"\nmsgstr "A"\n', encoding="utf-8")
    (tmp_path / "b.po").write_text('msgid "x.z"\nmsgstr "B"\n', encoding="utf-8")
    assert load_po_folder(tmp_path) == {"x.y": "A", "x.z": "B"}
    (tmp_path / "c.po").write_text('msgid "x.y"\nmsgstr "C"\n', encoding="utf-8")
    with pytest.raises(PoError, match=r"c\.po: 'x\.y' is already defined in a\.po"):
        load_po_folder(tmp_path)


# -- transliteration ---------------------------------------------------------------

@pytest.mark.parametrize(("latin", "cyrillic"), [
    ("Ljubljana", "Љубљана"),
    ("NJIVA", "ЊИВА"),
    ("Džep", "Џеп"),
    ("DŽEP", "ЏЕП"),
    ("đak", "ђак"),
    ("Đurđevdan", "Ђурђевдан"),
    ("Ćup, čaša, šešir, žaba", "Ћуп, чаша, шешир, жаба"),
    ("Kaži UNO!", "Кажи UNO!"),
    ("{name} je na potezu", "{name} је на потезу"),
    ("Igraj {=Wd4} i {=Laguna}", "Играј {=Wd4} и {=Laguna}"),
    ("Karta Wd4 i 01a", "Карта Wd4 и 01a"),
    ("nadživeti, injekcija, odžak, konjušnica", "надживети, инјекција, оџак, коњушница"),
])
def test_to_cyrillic(latin, cyrillic):
    assert to_cyrillic(latin) == cyrillic


def test_to_cyrillic_keeps_markdown_code_and_links():
    text = "**Karte.** Vidi `rules/crni_petar.py` i [pravila](https://example.org/x)."
    assert to_cyrillic(text, markdown=True) == (
        "**Карте.** Види `rules/crni_petar.py` и [правила](https://example.org/x).")


def test_cyrillic_catalogue_has_no_latin_letters_outside_protected_parts():
    cyrillic = marked_messages("sr-Cyrl")
    assert cyrillic.keys() == SR.keys()
    for msgid, text in cyrillic.items():
        assert not latin_letters(text), (msgid, text)
    assert catalogue("sr-Cyrl").get("title.play") == "Играј"
    assert catalogue("sr-Cyrl").get("card.joker") == "Џокер"


def test_marked_latin_words_show_without_the_mark():
    cat = Catalogue("sr-Cyrl", {"x": i18n.unmark(to_cyrillic("Karta {=Laguna} za {name}"))})
    assert cat.get("x", name="Маца") == "Карта Laguna за Маца"


# -- look-up, fallback and formatting -----------------------------------------------

def test_lookup_falls_back_to_english_then_to_the_id(caplog):
    english = Catalogue("en", {"a": "A", "b": "Hello {name}"})
    serbian = Catalogue("sr-Latn", {"a": "Ā"}, fallback=english)
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        assert serbian.get("a") == "Ā"
        assert serbian("b", name="Maca") == "Hello Maca"
        assert serbian.get("no.such.id") == "no.such.id"
        assert serbian.get("no.such.id") == "no.such.id"
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 2
    assert "'b'" in warnings[0] and "no.such.id" in warnings[1]


def test_a_missing_value_leaves_its_placeholder(caplog):
    cat = Catalogue("en", {"a": "{name} has {n}"})
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        assert cat.get("a", n=3) == "{name} has 3"
    assert caplog.records


def test_catalogues_are_cached_and_checked():
    assert catalogue("sr-Latn") is catalogue("sr-Latn")
    assert catalogue().lang == "sr-Latn"
    with pytest.raises(ValueError):
        catalogue("de")


def test_real_catalogues_format():
    assert catalogue("sr-Latn").get("picker.players", min=2, max=4) == "2–4 igrača"
    assert catalogue("en").get("table.turn_of", name="Zeka") == "Zeka's turn"
    assert catalogue("sr-Cyrl").get("seat.player", n=2) == "2. играч"


# -- plurals -------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "form"), [
    (0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"),
    (12, "many"), (14, "many"), (21, "one"), (22, "few"), (25, "many"), (111, "many"),
    (112, "many"), (101, "one"), (1004, "few"),
])
def test_serbian_plural_forms(n, form):
    assert plural_form("sr-Latn", n) == form
    assert plural(n, "one", "few", "many") == form


def test_plural_messages():
    sr, cyr, en = catalogue("sr-Latn"), catalogue("sr-Cyrl"), catalogue("en")
    assert [sr.get_n("option.rounds.value", n) for n in (1, 3, 5, 21, 22, 25)] == [
        "1 deljenje", "3 deljenja", "5 deljenja", "21 deljenje", "22 deljenja", "25 deljenja"]
    assert [sr.get_n("results.times", n) for n in (1, 2, 5, 11, 111)] == [
        "1 put", "2 puta", "5 puta", "11 puta", "111 puta"]
    assert cyr.get_n("setup.player_count", 3) == "3 играча"
    assert [en.get_n("option.rounds.value", n) for n in (1, 2, 5, 21)] == [
        "1 deal", "2 deals", "5 deals", "21 deals"]


def test_a_missing_plural_form_uses_many():
    cat = Catalogue("sr-Latn", {"x.one": "{n} kocka", "x.many": "{n} kocaka"})
    assert cat.get_n("x", 3) == "3 kocaka"


# -- rules pages -----------------------------------------------------------------

def test_rules_page_picks_the_language():
    latin = rules_page("crni_petar", "sr-Latn", ROOT / "docs")
    english = rules_page("crni_petar", "en", ROOT / "docs")
    assert latin.startswith("## Pravila\n") and "Dalje" in latin and "## Rules" not in latin
    assert english.startswith("## Rules\n") and "## Pravila" not in english
    assert "<!--" not in latin + english and "Seed:" not in latin + english


def test_rules_page_in_cyrillic_is_the_transliterated_latin_part():
    cyrillic = rules_page("crni_petar", "sr-Cyrl")
    assert cyrillic.startswith("## Правила\n")
    assert "**Карте.**" in cyrillic and "Џокер" in cyrillic
    assert not latin_letters(cyrillic)


def test_rules_page_markers_fallbacks_and_ids(tmp_path, caplog):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "igra.md").write_text(
        "# Igra\n\n<!-- lang: sr-Latn -->\nReci {=UNO} i `R0`.\n", encoding="utf-8")
    (tmp_path / "rules" / "plain.md").write_text("Samo tekst.\n", encoding="utf-8")
    assert rules_page("igra", "sr-Latn", tmp_path) == "Reci UNO i `R0`.\n"
    assert rules_page("igra", "sr-Cyrl", tmp_path) == "Реци UNO и `R0`.\n"
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        assert rules_page("igra", "en", tmp_path) == "Reci UNO i `R0`.\n"
    assert caplog.records
    assert rules_page("plain", "sr-Cyrl", tmp_path) == "Само текст.\n"
    with pytest.raises(ValueError):
        rules_page("../secret", "en", tmp_path)
    with pytest.raises(FileNotFoundError):
        rules_page("nothing", "en", tmp_path)
