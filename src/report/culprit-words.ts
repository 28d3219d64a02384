import type { Group } from "../results/schema.js";

const WHENCE = {
  frame: "the deepest project frame",
  coverage: "by coverage of the failing tests",
  change: "changed since the base",
} as const;

/**
 * Where a group's failures are blamed, in a few words for its one line ("likely in getKind
 * (mapping.go), changed since the base"): the signature may name another function, the one its
 * stack ended in. Null with no culprit, or when the signature already names it by its frame.
 */
function likelyCulprit(group: Pick<Group, "signature" | "triage">): string | null {
  const culprit = group.triage?.culprit;
  if (!culprit) return null;
  const named = culprit.source === "frame" && group.signature.includes(culprit.function);
  if (named && group.signature.includes(culprit.file.split("/").at(-1) ?? culprit.file))
    return null;
  const weak = culprit.source === "coverage" && (culprit.score ?? 1) < WEAK_SCORE;
  const how = weak
    ? `possibly in ${culprit.function} (${culprit.file}), ${WHENCE.coverage}, weakly (score ${culprit.score})`
    : `likely in ${culprit.function} (${culprit.file}), ${WHENCE[culprit.source]}`;
  const close = closeBehindNames(culprit);
  return close ? `${how}; ${close}` : how;
}

type GroupCulprit = NonNullable<NonNullable<Group["triage"]>["culprit"]>;

/**
 * "tied with getEdge; close behind: specify, parseAccept (lib/accept.js)": the functions coverage
 * ranks as high as a culprit (the tie-breaks chose it: go-radix's `addEdge` over the `getEdge`
 * that was changed, both 1.0), then those close behind it, each file named where it is not the
 * culprit's; null when none is.
 */
export function closeBehindNames(culprit: GroupCulprit): string | null {
  const close = culprit.closeBehind ?? [];
  if (close.length === 0) return null;
  const name = (each: (typeof close)[number]) =>
    each.file === culprit.file ? each.function : `${each.function} (${each.file})`;
  const tied = close.filter((each) => each.score === culprit.score);
  const behind = close.filter((each) => each.score !== culprit.score);
  return [
    ...(tied.length > 0 ? [`tied with ${tied.map(name).join(", ")}`] : []),
    ...(behind.length > 0 ? [`close behind: ${behind.map(name).join(", ")}`] : []),
  ].join("; ");
}

/**
 * Below this, coverage hardly singles the function out (Ochiai: most of the tests that ran it
 * passed, or most failures ran something else): body-parser's `textParser` at 0.085 read as
 * surely as a culprit at 1.0.
 */
const WEAK_SCORE = 0.3;

/**
 * A group's one line: its signature, then where it is likely. A signature whose function no
 * stack gave (coverage's first take, the assertion itself ran in the test) leaves that name out
 * when the culprit is another, found later: "AssertionError in src/index.ts:endIndex - likely in
 * parseCookie (src/index.ts), changed since the base" read as two answers. A stack's function
 * stays: that is where the failure was raised.
 */
export function groupHeadline(group: Pick<Group, "signature" | "triage">): string {
  const likely = likelyCulprit(group);
  if (!likely) return group.signature;
  const { signatureFrom, culprit } = group.triage ?? {};
  const at = group.signature.lastIndexOf(" in ");
  const named = group.signature.slice(at + " in ".length);
  const guessedAnother =
    at > 0 &&
    signatureFrom !== undefined &&
    signatureFrom !== "frame" &&
    !named.endsWith(`:${culprit?.function}`);
  return `${guessedAnother ? group.signature.slice(0, at) : group.signature} - ${likely}`;
}
