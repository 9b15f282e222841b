"""A rule set described for a client: its tiles, claims, situation keywords, wildcards,
options (with the values each may take) and payment, as JSON values. The page builds its
controls from this; a game server may read it to know what a rule set's ``score`` takes."""

from __future__ import annotations

from typing import Any, Final

from hupai.rules import BY_NAME, sichuan, tuidao
from hupai.rules.local import CLAIMS, LocalRuleSet
from hupai.rules.ruleset import McrRuleSet, RuleSet
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.mcr2p_request import KEYWORDS as TWO_PLAYER_KEYWORDS
from hupai.scoring.mcr2p_situation import ASKED, refusals
from hupai.tiles._kinds import mpsz

__all__ = ["TITLES", "describe", "with_options"]

#: The page's name for each rule set, by its ``--rules`` name.
TITLES: Final = {
    "mcr": "国标麻将 Chinese Official (MCR)",
    "mcr-2p": "二人国标 two-player MCR",
    "mcr-2p-v3": "二人国标 two-player MCR (V3)",
    "hongzhong": "红中麻将 Red Dragon",
    "sichuan": "四川血战到底 Sichuan Bloody",
    "tuidao": "广东推倒胡 Guangdong Pushed-Down",
    "basic-laizi": "赖子麻将 wildcards (seed 001)",
}
#: The keywords MCR's ``score`` reads beside the hand.
MCR_KEYWORDS: Final = (
    "self_drawn", "last_copy", "kong", "last_tile", "seat_wind", "prevalent_wind", "flowers",
)  # fmt: skip
#: Each local rule set's options and the values each takes, by rule-set name.
_CHOICES: Final[dict[str, dict[str, tuple[object, ...]]]] = {
    "SICHUAN": sichuan.CHOICES,
    "TUIDAO": tuidao.CHOICES,
}
#: Two-player MCR's one option, the points a hand needs (0-65535).
_MIN_POINTS: Final = {"name": "min_points", "min": 0, "max": 65535}


def with_options(name: str, options: dict[str, Any]) -> RuleSet:
    """The rule set called ``name`` with ``options``; OptionError for an option it lacks."""
    rules = BY_NAME[name]
    return rules.with_options(**options) if options else rules


def _options(rules: RuleSet) -> list[dict[str, Any]]:
    if isinstance(rules, McrRuleSet):
        on = rules.concealed_and_melded_kong
        return [{"name": "concealed_and_melded_kong", "value": on, "choices": [False, True]}]
    if isinstance(rules, Mcr2pRuleSet):
        return [{**_MIN_POINTS, "value": rules.min_points}]
    assert isinstance(rules, LocalRuleSet)
    choices = _CHOICES.get(rules.name, {})
    return [
        {"name": k, "value": v, "choices": list(choices.get(k, (v,)))}
        for k, v in rules.options.items()
    ]


def _situations(rules: RuleSet) -> list[str]:
    if isinstance(rules, Mcr2pRuleSet):
        # A first-turn keyword whose fan the preset lacks is refused (人胡 under MCR_2P); ready
        # stays while either of its values has its fan.
        asked = zip(ASKED, refusals(rules), strict=True)
        refused = [given.split("=")[0] for (given, _, _), why in asked if why]
        lacking = {k for k in refused if k != "ready" or refused.count("ready") == 2}
        return [k for k in TWO_PLAYER_KEYWORDS[2:] if k not in lacking]
    if isinstance(rules, LocalRuleSet):
        return sorted(rules.situations)
    return list(MCR_KEYWORDS)


def describe(name: str, rules: RuleSet) -> dict[str, Any]:
    """``rules`` (called ``name``, its options applied) as JSON values: ``tiles`` (34
    copies), ``claims``, ``self_draw_only`` (a win must be self-drawn: 红中), ``forms``,
    ``minimum``, ``situations`` (``score``'s keywords for it), ``wildcards`` (fixed kinds by
    name, kinds flipped, jokers, honor cycle), ``options`` (each with its value and its
    ``choices`` or ``min``/``max``), ``payment`` and ``seats``."""
    players = rules.players or 4
    claims = rules.claims if isinstance(rules, LocalRuleSet) else CLAIMS
    wild = rules.wildcards
    pay = rules.payment
    return {
        "name": name,
        "rule_set": rules.name,
        "title": TITLES[name],
        "players": players,
        "seats": ["E", "W"] if players == 2 else ["E", "S", "W", "N"],
        "tiles": list(rules.copies),
        "claims": sorted(claims),
        "self_draw_only": isinstance(rules, LocalRuleSet) and rules.self_draw_only,
        "forms": list(rules.forms),
        "minimum": rules.minimum,
        "situations": _situations(rules),
        "wildcards": {
            "fixed": [mpsz(k) for k in wild.fixed],
            "flipped": wild.flipped,
            "jokers": wild.jokers,
            "honor_cycle": wild.honor_cycle,
        },
        "options": _options(rules),
        "payment": {
            "birds": pay.birds,
            "horses": pay.horse is not None,
            "liable": pay.liable_pays_all,
        },
    }
