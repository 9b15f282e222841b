"""``python -m hupai``: the command line, as ``hupai``."""

from hupai.cli import main

raise SystemExit(main())
