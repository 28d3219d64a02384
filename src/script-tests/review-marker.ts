/**
 * The header lines fix-loop stamps on a generated script: `# PLAN-HASH:` (the plan entry it was
 * written from) and `# REVIEW:` (pending: waiting for a person; refused: a check failed).
 * A script with any REVIEW line is not a test yet: discovery skips it, so verify and fix never
 * run it. `fix-loop plan --accept ID` removes the line.
 */
export type ReviewState = "pending" | "refused";

const HEADER_LINES = 40;
const REVIEW_LINE = /^\s*#\s*REVIEW\s*:\s*(\S+).*$/im;
const HASH_LINE = /^\s*#\s*PLAN-HASH\s*:\s*([0-9a-f]+)\s*$/im;

function head(text: string): string {
  return text.split("\n", HEADER_LINES).join("\n");
}

/** The script's review state, or null for a test that counts. */
export function reviewStateOf(text: string): string | null {
  return REVIEW_LINE.exec(head(text))?.[1]?.toLowerCase() ?? null;
}

export function planHashOf(text: string): string | null {
  return HASH_LINE.exec(head(text))?.[1] ?? null;
}

/** The script with fix-loop's own PLAN-HASH and REVIEW lines, after the shebang, replacing any. */
export function stampScript(text: string, hash: string, state: ReviewState, why = ""): string {
  const lines = withoutStamps(text).split("\n");
  const at = lines[0]?.startsWith("#!") ? 1 : 0;
  const review = `# REVIEW: ${state}${why ? ` (${why.replace(/\s+/g, " ")})` : ""} - fix-loop plan --accept`;
  lines.splice(at, 0, `# PLAN-HASH: ${hash}`, review);
  return lines.join("\n");
}

/** The accepted script: the REVIEW line gone, the PLAN-HASH kept for the next `plan`. */
export function acceptScript(text: string): string {
  return text
    .split("\n")
    .filter((line, index) => index >= HEADER_LINES || !/^\s*#\s*REVIEW\s*:/i.test(line))
    .join("\n");
}

function withoutStamps(text: string): string {
  return text
    .split("\n")
    .filter((line, index) => index >= HEADER_LINES || !/^\s*#\s*(REVIEW|PLAN-HASH)\s*:/i.test(line))
    .join("\n");
}
