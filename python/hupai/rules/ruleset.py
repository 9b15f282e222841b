"""A rule set: the fan table a hand is scored with and its options. Pure data; the engine
builds its own copy of the points and exclusions from it on first use."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from hupai.rules import mcr
from hupai.rules.mcr import Fan
from hupai.tiles._kinds import as_bool, as_int, shown

__all__ = ["MCR", "RuleSet", "check_rules"]

#: The fan the extension option turns on or off: Concealed Kong and Melded Kong (明暗杠).
CONCEALED_KONG_AND_MELDED_KONG = 82
CONCEALED_KONG, MELDED_KONG = 67, 74


@dataclass(frozen=True, eq=False)
class RuleSet:
    """The fans of a rule set and how they are applied.

    The scorers take each fan's points from ``fans`` and apply ``exclusion_order`` as the
    last step; the other exclusions (不计) of the rule book are built into how they find fans
    (docs/mcr-scoring.md), so a fan's ``excludes`` is documentation, not read when scoring.

    Attributes:
        name: a short name ("MCR").
        fans: the fan table, fan ``i`` at position ``i - 1`` (:mod:`hupai.rules.mcr`).
        exclusion_order: the ordered last-step exclusions, ``(fan, fans it leaves out)``.
        concealed_and_melded_kong: whether a concealed kong beside a melded kong scores the
            reference engine's 5-point fan 明暗杠 (the default, as PyMahjongGB does), or, by the
            rule book alone, Concealed Kong (暗杠, 2) plus Melded Kong (明杠, 1).
    """

    name: str
    fans: tuple[Fan, ...]
    exclusion_order: tuple[tuple[int, tuple[int, ...]], ...]
    concealed_and_melded_kong: bool = True

    def __post_init__(self) -> None:
        from hupai.errors import OptionError

        flag = as_bool(self.concealed_and_melded_kong)
        if flag is None:
            raise OptionError(
                "concealed_and_melded_kong must be True or False, got "
                f"{shown(self.concealed_and_melded_kong)}"
            )
        object.__setattr__(self, "concealed_and_melded_kong", flag)
        if not isinstance(self.name, str):
            raise OptionError(f"a rule set's name is a str, got {shown(self.name)}")
        if self.has_mcr_tables():
            return  # checked by the tests
        fans = tuple(self.fans) if isinstance(self.fans, (tuple, list)) else ()
        ids = [f.id for f in fans if isinstance(f, Fan)]
        if ids != list(range(1, len(mcr.FANS) + 1)):
            raise OptionError(
                f"fans must be the {len(mcr.FANS)} fans of hupai.rules.mcr (ids 1-"
                f"{len(mcr.FANS)}, as hupai.rules.mcr.Fan), with their points changed as wanted"
            )
        # Points as exact ints: a NumPy integer would wrap in the reference's sums, and an int
        # subclass could answer the range check as it likes.
        points = []
        for f in fans:
            p = as_int(f.points)
            if p is None or not 0 <= p <= 65535:
                raise OptionError(f"fan {f.id} has points {shown(f.points)}; 0-65535")
            points.append(p)
        fans = tuple(f._replace(points=p) for f, p in zip(fans, points, strict=True))
        object.__setattr__(self, "fans", fans)
        object.__setattr__(self, "exclusion_order", _order(self.exclusion_order, len(fans)))

    def has_mcr_tables(self) -> bool:
        """Whether the fans and exclusions are MCR's own tables themselves (not copies)."""
        return self.fans is mcr.FANS and self.exclusion_order is mcr.ENGINE_EXCLUSION_ORDER

    def __getstate__(self) -> dict[str, object]:
        # The engine's table cached on a rule set (hupai.scoring.engine) is rebuilt where it is
        # needed: it is left out of pickles and copies.
        return {k: v for k, v in self.__dict__.items() if k != "_engine_table"}

    def __repr__(self) -> str:
        option = "" if self.concealed_and_melded_kong else ", concealed_and_melded_kong=False"
        return f"<RuleSet {self.name}{option}>"

    def fan(self, fan_id: int) -> Fan:
        """The fan with this id; KeyError otherwise."""
        n = as_int(fan_id)
        if n is None or not 1 <= n <= len(self.fans):
            raise KeyError(fan_id)
        return self.fans[n - 1]

    def with_options(self, *, concealed_and_melded_kong: bool) -> RuleSet:
        """This rule set with the option changed; OptionError unless it is True or False."""
        return dataclasses.replace(self, concealed_and_melded_kong=concealed_and_melded_kong)

    def points(self) -> list[int]:
        """Points by fan id, index 0 unused: the engine's table."""
        return [0, *(f.points for f in self.fans)]

    def settle(self, fans: dict[int, int]) -> dict[int, int]:
        """``fans`` with the options applied: without the extension, 明暗杠 becomes 暗杠 and
        明杠, one each."""
        if self.concealed_and_melded_kong or not fans.get(CONCEALED_KONG_AND_MELDED_KONG):
            return fans
        out = {f: c for f, c in fans.items() if f != CONCEALED_KONG_AND_MELDED_KONG}
        out[CONCEALED_KONG] = out[MELDED_KONG] = 1
        return out


def _order(value: object, fans: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The exclusion order checked: pairs of a fan id and the fan ids it leaves out."""
    from hupai.errors import OptionError

    def fan_id(i: object) -> int:
        n = as_int(i)
        if n is None or not 1 <= n <= fans:
            raise OptionError(f"exclusion_order names fan {shown(i)}; fan ids are 1-{fans}")
        return n

    if not isinstance(value, (tuple, list)):
        raise OptionError(
            f"exclusion_order must be (fan id, (fan ids...)) pairs, got {shown(value)}"
        )
    out = []
    for rule in value:
        if not (isinstance(rule, (tuple, list)) and len(rule) == 2):
            raise OptionError(
                f"exclusion_order holds {shown(rule)}, not a (fan id, (fan ids...)) pair"
            )
        fan, left_out = rule
        if not isinstance(left_out, (tuple, list)):
            raise OptionError(
                f"exclusion_order holds {shown(rule)}, not a (fan id, (fan ids...)) pair"
            )
        n, excluded = fan_id(fan), tuple(fan_id(i) for i in left_out)
        if n in excluded:
            raise OptionError(f"exclusion_order has fan {n} leave out itself")
        out.append((n, excluded))
    return tuple(out)


#: The Chinese Official rules (国标麻将, MCR) as the reference engine applies them.
MCR = RuleSet("MCR", mcr.FANS, mcr.ENGINE_EXCLUSION_ORDER)


def check_rules(rules: object) -> RuleSet:
    """``rules`` if it is a :class:`RuleSet` (None: :data:`MCR`); OptionError otherwise."""
    if rules is None:
        return MCR
    if isinstance(rules, RuleSet):
        return rules
    from hupai.errors import OptionError

    raise OptionError(
        f"rules= takes a hupai.rules.RuleSet such as hupai.rules.MCR, not {shown(rules)}"
    )
