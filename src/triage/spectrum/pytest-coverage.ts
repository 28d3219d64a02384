import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hookVariables } from "../../process/hook-variables.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner, CoverageTap, SelectiveCommand } from "./coverage-runner.js";

/**
 * A pytest plugin, loaded through PYTEST_ADDOPTS=-p fixloop_coverage from a temp folder on
 * PYTHONPATH (hook variables: a command that sets either itself keeps them), so the runner's
 * own re-run command needs no change: it records, per test, every
 * Python function called from a file under the root. No dependency, and no Python function of
 * ours called on every call: on Python 3.12 and later, sys.monitoring's PY_START, each function
 * once a test (DISABLE, then restart_events for the next); before that, cProfile's C profiler.
 * On sortedcontainers' 366 tests, CPU against the run without it: 1.04x on 3.12, 2.1x on 3.11,
 * where sys.setprofile with a Python callback took 3.0x; the named functions are the same
 * (3.12 inlines comprehensions: no `<listcomp>`, which triage ignores anyway).
 */
const PLUGIN = `
import json, os, sys
import pytest

_root = os.path.realpath(os.environ["FIXLOOP_COVERAGE_ROOT"])
_out = os.environ["FIXLOOP_COVERAGE_OUT"]
_files = {}
_calls = {}

def _relative(filename):
    found = _files.get(filename)
    if found is None:
        found = ""
        if not filename.startswith("<"):
            real = os.path.realpath(filename)
            if real.startswith(_root + os.sep):
                found = os.path.relpath(real, _root).replace(os.sep, "/")
        _files[filename] = found
    return found

def _named(codes):
    names = set()
    for code in codes:
        relative = _relative(code.co_filename)
        if relative:
            names.add(relative + ":" + code.co_name)
    return sorted(names)

def _monitoring():
    mon = sys.monitoring
    for tool in (mon.COVERAGE_ID, 3, 4, 5):
        try:
            mon.use_tool_id(tool, "fix-loop coverage")
        except ValueError:
            continue  # taken (coverage.py, a debugger): the next free one
        seen = set()
        def started(code, offset):
            seen.add(code)
            return mon.DISABLE
        mon.register_callback(tool, mon.events.PY_START, started)
        def start():
            seen.clear()
            mon.restart_events()
            mon.set_events(tool, mon.events.PY_START)
        def stop():
            mon.set_events(tool, 0)
            return list(seen)
        return start, stop
    return None

def _profiler():
    try:
        import _lsprof
    except ImportError:
        return _setprofile()
    profiler = _lsprof.Profiler()
    def start():
        profiler.clear()
        profiler.enable(False, False)
    def stop():
        profiler.disable()
        return [entry.code for entry in profiler.getstats() if not isinstance(entry.code, str)]
    return start, stop

def _setprofile():
    seen = set()
    def profile(frame, event, arg):
        if event == "call":
            seen.add(frame.f_code)
    def start():
        seen.clear()
        sys.setprofile(profile)
    def stop():
        sys.setprofile(None)
        return list(seen)
    return start, stop

_hooks = (_monitoring() if hasattr(sys, "monitoring") else None) or _profiler()

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    start, stop = _hooks
    start()
    try:
        yield
    finally:
        _calls[item.nodeid] = _named(stop())

def pytest_sessionfinish(session, exitstatus):
    with open(_out, "w") as handle:
        json.dump(_calls, handle)
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
  const dir = await mkdtemp(path.join(tmpdir(), "fix-loop-pycov-"));
  shareFolder(dir, options.runAs);
  await writeFile(path.join(dir, "fixloop_coverage.py"), PLUGIN);
  const out = path.join(dir, "calls.json");
  return {
    env: {
      ...hookVariables(options.env, { PYTHONPATH: dir, PYTEST_ADDOPTS: "-p fixloop_coverage" }),
      FIXLOOP_COVERAGE_ROOT: options.cwd,
      FIXLOOP_COVERAGE_OUT: out,
    },
    async read(tests) {
      const ids = new Map<string, string>();
      for (const test of tests) {
        const nodeId = pytestNodeId(test);
        if (nodeId) ids.set(nodeId, test.id);
      }
      const calls = JSON.parse(await readFile(out, "utf8").catch(() => "{}")) as Record<
        string,
        string[]
      >;
      const found = new Map<string, Set<string>>();
      for (const [nodeId, functions] of Object.entries(calls)) {
        const id = ids.get(nodeId);
        if (id) found.set(id, new Set(functions));
      }
      return found;
    },
    close: () => removeSharedFolder(dir),
  };
}
