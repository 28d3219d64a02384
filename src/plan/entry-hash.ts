import { createHash } from "node:crypto";

/** The parts of a plan entry whose change means its script must be written again. */
interface HashedParts {
  id: string;
  title: string;
  steps: string;
  expected: string;
  tier: string | null;
  requires: string[] | null;
  framework?: string | null;
  functions?: string[] | null;
}

/**
 * 12 hex digits of the entry's meaning: moving it in the file (its line) or re-wrapping
 * whitespace does not change it; a word of its text does.
 */
export function entryHash(entry: HashedParts): string {
  const canonical = JSON.stringify([
    entry.id,
    squash(entry.title),
    squash(entry.steps),
    squash(entry.expected),
    entry.tier,
    entry.requires,
    // Only when asked, so the hash of every entry written before frameworks existed stays.
    ...(entry.framework ? [entry.framework] : []),
    ...(entry.functions ? [{ functions: entry.functions }] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 12);
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
