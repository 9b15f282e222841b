"""The two-player Chinese Official rules (国标二人麻将, seed 000) as rule sets:
:data:`MCR_2P`, seed 000's table (:mod:`hupai.rules.mcr2p`), and :data:`MCR_2P_V3`, the
"四喜七对" preset (:mod:`hupai.rules.mcr2p_v3`). Each is a fan table scored by the MCR engine:
the fans MCR has are found by MCR's own predicates, and the table gives points, exclusions
and the order they are walked in (mcr2p.md 5). Pure data.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from hupai.rules import mcr2p, mcr2p_v3
from hupai.rules.combine import Combine
from hupai.rules.payment import Payment
from hupai.rules.ruleset import RuleSet, fan_at
from hupai.rules.two_player_fan import PREDICATES, Fan
from hupai.rules.wildcards import NO_WILDCARDS, Wildcards
from hupai.tiles._kinds import as_int, shown

if TYPE_CHECKING:
    from hupai._types import FormName

__all__ = ["MCR_2P", "MCR_2P_V3", "TWO_PLAYER_COPIES", "Mcr2pRuleSet"]

#: The two-player tile set (mcr2p.md 1): four of each 万 and honor, no 筒 or 条.
TWO_PLAYER_COPIES: Final = (4,) * 9 + (0,) * 18 + (4,) * 7


@dataclass(frozen=True)
class Mcr2pRuleSet(RuleSet):
    """A two-player MCR rule set: a fan table (:class:`hupai.rules.two_player_fan.Fan` rows)
    and its one option.

    Attributes:
        name: a short name ("MCR_2P").
        fans: the fan table, fan ``i`` at position ``i - 1``, highest points first.
        min_points: the points a hand needs, flowers aside, to win (起和番); 0, the default,
            for none (mcr2p.md 5.7: the seed and two of three products state none).

    Raises:
        OptionError: a table whose ids are not 1-n in order, a predicate named twice or
            unknown, an exclusion of a fan not in the table or of the fan itself, points or
            ``min_points`` outside 0-65535.
    """

    name: str
    fans: tuple[Fan, ...]
    min_points: int = 0

    copies: tuple[int, ...] = field(
        default=TWO_PLAYER_COPIES, init=False, repr=False, compare=False
    )
    wildcards: Wildcards = field(default=NO_WILDCARDS, init=False, repr=False, compare=False)
    forms: tuple[FormName, ...] = field(
        default=("regular", "seven_pairs"), init=False, repr=False, compare=False
    )
    combine: Combine = field(default=Combine(), init=False, repr=False, compare=False)
    #: The loser pays the hand's total (two players: the discarder or, on a self-draw, the
    #: other player), with no fee.
    payment: Payment = field(default=Payment(), init=False, repr=False, compare=False)
    #: Two seats, East (the dealer) and West.
    players: int = field(default=2, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        from hupai.errors import OptionError

        if not isinstance(self.name, str):
            raise OptionError(f"a rule set's name is a str, got {shown(self.name)}")
        fans = tuple(self.fans) if isinstance(self.fans, (tuple, list)) else None
        if not fans or not all(isinstance(f, Fan) for f in fans):
            raise OptionError(
                "fans must be a tuple of hupai.rules.two_player_fan.Fan rows, as "
                "hupai.rules.mcr2p.FANS"
            )
        checked = tuple(_checked(f, i, len(fans)) for i, f in enumerate(fans, 1))
        seen: dict[int, int] = {}
        for f in checked:
            if f.predicate in seen:
                raise OptionError(
                    f"fans {seen[f.predicate]} and {f.id} name the same predicate {f.predicate}"
                )
            seen[f.predicate] = f.id
        object.__setattr__(self, "fans", checked)
        object.__setattr__(self, "min_points", _points("min_points", self.min_points))

    @property
    def minimum(self) -> int:  # type: ignore[override]
        """The points a hand needs, flowers aside (``min_points``)."""
        return self.min_points

    def __getstate__(self) -> dict[str, object]:
        # The engine's table cached on a rule set is rebuilt where it is needed.
        return {k: v for k, v in self.__dict__.items() if k != "_engine_table"}

    def __repr__(self) -> str:
        option = f", min_points={self.min_points}" if self.min_points else ""
        return f"<RuleSet {self.name}{option}>"

    def fan(self, fan_id: int) -> Fan:
        """The fan with this id (1 to the number of fans); UnknownFanError (a HupaiError and a
        KeyError) otherwise."""
        return fan_at(self.name, self.fans, fan_id)

    def by_name(self, name: str) -> Fan:
        """The fan with this Chinese or English name (English in any case); UnknownFanError
        (a HupaiError and a KeyError) otherwise."""
        from hupai.errors import UnknownFanError

        if isinstance(name, str):
            for f in self.fans:
                if name in (f.zh, f.en) or name.lower() == f.en.lower():
                    return f
        raise UnknownFanError(
            f"{self.name} has no fan named {shown(name)}; give a fan's Chinese name (七对) or "
            f"its English one (Seven Pairs), as {self.name}.fans lists them"
        )

    def with_options(self, **options: object) -> Mcr2pRuleSet:
        """This rule set with its option ``min_points`` (0-65535) changed; OptionError for
        any other option or value."""
        from hupai.errors import OptionError

        unknown = sorted(set(options) - {"min_points"})
        if unknown:
            raise OptionError(f"{self.name} has no option {unknown[0]!r}; its option is min_points")
        return dataclasses.replace(self, **options)  # type: ignore[arg-type]

    def points(self) -> list[int]:
        """Points by fan id, index 0 unused."""
        return [0, *(f.points for f in self.fans)]


def _points(name: str, value: object) -> int:
    from hupai.errors import OptionError

    # Exact ints: a NumPy integer would wrap in a sum, a bool is not a number of points.
    n = as_int(value)
    if n is None or not 0 <= n <= 65535:
        raise OptionError(f"{name} must be a whole number 0-65535, got {shown(value)}")
    return n


def _checked(fan: Fan, position: int, size: int) -> Fan:
    """``fan`` with exact ints, or OptionError naming what is wrong with it."""
    from hupai.errors import OptionError

    if as_int(fan.id) != position:
        raise OptionError(f"fan {shown(fan.id)} is at position {position}; ids run 1-{size}")
    predicate = as_int(fan.predicate)
    if predicate is None or predicate not in PREDICATES:
        raise OptionError(
            f"fan {position} ({fan.zh}) names predicate {shown(fan.predicate)}; predicates are "
            f"MCR's fan ids 1-82 and the two-player ones 83-{PREDICATES[-1]}"
        )
    if not isinstance(fan.excludes, (tuple, list)):
        raise OptionError(f"fan {position} ({fan.zh}) excludes {shown(fan.excludes)}: not ids")
    excludes = []
    for i in fan.excludes:
        n = as_int(i)
        if n is None or not 1 <= n <= size or n == position:
            raise OptionError(
                f"fan {position} ({fan.zh}) excludes {shown(i)}; it may exclude the other fans "
                f"of its table, ids 1-{size}"
            )
        excludes.append(n)
    return fan._replace(
        id=position,
        points=_points(f"fan {position} ({fan.zh}) points", fan.points),
        excludes=tuple(excludes),
        predicate=predicate,
    )


#: 国标二人麻将 as seed 000 scores it (mcr2p.md 1-8): 62 fans, no minimum.
MCR_2P = Mcr2pRuleSet("MCR_2P", mcr2p.FANS)
#: The "四喜七对" preset (mcr2p.md 9): 63 fans, no minimum.
MCR_2P_V3 = Mcr2pRuleSet("MCR_2P_V3", mcr2p_v3.FANS)
