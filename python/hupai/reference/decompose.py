"""Every decomposition of a winning hand, as ``docs/decompositions.md`` defines them, by plain
search: the reference that :func:`hupai.decompositions` is tested against.

Each form's search (:mod:`hupai.reference.decompose_forms`) may find a decomposition more than
once; collecting them into a set and sorting by :func:`hupai.decomposition.sort_key` gives the
documented list, whatever order the search went in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from hupai.decomposition import Decomposition, Request, sort_key
from hupai.errors import DecompositionLimitError
from hupai.melds import Meld
from hupai.reference import decompose_forms
from hupai.reference.hand import COPIES_PER_KIND, NUM_KINDS, Counts

__all__ = ["decompositions_request"]

FormSearch = Callable[[Counts, Counts, int, tuple[Meld, ...]], Iterator[Decomposition]]

SEARCHES: dict[str, FormSearch] = {
    "regular": decompose_forms.regular,
    "seven_pairs": decompose_forms.seven_pairs,
    "thirteen_orphans": decompose_forms.thirteen_orphans,
    "honors_and_knitted": decompose_forms.honors_and_knitted,
    "knitted_straight": decompose_forms.knitted_straight,
}


def _room(request: Request) -> Counts:
    """How many wildcards may stand for each kind.

    Under the fifth-copy rule a kind keeps 4 copies in all: standing ones, those in declared
    melds and stand-ins. Without it, there is no bound; "as many as there are wildcards"
    says so in the same shape.
    """
    if request.allow_fifth_copy:
        return (request.wildcards,) * NUM_KINDS
    return tuple(
        COPIES_PER_KIND - request.counts[kind] - request.meld_counts[kind]
        for kind in range(NUM_KINDS)
    )


def decompositions_request(request: Request) -> list[Decomposition]:
    """Every distinct decomposition of a checked request in the chosen forms, sorted.

    Raises:
        DecompositionLimitError: more than ``request.limit`` of them; the search stops as
            soon as it has found one too many.
    """
    real = tuple(request.counts)
    room = _room(request)
    found: set[Decomposition] = set()
    for form in request.forms:
        for decomposition in SEARCHES[form](real, room, request.wildcards, request.declared):
            found.add(decomposition)
            if len(found) > request.limit:
                plural = "" if request.limit == 1 else "s"
                raise DecompositionLimitError(
                    f"the hand has more than {request.limit} decomposition{plural}; pass a "
                    "larger limit= to get them all"
                )
    return sorted(found, key=sort_key)
