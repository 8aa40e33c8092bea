"""bench/bots.py: the figures it reports about the bots' strength."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import bots


def test_the_paired_gain_is_a_wins_less_bs_on_the_same_matches():
    won = [bots.Result(w, 0.0) for w in (1, 0, 1, 0, 1, 1)]
    same = [bots.Result(w, 0.0) for w in (0, 0, 1, 1, 0, 1)]
    line = bots.paired("x", won, same)
    assert "b_in_a_seat_win_rate=0.500" in line and "gain=+0.167" in line
    low, high = (float(v) for v in line.split("ci95=[")[1].rstrip("]").split(", "))
    assert low < 0.167 < high


def test_the_wilson_interval_holds_the_rate():
    low, high = bots.wilson(300, 1000)
    assert low == pytest.approx(0.272, abs=0.001) and high == pytest.approx(0.329, abs=0.001)


def test_a_match_is_played_to_its_end_from_the_heros_seat():
    result = bots.play("adriatic", 4, 3, 1, "easy", "normal", {"deals": "single"})
    assert result.win in (0.0, 1.0) and result.think


def test_a_logged_run_taken_up_again_reports_what_an_unbroken_run_reports(tmp_path, monkeypatch,
                                                                          capsys):
    args = ["bots.py", "adriatic", "--a", "easy", "--b", "normal", "-n", "6", "--every", "100",
            "--options", "deals=single"]
    monkeypatch.setattr(sys, "argv", args)
    bots.main()
    unbroken = capsys.readouterr().out.splitlines()
    log = tmp_path / "run.jsonl"
    monkeypatch.setattr(sys, "argv", [*args[:7], "4", *args[8:], "--log", str(log)])
    bots.main()                                  # stopped after four matches ...
    with log.open("a", encoding="utf-8") as cut:
        cut.write('{"run": "adri')               # ... while a fifth was being written
    capsys.readouterr()
    monkeypatch.setattr(sys, "argv", [*args, "--log", str(log)])
    bots.main()
    taken_up = capsys.readouterr().out.splitlines()
    assert taken_up[0] == f"4 matches taken from {log}"
    strip = [line.split(" think_median_s")[0] for line in unbroken]
    assert [line.split(" think_median_s")[0] for line in taken_up[1:]] == strip
    assert len(log.read_text(encoding="utf-8").splitlines()) == 6


def test_a_log_of_another_run_is_refused(tmp_path):
    log = tmp_path / "run.jsonl"
    bots.write_log(log, "uno players=4 hard_vs_normal options=default", 0, bots.Result(1.0, 5.0))
    with pytest.raises(SystemExit, match="another run"):
        bots.read_log(log, "adriatic players=4 hard_vs_normal options=default", [0])
    assert bots.read_log(log, "uno players=4 hard_vs_normal options=default", [0]) == [
        bots.Result(1.0, 5.0)]


def test_options_on_the_command_line_become_the_games_own_values():
    options = bots.parse_options("uno_official", ["deck_size=112", "target=300",
                                                  "stack_draws=true", "jump_in=numbers"])
    assert options == {"deck_size": "112", "target": 300, "stack_draws": True,
                       "jump_in": "numbers"}
    assert bots.parse_options("uno_official", ["target=7"]) == {"target": "7"}
