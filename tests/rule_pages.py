"""The shared rule pages (``shared/rules``, copied to ``tests/data/rules``) and a reader of their
``expected`` cells, for the tests of the local rule sets.

An expected cell reads ``平胡+根×2=2番; 2^fan = 4底`` or ``门清+平和+天和=36番, capped 32;
points 34`` or ``七对=16番; points 36 (x2); ghosts as 8p``: the additive fans with their counts,
the 番 (uncapped, then capped where it says so), what one payer owes, and what the wildcards
stood for.
"""

from __future__ import annotations

import csv
import os
import re
from pathlib import Path
from typing import NamedTuple

from hupai.tiles import tile

#: The rule tables the tests read, copied from ``shared/rules`` so that every worked example
#: runs on any clone; test_rule_pages_fresh holds them equal to the shared ones where those
#: lie beside the repository.
COPIED = Path(__file__).resolve().parent / "data" / "rules"


def shared_rules_dir() -> Path | None:
    """The ``shared/rules`` folder: ``$HUPAI_SHARED_RULES``, or the first ``shared/rules``
    above the tests (the repository sits beside ``shared``, or deeper in a worktree); None
    when neither is there."""
    given = os.environ.get("HUPAI_SHARED_RULES")
    if given:
        return Path(given)
    for folder in Path(__file__).resolve().parents:
        candidate = folder / "shared" / "rules"
        if candidate.is_dir():
            return candidate
    return None


def rules_dir() -> Path:
    """Where the tests read the rule tables: ``$HUPAI_SHARED_RULES`` when set (to try other
    pages), else the repository's copies (:data:`COPIED`)."""
    given = os.environ.get("HUPAI_SHARED_RULES")
    return Path(given) if given else COPIED


def read_table(name: str) -> list[dict[str, str]]:
    """The rows of the rule table ``name`` (``mcr2p_fans.tsv``, ...), by column."""
    with (rules_dir() / name).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


class Expected(NamedTuple):
    """What an expected cell says."""

    fans: dict[str, int]
    uncapped: int
    total: int
    points: int | None
    multiplied: int | None
    wildcards: tuple[int, ...] | None
    per_payer_extra: int


_FANS = re.compile(r"^(?P<fans>.*?)=(?P<fan>\d+)番(?:, capped (?P<cap>\d+))?$")
_POINTS = re.compile(r"^(?:base 2\^fan = (?P<a>\d+)|2\^fan = (?P<b>\d+)底|points (?P<c>\d+))")
_TIMES = re.compile(r"\(x(\d+)\)")
_WILDCARDS = re.compile(r"^(?:红中|ghosts|jokers) as (.+)$")
_EXTRA = re.compile(r"\+(\d+)底 per payer")


def parse_expected(cell: str) -> Expected:
    """The parts of an expected cell; ValueError for a part it cannot read."""
    parts = [p.strip() for p in cell.split(";")]
    head = _FANS.match(parts[0])
    if head is None:
        raise ValueError(f"no fans in {cell!r}")
    fans: dict[str, int] = {}
    for item in filter(None, head["fans"].split("+")):
        name, _, times = item.partition("×")
        fans[name] = int(times) if times else 1
    uncapped = int(head["fan"])
    total = int(head["cap"]) if head["cap"] else uncapped
    points = multiplied = wildcards = None
    extra = 0
    for part in parts[1:]:
        if m := _POINTS.match(part):
            points = int(m["a"] or m["b"] or m["c"])
            if t := _TIMES.search(part):
                multiplied = int(t[1])
            if e := _EXTRA.search(part):
                extra = int(e[1])
        elif m := _WILDCARDS.match(part):
            wildcards = tuple(sorted(tile(t) for t in m[1].split(",")))
        else:
            raise ValueError(f"unread part {part!r} of {cell!r}")
    return Expected(fans, uncapped, total, points, multiplied, wildcards, extra)
