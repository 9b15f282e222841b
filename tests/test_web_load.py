"""benches/bench_web_load.py, briefly: 50 clients for 3 s against a real ``hupai serve`` meet
no error. It asserts no timing: the figures are the bench's to print."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benches" / "bench_web_load.py"


@pytest.mark.long
def test_fifty_clients_for_three_seconds_meet_no_error() -> None:
    spec = importlib.util.spec_from_file_location("bench_web_load", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    # Its dataclass looks its module up there.
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    tally = bench.run(clients=50, seconds=3)
    assert tally.requests > 0 and len(tally.latencies) == tally.requests
    assert not tally.errors, bench.report(tally, 50)
