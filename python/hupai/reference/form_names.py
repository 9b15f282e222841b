"""The names of the winning forms, as the reference's functions on counts take them: one name
or several from :data:`FORMS`, then the shorthands ``seven_pairs`` / ``thirteen_orphans``
(None leaves the form as chosen, False leaves it out, True adds it). The public functions read
their arguments with :func:`hupai._hand.choose_forms`, in the engine's words, and pass these
functions the names it gives."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, TypeAlias

from hupai.errors import OptionError

__all__ = ["FORMS", "FormName", "chosen_forms"]

#: A win form's name (``"knitted"``: both knitted forms).
FormName: TypeAlias = Literal[
    "regular",
    "seven_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
    "knitted",
]

FORMS: tuple[FormName, ...] = (
    "regular",
    "seven_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
)


def chosen_forms(
    forms: str | Iterable[str],
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
) -> tuple[str, ...]:
    """The chosen form names in FORMS order, or OptionError for an unknown name or none."""
    names = (forms,) if isinstance(forms, str) else tuple(forms)
    if not names or any(name not in FORMS for name in names):
        raise OptionError(f"forms must be one or more of {', '.join(FORMS)}; got {forms!r}")
    chosen = set(names)
    for name, on in (("seven_pairs", seven_pairs), ("thirteen_orphans", thirteen_orphans)):
        if on is True:
            chosen.add(name)
        elif on is False:
            chosen.discard(name)
    if not chosen:
        raise OptionError(f"no form left to count: forms={forms!r} less the shorthands")
    return tuple(form for form in FORMS if form in chosen)
