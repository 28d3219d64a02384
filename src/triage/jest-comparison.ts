import { valueShape } from "./value-diff.js";

/**
 * jest prints a failed comparison as a matcher hint and the values on the lines after it:
 *
 *     expect(received).toBe(expected) // Object.is equality
 *     Expected value to be:          (jest 22; jest 24+ writes "Expected: 4")
 *       "2018-04-05"
 *     Received:
 *       "2018-04-06"
 *
 * Neither the hint nor jest 22's headline says anything of the failure, and the hint differs
 * between toBe and toEqual for one bug. The decisive line is the pair of values; its signature
 * keeps their shapes.
 */
const HINT = /^(?:Error:\s*)?expect\((?:received|value)\)\.(?:not\.|resolves\.|rejects\.)*\w+\(/;
const HEADLINE = /^Expected(?: value)?(?:(?: not)? to [\w ]+)?:\s*$/i;
const EXPECTED = /^Expected(?: value)?(?:(?: not)? to [\w ]+)?:\s*(.*)$/i;
const RECEIVED = /^Received(?: value)?:\s*(.*)$/i;
/** How far after the hint the values are looked for. */
const WINDOW = 12;

export interface JestComparison {
  line: string;
  signature: string;
}

/** The comparison that starts at `lines[at]`, when it is a jest matcher hint or headline. */
export function jestComparison(lines: readonly string[], at: number): JestComparison | null {
  const first = lines[at] ?? "";
  if (!HINT.test(first) && !HEADLINE.test(first)) return null;
  const expected = labelledValue(lines, at, EXPECTED);
  const received = labelledValue(lines, at, RECEIVED);
  if (expected === null || received === null) return null;
  return {
    line: `Expected: ${expected}, Received: ${received}`,
    signature: `expected ${valueShape(expected)}, received ${valueShape(received)}`,
  };
}

/** The value after a label: on the label's line, else the next line. */
function labelledValue(lines: readonly string[], at: number, label: RegExp): string | null {
  for (let i = at; i < Math.min(lines.length, at + WINDOW); i++) {
    const match = label.exec(lines[i] ?? "");
    if (!match) continue;
    const inline = match[1]?.trim() ?? "";
    if (inline !== "") return inline;
    const next = lines[i + 1]?.trim() ?? "";
    return next === "" || RECEIVED.test(next) || EXPECTED.test(next) ? null : next;
  }
  return null;
}
