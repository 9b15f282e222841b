"""The public API's types hold for a user's script (issue 11, finding 5): ``mypy --strict``
reports each deliberate mistake of tests/typing/mistakes.py at its line, with the error code
its ``# E:`` comment names, and nothing else; and nothing in tests/typing/correct.py, which
uses every public function in the forms its docstring gives."""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

HERE = Path(__file__).parent / "typing"
MARK = re.compile(r"#\s*E:\s*([a-z-]+)\s*$")
REPORT = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+): error: .*\[(?P<code>[a-z-]+)\]$")


def _expected(path: Path) -> set[tuple[str, int, str]]:
    found = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        mark = MARK.search(line)
        if mark:
            found.add((path.name, number, mark.group(1)))
    return found


@pytest.fixture(scope="module")
def reported() -> set[tuple[str, int, str]]:
    # The cache outlives the run (mypy checks it against the sources), so that a second run
    # takes seconds rather than the first run's half a minute.
    cache = Path(tempfile.gettempdir()) / f"hupai-mypy-{sys.version_info[0]}.{sys.version_info[1]}"
    out, err, status = api.run(
        [
            "--strict",
            "--no-error-summary",
            "--hide-error-context",
            "--no-pretty",
            "--show-error-codes",
            "--config-file",
            str(HERE / "mypy.ini"),
            "--cache-dir",
            str(cache),
            str(HERE / "mistakes.py"),
            str(HERE / "correct.py"),
        ]
    )
    assert status in (0, 1) and not err, err
    errors = set()
    for line in out.splitlines():
        found = REPORT.match(line)
        if found:
            errors.add((Path(found["file"]).name, int(found["line"]), found["code"]))
        else:
            assert ": note: " in line, line
    return errors


def test_each_mistake_is_reported_at_its_line(reported: set[tuple[str, int, str]]) -> None:
    expected = _expected(HERE / "mistakes.py")
    assert len(expected) > 60
    missed = sorted(expected - reported)
    assert not missed, f"mistakes mypy let through: {missed}"
    wrong = sorted(e for e in reported - expected if e[0] == "mistakes.py")
    assert not wrong, f"errors on lines that hold no mistake: {wrong}"


def test_correct_uses_pass(reported: set[tuple[str, int, str]]) -> None:
    assert not _expected(HERE / "correct.py")
    assert sorted(e for e in reported if e[0] == "correct.py") == []


# Each native function with a hand it takes; help() reads their signatures from the engine.
NATIVE_CALLS = {
    "is_win": "123m456p789s11222z",
    "wildcards_needed": "123m456p789s1122z",
    "shanten": "23m56m456p789s111z",
    "shanten_by_form": "23m56m456p789s111z",
    "waits": "23m456p789s11122z",
    "useful_tiles": "23m56m456p789s111z",
    "decompositions": "111222333m456p11z",
}


@pytest.mark.parametrize("name", [*NATIVE_CALLS, "score"])
def test_help_shows_the_real_defaults(name: str) -> None:
    import inspect

    import hupai

    function = getattr(hupai, name)
    shown = inspect.signature(function).parameters
    hand, extra = NATIVE_CALLS.get(name, "123m456p789s1122z"), {}
    if name == "score":
        extra = {"win_tile": "2z"}
        assert {p: shown[p].default for p in ("melds", "self_drawn", "seat_wind", "flowers")} == {
            "melds": (),
            "self_drawn": False,
            "seat_wind": "E",
            "flowers": 0,
        }
    plain = function(hand, **extra)
    options = [p for p in shown.values() if p.default is not inspect.Parameter.empty]
    assert options and all(p.default is not None or p.name in _NONE_DEFAULTS for p in options)
    for p in options:
        if p.name not in extra:
            assert function(hand, **extra, **{p.name: p.default}) == plain, p.name


# The parameters whose default is None itself: no wildcard kinds, no tiles seen, the winning
# tile of a hand string, MCR (a signature's defaults can only be literals; on the win and
# analysis functions: no rule set, the forms and wildcards as given), no flipped indicator,
# and the forms' shorthands (None: as forms= says).
_NONE_DEFAULTS = {
    "wildcard_tiles",
    "visible",
    "win_tile",
    "rules",
    "indicator",
    "seven_pairs",
    "thirteen_orphans",
}


def test_the_drop_in_shows_pymahjonggbs_signature() -> None:
    import inspect

    from hupai.compat.mahjonggb import MahjongFanCalculator

    names = list(inspect.signature(MahjongFanCalculator).parameters)
    assert names[:3] == ["pack", "hand", "winTile"] and names[-1] == "verbose"
    assert inspect.signature(MahjongFanCalculator).parameters["verbose"].default is False
