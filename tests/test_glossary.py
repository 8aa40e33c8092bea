"""The catalogues keep to the glossary (docs/GLOSSARY.md): one word for one thing."""

from __future__ import annotations

import re

from game.i18n import DOCS_DIR, marked_messages


def avoided() -> dict[str, str]:
    """avoid -> use, from the glossary's last table."""
    text = (DOCS_DIR / "GLOSSARY.md").read_text(encoding="utf-8")
    table = text.split("## Words to avoid", 1)[1]
    rows = [line.strip("|").split("|") for line in table.splitlines() if line.startswith("| ")]
    return {avoid.strip(): use.strip() for avoid, use in rows[1:]}


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


def test_only_crni_petar_says_going_out_is_safe():
    """"Na sigurnom si" is true where the cat is the danger; in a shedding game going out
    is a win, said without it."""
    from pathlib import Path

    import game.scenes as scenes

    users = [p.stem for p in Path(scenes.__file__).parent.glob("*.py")
             if "table.you_out_safe" in p.read_text(encoding="utf-8")]
    assert users == ["crni_petar"]
    assert "sigurn" not in marked_messages("sr-Latn")["table.you_out"]
