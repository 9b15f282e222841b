"""The hand string MCR tools write: declared melds in brackets, the standing tiles with the
winning tile last, then how the hand was won.

The format is the one of the mahjong-algorithm library behind PyMahjongGB (its README and
``stringify.h``), extended by the situation after ``|`` as hupai's issue 4 describes::

    hand_string := meld* tiles ["|" flags ["|" flowers]]
    meld        := "[" tiles [[","] offer] "]"       3 tiles, or 4 for a kong
    tiles       := (digits suit | honor)+             the last standing tile is the winning tile
    suit        := "m" | "p" | "s" | "z"              1-9 (0 = red five); z only 1-4, the winds
    honor       := "E" | "S" | "W" | "N" | "C" | "F" | "P"     C 中 Red, F 发 Green, P 白 White
    flags       := wind wind bit bit bit bit          prevalent wind, seat wind, self-drawn,
                                                      last copy 和绝张, last tile of the wall,
                                                      kong (杠上开花 / 抢杠和)
    wind        := "E" | "S" | "W" | "N"
    bit         := "0" | "1"
    flowers     := digits                             0-8

Offers (:attr:`hupai.Meld.offer`): a chow's digit is which of its tiles, lowest first, was
claimed (default 1); a pung's is who discarded, 1 left, 2 across, 3 right (default 1); a kong
with no digit is concealed (暗杠), with 1-3 claimed from a discard, with 5-7 promoted from a
pung claimed from 1-3 (加杠). The digit may follow a comma (``[567m,2]``, the README's form)
or the tiles directly (``[567m2]``, what the library writes). Without ``|`` the hand is won
from a discard, East round, East seat, no flowers.

Decisions where the sources differ or say nothing: ``5z``-``7z`` are an error, since hupai reads
them as White, Green, Red and the library's README as Red, Green, White; a chow's tiles may come
in any order, as the library allows, and its offer still counts them lowest first; an offer
of 4, which the library quietly reads as none, is an error, and so is 0; the melds come before the
standing tiles; whitespace may separate tiles and melds. Pure Python; never imports the native
module.
"""

from __future__ import annotations

import re
from typing import Final

from hupai.errors import HandSizeError, MeldError, NotationError, SituationError
from hupai.melds import Meld
from hupai.scoring.request import ScoreRequest, checked_request
from hupai.tiles import EAST, counts_to_tiles, format_tiles
from hupai.tiles._kinds import shown
from hupai.tiles._names import LETTER_OF, LETTERS

__all__ = ["format_hand_string", "looks_like_hand_string", "parse_hand_string", "parse_meld"]

#: An MCR hand string's situation after its first bar: two winds, four flags, then flowers.
_SITUATION_PART: Final = re.compile(r"\|\s*[A-Za-z1-4]{2}[0-9]{4}\s*(\|\s*[0-9]*\s*)?$")


def looks_like_hand_string(text: str) -> bool:
    """Whether ``text`` is written as an MCR hand string (its situation after a bar, no ``+``
    winning tile of the rule pages' example notation), to say so when it is given where none
    is read."""
    return "+" not in text and _SITUATION_PART.search(text) is not None


_SUIT_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27}
_WINDS: Final = "ESWN"
_FLAG_NAMES: Final = (
    "prevalent wind", "seat wind", "self-drawn flag", "last-copy flag", "last-tile flag",
    "kong flag",
)  # fmt: skip
# The four flag bits after the two winds, in order.
_FLAGS: Final = ("self_drawn", "last_copy", "last_tile", "kong")


