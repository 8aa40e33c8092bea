"""Every word on screen: catalogues for sr-Latn (the default), sr-Cyrl and en.

The catalogues are gettext .po files in a folder per language beside this module
(`sr-Latn/common.po`, `sr-Latn/evropa.po`, ...), merged into one catalogue per
language; a message id may be defined in only one file of a language. Message ids
are dotted (`title.play`) and placeholders are Python braces (`{name}`). They are parsed
here with the standard library, once per language, so nothing is compiled at run
time and pygame is never imported. Serbian Cyrillic is transliterated from the
Serbian Latin catalogue; `sr-Cyrl/` holds only the overrides where the
transliteration would be wrong.

Latin-only text in a Serbian message (a card code, a brand) is kept in Cyrillic:
placeholders `{name}`, words in `LATIN_WORDS`, words mixing digits and letters or
holding an underscore, and anything written as `{=text}`, which shows as `text`.

Plural forms follow the message id convention `<base>.one`, `<base>.few`,
`<base>.many` (English needs only `.one` and `.many`), chosen by
`Catalogue.get_n(base, n)`. A sentence about a player whose name is feminine has its
Serbian form in `<id>.f` (English needs none); the table chooses it.
"""

from __future__ import annotations

import functools
import logging
import re
import unicodedata
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rules.countries import LANGUAGES  # the languages of every word, the countries' names too

log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "sr-Latn"
FALLBACK_LANGUAGE = "en"
LANGUAGE_NAMES: Mapping[str, str] = MappingProxyType({
    "sr-Latn": "Srpski (latinica)",
    "sr-Cyrl": "Српски (ћирилица)",
    "en": "English",
})
CATALOGUE_DIR = Path(__file__).resolve().parent
DOCS_DIR = CATALOGUE_DIR.parents[1] / "docs"

# Words that stay in Latin letters in the Cyrillic catalogue and rules pages.
LATIN_WORDS = frozenset({"UNO", "Uno"})

PLURAL_FORMS = ("one", "few", "many")


# -- .po files ---------------------------------------------------------------------

class PoError(ValueError):
    """A .po file that cannot be read; the message names the file and line."""


_PO_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\",
               "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_PO_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_PO_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(.*)")
_PO_CHARSET = re.compile(r"charset=([\w-]+)", re.IGNORECASE)


def _po_string(token: str, where: str) -> str:
    """The text of one quoted .po string, escapes resolved."""
    match = _PO_STRING.fullmatch(token.strip())
    if match is None:
        raise PoError(f"{where}: expected a quoted string, found {token.strip()!r}")

    def escape(m: re.Match[str]) -> str:
        char = m.group(1)
        if char not in _PO_ESCAPES:
            raise PoError(f"{where}: unknown escape \\{char}")
        return _PO_ESCAPES[char]

    return re.sub(r"\\(.)", escape, match.group(1))


def _add_entry(messages: dict[str, str], entry: dict[str, list[str]], flags: set[str],
               source: str, start: int) -> None:
    """One read entry into `messages` (the header and untranslated or fuzzy entries
    left out); it starts at line `start` of `source`."""
    where = f"{source}:{start}"
    if "msgid" not in entry or not any(k.startswith("msgstr") for k in entry):
        raise PoError(f"{where}: an entry needs a msgid and a msgstr")
    msgid = "".join(entry["msgid"])
    msgstr = "".join(entry.get("msgstr", entry.get("msgstr[0]", [])))
    if "msgctxt" in entry:
        msgid = "".join(entry["msgctxt"]) + "\x04" + msgid
    if msgid == "":
        charset = _PO_CHARSET.search(msgstr)
        if charset and charset.group(1).lower().replace("-", "") != "utf8":
            log.warning("%s: declares %s, read as UTF-8", source, charset.group(1))
    elif msgid in messages:
        raise PoError(f"{where}: msgid {msgid!r} appears twice")
    elif msgstr and "fuzzy" not in flags:
        messages[msgid] = msgstr


