"""A rule set: the fan table a hand is scored with and its options. Pure data; the engine
builds its own copy of the points and exclusions from it on first use."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from hupai.rules import mcr
from hupai.rules.mcr import Fan

__all__ = ["MCR", "RuleSet", "check_rules"]

#: The fan the extension option turns on or off: Concealed Kong and Melded Kong (明暗杠).
CONCEALED_KONG_AND_MELDED_KONG = 82
CONCEALED_KONG, MELDED_KONG = 67, 74


@dataclass(frozen=True, eq=False)
class RuleSet:
    """The fans of a rule set and how they are applied.

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

    def fan(self, fan_id: int) -> Fan:
        """The fan with this id; KeyError otherwise."""
        if not 1 <= fan_id <= len(self.fans):
            raise KeyError(fan_id)
        return self.fans[fan_id - 1]

    def with_options(self, *, concealed_and_melded_kong: bool) -> RuleSet:
        """This rule set with the option changed."""
        return dataclasses.replace(self, concealed_and_melded_kong=bool(concealed_and_melded_kong))

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


#: The Chinese Official rules (国标麻将, MCR) as the reference engine applies them.
MCR = RuleSet("MCR", mcr.FANS, mcr.ENGINE_EXCLUSION_ORDER)


def check_rules(rules: object) -> RuleSet:
    """``rules`` if it is a :class:`RuleSet`; OptionError otherwise."""
    if isinstance(rules, RuleSet):
        return rules
    from hupai.errors import OptionError

    raise OptionError(f"rules= takes a hupai.rules.RuleSet such as hupai.rules.MCR, not {rules!r}")
