"""bench/adapt.py: simulated children against the level that fits them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import adapt

from rules.core import CallUno, Catch, Play, Rng


def test_the_run_ends_with_the_one_line_the_issue_asks_for(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["adapt.py", "evropa_memo", "--child", "easy", "-n", "6",
                                      "--warmup", "2", "--options", "countries=six"])
    adapt.main()
    last = capsys.readouterr().out.splitlines()[-1]
    pattern = (r"adapt evropa_memo child=easy matches=6 child_win=(\S+) low=(\S+) "
               r"high=(\S+)")
    found = re.fullmatch(pattern, last)
    assert found
    win, low, high = (float(v) for v in found.groups())
    assert 0.0 <= low <= win <= high <= 1.0


def test_the_forgetful_child_never_says_uno_nor_catches():
    child = adapt.child("adriatic", "forgetful")
    legal = [CallUno(), Catch(1), Play(("R5",))]
    assert child.react({}, legal, Rng(0)) is None
    view = {"seat": 0, "hand": ["R5", "B2"], "colour": "R", "hand_sizes": [2, 3],
            "teams": [[0], [1]], "turn": 0, "direction": 1, "active": [0, 1], "out": []}
    assert child.choose(view, legal, Rng(0)) == Play(("R5",))


def test_a_progress_line_tells_the_childs_wins_so_far(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["adapt.py", "evropa_memo", "--child", "easy", "-n", "40",
                                      "--warmup", "10", "--options", "countries=six"])
    adapt.main()
    out = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"50 matches strength=\S+ child_win=\S+ of 40", out[0])
    assert out[0].split("child_win=")[1].split()[0] == out[-1].split("child_win=")[1].split()[0]


def test_a_logged_run_taken_up_again_reports_what_an_unbroken_run_reports(tmp_path, monkeypatch,
                                                                          capsys):
    args = ["adapt.py", "adriatic", "--child", "easy", "-n", "4", "--warmup", "2",
            "--options", "deals=single"]
    monkeypatch.setattr(sys, "argv", args)
    adapt.main()
    unbroken = capsys.readouterr().out.splitlines()
    log = tmp_path / "run.jsonl"
    monkeypatch.setattr(sys, "argv", [*args, "--log", str(log)])
    adapt.main()
    lines = log.read_text(encoding="utf-8").splitlines()
    log.write_text("".join(f"{line}\n" for line in lines[:3]) + '{"run": "adri',
                   encoding="utf-8")              # stopped while a fourth was written
    capsys.readouterr()
    adapt.main()
    taken_up = capsys.readouterr().out.splitlines()
    assert taken_up[0] == f"3 matches taken from {log}"
    strip = [line.split(" think_median_s")[0] for line in unbroken]   # times vary
    assert [line.split(" think_median_s")[0] for line in taken_up[1:]] == strip
    assert len(log.read_text(encoding="utf-8").splitlines()) == 6
