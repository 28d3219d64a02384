/**
 * Words a project throws with when a check of its own state fails, not a check of its input:
 * yaml's `Alias.toJS` throws "This should not happen: Alias anchor was not resolved?" when the
 * function that records anchors (`setAnchor`) left one out. The function that throws noticed a
 * state another made, as a built-in that throws on a value it was handed does.
 */
const INVARIANT =
  /\b(?:should(?:n't| not| never) (?:happen|be reached|occur)|unreachable|invariant (?:violation|failed|broken)|internal error)\b/i;

/** Whether the failure's message is a broken invariant of the project's own. */
export function brokeAnInvariant(message: string): boolean {
  return INVARIANT.test(message);
}
