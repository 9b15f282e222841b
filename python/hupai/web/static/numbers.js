// The page's number boxes (options, flowers, jokers, base, bird and horse hits) read
// strictly: a whole number within the box's min and max is used as shown; anything else
// marks the box invalid, with why under it, and nothing is scored until it is fixed. A box
// never shows a value other than the one used.

import { el } from "./dom.js";

/** The box's text as ``{value}``, a whole number within its min and max, or ``{error}``. */
export function readWhole(input) {
  const range = `a whole number ${input.min}-${input.max}`;
  const text = input.value.trim();
  // A text the browser cannot read as a number ("-", "1e") leaves value "" and badInput.
  if (input.validity.badInput) return { error: `not a number: ${range}` };
  if (text === "") return { error: `empty: ${range}` };
  const n = Number(text);
  if (!Number.isInteger(n) || n < Number(input.min) || n > Number(input.max)) {
    return { error: `${text} is not ${range}` };
  }
  return { value: n };
}

/** Marks the box invalid with ``error`` (its message right after it), or valid for "". */
export function markNumber(input, error) {
  const id = `${input.id}-error`;
  let box = document.getElementById(id);
  if (!box) {
    box = el("span", { id, class: "error number-error", role: "alert" });
    // After the label: the label's text stays the box's name.
    (input.closest("label") || input).after(box);
    input.setAttribute("aria-describedby", id);
  }
  box.textContent = error;
  box.hidden = !error;
  input.setAttribute("aria-invalid", error ? "true" : "false");
}

export function isInvalid(input) {
  return input.getAttribute("aria-invalid") === "true";
}

/** The box set to ``value`` unless it is being typed in or marked invalid (what it shows
 * then is the user's, and nothing is scored). */
export function showNumber(input, value) {
  if (input && document.activeElement !== input && !isInvalid(input)) input.value = String(value);
}

/** Why nothing is scored: each number box marked invalid, by its label; "" for none. */
export function invalidNumbers() {
  const boxes = [...document.querySelectorAll("input[type=number][aria-invalid=true]")];
  const named = boxes.map((input) => {
    const label = input.closest("label");
    const name = label ? label.querySelector("span").textContent : input.id;
    return `${name}: ${readWhole(input).error}`;
  });
  return named.length ? `Not scored: fix ${named.join("; ")}.` : "";
}
