import { readFile } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";
import { realFileInsideRoot } from "../junit/resolve-test-file.js";
import type { TestResult } from "../results/schema.js";
import type { TestSource } from "./prompt.js";

const MAX_SOURCES = 3;
const MAX_SOURCE_BYTES = 12 * 1024;
/** Lines shown either side of a JUnit failure's line. */
const CONTEXT_LINES = 40;

/**
 * What the agent should read first: the script of each failing test, or the lines around a
 * framework test's failure. At most a few files: tests of one group are usually alike.
 */
export async function readTestSources(
  cwd: string,
  tests: readonly TestResult[],
): Promise<TestSource[]> {
  const sources: TestSource[] = [];
  const seen = new Set<string>();
  for (const test of tests) {
    if (sources.length >= MAX_SOURCES) break;
    // A test with a run of its own file (a script) shows all of it; others the lines around the failure.
    const wholeFile = test.run === `./${test.file}`;
    const location = wholeFile ? null : test.evidence?.location;
    const file = wholeFile ? test.file : location?.file;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const real = await realFileInsideRoot(cwd, file);
    const text = real === null ? null : await readFile(real, "utf8").catch(() => null);
    if (text === null) continue;
    const shown = isAbsolute(file) ? relative(cwd, file) : file;
    if (wholeFile || !location?.line) {
      sources.push({ file: shown, text: text.slice(0, MAX_SOURCE_BYTES), firstLine: 1 });
      continue;
    }
    const lines = text.split("\n");
    const first = Math.max(1, location.line - CONTEXT_LINES);
    const last = Math.min(lines.length, location.line + CONTEXT_LINES);
    sources.push({ file: shown, text: lines.slice(first - 1, last).join("\n"), firstLine: first });
  }
  return sources;
}