class _Reader:
    """Reads the melds and tiles of a hand string, up to its first ``|``."""

    def __init__(self, text: str, end: int) -> None:
        self.text, self.end = text, end
        self.melds: list[Meld] = []
        self.tiles: list[int] = []  # the standing tiles, winning tile last
        self.digits: list[int] = []  # positions of digits waiting for their suit letter
        self.bracket: int | None = None  # position of the open "[", if any
        self.inside: list[int] = []  # the open meld's tiles

    def error(self, why: str) -> NotationError:
        return NotationError(f"bad hand string {shown(self.text)}: {why}")

    def flush(self) -> None:
        if self.digits:
            pos = self.digits[0]
            raise self.error(
                f"digit {self.text[pos]!r} at position {pos} has no suit letter "
                "(m, p, s or z) right after its digits"
            )

    def add(self, tile: int) -> None:
        (self.tiles if self.bracket is None else self.inside).append(tile)

    def run(self, suit_pos: int) -> None:
        suit = self.text[suit_pos]
        if not self.digits:
            raise self.error(f"suit letter {suit!r} at position {suit_pos} follows no digits")
        for pos in self.digits:
            digit = int(self.text[pos])
            if suit == "z" and 5 <= digit <= 7:
                raise self.error(
                    f"'{digit}z' at position {pos} is ambiguous: hupai reads 5-7z as White, "
                    "Green, Red and MCR tools as Red, Green, White; write P (White), F (Green) "
                    "or C (Red)"
                )
            if suit == "z" and not 1 <= digit <= 4:
                raise self.error(f"'{digit}z' at position {pos}: z takes 1-4, the winds")
            self.add(_SUIT_BASE[suit] + (4 if digit == 0 else digit - 1))
        self.digits = []

    def open(self, pos: int) -> None:
        self.flush()
        if self.bracket is not None:
            raise self.error(f"'[' at position {pos} inside the meld opened at {self.bracket}")
        if self.tiles:
            raise self.error(f"'[' at position {pos}: melds come before the standing tiles")
        self.bracket, self.inside = pos, []

    def close(self, pos: int, offer: int | None) -> None:
        if self.bracket is None:
            raise self.error(f"']' at position {pos} closes no meld")
        if offer is None and len(self.digits) == 1 and self.inside:
            offer, self.digits = int(self.text[self.digits[0]]), []
        self.flush()
        self.melds.append(_bracket(self.text, self.bracket, pos, self.inside, offer))
        self.bracket = None

    def read(self) -> None:
        text, pos = self.text, 0
        while pos < self.end:
            ch = text[pos]
            if "0" <= ch <= "9":
                self.digits.append(pos)
            elif ch in _SUIT_BASE:
                self.run(pos)
            elif ch in LETTERS:
                self.flush()
                self.add(LETTERS[ch])
            elif ch == "[":
                self.open(pos)
            elif ch == "]":
                self.close(pos, None)
            elif ch == "," and self.bracket is not None:
                self.flush()
                if pos + 2 >= self.end or not "0" <= text[pos + 1] <= "9" or text[pos + 2] != "]":
                    raise self.error(
                        f"',' at position {pos}: a meld's offer is one digit then ']', "
                        "as in [567m,2]"
                    )
                self.close(pos + 2, int(text[pos + 1]))
                pos += 2
            elif ch.isspace():
                self.flush()
            else:
                raise self.error(self.unexpected(pos))
            pos += 1
        self.flush()
        if self.bracket is not None:
            raise self.error(f"'[' at position {self.bracket} is never closed")

    def unexpected(self, pos: int) -> str:
        ch = self.text[pos]
        why = f"unexpected {ch!r} at position {pos}"
        if ch == ",":
            return why + " (a comma only separates a meld's offer, as in [567m,2])"
        if ch == "f":
            return why + " (flowers are not tiles here: their number follows the second '|')"
        if ch in "ewnc":
            return why + " (honors are the capitals E S W N C F P)"
        return why


def _bracket(text: str, start: int, end: int, tiles: list[int], offer: int | None) -> Meld:
    """The meld written between ``[`` at ``start`` and ``]`` at ``end``."""

    def error(why: str) -> MeldError:
        # Worded only on failure: quoting the hand string for every meld read would make a
        # long string cost time quadratic in its length.
        where = f"impossible meld {text[start : end + 1]!r} at position {start} in {shown(text)}"
        return MeldError(f"{where}: {why}")

    if len(tiles) not in (3, 4):
        raise error(f"a meld has 3 tiles, or 4 for a kong; got {len(tiles)}")
    tiles = sorted(tiles)
    kind = "kong" if len(tiles) == 4 else "pung" if tiles[0] == tiles[2] else "chow"
    concealed = kind == "kong" and offer is None
    if kind != "kong" and offer not in (None, 1, 2, 3):
        who = "which tile was claimed" if kind == "chow" else "who discarded it"
        raise error(f"a {kind}'s offer is 1, 2 or 3 ({who}), got {offer}")
    if kind == "kong" and offer not in (None, 1, 2, 3, 5, 6, 7):
        raise error(
            "a kong's offer is 1-3 (claimed from a discard) or 5-7 (promoted from a pung); a "
            f"concealed kong has none; got {offer}"
        )
    try:
        return Meld(kind, tuple(tiles), concealed=concealed, offer=offer or (0 if concealed else 1))
    except MeldError as err:
        raise error(str(err).split(": ", 1)[1]) from None


def parse_meld(text: str) -> Meld:
    """One declared meld written as in a hand string: ``"[123m,1]"``, ``"[EEEE]"``."""
    reader = _Reader(text, len(text.rstrip()))
    reader.read()
    if len(reader.melds) != 1 or reader.tiles:
        raise reader.error("expected one meld in brackets, as in '[123m,1]' or '[EEEE]'")
    return reader.melds[0]


