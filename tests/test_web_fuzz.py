"""The JSON API fuzzed from its own OpenAPI description (schemathesis, in-process over ASGI):
every operation the description lists, with its examples (where it gives any), bodies that fit
it (positive) and bodies that break it (negative). No request may make a server error, a
negative body must be refused with a 4xx, and an answer must be what the description says, save
where the API knowingly departs from it (``KNOWN``). The requests are counted as they are
answered: the long run makes at least 1,000, the quick one at least 100.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import Case, GenerationMode
from schemathesis.errors import FailureGroup

from hupai.web import create_app

SCHEMA = schemathesis.openapi.from_asgi("/openapi.json", create_app())
OPERATIONS = [result.ok() for result in SCHEMA.get_all_operations()]

#: Where the API departs from the description FastAPI writes for it: a failure's code and the
#: statuses at which it is allowed. Any other failure, or one of these at another status, fails.
KNOWN = {
    # A body that fits the description the library may still refuse: a hand that is no hand
    # (400), or 5.0 where an integer goes, an integer to JSON Schema but not to the API's strict
    # bodies (422).
    "ST202": {400, 422},
}

#: Responses received, by operation and status: schemathesis's after_call hook counts them.
ANSWERED: Counter[tuple[str, int]] = Counter()


@SCHEMA.hook
def after_call(_context: Any, case: Case, response: Any) -> None:
    ANSWERED[case.operation.label, response.status_code] += 1


def _check(case: Case) -> None:
    """Sends ``case`` and runs every check schemathesis has on the answer; an error's body is
    read here, as app.py writes it."""
    response = case.call()
    try:
        case.validate_response(response)
    except FailureGroup as group:
        status = response.status_code
        if any(status not in KNOWN.get(failure.code, ()) for failure in group.exceptions):
            raise
    body = response.json()
    if response.status_code == 400:
        assert {type(body["error"]), type(body["message"])} == {str}, body
    elif response.status_code == 422:
        assert body["detail"], body
        for problem in body["detail"]:
            assert isinstance(problem["loc"], list) and isinstance(problem["msg"], str), body
            assert isinstance(problem["type"], str), body


def _draw(strategy: st.SearchStrategy[Case], examples: int) -> None:
    """Up to ``examples`` requests drawn from ``strategy``, the same ones every run."""

    # Drawing is the same every run; only its pace changes, on a busy machine (CI's -n auto).
    @settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(strategy)
    def fuzz(case: Case) -> None:
        _check(case)

    fuzz()


def _run(total: int) -> Counter[tuple[str, int]]:
    """The description's examples, then about ``total`` requests shared among the operations
    and modes; the responses by operation and status."""
    ANSWERED.clear()
    for operation in OPERATIONS:
        for example in operation.get_strategies_from_examples():
            _draw(example, 1)
    runs = [(op, mode) for op in OPERATIONS for mode in GenerationMode]
    for done, (operation, mode) in enumerate(runs):
        # Each run takes its share of what is left: one with little to vary (no body, an enum
        # alone) stops short of it, and the runs after make up for it.
        share = math.ceil((total - ANSWERED.total()) / (len(runs) - done))
        before = ANSWERED.total()
        try:
            _draw(operation.as_strategy(generation_mode=mode), max(share, 1))
        except Unsatisfiable:
            # Nothing in the operation to break (no body, no parameters): no negative request.
            if mode is not GenerationMode.NEGATIVE or ANSWERED.total() != before:
                raise
    return Counter(ANSWERED)


def _assert_every_operation_answered(answered: Counter[tuple[str, int]], least: int) -> None:
    assert answered.total() >= least, answered
    assert {label for label, _ in answered} == {op.label for op in OPERATIONS}, answered
    assert all(status < 500 for _, status in answered), answered


def test_a_quick_fuzz_finds_no_server_error() -> None:
    _assert_every_operation_answered(_run(120), 100)


@pytest.mark.long
def test_a_thousand_requests_and_more_find_no_server_error() -> None:
    _assert_every_operation_answered(_run(2000), 1000)