def parse_po(text: str, source: str = "<po>") -> dict[str, str]:
    """msgid -> msgstr of a .po text.

    Like msgfmt, it leaves out the header (msgid ""), fuzzy entries and empty
    translations; a msgctxt is joined to its msgid with "\\x04", as gettext does,
    and a plural entry gives its msgstr[0].
    """
    messages: dict[str, str] = {}
    entry: dict[str, list[str]] = {}
    flags: set[str] = set()
    pending_flags: set[str] = set()
    field: str | None = None
    start = 0

    def finish() -> None:
        nonlocal entry, flags, field
        if entry:
            _add_entry(messages, entry, flags, source, start)
        entry, flags, field = {}, set(), None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{source}:{number}"
        if not line:
            continue
        if line.startswith("#"):
            if any(k.startswith("msgstr") for k in entry):
                finish()
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",")}
            continue
        if line.startswith('"'):
            if field is None:
                raise PoError(f"{where}: a string outside an entry")
            entry[field].append(_po_string(line, where))
            continue
        match = _PO_KEYWORD.fullmatch(line)
        if match is None:
            raise PoError(f"{where}: cannot read {line!r}")
        keyword, rest = match.groups()
        if keyword == "msgctxt" or (keyword == "msgid" and set(entry) != {"msgctxt"}):
            finish()
        elif keyword in entry:
            raise PoError(f"{where}: {keyword} twice in one entry")
        if not entry:
            start, flags, pending_flags = number, pending_flags, set()
        field = keyword
        entry[field] = [_po_string(rest, where)]
    finish()
    return messages


def load_po(path: Path) -> dict[str, str]:
    """The messages of one .po file (UTF-8)."""
    return parse_po(path.read_text(encoding="utf-8-sig"), str(path))


def load_po_folder(folder: Path) -> dict[str, str]:
    """The messages of every .po file in `folder`; PoError if two files define one id."""
    messages: dict[str, str] = {}
    origin: dict[str, Path] = {}
    for path in sorted(folder.glob("*.po")):
        for msgid, text in load_po(path).items():
            if msgid in origin:
                raise PoError(f"{path}: {msgid!r} is already defined in {origin[msgid].name}")
            messages[msgid] = text
            origin[msgid] = path
    return messages


# -- Serbian Latin to Cyrillic ---------------------------------------------------

_LETTERS = dict(zip(
    "abcčćdđefghijklmnoprsštuvzžǉǌǆ",
    "абцчћдђефгхијклмнопрсштувзжљњџ",
    strict=True,
))
_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ"}
# Words whose two letters belong to different parts (nad-živeti, in-jekcija):
# prefix of the lower-case word -> index of the first letter of the split pair.
_SPLITS = {"nadž": 2, "podž": 2, "predž": 3, "odžal": 1, "odživ": 1,
           "injek": 1, "konjug": 2, "konjunk": 2, "vanjez": 2}
_SPLIT_EXCEPTIONS = ("nadžak",)
_KEEP = re.compile(r"\{[^{}]*\}")
_KEEP_MARKDOWN = re.compile(r"`+[^`]*`+|<[!/A-Za-z][^>]*>|\]\([^)]*\)|https?://[^\s)>]+"
                            r"|\{[^{}]*\}")
_WORD = re.compile(r"\w+")
_MARK = re.compile(r"\{=([^{}]*)\}")


def _is_latin_only(word: str) -> bool:
    return (word in LATIN_WORDS or "_" in word
            or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word)))


def _cased(cyrillic: str, like: str) -> str:
    return cyrillic.upper() if like != like.lower() else cyrillic


def _word_to_cyrillic(word: str) -> str:
    if _is_latin_only(word):
        return word
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in word)  # same length
    splits = set()
    if not lower.startswith(_SPLIT_EXCEPTIONS):
        splits = {i for prefix, i in _SPLITS.items() if lower.startswith(prefix)}
    out = []
    i = 0
    while i < len(word):
        pair = lower[i:i + 2]
        if pair in _DIGRAPHS and i not in splits:
            out.append(_cased(_DIGRAPHS[pair], word[i]))
            i += 2
            continue
        cyrillic = _LETTERS.get(lower[i])
        out.append(word[i] if cyrillic is None else _cased(cyrillic, word[i]))
        i += 1
    return "".join(out)


