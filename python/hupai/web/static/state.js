// The page's input as one plain object, the copies it uses, and the ?q= share link that
// carries it: URL-safe base64 (no padding) of its JSON, tiles and melds in notation. What a
// link holds that the page cannot read is named, with what the page did instead.

import { KINDS, formatTiles, meldNotation, meldTiles, parseTiles, readMeld } from "./tiles.js";

/** A dictionary of what the user gave (flags, options): no prototype, so that a key named
 * "constructor", "toString" or "__proto__" is a key like any other. */
export function dict(entries = {}) {
  return Object.assign(Object.create(null), entries);
}

export function blankState() {
  return {
    rules: "mcr",
    options: dict(), // the options changed from the rule set's defaults
    hand: [], // the standing tiles (kind indices), sorted; the winning tile apart
    melds: [], // {type, tile, claim}, see tiles.js
    win: null, // the winning tile's kind
    flags: dict(), // situation keyword -> true, for the yes/no situations
    ready: null, // null, "declared" or "heavenly"
    void: null, // null, "m", "p" or "s"
    seat: "E",
    prevalent: "E",
    flowers: 0,
    indicator: null, // the flipped wildcard indicator's kind
    jokers: 0,
    // liable: the seat that pays for all of a self-drawn kong bloom (杠爆全包), or null
    settle: { winner: 0, discarder: null, base: 1, birds: 0, horses: 0, liable: null },
  };
}

/** 34 counts of the copies the input holds: standing tiles, melds, the winning tile and
 * the flipped indicator (set aside, out of play). */
export function usedCopies(state) {
  const used = Array(KINDS).fill(0);
  for (const k of state.hand) used[k] += 1;
  for (const m of state.melds) for (const k of meldTiles(m)) used[k] += 1;
  if (state.win !== null) used[state.win] += 1;
  if (state.indicator !== null) used[state.indicator] += 1;
  return used;
}

/** Standing tiles the hand may hold: 13 less 3 a meld (a kong counts 3), jokers included. */
export function standingRoom(state) {
  return 13 - 3 * state.melds.length - state.hand.length - state.jokers;
}

const MAX_TEXT = 4000;

