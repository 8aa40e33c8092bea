"""Settings, statistics, best results, the atlas's mastery and the autosave, as JSON.

The files live in the platform's user data folder, or in `$SPECIJALNE_KARTE_HOME` when
that is set (tests and tools use it). Every write is atomic (temp file, fsync, replace),
so a crash never leaves half a file. Every read survives damage: a file that is not
valid JSON, or not the right shape, is moved aside to `NAME.damaged-YYYYmmdd-HHMMSS`
(never deleted), whatever could be saved from it is kept, and a problem is recorded in
`Storage.problems` as (message id, file name) for the front end to show once; so is a
folder or an unreadable file where one of ours should be. A folder that cannot be
created or written leaves everything working in memory. Temp files that a killed write
left behind are deleted at the next start. Files are only ever JSON, checked field by
field: never pickle, never eval.

No pygame here: the front end, the tools and the tests all use this module.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import json
import logging
import math
import os
import stat
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from rules import GAMES
from rules.atlas import Mastery

from .i18n import LANGUAGES
from .setup import GENDERS, MAX_SEATS, clean_name

logger = logging.getLogger(__name__)

APP_NAME = "specijalne-karte"
HOME_ENV = "SPECIJALNE_KARTE_HOME"

SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
MATCH_FILE = "autosave.json"
RECORDS_FILE = "records.json"
MASTERY_FILE = "atlas.json"

STATS_VERSION = 1
MATCH_VERSION = 1
RECORDS_VERSION = 1

DAMAGED_SETTINGS = "storage.damaged_settings"
DAMAGED_STATS = "storage.damaged_stats"
DAMAGED_SAVE = "storage.damaged_save"
NOT_WRITABLE = "storage.not_writable"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "reduced")
MAX_WINDOW_SIDE = 16384
MEMO_PAUSES = (1.0, 1.5, 2.5, 4.0)   # seconds two unmatched Memo cards stay open
MAX_SAVED_INT = 2**53
STALE_TEMP_S = 600   # a temp file this old is what a killed write left behind
# A file bigger than this is not ours: the longest save is a few hundred kilobytes
# (20,000 moves), and reading a huge one would stall the start or exhaust memory.
MAX_FILE_BYTES = 8 * 1024 * 1024


def default_root() -> Path:
    """The folder for our files: `$SPECIJALNE_KARTE_HOME` if set, else the user data dir."""
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


# --------------------------------------------------------------------------
# Settings: one dataclass, and one check per field so a bad value costs only itself.


@dataclass
class Settings:
    """What the player chose in the options screen and the match setup."""

    language: str = "sr-Latn"
    volume: float = 0.8
    muted: bool = False
    animation: str = "normal"
    highlight_playable: bool = True
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    last_game: str = next(iter(GAMES))    # the first game registered, until one is chosen
    last_setup: dict[str, dict] = field(default_factory=dict)
    tutorial_seen: list[str] = field(default_factory=list)
    # the names last typed for the seats, by seat: {"name", "gender"} (pass-and-play)
    player_names: list[dict[str, str]] = field(default_factory=list)
    # each game's own settings under its id (the atlas's under ATLAS): name -> value
    games: dict[str, dict[str, Any]] = field(default_factory=dict)

    def of(self, owner: str, name: str) -> Any:
        """The setting `name` (of GAME_SETTINGS) of the game `owner`, or its default."""
        return self.games.get(owner, {}).get(name, GAME_SETTINGS[name][0])

    def put(self, owner: str, name: str, value: Any) -> None:
        self.games.setdefault(owner, {})[name] = value

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (window_size as a list), a copy the caller may change."""
        data = dataclasses.asdict(self)
        if isinstance(data["window_size"], tuple):
            data["window_size"] = list(data["window_size"])
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any],
                  owners: Mapping[str, Sequence[str]] | None = None) -> tuple[Settings, list[str]]:
        """Settings from loaded JSON, and the names of the fields whose value was bad.

        An unknown key is dropped quietly (an older or newer version may have it); a bad
        value falls back to that field's default, or for the list and dict fields keeps
        only the good entries. An older version's flat key (FLAT_SETTINGS) becomes the
        setting of every game that has it, by `owners` (setting name -> game ids), where
        the game has none of its own yet."""
        defaults = cls()
        values: dict[str, Any] = {}
        bad: list[str] = []
        flat: dict[str, Any] = {}
        for name, value in data.items():
            if name in FLAT_SETTINGS:
                flat[name] = value
                continue
            check = _FIELD_CHECKS.get(name) if isinstance(name, str) else None
            if check is None:
                logger.info("dropping unknown setting %r", name)
                continue
            try:
                cleaned, clean = check(value)
            except _Invalid:
                cleaned, clean = copy.deepcopy(getattr(defaults, name)), False
            values[name] = cleaned
            if not clean:
                bad.append(name)
        games = values.setdefault("games", {})
        for name, value in flat.items():
            setting = FLAT_SETTINGS[name]
            try:
                cleaned, _ = GAME_SETTINGS[setting][1](value)
            except _Invalid:
                bad.append(name)
                continue
            for owner in (owners or {}).get(setting, ()):
                games.setdefault(owner, {}).setdefault(setting, cleaned)
        return cls(**values), bad


