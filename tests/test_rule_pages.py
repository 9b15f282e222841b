"""The rule-set pages in docs/ are what the data modules render, and say what the data says."""

from __future__ import annotations

from pathlib import Path

import pytest

from hupai.rules.local_page import BUILT_IN, rule_set_page, vocabulary_page
from hupai.rules.vocabulary import FEATURES

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("name", sorted(BUILT_IN))
def test_committed_page_is_up_to_date(name: str) -> None:
    rules = BUILT_IN[name]
    page = DOCS / Path(rules.page).name
    assert page.read_text(encoding="utf-8") == rule_set_page(rules), (
        f"{page.name} is stale: run `python -m hupai.rules.local_page`"
    )


@pytest.mark.parametrize("name", sorted(BUILT_IN))
def test_page_lists_every_fan_with_its_value(name: str) -> None:
    rules = BUILT_IN[name]
    rows = {
        int(cells[1]): cells
        for line in rule_set_page(rules).splitlines()
        if line.startswith("| ") and (cells := [c.strip() for c in line.split("|")])[1].isdigit()
    }
    assert sorted(rows) == [f.id for f in rules.fans]
    for f in rules.fans:
        assert rows[f.id][2] == f.zh and rows[f.id][3] == f.en
        assert rows[f.id][4].split()[0] in (str(f.value), f"×{f.multiplier}")


def test_vocabulary_page_is_up_to_date_and_lists_every_feature() -> None:
    page = vocabulary_page()
    assert (DOCS / "rule-sets.md").read_text(encoding="utf-8") == page
    for name in FEATURES:
        assert f"| `{name}` |" in page
