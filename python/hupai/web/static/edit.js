// Changes to the input's tiles: a palette click (into the hand, a slot or a new meld) and
// the notation box read. Each changes the input only when the change fits the rule set's
// copies and the hand's 13 places, and otherwise says why.

import { standingRoom, usedCopies } from "./state.js";
import { counted, meldTiles, mpsz, parseTiles } from "./tiles.js";

/** A palette click on ``kind``: the tile goes where ``ui.target`` says. Returns whether the
 * input changed and a message for the page ("" for none). */
export function pickTile(ui, state, desc, kind) {
  const used = usedCopies(state);
  const left = (k) => desc.tiles[k] - used[k];
  if (ui.target !== "meld" && left(kind) < 1) {
    return { changed: false, message: `No copy of ${mpsz(kind)} is left: the set has ${desc.tiles[kind]}.` };
  }
  let message = "";
  if (ui.target === "hand") {
    if (standingRoom(state) < 1) {
      const why = "The hand is full: 13 tiles, a meld counting 3. Remove one, or pick the winning tile.";
      return { changed: false, message: why };
    }
    state.hand = [...state.hand, kind].sort((a, b) => a - b);
    if (standingRoom(state) === 0 && state.win === null) {
      ui.target = "win";
      message = "13 tiles: the next tile clicked is the winning tile (和张).";
    }
  } else if (ui.target === "win") {
    state.win = kind;
    ui.target = "hand";
  } else if (ui.target === "indicator") {
    state.indicator = kind;
    ui.target = "hand";
  } else if (ui.target === "meld") {
    const claim = ui.meldType === "concealed" ? 0 : ui.meldClaim;
    const meld = { type: ui.meldType, tile: kind, claim };
    if (standingRoom(state) < 3) {
      const why = "No room for a meld: 13 tiles, a meld counting 3. Remove standing tiles first.";
      return { changed: false, message: why };
    }
    const need = meldTiles(meld);
    if (need.some((k) => need.filter((j) => j === k).length > left(k))) {
      return { changed: false, message: "Not enough copies are left for that meld." };
    }
    state.melds = [...state.melds, meld];
    ui.target = "hand";
  }
  return { changed: true, message };
}

/** The notation box's text as standing tiles: ``{hand}`` (sorted kinds) when they read and
 * fit beside the melds and slots, else ``{error}`` saying why. */
export function readNotation(text, state, desc) {
  let kinds;
  try {
    kinds = parseTiles(text);
  } catch (err) {
    return { error: err.message };
  }
  const room = 13 - 3 * state.melds.length - state.jokers;
  if (kinds.length > room) {
    return {
      error: `${counted(kinds.length, "tile")}: the hand holds ${room} besides its melds and the winning ` +
        "tile (pick the winning tile in its slot).",
    };
  }
  const used = usedCopies({ ...state, hand: kinds });
  const over = used.findIndex((n, k) => n > desc.tiles[k]);
  if (over >= 0) {
    const where = desc.tiles[over] ? `the set has ${desc.tiles[over]}` : "the set has none";
    const copies = counted(used[over], "copy", "copies");
    return { error: `${copies} of ${mpsz(over)} with the melds and slots: ${where}.` };
  }
  return { hand: kinds.sort((a, b) => a - b) };
}