def _situation(text: str, bar: int) -> dict[str, object]:
    """The flags and flowers after the first ``|`` (at ``bar``)."""
    end = len(text.rstrip())
    second = text.find("|", bar + 1, end)
    flags = text[bar + 1 : end if second < 0 else second]
    if len(flags) != 6:
        raise NotationError(
            f"bad hand string {shown(text)}: after '|' at position {bar} come six flag "
            "characters: prevalent wind, seat wind, self-drawn, last copy, last tile, kong "
            f"(as in 'EE1000'), got {shown(flags)}"
        )
    for i, ch in enumerate(flags):
        pos, name = bar + 1 + i, _FLAG_NAMES[i]
        if i < 2 and ch not in _WINDS:
            raise SituationError(
                f"bad hand string {shown(text)}: the {name} at position {pos} must be "
                f"E, S, W or N, got {ch!r}"
            )
        if i >= 2 and ch not in "01":
            raise NotationError(
                f"bad hand string {shown(text)}: the {name} at position {pos} must be 0 or 1, "
                f"got {ch!r}"
            )
    situation: dict[str, object] = {
        "prevalent_wind": LETTERS[flags[0]],
        "seat_wind": LETTERS[flags[1]],
        **{name: flags[k] == "1" for k, name in enumerate(_FLAGS, start=2)},
        "flowers": 0,
    }
    if second >= 0:
        count = text[second + 1 : end]
        if not (count.isascii() and count.isdigit()):
            raise NotationError(
                f"bad hand string {shown(text)}: after the second '|' at position {second} "
                f"comes the number of flowers, 0-8, got {shown(count)}"
            )
        # Read as digits first: a count of thousands of digits is simply too many.
        digits = count.lstrip("0") or "0"
        if len(digits) > 1 or digits > "8":
            amount = digits if len(digits) <= 12 else f"{digits[:12]}… ({len(digits)} digits)"
            raise SituationError(
                f"bad hand string {shown(text)}: {amount} flowers at position {second + 1}; "
                "a set holds 8"
            )
        situation["flowers"] = int(digits)
    return situation


def parse_hand_string(text: str) -> ScoreRequest:
    """A :class:`ScoreRequest` read from an MCR hand string (the grammar is in the docstring of
    :mod:`hupai.scoring.hand_string`), e.g. ``"[123m,1][EEEE]456p789s2p2p|EE1000|2"``.

    Raises:
        NotationError: bad syntax; the message names the character and its position.
        MeldError: an impossible meld in brackets (``[EWS]``, ``[124m]``, a bad offer).
        HandSizeError: the melds and the standing tiles do not make a hand of 14, counting
            a kong as 3, with the winning tile last.
        TileCountError: more than 4 copies of a tile in the hand.
        SituationError: a wind other than E S W N in the flags, more than 8 flowers.
    """
    if not isinstance(text, str):
        raise NotationError(f"a hand string is a str, got {shown(text)}")
    bar = text.find("|")
    reader = _Reader(text, len(text.rstrip()) if bar < 0 else bar)
    reader.read()
    situation = {} if bar < 0 else _situation(text, bar)
    melds, tiles = reader.melds, reader.tiles
    where = f" in hand string {shown(text)}"
    if len(melds) > 4:
        raise HandSizeError(f"a hand has at most 4 declared melds, got {len(melds)}{where}")
    want = 14 - 3 * len(melds)
    if len(tiles) != want:
        melded = f"{len(melds)} meld{'' if len(melds) == 1 else 's'}"
        raise HandSizeError(
            f"hand string {shown(text)} has {len(tiles)} standing tiles beside {melded}; it "
            f"needs {want}, the winning tile last (14 tiles in all, a kong counting 3)"
        )
    standing = [0] * 34
    for t in tiles[:-1]:
        standing[t] += 1
    return checked_request(
        standing,
        tiles[-1],
        melds,
        self_drawn=situation.get("self_drawn", False),
        last_copy=situation.get("last_copy", False),
        kong=situation.get("kong", False),
        last_tile=situation.get("last_tile", False),
        seat_wind=situation.get("seat_wind", EAST),
        prevalent_wind=situation.get("prevalent_wind", EAST),
        flowers=situation.get("flowers", 0),
        where=where,
    )


def _bracket_text(m: Meld) -> str:
    offer = m.offer
    if m.kind == "kong" and m.concealed:
        offer = 0
    elif offer % 4 == 0:
        offer += 1  # who discarded not recorded (0, or 4 for a promoted kong): the default, 1
    return f"[{format_tiles(list(m.tiles), 'letters')}{f',{offer}' if offer else ''}]"


def format_hand_string(request: ScoreRequest) -> str:
    """``request`` as an MCR hand string that :func:`parse_hand_string` reads back: the melds
    with their offers (who discarded, when not recorded, is written as the format's default,
    player 1: an offer 0 as 1, a promoted kong's 4 as 5), the
    standing tiles sorted, the winning tile last and apart, the six flags, and the flowers if
    there are any."""
    tiles = format_tiles(counts_to_tiles(request.standing), "letters")
    tiles += format_tiles([request.win_tile], "letters")
    bits = (request.self_drawn, request.last_copy, request.last_tile, request.kong)
    flags = LETTER_OF[request.prevalent_wind] + LETTER_OF[request.seat_wind]
    flags += "".join("1" if bit else "0" for bit in bits)
    flowers = f"|{request.flowers}" if request.flowers else ""
    return "".join(_bracket_text(m) for m in request.melds) + f"{tiles}|{flags}{flowers}"
