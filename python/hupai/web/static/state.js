// The page's input as one plain object, the copies it uses, and the ?q= share link that
// carries it: URL-safe base64 (no padding) of its JSON, tiles and melds in notation.

import { KINDS, formatTiles, meldNotation, meldTiles, parseTiles, readMeld } from "./tiles.js";

export function blankState() {
  return {
    rules: "mcr",
    options: {}, // the options changed from the rule set's defaults
    hand: [], // the standing tiles (kind indices), sorted; the winning tile apart
    melds: [], // {type, tile, claim}, see tiles.js
    win: null, // the winning tile's kind
    flags: {}, // situation keyword -> true, for the yes/no situations
    ready: null, // null, "declared" or "heavenly"
    void: null, // null, "m", "p" or "s"
    seat: "E",
    prevalent: "E",
    flowers: 0,
    indicator: null, // the flipped wildcard indicator's kind
    jokers: 0,
    settle: { winner: 0, discarder: null, base: 1, birds: 0, horses: 0 },
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

function decode(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
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

/** The input a q value carries, over the blank state; Error when it cannot be read. Each
 * value is checked for its shape here and against the rule set when the page applies it. */
export function readShare(value) {
  if (value.length > MAX_TEXT) throw new Error("the share link is too long");
  let plain;
  try {
    plain = JSON.parse(decode(value));
  } catch {
    throw new Error("the share link's q= is not a hupai page link");
  }
  if (plain === null || typeof plain !== "object") throw new Error("the share link is empty");
  const state = blankState();
  const tile = (text) => {
    if (text === null || text === undefined) return null;
    const kinds = parseTiles(String(text));
    if (kinds.length !== 1) throw new Error(`the share link's tile "${text}" is not one tile`);
    return kinds[0];
  };
  const text = (v, fallback) => (typeof v === "string" ? v : fallback);
  const whole = (v, fallback) => (Number.isInteger(v) ? v : fallback);
  state.rules = text(plain.rules, state.rules);
  if (plain.options && typeof plain.options === "object") state.options = plain.options;
  state.hand = parseTiles(text(plain.hand, "")).sort((a, b) => a - b);
  for (const m of Array.isArray(plain.melds) ? plain.melds.slice(0, 4) : []) {
    const meld = readMeld(m);
    if (meld === null) throw new Error(`the share link's meld "${m}" is not a meld`);
    state.melds.push(meld);
  }
  state.win = tile(plain.win);
  for (const f of Array.isArray(plain.flags) ? plain.flags : []) state.flags[String(f)] = true;
  state.ready = ["declared", "heavenly"].includes(plain.ready) ? plain.ready : null;
  state.void = ["m", "p", "s"].includes(plain.void) ? plain.void : null;
  state.seat = text(plain.seat, state.seat);
  state.prevalent = text(plain.prevalent, state.prevalent);
  state.flowers = whole(plain.flowers, 0);
  state.indicator = tile(plain.indicator);
  state.jokers = whole(plain.jokers, 0);
  const s = plain.settle && typeof plain.settle === "object" ? plain.settle : {};
  state.settle = {
    winner: whole(s.winner, 0),
    discarder: Number.isInteger(s.discarder) ? s.discarder : null,
    base: whole(s.base, 1),
    birds: whole(s.birds, 0),
    horses: whole(s.horses, 0),
  };
  return state;
}
