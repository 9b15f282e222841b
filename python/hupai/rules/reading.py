"""What a custom fan's function receives: one reading of the hand, read-only.

Attributes are those of :data:`hupai.rules.vocabulary.FEATURES` (``reading.quads``,
``reading.seven_pairs`` ...), plus the reading itself. Pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from hupai.decomposition import Decomposition

__all__ = ["Reading"]


class Reading(NamedTuple):
    """One reading of a winning hand (local_rules.md 0.2).

    Attributes:
        decomposition: the decomposition (declared melds first, then the concealed sets; the
            pair or special form), with ``wildcards`` the tile each wildcard stands for.
        win_tile: the winning tile's logical kind, 0-33 (what a wildcard winning tile stood
            for).
        win_group: the index in ``decomposition.melds`` of the set the winning tile completes,
            or -1 when it completes the pair or a special form.
        logical: 34 counts of the logical tiles: concealed, declared and the winning tile
            (the feature ``tiles`` is their sum).
        physical: 34 counts of the physical concealed tiles and the winning tile, wildcards
            as held (a joker is in no kind: see ``held_wildcards``).
        features: every feature of the vocabulary by name (a read-only mapping).
    """

    decomposition: Decomposition
    win_tile: int
    win_group: int
    logical: tuple[int, ...]
    physical: tuple[int, ...]
    features: Mapping[str, int]

    def __getattr__(self, name: str) -> int:
        # Only reached for names that are not fields: the features.
        try:
            return self.features[name]
        except KeyError:
            raise AttributeError(f"a Reading has no attribute or feature {name!r}") from None
