import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { COVERAGE_MOST_BYTES, readRunOutput } from "../../files/read-run-output.js";
import { hookVariables } from "../../process/hook-variables.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner, CoverageTap, SelectiveCommand } from "./coverage-runner.js";
import { readRecords, recordingCostMs } from "./one-run-coverage.js";
import { PYTEST_RECORDER } from "./pytest-recorder.js";

/**
 * A pytest plugin, loaded through PYTEST_ADDOPTS=-p fixloop_coverage from a temp folder on
 * PYTHONPATH (hook variables: a command that sets either itself keeps them), so the runner's
 * own re-run command needs no change: it records, per test, every Python function called from
 * a file under the root (pytest-recorder.ts).
 */
const PLUGIN = `${PYTEST_RECORDER}
import pytest

_out = os.environ["FIXLOOP_COVERAGE_OUT"]
_calls = {}
_hooks = _recorder()

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    start, stop = _hooks[0], _hooks[1]
    start()
    try:
        yield
    finally:
        _calls[item.nodeid] = _named(stop())

def pytest_sessionfinish(session, exitstatus):
    _save_calls(_out, _calls)
`;

export interface PytestCoverageOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The command that runs these tests alone (the tier's selective re-run), or null. */
  commandFor: SelectiveCommand;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/** The pytest node id of a JUnit test: "tests/test_util.py::ParseTests::test_empty". */
export function pytestNodeId(test: TestResult): string | null {
  if (test.runnerId) return test.runnerId;
  if (!test.file.endsWith(".py")) return null;
  const scope = test.id.includes(" > ") ? test.id.slice(0, test.id.lastIndexOf(" > ")) : "";
  const name = test.id.includes(" > ") ? test.id.slice(test.id.lastIndexOf(" > ") + 3) : test.id;
  const module = test.file.replace(/\.py$/, "").replaceAll("/", ".");
  const classes = scope.startsWith(`${module}.`) ? scope.slice(module.length + 1).split(".") : [];
  return [test.file, ...classes, name].join("::");
}

/**
 * The environment that asks pytest for outcomes only, for a run whose evidence is not kept (a
 * retry keeps the first run's; a coverage run keeps none). pytest formats each failure's
 * traceback by parsing its test file: in more-itertools' 6,000-line test module that took most
 * of a retry's time (4.7 s of CPU for 36 tests against 0.8 s with `--tb=no`). The failure's
 * message still reaches the JUnit report.
 */
export function pytestOutcomesOnlyEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, ...hookVariables(env, { PYTEST_ADDOPTS: "--tb=no" }) };
}

/** One pytest process for all chosen tests; the plugin keeps them apart. */
export function pytestCoverageRunner(options: PytestCoverageOptions): CoverageRunner {
  return {
    async run(tests, signal) {
      const command = tests.some((test) => pytestNodeId(test)) ? options.commandFor(tests) : null;
      if (!command) return new Map();
      const tap = await pytestCoverageTap(options);
      try {
        await runProcess(command, {
          cwd: options.cwd,
          env: pytestOutcomesOnlyEnv({ ...options.env, ...tap.env }),
          signal,
          runAs: options.runAs,
        });
        return await tap.read(tests);
      } finally {
        await tap.close();
      }
    },
  };
}

/**
 * The plugin, ready to ride on any pytest run of the project: a coverage re-run, or a retry
 * that runs anyway (src/engine/retries.ts), which then costs no process of its own.
 */
export async function pytestCoverageTap(options: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs?: RunAs | null;
}): Promise<CoverageTap> {
  return pytestCallsTap(options, async (dir) => {
    await writeFile(path.join(dir, "fixloop_coverage.py"), PLUGIN);
    return hookVariables(options.env, { PYTHONPATH: dir, PYTEST_ADDOPTS: "-p fixloop_coverage" });
  });
}

/**
 * Where a plugin of ours writes, per pytest node id, the functions each test called
 * ($FIXLOOP_COVERAGE_OUT, a JSON object), and how that is read back by test id. `loads` writes
 * the plugin into the folder and gives the environment that loads it, or none where another
 * hook of ours already rides on the run (the in-run retry, src/runners/pytest-retry.ts).
 */
export async function pytestCallsTap(
  options: { cwd: string; runAs?: RunAs | null },
  loads: (dir: string) => Promise<Record<string, string>>,
  extra: Record<string, string> = {},
): Promise<CoverageTap> {
  const dir = await mkdtemp(path.join(tmpdir(), "fix-loop-pycov-"));
  shareFolder(dir, options.runAs);
  const out = path.join(dir, "calls.json");
  let costMs = 0;
  return {
    env: {
      ...(await loads(dir)),
      ...extra,
      FIXLOOP_COVERAGE_ROOT: options.cwd,
      FIXLOOP_COVERAGE_OUT: out,
    },
    async read(tests) {
      const ids = new Map<string, string>();
      for (const test of tests) {
        const nodeId = pytestNodeId(test);
        if (nodeId) ids.set(nodeId, test.id);
      }
      const calls = JSON.parse((await readRunOutput(out, COVERAGE_MOST_BYTES)) || "{}") as Record<
        string,
        string[]
      >;
      const found = new Map<string, Set<string>>();
      for (const [nodeId, functions] of Object.entries(calls)) {
        const id = ids.get(nodeId);
        if (id) found.set(id, new Set(functions));
      }
      costMs = recordingCostMs(await readRecords(`${out}.cost`));
      return found;
    },
    costMs: () => costMs,
    close: () => removeSharedFolder(dir),
  };
}
