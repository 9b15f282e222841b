// Tiles and notation: the 34 kinds as hupai numbers them (0-8 1m-9m, 9-17 1p-9p,
// 18-26 1s-9s, 27-33 1z-7z = E S W N 白 发 中), their mpsz names and faces, reading and
// writing mpsz, and melds in the notation hupai.meld reads (honors as letters).

export const KINDS = 34;
const SUITS = "mpsz";
const SUIT_FACE = { m: "万", p: "筒", s: "条" };
const HONOR_FACE = ["东", "南", "西", "北", "白", "发", "中"];
// hupai's single-letter honors: winds E S W N, P 白 (5z), F 发 (6z), C 中 (7z).
const LETTERS = { E: 27, S: 28, W: 29, N: 30, P: 31, F: 32, C: 33 };
const LETTER_OF = "ESWNPFC";

/** The mpsz name of a kind: 0 -> "1m", 33 -> "7z". */
export function mpsz(kind) {
  return `${(kind % 9) + 1}${SUITS[Math.floor(kind / 9)]}`;
}

export function suitOf(kind) {
  return SUITS[Math.floor(kind / 9)];
}

/** What a tile shows: a rank over a suit ("5" over "万"), or an honor's character. */
export function face(kind) {
  const suit = suitOf(kind);
  if (suit === "z") return { top: HONOR_FACE[kind - 27], bottom: "" };
  return { top: String((kind % 9) + 1), bottom: SUIT_FACE[suit] };
}

/** The tile's face as one short text: "5万", "中". */
export function faceText(kind) {
  const f = face(kind);
  return f.top + f.bottom;
}

/** Tiles as mpsz, sorted, one suit letter closing each run: [0, 1, 2, 27, 27] -> "123m11z". */
export function formatTiles(kinds) {
  const sorted = [...kinds].sort((a, b) => a - b);
  let text = "";
  for (const suit of SUITS) {
    const ranks = sorted.filter((k) => suitOf(k) === suit).map((k) => (k % 9) + 1);
    if (ranks.length) text += ranks.join("") + suit;
  }
  return text;
}

/** A count and its noun, singular for one: counted(1, "tile") "1 tile", counted(2, "copy",
 * "copies") "2 copies". */
