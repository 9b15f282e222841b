"""How large the generated runs are: quick by default, CI's full sizes with ``--long`` (or
``HUPAI_LONG_TESTS=1``, which ``.ci/run`` sets).

A property written with ``settings(max_examples=examples(2000))`` runs 2,000 examples in the
long run and a twentieth of them (at least 25) in the quick one; a test marked
``@pytest.mark.long`` runs only in the long run.
"""

from __future__ import annotations

import os

#: Whether this is the long run: set by conftest from ``--long`` or the environment.
LONG = os.environ.get("HUPAI_LONG_TESTS", "") not in ("", "0")


def examples(full: int) -> int:
    """The number of Hypothesis examples of a property that runs ``full`` in the long run."""
    return full if LONG else max(25, full // 20)


def hands(full: int, quick: int) -> int:
    """The number of generated hands of a table-driven test: ``full`` long, ``quick`` else."""
    return full if LONG else quick