def to_cyrillic(text: str, markdown: bool = False) -> str:
    """Serbian Latin text in Serbian Cyrillic (Ljubljana -> Љубљана, NJIVA -> ЊИВА).

    Kept as they are: `{...}` (placeholders and `{=Latin-only}` marks), the
    words of LATIN_WORDS, words with digits or underscores (card codes, ids);
    with `markdown`, also code spans, HTML tags and comments, and link targets.
    """
    keep = _KEEP_MARKDOWN if markdown else _KEEP
    text = unicodedata.normalize("NFC", text)
    out = []
    last = 0
    for match in keep.finditer(text):
        out.append(_WORD.sub(lambda m: _word_to_cyrillic(m.group()), text[last:match.start()]))
        out.append(match.group())
        last = match.end()
    out.append(_WORD.sub(lambda m: _word_to_cyrillic(m.group()), text[last:]))
    return "".join(out)


def unmark(text: str) -> str:
    """The text as shown: `{=UNO}` becomes `UNO`."""
    return _MARK.sub(r"\1", text)


# -- plurals -----------------------------------------------------------------------

def plural_form(lang: str, n: int) -> str:
    """"one", "few" or "many": Serbian has three forms, English one and many."""
    if not lang.startswith("sr"):
        return "one" if n == 1 else "many"
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Serbian form for `n`: 1, 21 -> one; 2-4, 22-24 -> few; else (11-14) many."""
    return dict(zip(PLURAL_FORMS, (one, few, many), strict=True))[plural_form("sr", n)]


# -- catalogues --------------------------------------------------------------------

class _Missing(dict[str, Any]):
    """Format arguments that leave a missing placeholder visible, with a warning."""

    def __init__(self, values: dict[str, Any], msgid: str) -> None:
        super().__init__(values)
        self.msgid = msgid

    def __missing__(self, key: str) -> str:
        log.warning("message %r: no value for {%s}", self.msgid, key)
        return "{" + key + "}"


_CARD_ANIMAL = re.compile(r"(\d\d)([ab])")
_CARD_STANDARD = re.compile(r"(10|[2-9JQKA])([CDHS])")


class Catalogue:
    """The messages of one language; ids it lacks come from `fallback`, then the id."""

    def __init__(self, lang: str, messages: Mapping[str, str],
                 fallback: Catalogue | None = None) -> None:
        self.lang = lang
        self._messages = dict(messages)
        self._fallback = fallback
        self._warned: set[str] = set()

    @property
    def messages(self) -> Mapping[str, str]:
        """This language's own messages, read-only."""
        return MappingProxyType(self._messages)

    def __contains__(self, msgid: object) -> bool:
        return msgid in self._messages

    def __repr__(self) -> str:
        return f"Catalogue({self.lang!r}, {len(self._messages)} messages)"

    def lookup(self, msgid: str) -> str | None:
        """The unformatted text from this catalogue or its fallbacks, or None."""
        text = self._messages.get(msgid)
        if text is None and self._fallback is not None:
            text = self._fallback.lookup(msgid)
            if text is not None:
                self._warn_once(msgid, "%s has no message %r; using %s",
                                self.lang, msgid, self._fallback.lang)
        return text

    def get(self, msgid: str, /, **kwargs: Any) -> str:
        """The text of `msgid` formatted with kwargs; the id itself if nobody has it."""
        text = self.lookup(msgid)
        if text is None:
            self._warn_once(msgid, "%s: no catalogue has message %r", self.lang, msgid)
            return msgid
        return _format(msgid, text, kwargs)

    __call__ = get

    def get_n(self, base: str, n: int, /, **kwargs: Any) -> str:
        """The plural form of `base` for `n` (`base.one`, `.few`, `.many`); {n} is n."""
        kwargs.setdefault("n", n)
        form = plural_form(self.lang, n)
        for msgid in dict.fromkeys((f"{base}.{form}", f"{base}.many")):
            text = self.lookup(msgid)
            if text is not None:
                return _format(msgid, text, kwargs)
        self._warn_once(base, "%s: no catalogue has plural message %r", self.lang, base)
        return base

    def card_name(self, code: str) -> str:
        """The name of a card from its code (`01a`, `cat`, `7H`, `X`)."""
        if code == "cat":
            return self.get("card.cat")
        if code == "X":
            return self.get("card.joker")
        if animal := _CARD_ANIMAL.fullmatch(code):
            return self.get(f"card.animal.{animal[1]}.{animal[2]}")
        if standard := _CARD_STANDARD.fullmatch(code):
            return self.get("card.standard", rank=self.get(f"card.rank.{standard[1]}"),
                            suit=self.get(f"card.suit.{standard[2]}"))
        return self.get(f"card.{code}")

    def _warn_once(self, msgid: str, message: str, *args: object) -> None:
        if msgid not in self._warned:
            self._warned.add(msgid)
            log.warning(message, *args)


