"""The reference scorer of the local rule sets: readings, their features, and the score.
Pure Python; never imports the native module."""

from hupai.reference.local.readings import readings
from hupai.reference.local.score import score_local

__all__ = ["readings", "score_local"]
