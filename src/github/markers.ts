/**
 * Hidden HTML-comment markers: the state fix-loop keeps on GitHub, so any number of copies of
 * the Action or the app can find what an earlier run wrote.
 */

export function groupMarker(groupId: string): string {
  return `<!-- fix-loop:group=${groupId} -->`;
}

/** The group id a body was written for, or null when it carries no group marker. */
export function readGroupMarker(body: string | null | undefined): string | null {
  const match = /<!-- fix-loop:group=([^\s>]+) -->/.exec(body ?? "");
  return match?.[1] ?? null;
}
