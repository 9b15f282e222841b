"""The exception family of hupai.

Every error hupai raises on bad input is a :class:`HupaiError`, which is also a
:class:`ValueError`, so ``except ValueError`` keeps working for callers that do
not know hupai. Messages quote the offending input.
"""

from __future__ import annotations

__all__ = [
    "HupaiError",
    "NotationError",
    "UnknownTileError",
    "HandSizeError",
    "TileCountError",
    "ArrayShapeError",
    "UnwinnableHandError",
    "OptionError",
    "MeldError",
    "DecompositionLimitError",
    "SituationError",
    "NotWinningError",
    "UnknownFanError",
]


class HupaiError(ValueError):
    """Base class of every error hupai raises on bad input."""


class NotationError(HupaiError):
    """A tile string could not be read; the message names the character and its position."""


class UnknownTileError(HupaiError):
    """A tile code, index or name that does not denote any tile."""


class HandSizeError(HupaiError):
    """The number of tiles does not fit the function (for example not 3n+2 for ``is_win``)."""


class TileCountError(HupaiError):
    """More copies of one tile than the set holds (4 of each kind, 1 of each flower)."""


class ArrayShapeError(HupaiError):
    """An array of the wrong shape, dtype or value range."""


class UnwinnableHandError(HupaiError):
    """No number of wildcards can ever complete this hand under the chosen rules."""


class OptionError(HupaiError):
    """A rule option or setting of the wrong type or out of range (e.g. ``threads=0``)."""


class MeldError(HupaiError):
    """A meld that cannot exist: a chow of honors or of tiles out of sequence, a pung or kong
    of more than one tile, or the wrong number of tiles."""


class DecompositionLimitError(HupaiError):
    """A hand with more decompositions than the ``limit`` asked for (many wildcards)."""


class SituationError(HupaiError):
    """How a hand was won that cannot be: a seat or prevalent wind that is not East, South,
    West or North, or a number of flowers outside 0-8."""


class NotWinningError(HupaiError):
    """A hand given for scoring that is not a winning hand."""


class UnknownFanError(HupaiError, KeyError):
    """A fan looked up by a name that no fan of the rule set has (also a KeyError, as a lookup
    by name in a mapping raises)."""

    # KeyError's own str() quotes the message as a key; this error's is a sentence.
    __str__ = Exception.__str__
