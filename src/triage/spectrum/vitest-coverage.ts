import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { shareFolder } from "../../agent-user/hand-over.js";
import { quoteShell } from "../../junit/shell-words.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner, SelectiveCommand } from "./coverage-runner.js";
import { functionsRun, type V8Script } from "./v8-coverage.js";

/**
 * A reporter of ours adds a setup file to every project (a reporter's onInit sees the resolved
 * config before any worker starts; a `--setupFiles` option does not exist and the config's own
 * must stay). The setup file starts V8's precise coverage in each worker through the inspector
 * and takes it before and after every test: what ran in between is that test's alone.
 */
const REPORTER = `import path from "node:path";
import { fileURLToPath } from "node:url";
const setup = path.join(path.dirname(fileURLToPath(import.meta.url)), "coverage-setup.mjs");
export default class FixLoopCoverage {
  onInit(vitest) {
    for (const project of vitest.projects ?? [])
      project.config.setupFiles = [...(project.config.setupFiles ?? []), setup];
  }
}
`;

const SETUP = `import { appendFileSync } from "node:fs";
import { Session } from "node:inspector";
import { afterEach, beforeEach } from "vitest";
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
await post("Profiler.enable");
await post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
const nameOf = (task) => {
  const names = [];
  for (let at = task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  return names.join(" > ");
};
beforeEach(async () => { await post("Profiler.takePreciseCoverage"); });
afterEach(async (context) => {
  const { result } = await post("Profiler.takePreciseCoverage");
  const scripts = result.filter((script) => !script.url.includes("/node_modules/"));
  appendFileSync(out, JSON.stringify({ file: context.task.file.filepath, name: nameOf(context.task), scripts }) + "\\n");
});
`;

export interface VitestCoverageOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The command that runs these tests (the tier's selective re-run), or null. */
  commandFor: SelectiveCommand;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /** For the tests this runner could not attribute (a vitest whose reporters cannot do the above). */
  fallback: CoverageRunner;
}

/**
 * Function coverage of every chosen test from ONE vitest run, not one process per test: its
 * cost is about one run of the tests' files. A run cut short (the time limit) gives nothing,
 * so the sample triage reads never depends on where a deadline fell.
 */
export function vitestCoverageRunner(options: VitestCoverageOptions): CoverageRunner {
  return {
    async run(tests, signal) {
      const command = options.commandFor(tests);
      if (!command) return options.fallback.run(tests, signal);
      const folder = await mkdtemp(path.join(tmpdir(), "fix-loop-vitest-coverage-"));
      shareFolder(folder, options.runAs);
      try {
        const reporter = path.join(folder, "coverage-reporter.mjs");
        await writeFile(reporter, REPORTER);
        await writeFile(path.join(folder, "coverage-setup.mjs"), SETUP);
        const out = path.join(folder, "coverage.jsonl");
        const outcome = await runProcess(`${command} ${quoteShell(`--reporter=${reporter}`)}`, {
          cwd: options.cwd,
          env: { ...options.env, FIX_LOOP_COVERAGE_OUT: out },
          runAs: options.runAs,
          signal,
        });
        if (outcome.aborted || outcome.timedOut || outcome.spawnError) return new Map();
        const records = await readRecords(out);
        if (records.length === 0) return options.fallback.run(tests, signal);
        return attribute(tests, records, options.cwd);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

interface TestCoverage {
  file: string;
  name: string;
  scripts: V8Script[];
}

async function readRecords(file: string): Promise<TestCoverage[]> {
  const text = await readFile(file, "utf8").catch(() => "");
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

/** Each test's functions, found by its file and its name as vitest joins it ("describe > test"). */
function attribute(
  tests: readonly TestResult[],
  records: readonly TestCoverage[],
  root: string,
): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const record of records) {
    const key = `${path.relative(root, record.file).split(path.sep).join("/")}\u0000${record.name}`;
    const functions = byKey.get(key) ?? new Set<string>();
    for (const id of functionsRun(record.scripts, root)) functions.add(id);
    byKey.set(key, functions);
  }
  const found = new Map<string, Set<string>>();
  for (const test of tests) {
    // vitest's JUnit id is "file > describe > test"; the title is the name after the file.
    const name = test.id.startsWith(`${test.file} > `)
      ? test.id.slice(test.file.length + 3)
      : test.title;
    const functions = byKey.get(`${test.file}\u0000${name}`);
    if (functions) found.set(test.id, functions);
  }
  return found;
}
