"""The worked examples of the two-player pages (``mcr2p_fans.tsv``, ``mcr2p_v3_fans.tsv``):
each row's hand as a :class:`TwoPlayerRequest` and its expected fans and total, for the
tests of every two-player scorer.

An ``expected`` cell reads ``清龙+天听+混一色+花牌×3=42``: fans by Chinese name with a count
after ``×`` where it is above 1, then the total.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rule_pages import read_table

from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring.example_notation import parse_example
from hupai.scoring.mcr2p_request import DECLARED, HEAVENLY, NOT_READY, TwoPlayerRequest
from hupai.tiles import EAST, WEST, tile, to_counts

#: Each preset's page.
PAGES = {"mcr2p_fans.tsv": MCR_2P, "mcr2p_v3_fans.tsv": MCR_2P_V3}
_READY = {None: NOT_READY, "declared": DECLARED, "heavenly": HEAVENLY}
_FAN = re.compile(r"^(?P<name>[^×]+)(?:×(?P<count>\d+))?$")


class Row(NamedTuple):
    """One worked example: where it is, the request, and what it scores."""

    page: str
    id: str
    rules: Mcr2pRuleSet
    example: str
    request: TwoPlayerRequest
    fans: dict[str, int]
    total: int


def request_of(example: str) -> TwoPlayerRequest:
    """The request an example writes (its flags as mcr2p.md 2 names them), unchecked."""
    e = parse_example(example)
    s = e.situation
    seat = {"E": EAST, "W": WEST}[s.get("seat_wind", "E")]
    return TwoPlayerRequest(
        tuple(to_counts(e.hand)), tile(e.win_tile), e.melds, bool(s.get("self_drawn")),
        bool(s.get("last_copy")), bool(s.get("kong")), bool(s.get("last_tile")), seat,
        _READY[s.get("ready")], bool(s.get("heavenly_hand")), bool(s.get("earthly_hand")),
        bool(s.get("human_hand")), int(s.get("flowers", 0)),
    )  # fmt: skip


def expected(cell: str) -> tuple[dict[str, int], int]:
    """The fans (Chinese name: count) and the total of an ``expected`` cell."""
    listed, _, total = cell.rpartition("=")
    fans: dict[str, int] = {}
    for part in listed.split("+"):
        m = _FAN.match(part)
        assert m is not None, f"unreadable fan {part!r} in {cell!r}"
        fans[m["name"]] = int(m["count"] or 1)
    return fans, int(total)


def rows() -> list[Row]:
    """Every worked example of both pages (none when the pages are absent)."""
    out = []
    for page, rules in PAGES.items():
        for r in read_table(page):
            fans, total = expected(r["expected"])
            out.append(
                Row(page, r["id"], rules, r["example"], request_of(r["example"]), fans, total)
            )
    return out
