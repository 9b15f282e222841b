"""The two-player tables as data: each fan of hupai.rules.mcr2p and mcr2p_v3 is its page's
row (id, names, points, exclusions, MCR id), each preset's docs page is what its table
renders, and a table that is not one is refused."""

from __future__ import annotations

import pytest
from rule_pages import read_table

from hupai.errors import OptionError, UnknownFanError
from hupai.rules import BY_NAME, MCR_2P, MCR_2P_V3, Mcr2pRuleSet, mcr
from hupai.rules.two_player_fan import MCR_PREDICATES, TWO_PLAYER_PREDICATES, Fan
from hupai.rules.two_player_page import PAGES, two_player_page

PRESETS = [("mcr2p_fans.tsv", MCR_2P), ("mcr2p_v3_fans.tsv", MCR_2P_V3)]


@pytest.mark.parametrize(("page", "rules"), PRESETS, ids=["MCR_2P", "MCR_2P_V3"])
def test_each_fan_is_its_pages_row(page: str, rules: Mcr2pRuleSet) -> None:
    table = read_table(page)
    assert [int(r["id"]) for r in table] == [f.id for f in rules.fans]
    for r, fan in zip(table, rules.fans, strict=True):
        assert (fan.zh, fan.en, fan.points) == (r["zh"], r["en"], int(r["points"]))
        named = [rules.fan(i).zh for i in fan.excludes]
        assert named == [n for n in r["excludes"].split(";") if n], fan.zh
        assert fan.mcr_id == (int(r["mcr_id"]) if r["mcr_id"] else None), fan.zh
        assert (fan.source, fan.definition) == (r["note"], r["definition"])


@pytest.mark.parametrize("rules", [MCR_2P, MCR_2P_V3], ids=["MCR_2P", "MCR_2P_V3"])
def test_predicates(rules: Mcr2pRuleSet) -> None:
    for fan in rules.fans:
        if fan.mcr_id is None:
            # A fan MCR lacks has its own predicate, named as the fan is.
            assert TWO_PLAYER_PREDICATES[fan.predicate] == fan.en
        else:
            # A shared fan keeps MCR's predicate and its Green Book name (V3's 大三风 is MCR's
            # 三风刻, Big Three Winds).
            assert fan.predicate <= MCR_PREDICATES
            assert mcr.by_id(fan.predicate).en == fan.en
    assert len({f.predicate for f in rules.fans}) == len(rules.fans)


def test_the_presets_differ_as_mcr2p_md_9_says() -> None:
    default = {f.zh: f.points for f in MCR_2P.fans}
    v3 = {f.zh: f.points for f in MCR_2P_V3.fans}
    assert (v3["大于五"], v3["小于五"], v3["天听"], v3["清一色"]) == (88, 88, 32, 16)
    assert (default["大于五"], default["天听"], default["清一色"]) == (12, 16, 24)
    assert set(v3) - set(default) == {"人胡", "三元七对", "四喜七对", "四字刻", "小三风", "大三风"}
    assert set(default) - set(v3) == {"幺九刻", "门风刻", "单钓将", "二五八将", "三风刻"}
    assert MCR_2P_V3.by_name("大三风").predicate == MCR_2P.by_name("三风刻").predicate


def test_lookups_and_options() -> None:
    assert MCR_2P.by_name("seven pairs") is MCR_2P.fan(19)
    assert MCR_2P.by_name("天胡").id == 7
    with pytest.raises(UnknownFanError, match="MCR_2P has no fan named '人胡'"):
        MCR_2P.by_name("人胡")
    for bad in (0, 63, "7", True, None):
        with pytest.raises(UnknownFanError, match=r"^MCR_2P has no fan .*; its fan ids are 1-62$"):
            MCR_2P.fan(bad)  # type: ignore[arg-type]
    with pytest.raises(UnknownFanError, match="MCR_2P_V3 has no fan 64; its fan ids are 1-63"):
        MCR_2P_V3.fan(64)
    eight = MCR_2P.with_options(min_points=8)
    assert (eight.minimum, MCR_2P.minimum, eight.fans) == (8, 0, MCR_2P.fans)
    assert repr(eight) == "<RuleSet MCR_2P, min_points=8>"
    with pytest.raises(OptionError, match="min_points must be a whole number 0-65535, got -1"):
        MCR_2P.with_options(min_points=-1)
    with pytest.raises(OptionError, match="MCR_2P has no option 'minimum'"):
        MCR_2P.with_options(minimum=8)
    assert (BY_NAME["mcr-2p"], BY_NAME["mcr-2p-v3"]) == (MCR_2P, MCR_2P_V3)
    assert MCR_2P.players == 2 and MCR_2P.forms == ("regular", "seven_pairs")
    assert [t for t in range(34) if MCR_2P.copies[t]] == [*range(9), *range(27, 34)]


def _table(*changed: tuple[int, Fan]) -> tuple[Fan, ...]:
    fans = list(MCR_2P.fans)
    for i, fan in changed:
        fans[i] = fan
    return tuple(fans)


@pytest.mark.parametrize(
    ("fans", "message"),
    [
        ((), "fans must be a tuple of hupai.rules.two_player_fan.Fan rows"),
        (_table((0, MCR_2P.fans[0]._replace(id=2))), "fan 2 is at position 1; ids run 1-62"),
        (_table((1, MCR_2P.fans[1]._replace(predicate=1))), "fans 1 and 2 name the same predica"),
        (_table((1, MCR_2P.fans[1]._replace(predicate=94))), r"predicate 94; predicates are MCR's"),
        (_table((1, MCR_2P.fans[1]._replace(excludes=(2,)))), r"fan 2 \(大三元\) excludes 2"),
        (_table((1, MCR_2P.fans[1]._replace(excludes=(63,)))), r"excludes 63; it may exclude"),
        (_table((1, MCR_2P.fans[1]._replace(points=70000))), r"fan 2 \(大三元\) points must be"),
        (_table((1, MCR_2P.fans[1]._replace(points=True))), r"points must be a whole number"),
    ],
)
def test_a_table_that_is_not_one_is_refused(fans: tuple[Fan, ...], message: str) -> None:
    with pytest.raises(OptionError, match=message):
        Mcr2pRuleSet("X", fans)


def test_a_custom_table_keeps_exact_ints() -> None:
    import numpy as np

    fan = MCR_2P.fans[1]._replace(points=np.int64(90), excludes=[np.int64(38)])
    made = Mcr2pRuleSet("X", _table((1, fan)))
    assert (type(made.fan(2).points), made.fan(2).excludes) == (int, (38,))


@pytest.mark.parametrize("name", sorted(PAGES))
def test_committed_pages_are_up_to_date(name: str) -> None:
    from pathlib import Path

    page = Path(__file__).resolve().parent.parent / "docs" / name
    assert page.read_text(encoding="utf-8") == two_player_page(PAGES[name]), (
        f"docs/{name} is stale: run `python -m hupai.rules.two_player_page`"
    )


def test_pages_name_every_fan_and_its_exclusions() -> None:
    page = two_player_page(MCR_2P)
    row = next(line for line in page.splitlines() if line.startswith("| 19 |"))
    cells = ["七对", "Seven Pairs", "24", "门前清, 不求人, 单钓将", "19 七对"]
    assert row.split(" | ")[1:6] == cells
    assert "| 61 | 二五八将 | 2-5-8 Pair | 1 | — | — |" in page
    assert sum(line.startswith("| ") and line[2].isdigit() for line in page.splitlines()) == 62
    assert "mcr2p.md 4-5" in page and "min_points" in page