class _Invalid(ValueError):
    """A settings value of the wrong type or outside what its field allows."""


# A check returns (the value to use, whether the value was entirely good) or raises
# _Invalid, which means "use the default".
_Check = Callable[[Any], tuple[Any, bool]]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _choice(allowed: tuple[str, ...]) -> _Check:
    def check(value: Any) -> tuple[Any, bool]:
        if isinstance(value, str) and value in allowed:
            return value, True
        raise _Invalid(value)

    return check


def _flag(value: Any) -> tuple[Any, bool]:
    if isinstance(value, bool):
        return value, True
    raise _Invalid(value)


def _volume(value: Any) -> tuple[Any, bool]:
    if (_is_int(value) or isinstance(value, float)) and math.isfinite(value) and 0 <= value <= 1:
        return float(value), True
    raise _Invalid(value)


def _window_size(value: Any) -> tuple[Any, bool]:
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(_is_int(side) and 0 < side <= MAX_WINDOW_SIDE for side in value)
    ):
        return (value[0], value[1]), True
    raise _Invalid(value)


def _memo_pause(value: Any) -> tuple[Any, bool]:
    if (_is_int(value) or isinstance(value, float)) and value in MEMO_PAUSES:
        return float(value), True
    raise _Invalid(value)


def _game_id(value: Any) -> tuple[Any, bool]:
    if isinstance(value, str) and value:
        return value, True
    raise _Invalid(value)


def _last_setup(value: Any) -> tuple[Any, bool]:
    if not isinstance(value, dict):
        raise _Invalid(value)
    kept: dict[str, dict] = {}
    for game_id, setup in value.items():
        if isinstance(game_id, str) and game_id and isinstance(setup, dict):
            with contextlib.suppress(TypeError, ValueError):
                kept[game_id] = _plain(setup)
    return kept, len(kept) == len(value)


def _tutorial_seen(value: Any) -> tuple[Any, bool]:
    if not isinstance(value, list):
        raise _Invalid(value)
    kept: list[str] = []
    for item in value:
        if isinstance(item, str) and item and item not in kept:
            kept.append(item)
    return kept, all(isinstance(item, str) and item for item in value)


def _games(value: Any) -> tuple[Any, bool]:
    """Each game's own settings; a bad value is dropped (its default counts), so the
    game's other settings and the other games keep theirs."""
    if not isinstance(value, dict):
        raise _Invalid(value)
    kept: dict[str, dict[str, Any]] = {}
    clean = True
    for owner, settings in value.items():
        if not (isinstance(owner, str) and owner and isinstance(settings, dict)):
            clean = False
            continue
        kept[owner] = {}
        for name, setting in settings.items():
            known = GAME_SETTINGS.get(name) if isinstance(name, str) else None
            if known is None:
                logger.info("dropping unknown setting %r of %r", name, owner)
                continue
            try:
                kept[owner][name] = known[1](setting)[0]
            except _Invalid:
                clean = False
    return kept, clean


