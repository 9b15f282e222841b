"""The types of the public API's arguments, one name for each kind of argument, so that a type
checker (``mypy --strict``) catches a wrong one in a user's script.

They say what the functions are documented to take; the runtime checks are the last word
(a bool is an int to a type checker, and the functions refuse it). NumPy is imported here:
modules that must not load it at import time import this one under ``TYPE_CHECKING``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Literal, TypeAlias

import numpy as np
import numpy.typing as npt

from hupai.melds import Meld
from hupai.reference.form_names import FormName

__all__ = [
    "BatchCounts",
    "BatchMelds",
    "IntColumn",
    "Flag",
    "FormName",
    "Forms",
    "Int",
    "IntArray",
    "MeldLike",
    "OrColumn",
    "Style",
    "TileLike",
    "Tiles",
    "WildcardTiles",
]

#: A whole number: a Python int or a NumPy integer.
Int: TypeAlias = int | np.integer[Any]
#: True or False, NumPy's bool included.
Flag: TypeAlias = bool | np.bool_
#: A NumPy array of an integer dtype, any shape.
IntArray: TypeAlias = npt.NDArray[np.integer[Any]]
#: One tile: its index (0-33, flowers 34-41) or a name in any notation (``"5p"``, ``"E"``,
#: ``"W1"``, ``"中"``).
TileLike: TypeAlias = str | Int
#: A hand: a notation string, a sequence of tile indices or names, 34 counts (list, tuple or
#: NumPy array).
Tiles: TypeAlias = str | Sequence[TileLike] | IntArray
#: The tile kinds whose copies are wildcards: one tile, several, or None.
WildcardTiles: TypeAlias = TileLike | Iterable[TileLike] | None
#: A declared meld: a :class:`hupai.Meld`, or what :func:`hupai.meld` reads (its tiles, a
#: bracket such as ``"[EEEE]"``, a ``(kind, tile, offer)`` pack).
MeldLike: TypeAlias = Meld | str | Sequence[str | Int]
#: Win forms by name: one, or several; None for all five.
Forms: TypeAlias = FormName | Iterable[FormName] | None
#: A style :func:`hupai.format_tiles` writes.
Style: TypeAlias = Literal["mpsz", "letters", "gb", "unicode", "chinese"]
#: A batch's counts: shape (N, 34).
BatchCounts: TypeAlias = IntArray | Sequence[Sequence[Int]]
#: A batch's declared melds: shape (N, 4, 3).
BatchMelds: TypeAlias = IntArray | Sequence[Sequence[Sequence[Int]]]
#: A batch column: shape (N,).
IntColumn: TypeAlias = IntArray | Sequence[Int]
#: One int for every row, or a column.
OrColumn: TypeAlias = Int | IntColumn
