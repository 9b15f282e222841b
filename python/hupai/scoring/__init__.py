"""MCR (国标麻将) scoring: its input, read and checked.

:func:`read_score_request` turns a hand (standing tiles and keyword arguments, or an MCR hand
string) into a :class:`ScoreRequest`; :func:`parse_hand_string` and :func:`format_hand_string`
read and write the hand string. The package is pure Python; only :mod:`hupai.scoring.engine`
(``hupai.score``) loads the native module.
"""

from __future__ import annotations

from hupai.scoring.hand_string import format_hand_string, parse_hand_string
from hupai.scoring.request import ScoreRequest, read_score_request
from hupai.scoring.result import FanCount, Score

__all__ = [
    "FanCount",
    "Score",
    "ScoreRequest",
    "format_hand_string",
    "parse_hand_string",
    "read_score_request",
]
