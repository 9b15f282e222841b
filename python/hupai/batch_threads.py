"""The ``threads=`` argument every batch takes (``hupai.batch``, ``hupai.batch.deals``)."""

from __future__ import annotations

from typing import Final

from hupai.errors import OptionError
from hupai.tiles._kinds import as_int, shown

#: The most threads a batch runs on, the engine's bound: more is surely a mistake, and each
#: one is an OS thread.
MAX_THREADS: Final = 256


def read_threads(threads: object) -> int | None:
    """``threads`` as None (every core) or an int 1 to :data:`MAX_THREADS`; OptionError
    quoting anything else."""
    if threads is None:
        return None
    n = as_int(threads)
    if n is None or not 1 <= n <= MAX_THREADS:
        raise OptionError(
            f"threads must be None or a whole number from 1 to {MAX_THREADS}, got {shown(threads)}"
        )
    return n
