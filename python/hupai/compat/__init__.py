"""Drop-in replacements for the scorers people already run: PyMahjongGB's
``MahjongFanCalculator`` (:mod:`hupai.compat.mahjonggb`)."""
