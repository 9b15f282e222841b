import os
import shutil
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
    config.addinivalue_line(
        "markers",
        "browser: drives headless Chromium; skipped without chromium and chromedriver on PATH, "
        "except with --long or HUPAI_LONG_TESTS=1, where it fails",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    import sizes

    if sizes.LONG:
        # CI: the long runs run, and a browser test without a browser fails (its fixture).
        return
    skip = pytest.mark.skip(reason="a long run: give --long (or HUPAI_LONG_TESTS=1)")
    missing = [name for name in ("chromium", "chromedriver") if shutil.which(name) is None]
    no_browser = pytest.mark.skip(
        reason=f"a browser test: {' and '.join(missing)} not on PATH "
        "(Debian: apt-get install chromium chromium-driver)"
    )
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
        if missing and "browser" in item.keywords:
            item.add_marker(no_browser)
