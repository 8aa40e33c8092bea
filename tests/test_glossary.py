"""The catalogues keep to the glossary (docs/GLOSSARY.md): one word for one thing."""

from __future__ import annotations

import re

from game.i18n import DOCS_DIR, catalogue, marked_messages, rules_page

LEVELS = ("easy", "normal", "hard", "adaptive")   # rules/bots: the setup's order


def glossary_rows(heading: str = "") -> list[list[str]]:
    """The rows (cells stripped) of the glossary's table under `## heading`; without a
    heading, of its first table (thing, sr-Latn, en, notes)."""
    text = (DOCS_DIR / "GLOSSARY.md").read_text(encoding="utf-8")
    if heading:
        text = text.split(f"\n## {heading}\n", 1)[1]
    section = text.split("\n## ", 1)[0]
    rows = [line.strip("|").split("|") for line in section.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row] for row in rows[1:]]


def avoided(heading: str = "Words to avoid") -> dict[str, str]:
    """avoid -> use, from one of the glossary's tables of words to avoid."""
    return dict(glossary_rows(heading))


def test_the_glossary_names_words_to_avoid():
    words = avoided()
    assert {"znak", "bodova", "Sledeća partija"} <= set(words)


def test_no_serbian_message_uses_a_word_the_glossary_avoids():
    wrong = []
    for avoid, use in avoided().items():
        pattern = re.compile(rf"(?<!\w){re.escape(avoid)}(?!\w)", re.IGNORECASE)
        wrong += [f"{msgid}: {text!r} (say {use})" for msgid, text in
                  marked_messages("sr-Latn").items() if pattern.search(text)]
    assert wrong == []


def test_the_levels_are_called_by_the_glossary_s_words_in_every_catalogue():
    """Issue 23: the English setup said "Easy / Stronger / Hard / Just right" while other
    screens called the second level "Normal"; the glossary names the four levels once."""
    levels = next(row for row in glossary_rows()
                  if row[0].startswith("how well the computer plays"))
    for lang, words in (("sr-Latn", levels[1]), ("en", levels[2])):
        said = [catalogue(lang).get(f"bot.{level}") for level in LEVELS]
        assert said == [w.strip() for w in words.split(",")], lang


def test_no_english_message_or_rules_page_calls_a_level_by_another_word():
    texts = {f"message {msgid}": text for msgid, text in marked_messages("en").items()}
    texts |= {f"rules page {page.stem}": rules_page(page.stem, "en")
              for page in sorted((DOCS_DIR / "rules").glob("*.md"))}
    wrong = []
    for avoid, use in avoided("English words to avoid").items():
        pattern = re.compile(rf"(?<!\w){re.escape(avoid)}(?!\w)", re.IGNORECASE)
        wrong += [f"{where}: {avoid!r} (say {use})" for where, text in texts.items()
                  if pattern.search(text)]
    assert wrong == []


def test_only_crni_petar_says_going_out_is_safe():
    """"Na sigurnom si" is true where the cat is the danger; in a shedding game going out
    is a win, said without it."""
    from pathlib import Path

    import game.scenes as scenes

    users = [p.stem for p in Path(scenes.__file__).parent.glob("*.py")
             if "table.you_out_safe" in p.read_text(encoding="utf-8")]
    assert users == ["crni_petar"]
    assert "sigurn" not in marked_messages("sr-Latn")["table.you_out"]