def _player_names(value: Any) -> tuple[Any, bool]:
    """Each seat's remembered name; a bad entry becomes an empty one in its place, so the
    other seats keep theirs."""
    if not isinstance(value, list):
        raise _Invalid(value)
    kept: list[dict[str, str]] = []
    for entry in value[:MAX_SEATS]:
        name = entry.get("name") if isinstance(entry, dict) else None
        gender = entry.get("gender") if isinstance(entry, dict) else None
        good = isinstance(name, str) and name == clean_name(name) and gender in GENDERS
        kept.append({"name": name, "gender": gender} if good else {"name": "", "gender": "m"})
    return kept, kept == value


_FIELD_CHECKS: dict[str, _Check] = {
    "language": _choice(LANGUAGES),
    "volume": _volume,
    "muted": _flag,
    "animation": _choice(ANIMATION_SPEEDS),
    "highlight_playable": _flag,
    "fullscreen": _flag,
    "window_size": _window_size,
    "last_game": _game_id,
    "last_setup": _last_setup,
    "tutorial_seen": _tutorial_seen,
    "player_names": _player_names,
    "games": _games,
}


# A game's own settings, under its id in Settings.games: each by its name, with its default
# and its check. A table record names the settings its game has; the atlas, which has no
# table, has ATLAS_SETTINGS under ATLAS.
GAME_SETTINGS: dict[str, tuple[Any, _Check]] = {
    "pause": (1.5, _memo_pause),    # Memo: how long a child sees two cards that are no pair
    "clock": (False, _flag),        # Memo alone: show the time (never unless asked for)
    "auto_uno": (False, _flag),     # UNO games: the table says "UNO" for the youngest
    "pictures": (False, _flag),     # the atlas's quizzes answer with flags and outlines
}
ATLAS, ATLAS_SETTINGS = "atlas", ("pictures",)
# An older version's settings were flat, one key each: now the setting of that name.
FLAT_SETTINGS = {"memo_pause": "pause", "memo_clock": "clock", "auto_uno": "auto_uno",
                 "atlas_pictures": "pictures"}


