"""Packaging: build.spec builds an executable that starts, plays a bot match headless
and exits 0, with the data it reads at the paths the game looks for them.

One PyInstaller build per test run, into pytest's tmp folder (about 10 s on top of
the suite, plus the 5 s that 300 frames take at 60 frames a second).
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NAME = "specijalne-karte"
BUILD_TIMEOUT_S = 900
RUN_TIMEOUT_S = 120
LOG_TAIL_LINES = 40
BENCH_LINE = re.compile(
    r"^frames=\d+ p50_ms=[\d.]+ p95_ms=[\d.]+ p99_ms=[\d.]+ max_ms=[\d.]+ first_frame_s=[\d.]+$",
    re.MULTILINE,
)

# What the game reads at run time, by its path relative to the folder above `game/`.
DATA = (
    "art/fonts/*.ttf",
    "art/cards/animals/*.svg",
    "art/layouts/*.tmx",
    "sounds/*.wav",
    "docs/rules/*.md",
    "game/i18n/*/*.po",
)
NOT_SHIPPED = ("tests", "tools", "bench", ".venv", "dev.py", "pyproject.toml")


def tail(text: str, lines: int = LOG_TAIL_LINES) -> str:
    return "\n".join(text.splitlines()[-lines:])


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder build made from build.spec; fails with PyInstaller's last lines."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is not installed: install the dev extra (pip install -e '.[dev]')",
                    pytrace=False)
    out = tmp_path_factory.mktemp("pyinstaller")
    command = [sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
               "--distpath", str(out / "dist"), "--workpath", str(out / "build")]
    try:
        result = subprocess.run(command, cwd=out, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, timeout=BUILD_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as e:
        output = e.stdout.decode(errors="replace") if e.stdout else ""
        pytest.fail(f"PyInstaller took over {BUILD_TIMEOUT_S} s; its last lines:\n{tail(output)}",
                    pytrace=False)
    if result.returncode != 0:
        pytest.fail(f"PyInstaller exited {result.returncode}; its last lines:\n"
                    f"{tail(result.stdout)}", pytrace=False)
    return out / "dist" / NAME


def run(bundle: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SPECIJALNE_KARTE_HOME": str(home)}
    env.pop("SK_DEBUG", None)
    executable = bundle / (NAME + (".exe" if sys.platform == "win32" else ""))
    return subprocess.run([str(executable), *args], cwd=home, env=env, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT_S, check=False)


def test_the_bundle_holds_the_data_where_the_game_looks_for_it(bundle):
    contents = bundle / "_internal"
    for pattern in DATA:
        wanted = sorted(p.relative_to(ROOT) for p in ROOT.glob(pattern))
        assert wanted, f"no {pattern} in the checkout"
        shipped = sorted(p.relative_to(contents) for p in contents.glob(pattern))
        assert shipped == wanted, pattern
    for name in NOT_SHIPPED:
        assert not (contents / name).exists(), f"{name} must not be in the bundle"


def test_a_bot_match_plays_and_the_bench_line_is_printed(bundle, tmp_path):
    result = run(bundle, tmp_path, "--demo", "crni_petar", "--frames", "300", "--bench")
    assert result.returncode == 0, tail(result.stderr)
    assert result.stderr == ""
    assert BENCH_LINE.search(result.stdout), result.stdout
    assert (tmp_path / "settings.json").is_file()


def test_without_bench_nothing_is_printed(bundle, tmp_path):
    result = run(bundle, tmp_path, "--lang", "sr-Cyrl", "--demo", "crni_petar",
                 "--players", "4", "--frames", "30")
    assert result.returncode == 0, tail(result.stderr)
    assert (result.stdout, result.stderr) == ("", "")
