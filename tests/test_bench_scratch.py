"""The benchmarks keep the app's data in a folder of their own, and leave none behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_in(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "SPECIJALNE_KARTE_HOME"}
    env.update(TMPDIR=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, check=True)


def test_a_memory_run_removes_its_data_folder(tmp_path):
    out = run_in(tmp_path, "bench/memory.py", "--minutes", "0").stdout
    assert out.splitlines()[-1].startswith("memory minutes=")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("bench", ["frames", "memory"])
def test_the_folder_made_at_the_start_is_gone_at_the_end(tmp_path, bench):
    made = run_in(tmp_path, "-c", f"import sys; sys.path.insert(0, 'bench'); import {bench}; "
                  "import os; print(os.environ['SPECIJALNE_KARTE_HOME'])").stdout.split()[-1]
    assert Path(made).parent == tmp_path
    assert not Path(made).exists()
