"""The private ``_core`` functions bound every sequence's length before they make room for it
(issue 11, finding 10): ``_core.mcr_score(table, range(2**40), ...)`` aborted the process on
the allocation, and a ``__len__`` of 2**62 raised PanicException. Each such argument must be an
``ArrayShapeError``. The calls run in a subprocess, where a regression would abort."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import sys
    import hupai.rules
    from hupai import _core
    from hupai.errors import ArrayShapeError
    from hupai.scoring import engine

    class Huge:
        # A sequence that reports more items than memory could hold.
        def __len__(self): return 2**62
        def __iter__(self): return iter(())
        def __getitem__(self, i): raise IndexError

    class Unsized(Huge):
        def __len__(self): return 2**70

    class Lying(Huge):
        # Says it is short, then never ends, each item one that fits.
        def __init__(self, item): self.item = item
        def __len__(self): return 1
        def __iter__(self):
            while True:
                yield self.item

    def bad(fitting):
        # Values that refuse to be short, given what one item that fits looks like.
        return [range(2**40), Huge(), Unsized(), Lying(fitting), "x" * 50]

    made = []

    class Capture:
        def __getattr__(self, name):
            if name == "McrTable":
                return lambda *args: made.append(args) or _core.McrTable(*args)
            return getattr(_core, name)

    engine._core = Capture()
    table = engine._make_table(hupai.rules.MCR)
    engine._core = _core
    args = list(made[0])
    score = [table, [0] * 34, 0, [], (), (False,) * 4, 27, 27, 0]
    calls = []
    for place, fitting in ((1, 0), (3, (0, 0, False))):
        for value in bad(fitting):
            calls.append((_core.mcr_score, score[:place] + [value] + score[place + 1:]))
    for place in (0, 1, 4, 5, 7, 8):
        for value in bad(args[place][1]):
            calls.append((_core.McrTable, args[:place] + [value] + args[place + 1:]))
        # Inside: one fan's exclusions, or one fan's results.
        inside = args[place][1][1] if place == 1 else args[place][1]
        if isinstance(inside, list):
            for value in bad(inside[-1]):
                inner = list(args[place])
                inner[1] = (inner[1][0], value) if place == 1 else value
                calls.append((_core.McrTable, args[:place] + [inner] + args[place + 1:]))
    for call, given in calls:
        try:
            call(*given)
        except ArrayShapeError as err:
            assert "at most" in str(err), err
        else:
            sys.exit(f"accepted {given!r}")
    print(len(calls))
    """
)


def test_reported_lengths_are_bounded_before_any_allocation() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["60"]  # every call tried
