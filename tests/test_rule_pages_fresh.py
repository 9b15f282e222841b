"""The rule tables copied into tests/data/rules are the shared pages as they stand: where
``shared/rules`` lies beside the repository (a checkout in the workplace), each copy must equal
its page byte for byte, so that a change to a page is copied before its examples are trusted."""

from __future__ import annotations

import pytest
from rule_pages import COPIED, shared_rules_dir

COPIES = sorted(p.name for p in COPIED.glob("*.tsv"))


def test_the_copies_are_there() -> None:
    assert COPIES == [
        "hongzhong_fans.tsv",
        "mcr2p_fans.tsv",
        "mcr2p_v3_fans.tsv",
        "seed001_fans.tsv",
        "seed003_forms.tsv",
        "sichuan_fans.tsv",
        "tuidao_fans.tsv",
    ]


@pytest.mark.parametrize("name", COPIES)
def test_each_copy_is_its_shared_page(name: str) -> None:
    shared = shared_rules_dir()
    if shared is None or not (shared / name).is_file():
        pytest.skip("shared/rules is not beside this checkout: nothing to compare with")
    assert (COPIED / name).read_bytes() == (shared / name).read_bytes(), (
        f"tests/data/rules/{name} differs from {shared / name}: copy the page again"
    )
