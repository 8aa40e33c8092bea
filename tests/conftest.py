"""Shared helpers: every test's own user data folder, and stacking a deck so that each
seat is dealt the hand a test names."""

from __future__ import annotations

import os

import pytest

from rules.decks import stack  # noqa: F401  (the tests import it from here)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings, saves and records of a test go to its own folder (returned), never the
    user's."""
    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    return tmp_path
