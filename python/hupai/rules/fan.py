"""One fan (番) of a local rule set: its names, its value and the condition it is scored on.

A fan's condition is either an expression of :mod:`hupai.rules.vocabulary` (evaluated by the
engine on every reading, fast) or a plain Python function of a
:class:`hupai.rules.reading.Reading` (a *custom* fan: the slower path, in which the engine
hands every reading to Python). Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

from hupai.rules.vocabulary import Expr, constant
from hupai.tiles._kinds import as_bool, as_int, shown

if TYPE_CHECKING:
    from hupai.rules.reading import Reading

__all__ = ["Condition", "Fan"]

#: What a fan is scored on: an expression of the vocabulary, or a function of a reading that
#: returns True/False (or a count, for a fan that counts several times).
Condition = Union[Expr, "Callable[[Reading], bool | int]"]


@dataclass(frozen=True, eq=False)
class Fan:
    """A fan of a local rule set.

    Attributes:
        id: its number in the rule set's table, from 1 (the row of the rule set's TSV).
        zh: the Chinese name (番名).
        en: the English name (the Green Book's where MCR has the fan).
        value: what it adds each time it counts: 番 (红中, 四川, 推倒胡, seed 001) or points.
            0 for a fan that only multiplies (``multiplier``) or is shown for its name (平和).
        when: the condition, an expression of :mod:`hupai.rules.vocabulary` or a function of
            a :class:`~hupai.rules.reading.Reading` (a custom fan, scored on the slower path).
        count: how many times it counts when ``when`` holds (根 counts each four of a kind):
            an expression, or None for once. A function ``when`` returns its own count.
        excludes: ids of the fans it leaves out (不计) when it counts.
        multiplier: the factor it applies to the hand's points when it counts (无鬼加倍: 2);
            1 for an additive fan.
        kind: the table's kind column (hand, base, add, special, situational, option).
        definition: the rule in words, as the rule set's page gives it.
    """

    id: int
    zh: str
    en: str
    value: int
    when: Condition
    count: Expr | None = None
    excludes: tuple[int, ...] = ()
    multiplier: int = 1
    kind: str = "hand"
    definition: str = ""

    @property
    def points(self) -> int:
        """The value, under the name MCR's fans use (so that a ``FanCount`` reads both)."""
        return self.value

    @property
    def custom(self) -> bool:
        """Whether the condition is a Python function (scored on the slower path)."""
        return not isinstance(self.when, Expr)

    def custom_count(self, reading: Reading) -> int:
        """How many times this custom fan counts on ``reading``: its function's answer, True
        1 and False 0 (NumPy's too), or a whole number, never below 0; OptionError for any
        other answer. An exception the function raises propagates as it is."""
        got = self.when(reading)  # type: ignore[operator]
        flag = as_bool(got)
        count = int(flag) if flag is not None else as_int(got)
        if count is None:
            from hupai.errors import OptionError

            raise OptionError(
                f"fan {self.id} ({self.en}): its function returned {shown(got)}; it returns "
                "True, False or a whole number"
            )
        return max(count, 0)

    def counted(self) -> Expr:
        """The count as an expression: ``count`` where ``when`` holds, else 0."""
        if not isinstance(self.when, Expr):
            raise TypeError(f"fan {self.id} ({self.en}) is a Python function, not an expression")
        times = self.count if self.count is not None else constant(1)
        return self.when * times

    def key(self) -> tuple[object, ...]:
        """What the fan is, for comparing rule sets: its fields, an expression by its text
        (``==`` on expressions builds a condition) and a function as itself."""
        when = repr(self.when) if isinstance(self.when, Expr) else self.when
        count = None if self.count is None else repr(self.count)
        return (self.id, self.zh, self.en, self.value, when, count, tuple(self.excludes),
                self.multiplier, self.kind, self.definition)  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fan):
            return NotImplemented
        return self is other or self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return f"<Fan {self.id} {self.zh} {self.en} {self.value}>"
