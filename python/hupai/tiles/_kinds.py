"""The canonical tile index (0-41): its named constants, what each index is, and the checks
that turn an argument into an index."""

from __future__ import annotations

import itertools
import operator
import reprlib
from typing import Final, SupportsIndex, TypeVar, cast

from hupai.errors import OptionError, UnknownTileError

NUM_KINDS: Final = 34
NUM_FLOWERS: Final = 8
NUM_INDICES: Final = NUM_KINDS + NUM_FLOWERS
EAST: Final = 27
SOUTH: Final = 28
WEST: Final = 29
NORTH: Final = 30
WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33


def as_int(value: object) -> int | None:
    """``value`` as an exact int if it is an integer (NumPy integers included) but not a bool.

    A subclass of int is read as its value (``operator.index`` returns an exact int and never
    calls the subclass's own methods), so that its comparisons, arithmetic or hashing take no
    part in the range checks that follow: a subclass whose ``<=`` always says yes would
    otherwise pass every one of them."""
    if isinstance(value, bool) or "bool" in type(value).__name__:
        return None
    if type(value) is int:
        return value
    if isinstance(value, int):
        return operator.index(value)
    if hasattr(type(value), "__index__"):
        try:
            return int.__index__(operator.index(cast(SupportsIndex, value)))
        except TypeError:
            return None
    return None


def as_bool(value: object) -> bool | None:
    """``value`` as a bool if it is one (NumPy bools included), else None."""
    if isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool", "bool_"):
        return bool(value)
    return None


D = TypeVar("D", bool, None)


def read_bool(
    name: str, value: object, default: D, error: type[Exception] = OptionError
) -> bool | D:
    """An on/off argument: True, False or a NumPy bool as a bool, None as ``default``; anything
    else is ``error`` saying that ``name`` must be True or False, the value quoted briefly."""
    if value is None:
        return default
    flag = as_bool(value)
    if flag is None:
        raise error(f"{name} must be True or False, got {shown(value)}")
    return flag


#: How error messages quote an argument: a few levels and items of a container, so that a list
#: nested thousands deep or holding millions of items is quoted at once, never in full.
class _Quote(reprlib.Repr):
    def repr_dict(self, x: dict[object, object], level: int) -> str:
        # In the order given, as repr() has it: reprlib sorts the keys.
        if not x:
            return "{}"
        if level <= 0:
            return "{...}"
        items = itertools.islice(x.items(), self.maxdict)
        pieces = [f"{self.repr1(k, level - 1)}: {self.repr1(v, level - 1)}" for k, v in items]
        if len(x) > self.maxdict:
            pieces.append(self.fillvalue)
        return "{" + ", ".join(pieces) + "}"


_QUOTE = _Quote()
_QUOTE.maxlevel = 4
_QUOTE.maxlist = _QUOTE.maxtuple = _QUOTE.maxset = _QUOTE.maxdict = 12
_QUOTE.maxstring = _QUOTE.maxother = 200
_QUOTE.maxlong = 200
# Plain values whose repr costs no more than their size and cannot recurse; shown in full
# before being cut, so that the message says how long they were.
_FLAT = (str, bytes, bytearray, float, complex, type(None))


def shown(value: object, limit: int = 60) -> str:
    """``value`` quoted for an error message, cut to about ``limit`` characters.

    Never the full ``repr()`` of a container: that of a list nested 3,000 deep raises
    RecursionError, and a long one takes as long to write as the list is long. A repr that
    raises is replaced by the type's name, so that the error being worded is the one raised.
    """
    try:
        if type(value) in _FLAT:
            text = repr(value)
        elif type(value) is int:
            # Beyond CPython's limit on int-to-str digits, repr raises ValueError.
            bits = value.bit_length()
            text = repr(value) if bits <= 10_000 else f"an int of {bits} bits"
        else:
            text = _QUOTE.repr(value)
    except Exception:  # a user's __repr__ may raise anything; RecursionError included
        text = f"<{type(value).__name__} object>"
    return text if len(text) <= limit else f"{text[: limit - 1]}… ({len(text)} characters)"


def index(value: object) -> int:
    """``value`` as a tile index 0-41, or UnknownTileError."""
    t = as_int(value)
    if t is None:
        hint = "; hupai.tiles.tile() reads tile names" if isinstance(value, str) else ""
        raise UnknownTileError(
            f"{shown(value)} is not a tile index: expected an int 0-41, "
            f"got {type(value).__name__}{hint}"
        )
    if not 0 <= t < NUM_INDICES:
        raise UnknownTileError(f"{shown(value)} is not a tile index (0-41)")
    return t


def suit_rank(t: int) -> tuple[str, int]:
    """The mpsz suit letter and digit of a checked index."""
    if t < 27:
        return "mps"[t // 9], t % 9 + 1
    if t < NUM_KINDS:
        return "z", t - 26
    return "f", t - 33


def mpsz(t: int) -> str:
    """A checked index as one mpsz tile (``"5m"``), the form error messages name tiles in."""
    s, r = suit_rank(t)
    return f"{r}{s}"


def is_number(t: int) -> bool:
    """True for a suited tile (0-26). Raises UnknownTileError if ``t`` is not an index 0-41."""
    return index(t) < 27


def is_honor(t: int) -> bool:
    """True for a wind or dragon (27-33). Raises UnknownTileError for a non-index."""
    return 27 <= index(t) < NUM_KINDS


def is_flower(t: int) -> bool:
    """True for a flower (34-41). Raises UnknownTileError for a non-index."""
    return index(t) >= NUM_KINDS


def suit(t: int) -> str:
    """The mpsz suit letter of ``t``: ``m``, ``p``, ``s``, ``z`` or ``f``."""
    return suit_rank(index(t))[0]


def rank(t: int) -> int:
    """The mpsz digit of ``t``: 1-9 for suits, 1-7 for honors, 1-8 for flowers."""
    return suit_rank(index(t))[1]
