"""The pure-Python reference scorer of the Chinese Official rules (国标麻将, MCR), written to
read like the rule book (issue 4; in progress: only the view of a hand exists so far)."""