def _format(msgid: str, text: str, kwargs: dict[str, Any]) -> str:
    try:
        return text.format_map(_Missing(kwargs, msgid))
    except (AttributeError, IndexError, KeyError, ValueError) as exc:
        log.warning("message %r cannot be formatted: %s", msgid, exc)
        return text


def _check_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")


@functools.cache
def marked_messages(lang: str, directory: Path = CATALOGUE_DIR) -> Mapping[str, str]:
    """A language's messages before `{=...}` marks are removed (sr-Cyrl: derived)."""
    _check_language(lang)
    own = load_po_folder(directory / lang)
    if lang != "sr-Cyrl":
        return MappingProxyType(own)
    derived = {k: to_cyrillic(v) for k, v in marked_messages("sr-Latn", directory).items()}
    derived.update(own)
    return MappingProxyType(derived)


@functools.cache
def catalogue(lang: str = DEFAULT_LANGUAGE) -> Catalogue:
    """The catalogue of `lang`, read once; ValueError for a language not in LANGUAGES."""
    _check_language(lang)
    fallback = None if lang == FALLBACK_LANGUAGE else catalogue(FALLBACK_LANGUAGE)
    messages = {k: unmark(v) for k, v in marked_messages(lang).items()}
    return Catalogue(lang, messages, fallback)


class LiveCatalogue:
    """The catalogue of the language chosen now, asked afresh at every call: a label that
    keeps it (a button's words, made once with its screen) says the new language's words
    as soon as the language changes, on every screen, open or made before the change."""

    def __init__(self, language: Callable[[], str]) -> None:
        self._language = language

    @property
    def current(self) -> Catalogue:
        return catalogue(self._language())

    @property
    def lang(self) -> str:
        return self.current.lang

    def __contains__(self, msgid: object) -> bool:
        return msgid in self.current

    def lookup(self, msgid: str) -> str | None:
        return self.current.lookup(msgid)

    def get(self, msgid: str, /, **kwargs: Any) -> str:
        return self.current.get(msgid, **kwargs)

    __call__ = get

    def get_n(self, base: str, n: int, /, **kwargs: Any) -> str:
        return self.current.get_n(base, n, **kwargs)

    def card_name(self, code: str) -> str:
        return self.current.card_name(code)


# -- rules pages -------------------------------------------------------------------

_LANG_SECTION = re.compile(r"^[ \t]*<!--\s*lang:\s*([\w-]+)\s*-->[ \t]*\n?", re.MULTILINE)
_GAME_ID = re.compile(r"[a-z0-9_]+")


def rules_sections(text: str) -> dict[str, str]:
    """language -> its part of a rules page (between `<!-- lang: xx -->` markers)."""
    marks = list(_LANG_SECTION.finditer(text))
    ends = [m.start() for m in marks[1:]] + [len(text)] if marks else []
    return {m.group(1): text[m.end():end].strip() for m, end in zip(marks, ends, strict=True)}


def rules_page(game_id: str, lang: str, docs_dir: Path | str = DOCS_DIR) -> str:
    """The rules of a game in `lang` as Markdown, from `<docs_dir>/rules/<game_id>.md`.

    sr-Cyrl is the transliterated sr-Latn part unless the page has its own; a
    language the page lacks falls back to en, then sr-Latn. FileNotFoundError
    when the page is missing.
    """
    _check_language(lang)
    if not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    text = (Path(docs_dir) / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    sections = rules_sections(text)
    if not sections:
        part, source = text.strip(), DEFAULT_LANGUAGE
    elif lang in sections:
        part, source = sections[lang], lang
    elif lang == "sr-Cyrl" and "sr-Latn" in sections:
        part, source = sections["sr-Latn"], "sr-Latn"
    else:
        source = next((c for c in (FALLBACK_LANGUAGE, DEFAULT_LANGUAGE) if c in sections),
                      next(iter(sections)))
        log.warning("rules page %s has no %s part; showing %s", game_id, lang, source)
        part = sections[source]
    if lang == "sr-Cyrl" and source == "sr-Latn":
        part = to_cyrillic(part, markdown=True)
    return unmark(part) + "\n"
