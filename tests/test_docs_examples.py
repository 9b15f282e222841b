"""The examples in the docs run and give what the docs say."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"


@pytest.mark.parametrize("page", ["mcr-principles.md"])
def test_examples(page: str) -> None:
    result = doctest.testfile(str(DOCS / page), module_relative=False, verbose=False)
    assert result.attempted > 5
    assert result.failed == 0
