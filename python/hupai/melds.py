"""Melds (面子): chow 顺子, pung 刻子 and kong 杠, as found in a hand or declared from it.

A :class:`Meld` is immutable and checked when made, so a meld that cannot exist (a chow of
honors, three tiles out of sequence, a kong of two kinds) never reaches the engine: it is a
:class:`~hupai.errors.MeldError`. Pure Python; never imports the native module.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Final

from hupai.errors import HandSizeError, HupaiError, MeldError
from hupai.tiles import NUM_KINDS, format_tiles, parse, tile
from hupai.tiles._arrays import as_tiles
from hupai.tiles._kinds import as_int, mpsz, read_bool, shown

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hupai._types import Flag, Int, TileLike

__all__ = [
    "MELD_KINDS", "Meld", "declared_meld", "declared_melds", "found_meld", "meld", "to_meld",
    "written",
]  # fmt: skip

#: The kinds of meld, in the order decompositions sort them when their tiles are equal.
MELD_KINDS: Final = ("chow", "pung", "kong")


def _read_tiles(tiles: object) -> tuple[int, ...]:
    """Sorted tile indices of a notation string or tiles (never read as 34 counts)."""
    return tuple(sorted(parse(tiles) if isinstance(tiles, str) else as_tiles(tiles, flowers=True)))


def _shape_problem(kind: object, tiles: tuple[int, ...]) -> str | None:
    """Why ``tiles`` cannot form a meld of ``kind``, or None if they can."""
    if kind not in MELD_KINDS:
        return f"kind must be one of {', '.join(MELD_KINDS)}, got {shown(kind)}"
    size = 4 if kind == "kong" else 3
    if len(tiles) != size:
        return f"a {kind} has {size} tiles, got {len(tiles)}"
    if any(t >= NUM_KINDS for t in tiles):
        return "flowers never form melds"
    first = tiles[0]
    if kind != "chow":
        return None if all(t == first for t in tiles) else f"a {kind} is {size} of one tile"
    if first >= 27:
        return "honors never form chows"
    if first % 9 > 6 or tiles != (first, first + 1, first + 2):
        return "a chow is three consecutive tiles of one suit"
    return None


def _flag(name: str, value: object, default: bool) -> bool:
    """A meld's flag as a bool: True, False, a NumPy bool, or None for ``default``."""
    return read_bool(f"a meld's {name}", value, default, MeldError)


def _offer_problem(m: Meld) -> str | None:
    """Why ``m.offer`` cannot be its meld's offer code, or None if it can."""
    offer = as_int(m.offer)
    if offer is None:
        return f"offer must be a whole number, got {shown(m.offer)}"
    most = 7 if m.kind == "kong" else 3
    if not 0 <= offer <= most:
        return f"a {m.kind}'s offer is 0 to {most}, got {offer}"
    if offer and (m.concealed or not m.declared):
        return "a concealed meld was claimed from no one: its offer is 0"
    return None


def _flags_problem(kind: str, concealed: bool, declared: bool) -> str | None:
    """Why a meld of ``kind`` cannot be concealed/declared so, or None if it can."""
    if kind == "kong" and not declared:
        return "a kong is always declared; four of a kind in a hand is a pung"
    if not declared and not concealed:
        return "a meld found in the standing tiles is concealed"
    if declared and concealed and kind != "kong":
        return "a declared chow or pung was claimed, so not concealed; only a kong can be"
    return None