def _dumps(doc: Any) -> str:
    """The file text for `doc`; TypeError or ValueError if it is not plain JSON data."""
    return json.dumps(doc, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def _plain(doc: Any) -> Any:
    """A deep copy of `doc` as plain JSON data (tuples become lists, and so on)."""
    return json.loads(_dumps(doc))


# --------------------------------------------------------------------------
# Statistics: {"version": 1, "games": {game id: {"played", "won", "by_players"}}}
# where by_players maps the player count, as a string, to {"played", "won"}; and the
# fitting level's "fit" (below).


def _clean_count(entry: Any) -> dict[str, int] | None:
    """{"played", "won"} if `entry` is a sane pair of counts, else None."""
    if not isinstance(entry, dict):
        return None
    played, won = entry.get("played"), entry.get("won")
    if _is_int(played) and _is_int(won) and 0 <= won <= played:
        return {"played": played, "won": won}
    return None


def _clean_stats(doc: Any) -> tuple[dict[str, dict], bool]:
    """The game entries that survive in a stats document, and whether nothing was lost."""
    if not isinstance(doc, dict) or doc.get("version") != STATS_VERSION:
        return {}, False
    games = doc.get("games")
    if not isinstance(games, dict):
        return {}, False
    kept: dict[str, dict] = {}
    clean = True
    for game_id, entry in games.items():
        counts = _clean_count(entry) if isinstance(game_id, str) and game_id else None
        by_players = entry.get("by_players", {}) if counts is not None else None
        if counts is None or not isinstance(by_players, dict):
            clean = False
            continue
        counts_by_players: dict[str, dict[str, int]] = {}
        for players, pair in by_players.items():
            pair_counts = _clean_count(pair)
            if isinstance(players, str) and players.isdigit() and pair_counts is not None:
                counts_by_players[str(int(players))] = pair_counts
            else:
                clean = False
        kept[game_id] = {**counts, "by_players": counts_by_players}
    return kept, clean


def _stats_doc(games: dict[str, dict], fit: dict[str, dict]) -> dict[str, Any]:
    doc: dict[str, Any] = {"version": STATS_VERSION, "games": games}
    if fit:
        doc["fit"] = fit
    return doc


# The level that fits the people (rules/bots/adaptive.py) keeps, beside the counts, a
# key of its own: {"fit": {game id: {"strength": 0..1, "matches": n}}}, the strength it
# reached by the matches the people played against it, and how many they were.


def _clean_fit(doc: Any) -> tuple[dict[str, dict], bool]:
    """The games' fitted strengths that survive in a stats document, and whether
    nothing was lost (a document without them has lost nothing)."""
    entries = doc.get("fit", {}) if isinstance(doc, dict) else None
    if not isinstance(entries, dict):
        return {}, False
    kept: dict[str, dict] = {}
    clean = True
    for game_id, entry in entries.items():
        strength = entry.get("strength") if isinstance(entry, dict) else None
        matches = entry.get("matches") if isinstance(entry, dict) else None
        if (isinstance(game_id, str) and game_id and isinstance(strength, int | float)
                and not isinstance(strength, bool) and 0.0 <= strength <= 1.0
                and _is_int(matches) and matches >= 0):
            kept[game_id] = {"strength": float(strength), "matches": matches}
        else:
            clean = False
    return kept, clean


# --------------------------------------------------------------------------
# Best results of a player alone: {"version": 1, "games": {game id: {key: {"moves",
# "seconds"}}}}, the key naming what was played (a Memo grid's set of countries). The
# fewest moves and the shortest time are kept apart: each is a record of its own.


def _clean_best(entry: Any) -> dict[str, int] | None:
    """{"moves", "seconds"} if `entry` holds two sane whole counts, else None."""
    if not isinstance(entry, dict):
        return None
    moves, seconds = entry.get("moves"), entry.get("seconds")
    if _is_int(moves) and _is_int(seconds) and moves >= 0 and seconds >= 0:
        return {"moves": moves, "seconds": seconds}
    return None


def _clean_records(doc: Any) -> tuple[dict[str, dict[str, dict]], bool]:
    """The records that survive in a records document, and whether nothing was lost."""
    if not isinstance(doc, dict) or doc.get("version") != RECORDS_VERSION \
            or not isinstance(doc.get("games"), dict):
        return {}, False
    kept: dict[str, dict[str, dict]] = {}
    clean = True
    for game_id, keys in doc["games"].items():
        if not (isinstance(game_id, str) and game_id and isinstance(keys, dict)):
            clean = False
            continue
        for key, entry in keys.items():
            best = _clean_best(entry) if isinstance(key, str) and key else None
            if best is None:
                clean = False
            else:
                kept.setdefault(game_id, {})[key] = best
    return kept, clean


def _sane_numbers(doc: Any) -> bool:
    """Whether every whole number in `doc` is one a float holds exactly (|n| <= 2**53):
    no save of ours has bigger ones, and code reading a save may turn one into a float."""
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif _is_int(item) and abs(item) > MAX_SAVED_INT:
            return False
    return True


# --------------------------------------------------------------------------
# The storage folder.


class _Absent:
    """Marks a file that does not exist (on disk, or any more in memory)."""

    def __repr__(self) -> str:
        return "ABSENT"

    def __deepcopy__(self, memo: dict[int, Any]) -> _Absent:
        return self


_ABSENT = _Absent()


class Storage:
    """Our files in one folder, read defensively, written atomically.

    When the folder cannot be created or written, the problem is logged and reported
    once, and writes from then on are kept in memory for the rest of the session.
    """

    def __init__(self, root: Path | None = None,
                 owners: Mapping[str, Sequence[str]] | None = None) -> None:
        self.root: Path = Path(root) if root is not None else default_root()
        # setting name -> the games that have it (so that old flat settings find them)
        self.owners = owners
        self.problems: list[tuple[str, str]] = []
        self.writable: bool = True
        # Files that now live in memory: their JSON document, or _ABSENT when cleared.
        self._memory: dict[str, Any] = {}
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(dir=self.root, prefix=".probe.", suffix=".tmp")
            os.close(fd)
            os.unlink(probe)
        except OSError as exc:
            self._go_in_memory(exc)
        else:
            self._remove_stale_temps()

    def check(self) -> None:
        """Read every file once, so that damage anywhere is set aside and reported at
        start (and told once), not in the middle of a match."""
        self.load_settings()
        self._load_stats()
        self._load_records()
        self.load_mastery()
        self.load_match()

    # -- settings ----------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults; bad fields fall back one by one."""
        doc = self._load(SETTINGS_FILE, DAMAGED_SETTINGS)
        if doc is _ABSENT:
            return Settings()
        if not isinstance(doc, dict):
            self._set_aside(SETTINGS_FILE, DAMAGED_SETTINGS, "not a JSON object")
            return Settings()
        settings, bad = Settings.from_dict(doc, self.owners)
        if bad:
            self._set_aside(SETTINGS_FILE, DAMAGED_SETTINGS, "bad " + ", ".join(bad))
            self._write(SETTINGS_FILE, settings.to_dict())
        elif self.owners is not None and FLAT_SETTINGS.keys() & doc.keys():
            self._write(SETTINGS_FILE, settings.to_dict())     # an older file, moved on
        return settings

    def save_settings(self, settings: Settings) -> None:
        """Write the settings; a bad value is logged and saved as its default."""
        cleaned, bad = Settings.from_dict(settings.to_dict())
        if bad:
            logger.warning("saving defaults for the bad settings %s", ", ".join(bad))
        self._write(SETTINGS_FILE, cleaned.to_dict())

    # -- statistics --------------------------------------------------------

    def record_result(self, game_id: str, players: int, won: bool) -> None:
        """Count one finished match of `game_id` with `players` seats, won or not."""
        if not isinstance(game_id, str) or not game_id:
            raise ValueError(f"bad game id {game_id!r}")
        if not _is_int(players) or players < 1:
            raise ValueError(f"bad player count {players!r}")
        games, fit = self._load_stats_doc()
        entry = games.setdefault(game_id, {"played": 0, "won": 0, "by_players": {}})
        pair = entry["by_players"].setdefault(str(players), {"played": 0, "won": 0})
        for counts in (entry, pair):
            counts["played"] += 1
            counts["won"] += int(bool(won))
        self._write(STATS_FILE, _stats_doc(games, fit))

    def fitted(self, game_id: str) -> dict[str, Any] | None:
        """{"strength", "matches"} the fitting level reached in `game_id`, or None."""
        entry = self._load_stats_doc()[1].get(game_id)
        return dict(entry) if entry is not None else None

    def record_fitted(self, game_id: str, strength: float) -> None:
        """Keep the fitting level's strength in `game_id` after one more match."""
        if not isinstance(game_id, str) or not game_id:
            raise ValueError(f"bad game id {game_id!r}")
        if not 0.0 <= strength <= 1.0:
            raise ValueError(f"bad strength {strength!r}")
        games, fit = self._load_stats_doc()
        matches = fit.get(game_id, {}).get("matches", 0) + 1
        fit[game_id] = {"strength": float(strength), "matches": matches}
        self._write(STATS_FILE, _stats_doc(games, fit))

    def stats(self) -> dict[str, Any]:
        """{"games": {id: {"played", "won", "by_players": {n: {"played", "won"}}}},
        "total": {"played", "won"}}, a fresh copy; player counts are ints."""
        games = self._load_stats()
        result: dict[str, Any] = {}
        for game_id, entry in sorted(games.items()):
            by_players = {
                int(n): dict(pair)
                for n, pair in sorted(entry["by_players"].items(), key=lambda kv: int(kv[0]))
            }
            result[game_id] = {"played": entry["played"], "won": entry["won"],
                               "by_players": by_players}
        total = {
            "played": sum(entry["played"] for entry in games.values()),
            "won": sum(entry["won"] for entry in games.values()),
        }
        return {"games": result, "total": total}

    def _load_stats(self) -> dict[str, dict]:
        return self._load_stats_doc()[0]

    def _load_stats_doc(self) -> tuple[dict[str, dict], dict[str, dict]]:
        """The counts per game and the fitted strengths per game; what is damaged is
        set aside and the rest kept."""
        doc = self._load(STATS_FILE, DAMAGED_STATS)
        if doc is _ABSENT:
            return {}, {}
        games, clean = _clean_stats(doc)
        ours = isinstance(doc, dict) and doc.get("version") == STATS_VERSION
        fit, fit_clean = _clean_fit(doc) if ours else ({}, True)
        if not (clean and fit_clean):
            self._set_aside(STATS_FILE, DAMAGED_STATS, "not the statistics shape")
            if games or fit:
                self._write(STATS_FILE, _stats_doc(games, fit))
        return games, fit

    # -- best results --------------------------------------------------------

    def record_best(self, game_id: str, key: str, moves: int, seconds: float) -> dict[str, bool]:
        """Keep a finished solo match if it beats the best of `game_id` at `key`; which
        records it set: {"moves": fewer moves, "seconds": less time} (the first result
        sets both). Seconds are kept whole."""
        if not isinstance(game_id, str) or not game_id or not isinstance(key, str) or not key:
            raise ValueError(f"bad game id or key {game_id!r}, {key!r}")
        if not _is_int(moves) or moves < 0:
            raise ValueError(f"bad move count {moves!r}")
        if not isinstance(seconds, (int, float)) or not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"bad time {seconds!r}")
        records = self._load_records()
        old = records.get(game_id, {}).get(key)
        whole = round(seconds)
        beaten = {"moves": old is None or moves < old["moves"],
                  "seconds": old is None or whole < old["seconds"]}
        if any(beaten.values()):
            records.setdefault(game_id, {})[key] = {
                "moves": moves if beaten["moves"] else old["moves"],
                "seconds": whole if beaten["seconds"] else old["seconds"]}
            self._write(RECORDS_FILE, {"version": RECORDS_VERSION, "games": records})
        return beaten

    def best(self, game_id: str, key: str) -> dict[str, int] | None:
        """{"moves", "seconds"}: the best of `game_id` at `key`, or None before the first."""
        entry = self._load_records().get(game_id, {}).get(key)
        return dict(entry) if entry is not None else None

    def _load_records(self) -> dict[str, dict[str, dict]]:
        doc = self._load(RECORDS_FILE, DAMAGED_STATS)
        if doc is _ABSENT:
            return {}
        records, clean = _clean_records(doc)
        if not clean:
            self._set_aside(RECORDS_FILE, DAMAGED_STATS, "not the records shape")
            if records:
                self._write(RECORDS_FILE, {"version": RECORDS_VERSION, "games": records})
        return records

    # -- what the atlas knows a child knows ------------------------------------

    def load_mastery(self) -> Mastery:
        """The atlas's boxes per country and skill (rules/atlas.py); a damaged file is
        set aside like the statistics, and what was good in it is kept."""
        doc = self._load(MASTERY_FILE, DAMAGED_STATS)
        if doc is _ABSENT:
            return Mastery()
        mastery, clean = Mastery.from_dict(doc)
        if not clean:
            self._set_aside(MASTERY_FILE, DAMAGED_STATS, "not the atlas's shape")
            if mastery.to_dict() != Mastery().to_dict():
                self._write(MASTERY_FILE, mastery.to_dict())
        return mastery

    def save_mastery(self, mastery: Mastery) -> None:
        self._write(MASTERY_FILE, mastery.to_dict())

    def record_sighting(self, iso: str) -> None:
        """A found pair of `iso` in the Memo or in Pokrij par."""
        mastery = self.load_mastery()
        mastery.sighting(iso)
        self.save_mastery(mastery)

    # -- autosave ----------------------------------------------------------

    def save_match(self, data: dict) -> None:
        """Keep the match in progress; `data` must be plain JSON data (else TypeError
        or ValueError, and nothing is written)."""
        if not isinstance(data, dict):
            raise TypeError(f"a match save is a dict, not {type(data).__name__}")
        saved_at = datetime.now(UTC).isoformat(timespec="seconds")
        self._write(MATCH_FILE, {"version": MATCH_VERSION, "saved_at": saved_at,
                                 "match": data})

    def load_match(self) -> dict | None:
        """The match given to the last `save_match`, or None if there is none (or it
        was damaged, in which case it is set aside and reported)."""
        doc = self._load(MATCH_FILE, DAMAGED_SAVE)
        if doc is _ABSENT:
            return None
        if (
            not isinstance(doc, dict)
            or doc.get("version") != MATCH_VERSION
            or not isinstance(doc.get("match"), dict)
            or not _sane_numbers(doc)
        ):
            self._set_aside(MATCH_FILE, DAMAGED_SAVE, "not an autosave")
            return None
        return doc["match"]

    def clear_match(self) -> None:
        """Forget the match in progress (it ended, or the player left it)."""
        self._remove(MATCH_FILE)

    def set_aside_match(self, reason: str) -> None:
        """Move away an autosave the rules could not resume, and report it like damage."""
        if self._load(MATCH_FILE, DAMAGED_SAVE) is not _ABSENT:
            self._set_aside(MATCH_FILE, DAMAGED_SAVE, reason)

    # -- files -------------------------------------------------------------

    def _report(self, message: str, name: str) -> None:
        if (message, name) not in self.problems:
            self.problems.append((message, name))

    def _go_in_memory(self, exc: OSError) -> None:
        if self.writable:
            logger.warning("cannot write to %s (%s); keeping everything in memory",
                           self.root, exc)
        self.writable = False
        self._report(NOT_WRITABLE, str(self.root))

    def _load(self, name: str, message: str) -> Any:
        """The parsed JSON of file `name`, or _ABSENT if it is missing or not JSON."""
        if name in self._memory:
            return copy.deepcopy(self._memory[name])
        path = self.root / name
        try:
            about = path.stat()
            if stat.S_ISFIFO(about.st_mode) or stat.S_ISCHR(about.st_mode):
                # a pipe or a device (a link to /dev/zero) would be read for ever
                self._set_aside(name, message, "not a plain file")
                return _ABSENT
            if about.st_size > MAX_FILE_BYTES:
                self._set_aside(name, message, f"bigger than {MAX_FILE_BYTES} bytes")
                return _ABSENT
            raw = path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return _ABSENT
        except OSError as exc:
            # A folder in its place, or a file we may not read: moved aside like damage,
            # so that the next write neither fails nor replaces what we could not read.
            self._set_aside(name, message, f"cannot be read: {exc}")
            return _ABSENT
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            self._set_aside(name, message, f"not JSON: {exc}")
            return _ABSENT

    def _set_aside(self, name: str, message: str, reason: str) -> None:
        """Move a damaged file out of the way, keep it, and report it.

        If it cannot be moved, it stays untouched on disk and the file lives in
        memory from now on, so no later write overwrites the evidence."""
        self._report(message, name)
        if name in self._memory:
            self._memory[name] = _ABSENT
            return
        path = self.root / name
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{name}.damaged-{stamp}")
        serial = 1
        while target.exists():
            target = path.with_name(f"{name}.damaged-{stamp}-{serial}")
            serial += 1
        try:
            os.replace(path, target)
        except OSError as exc:
            logger.warning("%s is damaged (%s) and cannot be moved aside (%s)",
                           path, reason, exc)
            self._memory[name] = _ABSENT
            return
        logger.warning("%s is damaged (%s); kept it as %s", path, reason, target.name)

    def _remove_stale_temps(self) -> None:
        """Delete temp files of writes that a killed process never finished. Only old
        ones: a fresh one may be another running copy's write in progress."""
        cutoff = datetime.now().timestamp() - STALE_TEMP_S
        for path in self.root.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < cutoff:
                    path.unlink()

    def _write(self, name: str, doc: Any) -> None:
        text = _dumps(doc)
        if self.writable and name not in self._memory:
            try:
                _atomic_write(self.root / name, text.encode("utf-8"))
                return
            except OSError as exc:
                self._go_in_memory(exc)
        self._memory[name] = json.loads(text)

    def _remove(self, name: str) -> None:
        if self.writable and name not in self._memory:
            try:
                (self.root / name).unlink(missing_ok=True)
                return
            except OSError as exc:
                self._go_in_memory(exc)
        self._memory[name] = _ABSENT


def _atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves the old file or the new, whole."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    # Make the rename itself durable where the platform lets us open a folder.
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
