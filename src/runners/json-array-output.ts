/**
 * The JSON array a runner's listing prints, or null if there is none. Other lines may come
 * before it (a runner's own notes) or after it: defu's tests import node:test, whose TAP summary
 * ("1..1", "# tests 0") `vitest list --json` printed after the array, and the listing read as
 * no listing at all (a wrong --tests id then ran the whole tier before it was refused).
 */
export function jsonArrayIn(stdout: string): unknown[] | null {
  const whole = parsedArray(stdout.slice(stdout.indexOf("[")));
  if (whole) return whole;
  // The array's own lines: from the first that opens one to the last that closes one.
  const lines = stdout.split("\n");
  const open = lines.findIndex((line) => line.startsWith("["));
  const close = lines.findLastIndex((line) => line.startsWith("]"));
  return open >= 0 && close > open ? parsedArray(lines.slice(open, close + 1).join("\n")) : null;
}

function parsedArray(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