export function counted(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

export class NotationError extends Error {}

/**
 * Tiles from notation, in the order written. The box reads: digit runs each closed by a
 * suit letter (m, p, s: 1-9, 0 a red five; z: 1-7), the letters E S W N P F C for single
 * honors, and spaces or commas between. Anything else is a NotationError naming it and its
 * position (in characters, as hupai counts them).
 */
export function parseTiles(text) {
  const kinds = [];
  let digits = [];
  const closeRun = (suit, at) => {
    for (const { ch, pos } of digits) {
      let rank = Number(ch);
      if (rank === 0 && suit !== "z") rank = 5;
      const top = suit === "z" ? 7 : 9;
      if (rank < 1 || rank > top) {
        throw new NotationError(
          `bad tile "${ch}${suit}" at position ${pos}: suit ${suit} takes digits 1-${top}` +
            (suit === "z" ? "" : " (0 = red five)"),
        );
      }
      kinds.push(SUITS.indexOf(suit) * 9 + rank - 1);
    }
    digits = [];
    return at;
  };
  const dangling = () => {
    const { ch, pos } = digits[0];
    return new NotationError(
      `dangling digit "${ch}" at position ${pos}: digits need a suit letter after them ` +
        "(m, p, s or z)",
    );
  };
  // By code point: a character beyond the BMP (🀇) is one, quoted whole, counted once.
  const chars = Array.from(text);
  for (let pos = 0; pos < chars.length; pos += 1) {
    const ch = chars[pos];
    if (ch >= "0" && ch <= "9") {
      digits.push({ ch, pos });
    } else if (digits.length && "mpsz".includes(ch)) {
      closeRun(ch, pos);
    } else if (/[\s,]/.test(ch)) {
      if (digits.length) throw dangling();
    } else if (ch in LETTERS) {
      if (digits.length) throw dangling();
      kinds.push(LETTERS[ch]);
    } else if (digits.length && ch === "f") {
      throw new NotationError(`flowers ("${ch}" at position ${pos}) go in the flowers count`);
    } else {
      throw new NotationError(
        `unexpected "${ch}" at position ${pos}: write tiles as mpsz (123m456p789s11z) ` +
          "or the letters E S W N P F C",
      );
    }
  }
  if (digits.length) throw dangling();
  return kinds;
}

/** The kind after ``kind`` in its cycle (local_rules.md 0.3): a suit's 9 goes to its 1;
 * honors "split" (E S W N E, 中 发 白 中) or "joined" (E S W N 中 发 白 E). */
export function successor(kind, honorCycle = "split") {
  if (kind < 27) return kind % 9 === 8 ? kind - 8 : kind + 1;
  const cycle = {
    split: { 27: 28, 28: 29, 29: 30, 30: 27, 33: 32, 32: 31, 31: 33 },
    joined: { 27: 28, 28: 29, 29: 30, 30: 33, 33: 32, 32: 31, 31: 27 },
  };
  return cycle[honorCycle === "joined" ? "joined" : "split"][kind];
}

// Melds: {type, tile, claim}. type is chow (tile its lowest; claim which of its three tiles
// was the discard, 1-3), pung or kong (claim whose discard: 1 left, 2 across, 3 right),
// added (加杠: claim whose discard made the pung) or concealed (暗杠, no claim).
export const MELD_TYPES = ["chow", "pung", "kong", "concealed", "added"];
export const MELD_NAMES = {
  chow: "吃 chow",
  pung: "碰 pung",
  kong: "明杠 exposed kong",
  concealed: "暗杠 concealed kong",
  added: "加杠 added kong",
};

export function meldTiles(meld) {
  if (meld.type === "chow") return [meld.tile, meld.tile + 1, meld.tile + 2];
  return Array(meld.type === "pung" ? 3 : 4).fill(meld.tile);
}

export function isKong(meld) {
  return meld.type !== "chow" && meld.type !== "pung";
}

/** Whether a meld of ``type`` may start at ``kind`` (a chow: a suited 1-7). */
export function meldFits(type, kind) {
  return type !== "chow" || (kind < 27 && kind % 9 <= 6);
}

/** The meld's tiles as hupai.meld reads them inside brackets: suited tiles in mpsz, honors
 * as letters ("EEE", "PPPP"), since hupai refuses 5z-7z there as ambiguous. */
function meldText(meld) {
  const tiles = meldTiles(meld);
  if (tiles[0] < 27) return formatTiles(tiles);
  return tiles.map((k) => LETTER_OF[k - 27]).join("");
}

/** The meld as hupai.meld reads it: "[123m,2]", "[555p,1]", "[EEE,2]", "[7777s,3]", "[CCCC]",
 * "[7777s,5]" (an added kong: 4 + the pung's claim). */
export function meldNotation(meld) {
  return bracketed(meld, meldText(meld));
}

/** ``tiles`` in brackets with the meld's offer. */
function bracketed(meld, tiles) {
  if (meld.type === "concealed") return `[${tiles}]`;
  const offer = meld.type === "added" ? 4 + meld.claim : meld.claim;
  return `[${tiles},${offer}]`;
}

/** A meld back from meldNotation's text (or from mpsz inside the brackets, 5z-7z as the box
 * reads them: 白 发 中, as the page wrote them before); null when it is not one. */
export function readMeld(text) {
  const found = /^\[([0-9a-zA-Z]+)(?:,([1-7]))?\]$/.exec(String(text));
  if (!found) return null;
  let kinds;
  try {
    kinds = parseTiles(found[1]);
  } catch {
    return null;
  }
  const offer = found[2] === undefined ? 0 : Number(found[2]);
  const same = kinds.every((k) => k === kinds[0]);
  let meld = null;
  if (kinds.length === 3 && !same && offer >= 1 && offer <= 3) {
    meld = { type: "chow", tile: kinds[0], claim: offer };
  } else if (kinds.length === 3 && same && offer >= 1 && offer <= 3) {
    meld = { type: "pung", tile: kinds[0], claim: offer };
  } else if (kinds.length === 4 && same && offer === 0) {
    meld = { type: "concealed", tile: kinds[0], claim: 0 };
  } else if (kinds.length === 4 && same && offer <= 3) {
    meld = { type: "kong", tile: kinds[0], claim: offer };
  } else if (kinds.length === 4 && same && offer >= 5) {
    meld = { type: "added", tile: kinds[0], claim: offer - 4 };
  }
  if (meld === null || !meldFits(meld.type, meld.tile)) return null;
  // The page's links before honors were letters wrote mpsz: "[555z,1]".
  const mpszText = bracketed(meld, formatTiles(meldTiles(meld)));
  return meldNotation(meld) === text || mpszText === text ? meld : null;
}
