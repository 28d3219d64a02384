/**
 * The JSON array a runner's listing prints, or null if there is none. Other lines may come
 * before it (a runner's own notes) or after it: defu's tests import node:test, whose TAP summary
 * ("1..1", "# tests 0") `vitest list --json` printed after the array, and the listing read as
 * no listing at all (a wrong --tests id then ran the whole tier before it was refused).
 */
export function jsonArrayIn(stdout: string): unknown[] | null {
  const whole = parsedArray(stdout.slice(stdout.indexOf("[")));
  if (whole) return whole;
  const lines = stdout.split("\n");
  const opens = lines.flatMap((line, at) => (line.startsWith("[") ? [at] : []));
  const closes = lines.flatMap((line, at) => (line.startsWith("]") ? [at] : [])).reverse();
  for (const open of opens)
    for (const close of closes) {
      if (close < open) break;
      const parsed = parsedArray(lines.slice(open, close + 1).join("\n"));
      if (parsed) return parsed;
    }
  return null;
}

function parsedArray(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
