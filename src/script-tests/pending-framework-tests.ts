import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { glob } from "tinyglobby";
import type { ReviewState } from "./review-marker.js";

/**
 * A generated framework test (pytest, vitest, ...) waits for review under its name plus this
 * suffix: no runner collects `test_x.py.pending` or `x.test.ts.pending`, so verify and fix never
 * run it, whatever the runner's own discovery. Accepting it removes the suffix.
 */
export const PENDING_SUFFIX = ".pending";

const HEADER_LINES = 40;
const COMMENT = String.raw`(?:#|\/\/)`;
const REVIEW_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*REVIEW\s*:\s*(\S+)`, "im");
const HASH_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-HASH\s*:\s*([0-9a-f]+)\s*$`, "im");
const ID_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-TEST\s*:\s*(\S+)\s*$`, "im");
const STAMP_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*(?:REVIEW|PLAN-HASH|PLAN-TEST)\s*:`, "i");

export function pendingPathOf(file: string): string {
  return `${file}${PENDING_SUFFIX}`;
}

/** The name the runner collects: the pending name without its suffix. */
export function collectedPathOf(pending: string): string {
  return pending.endsWith(PENDING_SUFFIX) ? pending.slice(0, -PENDING_SUFFIX.length) : pending;
}

/** What fix-loop's stamp in a framework test says: its plan id, hash and review state. */
export interface FrameworkStamp {
  id: string | null;
  planHash: string | null;
  review: string | null;
}

export function readFrameworkStamp(text: string): FrameworkStamp {
  const head = text.split("\n", HEADER_LINES).join("\n");
  return {
    id: ID_LINE.exec(head)?.[1] ?? null,
    planHash: HASH_LINE.exec(head)?.[1] ?? null,
    review: REVIEW_LINE.exec(head)?.[1]?.toLowerCase() ?? null,
  };
}

/**
 * The test with fix-loop's lines on top (after a shebang), in the file's own comment syntax:
 * PLAN-TEST (the plan id, for the next `plan`), PLAN-HASH and REVIEW. Replaces earlier ones.
 */
export function stampFrameworkTest(
  text: string,
  comment: "#" | "//",
  stamp: { id: string | null; hash: string; state: ReviewState; why: string },
): string {
  const lines = withoutStamps(text).split("\n");
  const at = lines[0]?.startsWith("#!") ? 1 : 0;
  const why = stamp.why ? ` (${stamp.why.replace(/\s+/g, " ")})` : "";
  lines.splice(
    at,
    0,
    ...(stamp.id ? [`${comment} PLAN-TEST: ${stamp.id}`] : []),
    `${comment} PLAN-HASH: ${stamp.hash}`,
    `${comment} REVIEW: ${stamp.state}${why} - fix-loop plan --accept`,
  );
  return lines.join("\n");
}

/** The accepted test: the REVIEW line gone, PLAN-TEST and PLAN-HASH kept for the next `plan`. */
export function acceptFrameworkTest(text: string): string {
  return text
    .split("\n")
    .filter((line, index) => index >= HEADER_LINES || !REVIEW_LINE.test(line))
    .join("\n");
}

function withoutStamps(text: string): string {
  return text
    .split("\n")
    .filter((line, index) => index >= HEADER_LINES || !STAMP_LINE.test(line))
    .join("\n");
}

/**
 * Folders no generated test is written to: installed packages, virtual environments, caches and
 * fix-loop's own. The search runs before every verify, and one virtual environment holds
 * thousands of files (1,661 in a fresh one with pip alone: 40-80 ms walked).
 */
const NEVER_HOLDS_TESTS = [
  "**/node_modules/**",
  "**/.git/**",
  "**/.venv/**",
  "**/venv/**",
  "**/.tox/**",
  "**/.nox/**",
  "**/__pycache__/**",
  "**/.pytest_cache/**",
  "**/.mypy_cache/**",
  "**/.ruff_cache/**",
  ".fix-loop/**",
];

/** Every framework test waiting for review: a `.pending` file whose head carries a REVIEW line. */
export async function pendingFrameworkTests(cwd: string): Promise<string[]> {
  const files = await glob(`**/*${PENDING_SUFFIX}`, {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: NEVER_HOLDS_TESTS,
  });
  const marked = await Promise.all(
    files.sort().map(async (file) => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      return readFrameworkStamp(text).review !== null ? file : null;
    }),
  );
  return marked.filter((file): file is string => file !== null);
}
