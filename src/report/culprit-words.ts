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
export function likelyCulprit(group: Pick<Group, "signature" | "triage">): string | null {
  const culprit = group.triage?.culprit;
  if (!culprit) return null;
  const named = culprit.source === "frame" && group.signature.includes(culprit.function);
  if (named && group.signature.includes(culprit.file.split("/").at(-1) ?? culprit.file))
    return null;
  return `likely in ${culprit.function} (${culprit.file}), ${WHENCE[culprit.source]}`;
}
