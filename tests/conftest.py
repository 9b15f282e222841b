import os
import sys
from pathlib import Path

import pytest

# The hand generators live beside the tests.
sys.path.insert(0, str(Path(__file__).parent))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--long",
        action="store_true",
        help="run the long differential and property runs at CI's sizes",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--long"):
        # Before the test modules import tests/sizes.py, which reads it.
        os.environ["HUPAI_LONG_TESTS"] = "1"
    config.addinivalue_line("markers", "long: runs only with --long or HUPAI_LONG_TESTS=1")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    import sizes

    if sizes.LONG:
        return
    skip = pytest.mark.skip(reason="a long run: give --long (or HUPAI_LONG_TESTS=1)")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
