import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { type PrintedTest, printedTests, readPrintedList } from "./printed-ids.js";
import type { TestResult } from "./schema.js";

/** The most tests kept: a suite of 60,000 tests fits, a runaway id generator does not. */
const MOST_TESTS = 100_000;

/**
 * The tests printed by the runs before this one, by their ids: an alias, a bare name or an id
 * copied without its trailing spaces that the last full run printed still resolves after a
 * `--tests` run of other tests, whose results.json holds only those (fastify's
 * fast-content-type-parse: `--tests T-C7C1` refused after `--tests` of another test). A run of
 * every tier and test replaces the list (a test deleted since goes); a narrower run updates
 * the tests it ran. Before the first such run, the last results.json stands for it. The list
 * is kept in the user's cache folder, one per results path: never a file in the project for git
 * to show.
 */
export async function rememberedTests(resultsPath: string): Promise<PrintedTest[]> {
  const kept = await readPrintedList(fileOf(resultsPath));
  return kept ?? printedTests(resultsPath);
}

/** After a run, before its results.json is written over the last one. */
export async function rememberTests(
  resultsPath: string,
  ran: readonly TestResult[],
  everything: boolean,
): Promise<void> {
  const byId = new Map<string, PrintedTest>();
  if (!everything) for (const test of await rememberedTests(resultsPath)) byId.set(test.id, test);
  for (const test of ran)
    byId.set(test.id, { id: test.id, runnerId: test.runnerId ?? null, file: test.file || null });
  const file = fileOf(resultsPath);
  const partial = `${file}.${process.pid}.tmp`;
  // A cache it could not write costs the next narrower run its aliases, never this run.
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, JSON.stringify({ tests: [...byId.values()].slice(-MOST_TESTS) }));
    await rename(partial, file);
  } catch {}
}

/** $FIX_LOOP_CACHE, else the user's cache folder's fix-loop/. */
function fileOf(resultsPath: string): string {
  const cache =
    process.env.FIX_LOOP_CACHE ||
    path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "fix-loop");
  const key = createHash("sha256").update(path.resolve(resultsPath)).digest("hex").slice(0, 16);
  return path.join(cache, `printed-tests-${key}.json`);
}
