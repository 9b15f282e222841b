"""The pure-Python reference scorer of the two-player Chinese Official rules (国标二人麻将,
mcr2p.md), the oracle the engine is tested against: :func:`score` and
:func:`score_request`. Never imports the native module."""

from hupai.reference.mcr2p.score import score, score_request

__all__ = ["score", "score_request"]
