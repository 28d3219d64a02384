/** The JSON array a runner's listing prints (after any lines of its own), or null if there is none. */
export function jsonArrayIn(stdout: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(stdout.slice(stdout.indexOf("[")));
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
