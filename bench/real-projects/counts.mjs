// What a plain runner's own closing lines say it ran: tests passed, failed and skipped.
// Read from its default reporter's output; null when the lines are not there (a crash).
import { stripVTControlCharacters } from "node:util";

const PATTERNS = {
  jest: (out) =>
    wordCounts(lastLine(out, /^Tests:\s/m), {
      passed: "passed",
      failed: "failed",
      skipped: "skipped|todo",
    }),
  vitest: (out) =>
    wordCounts(lastLine(out, /^\s*Tests\s+\d/m), {
      passed: "passed",
      failed: "failed",
      skipped: "skipped|todo",
    }),
  mocha: (out) => ({
    passed: numberBefore(out, /(\d+) passing/g),
    failed: numberBefore(out, /(\d+) failing/g),
    skipped: numberBefore(out, /(\d+) pending/g),
  }),
  "node-test": (out) => ({
    passed: numberBefore(out, /^[#ℹ] pass (\d+)/gm),
    failed: numberBefore(out, /^[#ℹ] fail (\d+)/gm) + numberBefore(out, /^[#ℹ] cancelled (\d+)/gm),
    skipped: numberBefore(out, /^[#ℹ] skipped (\d+)/gm) + numberBefore(out, /^[#ℹ] todo (\d+)/gm),
  }),
  // tap 16 counts assertions ("Asserts: 5 failed, 3000 passed, of 3005"), test files as suites.
  tap: (out) =>
    wordCounts(lastLine(out, /^#?\s*Asserts:\s/m), {
      passed: "passed",
      failed: "failed",
      skipped: "skip|todo",
    }),
  // With -q the closing line has no `=` around it: "40 failed, 951 passed in 2.13s".
  pytest: (out) =>
    wordCounts(
      lastLine(out, /^(?:=+ )?.*\d+ (passed|failed|error|errors|skipped)\b.* in [\d.]+s/m),
      {
        passed: "passed",
        failed: "failed|errors?",
        skipped: "skipped|xfailed|xpassed",
      },
    ),
  // go test -v's lines, else gotestsum's closing line: "DONE 84 tests, 2 skipped, 11 failures in 0.5s".
  go: (out) => {
    const verbose = {
      passed: (out.match(/^\s*--- PASS: /gm) ?? []).length,
      failed: (out.match(/^\s*--- FAIL: /gm) ?? []).length,
      skipped: (out.match(/^\s*--- SKIP: /gm) ?? []).length,
    };
    const done = lastLine(out, /^DONE \d+ tests?\b/m);
    if (verbose.passed + verbose.failed + verbose.skipped > 0 || done === null) return verbose;
    const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(done)?.[1] ?? 0);
    const failed = count("failures?");
    const skipped = count("skipped");
    return { passed: count("tests?") - failed - skipped, failed, skipped };
  },
};

/** { passed, failed, skipped, total } from a runner's output, or null when it printed none. */
export function countsOf(runner, output) {
  const read = PATTERNS[runner];
  if (!read) throw new Error(`no closing-line reader for the runner ${runner}`);
  const plain = stripVTControlCharacters(output);
  const counts = read(plain);
  if (!counts) return null;
  const total = counts.passed + counts.failed + counts.skipped;
  return total === 0 ? null : { ...counts, total };
}

function lastLine(text, pattern) {
  const lines = text.split("\n").filter((line) => pattern.test(`${line}\n`));
  return lines.at(-1) ?? null;
}

function wordCounts(line, words) {
  if (line === null) return null;
  const counts = {};
  for (const [key, alternatives] of Object.entries(words)) {
    counts[key] = 0;
    for (const match of line.matchAll(new RegExp(`(\\d+) (?:${alternatives})\\b`, "g")))
      counts[key] += Number(match[1]);
  }
  return counts;
}

/** The last figure a pattern captures (runners print their summary last). */
function numberBefore(text, pattern) {
  const all = [...text.matchAll(pattern)];
  return all.length === 0 ? 0 : Number(all.at(-1)[1]);
}
