"""Scoring calls under a local rule set as the columns of ``hupai.batch.score``: each call
read by the single call's reader (``read_local_request``), so that a row means what the call
means."""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from hupai.rules.local import LocalRuleSet
from hupai.tiles import tile

_KIND_CODES: Final = {"chow": 1, "pung": 2, "kong": 3}
#: The batch's flag bits, in the order of ``LocalRequest.flags``.
_BITS: Final = (1, 4, 4, 16, 8, 2, 32, 64, 128, 256)


def row(rules: LocalRuleSet, hand: str, kwargs: dict[str, Any]) -> dict[str, Any]:
    """The call ``score(hand, rules=rules, **kwargs)`` as one row's columns."""
    from hupai.scoring.local_request import JOKER, read_local_request

    r = read_local_request(rules, hand, **kwargs)
    standing = list(r.physical)
    if r.win_tile != JOKER:
        standing[r.win_tile] -= 1
    melds = [[_KIND_CODES[m.kind], m.tiles[0], int(m.concealed)] for m in r.melds]
    melds += [[0, 0, 0]] * (4 - len(melds))
    flags = sum(bit for bit, on in zip(_BITS, r.flags, strict=True) if on)
    indicator = kwargs.get("indicator")
    return {
        "counts": standing,
        "melds": melds,
        "win": r.win_tile,
        "flags": flags,
        "jokers": r.wildcards - sum(standing[k] for k in r.wildcard_kinds),
        "indicator": -1 if indicator is None else tile(indicator),
        "void": r.void,
    }


def columns(rules: LocalRuleSet, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The keyword arguments of ``hupai.batch.score`` for ``calls``, rules and threads aside."""
    rows = [row(rules, hand, kwargs) for hand, kwargs in calls]
    column = {k: np.array([r[k] for r in rows]) for k in rows[0]}
    return {
        "counts": column["counts"], "melds": column["melds"], "win_tile": column["win"],
        "flags": column["flags"], "jokers": column["jokers"], "indicator": column["indicator"],
        "void": column["void"],
    }  # fmt: skip
