"""Every reading of a winning hand under a local rule set (local_rules.md 0.2), in the order
the scorer weighs them: by decomposition (the documented order of ``hupai.decompositions``),
then the winning tile's logical kind ascending, then its placement.

1. The logical hand is the standing tiles that are not wildcards, plus the winning tile
   unless it is one; the wildcards (the standing ones and a wildcard winning tile) are
   decomposed with it, the declared melds beside, in the rule set's forms, a fifth logical
   copy allowed only where the rule set says so.
2. A decomposition whose wildcard stands for a kind the rule set's tiles lack (红中: a wind)
   is no reading, nor one whose wildcard stands for its own fixed kind where the rule set
   forbids that.
3. Each remaining decomposition gives a reading for every logical kind the winning tile may
   be and every place it may take (:mod:`hupai.reference.local.placements`).

Pure Python: the reference decomposer (:mod:`hupai.reference.decompose`), never the engine.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from hupai.decomposition import read_request
from hupai.errors import DecompositionLimitError
from hupai.reference.decompose import decompositions_request
from hupai.reference.local.features import features
from hupai.reference.local.placements import placements, win_kinds
from hupai.reference.local.tiles import logical
from hupai.rules.reading import Reading
from hupai.scoring.local_request import DECOMPOSITION_LIMIT

if TYPE_CHECKING:
    from hupai.decomposition import Decomposition
    from hupai.rules.local import LocalRuleSet
    from hupai.scoring.local_request import LocalRequest

__all__ = ["decompositions", "readings"]


def decompositions(rules: LocalRuleSet, request: LocalRequest) -> list[Decomposition]:
    """The decompositions of the logical hand whose wildcards stand only for kinds the rule
    set allows them, in the documented order."""
    real = list(request.standing)
    if not request.win_wildcard:
        real[request.win_tile] += 1
    wildcards = request.wildcards + int(request.win_wildcard)
    checked = read_request(
        real, wildcards, None, request.melds, rules.forms, rules.wildcards.fifth_copy,
        DECOMPOSITION_LIMIT,
    )  # fmt: skip
    try:
        found = decompositions_request(checked)
    except DecompositionLimitError:
        # Worded as the engine words it: scoring takes no limit= to raise.
        raise DecompositionLimitError(
            f"the hand has more than {DECOMPOSITION_LIMIT} decompositions under this rule set, "
            "more than scoring weighs (its wildcards can stand for too many tiles)"
        ) from None
    return [d for d in found if _allowed(rules, d.wildcards)]


def _allowed(rules: LocalRuleSet, stand_ins: tuple[int, ...]) -> bool:
    """Whether wildcards may stand for each of ``stand_ins``."""
    if any(rules.copies[t] == 0 for t in stand_ins):
        return False
    return rules.wildcards.itself or not any(t in rules.wildcards.fixed for t in stand_ins)


def readings(rules: LocalRuleSet, request: LocalRequest) -> list[Reading]:
    """Every reading of ``request`` (a :class:`~hupai.scoring.local_request.LocalRequest`
    read for ``rules``), in the order the scorer weighs them; empty when the hand does not
    win.

    Raises:
        DecompositionLimitError: a hand with more decompositions than
            :data:`~hupai.scoring.local_request.DECOMPOSITION_LIMIT`.
    """
    out: list[Reading] = []
    for d in decompositions(rules, request):
        tiles = logical(d)
        for kind in win_kinds(d, request.win_tile, request.win_wildcard):
            for placement in placements(d, kind):
                found = MappingProxyType(features(rules, request, d, tiles, kind, placement))
                out.append(Reading(d, kind, placement.group, tiles, request.physical, found))
    return out
