"""The vocabulary fan conditions are written in: features of one reading of a winning hand.

A *reading* is one way of seeing the hand (local_rules.md 0.2): every wildcard given the kind it
stands for, the resulting logical tiles split into the declared melds, sets and a pair (or a
special form), and the winning tile placed in one concealed group. Each feature below is a
whole number of that reading (a yes/no feature is 0 or 1). A fan's condition is an expression
over them built with Python's operators::

    from hupai.rules.vocabulary import F
    seven_pairs_with_a_quad = F.seven_pairs & (F.quads >= 1)

``&`` ``|`` ``~`` are and, or, not (on 0/1 values); ``+ - *`` and the comparisons work on
whole numbers; :func:`minimum` and :func:`maximum` too. An expression compiles
(:meth:`Expr.program`) to a short postfix program that the engine runs on every reading in
Rust; :meth:`Expr.evaluate` runs the same expression in Python (the reference scorer). Pure
Python; never imports the native module.

Tiles are judged *logically* (as the wildcards stand) unless a feature's name says physical.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final, Union

__all__ = [
    "FEATURES",
    "OPS",
    "Expr",
    "F",
    "Feature",
    "constant",
    "maximum",
    "minimum",
]

#: Every feature, in the order the engine numbers them, with its meaning. The Rust engine
#: (rust/src/local/features.rs) keeps the same list; a test holds the two equal.
FEATURES: Final[dict[str, str]] = {
    # The reading's form (exactly one is 1).
    "regular": "standard form: four sets and a pair (declared melds included)",
    "seven_pairs": "seven pairs (七对; four of a kind counts as two pairs)",
    "thirteen_orphans": "thirteen orphans (十三幺)",
    "honors_and_knitted": "honors and knitted tiles (全不靠)",
    "knitted_straight": "knitted straight (组合龙) with a set and a pair",
    # Sets of the regular form and of a knitted straight's set and pair (0 for the others).
    "chows": "chows (顺子), declared or concealed",
    "pungs": "pungs and kongs (刻子, 杠 included), declared or concealed",
    "kongs": "kongs, melded or concealed",
    "concealed_kongs": "concealed kongs (暗杠)",
    "claimed": "claimed melds (吃, 碰, 明杠): declared melds other than concealed kongs",
    "declared": "declared melds of any kind, concealed kongs included",
    "concealed_pungs": (
        "pungs and kongs not claimed, less one made on a discard by the winning tile (暗刻)"
    ),
    "concealed_chows": "chows among the concealed tiles",
    "pure_straight": "1 when chows 123, 456 and 789 of one suit are present (declared or not)",
    "concealed_pure_straight": "1 when chows 123, 456 and 789 of one suit are concealed",
    "dragon_pungs": "pungs or kongs of dragons (中发白)",
    "wind_pungs": "pungs or kongs of winds (东南西北)",
    "outside": (
        "1 when every set and the pair holds a terminal or an honor (带幺九; regular form only)"
    ),
    # The pair.
    "pair": "the pair's tile index 0-33 (regular and knitted straight), else -1",
    "pair_suited": "1 when the pair is of a suit (not an honor)",
    "pair_258": "1 when the pair is a 2, 5 or 8 of a suit",
    # Tiles (logical, all of them: concealed, declared and the winning tile).
    "tiles": "logical tiles: 14 plus one per kong",
    "suits": "suits present (0-3)",
    "honors": "honor tiles",
    "terminals": "terminal tiles (1 and 9 of a suit)",
    "tiles_258": "tiles that are a 2, 5 or 8 of a suit",
    "quads": "kinds held four times (根), anywhere: standing, melds, kongs, the winning tile",
    "win_copies": "copies of the winning tile's kind among the logical tiles",
    # The winning tile's place in this reading.
    "win_on_pair": "1 when the winning tile completes the pair (单吊; a pair of seven pairs)",
    "win_in_pung": "1 when the winning tile completes a pung",
    "win_in_chow": "1 when the winning tile completes a chow",
    "win_two_sided": (
        "1 when it completes a chow at an end that leaves a two-sided wait: the low tile of a "
        "chow other than 789, or the high tile of a chow other than 123"
    ),
    "win_closed": "1 when it is the middle tile of a chow (坎张)",
    "win_edge": "1 when it is the 3 of 123 or the 7 of 789 (边张)",
    # Physical tiles (as held, before substitution).
    "held_wildcards": (
        "physical wildcard tiles among the concealed tiles and the winning tile (jokers too)"
    ),
    "win_wildcard": "1 when the winning tile is physically a wildcard",
    "wildcards_in_play": "1 when the rule set (with its options) has wildcards at all",
    # The situation (the keywords of hupai.score).
    "self_drawn": "won by drawing the tile (自摸)",
    "kong_bloom": "self-drawn on the replacement tile after one's own kong (杠上开花)",
    "robbing_kong": "won on a tile added to a melded pung (抢杠)",
    "kong_discard": "won on the discard made right after a kong's replacement draw (杠上炮)",
    "last_tile": "won on the last wall tile or on its discard (海底)",
    "last_copy": "the winning tile was the last of its kind (和绝张)",
    "ready": "1 when ready (报听) was declared, including in the first turn",
    "heavenly_ready": "1 when ready was declared in the first-turn window (天听)",
    "heavenly_hand": "the dealer won on its dealt tiles (天和)",
    "earthly_hand": "a non-dealer won on its first draw (地和)",
    "flowers": "flowers held (花牌)",
}

#: The program's operations: postfix, on a stack of whole numbers. ``const`` and ``feature``
#: take an argument; the others pop their operands (two, or one for ``not``) and push one.
OPS: Final[tuple[str, ...]] = (
    "const", "feature", "add", "sub", "mul", "eq", "ne", "lt", "le", "gt", "ge",
    "and", "or", "not", "min", "max",
)  # fmt: skip

_OP: Final = {name: i for i, name in enumerate(OPS)}
_FEATURE: Final = {name: i for i, name in enumerate(FEATURES)}
#: The most steps an expression may take, so that a rule set cannot make the engine's stack
#: grow without bound.
MAX_PROGRAM: Final = 256

Operand = Union["Expr", int, bool]


class Expr:
    """An expression over the features of a reading; build one from :data:`F`."""

    __slots__ = ("_args", "_op")

    def __init__(self, op: str, *args: object) -> None:
        self._op = op
        self._args = args

    # Building.
    def _bin(self, op: str, other: Operand, swap: bool = False) -> Expr:
        o = _expr(other)
        return Expr(op, o, self) if swap else Expr(op, self, o)

    def __add__(self, o: Operand) -> Expr:
        return self._bin("add", o)

    def __radd__(self, o: Operand) -> Expr:
        return self._bin("add", o, True)

    def __sub__(self, o: Operand) -> Expr:
        return self._bin("sub", o)

    def __rsub__(self, o: Operand) -> Expr:
        return self._bin("sub", o, True)

    def __mul__(self, o: Operand) -> Expr:
        return self._bin("mul", o)

    def __rmul__(self, o: Operand) -> Expr:
        return self._bin("mul", o, True)

    def __eq__(self, o: object) -> Expr:  # type: ignore[override]
        return self._bin("eq", o)  # type: ignore[arg-type]

    def __ne__(self, o: object) -> Expr:  # type: ignore[override]
        return self._bin("ne", o)  # type: ignore[arg-type]

    def __lt__(self, o: Operand) -> Expr:
        return self._bin("lt", o)

    def __le__(self, o: Operand) -> Expr:
        return self._bin("le", o)

    def __gt__(self, o: Operand) -> Expr:
        return self._bin("gt", o)

    def __ge__(self, o: Operand) -> Expr:
        return self._bin("ge", o)

    def __and__(self, o: Operand) -> Expr:
        return self._bin("and", o)

    def __rand__(self, o: Operand) -> Expr:
        return self._bin("and", o, True)

    def __or__(self, o: Operand) -> Expr:
        return self._bin("or", o)

    def __ror__(self, o: Operand) -> Expr:
        return self._bin("or", o, True)

    def __invert__(self) -> Expr:
        return Expr("not", self)

    __hash__ = None  # type: ignore[assignment]

    def __bool__(self) -> bool:
        raise TypeError(
            "a fan condition is not True or False until a reading is given: combine conditions "
            "with & | ~, not with and, or, not"
        )

    def __repr__(self) -> str:
        if self._op == "const":
            return repr(self._args[0])
        if self._op == "feature":
            return f"F.{self._args[0]}"
        if self._op == "not":
            return f"~{self._args[0]!r}"
        if self._op in ("min", "max"):
            return f"{self._op}imum({self._args[0]!r}, {self._args[1]!r})"
        symbol = _SYMBOLS[self._op]
        return f"({self._args[0]!r} {symbol} {self._args[1]!r})"

    # Using.
    def evaluate(self, features: Mapping[str, int]) -> int:
        """The expression's value on one reading's features (name to whole number)."""
        op, args = self._op, self._args
        if op == "const":
            return args[0]  # type: ignore[return-value]
        if op == "feature":
            return features[args[0]]  # type: ignore[index]
        if op == "not":
            return int(not args[0].evaluate(features))  # type: ignore[attr-defined]
        a = args[0].evaluate(features)  # type: ignore[attr-defined]
        b = args[1].evaluate(features)  # type: ignore[attr-defined]
        return _APPLY[op](a, b)

    def program(self) -> list[tuple[int, int]]:
        """The postfix program of the expression, ``(op, argument)`` steps (:data:`OPS`)."""
        out: list[tuple[int, int]] = []
        self._emit(out)
        if len(out) > MAX_PROGRAM:
            from hupai.errors import OptionError

            raise OptionError(f"a fan condition of {len(out)} steps; at most {MAX_PROGRAM}")
        return out

    def _emit(self, out: list[tuple[int, int]]) -> None:
        if self._op == "const":
            out.append((_OP["const"], self._args[0]))  # type: ignore[arg-type]
        elif self._op == "feature":
            out.append((_OP["feature"], _FEATURE[self._args[0]]))  # type: ignore[index]
        else:
            for a in self._args:
                a._emit(out)  # type: ignore[attr-defined]
            out.append((_OP[self._op], 0))


_SYMBOLS: Final = {
    "add": "+", "sub": "-", "mul": "*", "eq": "==", "ne": "!=", "lt": "<", "le": "<=",
    "gt": ">", "ge": ">=", "and": "&", "or": "|",
}  # fmt: skip
_APPLY: Final[dict[str, Callable[[int, int], int]]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "eq": lambda a, b: int(a == b),
    "ne": lambda a, b: int(a != b),
    "lt": lambda a, b: int(a < b),
    "le": lambda a, b: int(a <= b),
    "gt": lambda a, b: int(a > b),
    "ge": lambda a, b: int(a >= b),
    "and": lambda a, b: int(bool(a) and bool(b)),
    "or": lambda a, b: int(bool(a) or bool(b)),
    "min": min,
    "max": max,
}
#: Constants are kept to what the engine's i32 stack holds.
_CONST_RANGE: Final = range(-(2**31), 2**31)


def _expr(value: object) -> Expr:
    if isinstance(value, Expr):
        return value
    if isinstance(value, bool) or (isinstance(value, int) and value in _CONST_RANGE):
        return Expr("const", int(value))
    from hupai.errors import OptionError
    from hupai.tiles._kinds import shown

    raise OptionError(
        f"a fan condition combines features and whole numbers (-2**31 to 2**31-1), "
        f"not {shown(value)}"
    )


def minimum(a: Operand, b: Operand) -> Expr:
    """The smaller of two values."""
    return Expr("min", _expr(a), _expr(b))


def maximum(a: Operand, b: Operand) -> Expr:
    """The larger of two values."""
    return Expr("max", _expr(a), _expr(b))


def constant(value: int | bool) -> Expr:
    """A whole number as an expression (``constant(True)`` is a condition that always holds)."""
    return _expr(value)


class Feature(Expr):
    """One feature of :data:`FEATURES`, named by its attribute of :data:`F`."""

    __slots__ = ()

    def __init__(self, name: str) -> None:
        super().__init__("feature", name)


class _Features:
    """``F.<name>`` is the feature of that name; an unknown name is an AttributeError."""

    def __getattr__(self, name: str) -> Feature:
        if name in FEATURES:
            return Feature(name)
        raise AttributeError(f"no feature {name!r}; the features are listed in FEATURES")

    def __dir__(self) -> list[str]:
        return list(FEATURES)


#: The features, as ``F.seven_pairs``, ``F.quads`` ...
F: Final = _Features()
