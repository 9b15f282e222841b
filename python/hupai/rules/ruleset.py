"""A rule set: what wins, which tiles are wildcards, the fans a hand is scored with, how they
combine and who pays. :class:`RuleSet` is what every rule set gives; :class:`McrRuleSet` is
the Chinese Official rules' (its fans found by the MCR engine), and
:class:`hupai.rules.local.LocalRuleSet` every other (its fans written in the vocabulary of
:mod:`hupai.rules.vocabulary`). Pure data; the engine builds its own copy on first use."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from hupai.rules import mcr
from hupai.rules.combine import Combine
from hupai.rules.mcr import Fan
from hupai.rules.payment import Payment
from hupai.rules.wildcards import NO_WILDCARDS, Wildcards
from hupai.tiles._kinds import as_bool, as_int, shown

if TYPE_CHECKING:
    from hupai._types import FormName

__all__ = ["MCR", "McrRuleSet", "RuleSet", "check_rules", "fan_at"]

T = TypeVar("T")

#: Every form a hand may win in, in hupai's order.
ALL_FORMS: tuple[FormName, ...] = (
    "regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight",
)  # fmt: skip
#: Four copies of each of the 34 kinds.
FOUR_EACH: tuple[int, ...] = (4,) * 34


class RuleSet:
    """What every rule set gives (the attributes below); pass one as ``rules=``.

    Attributes:
        name: a short name ("MCR", "HONGZHONG").
        copies: the tile set: 34 copies by kind (0 for a kind the set lacks).
        wildcards: the wildcard rule (:class:`hupai.rules.wildcards.Wildcards`).
        forms: the win forms allowed (``"regular"``, ``"seven_pairs"``, ...).
        fans: the fan table, in its ids' order.
        combine: how fan values make the total and the points
            (:class:`hupai.rules.combine.Combine`).
        minimum: the total (flowers aside) a hand needs to win (起和番); 0 for none.
        payment: who pays whom (:class:`hupai.rules.payment.Payment`).
        players: the players the rules are for (two-player MCR: 2), None where a table of
            2-4 may play them (:func:`hupai.settle` then takes 4 unless told).
    """

    #: No fixed number of players, unless a rule set says so.
    players: int | None = None

    name: str
    copies: tuple[int, ...]
    wildcards: Wildcards
    forms: tuple[FormName, ...]
    fans: Sequence[object]
    combine: Combine
    minimum: int
    payment: Payment

    def with_options(self, **options: object) -> RuleSet:  # pragma: no cover - abstract
        """This rule set with documented options changed; OptionError for any other."""
        raise NotImplementedError


#: The fan the extension option turns on or off: Concealed Kong and Melded Kong (明暗杠).
CONCEALED_KONG_AND_MELDED_KONG = 82
CONCEALED_KONG, MELDED_KONG = 67, 74


@dataclass(frozen=True)
class McrRuleSet(RuleSet):
    """The Chinese Official rules (国标麻将): the fan table MCR's engine scores and its option.

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

    # What every rule set gives, fixed for MCR (not arguments: MCR's tiles and payment are
    # the rule book's).
    copies: tuple[int, ...] = field(default=FOUR_EACH, init=False, repr=False, compare=False)
    wildcards: Wildcards = field(default=NO_WILDCARDS, init=False, repr=False, compare=False)
    forms: tuple[FormName, ...] = field(default=ALL_FORMS, init=False, repr=False, compare=False)
    combine: Combine = field(default=Combine(), init=False, repr=False, compare=False)
    #: 8 points without the flowers (起和番).
    minimum: int = field(default=8, init=False, repr=False, compare=False)
    #: 8 from every other player, the total from the discarder or from each on a self-draw.
    payment: Payment = field(default=Payment(fee=8), init=False, repr=False, compare=False)

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
        """The fan with this id (1-82); UnknownFanError (a HupaiError and a KeyError)
        otherwise."""
        return fan_at(self.name, self.fans, fan_id)

    def with_options(self, **options: object) -> McrRuleSet:
        """This rule set with its one option, ``concealed_and_melded_kong`` (True or False),
        changed; OptionError for any other option or value."""
        from hupai.errors import OptionError

        unknown = sorted(set(options) - {"concealed_and_melded_kong"})
        if unknown:
            raise OptionError(
                f"{self.name} has no option {unknown[0]!r}; its option is concealed_and_melded_kong"
            )
        return dataclasses.replace(self, **options)  # type: ignore[arg-type]

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


def fan_at(rules: str, fans: Sequence[T], fan_id: object) -> T:
    """Fan ``fan_id`` of the table ``fans`` of the rule set named ``rules``, whose ids run 1-n
    in order; UnknownFanError (a HupaiError and a KeyError) otherwise."""
    n = as_int(fan_id)
    if n is None or not 1 <= n <= len(fans):
        raise no_fan_id(rules, fan_id, f"1-{len(fans)}")
    return fans[n - 1]


def no_fan_id(rules: str, fan_id: object, ids: str) -> Exception:
    """The UnknownFanError of a lookup by a fan id the rule set lacks (its ids ``ids``)."""
    from hupai.errors import UnknownFanError

    return UnknownFanError(f"{rules} has no fan {shown(fan_id)}; its fan ids are {ids}")


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
MCR = McrRuleSet("MCR", mcr.FANS, mcr.ENGINE_EXCLUSION_ORDER)


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
