import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { readRunOutput } from "../files/read-run-output.js";
import { formatDuration } from "../text/quantities.js";

/**
 * The tests a runner is in, while its command runs and when it was killed at the tier's
 * timeout. A killed command leaves no report, and its output (pytest's dots) names no test:
 * cachetools' TTL mutant looped in one test for the tier's 30 s, and verify said only "timed
 * out". The runner's in-run hooks (pytest's plugin, mocha's required file, jest's and vitest's
 * setup files) write, as each test starts, its name and start time to `<prefix>.<key>`, one
 * file per process (or worker thread), and empty it as the test ends: a test still named there
 * at the kill never ended, and the heartbeat names the tests in progress. A test in a loop that
 * never yields still had its start written. What the files hold is the test run's to write:
 * read bounded, shown as text, never matched to a test.
 */
export interface RunningTest {
  name: string;
  /** How long it had run at the time asked (the kill), when its start is known. */
  forMs: number | null;
}

/** The most processes read, and of each file the bytes: a name and a time. */
const MOST_FILES = 16;
const MOST_BYTES = 2_000;

/** The variable the hooks read the prefix from. */
export const RUNNING_VARIABLE = "FIX_LOOP_RUNNING";

/** Removes what an earlier run of the tier left under `prefix`. */
export async function forgetRunning(prefix: string): Promise<void> {
  const files = await filesOf(prefix);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** The tests running under `prefix` at `at` (epoch ms), the longest running first. */
export async function runningTests(prefix: string, at: number): Promise<RunningTest[]> {
  const found: RunningTest[] = [];
  for (const file of (await filesOf(prefix)).slice(0, MOST_FILES)) {
    const text = await readRunOutput(file, MOST_BYTES).catch(() => "");
    const [name = "", started = ""] = text.split("\n");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a name is shown on one line.
    const plain = name.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
    if (!plain) continue;
    const since = Number(started);
    const forMs = Number.isFinite(since) && since > 0 && since <= at ? at - since : null;
    found.push({ name: plain, forMs });
  }
  return found.sort((a, b) => (b.forMs ?? 0) - (a.forMs ?? 0));
}

/** "tests/test_ttl.py::test_expire (running for 29.8 s)", the longest running first. */
export function runningTestsText(tests: readonly RunningTest[]): string {
  return tests
    .map(({ name, forMs }) =>
      forMs === null ? name : `${name} (running for ${formatDuration(forMs, "compact")})`,
    )
    .join(", ");
}

async function filesOf(prefix: string): Promise<string[]> {
  const dir = path.dirname(prefix);
  const base = `${path.basename(prefix)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.startsWith(base))
    .sort()
    .map((name) => path.join(dir, name));
}
