"""Rule sets: what wins, which tiles are wildcards, the fans and how they combine, and who
pays, all as data. Pass one as ``rules=``.

- :data:`MCR`: the Chinese Official rules (国标麻将), :mod:`hupai.rules.mcr`'s table.
- :data:`MCR_2P` (国标二人麻将, seed 000, :mod:`hupai.rules.mcr2p`) and :data:`MCR_2P_V3`
  (its "四喜七对" preset, :mod:`hupai.rules.mcr2p_v3`): two-player MCR, scored by MCR's
  engine on their own fan tables.
- :data:`HONGZHONG` (红中麻将, MIL 2024), :data:`SICHUAN` (四川血战到底), :data:`TUIDAO`
  (广东推倒胡, MIL 2024, with gofishing's ghost options), :data:`BASIC_LAIZI` (seed 001's
  rules): local rule sets whose fans are conditions in :mod:`hupai.rules.vocabulary`.

``rules.with_options(...)`` changes a rule set's documented options; a new rule set is a
:class:`LocalRuleSet` of :class:`Fan` rows (a fan's condition may be a Python function of a
:class:`Reading`: a custom fan, scored on the slower path).
"""

from hupai.rules import mcr, mcr2p, mcr2p_v3
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.combine import Combine
from hupai.rules.fan import Fan
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.mcr_predicates import mcr_fan
from hupai.rules.payment import KongPayment, Payment, kong_payments, settle
from hupai.rules.reading import Reading
from hupai.rules.ruleset import MCR, McrRuleSet, RuleSet
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tuidao import TUIDAO
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.rules.vocabulary import FEATURES, F
from hupai.rules.wildcards import Wildcards

#: The built-in rule sets by the names the command line takes (``--rules``).
BY_NAME = {
    "mcr": MCR,
    "mcr-2p": MCR_2P,
    "mcr-2p-v3": MCR_2P_V3,
    "hongzhong": HONGZHONG,
    "sichuan": SICHUAN,
    "tuidao": TUIDAO,
    "basic-laizi": BASIC_LAIZI,
}

__all__ = [
    "BASIC_LAIZI",
    "BY_NAME",
    "FEATURES",
    "HONGZHONG",
    "MCR",
    "MCR_2P",
    "MCR_2P_V3",
    "SICHUAN",
    "TUIDAO",
    "Combine",
    "F",
    "Fan",
    "KongPayment",
    "LocalRuleSet",
    "Mcr2pRuleSet",
    "McrRuleSet",
    "Payment",
    "Reading",
    "RuleSet",
    "Wildcards",
    "kong_payments",
    "mcr",
    "mcr2p",
    "mcr2p_v3",
    "mcr_fan",
    "settle",
]