@dataclass(frozen=True)
class Meld:
    """One meld.

    Attributes:
        kind: ``"chow"`` (three consecutive tiles of one suit), ``"pung"`` (three of a kind) or
            ``"kong"`` (four of a kind; only a declared meld is a kong).
        tiles: its tile indices 0-33, sorted: 3, or 4 for a kong.
        concealed: not claimed from another player's discard: True for a meld found in the
            standing tiles and for a concealed kong (暗杠).
        declared: shown on the table (副露, or a concealed kong) rather than found in the
            standing tiles.
        offer: where a declared meld came from, as MCR tools record it: for a chow, which of
            its tiles (1-3, lowest first) was the claimed discard; for a pung or a melded kong,
            which player discarded (1 left, 2 across, 3 right); a promoted kong (加杠) adds 4
            to its pung's code (5-7). 0 when not recorded, and always for a concealed kong and
            for a meld found in the standing tiles.

    Raises:
        MeldError: the tiles cannot form a meld of that kind.
    """

    kind: str
    tiles: tuple[int, ...]
    concealed: bool = False
    declared: bool = True
    offer: int = 0

    def __post_init__(self) -> None:
        tiles = _read_tiles(self.tiles)
        problem = _shape_problem(self.kind, tiles)
        if problem is not None:
            raise MeldError(f"impossible meld {self.kind} {format_tiles(tiles)!r}: {problem}")
        object.__setattr__(self, "concealed", _flag("concealed", self.concealed, False))
        object.__setattr__(self, "declared", _flag("declared", self.declared, True))
        problem = _flags_problem(self.kind, self.concealed, self.declared) or _offer_problem(self)
        if problem is not None:
            raise MeldError(f"impossible meld {self.kind} {format_tiles(tiles)!r}: {problem}")
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "offer", as_int(self.offer))

    def __str__(self) -> str:
        return format_tiles(list(self.tiles))


def written(m: Meld) -> str:
    """``m`` in the rule pages' example notation, as a reading writes it: ``[123m]`` claimed
    (``[1111m]`` a melded kong), ``{1111m}`` a concealed kong, ``123m`` found in the standing
    tiles; :func:`meld` reads the first two back."""
    if not m.declared:
        return str(m)
    return f"{{{m}}}" if m.concealed else f"[{m}]"


# A meld given as a (kind, tile, offer) pack, in hupai's words or PyMahjongGB's.
_PACK_KINDS: Final = {
    "chow": "chow", "pung": "pung", "kong": "kong", "chi": "chow", "peng": "pung", "gang": "kong",
}  # fmt: skip


def meld(
    tiles: str | Sequence[TileLike] | Meld, *, concealed: Flag | None = False, offer: Int | None = 0
) -> Meld:
    """A declared meld, read from any of the meld notations hupai takes: the one reader of
    every ``melds=`` argument (:func:`hupai.score`, :func:`hupai.decompositions`, the command
    line's ``--meld``).

    Args:
        tiles: one of
            - the meld's tiles: a notation string (``"123m"``, ``"EEE"``, ``"5555p"``) or tiles
              (indices or names): three in sequence make a chow, three of a kind a pung, four
              of a kind a kong;
            - the meld in brackets, as an MCR hand string writes it (``"[123m,1]"``,
              ``"[EEEE]"`` a concealed kong, ``"[EEEE,2]"`` a melded one, ``"[567m2]"``),
              with its offer inside, 1 when a chow or pung gives none
              (:mod:`hupai.scoring.hand_string`);
            - a concealed kong in braces, as the rule pages' example notation and a
              reading (``str(decomposition)``) write it: ``"{1111m}"``;
            - a ``(kind, tile, offer)`` pack, the chow named by its middle tile as PyMahjongGB
              names it: ``("chow", "2m", 1)``, ``("PENG", "F1", 2)``, ``("GANG", 5, 0)``
              (kinds chow pung kong or CHI PENG GANG; a kong's offer 0 makes it concealed);
            - a :class:`Meld`, given back as it is.
        concealed: for tiles, and only for a kong: whether it is concealed (暗杠).
        offer: for tiles, where the meld came from, as :attr:`Meld.offer` describes (0: not
            recorded). A bracket or a pack carries its own offer and concealment, and takes
            neither option.

    Raises:
        MeldError: the tiles form no meld, ``concealed`` on a chow or pung, a bad offer, an
            option beside a bracket, braces or a pack; braces around other than a kong.
        NotationError, UnknownTileError: ``tiles`` is not tiles.
    """
    return _meld(tiles, concealed, offer)


