"""The package as a shell or an editor meets it: its names, the ones loaded on first use too."""

from __future__ import annotations

import subprocess
import sys

import hupai


def test_dir_lists_the_lazy_names() -> None:
    # Completion in a shell reads dir(): the functions loaded on first use must be there.
    listed = dir(hupai)
    assert {"is_win", "shanten", "score", "batch", "decompositions"} <= set(listed)
    assert set(hupai.__all__) <= set(listed)


def test_dir_loads_nothing() -> None:
    code = "import sys, hupai; dir(hupai); print('hupai.analysis' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
