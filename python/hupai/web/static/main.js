// The page's wiring: it loads the rule sets, keeps the input (state.js) within the chosen
// rule set (rules.js), redraws the controls after each change, keeps the notation box and
// the share link in step, and asks the API for the score or the waits.

import * as api from "./api.js";
import {
  buildOptions, buildSettle, buildSituation, syncOptions, syncSettle, syncSituation,
} from "./controls.js";
import { byId, el } from "./dom.js";
import { pickTile, readNotation } from "./edit.js";
import { buildMeldTypes, buildPalette, syncHand, syncMelds, syncPalette } from "./palette.js";
import { evaluate } from "./evaluate.js";
import { normalize } from "./normalize.js";
import { invalidNumbers, markNumber, readWhole } from "./numbers.js";
import { describeTaken, outlive, showNotice } from "./notice.js";
import { showError } from "./result.js";
import { blankState, dict, readShare, shareValue } from "./state.js";
import { formatTiles } from "./tiles.js";

const ui = { target: "hand", meldType: "chow", meldClaim: 1 };
let state = blankState();
let desc = null; // the chosen rule set's description
let pending = 0; // calls under way, and a scheduled evaluation: body[data-busy]
let timer = null;
let loads = 0; // the latest loadRules()

function busy(delta) {
  pending += delta;
  document.body.dataset.busy = String(pending);
}

function say(message) {
  byId("message").textContent = message;
}

/** A palette click: the tile goes where the page is putting tiles (edit.js). */
function pick(kind) {
  const result = pickTile(ui, state, desc, kind);
  if (result.changed) changed({ message: result.message });
  else say(result.message);
}

/** The keyboard focus on the ``i``th of ``selector`` (redrawn), else its last, else on
 * ``fallback``. */
function focusAt(selector, i, fallback) {
  const list = document.querySelectorAll(selector);
  (list[i] || list[list.length - 1] || fallback).focus();
}

const on = {
  // A hand tile or meld removed redraws its list: the focus goes to the one now at its
  // place, else the last, else the notation box (adding a meld).
  removeTile(i) {
    state.hand = state.hand.filter((_, j) => j !== i);
    changed();
    focusAt("#hand button.tile", i, byId("notation"));
  },
  removeMeld(i) {
    state.melds = state.melds.filter((_, j) => j !== i);
    changed();
    focusAt("#melds button.remove", i, byId("meld-add"));
  },
};

/** After any change: the input within the rule set, every control redrawn, the notation
 * box (unless it was typed in) and the share link rewritten, the output asked for.
 * ``message``: what the change says (the line under the palette, emptied by the next
 * change), with what normalize() left out. ``notice``: what the page could not take of what
 * it was given (a link, options), shown with what normalize() left out; without it, the
 * notice goes once the input changes. */
function changed({ fromBox = false, now = false, notice = null, message = "" } = {}) {
  const dropped = normalize(state, desc);
  const why = `as ${desc.rule_set} or the rest of the input does not allow them`;
  const leftOut = dropped.length ? [`left out, ${why}: ${dropped.join("; ")}`] : [];
  if (notice !== null) {
    showNotice(notice.title, [...notice.items, ...leftOut], shareValue(state));
    say(message);
  } else {
    outlive(shareValue(state));
    const said = dropped.length ? `Left out, ${why}: ${dropped.join("; ")}.` : "";
    say([message, said].filter(Boolean).join(" "));
  }
  syncOptions(desc);
  syncPalette(ui, state, desc);
  syncHand(ui, state, desc, on);
  syncMelds(ui, state, desc, on);
  syncSituation(state, desc);
  syncSettle(state, desc);
  if (!fromBox) {
    byId("notation").value = formatTiles(state.hand);
    notationError("");
  }
  const url = new URL(window.location.href);
  url.search = `?q=${shareValue(state)}`;
  byId("share-link").href = url.href;
  byId("share-link").textContent = url.href;
  window.history.replaceState(null, "", url.href);
  schedule(now ? 0 : 250);
}

function schedule(delay) {
  if (timer !== null) clearTimeout(timer);
  else busy(+1);
  timer = setTimeout(() => {
    timer = null;
    busy(-1);
    evaluate(state, desc, busy, invalidNumbers());
  }, delay);
}

function notationError(message) {
  const box = byId("notation-error");
  box.textContent = message;
  box.hidden = !message;
  byId("notation").setAttribute("aria-invalid", message ? "true" : "false");
}

/** The notation box typed in: its tiles become the standing tiles when they fit; on
 * ``change`` (rewrite) the box is written back in its canonical form. */
function typed(rewrite) {
  const result = readNotation(byId("notation").value, state, desc);
  notationError(result.error || "");
  if (result.error) return;
  state.hand = result.hand;
  changed({ fromBox: !rewrite });
}

/** The rule set (state.rules) described and the page rebuilt for it. ``link``: what a
 * share link being opened held that the page could not read, for the notice. */
async function loadRules(link = null) {
  busy(+1);
  loads += 1;
  const mine = loads;
  try {
    const notes = link === null ? [] : link;
    const described = await describeTaken(state, notes);
    if (mine !== loads) return; // a later choice is being loaded
    desc = described;
    markNumber(byId("jokers"), ""); // its box shows the input's jokers again
    byId("rules").value = state.rules;
    byId("rules-title").textContent = desc.title;
    buildOptions(desc);
    buildPalette(desc, pick);
    buildMeldTypes(desc, ui);
    buildSituation(desc);
    buildSettle(desc);
    ui.target = "hand"; // a new rule set may have no indicator slot or no melds
    const title = link === null ? "Not as chosen:" : "The share link was not read in full:";
    changed({ now: true, notice: link !== null || notes.length ? { title, items: notes } : null });
  } catch (err) {
    showError(err.message);
  } finally {
    busy(-1);
  }
}