def _meld(tiles: object, concealed: object, offer: object) -> Meld:
    """:func:`meld` of any objects, checked at run time: what :func:`to_meld` reads."""
    if isinstance(tiles, str) and tiles.lstrip().startswith("{"):
        return _braced(tiles, concealed, offer)
    bracket = isinstance(tiles, str) and tiles.lstrip().startswith("[")
    if bracket or _is_pack(tiles) or isinstance(tiles, Meld):
        if (concealed is not None and concealed is not False) or not (
            offer is None or as_int(offer) == 0
        ):
            raise MeldError(
                f"meld {shown(tiles)} carries its own offer and concealment; give concealed= "
                "and offer= only beside a meld's tiles"
            )
        if isinstance(tiles, Meld):
            return tiles  # a meld read already, as ``melds=`` takes it
        if bracket:
            from hupai.scoring.hand_string import parse_meld

            return parse_meld(tiles)  # type: ignore[arg-type]
        return _pack(tiles)  # type: ignore[arg-type]
    found = _read_tiles(tiles)
    given = tiles if isinstance(tiles, str) else format_tiles(list(found))
    if len(found) == 4:
        kind = "kong"
    elif len(found) == 3 and found[0] == found[2]:
        kind = "pung"
    elif len(found) == 3:
        kind = "chow"
    else:
        raise MeldError(f"impossible meld {shown(given)}: a meld has 3 tiles (4 for a kong)")
    concealed = _flag("concealed", concealed, False)
    if concealed and kind != "kong":
        raise MeldError(f"only a kong can be concealed, not the {kind} {format_tiles(found)!r}")
    try:
        # Meld checks the offer, whatever it is.
        return Meld(kind, found, concealed=concealed, offer=offer)  # type: ignore[arg-type]
    except MeldError as err:
        raise MeldError(f"impossible meld {shown(given)}: {str(err).split(': ', 1)[1]}") from None


def _braced(text: str, concealed: object, offer: object) -> Meld:
    """A concealed kong written in braces (``{1111m}``), as the example notation writes it."""
    inner = text.strip()
    if not inner.endswith("}"):
        raise MeldError(f"meld {shown(text)} opens a brace it does not close")
    if (concealed is not None and concealed is not False) or not (
        offer is None or as_int(offer) == 0
    ):
        raise MeldError(
            f"meld {shown(text)} is a concealed kong, braced; give concealed= and offer= only "
            "beside a meld's tiles"
        )
    found = _read_tiles(inner[1:-1])
    if len(found) != 4 or len(set(found)) != 1:
        raise MeldError(
            f"meld {shown(text)}: braces hold a concealed kong, four of a kind, as in {{1111m}}"
        )
    return Meld("kong", found, concealed=True)


def _is_pack(value: object) -> bool:
    """Whether ``value`` is a ``(kind, tile, offer)`` pack: three items, the first a kind."""
    return (
        isinstance(value, (tuple, list))
        and len(value) == 3
        and isinstance(value[0], str)
        and value[0].lower() in _PACK_KINDS
    )


def _pack(value: tuple[object, ...] | list[object]) -> Meld:
    """A meld given as ``(kind, tile, offer)``, a chow named by its middle tile; a kong's
    offer 0 makes it concealed, as in PyMahjongGB."""
    kind_name, named, offer = value
    kind = _PACK_KINDS[str(kind_name).lower()]
    given = f"impossible meld {shown(tuple(value))}"
    t = tile(named)  # type: ignore[arg-type]
    if kind == "chow" and t < NUM_KINDS:
        if t >= 27:
            raise MeldError(f"{given}: honors never form chows")
        if t % 9 in (0, 8):
            raise MeldError(
                f"{given}: a chow is named by its middle tile, and no chow is centred on "
                f"{mpsz(t)}: chows run from 123 to 789"
            )
    tiles = (t - 1, t, t + 1) if kind == "chow" else (t,) * (4 if kind == "kong" else 3)
    concealed = kind == "kong" and as_int(offer) == 0
    try:
        return Meld(kind, tiles, concealed=concealed, offer=offer)  # type: ignore[arg-type]
    except MeldError as err:
        raise MeldError(f"{given}: {str(err).split(': ', 1)[1]}") from None


