"""The native engine. Private: use the functions of :mod:`hupai` and :mod:`hupai.batch`."""

def is_win(
    counts: list[int],
    wildcards: int,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> bool:
    """Whether 34 counts (each 0-4) plus ``wildcards`` win; the hand must hold 2, 5, 8, 11 or 14.

    Raises ArrayShapeError, TileCountError or HandSizeError from :mod:`hupai.errors`.
    """

def wildcards_needed(
    counts: list[int],
    wildcards: int,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> int:
    """The fewest extra wildcards that make 34 counts win; -1 when none ever do."""

def batch_is_win(
    counts: bytes,
    wildcards: bytes,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """N rows of 34 uint8 counts and N uint8 wildcard counts in; N bytes (0 or 1) out."""

def batch_wildcards_needed(
    counts: bytes,
    wildcards: bytes,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """As :func:`batch_is_win`; N int8 bytes out, -1 for never."""

def table_stats() -> tuple[float, int]:
    """Builds the lookup tables if needed; returns (build time in seconds, bytes)."""
