"""Drop-in replacements for the scorers people already run (issue 4): PyMahjongGB's
``MahjongFanCalculator`` first. Only its argument reading exists so far
(:mod:`hupai.compat._gb_arguments`); the calculator itself comes with the scorer."""
