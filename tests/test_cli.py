"""The command line: the example, JSON output, and one clear line for bad input."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from hupai.cli import main


def test_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert "123m456p789s1122z + 1 wildcard = 14 tiles" in out
    assert "wins" in out and "wildcards needed: 0" in out


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "123m456p789sEECC", "--wildcards", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result == {
        "hand": "123m456p789s1177z",
        "wildcard_tiles": [],
        "wildcards": 1,
        "tiles": 14,
        "wins": True,
        "wildcards_needed": 0,
    }


def test_hand_that_needs_more(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "123m456p789s1122z", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["wins"] is False and result["wildcards_needed"] == 1


def test_wildcard_tile_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "123m456p789s11225z", "--wildcard-tile", "5z", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["wins"] is True and result["wildcards"] == 1
    assert result["hand"] == "123m456p789s11225z" and result["wildcard_tiles"] == ["5z"]
    assert main(["check", "123m456p789s11225z", "--wildcard-tile", "5z"]) == 0
    assert "123m456p789s11225z (5z wild) + 1 wildcard = 14 tiles" in capsys.readouterr().out
    assert main(["check", "", "--wildcards", "2"]) == 0
    assert "(no tiles) + 2 wildcards = 2 tiles" in capsys.readouterr().out
    assert main(["check", "1111z", "--no-seven-pairs"]) == 0
    assert "wildcards needed: never" in capsys.readouterr().out
    assert main(["check", "1111z", "--wildcards", "1", "--allow-fifth-copy", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["wins"] is True


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "123x"], "'x' at position 3"),
        (["check", "11111m"], "5 copies of 1m"),
        (["check", "11m", "--wildcards", "-2"], "wildcards must be 0 to 136, got -2"),
        (["check", "11m", "--wildcard-tile", "Q"], "Q"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hupai: error: ") and message in lines[0]


def test_terminal_without_unicode() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run(
        [sys.executable, "-m", "hupai.cli", "check"], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert "wins (\\u80e1)" in done.stdout


@pytest.mark.parametrize("module", ["hupai.cli", "hupai"])
def test_console_script_exit_status(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", module, "check", "12"], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stderr.startswith("hupai: error: ")


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    # `hupai score --json | head -c 10`: the pipe is closed before the command writes.
    child = subprocess.Popen(
        [sys.executable, "-m", "hupai.cli", "score", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    err = child.stderr.read().decode()
    child.wait()
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_wildcard_tiles_are_not_counted_twice(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["check", "11m", "--wildcards", "136", "--wildcard-tile", "1m", "--allow-fifth-copy"]
    assert main([*argv, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["wildcards"] == 138 and result["wildcards_needed"] == 2
    assert main(["check", "1m"]) == 0
    assert "1m = 1 tile\n" in capsys.readouterr().out


def test_waits_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "23m456p789s11122z"]) == 0
    assert "waits: 14m (2 kinds)" in capsys.readouterr().out
    assert main(["waits", "23m456p789s11122z", "--visible", "1111m", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == ["4m"]
    assert main(["waits", "123m456p789s11222z"]) == 2
    assert "a hand waiting to draw holds 13" in capsys.readouterr().err


def test_shanten_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shanten", "23m56m456p789s111z", "--forms", "regular", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["shanten"] == 1 and result["useful_copies"] == 24
    assert result["useful"] == {"1m": 4, "2m": 3, "3m": 3, "4m": 4, "5m": 3, "6m": 3, "7m": 4}
    assert main(["shanten", "1122m3344p5566s7z"]) == 0
    out = capsys.readouterr().out
    assert "shanten: 0" in out and "seven_pairs         0" in out and "useful:  7z×3" in out
    assert main(["shanten", "123m", "--forms", "nine_gates"]) == 2


def test_check_all_lists_decompositions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "111222333m456p11z", "--all"]) == 0
    out = capsys.readouterr().out
    assert "decompositions:   2" in out
    assert "1. regular: 111m 222m 333m 456p 11z" in out
    assert "2. regular: 123m 123m 123m 456p 11z" in out


def test_check_all_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "1122m3344p5566s7z", "--wildcards", "1", "--all", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["decompositions"]
    assert [d["form"] for d in found] == ["seven_pairs"]
    assert found[0]["pairs"] == ["1m", "2m", "3p", "4p", "5s", "6s", "7z"]
    assert found[0]["wildcards"] == ["7z"] and found[0]["melds"] == []
    # The forms follow the rule switches, as the verdict does.
    assert (
        main(
            [
                "check",
                "1122m3344p5566s7z",
                "--wildcards",
                "1",
                "--all",
                "--json",
                "--no-seven-pairs",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert result["decompositions"] == [] and result["wins"] is False


def test_check_all_on_a_hand_of_the_wrong_size(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "123m", "--all", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["wins"] is False and result["decompositions"] == []


def test_check_all_lists_the_knitted_forms(capsys: pytest.CaptureFixture[str]) -> None:
    # A knitted straight wins in check as in decompositions and score (issue 11, finding 1).
    assert main(["check", "147m258p369s123m11z", "--all"]) == 0
    out = capsys.readouterr().out
    assert "result:           wins (胡)" in out
    assert "1. knitted_straight: 147m258p369s 123m 11z" in out
    assert main(["check", "147m258p369s123m11z", "--forms", "regular,seven_pairs"]) == 0
    assert "does not win" in capsys.readouterr().out


# Finding 1: check, waits and shanten count the forms every function counts, and --forms
# (with the --no-... shorthands) limits them alike.
def test_check_counts_the_knitted_forms(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "147m258p369s11222z", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["wins"] is True and result["wildcards_needed"] == 0
    assert main(["check", "147m258p369s11222z"]) == 0
    assert "result:           wins (胡)" in capsys.readouterr().out
    assert main(["check", "147m258p369s11222z", "--forms", "regular", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["wins"] is False


def test_waits_command_takes_forms(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "147m258p369s1122z", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == ["1z", "2z"]
    assert main(["waits", "147m258p369s1122z", "--forms", "regular", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == []
    assert main(["waits", "1122m3344p5566s7z", "--no-seven-pairs", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == []


def test_shanten_forms_limit_the_listing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shanten", "147m258p369s1122z", "--forms", "regular", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["by_form"] == {"regular": 6} and result["shanten"] == 6
    assert main(["shanten", "147m258p369s1122z", "--forms", "regular"]) == 0
    out = capsys.readouterr().out
    assert "regular" in out and "knitted_straight" not in out and "seven_pairs" not in out
    assert main(["shanten", "147m258p369s1122z", "--forms", "knitted", "--json"]) == 0
    by_form = json.loads(capsys.readouterr().out)["by_form"]
    assert by_form == {"honors_and_knitted": 2, "knitted_straight": 0}
    assert main(["shanten", "1122m3344p5566s7z", "--no-seven-pairs", "--json"]) == 0
    assert "seven_pairs" not in json.loads(capsys.readouterr().out)["by_form"]


def test_check_all_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "1m", "--wildcards", "13", "--all", "--limit", "3"]) == 2
    assert "more than 3 decompositions; pass a larger --limit" in capsys.readouterr().err
    assert main(["check", "1m", "--wildcards", "1", "--all", "--limit", "1", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["decompositions"]) == 1


def test_shanten_command_checks_forms_and_visible(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["shanten", "23m56m456p789s111z", "--forms", "knitted", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["shanten"] == 5
    for argv in (
        ["shanten", "23m56m456p789s111z4z", "--forms", "bogus"],
        ["shanten", "123m456p789s11z", "--forms", "seven_pairs"],
        ["shanten", "23m56m456p789s111z4z", "--visible", "4444z"],
    ):
        assert main(argv) == 2
        assert capsys.readouterr().err.startswith("hupai: error:")


def test_every_command_reports_the_wildcards_alike(capsys: pytest.CaptureFixture[str]) -> None:
    hand = ["123m456p789s5557z", "--wildcard-tile", "5z", "--json"]
    reports = []
    for command in ("check", "waits", "shanten"):
        assert main([command, *hand]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert [r["wildcard_tiles"] for r in reports] == [["5z"]] * 3
    assert [r["wildcards"] for r in reports] == [3, 3, 3]


def test_limit_needs_all(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "11m", "--limit", "0"]) == 2
    assert "--limit only goes with --all" in capsys.readouterr().err


def test_score_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score"]) == 0
    out = capsys.readouterr().out
    assert "8  花龙 Mixed Straight" in out and "total: 23" in out


def test_score_standing_tiles_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "456p789s5z", "--win", "5z", "--meld", "123m", "--meld", "[EEEE]"]
    assert main([*argv, "--self-drawn", "--flowers", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    fans = {f["en"]: f["count"] for f in result["fans"]}
    assert fans["Concealed Kong"] == 1 and fans["Self-Drawn"] == 1 and fans["Flower Tiles"] == 1
    assert result["total"] == sum(f["total"] for f in result["fans"])
    assert all(f["total"] == f["points"] * f["count"] for f in result["fans"])


def test_score_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "123m456p789s1123z", "--win", "2z"]) == 2
    assert "is not a winning hand" in capsys.readouterr().err
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--seat", "X"]) == 2
    assert capsys.readouterr().err.startswith("hupai: error:")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--win", "2z", "--seat", "X"], "--seat must be a wind"),
        (["--win", "2z", "--round", "Q"], "--round must be a wind"),
        (["--win", "2z", "--flowers", "9"], "--flowers must be 0-8"),
        ([], "give --win to pass standing tiles"),
    ],
)
def test_score_errors_name_the_options(
    options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # The scorer's messages name its Python arguments; the command names its options.
    assert main(["score", "123m456p789s1122z", *options]) == 2
    err = capsys.readouterr().err
    assert message in err and "_wind" not in err and "win_tile" not in err


@pytest.mark.parametrize("flowers", ["\u0663", " 3", "3_0", "8.0", "3 ", "+3"])
def test_flowers_are_ascii_digits_as_in_a_hand_string(
    flowers: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # int() would read Arabic-Indic digits, spaces and underscores, which a hand string's
    # flower count refuses.
    with pytest.raises(SystemExit) as exit_:
        main(["score", "123m456p789s1122z", "--win", "2z", "--flowers", flowers])
    assert exit_.value.code == 2
    assert "argument --flowers: invalid int value" in capsys.readouterr().err
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--flowers", "03"]) == 0


def test_score_options_beside_a_hand_string_are_named_as_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    hand = "[123m,1]456p789s11222z|EE0000|2"
    argv = ["score", hand, "--self-drawn", "--last-tile", "--seat", "S", "--flowers", "3"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "do not also give --self-drawn, --last-tile, --seat, --flowers" in err, err


def test_score_options_need_a_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--win", "2z", "--self-drawn"]) == 2
    assert "give the hand (HAND) with --win, --self-drawn" in capsys.readouterr().err


def test_score_header_reads_back_as_the_same_hand(capsys: pytest.CaptureFixture[str]) -> None:
    # A melded and a concealed kong must not look alike.
    args = ["score", "1m", "--win", "1m", "--meld", "123m", "--meld", "EEEE", "--meld", "[SSSS]"]
    assert main([*args, "--meld", "789p", "--seat", "28", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["hand"] == "[123m,1][EEEE,1][SSSS][789p,1]1m1m|ES0000"
    assert main(["score", shown["hand"], "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == shown["total"]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import hupai

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"hupai {hupai.__version__}\n"


@pytest.mark.parametrize("command", ["check", "waits", "shanten", "score"])
@pytest.mark.parametrize(
    ("bad", "unknown"),
    [(["--bogus"], "--bogus"), (["--bogus", "1"], "--bogus"), (["1z", "2z"], "2z")],
)
def test_a_bad_argument_prints_its_commands_usage(
    command: str, bad: list[str], unknown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Not the top-level usage, which lists the commands and none of their options.
    with pytest.raises(SystemExit) as exit_:
        main([command, *bad])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: hupai {command} [-h]")
    assert f"hupai {command}: error: unrecognized arguments: {unknown}\n" in err
    assert "{check,waits,shanten,score,wall}" not in err


def test_a_bad_top_level_option_prints_the_top_level_usage(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--bogus", "check"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    # argparse wraps a long usage line: compared with its spaces and line breaks as one.
    usage = " ".join(err.split())
    assert usage.startswith(
        "usage: hupai [-h] [--version] {check,waits,shanten,score,wall,paohuzi,serve}"
    )


def test_serve_takes_a_host_and_a_port(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "--host HOST" in out and "--port PORT" in out and "hupai[web]" in out
    for port in ("eighty", "99999", "-1", "０８０８", "²"):
        with pytest.raises(SystemExit) as exit_:
            main(["serve", "--port", port])
        assert exit_.value.code == 2
        assert f"a port is 0 to 65535, not {port!r}" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--host", " "])
    assert exit_.value.code == 2
    assert "a host is a name or an address, not empty" in capsys.readouterr().err


def test_serve_says_when_it_cannot_listen(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"hupai: error: cannot listen on 127.0.0.1:{port}: ")
        assert "in use" in err
    assert main(["serve", "--host", "no-such-host.invalid", "--port", "8000"]) == 2
    assert "cannot listen on no-such-host.invalid:8000: " in capsys.readouterr().err
