"""Set up and run the project from nothing: `python3 dev.py play` or `python3 dev.py test`.

On first use (and whenever pyproject.toml changes) it makes a virtual environment
in .venv and installs the project into it; then it runs the game or the tests.
Standard library only, so it works on a fresh machine with Python 3.11.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
COMMANDS = {
    "play": (".", ["-m", "game"]),
    # The suite runs on every core, a test file to a worker (a file's fixtures are made once).
    "test": (".[dev]", ["-m", "pytest", "-n", "auto", "--dist", "loadfile"]),
}


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_installed(target: str) -> Path:
    """Create .venv and install `target` into it unless it is already current."""
    python = venv_python()
    if not python.exists():
        print("dev.py: creating .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    stamp = VENV / f".installed-{target.strip('.[]') or 'run'}-{digest}"
    if not stamp.exists():
        print(f"dev.py: installing {target} into .venv …", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"],
                       check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-e", target],
                       cwd=ROOT, check=True)
        stamp.touch()
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    target, command = COMMANDS[argv[0]]
    python = ensure_installed(target)
    return subprocess.run([str(python), *command, *argv[1:]], cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