def to_meld(value: object) -> Meld:
    """A :class:`Meld` as given (checked again), or one read by :func:`meld` from any meld
    notation."""
    if isinstance(value, Meld):
        return _still_whole(value)
    if isinstance(value, (bytes, bytearray)) or value is None:
        raise MeldError(f"a meld is a Meld, a notation string or tiles, got {shown(value)}")
    return _meld(value, False, 0)


def _still_whole(m: Meld) -> Meld:
    """``m`` itself once its fields are checked again: a frozen dataclass can still be changed
    behind its back (``object.__setattr__``), and a changed meld must be refused, not scored
    as whatever its first tile suggests."""
    try:
        fields = (m.kind, m.tiles, m.concealed, m.declared, m.offer)
        whole = Meld(*fields)
        # Field by field, each as made: a tuple of ints, bools, an int.
        same = type(m.tiles) is tuple and all(type(t) is int for t in m.tiles)
        same = same and (whole.kind, whole.tiles, whole.offer) == (m.kind, m.tiles, m.offer)
        same = same and (whole.concealed, whole.declared) == (m.concealed, m.declared)
        same = same and type(m.concealed) is bool and type(m.declared) is bool
        same = same and type(m.kind) is str and type(m.offer) is int
    except MeldError:
        raise
    except Exception as err:  # anything a changed field may raise
        raise MeldError(f"a Meld changed after it was made: {err}") from None
    if not same:
        raise MeldError(f"a Meld changed after it was made: {shown(fields)}")
    return m


@cache
def found_meld(kind: str, first: int) -> Meld:
    """The chow or pung found in the standing tiles (concealed, not declared) whose lowest tile
    is ``first``; one shared object each, as decompositions hold many of them."""
    tiles = (first, first + 1, first + 2) if kind == "chow" else (first,) * 3
    return Meld(kind, tiles, concealed=True, declared=False)


def declared_meld(value: object) -> Meld:
    """A declared meld: what :func:`to_meld` reads, which must be declared."""
    found = to_meld(value)
    if not found.declared:
        raise MeldError(f"melds= takes declared melds; {found} has declared=False")
    return found


def _read_one(i: int, meld: object) -> Meld:
    """``declared_meld(meld)``, its tile errors naming which meld they are about (the class
    kept)."""
    try:
        return declared_meld(meld)
    except MeldError:
        raise
    except HupaiError as err:
        raise type(err)(f"meld {i} ({shown(meld)}): {err}") from None


def declared_melds(melds: object) -> tuple[Meld, ...]:
    """A hand's declared melds, each read by :func:`declared_meld` (so in any notation
    :func:`meld` reads): a sequence of at most four (None for none). A string or a single
    meld is not a sequence of melds: a MeldError."""
    if melds is None:
        return ()
    given = None
    if not isinstance(melds, (str, bytes, bytearray, Meld)) and isinstance(melds, Iterable):
        try:
            given = iter(melds)
        except TypeError:  # a 0-d array
            pass
    if given is None:
        raise MeldError(
            f"melds must be a sequence of melds, e.g. ['123m', 'EEE'], got {shown(melds)}"
        )
    found = tuple(_read_one(i, m) for i, m in enumerate(given))
    if len(found) > 4:
        raise HandSizeError(f"a hand has at most 4 declared melds, got {len(found)}")
    return found