/** A number box typed in: its value used (``use(n)``) when it is a whole number within
 * its range, else the box marked invalid and nothing scored (numbers.js). */
function numberTyped(input, use) {
  const read = readWhole(input);
  markNumber(input, read.error || "");
  if (read.error) schedule(0); // the output says why nothing is scored
  else use(read.value);
}

function wire() {
  byId("rules").addEventListener("change", (e) => {
    state.rules = e.target.value;
    state.options = dict();
    loadRules();
  });
  byId("options").addEventListener("change", (e) => {
    const name = e.target.dataset.option;
    const t = e.target;
    if (!name || t.type === "number") return; // read as typed, below
    state.options[name] = t.type === "checkbox" ? t.checked : JSON.parse(t.value);
    loadRules();
  });
  byId("options").addEventListener("input", (e) => {
    const t = e.target;
    if (t.type !== "number") return;
    numberTyped(t, (n) => {
      state.options[t.dataset.option] = n;
      loadRules();
    });
  });
  byId("notation").addEventListener("input", () => typed(false));
  byId("notation").addEventListener("change", () => typed(true));
  const toggle = (target) => () => {
    ui.target = ui.target === target ? "hand" : target;
    changed();
  };
  byId("win-slot").addEventListener("click", toggle("win"));
  byId("indicator-slot").addEventListener("click", toggle("indicator"));
  byId("meld-add").addEventListener("click", toggle("meld"));
  byId("win-clear").addEventListener("click", () => {
    state.win = null;
    changed();
  });
  byId("clear").addEventListener("click", () => {
    Object.assign(state, { hand: [], melds: [], win: null, flags: dict(), indicator: null });
    ui.target = "hand";
    changed();
  });
  byId("meld-type").addEventListener("change", (e) => {
    ui.meldType = e.target.value;
    ui.target = "meld";
    changed();
  });
  byId("meld-claim").addEventListener("change", (e) => {
    ui.meldClaim = Number(e.target.value);
  });
  // Number boxes are read as they are typed in (each keystroke, the spin buttons), not on
  // change: the value shown is the one used.
  byId("jokers").addEventListener("input", (e) => numberTyped(e.target, (n) => {
    state.jokers = n;
    changed();
  }));
  byId("situation").addEventListener("input", (e) => {
    if (e.target.id === "flowers") numberTyped(e.target, (n) => {
      state.flowers = n;
      changed();
    });
  });
  const settleNumbers = { base: "base", "bird-hits": "birds", "horse-hits": "horses" };
  byId("settle").addEventListener("input", (e) => {
    const key = settleNumbers[e.target.id];
    if (key) numberTyped(e.target, (n) => {
      state.settle[key] = n;
      changed();
    });
  });
  byId("situation").addEventListener("change", (e) => {
    const t = e.target;
    if (t.type === "number") return;
    if (t.dataset.flag) {
      // Unticked, a flag goes: ticked again, it is the latest set (normalize() keeps the first).
      if (t.checked) state.flags[t.dataset.flag] = true;
      else delete state.flags[t.dataset.flag];
    } else if (t.id === "seat-wind") state.seat = JSON.parse(t.value);
    else if (t.id === "prevalent-wind") state.prevalent = JSON.parse(t.value);
    else if (t.id === "ready") state.ready = JSON.parse(t.value);
    else if (t.id === "void") state.void = JSON.parse(t.value);
    changed();
  });
  byId("settle").addEventListener("change", (e) => {
    const t = e.target;
    const s = state.settle;
    if (t.type === "number") return;
    if (t.id === "winner") s.winner = JSON.parse(t.value);
    else if (t.id === "discarder") s.discarder = JSON.parse(t.value);
    else if (t.id === "liable") s.liable = JSON.parse(t.value);
    changed();
  });
  byId("score").addEventListener("click", () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
      busy(-1);
    }
    evaluate(state, desc, busy, invalidNumbers());
  });
  byId("share").addEventListener("click", () => {
    const box = byId("share-box");
    box.hidden = false;
    const link = byId("share-link").href;
    window.history.replaceState(null, "", link);
    if (navigator.clipboard) navigator.clipboard.writeText(link).catch(() => {});
  });
}

async function boot() {
  busy(+1);
  wire();
  try {
    const rules = await api.listRules();
    byId("rules").replaceChildren(...rules.map((r) => el("option", { value: r.name },
      `${r.title} (${r.name})`)));
    const q = new URLSearchParams(window.location.search).get("q");
    const link = [];
    if (q !== null) {
      const read = readShare(q);
      state = read.state;
      link.push(...read.problems);
    }
    if (!rules.some((r) => r.name === state.rules)) {
      const names = rules.map((r) => r.name).join(", ");
      link.push(`its rule set ${JSON.stringify(state.rules)} is not one of the page's (${names}): ` +
        `${rules[0].name} is used instead`);
      state.rules = rules[0].name;
    }
    await loadRules(link);
  } catch (err) {
    showError(err.message);
  } finally {
    busy(-1);
  }
}

boot();
