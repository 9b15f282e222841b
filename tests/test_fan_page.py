"""The MCR fan reference page: the committed docs/mcr-fans.md is what the data module renders,
and it says what the table says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hupai.rules import mcr
from hupai.rules.fan_page import fan_page

PAGE = Path(__file__).resolve().parent.parent / "docs" / "mcr-fans.md"


def _rows(page: str) -> dict[int, list[str]]:
    """The table rows by fan id, as their cells."""
    rows = {}
    for line in page.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if line.startswith("| ") and cells[0].isdigit():
            rows[int(cells[0])] = cells
    return rows


def test_committed_page_is_up_to_date() -> None:
    assert PAGE.read_text(encoding="utf-8") == fan_page(), (
        "docs/mcr-fans.md is stale: run `python -m hupai.rules.fan_page > docs/mcr-fans.md`"
    )


def test_module_prints_the_page() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "hupai.rules.fan_page"], capture_output=True, check=True
    ).stdout
    assert out.decode("utf-8") == fan_page()


def test_every_fan_has_one_row_with_its_names_and_points() -> None:
    rows = _rows(fan_page())
    assert sorted(rows) == list(range(1, 83))
    for fan in mcr.FANS:
        assert rows[fan.id][:4] == [str(fan.id), fan.zh, fan.en, str(fan.points)]


def test_exclusions_are_named_in_both_languages() -> None:
    rows = _rows(fan_page())
    # 七对: the rule book leaves out 不求人, 门前清 and 单钓; the engine also the other waits.
    assert rows[19][4].split(", ") == [
        "不求人 Fully Concealed Hand",
        "门前清 Concealed Hand",
        "独听・单钓 Single Wait",
    ]
    assert rows[19][5] == "独听・边张 Edge Wait, 独听・嵌张 Closed Wait"
    assert rows[22][4:] == ["无字 No Honors", "缺一门 One Voided Suit"]
    assert rows[43][4:] == ["—", "—"]


def test_tiers_highest_first_and_the_extension_last() -> None:
    page = fan_page()
    headings = [line for line in page.splitlines() if line.startswith("## ")]
    tiers = [88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2]
    assert headings == [f"## {p} points" for p in tiers] + ["## 1 point", "## Extension: 5 points"]
    for words in ("at least 8 points", "花牌", "明暗杠", "on by default"):
        assert words in page.split("## ")[0]