function encode(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text of a q value; ShareError when it is not URL-safe base64 of UTF-8. */
function decode(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  let binary;
  try {
    binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    throw new ShareError("its q= is not URL-safe base64");
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ShareError("its q= is base64 of no UTF-8 text");
  }
}

/** The input as the q parameter's value. */
export function shareValue(state) {
  const one = (k) => (k === null ? null : formatTiles([k]));
  const plain = {
    rules: state.rules,
    options: state.options,
    hand: formatTiles(state.hand),
    melds: state.melds.map(meldNotation),
    win: one(state.win),
    flags: Object.keys(state.flags).filter((k) => state.flags[k]),
    ready: state.ready,
    void: state.void,
    seat: state.seat,
    prevalent: state.prevalent,
    flowers: state.flowers,
    indicator: one(state.indicator),
    jokers: state.jokers,
    settle: state.settle,
  };
  return encode(JSON.stringify(plain));
}

/** A q value the page cannot read at all. */
class ShareError extends Error {}

const KEYS = [
  "rules", "options", "hand", "melds", "win", "flags", "ready", "void", "seat", "prevalent",
  "flowers", "indicator", "jokers", "settle",
];
const OPENED_BLANK = "the page opened blank instead";

/** A JSON value as the page quotes it, cut short. */
function quoted(value) {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeName(value) {
  return value === null ? "null" : Array.isArray(value) ? "a list" : `a ${typeof value}`;
}

/**
 * The input a q value carries, over the blank state, and ``problems``: for each part the
 * page could not read, what was wrong and what the page did instead (a text each). A value
 * that cannot be read at all (not base64, not JSON, not an object, too long) gives the blank
 * state; otherwise each key is read alone, a bad one left at its default. The rule set's
 * name and options, and what the rule set allows, are checked when the page applies them.
 */
export function readShare(value) {
  const problems = [];
  let plain;
  try {
    if (value.length > MAX_TEXT) {
      throw new ShareError(
        `it is too long (${value.length.toLocaleString("en")} characters in q=; the page reads ` +
          `at most ${MAX_TEXT.toLocaleString("en")})`,
      );
    }
    const text = decode(value);
    try {
      plain = JSON.parse(text);
    } catch (err) {
      throw new ShareError(`its q= is not JSON (${err.message})`);
    }
    if (plain === null || typeof plain !== "object" || Array.isArray(plain)) {
      throw new ShareError(
        `its q= is JSON of the wrong type: ${typeName(plain)}, not an object of the page's keys`,
      );
    }
  } catch (err) {
    if (!(err instanceof ShareError)) throw err;
    return { state: blankState(), problems: [`${err.message}: ${OPENED_BLANK}`] };
  }
  const state = blankState();
  const refuse = (what, instead) => problems.push(`${what}: ${instead}`);
  for (const key of Object.keys(plain)) {
    if (!KEYS.includes(key)) refuse(`it holds the unknown key ${quoted(key)}`, "ignored");
  }
  const given = (key) => plain[key] !== undefined;

  if (given("rules")) {
    if (typeof plain.rules === "string") state.rules = plain.rules;
    else refuse(`its rules ${quoted(plain.rules)} is not a rule set's name`, `${state.rules} is used`);
  }
  if (given("options")) {
    const o = plain.options;
    if (o !== null && typeof o === "object" && !Array.isArray(o)) state.options = dict(o);
    else refuse(`its options ${quoted(o)} are not an object`, "the rule set's defaults are used");
  }
  const tiles = (key, what, one) => {
    if (!given(key) || (one && plain[key] === null)) return one ? null : [];
    const text = plain[key];
    const instead = one ? `the ${what} slot is left empty` : `the ${what} is left empty`;
    if (typeof text !== "string") {
      refuse(`its ${what} ${quoted(text)} is not tiles in notation`, instead);
      return one ? null : [];
    }
    let kinds;
    try {
      kinds = parseTiles(text);
    } catch (err) {
      refuse(`its ${what} ${quoted(text)} is not notation (${err.message})`, instead);
      return one ? null : [];
    }
    if (!one) return kinds.sort((a, b) => a - b);
    if (kinds.length === 1) return kinds[0];
    refuse(`its ${what} ${quoted(text)} is not one tile`, instead);
    return null;
  };
  state.hand = tiles("hand", "hand", false);
  state.win = tiles("win", "winning tile", true);
  state.indicator = tiles("indicator", "wildcard indicator", true);

  if (given("melds")) {
    if (!Array.isArray(plain.melds)) {
      refuse(`its melds ${quoted(plain.melds)} are not a list`, "no meld is taken");
    } else {
      for (const m of plain.melds) {
        const meld = readMeld(m);
        if (meld === null) refuse(`its meld ${quoted(m)} is not a meld as hupai writes one`, "left out");
        else if (state.melds.length === 4) refuse(`its meld ${quoted(m)} is a fifth`, "left out");
        else state.melds.push(meld);
      }
    }
  }
  if (given("flags")) {
    if (!Array.isArray(plain.flags)) {
      refuse(`its flags ${quoted(plain.flags)} are not a list`, "no flag is set");
    } else {
      for (const f of plain.flags) {
        if (typeof f === "string") state.flags[f] = true;
        else refuse(`its flag ${quoted(f)} is not a keyword`, "left out");
      }
    }
  }
  const oneOf = (key, values, what) => {
    if (!given(key)) return state[key];
    if (values.includes(plain[key])) return plain[key];
    const names = values.map((v) => JSON.stringify(v)).join(", ");
    refuse(`its ${what} ${quoted(plain[key])} is not one of ${names}`,
      `${JSON.stringify(state[key])} is used`);
    return state[key];
  };
  state.ready = oneOf("ready", [null, "declared", "heavenly"], "ready");
  state.void = oneOf("void", [null, "m", "p", "s"], "void suit");
  state.seat = oneOf("seat", ["E", "S", "W", "N"], "seat wind");
  state.prevalent = oneOf("prevalent", ["E", "S", "W", "N"], "prevalent wind");
  const whole = (source, key, low, high, what, fallback) => {
    const v = source[key];
    if (v === undefined) return fallback;
    if (Number.isInteger(v) && v >= low && v <= high) return v;
    refuse(`its ${what} ${quoted(v)} is not a whole number ${low}-${high}`,
      `${JSON.stringify(fallback)} is used`);
    return fallback;
  };
  state.flowers = whole(plain, "flowers", 0, 8, "flowers", 0);
  state.jokers = whole(plain, "jokers", 0, 4, "jokers", 0);

  if (given("settle")) {
    const s = plain.settle;
    if (s === null || typeof s !== "object" || Array.isArray(s)) {
      refuse(`its settle ${quoted(s)} is not an object`, "the settlement's defaults are used");
    } else {
      for (const key of Object.keys(s)) {
        if (!Object.hasOwn(state.settle, key)) refuse(`its settle holds the unknown key ${quoted(key)}`, "ignored");
      }
      const t = state.settle;
      t.winner = whole(s, "winner", 0, 3, "winner's seat", 0);
      t.discarder = s.discarder === null ? null : whole(s, "discarder", 0, 3, "discarder's seat", null);
      t.base = whole(s, "base", 1, 1000000, "base", 1);
      t.birds = whole(s, "birds", 0, 8, "bird hits", 0);
      t.horses = whole(s, "horses", 0, 8, "horse hits", 0);
      t.liable = s.liable === null ? null : whole(s, "liable", 0, 3, "liable seat", null);
    }
  }
  return { state, problems };
}
