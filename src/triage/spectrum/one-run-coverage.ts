import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { COVERAGE_MOST_BYTES, readRunOutput } from "../../files/read-run-output.js";
import { comparableName } from "../../junit/comparable-name.js";
import { hookFolder } from "../../junit/hook-folder.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner, RecordNames, SelectiveCommand } from "./coverage-runner.js";
import { unitsRun, type V8Script } from "./v8-coverage.js";

/**
 * What a runner needs to report each test's coverage from one run: files of ours written to a
 * folder (a reporter that adds a setup file, the setup file that takes V8 precise coverage
 * through the inspector before and after each test and appends it, one JSON line per test, to
 * $FIX_LOOP_COVERAGE_OUT), and the words that load them.
 */
export interface OneRunHooks {
  files: Record<string, string>;
  /** Appended to the tier's selective command; `folder` holds `files`. */
  args(folder: string): string;
  /** The setup file records describe bodies as the runner collects the tests. */
  recordsCollection: boolean;
}

export interface OneRunCoverageOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The command that runs these tests (the tier's selective re-run), or null. */
  commandFor: SelectiveCommand;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /** For a runner whose version records nothing this way: one process per test. */
  fallback: CoverageRunner;
}

/**
 * Function coverage of every chosen test from ONE run of the runner, not one process per test:
 * it costs about one run of the tests' files. A run cut short (the time limit) gives nothing,
 * so the sample triage reads never depends on where a deadline fell.
 */
export function oneRunCoverage(hooks: OneRunHooks, options: OneRunCoverageOptions): CoverageRunner {
  return {
    recordsCollection: () => hooks.recordsCollection,
    async run(tests, signal) {
      const command = options.commandFor(tests);
      if (!command) return options.fallback.run(tests, signal);
      const folder = await mkdtemp(path.join(tmpdir(), "fix-loop-one-run-coverage-"));
      shareFolder(folder, options.runAs);
      try {
        const out = path.join(folder, "coverage.jsonl");
        const outcome = await runProcess(`${command} ${hooks.args(hookFolder(hooks.files))}`, {
          cwd: options.cwd,
          env: {
            ...options.env,
            FIX_LOOP_COVERAGE_OUT: out,
            FIX_LOOP_COVERAGE_SEGMENTS: "declarations",
          },
          runAs: options.runAs,
          signal,
        });
        if (outcome.aborted || outcome.timedOut || outcome.spawnError) return new Map();
        const records = await readRecords(out);
        if (records.length === 0) return options.fallback.run(tests, signal);
        return attribute(tests, records, options.cwd);
      } finally {
        await removeSharedFolder(folder);
      }
    },
  };
}

export interface TestCoverage {
  /** The test file, absolute. */
  file: string;
  /** The test's full name as its runner joins it (vitest "describe > test", jest "describe test"). */
  name: string;
  scripts?: V8Script[];
  /**
   * A describe block's body while the runner collected the tests (src/junit/describe-coverage.ts),
   * not a test: `name` is the block's, `tests` its tests' full names in declaration order, and
   * each segment's calls count for the tests declared after it, `tests.slice(after)` (without
   * `tests`, for every test whose name begins with the block's).
   */
  describe?: boolean;
  tests?: string[];
  segments?: { after: number; scripts: V8Script[] }[];
  /** What recording had cost the process that wrote it, up to this record (coverage-setup.ts). */
  cost?: { of: string; ms: number };
}

/**
 * What the records cost the runner's processes to take and write: each process's last word,
 * summed. Not the slower code between takes, which precise coverage also costs.
 */
export function recordingCostMs(records: readonly TestCoverage[]): number {
  const byProcess = new Map<string, number>();
  for (const { cost } of records)
    if (cost) byProcess.set(cost.of, Math.max(byProcess.get(cost.of) ?? 0, cost.ms));
  return [...byProcess.values()].reduce((sum, ms) => sum + ms, 0);
}

export async function readRecords(file: string): Promise<TestCoverage[]> {
  const text = await readRunOutput(file, COVERAGE_MOST_BYTES);
  const records: TestCoverage[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      records.push(JSON.parse(line) as TestCoverage);
    } catch {
      // a worker killed while writing leaves half a line: it says nothing
    }
  }
  return records;
}

/**
 * Each test's functions, found by its file and full name (or one of `recordNames`, where the
 * report names it otherwise); by the name alone when the report named no file and only one test
 * has that name.
 */
export function attribute(
  tests: readonly TestResult[],
  records: readonly TestCoverage[],
  root: string,
  recordNames?: RecordNames,
): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>[]>();
  const segments: CollectionSegment[] = [];
  for (const record of records) {
    const file = path.relative(root, record.file).split(path.sep).join("/");
    if (record.describe) {
      for (const segment of record.segments ?? [])
        segments.push({
          file,
          block: comparableName(record.name),
          tests: record.tests
            ? new Set(record.tests.slice(segment.after).map(comparableName))
            : null,
          functions: unitsRun(segment.scripts, root),
        });
      continue;
    }
    const name = comparableName(record.name);
    const key = `${file}\u0000${name}`;
    const functions = byKey.get(key) ?? new Set<string>();
    for (const id of unitsRun(record.scripts ?? [], root)) functions.add(id);
    if (!byKey.has(key)) byName.set(name, [...(byName.get(name) ?? []), functions]);
    byKey.set(key, functions);
  }
  const found = new Map<string, Set<string>>();
  for (const test of tests) {
    // vitest's id is "file > describe > test"; jest's is its full name; the title drops an id token.
    const names = [
      test.id.startsWith(`${test.file} > `) ? test.id.slice(test.file.length + 3) : test.id,
      test.title,
    ].map(comparableName);
    // The runner's other names are read in the test's own file only: a bare title is too common.
    const inFile = recordNames?.(test) ?? [];
    for (const name of [...names, ...inFile.map(comparableName)]) {
      const unique = names.includes(name) ? byName.get(name) : undefined;
      const functions =
        byKey.get(`${test.file}\u0000${name}`) ?? (unique?.length === 1 ? unique[0] : undefined);
      if (functions) {
        found.set(test.id, withCollection(functions, segments, test.file, name));
        break;
      }
    }
  }
  return found;
}

/**
 * What a describe body called between two test declarations, and the tests declared after it;
 * `tests` null: the whole body, for every test whose name begins with the block's.
 */
interface CollectionSegment {
  file: string;
  block: string;
  tests: ReadonlySet<string> | null;
  functions: string[];
}

/**
 * A test's functions and those its describe blocks' bodies called, while the runner collected
 * the tests, before the test was declared.
 */
function withCollection(
  functions: Set<string>,
  segments: readonly CollectionSegment[],
  file: string,
  name: string,
): Set<string> {
  const mine = segments.filter(
    (segment) =>
      (segment.file === file || file === "") &&
      (segment.tests ? segment.tests.has(name) : name.startsWith(`${segment.block} `)),
  );
  return mine.length === 0
    ? functions
    : new Set([...functions, ...mine.flatMap((segment) => segment.functions)]);
}
