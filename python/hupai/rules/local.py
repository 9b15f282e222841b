"""A local rule set (红中, 四川, 推倒胡, seed 001's rules, or one of a user's): every part of it is
data, and its fans are conditions in the vocabulary of :mod:`hupai.rules.vocabulary`, so that
one engine scores them all. Pure Python.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from hupai.errors import OptionError, UnknownFanError
from hupai.rules.combine import Combine
from hupai.rules.fan import Fan
from hupai.rules.payment import Payment
from hupai.rules.ruleset import ALL_FORMS, RuleSet, no_fan_id
from hupai.rules.vocabulary import Expr
from hupai.rules.wildcards import NO_WILDCARDS, Wildcards
from hupai.tiles._kinds import as_int, shown

if TYPE_CHECKING:
    from hupai._types import FormName

__all__ = ["CLAIMS", "SITUATIONS", "LocalRuleSet"]

#: The claims a rule set may allow (吃, 碰, 杠 on a discard or added to a pung).
CLAIMS = frozenset({"chow", "pung", "kong"})
#: Every situation keyword a local rule set may read (hupai.score's keywords).
SITUATIONS = frozenset({
    "self_drawn", "kong", "kong_discard", "last_tile", "last_copy", "seat_wind",
    "prevalent_wind", "flowers", "ready", "heavenly_hand", "earthly_hand", "void",
    "indicator", "wildcards", "four_ghosts",
})  # fmt: skip
#: The most fans a local rule set holds (the engine's exclusion masks are 128 bits).
MAX_FANS = 128


#: The largest value, multiplier or id a fan may have: what the engine's whole numbers hold.
MAX_VALUE = 2**31 - 1


def _check_fan(f: Fan, ids: list[int]) -> None:
    """OptionError unless ``f`` is a fan the engine can score."""
    name = f"fan {shown(f.id)} ({f.en})"
    for field_name, low in (("id", 1), ("value", 0), ("multiplier", 1)):
        value = getattr(f, field_name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_VALUE:
            raise OptionError(
                f"{name} has {field_name} {shown(value)}; a whole number {low}-{MAX_VALUE}"
            )
    for other in f.excludes:
        if other not in ids or other == f.id:
            raise OptionError(f"{name} excludes {shown(other)}, not another fan of the table")
    if not (isinstance(f.when, Expr) or callable(f.when)):
        raise OptionError(f"{name}: when= is an expression or a function of a Reading")
    if f.count is not None and not isinstance(f.count, Expr):
        raise OptionError(f"{name}: count= is an expression of the vocabulary or None")
    if isinstance(f.when, Expr):
        f.counted().program()  # too long a program is refused here, not when scoring


@dataclass(frozen=True, eq=False)
class LocalRuleSet(RuleSet):
    """A rule set defined wholly as data (see :class:`hupai.rules.RuleSet` for the shared
    attributes).

    Attributes:
        title: the rule set's Chinese name (红中麻将).
        claims: the claimed melds allowed: a subset of ``{"chow", "pung", "kong"}``
            (concealed kongs are always allowed).
        self_draw_only: whether a win must be self-drawn (红中).
        void: whether the player names a void suit (定缺, 四川) and may not win holding it;
            without ``void=`` the hand must lack one suit.
        situations: the situation keywords the rule set reads; any other is an OptionError.
        options: the documented options and their values (see :meth:`with_options`).
        build: the function that makes the rule set from its options (None: no options).
        page: the docs page of the rule set.
    """

    name: str
    title: str
    copies: tuple[int, ...]
    forms: tuple[FormName, ...]
    fans: tuple[Fan, ...]
    combine: Combine
    wildcards: Wildcards = NO_WILDCARDS
    minimum: int = 0
    payment: Payment = Payment()
    claims: frozenset[str] = CLAIMS
    self_draw_only: bool = False
    void: bool = False
    situations: frozenset[str] = SITUATIONS
    options: Mapping[str, Any] = field(default_factory=dict)
    build: Callable[..., LocalRuleSet] | None = None
    page: str = ""

    def __post_init__(self) -> None:
        if len(self.copies) != 34 or any(c not in range(5) for c in self.copies):
            raise OptionError(f"copies must be 34 counts 0-4, got {shown(self.copies)}")
        bad = [f for f in self.forms if f not in ALL_FORMS]
        if bad or not self.forms:
            raise OptionError(
                f"forms must be some of {', '.join(ALL_FORMS)}, got {shown(self.forms)}"
            )
        fans = tuple(self.fans) if isinstance(self.fans, (tuple, list)) else None
        if fans is None or not all(isinstance(f, Fan) for f in fans):
            raise OptionError(f"fans must be hupai.rules.Fan rows, got {shown(self.fans)}")
        if len(fans) > MAX_FANS:
            raise OptionError(f"a rule set holds at most {MAX_FANS} fans, got {len(fans)}")
        ids = [f.id for f in fans]
        if any(type(i) is not int or i < 1 for i in ids) or ids != sorted(set(ids)):
            raise OptionError(f"fan ids must be whole numbers from 1, increasing, got {ids}")
        for f in fans:
            _check_fan(f, ids)
        unknown = set(self.situations) - SITUATIONS
        if unknown or not set(self.claims) <= CLAIMS:
            raise OptionError(f"unknown situations or claims: {sorted(unknown)}")
        object.__setattr__(self, "fans", fans)
        object.__setattr__(self, "forms", tuple(self.forms))
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))

    def _key(self) -> tuple[object, ...]:
        return (
            self.name, self.title, self.copies, self.forms, tuple(f.key() for f in self.fans),
            self.combine, self.wildcards, self.minimum, self.payment, self.claims,
            self.self_draw_only, self.void, self.situations, tuple(self.options.items()),
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        # By content, so that a pickled or copied rule set (and a Score holding one) equals
        # the original; the builder and page are where it came from, not what it is.
        if not isinstance(other, LocalRuleSet):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __getstate__(self) -> dict[str, object]:
        state = {k: v for k, v in self.__dict__.items() if k != "_engine_table"}
        state["options"] = dict(self.options)
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        state = dict(state)
        state["options"] = MappingProxyType(dict(state["options"]))  # type: ignore[call-overload]
        self.__dict__.update(state)

    def __repr__(self) -> str:
        defaults = inspect.signature(self.build).parameters if self.build else {}
        changed = ", ".join(
            f"{k}={v!r}"
            for k, v in self.options.items()
            if k not in defaults or defaults[k].default != v
        )
        return f"<RuleSet {self.name}{', ' + changed if changed else ''}>"

    @property
    def custom(self) -> bool:
        """Whether any fan is a Python function (the slower path scores the hand)."""
        return any(f.custom for f in self.fans)

    def fan(self, fan_id: int) -> Fan:
        """The fan with this id; UnknownFanError (a HupaiError and a KeyError) otherwise."""
        n = as_int(fan_id)
        for f in self.fans:
            if n is not None and f.id == n:
                return f
        ids = ", ".join(str(f.id) for f in self.fans)
        raise no_fan_id(self.name, fan_id, ids)

    def by_name(self, name: str) -> Fan:
        """The fan of this Chinese or English name; UnknownFanError (a KeyError) otherwise."""
        for f in self.fans:
            if name in (f.zh, f.en):
                return f
        raise UnknownFanError(f"{self.name} has no fan named {shown(name)}")

    def with_options(self, **options: object) -> LocalRuleSet:
        """This rule set with documented options changed (its page lists them); OptionError
        for an unknown option or a value out of range."""
        if self.build is None:
            if options:
                raise OptionError(f"{self.name} has no options, got {sorted(options)[0]!r}")
            return self
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            raise OptionError(
                f"{self.name} has no option {unknown[0]!r}; its options are "
                f"{', '.join(self.options)}"
            )
        return self.build(**{**self.options, **options})

    def with_fans(self, *fans: Fan) -> LocalRuleSet:
        """This rule set with ``fans`` added at the end of its table (their ids above the
        table's last; its options are then fixed); a custom fan is a :class:`~hupai.rules.fan.Fan`
        whose ``when`` is a Python function."""
        added = "+".join(f.zh for f in fans if isinstance(f, Fan))
        name = f"{self.name}+{added}" if added else self.name
        return dataclasses.replace(
            self, name=name, fans=(*self.fans, *fans), build=None, options={}
        )
